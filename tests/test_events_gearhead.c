/* SPDX-License-Identifier: MIT */
/*
 * test_events_gearhead.c: what each Gearhead move did (toywar.h, "Events";
 * docs/events.md, "Gearhead Skirmish"), through the public API only.
 *
 * Each rules test sets up a position in the position notation
 * (docs/notation/gearhead.md), plays decisions and dice in move notation,
 * and asserts every event of a move exactly, one line each:
 *
 *     kind player piece from to value | sentence
 *
 * with '-' for a field the kind leaves unused (TW_NONE), the toy as its
 * letter and squares as "c3". The values of why and of a turn are
 * toywar/gearhead.h's TW_GEARHEAD_REASON_* and TW_GEARHEAD_TURN_*: a
 * bump 1, a wall 2, zapped 3, on his back 4, no room 5, a full home row
 * 6, an end edge 7, shot 8, blast 9, teleport 10, cleared 11, idle 12;
 * facing north 0, south 1, on his back 2, on his legs 3. Every event's
 * lines are the same for each viewer (nothing is hidden in Gearhead).
 *
 * Then seeded games: an interpreter that keeps its own picture of the
 * board and the piles, from the start's accessors and the events alone,
 * agrees with the game's accessors every few moves and at the end.
 */
#include "support/tw_test.h"

#include <stdio.h>
#include <string.h>

#include "toywar/gearhead.h"

/* The toys' letters by kind (tw_gearhead_toy_kind 0..13). */
static const char toy_letters[] = "-ACDXHKOPRTBZF";

static void write_square(char *out, int sq)
{
    out[0] = (char)('a' + sq % 8);
    out[1] = (char)('1' + sq / 8);
    out[2] = '\0';
}

static void write_field(char *out, int value, int is_square)
{
    if (value == TW_NONE)
        strcpy(out, "-");
    else if (is_square)
        write_square(out, value);
    else
        sprintf(out, "%d", value);
}

/* Event i of ply as viewer sees it, as one line (see the file comment). */
static void event_line(const tw_game *g, int ply, int i, int viewer, char *out, size_t cap)
{
    int kind, player, piece, from, to, value;
    assert_int_equal(tw_game_event(g, ply, i, viewer, &kind, &player, &piece, &from, &to, &value),
                     TW_OK);
    char who[16], f[8], t[8], v[16], text[256];
    write_field(who, player, 0);
    write_field(f, from, 1);
    write_field(t, to, 1);
    write_field(v, value, 0);
    assert_true(piece == TW_NONE || (piece >= 1 && piece <= 13));
    int n = tw_game_event_text(g, ply, i, viewer, text, sizeof text);
    assert_true(n > 0 && (size_t)n < sizeof text);
    snprintf(out, cap, "%s %s %c %s %s %s | %s", tw_game_event_kind_name(kind), who,
             piece == TW_NONE ? '-' : toy_letters[piece], f, t, v, text);
}

/* Every event of ply, one line each, as viewer sees it. */
static void ply_lines(const tw_game *g, int ply, int viewer, char *out, size_t cap)
{
    int count = tw_game_event_count(g, ply, viewer);
    assert_true(count >= 0);
    out[0] = '\0';
    for (int i = 0; i < count; i++) {
        char line[400];
        event_line(g, ply, i, viewer, line, sizeof line);
        size_t len = strlen(out);
        snprintf(out + len, cap - len, "%s%s", i ? "\n" : "", line);
    }
}

/* Asserts the events of ply, the same for each viewer. */
static void expect_events(const tw_game *g, int ply, const char *const expected[])
{
    char want[4096] = "", got[4096], seat[4096];
    for (int i = 0; expected[i]; i++) {
        size_t len = strlen(want);
        snprintf(want + len, sizeof want - len, "%s%s", i ? "\n" : "", expected[i]);
    }
    ply_lines(g, ply, TW_VIEW_ALL, got, sizeof got);
    assert_string_equal(got, want);
    for (int viewer = 0; viewer < 2; viewer++) {
        ply_lines(g, ply, viewer, seat, sizeof seat);
        assert_string_equal(seat, want);
    }
}

#define EXPECT(g, ply, ...) expect_events(g, ply, (const char *const[]){__VA_ARGS__, NULL})
#define NO_EVENTS(g, ply) expect_events(g, ply, (const char *const[]){NULL})

/* The ply of the last move applied. */
static int last_ply(const tw_game *g)
{
    return tw_game_history(g, NULL, 0) - 1;
}

/* ---- the turn: roll-off, draw, placement --------------------------------------- */

static void test_the_rolloff_says_who_goes_first(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("gearhead", NULL);
    tw_test_play(g, "roll:3 roll:3 roll:2 roll:7 draw:B place:c8");
    EXPECT(g, 0, "rolled 0 - - - 3 | Player 0 rolls 3 for the roll-off.");
    EXPECT(g, 1, "rolled 1 - - - 3 | Player 1 rolls 3 for the roll-off, a tie with player 0's 3: "
                 "both roll again.");
    EXPECT(g, 3, "rolled 1 - - - 7 | Player 1 rolls 7 for the roll-off against player 0's 2: "
                 "player 1 goes first.",
           "turn 1 - - - - | Player 1's turn begins.");
    EXPECT(g, 4, "drew 1 B - - - | Player 1 draws Zap-Bot from the cup.");
    EXPECT(g, 5, "placed 1 B - c8 - | Player 1 places Zap-Bot on c8.");
    tw_game_free(g);
}

static void test_a_full_home_row_discards_the_drawn_toy(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/ACDXHKOP 0 draw R1 - - - 0");
    tw_test_play(g, "draw:R");
    EXPECT(g, 0, "drew 0 R - - - | Player 0 draws Kangaruffian from the cup.",
           "returned 0 R - - 6 | Player 0's home row is full: the Kangaruffian drawn goes to the "
           "discard.");
    tw_game_free(g);
}

/* The issue's first example: the score that changed silently. */
static void test_a_toy_off_the_far_edge_says_who_scores_and_why(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/7h/8/8 1 act P1 - - - 0");
    tw_test_play(g, "move:h3 roll:4 draw:P place:c1");
    EXPECT(g, 0, "chose 1 H h3 - 0 | Player 1 chooses Handy at h3 to move.");
    EXPECT(g, 1, "rolled 1 H h3 - 4 | Player 1's Handy at h3 rolls 4: it moves 4 squares straight "
                 "ahead.",
           "moved 1 H h3 h1 - | Player 1's Handy moves from h3 to h1.",
           "removed 1 H h1 - 7 | Player 1's Handy at h1 leaves the board past rank 1.",
           "scored 1 H h1 - 1 | Player 1 scores a point: Handy left the board past player 0's "
           "home row.",
           "turn 0 - - - - | Player 0's turn begins.");
    EXPECT(g, 2, "drew 0 P - - - | Player 0 draws Presto from the cup.");
    EXPECT(g, 3, "placed 0 P - c1 - | Player 0 places Presto on c1.");
    tw_test_assert_scores2(g, 0, 1);
    tw_game_free(g);
}

/* ---- the toys --------------------------------------------------------------------- */

/* The issue's second example: the punched Handy's move, said. */
static void test_a_punch_says_where_the_toy_goes(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/4R.3/3h4/8 0 e3/punch - - - - 0m");
    tw_test_play(g, "punch:d2 roll:1");
    EXPECT(g, 0, "chose 0 H d2 - 7 | Player 0's Kangaruffian at e3 punches player 1's Handy on d2.");
    EXPECT(g, 1, "rolled 0 R e3 - 1 | Player 0's Kangaruffian at e3 rolls 1 for the punch: up to "
                 "1 square away.",
           "pushed 1 H d2 c1 - | Player 1's Handy is knocked from d2 to c1.",
           "turn 1 - - - - | Player 1's turn begins.",
           "phase 1 - - - 3 | The cup is empty: player 1 has nothing to draw.");
    tw_game_free(g);

    /* Knocked into a toy: it stops, bumping it; at the wall: it stops there. */
    g = tw_test_position("gearhead", "8/8/8/8/8/4R.3/3h4/2O4K 0 e3/punch - - - - 0m");
    tw_test_play(g, "punch:d2 roll:3");
    EXPECT(g, 1, "rolled 0 R e3 - 3 | Player 0's Kangaruffian at e3 rolls 3 for the punch: up to "
                 "3 squares away.",
           "blocked 1 H d2 c1 1 | Player 1's Handy at d2 bumps into player 0's Orbit on c1 and "
           "stops.");
    tw_game_free(g);
    g = tw_test_position("gearhead", "8/8/8/8/8/1R.6/h7/7K 0 b3/punch - - - - 0m");
    tw_test_play(g, "punch:a2 roll:2");
    EXPECT(g, 1, "rolled 0 R b3 - 2 | Player 0's Kangaruffian at b3 rolls 2 for the punch: up to "
                 "2 squares away.",
           "blocked 1 H a2 - 2 | Player 1's Handy at a2 stops at the side wall.");
    tw_game_free(g);
}

static void test_big_al_pushes_step_by_step(void **state)
{
    (void)state;
    /* Two steps into a line of two whose head is a Ziggy: he flips at each. */
    tw_game *g = tw_test_position("gearhead", "8/8/3x4/3z4/8/3A4/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d3 roll:5");
    EXPECT(g, 1, "rolled 0 A d3 - 5 | Player 0's Big Al at d3 rolls 5: it moves 3 squares "
                 "straight ahead.",
           "moved 0 A d3 d4 - | Player 0's Big Al moves from d3 to d4.",
           "turned 1 Z d5 - 2 | Player 1's Ziggy at d5 flips onto his back.",
           "pushed 1 X d6 d7 - | Player 0's Big Al pushes player 1's Disasteroid from d6 to d7.",
           "pushed 1 Z d5 d6 - | Player 0's Big Al pushes player 1's Ziggy from d5 to d6.",
           "moved 0 A d4 d5 - | Player 0's Big Al moves from d4 to d5.",
           "turned 1 Z d6 - 3 | Player 1's Ziggy at d6 flips back onto his legs.",
           "pushed 1 X d7 d8 - | Player 0's Big Al pushes player 1's Disasteroid from d7 to d8.",
           "pushed 1 Z d6 d7 - | Player 0's Big Al pushes player 1's Ziggy from d6 to d7.",
           "moved 0 A d5 d6 - | Player 0's Big Al moves from d5 to d6.");
    tw_game_free(g);

    /* The line's far toy goes off the edge and scores for player 0. */
    g = tw_test_position("gearhead", "3k4/3h4/3o4/3A4/8/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d5 roll:1");
    EXPECT(g, 1, "rolled 0 A d5 - 1 | Player 0's Big Al at d5 rolls 1: it moves 1 square straight "
                 "ahead.",
           "removed 1 K d8 - 7 | Player 1's Krush Kringle at d8 leaves the board past rank 8.",
           "scored 0 K d8 - 1 | Player 0 scores a point: Krush Kringle left the board past player "
           "1's home row.",
           "pushed 1 H d7 d8 - | Player 0's Big Al pushes player 1's Handy from d7 to d8.",
           "pushed 1 O d6 d7 - | Player 0's Big Al pushes player 1's Orbit from d6 to d7.",
           "moved 0 A d5 d6 - | Player 0's Big Al moves from d5 to d6.");
    tw_game_free(g);

    /* Face to face with Dead Head: Al is turned round and pushes nothing. */
    g = tw_test_position("gearhead", "8/8/8/3d4/3A4/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d4 roll:1");
    EXPECT(g, 1, "rolled 0 A d4 - 1 | Player 0's Big Al at d4 rolls 1: it moves 1 square straight "
                 "ahead.",
           "blocked 0 A d4 d5 1 | Player 0's Big Al at d4 bumps into player 1's Dead Head on d5 "
           "and stops.",
           "turned 0 A d4 - 1 | Player 0's Big Al at d4 turns around to face south: player 1 "
           "controls it now.");
    tw_game_free(g);
}

static void test_flyers_fly_over_and_land_short(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/2h5/2h5/2O5/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:c3 roll:3");
    EXPECT(g, 1, "rolled 0 O c3 - 3 | Player 0's Orbit at c3 rolls 3: it moves 3 squares straight "
                 "ahead.",
           "moved 0 O c3 c6 - | Player 0's Orbit flies from c3 to c6.");
    tw_game_free(g);
    /* The last square taken: she stops short and bumps it. */
    g = tw_test_position("gearhead", "8/8/8/2h5/8/2C5/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:c3 roll:2");
    EXPECT(g, 1, "rolled 0 C c3 - 2 | Player 0's Clucketta at c3 rolls 2: it moves 2 squares "
                 "straight ahead.",
           "moved 0 C c3 c4 - | Player 0's Clucketta flies from c3 to c4.",
           "blocked 0 C c4 c5 1 | Player 0's Clucketta at c4 bumps into player 1's Handy on c5 "
           "and stops.");
    tw_game_free(g);
}

/* The issue's explosions: every toy destroyed, then the end and why. */
static void test_the_timebomb_destroys_itself_and_every_neighbour(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/3h4/3T.4/4K3/8/8 0 d4/explode - - A1 - 0m");
    tw_test_play(g, "explode");
    EXPECT(g, 0, "exploded 0 T d4 - - | Player 0's Walking Timebomb at d4 explodes.",
           "removed 0 K e3 - 9 | Player 0's Krush Kringle at e3 is blown up and goes to the "
           "discard.",
           "removed 1 H d5 - 9 | Player 1's Handy at d5 is blown up and goes to the discard.",
           "removed 0 T d4 - 9 | Player 0's Walking Timebomb at d4 is blown up and goes to the "
           "discard.",
           "ended 0 - - - 11 | The game ends, the cup empty and no toy left on the board: player 0 "
           "wins with more points.");
    tw_game_free(g);

    g = tw_test_position("gearhead", "8/8/8/3h4/3T.4/8/8/7K 0 d4/explode - - - - 0m");
    tw_test_play(g, "decline");
    EXPECT(g, 0, "passed 0 T d4 - 9 | Player 0's Walking Timebomb at d4 does not explode.");
    tw_game_free(g);
}

static void test_disasteroid_shoots_the_first_toy_or_nothing(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/3b4/8/8/3X4/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d4 roll:4");
    EXPECT(g, 1, "rolled 0 X d4 - 4 | Player 0's Disasteroid at d4 rolls 4: it shoots straight "
                 "ahead.",
           "shot 0 X d4 d7 3 | Player 0's Disasteroid at d4 shoots player 1's Zap-Bot on d7, 3 "
           "squares away.",
           "removed 1 B d7 - 8 | Player 1's Zap-Bot at d7 is shot and goes to the discard.");
    tw_game_free(g);
    /* Ahead-left of a north-facing toy runs toward file a. */
    g = tw_test_position("gearhead", "8/8/8/8/3X4/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d4 roll:5");
    EXPECT(g, 1, "rolled 0 X d4 - 5 | Player 0's Disasteroid at d4 rolls 5: it shoots diagonally "
                 "ahead-left.",
           "shot 0 X d4 a7 - | Player 0's Disasteroid at d4 shoots toward a7 and hits nothing.");
    tw_game_free(g);
    g = tw_test_position("gearhead", "8/8/8/8/X7/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:a4 roll:5");
    EXPECT(g, 1, "rolled 0 X a4 - 5 | Player 0's Disasteroid at a4 rolls 5: it shoots diagonally "
                 "ahead-left.",
           "shot 0 X a4 - - | Player 0's Disasteroid at a4 shoots off the board and hits nothing.");
    tw_game_free(g);
}

static void test_clucketta_lays_an_egg_where_there_is_room(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/2C5/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:c3 roll:7 egg:d4");
    EXPECT(g, 1, "rolled 0 C c3 - 7 | Player 0's Clucketta at c3 rolls 7: she lays an egg.");
    EXPECT(g, 2, "placed 0 F - d4 - | Player 0's Clucketta at c3 lays an egg: a Small Fry on d4.");
    tw_game_free(g);
    g = tw_test_position("gearhead", "8/8/8/8/8/8/hh6/Ch5K 0 act - - - - 0");
    tw_test_play(g, "move:a1 roll:8");
    EXPECT(g, 1, "rolled 0 C a1 - 8 | Player 0's Clucketta at a1 rolls 8: she lays an egg.",
           "blocked 0 C a1 - 5 | Player 0's Clucketta at a1 has no empty square beside her: no "
           "egg.");
    tw_game_free(g);
}

static void test_handy_winds_a_toy_that_moves_at_once(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/3a4/2H.5/8/7K 0 c3/wind - - - - 0m");
    tw_test_play(g, "wind:d4 roll:1");
    EXPECT(g, 0, "wound 1 A d4 - - | Player 0's Handy at c3 winds up player 1's Big Al on d4, "
                 "which moves at once.");
    EXPECT(g, 1, "rolled 0 A d4 - 1 | Player 1's Big Al at d4 rolls 1: it moves 1 square straight "
                 "ahead.",
           "moved 1 A d4 d3 - | Player 1's Big Al moves from d4 to d3.");
    tw_game_free(g);
    /* A zapped toy spends its zap; a Ziggy on his back cannot move. */
    g = tw_test_position("gearhead", "8/8/8/8/3a*4/2H.5/8/7K 0 c3/wind - - - - 0m");
    tw_test_play(g, "wind:d4");
    EXPECT(g, 0, "wound 1 A d4 - - | Player 0's Handy at c3 winds up player 1's Big Al on d4, "
                 "which moves at once.",
           "blocked 1 A d4 - 3 | Player 1's Big Al at d4 is zapped: it spends the zap instead of "
           "moving.");
    tw_game_free(g);
    g = tw_test_position("gearhead", "8/8/8/8/3Z!4/2H.5/8/7K 0 c3/wind - - - - 0m");
    tw_test_play(g, "wind:d4");
    EXPECT(g, 0, "wound 0 Z d4 - - | Player 0's Handy at c3 winds up player 0's Ziggy on d4, "
                 "which moves at once.",
           "blocked 0 Z d4 - 4 | Player 0's Ziggy at d4 is on his back and cannot move.");
    tw_game_free(g);
}

static void test_kringle_pounds_and_every_neighbour_turns(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/2h5/3K.Z3/8/8/8 0 d4/pound - - - - 0m");
    tw_test_play(g, "pound");
    EXPECT(g, 0, "chose 0 K d4 - 6 | Player 0's Krush Kringle at d4 pounds the ground: every toy "
                 "beside him turns around.",
           "turned 0 Z e4 - 1 | Player 0's Ziggy at e4 turns around to face south: player 1 "
           "controls it now.",
           "turned 1 H c5 - 0 | Player 1's Handy at c5 turns around to face north: player 0 "
           "controls it now.",
           "turn 1 - - - - | Player 1's turn begins.",
           "phase 1 - - - 3 | The cup is empty: player 1 has nothing to draw.");
    tw_game_free(g);
    g = tw_test_position("gearhead", "8/8/8/2h5/3K.4/8/8/7K 0 d4/pound - - - - 0m");
    tw_test_play(g, "decline");
    EXPECT(g, 0, "passed 0 K d4 - 6 | Player 0's Krush Kringle at d4 does not pound.");
    tw_game_free(g);
}

static void test_a_zapped_toy_skips_its_next_move(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/4h3/3B.4/8/8/8 0 d4/zap - - - - 0m");
    tw_test_play(g, "zap:e5 move:e5");
    EXPECT(g, 0, "zapped 1 H e5 - - | Player 0's Zap-Bot at d4 zaps player 1's Handy on e5: it "
                 "will skip its next move.",
           "turn 1 - - - - | Player 1's turn begins.",
           "phase 1 - - - 3 | The cup is empty: player 1 has nothing to draw.");
    EXPECT(g, 1, "chose 1 H e5 - 0 | Player 1 chooses Handy at e5 to move.",
           "blocked 1 H e5 - 3 | Player 1's Handy at e5 is zapped: it spends the zap instead of "
           "moving.",
           "turn 0 - - - - | Player 0's turn begins.",
           "phase 0 - - - 3 | The cup is empty: player 0 has nothing to draw.");
    tw_game_free(g);
}

static void test_ziggy_moves_again_or_flips(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/2k5/8/8/2Z5/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:c3 roll:2 roll:1 again roll:3 roll:4");
    EXPECT(g, 1, "rolled 0 Z c3 - 2 | Player 0's Ziggy at c3 rolls 2: a straight move, its "
                 "distance rolled next.");
    EXPECT(g, 2, "rolled 0 Z c3 - 1 | Player 0's Ziggy at c3 rolls 1 for the distance: it moves 1 "
                 "square straight ahead.",
           "moved 0 Z c3 c4 - | Player 0's Ziggy moves from c3 to c4.");
    EXPECT(g, 3, "chose 0 Z c4 - 11 | Player 0's Ziggy at c4 makes a second move.");
    EXPECT(g, 4, "rolled 0 Z c4 - 3 | Player 0's Ziggy at c4 rolls 3 for his second move: a "
                 "straight move, its distance rolled next.");
    EXPECT(g, 5, "rolled 0 Z c4 - 4 | Player 0's Ziggy at c4 rolls 4 for the distance: it moves 4 "
                 "squares straight ahead.",
           "moved 0 Z c4 c5 - | Player 0's Ziggy moves from c4 to c5.",
           "blocked 0 Z c5 c6 1 | Player 0's Ziggy at c5 bumps into player 1's Krush Kringle on "
           "c6 and stops.",
           "turned 0 Z c5 - 2 | Player 0's Ziggy at c5 flips onto his back.");
    tw_game_free(g);
    /* A diagonal at the wall: stopped, no bump; he may move again, or not. */
    g = tw_test_position("gearhead", "8/8/8/8/8/Z7/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:a3 roll:4 roll:2 left decline");
    EXPECT(g, 2, "rolled 0 Z a3 - 2 | Player 0's Ziggy at a3 rolls 2 for the distance: it moves 2 "
                 "squares diagonally ahead, left or right as the player chooses.");
    EXPECT(g, 3, "blocked 0 Z a3 - 2 | Player 0's Ziggy at a3 stops at the side wall.");
    EXPECT(g, 4, "passed 0 Z a3 - 11 | Player 0's Ziggy at a3 makes no second move.");
    tw_game_free(g);
}

static void test_presto_vanishes_and_reappears(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/2P5/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:c3 roll:7 roll:3 roll:3 roll:5 roll:5");
    EXPECT(g, 1, "rolled 0 P c3 - 7 | Player 0's Presto at c3 rolls 7: he disappears.");
    EXPECT(g, 2, "rolled 0 P c3 - 3 | Player 0's Presto at c3 rolls 3 for the file he reappears "
                 "on: file c.");
    EXPECT(g, 3, "rolled 0 P c3 - 3 | Player 0's Presto at c3 rolls 3 for the rank: c3 is taken, "
                 "so he rolls both dice again.");
    EXPECT(g, 5, "rolled 0 P c3 - 5 | Player 0's Presto at c3 rolls 5 for the rank: e5 is empty.",
           "moved 0 P c3 e5 10 | Player 0's Presto vanishes from c3 and reappears on e5.");
    tw_game_free(g);
    /* A board without an empty square: he stays. */
    g = tw_test_position("gearhead", "FFFFFFFF/FFFFFFFF/FFFFFFFF/FFFFFFFF/FFFFFFFF/FFFFFFFF/"
                                     "FFFFFFFF/PFFFFFFF 0 act - - - - 0");
    tw_test_play(g, "move:a1 roll:8");
    EXPECT(g, 1, "rolled 0 P a1 - 8 | Player 0's Presto at a1 rolls 8: he disappears.",
           "blocked 0 P a1 - 5 | Player 0's Presto at a1 has no empty square to reappear on and "
           "stays.");
    tw_game_free(g);
}

/* ---- the end ------------------------------------------------------------------------ */

static void test_the_fifth_idle_turn_ends_the_game(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/R7 0 act - - - A2 4");
    tw_test_play(g, "move:a1 roll:1 left");
    EXPECT(g, 2, "blocked 0 R a1 - 2 | Player 0's Kangaruffian at a1 stops at the side wall.",
           "ended 1 - - - 12 | The game ends after five turns in a row in which no toy changed "
           "square: player 1 wins with more points.");
    assert_int_equal(tw_game_winner(g), 1);
    tw_game_free(g);
    g = tw_test_position("gearhead", "8/8/8/8/8/8/8/R7 0 act - - A1 A1 4");
    tw_test_play(g, "move:a1 roll:1 left");
    EXPECT(g, 2, "blocked 0 R a1 - 2 | Player 0's Kangaruffian at a1 stops at the side wall.",
           "ended -101 - - - 12 | The game ends after five turns in a row in which no toy changed "
           "square: a draw, the points being equal.");
    assert_int_equal(tw_game_winner(g), TW_WINNER_DRAW);
    tw_game_free(g);
}

static void test_a_turn_with_nothing_to_do_is_said_too(void **state)
{
    (void)state;
    /* Player 1 has no toy: his turn starts and ends at once, idle. */
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/R6K 0 act - - - - 2");
    tw_test_play(g, "move:a1 roll:1 left");
    EXPECT(g, 2, "blocked 0 R a1 - 2 | Player 0's Kangaruffian at a1 stops at the side wall.");
    tw_test_play(g, "move:h1 roll:1");
    EXPECT(g, last_ply(g), "rolled 0 K h1 - 1 | Player 0's Krush Kringle at h1 rolls 1: it moves 1 "
                           "square straight ahead.",
           "moved 0 K h1 h2 - | Player 0's Krush Kringle moves from h1 to h2.",
           "turn 1 - - - - | Player 1's turn begins.",
           "phase 1 - - - 3 | The cup is empty: player 1 has nothing to draw.",
           "turn 0 - - - - | Player 0's turn begins.",
           "phase 0 - - - 3 | The cup is empty: player 0 has nothing to draw.");
    tw_game_free(g);
}

/* ---- the JSON --------------------------------------------------------------------- */

static void test_the_json_names_toys_and_squares_in_the_notation(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/4R.3/3h4/8 0 e3/punch - - - - 0m");
    tw_test_play(g, "punch:d2 roll:1");
    char json[2048];
    int n = tw_game_events_json(g, 1, 0, json, sizeof json);
    assert_true(n > 0 && (size_t)n < sizeof json);
    assert_string_equal(
        json,
        "[{\"kind\":\"rolled\",\"player\":0,\"piece\":\"R\",\"from\":\"e3\",\"to\":null,"
        "\"value\":1,\"text\":\"Player 0's Kangaruffian at e3 rolls 1 for the punch: up to 1 "
        "square away.\"},"
        "{\"kind\":\"pushed\",\"player\":1,\"piece\":\"H\",\"from\":\"d2\",\"to\":\"c1\","
        "\"value\":null,\"text\":\"Player 1's Handy is knocked from d2 to c1.\"},"
        "{\"kind\":\"turn\",\"player\":1,\"piece\":null,\"from\":null,\"to\":null,"
        "\"value\":null,\"text\":\"Player 1's turn begins.\"},"
        "{\"kind\":\"phase\",\"player\":1,\"piece\":null,\"from\":null,\"to\":null,"
        "\"value\":3,\"text\":\"The cup is empty: player 1 has nothing to draw.\"}]");
    char view[16384];
    n = tw_game_to_json(g, 1, view, sizeof view);
    assert_true(n > 0 && (size_t)n < sizeof view);
    assert_non_null(strstr(view, "\"events\":[{\"kind\":\"rolled\",\"player\":0,\"piece\":\"R\""));
    tw_game_free(g);
}

/* ---- seeded games, told by their events alone ------------------------------------- */

/* What the interpreter knows: each square's toy and the piles. */
typedef struct picture {
    int kind[64], facing[64], on_back[64], zapped[64];
    int cup[14], discard[14], victory[2][14];
} picture;

/* The accessors this test reads (the picture of a real game). */
static void picture_of(const tw_game *g, picture *p)
{
    memset(p, 0, sizeof *p);
    for (int sq = 0; sq < 64; sq++) {
        int facing, flags;
        int kind = tw_gearhead_square(g, sq % 8, sq / 8, &facing, &flags);
        assert_true(kind >= 0);
        p->kind[sq] = kind;
        p->facing[sq] = kind ? facing : 0;
        p->on_back[sq] = (flags & TW_GEARHEAD_FLAG_ON_BACK) != 0;
        p->zapped[sq] = (flags & TW_GEARHEAD_FLAG_ZAPPED) != 0;
    }
    for (int kind = 1; kind <= 13; kind++) {
        p->cup[kind] = tw_gearhead_cup_count(g, kind);
        p->discard[kind] = tw_gearhead_discard_count(g, kind);
        for (int player = 0; player < 2; player++)
            p->victory[player][kind] = tw_gearhead_victory_count(g, player, kind);
    }
}

static void assert_toy(const picture *p, int sq, int piece, int player)
{
    assert_true(sq >= 0 && sq < 64);
    assert_int_equal(p->kind[sq], piece);
    assert_int_equal(p->facing[sq], player);
}

static void clear_square(picture *p, int sq)
{
    p->kind[sq] = p->facing[sq] = p->on_back[sq] = p->zapped[sq] = 0;
}

static void carry(picture *p, int from, int to)
{
    assert_int_equal(p->kind[to], 0);
    p->kind[to] = p->kind[from];
    p->facing[to] = p->facing[from];
    p->on_back[to] = p->on_back[from];
    p->zapped[to] = p->zapped[from];
    clear_square(p, from);
}

/* One event, as docs/events.md says it for Gearhead. A toy's event
 * names the toy on its square and that toy's controller. */
static void interpret(picture *p, int kind, int player, int piece, int from, int to, int value)
{
    switch (kind) {
    case TW_EVENT_MOVED:
    case TW_EVENT_PUSHED:
        assert_toy(p, from, piece, player);
        carry(p, from, to);
        break;
    case TW_EVENT_REMOVED:
        assert_toy(p, from, piece, player);
        if (value != TW_GEARHEAD_REASON_EDGE)
            p->discard[piece]++;
        clear_square(p, from);
        break;
    case TW_EVENT_SCORED:
        p->victory[player][piece] += value;
        break;
    case TW_EVENT_DREW:
        p->cup[piece]--;
        break;
    case TW_EVENT_RETURNED:
        p->discard[piece]++;
        break;
    case TW_EVENT_PLACED:
        assert_int_equal(p->kind[to], 0);
        p->kind[to] = piece;
        p->facing[to] = player;
        break;
    case TW_EVENT_TURNED:
        assert_toy(p, from, piece, player);
        if (value == TW_GEARHEAD_TURN_ON_BACK || value == TW_GEARHEAD_TURN_ON_LEGS)
            p->on_back[from] = value == TW_GEARHEAD_TURN_ON_BACK;
        else
            p->facing[from] = value;
        break;
    case TW_EVENT_ZAPPED:
        assert_toy(p, from, piece, player);
        p->zapped[from] = 1;
        break;
    case TW_EVENT_BLOCKED:
        assert_toy(p, from, piece, player);
        if (value == TW_GEARHEAD_REASON_ZAPPED)
            p->zapped[from] = 0;
        break;
    case TW_EVENT_WOUND:
    case TW_EVENT_EXPLODED:
    case TW_EVENT_SHOT:
        assert_toy(p, from, piece, player);
        break;
    default: /* rolled, chose, passed, turn, phase, ended: nothing changes hands */
        break;
    }
}

static void assert_same_picture(const picture *told, const tw_game *g, int ply)
{
    picture real;
    picture_of(g, &real);
    for (int sq = 0; sq < 64; sq++) {
        if (told->kind[sq] != real.kind[sq] || told->facing[sq] != real.facing[sq] ||
            told->on_back[sq] != real.on_back[sq] || told->zapped[sq] != real.zapped[sq])
            fail_msg("after ply %d, square %c%c: told %d/%d/%d/%d, real %d/%d/%d/%d", ply,
                     'a' + sq % 8, '1' + sq / 8, told->kind[sq], told->facing[sq],
                     told->on_back[sq], told->zapped[sq], real.kind[sq], real.facing[sq],
                     real.on_back[sq], real.zapped[sq]);
    }
    assert_memory_equal(told->cup, real.cup, sizeof real.cup);
    assert_memory_equal(told->discard, real.discard, sizeof real.discard);
    assert_memory_equal(told->victory, real.victory, sizeof real.victory);
}

/* Plays a seeded game to its end, the decisions picked by splitmix; the
 * picture follows every ply's events and is checked every 25 plies and at
 * the end, where the last event is the end with the real winner. Returns
 * the number of plies. */
static int tell_a_game(uint64_t seed, const char *params)
{
    tw_game *g = tw_test_new("gearhead", params);
    assert_int_equal(tw_game_seed(g, seed), TW_OK);
    picture told;
    picture_of(g, &told);
    uint64_t pick = seed;
    int ply = 0, ended = 0;
    while (!tw_game_is_over(g)) {
        tw_test_random_step(g, &pick);
        int count = tw_game_event_count(g, ply, TW_VIEW_ALL);
        assert_true(count > 0); /* every move says something */
        for (int i = 0; i < count; i++) {
            int kind, player, piece, from, to, value;
            assert_int_equal(tw_game_event(g, ply, i, TW_VIEW_ALL, &kind, &player, &piece, &from,
                                           &to, &value),
                             TW_OK);
            interpret(&told, kind, player, piece, from, to, value);
            if (kind == TW_EVENT_ENDED) {
                assert_int_equal(i, count - 1);
                assert_int_equal(player, tw_game_winner(g));
                ended = 1;
            }
        }
        if (++ply % 25 == 0)
            assert_same_picture(&told, g, ply);
    }
    assert_true(ended);
    assert_same_picture(&told, g, ply);
    int scores[2];
    assert_int_equal(tw_game_scores(g, scores, 2), 2);
    for (int player = 0; player < 2; player++) {
        int points = 0;
        for (int kind = 1; kind <= 13; kind++)
            points += told.victory[player][kind];
        assert_int_equal(points, scores[player]);
    }
    tw_game_free(g);
    return ply;
}

static void test_seeded_games_told_by_their_events_rebuild_the_board(void **state)
{
    (void)state;
    int plies = 0;
    for (uint64_t seed = 1; seed <= 3; seed++)
        plies += tell_a_game(seed, NULL);
    plies += tell_a_game(4, "placed_moves=off");
    assert_true(plies > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_rolloff_says_who_goes_first),
        cmocka_unit_test(test_a_full_home_row_discards_the_drawn_toy),
        cmocka_unit_test(test_a_toy_off_the_far_edge_says_who_scores_and_why),
        cmocka_unit_test(test_a_punch_says_where_the_toy_goes),
        cmocka_unit_test(test_big_al_pushes_step_by_step),
        cmocka_unit_test(test_flyers_fly_over_and_land_short),
        cmocka_unit_test(test_the_timebomb_destroys_itself_and_every_neighbour),
        cmocka_unit_test(test_disasteroid_shoots_the_first_toy_or_nothing),
        cmocka_unit_test(test_clucketta_lays_an_egg_where_there_is_room),
        cmocka_unit_test(test_handy_winds_a_toy_that_moves_at_once),
        cmocka_unit_test(test_kringle_pounds_and_every_neighbour_turns),
        cmocka_unit_test(test_a_zapped_toy_skips_its_next_move),
        cmocka_unit_test(test_ziggy_moves_again_or_flips),
        cmocka_unit_test(test_presto_vanishes_and_reappears),
        cmocka_unit_test(test_the_fifth_idle_turn_ends_the_game),
        cmocka_unit_test(test_a_turn_with_nothing_to_do_is_said_too),
        cmocka_unit_test(test_the_json_names_toys_and_squares_in_the_notation),
        cmocka_unit_test(test_seeded_games_told_by_their_events_rebuild_the_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
