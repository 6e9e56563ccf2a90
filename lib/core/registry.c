/*
 * registry.c: the games the library plays, in the order hosts list them.
 * Adding a game is one extern line and one table entry here.
 */
#include "core/game_def.h"

#include <string.h>

extern const core_game_def gh_game_def;
extern const core_game_def tb_game_def;
extern const core_game_def dr_game_def;

static const core_game_def *const registry[] = {
    &gh_game_def,
    &dr_game_def,
    &tb_game_def,
};

#define REGISTRY_SIZE ((int)(sizeof registry / sizeof registry[0]))

int core_game_count(void)
{
    return REGISTRY_SIZE;
}

const core_game_def *core_game_at(int index)
{
    return index >= 0 && index < REGISTRY_SIZE ? registry[index] : NULL;
}

const core_game_def *core_game_find(const char *name)
{
    if (!name)
        return NULL;
    for (int i = 0; i < REGISTRY_SIZE; i++)
        if (strcmp(registry[i]->name, name) == 0)
            return registry[i];
    return NULL;
}

int tw_games_count(void)
{
    return REGISTRY_SIZE;
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
