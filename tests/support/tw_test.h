/* SPDX-License-Identifier: MIT */
/*
 * tw_test.h: helpers that let a rules test read like the rulebook.
 *
 *   tw_game *g = tw_test_position("gearhead", "8/8/8/8/8/8/8/A7 0 act ...");
 *   tw_test_play(g, "move:a1 roll:3");          // decisions and dice, in notation
 *   tw_test_assert_position(g, "8/8/8/8/8/A7/8/8 ...");
 *
 * Every helper fails the current cmocka test with a message naming the
 * problem (the library's own message included) instead of returning errors.
 * Include after <cmocka.h>'s prerequisites; the helpers call cmocka.
 */
#ifndef TOYWAR_TESTS_TW_TEST_H
#define TOYWAR_TESTS_TW_TEST_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "toywar/toywar.h"

/* A game created from position text; fails the test on error. */
tw_game *tw_test_position(const char *game, const char *text);

/* A new game from params; fails the test on error. */
tw_game *tw_test_new(const char *game, const char *params);

/* Applies each space-separated move written in notation, in turn; fails the
 * test naming the move, its index and the library's message if one does not
 * parse or is refused. */
void tw_test_play(tw_game *g, const char *moves);

/* The position text; the returned buffer is static to the calling thread's
 * test and valid until the next call. */
const char *tw_test_text(const tw_game *g);

/* The position text in a new malloc'd buffer that the caller frees: unlike
 * tw_test_text(), any number may be held at once (a before and an after).
 * Fails the test unless the writer keeps snprintf's promise: the length it
 * asks for first is the length it writes, and the text is not empty. */
char *tw_test_text_dup(const tw_game *g);

/* Asserts the position text equals expected (prints both otherwise). */
void tw_test_assert_position(const tw_game *g, const char *expected);

/* Asserts the legal moves, in notation and in order, joined by single
 * spaces, equal expected. */
void tw_test_assert_legal(const tw_game *g, const char *expected);

/* Asserts scores of a two-player game. */
void tw_test_assert_scores2(const tw_game *g, int score0, int score1);

/* A scripted RNG: returns values[i] for the i-th call. Running past the end
 * fails the test. Use with tw_game_set_rng(g, tw_test_script_rng, &script). */
typedef struct tw_test_script {
    const uint32_t *values;
    size_t count;
    size_t next;
    uint32_t last_bound;     /* the bound of the last call, for assertions */
} tw_test_script;

uint32_t tw_test_script_rng(void *user, uint32_t bound);

/* One step of a random game not over: a roll with g's own generator at a
 * chance node, else the legal move moves[splitmix64_next(pick) % n]. */
void tw_test_random_step(tw_game *g, uint64_t *pick);

/* How much of a property test's full work to do: full scaled by the
 * percentage in TOYWAR_TEST_WORK (default 100; the sanitizer build's
 * tests set 30, since the normal build runs them whole), at least 1. */
int tw_test_work(int full);

/* The least a count of such a test must reach: three quarters of
 * tw_test_work(full), since reduced work is drawn by whole seeds and
 * games, whose yield is uneven, while the full run's floor stays near its
 * figure. */
int tw_test_floor(int full);

#endif /* TOYWAR_TESTS_TW_TEST_H */
