/* SPDX-License-Identifier: MIT */
/*
 * introspect.c: what a host may ask of a game before it starts one: its
 * player range and its params (key, kind, range or values, default, help),
 * read from the same core_param_spec table that core_params_parse() checks
 * params against and that tw_games_about()'s text is written from
 * (CORE_ABOUT() in game_def.h).
 */
#include "core/game_def.h"

#include <stddef.h>

/* The spec of param index of game, or NULL for a bad game or index. */
static const core_param_spec *param_at(const char *game, int index)
{
    const core_game_def *def = core_game_find(game);
    if (!def || index < 0 || (size_t)index >= def->param_count)
        return NULL;
    return &def->params[index];
}

/* The number of values of an enum param. */
static int value_count(const core_param_spec *spec)
{
    int n = 0;
    while (spec->values[n])
        n++;
    return n;
}

tw_status tw_games_players(const char *game, int *min_players, int *max_players)
{
    const core_game_def *def = core_game_find(game);
    if (!def || !min_players || !max_players)
        return TW_E_ARG;
    *min_players = def->min_players;
    *max_players = def->max_players;
    return TW_OK;
}

int tw_games_param_count(const char *game)
{
    const core_game_def *def = core_game_find(game);
    return def ? (int)def->param_count : TW_E_ARG;
}

const char *tw_games_param_key(const char *game, int index)
{
    const core_param_spec *spec = param_at(game, index);
    return spec ? spec->key : NULL;
}

const char *tw_games_param_help(const char *game, int index)
{
    const core_param_spec *spec = param_at(game, index);
    return spec ? spec->help : NULL;
}

int tw_games_param_kind(const char *game, int index)
{
    const core_param_spec *spec = param_at(game, index);
    if (!spec)
        return TW_E_ARG;
    return spec->kind == CORE_PARAM_INT ? TW_PARAM_INT : TW_PARAM_ENUM;
}

tw_status tw_games_param_range(const char *game, int index, int *min, int *max,
                               int *default_value)
{
    const core_param_spec *spec = param_at(game, index);
    if (!spec)
        return TW_E_ARG;
    int is_int = spec->kind == CORE_PARAM_INT;
    if (min)
        *min = is_int ? spec->min : 0;
    if (max)
        *max = is_int ? spec->max : value_count(spec) - 1;
    if (default_value)
        *default_value = spec->default_value;
    return TW_OK;
}

const char *tw_games_param_value(const char *game, int index, int value)
{
    const core_param_spec *spec = param_at(game, index);
    if (!spec || spec->kind != CORE_PARAM_ENUM || value < 0 || value >= value_count(spec))
        return NULL;
    return spec->values[value];
}
