/* SPDX-License-Identifier: MIT */
/*
 * gh_scan.c: questions about the whole board at once.
 *
 * The turn's flow asks them of all 64 squares after nearly every move: is
 * the board empty, has it an empty square, can the turn owner still move a
 * toy, and which; and it clears flags on every square when a turn or an
 * activation ends. Square by square, with a branch each, they were the
 * better part of a random playout. The board is 64 bytes, so they read it
 * eight squares at a time as 64-bit words, and the one that matters most,
 * which squares the turn owner may move, is a 64-bit mask made sixteen
 * squares at a time with SSE2 where there is SSE2, and square by square
 * with gh_can_act() elsewhere. The flags that last a turn or an activation
 * (turned, in progress) are bitboards, cleared with one store.
 */
#include "gearhead/gh_state.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/* Of the sixteen squares from first, those holding a toy whose bits
 * under rule are want, one bit each. */
static uint64_t gh_sixteen_fit(const gh_state *s, int first, __m128i rule, __m128i want)
{
    __m128i sixteen = _mm_loadu_si128((const __m128i *)(const void *)&s->board[first]);
    __m128i fit = _mm_andnot_si128(_mm_cmpeq_epi8(sixteen, _mm_setzero_si128()),
                                   _mm_cmpeq_epi8(_mm_and_si128(sixteen, rule), want));
    return (uint64_t)((unsigned)_mm_movemask_epi8(fit) & 0xFFFFu) << first;
}

/* Of the sixteen squares from first, the empty ones, one bit each. */
static uint64_t gh_sixteen_empty(const gh_state *s, int first)
{
    __m128i sixteen = _mm_loadu_si128((const __m128i *)(const void *)&s->board[first]);
    __m128i empty = _mm_cmpeq_epi8(sixteen, _mm_setzero_si128());
    return (uint64_t)((unsigned)_mm_movemask_epi8(empty) & 0xFFFFu) << first;
}

/* Bit sq set when gh_can_act(s, sq): the owner's facing, and neither
 * acted, turned nor on its back, on a square holding a toy. Written out
 * for the four loads: the turn's flow asks after nearly every move. */
static uint64_t gh_can_act_mask(const gh_state *s)
{
    const __m128i rule = _mm_set1_epi8((char)(GH_SOUTH | GH_ACTED | GH_ON_BACK));
    const __m128i want = _mm_set1_epi8((char)gh_facing_of_player(s->owner));
    uint64_t mask = gh_sixteen_fit(s, 0, rule, want) | gh_sixteen_fit(s, 16, rule, want) |
                    gh_sixteen_fit(s, 32, rule, want) | gh_sixteen_fit(s, 48, rule, want);
    mask &= ~s->turned;
#if !defined(NDEBUG)
    for (int sq = 0; sq < GH_SQUARES; sq++)
        assert(((mask >> sq) & 1u) == (uint64_t)gh_can_act(s, sq));
#endif
    return mask;
}
#else
static uint64_t gh_can_act_mask(const gh_state *s)
{
    uint64_t mask = 0;
    for (int sq = 0; sq < GH_SQUARES; sq++)
        mask |= (uint64_t)gh_can_act(s, sq) << sq;
    return mask;
}
#endif

#if !defined(__SSE2__) || !defined(NDEBUG)
/* Bit sq set when a toy stands on sq, square by square: the reference. */
static uint64_t gh_occupied_squares(const gh_state *s)
{
    uint64_t mask = 0;
    for (int sq = 0; sq < GH_SQUARES; sq++)
        mask |= (uint64_t)(s->board[sq] != 0) << sq;
    return mask;
}
#endif

uint64_t gh_occupied(const gh_state *s)
{
#if defined(__SSE2__)
    uint64_t empty = gh_sixteen_empty(s, 0) | gh_sixteen_empty(s, 16) | gh_sixteen_empty(s, 32) |
                     gh_sixteen_empty(s, 48);
    assert(~empty == gh_occupied_squares(s));
    return ~empty;
#else
    return gh_occupied_squares(s);
#endif
}

/* The board as eight words of eight squares. */
static void gh_board_words(const gh_state *s, uint64_t words[GH_RANKS])
{
    memcpy(words, s->board, sizeof s->board);
}

bool gh_board_empty(const gh_state *s)
{
    uint64_t words[GH_RANKS], any = 0;
    gh_board_words(s, words);
    for (int i = 0; i < GH_RANKS; i++)
        any |= words[i];
    return any == 0;
}

bool gh_board_has_empty(const gh_state *s)
{
    return gh_occupied(s) != ~(uint64_t)0;
}

bool gh_any_can_act(const gh_state *s)
{
    return gh_can_act_mask(s) != 0;
}

int gh_actions(const gh_state *s, tw_move *moves)
{
    int n = 0;
    for (uint64_t mask = gh_can_act_mask(s); mask; mask &= mask - 1)
        moves[n++] = gh_mv(GH_MV_MOVE, core_lowest_bit(mask));
    return n;
}

/* Clears flags of the board's bytes, eight squares a word. */
static void gh_clear_square_flags(gh_state *s, uint8_t flags)
{
    uint64_t words[GH_RANKS];
    uint64_t keep = ~(uint64_t)0 / 0xFFu * (uint8_t)~flags;
    gh_board_words(s, words);
    for (int i = 0; i < GH_RANKS; i++)
        words[i] &= keep;
    memcpy(s->board, words, sizeof s->board);
}

void gh_clear_flags(gh_state *s, uint16_t flags)
{
    if (flags & GH_SQUARE_BYTE_MASK)
        gh_clear_square_flags(s, (uint8_t)(flags & GH_SQUARE_BYTE_MASK));
    if (flags & GH_TURNED)
        s->turned = 0;
    if (flags & GH_IN_PROGRESS)
        s->in_progress = 0;
}
