/* SPDX-License-Identifier: MIT */
/*
 * bits.h: bit tricks the core and the games share.
 *
 * Masks of squares, nodes and words are walked lowest bit first; one
 * helper, so that every game gets the one-instruction form where the
 * compiler has it.
 */
#ifndef TOYWAR_CORE_BITS_H
#define TOYWAR_CORE_BITS_H

#include <stdint.h>

/* The index of the lowest set bit of mask, which is not 0. */
static inline int core_lowest_bit(uint64_t mask)
{
#if defined(__GNUC__)
    return __builtin_ctzll(mask);
#else
    int index = 0;
    while (!(mask & 1u)) {
        mask >>= 1;
        index++;
    }
    return index;
#endif
}

#endif /* TOYWAR_CORE_BITS_H */
