/* SPDX-License-Identifier: MIT */
/*
 * test_api.c: the generic API's contract on bad input, for every game.
 *
 * NULL handles and buffers, truncated buffers, malformed params, moves,
 * positions and replays, a misbehaving RNG and a failing allocator: each
 * gets its status and a message naming the problem, and leaves the state
 * exactly as it was.
 */
#include "support/tw_test.h"
#include "support/counting_alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *first_game(void)
{
    return tw_games_name(0);
}

/* ---- library facts ----------------------------------------------------- */

static void test_version_functions_agree_with_macros(void **state)
{
    (void)state;
    assert_int_equal(tw_version(), TOYWAR_VERSION);
    assert_string_equal(tw_version_string(), TOYWAR_VERSION_STRING);
    char expected[32];
    snprintf(expected, sizeof expected, "%d.%d.%d", TOYWAR_VERSION_MAJOR, TOYWAR_VERSION_MINOR,
             TOYWAR_VERSION_PATCH);
    assert_string_equal(tw_version_string(), expected);
}

static void test_status_strings_name_every_code(void **state)
{
    (void)state;
    assert_string_equal(tw_status_string(TW_OK), "ok");
    assert_string_equal(tw_status_string(TW_E_ARG), "bad argument");
    assert_string_equal(tw_status_string(TW_E_ILLEGAL), "illegal move");
    assert_string_equal(tw_status_string(TW_E_PARSE), "parse error");
    assert_string_equal(tw_status_string(TW_E_PARAM), "bad param");
    assert_string_equal(tw_status_string(TW_E_NOMEM), "out of memory");
    assert_string_equal(tw_status_string(TW_E_STATE), "wrong state");
    assert_string_equal(tw_status_string(TW_E_RNG), "RNG failure");
    assert_string_equal(tw_status_string((tw_status)-8), "unknown status");
    assert_string_equal(tw_status_string((tw_status)5), "unknown status");
}

static void test_games_are_listed(void **state)
{
    (void)state;
    int n = tw_games_count();
    assert_true(n >= 1);
    for (int i = 0; i < n; i++) {
        const char *name = tw_games_name(i);
        assert_non_null(name);
        const char *about = tw_games_about(name);
        assert_non_null(about);
        assert_non_null(strstr(about, "seed"));
    }
    assert_null(tw_games_name(-1));
    assert_null(tw_games_name(n));
    assert_null(tw_games_about("chess"));
    assert_null(tw_games_about(NULL));
    assert_non_null(tw_games_about("gearhead"));
}

/* ---- NULL and bad arguments -------------------------------------------- */

/* A yes/no question answers 1 or 0 only: `if (tw_game_is_over(g))` must not
 * take a NULL handle for a finished game (it returned TW_E_ARG, -1, true in
 * C). NULL is no game, so none that is over. */
static void test_is_over_answers_yes_or_no_even_for_null(void **state)
{
    (void)state;
    assert_int_equal(tw_game_is_over(NULL), 0);
    for (int i = 0; i < tw_games_count(); i++) {
        tw_game *g = tw_test_new(tw_games_name(i), NULL);
        assert_int_equal(tw_game_is_over(g), 0);
        tw_game_free(g);
    }
    /* Gearhead Skirmish after its fifth idle turn (test_gearhead_rules.c). */
    tw_game *over = tw_test_position("gearhead", "8/8/8/3p4/3P.4/8/8/8 0 over - - - - 5");
    assert_int_equal(tw_game_is_over(over), 1);
    tw_game_free(over);
}

static void test_null_handle_is_an_error_everywhere(void **state)
{
    (void)state;
    char buf[16];
    tw_move m = 0;
    int scores[2];
    assert_int_equal(tw_game_num_players(NULL), TW_E_ARG);
    assert_int_equal(tw_game_current_player(NULL), TW_E_ARG);
    assert_int_equal(tw_game_legal_moves(NULL, &m, 1), TW_E_ARG);
    assert_int_equal(tw_game_chance_weights(NULL, NULL, NULL, 0), TW_E_ARG);
    assert_int_equal(tw_game_apply(NULL, 1), TW_E_ARG);
    assert_int_equal(tw_game_undo(NULL), TW_E_ARG);
    assert_int_equal(tw_game_history(NULL, NULL, 0), TW_E_ARG);
    assert_int_equal(tw_game_set_rng(NULL, NULL, NULL), TW_E_ARG);
    assert_int_equal(tw_game_seed(NULL, 1), TW_E_ARG);
    assert_int_equal(tw_game_roll(NULL, &m), TW_E_ARG);
    assert_int_equal(tw_game_advance(NULL), TW_E_ARG);
    assert_int_equal(tw_move_to_string(NULL, 1, buf, sizeof buf), TW_E_ARG);
    assert_int_equal(tw_move_from_string(NULL, "x", &m), TW_E_ARG);
    assert_int_equal(tw_game_to_text(NULL, buf, sizeof buf), TW_E_ARG);
    assert_int_equal(tw_game_render(NULL, TW_VIEW_ALL, buf, sizeof buf), TW_E_ARG);
    assert_int_equal(tw_game_to_json(NULL, TW_VIEW_ALL, buf, sizeof buf), TW_E_ARG);
    assert_int_equal(tw_game_save_replay(NULL, buf, sizeof buf), TW_E_ARG);
    assert_int_equal(tw_game_scores(NULL, scores, 2), TW_E_ARG);
    assert_int_equal(tw_game_winner(NULL), TW_E_ARG);
    assert_true(tw_game_hash(NULL) == 0);
    assert_null(tw_game_name(NULL));
    tw_game_free(NULL);
}

static void test_null_buffers_and_outputs_are_errors(void **state)
{
    (void)state;
    tw_game *g = tw_test_new(first_game(), "seed=1");
    tw_move m;
    assert_int_equal(tw_game_legal_moves(g, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_history(g, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_to_text(g, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_render(g, TW_VIEW_ALL, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_to_json(g, TW_VIEW_ALL, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_save_replay(g, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_scores(g, NULL, 2), TW_E_ARG);
    assert_int_equal(tw_move_to_string(g, 1, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_move_from_string(g, NULL, &m), TW_E_ARG);
    assert_int_equal(tw_move_from_string(g, "x", NULL), TW_E_ARG);
    assert_int_equal(tw_game_chance_weights(g, NULL, NULL, 3), TW_E_ARG);
    assert_int_equal(tw_game_new(first_game(), NULL, NULL), TW_E_ARG);
    assert_int_equal(tw_game_clone(g, NULL), TW_E_ARG);
    tw_game *out = (tw_game *)&m; /* garbage that must be overwritten */
    assert_int_equal(tw_game_clone(NULL, &out), TW_E_ARG);
    assert_null(out);
    assert_int_equal(tw_game_from_text(first_game(), NULL, &out), TW_E_ARG);
    assert_int_equal(tw_game_from_text(NULL, "x", &out), TW_E_ARG);
    assert_int_equal(tw_game_load_replay(NULL, &out), TW_E_ARG);
    assert_int_equal(tw_game_render(g, 7, NULL, 0), TW_E_ARG);
    assert_non_null(strstr(tw_game_error(g), "viewer 7"));
    assert_int_equal(tw_game_to_json(g, -3, NULL, 0), TW_E_ARG);
    tw_game_free(g);
}

static void test_unknown_game_is_refused(void **state)
{
    (void)state;
    tw_game *g = (tw_game *)&g;
    assert_int_equal(tw_game_new("chess", NULL, &g), TW_E_ARG);
    assert_null(g);
    assert_non_null(strstr(tw_game_error(NULL), "no game"));
    assert_int_equal(tw_game_new(NULL, NULL, &g), TW_E_ARG);
}

/* ---- params ------------------------------------------------------------ */

static void expect_param_error(const char *params, const char *needle)
{
    tw_game *g = (tw_game *)&g;
    assert_int_equal(tw_game_new(first_game(), params, &g), TW_E_PARAM);
    assert_null(g);
    if (!strstr(tw_game_error(NULL), needle))
        fail_msg("params \"%s\": message \"%s\" does not name \"%s\"", params,
                 tw_game_error(NULL), needle);
}

static void test_malformed_params_are_refused_naming_the_key(void **state)
{
    (void)state;
    expect_param_error("bogus=1", "'bogus'");
    expect_param_error("seed=abc", "'seed'");
    expect_param_error("seed=-1", "'seed'");
    expect_param_error("seed=18446744073709551616", "'seed'");
    expect_param_error("seed=1 seed=2", "'seed' given twice");
    expect_param_error("seed", "expected key=value");
    expect_param_error("=5", "empty key");
    expect_param_error("seed=", "'seed'");
    expect_param_error("averyveryveryverylongkeythatisnotaparam=1", "unknown key");
}

static void test_params_accept_separators_and_defaults(void **state)
{
    (void)state;
    const char *ok[] = {NULL, "", "   ", "seed=5", " seed=5 ,", ",seed=18446744073709551615"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        tw_game *g = NULL;
        if (tw_game_new(first_game(), ok[i], &g) != TW_OK)
            fail_msg("params \"%s\" refused: %s", ok[i] ? ok[i] : "NULL", tw_game_error(NULL));
        tw_game_free(g);
    }
}

/* ---- moves, positions, replays ----------------------------------------- */

static void test_malformed_moves_are_parse_errors(void **state)
{
    (void)state;
    tw_game *g = tw_test_new(first_game(), "seed=3");
    const char *bad[] = {"", " ", "nonsense", "roll:", "roll:99", "ROLL:1", "roll:1 ", "\x01"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tw_move m = 0;
        tw_status st = tw_move_from_string(g, bad[i], &m);
        if (st != TW_E_PARSE)
            fail_msg("move text \"%s\" gave %s", bad[i], tw_status_string(st));
        assert_true(strlen(tw_game_error(g)) > 0);
    }
    tw_game_free(g);
}

static void test_illegal_move_is_refused_with_reason(void **state)
{
    (void)state;
    tw_game *g = tw_test_new(first_game(), "seed=3");
    char *before = tw_test_text_dup(g);
    uint64_t hash = tw_game_hash(g);
    assert_int_equal(tw_game_apply(g, 0), TW_E_ILLEGAL);
    assert_non_null(strstr(tw_game_error(g), "move 0x00000000 encodes no"));
    assert_int_equal(tw_game_apply(g, 0xffffffffu), TW_E_ILLEGAL);
    char *after = tw_test_text_dup(g);
    assert_string_equal(before, after);
    assert_true(hash == tw_game_hash(g));
    assert_int_equal(tw_game_history(g, NULL, 0), 0);
    free(before);
    free(after);
    tw_game_free(g);
}

static void test_bad_positions_are_refused(void **state)
{
    (void)state;
    const char *bad[] = {"", "garbage", "8/8/8", "\xff\xfe"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tw_game *g = (tw_game *)&g;
        assert_int_equal(tw_game_from_text(first_game(), bad[i], &g), TW_E_PARSE);
        assert_null(g);
        assert_true(strlen(tw_game_error(NULL)) > 0);
    }
}

static void test_bad_replays_are_refused_naming_the_line(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        tw_status status;
        const char *needle;
    } cases[] = {
        {"", TW_E_PARSE, "not a replay"},
        {"toywar-replay 2\n", TW_E_PARSE, "unknown replay version"},
        {"toywar-replay 1\ngame chess\n", TW_E_PARSE, "line 2: unknown game"},
        {"toywar-replay 1\ngame gearhead\nparams bogus=1\nmoves 0\n", TW_E_PARAM, "line 3"},
        {"toywar-replay 1\ngame gearhead\nstart x\n", TW_E_PARSE, "line 3"},
        {"toywar-replay 1\ngame gearhead\nparams seed=1\nrng zz 1\nmoves 0\n", TW_E_PARSE,
         "line 4: rng"},
        {"toywar-replay 1\ngame gearhead\nparams seed=1\nmoves x\n", TW_E_PARSE, "moves wants"},
        {"toywar-replay 1\ngame gearhead\nparams seed=1\nmoves 2\nroll:1\n", TW_E_PARSE,
         "announces 2 moves, 1 follow"},
        {"toywar-replay 1\ngame gearhead\nparams seed=1\nmoves 1\nbanana\n", TW_E_PARSE,
         "move 1 'banana'"},
        {"toywar-replay 1\ngame gearhead\nparams seed=1\nmoves 1\n\nexplode\n", TW_E_ILLEGAL,
         "line 6: move 1 'explode'"},
        {"toywar-replay 1\ngame gearhead\nparams seed=1\n", TW_E_PARSE, "end of the replay"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tw_game *g = (tw_game *)&g;
        tw_status st = tw_game_load_replay(cases[i].text, &g);
        if (st != cases[i].status || !strstr(tw_game_error(NULL), cases[i].needle))
            fail_msg("replay case %zu: got %s \"%s\", wanted %s naming \"%s\"", i,
                     tw_status_string(st), tw_game_error(NULL),
                     tw_status_string(cases[i].status), cases[i].needle);
        assert_null(g);
    }
}

static void test_replay_continues_with_the_same_dice(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("gearhead", "seed=11");
    for (int i = 0; i < 30 && !tw_game_is_over(g); i++) {
        assert_int_equal(tw_game_advance(g), TW_OK);
        tw_move m[TW_MOVES_MAX];
        if (tw_game_legal_moves(g, m, TW_MOVES_MAX) > 0)
            assert_int_equal(tw_game_apply(g, m[0]), TW_OK);
    }
    char replay[16384];
    int n = tw_game_save_replay(g, replay, sizeof replay);
    assert_true(n > 0 && (size_t)n < sizeof replay);
    assert_non_null(strstr(replay, "toywar-replay 1\ngame gearhead\nparams seed=11\nrng "));
    tw_game *h = NULL;
    assert_int_equal(tw_game_load_replay(replay, &h), TW_OK);
    /* Both continue with the built-in RNG from the same state. */
    for (int i = 0; i < 20 && !tw_game_is_over(g); i++) {
        tw_move a = 0, b = 0;
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
            assert_int_equal(tw_game_roll(g, &a), TW_OK);
            assert_int_equal(tw_game_roll(h, &b), TW_OK);
            assert_int_equal(a, b);
        } else {
            tw_move m[TW_MOVES_MAX];
            tw_game_legal_moves(g, m, TW_MOVES_MAX);
            assert_int_equal(tw_game_apply(g, m[0]), TW_OK);
            assert_int_equal(tw_game_apply(h, m[0]), TW_OK);
        }
    }
    char *ta = tw_test_text_dup(g), *tb = tw_test_text_dup(h);
    assert_string_equal(ta, tb);
    free(ta);
    free(tb);
    tw_game_free(g);
    tw_game_free(h);
}

static void test_replay_from_position_round_trips(void **state)
{
    (void)state;
    tw_game *g = tw_test_new(first_game(), "seed=5");
    assert_int_equal(tw_game_advance(g), TW_OK);
    char *start = tw_test_text_dup(g);
    tw_game *p = tw_test_position(first_game(), start);
    assert_int_equal(tw_game_history(p, NULL, 0), 0);
    tw_move m[TW_MOVES_MAX];
    assert_true(tw_game_legal_moves(p, m, TW_MOVES_MAX) > 0);
    assert_int_equal(tw_game_apply(p, m[0]), TW_OK);
    char replay[8192];
    assert_true(tw_game_save_replay(p, replay, sizeof replay) > 0);
    char expected_head[4096];
    snprintf(expected_head, sizeof expected_head, "toywar-replay 1\ngame %s\nposition %s\n",
             first_game(), start);
    assert_memory_equal(replay, expected_head, strlen(expected_head));
    tw_game *q = NULL;
    assert_int_equal(tw_game_load_replay(replay, &q), TW_OK);
    assert_int_equal(tw_game_history(q, NULL, 0), 1);
    assert_int_equal(tw_game_undo(q), TW_OK);
    char *back = tw_test_text_dup(q);
    assert_string_equal(back, start);
    free(back);
    free(start);
    tw_game_free(g);
    tw_game_free(p);
    tw_game_free(q);
}

/* ---- text buffers ------------------------------------------------------ */

static void test_text_functions_truncate_like_snprintf(void **state)
{
    (void)state;
    tw_game *g = tw_test_new(first_game(), "seed=2");
    int need = tw_game_to_text(g, NULL, 0);
    assert_true(need > 4);
    char buf[5];
    memset(buf, 'x', sizeof buf);
    assert_int_equal(tw_game_to_text(g, buf, 4), need);
    assert_int_equal(buf[3], '\0');
    assert_int_equal(buf[4], 'x');
    char *full = tw_test_text_dup(g);
    assert_memory_equal(buf, full, 3);
    free(full);
    int jneed = tw_game_to_json(g, TW_VIEW_ALL, NULL, 0);
    char one[1] = {'x'};
    assert_int_equal(tw_game_to_json(g, TW_VIEW_ALL, one, 1), jneed);
    assert_int_equal(one[0], '\0');
    tw_move m[TW_MOVES_MAX];
    assert_true(tw_game_legal_moves(g, m, 1) >= 1);
    int mneed = tw_move_to_string(g, m[0], NULL, 0);
    assert_true(mneed > 0);
    char two[2];
    assert_int_equal(tw_move_to_string(g, m[0], two, sizeof two), mneed);
    assert_int_equal(two[1], '\0');
    assert_int_equal(tw_move_to_string(g, 0, two, sizeof two), TW_E_ARG);
    tw_game_free(g);
}

/* ---- randomness -------------------------------------------------------- */

static uint32_t hostile_rng(void *user, uint32_t bound)
{
    (void)user;
    return bound; /* one past the range */
}

static void test_rng_out_of_range_is_refused(void **state)
{
    (void)state;
    tw_game *g = tw_test_new(first_game(), "seed=4");
    assert_int_equal(tw_game_current_player(g), TW_PLAYER_CHANCE);
    char *before = tw_test_text_dup(g);
    assert_int_equal(tw_game_set_rng(g, hostile_rng, NULL), TW_OK);
    tw_move rolled = 12345;
    assert_int_equal(tw_game_roll(g, &rolled), TW_E_RNG);
    assert_int_equal(rolled, 12345);
    assert_non_null(strstr(tw_game_error(g), "for a bound of"));
    assert_int_equal(tw_game_advance(g), TW_E_RNG);
    char *after = tw_test_text_dup(g);
    assert_string_equal(before, after);
    assert_int_equal(tw_game_history(g, NULL, 0), 0);
    free(before);
    free(after);
    tw_game_free(g);
}

static uint32_t minus_one_rng(void *user, uint32_t bound)
{
    (void)user;
    (void)bound;
    return (uint32_t)-1;
}

/* The message gives the value as the RNG returned it, whatever it is. */
static void test_rng_value_is_reported_as_returned(void **state)
{
    (void)state;
    tw_game *g = tw_test_new("gearhead", NULL); /* the roll-off: a d8 */
    assert_int_equal(tw_game_set_rng(g, minus_one_rng, NULL), TW_OK);
    assert_int_equal(tw_game_roll(g, NULL), TW_E_RNG);
    assert_string_equal(tw_game_error(g), "the RNG returned 4294967295 for a bound of 8 "
                                          "(a value must be below its bound)");
    assert_int_equal(tw_game_advance(g), TW_E_RNG);
    assert_string_equal(tw_game_error(g), "the RNG returned 4294967295 for a bound of 8 "
                                          "(a value must be below its bound)");
    assert_int_equal(tw_game_history(g, NULL, 0), 0);
    tw_game_free(g);
}

static void test_roll_at_a_decision_is_a_state_error(void **state)
{
    (void)state;
    tw_game *g = tw_test_new(first_game(), "seed=4");
    assert_int_equal(tw_game_advance(g), TW_OK);
    assert_true(tw_game_current_player(g) >= 0);
    assert_int_equal(tw_game_roll(g, NULL), TW_E_STATE);
    assert_int_equal(tw_game_chance_weights(g, NULL, NULL, 0), TW_E_STATE);
    assert_int_equal(tw_game_advance(g), TW_OK); /* a no-op at a decision */
    tw_game_free(g);
}

static void test_seed_reproduces_and_differs(void **state)
{
    (void)state;
    tw_game *a = tw_test_new(first_game(), NULL);
    tw_game *b = tw_test_new(first_game(), NULL);
    assert_int_equal(tw_game_seed(a, 77), TW_OK);
    assert_int_equal(tw_game_seed(b, 77), TW_OK);
    tw_move ra[20], rb[20];
    for (int i = 0; i < 20; i++) {
        assert_int_equal(tw_game_roll(a, &ra[i]), TW_OK);
        assert_int_equal(tw_game_roll(b, &rb[i]), TW_OK);
        assert_int_equal(ra[i], rb[i]);
        while (tw_game_current_player(a) >= 0) { /* a decision: take the first option */
            tw_move m[TW_MOVES_MAX];
            tw_game_legal_moves(a, m, TW_MOVES_MAX);
            tw_game_apply(a, m[0]);
            tw_game_apply(b, m[0]);
        }
        if (tw_game_is_over(a))
            break;
    }
    tw_game_free(a);
    tw_game_free(b);
}

/* ---- memory: through support/counting_alloc.h ------------------------- */

/* Fails the N-th allocation for every N along a seeded game: each failure
 * is TW_E_NOMEM with the state unchanged, and nothing leaks. */
static void test_allocation_failures_leave_nothing_behind(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        const char *name = tw_games_name(gi);
        for (long fail_at = 1;; fail_at++) {
            tw_counting_alloc c = {.fail_at = fail_at};
            tw_game *g = NULL;
            tw_status st = tw_game_new_with_alloc(name, "seed=9", tw_counting_alloc_fn, &c, &g);
            if (st != TW_OK) {
                assert_int_equal(st, TW_E_NOMEM);
                assert_null(g);
                assert_int_equal(c.live, 0);
                continue;
            }
            int failed = 0;
            for (int ply = 0; ply < 300 && !tw_game_is_over(g) && !failed; ply++) {
                char *before = tw_test_text_dup(g);
                int len = tw_game_history(g, NULL, 0);
                tw_move m[TW_MOVES_MAX];
                int n = tw_game_legal_moves(g, m, TW_MOVES_MAX);
                st = tw_game_apply(g, m[(unsigned)ply % (unsigned)n]);
                if (st != TW_OK) {
                    assert_int_equal(st, TW_E_NOMEM);
                    char *after = tw_test_text_dup(g);
                    assert_string_equal(before, after);
                    assert_int_equal(tw_game_history(g, NULL, 0), len);
                    free(after);
                    failed = 1;
                }
                free(before);
            }
            if (!failed) {
                tw_game *clone = NULL;
                st = tw_game_clone(g, &clone);
                if (st != TW_OK) {
                    assert_int_equal(st, TW_E_NOMEM);
                    assert_null(clone);
                    failed = 1;
                }
                tw_game_free(clone);
            }
            tw_game_free(g);
            assert_int_equal(c.live, 0);
            assert_int_equal(c.bytes, 0);
            if (!failed)
                break; /* this N is past the last allocation of the game */
        }
    }
}

/* A roll whose history cannot grow is TW_E_NOMEM and leaves the built-in
 * RNG as it was: retried, it rolls what an untroubled game rolls. (It used
 * to consume a value, so the game and its replay's rng line diverged.) */
static void test_roll_out_of_memory_keeps_the_rng(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        const char *name = tw_games_name(gi);
        tw_game *plain = tw_test_new(name, "seed=21");
        tw_counting_alloc c = {0};
        tw_game *g = NULL;
        assert_int_equal(tw_game_new_with_alloc(name, "seed=21", tw_counting_alloc_fn, &c, &g),
                         TW_OK);
        assert_int_equal(tw_game_current_player(g), TW_PLAYER_CHANCE);
        c.fail_at = c.calls + 1; /* the history's first growth */
        char before[512], after[512];
        tw_game_save_replay(g, before, sizeof before);
        assert_int_equal(tw_game_roll(g, NULL), TW_E_NOMEM);
        tw_game_save_replay(g, after, sizeof after);
        assert_string_equal(before, after);
        tw_move expected = 0, got = 0;
        assert_int_equal(tw_game_roll(plain, &expected), TW_OK);
        assert_int_equal(tw_game_roll(g, &got), TW_OK);
        assert_int_equal(got, expected);
        tw_game_save_replay(g, before, sizeof before);
        tw_game_save_replay(plain, after, sizeof after);
        assert_string_equal(before, after);
        tw_game_free(g);
        tw_game_free(plain);
        assert_int_equal(c.live, 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_version_functions_agree_with_macros),
        cmocka_unit_test(test_status_strings_name_every_code),
        cmocka_unit_test(test_games_are_listed),
        cmocka_unit_test(test_is_over_answers_yes_or_no_even_for_null),
        cmocka_unit_test(test_null_handle_is_an_error_everywhere),
        cmocka_unit_test(test_null_buffers_and_outputs_are_errors),
        cmocka_unit_test(test_unknown_game_is_refused),
        cmocka_unit_test(test_malformed_params_are_refused_naming_the_key),
        cmocka_unit_test(test_params_accept_separators_and_defaults),
        cmocka_unit_test(test_malformed_moves_are_parse_errors),
        cmocka_unit_test(test_illegal_move_is_refused_with_reason),
        cmocka_unit_test(test_bad_positions_are_refused),
        cmocka_unit_test(test_bad_replays_are_refused_naming_the_line),
        cmocka_unit_test(test_replay_continues_with_the_same_dice),
        cmocka_unit_test(test_replay_from_position_round_trips),
        cmocka_unit_test(test_text_functions_truncate_like_snprintf),
        cmocka_unit_test(test_rng_out_of_range_is_refused),
        cmocka_unit_test(test_rng_value_is_reported_as_returned),
        cmocka_unit_test(test_roll_at_a_decision_is_a_state_error),
        cmocka_unit_test(test_seed_reproduces_and_differs),
        cmocka_unit_test(test_allocation_failures_leave_nothing_behind),
        cmocka_unit_test(test_roll_out_of_memory_keeps_the_rng),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
