/* SPDX-License-Identifier: MIT */
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
#include "droids/dr_state.h"

#include <assert.h>
#include <string.h>

_Static_assert(sizeof(((dr_state *)0)->tx) % 8 == 0, "boxes are read 8 at a time");

/* The four racks added up, a byte per kind, in dr_left's layout: the
 * racks are added as words, even kinds' nibbles and odd kinds' apart (a
 * rack holds at most DR_RACK chits, so no byte carries into the next). */
static void dr_rack_totals(const dr_state *s, uint64_t racked[2])
{
    const uint64_t low_nibbles = 0x0F0F0F0F0F0F0F0Fu;
    uint64_t even = 0, odd = 0;
    for (int p = 0; p < DR_SEATS; p++) {
        uint64_t word = dr_rack_word(s, p);
        even += word & low_nibbles;
        odd += word >> 4 & low_nibbles;
    }
    racked[0] = even;
    racked[1] = odd;
}

_Static_assert(DR_SEATS * DR_RACK <= 255 && DR_RACK_BYTES <= 8,
               "racks are added in one word without carries");

/* Chits on transmitters, a byte per kind, in dr_left's layout. The boxes
 * are often all empty: one look at the words says so. */
static void dr_boxed_totals(const dr_state *s, uint64_t boxed_words[2])
{
    const uint8_t *boxes = &s->tx[0][0];
    uint64_t any = 0;
    for (size_t b = 0; b < sizeof s->tx; b += 24) /* three words a step: the loop cost more */
        any |= dr_load_word(boxes + b) | dr_load_word(boxes + b + 8) |
               dr_load_word(boxes + b + 16);
    boxed_words[0] = boxed_words[1] = 0;
    if (!any)
        return;
    uint8_t boxed[16] = {0};
    for (size_t b = 0; b < sizeof s->tx; b++)
        boxed[boxes[b] & 15] = (uint8_t)(boxed[boxes[b] & 15] + 1);
    boxed[DR_K_EMPTY] = 0; /* empty boxes are in no pile */
    for (int k = 0; k < 16; k++)
        boxed_words[k & 1] |= (uint64_t)boxed[k] << 8 * (k >> 1);
}

_Static_assert(DR_SEATS * DR_TX * DR_BOXES <= 255 && sizeof(((dr_state *)0)->tx) % 24 == 0,
               "boxes of one kind count in a byte; boxes are read three words at a time");

static void dr_store_pile_left(dr_state *s, const uint64_t words[2])
{
    for (int w = 0; w < 2; w++)
        for (int b = 0; b < 8; b++)
            s->pile_left[w][b] = (uint8_t)(words[w] >> 8 * b);
}

/* No byte borrows or carries into the next: the rules and the position
 * reader keep every kind's count left within 0..its full count (kind 0 is
 * never on a rack or counted in a box). The top bytes, past the last drawn
 * kind (the killer's X, and 15), hold nothing. */
static const uint64_t drawn_kinds = ((uint64_t)1 << 8 * ((DR_DRAW_KINDS + 1) / 2)) - 1;

void dr_pile_left_rebuild(dr_state *s)
{
    uint64_t full[2], racked[2], boxed[2];
    dr_full_count_words(s, full);
    dr_rack_totals(s, racked);
    dr_boxed_totals(s, boxed);
    uint64_t words[2] = {(full[0] - racked[0] - boxed[0]) & drawn_kinds,
                         (full[1] - racked[1] - boxed[1]) & drawn_kinds};
    dr_store_pile_left(s, words);
#ifndef NDEBUG
    dr_left left;
    dr_pile_left_all(s, &left);
    assert(dr_pile_left_agrees(s, &left));
#endif
}

void dr_pile_left_racks_back(dr_state *s)
{
    uint64_t racked[2];
    dr_left left;
    dr_pile_left_all(s, &left);
    dr_rack_totals(s, racked);
    uint64_t words[2] = {(left.word[0] + racked[0]) & drawn_kinds,
                         (left.word[1] + racked[1]) & drawn_kinds};
    dr_store_pile_left(s, words);
}

void dr_pile_left_all_back(dr_state *s)
{
    uint64_t full[2];
    dr_full_count_words(s, full);
    dr_store_pile_left(s, full);
}

int dr_pile_left_agrees(const dr_state *s, const dr_left *left)
{
    int agrees = 1;
    for (int k = 0; k < 16; k++)
        agrees &= dr_left_count(left, k) == (k >= 1 && k <= DR_DRAW_KINDS ? dr_pile_left(s, k) : 0);
    for (int pile = 0; pile < DR_PILES; pile++) {
        int total = 0;
        for (int k = 1; k <= DR_DRAW_KINDS; k++)
            total += dr_kind(k)->pile == pile ? dr_pile_left(s, k) : 0;
        agrees &= dr_left_pile_total(left, pile) == total;
    }
    return agrees;
}

_Static_assert(DR_DRAW_KINDS == 13 && DR_K_X == 14,
               "kinds 1..13 fill bytes 0..6 of two words, X and 15 byte 7");

void dr_robot_map(const dr_state *s, uint8_t occupied[DR_SQUARES])
{
    memset(occupied, 0, DR_SQUARES);
    for (int r = 0; r < DR_ROBOTS; r++)
        if (s->robot[r] != DR_NONE)
            occupied[s->robot[r]] = 1;
}

/* ---- free squares -------------------------------------------------------- */

/* The word at b of an array of size bytes, zero past its end. The state
 * goes on past both arrays read this way (static asserts below), so the
 * last word is one load, masked. */
static uint64_t dr_load_part(const uint8_t *array, size_t size, size_t b)
{
    uint64_t word = dr_load_word(array + b);
    return b + 8 <= size ? word : word & (((uint64_t)1 << 8 * (size - b)) - 1);
}

_Static_assert(offsetof(dr_state, objects) + sizeof(((dr_state *)0)->objects) / 8 * 8 + 8 <=
                       sizeof(dr_state) &&
                   offsetof(dr_state, board) + sizeof(((dr_state *)0)->board) / 8 * 8 + 8 <=
                       sizeof(dr_state),
               "the last word of the objects and of the board ends inside the state");

/* Sets bits from square first on in taken (bits must not cross a word).
 * Both words are written without an index: with one, the compiler kept
 * taken in memory and every mark cost a load and a store. */
static void dr_mark_squares(uint64_t taken[2], int first, uint64_t bits)
{
    uint64_t shifted = bits << (first & 63);
    taken[0] |= first < 64 ? shifted : 0;
    taken[1] |= first < 64 ? 0 : shifted;
}

void dr_free_squares(const dr_state *s, uint64_t free[2])
{
    uint64_t taken[2] = {0, 0};
    /* Objects: 2 bits a square, 32 squares a word; a square is taken when
     * either bit is set. Set-up has only the few obstacles placed so far,
     * so each is found by its bit rather than by packing every word. */
    for (size_t b = 0; b < sizeof s->objects; b += 8) {
        uint64_t word = dr_load_part(s->objects, sizeof s->objects, b);
        for (uint64_t object = (word | word >> 1) & 0x5555555555555555u; object;
             object &= object - 1)
            dr_mark_squares(taken, (int)b * 4 + core_lowest_bit(object) / 2, 1);
    }
    /* Fixed obstacles: terrain is the low 2 bits of a nibble, 16 squares a
     * word; DR_FIXED is binary 10. A board has only a few, so each is found
     * by its bit rather than by packing every word's nibbles. */
    for (size_t b = 0; b < sizeof s->board; b += 8) {
        uint64_t word = dr_load_part(s->board, sizeof s->board, b);
        for (uint64_t fixed = word >> 1 & ~word & 0x1111111111111111u; fixed;
             fixed &= fixed - 1)
            dr_mark_squares(taken, (int)b * 2 + core_lowest_bit(fixed) / 4, 1);
    }
    for (int r = 0; r < DR_ROBOTS; r++)
        if (s->robot[r] < DR_SQUARES)
            dr_mark_squares(taken, s->robot[r], 1);
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

/* Writes count moves from first on, each a square further: a move's square
 * is its bits 16..23, so the next square's move is 1 << 16 on. Four at a
 * time while four are left, then one at a time: the list may be the host's
 * own buffer, and nothing past it is written. */
static void dr_write_run(tw_move *moves, tw_move first, int count)
{
    const tw_move next_square = dr_move(0, 1, 0);
    int i = 0;
    for (; i + 4 <= count; i += 4, first += 4 * next_square) {
        moves[i] = first;
        moves[i + 1] = first + next_square;
        moves[i + 2] = first + 2 * next_square;
        moves[i + 3] = first + 3 * next_square;
    }
    for (; i < count; i++, first += next_square)
        moves[i] = first;
}

/* Free squares come in long runs (set-up lists nearly all 100 squares)
 * between a few taken ones, so the walk goes from taken square to taken
 * square and writes the run before each as consecutive moves. Square
 * DR_SQUARES counts as taken, to end the last run. */
int dr_square_moves(const uint64_t squares[2], int type, tw_move *moves)
{
    const uint64_t end_square = (uint64_t)1 << (DR_SQUARES - 64);
    const uint64_t taken[2] = {~squares[0], (~squares[1] & (end_square - 1)) | end_square};
    int n = 0, next = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = taken[w]; bits; bits &= bits - 1) {
            int q = 64 * w + core_lowest_bit(bits);
            dr_write_run(moves + n, dr_move(type, next, 0), q - next);
            n += q - next;
            next = q + 1;
        }
#ifndef NDEBUG
    for (int i = 0, q = 0; q < DR_SQUARES; q++)
        if (squares[q >> 6] >> (q & 63) & 1)
            assert(moves[i++] == dr_move(type, q, 0));
#endif
    return n;
}
