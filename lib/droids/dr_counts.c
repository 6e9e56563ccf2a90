/*
 * dr_counts.c: counts that listing the legal moves needs, made in one pass.
 *
 * The rules ask one thing at a time: what is left of one kind in the piles
 * (dr_pile_left() walks every rack and transmitter), whether a robot
 * stands on one square. Listing moves asks it for every kind or every
 * square, and asking one by one was most of a random playout's time. The
 * functions here answer for all at once; they say the same as the rules'
 * own, which stay the reference.
 */
#include "droids/dr_internal.h"

#include <assert.h>
#include <string.h>

_Static_assert(sizeof(((dr_state *)0)->tx) % 8 == 0, "boxes are read 8 at a time");

static int count_trailing_zeros(uint64_t v)
{
#if defined(__GNUC__)
    return __builtin_ctzll(v);
#else
    int n = 0;
    while (!(v & 1u)) {
        v >>= 1;
        n++;
    }
    return n;
#endif
}

/* Chits on the four racks by kind. The racks are added as words, even
 * kinds' nibbles and odd kinds' apart, a byte per kind: a rack holds at
 * most DR_RACK chits, so no byte of the sums carries into the next. */
static void rack_totals(const dr_state *s, uint8_t racked[2 * DR_RACK_BYTES])
{
    const uint64_t low_nibbles = 0x0F0F0F0F0F0F0F0Fu;
    uint64_t even = 0, odd = 0;
    for (int p = 0; p < DR_SEATS; p++) {
        uint64_t word = dr_rack_word(s, p);
        even += word & low_nibbles;
        odd += word >> 4 & low_nibbles;
    }
    for (int pair = 0; pair < DR_RACK_BYTES; pair++, even >>= 8, odd >>= 8) {
        racked[2 * pair] = (uint8_t)even;
        racked[2 * pair + 1] = (uint8_t)odd;
    }
    for (int k = 1; k <= DR_DRAW_KINDS; k++) {
        assert(racked[k] == dr_rack(s, 0, k) + dr_rack(s, 1, k) + dr_rack(s, 2, k) +
                                dr_rack(s, 3, k));
    }
}

_Static_assert(DR_SEATS * DR_RACK <= 255 && DR_RACK_BYTES <= 8,
               "racks are added in one word without carries");

void dr_pile_counts(const dr_state *s, int left[DR_KIND_COUNT])
{
    /* Chits on transmitters by kind. Every seat's boxes are read 8 at a
     * time and only the set bytes visited: most boxes are empty (zero). */
    int boxed[16] = {0};
    const uint8_t *boxes = &s->tx[0][0];
    for (size_t b = 0; b < sizeof s->tx; b += 8) {
        uint64_t eight;
        memcpy(&eight, boxes + b, sizeof eight);
        while (eight) {
            int shift = count_trailing_zeros(eight) & ~7;
            boxed[(eight >> shift) & 15]++;
            eight &= ~((uint64_t)0xFF << shift);
        }
    }
    uint8_t racked[2 * DR_RACK_BYTES];
    rack_totals(s, racked);
    dr_full_counts(s, left);
    left[DR_K_EMPTY] = left[DR_K_X] = 0; /* empty boxes and the killer's X are in no pile */
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        left[k] -= boxed[k] + racked[k];
#ifndef NDEBUG
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        assert(left[k] == dr_pile_left(s, k));
#endif
}

void dr_pile_totals(const int left[DR_KIND_COUNT], int totals[DR_PILES])
{
    for (int pile = 0; pile < DR_PILES; pile++)
        totals[pile] = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        totals[dr_kind(k)->pile] += left[k];
}

void dr_robot_map(const dr_state *s, uint8_t occupied[DR_SQUARES])
{
    memset(occupied, 0, DR_SQUARES);
    for (int r = 0; r < DR_ROBOTS; r++)
        if (s->robot[r] != DR_NONE)
            occupied[s->robot[r]] = 1;
}

/* ---- free squares -------------------------------------------------------- */

/* The word at b of an array of size bytes, zero past its end. */
static uint64_t load_part(const uint8_t *array, size_t size, size_t b)
{
    if (b + 8 <= size)
        return dr_load_word(array + b);
    uint64_t word = 0;
    for (size_t i = 0; b + i < size; i++)
        word |= (uint64_t)array[b + i] << 8 * i;
    return word;
}

/* Bits 0, 2, 4, ... of x, packed into bits 0, 1, 2, ... */
static uint64_t pack_even_bits(uint64_t x)
{
    x &= 0x5555555555555555u;
    x = (x | x >> 1) & 0x3333333333333333u;
    x = (x | x >> 2) & 0x0F0F0F0F0F0F0F0Fu;
    x = (x | x >> 4) & 0x00FF00FF00FF00FFu;
    x = (x | x >> 8) & 0x0000FFFF0000FFFFu;
    return (x | x >> 16) & 0xFFFFFFFFu;
}

/* Bits 0, 4, 8, ... of x, packed into bits 0, 1, 2, ... */
static uint64_t pack_nibble_bits(uint64_t x)
{
    x &= 0x1111111111111111u;
    x = (x | x >> 3) & 0x0303030303030303u;
    x = (x | x >> 6) & 0x000F000F000F000Fu;
    x = (x | x >> 12) & 0x000000FF000000FFu;
    return (x | x >> 24) & 0xFFFFu;
}

static void mark_squares(uint64_t taken[2], int first, uint64_t bits)
{
    taken[first >> 6] |= bits << (first & 63);
}

void dr_free_squares(const dr_state *s, uint64_t free[2])
{
    uint64_t taken[2] = {0, 0};
    /* Objects: 2 bits a square, 32 squares a word; a square is taken when
     * either bit is set. */
    for (size_t b = 0; b < sizeof s->objects; b += 8) {
        uint64_t word = load_part(s->objects, sizeof s->objects, b);
        mark_squares(taken, (int)b * 4, pack_even_bits(word | word >> 1));
    }
    /* Fixed obstacles: terrain is the low 2 bits of a nibble, 16 squares a
     * word; DR_FIXED is binary 10. */
    for (size_t b = 0; b < sizeof s->board; b += 8) {
        uint64_t word = load_part(s->board, sizeof s->board, b);
        mark_squares(taken, (int)b * 2, pack_nibble_bits(word >> 1 & ~word));
    }
    for (int r = 0; r < DR_ROBOTS; r++)
        if (s->robot[r] < DR_SQUARES)
            mark_squares(taken, s->robot[r], 1);
    free[0] = ~taken[0];
    free[1] = ~taken[1] & (((uint64_t)1 << (DR_SQUARES - 64)) - 1);
#ifndef NDEBUG
    uint8_t robots[DR_SQUARES];
    dr_robot_map(s, robots);
    for (int q = 0; q < DR_SQUARES; q++)
        assert((int)(free[q >> 6] >> (q & 63) & 1) ==
               (dr_terrain(s, q) != DR_FIXED && !dr_object(s, q) && !robots[q]));
#endif
}

_Static_assert(DR_FIXED == 2 && DR_OBJECT_BITS == 2 && DR_SQUARES > 64 && DR_SQUARES <= 128,
               "dr_free_squares() reads the board as it is laid out");

int dr_square_moves(const uint64_t squares[2], int type, tw_move *moves)
{
    int n = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = squares[w]; bits; bits &= bits - 1)
            moves[n++] = dr_move(type, 64 * w + count_trailing_zeros(bits), 0);
    return n;
}
