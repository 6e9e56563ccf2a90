/*
 * gh_scan.c: questions about the whole board at once.
 *
 * The turn's flow asks them of all 64 squares after nearly every move: is
 * the board empty, has it an empty square, can the turn owner still move a
 * toy, and which; and it clears flags on every square when a turn or an
 * activation ends. Square by square, with a branch each, they were the
 * better part of a random playout. So they are written as loops the
 * compiler turns into vector code (no early exit), and the one that
 * matters most, which squares the turn owner may move, is a 64-bit mask
 * made eight squares at a time with SSE2 where there is SSE2, and square
 * by square with gh_can_act() elsewhere.
 */
#include "gearhead/gh_state.h"

#if defined(__SSE2__)
#include <emmintrin.h>

/* Bit sq set when gh_can_act(s, sq): the owner's facing, and neither
 * acted, turned nor on its back, on a square holding a toy. */
static uint64_t can_act_mask(const gh_state *s)
{
    const __m128i rule = _mm_set1_epi16((short)(GH_SOUTH | GH_ACTED | GH_TURNED | GH_ON_BACK));
    const __m128i want = _mm_set1_epi16((short)gh_facing_of_player(s->owner));
    const __m128i zero = _mm_setzero_si128();
    uint64_t mask = 0;
    for (int i = 0; i < GH_SQUARES / 8; i++) {
        __m128i eight = _mm_loadu_si128((const __m128i *)(const void *)&s->board[8 * i]);
        __m128i fit = _mm_andnot_si128(_mm_cmpeq_epi16(eight, zero),
                                       _mm_cmpeq_epi16(_mm_and_si128(eight, rule), want));
        unsigned bits = (unsigned)_mm_movemask_epi8(_mm_packs_epi16(fit, fit)) & 0xFFu;
        mask |= (uint64_t)bits << (8 * i);
    }
    return mask;
}
#else
static uint64_t can_act_mask(const gh_state *s)
{
    uint64_t mask = 0;
    for (int sq = 0; sq < GH_SQUARES; sq++)
        mask |= (uint64_t)gh_can_act(s, sq) << sq;
    return mask;
}
#endif

static int lowest_bit(uint64_t mask)
{
#if defined(__GNUC__)
    return __builtin_ctzll(mask);
#else
    int i = 0;
    while (!(mask & 1u)) {
        mask >>= 1;
        i++;
    }
    return i;
#endif
}

bool gh_board_empty(const gh_state *s)
{
    unsigned any = 0;
    for (int sq = 0; sq < GH_SQUARES; sq++)
        any |= s->board[sq];
    return any == 0;
}

bool gh_board_has_empty(const gh_state *s)
{
    for (int sq = 0; sq < GH_SQUARES; sq++)
        if (!s->board[sq])
            return true;
    return false;
}

bool gh_any_can_act(const gh_state *s)
{
    return can_act_mask(s) != 0;
}

int gh_actions(const gh_state *s, tw_move *moves)
{
    int n = 0;
    for (uint64_t mask = can_act_mask(s); mask; mask &= mask - 1)
        moves[n++] = gh_mv(GH_MV_MOVE, lowest_bit(mask));
    return n;
}

void gh_clear_flags(gh_state *s, uint16_t flags)
{
    for (int sq = 0; sq < GH_SQUARES; sq++)
        s->board[sq] &= (uint16_t)~flags;
}
