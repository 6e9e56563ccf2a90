/* SPDX-License-Identifier: MIT */
/*
 * tb_access.c: the typed read-only accessors of toywar/toybattle.h.
 *
 * Each one asks the core for the state (which refuses a NULL handle or one
 * that plays another game), checks its own arguments, and reads.
 */
#include "toybattle/tb_state.h"
#include "toywar/toybattle.h"

#include <string.h>

/* The state of g, or NULL with g's message set. */
static const tb_state *tb_state_of(const tw_game *g)
{
    return core_game_state(g, &tb_game_def);
}

static tw_status tb_bad_index(const tw_game *g, const char *what, int value)
{
    return core_game_fail(g, TW_E_ARG, "toybattle: %s %d is out of range", what, value);
}

static void tb_set_if(int *p, int v)
{
    if (p)
        *p = v;
}

/* Copies counts, or -1 each when hidden. */
static int tb_copy_counts(const uint8_t *counts, int visible, int *out)
{
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++) {
        n += counts[k];
        if (out)
            out[k] = visible ? counts[k] : -1;
    }
    return n;
}

static int tb_write_name(const char *name, char *buf, size_t cap)
{
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    core_sb_puts(&sb, name);
    return core_sb_result(&sb);
}

int tw_toybattle_map_name(const tw_game *g, char *buf, size_t cap)
{
    const tb_state *s = tb_state_of(g);
    if (!s || (!buf && cap > 0))
        return s ? core_game_fail(g, TW_E_ARG, "toybattle: buf is NULL") : TW_E_ARG;
    return tb_write_name(s->map.name, buf, cap);
}

int tw_toybattle_map_info(const tw_game *g, int *effect, int *objective, int *width, int *height)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    tb_set_if(effect, s->map.effect);
    tb_set_if(objective, s->map.objective);
    tb_set_if(width, s->map.width);
    tb_set_if(height, s->map.height);
    return s->special_on;
}

int tw_toybattle_node_count(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->map.node_count : TW_E_ARG;
}

tw_status tw_toybattle_node(const tw_game *g, int node, int *hq_owner, int *x, int *y,
                            int *special, int *gate)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    if (node < 0 || node >= s->map.node_count)
        return tb_bad_index(g, "node", node);
    tb_set_if(hq_owner, tb_is_base(&s->map, node) ? -1 : s->map.owner[node]);
    tb_set_if(x, s->map.x[node]);
    tb_set_if(y, s->map.y[node]);
    tb_set_if(special, s->map.special[node]);
    tb_set_if(gate, s->map.gate[node]);
    return TW_OK;
}

int tw_toybattle_node_name(const tw_game *g, int node, char *buf, size_t cap)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    if (node < 0 || node >= s->map.node_count)
        return tb_bad_index(g, "node", node);
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "toybattle: buf is NULL");
    return tb_write_name(s->map.node_name[node], buf, cap);
}

int tw_toybattle_node_find(const tw_game *g, const char *name)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    int n = name ? tb_map_find(&s->map, name, strlen(name)) : -1;
    return n >= 0 ? n : core_game_fail(g, TW_E_ARG, "toybattle: no node is called that");
}

int tw_toybattle_adjacent(const tw_game *g, int a, int b)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    if (a < 0 || a >= s->map.node_count || b < 0 || b >= s->map.node_count)
        return tb_bad_index(g, "node", a < 0 || a >= s->map.node_count ? a : b);
    return (int)(s->map.adj[a] >> b & 1u);
}

int tw_toybattle_region_count(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->map.region_count : TW_E_ARG;
}

int tw_toybattle_region(const tw_game *g, int region, int *medals, int *owner, int *ring,
                        size_t cap)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    if (region < 0 || region >= s->map.region_count)
        return tb_bad_index(g, "region", region);
    if (!ring && cap > 0)
        return core_game_fail(g, TW_E_ARG, "toybattle: ring is NULL");
    tb_set_if(medals, s->map.region_medals[region]);
    tb_set_if(owner, s->claimed[region] - 1);
    for (size_t i = 0; i < cap && i < s->map.region_len[region]; i++)
        ring[i] = s->map.region_ring[region][i];
    return s->map.region_len[region];
}

int tw_toybattle_phase(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->phase : TW_E_ARG;
}

int tw_toybattle_stack(const tw_game *g, int node, int *kinds, int *owners, size_t cap)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    if (node < 0 || node >= s->map.node_count)
        return tb_bad_index(g, "node", node);
    if (!kinds && cap > 0)
        return core_game_fail(g, TW_E_ARG, "toybattle: kinds is NULL");
    int height = tb_height(s, node);
    for (int i = 0; (size_t)i < cap && i < height; i++) {
        int troop = tb_stack_troop(s, node, i);
        kinds[i] = TB_TROOP_KIND(troop);
        if (owners)
            owners[i] = TB_TROOP_OWNER(troop);
    }
    return height;
}

/* Checks player and viewer; returns the state or NULL with the message set. */
static const tb_state *tb_player_view(const tw_game *g, int player, int viewer, tw_status *st)
{
    const tb_state *s = tb_state_of(g);
    *st = TW_E_ARG;
    if (!s)
        return NULL;
    if (player < 0 || player > 1) {
        tb_bad_index(g, "player", player);
        return NULL;
    }
    if (viewer != TW_VIEW_ALL && (viewer < 0 || viewer > 1)) {
        tb_bad_index(g, "viewer", viewer);
        return NULL;
    }
    *st = TW_OK;
    return s;
}

int tw_toybattle_rack(const tw_game *g, int player, int viewer, int *counts)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return tb_copy_counts(s->rack[player], viewer == TW_VIEW_ALL || viewer == player, counts);
}

int tw_toybattle_reserve(const tw_game *g, int player, int viewer, int *counts)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return tb_copy_counts(s->reserve[player], viewer == TW_VIEW_ALL, counts);
}

int tw_toybattle_removed(const tw_game *g, int player, int viewer, int *counts)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return tb_copy_counts(s->removed[player], viewer == TW_VIEW_ALL, counts);
}

int tw_toybattle_discard(const tw_game *g, int player, int *counts)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    if (!s)
        return st;
    return tb_copy_counts(s->discard[player], 1, counts);
}

int tw_toybattle_frozen(const tw_game *g, int player, int *counts)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    if (!s)
        return st;
    return tb_copy_counts(s->frozen[player], 1, counts);
}

int tw_toybattle_medals(const tw_game *g, int player)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    return s ? s->medals[player] : st;
}

/* By tw_tb_kind, as docs/notation/toybattle.md names them. */
static const char *const troop_names[TW_TB_KINDS] = {
    "Kwak", "Skully", "Cap'n", "Jumbo", "Hook", "XB-42", "Star", "Roxy",
};

const char *tw_toybattle_troop_name(int kind)
{
    return kind >= 0 && kind < TW_TB_KINDS ? troop_names[kind] : NULL;
}

/* ---- the turn ------------------------------------------------------------ */

/* The public enums are the state's values (compared as ints: they are two
 * enum types). */
#define TB_SAME(pub, own) ((int)(pub) == (int)(own))
_Static_assert(TB_SAME(TW_TOYBATTLE_STEP_NONE, TB_STEP_NONE) &&
                   TB_SAME(TW_TOYBATTLE_STEP_ACTION, TB_STEP_ACTION) &&
                   TB_SAME(TW_TOYBATTLE_STEP_TROOP, TB_STEP_TROOP) &&
                   TB_SAME(TW_TOYBATTLE_STEP_BASES, TB_STEP_BASES),
               "the public steps are the state's");
_Static_assert(TB_SAME(TW_TOYBATTLE_END_NONE, TB_END_NONE) &&
                   TB_SAME(TW_TOYBATTLE_END_HQ, TB_END_HQ) &&
                   TB_SAME(TW_TOYBATTLE_END_MEDALS, TB_END_MEDALS) &&
                   TB_SAME(TW_TOYBATTLE_END_STUCK, TB_END_STUCK),
               "the public ends are the state's");

int tw_toybattle_turn_player(const tw_game *g, int *player)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_present(s->phase != TB_PH_FIRST, s->player, player) : TW_E_ARG;
}

int tw_toybattle_first_player(const tw_game *g, int *player)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_present(s->phase != TB_PH_FIRST, s->first, player) : TW_E_ARG;
}

int tw_toybattle_left(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->left : TW_E_ARG;
}

int tw_toybattle_step(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->step : TW_E_ARG;
}

int tw_toybattle_placements(const tw_game *g, int *nodes, int *heights, size_t cap)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    if (!nodes && cap > 0)
        return core_game_fail(g, TW_E_ARG, "toybattle: nodes is NULL");
    for (int i = 0; (size_t)i < cap && i < s->chain_len; i++) {
        nodes[i] = s->chain[i].node;
        if (heights)
            heights[i] = s->chain[i].height;
    }
    return s->chain_len;
}

/* chain_next counts the placements whose base was looked at: the one being
 * resolved is the last of them. */
int tw_toybattle_resolving(const tw_game *g, int *entry)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_present(s->step == TB_STEP_BASES, s->chain_next - 1, entry) : TW_E_ARG;
}

int tw_toybattle_volcano_target(const tw_game *g, int *node)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_present(s->phase == TB_PH_TO, s->target, node) : TW_E_ARG;
}

int tw_toybattle_end(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->end : TW_E_ARG;
}
