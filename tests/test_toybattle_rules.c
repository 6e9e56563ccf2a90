/* SPDX-License-Identifier: MIT */
/*
 * test_toybattle_rules.c: Toy Battle's rules, one test per rule of the seed
 * and of the rulings (docs/rules/toybattle.md names each test).
 *
 * Positions are written with pos(): the map, the fields up to the phase,
 * the stacks by node name ("a=S d=jK", bottom first, upper case for player
 * 0), and the fields from the rack on. pos() fills in the board in map
 * order and the reserves (every troop not on the board, a rack or the
 * discard; none removed), so a test shows what matters and still compares
 * whole position texts. Chance outcomes are applied in notation ("draw:S").
 */
#include "support/tw_test.h"
#include "toywar/toybattle.h"

#include <stdio.h>
#include <string.h>

#define CAP 8192

/* ---- building positions --------------------------------------------------- */

static void count_letters(const char *s, int counts[2][8])
{
    static const char letters[] = "KSCJHXTR";
    for (; *s && *s != ' '; s++) {
        char upper = (char)(*s >= 'a' && *s <= 'z' ? *s - 'a' + 'A' : *s);
        const char *hit = strchr(letters, upper);
        if (hit && *s != '-' && *s != '/')
            counts[*s >= 'a' && *s <= 'z'][hit - letters]++;
    }
}

/* Counts the troops of the field "key=..." in rest. */
static void count_field(const char *rest, const char *key, int counts[2][8])
{
    char pattern[32];
    snprintf(pattern, sizeof pattern, "%s=", key);
    const char *at = strstr(rest, pattern);
    if (at)
        count_letters(at + strlen(pattern), counts);
}

/* The position text; see the file comment. rest starts with "rack=". */
static const char *pos(const char *map, const char *head, const char *stacks, const char *rest)
{
    static char text[CAP];
    char params[64];
    snprintf(params, sizeof params, "map=%s", map);
    tw_game *g = tw_test_new("toybattle", params);
    int nodes = tw_toybattle_node_count(g);
    int counts[2][8] = {{0}};
    size_t len = (size_t)snprintf(text, sizeof text, "%s %s board=", map, head);
    for (int n = 0; n < nodes; n++) {
        char name[8], key[12];
        tw_toybattle_node_name(g, n, name, sizeof name);
        snprintf(key, sizeof key, "%s=", name);
        const char *at = NULL;
        for (const char *p = stacks; (p = strstr(p, key)) != NULL; p++)
            if (p == stacks || p[-1] == ' ') {
                at = p + strlen(key);
                break;
            }
        size_t stack_len = at ? strcspn(at, " ") : 0;
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%.*s", n ? "/" : "",
                                at ? (int)stack_len : 1, at ? at : "-");
        if (at)
            count_letters(at, counts);
    }
    tw_game_free(g);
    count_field(rest, "rack", counts);
    count_field(rest, "discard", counts);
    const char *after_rack = strchr(rest, ' ');
    len += (size_t)snprintf(text + len, sizeof text - len, " %.*s reserve=",
                            (int)(after_rack - rest), rest);
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < 8; k++)
            len += (size_t)snprintf(text + len, sizeof text - len, "%s%d",
                                    p && !k ? "/" : "", 3 - counts[p][k]);
    snprintf(text + len, sizeof text - len, " removed=00000000/00000000%s", after_rack);
    return text;
}

static tw_game *at(const char *map, const char *head, const char *stacks, const char *rest)
{
    return tw_test_position("toybattle", pos(map, head, stacks, rest));
}

static void expect(const tw_game *g, const char *map, const char *head, const char *stacks,
                   const char *rest)
{
    tw_test_assert_position(g, pos(map, head, stacks, rest));
}

#define CF "castle-field"
#define NONE_CLAIMED "claimed=...... medals=0/0"

/* ---- setup ------------------------------------------------------------------ */

static void test_setup_first_player_removals_and_racks_are_chance_nodes(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("toybattle", "seed=3");
    tw_test_assert_position(g, "castle-field bases=on first=- turn=0 phase=first "
                               "board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- rack=-/- "
                               "reserve=33333333/33333333 removed=00000000/00000000 "
                               "discard=-/- frozen=-/- claimed=...... medals=0/0");
    tw_move moves[8];
    uint32_t weights[8];
    assert_int_equal(tw_game_chance_weights(g, moves, weights, 8), 2);
    assert_int_equal(weights[0], 1);
    assert_int_equal(weights[1], 1);
    tw_test_assert_legal(g, "first:0 first:1");
    /* The first player's 4 troops leave his reserve unseen, then the other's. */
    tw_test_play(g, "first:1 remove:S remove:S remove:S");
    tw_test_assert_legal(g, "remove:K remove:C remove:J remove:H remove:X remove:T remove:R");
    assert_int_equal(tw_game_chance_weights(g, moves, weights, 8), 7);
    assert_int_equal(weights[0], 3);
    tw_test_play(g, "remove:K remove:R remove:R remove:R remove:T");
    /* Racks: 3 for the first player, 4 for the other. */
    tw_test_play(g, "deal:K deal:K deal:C deal:J deal:J deal:H deal:X");
    tw_test_assert_position(g, "castle-field bases=on first=1 turn=1 phase=play "
                               "board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- rack=JJHX/kkc "
                               "reserve=33312220/00233333 removed=00000013/13000000 "
                               "discard=-/- frozen=-/- claimed=...... medals=0/0");
    tw_game_free(g);
}

/* ---- the turn ------------------------------------------------------------------ */

static void test_draw_takes_two_then_the_turn_passes(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=S/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "draw draw:R draw:T");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "", "rack=STR/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_draw_respects_the_rack_of_eight(void **state)
{
    (void)state;
    /* 7 on the rack: the draw gives one troop. */
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=KKKSSSC/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "draw draw:R");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "", "rack=KKKSSSCR/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
    /* 8 on the rack: no draw at all. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=KKKSSSCC/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "K@a K@b K@c S@a S@b S@c C@a C@b C@c");
    tw_game_free(g);
}

static void test_draw_takes_what_is_left_of_the_reserve(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("toybattle",
        "castle-field bases=off first=0 turn=0 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
        "rack=S/k reserve=00000001/23333333 removed=00000000/00000000 "
        "discard=KKKSSCCCJJJHHHXXXTTTRR/- frozen=-/- claimed=...... medals=0/0");
    tw_test_play(g, "draw");
    tw_test_assert_legal(g, "draw:R");
    tw_test_play(g, "draw:R");
    assert_int_equal(tw_game_current_player(g), 1);
    tw_game_free(g);
}

static void test_placement_needs_a_path_and_a_weaker_enemy(void **state)
{
    (void)state;
    /* Player 0 holds a; player 1's Jumbo (3) holds b. From HQ0 player 0
     * reaches a, b, c; through a nothing more. Cap'n (2) and Jumbo (3) cannot
     * cover Jumbo (3); Kwak covers anything. */
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "a=S b=j",
                    "rack=KCJ/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "draw K@a K@b K@c C@a C@c J@a J@c");
    tw_game_free(g);
    /* A stronger troop covers it; own HQ never, the enemy HQ only when reached. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "a=S b=j d=S", "rack=X/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "draw X@a X@b X@c");
    tw_game_free(g);
}

static void test_connection_runs_through_own_top_troops(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "b=S d=S", "rack=R/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "draw R@a R@b R@c R@d R@e R@f");
    tw_game_free(g);
    /* A base covered by the enemy breaks the path beyond it. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "b=Sk d=S", "rack=R/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "draw R@a R@b R@c");
    tw_game_free(g);
}

static void test_jumbo_cuts_a_path_by_removing_a_top_troop(void **state)
{
    (void)state;
    /* Player 0 reaches e and f through b and d. Player 1's Jumbo lands on f
     * and discards the Skully on d: the path beyond b is cut. */
    tw_game *g = at(CF, "bases=off first=0 turn=1 phase=play", "b=S d=S i=r k=r m=r",
                    "rack=R/j discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "J@f");
    tw_test_assert_legal(g, "jumbo:d no");
    tw_test_play(g, "jumbo:d");
    expect(g, CF, "bases=off first=0 turn=0 phase=play", "b=S f=j i=r k=r m=r",
           "rack=R/- discard=S/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "draw R@a R@b R@c R@d");
    tw_game_free(g);
}

static void test_kwak_covers_any_enemy_and_any_enemy_covers_kwak(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "a=r", "rack=K/s discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "K@a");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=rK", "rack=-/s discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
    /* Skully (1) covers Kwak. */
    g = at(CF, "bases=off first=0 turn=1 phase=play", "o=K", "rack=-/s discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "draw S@m S@n S@o");
    tw_test_play(g, "S@o no");
    expect(g, CF, "bases=off first=0 turn=0 phase=play", "o=Ks", "rack=-/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_hook_ignores_the_path_onto_bases_but_not_onto_the_hq(void **state)
{
    (void)state;
    /* Hook (4) may go to any base it may cover, but not to HQ1 unreached. */
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "m=r n=s", "rack=H/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_assert_legal(g, "draw H@a H@b H@c H@d H@e H@f H@g H@h H@i H@j H@k H@l H@n H@o");
    tw_game_free(g);
    /* Reached through o, the HQ is open to Hook as to anyone. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "b=S d=S f=S i=J k=J m=J",
           "rack=H/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "H@HQ1");
    expect(g, CF, "bases=off first=0 turn=0 phase=over winner=0 by=hq", "HQ1=H b=S d=S f=S i=J k=J m=J",
           "rack=-/- discard=-/- frozen=-/- " NONE_CLAIMED);
    assert_int_equal(tw_game_winner(g), 0);
    tw_game_free(g);
}

static void test_capturing_the_enemy_hq_wins_at_once(void **state)
{
    (void)state;
    /* Skully's draw is never offered: the game is over. */
    tw_game *g = at(CF, "bases=off first=0 turn=1 phase=play", "b=s d=s f=j i=j k=r m=r",
                    "rack=S/s discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "S@HQ0");
    assert_int_equal(tw_game_current_player(g), TW_PLAYER_TERMINAL);
    assert_int_equal(tw_game_winner(g), 1);
    tw_game_free(g);
}

/* ---- troop effects -------------------------------------------------------------- */

static void test_skully_may_draw_two(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=S/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "S@a");
    tw_test_assert_legal(g, "skully no");
    tw_test_play(g, "skully draw:J draw:J");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=S", "rack=JJ/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_skully_draws_one_when_the_rack_holds_seven(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=KKKSCCCJ/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "S@a skully");
    expect(g, CF, "bases=off first=0 turn=0 phase=draw left=1 step=troop chain=a.0", "a=S",
           "rack=KKKCCCJ/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "draw:R");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=S", "rack=KKKCCCJR/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_skully_decline_keeps_the_rack(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=S/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "S@a no");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=S", "rack=-/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_capn_places_an_extra_troop_whose_effect_applies(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=CT/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "C@a");
    tw_test_assert_legal(g, "T@a T@b T@c no");
    tw_test_play(g, "T@b");
    tw_test_assert_legal(g, "star no");
    tw_test_play(g, "star draw:X");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=C b=T", "rack=X/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
    /* Declined, the turn ends. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=CT/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "C@a no");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=C", "rack=T/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_capn_chain_ends_on_an_hq_capture(void **state)
{
    (void)state;
    /* Cap'n on k, its extra Cap'n on l, whose extra Skully takes HQ1. */
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "b=J d=J f=J i=R",
                    "rack=CCS/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "C@k C@m");
    tw_test_assert_legal(g, "S@HQ1 S@a S@b S@c S@d S@e S@f S@h S@i S@k S@l S@m S@o no");
    tw_test_play(g, "S@HQ1");
    expect(g, CF, "bases=off first=0 turn=0 phase=over winner=0 by=hq", "HQ1=S b=J d=J f=J i=R k=C m=C",
           "rack=-/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_jumbo_may_discard_an_adjacent_visible_enemy(void **state)
{
    (void)state;
    /* b and c are adjacent to a; e is not; the Skully under b's Roxy is hidden. */
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "b=sr c=k e=t", "rack=J/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "J@a");
    tw_test_assert_legal(g, "jumbo:b jumbo:c no");
    tw_test_play(g, "jumbo:b");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=J b=s c=k e=t", "rack=-/- discard=-/r frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
    /* No enemy next to Jumbo: no decision. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "e=t", "rack=J/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "J@a");
    assert_int_equal(tw_game_current_player(g), 1);
    tw_game_free(g);
}

static void test_xb42_discards_a_random_troop_of_the_opponents_rack(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=X/kss discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "X@a");
    tw_test_assert_legal(g, "xb42 no");
    tw_test_play(g, "xb42");
    tw_move moves[8];
    uint32_t weights[8];
    assert_int_equal(tw_game_chance_weights(g, moves, weights, 8), 2);
    assert_int_equal(weights[0], 1); /* Kwak */
    assert_int_equal(weights[1], 2); /* Skully */
    /* An injected draw: value 1 of bound 3 falls in Skully's interval. */
    uint32_t value = 1;
    tw_test_script script = {&value, 1, 0, 0};
    tw_game_set_rng(g, tw_test_script_rng, &script);
    assert_int_equal(tw_game_roll(g, NULL), TW_OK);
    assert_int_equal(script.last_bound, 3);
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=X", "rack=-/ks discard=-/s frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
    /* An empty enemy rack: no decision. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "o=s", "rack=X/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "X@a");
    assert_int_equal(tw_game_current_player(g), 1);
    tw_game_free(g);
}

static void test_star_may_draw_one(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=T/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "T@a star draw:K");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=T", "rack=K/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
    g = at(CF, "bases=off first=0 turn=0 phase=play", "", "rack=T/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "T@a no");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=T", "rack=-/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_roxy_has_no_effect(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "b=k", "rack=R/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "R@a");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "a=R b=k", "rack=-/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

/* ---- regions and the end ------------------------------------------------------- */

static void test_a_ringed_region_is_claimed_for_good(void **state)
{
    (void)state;
    /* Region 3 is ringed by f, i, h: one medal. */
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "b=J d=J f=S h=S",
                    "rack=R/s discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "R@i");
    expect(g, CF, "bases=off first=0 turn=1 phase=play", "b=J d=J f=S h=S i=R",
           "rack=-/s discard=-/- frozen=-/- claimed=..0... medals=1/0");
    tw_test_assert_scores2(g, 1, 0);
    /* Losing the ring later does not lose the medal. */
    tw_game_free(g);
    g = at(CF, "bases=off first=0 turn=1 phase=play", "f=S h=K i=R j=r l=r n=r",
           "rack=-/s discard=-/- frozen=-/- claimed=..0... medals=1/0");
    tw_test_play(g, "S@h no");
    expect(g, CF, "bases=off first=0 turn=0 phase=play", "f=S h=Ks i=R j=r l=r n=r",
           "rack=-/- discard=-/- frozen=-/- claimed=..0... medals=1/0");
    tw_game_free(g);
}

static void test_region_completed_by_the_opponents_action(void **state)
{
    (void)state;
    /* Castle Field: player 1 takes his Kwak back from i, uncovering player
     * 0's Skully; f, i, h are then all player 0's, who claims the region in
     * player 1's turn. The troop just placed on l may not be taken back. */
    tw_game *g = at(CF, "bases=on first=0 turn=1 phase=play", "f=S h=S i=Sk k=r m=r",
                    "rack=-/r discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "R@l");
    tw_test_assert_legal(g, "castle:i castle:k castle:m no");
    tw_test_play(g, "castle:i");
    /* The Kwak went back in view: player 0 knows it is on the rack. */
    expect(g, CF, "bases=on first=0 turn=0 phase=play", "f=S h=S i=S k=r l=r m=r",
           "rack=-/k discard=-/- frozen=-/- known=-/k claimed=..0... medals=1/0");
    tw_game_free(g);
}

static void test_reaching_the_medal_objective_wins_at_once(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=off first=0 turn=0 phase=play", "a=S b=S c=S d=C e=C f=C g=J h=J",
                    "rack=T/s discard=-/- frozen=-/- claimed=00.... medals=6/0");
    tw_test_play(g, "T@i");
    expect(g, CF, "bases=off first=0 turn=0 phase=over winner=0 by=medals",
           "a=S b=S c=S d=C e=C f=C g=J h=J i=T",
           "rack=-/s discard=-/- frozen=-/- claimed=000... medals=7/0");
    assert_int_equal(tw_game_winner(g), 0);
    tw_game_free(g);
}

#define VJ "volcanic-jungle"

static void test_claims_after_one_change_go_to_the_active_player_first(void **state)
{
    (void)state;
    /* Volcanic Jungle: player 0 (4 medals) moves player 1's Roxy from g,
     * over player 0's Jumbo, to k. g's Jumbo rings b-e-g-c (2) and e-h-g
     * (1) for player 0: 7; k rings j-m-k and k-m-l (1 each) for player 1:
     * 5 + 2 = 7 too. Both reach the objective in one change: the active
     * player claims first and wins. */
    tw_game *g = at(VJ, "bases=on first=0 turn=0 phase=play", "b=S c=C g=Jr h=T j=s l=t m=c",
                    "rack=R/k discard=-/- frozen=-/- claimed=00.0.111.. medals=4/5");
    tw_test_play(g, "R@e");
    tw_test_assert_legal(g, "volcano:g no");
    tw_test_play(g, "volcano:g");
    tw_test_assert_legal(g, "to:c to:e to:f to:h to:i to:k");
    tw_test_play(g, "to:k");
    expect(g, VJ, "bases=on first=0 turn=0 phase=over winner=0 by=medals",
           "b=S c=C e=R g=J h=T j=s k=r l=t m=c",
           "rack=-/k discard=-/- frozen=-/- claimed=00000111.. medals=7/5");
    tw_game_free(g);
    /* Without the Jumbo under the Roxy only player 1 completes regions: he
     * reaches the objective, and wins, in player 0's turn. */
    g = at(VJ, "bases=on first=0 turn=0 phase=play", "b=S c=C g=r h=T j=s l=t m=c",
           "rack=R/k discard=-/- frozen=-/- claimed=00.0.111.. medals=4/5");
    tw_test_play(g, "R@e volcano:g to:k");
    expect(g, VJ, "bases=on first=0 turn=0 phase=over winner=1 by=medals",
           "b=S c=C e=R h=T j=s k=r l=t m=c",
           "rack=-/k discard=-/- frozen=-/- claimed=00.0.11111 medals=4/7");
    assert_int_equal(tw_game_winner(g), 1);
    tw_game_free(g);
}

/* Player 0 has nothing left: 20 troops discarded, 4 removed, none on his rack. */
#define STUCK_P0 "rack=-/r reserve=00000000/33333332 removed=00000013/00000000 " \
                 "discard=KKKSSSCCCJJJHHHXXXTT/- frozen=-/-"

static void test_a_stuck_player_ends_the_game_and_loses_a_tie(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("toybattle",
        "castle-field bases=off first=0 turn=1 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
        STUCK_P0 " claimed=...... medals=0/0");
    tw_test_play(g, "R@o");
    tw_test_assert_position(g,
        "castle-field bases=off first=0 turn=0 phase=over winner=1 by=stuck "
        "board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/r rack=-/- reserve=00000000/33333332 "
        "removed=00000013/00000000 discard=KKKSSSCCCJJJHHHXXXTT/- frozen=-/- claimed=...... medals=0/0");
    assert_int_equal(tw_game_winner(g), 1);
    tw_game_free(g);
}

static void test_a_stuck_player_with_more_medals_wins(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("toybattle",
        "castle-field bases=off first=0 turn=1 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
        STUCK_P0 " claimed=..0... medals=1/0");
    tw_test_play(g, "R@o");
    assert_int_equal(tw_game_winner(g), 0);
    tw_test_assert_scores2(g, 1, 0);
    tw_game_free(g);
}

static void test_a_full_rack_with_no_placement_is_stuck(void **state)
{
    (void)state;
    /* Player 0 holds 8 troops (no draw) and his HQ's bases are held by
     * Roxies that none of them (no Kwak, no Hook) can cover: his reserve
     * is not empty, yet he can neither draw nor place. */
    tw_game *g = at(CF, "bases=off first=0 turn=1 phase=play", "a=r b=r c=r",
                    "rack=SSSCCCJJ/t discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "T@o no");
    expect(g, CF, "bases=off first=0 turn=0 phase=over winner=1 by=stuck", "a=r b=r c=r o=t",
           "rack=SSSCCCJJ/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
}

/* ---- special bases ---------------------------------------------------------------- */

static void test_castle_field_returns_another_own_troop_to_the_rack(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=on first=0 turn=0 phase=play", "a=S b=C", "rack=R/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "R@d");
    tw_test_assert_legal(g, "castle:a castle:b no");
    tw_test_play(g, "castle:b");
    /* The Cap'n is back on the rack, in view: a known troop. */
    expect(g, CF, "bases=on first=0 turn=1 phase=play", "a=S d=R",
           "rack=C/k discard=-/- frozen=-/- known=C/- " NONE_CLAIMED);
    tw_game_free(g);
    /* Special bases off: no effect. */
    g = at(CF, "bases=off first=0 turn=0 phase=play", "a=S b=C", "rack=R/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "R@d");
    assert_int_equal(tw_game_current_player(g), 1);
    tw_game_free(g);
}

static void test_troop_effect_comes_before_the_special_base(void **state)
{
    (void)state;
    /* Star on City of Clouds' special base e: Star draws, then the base. */
    tw_game *g = at("city-of-clouds", "bases=on first=0 turn=0 phase=play", "b=S",
                    "rack=T/k discard=-/- frozen=-/- claimed=............ medals=0/0");
    tw_test_play(g, "T@e");
    tw_test_assert_legal(g, "star no");
    tw_test_play(g, "star draw:X");
    tw_test_assert_legal(g, "clouds no");
    tw_test_play(g, "clouds draw:R");
    expect(g, "city-of-clouds", "bases=on first=0 turn=1 phase=play", "b=S e=T",
           "rack=XR/k discard=-/- frozen=-/- claimed=............ medals=0/0");
    tw_game_free(g);
}

static void test_capn_chain_resolves_special_bases_in_placement_order(void **state)
{
    (void)state;
    /* Castle Field: Cap'n on d (special), its extra Roxy on i (special):
     * first d's effect (Roxy may go back, being another troop), then i's. */
    tw_game *g = at(CF, "bases=on first=0 turn=0 phase=play", "b=S f=S", "rack=CR/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "C@d R@i");
    tw_test_assert_legal(g, "castle:b castle:f castle:i no");
    tw_test_play(g, "castle:i");
    tw_test_assert_legal(g, "castle:b castle:d castle:f no");
    tw_test_play(g, "no");
    expect(g, CF, "bases=on first=0 turn=1 phase=play", "b=S d=C f=S",
           "rack=R/k discard=-/- frozen=-/- known=R/- " NONE_CLAIMED);
    tw_game_free(g);
}

static void test_tropical_pool_gates_bases_and_hqs(void **state)
{
    (void)state;
    /* d lets through 1 and 2 (and Kwak); Jumbo and Roxy stay out. */
    tw_game *g = at("tropical-pool", "bases=on first=0 turn=0 phase=play", "b=S",
                    "rack=KSJR/k discard=-/- frozen=-/- claimed=.... medals=0/0");
    tw_test_assert_legal(g, "draw K@a K@b K@c K@d S@a S@b S@c S@d J@a J@b J@c R@a R@b R@c");
    tw_game_free(g);
    /* Reached along b-d-f-i-k-m: HQ1a lets through 6 and 7 only, HQ1b is open;
     * d and j let 1-2 in, e and i 3-5, g 6-7. */
    g = at("tropical-pool", "bases=on first=0 turn=0 phase=play", "b=K d=K f=K i=J k=J m=J",
           "rack=SR/- discard=-/- frozen=-/- claimed=.... medals=0/0");
    tw_test_assert_legal(g, "draw S@HQ1b S@a S@b S@c S@d S@f S@j S@k S@l S@m "
                             "R@HQ1a R@HQ1b R@a R@b R@c R@f R@g R@k R@l R@m");
    tw_game_free(g);
    /* Special bases off: no gates. */
    g = at("tropical-pool", "bases=off first=0 turn=0 phase=play", "b=S",
           "rack=R/k discard=-/- frozen=-/- claimed=.... medals=0/0");
    tw_test_assert_legal(g, "draw R@a R@b R@c R@d");
    tw_game_free(g);
}

static void test_volcanic_jungle_moves_an_adjacent_enemy_one_path(void **state)
{
    (void)state;
    tw_game *g = at("volcanic-jungle", "bases=on first=0 turn=0 phase=play", "b=S g=k h=s",
                    "rack=R/- discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_test_play(g, "R@e");
    tw_test_assert_legal(g, "volcano:g volcano:h no");
    tw_test_play(g, "volcano:h");
    tw_test_assert_legal(g, "to:e to:g to:j");
    /* Ignoring placement rules: onto player 0's own Roxy. */
    tw_test_play(g, "to:e");
    expect(g, "volcanic-jungle", "bases=on first=0 turn=1 phase=play", "b=S e=Rs g=k",
           "rack=-/- discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_game_free(g);
}

static void test_cursed_cemetery_takes_an_own_troop_back_from_the_discard(void **state)
{
    (void)state;
    tw_game *g = at("cursed-cemetery", "bases=on first=0 turn=0 phase=play", "a=S",
                    "rack=R/- discard=SJ/x frozen=-/- claimed=...... medals=0/0");
    tw_test_play(g, "R@c");
    tw_test_assert_legal(g, "cemetery:S cemetery:J no");
    tw_test_play(g, "cemetery:J");
    /* Taken from the face-up discard: player 1 knows the Jumbo is there. */
    expect(g, "cursed-cemetery", "bases=on first=0 turn=1 phase=play", "a=S c=R",
           "rack=J/- discard=S/x frozen=-/- known=J/- claimed=...... medals=0/0");
    tw_game_free(g);
}

static void test_caribbean_sea_has_two_blue_hqs_and_one_red(void **state)
{
    (void)state;
    tw_game *g = at("caribbean-sea", "bases=on first=0 turn=0 phase=play", "",
                    "rack=S/- discard=-/- frozen=-/- claimed=..... medals=0/0");
    tw_test_assert_legal(g, "draw S@a S@b S@c S@d");
    tw_game_free(g);
    /* Either blue HQ falls to red. */
    g = at("caribbean-sea", "bases=on first=0 turn=1 phase=play", "d=j g=j i=s k=s",
           "rack=-/r discard=-/- frozen=-/- claimed=..... medals=0/0");
    tw_test_play(g, "R@HQ0b");
    assert_int_equal(tw_game_winner(g), 1);
    tw_game_free(g);
}

static void test_station_metal_x_cancels_troop_effects_on_special_bases(void **state)
{
    (void)state;
    /* Star on the special base d: no draw, the turn passes. */
    tw_game *g = at("station-metal-x", "bases=on first=0 turn=0 phase=play", "a=S",
                    "rack=TT/k discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_test_play(g, "T@d");
    expect(g, "station-metal-x", "bases=on first=0 turn=1 phase=play", "a=S d=T",
           "rack=T/k discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_game_free(g);
    /* On an ordinary base Star draws. */
    g = at("station-metal-x", "bases=on first=0 turn=0 phase=play", "",
           "rack=TT/k discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_test_play(g, "T@b");
    tw_test_assert_legal(g, "star no");
    tw_game_free(g);
    /* Hook's placement power still reaches a special base. */
    g = at("station-metal-x", "bases=on first=0 turn=0 phase=play", "",
           "rack=H/k discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_test_play(g, "H@j");
    expect(g, "station-metal-x", "bases=on first=0 turn=1 phase=play", "j=H",
           "rack=-/k discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_game_free(g);
}

static void test_battlefield_freezes_a_random_enemy_troop_for_his_next_turn(void **state)
{
    (void)state;
    tw_game *g = at("battlefield", "bases=on first=0 turn=0 phase=play", "a=S",
                    "rack=R/sst discard=-/- frozen=-/- claimed=............. medals=0/0");
    tw_test_play(g, "R@d");
    tw_move moves[8];
    uint32_t weights[8];
    assert_int_equal(tw_game_chance_weights(g, moves, weights, 8), 2);
    assert_int_equal(weights[0], 2); /* Skully */
    assert_int_equal(weights[1], 1); /* Star */
    tw_test_play(g, "freeze:T");
    expect(g, "battlefield", "bases=on first=0 turn=1 phase=play", "a=S d=R",
           "rack=-/sst discard=-/- frozen=-/t claimed=............. medals=0/0");
    /* The frozen Star stays on the rack but cannot be placed. */
    tw_test_assert_legal(g, "draw S@l S@m S@n");
    tw_test_play(g, "S@n no");
    /* The freeze ends with that turn; player 0 still knows of the Star. */
    expect(g, "battlefield", "bases=on first=0 turn=0 phase=play", "a=S d=R n=s",
           "rack=-/st discard=-/- frozen=-/- known=-/t claimed=............. medals=0/0");
    tw_game_free(g);
}

static void test_battlefield_freezes_a_troop_not_yet_frozen(void **state)
{
    (void)state;
    /* Cap'n on the special base d, its extra Roxy on the special base h:
     * two freezes. The first takes the Kwak; the second draws only among
     * troops not yet frozen, so the Skully is certain. */
    tw_game *g = at("battlefield", "bases=on first=0 turn=0 phase=play", "a=S f=J",
                    "rack=CR/sk discard=-/- frozen=-/- claimed=............. medals=0/0");
    tw_test_play(g, "C@d R@h");
    tw_test_assert_legal(g, "freeze:K freeze:S");
    tw_test_play(g, "freeze:K");
    tw_test_assert_legal(g, "freeze:S");
    tw_test_play(g, "freeze:S");
    expect(g, "battlefield", "bases=on first=0 turn=1 phase=play", "a=S d=C f=J h=R",
           "rack=-/ks discard=-/- frozen=-/ks claimed=............. medals=0/0");
    tw_test_assert_legal(g, "draw");
    tw_game_free(g);
}

static void test_an_effect_that_would_pass_eight_on_the_rack_is_not_offered(void **state)
{
    (void)state;
    /* Skully on Cursed Cemetery's special base c draws the rack back to 8:
     * the cemetery, which would make it 9, is not offered. */
    tw_game *g = at("cursed-cemetery", "bases=on first=0 turn=0 phase=play", "a=S",
                    "rack=SKKKCCCJ/- discard=J/- frozen=-/- claimed=...... medals=0/0");
    tw_test_play(g, "S@c skully draw:R");
    expect(g, "cursed-cemetery", "bases=on first=0 turn=1 phase=play", "a=S c=S",
           "rack=KKKCCCJR/- discard=J/- frozen=-/- claimed=...... medals=0/0");
    tw_game_free(g);
}

static void test_castle_field_and_city_of_clouds_respect_the_rack_of_eight(void **state)
{
    (void)state;
    /* Skully on Castle Field's special base d draws the rack back to 8:
     * taking a troop back, which would make it 9, is not offered. */
    tw_game *g = at(CF, "bases=on first=0 turn=0 phase=play", "a=S b=C",
                    "rack=SKKKCCJJ/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "S@d skully draw:R");
    expect(g, CF, "bases=on first=0 turn=1 phase=play", "a=S b=C d=S",
           "rack=KKKCCJJR/k discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_game_free(g);
    /* Star on City of Clouds' special base e: Star's draw fills the rack,
     * the base's draw is not offered. */
    g = at("city-of-clouds", "bases=on first=0 turn=0 phase=play", "b=S",
           "rack=TKKKCCCJ/k discard=-/- frozen=-/- claimed=............ medals=0/0");
    tw_test_play(g, "T@e star draw:R");
    expect(g, "city-of-clouds", "bases=on first=0 turn=1 phase=play", "b=S e=T",
           "rack=KKKCCCJR/k discard=-/- frozen=-/- claimed=............ medals=0/0");
    tw_game_free(g);
}

static void test_castle_field_takes_back_only_visible_troops(void **state)
{
    (void)state;
    /* The Skully on a is under player 1's Kwak: only b's Cap'n may go back. */
    tw_game *g = at(CF, "bases=on first=0 turn=0 phase=play", "a=Sk b=C",
                    "rack=R/- discard=-/- frozen=-/- " NONE_CLAIMED);
    tw_test_play(g, "R@d");
    tw_test_assert_legal(g, "castle:b no");
    tw_game_free(g);
}

static void test_a_frozen_troop_cannot_be_placed_even_by_capn(void **state)
{
    (void)state;
    tw_game *g = at("battlefield", "bases=on first=0 turn=0 phase=play", "",
                    "rack=CT/k discard=-/- frozen=T/- claimed=............. medals=0/0");
    tw_test_assert_legal(g, "draw C@a C@b C@c");
    /* Cap'n has nothing to place: no decision; the freeze ends with the turn. */
    tw_test_play(g, "C@a");
    /* The Star was frozen in view of both: once thawed, a known troop. */
    expect(g, "battlefield", "bases=on first=0 turn=1 phase=play", "a=C",
           "rack=T/k discard=-/- frozen=-/- known=T/- claimed=............. medals=0/0");
    tw_game_free(g);
}

/* Stacks are unlimited: every troop may end up on the board, nearly all on
 * one base, and a placement there and its undo keep the whole stack. */
static void test_a_stack_may_hold_nearly_every_troop(void **state)
{
    (void)state;
    /* Player 1's troops all on the board, b's Roxy too strong for R. */
    const char *under = "a=kkksssccc" "jjjhhhx" "KKKSSSCCCJJJHHHXXXTTTRR";
    char stacks[128], start[CAP];
    snprintf(stacks, sizeof stacks, "%s b=xxtttrrr", under);
    tw_game *g = at(CF, "bases=on first=0 turn=0 phase=play", stacks,
                    "rack=R/- discard=-/- frozen=-/- " NONE_CLAIMED);
    snprintf(start, sizeof start, "%s", tw_test_text(g));
    tw_test_assert_legal(g, "R@a R@c");
    /* All 48 troops on the board; player 1 has nothing to draw or place. */
    tw_test_play(g, "R@a");
    snprintf(stacks, sizeof stacks, "%sR b=xxtttrrr", under);
    expect(g, CF, "bases=on first=0 turn=1 phase=over winner=0 by=stuck", stacks,
           "rack=-/- discard=-/- frozen=-/- " NONE_CLAIMED);
    int kinds[48], owners[48];
    int a = tw_toybattle_node_find(g, "a");
    assert_int_equal(tw_toybattle_stack(g, a, kinds, owners, 48), 40);
    assert_int_equal(kinds[0], 0);
    assert_int_equal(owners[0], 1);
    assert_int_equal(kinds[39], 7);
    assert_int_equal(owners[39], 0);
    assert_int_equal(tw_game_undo(g), TW_OK);
    tw_test_assert_position(g, start);
    tw_game_free(g);
}

/* ---- notation, positions, views, maps ----------------------------------------- */

static void test_moves_round_trip_and_bad_moves_are_parse_errors(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("toybattle", NULL);
    const char *good[] = {"draw", "J@d", "K@HQ1", "skully", "star", "clouds", "xb42", "jumbo:d", "castle:o",
                          "volcano:a", "to:b", "cemetery:S", "no", "first:1", "remove:R",
                          "deal:K", "draw:T", "xb42:X", "freeze:H"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        tw_move m = 0;
        char back[32];
        assert_int_equal(tw_move_from_string(g, good[i], &m), TW_OK);
        assert_true(tw_move_to_string(g, m, back, sizeof back) > 0);
        assert_string_equal(back, good[i]);
    }
    const char *bad[] = {"banana", "j@d", "J@zz", "jumbo:", "draw:Q", "first:2", "no:x", "J@"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tw_move m = 0;
        assert_int_equal(tw_move_from_string(g, bad[i], &m), TW_E_PARSE);
    }
    tw_game_free(g);
}

static void test_bad_position_text_is_refused_naming_the_field(void **state)
{
    (void)state;
    const char *good = "castle-field bases=off first=0 turn=0 phase=play "
                       "board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- rack=S/k "
                       "reserve=32333333/23333333 removed=00000000/00000000 discard=-/- "
                       "frozen=-/- claimed=...... medals=0/0";
    tw_game *g = tw_test_position("toybattle", good);
    tw_game_free(g);
    static const struct {
        const char *text, *fragment;
    } cases[] = {
        {"moon-base bases=on", "map"},
        {"castle-field bases=maybe", "bases"},
        {"castle-field bases=off first=0 turn=0 phase=dance", "phase"},
        {"castle-field bases=off first=0 turn=0 phase=play board=-/-", "board"},
        {"castle-field bases=off first=0 turn=0 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
         "rack=S/k reserve=33333333/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
         "claimed=...... medals=0/0", "troops"},
        {"castle-field bases=off first=0 turn=0 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
         "rack=S/k reserve=32333333/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
         "claimed=0..... medals=0/0", "medals"},
        {"castle-field bases=off first=0 turn=0 phase=skully board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
         "rack=S/k reserve=32333333/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
         "claimed=...... medals=0/0", "phase"},
        {"castle-field bases=off first=0 turn=0 phase=play board=S/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
         "rack=-/k reserve=32333333/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
         "claimed=...... medals=0/0", "HQ"},
        {"castle-field bases=off first=0 turn=0 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
         "rack=s/k reserve=32333333/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
         "claimed=...... medals=0/0", "rack"},
        {"castle-field bases=off first=0 turn=0 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
         "rack=S/k reserve=32333333/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
         "claimed=...... medals=0/0 extra", "end"},
        /* A setup whose counts disagree with how far it went: played on,
         * it removed a fifth troop, a position the reader then refused.
         * (Found by fuzz_position_text.) */
        {"castle-field bases=on first=- turn=0 phase=first board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
         "rack=-/- reserve=33333332/33333333 removed=00000001/00000000 discard=-/- frozen=-/- "
         "claimed=...... medals=0/0", "removed"},
        {"castle-field bases=on first=1 turn=0 phase=remove left=4 "
         "board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- rack=-/- reserve=33333333/33333333 "
         "removed=00000000/00000000 discard=-/- frozen=-/- claimed=...... medals=0/0", "removed"},
        {"castle-field bases=on first=0 turn=0 phase=deal left=3 "
         "board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- rack=SS/- reserve=31222233/22223333 "
         "removed=00111100/11110000 discard=-/- frozen=-/- claimed=...... medals=0/0", "rack"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tw_game *bad = NULL;
        assert_int_equal(tw_game_from_text("toybattle", cases[i].text, &bad), TW_E_PARSE);
        assert_null(bad);
        if (!strstr(tw_game_error(NULL), cases[i].fragment))
            fail_msg("case %zu: message '%s' does not name '%s'", i, tw_game_error(NULL),
                     cases[i].fragment);
    }
}

/* Regression: from_text checked only that a phase had some legal move, so
 * it took phases play never reaches, whose moves then broke the state: a
 * Volcanic Jungle move from an empty base popped an empty stack, a draw
 * ran past the rack of 8, XB-42 waited for a pick from an empty rack. */
static void test_a_phase_play_never_reaches_is_refused(void **state)
{
    (void)state;
    static const struct {
        const char *map, *head, *stacks, *rest, *names;
    } cases[] = {
        /* The troop to move must be an enemy's next to the special base. */
        {"volcanic-jungle", "bases=on first=0 turn=0 phase=to step=bases chain=e.0 next=1 target=g",
         "b=S e=R", "rack=-/k discard=-/- frozen=-/- claimed=.......... medals=0/0", "phase"},
        /* 7 on the rack: a draw owes at most 1. */
        {CF, "bases=off first=0 turn=0 phase=draw left=2 step=action", "",
         "rack=KKKSSSC/k discard=-/- frozen=-/- " NONE_CLAIMED, "phase"},
        /* XB-42 with nothing on the opponent's rack. */
        {CF, "bases=off first=0 turn=0 phase=xb42 step=troop chain=a.0", "a=X",
         "rack=-/- discard=-/- frozen=-/- " NONE_CLAIMED, "phase"},
        /* Skully with a full rack. */
        {CF, "bases=off first=0 turn=0 phase=skully step=troop chain=a.0", "a=S",
         "rack=KKKCCCJJ/k discard=-/- frozen=-/- " NONE_CLAIMED, "phase"},
        /* City of Clouds' effect on Castle Field. */
        {CF, "bases=on first=0 turn=0 phase=clouds step=bases chain=d.0 next=1", "d=R",
         "rack=-/k discard=-/- frozen=-/- " NONE_CLAIMED, "phase"},
        /* Setup removes exactly 4 troops from each reserve: the setup check
         * of the removed troops refuses it first. */
        {CF, "bases=on first=0 turn=0 phase=remove left=2", "",
         "rack=-/- discard=-/- frozen=-/- " NONE_CLAIMED, "removed"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tw_game *bad = NULL;
        const char *text = pos(cases[i].map, cases[i].head, cases[i].stacks, cases[i].rest);
        assert_int_equal(tw_game_from_text("toybattle", text, &bad), TW_E_PARSE);
        assert_null(bad);
        if (!strstr(tw_game_error(NULL), cases[i].names))
            fail_msg("case %zu: message '%s' does not name the %s", i, tw_game_error(NULL),
                     cases[i].names);
    }
    /* The same phase with its target is fine. */
    tw_game *g = at("volcanic-jungle", "bases=on first=0 turn=0 phase=to step=bases chain=e.0 "
                    "next=1 target=g", "b=S e=R g=k",
                    "rack=-/- discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_test_play(g, "to:c");
    expect(g, "volcanic-jungle", "bases=on first=0 turn=1 phase=play", "b=S c=k e=R",
           "rack=-/- discard=-/- frozen=-/- claimed=.......... medals=0/0");
    tw_game_free(g);
}

static void test_a_players_view_hides_the_opponents_rack_reserves_and_removed(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("toybattle", "seed=5");
    assert_int_equal(tw_game_advance(g), TW_OK);
    char json[CAP];
    int counts[8];
    int me = tw_game_current_player(g), other = 1 - me;
    enum { K = TW_TOYBATTLE_TROOP_COUNT };
    assert_true(tw_game_to_json(g, me, json, sizeof json) < CAP);
    assert_non_null(strstr(json, "\"rack\":null"));
    assert_non_null(strstr(json, "\"reserve\":null"));
    assert_non_null(strstr(json, "\"removed\":null"));
    assert_null(strstr(json, "\"position\":\""));
    assert_true(tw_toybattle_rack_size(g, other) >= 3); /* the size is public */
    assert_int_equal(tw_toybattle_rack(g, other, me, counts, K), K);
    for (int k = 0; k < K; k++)
        assert_int_equal(counts[k], TW_HIDDEN);
    assert_int_equal(tw_toybattle_rack(g, me, me, counts, K), K);
    assert_true(counts[0] >= 0);
    assert_int_equal(tw_toybattle_removed_size(g, me), 4);
    assert_int_equal(tw_toybattle_removed(g, me, me, counts, K), K);
    assert_int_equal(counts[0], TW_HIDDEN);
    assert_int_equal(tw_toybattle_removed(g, me, TW_VIEW_ALL, counts, K), K);
    assert_true(counts[0] >= 0);
    assert_int_equal(tw_toybattle_reserve(g, me, me, counts, K), K);
    assert_int_equal(counts[K - 1], TW_HIDDEN);
    /* snprintf-style: only cap entries are written, the return is the whole. */
    counts[1] = 77;
    assert_int_equal(tw_toybattle_reserve(g, me, TW_VIEW_ALL, counts, 1), K);
    assert_int_equal(counts[1], 77);
    assert_int_equal(tw_toybattle_reserve(g, me, TW_VIEW_ALL, NULL, 0), K);
    assert_int_equal(tw_toybattle_reserve(g, me, TW_VIEW_ALL, NULL, 1), TW_E_ARG);
    assert_int_equal(tw_toybattle_rack(g, me, 2, counts, K), TW_E_ARG); /* no such viewer */
    char text[CAP];
    tw_game_render(g, me, text, sizeof text);
    assert_non_null(strstr(text, "hidden"));
    tw_game_free(g);
}

static void test_accessors_read_the_map_and_the_board(void **state)
{
    (void)state;
    tw_game *g = at(CF, "bases=on first=0 turn=0 phase=play", "a=Sk",
                    "rack=R/s discard=-/- frozen=-/- " NONE_CLAIMED);
    assert_int_equal(tw_toybattle_node_count(g), 17);
    assert_int_equal(tw_toybattle_region_count(g), 6);
    int effect, objective, owner, special, gate, x, y, medals, ring[8];
    assert_int_equal(tw_toybattle_map_info(g, &effect, &objective, NULL, NULL), TW_OK);
    assert_int_equal(effect, TW_TOYBATTLE_EFFECT_CASTLE);
    assert_int_equal(objective, 7);
    assert_int_equal(tw_toybattle_has_special_bases(g), 1);
    int a = tw_toybattle_node_find(g, "a"), hq1 = tw_toybattle_node_find(g, "HQ1");
    assert_int_equal(tw_toybattle_node(g, hq1, &owner, &x, &y, &special, &gate), TW_OK);
    assert_int_equal(owner, 1);
    assert_int_equal(tw_toybattle_node(g, a, &owner, &x, &y, &special, &gate), TW_OK);
    assert_int_equal(owner, TW_NONE); /* a base is nobody's HQ */
    assert_int_equal(tw_toybattle_node_find(g, "zz"), TW_NONE);
    assert_int_equal(tw_toybattle_node_find(g, NULL), TW_E_ARG);
    assert_int_equal(tw_toybattle_is_adjacent(g, a, tw_toybattle_node_find(g, "HQ0")), 1);
    assert_int_equal(tw_toybattle_is_adjacent(g, a, hq1), 0);
    assert_int_equal(tw_toybattle_is_adjacent(g, a, 99), 0); /* yes/no: 0, never negative */
    assert_string_equal(tw_game_error(g), "toybattle: node 99 is out of range");
    int kinds[4], owners[4];
    assert_int_equal(tw_toybattle_stack(g, a, kinds, owners, 4), 2);
    assert_int_equal(kinds[1], TW_TOYBATTLE_TROOP_KWAK);
    assert_int_equal(owners[1], 1);
    assert_int_equal(tw_toybattle_region(g, 2, &medals, &owner, ring, 8), 3);
    assert_int_equal(medals, 1);
    assert_int_equal(owner, TW_NONE);
    assert_int_equal(tw_toybattle_phase(g), TW_TOYBATTLE_PHASE_PLAY);
    assert_int_equal(tw_toybattle_node(g, 99, NULL, NULL, NULL, NULL, NULL), TW_E_ARG);
    assert_int_equal(tw_toybattle_medals(g, 2), TW_E_ARG);
    assert_int_equal(tw_toybattle_node_count(NULL), TW_E_ARG);
    tw_game_free(g);
}

/* A small valid map: two HQs, four bases in a square, one region. */
static const char small_map[] =
    "map square\n"
    "size 4 2\n"
    "effect none\n"
    "symmetric\n"
    "hq P 0 0 1\n"
    "hq Q 1 4 1\n"
    "base a 1 0\n"
    "base b 1 2\n"
    "base c 3 0\n"
    "base d 3 2\n"
    "path P-a P-b a-b a-c b-d c-d Q-c Q-d\n"
    "region 2 a c d b\n"
    "objective 1\n";

static void test_a_game_on_a_host_map(void **state)
{
    (void)state;
    tw_game *g = NULL;
    assert_int_equal(tw_toybattle_new_on_map(small_map, "special_bases=off seed=9", &g), TW_OK);
    char text[CAP];
    tw_game_to_text(g, text, sizeof text);
    assert_string_equal(text,
        "{map square; size 4 2; effect none; symmetric; hq P 0 0 1; hq Q 1 4 1; base a 1 0; "
        "base b 1 2; base c 3 0; base d 3 2; path P-a P-b Q-c Q-d a-b a-c b-d c-d; "
        "region 2 a c d b; objective 1} bases=off first=- turn=0 phase=first board=-/-/-/-/-/- "
        "rack=-/- reserve=33333333/33333333 removed=00000000/00000000 discard=-/- frozen=-/- "
        "claimed=. medals=0/0");
    assert_int_equal(tw_toybattle_has_special_bases(g), 0);
    /* The seed param seeds the game as tw_game_seed() would. */
    tw_game *seeded = tw_test_position("toybattle", text);
    tw_game_seed(seeded, 9);
    assert_int_equal(tw_game_advance(g), TW_OK);
    assert_int_equal(tw_game_advance(seeded), TW_OK);
    char other[CAP];
    tw_game_to_text(g, text, sizeof text);
    tw_game_to_text(seeded, other, sizeof other);
    assert_string_equal(text, other);
    tw_game_free(seeded);
    tw_game *copy = NULL;
    assert_int_equal(tw_game_from_text("toybattle", text, &copy), TW_OK);
    tw_game_free(copy);
    /* Clones and replays start from the whole map: no help from the host. */
    assert_int_equal(tw_game_clone(g, &copy), TW_OK);
    tw_game_to_text(copy, other, sizeof other);
    assert_string_equal(text, other);
    tw_game_free(copy);
    static char replay[4 * CAP];
    int n = tw_game_save_replay(g, replay, sizeof replay);
    assert_true(n > 0 && (size_t)n < sizeof replay);
    assert_int_equal(tw_game_load_replay(replay, &copy), TW_OK);
    tw_game_to_text(copy, other, sizeof other);
    assert_string_equal(text, other);
    assert_int_equal(tw_game_undo(copy), TW_OK);
    tw_game_free(copy);
    tw_game_free(g);
    assert_int_equal(tw_toybattle_new_on_map(small_map, "map=castle-field", &g), TW_E_PARAM);
    assert_null(g);
    assert_non_null(strstr(tw_game_error(NULL), "map"));
    assert_int_equal(tw_toybattle_new_on_map(small_map, "map", &g), TW_E_PARAM);
    assert_int_equal(tw_toybattle_new_on_map(small_map, "special_bases=maybe", &g), TW_E_PARAM);
    assert_int_equal(tw_toybattle_new_on_map(small_map, "seed=1 seed=2", &g), TW_E_PARAM);
    assert_int_equal(tw_toybattle_new_on_map("map x", NULL, &g), TW_E_PARSE);
    assert_null(g);
    assert_int_equal(tw_toybattle_new_on_map("map {x}", NULL, &g), TW_E_PARSE);
    assert_non_null(strstr(tw_game_error(NULL), "'{'"));
    assert_int_equal(tw_toybattle_new_on_map(NULL, NULL, &g), TW_E_ARG);
    assert_int_equal(tw_toybattle_new_on_map(small_map, NULL, NULL), TW_E_ARG);
}

/* A host map whose regions have an HQ on their rings: P a c b and Q d c e
 * (1 medal each), and the triangles a e c and b d c. */
static const char hq_ring_map[] =
    "map hqring; size 4 2; effect none; symmetric; hq P 0 0 1; hq Q 1 4 1; base a 1 0; "
    "base b 1 2; base c 2 1; base d 3 2; base e 3 0; "
    "path P-a P-b a-c b-c c-d c-e Q-d Q-e a-e b-d; "
    "region 1 P a c b; region 1 Q d c e; region 1 a e c; region 1 b d c; objective 2";

static void test_a_region_is_claimed_without_the_hq_on_its_ring(void **state)
{
    (void)state;
    char text[CAP];
    snprintf(text, sizeof text,
             "{%s} bases=off first=0 turn=0 phase=play board=-/-/S/C/-/-/- rack=R/k "
             "reserve=32233332/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
             "claimed=.... medals=0/0", hq_ring_map);
    tw_game *g = tw_test_position("toybattle", text);
    int owner = 0;
    tw_test_play(g, "R@c");
    /* a, c, b are player 0's; HQ P on the ring needs no troop. */
    assert_int_equal(tw_toybattle_region(g, 0, NULL, &owner, NULL, 0), 4);
    assert_int_equal(owner, 0);
    assert_int_equal(tw_toybattle_region(g, 2, NULL, &owner, NULL, 0), 3);
    assert_int_equal(owner, TW_NONE);
    assert_int_equal(tw_toybattle_medals(g, 0), 1);
    assert_int_equal(tw_game_current_player(g), 1);
    tw_game_free(g);
}

/* The picture of hq_ring_map, worked out by hand: 5 columns per unit of x
 * (x 0 at column 4) and 2 rows per unit of y, each label centred on its
 * place, each path a straight line whose cells show the step that reached
 * them: a to e is '-' all along; P to a is '-', '/', '-', '/' (5 columns
 * east, 2 rows north). Where two paths share a cell the later one in node
 * order shows: b-c's '/' left of c, c-d's '\' left of d, c-e's '/' left
 * of e. */
static const char hq_ring_picture[] =
    "       a:S1-------/e\\\n"
    "      /-   \\-   /-   -\\\n"
    "    P-       /c-       -Q\n"
    "      \\-   /-   \\-   -/\n"
    "       b:C1-------\\d/\n";

static void test_the_picture_draws_the_paths_between_the_bases(void **state)
{
    (void)state;
    char text[CAP], want[CAP];
    snprintf(text, sizeof text,
             "{%s} bases=off first=0 turn=0 phase=play board=-/-/S/C/-/-/- rack=R/k "
             "reserve=32233332/23333333 removed=00000000/00000000 discard=-/- frozen=-/- "
             "claimed=.... medals=0/0", hq_ring_map);
    tw_game *g = tw_test_position("toybattle", text);
    static const char *const racks[3][2] = {{"R", "k"}, {"R", "1 hidden"}, {"1 hidden", "k"}};
    static const int viewers[3] = {TW_VIEW_ALL, 0, 1};
    for (int i = 0; i < 3; i++) {
        snprintf(want, sizeof want,
                 "Toy Battle on hqring (special bases off): player 0 draws or places a troop\n"
                 "%s"
                 "stacks (bottom to top): a=S b=C\n"
                 "player 0: medals 0/2, rack %s, reserve 21, removed 0, discard -, frozen -\n"
                 "player 1: medals 0/2, rack %s, reserve 23, removed 0, discard -, frozen -\n",
                 hq_ring_picture, racks[i][0], racks[i][1]);
        /* The map and the stacks are public: only the rack a viewer may
         * not see differs. */
        assert_int_equal(tw_game_render(g, viewers[i], text, sizeof text), (int)strlen(want));
        assert_string_equal(text, want);
    }
    tw_game_free(g);
}

static void test_the_validator_refuses_bad_maps(void **state)
{
    (void)state;
    static const struct {
        const char *from, *to, *fragment;
    } cases[] = {
        {"objective 1", "objective 2", "objective"},
        {"region 2 a c d b", "region 3 a c d b", "medals"},
        {"region 2 a c d b", "region 2 a c b d", "no path joins"},
        {"path P-a", "path P-c", "cross"},
        {"hq Q 1 4 1", "hq Q 1 4 0", "symmetric"},
        {"effect none", "effect lava", "unknown effect"},
        {"base d 3 2", "base d 3 2\nbase e 2 1", "reached"},
        {"base d 3 2", "base d 1 0", "same coordinates"},
        {"size 4 2", "size 4 2\nfrobnicate", "unknown keyword"},
        {"path P-a P-b a-b", "path P-a P-b a-b b-a", "twice"},
        {"hq Q 1 4 1", "hq Q 0 4 1", "HQ"},
        /* as tw_toybattle_new_on_map does (the checker used to accept it) */
        {"size 4 2", "size 4 2 # a {brace}", "'{' and '}'"},
    };
    char message[256];
    assert_int_equal(tw_toybattle_check_map(small_map, message, sizeof message), TW_OK);
    assert_string_equal(message, "");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char map[1024];
        const char *at_from = strstr(small_map, cases[i].from);
        assert_non_null(at_from);
        snprintf(map, sizeof map, "%.*s%s%s", (int)(at_from - small_map), small_map,
                 cases[i].to, at_from + strlen(cases[i].from));
        assert_int_equal(tw_toybattle_check_map(map, message, sizeof message), TW_E_PARSE);
        if (!strstr(message, cases[i].fragment))
            fail_msg("case %zu: message '%s' does not name '%s'", i, message, cases[i].fragment);
    }
    /* A path that splits a region: it is no longer a face. */
    char split[1024];
    snprintf(split, sizeof split, "%s", small_map);
    char *p = strstr(split, "path P-a");
    memcpy(p, "path a-d", 8);
    assert_int_equal(tw_toybattle_check_map(split, message, sizeof message), TW_E_PARSE);
}

static void test_every_battlefield_loads_with_the_printed_sizes(void **state)
{
    (void)state;
    static const struct {
        const char *map;
        int bases, hqs, medals, objective, special;
    } sizes[] = {
        {"castle-field", 15, 2, 14, 7, 4},   {"tropical-pool", 13, 4, 12, 6, 5},
        {"city-of-clouds", 14, 2, 16, 8, 4}, {"volcanic-jungle", 13, 2, 14, 7, 2},
        {"cursed-cemetery", 15, 2, 14, 7, 4}, {"caribbean-sea", 12, 3, 11, 5, 0},
        {"station-metal-x", 13, 2, 14, 7, 3}, {"battlefield", 14, 2, 16, 8, 4},
    };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char params[64];
        snprintf(params, sizeof params, "map=%s", sizes[i].map);
        tw_game *g = tw_test_new("toybattle", params);
        int bases = 0, hqs = 0, special = 0, medals = 0, objective = 0;
        for (int n = 0; n < tw_toybattle_node_count(g); n++) {
            int owner, sp;
            tw_toybattle_node(g, n, &owner, NULL, NULL, &sp, NULL);
            bases += owner == TW_NONE;
            hqs += owner >= 0;
            special += sp;
        }
        for (int r = 0; r < tw_toybattle_region_count(g); r++) {
            int m;
            tw_toybattle_region(g, r, &m, NULL, NULL, 0);
            medals += m;
        }
        tw_toybattle_map_info(g, NULL, &objective, NULL, NULL);
        if (bases != sizes[i].bases || hqs != sizes[i].hqs || medals != sizes[i].medals ||
            objective != sizes[i].objective || special != sizes[i].special)
            fail_msg("%s: %d bases, %d HQs, %d medals, objective %d, %d special", sizes[i].map,
                     bases, hqs, medals, objective, special);
        tw_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_first_player_removals_and_racks_are_chance_nodes),
        cmocka_unit_test(test_draw_takes_two_then_the_turn_passes),
        cmocka_unit_test(test_draw_respects_the_rack_of_eight),
        cmocka_unit_test(test_draw_takes_what_is_left_of_the_reserve),
        cmocka_unit_test(test_placement_needs_a_path_and_a_weaker_enemy),
        cmocka_unit_test(test_connection_runs_through_own_top_troops),
        cmocka_unit_test(test_jumbo_cuts_a_path_by_removing_a_top_troop),
        cmocka_unit_test(test_kwak_covers_any_enemy_and_any_enemy_covers_kwak),
        cmocka_unit_test(test_hook_ignores_the_path_onto_bases_but_not_onto_the_hq),
        cmocka_unit_test(test_capturing_the_enemy_hq_wins_at_once),
        cmocka_unit_test(test_skully_may_draw_two),
        cmocka_unit_test(test_skully_draws_one_when_the_rack_holds_seven),
        cmocka_unit_test(test_skully_decline_keeps_the_rack),
        cmocka_unit_test(test_capn_places_an_extra_troop_whose_effect_applies),
        cmocka_unit_test(test_capn_chain_ends_on_an_hq_capture),
        cmocka_unit_test(test_jumbo_may_discard_an_adjacent_visible_enemy),
        cmocka_unit_test(test_xb42_discards_a_random_troop_of_the_opponents_rack),
        cmocka_unit_test(test_star_may_draw_one),
        cmocka_unit_test(test_roxy_has_no_effect),
        cmocka_unit_test(test_a_ringed_region_is_claimed_for_good),
        cmocka_unit_test(test_region_completed_by_the_opponents_action),
        cmocka_unit_test(test_reaching_the_medal_objective_wins_at_once),
        cmocka_unit_test(test_claims_after_one_change_go_to_the_active_player_first),
        cmocka_unit_test(test_a_stuck_player_ends_the_game_and_loses_a_tie),
        cmocka_unit_test(test_a_stuck_player_with_more_medals_wins),
        cmocka_unit_test(test_a_full_rack_with_no_placement_is_stuck),
        cmocka_unit_test(test_castle_field_returns_another_own_troop_to_the_rack),
        cmocka_unit_test(test_troop_effect_comes_before_the_special_base),
        cmocka_unit_test(test_capn_chain_resolves_special_bases_in_placement_order),
        cmocka_unit_test(test_tropical_pool_gates_bases_and_hqs),
        cmocka_unit_test(test_volcanic_jungle_moves_an_adjacent_enemy_one_path),
        cmocka_unit_test(test_cursed_cemetery_takes_an_own_troop_back_from_the_discard),
        cmocka_unit_test(test_caribbean_sea_has_two_blue_hqs_and_one_red),
        cmocka_unit_test(test_station_metal_x_cancels_troop_effects_on_special_bases),
        cmocka_unit_test(test_battlefield_freezes_a_random_enemy_troop_for_his_next_turn),
        cmocka_unit_test(test_battlefield_freezes_a_troop_not_yet_frozen),
        cmocka_unit_test(test_an_effect_that_would_pass_eight_on_the_rack_is_not_offered),
        cmocka_unit_test(test_castle_field_and_city_of_clouds_respect_the_rack_of_eight),
        cmocka_unit_test(test_castle_field_takes_back_only_visible_troops),
        cmocka_unit_test(test_a_frozen_troop_cannot_be_placed_even_by_capn),
        cmocka_unit_test(test_a_stack_may_hold_nearly_every_troop),
        cmocka_unit_test(test_moves_round_trip_and_bad_moves_are_parse_errors),
        cmocka_unit_test(test_bad_position_text_is_refused_naming_the_field),
        cmocka_unit_test(test_a_phase_play_never_reaches_is_refused),
        cmocka_unit_test(test_a_players_view_hides_the_opponents_rack_reserves_and_removed),
        cmocka_unit_test(test_accessors_read_the_map_and_the_board),
        cmocka_unit_test(test_a_game_on_a_host_map),
        cmocka_unit_test(test_a_region_is_claimed_without_the_hq_on_its_ring),
        cmocka_unit_test(test_the_picture_draws_the_paths_between_the_bases),
        cmocka_unit_test(test_the_validator_refuses_bad_maps),
        cmocka_unit_test(test_every_battlefield_loads_with_the_printed_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
