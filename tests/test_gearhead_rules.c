/* SPDX-License-Identifier: MIT */
/*
 * test_gearhead_rules.c: Gearhead Skirmish, rule by rule.
 *
 * Each test reads like the rulebook: a position in the position notation
 * (docs/notation/gearhead.md), the moves and dice in move notation, and the
 * exact position, legal moves or scores that the rules (the seed, as read by
 * docs/rules/gearhead.md) give. Expected positions are worked out by hand.
 *
 * Reading a position: ranks 8 down to 1; uppercase faces north (player 0's),
 * lowercase faces south (player 1's); marks after a letter: ! on its back,
 * * zapped, . acted, ~ turned, + in progress. Then the turn owner, the phase,
 * the cup, the discard, player 0's and player 1's victory piles, and the idle
 * turn count ('m': a toy has moved this turn).
 *
 * Many positions give player 0 a spare Krush Kringle on h1 ("7K") so that the
 * turn goes on after the move under test and its marks can be seen.
 */
#include "support/tw_test.h"

#include <stdio.h>
#include <string.h>

#include "toywar/gearhead.h"

#define START "8/8/8/8/8/8/8/8 0 rolloff A6C6D6X6H6K6O6P6R6T6B6Z6 - - - 0"

/* Plays moves from a position and checks the position they reach. */
static void check_play(const char *from, const char *moves, const char *to)
{
    tw_game *g = tw_test_position("gearhead", from);
    tw_test_play(g, moves);
    tw_test_assert_position(g, to);
    tw_game_free(g);
}

/* Plays moves, checks the position and the legal moves there. */
static void check_play_legal(const char *from, const char *moves, const char *to,
                             const char *legal)
{
    tw_game *g = tw_test_position("gearhead", from);
    tw_test_play(g, moves);
    tw_test_assert_position(g, to);
    tw_test_assert_legal(g, legal);
    tw_game_free(g);
}

/* ---- setup, draw and placement ------------------------------------------------ */

static void test_rolloff_high_roll_goes_first_and_ties_roll_again(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("gearhead", NULL);
    tw_test_assert_position(g, START);
    assert_int_equal(tw_game_current_player(g), TW_PLAYER_CHANCE);
    tw_test_assert_legal(g, "roll:1 roll:2 roll:3 roll:4 roll:5 roll:6 roll:7 roll:8");
    tw_test_play(g, "roll:3");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 0 rolloff:3 A6C6D6X6H6K6O6P6R6T6B6Z6 - - - 0");
    tw_test_play(g, "roll:3"); /* a tie: both roll again */
    tw_test_assert_position(g, START);
    tw_test_play(g, "roll:2 roll:7");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 1 draw A6C6D6X6H6K6O6P6R6T6B6Z6 - - - 0");
    tw_game_free(g);

    g = tw_test_new("gearhead", NULL);
    tw_test_play(g, "roll:8 roll:1");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 0 draw A6C6D6X6H6K6O6P6R6T6B6Z6 - - - 0");
    tw_game_free(g);
}

static void test_draw_is_weighted_by_the_cup(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/8 1 draw A2Z1 - - - 0");
    tw_move moves[4];
    uint32_t weights[4];
    assert_int_equal(tw_game_chance_weights(g, moves, weights, 4), 2);
    assert_int_equal(weights[0], 2);
    assert_int_equal(weights[1], 1);
    tw_test_assert_legal(g, "draw:A draw:Z");
    tw_game_free(g);
}

static void test_drawn_toy_is_placed_on_the_home_row_facing_the_opponent(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/8 1 draw A2Z1 - - - 0");
    tw_test_play(g, "draw:Z");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 1 place:Z A2 - - - 0");
    tw_test_assert_legal(g, "place:a8 place:b8 place:c8 place:d8 place:e8 place:f8 place:g8 "
                            "place:h8");
    tw_test_play(g, "place:c8");
    tw_test_assert_position(g, "2z5/8/8/8/8/8/8/8 1 act A2 - - - 0");
    tw_test_assert_legal(g, "move:c8");
    tw_game_free(g);

    /* Only empty squares of the home row. */
    g = tw_test_position("gearhead", "8/8/8/8/8/8/8/AC6 0 place:D D5 - - - 0");
    tw_test_assert_legal(g, "place:c1 place:d1 place:e1 place:f1 place:g1 place:h1");
    tw_game_free(g);
}

static void test_turn_passes_when_no_toy_is_left_to_move(void **state)
{
    (void)state;
    /* Al was player 0's only toy; player 1's turn starts with the draw. */
    check_play("8/8/8/8/8/8/3A4/8 0 act B1 - - - 0", "move:d2 roll:1",
               "8/8/8/8/8/3A4/8/8 1 draw B1 - - - 0");
}

static void test_full_home_row_discards_the_drawn_toy(void **state)
{
    (void)state;
    check_play_legal("8/8/8/8/8/8/8/ACDXHKOP 0 draw R1 - - - 0", "draw:R",
                     "8/8/8/8/8/8/8/ACDXHKOP 0 act - R1 - - 0",
                     "move:a1 move:b1 move:c1 move:d1 move:e1 move:f1 move:g1 move:h1");
}

static void test_placed_toy_moves_this_turn_unless_the_param_says_no(void **state)
{
    (void)state;
    check_play_legal("8/8/8/8/8/8/8/8 0 draw A1 - - - 0", "draw:A place:d1",
                     "8/8/8/8/8/8/8/3A4 0 act - - - - 0", "move:d1");
    /* placed_moves=off: the new Al has acted; player 0's turn ends (idle 1),
     * player 1 has nothing to do (idle 2), and Al moves next turn. */
    check_play_legal("8/8/8/8/8/8/8/8 0 draw A1 - - - 0 placed_moves=off", "draw:A place:d1",
                     "8/8/8/8/8/8/8/3A4 0 act - - - - 2 placed_moves=off", "move:d1");

    tw_game *g = tw_test_new("gearhead", "placed_moves=off");
    tw_test_assert_position(g, START " placed_moves=off");
    assert_int_equal(tw_gearhead_has_placed_moves(g), 0);
    tw_game_free(g);
}

/* ---- Big Al ---------------------------------------------------------------------- */

static void test_big_al_pushes_a_line_of_three_off_the_far_edge(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "3o4/3k4/3h4/3A4/8/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d5 roll:1");
    /* Orbit left over rank 8: a point for player 0, whose toy pushed it. */
    tw_test_assert_position(g, "3k4/3h4/3A.4/8/8/8/8/7K 0 act - - O1 - 0m");
    tw_test_assert_scores2(g, 1, 0);
    tw_game_free(g);
}

static void test_big_al_pushes_square_by_square(void **state)
{
    (void)state;
    /* 3-4: two squares; each square pushes the line again. */
    check_play("3o4/3k4/3h4/3A4/8/8/8/7K 0 act - - - - 0", "move:d5 roll:3",
               "3h4/3A.4/8/8/8/8/8/7K 0 act - - K1O1 - 0m");
}

static void test_big_al_bumps_the_first_toy_at_every_push(void **state)
{
    (void)state;
    /* Issue 12's position: 3-4, two squares. Each step that pushes is a
     * bump, so the Ziggy at the head of the line flips at d5 and flips back
     * at d6: he ends on his legs. */
    check_play("8/8/8/8/3z4/3A4/8/7K 0 act - - - - 0", "move:d3 roll:3",
               "8/8/3z4/3A.4/8/8/8/7K 0 act - - - - 0m");
    /* 5-6, three squares: flipped three times, he ends on his back. */
    check_play("8/8/8/8/8/3z4/3A4/7K 0 act - - - - 0", "move:d2 roll:5",
               "8/8/3z!4/3A.4/8/8/8/7K 0 act - - - - 0m");
    /* On his back to start with, pushed once: bumped, he flips back up. */
    check_play("8/8/8/3z!4/3A4/8/8/7K 0 act - - - - 0", "move:d4 roll:1",
               "8/8/3z4/3A.4/8/8/8/7K 0 act - - - - 0m");
}

static void test_big_al_bumps_only_the_first_toy_of_the_line(void **state)
{
    (void)state;
    /* Ziggy second in line: pushed twice, never bumped. */
    check_play("8/8/8/3z4/3h4/3A4/8/7K 0 act - - - - 0", "move:d3 roll:3",
               "8/3z4/3h4/3A.4/8/8/8/7K 0 act - - - - 0m");
}

static void test_big_al_reversed_by_dead_head_does_not_push(void **state)
{
    (void)state;
    /* 5-6: three squares. One step, then Dead Head, face to face: Al turns
     * around (now player 1's) and his move ends. */
    check_play_legal("8/8/8/3d4/8/3A4/8/7K 0 act - - - - 0", "move:d3 roll:5",
                     "8/8/8/3d4/3a.~4/8/8/7K 0 act - - - - 0m", "move:h1");
}

static void test_marks_stay_with_a_pushed_toy(void **state)
{
    (void)state;
    /* A toy's marks move with it, the turned mark ('~') too: a turned
     * Handy pushed on keeps it, and one pushed off the board takes it
     * away, leaving none on the square Al steps onto. */
    check_play("8/8/8/8/3h~4/3A4/8/7K 0 act - - - - 0", "move:d3 roll:1",
               "8/8/8/3h~4/3A.4/8/8/7K 0 act - - - - 0m");
    check_play("3h~4/3A4/8/8/8/8/8/7K 0 act - - - - 0", "move:d7 roll:1",
               "3A.4/8/8/8/8/8/8/7K 0 act - - H1 - 0m");
}

/* ---- Dead Head ------------------------------------------------------------------- */

static void test_dead_head_reverses_a_toy_running_into_it_head_on(void **state)
{
    (void)state;
    /* Presto 3-4: two squares; he bumps Dead Head and turns around. */
    check_play_legal("8/8/3d4/8/3P4/8/8/7K 0 act - - - - 0", "move:d4 roll:3",
                     "8/8/3d4/3p.~4/8/8/8/7K 0 act - - - - 0m", "move:h1");
}

static void test_dead_head_ignores_a_toy_bumping_its_back(void **state)
{
    (void)state;
    check_play_legal("8/8/3D4/8/3P4/8/8/7K 0 act - - - - 0", "move:d4 roll:3",
                     "8/8/3D4/3P.4/8/8/8/7K 0 act - - - - 0m", "move:h1 move:d6");
}

static void test_dead_head_reverses_a_toy_facing_him_that_he_runs_into(void **state)
{
    (void)state;
    /* The Presto turns to player 0's side, but a toy that turned this turn
     * makes no move of its own. */
    check_play_legal("8/8/3p4/8/3D4/8/8/7K 0 act - - - - 0", "move:d4 roll:2",
                     "8/8/3P~4/3D.4/8/8/8/7K 0 act - - - - 0m", "move:h1");
    /* A toy with its back to him is not frightened. */
    check_play_legal("8/8/3P4/8/3D4/8/8/7K 0 act - - - - 0", "move:d4 roll:2",
                     "8/8/3P4/3D.4/8/8/8/7K 0 act - - - - 0m", "move:h1 move:d6");
}

static void test_two_dead_heads_face_to_face_both_turn(void **state)
{
    (void)state;
    check_play_legal("8/8/8/3d4/3D4/8/8/7K 0 act - - - - 0", "move:d4 roll:1",
                     "8/8/8/3D~4/3d.~4/8/8/7K 0 act - - - - 0", "move:h1");
}

/* ---- movement: sides, walls, corners ----------------------------------------- */

static void test_diagonal_sides_follow_the_facing(void **state)
{
    (void)state;
    /* Facing north, left is toward file a. */
    check_play("8/8/8/8/3D4/8/8/7K 0 act - - - - 0", "move:d4 roll:4 left",
               "8/8/8/2D.5/8/8/8/7K 0 act - - - - 0m");
    check_play("8/8/8/8/3D4/8/8/7K 0 act - - - - 0", "move:d4 roll:4 right",
               "8/8/8/4D.3/8/8/8/7K 0 act - - - - 0m");
    /* Facing south, left is toward file h. */
    check_play("7k/8/8/3d4/8/8/8/8 1 act - - - - 0", "move:d5 roll:4 left",
               "7k/8/8/8/4d.3/8/8/8 1 act - - - - 0m");
    check_play("7k/8/8/3d4/8/8/8/8 1 act - - - - 0", "move:d5 roll:4 right",
               "7k/8/8/8/2d.5/8/8/8 1 act - - - - 0m");
}

static void test_side_choice_is_offered_after_the_roll(void **state)
{
    (void)state;
    check_play_legal("8/8/8/8/3D4/8/8/7K 0 act - - - - 0", "move:d4 roll:6",
                     "8/8/8/8/3D.4/8/8/7K 0 d4/side/r6 - - - - 0", "left right");
}

static void test_side_wall_stops_a_toy_without_a_bump(void **state)
{
    (void)state;
    /* Ziggy, diagonal 3 to the left from b2: a3, then the wall. Not a
     * bump, so he does not flip and may move again. */
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/1Z6/7K 0 act - - - - 0");
    tw_test_play(g, "move:b2 roll:4 roll:3");
    tw_test_assert_position(g, "8/8/8/8/8/8/1Z.6/7K 0 b2/side/k4d3 - - - - 0");
    tw_test_assert_legal(g, "left right");
    tw_test_play(g, "left");
    tw_test_assert_position(g, "8/8/8/8/8/Z.7/8/7K 0 a3/again - - - - 0m");
    tw_test_assert_legal(g, "again decline");
    tw_game_free(g);
}

static void test_at_a_corner_the_end_edge_wins(void **state)
{
    (void)state;
    check_play("D7/8/8/8/8/8/8/7K 0 act - - - - 0", "move:a8 roll:4 left",
               "8/8/8/8/8/8/8/7K 0 act - - D1 - 0m");
    /* Player 1's last toy leaves by the h1 corner: his point, and with the
     * cup and the board empty the game is over. */
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/7d 1 act - - - - 0");
    tw_test_play(g, "move:h1 roll:4 left");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 1 over - - - D1 0");
    assert_int_equal(tw_game_winner(g), 1);
    tw_game_free(g);
}

/* ---- flying toys ------------------------------------------------------------------ */

static void test_flyer_passes_over_toys(void **state)
{
    (void)state;
    check_play("8/8/8/8/3h4/3k4/3O4/7K 0 act - - - - 0", "move:d2 roll:3",
               "8/8/8/3O.4/3h4/3k4/8/7K 0 act - - - - 0m");
}

static void test_flyer_stops_before_an_occupied_final_square_and_bumps_it(void **state)
{
    (void)state;
    /* Path d3 (toy), d4 (empty), d5 (Ziggy): Orbit lands on d4 and bumps
     * Ziggy, who flips. */
    check_play("8/8/8/3z4/8/3k4/3O4/7K 0 act - - - - 0", "move:d2 roll:3",
               "8/8/8/3z!4/3O.4/3k4/8/7K 0 act - - - - 0m");
}

static void test_flyer_with_no_empty_square_stays_and_bumps(void **state)
{
    (void)state;
    check_play("8/8/8/8/3k4/3z4/3O4/7K 0 act - - - - 0", "move:d2 roll:2",
               "8/8/8/8/3k4/3z!4/3O.4/7K 0 act - - - - 0");
}

static void test_flyer_crosses_the_end_edge_over_a_toy(void **state)
{
    (void)state;
    check_play("3k4/3O4/8/8/8/8/8/7K 0 act - - - - 0", "move:d7 roll:2",
               "3k4/8/8/8/8/8/8/7K 0 act - - O1 - 0m");
}

/* ---- Ziggy ----------------------------------------------------------------------- */

static void test_ziggy_flips_when_he_bumps_and_gets_no_second_move(void **state)
{
    (void)state;
    check_play_legal("8/8/3k4/8/3Z4/8/8/7K 0 act - - - - 0", "move:d4 roll:1 roll:3",
                     "8/8/3k4/3Z!.4/8/8/8/7K 0 act - - - - 0m", "move:h1");
}

static void test_ziggy_flips_when_bumped_and_flips_back_when_bumped_again(void **state)
{
    (void)state;
    check_play("8/8/8/3z4/3P4/8/8/7K 0 act - - - - 0", "move:d4 roll:1",
               "8/8/8/3z!4/3P.4/8/8/7K 0 act - - - - 0");
    check_play("8/8/8/3z!4/3P4/8/8/7K 0 act - - - - 0", "move:d4 roll:1",
               "8/8/8/3z4/3P.4/8/8/7K 0 act - - - - 0");
}

static void test_flipped_ziggy_cannot_be_chosen(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/3Z!4/8/8/7K 0 act - - - - 0");
    tw_test_assert_legal(g, "move:h1");
    tw_game_free(g);
}

static void test_ziggy_takes_a_second_move(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/3Z4/7K 0 act - - - - 0");
    tw_test_play(g, "move:d2 roll:2 roll:2");
    tw_test_assert_position(g, "8/8/8/8/3Z.4/8/8/7K 0 d4/again - - - - 0m");
    tw_test_assert_legal(g, "again decline");
    tw_test_play(g, "again");
    tw_test_assert_position(g, "8/8/8/8/3Z.4/8/8/7K 0 d4/roll2 - - - - 0m");
    tw_test_play(g, "roll:5");
    tw_test_assert_position(g, "8/8/8/8/3Z.4/8/8/7K 0 d4/dist2/k5 - - - - 0m");
    tw_test_play(g, "roll:1");
    tw_test_assert_position(g, "8/8/8/8/3Z.4/8/8/7K 0 d4/side2/k5d1 - - - - 0m");
    tw_test_play(g, "right");
    /* Never a third move. */
    tw_test_assert_position(g, "8/8/8/4Z.3/8/8/8/7K 0 act - - - - 0m");
    tw_game_free(g);
}

static void test_ziggy_may_decline_his_second_move(void **state)
{
    (void)state;
    check_play("8/8/8/8/8/8/3Z4/7K 0 act - - - - 0", "move:d2 roll:2 roll:2 decline",
               "8/8/8/8/3Z.4/8/8/7K 0 act - - - - 0m");
}

/* ---- Presto ---------------------------------------------------------------------- */

static void test_presto_moves_straight(void **state)
{
    (void)state;
    check_play("8/8/8/8/8/8/3P4/7K 0 act - - - - 0", "move:d2 roll:5",
               "8/8/8/3P.4/8/8/8/7K 0 act - - - - 0m");
}

static void test_presto_reappears_on_an_empty_square(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/2k5/3P4/7K 0 act - - - - 0");
    tw_test_play(g, "move:d2 roll:7");
    tw_test_assert_position(g, "8/8/8/8/8/2k5/3P.4/7K 0 d2/file - - - - 0");
    tw_test_assert_legal(g, "roll:1 roll:2 roll:3 roll:4 roll:5 roll:6 roll:7 roll:8");
    tw_test_play(g, "roll:3");
    tw_test_assert_position(g, "8/8/8/8/8/2k5/3P.4/7K 0 d2/rank/f3 - - - - 0");
    tw_test_play(g, "roll:3"); /* c3 is taken: both dice again */
    tw_test_assert_position(g, "8/8/8/8/8/2k5/3P.4/7K 0 d2/file - - - - 0");
    tw_test_play(g, "roll:4 roll:2"); /* his own square counts as taken */
    tw_test_assert_position(g, "8/8/8/8/8/2k5/3P.4/7K 0 d2/file - - - - 0");
    tw_test_play(g, "roll:5 roll:6");
    tw_test_assert_position(g, "8/8/4P.3/8/8/2k5/8/7K 0 act - - - - 0m");
    tw_game_free(g);
}

static void test_presto_stays_when_no_square_is_empty(void **state)
{
    (void)state;
    /* 63 Small Fry of player 1 fill the board. Presto stays; player 0's
     * turn ends with no toy moved. */
    check_play("ffffffff/ffffffff/ffffffff/ffffffff/ffffffff/ffffffff/ffffffff/Pfffffff "
               "0 act - - - - 0",
               "move:a1 roll:8",
               "ffffffff/ffffffff/ffffffff/ffffffff/ffffffff/ffffffff/ffffffff/Pfffffff "
               "1 act - - - - 1");
}

/* ---- Handy ----------------------------------------------------------------------- */

static void test_handy_winds_big_al_who_pushes_a_toy_off_the_board(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "3k4/3A4/8/2H5/8/8/8/8 0 act - - - - 0");
    tw_test_play(g, "move:c5 roll:1");
    tw_test_assert_position(g, "3k4/3A4/2H.5/8/8/8/8/8 0 c6/wind - - - - 0m");
    tw_test_assert_legal(g, "wind:d7");
    tw_test_play(g, "wind:d7");
    tw_test_assert_position(g, "3k4/3A4/2H.+5/8/8/8/8/8 0 d7/roll - - - - 0m");
    tw_test_play(g, "roll:1");
    /* The free move is extra: Al may still make his own. */
    tw_test_assert_position(g, "3A4/8/2H.5/8/8/8/8/8 0 act - - K1 - 0m");
    tw_test_assert_legal(g, "move:d8");
    tw_game_free(g);
}

static void test_two_handies_face_to_face_do_not_wind_each_other_forever(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/3h4/8/3H4/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d3 roll:1 wind:d5");
    tw_test_assert_position(g, "8/8/8/3h4/3H.+4/8/8/7K 0 d5/roll - - - - 0m");
    /* The wound Handy bumps, and the only toy beside it is the Handy whose
     * move is in progress: no wind, the chain ends. */
    tw_test_play(g, "roll:1");
    tw_test_assert_position(g, "8/8/8/3h4/3H.4/8/8/7K 0 act - - - - 0m");
    tw_test_assert_legal(g, "move:h1");
    tw_game_free(g);
}

static void test_wound_zapped_toy_spends_its_zap(void **state)
{
    (void)state;
    check_play_legal("8/3A*4/8/2H5/8/8/8/8 0 act - - - - 0", "move:c5 roll:1 wind:d7",
                     "8/3A4/2H.5/8/8/8/8/8 0 act - - - - 0m", "move:d7");
}

static void test_wound_flipped_ziggy_does_nothing_and_keeps_his_zap(void **state)
{
    (void)state;
    check_play_legal("8/3Z!*4/8/2H5/8/8/8/7K 0 act - - - - 0", "move:c5 roll:1 wind:d7",
                     "8/3Z!*4/2H.5/8/8/8/8/7K 0 act - - - - 0m", "move:h1");
}

static void test_wound_ziggy_may_take_his_second_move(void **state)
{
    (void)state;
    check_play_legal("8/8/8/8/8/2HZ4/8/7K 0 act - - - - 0", "move:c3 roll:1 wind:d3 roll:1 roll:1",
                     "8/8/8/8/2H.+Z4/8/8/7K 0 d4/again - - - - 0m", "again decline");
    check_play_legal("8/8/8/8/8/2HZ4/8/7K 0 act - - - - 0",
                     "move:c3 roll:1 wind:d3 roll:1 roll:1 decline",
                     "8/8/8/8/2H.Z4/8/8/7K 0 act - - - - 0m", "move:h1 move:d4");
}

static void test_handy_reversed_by_dead_head_still_winds(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/3d4/8/3H4/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d4 roll:2");
    tw_test_assert_position(g, "8/8/3d4/3h.~4/8/8/8/7K 0 d5/wind - - - - 0m");
    tw_test_assert_legal(g, "wind:d6");
    /* Dead Head's free move: it bumps the Handy's back, which does not face it. */
    tw_test_play(g, "wind:d6 roll:1");
    tw_test_assert_position(g, "8/8/3d4/3h.~4/8/8/8/7K 0 act - - - - 0m");
    tw_game_free(g);
}

/* ---- Kangaruffian ----------------------------------------------------------------- */

#define KANGA_START "8/8/8/4k3/8/2R5/8/7K 0 act - - - - 0"

static void test_kangaruffian_punches_a_neighbour_one_to_three_squares_away(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", KANGA_START);
    tw_test_play(g, "move:c3 roll:1 right");
    tw_test_assert_position(g, "8/8/8/4k3/3R.4/8/8/7K 0 d4/punch - - - - 0m");
    tw_test_assert_legal(g, "punch:e5");
    tw_test_play(g, "punch:e5");
    tw_test_assert_position(g, "8/8/8/4k3/3R.4/8/8/7K 0 d4/punch/e5 - - - - 0m");
    tw_test_assert_legal(g, "roll:1 roll:2 roll:3");
    tw_game_free(g);

    check_play(KANGA_START, "move:c3 roll:1 right punch:e5 roll:1",
               "8/8/5k2/8/3R.4/8/8/7K 0 act - - - - 0m");
    check_play(KANGA_START, "move:c3 roll:1 right punch:e5 roll:2",
               "8/6k1/8/8/3R.4/8/8/7K 0 act - - - - 0m");
    check_play(KANGA_START, "move:c3 roll:1 right punch:e5 roll:3",
               "7k/8/8/8/3R.4/8/8/7K 0 act - - - - 0m");
}

static void test_kangaruffian_punch_stopped_by_a_toy_is_a_bump(void **state)
{
    (void)state;
    check_play("8/6z1/8/4k3/8/2R5/8/7K 0 act - - - - 0", "move:c3 roll:1 right punch:e5 roll:3",
               "8/6z!1/5k2/8/3R.4/8/8/7K 0 act - - - - 0m");
}

static void test_kangaruffian_punch_stops_at_a_side_wall(void **state)
{
    (void)state;
    /* Ziggy punched east from g4 stops at h4: a wall, not a bump. */
    check_play("8/8/8/8/6z1/4R3/8/7K 0 act - - - - 0", "move:e3 roll:1 right punch:g4 roll:3",
               "8/8/8/8/5R.1z/8/8/7K 0 act - - - - 0m");
}

static void test_kangaruffian_punch_off_an_end_edge_scores(void **state)
{
    (void)state;
    check_play("3k4/8/2R5/8/8/8/8/7K 0 act - - - - 0", "move:c6 roll:1 right punch:d8 roll:2",
               "8/3R.4/8/8/8/8/8/7K 0 act - - K1 - 0m");
    /* Punched back over his own edge, player 0's Al scores for player 1. */
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/2RA3K 0 act - - - - 0");
    tw_test_play(g, "move:c1 roll:1 right punch:d1 roll:1");
    tw_test_assert_position(g, "8/8/8/8/8/8/3R.4/7K 0 act - - - A1 0m");
    tw_test_assert_scores2(g, 0, 1);
    tw_game_free(g);
}

static void test_punched_ziggy_on_his_back_stays_on_his_back(void **state)
{
    (void)state;
    /* Moved into a toy, a flipped Ziggy is the one bumping: only being
     * bumped flips him back. The toy he hits is bumped (here a Ziggy: it flips). */
    check_play("8/6z1/8/4z!3/8/2R5/8/7K 0 act - - - - 0", "move:c3 roll:1 right punch:e5 roll:3",
               "8/6z!1/5z!2/8/3R.4/8/8/7K 0 act - - - - 0m");
}

/* ---- Walking Timebomb ----------------------------------------------------------- */

#define BOMB_START "8/8/8/2k5/4A3/3T4/8/7K 0 act - - - - 0"

static void test_timebomb_explodes_with_every_neighbour(void **state)
{
    (void)state;
    check_play_legal(BOMB_START, "move:d3 roll:1", "8/8/8/2k5/3T.A3/8/8/7K 0 d4/explode - - - - 0m",
                     "explode decline");
    check_play(BOMB_START, "move:d3 roll:1 explode", "8/8/8/8/8/8/8/7K 0 act - A1K1T1 - - 0m");
}

static void test_timebomb_may_decline(void **state)
{
    (void)state;
    check_play(BOMB_START, "move:d3 roll:1 decline", "8/8/8/2k5/3T.A3/8/8/7K 0 act - - - - 0m");
    /* Offered even with nobody beside him. */
    check_play_legal("8/8/8/8/8/3T4/8/7K 0 act - - - - 0", "move:d3 roll:1",
                     "8/8/8/8/3T.4/8/8/7K 0 d4/explode - - - - 0m", "explode decline");
}

/* ---- Zap-Bot ----------------------------------------------------------------------- */

static void test_zap_bot_zaps_a_neighbour(void **state)
{
    (void)state;
    check_play_legal("8/8/8/4k3/8/2B5/8/7K 0 act - - - - 0", "move:c3 roll:1 right",
                     "8/8/8/4k3/3B.4/8/8/7K 0 d4/zap - - - - 0m", "zap:e5");
    check_play("8/8/8/4k3/8/2B5/8/7K 0 act - - - - 0", "move:c3 roll:1 right zap:e5",
               "8/8/8/4k*3/3B.4/8/8/7K 0 act - - - - 0m");
}

static void test_zapped_toy_spends_its_zap_instead_of_moving(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "k7/8/8/4k*3/3B4/8/8/8 1 act - - - - 0");
    tw_test_play(g, "move:e5");
    /* No die: the activation is over at once. */
    assert_int_equal(tw_game_current_player(g), 1);
    tw_test_assert_position(g, "k7/8/8/4k.3/3B4/8/8/8 1 act - - - - 0");
    tw_test_assert_legal(g, "move:a8");
    tw_game_free(g);
}

/* ---- Clucketta --------------------------------------------------------------------- */

static void test_clucketta_lays_an_egg_where_the_player_chooses(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/3C4/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d4 roll:7");
    tw_test_assert_legal(g, "egg:c3 egg:d3 egg:e3 egg:c4 egg:e4 egg:c5 egg:d5 egg:e5");
    tw_test_play(g, "egg:e5");
    /* The chick faces as its mother, has not moved, and will not this turn. */
    tw_test_assert_position(g, "8/8/8/4F.3/3C.4/8/8/7K 0 act - - - - 0");
    tw_test_assert_legal(g, "move:h1");
    tw_game_free(g);

    check_play("8/8/8/3c4/8/8/8/7k 1 act - - - - 0", "move:d5 roll:8 egg:d4",
               "8/8/8/3c.4/3f.4/8/8/7k 1 act - - - - 0");
}

static void test_clucketta_egg_with_one_square_is_still_a_choice(void **state)
{
    (void)state;
    check_play_legal("8/8/8/8/8/8/kh6/C6K 0 act - - - - 0", "move:a1 roll:7",
                     "8/8/8/8/8/8/kh6/C.6K 0 a1/egg - - - - 0", "egg:b1");
}

static void test_clucketta_with_no_empty_neighbour_lays_no_egg(void **state)
{
    (void)state;
    check_play_legal("8/8/8/8/8/8/kh6/CA5K 0 act - - - - 0", "move:a1 roll:7",
                     "8/8/8/8/8/8/kh6/C.A5K 0 act - - - - 0", "move:b1 move:h1");
}

static void test_clucketta_flies_diagonally(void **state)
{
    (void)state;
    check_play("8/8/8/8/8/2k5/3C4/7K 0 act - - - - 0", "move:d2 roll:5 left",
               "8/8/8/8/1C.6/2k5/8/7K 0 act - - - - 0m");
    /* A flyer stops at a side wall too. */
    check_play("8/8/8/8/8/8/1C6/7K 0 act - - - - 0", "move:b2 roll:6 left",
               "8/8/8/8/8/C.7/8/7K 0 act - - - - 0m");
}

/* ---- Disasteroid ------------------------------------------------------------------- */

#define LASER_START "8/3h4/3k4/8/6o1/1a6/8/3X3K 0 act - - - - 0"

static void test_disasteroid_shoots_in_each_of_its_three_directions(void **state)
{
    (void)state;
    /* 4: straight ahead, past the empty squares, the first toy only. */
    check_play(LASER_START, "move:d1 roll:4", "8/3h4/8/8/6o1/1a6/8/3X.3K 0 act - K1 - - 0");
    /* 5: diagonally ahead-left. */
    check_play(LASER_START, "move:d1 roll:5", "8/3h4/3k4/8/6o1/8/8/3X.3K 0 act - A1 - - 0");
    /* 6: diagonally ahead-right. */
    check_play(LASER_START, "move:d1 roll:6", "8/3h4/3k4/8/8/1a6/8/3X.3K 0 act - O1 - - 0");
    /* Facing south, ahead-left is toward file h. */
    check_play("k2x4/8/8/6A1/8/8/8/8 1 act - - - - 0", "move:d8 roll:5",
               "k2x.4/8/8/8/8/8/8/8 1 act - A1 - - 0");
}

static void test_disasteroid_shooting_nothing(void **state)
{
    (void)state;
    check_play("8/8/8/8/8/8/8/3X3K 0 act - - - - 0", "move:d1 roll:4",
               "8/8/8/8/8/8/8/3X.3K 0 act - - - - 0");
}

static void test_destroying_a_toy_is_not_moving_one(void **state)
{
    (void)state;
    /* Only the shot happens in player 0's turn and nothing in player 1's:
     * two more idle turns. */
    check_play("8/8/8/8/8/8/3k4/3X4 0 act - - - - 2", "move:d1 roll:4",
               "8/8/8/8/8/8/8/3X4 0 act - K1 - - 4");
}

static void test_disasteroid_moves_on_one_to_three(void **state)
{
    (void)state;
    check_play("8/8/8/8/8/8/8/3X3K 0 act - - - - 0", "move:d1 roll:3",
               "8/8/8/8/3X.4/8/8/7K 0 act - - - - 0m");
}

/* ---- Krush Kringle ---------------------------------------------------------------- */

#define KRINGLE_START "8/8/8/2A5/4h3/3K4/8/O7 0 act - - - - 0"

static void test_kringle_pound_reverses_friend_and_foe(void **state)
{
    (void)state;
    check_play_legal(KRINGLE_START, "move:d3 roll:1",
                     "8/8/8/2A5/3K.h3/8/8/O7 0 d4/pound - - - - 0m", "pound decline");
    /* Both turned: Al went over to player 1, the Handy came over but cannot
     * move this turn. */
    check_play_legal(KRINGLE_START, "move:d3 roll:1 pound",
                     "8/8/8/2a~5/3K.H~3/8/8/O7 0 act - - - - 0m", "move:a1");
}

static void test_kringle_may_decline_and_is_not_asked_alone(void **state)
{
    (void)state;
    /* 4-6: two squares, to d5, still beside both. */
    check_play_legal(KRINGLE_START, "move:d3 roll:4 decline",
                     "8/8/8/2AK.4/4h3/8/8/O7 0 act - - - - 0m", "move:a1 move:c5");
    check_play_legal(KRINGLE_START, "move:d3 roll:1 decline",
                     "8/8/8/2A5/3K.h3/8/8/O7 0 act - - - - 0m", "move:a1 move:c5");
    check_play("8/8/8/8/8/3K4/8/O7 0 act - - - - 0", "move:d3 roll:6",
               "8/8/8/3K.4/8/8/8/O7 0 act - - - - 0m");
}

static void test_a_toy_turned_back_this_turn_still_cannot_move(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/8/3A4/8/2K1K3/7K 0 act - - - - 0");
    tw_test_play(g, "move:c2 roll:1 pound");
    tw_test_assert_position(g, "8/8/8/8/3a~4/2K.5/4K3/7K 0 act - - - - 0m");
    tw_test_play(g, "move:e2 roll:1 pound");
    /* Al faces north again, player 0's, but his facing changed this turn. */
    tw_test_assert_position(g, "8/8/8/8/3A~4/2K.1K.3/8/7K 0 act - - - - 0m");
    tw_test_assert_legal(g, "move:h1");
    tw_game_free(g);
}

/* ---- Small Fry --------------------------------------------------------------------- */

static void test_small_fry_moves_straight_or_diagonally(void **state)
{
    (void)state;
    check_play("8/8/8/8/8/8/3F4/7K 0 act - - - - 0", "move:d2 roll:2 roll:3",
               "8/8/8/3F.4/8/8/8/7K 0 act - - - - 0m");
    check_play_legal("8/8/8/8/8/8/3F4/7K 0 act - - - - 0", "move:d2 roll:5 roll:2",
                     "8/8/8/8/8/8/3F.4/7K 0 d2/side/k5d2 - - - - 0", "left right");
    check_play("8/8/8/8/8/8/3F4/7K 0 act - - - - 0", "move:d2 roll:5 roll:2 right",
               "8/8/8/8/5F.2/8/8/7K 0 act - - - - 0m");
}

/* ---- the end ---------------------------------------------------------------------- */

static void test_idle_turns_count_and_reset(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/3p4/3P4/8/8/8 0 act - - - - 0");
    tw_test_play(g, "move:d4 roll:1"); /* a bump: nothing changed square */
    tw_test_assert_position(g, "8/8/8/3p4/3P4/8/8/8 1 act - - - - 1");
    tw_test_play(g, "move:d5 roll:1");
    tw_test_assert_position(g, "8/8/8/3p4/3P4/8/8/8 0 act - - - - 2");
    tw_test_play(g, "move:d4 roll:7 roll:1 roll:1"); /* Presto reappears on a1 */
    tw_test_assert_position(g, "8/8/8/3p4/8/8/8/P7 1 act - - - - 0");
    assert_int_equal(tw_gearhead_idle_turns(g), 0);
    tw_game_free(g);
}

static void test_five_idle_turns_end_the_game(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/3p4/3P4/8/8/8 0 act - - - - 4");
    assert_int_equal(tw_game_winner(g), TW_WINNER_NONE);
    tw_test_play(g, "move:d4 roll:1");
    tw_test_assert_position(g, "8/8/8/3p4/3P.4/8/8/8 0 over - - - - 5");
    assert_int_equal(tw_game_is_over(g), 1);
    assert_int_equal(tw_game_current_player(g), TW_PLAYER_TERMINAL);
    assert_int_equal(tw_game_legal_moves(g, NULL, 0), 0);
    assert_int_equal(tw_game_winner(g), TW_WINNER_DRAW);
    tw_game_free(g);
}

static void test_empty_cup_and_empty_board_end_the_game(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "3A4/8/8/8/8/8/8/8 0 act - - - - 0");
    tw_test_play(g, "move:d8 roll:1");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 0 over - - A1 - 0");
    assert_int_equal(tw_game_winner(g), 0);
    tw_test_assert_scores2(g, 1, 0);
    tw_game_free(g);

    /* The game ends at once, mid-turn: the unfinished turn is not counted,
     * so the idle count is neither reset (Al changed square) nor raised. */
    g = tw_test_position("gearhead", "3A4/8/8/8/8/8/8/8 0 act - - - - 3");
    tw_test_play(g, "move:d8 roll:1");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 0 over - - A1 - 3");
    tw_game_free(g);

    /* The last toys blow up: nobody scored, a draw. */
    g = tw_test_position("gearhead", "8/8/8/8/8/8/3T4/8 0 act - - - - 0");
    tw_test_play(g, "move:d2 roll:1 explode");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 0 over - T1 - - 0");
    assert_int_equal(tw_game_winner(g), TW_WINNER_DRAW);
    tw_game_free(g);
}

static void test_most_points_wins(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "3A4/8/8/8/8/8/8/8 0 act - - - C2 0");
    assert_int_equal(tw_game_winner(g), TW_WINNER_NONE);
    tw_test_play(g, "move:d8 roll:1");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 0 over - - A1 C2 0");
    tw_test_assert_scores2(g, 1, 2);
    assert_int_equal(tw_game_winner(g), 1);
    tw_game_free(g);

    g = tw_test_position("gearhead", "3A4/8/8/8/8/8/8/8 0 act - - F1 K1 0");
    tw_test_play(g, "move:d8 roll:1");
    tw_test_assert_scores2(g, 2, 1);
    assert_int_equal(tw_game_winner(g), 0);
    tw_game_free(g);

    g = tw_test_position("gearhead", "8/8/8/8/8/8/8/8 1 over - - A1 K1 0");
    assert_int_equal(tw_game_winner(g), TW_WINNER_DRAW);
    tw_game_free(g);
}

/* ---- notation ------------------------------------------------------------------------ */

static void test_position_text_round_trips(void **state)
{
    (void)state;
    static const char *const texts[] = {
        START,
        START " placed_moves=off",
        "8/8/8/8/8/8/8/8 0 rolloff:5 A6C6D6X6H6K6O6P6R6T6B6Z6 - - - 0",
        "8/8/8/8/8/8/8/8 1 place:Z A6C6D6X6H6K6O6P6R6T6B6Z5 - - - 0",
        "8/8/8/8/8/8/2Z.5/8 0 c2/side2/k4d3 - - - - 1m",
        "8/8/8/8/3h+4/2Z5/8/8 1 c3/dist/k2 - - - - 0m",
        "8/8/8/4k3/3R.4/8/8/2Z!*.~4K 0 d4/punch/e5 A5 F2 C1 - 3m",
        "8/8/8/8/8/8/3P.4/8 0 d2/rank/f3 - - - - 0",
        "8/8/8/8/8/8/8/8 1 over - A2F300 C3F1 B1 0",
        "rbztkzbr/ffffffff/8/8/8/8/FFFFFFFF/RBZTKZBR 1 act - - - - 0 placed_moves=off",
        "zZ6/8/8/8/8/8/8/hH6 0 over A1 D2 - - 5",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        tw_game *g = tw_test_position("gearhead", texts[i]);
        tw_test_assert_position(g, texts[i]);
        tw_game_free(g);
    }
}

static void expect_parse_error(const char *text, const char *fragment)
{
    tw_game *g = NULL;
    tw_status st = tw_game_from_text("gearhead", text, &g);
    if (st != TW_E_PARSE)
        fail_msg("accepted or wrong status (%d): %s", st, text);
    assert_null(g);
    if (!strstr(tw_game_error(NULL), fragment))
        fail_msg("message \"%s\" does not name \"%s\"\n  text: %s", tw_game_error(NULL),
                 fragment, text);
}

static void test_bad_position_text_is_refused_naming_the_problem(void **state)
{
    (void)state;
    expect_parse_error("8/8/8/8/8/8/8 0 act - - - - 0", "board");
    expect_parse_error("8/8/8/8/8/8/8/Q7 0 act - - - - 0", "'Q'");
    expect_parse_error("8/8/8/8/8/8/8/44 0 act - - - - 0", "two digits");
    expect_parse_error("8/8/8/8/8/8/8/9 0 act - - - - 0", "rank 1");
    expect_parse_error("8/8/8/8/8/8/8/Z.!6 0 act - - - - 0", "order");
    expect_parse_error("8/8/8/8/8/8/8/A!7 0 act - - - - 0", "back");
    expect_parse_error("8/8/8/8/8/8/8/AAA5 0 act A4 - - - 0", "Big Al");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 act - - - - 6", "idle");
    expect_parse_error("8/8/8/8/8/8/8/A7 2 act - - - - 0", "turn owner");
    expect_parse_error("8/8/8/8/8/8/2A5/7K 0 c2/egg - - - - 0", "Big Al has no 'egg'");
    expect_parse_error("8/8/8/8/8/8/2D5/7K 0 c2/side/r2 - - - - 0", "for that roll");
    expect_parse_error("8/8/8/8/8/8/2H5/7K 0 c2/wind - - - - 0", "no target");
    expect_parse_error("8/8/8/8/8/8/2A5/7K 0 c2/roll2 - - - - 0", "Big Al has no 'roll2'");
    expect_parse_error("8/8/8/8/8/8/8/a7 0 act - - - - 0", "no toy to move");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 act F1 - - - 0", "cup");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 act C1A1 - - - 0", "order");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 dance - - - - 0", "phase");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 act - - - -", "fields");
    expect_parse_error("8/8/8/8/8/8/8/A7  0 act - - - - 0", "empty field");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 act - - - - 0 seed=3", "placed_moves");
    expect_parse_error("8/8/8/8/8/8/8/8 0 act - - - - 0", "game is over");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 rolloff - - - - 0", "roll-off");
    expect_parse_error("8/8/8/8/8/8/8/A.7 0 draw A1 - - - 0", "cleared before the draw");
    expect_parse_error("8/8/8/8/8/8/8/A7 0 act - - - - 0x", "idle");
}

static void test_move_notation_is_strict_and_round_trips(void **state)
{
    (void)state;
    static const char *const good[] = {"roll:1", "roll:8",    "draw:A",  "draw:Z",  "place:a1",
                                       "move:h8", "left",     "right",   "egg:d4",  "wind:e5",
                                       "punch:e5", "zap:e5",  "pound",   "explode", "again",
                                       "decline"};
    static const char *const bad[] = {"roll:0", "roll:9",  "roll:10",  "draw:F", "draw:a",
                                      "move:d9", "move:i1", "Move:d4", "move:D4", "left:a1",
                                      "egg",    "pound:a1", "",        "move:",  "move:d4 "};
    tw_game *g = tw_test_new("gearhead", NULL);
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        tw_move m = 0;
        char text[32];
        assert_int_equal(tw_move_from_string(g, good[i], &m), TW_OK);
        assert_true(m != 0);
        assert_int_equal(tw_move_to_string(g, m, text, sizeof text), (int)strlen(good[i]));
        assert_string_equal(text, good[i]);
    }
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tw_move m = 0;
        if (tw_move_from_string(g, bad[i], &m) != TW_E_PARSE)
            fail_msg("'%s' was accepted", bad[i]);
    }
    char text[32];
    assert_int_equal(tw_move_to_string(g, 0xFF000001u, text, sizeof text), TW_E_ARG);
    /* The notation documents the layout: the operand is in the low bits, so
     * one past roll:8 is "roll:9", which is no move. */
    tw_move eight = 0;
    assert_int_equal(tw_move_from_string(g, "roll:8", &eight), TW_OK);
    assert_int_equal(tw_move_to_string(g, eight + 1, text, sizeof text), TW_E_ARG);
    tw_game_free(g);
}

static void test_illegal_moves_are_refused_and_change_nothing(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/4d3/3D4/8/8/7K 0 act - - - - 0");
    const char *attempts[] = {"move:a1", "move:e5", "roll:1", "left", "draw:A"};
    char before[256];
    strcpy(before, tw_test_text(g));
    uint64_t hash = tw_game_hash(g);
    for (size_t i = 0; i < sizeof attempts / sizeof attempts[0]; i++) {
        tw_move m = 0;
        assert_int_equal(tw_move_from_string(g, attempts[i], &m), TW_OK);
        assert_int_equal(tw_game_apply(g, m), TW_E_ILLEGAL);
        tw_test_assert_position(g, before);
        assert_true(tw_game_hash(g) == hash);
    }
    assert_int_equal(tw_game_apply(g, 0), TW_E_ILLEGAL);

    tw_test_play(g, "move:d4 roll:4");
    strcpy(before, tw_test_text(g));
    tw_move m = 0;
    assert_int_equal(tw_move_from_string(g, "roll:1", &m), TW_OK);
    assert_int_equal(tw_game_apply(g, m), TW_E_ILLEGAL);
    assert_non_null(strstr(tw_game_error(g),
                           "player 0 chooses the side of Dead Head's diagonal move at d4"));
    tw_test_assert_position(g, before);

    /* A d6 toy has no face 7. */
    tw_game_free(g);
    g = tw_test_position("gearhead", "8/8/8/8/3A4/8/8/7K 0 act - - - - 0");
    tw_test_play(g, "move:d4");
    assert_int_equal(tw_move_from_string(g, "roll:7", &m), TW_OK);
    assert_int_equal(tw_game_apply(g, m), TW_E_ILLEGAL);
    tw_game_free(g);
}

/* ---- typed accessors ----------------------------------------------------------------- */

static void test_typed_accessors_read_the_state(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead",
                                  "8/8/8/4k3/3R.4/8/8/2Z!*.~4K 0 d4/punch/e5 A5 F2 C1 - 3m");
    int facing = -1, flags = -1;
    assert_int_equal(tw_gearhead_square(g, 3, 3, &facing, &flags), TW_GEARHEAD_TOY_KANGARUFFIAN);
    assert_int_equal(facing, TW_GEARHEAD_FACING_NORTH);
    assert_int_equal(flags, TW_GEARHEAD_FLAG_ACTED);
    assert_int_equal(tw_gearhead_square(g, 4, 4, &facing, &flags), TW_GEARHEAD_TOY_KRUSH_KRINGLE);
    assert_int_equal(facing, TW_GEARHEAD_FACING_SOUTH);
    assert_int_equal(flags, 0);
    assert_int_equal(tw_gearhead_square(g, 2, 0, NULL, &flags), TW_GEARHEAD_TOY_ZIGGY);
    assert_int_equal(flags, TW_GEARHEAD_FLAG_ON_BACK | TW_GEARHEAD_FLAG_ZAPPED |
                                TW_GEARHEAD_FLAG_ACTED | TW_GEARHEAD_FLAG_TURNED);
    assert_int_equal(tw_gearhead_square(g, 0, 0, &facing, &flags), TW_GEARHEAD_TOY_NONE);
    assert_int_equal(facing, TW_NONE); /* an empty square faces nowhere */
    assert_int_equal(flags, 0);
    assert_int_equal(tw_gearhead_square(g, 0, 0, NULL, NULL), TW_GEARHEAD_TOY_NONE);

    assert_int_equal(tw_gearhead_cup_count(g, TW_GEARHEAD_TOY_BIG_AL), 5);
    assert_int_equal(tw_gearhead_cup_count(g, TW_GEARHEAD_TOY_CLUCKETTA), 0);
    assert_int_equal(tw_gearhead_cup_count(g, TW_GEARHEAD_TOY_SMALL_FRY), 0);
    assert_int_equal(tw_gearhead_cup_total(g), 5);
    assert_int_equal(tw_gearhead_discard_count(g, TW_GEARHEAD_TOY_SMALL_FRY), 2);
    assert_int_equal(tw_gearhead_victory_count(g, 0, TW_GEARHEAD_TOY_CLUCKETTA), 1);
    assert_int_equal(tw_gearhead_victory_count(g, 1, TW_GEARHEAD_TOY_CLUCKETTA), 0);

    int file = -1, rank = -1, step = -1;
    assert_int_equal(tw_gearhead_phase(g), TW_GEARHEAD_PHASE_ACTIVATION);
    assert_int_equal(tw_gearhead_turn_player(g), 0);
    assert_int_equal(tw_gearhead_active_square(g, &file, &rank, &step), TW_OK);
    assert_int_equal(file, 3);
    assert_int_equal(rank, 3);
    assert_int_equal(step, TW_GEARHEAD_STEP_PUNCH_DIST);
    assert_int_equal(tw_gearhead_punch_target(g, &file, &rank), TW_OK);
    assert_int_equal(file, 4);
    assert_int_equal(rank, 4);
    assert_int_equal(tw_gearhead_idle_turns(g), 3);
    assert_int_equal(tw_gearhead_has_moved(g), 1);
    assert_int_equal(tw_gearhead_has_placed_moves(g), 1);
    assert_int_equal(tw_gearhead_drawn(g), TW_GEARHEAD_TOY_NONE);
    assert_int_equal(tw_gearhead_rolloff(g), TW_NONE);
    tw_game_free(g);

    g = tw_test_position("gearhead", "8/8/8/8/8/8/3Z.4/8 0 d2/side2/k5d1 - - - - 0m");
    int roll = -1, dist = -1, presto = -1, second = -1;
    assert_int_equal(tw_gearhead_dice(g, &roll, &dist, &presto, &second), TW_OK);
    assert_int_equal(roll, 5);
    assert_int_equal(dist, 1);
    assert_int_equal(presto, TW_NONE); /* no Presto file rolled */
    assert_int_equal(second, 1);
    assert_int_equal(tw_gearhead_dice(g, NULL, &dist, NULL, NULL), TW_OK); /* every out optional */
    assert_int_equal(tw_gearhead_punch_target(g, &file, &rank), TW_OK);
    assert_int_equal(file, TW_NONE);
    assert_int_equal(rank, TW_NONE);
    tw_game_free(g);

    g = tw_test_position("gearhead", "8/8/8/8/8/8/8/8 0 rolloff:6 A6C6D6X6H6K6O6P6R6T6B6Z6 - - - 0");
    assert_int_equal(tw_gearhead_rolloff(g), 6);
    assert_int_equal(tw_gearhead_active_square(g, &file, &rank, &step), TW_OK);
    assert_int_equal(file, TW_NONE);
    assert_int_equal(rank, TW_NONE);
    assert_int_equal(step, TW_GEARHEAD_STEP_NONE);
    assert_int_equal(tw_gearhead_dice(g, &roll, &dist, &presto, &second), TW_OK);
    assert_int_equal(roll, TW_NONE);
    assert_int_equal(dist, TW_NONE);
    assert_int_equal(second, 0);
    tw_game_free(g);

    g = tw_test_position("gearhead", "8/8/8/8/8/8/8/8 1 place:Z A6C6D6X6H6K6O6P6R6T6B6Z5 - - - 0");
    assert_int_equal(tw_gearhead_drawn(g), TW_GEARHEAD_TOY_ZIGGY);
    assert_int_equal(tw_gearhead_turn_player(g), 1);
    tw_game_free(g);

    g = tw_test_new("gearhead", "placed_moves=off");
    assert_int_equal(tw_gearhead_has_placed_moves(g), 0);
    tw_game_free(g);
}

static void test_names_and_codes(void **state)
{
    (void)state;
    assert_string_equal(tw_gearhead_toy_name(TW_GEARHEAD_TOY_KRUSH_KRINGLE), "Krush Kringle");
    assert_string_equal(tw_gearhead_toy_name(TW_GEARHEAD_TOY_SMALL_FRY), "Small Fry");
    assert_string_equal(tw_gearhead_toy_code(TW_GEARHEAD_TOY_BIG_AL), "A");
    assert_string_equal(tw_gearhead_toy_code(TW_GEARHEAD_TOY_DISASTEROID), "X");
    assert_string_equal(tw_gearhead_toy_code(TW_GEARHEAD_TOY_ZAP_BOT), "B");
    assert_string_equal(tw_gearhead_toy_code(TW_GEARHEAD_TOY_SMALL_FRY), "F");
    assert_null(tw_gearhead_toy_name(TW_GEARHEAD_TOY_NONE));
    assert_null(tw_gearhead_toy_name(TW_GEARHEAD_TOY_COUNT));
    assert_null(tw_gearhead_toy_code(TW_GEARHEAD_TOY_NONE));
    assert_null(tw_gearhead_toy_code(-1));
    static const char *const phases[TW_GEARHEAD_PHASE_COUNT] = {
        "rolloff", "draw", "place", "act", "activation", "over",
    };
    for (int p = 0; p < TW_GEARHEAD_PHASE_COUNT; p++)
        assert_string_equal(tw_gearhead_phase_name(p), phases[p]);
    assert_null(tw_gearhead_phase_name(-1));
    assert_null(tw_gearhead_phase_name(TW_GEARHEAD_PHASE_COUNT));
}

static void test_typed_accessors_refuse_bad_arguments(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("gearhead", NULL);
    tw_game *other = tw_test_new("droids", NULL);
    int a = 7, b = 7, c = 7, d = 7;
    assert_int_equal(tw_gearhead_square(NULL, 0, 0, &a, &b), TW_E_ARG);
    assert_int_equal(tw_gearhead_square(g, 8, 0, &a, &b), TW_E_ARG);
    assert_non_null(strstr(tw_game_error(g), "file 8"));
    assert_int_equal(tw_gearhead_square(g, 0, -1, &a, &b), TW_E_ARG);
    assert_int_equal(tw_gearhead_square(other, 0, 0, &a, &b), TW_E_ARG);
    assert_string_equal(tw_game_error(other),
                        "this accessor is for gearhead, the handle plays droids");
    assert_int_equal(tw_gearhead_cup_count(g, 0), TW_E_ARG);
    assert_int_equal(tw_gearhead_cup_count(g, TW_GEARHEAD_TOY_COUNT), TW_E_ARG);
    assert_non_null(strstr(tw_game_error(g), "kind 14"));
    assert_int_equal(tw_gearhead_cup_count(NULL, 1), TW_E_ARG);
    assert_int_equal(tw_gearhead_cup_total(NULL), TW_E_ARG);
    assert_int_equal(tw_gearhead_discard_count(g, 99), TW_E_ARG);
    assert_int_equal(tw_gearhead_victory_count(g, 2, 1), TW_E_ARG);
    assert_int_equal(tw_gearhead_victory_count(g, 0, 0), TW_E_ARG);
    assert_int_equal(tw_gearhead_phase(NULL), TW_E_ARG);
    assert_int_equal(tw_gearhead_turn_player(other), TW_E_ARG);
    assert_int_equal(tw_gearhead_active_square(NULL, &a, &b, &c), TW_E_ARG);
    assert_int_equal(tw_gearhead_dice(NULL, &a, &b, &c, &d), TW_E_ARG);
    assert_int_equal(tw_gearhead_dice(other, &a, &b, &c, &d), TW_E_ARG);
    assert_int_equal(tw_gearhead_punch_target(NULL, &a, &b), TW_E_ARG);
    assert_int_equal(tw_gearhead_drawn(NULL), TW_E_ARG);
    assert_int_equal(tw_gearhead_rolloff(other), TW_E_ARG);
    assert_int_equal(tw_gearhead_idle_turns(NULL), TW_E_ARG);
    /* On an error the out-parameters are left as they were. */
    assert_int_equal(a, 7);
    assert_int_equal(b, 7);
    assert_int_equal(c, 7);
    assert_int_equal(d, 7);
    /* A yes/no question is never answered with a negative value. */
    assert_int_equal(tw_gearhead_has_moved(NULL), 0);
    assert_int_equal(tw_gearhead_has_placed_moves(NULL), 0);
    assert_int_equal(tw_gearhead_has_placed_moves(other), 0);
    assert_string_equal(tw_game_error(other),
                        "this accessor is for gearhead, the handle plays droids");
    assert_int_equal(tw_gearhead_phase(g), TW_GEARHEAD_PHASE_ROLLOFF);
    tw_game_free(other);
    tw_game_free(g);
}

/* ---- dice from the host RNG ------------------------------------------------------- */

static void test_dice_come_from_the_host_rng(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("gearhead", NULL);
    /* d8: value 4 is face 5, value 1 face 2; the draw: 72 counters in the
     * order A C D..., value 13 is the second Dead Head. */
    const uint32_t values[] = {4, 1, 13};
    tw_test_script script = {values, 3, 0, 0};
    assert_int_equal(tw_game_set_rng(g, tw_test_script_rng, &script), TW_OK);
    tw_move rolled = 0;
    char text[16];
    assert_int_equal(tw_game_roll(g, &rolled), TW_OK);
    assert_int_equal(script.last_bound, 8);
    tw_move_to_string(g, rolled, text, sizeof text);
    assert_string_equal(text, "roll:5");
    assert_int_equal(tw_game_roll(g, NULL), TW_OK);
    assert_int_equal(tw_game_roll(g, &rolled), TW_OK);
    assert_int_equal(script.last_bound, 72);
    tw_move_to_string(g, rolled, text, sizeof text);
    assert_string_equal(text, "draw:D");
    tw_test_assert_position(g, "8/8/8/8/8/8/8/8 0 place:D A6C6D5X6H6K6O6P6R6T6B6Z6 - - - 0");
    tw_game_free(g);

    g = tw_test_position("gearhead", "8/8/8/8/8/8/3A4/7K 0 act - - - - 0");
    const uint32_t al_die[] = {4};
    tw_test_script al_script = {al_die, 1, 0, 0};
    tw_game_set_rng(g, tw_test_script_rng, &al_script);
    tw_test_play(g, "move:d2");
    assert_int_equal(tw_game_advance(g), TW_OK);
    assert_int_equal(al_script.last_bound, 6);
    tw_test_assert_position(g, "8/8/8/3A.4/8/8/8/7K 0 act - - - - 0m");
    tw_game_free(g);
}

static void expect_expects(const char *text, const char *expects)
{
    tw_game *g = tw_test_position("gearhead", text);
    char buf[8192];
    char want[256];
    snprintf(want, sizeof want, "\"expects\":\"%s\"", expects);
    assert_true(tw_game_to_json(g, TW_VIEW_ALL, buf, sizeof buf) > 0);
    if (!strstr(buf, want))
        fail_msg("expected %s in %s", want, buf);
    tw_game_free(g);
}

static void test_describe_says_what_the_game_waits_for(void **state)
{
    (void)state;
    expect_expects(START, "player 0 rolls a d8 for the roll-off");
    expect_expects("8/8/8/8/8/8/8/8 0 rolloff:5 A6C6D6X6H6K6O6P6R6T6B6Z6 - - - 0",
                   "player 1 rolls a d8 for the roll-off (player 0 rolled 5)");
    expect_expects("8/8/8/8/8/8/8/8 1 draw A1 - - - 0", "player 1 draws a toy from the cup");
    expect_expects("8/8/8/8/8/8/8/8 1 place:A - - - - 0",
                   "player 1 places the drawn Big Al on an empty square of rank 8");
    expect_expects("8/8/8/8/3A4/8/8/8 0 act - - - - 0", "player 0 chooses a toy to move");
    expect_expects("8/8/8/8/3A.4/8/8/8 0 d4/roll - - - - 0",
                   "Big Al at d4 rolls its move die (d6)");
    expect_expects("8/8/8/4k3/3R.4/8/8/8 0 d4/punch/e5 - - - - 0",
                   "Kangaruffian at d4 rolls the d3 of its punch (d3)");
    expect_expects("8/8/8/8/8/8/8/8 0 over - - - - 0", "the game is over");
}

/* ---- views ----------------------------------------------------------------------------- */

static void test_views_show_the_position(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("gearhead", "8/8/8/4k3/3D.4/8/8/7K 0 d4/side/r5 - - - - 0");
    char buf[8192];
    assert_true(tw_game_render(g, TW_VIEW_ALL, buf, sizeof buf) > 0);
    assert_non_null(strstr(buf, "4  .  .  .  D^ .  .  .  .   4"));
    assert_non_null(strstr(buf, "5  .  .  .  .  kv .  .  .   5"));
    assert_non_null(strstr(buf, "  d4 Dead Head: acted\n"));
    assert_non_null(strstr(buf, "now: player 0 chooses the side of Dead Head's diagonal move at d4"));
    assert_true(tw_game_to_json(g, 0, buf, sizeof buf) > 0);
    assert_non_null(strstr(buf, "\"toy\":\"dead-head\",\"code\":\"D\",\"facing\":\"north\","
                                "\"controller\":0,\"on_back\":false"));
    assert_non_null(strstr(buf, "\"active_square\":\"d4\",\"pending\":\"d4/side/r5\""));
    assert_non_null(strstr(buf, "\"cup_total\":0"));
    tw_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rolloff_high_roll_goes_first_and_ties_roll_again),
        cmocka_unit_test(test_draw_is_weighted_by_the_cup),
        cmocka_unit_test(test_drawn_toy_is_placed_on_the_home_row_facing_the_opponent),
        cmocka_unit_test(test_turn_passes_when_no_toy_is_left_to_move),
        cmocka_unit_test(test_full_home_row_discards_the_drawn_toy),
        cmocka_unit_test(test_placed_toy_moves_this_turn_unless_the_param_says_no),
        cmocka_unit_test(test_big_al_pushes_a_line_of_three_off_the_far_edge),
        cmocka_unit_test(test_big_al_pushes_square_by_square),
        cmocka_unit_test(test_big_al_bumps_the_first_toy_at_every_push),
        cmocka_unit_test(test_big_al_bumps_only_the_first_toy_of_the_line),
        cmocka_unit_test(test_big_al_reversed_by_dead_head_does_not_push),
        cmocka_unit_test(test_marks_stay_with_a_pushed_toy),
        cmocka_unit_test(test_dead_head_reverses_a_toy_running_into_it_head_on),
        cmocka_unit_test(test_dead_head_ignores_a_toy_bumping_its_back),
        cmocka_unit_test(test_dead_head_reverses_a_toy_facing_him_that_he_runs_into),
        cmocka_unit_test(test_two_dead_heads_face_to_face_both_turn),
        cmocka_unit_test(test_diagonal_sides_follow_the_facing),
        cmocka_unit_test(test_side_choice_is_offered_after_the_roll),
        cmocka_unit_test(test_side_wall_stops_a_toy_without_a_bump),
        cmocka_unit_test(test_at_a_corner_the_end_edge_wins),
        cmocka_unit_test(test_flyer_passes_over_toys),
        cmocka_unit_test(test_flyer_stops_before_an_occupied_final_square_and_bumps_it),
        cmocka_unit_test(test_flyer_with_no_empty_square_stays_and_bumps),
        cmocka_unit_test(test_flyer_crosses_the_end_edge_over_a_toy),
        cmocka_unit_test(test_ziggy_flips_when_he_bumps_and_gets_no_second_move),
        cmocka_unit_test(test_ziggy_flips_when_bumped_and_flips_back_when_bumped_again),
        cmocka_unit_test(test_flipped_ziggy_cannot_be_chosen),
        cmocka_unit_test(test_ziggy_takes_a_second_move),
        cmocka_unit_test(test_ziggy_may_decline_his_second_move),
        cmocka_unit_test(test_presto_moves_straight),
        cmocka_unit_test(test_presto_reappears_on_an_empty_square),
        cmocka_unit_test(test_presto_stays_when_no_square_is_empty),
        cmocka_unit_test(test_handy_winds_big_al_who_pushes_a_toy_off_the_board),
        cmocka_unit_test(test_two_handies_face_to_face_do_not_wind_each_other_forever),
        cmocka_unit_test(test_wound_zapped_toy_spends_its_zap),
        cmocka_unit_test(test_wound_flipped_ziggy_does_nothing_and_keeps_his_zap),
        cmocka_unit_test(test_wound_ziggy_may_take_his_second_move),
        cmocka_unit_test(test_handy_reversed_by_dead_head_still_winds),
        cmocka_unit_test(test_kangaruffian_punches_a_neighbour_one_to_three_squares_away),
        cmocka_unit_test(test_kangaruffian_punch_stopped_by_a_toy_is_a_bump),
        cmocka_unit_test(test_kangaruffian_punch_stops_at_a_side_wall),
        cmocka_unit_test(test_kangaruffian_punch_off_an_end_edge_scores),
        cmocka_unit_test(test_punched_ziggy_on_his_back_stays_on_his_back),
        cmocka_unit_test(test_timebomb_explodes_with_every_neighbour),
        cmocka_unit_test(test_timebomb_may_decline),
        cmocka_unit_test(test_zap_bot_zaps_a_neighbour),
        cmocka_unit_test(test_zapped_toy_spends_its_zap_instead_of_moving),
        cmocka_unit_test(test_clucketta_lays_an_egg_where_the_player_chooses),
        cmocka_unit_test(test_clucketta_egg_with_one_square_is_still_a_choice),
        cmocka_unit_test(test_clucketta_with_no_empty_neighbour_lays_no_egg),
        cmocka_unit_test(test_clucketta_flies_diagonally),
        cmocka_unit_test(test_disasteroid_shoots_in_each_of_its_three_directions),
        cmocka_unit_test(test_disasteroid_shooting_nothing),
        cmocka_unit_test(test_destroying_a_toy_is_not_moving_one),
        cmocka_unit_test(test_disasteroid_moves_on_one_to_three),
        cmocka_unit_test(test_kringle_pound_reverses_friend_and_foe),
        cmocka_unit_test(test_kringle_may_decline_and_is_not_asked_alone),
        cmocka_unit_test(test_a_toy_turned_back_this_turn_still_cannot_move),
        cmocka_unit_test(test_small_fry_moves_straight_or_diagonally),
        cmocka_unit_test(test_idle_turns_count_and_reset),
        cmocka_unit_test(test_five_idle_turns_end_the_game),
        cmocka_unit_test(test_empty_cup_and_empty_board_end_the_game),
        cmocka_unit_test(test_most_points_wins),
        cmocka_unit_test(test_position_text_round_trips),
        cmocka_unit_test(test_bad_position_text_is_refused_naming_the_problem),
        cmocka_unit_test(test_move_notation_is_strict_and_round_trips),
        cmocka_unit_test(test_illegal_moves_are_refused_and_change_nothing),
        cmocka_unit_test(test_typed_accessors_read_the_state),
        cmocka_unit_test(test_names_and_codes),
        cmocka_unit_test(test_typed_accessors_refuse_bad_arguments),
        cmocka_unit_test(test_dice_come_from_the_host_rng),
        cmocka_unit_test(test_describe_says_what_the_game_waits_for),
        cmocka_unit_test(test_views_show_the_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
