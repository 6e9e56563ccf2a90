/* SPDX-License-Identifier: MIT */
/*
 * test_toybattle_access.c: Toy Battle's turn accessors (tw_toybattle_turn_player,
 * _first_player, _left, _step, _placements, _resolving, _volcano_target,
 * _end), read on positions whose fields are known, their errors, and a
 * property: over seeded games on every map, with the special bases on and
 * off, each agrees at every step with the position text's field
 * (docs/notation/toybattle.md) and, where the JSON view has one
 * (turn_player, first_player, end), with the JSON. What is absent is
 * TW_NONE.
 *
 * The positions are whole position texts met in seeded play. Node indices
 * are the stacks' places in board= (map order, the two HQs first): on
 * castle-field a is node 2, c 4, e 6, g 8; on volcanic-jungle g is 8, i 10.
 */
#include "support/splitmix.h"
#include "support/tw_test.h"
#include "toywar/toybattle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Written by no accessor: an entry still holding it was left alone. */
#define UNTOUCHED (-7)

/* Everything the eight accessors read. */
typedef struct turn_reading {
    int turn, first, left, step, placements, resolving, target, end;
    int nodes[8], heights[8];
} turn_reading;

static turn_reading read_turn(const tw_game *g)
{
    turn_reading r;
    for (int i = 0; i < 8; i++)
        r.nodes[i] = r.heights[i] = UNTOUCHED;
    r.turn = tw_toybattle_turn_player(g);
    r.first = tw_toybattle_first_player(g);
    r.left = tw_toybattle_left(g);
    r.step = tw_toybattle_step(g);
    r.placements = tw_toybattle_placements(g, r.nodes, r.heights, 8);
    r.resolving = tw_toybattle_resolving(g);
    r.target = tw_toybattle_volcano_target(g);
    r.end = tw_toybattle_end(g);
    return r;
}

/* The reading of a position with no first player, nothing owed, no
 * placement, no effect and no end; each test changes what its position
 * has. */
static turn_reading quiet_turn(int turn)
{
    turn_reading r = {.turn = turn, .first = TW_NONE, .resolving = TW_NONE, .target = TW_NONE,
                      .step = TW_TOYBATTLE_STEP_NONE, .end = TW_TOYBATTLE_END_NONE};
    for (int i = 0; i < 8; i++)
        r.nodes[i] = r.heights[i] = UNTOUCHED;
    return r;
}

/* The start: chance has named neither the first player nor a turn. */
static turn_reading nobodys_turn(void)
{
    return quiet_turn(TW_NONE);
}

/* As quiet_turn(), once chance has drawn the first player. */
static turn_reading drawn_turn(int turn, int first)
{
    turn_reading r = quiet_turn(turn);
    r.first = first;
    return r;
}

static void assert_turn(const char *text, turn_reading want)
{
    tw_game *g = tw_test_position("toybattle", text);
    turn_reading got = read_turn(g);
    assert_int_equal(got.turn, want.turn);
    assert_int_equal(got.first, want.first);
    assert_int_equal(got.left, want.left);
    assert_int_equal(got.step, want.step);
    assert_int_equal(got.placements, want.placements);
    assert_memory_equal(got.nodes, want.nodes, sizeof got.nodes);
    assert_memory_equal(got.heights, want.heights, sizeof got.heights);
    assert_int_equal(got.resolving, want.resolving);
    assert_int_equal(got.target, want.target);
    assert_int_equal(got.end, want.end);
    tw_game_free(g);
}

/* ---- positions ---------------------------------------------------------------- */

#define EMPTY_CF "board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-"

static void test_the_start_has_no_first_player_and_nothing_owed(void **state)
{
    (void)state;
    /* docs/notation/toybattle.md's first example: first=- turn=0. */
    assert_turn("castle-field bases=on first=- turn=0 phase=first " EMPTY_CF " rack=-/- "
                "reserve=33333333/33333333 removed=00000000/00000000 discard=-/- frozen=-/- "
                "claimed=...... medals=0/0",
                nobodys_turn());
}

static void test_the_setup_says_whose_troops_and_how_many_are_left(void **state)
{
    (void)state;
    turn_reading want = drawn_turn(1, 1);
    want.left = 4; /* nothing removed yet */
    assert_turn("castle-field bases=off first=1 turn=1 phase=remove left=4 " EMPTY_CF
                " rack=-/- reserve=33333333/33333333 removed=00000000/00000000 discard=-/- "
                "frozen=-/- claimed=...... medals=0/0",
                want);
    want.left = 3; /* both removed 4; player 1, first, is dealt 3 */
    assert_turn("castle-field bases=off first=1 turn=1 phase=deal left=3 " EMPTY_CF
                " rack=-/- reserve=22332323/33232232 removed=11001010/00101101 discard=-/- "
                "frozen=-/- claimed=...... medals=0/0",
                want);
}

static void test_the_turns_draw_is_step_action_with_what_is_owed(void **state)
{
    (void)state;
    turn_reading want = drawn_turn(1, 1);
    want.left = 2;
    want.step = TW_TOYBATTLE_STEP_ACTION;
    assert_turn("castle-field bases=off first=1 turn=1 phase=draw left=2 step=action "
                "board=-/-/R/-/C/-/X/h/-/-/-/-/-/-/-/c/- rack=R/- reserve=22232221/23131232 "
                "removed=11001010/00101101 discard=-/k frozen=-/- claimed=...... medals=0/0",
                want);
}

static void test_a_troop_effect_has_the_turns_placements(void **state)
{
    (void)state;
    /* docs/notation/toybattle.md's third example: Skully placed on a (node 2)
     * on an empty base, one troop still to draw for it. */
    turn_reading want = drawn_turn(0, 0);
    want.left = 1;
    want.step = TW_TOYBATTLE_STEP_TROOP;
    want.placements = 1;
    want.nodes[0] = 2;
    want.heights[0] = 0;
    assert_turn("castle-field bases=off first=0 turn=0 phase=draw left=1 step=troop chain=a.0 "
                "board=-/-/S/-/-/-/-/-/-/-/-/-/-/-/-/-/- rack=KKKCCCJ/k reserve=02023333/23333333 "
                "removed=00000000/00000000 discard=-/- frozen=-/- claimed=...... medals=0/0",
                want);
    /* Cap'n on c (4), then XB-42 on e (6), both on empty bases: XB-42's offer. */
    want = drawn_turn(0, 1);
    want.step = TW_TOYBATTLE_STEP_TROOP;
    want.placements = 2;
    want.nodes[0] = 4;
    want.nodes[1] = 6;
    want.heights[0] = want.heights[1] = 0;
    assert_turn("castle-field bases=off first=1 turn=0 phase=xb42 step=troop chain=c.0,e.0 "
                "board=-/-/-/-/C/-/X/h/-/-/-/-/-/-/-/-/- rack=RR/kc reserve=22232221/23131232 "
                "removed=11001010/00101101 discard=-/- frozen=-/- claimed=...... medals=0/0",
                want);
}

#define CASTLE_BASES(next)                                                               \
    "castle-field bases=on first=1 turn=1 phase=castle step=bases chain=g.1,g.2 next=" next \
    " board=-/-/TS/SJX/CJJR/-/R/-/tcs/h/kt/-/ht/-/k/-/- rack=-/c reserve=21102121/02110303 " \
    "removed=10101100/10021000 discard=-/- frozen=-/- claimed=..1... medals=0/1"

static void test_the_special_base_resolved_is_a_placement_counted_from_0(void **state)
{
    (void)state;
    /* Player 1 placed twice on the special base g (8), over 1 troop then 2;
     * Castle Field is offered for the second placement: the text's next=2. */
    turn_reading want = drawn_turn(1, 1);
    want.step = TW_TOYBATTLE_STEP_BASES;
    want.placements = 2;
    want.nodes[0] = want.nodes[1] = 8;
    want.heights[0] = 1;
    want.heights[1] = 2;
    want.resolving = 1;
    assert_turn(CASTLE_BASES("2"), want);
}

static void test_volcanic_jungle_names_the_troop_it_moves(void **state)
{
    (void)state;
    /* Player 0 placed on the special base i (10) over one troop; the enemy
     * troop on g (8) is to move. */
    turn_reading want = drawn_turn(0, 0);
    want.step = TW_TOYBATTLE_STEP_BASES;
    want.placements = 1;
    want.nodes[0] = 10;
    want.heights[0] = 1;
    want.resolving = 0;
    want.target = 8;
    assert_turn("volcanic-jungle bases=on first=0 turn=0 phase=to step=bases chain=i.1 next=1 "
                "target=g board=-/-/JhT/XH/J/T/-/T/j/-/sK/c/kHx/jrk/- rack=K/h "
                "reserve=02310202/11210221 removed=11001001/01001011 discard=-/- frozen=-/- "
                "claimed=00.....1.. medals=2/2",
                want);
}

static void test_the_end_says_how_the_game_was_won(void **state)
{
    (void)state;
    turn_reading want = drawn_turn(0, 0);
    want.end = TW_TOYBATTLE_END_HQ; /* player 0's Roxy on HQ1 */
    assert_turn("castle-field bases=on first=0 turn=0 phase=over winner=0 by=hq "
                "board=-/R/C/h/CR/-/RXSS/k/T/jKs/s/hK/xx/H/cxts/jtjX/cr rack=JH/- "
                "reserve=10010100/00100002 removed=01111000/20001010 discard=TT/- frozen=-/- "
                "claimed=..10.. medals=1/1",
                want);
    want.turn = 1;
    want.end = TW_TOYBATTLE_END_MEDALS; /* 8 medals: castle-field's objective */
    assert_turn("castle-field bases=off first=0 turn=1 phase=over winner=1 by=medals "
                "board=-/-/RSCJK/h/KJJXSRK/H/THHR/Tr/h/t/s/x/sr/jx/ctx/sjk/tj rack=-/r "
                "reserve=00000110/00000000 removed=01200100/20200000 discard=-/h frozen=-/- "
                "claimed=..1111 medals=0/8",
                want);
    want.first = 1;
    want.end = TW_TOYBATTLE_END_STUCK; /* player 1, to play, had neither draw nor placement */
    assert_turn("castle-field bases=off first=1 turn=1 phase=over winner=1 by=stuck "
                "board=-/-/RST/-/CR/XCCH/XXR/hhxT/JJ/t/-/cK/jsjrx/rk/t/csts/k rack=J/- "
                "reserve=00000000/00000000 removed=11001010/00101101 discard=KSH/kj "
                "frozen=-/- claimed=.....1 medals=0/3",
                want);
}

/* snprintf-style: the count is the whole chain's, only cap entries are
 * written, and NULL arrays with cap 0 ask the count. */
static void test_placements_are_counted_beyond_the_capacity(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("toybattle", CASTLE_BASES("2"));
    int nodes[2] = {UNTOUCHED, UNTOUCHED}, heights[2] = {UNTOUCHED, UNTOUCHED};
    assert_int_equal(tw_toybattle_placements(g, NULL, NULL, 0), 2);
    assert_int_equal(tw_toybattle_placements(g, nodes, heights, 1), 2);
    assert_int_equal(nodes[0], 8);
    assert_int_equal(heights[0], 1);
    assert_int_equal(nodes[1], UNTOUCHED);
    assert_int_equal(heights[1], UNTOUCHED);
    assert_int_equal(tw_toybattle_placements(g, nodes, NULL, 2), 2); /* heights optional */
    assert_int_equal(nodes[1], 8);
    assert_int_equal(heights[1], UNTOUCHED);
    assert_int_equal(tw_toybattle_first_player(g), 1);
    assert_int_equal(tw_toybattle_resolving(g), 1);
    assert_int_equal(tw_toybattle_volcano_target(g), TW_NONE); /* absent: never -1 */
    tw_game_free(g);
}

/* ---- errors ----------------------------------------------------------------- */

/* Each accessor called with g, its arrays given; returns what it returned,
 * having checked that a refusal wrote nothing in them. */
static int call_accessor(int which, const tw_game *g)
{
    int nodes[8], heights[8];
    nodes[0] = heights[0] = UNTOUCHED;
    int got;
    switch (which) {
    case 0:
        got = tw_toybattle_turn_player(g);
        break;
    case 1:
        got = tw_toybattle_first_player(g);
        break;
    case 2:
        got = tw_toybattle_left(g);
        break;
    case 3:
        got = tw_toybattle_step(g);
        break;
    case 4:
        got = tw_toybattle_placements(g, nodes, heights, 8);
        break;
    case 5:
        got = tw_toybattle_resolving(g);
        break;
    case 6:
        got = tw_toybattle_volcano_target(g);
        break;
    default:
        got = tw_toybattle_end(g);
        break;
    }
    if (got < 0 && got > -100) { /* a refusal (a status, not TW_NONE) writes nothing */
        assert_int_equal(nodes[0], UNTOUCHED);
        assert_int_equal(heights[0], UNTOUCHED);
    }
    return got;
}

static void test_a_null_handle_or_another_games_is_refused(void **state)
{
    (void)state;
    tw_game *other = tw_test_new("gearhead", "seed=3");
    char *before = tw_test_text_dup(other);
    for (int which = 0; which < 8; which++) {
        assert_int_equal(call_accessor(which, NULL), TW_E_ARG);
        assert_int_equal(call_accessor(which, other), TW_E_ARG);
        assert_string_equal(tw_game_error(other),
                            "this accessor is for toybattle, the handle plays gearhead");
        tw_test_assert_position(other, before);
    }
    free(before);
    tw_game_free(other);
}

static void test_placements_into_a_null_array_are_refused(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("toybattle", CASTLE_BASES("2"));
    char *before = tw_test_text_dup(g);
    int heights[2];
    assert_int_equal(tw_toybattle_placements(g, NULL, heights, 2), TW_E_ARG);
    assert_string_equal(tw_game_error(g), "toybattle: nodes is NULL");
    tw_test_assert_position(g, before);
    free(before);
    tw_game_free(g);
}

/* ---- the property: the accessors say what the text and the JSON say --------- */

static const char *const maps[] = {
    "castle-field",    "tropical-pool", "city-of-clouds",  "volcanic-jungle",
    "cursed-cemetery", "caribbean-sea", "station-metal-x", "battlefield",
};

/* The value of " key=" in text (up to the next space), or NULL. */
static const char *field(const char *text, const char *key, char *value, size_t cap)
{
    char pattern[16];
    snprintf(pattern, sizeof pattern, " %s=", key);
    const char *at = strstr(text, pattern);
    if (!at)
        return NULL;
    at += strlen(pattern);
    snprintf(value, cap, "%.*s", (int)strcspn(at, " "), at);
    return value;
}

/* The index of word in words (count of them), or -1 (a bad word). */
static int word_index(const char *word, const char *const *words, int count)
{
    for (int i = 0; i < count; i++)
        if (strcmp(word, words[i]) == 0)
            return i;
    return -1;
}

static const char *const step_words[] = {"none", "action", "troop", "bases"};
static const char *const end_words[] = {"none", "hq", "medals", "stuck"};

/* What the position text says, read as the accessors answer. */
static turn_reading text_reading(const tw_game *g, const char *text)
{
    turn_reading r = quiet_turn(0);
    char v[128];
    int started = strcmp(field(text, "phase", v, sizeof v), "first") != 0;
    r.turn = started ? atoi(field(text, "turn", v, sizeof v)) : TW_NONE;
    r.first = field(text, "first", v, sizeof v)[0] != '-' ? atoi(v) : TW_NONE;
    r.left = field(text, "left", v, sizeof v) ? atoi(v) : 0;
    r.step = field(text, "step", v, sizeof v) ? word_index(v, step_words, 4) : 0;
    if (field(text, "chain", v, sizeof v))
        for (char *item = strtok(v, ","); item; item = strtok(NULL, ",")) {
            char *dot = strchr(item, '.');
            *dot = '\0';
            r.nodes[r.placements] = tw_toybattle_node_find(g, item);
            r.heights[r.placements++] = atoi(dot + 1);
        }
    r.resolving = field(text, "next", v, sizeof v) ? atoi(v) - 1 : TW_NONE;
    r.target = field(text, "target", v, sizeof v) ? tw_toybattle_node_find(g, v) : TW_NONE;
    r.end = field(text, "by", v, sizeof v) ? word_index(v, end_words, 4) : 0;
    return r;
}

/* "key":value, or "key":null for TW_NONE. */
static void json_int_or_null(char *out, size_t cap, const char *key, int value)
{
    if (value == TW_NONE)
        snprintf(out, cap, "\"%s\":null,", key);
    else
        snprintf(out, cap, "\"%s\":%d,", key, value);
}

/* The JSON view's turn_player, first_player and end (null: absent) agree
 * with the reading. */
static void assert_json_agrees(const tw_game *g, const turn_reading *r)
{
    static char json[1 << 16];
    int len = tw_game_to_json(g, TW_VIEW_ALL, json, sizeof json);
    assert_true(len > 0 && (size_t)len < sizeof json);
    char want[64];
    json_int_or_null(want, sizeof want, "turn_player", r->turn);
    assert_non_null(strstr(json, want));
    json_int_or_null(want, sizeof want, "first_player", r->first);
    assert_non_null(strstr(json, want));
    if (r->end == TW_TOYBATTLE_END_NONE)
        snprintf(want, sizeof want, "\"end\":null,");
    else
        snprintf(want, sizeof want, "\"end\":\"%s\",", end_words[r->end]);
    assert_non_null(strstr(json, want));
}

static void assert_agrees(const tw_game *g)
{
    const char *text = tw_test_text(g);
    turn_reading got = read_turn(g), want = text_reading(g, text);
    if (memcmp(&got, &want, sizeof got) != 0)
        fail_msg("the accessors disagree with the text\n  text: %s\n  turn %d/%d first %d/%d "
                 "left %d/%d step %d/%d chain %d/%d next %d/%d target %d/%d end %d/%d",
                 text, got.turn, want.turn, got.first, want.first, got.left, want.left, got.step,
                 want.step, got.placements, want.placements, got.resolving, want.resolving,
                 got.target, want.target, got.end, want.end);
    assert_json_agrees(g, &got);
    assert_int_equal(got.end != TW_TOYBATTLE_END_NONE, tw_game_is_over(g));
}

enum { GAMES_PER_SETTING = 12 };

static void test_the_accessors_agree_with_the_text_and_json_in_play(void **state)
{
    (void)state;
    long positions = 0, seen_step[4] = {0}, seen_end[4] = {0}, seen_target = 0;
    uint64_t pick = 15;
    tw_move moves[TW_MOVES_MAX];
    const int games = tw_test_work(GAMES_PER_SETTING);
    for (int m = 0; m < 8; m++)
        for (int on = 0; on < 2; on++)
            for (int game = 0; game < games; game++) {
                char params[96];
                snprintf(params, sizeof params, "map=%s,special_bases=%s,seed=%d", maps[m],
                         on ? "on" : "off", 100 * m + 10 * on + game);
                tw_game *g = tw_test_new("toybattle", params);
                for (;;) {
                    assert_agrees(g);
                    positions++;
                    seen_step[tw_toybattle_step(g)]++;
                    seen_target += tw_toybattle_volcano_target(g) != TW_NONE;
                    if (tw_game_is_over(g))
                        break;
                    if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
                        assert_int_equal(tw_game_roll(g, NULL), TW_OK);
                        continue;
                    }
                    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
                    assert_true(n > 0);
                    assert_int_equal(tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]),
                                     TW_OK);
                }
                seen_end[tw_toybattle_end(g)]++;
                tw_game_free(g);
            }
    /* The play reached every step, every end and Volcanic Jungle's target. */
    for (int i = 0; i < 4; i++)
        assert_true(seen_step[i] > 0);
    for (int i = 1; i < 4; i++)
        assert_true(seen_end[i] > 0);
    assert_true(seen_target > 0);
    print_message("%ld positions of %d games; ends hq %ld, medals %ld, stuck %ld\n", positions,
                  8 * 2 * games, seen_end[1], seen_end[2], seen_end[3]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_start_has_no_first_player_and_nothing_owed),
        cmocka_unit_test(test_the_setup_says_whose_troops_and_how_many_are_left),
        cmocka_unit_test(test_the_turns_draw_is_step_action_with_what_is_owed),
        cmocka_unit_test(test_a_troop_effect_has_the_turns_placements),
        cmocka_unit_test(test_the_special_base_resolved_is_a_placement_counted_from_0),
        cmocka_unit_test(test_volcanic_jungle_names_the_troop_it_moves),
        cmocka_unit_test(test_the_end_says_how_the_game_was_won),
        cmocka_unit_test(test_placements_are_counted_beyond_the_capacity),
        cmocka_unit_test(test_a_null_handle_or_another_games_is_refused),
        cmocka_unit_test(test_placements_into_a_null_array_are_refused),
        cmocka_unit_test(test_the_accessors_agree_with_the_text_and_json_in_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
