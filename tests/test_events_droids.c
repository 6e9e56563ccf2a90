/* SPDX-License-Identifier: MIT */
/*
 * test_events_droids.c: what each move of Droids did (toywar.h, "Events";
 * docs/events.md, Droids), through the public API only.
 *
 *  - Hand-built positions, with the dice and the draws played in notation,
 *    whose events are asserted whole: each as a line "kind player piece
 *    from to value | sentence", the fields read with tw_game_event() and
 *    named by this file's own reading of docs/events.md (so a wrong field
 *    shows), every kind Droids emits, every reason of an elimination, an
 *    end and a pass.
 *  - Per seat: a blind draw is masked exactly when tw_game_history_for()
 *    masks it, and two games that differ only in such a draw read the same
 *    to the seats that did not see it (tests/support/tw_info.h: the JSON
 *    view carries the last move's events).
 *  - Seeded games of every scenario: a small interpreter keeps its own
 *    picture of the game (robots, objects, carried objects, damage,
 *    transmitters, racks, boxes home, who is out, the turn, the winner)
 *    from the start position's accessors and the events alone, as the
 *    omniscient viewer and as a seat reads them, and it must agree with the
 *    game's accessors every few moves and at the end; each event's JSON is
 *    its fields named as this file names them.
 *
 * The standard board (rank 10 first):
 *   10 #....N...R      6 W..4..3~2~      2 ..........
 *    9 ..........      5 ~2~3G.4..E      1 R...S....#
 *    8 ..#..#.#..      4 ..........
 *    7 ..........      3 ..#.#..#..        abcdefghij
 * South's transmitter t (1..10) drives file t (a = 1); north's file 11 - t;
 * west's rank 11 - t; east's rank t.
 */
#include "support/tw_test.h"
#include "support/tw_info.h"
#include "support/splitmix.h"
#include "toywar/droids.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STD "board=standard "
#define CH2 STD "scenario=challenge players=2 turn=1 start=S "
#define CH3 STD "scenario=challenge players=3 turn=1 start=S "
#define DM2 STD "scenario=de-mine players=2 turn=1 start=S "
#define GM2 STD "scenario=golden-microchips players=2 turn=1 start=S "
#define ST2 STD "scenario=robot-statue players=2 turn=1 start=S "
#define RK STD "scenario=robot-killer players=1 "

#define ROBOT TW_DROIDS_EVENT_ROBOT
#define OBJECT TW_DROIDS_EVENT_OBJECT
#define TEXT_CAP 512
#define LINES_CAP 16384

/* Lines many of the cases share. */
#define S_DONE                                                                                \
    "passed 0 - - - 4 | South has no order that can take effect: he is done for this turn.\n"
#define N_DONE                                                                                \
    "passed 1 - - - 4 | North has no order that can take effect: he is done for this turn.\n"
#define S_HOME_FROM_E2                                                                        \
    "sent 0 V1s 5 e2 128 | South sends V1s (land: advance 1, south) from transmitter 5, "      \
    "which drives file e: his droid on e2.\n"                                                 \
    "moved 0 S e2 e1 - | South's droid moves from e2 to e1.\n"
#define S_UP_FROM_D2                                                                          \
    "sent 0 V1n 4 d2 128 | South sends V1n (land: advance 1, north) from transmitter 4, "      \
    "which drives file d: his droid on d2.\n"                                                 \
    "moved 0 S d2 d3 - | South's droid moves from d2 to d3.\n"
#define DRAW_BEGINS                                                                           \
    "phase - - - - 2 | The draw begins: each player in turn draws 7 chits blind, from the "   \
    "piles of his choice.\n"

/* ---- the fields, named as docs/events.md says ------------------------------ */

static const char *const chit_codes[TW_DROIDS_CHIT_COUNT] = {
    "", "V1", "VD", "V2", "VF", "B1", "BD", "G1", "GF", "G2", "GR", "S", "P", "I", "X"};
static const char *const dir_codes[8] = {"n", "e", "s", "w", "ne", "se", "sw", "nw"};
static const char *const object_codes[5] = {"none", "obstacle", "mine", "cargo", "statue"};
static const char *const pile_names[4] = {"violet", "blue", "grey", "red"};

/* A piece: a robot's letter, an object, a fixed obstacle, a chit ("V2n";
 * a drawn chit has no direction). */
static void name_piece(const tw_game *g, int kind, int piece, char *out, size_t cap)
{
    static const char robot_letters[] = "SNWERR";
    if (piece == TW_NONE) {
        snprintf(out, cap, "-");
    } else if (piece == TW_HIDDEN) {
        snprintf(out, cap, "?");
    } else if (piece >= ROBOT && piece < ROBOT + TW_DROIDS_ROBOT_COUNT) {
        int r = piece - ROBOT;
        char letter = r == TW_DROIDS_ROBOT_GREY
                          ? (tw_droids_scenario(g) == TW_DROIDS_SCENARIO_ROBOT_KILLER ? 'K' : 'G')
                          : robot_letters[r];
        snprintf(out, cap, "%c", letter);
    } else if (piece > OBJECT && piece <= OBJECT + TW_DROIDS_OBJECT_STATUE) {
        snprintf(out, cap, "%s", object_codes[piece - OBJECT]);
    } else if (piece == TW_DROIDS_EVENT_FIXED) {
        snprintf(out, cap, "fixed");
    } else if (piece > 0 && (piece & 15) < TW_DROIDS_CHIT_COUNT && (piece >> 4) < 8) {
        int chit = piece & 15, directed = chit != TW_DROIDS_CHIT_PICK && chit != TW_DROIDS_CHIT_X;
        snprintf(out, cap, "%s%s", chit_codes[chit],
                 directed && kind != TW_EVENT_DREW ? dir_codes[piece >> 4] : "");
    } else {
        fail_msg("piece %d names nothing", piece);
    }
}

enum place { P_NONE, P_SQUARE, P_TX, P_BOX, P_PILE };

/* What a from (is_to 0) or to field names, by kind. */
static int place_of(int kind, int is_to, int piece, int value)
{
    switch (kind) {
    case TW_EVENT_MOVED:
    case TW_EVENT_PUSHED:
    case TW_EVENT_BLOCKED:
    case TW_EVENT_SHOT:
        return P_SQUARE;
    case TW_EVENT_EXPLODED:
    case TW_EVENT_ELIMINATED:
    case TW_EVENT_PICKED:
        return is_to ? P_NONE : P_SQUARE;
    case TW_EVENT_ROLLED:
    case TW_EVENT_SCORED:
    case TW_EVENT_DROPPED:
        return is_to ? P_SQUARE : P_NONE;
    case TW_EVENT_DREW:
        return is_to ? P_NONE : P_PILE;
    case TW_EVENT_PLACED:
        return !is_to ? P_NONE : piece > OBJECT ? P_SQUARE : P_BOX;
    case TW_EVENT_RETURNED:
        return is_to ? P_NONE : P_BOX;
    case TW_EVENT_SENT:
        return is_to ? P_SQUARE : P_TX;
    case TW_EVENT_REPAIRED:
        return is_to ? P_NONE : P_TX;
    case TW_EVENT_CHOSE:
        return is_to ? P_NONE
                     : value == TW_DROIDS_CHOICE_PILE ? P_PILE
                       : value == TW_DROIDS_CHOICE_COVER ? P_TX : P_NONE;
    default:
        return P_NONE;
    }
}

static void name_place(int place, int v, char *out, size_t cap)
{
    if (v == TW_NONE) {
        snprintf(out, cap, "-");
        return;
    }
    switch (place) {
    case P_SQUARE:
        assert_true(v >= 0 && v < 100);
        snprintf(out, cap, "%c%d", 'a' + v % 10, v / 10 + 1);
        break;
    case P_TX:
        assert_true(v >= 0 && v < 10);
        snprintf(out, cap, "%d", v + 1);
        break;
    case P_BOX:
        assert_true(v >= 0 && v < 30);
        snprintf(out, cap, "%d%c", v / 3 + 1, 'a' + v % 3);
        break;
    case P_PILE:
        assert_true(v >= 0 && v < 4);
        snprintf(out, cap, "%s", pile_names[v]);
        break;
    default:
        fail_msg("a field the kind does not use holds %d", v);
    }
}

static void name_int(int v, char *out, size_t cap)
{
    snprintf(out, cap, v == TW_NONE ? "-" : "%d", v);
}

/* One event, read through the API. */
typedef struct event {
    int kind, player, piece, from, to, value;
    char text[TEXT_CAP];
} event;

static void read_event(const tw_game *g, int ply, int i, int viewer, event *e)
{
    assert_int_equal(tw_game_event(g, ply, i, viewer, &e->kind, &e->player, &e->piece, &e->from,
                                   &e->to, &e->value),
                     TW_OK);
    int n = tw_game_event_text(g, ply, i, viewer, e->text, sizeof e->text);
    assert_true(n > 0 && n < TEXT_CAP);
}

/* An event's line: "kind player piece from to value | sentence". */
static void event_line(const tw_game *g, const event *e, char *out, size_t cap)
{
    char player[8], piece[16], from[16], to[16], value[16];
    name_int(e->player, player, sizeof player);
    name_piece(g, e->kind, e->piece, piece, sizeof piece);
    name_place(place_of(e->kind, 0, e->piece, e->value), e->from, from, sizeof from);
    name_place(place_of(e->kind, 1, e->piece, e->value), e->to, to, sizeof to);
    name_int(e->value, value, sizeof value);
    snprintf(out, cap, "%s %s %s %s %s %s | %s", tw_game_event_kind_name(e->kind), player, piece, from,
             to, value, e->text);
}

/* A ply's events as viewer reads them, a line each. */
static const char *ply_lines(const tw_game *g, int ply, int viewer)
{
    static char lines[LINES_CAP];
    size_t len = 0;
    lines[0] = '\0';
    int n = tw_game_event_count(g, ply, viewer);
    assert_true(n >= 0);
    for (int i = 0; i < n; i++) {
        event e;
        char line[TEXT_CAP + 128];
        read_event(g, ply, i, viewer, &e);
        event_line(g, &e, line, sizeof line);
        len += (size_t)snprintf(lines + len, sizeof lines - len, "%s\n", line);
        assert_true(len < sizeof lines);
    }
    return lines;
}

static void assert_ply(const tw_game *g, int ply, int viewer, const char *expected)
{
    const char *got = ply_lines(g, ply, viewer);
    if (strcmp(got, expected) != 0)
        fail_msg("ply %d, viewer %d: events\n%s\nexpected\n%s", ply, viewer, got, expected);
}

/* The game from position, moves played; the last move's events for the
 * omniscient viewer must be expected. The caller frees the game. */
static tw_game *expect(const char *position, const char *moves, const char *expected)
{
    tw_game *g = tw_test_position("droids", position);
    tw_test_play(g, moves);
    assert_ply(g, tw_game_history(g, NULL, 0) - 1, TW_VIEW_ALL, expected);
    return g;
}

static void expect_only(const char *position, const char *moves, const char *expected)
{
    tw_game_free(expect(position, moves, expected));
}

/* ---- moving: square by square, pushes, blocks, water ----------------------- */

/* The send into an obstacle: sent, blocked, and the order spent. */
static void test_a_move_into_an_obstacle_is_blocked_and_spent(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=S passed=SN S=e2;tx:5a=V1n N=f10;tx:5a=V1s", "send:5",
                "sent 0 V1n 5 e2 128 | South sends V1n (land: advance 1, north) from transmitter "
                "5, which drives file e: his droid on e2.\n"
                "blocked 0 S e2 e3 160 | South's droid on e2 cannot move: a fixed obstacle stands "
                "on e3; the order is spent.\n");
    /* The edge of the board, and a chain that cannot be pushed. */
    expect_only(CH2 "phase=send cur=S passed=SN S=i2;tx:9a=V1e N=j2;tx:1a=V1n", "send:9",
                "sent 0 V1e 9 i2 128 | South sends V1e (land: advance 1, east) from transmitter "
                "9, which drives file i: his droid on i2.\n"
                "blocked 0 S i2 j2 129 | South's droid on i2 cannot move: North's droid on j2 "
                "cannot be pushed; the order is spent.\n");
    expect_only(CH2 "phase=send cur=S passed=SN S=j2;tx:10a=V1e N=f10;tx:5a=V1s", "send:10",
                "sent 0 V1e 10 j2 128 | South sends V1e (land: advance 1, east) from transmitter "
                "10, which drives file j: his droid on j2.\n"
                "blocked 0 S j2 - - | South's droid on j2 cannot move: the edge of the board is in "
                "the way; the order is spent.\n");
}

/* As far as possible, pushing N and then W before it, square by square
 * (each step the pushed robots first, the farthest first), until the chain
 * meets the obstacle on h2; W, with nothing to send, is done. */
static void test_a_far_move_pushes_square_by_square(void **state)
{
    (void)state;
    expect_only(CH3 "phase=send cur=S passed=SNW S=a2;tx:1a=VFe N=c2;tx:5a=V1s W=e2 obj=Oh2",
                "send:1",
                "sent 0 VFe 1 a2 128 | South sends VFe (land: as far as possible, east) from "
                "transmitter 1, which drives file a: his droid on a2.\n"
                "moved 0 S a2 b2 - | South's droid moves from a2 to b2.\n"
                "pushed 0 N c2 d2 - | North's droid is pushed from c2 to d2.\n"
                "moved 0 S b2 c2 - | South's droid moves from b2 to c2.\n"
                "pushed 0 W e2 f2 - | West's droid is pushed from e2 to f2.\n"
                "pushed 0 N d2 e2 - | North's droid is pushed from d2 to e2.\n"
                "moved 0 S c2 d2 - | South's droid moves from c2 to d2.\n"
                "pushed 0 W f2 g2 - | West's droid is pushed from f2 to g2.\n"
                "pushed 0 N e2 f2 - | North's droid is pushed from e2 to f2.\n"
                "moved 0 S d2 e2 - | South's droid moves from d2 to e2.\n"
                "passed 2 - - - 4 | West has no order that can take effect: he is done for this "
                "turn.\n");
}

/* The pusher stops in the first water square, with squares left; the
 * droid it pushes does not. */
static void test_a_droid_entering_water_stops(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=S passed=SN S=a3;tx:1a=VFn N=a4;tx:10a=V1e", "send:1",
                "sent 0 VFn 1 a3 128 | South sends VFn (land: as far as possible, north) from "
                "transmitter 1, which drives file a: his droid on a3.\n"
                "pushed 0 N a4 a5 - | North's droid is pushed from a4 to a5.\n"
                "moved 0 S a3 a4 - | South's droid moves from a3 to a4.\n"
                "pushed 0 N a5 a6 - | North's droid is pushed from a5 to a6.\n"
                "moved 0 S a4 a5 1 | South's droid moves from a4 to a5 and stops: it entered the "
                "water.\n");
}

/* Carrying the statue, a droid moves one square an order. */
static void test_the_statue_carrier_moves_one_square(void **state)
{
    (void)state;
    expect_only(ST2 "phase=send cur=S passed=SN S=d4;carry:G;tx:4a=V2s N=f10;tx:5a=V1s", "send:4",
                "sent 0 V2s 4 d4 128 | South sends V2s (land: advance 2, south) from transmitter "
                "4, which drives file d: his droid on d4.\n"
                "moved 0 S d4 d3 2 | South's droid, carrying the statue, moves one square only, "
                "from d4 to d3.\n");
}

/* Interference moves the first robot in the transmitter's line, here
 * North's droid along rank 4 to the edge; it is North's turn next. */
static void test_interference_moves_another_robot(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=S passed=SN S=e1;tx:3a=Ie N=c4;tx:1a=V1w", "send:3",
                "sent 0 Ie 3 c4 129 | South sends Ie (interference, east) from transmitter 3, "
                "which drives file c: North's droid on c4.\n"
                "moved 0 N c4 d4 - | North's droid moves from c4 to d4.\n"
                "moved 0 N d4 e4 - | North's droid moves from d4 to e4.\n"
                "moved 0 N e4 f4 - | North's droid moves from e4 to f4.\n"
                "moved 0 N f4 g4 - | North's droid moves from f4 to g4.\n"
                "moved 0 N g4 h4 - | North's droid moves from g4 to h4.\n"
                "moved 0 N h4 i4 - | North's droid moves from h4 to i4.\n"
                "moved 0 N i4 j4 - | North's droid moves from i4 to j4.\n");
    /* North's transmitter 1 drives file j: the link runs the other way. */
    expect_only(CH2 "phase=send cur=N passed=SN done=S S=e1 N=j4;tx:1a=V1w", "send:1",
                "sent 1 V1w 1 j4 129 | North sends V1w (land: advance 1, west) from transmitter "
                "1, which drives file j: his droid on j4.\n"
                "moved 1 N j4 i4 - | North's droid moves from j4 to i4.\n"
                N_DONE
                "eliminated 0 S e1 - 3 | South is eliminated: no order was sent to his droid or a "
                "repair robot this turn; his droid on e1 takes its orders from transmitter 5.\n"
                "ended 1 - - - 1 | North wins: he is the last player still in.\n");
}

/* West's transmitter t drives rank 11 - t, East's rank t: both 5 here. */
static void test_west_and_east_transmitters_drive_ranks(void **state)
{
    (void)state;
    tw_game *g = expect(STD "scenario=challenge players=4 turn=1 start=W phase=send cur=W "
                            "passed=SNWE S=e1;tx:1a=V1n N=f10;tx:5a=V1s W=a6;tx:5a=V1e,6a=V1e "
                            "E=j5;tx:5a=V1w,6a=V1w",
                        "send:5 send:5 send:5",
                        "sent 3 V1w 5 j5 131 | East sends V1w (land: advance 1, west) from "
                        "transmitter 5, which drives rank 5: his droid on j5.\n"
                        "moved 3 E j5 i5 - | East's droid moves from j5 to i5.\n" S_DONE
                        "passed 2 - - - 4 | West has no order that can take effect: he is done "
                        "for this turn.\n" N_DONE
                        "passed 3 - - - 4 | East has no order that can take effect: he is done "
                        "for this turn.\n"
                        "returned 0 V1n 1a - 1 | V1n (land: advance 1, north), in box a of "
                        "South's transmitter 1 (file a), goes back to the box.\n"
                        "returned 2 V1e 6a - 1 | V1e (land: advance 1, east), in box a of West's "
                        "transmitter 6 (rank 5), goes back to the box.\n"
                        "returned 3 V1w 6a - 1 | V1w (land: advance 1, west), in box a of East's "
                        "transmitter 6 (rank 6), goes back to the box.\n"
                        "eliminated 0 S e1 - 2 | South is eliminated: no order was sent to his "
                        "droid or a repair robot this turn, as none of the orders left on his "
                        "transmitters could take effect; his droid on e1 takes its orders from "
                        "transmitter 5.\n"
                        "turn 1 - - - 2 | Turn 2 begins; North is the start player.\n" DRAW_BEGINS);
    assert_ply(g, 0, 2,
               "sent 2 V1e 5 a6 130 | West sends V1e (land: advance 1, east) from transmitter 5, "
               "which drives rank 6: his droid on a6.\n"
               "moved 2 W a6 b6 - | West's droid moves from a6 to b6.\n");
    tw_game_free(g);
}

/* ---- shots, hits, covers ------------------------------------------------------- */

/* Distance 3, the d10 shows 7: 2 hits; North covers two transmitters, and
 * the chit on the first goes back to the box. */
static void test_a_shot_its_roll_its_hits_and_the_covers(void **state)
{
    (void)state;
    tw_game *g = expect(CH2 "phase=send cur=S passed=SN S=e4;tx:5a=Sn N=e7;tx:3a=V2e,6a=V1n",
                        "send:5 roll:7 cover:3 cover:10",
                        "chose 1 - 10 - 3 | North covers transmitter 10 (file a).\n");
    assert_ply(g, 0, TW_VIEW_ALL,
               "sent 0 Sn 5 e4 128 | South sends Sn (shoot, north) from transmitter 5, which "
               "drives file e: his droid on e4.\n"
               "shot 0 S e4 e7 129 | South's droid on e4 shoots north at North's droid on e7, 3 "
               "squares away: the d10 is rolled.\n");
    assert_ply(g, 1, TW_VIEW_ALL,
               "rolled 1 N - e7 7 | The d10 shows 7 for the shot at North's droid, 3 squares "
               "away: 2 hits.\n"
               "hit 1 - - - 2 | North's droid takes 2 hits: one transmitter to cover for each.\n");
    assert_ply(g, 2, TW_VIEW_ALL,
               "chose 1 - 3 - 3 | North covers transmitter 3 (file h).\n"
               "returned 1 V2e 3a - 1 | V2e (land: advance 2, east), in box a of North's "
               "transmitter 3 (file h), goes back to the box.\n");
    tw_game_free(g);
    /* Adjacent, the d10 shows 0: a miss, and no hit. */
    expect_only(CH2 "phase=send cur=S passed=SN S=e6;tx:5a=Sn N=e7;tx:6a=V1n", "send:5 roll:0",
                "rolled 1 N - e7 0 | The d10 shows 0 for the shot at North's droid, 1 square "
                "away: a miss.\n");
}

/* What stops a shot, and a shot into nothing: sent and spent, no roll. */
static void test_a_shot_stopped_or_lost_is_not_rolled(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=S passed=SN S=f4;tx:6a=Sn N=f10;tx:5a=V1s obj=Of6", "send:6",
                "sent 0 Sn 6 f4 128 | South sends Sn (shoot, north) from transmitter 6, which "
                "drives file f: his droid on f4.\n"
                "shot 0 S f4 f6 145 | South's droid on f4 shoots north: the shot is stopped by a "
                "mobile obstacle on f6.\n");
    expect_only(CH3 "phase=send cur=S passed=SNW out=W S=e4;tx:5a=Sn N=e7;tx:6a=V1n W=e6",
                "send:5",
                "sent 0 Sn 5 e4 128 | South sends Sn (shoot, north) from transmitter 5, which "
                "drives file e: his droid on e4.\n"
                "shot 0 S e4 e6 130 | South's droid on e4 shoots north: the shot is stopped by "
                "West's droid on e6, out of the game: no roll.\n");
    expect_only(STD "scenario=de-mine players=2 turn=1 start=S phase=send cur=S passed=SN "
                    "S=a3;tx:1a=Sn N=a8;tx:10a=V1e R=a6,j10",
                "send:1",
                "sent 0 Sn 1 a3 128 | South sends Sn (shoot, north) from transmitter 1, which "
                "drives file a: his droid on a3.\n"
                "shot 0 S a3 a6 132 | South's droid on a3 shoots north: the shot is stopped by "
                "the repair robot on a6.\n");
    expect_only(CH2 "phase=send cur=S passed=SN S=e4;tx:5a=Sw N=e7;tx:6a=V1n", "send:5",
                "sent 0 Sw 5 e4 128 | South sends Sw (shoot, west) from transmitter 5, which "
                "drives file e: his droid on e4.\n"
                "shot 0 S e4 a4 - | South's droid on e4 shoots west: nothing stops the shot "
                "before the edge of the board.\n");
    expect_only(CH2 "phase=send cur=S passed=SN S=e1;tx:5a=Ss N=e7;tx:6a=V1n", "send:5",
                "sent 0 Ss 5 e1 128 | South sends Ss (shoot, south) from transmitter 5, which "
                "drives file e: his droid on e1.\n"
                "shot 0 S e1 e1 - | South's droid on e1 shoots off the board.\n");
}

/* ---- mines and repairs (de-mine) --------------------------------------------- */

/* A repair robot moved by a movement order lays a mine where it was. */
static void test_a_repair_robot_lays_a_mine(void **state)
{
    (void)state;
    expect_only(DM2 "phase=send cur=S passed=SN S=e1;tx:10a=G2w N=f10;tx:5a=V1s R=a1,j10",
                "send:10",
                "sent 0 G2w 10 j10 132 | South sends G2w (repair robot: advance 2, west) from "
                "transmitter 10, which drives file j: the repair robot on j10.\n"
                "moved 0 R j10 i10 - | The repair robot moves from j10 to i10.\n"
                "moved 0 R i10 h10 - | The repair robot moves from i10 to h10.\n"
                "placed - mine - j10 132 | The repair robot lays a mine on j10, the square it "
                "left.\n");
    /* Crossing a mine, a repair robot sets it off unharmed. */
    expect_only(DM2 "phase=send cur=S passed=SN S=e1;tx:6a=GFn N=f10;tx:5a=V1s R=f2,j10 obj=Mf4",
                "send:6",
                "sent 0 GFn 6 f2 132 | South sends GFn (repair robot: as far as possible, north) "
                "from transmitter 6, which drives file f: the repair robot on f2.\n"
                "moved 0 R f2 f3 - | The repair robot moves from f2 to f3.\n"
                "moved 0 R f3 f4 - | The repair robot moves from f3 to f4.\n"
                "exploded - mine f4 - 132 | A mine explodes on f4 under the repair robot, which "
                "is unharmed.\n"
                "moved 0 R f4 f5 - | The repair robot moves from f4 to f5.\n"
                "moved 0 R f5 f6 - | The repair robot moves from f5 to f6.\n"
                "moved 0 R f6 f7 - | The repair robot moves from f6 to f7.\n"
                "placed - mine - f2 132 | The repair robot lays a mine on f2, the square it "
                "left.\n");
}

/* A droid pushed onto a mine sets it off and takes a hit, where it
 * happens: before the pusher's step. */
static void test_a_pushed_droid_sets_off_a_mine(void **state)
{
    (void)state;
    expect_only(DM2 "phase=send cur=S passed=SN S=a2;tx:1a=V2n N=a3;tx:10a=V1e R=a1,j10 obj=Ma4",
                "send:1",
                "sent 0 V2n 1 a2 128 | South sends V2n (land: advance 2, north) from transmitter "
                "1, which drives file a: his droid on a2.\n"
                "pushed 0 N a3 a4 - | North's droid is pushed from a3 to a4.\n"
                "exploded - mine a4 - 129 | A mine explodes on a4 under North's droid.\n"
                "hit 1 - - - 1 | North's droid takes 1 hit: one transmitter to cover.\n"
                "moved 0 S a2 a3 - | South's droid moves from a2 to a3.\n"
                "pushed 0 N a4 a5 - | North's droid is pushed from a4 to a5.\n"
                "moved 0 S a3 a4 - | South's droid moves from a3 to a4.\n");
}

/* A carried mine owes a d10 for each square; a 0 explodes it (2 hits). */
static void test_a_carried_mine_rolls_and_explodes(void **state)
{
    (void)state;
    tw_game *g = expect(DM2 "phase=send cur=S passed=SN S=d2;carry:M;tx:4a=V2n N=f10;tx:5a=V1s "
                            "R=a1,j10",
                        "send:4 roll:3 roll:0",
                        "rolled 0 mine - d4 0 | The d10 shows 0 for the mine South's droid "
                        "carries: it explodes.\n"
                        "exploded 0 mine d4 - 128 | The mine South's droid carries explodes on "
                        "d4.\n"
                        "hit 0 - - - 2 | South's droid takes 2 hits: one transmitter to cover for "
                        "each.\n");
    assert_ply(g, 1, TW_VIEW_ALL,
               "rolled 0 mine - d4 3 | The d10 shows 3 for the mine South's droid carries: it "
               "holds.\n");
    tw_game_free(g);
}

/* A repair: the repaired droid's owner uncovers a transmitter; with
 * nothing covered the repair is done at once. */
static void test_a_repair_uncovers_a_transmitter(void **state)
{
    (void)state;
    tw_game *g = expect(DM2 "phase=send cur=S passed=SN S=d4;dmg:3,8;tx:4a=GRn N=f10;tx:5a=V1s "
                            "R=d3,j10",
                        "send:4 uncover:8",
                        "repaired 0 - 8 - 1 | The repair robot repairs South's droid: he "
                        "uncovers transmitter 8 (file h).\n");
    assert_ply(g, 0, TW_VIEW_ALL,
               "sent 0 GRn 4 d3 132 | South sends GRn (repair robot: repair, north) from "
               "transmitter 4, which drives file d: the repair robot on d3.\n");
    tw_game_free(g);
    expect_only(DM2 "phase=send cur=S passed=SN S=d4;tx:4a=GRn N=f10;tx:5a=V1s R=d3,j10",
                "send:4",
                "sent 0 GRn 4 d3 132 | South sends GRn (repair robot: repair, north) from "
                "transmitter 4, which drives file d: the repair robot on d3.\n"
                "repaired 0 - - - 0 | The repair robot repairs South's droid, which has no "
                "covered transmitter.\n");
}

/* ---- pick up, put down, boxes home ------------------------------------------ */

static void test_pick_up_put_down_and_steal(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=S passed=SN S=d2;tx:4a=P N=f10;tx:5a=V1s obj=Oc1,Oe2",
                "send:4 pick:e2",
                "picked 0 obstacle e2 - - | South's droid picks up a mobile obstacle from e2.\n");
    expect_only(CH2 "phase=send cur=S passed=SN S=d2;carry:O;tx:4a=P N=f10;tx:5a=V1s",
                "send:4 put:d3",
                "dropped 0 obstacle - d3 - | South's droid puts a mobile obstacle down on d3.\n");
    expect_only(STD "scenario=duel players=2 turn=1 start=S phase=send cur=S passed=SN "
                    "S=e2;tx:5a=P N=f2;carry:O12;tx:5a=V1n",
                "send:5 pick:f2",
                "picked 0 obstacle f2 - 129 | South's droid takes a mobile obstacle from North's "
                "droid on f2.\n");
    expect_only(ST2 "phase=send cur=S passed=SN S=d4;tx:4a=P N=f10;tx:5a=V1s G=e5",
                "send:4 pick:e5",
                "picked 0 statue e5 - - | South's droid picks up the statue from e5.\n");
    expect_only(ST2 "phase=send cur=S passed=SN S=d4;carry:G;tx:4a=P N=f10;tx:5a=V1s",
                "send:4 put:c5",
                "dropped 0 statue - c5 - | South's droid puts the statue down on c5.\n");
}

/* A cargo box home scores; the last one ends the game, most boxes wins, a
 * tie loses for all. */
static void test_cargo_boxes_home_and_the_end_of_the_cargo(void **state)
{
    (void)state;
    expect_only(GM2 "phase=send cur=S passed=SN S=e2;carry:C;tx:5a=V1s N=f10;tx:5a=V1s "
                    "R=a1,j10 obj=Ci6",
                "send:5",
                S_HOME_FROM_E2
                "scored 0 cargo - e1 1 | South's droid brings a cargo box home to e1: 1 box.\n");
    expect_only(GM2 "phase=send cur=S passed=SN S=e2;carry:C;tx:5a=V1s;score:1 "
                    "N=f10;tx:5a=V1s;score:1 R=a1,j10",
                "send:5",
                S_HOME_FROM_E2
                "scored 0 cargo - e1 1 | South's droid brings a cargo box home to e1: 2 boxes.\n"
                "ended 0 - - - 5 | South wins: no cargo box is left, and he brought home the "
                "most.\n");
    expect_only(GM2 "phase=send cur=S passed=SN S=e2;carry:C;tx:5a=V1s N=f10;tx:5a=V1s;score:1 "
                    "R=a1,j10",
                "send:5",
                S_HOME_FROM_E2
                "scored 0 cargo - e1 1 | South's droid brings a cargo box home to e1: 1 box.\n"
                "ended -102 - - - 5 | Everyone loses: no cargo box is left, and the most boxes "
                "brought home are tied.\n");
}

/* ---- the scenarios' own ends ------------------------------------------------- */

static void test_the_statue_home_the_garden_and_the_duel_end_the_game(void **state)
{
    (void)state;
    expect_only(ST2 "phase=send cur=S passed=SN S=e2;carry:G;tx:5a=V1s N=f10;tx:5a=V1s",
                "send:5",
                S_HOME_FROM_E2
                "ended 0 - - - 8 | South wins: his droid carried the statue home to its start "
                "square.\n");
    expect_only(STD "scenario=robot-madness players=2 turn=1 start=S phase=send cur=S passed=SN "
                    "S=e1;carry:O;tx:5a=P N=f10;tx:5a=V1s R=a1,j10 obj=Od1,Of1,Od2,Of2",
                "send:5 put:e2",
                "dropped 0 obstacle - e2 - | South's droid puts a mobile obstacle down on e2.\n"
                "ended 0 - - - 6 | South wins: his droid stands on its start square in a complete "
                "concrete garden.\n");
    expect_only(STD "scenario=duel players=2 turn=1 start=S phase=send cur=S passed=SN "
                    "S=i8;carry:O12;tx:9a=P N=j10;carry:O12;tx:1a=V1w obj=Oi9,Oi10",
                "send:9 put:j9",
                "dropped 0 obstacle - j9 - | South's droid puts a mobile obstacle down on j9.\n"
                "ended 0 - - - 7 | South wins: North's droid is surrounded.\n");
}

/* ---- the robot killer ------------------------------------------------------ */

/* The d10 places the Program Sheet, and the killer sends at once: set 3
 * (V1w X V1s) lies on its transmitter 5, file f, where it stands. */
static void test_the_killer_sheet_roll_and_its_orders(void **state)
{
    (void)state;
    expect_only(RK "turn=1 start=S phase=sheet passed=S S=f1;carry:O7;tx:6a=V1n G=f10", "roll:3",
                "rolled 4 - - - 3 | The d10 shows 3: set 1 of the robot killer's Program Sheet "
                "lies on its transmitter 3.\n"
                "sent 4 V1w 5 f10 134 | The robot killer on f10 sends V1w (land: advance 1, "
                "west) from its transmitter 5, which drives file f.\n"
                "moved 4 K f10 e10 - | The robot killer moves from f10 to e10.\n");
    expect_only(RK "turn=1 start=S phase=take cur=S S=e1;carry:O7 G=f10", "take:V1",
                "drew 0 V1 violet - - | South takes V1 (land: advance 1).\n");
    expect_only(RK "turn=1 start=S phase=chit cur=S S=e1;carry:O7;rack:V1 G=f10", "chit:V1n box:5a",
                "placed 0 V1n - 5a - | South places V1n (land: advance 1, north) in box a of "
                "transmitter 5 (file e).\n"
                "passed 0 - - - 2 | South has no chit left on his rack: he passes.\n"
                "phase - - - - 7 | Execution begins: the d10 places the robot killer's Program "
                "Sheet.\n");
}

/* Its four-way shot under the normal rules: off the board north and east,
 * then South's droid down file j, 7 squares away; after the cover the
 * killer's V1e is blocked by the edge, both are done, and turn 2 begins. */
static void test_the_killer_four_way_shot(void **state)
{
    (void)state;
    tw_game *g = expect(RK "turn=1 start=S phase=send cur=S sheetroll=1 ksent=1a passed=S "
                           "S=j2;carry:O7;tx:10a=V1n G=j10",
                        "send:10 roll:7 cover:4",
                        "chose 0 - 4 - 3 | South covers transmitter 4 (file d).\n"
                        S_DONE
                        "sent 4 V1e 1 j10 134 | The robot killer on j10 sends V1e (land: advance "
                        "1, east) from its transmitter 1, which drives file j.\n"
                        "blocked 4 K j10 - - | The robot killer on j10 cannot move: the edge of "
                        "the board is in the way; the order is spent.\n"
                        "passed 4 - - - 4 | The robot killer has no order left in line: it is "
                        "done for this turn.\n"
                        "turn 0 - - - 2 | Turn 2 begins; South is the start player.\n"
                        "phase - - - - 4 | The draw begins: South chooses 7 chits openly among "
                        "the violet, blue and pick-up orders.\n");
    assert_ply(g, 0, TW_VIEW_ALL,
               "sent 0 V1n 10 j2 128 | South sends V1n (land: advance 1, north) from transmitter "
               "10, which drives file j: his droid on j2.\n"
               "moved 0 S j2 j3 - | South's droid moves from j2 to j3.\n"
               "sent 4 X 1 j10 134 | The robot killer on j10 sends X (killer: four-way shot) "
               "from its transmitter 1, which drives file j.\n"
               "shot 4 K j10 j10 - | The robot killer on j10 shoots off the board.\n"
               "shot 4 K j10 j10 - | The robot killer on j10 shoots off the board.\n"
               "shot 4 K j10 j3 128 | The robot killer on j10 shoots south at South's droid on "
               "j3, 7 squares away: the d10 is rolled.\n");
    assert_ply(g, 1, TW_VIEW_ALL,
               "rolled 0 S - j3 7 | The d10 shows 7 for the shot at South's droid, 7 squares "
               "away: 1 hit.\n"
               "hit 0 - - - 1 | South's droid takes 1 hit: one transmitter to cover.\n");
    tw_game_free(g);
}

/* killer_shots 2..6: a hit whenever the droid is in the killer's row or
 * column (4: three transmitters; 6: scrap metal); out of line, nothing. */
static void test_the_killer_hits_in_line_or_scraps_the_droid(void **state)
{
    (void)state;
#define RK4 STD "scenario=robot-killer players=1 shots=4 turn=1 start=S phase=send cur=S " \
            "sheetroll=1 ksent=1a passed=S "
    const char *sent = "sent 0 V1n 10 j2 128 | South sends V1n (land: advance 1, north) from "
                       "transmitter 10, which drives file j: his droid on j2.\n"
                       "moved 0 S j2 j3 - | South's droid moves from j2 to j3.\n"
                       "sent 4 X 1 j10 134 | The robot killer on j10 sends X (killer: four-way "
                       "shot) from its transmitter 1, which drives file j.\n"
                       "shot 4 K j10 j3 128 | The robot killer on j10 fires in all four "
                       "directions and hits South's droid on j3, in its column.\n";
    char expected[2048];
    snprintf(expected, sizeof expected, "%s%s", sent,
             "hit 0 - - - 3 | South's droid takes 3 hits: one transmitter to cover for each.\n");
    expect_only(RK4 "S=j2;carry:O7;tx:10a=V1n G=j10 obj=Oj6", "send:10", expected);
    snprintf(expected, sizeof expected, "%s%s", sent,
             "ended -102 - - - 10 | Nobody wins: the robot killer's hit turns South's droid into "
             "scrap metal.\n");
    expect_only(STD "scenario=robot-killer players=1 shots=6 turn=1 start=S phase=send cur=S "
                    "sheetroll=1 ksent=1a passed=S S=j2;carry:O7;tx:10a=V1n G=j10",
                "send:10", expected);
    tw_game *g = tw_test_position("droids", RK4 "S=i2;carry:O7;tx:9a=V1n G=j10");
    tw_test_play(g, "send:9");
    const char *lines = ply_lines(g, 0, TW_VIEW_ALL);
    const char *miss = "shot 4 K j10 - - | The robot killer on j10 fires in all four directions: "
                       "South's droid, not in its row or column, is not hit.\n";
    if (!strstr(lines, miss))
        fail_msg("no miss in\n%s", lines);
    tw_game_free(g);
#undef RK4
}

static void test_the_killer_caught_or_the_turns_run_out(void **state)
{
    (void)state;
    expect_only(RK "turn=1 start=S phase=send cur=S sheetroll=10 passed=S "
                   "S=i8;carry:O5;tx:9a=P G=j10 obj=Oi9,Oi10",
                "send:9 put:j9",
                "dropped 0 obstacle - j9 - | South's droid puts a mobile obstacle down on j9.\n"
                "ended 0 - - - 9 | South wins: the robot killer is surrounded by his force "
                "field.\n");
    expect_only(STD "scenario=robot-killer players=1 maxturns=3 turn=3 start=S phase=send cur=S "
                    "sheetroll=10 passed=S S=e1;carry:O7;tx:5a=V1n G=j10",
                "send:5",
                "sent 0 V1n 5 e1 128 | South sends V1n (land: advance 1, north) from transmitter "
                "5, which drives file e: his droid on e1.\n"
                "moved 0 S e1 e2 - | South's droid moves from e1 to e2.\n"
                "passed 4 - - - 4 | The robot killer has no order left in line: it is done for "
                "this turn.\n"
                S_DONE
                "ended -102 - - - 4 | Nobody wins: turn 3, the last, is over and the robot killer "
                "is still free.\n");
}

/* ---- eliminations and the ends of the turn ------------------------------------ */

/* Hits beyond the last transmitter are lost; all ten covered, North can
 * send nothing and is out. */
static void test_eliminated_with_every_transmitter_covered(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=S passed=SN S=e6;tx:5a=Sn N=e7;dmg:1,2,3,4,5,7,8,9,10;"
                    "tx:6a=V1n",
                "send:5 roll:9 cover:6",
                "chose 1 - 6 - 3 | North covers transmitter 6 (file e).\n"
                "returned 1 V1n 6a - 1 | V1n (land: advance 1, north), in box a of North's "
                "transmitter 6 (file e), goes back to the box.\n"
                N_DONE
                S_DONE
                "eliminated 1 N e7 - 1 | North is eliminated: all ten of his transmitters are "
                "covered, so no order reached his droid or a repair robot this turn.\n"
                "ended 0 - - - 1 | South wins: he is the last player still in.\n");
}

/* South's violet chit cannot take effect in water and blocks the blue one
 * behind it: his chits go back unsent, and the reason names the
 * transmitter his droid takes its orders from. */
static void test_eliminated_with_orders_that_could_not_take_effect(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=N passed=SN S=c5;tx:3a=V1n,3b=B1n N=f10;tx:5a=V1s", "send:5",
                "sent 1 V1s 5 f10 129 | North sends V1s (land: advance 1, south) from "
                "transmitter 5, which drives file f: his droid on f10.\n"
                "moved 1 N f10 f9 - | North's droid moves from f10 to f9.\n"
                S_DONE
                N_DONE
                "returned 0 V1n 3a - 1 | V1n (land: advance 1, north), in box a of South's "
                "transmitter 3 (file c), goes back to the box.\n"
                "returned 0 B1n 3b - 1 | B1n (water: advance 1, north), in box b of South's "
                "transmitter 3 (file c), goes back to the box.\n"
                "eliminated 0 S c5 - 2 | South is eliminated: no order was sent to his droid or a "
                "repair robot this turn, as none of the orders left on his transmitters could "
                "take effect; his droid on c5 takes its orders from transmitter 3.\n"
                "ended 1 - - - 1 | North wins: he is the last player still in.\n");
}

/* Interference at a droid is no order to one's own: South is out with
 * North, who had nothing; nobody wins. */
static void test_everyone_out_in_the_same_turn(void **state)
{
    (void)state;
    expect_only(CH2 "phase=send cur=S passed=SN S=d2;tx:5a=In N=e7", "send:5",
                "sent 0 In 5 e7 129 | South sends In (interference, north) from transmitter 5, "
                "which drives file e: North's droid on e7.\n"
                "moved 0 N e7 e8 - | North's droid moves from e7 to e8.\n"
                "moved 0 N e8 e9 - | North's droid moves from e8 to e9.\n"
                "moved 0 N e9 e10 - | North's droid moves from e9 to e10.\n"
                N_DONE
                S_DONE
                "eliminated 0 S d2 - 3 | South is eliminated: no order was sent to his droid or a "
                "repair robot this turn; his droid on d2 takes its orders from transmitter 4.\n"
                "eliminated 1 N e10 - 3 | North is eliminated: no order was sent to his droid or "
                "a repair robot this turn; his droid on e10 takes its orders from transmitter "
                "6.\n"
                "ended -102 - - - 2 | Nobody wins: every player left is eliminated in the same "
                "turn.\n");
}

/* West's transmitter 5 drives rank 6, East's rank 5. */
static void test_a_team_wins_when_the_other_is_out(void **state)
{
    (void)state;
    expect_only(STD "scenario=challenge players=4 teams=on turn=1 start=S phase=send cur=S "
                    "passed=SNWE done=NWE sent=N S=d2;tx:4a=V1n N=f10 W=a6 E=j5",
                "send:4",
                S_UP_FROM_D2
                S_DONE
                "eliminated 2 W a6 - 3 | West is eliminated: no order was sent to his droid or a "
                "repair robot this turn; his droid on a6 takes its orders from transmitter 5.\n"
                "eliminated 3 E j5 - 3 | East is eliminated: no order was sent to his droid or a "
                "repair robot this turn; his droid on j5 takes its orders from transmitter 5.\n"
                "ended 0 - - - 3 | South and North win: West and East are both out.\n");
}

static void test_the_last_turn_and_the_next_one(void **state)
{
    (void)state;
    expect_only(STD "scenario=challenge players=2 maxturns=5 turn=5 start=S phase=send cur=S "
                    "passed=SN done=N sent=N S=d2;tx:4a=V1n N=f10",
                "send:4",
                S_UP_FROM_D2
                S_DONE
                "ended -101 - - - 4 | The game is a draw among the players still in: turn 5, the "
                "last, is over.\n");
    expect_only(CH3 "phase=send cur=S passed=SNW done=NW sent=NW S=d2;tx:4a=V1n N=f10 W=a6",
                "send:4",
                S_UP_FROM_D2
                S_DONE
                "turn 2 - - - 2 | Turn 2 begins; West is the start player.\n"
                DRAW_BEGINS);
}

/* ---- set-up, draws and programming -------------------------------------------- */

static void test_the_first_start_player_and_the_set_up(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("droids", "players=2");
    tw_test_play(g, "first:S obstacle:e4 obstacle:b2 obstacle:b3 obstacle:b4 obstacle:b6 "
                    "obstacle:b7 obstacle:b8 obstacle:b9");
    assert_ply(g, 0, TW_VIEW_ALL,
               "turn 0 - - - 1 | Turn 1 begins; South is the start player.\n"
               "phase - - - - 1 | Set-up: from the start player on, each player in turn places 4 "
               "mobile obstacles.\n");
    assert_ply(g, 1, TW_VIEW_ALL,
               "placed 0 obstacle - e4 - | South places a mobile obstacle on e4.\n");
    assert_ply(g, 8, TW_VIEW_ALL,
               "placed 1 obstacle - b9 - | North places a mobile obstacle on b9.\n"
               DRAW_BEGINS);
    tw_game_free(g);
    g = tw_test_new("droids", "scenario=de-mine");
    tw_test_play(g, "first:N");
    assert_ply(g, 0, 1,
               "turn 1 - - - 1 | Turn 1 begins; North is the start player.\n"
               DRAW_BEGINS);
    tw_game_free(g);
}

/* A blind draw is masked for every seat but the drawer's, and for his
 * too until his seventh chit is drawn: then he sees them all. */
static void test_a_blind_draw_is_seen_by_the_drawer_once_his_draw_is_over(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", CH2 "phase=pile cur=S S=e1 N=f10");
    tw_test_play(g, "pile:violet draw:VF");
    const char *masked = "drew 0 ? violet - - | South draws a chit from the violet pile.\n";
    assert_ply(g, 0, 1, "chose 0 - violet - 1 | South chooses the violet pile for his next draw.\n");
    assert_ply(g, 1, TW_VIEW_ALL,
               "drew 0 VF violet - - | South draws VF (land: as far as possible) from the violet "
               "pile.\n");
    assert_ply(g, 1, 0, masked);
    assert_ply(g, 1, 1, masked);
    tw_test_play(g, "pile:red draw:S pile:red draw:S pile:red draw:I pile:blue draw:B1 "
                    "pile:grey draw:GR pile:red draw:P");
    assert_ply(g, 1, 0,
               "drew 0 VF violet - - | South draws VF (land: as far as possible) from the violet "
               "pile.\n");
    assert_ply(g, 13, 0, "drew 0 P red - - | South draws P (pick up / put down) from the red pile.\n");
    assert_ply(g, 1, 1, masked);
    assert_ply(g, 13, 1, "drew 0 ? red - - | South draws a chit from the red pile.\n");
    char json[1024];
    tw_game_events_json(g, 13, 1, json, sizeof json);
    assert_string_equal(json, "[{\"kind\":\"drew\",\"player\":0,\"piece\":null,\"from\":\"red\","
                              "\"to\":null,\"value\":null,\"text\":\"South draws a chit from the "
                              "red pile.\"}]");
    tw_game_events_json(g, 13, 0, json, sizeof json);
    assert_string_equal(json, "[{\"kind\":\"drew\",\"player\":0,\"piece\":\"P\",\"from\":\"red\","
                              "\"to\":null,\"value\":null,\"text\":\"South draws P (pick up / put "
                              "down) from the red pile.\"}]");
    tw_game_free(g);
    /* The last drawer's seventh chit: programming begins. */
    expect_only(CH2 "phase=pile cur=N S=e1;rack:B1,B1,B1,B1,B1,B1,B1 N=f10;rack:V1,V1,V1,V1,V1,"
                    "V1",
                "pile:red draw:S",
                "drew 1 S red - - | North draws S (shoot) from the red pile.\n"
                "phase - - - - 5 | Programming begins: in turn, each player places one chit face "
                "up in a box of a transmitter, or passes.\n");
}

static void test_programming_a_chit_in_a_box_and_passing(void **state)
{
    (void)state;
    tw_game *g = expect(CH2 "phase=chit cur=S S=e1;rack:V1,S N=f10;rack:V2",
                        "chit:V1n box:5a pass pass",
                        "passed 0 - - - 1 | South passes: he places no more chits this turn.\n"
                        "returned 0 - - - 1 | South's unplaced chit goes back to the box.\n"
                        "returned 1 - - - 1 | North's unplaced chit goes back to the box.\n"
                        "phase - - - - 8 | Execution begins: from the start player on, each "
                        "player in turn sends one order.\n");
    assert_ply(g, 0, 1,
               "chose 0 V1n - - 2 | South chooses to place V1n (land: advance 1, north).\n");
    assert_ply(g, 1, 1,
               "placed 0 V1n - 5a - | South places V1n (land: advance 1, north) in box a of "
               "transmitter 5 (file e).\n");
    assert_ply(g, 2, 0, "passed 1 - - - 1 | North passes: he places no more chits this turn.\n");
    tw_game_free(g);
    /* North's transmitter 5 drives file f; South, all covered, passes by himself. */
    expect_only(STD "scenario=challenge players=2 turn=1 start=N phase=chit cur=N "
                    "S=e1;dmg:1,2,3,4,5,6,7,8,9,10;rack:V1 N=f10;rack:V1,V2",
                "chit:V2s box:5a",
                "placed 1 V2s - 5a - | North places V2s (land: advance 2, south) in box a of "
                "transmitter 5 (file f).\n"
                "passed 0 - - - 3 | South has no free box on an undamaged transmitter: he "
                "passes.\n");
    /* Both racks empty: both pass by themselves, and nothing goes back. */
    expect_only(CH2 "phase=box cur=S chit=V1n S=e1;rack:V1 N=f10;rack:V2", "box:5a chit:V2s box:5a",
                "placed 1 V2s - 5a - | North places V2s (land: advance 2, south) in box a of "
                "transmitter 5 (file f).\n"
                "passed 0 - - - 2 | South has no chit left on his rack: he passes.\n"
                "passed 1 - - - 2 | North has no chit left on his rack: he passes.\n"
                "phase - - - - 8 | Execution begins: from the start player on, each player in "
                "turn sends one order.\n");
}

/* ---- per seat --------------------------------------------------------------- */

/* North draws V2 in one game, VF in the other. While he draws, neither
 * seat can tell the games apart on any channel (the JSON view carries the
 * draw's event, masked); once his seventh chit is drawn, North can, and
 * reads his draw unmasked, while South still reads "a chit". */
static void test_seats_that_did_not_see_a_draw_read_its_events_alike(void **state)
{
    (void)state;
    const char *pos = CH2 "phase=pile cur=N S=e1;rack:B1,B1,B1,B1,B1,B1,B1 N=f10";
    tw_game *a = tw_test_position("droids", pos), *b = tw_test_position("droids", pos);
    tw_test_play(a, "pile:violet draw:V2");
    tw_test_play(b, "pile:violet draw:VF");
    for (int seat = 0; seat < 2; seat++)
        tw_info_assert_same(a, b, seat);
    assert_ply(a, 1, 0, "drew 1 ? violet - - | North draws a chit from the violet pile.\n");
    assert_ply(b, 1, 1, "drew 1 ? violet - - | North draws a chit from the violet pile.\n");
    assert_ply(b, 1, TW_VIEW_ALL,
               "drew 1 VF violet - - | North draws VF (land: as far as possible) from the violet "
               "pile.\n");
    const char *rest = "pile:red draw:S pile:red draw:S pile:red draw:S pile:red draw:S "
                       "pile:red draw:S pile:red draw:S";
    tw_test_play(a, rest);
    tw_test_play(b, rest);
    tw_info_assert_same(a, b, 0);
    assert_true(tw_info_differ(a, b, 1));
    assert_ply(a, 1, 0, "drew 1 ? violet - - | North draws a chit from the violet pile.\n");
    assert_ply(a, 1, 1, "drew 1 V2 violet - - | North draws V2 (land: advance 2) from the violet "
                        "pile.\n");
    assert_ply(b, 13, 0,
               "drew 1 ? red - - | North draws a chit from the red pile.\n"
               "phase - - - - 5 | Programming begins: in turn, each player places one chit face "
               "up in a box of a transmitter, or passes.\n");
    tw_game_free(a);
    tw_game_free(b);
}

/* ---- seeded games, told by their events alone ---------------------------------- */

/* What a host that reads only the events knows of a game. */
typedef struct picture {
    int robot[100];       /* the piece code of the robot on each square, or -1 */
    int object[100];      /* a tw_droids_object_kind */
    int carry[4], count[4];
    int covered[4], out[4], score[4], rack[4];
    int box[4][30];       /* a chit as a box holds it, 0 for none */
    int turn, start, winner;
} picture;

static int robot_code(int r)
{
    return ROBOT + (r == TW_DROIDS_ROBOT_REPAIR1 ? TW_DROIDS_ROBOT_REPAIR0 : r);
}

/* The picture the game's accessors give. */
static void picture_of(const tw_game *g, picture *p)
{
    memset(p, 0, sizeof *p);
    for (int q = 0; q < 100; q++) {
        p->robot[q] = -1;
        p->object[q] = tw_droids_object(g, q);
    }
    for (int r = 0; r < TW_DROIDS_ROBOT_COUNT; r++) {
        int q = tw_droids_robot_square(g, r);
        if (q >= 0)
            p->robot[q] = robot_code(r);
    }
    for (int s = 0; s < tw_game_num_players(g); s++) {
        p->carry[s] = tw_droids_carried(g, s, &p->count[s]);
        p->covered[s] = tw_droids_covered(g, s);
        p->out[s] = tw_droids_is_eliminated(g, s);
        p->score[s] = tw_droids_cargo_score(g, s);
        p->rack[s] = tw_droids_rack_size(g, s);
        for (int b = 0; b < 30; b++) {
            int dir = TW_NONE, chit = tw_droids_box(g, s, b / 3, b % 3, &dir);
            p->box[s][b] = chit ? chit | (dir == TW_NONE ? 0 : dir) << 4 : 0;
        }
    }
    p->turn = tw_droids_turn(g);
    p->start = tw_droids_start_player(g);
    p->winner = tw_game_winner(g);
}

#define HOLDS(cond)                                                                           \
    do {                                                                                      \
        if (!(cond))                                                                          \
            fail_msg("ply %d: the event does not fit the picture: %s", ply, #cond);           \
    } while (0)

/* Moves a robot the events say moved. */
static void move_robot(picture *p, const event *e, int ply)
{
    HOLDS(p->robot[e->from] == e->piece && p->robot[e->to] == -1);
    p->robot[e->to] = e->piece;
    p->robot[e->from] = -1;
}

static void take_one(picture *p, int who)
{
    if (--p->count[who] == 0)
        p->carry[who] = TW_DROIDS_OBJECT_NONE;
}

static void picked(picture *p, const event *e, int ply)
{
    int kind = e->piece - OBJECT, who = e->player;
    HOLDS(p->carry[who] == TW_DROIDS_OBJECT_NONE);
    if (e->value != TW_NONE) { /* from a droid */
        HOLDS(p->carry[e->value - ROBOT] == kind);
        take_one(p, e->value - ROBOT);
    } else if (kind == TW_DROIDS_OBJECT_STATUE) {
        HOLDS(p->robot[e->from] == ROBOT + TW_DROIDS_ROBOT_GREY);
        p->robot[e->from] = -1;
    } else {
        HOLDS(p->object[e->from] == kind);
        p->object[e->from] = TW_DROIDS_OBJECT_NONE;
    }
    p->carry[who] = kind;
    p->count[who] = 1;
}

static void dropped(picture *p, const event *e, int ply)
{
    int kind = e->piece - OBJECT;
    HOLDS(p->carry[e->player] == kind && p->robot[e->to] == -1);
    take_one(p, e->player);
    if (kind == TW_DROIDS_OBJECT_STATUE)
        p->robot[e->to] = ROBOT + TW_DROIDS_ROBOT_GREY;
    else
        p->object[e->to] = kind;
}

static void placed(picture *p, const event *e, int ply)
{
    if (e->piece > OBJECT) {
        HOLDS(p->object[e->to] == TW_DROIDS_OBJECT_NONE);
        p->object[e->to] = e->piece - OBJECT;
        return;
    }
    HOLDS(p->box[e->player][e->to] == 0 && p->rack[e->player] > 0);
    p->box[e->player][e->to] = e->piece;
    p->rack[e->player]--;
}

static void returned(picture *p, const event *e, int ply)
{
    if (e->piece == TW_NONE) { /* a rack's unplaced chits */
        HOLDS(p->rack[e->player] == e->value);
        p->rack[e->player] = 0;
        return;
    }
    HOLDS(p->box[e->player][e->from] == e->piece);
    p->box[e->player][e->from] = 0;
}

/* A player's order leaves the box nearest the board of its transmitter. */
static void sent(picture *p, const event *e, int ply)
{
    if (e->player == TW_DROIDS_SENDER_KILLER)
        return; /* the Program Sheet's orders are no chits */
    int *boxes = &p->box[e->player][e->from * 3], b = 0;
    while (b < 3 && !boxes[b])
        b++;
    HOLDS(b < 3 && boxes[b] == e->piece);
    boxes[b] = 0;
}

static void exploded(picture *p, const event *e, int ply)
{
    if (e->player == TW_NONE) { /* a mine on the square */
        HOLDS(p->object[e->from] == TW_DROIDS_OBJECT_MINE);
        p->object[e->from] = TW_DROIDS_OBJECT_NONE;
    } else { /* the mine the droid carries */
        HOLDS(p->carry[e->player] == TW_DROIDS_OBJECT_MINE);
        p->carry[e->player] = TW_DROIDS_OBJECT_NONE;
        p->count[e->player] = 0;
    }
}

/* The game is over: every chit goes back to the box. */
static void ended(picture *p, const event *e)
{
    p->winner = e->player;
    memset(p->box, 0, sizeof p->box);
    memset(p->rack, 0, sizeof p->rack);
}

static void picture_apply(picture *p, const event *e, int ply)
{
    switch (e->kind) {
    case TW_EVENT_MOVED:
    case TW_EVENT_PUSHED:
        move_robot(p, e, ply);
        break;
    case TW_EVENT_BLOCKED:
        HOLDS(p->robot[e->from] == e->piece);
        break;
    case TW_EVENT_EXPLODED:
        exploded(p, e, ply);
        break;
    case TW_EVENT_DREW:
        p->rack[e->player]++;
        break;
    case TW_EVENT_PLACED:
        placed(p, e, ply);
        break;
    case TW_EVENT_CHOSE:
        if (e->value == TW_DROIDS_CHOICE_COVER)
            p->covered[e->player] |= 1 << e->from;
        break;
    case TW_EVENT_RETURNED:
        returned(p, e, ply);
        break;
    case TW_EVENT_SENT:
        sent(p, e, ply);
        break;
    case TW_EVENT_REPAIRED:
        if (e->from != TW_NONE)
            p->covered[e->player] &= ~(1 << e->from);
        break;
    case TW_EVENT_PICKED:
        picked(p, e, ply);
        break;
    case TW_EVENT_DROPPED:
        dropped(p, e, ply);
        break;
    case TW_EVENT_SCORED:
        p->score[e->player] += e->value;
        p->carry[e->player] = TW_DROIDS_OBJECT_NONE;
        p->count[e->player] = 0;
        break;
    case TW_EVENT_ELIMINATED:
        p->out[e->player] = 1;
        break;
    case TW_EVENT_TURN:
        p->turn = e->value;
        p->start = e->player;
        break;
    case TW_EVENT_ENDED:
        ended(p, e);
        break;
    default: /* shot, hit, rolled, passed, phase: nothing on the board */
        break;
    }
}

static void assert_same_picture(const picture *told, const picture *real, const char *where, int ply)
{
    static const struct {
        const char *name;
        size_t offset, size;
    } parts[] = {
        {"robots", offsetof(picture, robot), sizeof((picture *)0)->robot},
        {"objects", offsetof(picture, object), sizeof((picture *)0)->object},
        {"carried", offsetof(picture, carry), 2 * sizeof((picture *)0)->carry},
        {"covered", offsetof(picture, covered), sizeof((picture *)0)->covered},
        {"out", offsetof(picture, out), sizeof((picture *)0)->out},
        {"boxes home", offsetof(picture, score), sizeof((picture *)0)->score},
        {"racks", offsetof(picture, rack), sizeof((picture *)0)->rack},
        {"transmitters", offsetof(picture, box), sizeof((picture *)0)->box},
        {"turn", offsetof(picture, turn), 2 * sizeof(int)},
        {"winner", offsetof(picture, winner), sizeof(int)},
    };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (memcmp((const char *)told + parts[i].offset, (const char *)real + parts[i].offset,
                   parts[i].size) != 0)
            fail_msg("%s, after ply %d: the %s the events tell are not the game's", where, ply,
                     parts[i].name);
}

/* Appends s to a JSON text as a string, or null. */
static size_t json_string(char *out, size_t len, size_t cap, const char *s)
{
    if (!strcmp(s, "-"))
        return len + (size_t)snprintf(out + len, cap - len, "null");
    len += (size_t)snprintf(out + len, cap - len, "\"");
    for (; *s && len + 3 < cap; s++) {
        if (*s == '"' || *s == '\\')
            out[len++] = '\\';
        out[len++] = *s;
    }
    return len + (size_t)snprintf(out + len, cap - len, "\"");
}

/* The JSON of an event as docs/events.md says it: its fields named as this
 * file names them, and its sentence. */
static size_t event_json(const tw_game *g, const event *e, char *out, size_t len, size_t cap)
{
    char piece[16], from[16], to[16], player[16], value[16];
    name_piece(g, e->kind, e->piece, piece, sizeof piece);
    name_place(place_of(e->kind, 0, e->piece, e->value), e->from, from, sizeof from);
    name_place(place_of(e->kind, 1, e->piece, e->value), e->to, to, sizeof to);
    snprintf(player, sizeof player, e->player == TW_NONE ? "null" : "%d", e->player);
    snprintf(value, sizeof value, e->value == TW_NONE ? "null" : "%d", e->value);
    len += (size_t)snprintf(out + len, cap - len, "{\"kind\":\"%s\",\"player\":%s,\"piece\":",
                            tw_game_event_kind_name(e->kind), player);
    len = json_string(out, len, cap, !strcmp(piece, "?") ? "-" : piece);
    len += (size_t)snprintf(out + len, cap - len, ",\"from\":");
    len = json_string(out, len, cap, from);
    len += (size_t)snprintf(out + len, cap - len, ",\"to\":");
    len = json_string(out, len, cap, to);
    len += (size_t)snprintf(out + len, cap - len, ",\"value\":%s,\"text\":", value);
    len = json_string(out, len, cap, e->text);
    return len + (size_t)snprintf(out + len, cap - len, "}");
}

/* Reads the ply's events as viewer reads them into the picture, checking
 * each sentence and the ply's JSON on the way. */
static void tell_ply(const tw_game *g, int ply, int viewer, picture *p)
{
    static char want[LINES_CAP], got[LINES_CAP];
    int n = tw_game_event_count(g, ply, viewer);
    assert_true(n >= 1 && n < 128); /* every move says something; none is dropped */
    size_t len = (size_t)snprintf(want, sizeof want, "[");
    for (int i = 0; i < n; i++) {
        event e;
        read_event(g, ply, i, viewer, &e);
        size_t t = strlen(e.text);
        if (t < 2 || e.text[t - 1] != '.' || strchr(e.text, '?'))
            fail_msg("ply %d: a sentence that says nothing: '%s'", ply, e.text);
        if (i)
            want[len++] = ',';
        len = event_json(g, &e, want, len, sizeof want);
        assert_true(len < sizeof want);
        picture_apply(p, &e, ply);
    }
    snprintf(want + len, sizeof want - len, "]");
    assert_true(tw_game_events_json(g, ply, viewer, got, sizeof got) < (int)sizeof got);
    if (strcmp(got, want) != 0)
        fail_msg("ply %d, viewer %d: JSON\n%s\nexpected\n%s", ply, viewer, got, want);
}

/* The transmitter (0..9) of seat's droid's line. */
static int line_of(const tw_game *g, int seat)
{
    int q = tw_droids_robot_square(g, seat), f = q % 10, r = q / 10;
    return seat == 0 ? f : seat == 1 ? 9 - f : seat == 2 ? 9 - r : r;
}

/* Whether move (in notation) is what a keen player does at phase: draw
 * what moves his droid where it stands, place it on his droid's line,
 * hardly ever pass. */
static int keen_on(const tw_game *g, int seat, int phase, const char *move, int fussy)
{
    int land = tw_droids_terrain(g, tw_droids_robot_square(g, seat)) == TW_DROIDS_TERRAIN_LAND, t = 0;
    char b;
    switch (phase) {
    case TW_DROIDS_PHASE_PILE:
        return !fussy || !strcmp(move, land ? "pile:violet" : "pile:blue");
    case TW_DROIDS_PHASE_TAKE: /* "take:V1" */
    case TW_DROIDS_PHASE_CHIT: /* "chit:V1n" */
        return strcmp(move, "pass") != 0 && (!fussy || move[5] == (land ? 'V' : 'B'));
    case TW_DROIDS_PHASE_BOX:
        return sscanf(move, "box:%d%c", &t, &b) == 2 && t - 1 == line_of(g, seat);
    default:
        return 0;
    }
}

/* A player who mostly moves his droid, on his droid's own line, and seldom
 * passes, so that games last and orders are sent; otherwise at random. */
static tw_move choose(const tw_game *g, uint64_t *rng)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX), phase = tw_droids_phase(g);
    assert_true(n > 0);
    int pick = (int)(splitmix64_next(rng) % (uint64_t)n);
    int seat = tw_game_current_player(g), mood = (int)(splitmix64_next(rng) % 10);
    for (int fussy = mood < 4; mood != 0 && fussy >= 0; fussy--)
        for (int k = 0; k < n; k++) {
            char text[32];
            tw_move_to_string(g, moves[(pick + k) % n], text, sizeof text);
            if (keen_on(g, seat, phase, text, fussy))
                return moves[(pick + k) % n];
        }
    return moves[pick];
}

/* A draw's event hides its chit from a seat exactly when the seat's record
 * masks the move. */
static void assert_draws_masked_as_the_records(const tw_game *g, int plies)
{
    tw_move *all = malloc((size_t)plies * sizeof *all), *seen = malloc((size_t)plies * sizeof *seen);
    assert_non_null(all);
    assert_non_null(seen);
    assert_int_equal(tw_game_history(g, all, (size_t)plies), plies);
    for (int seat = 0; seat < tw_game_num_players(g); seat++) {
        assert_int_equal(tw_game_history_for(g, seat, seen, (size_t)plies), plies);
        for (int ply = 0; ply < plies; ply++) {
            char text[32];
            tw_move_to_string(g, all[ply], text, sizeof text);
            if (strncmp(text, "draw:", 5) != 0)
                continue;
            int piece = 0;
            assert_int_equal(tw_game_event(g, ply, 0, seat, NULL, NULL, &piece, NULL, NULL, NULL),
                             TW_OK);
            if ((piece == TW_HIDDEN) != (seen[ply] != all[ply]))
                fail_msg("ply %d, seat %d: the draw's event and the seat's record disagree", ply,
                         seat);
        }
    }
    free(all);
    free(seen);
}

/* Every scenario and player count, with few turns: each event is read
 * through the API, which replays the game up to its move. */
static const char *const seeded[] = {
    "players=2 max_turns=8",
    "players=3 max_turns=6",
    "players=4 teams=on max_turns=5",
    "scenario=de-mine players=2 max_turns=8",
    "scenario=de-mine players=3 max_turns=6",
    "scenario=de-mine players=4 max_turns=5",
    "scenario=golden-microchips players=2 max_turns=8",
    "scenario=golden-microchips players=3 max_turns=6",
    "scenario=golden-microchips players=4 max_turns=5",
    "scenario=robot-madness players=2 max_turns=8",
    "scenario=robot-madness players=4 max_turns=5",
    "scenario=robot-statue players=2 max_turns=8",
    "scenario=robot-statue players=3 max_turns=6",
    "scenario=duel max_turns=8",
    "scenario=robot-killer players=1 max_turns=10",
    "scenario=robot-killer players=1 killer_shots=3 max_turns=10",
    "scenario=robot-killer players=1 killer_shots=6 max_turns=10",
};
#define SEEDS 4 /* games of each */

#define EVERY 7 /* plies between comparisons */

static void play_told(const char *set, int seed)
{
    char params[128];
    snprintf(params, sizeof params, "%s seed=%d", set, seed);
    tw_game *g = tw_test_new("droids", params);
    picture real, told_all, told_seat;
    picture_of(g, &told_all);
    told_seat = told_all;
    uint64_t rng = 0xcbf29ce484222325u; /* the host's own picks: FNV-1a of the params */
    for (const char *c = params; *c; c++)
        rng = (rng ^ (unsigned char)*c) * 0x100000001b3u;
    int ply = 0;
    while (tw_game_current_player(g) != TW_PLAYER_TERMINAL) {
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE)
            assert_int_equal(tw_game_advance(g), TW_OK);
        else
            assert_int_equal(tw_game_apply(g, choose(g, &rng)), TW_OK);
        tell_ply(g, ply, TW_VIEW_ALL, &told_all);
        tell_ply(g, ply, 0, &told_seat);
        ply++;
        if (ply % EVERY == 0 || tw_game_current_player(g) == TW_PLAYER_TERMINAL) {
            picture_of(g, &real);
            assert_same_picture(&told_all, &real, params, ply - 1);
            /* South's masked events tell the same public picture. */
            assert_same_picture(&told_seat, &real, params, ply - 1);
        }
    }
    assert_true(real.winner != TW_WINNER_NONE);
    assert_draws_masked_as_the_records(g, ply);
    tw_game_free(g);
}

static void test_seeded_games_are_told_by_their_events(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof seeded / sizeof seeded[0]; i++)
        for (int seed = 1; seed <= SEEDS; seed++)
            play_told(seeded[i], seed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_move_into_an_obstacle_is_blocked_and_spent),
        cmocka_unit_test(test_a_far_move_pushes_square_by_square),
        cmocka_unit_test(test_a_droid_entering_water_stops),
        cmocka_unit_test(test_the_statue_carrier_moves_one_square),
        cmocka_unit_test(test_interference_moves_another_robot),
        cmocka_unit_test(test_west_and_east_transmitters_drive_ranks),
        cmocka_unit_test(test_a_shot_its_roll_its_hits_and_the_covers),
        cmocka_unit_test(test_a_shot_stopped_or_lost_is_not_rolled),
        cmocka_unit_test(test_a_repair_robot_lays_a_mine),
        cmocka_unit_test(test_a_pushed_droid_sets_off_a_mine),
        cmocka_unit_test(test_a_carried_mine_rolls_and_explodes),
        cmocka_unit_test(test_a_repair_uncovers_a_transmitter),
        cmocka_unit_test(test_pick_up_put_down_and_steal),
        cmocka_unit_test(test_cargo_boxes_home_and_the_end_of_the_cargo),
        cmocka_unit_test(test_the_statue_home_the_garden_and_the_duel_end_the_game),
        cmocka_unit_test(test_the_killer_sheet_roll_and_its_orders),
        cmocka_unit_test(test_the_killer_four_way_shot),
        cmocka_unit_test(test_the_killer_hits_in_line_or_scraps_the_droid),
        cmocka_unit_test(test_the_killer_caught_or_the_turns_run_out),
        cmocka_unit_test(test_eliminated_with_every_transmitter_covered),
        cmocka_unit_test(test_eliminated_with_orders_that_could_not_take_effect),
        cmocka_unit_test(test_everyone_out_in_the_same_turn),
        cmocka_unit_test(test_a_team_wins_when_the_other_is_out),
        cmocka_unit_test(test_the_last_turn_and_the_next_one),
        cmocka_unit_test(test_the_first_start_player_and_the_set_up),
        cmocka_unit_test(test_a_blind_draw_is_seen_by_the_drawer_once_his_draw_is_over),
        cmocka_unit_test(test_programming_a_chit_in_a_box_and_passing),
        cmocka_unit_test(test_seats_that_did_not_see_a_draw_read_its_events_alike),
        cmocka_unit_test(test_seeded_games_are_told_by_their_events),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
