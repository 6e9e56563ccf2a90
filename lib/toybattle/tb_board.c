/*
 * tb_board.c: the stacks of troops on the nodes, and what is derived from
 * them.
 *
 * The stacks share one pool, node after node, so the state holds room for
 * the troops that exist (TB_POOL_MAX) rather than for the tallest stack on
 * every node; a push or a pop shifts the troops of the later nodes by one.
 * The nodes each player's troops top, and those each kind tops, are kept
 * beside the pool as masks, so the rules read them without walking it. Every byte stays
 * canonical: the pool's unused end is zero and the derived fields follow
 * from the stacks alone, so a position reached by play and the same
 * position read from text have the same bytes.
 */
#include "toybattle/tb_state.h"

#include <assert.h>
#include <string.h>

/* Records node's top troop (0: none) in mine and kinds. */
static void set_top(tb_state *s, int node, int troop)
{
    uint32_t bit = 1u << node;
    s->mine[0] &= ~bit;
    s->mine[1] &= ~bit;
    for (int k = 0; k < TB_KINDS; k++)
        s->kinds[k] &= ~bit;
    if (troop) {
        s->mine[TB_TROOP_OWNER(troop)] |= bit;
        s->kinds[TB_TROOP_KIND(troop)] |= bit;
    }
}

void tb_push(tb_state *s, int node, uint8_t troop)
{
    int at = tb_stack_start(s, node) + s->height[node];
    assert(s->pool[TB_POOL_MAX - 1] == 0); /* room for one more */
    memmove(s->pool + at + 1, s->pool + at, (size_t)(TB_POOL_MAX - 1 - at));
    s->pool[at] = troop;
    s->height[node]++;
    set_top(s, node, troop);
}

uint8_t tb_pop(tb_state *s, int node)
{
    int at = tb_stack_start(s, node) + s->height[node] - 1;
    assert(s->height[node] > 0);
    uint8_t troop = s->pool[at];
    memmove(s->pool + at, s->pool + at + 1, (size_t)(TB_POOL_MAX - 1 - at));
    s->pool[TB_POOL_MAX - 1] = 0;
    s->height[node]--;
    set_top(s, node, s->height[node] ? s->pool[at - 1] : 0);
    return troop;
}

void tb_board_derive(tb_state *s)
{
    for (int n = 0, start = 0; n < TB_NODES_MAX; start += s->height[n], n++)
        set_top(s, n, s->height[n] ? s->pool[start + s->height[n] - 1] : 0);
}

int tb_board_consistent(const tb_state *s)
{
    tb_state derived;
    memcpy(&derived, s, TB_MUTABLE_SIZE);
    tb_board_derive(&derived);
    return memcmp(derived.mine, s->mine, sizeof s->mine) == 0 &&
           memcmp(derived.kinds, s->kinds, sizeof s->kinds) == 0;
}
