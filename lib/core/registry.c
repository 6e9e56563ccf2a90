/* SPDX-License-Identifier: MIT */
/*
 * registry.c: the games the library ships, in the order hosts list them.
 * Adding a game is one extern line and one entry here; the lookups are in
 * games.c. (A test links the same core with a list of its own:
 * tests/toygame/rc_registry.c.)
 */
#include "core/game_def.h"

extern const core_game_def gh_game_def;
extern const core_game_def tb_game_def;
extern const core_game_def dr_game_def;

const core_game_def *const core_registry[] = {
    &gh_game_def,
    &dr_game_def,
    &tb_game_def,
};

const int core_registry_size = (int)(sizeof core_registry / sizeof core_registry[0]);
