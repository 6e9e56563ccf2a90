/* SPDX-License-Identifier: MIT */
/*
 * splitmix.h: the host's own pseudo-random picks (splitmix64, Steele, Lea
 * and Flood), for the tests, the soak and toywar-bench.
 *
 *   uint64_t pick = 5;
 *   tw_move m = moves[splitmix64_next(&pick) % (uint64_t)n];
 *
 * Independent of the engine's PRNG, so choosing moves never disturbs the
 * dice. Header-only and plain C (no cmocka, no library): the soak and the
 * bench include it without linking the test support. The sequence must not
 * change: seeded tests and the bench's figures depend on it.
 */
#ifndef TOYWAR_TESTS_SPLITMIX_H
#define TOYWAR_TESTS_SPLITMIX_H

#include <stdint.h>

/* Advances *state and returns its next 64 random bits; any starting value
 * is a good seed, equal seeds give equal sequences. Pure but for *state, so
 * threads with a state each may call it at once. */
static inline uint64_t splitmix64_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif /* TOYWAR_TESTS_SPLITMIX_H */
