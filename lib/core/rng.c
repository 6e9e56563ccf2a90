/* SPDX-License-Identifier: MIT */
/* rng.c: see rng.h. */
#include "core/rng.h"

/* PCG's default multiplier and the stream every handle uses. */
#define PCG_MULTIPLIER 6364136223846793005ULL
#define PCG_STREAM 0xda3e39cb94b95bdbULL

void core_pcg32_seed(core_pcg32 *rng, uint64_t seed)
{
    rng->state = 0;
    rng->inc = (PCG_STREAM << 1) | 1u;
    (void)core_pcg32_next(rng);
    rng->state += seed;
    (void)core_pcg32_next(rng);
}

uint32_t core_pcg32_next(core_pcg32 *rng)
{
    uint64_t old = rng->state;
    rng->state = old * PCG_MULTIPLIER + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

uint32_t core_pcg32_bounded(core_pcg32 *rng, uint32_t bound)
{
    uint64_t m = (uint64_t)core_pcg32_next(rng) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)core_pcg32_next(rng) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}
