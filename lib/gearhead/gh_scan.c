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
 * squares at a time with SSE2 where there is SSE2, and eight at a time in
 * plain 64-bit arithmetic elsewhere (WebAssembly, whose build would
 * otherwise ask gh_can_act() of each square: two thirds of its playouts).
 * Debug builds check both forms against gh_can_act(). The flags that last
 * a turn or an activation (turned, in progress) are bitboards, cleared
 * with one store.
 */
#include "gearhead/gh_state.h"

#include <string.h>

/* ---- eight squares a word, in plain 64-bit arithmetic ------------------------ */

#define GH_LOW7 0x7F7F7F7F7F7F7F7Full

/* Rank r's eight squares as a word, file a in the low byte. */
static uint64_t gh_rank_word(const gh_state *s, int r)
{
    uint64_t word;
    memcpy(&word, &s->board[r * GH_FILES], sizeof word);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap64(word);
#endif
    return word;
}

/* The top bit of each byte of x set where the byte is not zero (exact: no
 * carry crosses a byte, as in the usual zero-byte test). */
static uint64_t gh_nonzero_bytes(uint64_t x)
{
    return (((x & GH_LOW7) + GH_LOW7) | x) & ~GH_LOW7;
}

/* The top bits of the eight bytes of m (m has no other bit), one bit per
 * byte, byte 0 lowest: the multiply moves byte i's bit to bit 56 + i, and
 * no two of its partial products meet, so nothing carries. */
static uint64_t gh_byte_bits(uint64_t m)
{
    return (m * 0x0002040810204081ull) >> 56;
}

/* The top bit of each byte of rank r set where gh_can_act() holds but
 * for the turned flag (which is a bitboard): a toy (a byte not zero)
 * whose bits under rule are want. With t = byte ^ want, the bits under
 * rule are want when t has none of them, and then the byte is a toy when
 * t has another bit or want is not zero. */
static uint64_t gh_fit_bytes(const gh_state *s, int r, uint64_t want)
{
    const uint64_t ones = ~0ull / 0xFFu;
    const unsigned rule = GH_SOUTH | GH_ACTED | GH_ON_BACK;
    _Static_assert((GH_SOUTH | GH_ACTED | GH_ON_BACK) == 0xB0u, "the rule's test adds 0x70");
    uint64_t t = gh_rank_word(s, r) ^ want;
    uint64_t toy = ((t & ones * (0xFFu & ~rule)) | want) + GH_LOW7;  /* 0x4F + 0x7F < 0x100 */
    uint64_t off_rule = ((t & ones * (rule & 0x7Fu)) + ones * 0x70u) | t; /* 0x30 + 0x70 */
    return toy & ~off_rule & ~GH_LOW7;
}

static uint64_t gh_want_bytes(const gh_state *s)
{
    return ~0ull / 0xFFu * gh_facing_of_player(s->owner);
}

/* Bit sq set when gh_can_act(s, sq), eight squares a word. */
static uint64_t gh_can_act_mask_words(const gh_state *s)
{
    uint64_t want = gh_want_bytes(s), mask = 0;
    for (int r = 0; r < GH_RANKS; r++)
        mask |= gh_byte_bits(gh_fit_bytes(s, r, want)) << (r * GH_FILES);
    return mask & ~s->turned;
}

/* Whether gh_can_act_mask_words() is not zero: with no toy turned, the
 * ranks' bytes need not be gathered into a mask. */
static bool gh_any_can_act_words(const gh_state *s)
{
    if (s->turned)
        return gh_can_act_mask_words(s) != 0;
    uint64_t want = gh_want_bytes(s), any = 0;
    for (int r = 0; r < GH_RANKS; r++)
        any |= gh_fit_bytes(s, r, want);
    return any != 0;
}

/* Bit sq set when a toy stands on sq, eight squares a word. */
static uint64_t gh_occupied_words(const gh_state *s)
{
    uint64_t mask = 0;
    for (int r = 0; r < GH_RANKS; r++)
        mask |= gh_byte_bits(gh_nonzero_bytes(gh_rank_word(s, r))) << (r * GH_FILES);
    return mask;
}

/* ---- sixteen squares a vector, with SSE2 ----------------------------------------- */

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

/* As gh_can_act_mask_words(), written out for the four loads: the turn's
 * flow asks after nearly every move. */
static uint64_t gh_can_act_mask_fast(const gh_state *s)
{
    const __m128i rule = _mm_set1_epi8((char)(GH_SOUTH | GH_ACTED | GH_ON_BACK));
    const __m128i want = _mm_set1_epi8((char)gh_facing_of_player(s->owner));
    uint64_t mask = gh_sixteen_fit(s, 0, rule, want) | gh_sixteen_fit(s, 16, rule, want) |
                    gh_sixteen_fit(s, 32, rule, want) | gh_sixteen_fit(s, 48, rule, want);
    return mask & ~s->turned;
}

static uint64_t gh_occupied_fast(const gh_state *s)
{
    return ~(gh_sixteen_empty(s, 0) | gh_sixteen_empty(s, 16) | gh_sixteen_empty(s, 32) |
             gh_sixteen_empty(s, 48));
}

static bool gh_any_can_act_fast(const gh_state *s)
{
    return gh_can_act_mask_fast(s) != 0;
}
#else
#define gh_can_act_mask_fast gh_can_act_mask_words
#define gh_any_can_act_fast gh_any_can_act_words
#define gh_occupied_fast gh_occupied_words
#endif

/* ---- the masks, checked against the square-by-square rule in debug builds ----- */

/* Bit sq set when gh_can_act(s, sq): the owner's facing, and neither
 * acted, turned nor on its back, on a square holding a toy. */
static uint64_t gh_can_act_mask(const gh_state *s)
{
    uint64_t mask = gh_can_act_mask_fast(s);
#if !defined(NDEBUG)
    assert(mask == gh_can_act_mask_words(s));
    for (int sq = 0; sq < GH_SQUARES; sq++)
        assert(((mask >> sq) & 1u) == (uint64_t)gh_can_act(s, sq));
#else
    (void)gh_can_act_mask_words; /* the portable forms stay compiled */
    (void)gh_any_can_act_words;
#endif
    return mask;
}

uint64_t gh_occupied(const gh_state *s)
{
    uint64_t mask = gh_occupied_fast(s);
#if !defined(NDEBUG)
    assert(mask == gh_occupied_words(s));
    for (int sq = 0; sq < GH_SQUARES; sq++)
        assert(((mask >> sq) & 1u) == (uint64_t)(s->board[sq] != 0));
#else
    (void)gh_occupied_words;
#endif
    return mask;
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
    bool any = gh_any_can_act_fast(s);
    assert(any == gh_any_can_act_words(s) && any == (gh_can_act_mask(s) != 0));
    return any;
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
