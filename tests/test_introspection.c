/* SPDX-License-Identifier: MIT */
/*
 * test_introspection.c: what a host can ask of a game before starting one
 * (issue 11): its players and params, tw_games_about() written from the
 * same table, the messages that name what params allow, and the names of
 * every kind of piece.
 *
 * The expected values are those of the "Params" of each rules document
 * (docs/rules/) and of the notation documents (pieces, in enum order).
 */
#include "support/tw_test.h"
#include "toywar/droids.h"
#include "toywar/gearhead.h"
#include "toywar/toybattle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One param as a host sees it. */
typedef struct expected_param {
    const char *key;
    int kind;
    int min, max, default_value;
    const char *values[9]; /* enum only, in order, NULL-terminated */
} expected_param;

static void assert_params(const char *game, const expected_param *expected, int count)
{
    assert_int_equal(tw_games_param_count(game), count);
    for (int i = 0; i < count; i++) {
        const expected_param *e = &expected[i];
        assert_string_equal(tw_games_param_key(game, i), e->key);
        assert_int_equal(tw_games_param_kind(game, i), e->kind);
        int min = -7, max = -7, def = -7;
        assert_int_equal(tw_games_param_range(game, i, &min, &max, &def), TW_OK);
        assert_int_equal(min, e->min);
        assert_int_equal(max, e->max);
        assert_int_equal(def, e->default_value);
        const char *help = tw_games_param_help(game, i);
        assert_non_null(help);
        assert_true(strlen(help) > 10);
        assert_null(strchr(help, '\n'));
        if (e->kind == TW_PARAM_INT) {
            assert_null(tw_games_param_value(game, i, 0));
            continue;
        }
        for (int v = 0; v <= max; v++)
            assert_string_equal(tw_games_param_value(game, i, v), e->values[v]);
        assert_null(e->values[max + 1]);
        assert_null(tw_games_param_value(game, i, -1));
        assert_null(tw_games_param_value(game, i, max + 1));
    }
}

static void assert_players(const char *game, int min_players, int max_players)
{
    int lo = 0, hi = 0;
    assert_int_equal(tw_games_players(game, &lo, &hi), TW_OK);
    assert_int_equal(lo, min_players);
    assert_int_equal(hi, max_players);
}

static void test_gearhead_params(void **state)
{
    (void)state;
    static const expected_param params[] = {
        {"placed_moves", TW_PARAM_ENUM, 0, 1, 0, {"on", "off", NULL}},
    };
    assert_params("gearhead", params, 1);
    assert_string_equal(tw_games_param_help("gearhead", 0),
                        "whether the toy placed this turn moves this turn too (off: from the "
                        "next turn on)");
    assert_players("gearhead", 2, 2);
}

static void test_droids_params(void **state)
{
    (void)state;
    static const expected_param params[] = {
        {"players", TW_PARAM_INT, 1, 4, 2, {NULL}},
        {"scenario", TW_PARAM_ENUM, 0, 6, 0,
         {"challenge", "de-mine", "golden-microchips", "robot-madness", "robot-statue", "duel",
          "robot-killer", NULL}},
        {"killer_shots", TW_PARAM_INT, 1, 6, 1, {NULL}},
        {"teams", TW_PARAM_ENUM, 0, 1, 0, {"off", "on", NULL}},
        {"max_turns", TW_PARAM_INT, 1, 1000, 100, {NULL}},
    };
    assert_params("droids", params, 5);
    /* The scenario values are tw_droids_scenario_kind's. */
    assert_string_equal(tw_games_param_value("droids", 1, TW_DROIDS_SCENARIO_ROBOT_KILLER),
                        "robot-killer");
    assert_string_equal(tw_games_param_value("droids", 1, TW_DROIDS_SCENARIO_DEMINE), "de-mine");
    assert_players("droids", 1, 4);
}

static void test_toybattle_params(void **state)
{
    (void)state;
    static const expected_param params[] = {
        {"map", TW_PARAM_ENUM, 0, 7, 0,
         {"castle-field", "tropical-pool", "city-of-clouds", "volcanic-jungle", "cursed-cemetery",
          "caribbean-sea", "station-metal-x", "battlefield", NULL}},
        {"special_bases", TW_PARAM_ENUM, 0, 1, 0, {"on", "off", NULL}},
    };
    assert_params("toybattle", params, 2);
    assert_players("toybattle", 2, 2);
}

static void test_bad_games_and_indices_are_refused(void **state)
{
    (void)state;
    int lo = 5, hi = 5, def = 5;
    const char *bad_games[] = {NULL, "chess", "", "Gearhead"};
    for (size_t i = 0; i < sizeof bad_games / sizeof bad_games[0]; i++) {
        const char *game = bad_games[i];
        assert_int_equal(tw_games_players(game, &lo, &hi), TW_E_ARG);
        assert_int_equal(tw_games_param_count(game), TW_E_ARG);
        assert_null(tw_games_param_key(game, 0));
        assert_null(tw_games_param_help(game, 0));
        assert_int_equal(tw_games_param_kind(game, 0), TW_E_ARG);
        assert_int_equal(tw_games_param_range(game, 0, &lo, &hi, &def), TW_E_ARG);
        assert_null(tw_games_param_value(game, 0, 0));
    }
    assert_int_equal(tw_games_players("droids", NULL, &hi), TW_E_ARG);
    assert_int_equal(tw_games_players("droids", &lo, NULL), TW_E_ARG);
    assert_int_equal(lo, 5); /* nothing written on failure */
    assert_int_equal(hi, 5);
    for (int i = 0; i < tw_games_count(); i++) {
        const char *game = tw_games_name(i);
        int n = tw_games_param_count(game);
        const int bad[] = {-1, n, n + 1, -1000000};
        for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
            assert_null(tw_games_param_key(game, bad[k]));
            assert_null(tw_games_param_help(game, bad[k]));
            assert_int_equal(tw_games_param_kind(game, bad[k]), TW_E_ARG);
            assert_int_equal(tw_games_param_range(game, bad[k], &lo, &hi, &def), TW_E_ARG);
            assert_null(tw_games_param_value(game, bad[k], 0));
        }
        assert_int_equal(def, 5);
        /* Every out pointer may be NULL. */
        for (int p = 0; p < n; p++)
            assert_int_equal(tw_games_param_range(game, p, NULL, NULL, NULL), TW_OK);
    }
}

/* tw_games_about() as the introspection functions describe the game: the
 * layout its documentation gives. */
static char *about_from_introspection(const char *game, const char *summary)
{
    size_t cap = 4096, len = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    int lo, hi;
    assert_int_equal(tw_games_players(game, &lo, &hi), TW_OK);
    len += (size_t)snprintf(text + len, cap - len, "%s\nplayers: %d..%d\nparams:\n", summary, lo,
                            hi);
    for (int i = 0; i < tw_games_param_count(game); i++) {
        int min, max, def;
        assert_int_equal(tw_games_param_range(game, i, &min, &max, &def), TW_OK);
        len += (size_t)snprintf(text + len, cap - len, "  %s: ", tw_games_param_key(game, i));
        if (tw_games_param_kind(game, i) == TW_PARAM_INT) {
            len += (size_t)snprintf(text + len, cap - len, "integer %d..%d, default %d", min,
                                    max, def);
        } else {
            len += (size_t)snprintf(text + len, cap - len, "one of ");
            for (int v = min; v <= max; v++)
                len += (size_t)snprintf(text + len, cap - len, "%s%s", v > min ? "|" : "",
                                        tw_games_param_value(game, i, v));
            len += (size_t)snprintf(text + len, cap - len, ", default %s",
                                    tw_games_param_value(game, i, def));
        }
        len += (size_t)snprintf(text + len, cap - len, ": %s\n", tw_games_param_help(game, i));
    }
    snprintf(text + len, cap - len,
             "  seed: integer 0..18446744073709551615, default 0: the seed of the built-in "
             "random generator (tw_game_seed())\n");
    return text;
}

static void test_about_is_the_table_in_one_layout(void **state)
{
    (void)state;
    for (int i = 0; i < tw_games_count(); i++) {
        const char *game = tw_games_name(i);
        const char *about = tw_games_about(game);
        const char *eol = strchr(about, '\n');
        assert_non_null(eol);
        char summary[256];
        snprintf(summary, sizeof summary, "%.*s", (int)(eol - about), about);
        char *rebuilt = about_from_introspection(game, summary);
        assert_string_equal(about, rebuilt);
        free(rebuilt);
    }
    assert_string_equal(
        tw_games_about("gearhead"),
        "Gearhead Skirmish: two armies of wind-up toys on a chessboard; a toy that leaves by the "
        "opponent's edge scores a point.\n"
        "players: 2..2\n"
        "params:\n"
        "  placed_moves: one of on|off, default on: whether the toy placed this turn moves this "
        "turn too (off: from the next turn on)\n"
        "  seed: integer 0..18446744073709551615, default 0: the seed of the built-in random "
        "generator (tw_game_seed())\n");
}

/* The bounds a host reads are the ones tw_game_new() checks. */
static void test_ranges_are_the_ones_params_are_checked_against(void **state)
{
    (void)state;
    for (int i = 0; i < tw_games_count(); i++) {
        const char *game = tw_games_name(i);
        for (int p = 0; p < tw_games_param_count(game); p++) {
            if (tw_games_param_kind(game, p) != TW_PARAM_INT)
                continue;
            int min, max;
            tw_games_param_range(game, p, &min, &max, NULL);
            const char *key = tw_games_param_key(game, p);
            char params[64], expected[128];
            tw_game *g = NULL;
            snprintf(expected, sizeof expected, "param '%s': %d is out of range (%d..%d)", key,
                     max + 1, min, max);
            snprintf(params, sizeof params, "%s=%d", key, max + 1);
            assert_int_equal(tw_game_new(game, params, &g), TW_E_PARAM);
            assert_string_equal(tw_game_error(NULL), expected);
            snprintf(params, sizeof params, "%s=%d", key, min - 1);
            assert_int_equal(tw_game_new(game, params, &g), TW_E_PARAM);
            assert_non_null(strstr(tw_game_error(NULL), "is out of range"));
            /* In range, the rules may still refuse a combination (Droids:
             * one player only in robot-killer), but not the number. */
            for (int v = min; v <= max; v += max - min > 0 ? max - min : 1) {
                snprintf(params, sizeof params, "%s=%d", key, v);
                if (tw_game_new(game, params, &g) == TW_OK)
                    tw_game_free(g);
                else
                    assert_null(strstr(tw_game_error(NULL), "out of range"));
                if (max == min)
                    break;
            }
        }
    }
}

static void test_param_errors_name_what_is_allowed(void **state)
{
    (void)state;
    tw_game *g = NULL;
    assert_int_equal(tw_game_new("droids", "players=2 colour=red", &g), TW_E_PARAM);
    assert_string_equal(tw_game_error(NULL),
                        "param 'colour': unknown key for droids (its keys: players, scenario, "
                        "killer_shots, teams, max_turns, seed)");
    assert_int_equal(tw_game_new("gearhead", "players=2", &g), TW_E_PARAM);
    assert_string_equal(tw_game_error(NULL),
                        "param 'players': unknown key for gearhead (its keys: placed_moves, seed)");
    assert_int_equal(tw_game_new("gearhead", "averyveryveryverylongkeythatisnotaparam=1", &g),
                     TW_E_PARAM);
    assert_string_equal(tw_game_error(NULL), "param 'averyveryveryverylon...': unknown key for "
                                             "gearhead (its keys: placed_moves, seed)");
    assert_int_equal(tw_game_new("droids", "scenario=chess", &g), TW_E_PARAM);
    assert_string_equal(tw_game_error(NULL),
                        "param 'scenario': 'chess' is not one of challenge|de-mine|"
                        "golden-microchips|robot-madness|robot-statue|duel|robot-killer");
    assert_int_equal(tw_game_new("toybattle", "special_bases=yes", &g), TW_E_PARAM);
    assert_string_equal(tw_game_error(NULL), "param 'special_bases': 'yes' is not one of on|off");
    assert_int_equal(tw_game_new("gearhead", "placed_moves=", &g), TW_E_PARAM);
    assert_string_equal(tw_game_error(NULL), "param 'placed_moves': '' is not one of on|off");
    assert_null(g);
}

/* ---- names of pieces ------------------------------------------------------ */

static void test_droids_chit_names(void **state)
{
    (void)state;
    /* docs/notation/droids.md, "Chits", in tw_droids_chit_kind order, each named
     * by what it orders, after its pile's element (the seed's "Violet
     * Chits = Movement Orders for Land"...), as the rendered board says. */
    static const char *const names[TW_DROIDS_CHIT_COUNT] = {
        NULL,
        "land: advance 1",
        "land: diagonal 1",
        "land: advance 2",
        "land: as far as possible",
        "water: advance 1",
        "water: diagonal 1",
        "repair robot: advance 1",
        "repair robot: as far as possible",
        "repair robot: advance 2",
        "repair robot: repair",
        "shoot",
        "pick up / put down",
        "interference",
        "killer: four-way shot",
    };
    assert_int_equal(TW_DROIDS_CHIT_COUNT, TW_DROIDS_CHIT_X + 1);
    assert_null(tw_droids_chit_name(TW_DROIDS_CHIT_NONE));
    for (int k = TW_DROIDS_CHIT_V1; k < TW_DROIDS_CHIT_COUNT; k++)
        assert_string_equal(tw_droids_chit_name(k), names[k]);
    assert_string_equal(tw_droids_chit_name(TW_DROIDS_CHIT_SHOOT), "shoot");
    assert_null(tw_droids_chit_name(-1));
    assert_null(tw_droids_chit_name(TW_DROIDS_CHIT_COUNT));
    assert_null(tw_droids_chit_name(1 << 20));
}

static void test_droids_robot_names(void **state)
{
    (void)state;
    assert_int_equal(TW_DROIDS_ROBOT_COUNT, TW_DROIDS_ROBOT_GREY + 1);
    /* Players' droids by seat: S, N, W, E (docs/notation/droids.md). */
    assert_string_equal(tw_droids_robot_name(0), "south droid");
    assert_string_equal(tw_droids_robot_name(1), "north droid");
    assert_string_equal(tw_droids_robot_name(2), "west droid");
    assert_string_equal(tw_droids_robot_name(3), "east droid");
    assert_string_equal(tw_droids_robot_name(TW_DROIDS_ROBOT_REPAIR0), "repair robot");
    assert_string_equal(tw_droids_robot_name(TW_DROIDS_ROBOT_REPAIR1), "repair robot");
    assert_string_equal(tw_droids_robot_name(TW_DROIDS_ROBOT_GREY), "grey droid");
    assert_null(tw_droids_robot_name(-1));
    assert_null(tw_droids_robot_name(TW_DROIDS_ROBOT_COUNT));
}

static void test_toybattle_troop_names(void **state)
{
    (void)state;
    /* docs/notation/toybattle.md: K Kwak (X), S Skully (1), C Cap'n (2),
     * J Jumbo (3), H Hook (4), X XB-42 (5), T Star (6), R Roxy (7). */
    static const char *const names[TW_TOYBATTLE_TROOP_COUNT] = {"Kwak", "Skully", "Cap'n", "Jumbo",
                                                   "Hook", "XB-42", "Star",   "Roxy"};
    for (int k = TW_TOYBATTLE_TROOP_KWAK; k < TW_TOYBATTLE_TROOP_COUNT; k++)
        assert_string_equal(tw_toybattle_troop_name(k), names[k]);
    assert_string_equal(tw_toybattle_troop_name(TW_TOYBATTLE_TROOP_XB42), "XB-42");
    assert_null(tw_toybattle_troop_name(-1));
    assert_null(tw_toybattle_troop_name(TW_TOYBATTLE_TROOP_COUNT));
}

static void test_gearhead_toy_names_have_the_same_shape(void **state)
{
    (void)state;
    assert_null(tw_gearhead_toy_name(TW_GEARHEAD_TOY_NONE));
    assert_string_equal(tw_gearhead_toy_name(TW_GEARHEAD_TOY_BIG_AL), "Big Al");
    assert_null(tw_gearhead_toy_name(TW_GEARHEAD_TOY_COUNT));
    assert_null(tw_gearhead_toy_name(-1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gearhead_params),
        cmocka_unit_test(test_droids_params),
        cmocka_unit_test(test_toybattle_params),
        cmocka_unit_test(test_bad_games_and_indices_are_refused),
        cmocka_unit_test(test_about_is_the_table_in_one_layout),
        cmocka_unit_test(test_ranges_are_the_ones_params_are_checked_against),
        cmocka_unit_test(test_param_errors_name_what_is_allowed),
        cmocka_unit_test(test_droids_chit_names),
        cmocka_unit_test(test_droids_robot_names),
        cmocka_unit_test(test_toybattle_troop_names),
        cmocka_unit_test(test_gearhead_toy_names_have_the_same_shape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
