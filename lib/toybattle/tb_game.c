/* SPDX-License-Identifier: MIT */
/*
 * tb_game.c: Toy Battle behind the core's game interface, and games on a
 * host-supplied map (the typed accessors are in tb_access.c).
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
    .current_player = tb_rules_current,
    .legal_moves = tb_rules_legal,
    .chance_weights = tb_rules_chance,
    .apply = tb_rules_apply,
    .apply_events = tb_rules_apply_events,
    .event_text = tb_event_text,
    .event_fields = tb_event_fields,
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
    .hidden = &tb_hidden,
};

/* ---- host-supplied maps --------------------------------------------------- */

/* Braces delimit a host map inside a position, so no map may hold one. */
static tw_status tb_refuse_braces(const char *map_text, core_err *err)
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
    tw_status st = tb_refuse_braces(map_text, &err);
    if (st == TW_OK)
        st = tb_map_parse(&map, map_text, &err);
    core_sb sb;
    core_sb_init(&sb, message, cap);
    if (st != TW_OK)
        core_sb_puts(&sb, err.text);
    return st;
}

/* What tw_toybattle_new_on_map() hands to tb_prepare_on_map(). */
typedef struct host_map {
    const char *text, *params;
} host_map;

/* Whether params name the map: the core accepts map= for every game of
 * Toy Battle, but on a host map the map is the host's text. */
static int tb_names_map(const char *params)
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
static tw_status tb_prepare_on_map(void *state, const core_params *params, const void *ctx,
                                core_err *err)
{
    const host_map *host = ctx;
    tb_state *s = state;
    if (!host->text)
        return core_fail(err, TW_E_ARG, "tw_toybattle_new_on_map: map_text is NULL");
    if (tb_names_map(host->params))
        return core_fail(err, TW_E_PARAM, "param 'map': not for a host map (special_bases "
                         "and seed only)");
    tw_status st = tb_refuse_braces(host->text, err);
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
    return core_game_new_prepared(&tb_game_def, params, tb_prepare_on_map, &host, out);
}
