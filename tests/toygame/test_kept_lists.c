/* SPDX-License-Identifier: MIT */
/*
 * test_kept_lists.c: the core's kept legal lists (lib/core/game.c), seen
 * through a copy of Dice Race's table whose listing counts its calls.
 * Apply checks a move against the list the host had of the state now,
 * without listing again; a handle that undoes (a search's) keeps the last
 * list and the one before it, so that a search that lists a child's moves
 * and comes back finds the parent's list still kept (issue 27).
 *
 * In Dice Race a roll (chance: roll:1 to roll:6) leads to a decision
 * (take or give), which leads to the next player's roll.
 */
#include "support/tw_test.h"

#include "rc_state.h"

extern const core_game_def rc_game_def;

/* The game's listings since the test reset it (cmocka runs the tests one
 * at a time). */
static int listings;

static int counted_legal_moves(const void *state, tw_move *moves)
{
    listings++;
    return rc_legal_moves(state, moves);
}

static core_game_def counted_def;

/* Dice Race at its start, with every listing of the game counted, on a
 * handle that has undone a move, as a search's has. */
static tw_game *counted_race(void)
{
    counted_def = rc_game_def;
    counted_def.legal_moves = counted_legal_moves;
    tw_game *g = NULL;
    assert_int_equal(core_game_new_prepared(&counted_def, "", NULL, NULL, &g), TW_OK);
    tw_test_play(g, "roll:1");
    assert_int_equal(tw_game_undo(g), TW_OK);
    return g;
}

/* The same at its first decision (after roll:4), where take and give are
 * legal, the count at 0. */
static tw_game *counted_race_at_choice(void)
{
    tw_game *g = counted_race();
    tw_test_play(g, "roll:4");
    listings = 0;
    return g;
}

static tw_move move_of(const tw_game *g, const char *text)
{
    tw_move move = 0;
    assert_int_equal(tw_move_from_string(g, text, &move), TW_OK);
    return move;
}

/* Lists the moves of the state now, as a host does before it applies one. */
static void list(const tw_game *g)
{
    tw_move moves[TW_MOVES_MAX];
    assert_true(tw_game_legal_moves(g, moves, TW_MOVES_MAX) > 0);
}

static void test_apply_checks_against_the_list_the_host_had(void **state)
{
    (void)state;
    tw_game *g = counted_race_at_choice();
    tw_move take = move_of(g, "take"), give = move_of(g, "give");
    list(g);
    assert_int_equal(tw_game_apply(g, take), TW_OK);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(tw_game_apply(g, give), TW_OK);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(listings, 1);
    tw_game_free(g);
}

static void test_a_child_list_keeps_the_parent_list(void **state)
{
    (void)state;
    tw_game *g = counted_race_at_choice();
    tw_move take = move_of(g, "take"), give = move_of(g, "give");
    list(g);
    assert_int_equal(tw_game_apply(g, take), TW_OK);
    list(g); /* the roll after take: a search expanding the child */
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(tw_game_apply(g, give), TW_OK); /* the parent's list, not a new one */
    list(g);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(listings, 3);
    tw_test_assert_position(g, "score=0/0 turn=0 player=0 phase=choose roll=4 target=20 "
                               "dice=d6");
    tw_game_free(g);
}

static void test_a_child_move_is_refused_at_the_parent(void **state)
{
    (void)state;
    tw_game *g = counted_race_at_choice();
    tw_move take = move_of(g, "take");
    list(g);
    assert_int_equal(tw_game_apply(g, take), TW_OK);
    tw_move roll = move_of(g, "roll:1");
    list(g);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(tw_game_apply(g, roll), TW_E_ILLEGAL);
    tw_test_assert_position(g, "score=0/0 turn=0 player=0 phase=choose roll=4 target=20 "
                               "dice=d6");
    assert_int_equal(tw_game_apply(g, take), TW_OK);
    assert_int_equal(tw_game_apply(g, roll), TW_OK); /* the child's list was dropped, not lost */
    tw_game_free(g);
}

static void test_a_third_list_replaces_the_oldest(void **state)
{
    (void)state;
    tw_game *g = counted_race_at_choice();
    tw_move take = move_of(g, "take"), give = move_of(g, "give");
    list(g);                                 /* the choice */
    assert_int_equal(tw_game_apply(g, take), TW_OK);
    tw_move two = move_of(g, "roll:2"), three = move_of(g, "roll:3");
    list(g);                                 /* the roll */
    assert_int_equal(tw_game_apply(g, two), TW_OK);
    list(g);                                 /* the next choice: the first list goes */
    assert_int_equal(listings, 3);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(tw_game_apply(g, three), TW_OK); /* the roll's list is kept */
    assert_int_equal(listings, 3);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(tw_game_apply(g, give), TW_OK); /* the choice is listed again */
    assert_int_equal(listings, 4);
    tw_game_free(g);
}

static void test_a_copied_position_drops_the_lists(void **state)
{
    (void)state;
    tw_game *g = counted_race(), *other = counted_race_at_choice();
    tw_move roll = move_of(g, "roll:6");
    list(g); /* the rolls, at history length 0 */
    assert_int_equal(tw_game_copy_position(g, other), TW_OK); /* the choice, at length 0 */
    assert_int_equal(tw_game_apply(g, roll), TW_E_ILLEGAL);
    assert_int_equal(tw_game_apply(g, move_of(g, "take")), TW_OK);
    tw_game_free(other);
    tw_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_apply_checks_against_the_list_the_host_had),
        cmocka_unit_test(test_a_child_list_keeps_the_parent_list),
        cmocka_unit_test(test_a_child_move_is_refused_at_the_parent),
        cmocka_unit_test(test_a_third_list_replaces_the_oldest),
        cmocka_unit_test(test_a_copied_position_drops_the_lists),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
