/* SPDX-License-Identifier: MIT */
/*
 * move.h: the one way a game packs its moves into a tw_move.
 *
 * A move is a type and up to two operands, a and b, each at a place in the
 * 32 bits that the game's layout names once: five numbers, the shift of the
 * type (which takes every bit above it), then the shift and width of a, then
 * those of b. Each game keeps the layout its moves have always had, because
 * move values are what hosts and bots hold between calls:
 *
 *     #define XX_MOVE_LAYOUT 24, 8, 8, 0, 8    (type << 24 | a << 8 | b)
 *     tw_move m = CORE_MOVE(XX_MOVE_LAYOUT, type, a, b);
 *     int a = CORE_MOVE_A(XX_MOVE_LAYOUT, m);
 *
 * CORE_MOVE is a constant expression, so tables of moves use it too. Unused
 * bits stay zero, so that a move has one value; a game passes 0 for an
 * operand it does not use.
 */
#ifndef TOYWAR_CORE_MOVE_H
#define TOYWAR_CORE_MOVE_H

#include <stdint.h>

#include "toywar/toywar.h"

/* The bits of m from shift, width bits wide (1 to 31). */
static inline int core_move_bits(tw_move m, unsigned shift, unsigned width)
{
    return (int)(m >> shift & ((1u << width) - 1u));
}

/* Expands a layout's five numbers into the arguments of f. */
#define CORE_MOVE_WITH_(f, ...) f(__VA_ARGS__)

#define CORE_MOVE_PACK_(type_shift, a_shift, a_width, b_shift, b_width, type, a, b) \
    ((tw_move)((uint32_t)(type) << (type_shift) | (uint32_t)(a) << (a_shift) | \
               (uint32_t)(b) << (b_shift)))
#define CORE_MOVE_TYPE_(type_shift, a_shift, a_width, b_shift, b_width, m) \
    ((int)((m) >> (type_shift)))
#define CORE_MOVE_A_(type_shift, a_shift, a_width, b_shift, b_width, m) \
    core_move_bits(m, a_shift, a_width)
#define CORE_MOVE_B_(type_shift, a_shift, a_width, b_shift, b_width, m) \
    core_move_bits(m, b_shift, b_width)

/* The move of that type and operands, in layout. */
#define CORE_MOVE(layout, type, a, b) CORE_MOVE_WITH_(CORE_MOVE_PACK_, layout, type, a, b)
/* A move's type, and its operands, in layout. */
#define CORE_MOVE_TYPE(layout, m) CORE_MOVE_WITH_(CORE_MOVE_TYPE_, layout, m)
#define CORE_MOVE_A(layout, m) CORE_MOVE_WITH_(CORE_MOVE_A_, layout, m)
#define CORE_MOVE_B(layout, m) CORE_MOVE_WITH_(CORE_MOVE_B_, layout, m)

#endif /* TOYWAR_CORE_MOVE_H */
