/* SPDX-License-Identifier: MIT */
/*
 * rng.h: the built-in generator, PCG32 (XSH-RR, O'Neill 2014), with
 * Lemire's multiply-and-reject bounded draw so every value in [0, bound)
 * is equally likely. Integer-only: equal seeds give equal games anywhere.
 */
#ifndef TOYWAR_CORE_RNG_H
#define TOYWAR_CORE_RNG_H

#include <stdint.h>

typedef struct core_pcg32 {
    uint64_t state;
    uint64_t inc;   /* odd */
} core_pcg32;

void core_pcg32_seed(core_pcg32 *rng, uint64_t seed);
uint32_t core_pcg32_next(core_pcg32 *rng);
/* A value in [0, bound); bound >= 1. */
uint32_t core_pcg32_bounded(core_pcg32 *rng, uint32_t bound);

#endif /* TOYWAR_CORE_RNG_H */
