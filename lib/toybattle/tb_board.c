/* SPDX-License-Identifier: MIT */
/*
 * tb_board.c: the stacks of troops on the nodes.
 *
 * A node's top troop is what the rules ask about nearly every time (who
 * controls the node, what strength an enemy must beat), so the tops are
 * kept as masks: the nodes each player's troops top and those each kind
 * tops. The troops under the tops share one pool, node after node, so the
 * state holds room for the troops that exist (TB_POOL_MAX) rather than for
 * the tallest stack on every node; burying or uncovering a troop shifts
 * the later nodes' buried troops by one, and a troop placed on an empty
 * base changes the masks alone. Every byte stays canonical: the masks and
 * the pool follow from the stacks alone and the pool's unused end is zero,
 * so a position reached by play and the same position read from text have
 * the same bytes.
 */
#include "toybattle/tb_state.h"

#include <assert.h>
#include <string.h>

/* Makes troop node's top in mine and kinds (node has none). */
static void tb_put_top(tb_state *s, int node, int troop)
{
    s->mine[TB_TROOP_OWNER(troop)] |= 1u << node;
    s->kinds[TB_TROOP_KIND(troop)] |= 1u << node;
}

/* Takes troop, node's top, off mine and kinds. */
static void tb_clear_top(tb_state *s, int node, int troop)
{
    s->mine[TB_TROOP_OWNER(troop)] &= ~(1u << node);
    s->kinds[TB_TROOP_KIND(troop)] &= ~(1u << node);
}

/* Bit k set when a troop of kind k tops node: the kinds' bits at node side
 * by side, with no branch on which kind it is (a loop that stopped at the
 * kind was mispredicted at most pushes and pops). With SSE2, each kind's
 * bit goes to its mask's sign bit, four masks to a register. */
#if defined(__SSE2__)
#include <emmintrin.h>

static unsigned tb_kinds_at(const tb_state *s, int node)
{
    __m128i shift = _mm_cvtsi32_si128(31 - node);
    __m128i low = _mm_loadu_si128((const __m128i *)(const void *)&s->kinds[0]);
    __m128i high = _mm_loadu_si128((const __m128i *)(const void *)&s->kinds[4]);
    return (unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(low, shift))) |
           (unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(high, shift))) << 4;
}
#else
static unsigned tb_kinds_at(const tb_state *s, int node)
{
    unsigned bits = 0;
    for (int kind = 0; kind < TB_KINDS; kind++)
        bits |= (unsigned)(s->kinds[kind] >> node & 1u) << kind;
    return bits;
}
#endif
_Static_assert(TB_KINDS == 8, "tb_kinds_at() reads the kinds' masks as two groups of four");

int tb_top(const tb_state *s, int node)
{
    unsigned bits = tb_kinds_at(s, node);
    int troop = TB_TROOP(core_lowest_bit(bits | 1u << TB_KINDS), (int)(s->mine[1] >> node & 1u));
    assert(!bits == !(tb_occupied(s) >> node & 1u));
    return bits ? troop : 0;
}

int tb_stack_troop(const tb_state *s, int node, int i)
{
    return i < s->buried[node] ? s->pool[tb_stack_start(s, node) + i] : tb_top(s, node);
}

void tb_push(tb_state *s, int node, uint8_t troop)
{
    int below = tb_top(s, node);
    if (below) {
        int at = tb_stack_start(s, node) + s->buried[node];
        assert(s->pool[TB_POOL_MAX - 1] == 0); /* room for one more */
        memmove(s->pool + at + 1, s->pool + at, (size_t)(TB_POOL_MAX - 1 - at));
        s->pool[at] = (uint8_t)below;
        s->buried[node]++;
        tb_clear_top(s, node, below);
    }
    tb_put_top(s, node, troop);
}

uint8_t tb_pop(tb_state *s, int node)
{
    int troop = tb_top(s, node);
    assert(troop);
    tb_clear_top(s, node, troop);
    if (s->buried[node]) {
        int at = tb_stack_start(s, node) + s->buried[node] - 1;
        tb_put_top(s, node, s->pool[at]);
        memmove(s->pool + at, s->pool + at + 1, (size_t)(TB_POOL_MAX - 1 - at));
        s->pool[TB_POOL_MAX - 1] = 0;
        s->buried[node]--;
    }
    return (uint8_t)troop;
}

int tb_board_consistent(const tb_state *s)
{
    uint32_t occupied = tb_occupied(s), topped = 0;
    int buried = 0;
    if (s->mine[0] & s->mine[1])
        return 0;
    for (int k = 0; k < TB_KINDS; k++) {
        if (topped & s->kinds[k])
            return 0;
        topped |= s->kinds[k];
    }
    if (topped != occupied)
        return 0;
    for (int n = 0; n < TB_NODES_MAX; n++) {
        if (s->buried[n] && !(occupied >> n & 1u))
            return 0;
        buried += s->buried[n];
    }
    if (buried >= TB_POOL_MAX)
        return 0;
    for (int i = 0; i < TB_POOL_MAX; i++)
        if ((i < buried) != (s->pool[i] != 0) || s->pool[i] > TB_TROOP(TB_KINDS - 1, 1))
            return 0;
    return 1;
}
