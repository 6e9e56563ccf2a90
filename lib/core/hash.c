/* SPDX-License-Identifier: MIT */
/*
 * hash.c: tw_game_hash(), a sum of one term per word of the state
 * (core/hash.h says why that shape).
 *
 * The sum has two parts. The words no move changes (the tail after the
 * game's mutable_size: Toy Battle's map, Droids' board) are summed once per
 * position written into a handle and kept. The others are kept up to date
 * by the history (undo.c: the sum follows the shadow, and the last move's
 * few changed words are added when asked), or summed afresh on a handle
 * that keeps no undo records. Debug builds check every hash against a sum
 * over the whole state.
 */
#include "core/core.h"
#include "core/hash.h"

#include <assert.h>

uint64_t core_hash_words(const unsigned char *state, size_t from, size_t to)
{
    uint64_t sum = 0;
    for (size_t i = from; i < to; i++)
        sum += core_hash_term(i, core_hash_load(state, i));
    return sum;
}

/* The words the hash covers: the state's bytes, the last word's padding
 * being zero. */
static size_t hashed_words(const tw_game *g)
{
    return (g->def->state_size + 7) / 8;
}

size_t core_hash_mutable_words(const tw_game *g)
{
    size_t mutable_size = g->def->mutable_size ? g->def->mutable_size : g->def->state_size;
    return (mutable_size + 7) / 8;
}

/* The sum of the words no move changes, kept from the first time it is
 * asked for. The kept sum is a cache, not part of the game, which is why a
 * const handle may keep it (one handle is used by one thread at a time). */
static uint64_t fixed_sum(const tw_game *g)
{
    if (!g->hash_fixed_ok) {
        tw_game *keeper = (tw_game *)g;
        keeper->hash_fixed = core_hash_words(g->state, core_hash_mutable_words(g), hashed_words(g));
        keeper->hash_fixed_ok = 1;
    }
    /* Nothing wrote the fixed part since. */
    assert(g->hash_fixed ==
           core_hash_words(g->state, core_hash_mutable_words(g), hashed_words(g)));
    return g->hash_fixed;
}

uint64_t tw_game_hash(const tw_game *g)
{
    if (!g)
        return 0;
    if (g->def->hash)
        return g->def->hash(g->state);
    uint64_t sum = fixed_sum(g) + core_history_hash_sum(g);
    /* The kept sums are those of the position now. */
    assert(sum == core_hash_words(g->state, 0, hashed_words(g)));
    return core_hash_finish(sum);
}
