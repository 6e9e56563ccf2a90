/* SPDX-License-Identifier: MIT */
/*
 * games.c: finding a game in the registry (registry.c holds the list).
 */
#include "core/game_def.h"

#include <string.h>

int core_game_count(void)
{
    return core_registry_size;
}

const core_game_def *core_game_at(int index)
{
    return index >= 0 && index < core_registry_size ? core_registry[index] : NULL;
}

const core_game_def *core_game_find(const char *name)
{
    if (!name)
        return NULL;
    for (int i = 0; i < core_registry_size; i++)
        if (strcmp(core_registry[i]->name, name) == 0)
            return core_registry[i];
    return NULL;
}

int tw_games_count(void)
{
    return core_registry_size;
}

const char *tw_games_name(int index)
{
    const core_game_def *def = core_game_at(index);
    return def ? def->name : NULL;
}

const char *tw_games_about(const char *name)
{
    const core_game_def *def = core_game_find(name);
    return def ? def->about : NULL;
}
