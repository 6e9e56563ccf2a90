/* SPDX-License-Identifier: MIT */
/*
 * rng.c: the bots' own generator, splitmix64 (Steele, Lea and Flood), with
 * an unbiased bounded draw, and an adapter to the library's tw_rng_fn.
 */
#include "twbot.h"

void twbot_rng_seed(twbot_rng *rng, uint64_t seed)
{
    rng->state = seed;
}

uint64_t twbot_rng_next(twbot_rng *rng)
{
    uint64_t z = (rng->state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Rejects the top sliver of 64-bit values that would favour small results. */
uint32_t twbot_rng_below(twbot_rng *rng, uint32_t bound)
{
    if (bound <= 1)
        return 0;
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t r;
    do
        r = twbot_rng_next(rng);
    while (r >= limit);
    return (uint32_t)(r % bound);
}

uint32_t twbot_rng_fn(void *user, uint32_t bound)
{
    return twbot_rng_below((twbot_rng *)user, bound);
}
