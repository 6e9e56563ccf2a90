/* SPDX-License-Identifier: MIT */
/*
 * tb_access.c: the typed read-only accessors of toywar/toybattle.h.
 *
 * Each one asks the core for the state (which refuses a NULL handle or one
 * that plays another game), checks its own arguments, and reads. The public
 * enums are the state's values, which the asserts below pin down, every
 * enumerator and every count (compared as ints: they are two enum types).
 */
#include "toybattle/tb_state.h"
#include "toywar/toybattle.h"

#include <string.h>

#define TB_SAME(pub, own) ((int)(pub) == (int)(own))
_Static_assert(TB_SAME(TW_TOYBATTLE_TROOP_KWAK, 0) && TB_SAME(TW_TOYBATTLE_TROOP_SKULLY, 1) &&
                   TB_SAME(TW_TOYBATTLE_TROOP_CAPN, 2) && TB_SAME(TW_TOYBATTLE_TROOP_JUMBO, 3) &&
                   TB_SAME(TW_TOYBATTLE_TROOP_HOOK, 4) && TB_SAME(TW_TOYBATTLE_TROOP_XB42, 5) &&
                   TB_SAME(TW_TOYBATTLE_TROOP_STAR, 6) && TB_SAME(TW_TOYBATTLE_TROOP_ROXY, 7) &&
                   TB_SAME(TW_TOYBATTLE_TROOP_COUNT, TB_KINDS),
               "the public troop kinds are the state's: a kind is its strength");
_Static_assert(TB_SAME(TW_TOYBATTLE_EFFECT_NONE, TB_FX_NONE) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_CASTLE, TB_FX_CASTLE) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_POOL, TB_FX_POOL) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_CLOUDS, TB_FX_CLOUDS) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_VOLCANO, TB_FX_VOLCANO) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_CEMETERY, TB_FX_CEMETERY) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_METALX, TB_FX_METALX) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_FREEZE, TB_FX_FREEZE) &&
                   TB_SAME(TW_TOYBATTLE_EFFECT_COUNT, TB_FX_COUNT),
               "the public effects are the state's");
_Static_assert(TB_SAME(TW_TOYBATTLE_PHASE_FIRST, TB_PH_FIRST) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_REMOVE, TB_PH_REMOVE) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_DEAL, TB_PH_DEAL) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_PLAY, TB_PH_PLAY) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_DRAW, TB_PH_DRAW) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_SKULLY, TB_PH_SKULLY) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_CAPN, TB_PH_CAPN) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_JUMBO, TB_PH_JUMBO) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_XB42, TB_PH_XB42) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_PICK, TB_PH_PICK) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_STAR, TB_PH_STAR) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_CASTLE, TB_PH_CASTLE) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_CLOUDS, TB_PH_CLOUDS) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_VOLCANO, TB_PH_VOLCANO) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_TO, TB_PH_TO) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_CEMETERY, TB_PH_CEMETERY) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_FREEZE, TB_PH_FREEZE) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_OVER, TB_PH_OVER) &&
                   TB_SAME(TW_TOYBATTLE_PHASE_COUNT, TB_PH_COUNT),
               "the public phases are the state's");
_Static_assert(TB_SAME(TW_TOYBATTLE_STEP_NONE, TB_STEP_NONE) &&
                   TB_SAME(TW_TOYBATTLE_STEP_ACTION, TB_STEP_ACTION) &&
                   TB_SAME(TW_TOYBATTLE_STEP_TROOP, TB_STEP_TROOP) &&
                   TB_SAME(TW_TOYBATTLE_STEP_BASES, TB_STEP_BASES) &&
                   TB_SAME(TW_TOYBATTLE_STEP_COUNT, TB_STEP_BASES + 1),
               "the public steps are the state's");
_Static_assert(TB_SAME(TW_TOYBATTLE_END_NONE, TB_END_NONE) &&
                   TB_SAME(TW_TOYBATTLE_END_HQ, TB_END_HQ) &&
                   TB_SAME(TW_TOYBATTLE_END_MEDALS, TB_END_MEDALS) &&
                   TB_SAME(TW_TOYBATTLE_END_STUCK, TB_END_STUCK) &&
                   TB_SAME(TW_TOYBATTLE_END_COUNT, TB_END_COUNT),
               "the public ends are the state's");

/* The state of g, or NULL with g's message set. */
static const tb_state *tb_state_of(const tw_game *g)
{
    return core_game_state(g, &tb_game_def);
}

static tw_status tb_bad_index(const tw_game *g, const char *what, int value)
{
    return core_game_fail(g, TW_E_ARG, "toybattle: %s %d is out of range", what, value);
}

/* Copies up to cap counts by kind, or TW_HIDDEN each when hidden; returns
 * the entries there are (TB_KINDS). */
static int tb_copy_counts(const uint8_t *counts, int visible, int *out, size_t cap)
{
    for (int k = 0; (size_t)k < cap && k < TB_KINDS; k++)
        out[k] = visible ? counts[k] : TW_HIDDEN;
    return TB_KINDS;
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

tw_status tw_toybattle_map_info(const tw_game *g, int *effect, int *objective, int *width,
                                int *height)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return TW_E_ARG;
    core_put(effect, s->map.effect);
    core_put(objective, s->map.objective);
    core_put(width, s->map.width);
    core_put(height, s->map.height);
    return TW_OK;
}

int tw_toybattle_has_special_bases(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->special_on != 0 : 0;
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
    core_put(hq_owner, core_or_none(!tb_is_base(&s->map, node), s->map.owner[node]));
    core_put(x, s->map.x[node]);
    core_put(y, s->map.y[node]);
    core_put(special, s->map.special[node]);
    core_put(gate, (int)s->map.gate[node]);
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
    if (!name)
        return core_game_fail(g, TW_E_ARG, "toybattle: the node's name is NULL");
    int n = tb_map_find(&s->map, name, strlen(name));
    return n >= 0 ? n : TW_NONE;
}

int tw_toybattle_is_adjacent(const tw_game *g, int a, int b)
{
    const tb_state *s = tb_state_of(g);
    if (!s)
        return 0;
    if (a < 0 || a >= s->map.node_count || b < 0 || b >= s->map.node_count) {
        tb_bad_index(g, "node", a < 0 || a >= s->map.node_count ? a : b);
        return 0;
    }
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
    core_put(medals, s->map.region_medals[region]);
    core_put(owner, core_or_none(s->claimed[region] != 0, s->claimed[region] - 1));
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

/* counts may be NULL only with cap 0. */
static tw_status tb_check_counts(const tw_game *g, const int *counts, size_t cap)
{
    return !counts && cap > 0 ? core_game_fail(g, TW_E_ARG, "toybattle: counts is NULL")
                              : TW_OK;
}

/* A player's counts by kind as the viewer sees them (seen: whether he may). */
static int tb_counts_for(const tw_game *g, const uint8_t *counts, int seen, int *out, size_t cap)
{
    tw_status st = tb_check_counts(g, out, cap);
    return st ? st : tb_copy_counts(counts, seen, out, cap);
}

int tw_toybattle_rack_size(const tw_game *g, int player)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    return s ? tb_rack_size(s, player) : st;
}

int tw_toybattle_rack(const tw_game *g, int player, int viewer, int *counts, size_t cap)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return tb_counts_for(g, s->rack[player], tb_sees_rack(viewer, player), counts, cap);
}

int tw_toybattle_reserve_size(const tw_game *g, int player)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    return s ? tb_total(s->reserve[player]) : st;
}

int tw_toybattle_reserve(const tw_game *g, int player, int viewer, int *counts, size_t cap)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return tb_counts_for(g, s->reserve[player], viewer == TW_VIEW_ALL, counts, cap);
}

int tw_toybattle_removed_size(const tw_game *g, int player)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    return s ? tb_total(s->removed[player]) : st;
}

int tw_toybattle_removed(const tw_game *g, int player, int viewer, int *counts, size_t cap)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return tb_counts_for(g, s->removed[player], viewer == TW_VIEW_ALL, counts, cap);
}

int tw_toybattle_discard(const tw_game *g, int player, int *counts, size_t cap)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    if (!s)
        return st;
    return tb_counts_for(g, s->discard[player], 1, counts, cap);
}

int tw_toybattle_frozen(const tw_game *g, int player, int *counts, size_t cap)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    if (!s)
        return st;
    return tb_counts_for(g, s->frozen[player], 1, counts, cap);
}

int tw_toybattle_known(const tw_game *g, int player, int *counts, size_t cap)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    if (!s)
        return st;
    uint8_t known[TB_KINDS];
    tb_known_counts(s, player, known);
    return tb_counts_for(g, known, 1, counts, cap);
}

int tw_toybattle_medals(const tw_game *g, int player)
{
    tw_status st;
    const tb_state *s = tb_player_view(g, player, TW_VIEW_ALL, &st);
    return s ? s->medals[player] : st;
}

/* ---- the turn ------------------------------------------------------------ */

int tw_toybattle_turn_player(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_or_none(s->phase != TB_PH_FIRST, s->player) : TW_E_ARG;
}

int tw_toybattle_first_player(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_or_none(s->phase != TB_PH_FIRST, s->first) : TW_E_ARG;
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
int tw_toybattle_resolving(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_or_none(s->step == TB_STEP_BASES, s->chain_next - 1) : TW_E_ARG;
}

int tw_toybattle_volcano_target(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? core_or_none(s->phase == TB_PH_TO, s->target) : TW_E_ARG;
}

int tw_toybattle_end(const tw_game *g)
{
    const tb_state *s = tb_state_of(g);
    return s ? s->end : TW_E_ARG;
}

/* ---- names and codes ------------------------------------------------------ */

const char *tw_toybattle_troop_name(int kind)
{
    return kind >= 0 && kind < TB_KINDS ? tb_troops[kind].name : NULL;
}

const char *tw_toybattle_troop_code(int kind)
{
    return kind >= 0 && kind < TB_KINDS ? tb_troops[kind].code : NULL;
}

const char *tw_toybattle_phase_name(int phase)
{
    return phase >= 0 && phase < TB_PH_COUNT ? tb_phase_names[phase] : NULL;
}
