/*
 * tb_game.c: Toy Battle behind the core's game interface, its typed
 * accessors, and games on a host-supplied map.
 *
 * A game on a host's map is created by core_game_new_prepared(), which
 * records its start as the position text (the whole map in braces, at the
 * first chance node), so such a game is stored, replayed and cloned exactly
 * like any other.
 */
#include "toybattle/tb_state.h"
#include "toywar/toybattle.h"

#include <string.h>

#define TB_ON_OFF(FIRST, NEXT) FIRST("on") NEXT("off")

enum { PARAM_MAP, PARAM_SPECIAL_BASES };

/* In the order of the enum above. */
#define TB_PARAMS(INT, ENUM)                                                             \
    ENUM("map", TB_MAP_NAMES, "the battlefield, one of the eight built-in maps")         \
    ENUM("special_bases", TB_ON_OFF,                                                     \
         "the special bases' effects; off: the first-games variant, with none")

static const core_param_spec tb_params[] = CORE_PARAM_TABLE(TB_PARAMS);

#define TB_SUMMARY                                                                       \
    "Toy Battle: two players place toy troops along the paths of a battlefield to "      \
    "capture the enemy HQ or claim regions worth the map's medal objective."
#define TB_PLAYERS 2

static tw_status tb_init(void *state, const core_params *params, core_err *err)
{
    tb_state *s = state;
    tw_status st = tb_map_builtin(&s->map, params->value[PARAM_MAP], err);
    if (st != TW_OK)
        return st;
    tb_rules_start(s, params->value[PARAM_SPECIAL_BASES] == 0);
    return TW_OK;
}

static int tb_num_players(const void *state)
{
    (void)state;
    return 2;
}

static int tb_current(const void *state)
{
    return tb_rules_current(state);
}

static int tb_legal(const void *state, tw_move *moves)
{
    return tb_rules_legal(state, moves);
}

static int tb_chance(const void *state, tw_move *moves, uint32_t *weights)
{
    return tb_rules_chance(state, moves, weights);
}

static void tb_apply(void *state, tw_move move)
{
    tb_rules_apply(state, move);
}

static int tb_scores(const void *state, int *scores)
{
    const tb_state *s = state;
    scores[0] = s->medals[0];
    scores[1] = s->medals[1];
    return 2;
}

static int tb_winner(const void *state)
{
    const tb_state *s = state;
    return s->phase == TB_PH_OVER ? s->winner : TW_WINNER_NONE;
}

const core_game_def tb_game_def = {
    .name = "toybattle",
    .about = CORE_ABOUT(TB_SUMMARY, TB_PLAYERS, TB_PLAYERS, TB_PARAMS),
    .min_players = TB_PLAYERS,
    .max_players = TB_PLAYERS,
    .params = tb_params,
    .param_count = sizeof tb_params / sizeof tb_params[0],
    .state_size = sizeof(tb_state),
    .mutable_size = TB_MUTABLE_SIZE,
    .init = tb_init,
    .num_players = tb_num_players,
    .current_player = tb_current,
    .legal_moves = tb_legal,
    .chance_weights = tb_chance,
    .apply = tb_apply,
    .move_to_text = tb_move_to_text,
    .move_from_text = tb_move_from_text,
    .to_text = tb_to_text,
    .from_text = tb_from_text,
    .render = tb_render,
    .to_json = tb_to_json,
    .describe = tb_describe,
    .scores = tb_scores,
    .winner = tb_winner,
    .hash = NULL, /* every byte of tb_state is canonical */
    .check = tb_check,
};

/* ---- host-supplied maps --------------------------------------------------- */

/* Braces delimit a host map inside a position, so no map may hold one. */
static tw_status refuse_braces(const char *map_text, core_err *err)
{
    if (strpbrk(map_text, "{}"))
        return core_fail(err, TW_E_PARSE, "map: '{' and '}' are not allowed in a map");
    return TW_OK;
}

tw_status tw_toybattle_check_map(const char *map_text, char *message, size_t cap)
{
    if (!map_text || (!message && cap > 0))
        return TW_E_ARG;
    core_err err = {{0}};
    tb_map map;
    tw_status st = refuse_braces(map_text, &err);
    if (st == TW_OK)
        st = tb_map_parse(&map, map_text, &err);
    core_sb sb;
    core_sb_init(&sb, message, cap);
    if (st != TW_OK)
        core_sb_puts(&sb, err.text);
    return st;
}

/* What tw_toybattle_new_on_map() hands to prepare_on_map(). */
typedef struct host_map {
    const char *text, *params;
} host_map;

/* Whether params name the map: the core accepts map= for every game of
 * Toy Battle, but on a host map the map is the host's text. */
static int names_map(const char *params)
{
    const char *p = params ? params : "";
    while (*(p += strspn(p, " ,\t\r\n"))) {
        size_t n = strcspn(p, " ,\t\r\n");
        if (n >= 3 && strncmp(p, "map", 3) == 0 && (n == 3 || p[3] == '='))
            return 1;
        p += n;
    }
    return 0;
}

/* Fills the state from the host's map text, at the first chance node. */
static tw_status prepare_on_map(void *state, const core_params *params, const void *ctx,
                                core_err *err)
{
    const host_map *host = ctx;
    tb_state *s = state;
    if (!host->text)
        return core_fail(err, TW_E_ARG, "tw_toybattle_new_on_map: map_text is NULL");
    if (names_map(host->params))
        return core_fail(err, TW_E_PARAM, "param 'map': not for a host map (special_bases "
                         "and seed only)");
    tw_status st = refuse_braces(host->text, err);
    if (st == TW_OK)
        st = tb_map_parse(&s->map, host->text, err);
    if (st == TW_OK)
        tb_rules_start(s, params->value[PARAM_SPECIAL_BASES] == 0);
    return st;
}

/* The core records the start as the position text, which carries the whole
 * map, so replays and clones need no help from the host. */
tw_status tw_toybattle_new_on_map(const char *map_text, const char *params, tw_game **out)
{
    host_map host = {map_text, params};
    return core_game_new_prepared(&tb_game_def, params, prepare_on_map, &host, out);
}

/* ---- accessors ----------------------------------------------------------- */

/* The state of g, or NULL with g's message set. */
static const tb_state *state_of(const tw_game *g)
{
    return core_game_state(g, &tb_game_def);
}

static tw_status bad_index(const tw_game *g, const char *what, int value)
{
    return core_game_fail(g, TW_E_ARG, "toybattle: %s %d is out of range", what, value);
}

static void set_if(int *p, int v)
{
    if (p)
        *p = v;
}

/* Copies counts, or -1 each when hidden. */
static int copy_counts(const uint8_t *counts, int visible, int *out)
{
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++) {
        n += counts[k];
        if (out)
            out[k] = visible ? counts[k] : -1;
    }
    return n;
}

static int write_name(const char *name, char *buf, size_t cap)
{
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    core_sb_puts(&sb, name);
    return core_sb_result(&sb);
}

int tw_toybattle_map_name(const tw_game *g, char *buf, size_t cap)
{
    const tb_state *s = state_of(g);
    if (!s || (!buf && cap > 0))
        return s ? core_game_fail(g, TW_E_ARG, "toybattle: buf is NULL") : TW_E_ARG;
    return write_name(s->map.name, buf, cap);
}

int tw_toybattle_map_info(const tw_game *g, int *effect, int *objective, int *width, int *height)
{
    const tb_state *s = state_of(g);
    if (!s)
        return TW_E_ARG;
    set_if(effect, s->map.effect);
    set_if(objective, s->map.objective);
    set_if(width, s->map.width);
    set_if(height, s->map.height);
    return s->special_on;
}

int tw_toybattle_node_count(const tw_game *g)
{
    const tb_state *s = state_of(g);
    return s ? s->map.node_count : TW_E_ARG;
}

tw_status tw_toybattle_node(const tw_game *g, int node, int *hq_owner, int *x, int *y,
                            int *special, int *gate)
{
    const tb_state *s = state_of(g);
    if (!s)
        return TW_E_ARG;
    if (node < 0 || node >= s->map.node_count)
        return bad_index(g, "node", node);
    set_if(hq_owner, tb_is_base(&s->map, node) ? -1 : s->map.owner[node]);
    set_if(x, s->map.x[node]);
    set_if(y, s->map.y[node]);
    set_if(special, s->map.special[node]);
    set_if(gate, s->map.gate[node]);
    return TW_OK;
}

int tw_toybattle_node_name(const tw_game *g, int node, char *buf, size_t cap)
{
    const tb_state *s = state_of(g);
    if (!s)
        return TW_E_ARG;
    if (node < 0 || node >= s->map.node_count)
        return bad_index(g, "node", node);
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "toybattle: buf is NULL");
    return write_name(s->map.node_name[node], buf, cap);
}

int tw_toybattle_node_find(const tw_game *g, const char *name)
{
    const tb_state *s = state_of(g);
    if (!s)
        return TW_E_ARG;
    int n = name ? tb_map_find(&s->map, name, strlen(name)) : -1;
    return n >= 0 ? n : core_game_fail(g, TW_E_ARG, "toybattle: no node is called that");
}

int tw_toybattle_adjacent(const tw_game *g, int a, int b)
{
    const tb_state *s = state_of(g);
    if (!s)
        return TW_E_ARG;
    if (a < 0 || a >= s->map.node_count || b < 0 || b >= s->map.node_count)
        return bad_index(g, "node", a < 0 || a >= s->map.node_count ? a : b);
    return (int)(s->map.adj[a] >> b & 1u);
}

int tw_toybattle_region_count(const tw_game *g)
{
    const tb_state *s = state_of(g);
    return s ? s->map.region_count : TW_E_ARG;
}

int tw_toybattle_region(const tw_game *g, int region, int *medals, int *owner, int *ring,
                        size_t cap)
{
    const tb_state *s = state_of(g);
    if (!s)
        return TW_E_ARG;
    if (region < 0 || region >= s->map.region_count)
        return bad_index(g, "region", region);
    if (!ring && cap > 0)
        return core_game_fail(g, TW_E_ARG, "toybattle: ring is NULL");
    set_if(medals, s->map.region_medals[region]);
    set_if(owner, s->claimed[region] - 1);
    for (size_t i = 0; i < cap && i < s->map.region_len[region]; i++)
        ring[i] = s->map.region_ring[region][i];
    return s->map.region_len[region];
}

int tw_toybattle_phase(const tw_game *g)
{
    const tb_state *s = state_of(g);
    return s ? s->phase : TW_E_ARG;
}

int tw_toybattle_stack(const tw_game *g, int node, int *kinds, int *owners, size_t cap)
{
    const tb_state *s = state_of(g);
    if (!s)
        return TW_E_ARG;
    if (node < 0 || node >= s->map.node_count)
        return bad_index(g, "node", node);
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
static const tb_state *player_view(const tw_game *g, int player, int viewer, tw_status *st)
{
    const tb_state *s = state_of(g);
    *st = TW_E_ARG;
    if (!s)
        return NULL;
    if (player < 0 || player > 1) {
        bad_index(g, "player", player);
        return NULL;
    }
    if (viewer != TW_VIEW_ALL && (viewer < 0 || viewer > 1)) {
        bad_index(g, "viewer", viewer);
        return NULL;
    }
    *st = TW_OK;
    return s;
}

int tw_toybattle_rack(const tw_game *g, int player, int viewer, int *counts)
{
    tw_status st;
    const tb_state *s = player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return copy_counts(s->rack[player], viewer == TW_VIEW_ALL || viewer == player, counts);
}

int tw_toybattle_reserve(const tw_game *g, int player, int viewer, int *counts)
{
    tw_status st;
    const tb_state *s = player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return copy_counts(s->reserve[player], viewer == TW_VIEW_ALL, counts);
}

int tw_toybattle_removed(const tw_game *g, int player, int viewer, int *counts)
{
    tw_status st;
    const tb_state *s = player_view(g, player, viewer, &st);
    if (!s)
        return st;
    return copy_counts(s->removed[player], viewer == TW_VIEW_ALL, counts);
}

int tw_toybattle_discard(const tw_game *g, int player, int *counts)
{
    tw_status st;
    const tb_state *s = player_view(g, player, TW_VIEW_ALL, &st);
    if (!s)
        return st;
    return copy_counts(s->discard[player], 1, counts);
}

int tw_toybattle_frozen(const tw_game *g, int player, int *counts)
{
    tw_status st;
    const tb_state *s = player_view(g, player, TW_VIEW_ALL, &st);
    if (!s)
        return st;
    return copy_counts(s->frozen[player], 1, counts);
}

int tw_toybattle_medals(const tw_game *g, int player)
{
    tw_status st;
    const tb_state *s = player_view(g, player, TW_VIEW_ALL, &st);
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
