/* SPDX-License-Identifier: MIT */
/*
 * test_droids_rules.c: Droids, rule by rule (docs/rules/droids.md names
 * each test). Every test sets up an exact position in notation, plays
 * decisions and chance outcomes (d10 faces, drawn chits) in notation, and
 * asserts the exact result, hand-checked against the seed and the rulings.
 *
 * The standard board (rank 10 first):
 *   10 #....N...R      6 W..4..3~2~      2 ..........
 *    9 ..........      5 ~2~3G.4..E      1 R...S....#
 *    8 ..#..#.#..      4 ..........
 *    7 ..........      3 ..#.#..#..        abcdefghij
 * South's transmitter t (1..10) lines up with file t (a = 1); north's with
 * file 11 - t (j = 1); west's with rank 11 - t; east's with rank t.
 */
#include "support/tw_test.h"
#include "toywar/droids.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STD "board=standard "
#define CH2 STD "scenario=challenge players=2 turn=1 start=S "
#define CH3 STD "scenario=challenge players=3 turn=1 start=S "
#define DM2 STD "scenario=de-mine players=2 turn=1 start=S "
#define DM3 STD "scenario=de-mine players=3 turn=1 start=S "
#define DU2 STD "scenario=duel players=2 turn=1 start=S "

/* Position, moves, expected position. */
static void check(const char *before, const char *moves, const char *after)
{
    tw_game *g = tw_test_position("droids", before);
    tw_test_play(g, moves);
    tw_test_assert_position(g, after);
    tw_game_free(g);
}

static void check_legal(const char *position, const char *moves, const char *legal)
{
    tw_game *g = tw_test_position("droids", position);
    tw_test_play(g, moves);
    tw_test_assert_legal(g, legal);
    tw_game_free(g);
}

/* ---- movement ---------------------------------------------------------------- */

static void test_advance_one(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=d2;tx:4a=V1n N=f10;tx:5a=V1s", "send:4",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=d3 N=f10;tx:5a=V1s");
}

static void test_fixed_obstacle_blocks_but_order_is_used(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=e2;tx:5a=V1n N=f10;tx:5a=V1s", "send:5",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=e2 N=f10;tx:5a=V1s");
}

static void test_advance_two_stops_before_obstacle(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=e1;tx:5a=V2n N=f10;tx:5a=V1s", "send:5",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=e2 N=f10;tx:5a=V1s");
}

static void test_advance_two_stops_in_water(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=a4;tx:1a=V2n N=f10;tx:5a=V1s", "send:1",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=a5 N=f10;tx:5a=V1s");
}

static void test_far_pushes_two_robots_until_obstacle(void **state)
{
    (void)state;
    check(CH3 "phase=send cur=S passed=SNW S=a2;tx:1a=VFe N=c2;tx:5a=V1s W=e2 obj=Oh2", "send:1",
          CH3 "phase=send cur=N actor=S passed=SNW done=W sent=S S=e2 N=f2;tx:5a=V1s W=g2 "
              "obj=Oh2");
}

static void test_far_stops_at_board_edge(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=a2;tx:1a=VFe N=f10;tx:5a=V1s", "send:1",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=j2 N=f10;tx:5a=V1s");
}

static void test_pushed_droid_crosses_water_pusher_stops(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=a3;tx:1a=VFn N=a4;tx:10a=V1e", "send:1",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=a5 N=a6;tx:10a=V1e");
}

static void test_chain_against_obstacle_does_not_move(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=a3;tx:1a=V1e N=b3;tx:9a=V1n", "send:1",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=a3 N=b3;tx:9a=V1n");
}

/* The chain's far end is at the board edge: nothing moves, the order is used. */
static void test_chain_against_board_edge_does_not_move(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=i2;tx:9a=V1e N=j2;tx:1a=V1n", "send:9",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=i2 N=j2;tx:1a=V1n");
}

/* An eliminated player's droid stays on the board as a robot to push. */
static void test_eliminated_droid_stays_and_is_pushed(void **state)
{
    (void)state;
    check(CH3 "phase=send cur=S passed=SNW out=W S=f4;tx:6a=V1n N=f10;tx:5a=V1s W=f5", "send:6",
          CH3 "phase=send cur=N actor=S out=W passed=SNW sent=S S=f5 N=f10;tx:5a=V1s W=f6");
}

static void test_diagonal_passes_between_obstacles(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=h1;tx:8a=VDne N=f10;tx:5a=V1s obj=Oh2,Oi1",
          "send:8", CH2 "phase=send cur=N actor=S passed=SN sent=S S=i2 N=f10;tx:5a=V1s "
                        "obj=Oi1,Oh2");
}

static void test_blue_move_steps_onto_land(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=c5;tx:3a=B1n N=f10;tx:5a=V1s", "send:3",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=c6 N=f10;tx:5a=V1s");
}

/* A violet chit cannot take effect in water and blocks the blue one behind
 * it; S sends nothing all turn and is eliminated; N is the last one in. */
static void test_violet_in_water_blocks_and_silent_player_is_eliminated(void **state)
{
    (void)state;
    check_legal(CH2 "phase=send cur=N actor=N passed=SN sent=N S=c5;tx:3a=V1n,3b=B1n "
                    "N=f10;tx:5a=V1s",
                "", "send:5");
    check(CH2 "phase=send cur=N passed=SN S=c5;tx:3a=V1n,3b=B1n N=f10;tx:5a=V1s", "send:5",
          CH2 "phase=over out=S S=c5 N=f9 result=N");
}

/* Only the transmitter in line with the droid can be sent. */
static void test_only_transmitter_in_line(void **state)
{
    (void)state;
    check_legal(CH2 "phase=send cur=S passed=SN S=d2;tx:3a=V1n,4b=V1e,5a=V1n N=f10;tx:5a=V1s",
                "", "send:4");
}

/* West's transmitter t lines up with rank 11 - t, east's with rank t (both
 * 5 here, for a6 and j5); sending goes clockwise from the start player W:
 * W, N, E, S. */
static void test_west_and_east_transmitters_line_up_with_ranks(void **state)
{
    (void)state;
    const char *pos = STD "scenario=challenge players=4 turn=1 start=W phase=send cur=W "
                          "passed=SNWE S=e1;tx:1a=V1n N=f10;tx:5a=V1s W=a6;tx:5a=V1e,6a=V1e "
                          "E=j5;tx:5a=V1w,6a=V1w";
    check_legal(pos, "", "send:5");
    check_legal(pos, "send:5 send:5", "send:5");
    /* W (b6) and E (i5) stay on ranks 6 and 5, so their chits on
     * transmitter 6 (rank 5 for W, rank 6 for E) are not in line; S has
     * nothing in line: he is out, and the start passes from W to N. */
    check(pos, "send:5 send:5 send:5",
          STD "scenario=challenge players=4 turn=2 start=N phase=pile cur=N out=S S=e1 N=f9 "
              "W=b6 E=i5");
    /* The JSON view names the line of each transmitter, 1 first, for every
     * seat (a host draws the link from it, not from a copy of the rule). */
    tw_game *g = tw_test_position("droids", pos);
    char json[16384];
    assert_true(tw_game_to_json(g, 2, json, sizeof json) < (int)sizeof json);
    static const char *const lines[] = {
        "\"seat\":\"S\"", "\"lines\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\",\"h\",\"i\",\"j\"]",
        "\"seat\":\"N\"", "\"lines\":[\"j\",\"i\",\"h\",\"g\",\"f\",\"e\",\"d\",\"c\",\"b\",\"a\"]",
        "\"seat\":\"W\"", "\"lines\":[\"10\",\"9\",\"8\",\"7\",\"6\",\"5\",\"4\",\"3\",\"2\",\"1\"]",
        "\"seat\":\"E\"", "\"lines\":[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\",\"10\"]",
    };
    const char *at = json;
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        at = strstr(at, lines[i]);
        assert_non_null(at);
    }
    tw_game_free(g);
}

/* A blue chit needs its droid in water, and interference needs a robot in
 * its line (file a is empty): neither can be sent, so S sends nothing. */
static void test_blue_on_land_and_interference_at_nobody_cannot_be_sent(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=N passed=SN S=e1;tx:1a=In,5a=B1n N=f10;tx:5a=V1s", "send:5",
          CH2 "phase=over out=S S=e1 N=f9 result=N");
}

/* ---- shooting ------------------------------------------------------------- */

static void test_shot_distance_three_roll_seven_two_hits(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", CH2 "phase=send cur=S passed=SN S=e4;tx:5a=Sn "
                                                "N=e7;tx:3a=V2e,6a=V1n");
    tw_test_play(g, "send:5");
    tw_test_assert_position(g, CH2 "phase=shot actor=S shot=N3 passed=SN sent=S S=e4 "
                                   "N=e7;tx:3a=V2e,6a=V1n");
    tw_test_play(g, "roll:7");
    tw_test_assert_position(g, CH2 "phase=cover cur=N actor=S passed=SN sent=S S=e4 "
                                   "N=e7;tx:3a=V2e,6a=V1n;hits:2");
    tw_test_play(g, "cover:3 cover:10");
    tw_test_assert_position(g, CH2 "phase=send cur=N actor=S passed=SN sent=S S=e4 "
                                   "N=e7;dmg:3,10;tx:6a=V1n");
    tw_game_free(g);
}

static void test_shot_roll_zero_misses_at_distance_one(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=e6;tx:5a=Sn N=e7;tx:6a=V1n", "send:5 roll:0",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=e6 N=e7;tx:6a=V1n");
}

static void test_shot_d10_outcomes_are_faces(void **state)
{
    (void)state;
    check_legal(CH2 "phase=send cur=S passed=SN S=e6;tx:5a=Sn N=e7;tx:6a=V1n", "send:5",
                "roll:0 roll:1 roll:2 roll:3 roll:4 roll:5 roll:6 roll:7 roll:8 roll:9");
}

static void test_shot_blocked_by_obstacle_no_roll(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=f4;tx:6a=Sn N=f10;tx:5a=V1s obj=Of6", "send:6",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=f4 N=f10;tx:5a=V1s obj=Of6");
}

static void test_shot_blocked_by_repair_robot(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=a3;tx:1a=Sn N=a8;tx:10a=V1e R=a6,j10", "send:1",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=a3 N=a8;tx:10a=V1e R=a6,j10");
}

/* A cargo box and an eliminated player's droid stop a shot without a roll;
 * a shot that reaches the edge misses; each is still sent. */
static void test_shot_blocked_by_cargo_and_out_droid_edge_misses(void **state)
{
    (void)state;
    check(STD "scenario=golden-microchips players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=e4;tx:5a=Sn N=e7;tx:6a=V1n R=a1,j10 obj=Ce6",
          "send:5",
          STD "scenario=golden-microchips players=2 turn=1 start=S phase=send cur=N actor=S "
              "passed=SN sent=S S=e4 N=e7;tx:6a=V1n R=a1,j10 obj=Ce6");
    check(CH3 "phase=send cur=S passed=SNW out=W S=e4;tx:5a=Sn N=e7;tx:6a=V1n W=e6", "send:5",
          CH3 "phase=send cur=N actor=S out=W passed=SNW sent=S S=e4 N=e7;tx:6a=V1n W=e6");
    check(CH2 "phase=send cur=S passed=SN S=e4;tx:5a=Sw N=e7;tx:6a=V1n", "send:5",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=e4 N=e7;tx:6a=V1n");
}

/* The first droid on the line is the target, at its own distance; the one
 * behind it is safe. */
static void test_shot_hits_first_droid_only(void **state)
{
    (void)state;
    check(CH3 "phase=send cur=S passed=SNW S=e4;tx:5a=Sn N=e7;tx:6a=V1n W=e6", "send:5 roll:2",
          CH3 "phase=cover cur=W actor=S passed=SNW sent=S S=e4 N=e7;tx:6a=V1n W=e6;hits:1");
}

/* Each hit is a decision of the hit player among his undamaged transmitters. */
static void test_hit_player_chooses_transmitter(void **state)
{
    (void)state;
    const char *pos = CH2 "phase=send cur=S passed=SN S=e6;tx:5a=Sn N=e7;dmg:2,4;tx:6a=V1n";
    check_legal(pos, "send:5 roll:1",
                "cover:1 cover:3 cover:5 cover:6 cover:7 cover:8 cover:9 cover:10");
    check(pos, "send:5 roll:1 cover:7",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=e6 N=e7;dmg:2,4,7;tx:6a=V1n");
}

static void test_hits_beyond_last_transmitter_are_lost(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=e6;tx:5a=Sn N=e7;dmg:1,2,3,4,5,7,8,9,10;tx:6a=V1n",
          "send:5 roll:9 cover:6",
          CH2 "phase=over out=N S=e6 N=e7;dmg:1,2,3,4,5,6,7,8,9,10 result=S");
}

/* ---- pick up / put down ---------------------------------------------------- */

static void test_pick_up_choice_of_adjacent_objects(void **state)
{
    (void)state;
    const char *pos = CH2 "phase=send cur=S passed=SN S=d2;tx:4a=P N=f10;tx:5a=V1s obj=Oc1,Oe2";
    check_legal(pos, "send:4", "pick:c1 pick:e2");
    check(pos, "send:4 pick:e2",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=d2;carry:O N=f10;tx:5a=V1s obj=Oc1");
}

static void test_put_down_on_empty_adjacent_squares(void **state)
{
    (void)state;
    const char *pos = CH2 "phase=send cur=S passed=SN S=d2;carry:O;tx:4a=P N=f10;tx:5a=V1s";
    check_legal(pos, "send:4", "put:c1 put:d1 put:e1 put:c2 put:e2 put:d3");
    check(pos, "send:4 put:d3",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=d2 N=f10;tx:5a=V1s obj=Od3");
}

static void test_steal_from_adjacent_droid(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=d2;tx:4a=P N=e2;carry:O;tx:6a=V1n", "send:4 pick:e2",
          CH2 "phase=send cur=N actor=S passed=SN sent=S S=d2;carry:O N=e2;tx:6a=V1n");
}

static void test_pick_up_mine(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=d2;tx:4a=P N=f10;tx:5a=V1s R=a1,j10 obj=Md3",
          "send:4 pick:d3",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=d2;carry:M N=f10;tx:5a=V1s R=a1,j10");
}

/* Stealing from a supply takes one obstacle. */
static void test_duel_steal_one_obstacle_from_supply(void **state)
{
    (void)state;
    const char *pos = STD "scenario=duel players=2 turn=1 start=S phase=send cur=S passed=SN "
                          "S=e2;tx:5a=P N=f2;carry:O12;tx:5a=V1n";
    check_legal(pos, "send:5", "pick:f2");
    check(pos, "send:5 pick:f2",
          STD "scenario=duel players=2 turn=1 start=S phase=send cur=N actor=S passed=SN sent=S "
              "S=e2;carry:O N=f2;carry:O11;tx:5a=V1n");
}

static void test_pick_up_with_nothing_adjacent_cannot_be_sent(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=N passed=SN S=d2;tx:4a=P N=f10;tx:5a=V1s", "send:5",
          CH2 "phase=over out=S S=d2 N=f9 result=N");
}

/* ---- interference and repair ------------------------------------------------- */

/* Interference at another droid is sent but is no order to one's own robots. */
static void test_interference_moves_first_robot_in_line(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=e1;tx:3a=Ie N=c4;tx:1a=V1w", "send:3",
          CH2 "phase=send cur=N actor=S passed=SN S=e1 N=j4;tx:1a=V1w");
}

/* The sender's own droid is first in the line (d2): interference skips it
 * and moves the next robot. */
static void test_interference_skips_senders_own_droid(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=d2;tx:4a=Ie N=d7;tx:1a=V1s", "send:4",
          CH2 "phase=send cur=N actor=S passed=SN S=d2 N=j7;tx:1a=V1s");
}

/* "By its own kind's rules": a droid stops in the first water square, a
 * repair robot does not (test_interference_on_repair_robot_counts_and_lays_no_mine
 * crosses nothing; test_repair_robot_ignores_water crosses the river). */
static void test_interference_droid_stops_in_water(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=e1;tx:1a=In N=a4;tx:10a=B1e", "send:1",
          CH2 "phase=send cur=N actor=S passed=SN S=e1 N=a5;tx:10a=B1e");
}

/* Repair robots treat water as ordinary squares: a4 through the river to a9. */
static void test_repair_robot_ignores_water(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=e1;tx:1a=GFn N=f10;tx:5a=V1s R=a4,j10", "send:1",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=e1 N=f10;tx:5a=V1s R=a9,j10 "
              "obj=Ma4");
}

/* A repair at an undamaged droid is sent and used, with nothing to choose. */
static void test_repair_of_undamaged_droid_needs_no_choice(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=d4;tx:4a=GRn N=f10;tx:5a=V1s R=d3,j10", "send:4",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=d4 N=f10;tx:5a=V1s R=d3,j10");
}

/* Interference at a repair robot is an order to a repair robot (sent=S),
 * but an action order, not a movement order: no mine on a1. */
static void test_interference_on_repair_robot_counts_and_lays_no_mine(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=e1;tx:1a=In N=f10;tx:5a=V1s R=a1,j10", "send:1",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=e1 N=f10;tx:5a=V1s R=a9,j10");
}

static void test_repair_robot_move_lays_mine_where_it_was(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=e1;tx:10a=G2w N=f10;tx:5a=V1s R=a1,j10", "send:10",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=e1 N=f10;tx:5a=V1s R=a1,h10 "
              "obj=Mj10");
}

static void test_grey_order_addresses_repair_robot_nearest_sender(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=e1;tx:1a=G1e N=f10;tx:5a=V1s R=a2,a7", "send:1",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=e1 N=f10;tx:5a=V1s R=b2,a7 "
              "obj=Ma2");
}

static void test_repair_uncovers_owner_choice(void **state)
{
    (void)state;
    const char *pos = DM2 "phase=send cur=S passed=SN S=d4;dmg:3,8;tx:4a=GRn N=f10;tx:5a=V1s "
                          "R=d3,j10";
    check_legal(pos, "send:4", "uncover:3 uncover:8");
    check(pos, "send:4 uncover:8",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=d4;dmg:3 N=f10;tx:5a=V1s R=d3,j10");
}

static void test_repair_needs_droid_in_arrow_direction(void **state)
{
    (void)state;
    check_legal(DM2 "phase=send cur=S passed=SN S=d4;dmg:3;tx:3a=GRn,4a=V1n N=f10;tx:5a=V1s "
                    "R=c4,j10",
                "", "send:4");
}

/* ---- de-mine ---------------------------------------------------------------- */

static void test_mine_crossed_by_pushed_droid(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=a2;tx:1a=V2n N=a3;tx:10a=V1e R=a1,j10 obj=Ma4",
          "send:1",
          DM2 "phase=cover cur=N actor=S passed=SN sent=S S=a4 N=a5;tx:10a=V1e;hits:1 R=a1,j10");
}

/* A droid's own move through a mine: it goes off (1 hit) and the move goes
 * on to f7, before the fixed obstacle on f8. */
static void test_mine_passed_by_own_move(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=f1;tx:6a=VFn N=b10;tx:9a=V1e R=a1,j10 obj=Mf3",
          "send:6",
          DM2 "phase=cover cur=S actor=S passed=SN sent=S S=f7;hits:1 N=b10;tx:9a=V1e R=a1,j10");
}

/* A repair robot crossing a mine sets it off unharmed, and drops its own
 * mine where it started. */
static void test_repair_robot_detonates_mine_unharmed(void **state)
{
    (void)state;
    check(DM2 "phase=send cur=S passed=SN S=e1;tx:6a=GFn N=f10;tx:5a=V1s R=f2,j10 obj=Mf4",
          "send:6",
          DM2 "phase=send cur=N actor=S passed=SN sent=S S=e1 N=f10;tx:5a=V1s R=f7,j10 obj=Mf2");
}

static void test_carried_mine_rolls_per_square_and_explodes_on_zero(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", DM2 "phase=send cur=S passed=SN S=d2;carry:M;tx:4a=V2n "
                                                "N=f10;tx:5a=V1s R=a1,j10");
    tw_test_play(g, "send:4");
    tw_test_assert_position(g, DM2 "phase=mine cur=S actor=S passed=SN sent=S S=d4;carry:M;rolls:2 "
                                   "N=f10;tx:5a=V1s R=a1,j10");
    tw_test_play(g, "roll:3");
    tw_test_assert_position(g, DM2 "phase=mine cur=S actor=S passed=SN sent=S S=d4;carry:M;rolls:1 "
                                   "N=f10;tx:5a=V1s R=a1,j10");
    tw_test_play(g, "roll:0");
    tw_test_assert_position(g, DM2 "phase=cover cur=S actor=S passed=SN sent=S S=d4;hits:2 "
                                   "N=f10;tx:5a=V1s R=a1,j10");
    tw_test_play(g, "cover:1 cover:2");
    tw_test_assert_position(g, DM2 "phase=send cur=N actor=S passed=SN sent=S S=d4;dmg:1,2 "
                                   "N=f10;tx:5a=V1s R=a1,j10");
    tw_game_free(g);
}

/* An eliminated player's droid is no longer a droid (rulings.md,
 * Elimination): a repair cannot target it. The repair robot on d3 points
 * at W's damaged droid on d4: with W out, S can send only his V1n; with W
 * still in, the repair is sent and W chooses what to uncover. */
static void test_repair_cannot_target_an_eliminated_droid(void **state)
{
    (void)state;
    check_legal(DM3 "phase=send cur=S passed=SNW out=W S=e1;tx:4a=GRn,5a=V1n N=f10;tx:5a=V1s "
                    "W=d4;dmg:3 R=d3,j10",
                "", "send:5");
    check(DM3 "phase=send cur=S passed=SNW S=e1;tx:4a=GRn,5a=V1n N=f10;tx:5a=V1s W=d4;dmg:3 "
              "R=d3,j10",
          "send:4",
          DM3 "phase=uncover cur=W actor=S passed=SNW sent=S S=e1;tx:5a=V1n N=f10;tx:5a=V1s "
              "W=d4;dmg:3 R=d3,j10");
}

/* Nor is a mine it carries ever rolled for: pushed a square by S, W's
 * droid owes no d10 when W is out, one when W is in. */
static void test_eliminated_droid_carrying_a_mine_rolls_nothing(void **state)
{
    (void)state;
    check(DM3 "phase=send cur=S passed=SNW out=W S=d2;tx:4a=V1n N=f10;tx:5a=V1s W=d3;carry:M "
              "R=a1,j10",
          "send:4",
          DM3 "phase=send cur=N actor=S out=W passed=SNW sent=S S=d3 N=f10;tx:5a=V1s "
              "W=d4;carry:M R=a1,j10");
    check(DM3 "phase=send cur=S passed=SNW S=d2;tx:4a=V1n N=f10;tx:5a=V1s W=d3;carry:M R=a1,j10",
          "send:4",
          DM3 "phase=mine cur=W actor=S passed=SNW sent=S S=d3 N=f10;tx:5a=V1s "
              "W=d4;carry:M;rolls:1 R=a1,j10");
}

/* Within one order, carried-mine rolls come first, then covers, each
 * lowest seat first (rulings.md, Further rulings). N, carrying a mine,
 * pushes S from b3 onto the mine on b2: S owes a cover, N a d10 for b3.
 * N's roll comes before S's cover; when it explodes (0), S covers first,
 * then N. */
static void test_carried_mine_rolls_come_before_covers(void **state)
{
    (void)state;
    const char *pos = DM2 "phase=send cur=N passed=SN done=S S=b3 N=b4;carry:M;tx:9a=V1s "
                          "R=a1,j10 obj=Mb2";
    tw_game *g = tw_test_position("droids", pos);
    tw_test_play(g, "send:9");
    tw_test_assert_position(g, DM2 "phase=mine cur=N actor=N passed=SN done=S sent=N "
                                   "S=b2;hits:1 N=b3;carry:M;rolls:1 R=a1,j10");
    tw_test_play(g, "roll:4");
    tw_test_assert_position(g, DM2 "phase=cover cur=S actor=N passed=SN done=S sent=N "
                                   "S=b2;hits:1 N=b3;carry:M R=a1,j10");
    tw_game_free(g);
    check(pos, "send:9 roll:0",
          DM2 "phase=cover cur=S actor=N passed=SN done=S sent=N S=b2;hits:1 N=b3;hits:2 "
              "R=a1,j10");
}

/* ---- issue 12: the amended rulings, on the independent check's board ------- */

/* The host board of issue 12 (rank 10 first; a digit is a cargo mark on
 * land), with its own Program Sheet:
 *   10 .....N...R      6 W....4~~2~      2 ...#......
 *    9 ......#...      5 ~2~~4G...E      1 R...S.....
 *    8 ...#....#.      4 3~~2....#.
 *    7 .#....2~~3      3 .#....#...        abcdefghij */
#define B12 "board=.....N...R/......#.../...#....#./.#....2~~3/W....4~~2~/~2~~4G...E/" \
            "3~~2....#./.#....#.../...#....../R...S..... "                            \
            "sheet=X+V1s+X/V2s+X/V1w+X+V1s/VFs+X/X+VDse+V1s/VDsw+X+V2n/V1s+V1e+X/VFw+X/" \
            "X+V1n+X/V2e+X+VFn "

/* Interference is an action order, not a movement order: the repair robot
 * it moves from a3 (through the river, to a10) drops no mine. It is still
 * an order to a repair robot, so S has sent one (sent=S). */
static void test_interference_moves_a_repair_robot_without_a_mine(void **state)
{
    (void)state;
    check(B12 "scenario=de-mine players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=e1;tx:1a=In,5a=V1n N=f10;tx:5a=V1s R=a3,j10",
          "send:1",
          B12 "scenario=de-mine players=2 turn=1 start=S phase=send cur=N actor=S passed=SN "
              "sent=S S=e1;tx:5a=V1n N=f10;tx:5a=V1s R=a10,j10");
}

/* The statue is a robot: S's interference up file f passes his own droid
 * (f1) and moves the statue. As the seed's grey Droid it stops on entering
 * water, at f6. An order to the statue is no order to S's own robots, so
 * S, who sent nothing else, is out at the end of the turn and N wins. */
static void test_interference_reaches_the_statue(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", B12 "scenario=robot-statue players=2 turn=1 start=N "
                                                "phase=send cur=N passed=SN S=f1;tx:6a=In "
                                                "N=h10;tx:3a=V1s G=f5");
    tw_test_play(g, "send:3");
    tw_test_assert_legal(g, "send:6");
    tw_test_play(g, "send:6");
    tw_test_assert_position(g, B12 "scenario=robot-statue players=2 turn=1 start=N phase=over "
                                   "out=S S=f1 N=h9 G=f6 result=N");
    tw_game_free(g);
    /* East along rank 5, on land: as far as possible, to the board's edge;
     * S still has his own droid's order to send. */
    check(B12 "scenario=robot-statue players=2 turn=1 start=N phase=send cur=S actor=N "
              "passed=SN done=N sent=N S=f1;tx:6a=Ie,6b=V1n N=h9 G=f5",
          "send:6",
          B12 "scenario=robot-statue players=2 turn=1 start=N phase=send cur=S actor=S "
              "passed=SN done=N sent=N S=f1;tx:6b=V1n N=h9 G=j5");
}

/* N (out) brought two boxes home, S and W one each. S brings the last box
 * home: the result is decided among S and W, tied 1-1, so nobody wins, and
 * N's boxes count for nothing. */
static void test_eliminated_player_never_wins_golden_microchips(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", B12 "scenario=golden-microchips players=3 turn=1 "
                                                "start=S phase=send cur=S passed=SNW out=N "
                                                "S=e2;carry:C;tx:5a=V1s N=f9;score:2 "
                                                "W=a9;tx:2a=V1e;score:1 R=a1,j10");
    tw_test_play(g, "send:5");
    tw_test_assert_position(g, B12 "scenario=golden-microchips players=3 turn=1 start=S "
                                   "phase=over out=N S=e1;score:1 N=f9;score:2 W=a9;score:1 "
                                   "R=a1,j10 result=nobody");
    assert_int_equal(tw_game_winner(g), TW_WINNER_NOBODY);
    int scores[3];
    assert_int_equal(tw_game_scores(g, scores, 3), 3);
    assert_int_equal(scores[0], 1);
    assert_int_equal(scores[1], 0);
    assert_int_equal(scores[2], 1);
    assert_int_equal(tw_droids_cargo_score(g, 1), 2);
    tw_game_free(g);
}

/* ---- the turn ----------------------------------------------------------------- */

static void test_blind_draw_pile_then_weighted_chance(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", CH2 "phase=pile cur=S S=e1 N=f10");
    tw_test_assert_legal(g, "pile:violet pile:blue pile:grey pile:red");
    tw_test_play(g, "pile:violet");
    tw_move moves[8];
    uint32_t weights[8];
    assert_int_equal(tw_game_chance_weights(g, moves, weights, 8), 4);
    assert_int_equal(weights[0], 8); /* V1 */
    assert_int_equal(weights[1], 7); /* VD */
    assert_int_equal(weights[2], 8); /* V2 */
    assert_int_equal(weights[3], 9); /* VF */
    tw_test_play(g, "draw:VF");
    tw_test_assert_position(g, CH2 "phase=pile cur=S S=e1;rack:VF N=f10");
    tw_test_play(g, "pile:violet");
    assert_int_equal(tw_game_chance_weights(g, moves, weights, 8), 4);
    assert_int_equal(weights[3], 8);
    tw_game_free(g);
}

static void test_seventh_chit_passes_the_draw_on(void **state)
{
    (void)state;
    check(CH2 "phase=pile cur=S S=e1;rack:V1,V1,V1,V1,V1,V1 N=f10", "pile:red draw:S",
          CH2 "phase=pile cur=N S=e1;rack:V1,V1,V1,V1,V1,V1,S N=f10");
}

/* The last move of g's history as viewer knows it, in notation. */
static const char *last_move_for(const tw_game *g, int viewer)
{
    static char text[32];
    tw_move moves[64];
    int n = tw_game_history_for(g, viewer, moves, 64);
    assert_true(n > 0 && n <= 64);
    assert_true(tw_move_to_string(g, moves[n - 1], text, sizeof text) > 0);
    return text;
}

/* "All chits are drawn blind...meaning all 7 should be drawn before the
 * player starts to look at them" (the seed): while south draws, his own
 * views show only how many chits he drew from each pile, as north's do;
 * after the seventh they show his chits. */
static void test_blind_draw_hides_the_drawers_own_chits(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", DU2 "phase=pile cur=S S=e1;carry:O12 N=f10;carry:O12");
    tw_test_play(g, "pile:violet draw:VF pile:violet draw:V2");
    char json[8192], text[1024];
    tw_game_to_json(g, 0, json, sizeof json);
    assert_non_null(strstr(json, "\"rack_size\":2,\"rack\":null,\"rack_piles\":{\"violet\":2,"
                                 "\"blue\":0,\"grey\":0,\"red\":0}"));
    assert_null(strstr(json, "\"V2\""));
    assert_null(strstr(json, "\"VF\""));
    tw_game_observation(g, 0, text, sizeof text);
    assert_string_equal(text, DU2 "phase=pile cur=S S=e1;carry:O12;rack:?V2 N=f10;carry:O12");
    tw_game_render(g, 0, json, sizeof json);
    assert_non_null(strstr(json, "| rack 2 ?V2\n"));
    /* He draws blind: his rack is hidden from him until his draw is over. */
    assert_int_equal(tw_droids_rack_count(g, 0, TW_DROIDS_CHIT_VF, 0), TW_HIDDEN);
    assert_int_equal(tw_droids_rack_count(g, 0, TW_DROIDS_CHIT_VF, TW_VIEW_ALL), 1);
    assert_int_equal(tw_droids_rack_pile_count(g, 0, TW_DROIDS_PILE_VIOLET), 2);
    assert_string_equal(last_move_for(g, 0), "draw:?");
    tw_test_play(g, "pile:blue draw:B1 pile:blue draw:B1 pile:red draw:S pile:red draw:P "
                    "pile:grey draw:GR");
    tw_game_to_json(g, 0, json, sizeof json);
    assert_non_null(strstr(json, "\"rack\":[\"V2\",\"VF\",\"B1\",\"B1\",\"GR\",\"S\",\"P\"]"));
    tw_game_observation(g, 0, text, sizeof text);
    assert_string_equal(text, DU2 "phase=pile cur=N S=e1;carry:O12;rack:V2,VF,B1,B1,GR,S,P "
                                  "N=f10;carry:O12");
    tw_game_observation(g, 1, text, sizeof text);
    assert_string_equal(text, DU2 "phase=pile cur=N S=e1;carry:O12;rack:?V2,?B2,?G1,?R2 "
                                  "N=f10;carry:O12");
    assert_int_equal(tw_droids_rack_count(g, 0, TW_DROIDS_CHIT_VF, 0), 1);
    assert_string_equal(last_move_for(g, 0), "draw:GR");
    assert_string_equal(last_move_for(g, 1), "draw:?");
    tw_game_free(g);
}

/* The issue's own game: seed 9, south draws violet twice. */
static void test_blind_draw_seed_9_shows_no_chit_at_phase_pile(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("droids", "players=2 scenario=duel seed=9");
    assert_int_equal(tw_game_roll(g, NULL), TW_OK); /* first:S */
    tw_test_play(g, "pile:violet");
    assert_int_equal(tw_game_roll(g, NULL), TW_OK);
    tw_test_play(g, "pile:violet");
    assert_int_equal(tw_game_roll(g, NULL), TW_OK);
    assert_non_null(strstr(tw_test_text(g), "phase=pile cur=S S=e1;carry:O12;rack:V2,VF N="));
    char json[8192];
    tw_game_to_json(g, 0, json, sizeof json);
    assert_null(strstr(json, "\"V2\""));
    assert_null(strstr(json, "\"VF\""));
    assert_non_null(strstr(json, "\"rack\":null,\"rack_piles\":{\"violet\":2,"));
    tw_game_free(g);
}

static void test_programming_chit_then_box_then_passes(void **state)
{
    (void)state;
    const char *pos = CH2 "phase=chit cur=S S=e1;rack:V1,S N=f10;rack:V2";
    check_legal(pos, "", "chit:V1n chit:V1e chit:V1s chit:V1w chit:Sn chit:Se chit:Ss chit:Sw pass");
    check(pos, "chit:V1n", CH2 "phase=box cur=S chit=V1n S=e1;rack:V1,S N=f10;rack:V2");
    check(pos, "chit:V1n box:5a", CH2 "phase=chit cur=N S=e1;rack:S;tx:5a=V1n N=f10;rack:V2");
    check(pos, "chit:V1n box:5a pass pass",
          CH2 "phase=send cur=S passed=SN S=e1;tx:5a=V1n N=f10");
}

static void test_box_choice_skips_damaged_and_full(void **state)
{
    (void)state;
    check_legal(CH2 "phase=box cur=S chit=V1n S=e1;dmg:1,2,3,4,5,6,7,8;rack:V1;tx:9a=V2n,9c=V1e "
                    "N=f10;rack:V2",
                "", "box:9b box:10a box:10b box:10c");
}

static void test_pick_up_chit_has_no_direction(void **state)
{
    (void)state;
    check_legal(CH2 "phase=chit cur=S S=e1;rack:P,BD N=f10", "",
                "chit:BDne chit:BDse chit:BDsw chit:BDnw chit:P pass");
}

/* Passing is final: the other player goes on placing alone. */
static void test_passing_is_final(void **state)
{
    (void)state;
    check(CH2 "phase=chit cur=S S=e1;rack:V1 N=f10;rack:V1,V2", "pass chit:V1s box:5a",
          CH2 "phase=chit cur=N passed=S S=e1;rack:V1 N=f10;rack:V2;tx:5a=V1s");
}

/* A droid with every transmitter covered cannot be programmed: its player
 * passes by himself. */
static void test_fully_covered_player_passes_by_himself(void **state)
{
    (void)state;
    check(STD "scenario=challenge players=2 turn=1 start=N phase=chit cur=N "
              "S=e1;dmg:1,2,3,4,5,6,7,8,9,10;rack:V1 N=f10;rack:V1,V2",
          "chit:V2s box:5a",
          STD "scenario=challenge players=2 turn=1 start=N phase=chit cur=N passed=S "
              "S=e1;dmg:1,2,3,4,5,6,7,8,9,10;rack:V1 N=f10;rack:V1;tx:5a=V2s");
}

/* S has nothing to send at his turn, so he is done for the turn; N's
 * interference then brings him in line with his V1n, but he sends no more,
 * and is eliminated. */
static void test_done_for_turn_even_if_freed_later(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", STD "scenario=challenge players=2 turn=1 start=N "
                                                "phase=send cur=N passed=SN S=d2;tx:5a=V1n "
                                                "N=f10;tx:5a=V1s,7a=Ie obj=Of2");
    tw_test_play(g, "send:5");
    tw_test_assert_position(g, STD "scenario=challenge players=2 turn=1 start=N phase=send cur=N "
                                   "actor=N passed=SN done=S sent=N S=d2;tx:5a=V1n "
                                   "N=f9;tx:7a=Ie obj=Of2");
    tw_test_play(g, "send:7");
    tw_test_assert_position(g, STD "scenario=challenge players=2 turn=1 start=N phase=over out=S "
                                   "S=e2 N=f9 obj=Of2 result=N");
    tw_game_free(g);
}

/* The start player moves clockwise past a player eliminated this turn: S,
 * then W (out), so N. */
static void test_start_player_skips_eliminated(void **state)
{
    (void)state;
    check(CH3 "phase=send cur=S passed=SNW done=NW sent=N S=d2;tx:4a=V1n N=f10 W=a6", "send:4",
          STD "scenario=challenge players=3 turn=2 start=N phase=pile cur=N out=W S=d3 N=f10 "
              "W=a6");
}

static void test_start_player_rotates_clockwise(void **state)
{
    (void)state;
    check(CH3 "phase=send cur=S passed=SNW done=NW sent=NW S=d2;tx:4a=V1n N=f10 W=a6", "send:4",
          STD "scenario=challenge players=3 turn=2 start=W phase=pile cur=W S=d3 N=f10 W=a6");
}

static void test_first_start_player_is_chance_then_setup_obstacles(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("droids", "players=3");
    tw_test_assert_legal(g, "first:S first:N first:W");
    tw_test_play(g, "first:W obstacle:e4");
    tw_test_assert_position(g, STD "scenario=challenge players=3 turn=1 start=W phase=setup cur=N "
                                   "step=1 S=e1 N=f10 W=a6 obj=Oe4");
    tw_test_play(g, "obstacle:e6 obstacle:a2 obstacle:b2 obstacle:b3 obstacle:b4 obstacle:b6 "
                    "obstacle:b7");
    tw_test_assert_position(g, STD "scenario=challenge players=3 turn=1 start=W phase=setup cur=S "
                                   "step=8 S=e1 N=f10 W=a6 obj=Oa2,Ob2,Ob3,Ob4,Oe4,Ob6,Oe6,Ob7");
    tw_test_play(g, "obstacle:b8");
    assert_int_equal(tw_droids_phase(g), TW_DROIDS_PHASE_PILE);
    assert_int_equal(tw_game_current_player(g), 2);
    tw_game_free(g);
}

/* Set-up obstacles: how many each scenario and player count places, one at
 * a time clockwise from the start player (S, W, N, E). */
static void test_setup_obstacle_counts_and_order(void **state)
{
    (void)state;
    static const struct {
        const char *params;
        int total;
        int order[4];
    } cases[] = {
        {"scenario=challenge players=2", 8, {0, 1}},
        {"scenario=challenge players=3", 9, {0, 2, 1}},
        {"scenario=challenge players=4", 8, {0, 2, 1, 3}},
        {"scenario=robot-madness players=2", 6, {0, 1}},
        {"scenario=robot-madness players=3", 9, {0, 2, 1}},
        {"scenario=robot-madness players=4", 12, {0, 2, 1, 3}},
        {"scenario=de-mine players=2", 0, {0, 1}},
        {"scenario=golden-microchips players=3", 0, {0, 2, 1}},
        {"scenario=duel", 0, {0, 1}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tw_game *g = tw_test_new("droids", cases[i].params);
        int players = tw_game_num_players(g), placed = 0;
        tw_test_play(g, "first:S");
        while (tw_droids_phase(g) == TW_DROIDS_PHASE_SETUP) {
            assert_int_equal(tw_game_current_player(g), cases[i].order[placed % players]);
            tw_move m;
            assert_true(tw_game_legal_moves(g, &m, 1) >= 1);
            assert_int_equal(tw_game_apply(g, m), TW_OK);
            placed++;
        }
        int on_board = 0;
        for (int q = 0; q < 100; q++)
            on_board += tw_droids_object(g, q) == TW_DROIDS_OBJECT_OBSTACLE;
        if (placed != cases[i].total || on_board != cases[i].total)
            fail_msg("%s: %d placed, %d on the board, expected %d", cases[i].params, placed,
                     on_board, cases[i].total);
        assert_int_equal(tw_droids_phase(g), TW_DROIDS_PHASE_PILE);
        assert_int_equal(tw_game_current_player(g), 0);
        tw_game_free(g);
    }
}

/* Each scenario's pieces at the start: droids on their start squares (S e1,
 * N f10, W a6, E j5), repair robots in the free corners a1 and j10 where the
 * scenario has them, the statue on e5, the killer on the north start square
 * f10, the duel's and the killer game's carried obstacles. */
static void test_scenario_starting_pieces(void **state)
{
    (void)state;
    enum { E1 = 4, F10 = 95, A6 = 50, J5 = 49, A1 = 0, J10 = 99, E5 = 44, NO = TW_NONE };
    static const struct {
        const char *params;
        int squares[7]; /* droids S N W E, repair robots, grey */
        int carry;      /* obstacles carried by each droid */
    } cases[] = {
        {"scenario=challenge players=4", {E1, F10, A6, J5, NO, NO, NO}, 0},
        {"scenario=de-mine players=3", {E1, F10, A6, NO, A1, J10, NO}, 0},
        {"scenario=golden-microchips", {E1, F10, NO, NO, A1, J10, NO}, 0},
        {"scenario=robot-madness", {E1, F10, NO, NO, A1, J10, NO}, 0},
        {"scenario=robot-statue players=3", {E1, F10, A6, NO, NO, NO, E5}, 0},
        {"scenario=duel", {E1, F10, NO, NO, NO, NO, NO}, 12},
        {"scenario=robot-killer players=1", {E1, NO, NO, NO, NO, NO, F10}, 7},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tw_game *g = tw_test_new("droids", cases[i].params);
        for (int r = 0; r < 7; r++)
            if (tw_droids_robot_square(g, r) != cases[i].squares[r])
                fail_msg("%s: robot %d on %d, expected %d", cases[i].params, r,
                         tw_droids_robot_square(g, r), cases[i].squares[r]);
        for (int p = 0; p < tw_game_num_players(g); p++) {
            int count = 0, kind = tw_droids_carried(g, p, &count);
            assert_int_equal(kind, cases[i].carry ? TW_DROIDS_OBJECT_OBSTACLE : TW_DROIDS_OBJECT_NONE);
            assert_int_equal(count, cases[i].carry);
        }
        tw_game_free(g);
    }
    /* One player: no chance node for the start player, the open take begins. */
    tw_game *g = tw_test_new("droids", "scenario=robot-killer players=1");
    assert_int_equal(tw_droids_phase(g), TW_DROIDS_PHASE_TAKE);
    tw_game_free(g);
}

static void test_every_chit_back_in_box_after_turn(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", CH3 "phase=send cur=S passed=SNW done=NW sent=NW "
                                                "S=d2;tx:4a=V1n,9b=VFe N=f10;tx:1a=Sw W=a6");
    tw_test_play(g, "send:4");
    for (int pile = 0; pile < 4; pile++)
        assert_int_equal(tw_droids_pile_count(g, pile), pile == 1 ? 24 : 32);
    tw_game_free(g);
}

static void test_racks_hidden_from_other_players(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", CH2 "phase=chit cur=S S=e1;rack:V1,S N=f10;rack:V2");
    char json[8192];
    tw_game_to_json(g, 1, json, sizeof json);
    assert_non_null(strstr(json, "\"rack_size\":2,\"rack\":null"));
    assert_non_null(strstr(json, "\"rack\":[\"V2\"]"));
    assert_non_null(strstr(json, "\"pile_kinds\":null"));
    tw_game_to_json(g, TW_VIEW_ALL, json, sizeof json);
    assert_non_null(strstr(json, "\"rack\":[\"V1\",\"S\"]"));
    /* Hidden from another player: answered TW_HIDDEN, not refused. */
    assert_int_equal(tw_droids_rack_count(g, 0, TW_DROIDS_CHIT_V1, 1), TW_HIDDEN);
    assert_int_equal(tw_droids_rack_count(g, 0, TW_DROIDS_CHIT_V1, 0), 1);
    assert_int_equal(tw_droids_rack_count(g, 0, TW_DROIDS_CHIT_V1, TW_VIEW_ALL), 1);
    assert_int_equal(tw_droids_pile_kind_count(g, TW_DROIDS_CHIT_V1, 0), TW_HIDDEN);
    assert_int_equal(tw_droids_pile_kind_count(g, TW_DROIDS_CHIT_V1, TW_VIEW_ALL), 7);
    /* A viewer that is no player of the game is a bad argument. */
    assert_int_equal(tw_droids_rack_count(g, 0, TW_DROIDS_CHIT_V1, 2), TW_E_ARG);
    assert_string_equal(tw_game_error(g), "viewer 2 is out of range (0..1)");
    assert_int_equal(tw_droids_pile_kind_count(g, TW_DROIDS_CHIT_V1, -1), TW_E_ARG);
    assert_int_equal(tw_droids_pile_count(g, TW_DROIDS_PILE_VIOLET), 30);
    char pic[4096];
    tw_game_render(g, 1, pic, sizeof pic);
    assert_null(strstr(pic, "rack 2 V1"));
    assert_non_null(strstr(pic, "rack 1 V2"));
    tw_game_free(g);
}

static void test_accessors(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", DM2 "phase=send cur=S passed=SN "
                                                "S=d2;carry:M;dmg:2;tx:4a=V2n N=f10;tx:5a=V1s "
                                                "R=a1,j10 obj=Mc7");
    assert_int_equal(tw_droids_scenario(g), TW_DROIDS_SCENARIO_DEMINE);
    assert_int_equal(tw_droids_robot_square(g, 0), 13);
    assert_int_equal(tw_droids_robot_square(g, TW_DROIDS_ROBOT_REPAIR1), 99);
    assert_int_equal(tw_droids_robot_square(g, TW_DROIDS_ROBOT_GREY), TW_NONE);
    assert_int_equal(tw_droids_robot_at(g, 95), TW_DROIDS_ROBOT_NORTH);
    assert_int_equal(tw_droids_robot_at(g, 96), TW_NONE);
    int count = 0, dir = -1;
    assert_int_equal(tw_droids_carried(g, 0, &count), TW_DROIDS_OBJECT_MINE);
    assert_int_equal(count, 1);
    assert_int_equal(tw_droids_covered(g, 0), 2);
    assert_int_equal(tw_droids_box(g, 0, 3, 0, &dir), TW_DROIDS_CHIT_V2);
    assert_int_equal(dir, TW_DROIDS_DIR_N);
    assert_int_equal(tw_droids_box(g, 0, 3, 1, &dir), TW_DROIDS_CHIT_NONE);
    assert_int_equal(dir, TW_NONE); /* an empty box: no direction, not north */
    assert_int_equal(tw_droids_sheet_position(g), TW_NONE);
    assert_int_equal(tw_droids_start_player(g), 0);
    assert_int_equal(tw_droids_object(g, 62), TW_DROIDS_OBJECT_MINE);
    assert_int_equal(tw_droids_terrain(g, 40), TW_DROIDS_TERRAIN_WATER);
    assert_int_equal(tw_droids_terrain(g, 90), TW_DROIDS_TERRAIN_FIXED);
    assert_int_equal(tw_droids_start_square(g, 2), 50);
    assert_int_equal(tw_droids_is_eliminated(g, 1), 0);
    assert_int_equal(tw_droids_is_eliminated(g, 2), 0); /* yes/no: 0, the message says why */
    assert_string_equal(tw_game_error(g), "player 2 is out of range (0..1)");
    assert_int_equal(tw_droids_terrain(g, 100), TW_E_ARG);
    assert_int_equal(tw_droids_carried(g, 2, NULL), TW_E_ARG);
    tw_game *other = NULL;
    assert_int_equal(tw_droids_scenario(other), TW_E_ARG);
    tw_game_free(g);
}

/* ---- scenarios and victory -------------------------------------------------------- */

static void test_madness_garden_wins_at_once(void **state)
{
    (void)state;
    check(STD "scenario=robot-madness players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=e1;carry:O;tx:5a=P N=f10;tx:5a=V1s R=a1,j10 obj=Od1,Of1,Od2,Of2",
          "send:5 put:e2",
          STD "scenario=robot-madness players=2 turn=1 start=S phase=over S=e1 N=f10 R=a1,j10 "
              "obj=Od1,Of1,Od2,Oe2,Of2 result=S");
}

static void test_madness_garden_needs_start_square(void **state)
{
    (void)state;
    check(STD "scenario=robot-madness players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=c1;carry:O;tx:3a=P N=f10;tx:5a=V1s R=a1,j10 obj=Ob1,Od1,Ob2,Od2",
          "send:3 put:c2",
          STD "scenario=robot-madness players=2 turn=1 start=S phase=send cur=N actor=S passed=SN "
              "sent=S S=c1 N=f10;tx:5a=V1s R=a1,j10 obj=Ob1,Od1,Ob2,Oc2,Od2");
}

static void test_duel_capture_by_surrounding(void **state)
{
    (void)state;
    const char *pos = STD "scenario=duel players=2 turn=1 start=S phase=send cur=S passed=SN "
                          "S=i8;carry:O12;tx:9a=P N=j10;carry:O12;tx:1a=V1w obj=Oi9,Oi10";
    check_legal(pos, "send:9", "put:h7 put:i7 put:j7 put:j8 put:h9 put:j9");
    check(pos, "send:9 put:j9",
          STD "scenario=duel players=2 turn=1 start=S phase=over S=i8;carry:O11 "
              "N=j10;carry:O12 obj=Oi9,Oj9,Oi10 result=S");
}

static void test_duel_has_no_diagonal_chits(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("droids", "scenario=duel");
    assert_int_equal(tw_droids_pile_count(g, TW_DROIDS_PILE_VIOLET), 25);
    assert_int_equal(tw_droids_pile_count(g, TW_DROIDS_PILE_BLUE), 20);
    int count = 0;
    assert_int_equal(tw_droids_carried(g, 1, &count), TW_DROIDS_OBJECT_OBSTACLE);
    assert_int_equal(count, 12);
    assert_int_equal(tw_droids_robot_square(g, TW_DROIDS_ROBOT_REPAIR0), TW_NONE);
    tw_game_free(g);
}

static void test_statue_carried_moves_one_square(void **state)
{
    (void)state;
    check(STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=d4;carry:G;tx:4a=V2s N=f10;tx:5a=V1s",
          "send:4",
          STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=N actor=S passed=SN "
              "sent=S S=d3;carry:G N=f10;tx:5a=V1s");
}

/* "One square per order" (the seed): interference, though no movement
 * order, moves a droid carrying the statue one square too, e7 to e8. */
static void test_statue_carrier_moved_one_square_by_interference(void **state)
{
    (void)state;
    check(STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=e1;tx:5a=In N=e7;carry:G;tx:6a=V1s",
          "send:5",
          STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=N actor=S passed=SN "
              "S=e1 N=e8;carry:G;tx:6a=V1s");
}

#define ST2 STD "scenario=robot-statue players=2 turn=1 start=S "
#define ST3 STD "scenario=robot-statue players=3 turn=1 start=S "

/* "Each Droid wants to bring the statue back to its start space": S's own
 * droid, carrying the statue, steps onto S's own start square e1 and wins
 * (rulings.md, Droids: 5 Robot Statue). */
static void test_statue_carried_home_wins(void **state)
{
    (void)state;
    check(ST2 "phase=send cur=S passed=SN S=e2;carry:G;tx:5a=V1s N=f10;tx:5a=V1s", "send:5",
          ST2 "phase=over S=e1;carry:G N=f10 result=S");
}

/* Only a player's own droid brings the statue home (rulings.md, Droids: 5
 * Robot Statue): S's droid carries it onto a6, W's start square, and wins
 * nothing for W, nor for S; W sends next. */
static void test_statue_carried_onto_another_start_square_wins_nothing(void **state)
{
    (void)state;
    check(ST3 "phase=send cur=S passed=SNW S=a7;carry:G;tx:1a=V1s N=f10;tx:5a=V1s "
              "W=c9;tx:2a=V1e",
          "send:1",
          ST3 "phase=send cur=W actor=S passed=SNW sent=S S=a6;carry:G N=f10;tx:5a=V1s "
              "W=c9;tx:2a=V1e");
}

/* The carrier on another player's start square wins nothing by it (the
 * position of issue 28): W, on f10 (N's start square), picks up the statue
 * from g10; the game goes on, W carrying it, and W sends his last order. */
static void test_statue_picked_up_on_another_start_square_wins_nothing(void **state)
{
    (void)state;
    check(STD "scenario=robot-statue players=3 turn=4 start=N phase=pick cur=W actor=W "
              "passed=SNW done=SN sent=SNW S=f7;tx:4b=VFe,4c=V2e,5b=VFs,5c=P,10c=P "
              "N=g9;tx:5b=V1s,5c=P W=f10;tx:1c=VDse G=g10",
          "pick:g10",
          STD "scenario=robot-statue players=3 turn=4 start=N phase=send cur=W actor=W "
              "passed=SNW done=SN sent=SNW S=f7;tx:4b=VFe,4c=V2e,5b=VFs,5c=P,10c=P "
              "N=g9;tx:5b=V1s,5c=P W=f10;carry:G;tx:1c=VDse");
}

/* The statue on a start square by any other means wins for nobody
 * (rulings.md, Droids: 5 Robot Statue): N's droid pushes it from f1 onto
 * e1, S's start square; N's interference moves it down file e from e2 to
 * the board's edge, e1 again. Either way S sends next. */
static void test_statue_pushed_onto_start_square_wins_nothing(void **state)
{
    (void)state;
    check(ST2 "phase=send cur=N passed=SN S=a2;tx:1a=V1n N=g1;tx:4a=V1w G=f1", "send:4",
          ST2 "phase=send cur=S actor=N passed=SN sent=N S=a2;tx:1a=V1n N=f1 G=e1");
    check(ST2 "phase=send cur=N passed=SN S=b2;tx:2a=V1n N=f10;tx:6a=Is G=e2", "send:6",
          ST2 "phase=send cur=S actor=N passed=SN S=b2;tx:2a=V1n N=f10 G=e1");
}

/* An eliminated player's droid moved by interference still stops on
 * entering water (rulings.md, Droids: 5 Robot Statue): S's interference up
 * file a moves W's droid from a4 into the river at a5, not on to a9. */
static void test_eliminated_droid_moved_by_interference_stops_in_water(void **state)
{
    (void)state;
    check(ST3 "phase=send cur=S passed=SNW out=W S=e1;tx:1a=In N=f10;tx:5a=V1s W=a4 G=e5",
          "send:1", ST3 "phase=send cur=N actor=S out=W passed=SNW S=e1 N=f10;tx:5a=V1s W=a5 G=e5");
}

/* A droid may take the statue, or a box, from an eliminated player's
 * adjacent droid (rulings.md, Droids: 5 Robot Statue). */
static void test_take_from_an_eliminated_droid(void **state)
{
    (void)state;
    const char *statue = ST3 "phase=send cur=S passed=SNW out=W S=f5;tx:6a=P N=f10;tx:5a=V1s "
                             "W=f6;carry:G";
    check_legal(statue, "send:6", "pick:f6");
    check(statue, "send:6 pick:f6",
          ST3 "phase=send cur=N actor=S out=W passed=SNW sent=S S=f5;carry:G N=f10;tx:5a=V1s "
              "W=f6");
    const char *box = STD "scenario=golden-microchips players=3 turn=1 start=S phase=send cur=S "
                          "passed=SNW out=W S=d2;tx:4a=P N=f10;tx:5a=V1s W=d3;carry:C R=a1,j10";
    check_legal(box, "send:4", "pick:d3");
    check(box, "send:4 pick:d3",
          STD "scenario=golden-microchips players=3 turn=1 start=S phase=send cur=N actor=S "
              "out=W passed=SNW sent=S S=d2;carry:C N=f10;tx:5a=V1s W=d3 R=a1,j10");
}

/* An eliminated player's droid entering a mine detonates it without damage,
 * as a repair robot does (rulings.md, Droids: 5 Robot Statue): S's
 * interference up file f moves W's droid from f2 through the mine on f4 and
 * on to f7, before the fixed obstacle on f8; the mine is gone and no hit is
 * owed. W still in takes the mine's hit. */
static void test_eliminated_droid_detonates_mine_unharmed(void **state)
{
    (void)state;
    check(DM3 "phase=send cur=S passed=SNW out=W S=e1;tx:6a=In N=f10;tx:5a=V1s W=f2 R=a1,j10 "
              "obj=Mf4",
          "send:6",
          DM3 "phase=send cur=N actor=S out=W passed=SNW S=e1 N=f10;tx:5a=V1s W=f7 R=a1,j10");
    check(DM3 "phase=send cur=S passed=SNW S=e1;tx:6a=In N=f10;tx:5a=V1s W=f2 R=a1,j10 obj=Mf4",
          "send:6",
          DM3 "phase=cover cur=W actor=S passed=SNW S=e1 N=f10;tx:5a=V1s W=f7;hits:1 R=a1,j10");
}

static void test_statue_grabbed_from_droid(void **state)
{
    (void)state;
    check(STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=f5;tx:6a=P N=f6;carry:G;tx:5a=V1s",
          "send:6 pick:f6",
          STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=N actor=S passed=SN "
              "sent=S S=f5;carry:G N=f6;tx:5a=V1s");
}

/* The statue is picked up from the board like an object and put down as a
 * robot again. */
static void test_statue_picked_up_and_put_down(void **state)
{
    (void)state;
    check(STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=d4;tx:4a=P N=f10;tx:5a=V1s G=e5",
          "send:4 pick:e5",
          STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=N actor=S passed=SN "
              "sent=S S=d4;carry:G N=f10;tx:5a=V1s");
    check(STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=S passed=SN "
              "S=d4;carry:G;tx:4a=P N=f10;tx:5a=V1s",
          "send:4 put:c5",
          STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=N actor=S passed=SN "
              "sent=S S=d4 N=f10;tx:5a=V1s G=c5");
}

static void test_statue_game_has_no_shoot_chits(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("droids", "scenario=robot-statue players=3");
    assert_int_equal(tw_droids_pile_count(g, TW_DROIDS_PILE_RED), 18);
    assert_int_equal(tw_droids_robot_square(g, TW_DROIDS_ROBOT_GREY), 44);
    tw_game_free(g);
}

#define GM2 STD "scenario=golden-microchips players=2 turn=1 start=S "

static void test_cargo_box_home_scores_and_leaves(void **state)
{
    (void)state;
    check(GM2 "phase=send cur=S passed=SN S=e2;carry:C;tx:5a=V1s N=f10;tx:5a=V1s R=a1,j10 "
              "obj=Ci6",
          "send:5",
          GM2 "phase=send cur=N actor=S passed=SN sent=S S=e1;score:1 N=f10;tx:5a=V1s R=a1,j10 "
              "obj=Ci6");
}

static void test_cargo_last_box_most_wins(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", GM2 "phase=send cur=S passed=SN "
                                                "S=e2;carry:C;tx:5a=V1s;score:1 "
                                                "N=f10;tx:5a=V1s;score:1 R=a1,j10");
    tw_test_play(g, "send:5");
    assert_int_equal(tw_game_winner(g), 0);
    tw_test_assert_scores2(g, 2, 1);
    tw_game_free(g);
}

static void test_cargo_tie_means_all_lose(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", GM2 "phase=send cur=S passed=SN "
                                                "S=e2;carry:C;tx:5a=V1s N=f10;tx:5a=V1s;score:1 "
                                                "R=a1,j10");
    tw_test_play(g, "send:5");
    assert_int_equal(tw_game_winner(g), TW_WINNER_NOBODY);
    tw_test_assert_scores2(g, 1, 1);
    tw_game_free(g);
}

static void test_cargo_boxes_by_player_count(void **state)
{
    (void)state;
    static const int expected[] = {2, 4, 6};
    for (int players = 2; players <= 4; players++) {
        char params[64];
        snprintf(params, sizeof params, "scenario=golden-microchips players=%d", players);
        tw_game *g = tw_test_new("droids", params);
        int boxes = 0;
        for (int q = 0; q < 100; q++)
            boxes += tw_droids_object(g, q) == TW_DROIDS_OBJECT_CARGO;
        assert_int_equal(boxes, expected[players - 2]);
        tw_game_free(g);
    }
}

#define RK STD "scenario=robot-killer players=1 "

static void test_killer_sheet_placed_by_d10_and_sent_first(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", RK "turn=1 start=S phase=sheet passed=S "
                                               "S=f1;carry:O7;tx:6a=V1n G=f10");
    tw_test_play(g, "roll:3");
    /* Column f is the killer's transmitter 5; set 1 lies on 3, so set 3
     * (V1w X V1s) is in line: V1w. */
    tw_test_assert_position(g, RK "turn=1 start=S phase=send cur=S actor=K sheetroll=3 ksent=3a "
                                  "passed=S S=f1;carry:O7;tx:6a=V1n G=e10");
    /* Column e is transmitter 6: set 4 (VFe X): VFe takes it to j10, then
     * j10 (transmitter 1) lies before set 1: the killer is done, so is S. */
    tw_test_play(g, "send:6");
    tw_test_assert_position(g, RK "turn=2 start=S phase=take cur=S S=f2;carry:O7 G=j10");
    tw_game_free(g);
}

static void test_killer_four_way_shot_normal_rules(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", RK "turn=1 start=S phase=send cur=S sheetroll=1 "
                                               "ksent=1a passed=S S=j2;carry:O7;tx:10a=V1n "
                                               "G=j10");
    tw_test_play(g, "send:10");
    tw_test_assert_position(g, RK "turn=1 start=S phase=shot actor=K shot=S7 sheetroll=1 "
                                  "ksent=1a,1b passed=S sent=S S=j3;carry:O7 G=j10");
    tw_test_play(g, "roll:7 cover:4");
    tw_test_assert_position(g, RK "turn=2 start=S phase=take cur=S S=j3;carry:O7;dmg:4 G=j10");
    tw_game_free(g);
}

static void test_killer_options_two_and_six(void **state)
{
    (void)state;
    check(STD "scenario=robot-killer players=1 shots=4 turn=1 start=S phase=send cur=S "
              "sheetroll=1 ksent=1a passed=S S=j2;carry:O7;tx:10a=V1n G=j10 obj=Oj6",
          "send:10 cover:1 cover:2 cover:3",
          STD "scenario=robot-killer players=1 shots=4 turn=2 start=S phase=take cur=S "
              "S=j3;carry:O7;dmg:1,2,3 G=j10 obj=Oj6");
    check(STD "scenario=robot-killer players=1 shots=6 turn=1 start=S phase=send cur=S "
              "sheetroll=1 ksent=1a passed=S S=j2;carry:O7;tx:10a=V1n G=j10",
          "send:10",
          STD "scenario=robot-killer players=1 shots=6 turn=1 start=S phase=over "
              "S=j3;carry:O7 G=j10 result=nobody");
}

/* Options 2, 3 and 5: in the killer's column (j), an obstacle between
 * (j6) or not, each X costs 1, 2, 5 transmitters. */
static void test_killer_options_two_three_five(void **state)
{
    (void)state;
    static const struct {
        int option, hits;
    } cases[] = {{2, 1}, {3, 2}, {5, 5}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char before[512], after[512];
        snprintf(before, sizeof before,
                 STD "scenario=robot-killer players=1 shots=%d turn=1 start=S phase=send cur=S "
                     "sheetroll=1 ksent=1a passed=S S=j2;carry:O7;tx:10a=V1n G=j10 obj=Oj6",
                 cases[i].option);
        snprintf(after, sizeof after,
                 STD "scenario=robot-killer players=1 shots=%d turn=1 start=S phase=cover cur=S "
                     "actor=K sheetroll=1 ksent=1a,1b passed=S sent=S S=j3;carry:O7;hits:%d "
                     "G=j10 obj=Oj6",
                 cases[i].option, cases[i].hits);
        check(before, "send:10", after);
    }
}

/* A sheet roll of 0 counts as 10: set 1 lies on the killer's transmitter 10
 * (file a), so the killer on a9 sends set 1's V1s. */
static void test_killer_sheet_roll_zero_counts_as_ten(void **state)
{
    (void)state;
    check(RK "turn=1 start=S phase=sheet passed=S S=e1;carry:O7;tx:5a=V1n G=a9", "roll:0",
          RK "turn=1 start=S phase=send cur=S actor=K sheetroll=10 ksent=1a passed=S "
             "S=e1;carry:O7;tx:5a=V1n G=a8");
}

/* The killer moves like a repair robot: set 2 (V2s) takes it from g7
 * through the river squares g6 and g5. */
static void test_killer_ignores_water(void **state)
{
    (void)state;
    check(RK "turn=1 start=S phase=sheet passed=S S=a2;carry:O7;tx:1a=V1n G=g7", "roll:3",
          RK "turn=1 start=S phase=send cur=S actor=K sheetroll=3 ksent=2a passed=S "
             "S=a2;carry:O7;tx:1a=V1n G=g5");
}

/* Without capture by max_turns, the solo game is lost. */
static void test_killer_max_turns_is_lost(void **state)
{
    (void)state;
    check(STD "scenario=robot-killer players=1 maxturns=3 turn=3 start=S phase=send cur=S "
              "sheetroll=10 passed=S S=e1;carry:O7;tx:5a=V1n G=j10",
          "send:5",
          STD "scenario=robot-killer players=1 maxturns=3 turn=3 start=S phase=over "
              "S=e2;carry:O7 G=j10 result=nobody");
}

static void test_killer_captured_by_force_field(void **state)
{
    (void)state;
    check(RK "turn=1 start=S phase=send cur=S sheetroll=10 passed=S "
             "S=i8;carry:O5;tx:9a=P G=j10 obj=Oi9,Oi10",
          "send:9 put:j9",
          RK "turn=1 start=S phase=over S=i8;carry:O4 G=j10 obj=Oi9,Oj9,Oi10 result=S");
}

static void test_killer_take_is_open_choice_of_allowed_chits(void **state)
{
    (void)state;
    check_legal(RK "turn=1 start=S phase=take cur=S S=e1;carry:O7 G=f10", "",
                "take:V1 take:VD take:V2 take:VF take:B1 take:BD take:P");
}

static void test_teams_win_when_other_team_out(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", STD "scenario=challenge players=4 teams=on turn=1 "
                                                "start=S phase=send cur=S passed=SNWE done=NWE "
                                                "sent=N S=d2;tx:4a=V1n N=f10 W=a6 E=j5");
    tw_test_play(g, "send:4");
    assert_int_equal(tw_game_winner(g), 0);
    int scores[4];
    assert_int_equal(tw_game_scores(g, scores, 4), 4);
    assert_int_equal(scores[0], 1);
    assert_int_equal(scores[1], 1);
    assert_int_equal(scores[2], 0);
    assert_int_equal(scores[3], 0);
    tw_game_free(g);
}

/* A team plays on while one member is still in: W is out, E is not. */
static void test_team_plays_on_with_one_member(void **state)
{
    (void)state;
    check(STD "scenario=challenge players=4 teams=on turn=1 start=S phase=send cur=S "
              "passed=SNWE done=NWE sent=NE S=d2;tx:4a=V1n N=f10 W=a6 E=j5",
          "send:4",
          STD "scenario=challenge players=4 teams=on turn=2 start=N phase=pile cur=N out=W "
              "S=d3 N=f10 W=a6 E=j5");
}

static void test_everyone_out_same_turn_nobody_wins(void **state)
{
    (void)state;
    check(CH2 "phase=send cur=S passed=SN S=d2;tx:5a=In N=e7", "send:5",
          CH2 "phase=over out=SN S=d2 N=e10 result=nobody");
}

static void test_max_turns_is_a_draw(void **state)
{
    (void)state;
    check(STD "scenario=challenge players=2 maxturns=5 turn=5 start=S phase=send cur=S "
              "passed=SN done=N sent=N S=d2;tx:4a=V1n N=f10",
          "send:4",
          STD "scenario=challenge players=2 maxturns=5 turn=5 start=S phase=over S=d3 N=f10 "
              "result=draw");
}

/* ---- several full turns -------------------------------------------------------- */

static void assert_piles_full(const tw_game *g)
{
    static const int full[4] = {32, 24, 32, 32};
    for (int pile = 0; pile < 4; pile++)
        assert_int_equal(tw_droids_pile_count(g, pile), full[pile]);
}

/* Three whole turns of a two-player challenge, draw to draw: the start
 * player alternates S, N, S; every chit is back in the piles between turns;
 * orders alternate between the players, a blocked move and a shot into an
 * obstacle or off the edge are used up; in turn 3 N walks into S's line of
 * fire (f9, e9, d9) and S's shot up file d (distance 6, roll 6: one hit)
 * leaves N a covered transmitter that stays covered into turn 4. */
static void test_three_full_turns(void **state)
{
    (void)state;
#define T2 STD "scenario=challenge players=2 turn=2 start=N "
#define T3 STD "scenario=challenge players=2 turn=3 start=S "
    tw_game *g = tw_test_position("droids", CH2 "phase=pile cur=S S=e1 N=f10");
    /* Turn 1, start S. S draws V1 V2 and five S; N seven V1 (of 8). */
    tw_test_play(g, "pile:violet draw:V1 pile:violet draw:V2 pile:red draw:S pile:red draw:S "
                    "pile:red draw:S pile:red draw:S pile:red draw:S");
    tw_test_play(g, "pile:violet draw:V1 pile:violet draw:V1 pile:violet draw:V1 "
                    "pile:violet draw:V1 pile:violet draw:V1 pile:violet draw:V1 "
                    "pile:violet draw:V1");
    tw_test_assert_position(g, CH2 "phase=chit cur=S S=e1;rack:V1,V2,S,S,S,S,S "
                                   "N=f10;rack:V1,V1,V1,V1,V1,V1,V1");
    assert_int_equal(tw_droids_pile_count(g, TW_DROIDS_PILE_VIOLET), 23);
    tw_test_play(g, "chit:V1n box:5a chit:V1s box:5a chit:Sn box:5b chit:V1s box:5b pass pass");
    tw_test_assert_position(g, CH2 "phase=send cur=S passed=SN S=e1;tx:5a=V1n,5b=Sn "
                                   "N=f10;tx:5a=V1s,5b=V1s");
    /* S e1-e2; N f10-f9; S shoots into the fixed obstacle e3 (no roll); N's
     * second V1s is blocked by the fixed obstacle f8. */
    tw_test_play(g, "send:5 send:5 send:5 send:5");
    tw_test_assert_position(g, T2 "phase=pile cur=N S=e2 N=f9");
    assert_piles_full(g);
    /* Turn 2, start N: N draws first. */
    tw_test_play(g, "pile:red draw:S pile:red draw:S pile:red draw:S pile:red draw:S "
                    "pile:red draw:S pile:red draw:S pile:red draw:S");
    tw_test_play(g, "pile:violet draw:V1 pile:violet draw:V1 pile:violet draw:V1 "
                    "pile:violet draw:V1 pile:violet draw:V1 pile:violet draw:V1 "
                    "pile:violet draw:V1");
    tw_test_play(g, "chit:Ss box:5a chit:V1w box:5a chit:Sw box:5b chit:V1n box:4a pass pass");
    tw_test_assert_position(g, T2 "phase=send cur=N passed=SN S=e2;tx:4a=V1n,5a=V1w "
                                  "N=f9;tx:5a=Ss,5b=Sw");
    /* N shoots into f8; S e2-d2; N shoots west along rank 9 off the board;
     * S, now on file d, sends transmitter 4: d2-d3. */
    tw_test_play(g, "send:5 send:5 send:5 send:4");
    tw_test_assert_position(g, T3 "phase=pile cur=S S=d3 N=f9");
    assert_piles_full(g);
    /* Turn 3, start S. */
    tw_test_play(g, "pile:violet draw:V1 pile:violet draw:V1 pile:violet draw:V1 "
                    "pile:violet draw:V1 pile:red draw:S pile:red draw:S pile:red draw:S");
    tw_test_play(g, "pile:violet draw:V1 pile:violet draw:V1 pile:red draw:S pile:red draw:S "
                    "pile:red draw:S pile:red draw:S pile:red draw:S");
    tw_test_play(g, "chit:V1s box:4a chit:V1w box:5a chit:V1n box:4b chit:V1w box:6a "
                    "chit:Sn box:4c pass pass");
    tw_test_assert_position(g, T3 "phase=send cur=S passed=SN S=d3;tx:4a=V1s,4b=V1n,4c=Sn "
                                  "N=f9;tx:5a=V1w,6a=V1w");
    tw_test_play(g, "send:4 send:5 send:4 send:6 send:4");
    tw_test_assert_position(g, T3 "phase=shot actor=S shot=N6 passed=SN sent=SN S=d3 N=d9");
    tw_test_play(g, "roll:6 cover:7");
    tw_test_assert_position(g, STD "scenario=challenge players=2 turn=4 start=N phase=pile "
                                   "cur=N S=d3 N=d9;dmg:7");
    assert_piles_full(g);
    /* Turn 4: the covered transmitter takes no chit. */
    tw_test_play(g, "pile:violet draw:V2 pile:violet draw:V2 pile:violet draw:V2 "
                    "pile:violet draw:V2 pile:violet draw:V2 pile:violet draw:V2 "
                    "pile:violet draw:V2");
    tw_test_play(g, "pile:red draw:P pile:red draw:P pile:red draw:P pile:red draw:P "
                    "pile:red draw:P pile:red draw:P pile:red draw:P chit:V2e");
    tw_test_assert_legal(g, "box:1a box:1b box:1c box:2a box:2b box:2c box:3a box:3b box:3c "
                            "box:4a box:4b box:4c box:5a box:5b box:5c box:6a box:6b box:6c "
                            "box:8a box:8b box:8c box:9a box:9b box:9c box:10a box:10b box:10c");
    tw_game_free(g);
#undef T2
#undef T3
}

/* ---- params, boards and bad text --------------------------------------------------- */

static void test_params_refused_per_scenario(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "scenario=challenge players=1", "scenario=duel players=3",
        "scenario=robot-statue players=4", "scenario=robot-killer",
        "players=3 teams=on", "scenario=golden-microchips players=4 teams=on",
        "killer_shots=3", "scenario=chess", "max_turns=0",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tw_game *g = NULL;
        assert_int_equal(tw_game_new("droids", bad[i], &g), TW_E_PARAM);
        assert_null(g);
        assert_true(strlen(tw_game_error(NULL)) > 0);
    }
    assert_non_null(strstr(tw_games_about("droids"), "killer_shots"));
}

static const char custom_board[] =
    "; a small test board\n"
    "N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
    "2.........\n.........W\n..........\nE...G.....\nS.......RR\n";

static void test_host_board_plays_and_replays(void **state)
{
    (void)state;
    tw_game *g = NULL;
    assert_int_equal(tw_droids_new_on_board(custom_board, "scenario=de-mine seed=3", &g), TW_OK);
    assert_int_equal(tw_droids_robot_square(g, 0), 0);
    assert_int_equal(tw_droids_robot_square(g, TW_DROIDS_ROBOT_REPAIR0), 8);
    assert_int_equal(tw_droids_terrain(g, 55), TW_DROIDS_TERRAIN_WATER);
    const char *text = tw_test_text(g);
    assert_non_null(strstr(text, "board=N........./........../"));
    assert_non_null(strstr(text, "sheet=V1s+X+V1e/"));
    tw_test_play(g, "first:N");
    char replay[4096];
    assert_true(tw_game_save_replay(g, replay, sizeof replay) < (int)sizeof replay);
    tw_game *back = NULL;
    assert_int_equal(tw_game_load_replay(replay, &back), TW_OK);
    assert_string_equal(tw_test_text(back), tw_test_text(g));
    tw_game_free(back);
    tw_game_free(g);
}

static void test_default_board_text_is_ours(void **state)
{
    (void)state;
    char text[2048];
    int n = tw_droids_default_board(text, sizeof text);
    assert_true(n > 0 && n < (int)sizeof text);
    tw_game *g = NULL;
    assert_int_equal(tw_droids_new_on_board(text, "", &g), TW_OK);
    assert_non_null(strstr(tw_test_text(g), "board=standard"));
    tw_game_free(g);
}

static void test_board_validator_errors(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } cases[] = {
        {"N.........\n", "1 rows, expected 10"},
        {"N........\n", "line 1: a row has 9 squares"},
        {"N....x....\n", "unknown square 'x' at file f"},
        {"N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
         "2.........\n.........W\n..........\nE...G.....\n........RR\n",
         "no start square 'S'"},
        {"N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
         "2.........\n.........W\n..........\nE...G.....\nS.......RN\n",
         "start square 'N' given twice"},
        {"N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
         "2.........\n.........W\n..........\nE...G.....\nS........R\n",
         "1 repair corners"},
        {"N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
         "2.........\n.........W\n..........\nE.........\nS.......RR\n",
         "0 grey droid squares"},
        {"N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
         "2.........\n.........W\n..........\nE...G.....\nS.......RR\nsheet 11 X\n",
         "line 11: sheet set must be 1..10"},
        {"N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
         "2.........\n.........W\n..........\nE...G.....\nS.......RR\nsheet 2 V1q\n",
         "sheet order 'V1q'"},
        {"N.........\n..........\n..........\n..........\n~~~~~~~~~~\n"
         "2.........\n.........W\n..........\nE...G.....\nS.......RR\nsheet 2 X X X X\n",
         "at most 3 orders"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char msg[256];
        assert_int_equal(tw_droids_check_board(cases[i].text, msg, sizeof msg), TW_E_PARSE);
        if (!strstr(msg, cases[i].message))
            fail_msg("case %zu: expected '%s' in '%s'", i, cases[i].message, msg);
        tw_game *g = NULL;
        assert_int_equal(tw_droids_new_on_board(cases[i].text, "", &g), TW_E_PARSE);
        assert_null(g);
        assert_non_null(strstr(tw_game_error(NULL), cases[i].message));
    }
    char msg[8];
    assert_int_equal(tw_droids_check_board(custom_board, msg, sizeof msg), TW_OK);
    assert_string_equal(msg, "");
    assert_int_equal(tw_droids_check_board(NULL, NULL, 0), TW_E_ARG);
}

static void test_bad_position_text(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } cases[] = {
        {"scenario=challenge players=2 turn=1 start=S phase=pile cur=S S=e1 N=f10", "no board="},
        {CH2 "phase=pile cur=S S=e1 N=f10 Q=1", "unknown key 'Q'"},
        {CH2 "phase=pile cur=S S=e1 N=e1", "two robots on one square"},
        {CH2 "phase=pile cur=S S=a10 N=f10", "on an obstacle"},
        {CH2 "phase=pile S=e1 N=f10", "phase=pile needs cur="},
        {CH2 "phase=dance cur=S S=e1 N=f10", "unknown phase"},
        {CH2 "phase=pile cur=S S=e1 N=f10 S=e2", "given twice"},
        {CH2 "phase=pile cur=S S=k1 N=f10", "droid's square first"},
        {CH2 "phase=pile cur=S S=e1;rack:V1,V1,V1,V1,V1,V1,V1,V1 N=f10", "more than 7"},
        /* Racks count in nibbles: 16 of a kind must not wrap to 0. */
        {CH2 "phase=pile cur=S S=e1;rack:V1,V1,V1,V1,V1,V1,V1,V1,V1,V1,V1,V1,V1,V1,V1,V1 N=f10",
         "more than 7"},
        {CH2 "phase=send cur=S S=e1 N=f10", "nothing can be played"},
        {STD "scenario=duel players=3 turn=1 start=S phase=pile cur=S S=e1 N=f10 W=a6",
         "duel is for exactly 2 players"},
        {STD "scenario=robot-killer players=2 turn=1 start=S phase=pile cur=S S=e1 N=f10",
         "robot-killer is for exactly 1 player"},
        {STD "scenario=robot-statue players=1 turn=1 start=S phase=pile cur=S S=e1",
         "robot-statue is for 2 to 3 players"},
        {CH2 "phase=pile cur=S S=e1;tx:11a=V1n N=f10", "tx: boxes like"},
        /* A draw that would pass to a player who has drawn already and go
         * on into a rack of 8 (found by fuzz_position_text). */
        {CH2 "phase=pile cur=S S=e1;rack:V1 N=f10;rack:V1,V1,V1,V1,V1,V1,V1", "has drawn already"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tw_game *g = NULL;
        assert_int_equal(tw_game_from_text("droids", cases[i].text, &g), TW_E_PARSE);
        if (!strstr(tw_game_error(NULL), cases[i].message))
            fail_msg("case %zu: expected '%s' in '%s'", i, cases[i].message, tw_game_error(NULL));
    }
}

/* Positions a game can never reach, refused because playing on would break
 * the rules or the counts, or because an accessor would report what no game
 * shows (a sender outside the execution, set-up obstacles beyond the
 * scenario's): a killer game without its killer (won at once),
 * pieces of another scenario, a second statue, a carried pile of mines, the
 * killer's mark on a player mask; a phase its player cannot be in (a chit
 * not on the rack would wrap the count, a hit count of 0 would wrap, a
 * full rack would reach 8, a carrier told to pick up would lose his load, a
 * player with no free box would reach a box step with no move). */
static void test_unreachable_positions_refused(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } cases[] = {
        {STD "scenario=robot-killer players=1 turn=1 start=S phase=send cur=S sheetroll=1 "
             "passed=S S=d2;carry:O7;tx:4a=V1n",
         "needs the killer on the board"},
        {CH2 "phase=send cur=S passed=SN S=d2;tx:4a=V1n N=f10 G=e5", "no grey droid"},
        {CH2 "phase=send cur=S passed=SN S=d2;tx:4a=V1n N=f10 R=a1,j10", "no repair robots"},
        {DM2 "phase=send cur=S passed=SN S=d2;tx:4a=V1n N=f10 R=a1", "two repair robots"},
        {STD "scenario=robot-statue players=2 turn=1 start=S phase=send cur=S passed=SN "
             "S=d2;carry:G;tx:4a=V1n N=f10;carry:G G=e5",
         "on the board or carried, once"},
        {DM2 "phase=send cur=S passed=SN S=d2;carry:M3;tx:4a=V1n N=f10 R=a1,j10",
         "more than one object"},
        {CH2 "phase=send cur=S passed=SN out=K S=d2;tx:4a=V1n N=f10", "K (the killer)"},
        {CH2 "phase=send cur=S passed=SN done=K S=d2;tx:4a=V1n N=f10", "K (the killer)"},
        {CH2 "phase=box cur=S chit=V1n S=e1;rack:V2 N=f10", "not on cur's rack"},
        {CH2 "phase=pile cur=S S=e1;rack:V1,V1,V1,V1,V1,V1,V1 N=f10", "rack is full"},
        {CH2 "phase=cover cur=N actor=S passed=SN sent=S S=e1 N=f10;tx:5a=V1s", "no hits"},
        {DM2 "phase=mine cur=S actor=S passed=SN sent=S S=d4 N=f10;tx:5a=V1s R=a1,j10",
         "no carried-mine roll"},
        {DM2 "phase=pick cur=S actor=S passed=SN sent=S S=d2;carry:M N=f10;tx:5a=V1s R=a1,j10 "
             "obj=Od3",
         "puts down"},
        {CH2 "phase=chit cur=S S=e1;dmg:1,2,3,4,5,6,7,8,9,10;rack:V1 N=f10;rack:V2",
         "no free box"},
        {CH2 "phase=send cur=N out=N passed=SN S=e1 N=f10;tx:5a=V1s", "not a player still in"},
        /* A sender only while orders are sent; no more set-up obstacles
         * than the scenario places (2 players in challenge: 4 each). */
        {CH2 "phase=over out=S actor=S S=c5 N=f9 result=N", "actor= names a sender only"},
        {CH2 "phase=pile cur=N actor=N S=e1 N=f10", "actor= names a sender only"},
        {DM2 "phase=pile cur=S step=5 S=e1 N=f10 R=a1,j10", "this scenario has none"},
        {CH2 "phase=pile cur=S step=9 S=e1 N=f10", "more obstacles than the set-up places"},
        {CH2 "phase=setup cur=S step=8 S=e1 N=f10", "every obstacle placed"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tw_game *g = NULL;
        if (tw_game_from_text("droids", cases[i].text, &g) != TW_E_PARSE)
            fail_msg("case %zu accepted: %s", i, cases[i].text);
        if (!strstr(tw_game_error(NULL), cases[i].message))
            fail_msg("case %zu: expected '%s' in '%s'", i, cases[i].message, tw_game_error(NULL));
    }
}

static void test_move_notation_round_trips(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("droids", CH2 "phase=chit cur=S S=e1;rack:VD N=f10");
    static const char *const texts[] = {"first:W", "obstacle:j10", "pile:grey", "draw:GR",
                                        "take:P", "chit:VDsw", "box:10c", "pass", "send:1",
                                        "roll:0", "cover:10", "uncover:2", "pick:a1", "put:e5"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        tw_move m = 0;
        char back[32];
        assert_int_equal(tw_move_from_string(g, texts[i], &m), TW_OK);
        tw_move_to_string(g, m, back, sizeof back);
        assert_string_equal(back, texts[i]);
    }
    tw_move m;
    assert_int_equal(tw_move_from_string(g, "chit:VDn", &m), TW_E_PARSE);
    assert_int_equal(tw_move_from_string(g, "send:11", &m), TW_E_PARSE);
    assert_int_equal(tw_move_from_string(g, "fly", &m), TW_E_PARSE);
    tw_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_advance_one),
        cmocka_unit_test(test_fixed_obstacle_blocks_but_order_is_used),
        cmocka_unit_test(test_advance_two_stops_before_obstacle),
        cmocka_unit_test(test_advance_two_stops_in_water),
        cmocka_unit_test(test_far_pushes_two_robots_until_obstacle),
        cmocka_unit_test(test_far_stops_at_board_edge),
        cmocka_unit_test(test_pushed_droid_crosses_water_pusher_stops),
        cmocka_unit_test(test_chain_against_obstacle_does_not_move),
        cmocka_unit_test(test_diagonal_passes_between_obstacles),
        cmocka_unit_test(test_blue_move_steps_onto_land),
        cmocka_unit_test(test_violet_in_water_blocks_and_silent_player_is_eliminated),
        cmocka_unit_test(test_only_transmitter_in_line),
        cmocka_unit_test(test_shot_distance_three_roll_seven_two_hits),
        cmocka_unit_test(test_shot_roll_zero_misses_at_distance_one),
        cmocka_unit_test(test_shot_d10_outcomes_are_faces),
        cmocka_unit_test(test_shot_blocked_by_obstacle_no_roll),
        cmocka_unit_test(test_shot_blocked_by_repair_robot),
        cmocka_unit_test(test_hits_beyond_last_transmitter_are_lost),
        cmocka_unit_test(test_pick_up_choice_of_adjacent_objects),
        cmocka_unit_test(test_put_down_on_empty_adjacent_squares),
        cmocka_unit_test(test_steal_from_adjacent_droid),
        cmocka_unit_test(test_pick_up_with_nothing_adjacent_cannot_be_sent),
        cmocka_unit_test(test_interference_moves_first_robot_in_line),
        cmocka_unit_test(test_interference_on_repair_robot_counts_and_lays_no_mine),
        cmocka_unit_test(test_repair_robot_move_lays_mine_where_it_was),
        cmocka_unit_test(test_grey_order_addresses_repair_robot_nearest_sender),
        cmocka_unit_test(test_repair_uncovers_owner_choice),
        cmocka_unit_test(test_repair_needs_droid_in_arrow_direction),
        cmocka_unit_test(test_mine_crossed_by_pushed_droid),
        cmocka_unit_test(test_carried_mine_rolls_per_square_and_explodes_on_zero),
        cmocka_unit_test(test_blind_draw_pile_then_weighted_chance),
        cmocka_unit_test(test_seventh_chit_passes_the_draw_on),
        cmocka_unit_test(test_blind_draw_hides_the_drawers_own_chits),
        cmocka_unit_test(test_blind_draw_seed_9_shows_no_chit_at_phase_pile),
        cmocka_unit_test(test_programming_chit_then_box_then_passes),
        cmocka_unit_test(test_box_choice_skips_damaged_and_full),
        cmocka_unit_test(test_pick_up_chit_has_no_direction),
        cmocka_unit_test(test_start_player_rotates_clockwise),
        cmocka_unit_test(test_first_start_player_is_chance_then_setup_obstacles),
        cmocka_unit_test(test_every_chit_back_in_box_after_turn),
        cmocka_unit_test(test_racks_hidden_from_other_players),
        cmocka_unit_test(test_accessors),
        cmocka_unit_test(test_madness_garden_wins_at_once),
        cmocka_unit_test(test_madness_garden_needs_start_square),
        cmocka_unit_test(test_duel_capture_by_surrounding),
        cmocka_unit_test(test_duel_has_no_diagonal_chits),
        cmocka_unit_test(test_statue_carried_moves_one_square),
        cmocka_unit_test(test_statue_carried_home_wins),
        cmocka_unit_test(test_statue_pushed_onto_start_square_wins_nothing),
        cmocka_unit_test(test_statue_carried_onto_another_start_square_wins_nothing),
        cmocka_unit_test(test_eliminated_droid_moved_by_interference_stops_in_water),
        cmocka_unit_test(test_take_from_an_eliminated_droid),
        cmocka_unit_test(test_eliminated_droid_detonates_mine_unharmed),
        cmocka_unit_test(test_statue_picked_up_on_another_start_square_wins_nothing),
        cmocka_unit_test(test_statue_grabbed_from_droid),
        cmocka_unit_test(test_statue_game_has_no_shoot_chits),
        cmocka_unit_test(test_cargo_box_home_scores_and_leaves),
        cmocka_unit_test(test_cargo_last_box_most_wins),
        cmocka_unit_test(test_cargo_tie_means_all_lose),
        cmocka_unit_test(test_cargo_boxes_by_player_count),
        cmocka_unit_test(test_killer_sheet_placed_by_d10_and_sent_first),
        cmocka_unit_test(test_killer_four_way_shot_normal_rules),
        cmocka_unit_test(test_killer_options_two_and_six),
        cmocka_unit_test(test_killer_captured_by_force_field),
        cmocka_unit_test(test_killer_take_is_open_choice_of_allowed_chits),
        cmocka_unit_test(test_teams_win_when_other_team_out),
        cmocka_unit_test(test_everyone_out_same_turn_nobody_wins),
        cmocka_unit_test(test_max_turns_is_a_draw),
        cmocka_unit_test(test_params_refused_per_scenario),
        cmocka_unit_test(test_host_board_plays_and_replays),
        cmocka_unit_test(test_default_board_text_is_ours),
        cmocka_unit_test(test_board_validator_errors),
        cmocka_unit_test(test_bad_position_text),
        cmocka_unit_test(test_chain_against_board_edge_does_not_move),
        cmocka_unit_test(test_eliminated_droid_stays_and_is_pushed),
        cmocka_unit_test(test_shot_blocked_by_cargo_and_out_droid_edge_misses),
        cmocka_unit_test(test_shot_hits_first_droid_only),
        cmocka_unit_test(test_hit_player_chooses_transmitter),
        cmocka_unit_test(test_pick_up_mine),
        cmocka_unit_test(test_duel_steal_one_obstacle_from_supply),
        cmocka_unit_test(test_interference_skips_senders_own_droid),
        cmocka_unit_test(test_interference_droid_stops_in_water),
        cmocka_unit_test(test_repair_robot_ignores_water),
        cmocka_unit_test(test_repair_of_undamaged_droid_needs_no_choice),
        cmocka_unit_test(test_mine_passed_by_own_move),
        cmocka_unit_test(test_repair_robot_detonates_mine_unharmed),
        cmocka_unit_test(test_passing_is_final),
        cmocka_unit_test(test_fully_covered_player_passes_by_himself),
        cmocka_unit_test(test_done_for_turn_even_if_freed_later),
        cmocka_unit_test(test_start_player_skips_eliminated),
        cmocka_unit_test(test_setup_obstacle_counts_and_order),
        cmocka_unit_test(test_scenario_starting_pieces),
        cmocka_unit_test(test_statue_picked_up_and_put_down),
        cmocka_unit_test(test_killer_options_two_three_five),
        cmocka_unit_test(test_killer_ignores_water),
        cmocka_unit_test(test_killer_max_turns_is_lost),
        cmocka_unit_test(test_team_plays_on_with_one_member),
        cmocka_unit_test(test_three_full_turns),
        cmocka_unit_test(test_west_and_east_transmitters_line_up_with_ranks),
        cmocka_unit_test(test_blue_on_land_and_interference_at_nobody_cannot_be_sent),
        cmocka_unit_test(test_killer_sheet_roll_zero_counts_as_ten),
        cmocka_unit_test(test_unreachable_positions_refused),
        cmocka_unit_test(test_move_notation_round_trips),
        cmocka_unit_test(test_interference_moves_a_repair_robot_without_a_mine),
        cmocka_unit_test(test_interference_reaches_the_statue),
        cmocka_unit_test(test_eliminated_player_never_wins_golden_microchips),
        cmocka_unit_test(test_repair_cannot_target_an_eliminated_droid),
        cmocka_unit_test(test_eliminated_droid_carrying_a_mine_rolls_nothing),
        cmocka_unit_test(test_carried_mine_rolls_come_before_covers),
        cmocka_unit_test(test_statue_carrier_moved_one_square_by_interference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
