/* SPDX-License-Identifier: MIT */
/*
 * test_rng_bound.c: no sequence of RNG values can hang a host (issue 11).
 *
 * The first RNG a test rig injects returns the same value every time. Each
 * game is played through by tw_game_advance() and its first legal move,
 * with an RNG that always returns 0 and one that always returns bound - 1:
 * the game must end, or tw_game_advance() must give up with TW_E_RNG after
 * exactly TW_ADVANCE_MAX outcomes and leave the game exactly as before the
 * call (position text, hash, history, what undo takes back). Gearhead's
 * roll-off ties forever under both, so it is always the TW_E_RNG case.
 *
 * Before the bound, such an advance never returned: so that this test
 * fails rather than hangs on a library without it, the RNG burns out (it
 * returns a value out of range) after far more calls than any bounded
 * advance makes, which then shows up as the wrong status or a changed game.
 */
#include "support/tw_test.h"
#include "support/counting_alloc.h"
#include "support/splitmix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Decisions a whole game may take under a constant RNG before this test
 * calls it endless (Droids stops at max_turns; the rest end far sooner). */
#define DECISIONS_MAX 20000

/* An RNG that always returns 0 (or always bound - 1), counting its calls,
 * and refusing to go on past a fuse. */
typedef struct constant_rng {
    int top;            /* 0: always 0; 1: always bound - 1 */
    long calls;         /* calls since the counter was last cleared */
    long fuse;          /* past this many calls: bound (out of range) */
} constant_rng;

static uint32_t constant_rng_fn(void *user, uint32_t bound)
{
    constant_rng *r = user;
    if (++r->calls > r->fuse)
        return bound;
    return r->top ? bound - 1 : 0;
}

/* What a failed call must leave as it was. */
typedef struct snapshot {
    char *text;
    uint64_t hash;
    int history;
    int player;
    tw_move last;       /* the last move of the history, 0 at the start */
} snapshot;

static snapshot take_snapshot(const tw_game *g)
{
    snapshot s = {tw_test_text_dup(g), tw_game_hash(g), tw_game_history(g, NULL, 0),
                  tw_game_current_player(g), 0};
    if (s.history > 0) {
        tw_move *moves = malloc((size_t)s.history * sizeof *moves);
        assert_non_null(moves);
        tw_game_history(g, moves, (size_t)s.history);
        s.last = moves[s.history - 1];
        free(moves);
    }
    return s;
}

static void assert_unchanged(const tw_game *g, const snapshot *before, const char *what)
{
    snapshot now = take_snapshot(g);
    if (strcmp(now.text, before->text) != 0 || now.hash != before->hash ||
        now.history != before->history || now.player != before->player ||
        now.last != before->last)
        fail_msg("%s: the game changed: history %d -> %d, text\n  %s\n->%s", what,
                 before->history, now.history, before->text, now.text);
    free(now.text);
}

/* The outcome of one game: how it stopped. */
typedef struct outcome {
    int over;           /* the game ended */
    int refused;        /* tw_game_advance() gave up with TW_E_RNG */
    int decisions;      /* decisions applied before */
} outcome;

/* Plays g by advance + first legal move until it ends or advance gives up,
 * and checks the give-up. */
static outcome play_constant(tw_game *g, int top, const char *label)
{
    constant_rng rng = {top, 0, 4L * TW_ADVANCE_MAX};
    outcome out = {0, 0, 0};
    assert_int_equal(tw_game_set_rng(g, constant_rng_fn, &rng), TW_OK);
    for (; out.decisions < DECISIONS_MAX; out.decisions++) {
        snapshot before = take_snapshot(g);
        rng.calls = 0;
        tw_status st = tw_game_advance(g);
        if (st == TW_E_RNG) {
            if (rng.calls != TW_ADVANCE_MAX)
                fail_msg("%s: advance gave up after %ld RNG calls, not %d: %s", label, rng.calls,
                         TW_ADVANCE_MAX, tw_game_error(g));
            assert_non_null(strstr(tw_game_error(g), "never let the game reach"));
            assert_unchanged(g, &before, label);
            free(before.text);
            out.refused = 1;
            return out;
        }
        free(before.text);
        if (st != TW_OK)
            fail_msg("%s: advance: %s: %s", label, tw_status_string(st), tw_game_error(g));
        if (tw_game_is_over(g)) {
            out.over = 1;
            return out;
        }
        tw_move moves[TW_MOVES_MAX];
        assert_true(tw_game_legal_moves(g, moves, TW_MOVES_MAX) > 0);
        assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
    }
    fail_msg("%s: no end after %d decisions", label, DECISIONS_MAX);
    return out;
}

/* Plays game/params under both constant RNGs; each must end or be refused. */
static void play_both(const char *game, const char *params, outcome results[2])
{
    for (int top = 0; top < 2; top++) {
        char label[128];
        snprintf(label, sizeof label, "%s %s, RNG always %s", game, params,
                 top ? "bound-1" : "0");
        tw_game *g = tw_test_new(game, params);
        results[top] = play_constant(g, top, label);
        tw_game_free(g);
    }
}

static void test_gearhead_roll_off_that_ties_forever_is_refused(void **state)
{
    (void)state;
    outcome r[2];
    play_both("gearhead", "seed=1", r);
    /* Both players roll the same value: the roll-off never ends. */
    for (int top = 0; top < 2; top++) {
        assert_true(r[top].refused);
        assert_int_equal(r[top].decisions, 0);
    }
    play_both("gearhead", "placed_moves=off", r);
    assert_true(r[0].refused && r[1].refused && r[0].decisions == 0 && r[1].decisions == 0);
}

/* Each of configs of game, under both constant RNGs, plays to its end. */
static void assert_every_game_ends(const char *game, const char *const *configs, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        outcome r[2];
        play_both(game, configs[i], r);
        for (int top = 0; top < 2; top++)
            assert_true(r[top].over && !r[top].refused);
    }
}

/* A Droids draw is a decision (the pile) then one outcome: no run of chance
 * nodes can repeat, so every game ends. */
static void test_droids_ends_for_every_player_count(void **state)
{
    (void)state;
    static const char *const configs[] = {
        "players=1 scenario=robot-killer", "players=2", "players=3", "players=4",
        "players=4 teams=on", "players=2 scenario=de-mine", "players=3 scenario=robot-statue",
        "players=2 scenario=duel", "players=4 scenario=golden-microchips",
        "players=2 scenario=robot-madness max_turns=5",
    };
    assert_every_game_ends("droids", configs, sizeof configs / sizeof configs[0]);
}

/* Toy Battle's runs of chance nodes (who starts, the troops removed, the
 * racks dealt, a draw) are finite: every game ends. */
static void test_toybattle_ends_on_several_maps(void **state)
{
    (void)state;
    static const char *const configs[] = {
        "map=castle-field", "map=battlefield", "map=tropical-pool special_bases=off",
        "map=caribbean-sea",
    };
    assert_every_game_ends("toybattle", configs, sizeof configs / sizeof configs[0]);
}

/* A host RNG of its own (splitmix64), counting its calls, that returns a
 * value out of range at call number fuse (0: never). */
typedef struct fused_rng {
    uint64_t state;
    long calls;
    long fuse;
} fused_rng;

static uint32_t fused_rng_fn(void *user, uint32_t bound)
{
    fused_rng *r = user;
    if (++r->calls == r->fuse)
        return UINT32_MAX; /* out of range whatever the bound */
    return (uint32_t)(splitmix64_next(&r->state) % bound);
}

/* How many rolls the next advance of g makes, found on a clone. */
static long rolls_ahead(const tw_game *g, fused_rng *rng)
{
    fused_rng saved = *rng;
    tw_game *probe = NULL;
    assert_int_equal(tw_game_clone(g, &probe), TW_OK); /* calls the same rng */
    rng->calls = 0;
    assert_int_equal(tw_game_advance(probe), TW_OK);
    long rolls = rng->calls;
    tw_game_free(probe);
    *rng = saved;
    return rolls;
}

/* Plays game by random moves until an advance, with moves behind it, needs
 * two rolls or more; there makes its second roll fail (a value out of
 * range) and checks that the advance took its first roll back: the game is
 * as before, and undo walks back through the very positions it went
 * through. With log_undo, the handle has undone a move before (so undo
 * works from its log rather than by replaying the moves). */
static void check_failed_advance_mid_game(const char *game, const char *params, int log_undo)
{
    enum { MAX_STEPS = 4000 };
    tw_game *g = tw_test_new(game, params);
    fused_rng rng = {7, 0, 0};
    uint64_t pick = 11;
    assert_int_equal(tw_game_set_rng(g, fused_rng_fn, &rng), TW_OK);
    char **texts = calloc(MAX_STEPS + 1, sizeof *texts); /* by history length */
    assert_non_null(texts);
    texts[0] = tw_test_text_dup(g);
    int tested = 0;
    while (!tested && !tw_game_is_over(g)) {
        int len = tw_game_history(g, NULL, 0);
        assert_true(len < MAX_STEPS);
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE && len > 0 &&
            rolls_ahead(g, &rng) >= 2) {
            if (log_undo) {
                tw_move last;
                tw_move *all = malloc((size_t)len * sizeof *all);
                assert_non_null(all);
                tw_game_history(g, all, (size_t)len);
                last = all[len - 1];
                free(all);
                assert_int_equal(tw_game_undo(g), TW_OK);
                assert_int_equal(tw_game_apply(g, last), TW_OK);
            }
            snapshot before = take_snapshot(g);
            rng.calls = 0;
            rng.fuse = 2;
            assert_int_equal(tw_game_advance(g), TW_E_RNG);
            assert_int_equal(rng.calls, 2);
            assert_non_null(strstr(tw_game_error(g), "the RNG returned 4294967295 for a bound of"));
            assert_unchanged(g, &before, game);
            free(before.text);
            rng.fuse = 0;
            tested = 1;
            break;
        }
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        assert_true(n > 0);
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE)
            assert_int_equal(tw_game_roll(g, NULL), TW_OK);
        else
            assert_int_equal(tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]),
                             TW_OK);
        texts[len + 1] = tw_test_text_dup(g);
    }
    if (!tested)
        fail_msg("%s %s: no advance of two rolls or more after a move", game, params);
    for (int len = tw_game_history(g, NULL, 0); len > 0; len--) {
        assert_int_equal(tw_game_undo(g), TW_OK);
        tw_test_assert_position(g, texts[len - 1]);
    }
    assert_int_equal(tw_game_undo(g), TW_E_STATE);
    for (int i = 0; i <= MAX_STEPS; i++)
        free(texts[i]);
    free(texts);
    tw_game_free(g);
}

static void test_a_failed_advance_takes_back_its_rolls(void **state)
{
    (void)state;
    for (int log_undo = 0; log_undo < 2; log_undo++) {
        check_failed_advance_mid_game("gearhead", "seed=2", log_undo);
        check_failed_advance_mid_game("gearhead", "seed=5 placed_moves=off", log_undo);
        check_failed_advance_mid_game("toybattle", "map=battlefield", log_undo);
    }
}

/* Whether one of the rolls of an advance from history length h, but the
 * first, grows the history: it doubles from 64 moves when full. */
static int grows_after_first_roll(int h, long rolls)
{
    for (long j = 1; j < rolls; j++) {
        long at = h + j;
        if (at >= 64 && (at & (at - 1)) == 0)
            return 1;
    }
    return 0;
}

/* The built-in generator too is as before a failed advance: the rolls the
 * call made do not move it on. Running out of memory part-way through an
 * advance is the failure a built-in RNG can meet: the allocator refuses the
 * history's growth at a roll after the first. */
static int check_nomem_mid_advance(const char *game, uint64_t seed)
{
    tw_counting_alloc counting = {0};
    tw_game *g = NULL;
    char params[32];
    snprintf(params, sizeof params, "seed=%llu", (unsigned long long)seed);
    assert_int_equal(tw_game_new_with_alloc(game, params, tw_counting_alloc_fn, &counting, &g),
                     TW_OK);
    uint64_t pick = seed;
    int tested = 0;
    while (!tested && !tw_game_is_over(g)) {
        int h = tw_game_history(g, NULL, 0);
        assert_true(h < 5000);
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
            tw_game *ref = NULL;
            assert_int_equal(tw_game_clone(g, &ref), TW_OK); /* same built-in RNG state */
            tw_game *probe = NULL;
            assert_int_equal(tw_game_clone(g, &probe), TW_OK);
            long before_calls = tw_game_history(probe, NULL, 0);
            assert_int_equal(tw_game_advance(probe), TW_OK);
            long rolls = tw_game_history(probe, NULL, 0) - before_calls;
            tw_game_free(probe);
            if (grows_after_first_roll(h, rolls)) {
                snapshot before = take_snapshot(g);
                counting.fail_at = counting.calls + 1;
                assert_int_equal(tw_game_advance(g), TW_E_NOMEM);
                assert_unchanged(g, &before, game);
                free(before.text);
                counting.fail_at = 0;
                tested = 1;
            }
            /* The same dice as a game that never failed. */
            assert_int_equal(tw_game_advance(g), TW_OK);
            assert_int_equal(tw_game_advance(ref), TW_OK);
            tw_test_assert_position(g, tw_test_text(ref));
            tw_game_free(ref);
            continue;
        }
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        assert_true(n > 0);
        assert_int_equal(tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]), TW_OK);
    }
    tw_game_free(g);
    assert_int_equal(counting.live, 0);
    return tested;
}

static void test_a_failed_advance_leaves_the_builtin_rng_as_it_was(void **state)
{
    (void)state;
    /* Droids never rolls twice in a row but at its start. */
    static const char *const games[] = {"gearhead", "toybattle"};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        int tested = 0;
        for (uint64_t seed = 1; seed <= 40 && tested < 3; seed++)
            tested += check_nomem_mid_advance(games[i], seed);
        if (tested < 3)
            fail_msg("%s: fewer than 3 games of 40 grew the history after an advance's "
                     "first roll", games[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gearhead_roll_off_that_ties_forever_is_refused),
        cmocka_unit_test(test_droids_ends_for_every_player_count),
        cmocka_unit_test(test_toybattle_ends_on_several_maps),
        cmocka_unit_test(test_a_failed_advance_takes_back_its_rolls),
        cmocka_unit_test(test_a_failed_advance_leaves_the_builtin_rng_as_it_was),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
