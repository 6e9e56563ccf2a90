/* SPDX-License-Identifier: MIT */
/*
 * test_events_toybattle.c: what each Toy Battle move did, as events, for
 * each seat (toywar.h, "Events"; docs/events.md, "Toy Battle"), through
 * the public API alone.
 *
 * - Rules, one by one: a position in notation, the moves and chance
 *   outcomes in notation, and every event of every move asserted exactly,
 *   one line per event: "kind player piece from to value: sentence", with
 *   the troop letter (? when hidden), the node, pile or region, and - for
 *   a field the kind leaves unused. Every kind the game records, and every
 *   end's reason.
 * - Per seat: a blind draw says "a troop" to the seats that did not see
 *   it, exactly when the seat's history masks the move; two games a seat
 *   cannot tell apart give it the same events (tw_info_assert_same and
 *   every ply's events).
 * - Replayed: seeded games on every battlefield, special bases on and
 *   off, whose events alone, applied to a picture of the start (read with
 *   the accessors), rebuild the board, the racks, reserves, removed
 *   troops, discards, frozen troops, claims, medals, whose turn it is and
 *   the end, compared with the accessors every few moves and at the end.
 */
#include "support/tw_test.h"
#include "support/tw_info.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "toywar/toybattle.h"

#define KINDS 8
#define NODES 32
#define TEXT_CAP 8192

static const char letters[] = "KSCJHXTR";

#define CF "castle-field"
#define NO_CLAIMS "claimed=...... medals=0/0"
/* Player 0 to play, special bases off or on; a rack and no discard. */
#define PLAY0_OFF "bases=off first=0 turn=0 phase=play"
#define PLAY0_ON "bases=on first=0 turn=0 phase=play"
#define RACK_REST(rack) "rack=" rack " discard=-/- frozen=-/- "

/* ---- positions --------------------------------------------------------- */

/* Adds the troops written in value (letters up to a space; upper case is
 * player 0's) to counts. */
static void add_troops(const char *value, int counts[2][KINDS])
{
    for (; *value && *value != ' '; value++) {
        const char *kind = isalpha((unsigned char)*value)
                               ? strchr(letters, toupper((unsigned char)*value))
                               : NULL;
        if (kind)
            counts[islower((unsigned char)*value) ? 1 : 0][kind - letters]++;
    }
}

/* The position on map: head (the fields up to the phase), the stacks by
 * node name ("a=S d=jK", bottom first), then rest from "rack=" on. Every
 * troop not on the board, a rack or in the discard is in its owner's
 * reserve; none was removed. */
static tw_game *game_at(const char *map, const char *head, const char *stacks, const char *rest)
{
    char params[64];
    snprintf(params, sizeof params, "map=%s", map);
    tw_game *blank = tw_test_new("toybattle", params);
    int nodes = tw_toybattle_node_count(blank);
    const char *stack_of[NODES] = {0};
    int counts[2][KINDS] = {{0}};
    for (const char *p = stacks; *p; p += strspn(p, " ")) {
        const char *eq = strchr(p, '=');
        char name[8];
        snprintf(name, sizeof name, "%.*s", (int)(eq - p), p);
        int node = tw_toybattle_node_find(blank, name);
        assert_true(node >= 0);
        stack_of[node] = eq + 1;
        add_troops(eq + 1, counts);
        p = eq + 1 + strcspn(eq + 1, " ");
    }
    tw_game_free(blank);
    add_troops(strstr(rest, "rack=") + 5, counts);
    add_troops(strstr(rest, "discard=") + 8, counts);
    char text[TEXT_CAP];
    size_t len = (size_t)snprintf(text, sizeof text, "%s %s board=", map, head);
    for (int n = 0; n < nodes; n++) {
        const char *s = stack_of[n] ? stack_of[n] : "-";
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%.*s", n ? "/" : "",
                                (int)strcspn(s, " "), s);
    }
    size_t rack_len = strcspn(rest, " ");
    len += (size_t)snprintf(text + len, sizeof text - len, " %.*s reserve=", (int)rack_len, rest);
    for (int i = 0; i < 2 * KINDS; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i == KINDS ? "/" : "",
                                3 - counts[i / KINDS][i % KINDS]);
    snprintf(text + len, sizeof text - len, " removed=00000000/00000000%s", rest + rack_len);
    return tw_test_position("toybattle", text);
}

/* ---- events as lines ---------------------------------------------------- */

/* A place of an event: a node's name, a pile, a region, or -. */
static void put_place(const tw_game *g, int kind, int place, char *out, size_t cap)
{
    static const char *const piles[] = {"reserve", "rack", "discard", "removed"};
    if (place == TW_NONE)
        snprintf(out, cap, "-");
    else if (kind == TW_EVENT_CLAIMED)
        snprintf(out, cap, "region%d", place);
    else if (place >= TW_TOYBATTLE_EVENT_PILE &&
             place < TW_TOYBATTLE_EVENT_PILE + TW_TOYBATTLE_PILE_COUNT)
        snprintf(out, cap, "%s", piles[place - TW_TOYBATTLE_EVENT_PILE]);
    else
        assert_true(tw_toybattle_node_name(g, place, out, cap) > 0);
}

static void put_int(int value, char *out, size_t cap)
{
    if (value == TW_NONE)
        snprintf(out, cap, "-");
    else
        snprintf(out, cap, "%d", value);
}

/* Event index of ply as viewer sees it, as one line (no newline). */
static void event_line(const tw_game *g, int ply, int index, int viewer, char *out, size_t cap)
{
    int kind, player, piece, from, to, value;
    assert_int_equal(tw_game_event(g, ply, index, viewer, &kind, &player, &piece, &from, &to,
                                   &value), TW_OK);
    char who[8], what[8], where[16], whither[16], how[8], text[256];
    put_int(player, who, sizeof who);
    snprintf(what, sizeof what, "%c", piece == TW_NONE ? '-' : piece == TW_HIDDEN ? '?'
                                                                        : letters[piece]);
    put_place(g, kind, from, where, sizeof where);
    put_place(g, kind, to, whither, sizeof whither);
    put_int(value, how, sizeof how);
    int len = tw_game_event_text(g, ply, index, viewer, text, sizeof text);
    assert_true(len > 0 && (size_t)len < sizeof text);
    snprintf(out, cap, "%s %s %s %s %s %s: %s", tw_game_event_kind_name(kind), who, what, where,
             whither, how, text);
}

/* Every event of ply as viewer sees it, a line each. */
static void ply_lines(const tw_game *g, int ply, int viewer, char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    int n = tw_game_event_count(g, ply, viewer);
    assert_true(n >= 0);
    for (int i = 0; i < n; i++) {
        char line[512];
        event_line(g, ply, i, viewer, line, sizeof line);
        len += (size_t)snprintf(out + len, cap - len, "%s\n", line);
    }
}

/* Asserts the events of ply for viewer, one line each ("" for none). */
static void expect_events(const tw_game *g, int ply, int viewer, const char *expected)
{
    char got[TEXT_CAP];
    ply_lines(g, ply, viewer, got, sizeof got);
    assert_string_equal(got, expected);
}

/* The same for every viewer: a move that shows nothing to some only. */
static void expect_public(const tw_game *g, int ply, const char *expected)
{
    expect_events(g, ply, TW_VIEW_ALL, expected);
    expect_events(g, ply, 0, expected);
    expect_events(g, ply, 1, expected);
}

/* The ply of g's last move. */
static int last_ply(const tw_game *g)
{
    return tw_game_history(g, NULL, 0) - 1;
}

/* Plays moves and asserts the events of each, a string per move. */
static void play_expecting(tw_game *g, const char *const *moves_and_events, size_t n)
{
    for (size_t i = 0; i + 1 < n; i += 2) {
        tw_test_play(g, moves_and_events[i]);
        expect_public(g, last_ply(g), moves_and_events[i + 1]);
    }
}
#define PLAY_EXPECTING(g, ...)                                                            \
    do {                                                                                  \
        const char *const script_[] = {__VA_ARGS__};                                      \
        play_expecting(g, script_, sizeof script_ / sizeof script_[0]);                   \
    } while (0)

/* ---- setup and the turn -------------------------------------------------- */

static void test_the_setup_says_who_plays_first_and_hides_the_blind_draws(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("toybattle", "seed=3");
    tw_test_play(g, "first:1 remove:S remove:S remove:S remove:K remove:R remove:R remove:R "
                    "remove:T deal:K deal:K deal:C deal:J deal:J deal:H deal:X");
    expect_public(g, 0, "phase 1 - - - 1: Player 1 plays first; 4 troops are removed unseen "
                        "from each reserve.\n");
    /* A removal is face down: nobody sees it, its owner neither. */
    expect_events(g, 1, TW_VIEW_ALL,
                  "removed 1 S reserve removed -: A Skully is removed unseen from player 1's "
                  "reserve.\n");
    for (int seat = 0; seat < 2; seat++)
        expect_events(g, 1, seat, "removed 1 ? reserve removed -: A troop is removed unseen "
                                  "from player 1's reserve.\n");
    /* The first player's 4, then the other's; then the deal begins. */
    expect_events(g, 8, TW_VIEW_ALL,
                  "removed 0 T reserve removed -: A Star is removed unseen from player 0's "
                  "reserve.\n"
                  "phase 1 - - - 2: The opening racks are dealt: 3 troops to player 1, then 4 "
                  "to player 0.\n");
    /* A deal is seen by the player dealt to only. */
    expect_events(g, 9, 1, "drew 1 K reserve rack -: Player 1 is dealt a Kwak.\n");
    expect_events(g, 9, 0, "drew 1 ? reserve rack -: Player 1 is dealt a troop.\n");
    expect_events(g, 15, 0, "drew 0 X reserve rack -: Player 0 is dealt an XB-42.\n"
                            "turn 1 - - - -: Player 1's turn begins.\n");
    expect_events(g, 15, 1, "drew 0 ? reserve rack -: Player 0 is dealt a troop.\n"
                            "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
}

static void test_a_draw_shows_each_troop_to_its_drawer_only(void **state)
{
    (void)state;
    tw_game *g = game_at(CF, PLAY0_OFF, "",
                         RACK_REST("S/k") NO_CLAIMS);
    tw_test_play(g, "draw draw:R draw:T");
    expect_public(g, 0, "chose 0 - - - 3: Player 0 chooses to draw 2 troops.\n");
    expect_events(g, 1, 0, "drew 0 R reserve rack -: Player 0 draws a Roxy.\n");
    expect_events(g, 1, TW_VIEW_ALL, "drew 0 R reserve rack -: Player 0 draws a Roxy.\n");
    expect_events(g, 1, 1, "drew 0 ? reserve rack -: Player 0 draws a troop.\n");
    expect_events(g, 2, 1, "drew 0 ? reserve rack -: Player 0 draws a troop.\n"
                           "turn 1 - - - -: Player 1's turn begins.\n");
    /* As JSON, the hidden troop is null; the view carries the last move's. */
    char json[1024];
    int len = tw_game_events_json(g, 2, 1, json, sizeof json);
    assert_string_equal(json,
                        "[{\"kind\":\"drew\",\"player\":0,\"piece\":null,\"from\":\"reserve\","
                        "\"to\":\"rack\",\"value\":null,\"text\":\"Player 0 draws a troop.\"},"
                        "{\"kind\":\"turn\",\"player\":1,\"piece\":null,\"from\":null,"
                        "\"to\":null,\"value\":null,\"text\":\"Player 1's turn begins.\"}]");
    assert_int_equal(len, (int)strlen(json));
    tw_game_events_json(g, 2, 0, json, sizeof json);
    assert_non_null(strstr(json, "\"piece\":\"T\",\"from\":\"reserve\",\"to\":\"rack\""));
    char view[TEXT_CAP];
    tw_game_to_json(g, 1, view, sizeof view);
    assert_non_null(strstr(view, "\"events\":[{\"kind\":\"drew\",\"player\":0,\"piece\":null"));
    tw_game_free(g);
}

/* ---- placements ------------------------------------------------------------ */

static void test_a_placement_says_what_it_covers(void **state)
{
    (void)state;
    /* Kwak covers any troop: the rule is said when it is the joker's. */
    tw_game *g = game_at(CF, PLAY0_OFF, "a=r",
                         RACK_REST("K/s") NO_CLAIMS);
    PLAY_EXPECTING(g, "K@a",
                   "placed 0 K rack a 1: Player 0 places a Kwak on a, covering player 1's Roxy "
                   "(Kwak covers any troop).\n"
                   "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
    /* Cap'n's extra placement covers its own Cap'n; Star's draw follows. */
    g = game_at(CF, PLAY0_OFF, "",
                RACK_REST("CT/k") NO_CLAIMS);
    PLAY_EXPECTING(g, "C@a", "placed 0 C rack a -: Player 0 places a Cap'n on a.\n",
                   "T@a",
                   "placed 0 T rack a 0: Cap'n: player 0 places a Star on a, covering player "
                   "0's Cap'n.\n",
                   "star", "chose 0 - - - 10: Star: player 0 chooses to draw a troop.\n");
    tw_test_play(g, "draw:X");
    expect_events(g, last_ply(g), 0, "drew 0 X reserve rack -: Player 0 draws an XB-42.\n"
                                     "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
}

static void test_hook_needs_no_path_and_kwak_passes_every_gate(void **state)
{
    (void)state;
    /* n is out of player 0's reach: Hook goes there by its own rule. */
    tw_game *g = game_at(CF, PLAY0_OFF, "m=r n=s",
                         RACK_REST("HH/-") NO_CLAIMS);
    PLAY_EXPECTING(g, "H@n",
                   "placed 0 H rack n 1: Player 0 places a Hook on n, covering player 1's "
                   "Skully (Hook needs no path to a base).\n"
                   "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
    /* Within reach, nothing is said. */
    g = game_at(CF, PLAY0_OFF, "", RACK_REST("H/-")
                NO_CLAIMS);
    PLAY_EXPECTING(g, "H@a", "placed 0 H rack a -: Player 0 places a Hook on a.\n"
                             "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
    /* Tropical Pool: d's gate lets 1 and 2 through, and Kwak. */
    g = game_at("tropical-pool", PLAY0_ON, "b=S",
                "rack=KS/k discard=-/- frozen=-/- claimed=.... medals=0/0");
    PLAY_EXPECTING(g, "K@d", "placed 0 K rack d -: Player 0 places a Kwak on d through its gate "
                             "(Kwak passes every gate).\n"
                             "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
    g = game_at("tropical-pool", PLAY0_ON, "b=S",
                "rack=KS/k discard=-/- frozen=-/- claimed=.... medals=0/0");
    PLAY_EXPECTING(g, "S@d", "placed 0 S rack d -: Player 0 places a Skully on d through its "
                             "gate.\n");
    tw_game_free(g);
}

/* ---- troop effects ---------------------------------------------------------- */

static void test_skully_and_star_draw_and_say_how_many(void **state)
{
    (void)state;
    /* Seven on the rack after Skully lands: Skully draws one. */
    tw_game *g = game_at(CF, PLAY0_OFF, "",
                         RACK_REST("KKKSCCCJ/k") NO_CLAIMS);
    PLAY_EXPECTING(g, "S@a", "placed 0 S rack a -: Player 0 places a Skully on a.\n",
                   "skully", "chose 0 - - - 5: Skully: player 0 chooses to draw a troop.\n");
    tw_test_play(g, "draw:R");
    expect_events(g, last_ply(g), 1, "drew 0 ? reserve rack -: Player 0 draws a troop.\n"
                                     "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
    g = game_at(CF, PLAY0_OFF, "",
                RACK_REST("S/k") NO_CLAIMS);
    PLAY_EXPECTING(g, "S@a", "placed 0 S rack a -: Player 0 places a Skully on a.\n",
                   "skully", "chose 0 - - - 5: Skully: player 0 chooses to draw 2 troops.\n");
    tw_game_free(g);
}

static void test_jumbo_discards_a_visible_enemy(void **state)
{
    (void)state;
    tw_game *g = game_at(CF, PLAY0_OFF, "b=sr c=k e=t",
                         RACK_REST("JJ/-") NO_CLAIMS);
    PLAY_EXPECTING(g, "J@a", "placed 0 J rack a -: Player 0 places a Jumbo on a.\n",
                   "jumbo:b", "removed 1 R b discard -: Jumbo discards player 1's Roxy from b.\n"
                              "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
}

static void test_xb42_takes_a_troop_in_view(void **state)
{
    (void)state;
    tw_game *g = game_at(CF, PLAY0_OFF, "",
                         RACK_REST("XX/kss") NO_CLAIMS);
    /* The pick is face up: every seat sees which troop went. */
    PLAY_EXPECTING(g, "X@a", "placed 0 X rack a -: Player 0 places an XB-42 on a.\n",
                   "xb42", "chose 0 - - - 8: XB-42: player 0 chooses to take a random troop "
                           "from player 1's rack.\n",
                   "xb42:S", "removed 1 S rack discard -: XB-42 takes player 1's Skully from "
                             "his rack to the discard.\n"
                             "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
}

/* ---- special bases ------------------------------------------------------------ */

static void test_castle_field_returns_a_troop_and_the_opponent_claims(void **state)
{
    (void)state;
    /* Player 1 takes his Kwak back from i: player 0's Skully rings f-i-h,
     * and player 0 scores in player 1's turn. */
    tw_game *g = game_at(CF, "bases=on first=0 turn=1 phase=play", "f=S h=S i=Sk k=r m=r",
                         RACK_REST("-/r") NO_CLAIMS);
    PLAY_EXPECTING(g, "R@l", "placed 1 R rack l -: Player 1 places a Roxy on l.\n",
                   "castle:i", "returned 1 K i rack -: Castle Field returns player 1's Kwak from "
                               "i to his rack.\n"
                               "claimed 0 - - region2 -: Player 0 claims the region f-i-h.\n"
                               "scored 0 - - - 1: Player 0 scores 1 medal.\n"
                               "turn 0 - - - -: Player 0's turn begins.\n");
    tw_game_free(g);
}

static void test_city_of_clouds_draws_after_the_troop(void **state)
{
    (void)state;
    tw_game *g = game_at("city-of-clouds", PLAY0_ON, "b=S",
                         "rack=TT/k discard=-/- frozen=-/- claimed=............ medals=0/0");
    PLAY_EXPECTING(g, "T@e", "placed 0 T rack e -: Player 0 places a Star on e.\n",
                   "star", "chose 0 - - - 10: Star: player 0 chooses to draw a troop.\n");
    tw_test_play(g, "draw:X");
    expect_events(g, last_ply(g), 0, "drew 0 X reserve rack -: Player 0 draws an XB-42.\n");
    expect_events(g, last_ply(g), 1, "drew 0 ? reserve rack -: Player 0 draws a troop.\n");
    PLAY_EXPECTING(g, "clouds", "chose 0 - - - 12: City of Clouds: player 0 chooses to draw a "
                                "troop.\n");
    tw_game_free(g);
}

static void test_volcanic_jungle_moves_an_enemy_troop(void **state)
{
    (void)state;
    /* Onto player 0's own Roxy, ignoring the placement rules. */
    tw_game *g = game_at("volcanic-jungle", PLAY0_ON, "b=S g=k h=s",
                         "rack=R/- discard=-/- frozen=-/- claimed=.......... medals=0/0");
    PLAY_EXPECTING(g, "R@e", "placed 0 R rack e -: Player 0 places a Roxy on e.\n",
                   "volcano:h", "chose 0 S h - 13: Volcanic Jungle: player 0 chooses to move "
                                "player 1's Skully from h.\n",
                   "to:e", "pushed 1 S h e 0: Volcanic Jungle moves player 1's Skully from h to "
                           "e, covering player 0's Roxy.\n"
                           "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
}

static void test_cursed_cemetery_takes_a_troop_back_in_view(void **state)
{
    (void)state;
    tw_game *g = game_at("cursed-cemetery", PLAY0_ON, "a=S",
                         "rack=RR/- discard=SJ/x frozen=-/- claimed=...... medals=0/0");
    PLAY_EXPECTING(g, "R@c", "placed 0 R rack c -: Player 0 places a Roxy on c.\n",
                   "cemetery:J", "returned 0 J discard rack -: Cursed Cemetery returns player "
                                 "0's Jumbo from the discard to his rack.\n"
                                 "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
}

static void test_station_metal_x_says_the_effect_is_cancelled(void **state)
{
    (void)state;
    tw_game *g = game_at("station-metal-x", PLAY0_ON, "a=S",
                         "rack=TR/k discard=-/- frozen=-/- claimed=.......... medals=0/0");
    PLAY_EXPECTING(g, "T@d", "placed 0 T rack d -: Player 0 places a Star on d.\n"
                             "blocked 0 T d - -: Station Metal-X cancels the effect of player "
                             "0's Star on d.\n"
                             "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
    /* A troop without an effect has none to cancel. */
    g = game_at("station-metal-x", PLAY0_ON, "a=S",
                "rack=TR/k discard=-/- frozen=-/- claimed=.......... medals=0/0");
    PLAY_EXPECTING(g, "R@d", "placed 0 R rack d -: Player 0 places a Roxy on d.\n"
                             "turn 1 - - - -: Player 1's turn begins.\n");
    tw_game_free(g);
}

static void test_battlefield_freezes_a_troop_until_its_owners_turn_ends(void **state)
{
    (void)state;
    tw_game *g = game_at("battlefield", PLAY0_ON, "a=S",
                         "rack=R/sst discard=-/- frozen=-/- claimed=............. medals=0/0");
    PLAY_EXPECTING(g, "R@d", "placed 0 R rack d -: Player 0 places a Roxy on d.\n",
                   "freeze:T", "froze 1 T rack - -: Battlefield freezes player 1's Star on his "
                               "rack for his next turn.\n"
                               "turn 1 - - - -: Player 1's turn begins.\n",
                   "S@n", "placed 1 S rack n -: Player 1 places a Skully on n.\n",
                   "no", "passed 1 - - - 5: Skully: player 1 declines to draw.\n"
                         "turned 1 T rack - 0: Player 1's Star is no longer frozen.\n"
                         "turn 0 - - - -: Player 0's turn begins.\n");
    tw_game_free(g);
}

/* ---- every "you may" declined ------------------------------------------------------ */


/* A position, the placement that offers the effect, and what "no" says
 * (the turn then passes). */
static const struct decline {
    const char *map, *head, *stacks, *rest, *offer, *said;
} declines[] = {
    {CF, PLAY0_OFF, "", RACK_REST("S/k") NO_CLAIMS, "S@a",
     "passed 0 - - - 5: Skully: player 0 declines to draw.\n"},
    {CF, PLAY0_OFF, "", RACK_REST("CT/k") NO_CLAIMS, "C@a",
     "passed 0 - - - 6: Cap'n: player 0 declines the extra placement.\n"},
    {CF, PLAY0_OFF, "b=sr", RACK_REST("J/-") NO_CLAIMS, "J@a",
     "passed 0 - - - 7: Jumbo: player 0 declines to discard an enemy troop.\n"},
    {CF, PLAY0_OFF, "", RACK_REST("X/k") NO_CLAIMS, "X@a",
     "passed 0 - - - 8: XB-42: player 0 declines to take a troop.\n"},
    {CF, PLAY0_OFF, "", RACK_REST("T/k") NO_CLAIMS, "T@a",
     "passed 0 - - - 10: Star: player 0 declines to draw.\n"},
    {CF, PLAY0_ON, "a=S b=C", RACK_REST("R/k") NO_CLAIMS, "R@d",
     "passed 0 - - - 11: Castle Field: player 0 declines to take a troop back.\n"},
    {"city-of-clouds", PLAY0_ON, "b=S", RACK_REST("R/k") "claimed=............ medals=0/0",
     "R@e", "passed 0 - - - 12: City of Clouds: player 0 declines to draw.\n"},
    {"volcanic-jungle", PLAY0_ON, "b=S h=s", RACK_REST("R/-") "claimed=.......... medals=0/0",
     "R@e", "passed 0 - - - 13: Volcanic Jungle: player 0 declines to move an enemy troop.\n"},
    {"cursed-cemetery", PLAY0_ON, "a=S", "rack=R/- discard=J/- frozen=-/- claimed=...... "
     "medals=0/0", "R@c",
     "passed 0 - - - 15: Cursed Cemetery: player 0 declines to take a troop back.\n"},
};

static void test_every_decline_names_what_is_declined(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof declines / sizeof declines[0]; i++) {
        const struct decline *d = &declines[i];
        tw_game *g = game_at(d->map, d->head, d->stacks, d->rest);
        tw_test_play(g, d->offer);
        char said[512];
        snprintf(said, sizeof said, "%sturn 1 - - - -: Player 1's turn begins.\n", d->said);
        PLAY_EXPECTING(g, "no", said);
        tw_game_free(g);
    }
}

/* ---- regions, medals and the end -------------------------------------------------- */

static void test_a_claim_says_its_medals_and_the_hq_ends_the_game(void **state)
{
    (void)state;
    tw_game *g = game_at(CF, PLAY0_OFF, "b=J d=J f=S h=S",
                         RACK_REST("R/s") NO_CLAIMS);
    PLAY_EXPECTING(g, "R@i", "placed 0 R rack i -: Player 0 places a Roxy on i.\n"
                             "claimed 0 - - region2 -: Player 0 claims the region f-i-h.\n"
                             "scored 0 - - - 1: Player 0 scores 1 medal.\n"
                             "turn 1 - - - -: Player 1's turn begins.\n");
    tw_test_assert_scores2(g, 1, 0);
    tw_game_free(g);
    g = game_at(CF, PLAY0_OFF, "b=S d=S f=S i=J k=J m=J",
                RACK_REST("H/-") NO_CLAIMS);
    PLAY_EXPECTING(g, "H@HQ1", "placed 0 H rack HQ1 -: Player 0 places a Hook on HQ1, player 1's "
                               "HQ.\n"
                               "ended 0 - - - 1: Player 0 wins by taking player 1's HQ.\n");
    tw_game_free(g);
}

static void test_the_objective_ends_the_game_for_the_active_player_first(void **state)
{
    (void)state;
    tw_game *g = game_at(CF, PLAY0_OFF,
                         "a=S b=S c=S d=C e=C f=C g=J h=J",
                         "rack=T/s discard=-/- frozen=-/- claimed=00.... medals=6/0");
    PLAY_EXPECTING(g, "T@i", "placed 0 T rack i -: Player 0 places a Star on i.\n"
                             "claimed 0 - - region2 -: Player 0 claims the region f-i-h.\n"
                             "scored 0 - - - 1: Player 0 scores 1 medal.\n"
                             "ended 0 - - - 2: Player 0 wins by reaching the objective of 7 "
                             "medals.\n");
    tw_game_free(g);
    /* Volcanic Jungle: one move rings regions for both; the active player
     * claims first and wins. */
    g = game_at("volcanic-jungle", PLAY0_ON,
                "b=S c=C g=Jr h=T j=s l=t m=c",
                "rack=R/k discard=-/- frozen=-/- claimed=00.0.111.. medals=4/5");
    tw_test_play(g, "R@e volcano:g");
    PLAY_EXPECTING(g, "to:k", "pushed 1 R g k -: Volcanic Jungle moves player 1's Roxy from g to "
                              "k.\n"
                              "claimed 0 - - region2 -: Player 0 claims the region b-e-g-c.\n"
                              "scored 0 - - - 2: Player 0 scores 2 medals.\n"
                              "claimed 0 - - region4 -: Player 0 claims the region e-h-g.\n"
                              "scored 0 - - - 1: Player 0 scores 1 medal.\n"
                              "ended 0 - - - 2: Player 0 wins by reaching the objective of 7 "
                              "medals.\n");
    tw_game_free(g);
    /* Without the Jumbo under the Roxy, player 1 reaches it in player 0's turn. */
    g = game_at("volcanic-jungle", PLAY0_ON,
                "b=S c=C g=r h=T j=s l=t m=c",
                "rack=R/k discard=-/- frozen=-/- claimed=00.0.111.. medals=4/5");
    tw_test_play(g, "R@e volcano:g");
    PLAY_EXPECTING(g, "to:k", "pushed 1 R g k -: Volcanic Jungle moves player 1's Roxy from g to "
                              "k.\n"
                              "claimed 1 - - region8 -: Player 1 claims the region j-m-k.\n"
                              "scored 1 - - - 1: Player 1 scores 1 medal.\n"
                              "claimed 1 - - region9 -: Player 1 claims the region k-m-l.\n"
                              "scored 1 - - - 1: Player 1 scores 1 medal.\n"
                              "ended 1 - - - 2: Player 1 wins by reaching the objective of 7 "
                              "medals.\n");
    tw_game_free(g);
}

/* Player 0 has nothing left: 20 troops discarded, 4 removed, none on his rack. */
#define STUCK(medals)                                                                          \
    "castle-field bases=off first=0 turn=1 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- " \
    "rack=-/r reserve=00000000/33333332 removed=00000013/00000000 "                            \
    "discard=KKKSSSCCCJJJHHHXXXTT/- frozen=-/- claimed=" medals

static void test_a_stuck_player_is_said_to_be_and_why_he_wins_or_loses(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("toybattle", STUCK("...... medals=0/0"));
    PLAY_EXPECTING(g, "R@o", "placed 1 R rack o -: Player 1 places a Roxy on o.\n"
                             "turn 0 - - - -: Player 0's turn begins.\n"
                             "blocked 0 - - - -: Player 0 can neither draw nor place.\n"
                             "ended 1 - - - 3: Player 1 wins: player 0 is stuck and has no more "
                             "medals.\n");
    tw_game_free(g);
    g = tw_test_position("toybattle", STUCK("..0... medals=1/0"));
    PLAY_EXPECTING(g, "R@o", "placed 1 R rack o -: Player 1 places a Roxy on o.\n"
                             "turn 0 - - - -: Player 0's turn begins.\n"
                             "blocked 0 - - - -: Player 0 can neither draw nor place.\n"
                             "ended 0 - - - 3: Player 0 wins: he is stuck, but has more medals.\n");
    tw_game_free(g);
}

/* ---- per seat ------------------------------------------------------------------- */

/* Every event of every ply of g as viewer sees it, in one text. */
static char *all_events(const tw_game *g, int viewer)
{
    size_t cap = 1u << 16, len = 0;
    char *out = malloc(cap);
    assert_non_null(out);
    out[0] = '\0';
    for (int ply = 0; ply <= last_ply(g); ply++) {
        char lines[TEXT_CAP];
        ply_lines(g, ply, viewer, lines, sizeof lines);
        assert_true(len + strlen(lines) + 8 < cap);
        len += (size_t)snprintf(out + len, cap - len, "%d:\n%s", ply, lines);
    }
    return out;
}

/* Asserts that viewer reads the same events of every ply in a and b, or
 * (same 0) that some differ. */
static void compare_events(const tw_game *a, const tw_game *b, int viewer, int same)
{
    char *ea = all_events(a, viewer), *eb = all_events(b, viewer);
    if (same)
        assert_string_equal(ea, eb);
    else
        assert_string_not_equal(ea, eb);
    free(ea);
    free(eb);
}

static void test_a_seat_reads_the_same_events_in_games_it_cannot_tell_apart(void **state)
{
    (void)state;
    /* The same game but for the troops removed from player 0's reserve
     * and dealt to him, and the troops he draws on his second turn. */
    static const char *const moves[2] = {
        "first:0 remove:S remove:K remove:R remove:R remove:J remove:J remove:J remove:H "
        "deal:S deal:C deal:T deal:X deal:X deal:X deal:H S@a no draw draw:K draw:K "
        "draw draw:R draw:T",
        "first:0 remove:K remove:K remove:C remove:R remove:J remove:J remove:J remove:H "
        "deal:S deal:K deal:T deal:X deal:X deal:X deal:H S@a no draw draw:K draw:K "
        "draw draw:J draw:H",
    };
    tw_game *g[2];
    for (int i = 0; i < 2; i++) {
        g[i] = tw_test_new("toybattle", "map=castle-field");
        tw_test_play(g[i], moves[i]);
    }
    /* Player 1 saw none of what differs: every channel, events included. */
    tw_info_assert_same(g[0], g[1], 1);
    compare_events(g[0], g[1], 1, 1);
    /* Player 0 saw his deal and his draws; the all-seeing view sees more. */
    assert_true(tw_info_differ(g[0], g[1], 0));
    compare_events(g[0], g[1], 0, 0);
    compare_events(g[0], g[1], TW_VIEW_ALL, 0);
    /* Player 0's removals are hidden from him too: his own view of them
     * is the same in both games (the first 4 removals are his). */
    for (int ply = 1; ply <= 4; ply++) {
        char a[TEXT_CAP], b[TEXT_CAP];
        ply_lines(g[0], ply, 0, a, sizeof a);
        ply_lines(g[1], ply, 0, b, sizeof b);
        assert_string_equal(a, b);
        assert_non_null(strstr(a, "removed 0 ? reserve removed -: A troop is removed unseen"));
    }
    for (int i = 0; i < 2; i++)
        tw_game_free(g[i]);
}

/* ---- replayed from the events alone ------------------------------------------------ */

#define STACK_MAX 48
#define REGIONS 16

/* What a host keeps of a game, updated from the events only. */
typedef struct picture {
    int nodes, regions;
    int height[NODES];
    int kind[NODES][STACK_MAX], owner[NODES][STACK_MAX];
    int rack[2][KINDS], reserve[2][KINDS], removed[2][KINDS], discard[2][KINDS],
        frozen[2][KINDS];
    int medals[2], claimed[REGIONS];
    int turn, winner, end;
} picture;

/* The picture of g as its accessors give it (all-seeing). */
static void picture_of(const tw_game *g, picture *p)
{
    memset(p, 0, sizeof *p);
    p->nodes = tw_toybattle_node_count(g);
    p->regions = tw_toybattle_region_count(g);
    for (int n = 0; n < p->nodes; n++)
        p->height[n] = tw_toybattle_stack(g, n, p->kind[n], p->owner[n], STACK_MAX);
    for (int q = 0; q < 2; q++) {
        tw_toybattle_rack(g, q, TW_VIEW_ALL, p->rack[q], KINDS);
        tw_toybattle_reserve(g, q, TW_VIEW_ALL, p->reserve[q], KINDS);
        tw_toybattle_removed(g, q, TW_VIEW_ALL, p->removed[q], KINDS);
        tw_toybattle_discard(g, q, p->discard[q], KINDS);
        tw_toybattle_frozen(g, q, p->frozen[q], KINDS);
        p->medals[q] = tw_toybattle_medals(g, q);
    }
    for (int r = 0; r < p->regions; r++)
        tw_toybattle_region(g, r, NULL, &p->claimed[r], NULL, 0);
    p->turn = tw_toybattle_turn_player(g);
    p->winner = tw_game_winner(g);
    p->end = tw_toybattle_end(g);
}

/* One less troop of kind in counts, which must hold one. */
static void take(int *counts, int kind)
{
    assert_true(counts[kind] > 0);
    counts[kind]--;
}

static void push(picture *p, int node, int kind, int owner)
{
    assert_true(p->height[node] < STACK_MAX);
    p->kind[node][p->height[node]] = kind;
    p->owner[node][p->height[node]++] = owner;
}

/* Takes node's top troop off; it must be the event's. */
static void pop(picture *p, int node, int kind, int owner)
{
    assert_true(p->height[node] > 0);
    int top = --p->height[node];
    assert_int_equal(p->kind[node][top], kind);
    assert_int_equal(p->owner[node][top], owner);
}

/* The pile of player at a place of an event. */
static int *pile(picture *p, int player, int place)
{
    switch (place - TW_TOYBATTLE_EVENT_PILE) {
    case TW_TOYBATTLE_PILE_RESERVE:
        return p->reserve[player];
    case TW_TOYBATTLE_PILE_RACK:
        return p->rack[player];
    case TW_TOYBATTLE_PILE_DISCARD:
        return p->discard[player];
    default:
        assert_int_equal(place, TW_TOYBATTLE_EVENT_PILE + TW_TOYBATTLE_PILE_REMOVED);
        return p->removed[player];
    }
}

static int is_node(const picture *p, int place)
{
    return place >= 0 && place < p->nodes;
}

/* A troop of player leaves from (a node or a pile) for to. */
static void move_troop(picture *p, int player, int kind, int from, int to)
{
    if (is_node(p, from))
        pop(p, from, kind, player);
    else
        take(pile(p, player, from), kind);
    if (is_node(p, to))
        push(p, to, kind, player);
    else
        pile(p, player, to)[kind]++;
}

/* Applies one event (as the all-seeing viewer reads it) to the picture. */
static void apply_event(picture *p, int kind, int player, int piece, int from, int to, int value)
{
    switch (kind) {
    case TW_EVENT_REMOVED:
    case TW_EVENT_DREW:
    case TW_EVENT_PLACED:
    case TW_EVENT_PUSHED:
    case TW_EVENT_RETURNED:
        move_troop(p, player, piece, from, to);
        break;
    case TW_EVENT_FROZE:
        assert_true(p->rack[player][piece] > p->frozen[player][piece]);
        p->frozen[player][piece]++;
        break;
    case TW_EVENT_TURNED: /* a freeze's end */
        take(p->frozen[player], piece);
        break;
    case TW_EVENT_CLAIMED:
        assert_int_equal(p->claimed[to], TW_NONE);
        p->claimed[to] = player;
        break;
    case TW_EVENT_SCORED:
        p->medals[player] += value;
        break;
    case TW_EVENT_TURN:
        p->turn = player;
        break;
    case TW_EVENT_ENDED:
        p->winner = player;
        p->end = value;
        break;
    default: /* what moves nothing: the setup's phases, choices, "no", a block */
        assert_true(kind == TW_EVENT_PHASE || kind == TW_EVENT_CHOSE ||
                    kind == TW_EVENT_PASSED || kind == TW_EVENT_BLOCKED);
        break;
    }
}

/* Compares the picture kept from the events with the real game's. */
static void assert_picture(const picture *kept, const tw_game *g)
{
    picture real;
    picture_of(g, &real);
    for (int n = 0; n < real.nodes; n++) {
        assert_int_equal(kept->height[n], real.height[n]);
        for (int i = 0; i < real.height[n]; i++) {
            assert_int_equal(kept->kind[n][i], real.kind[n][i]);
            assert_int_equal(kept->owner[n][i], real.owner[n][i]);
        }
    }
    assert_memory_equal(kept->rack, real.rack, sizeof real.rack);
    assert_memory_equal(kept->reserve, real.reserve, sizeof real.reserve);
    assert_memory_equal(kept->removed, real.removed, sizeof real.removed);
    assert_memory_equal(kept->discard, real.discard, sizeof real.discard);
    assert_memory_equal(kept->frozen, real.frozen, sizeof real.frozen);
    assert_memory_equal(kept->medals, real.medals, sizeof real.medals);
    assert_memory_equal(kept->claimed, real.claimed, sizeof real.claimed);
    int phase = tw_toybattle_phase(g); /* the setup's turns pass with its phases */
    if (phase != TW_TOYBATTLE_PHASE_FIRST && phase != TW_TOYBATTLE_PHASE_REMOVE && phase != TW_TOYBATTLE_PHASE_DEAL)
        assert_int_equal(kept->turn, real.turn);
    assert_int_equal(kept->winner, real.winner);
    assert_int_equal(kept->end, real.end);
}

/* Checks the seats' events of ply against the all-seeing ones: the same
 * but for the troop of a removal, deal or draw, hidden exactly when the
 * seat's history masks the move. */
static void assert_seats_masked(const tw_game *g, int ply, const tw_move *all,
                                const tw_move *const seen[2])
{
    int n = tw_game_event_count(g, ply, TW_VIEW_ALL);
    for (int seat = 0; seat < 2; seat++) {
        int masked = seen[seat][ply] != all[ply];
        assert_int_equal(tw_game_event_count(g, ply, seat), n);
        for (int i = 0; i < n; i++) {
            int a[6], s[6];
            tw_game_event(g, ply, i, TW_VIEW_ALL, &a[0], &a[1], &a[2], &a[3], &a[4], &a[5]);
            tw_game_event(g, ply, i, seat, &s[0], &s[1], &s[2], &s[3], &s[4], &s[5]);
            int blind = masked && (a[0] == TW_EVENT_DREW ||
                                   (a[0] == TW_EVENT_REMOVED && a[3] == TW_TOYBATTLE_EVENT_PILE + TW_TOYBATTLE_PILE_RESERVE));
            assert_int_equal(s[2], blind ? TW_HIDDEN : a[2]);
            s[2] = a[2];
            assert_memory_equal(s, a, sizeof a);
        }
    }
}

#define REPLAY_SEEDS 8
#define CHECK_EVERY 10
#define PLIES_MAX 2048

static void replay_one(const char *params, uint64_t seed)
{
    tw_game *g = tw_test_new("toybattle", params);
    uint64_t pick = seed;
    picture kept;
    picture_of(g, &kept);
    for (int ply = 0; !tw_game_is_over(g); ply++) {
        assert_true(ply < PLIES_MAX);
        tw_test_random_step(g, &pick);
        int count = tw_game_event_count(g, ply, TW_VIEW_ALL);
        assert_true(count > 0); /* every move does something */
        for (int i = 0; i < count; i++) {
            int kind, player, piece, from, to, value;
            tw_game_event(g, ply, i, TW_VIEW_ALL, &kind, &player, &piece, &from, &to, &value);
            apply_event(&kept, kind, player, piece, from, to, value);
        }
        if (ply % CHECK_EVERY == 0)
            assert_picture(&kept, g);
    }
    assert_picture(&kept, g);
    /* The seats' events of every move, against the histories they see. */
    int plies = tw_game_history(g, NULL, 0);
    tw_move *all = malloc((size_t)plies * sizeof *all);
    tw_move *seen[2] = {malloc((size_t)plies * sizeof *all), malloc((size_t)plies * sizeof *all)};
    assert_true(all && seen[0] && seen[1]);
    tw_game_history(g, all, (size_t)plies);
    for (int seat = 0; seat < 2; seat++)
        assert_int_equal(tw_game_history_for(g, seat, seen[seat], (size_t)plies), plies);
    for (int ply = 0; ply < plies; ply++)
        assert_seats_masked(g, ply, all, (const tw_move *const *)seen);
    free(all);
    free(seen[0]);
    free(seen[1]);
    tw_game_free(g);
}

static void test_seeded_games_replayed_from_their_events_reach_the_real_end(void **state)
{
    (void)state;
    static const char *const maps[] = {
        "castle-field",    "tropical-pool", "city-of-clouds",  "volcanic-jungle",
        "cursed-cemetery", "caribbean-sea", "station-metal-x", "battlefield",
    };
    for (size_t m = 0; m < sizeof maps / sizeof maps[0]; m++)
        for (int off = 0; off < 2; off++)
            for (uint64_t seed = 1; seed <= REPLAY_SEEDS; seed++) {
                char params[96];
                snprintf(params, sizeof params, "map=%s special_bases=%s seed=%llu", maps[m],
                         off ? "off" : "on", (unsigned long long)seed);
                replay_one(params, seed * 7919);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_setup_says_who_plays_first_and_hides_the_blind_draws),
        cmocka_unit_test(test_a_draw_shows_each_troop_to_its_drawer_only),
        cmocka_unit_test(test_a_placement_says_what_it_covers),
        cmocka_unit_test(test_hook_needs_no_path_and_kwak_passes_every_gate),
        cmocka_unit_test(test_skully_and_star_draw_and_say_how_many),
        cmocka_unit_test(test_jumbo_discards_a_visible_enemy),
        cmocka_unit_test(test_xb42_takes_a_troop_in_view),
        cmocka_unit_test(test_castle_field_returns_a_troop_and_the_opponent_claims),
        cmocka_unit_test(test_city_of_clouds_draws_after_the_troop),
        cmocka_unit_test(test_volcanic_jungle_moves_an_enemy_troop),
        cmocka_unit_test(test_cursed_cemetery_takes_a_troop_back_in_view),
        cmocka_unit_test(test_station_metal_x_says_the_effect_is_cancelled),
        cmocka_unit_test(test_battlefield_freezes_a_troop_until_its_owners_turn_ends),
        cmocka_unit_test(test_every_decline_names_what_is_declined),
        cmocka_unit_test(test_a_claim_says_its_medals_and_the_hq_ends_the_game),
        cmocka_unit_test(test_the_objective_ends_the_game_for_the_active_player_first),
        cmocka_unit_test(test_a_stuck_player_is_said_to_be_and_why_he_wins_or_loses),
        cmocka_unit_test(test_a_seat_reads_the_same_events_in_games_it_cannot_tell_apart),
        cmocka_unit_test(test_seeded_games_replayed_from_their_events_reach_the_real_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
