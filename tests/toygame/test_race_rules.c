/* SPDX-License-Identifier: MIT */
/*
 * test_race_rules.c: Dice Race's rules (tests/toygame/rc_state.h), each from
 * a position in its notation with a hand-checked outcome, and its table's
 * contracts, read from the inside.
 */
#include "support/tw_test.h"

#include <string.h>

#include "rc_state.h"

extern const core_game_def rc_game_def;

#define START "score=0/0 turn=0 player=0 phase=roll roll=0 target=20 dice=d6"

static void test_a_new_race_starts_with_a_roll(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("race", "");
    tw_test_assert_position(g, START);
    assert_int_equal(tw_game_current_player(g), TW_PLAYER_CHANCE);
    tw_test_assert_legal(g, "roll:1 roll:2 roll:3 roll:4 roll:5 roll:6");
    tw_game_free(g);
    g = tw_test_new("race", "target=5 dice=d4");
    tw_test_assert_legal(g, "roll:1 roll:2 roll:3 roll:4");
    tw_game_free(g);
}

static void test_take_adds_the_roll_and_passes_the_turn(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("race", "");
    tw_test_play(g, "roll:4");
    tw_test_assert_legal(g, "take give");
    tw_test_play(g, "take");
    tw_test_assert_position(g, "score=4/0 turn=1 player=1 phase=roll roll=0 target=20 dice=d6");
    tw_game_free(g);
}

static void test_give_takes_off_the_other_score_down_to_zero(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("race", "score=3/5 turn=1 player=1 phase=roll roll=0 target=20 "
                                          "dice=d6");
    tw_test_play(g, "roll:4 give");
    tw_test_assert_position(g, "score=0/5 turn=2 player=0 phase=roll roll=0 target=20 dice=d6");
    tw_test_play(g, "roll:2 give");
    tw_test_assert_position(g, "score=0/3 turn=3 player=1 phase=roll roll=0 target=20 dice=d6");
    tw_game_free(g);
}

static void test_reaching_the_target_wins(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("race", "score=18/2 turn=4 player=0 phase=choose roll=3 "
                                          "target=20 dice=d6");
    tw_test_play(g, "take");
    tw_test_assert_position(g, "score=20/2 turn=5 player=0 phase=over roll=0 target=20 dice=d6");
    assert_int_equal(tw_game_winner(g), 0);
    tw_test_assert_scores2(g, 20, 2);
    tw_game_free(g);
}

static void test_the_hundredth_turn_ends_the_race(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("race", "score=7/5 turn=99 player=1 phase=choose roll=2 "
                                          "target=20 dice=d6");
    tw_test_play(g, "take");
    tw_test_assert_position(g, "score=7/7 turn=100 player=1 phase=over roll=0 target=20 dice=d6");
    assert_int_equal(tw_game_winner(g), TW_WINNER_DRAW);
    tw_game_free(g);
    g = tw_test_position("race", "score=7/5 turn=99 player=1 phase=choose roll=2 target=20 "
                                 "dice=d6");
    tw_test_play(g, "give");
    tw_test_assert_position(g, "score=5/5 turn=100 player=1 phase=over roll=0 target=20 dice=d6");
    assert_int_equal(tw_game_winner(g), TW_WINNER_DRAW);
    tw_game_free(g);
    g = tw_test_position("race", "score=7/9 turn=99 player=1 phase=choose roll=2 target=20 "
                                 "dice=d6");
    tw_test_play(g, "give");
    assert_int_equal(tw_game_winner(g), 1); /* 5 against 9 */
    tw_game_free(g);
}

static void test_positions_play_never_reaches_are_refused(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"score=20/0 turn=1 player=1 phase=roll roll=0 target=20 dice=d6", "reached the target"},
        {"score=0/0 turn=0 player=0 phase=choose roll=5 target=20 dice=d4", "a roll of the die"},
        {"score=0/0 turn=1 player=0 phase=roll roll=0 target=20 dice=d6", "even turns"},
        {"score=0/0 player=0 turn=0 phase=roll roll=0 target=20 dice=d6", "position turn: expected"},
        {"score=0/0 turn=0 player=0 phase=roll roll=0 target=20 dice=d8", "position dice: 'd8'"},
        {"score=0/0 turn=0 player=0 phase=roll roll=0 target=20 dice=d6 x", "text after"},
        {"score=0/0 turn=0 player=0 phase=roll roll=0 target=20  dice=d6", "position dice"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tw_game *g = NULL;
        assert_int_equal(tw_game_from_text("race", bad[i].text, &g), TW_E_PARSE);
        assert_null(g);
        if (!strstr(tw_game_error(NULL), bad[i].message))
            fail_msg("'%s': message '%s' lacks '%s'", bad[i].text, tw_game_error(NULL),
                     bad[i].message);
    }
}

static void test_moves_outside_the_notation_are_refused(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("race", "dice=d4");
    tw_move m = 0;
    assert_int_equal(tw_move_from_string(g, "roll:5", &m), TW_E_PARSE);
    assert_int_equal(tw_move_from_string(g, "take:1", &m), TW_E_PARSE);
    assert_int_equal(tw_move_from_string(g, "pass", &m), TW_E_PARSE);
    assert_int_equal(tw_move_from_string(g, "roll:4", &m), TW_OK);
    assert_int_equal(m, rc_move(RC_MV_ROLL, 4));
    tw_game_free(g);
}

static void test_the_json_state_is_the_game_own(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("race", "");
    tw_test_play(g, "roll:4 take roll:2");
    char json[2048];
    assert_true(tw_game_to_json(g, TW_VIEW_ALL, json, sizeof json) < (int)sizeof json);
    assert_non_null(strstr(json, "\"state\":{\"target\":20,\"faces\":6,\"scores\":[4,0],"
                                 "\"turn\":1,\"phase\":\"choose\",\"roll\":2}}"));
    tw_game_free(g);
}

/* The table keeps the core's bounds, and its check refuses what play never
 * reaches: a spare byte set, a roll kept after the choice. */
static void test_the_table_and_its_check(void **state)
{
    (void)state;
    assert_true(core_game_def_sound(&rc_game_def));
    assert_ptr_equal(rc_game_def.check, rc_check);
    core_game_def other = rc_game_def;
    other.max_players = 3; /* the about text says 2..2 */
    assert_false(core_game_def_sound(&other));
    other = rc_game_def;
    other.param_count = 1; /* fine: its text lists the one left */
    assert_true(core_game_def_sound(&other));
    other.state_size = CORE_STATE_MAX + 8;
    assert_false(core_game_def_sound(&other));
    rc_state s;
    core_err err = {{0}};
    assert_int_equal(rc_from_text(&s, START, &err), TW_OK);
    assert_int_equal(rc_check(&s, &err), TW_OK);
    s.spare2[5] = 1;
    assert_int_equal(rc_check(&s, &err), TW_E_STATE);
    assert_non_null(strstr(err.text, "spare"));
    s.spare2[5] = 0;
    s.roll = 3;
    assert_int_equal(rc_check(&s, &err), TW_E_STATE);
    assert_non_null(strstr(err.text, "roll"));
}

/* The events of each move, as data, as sentences and as JSON: the core's
 * events (lib/core/events.c) on the guide's game. */
static void test_each_move_says_what_it_did(void **state)
{
    (void)state;
    tw_game *g = tw_test_position("race", "score=18/2 turn=4 player=0 phase=roll roll=0 "
                                          "target=20 dice=d6");
    tw_test_play(g, "roll:5 give roll:3 take roll:4 take");
    int kind, player, piece, from, to, value;
    assert_int_equal(tw_game_event_count(g, 0, TW_VIEW_ALL), 1);
    assert_int_equal(tw_game_event(g, 0, 0, 1, &kind, &player, &piece, &from, &to, &value), TW_OK);
    assert_int_equal(kind, TW_EVENT_ROLLED);
    assert_int_equal(player, 0);
    assert_int_equal(value, 5);
    assert_int_equal(piece, TW_NONE);
    assert_int_equal(from, TW_NONE);
    char text[128];
    /* give: the other loses only what he has, then his turn begins */
    assert_int_equal(tw_game_event_count(g, 1, 0), 2);
    tw_game_event_text(g, 1, 0, 0, text, sizeof text);
    assert_string_equal(text, "Player 1 loses 2.");
    tw_game_event_text(g, 1, 1, 0, text, sizeof text);
    assert_string_equal(text, "Player 1's turn 6 begins.");
    /* the last take reaches the target: capped at 20, and the end says why */
    assert_int_equal(tw_game_event_count(g, 5, 1), 2);
    tw_game_event_text(g, 5, 0, 1, text, sizeof text);
    assert_string_equal(text, "Player 0 gains 2.");
    tw_game_event_text(g, 5, 1, 1, text, sizeof text);
    assert_string_equal(text, "Player 0 wins: the target is reached.");
    char json[512];
    tw_game_events_json(g, 5, 0, json, sizeof json);
    assert_string_equal(json, "[{\"kind\":\"scored\",\"player\":0,\"piece\":null,\"from\":null,"
                              "\"to\":null,\"value\":2,\"text\":\"Player 0 gains 2.\"},"
                              "{\"kind\":\"ended\",\"player\":0,\"piece\":null,\"from\":null,"
                              "\"to\":null,\"value\":1,\"text\":\"Player 0 wins: the target is "
                              "reached.\"}]");
    /* the JSON view carries the last move's events */
    char view[2048];
    tw_game_to_json(g, 0, view, sizeof view);
    assert_non_null(strstr(view, "\"events\":[{\"kind\":\"scored\""));
    tw_game_free(g);
}

static void test_event_arguments_are_checked(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("race", "");
    assert_int_equal(tw_game_event_count(g, 0, 0), TW_E_ARG);
    assert_string_equal(tw_game_error(g), "tw_game_event_count: ply 0 is not an applied move (0..0)");
    tw_test_play(g, "roll:2");
    assert_int_equal(tw_game_event_count(g, 0, 2), TW_E_ARG);
    assert_int_equal(tw_game_event_count(g, -1, 0), TW_E_ARG);
    assert_int_equal(tw_game_event_count(NULL, 0, 0), TW_E_ARG);
    int kind = 77;
    assert_int_equal(tw_game_event(g, 0, 1, 0, &kind, NULL, NULL, NULL, NULL, NULL), TW_E_ARG);
    assert_int_equal(kind, 77);
    assert_string_equal(tw_game_error(g), "tw_game_event: event 1 of a ply of 1 events");
    assert_int_equal(tw_game_event(g, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL), TW_OK);
    assert_int_equal(tw_game_event_text(g, 0, 0, 0, NULL, 5), TW_E_ARG);
    assert_int_equal(tw_game_event_text(g, 0, 0, 0, NULL, 0), (int)strlen("Player 0 rolls a 2."));
    assert_int_equal(tw_game_events_json(g, 1, 0, NULL, 0), TW_E_ARG);
    assert_string_equal(tw_game_event_kind_name(TW_EVENT_CLAIMED), "claimed");
    assert_null(tw_game_event_kind_name(TW_EVENT_NONE));
    assert_null(tw_game_event_kind_name(TW_EVENT_KIND_COUNT));
    tw_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_move_says_what_it_did),
        cmocka_unit_test(test_event_arguments_are_checked),
        cmocka_unit_test(test_a_new_race_starts_with_a_roll),
        cmocka_unit_test(test_take_adds_the_roll_and_passes_the_turn),
        cmocka_unit_test(test_give_takes_off_the_other_score_down_to_zero),
        cmocka_unit_test(test_reaching_the_target_wins),
        cmocka_unit_test(test_the_hundredth_turn_ends_the_race),
        cmocka_unit_test(test_positions_play_never_reaches_are_refused),
        cmocka_unit_test(test_moves_outside_the_notation_are_refused),
        cmocka_unit_test(test_the_json_state_is_the_game_own),
        cmocka_unit_test(test_the_table_and_its_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
