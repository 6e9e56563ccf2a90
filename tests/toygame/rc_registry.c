/* SPDX-License-Identifier: MIT */
/*
 * rc_registry.c: the registry of the test-only library: the games the
 * library ships (as lib/core/registry.c lists them), then Dice Race. It
 * replaces lib/core/registry.c in tests/toygame/'s copy of the library.
 */
#include "core/game_def.h"

extern const core_game_def gh_game_def;
extern const core_game_def tb_game_def;
extern const core_game_def dr_game_def;
extern const core_game_def rc_game_def;

const core_game_def *const core_registry[] = {
    &gh_game_def,
    &dr_game_def,
    &tb_game_def,
    &rc_game_def,
};

const int core_registry_size = (int)(sizeof core_registry / sizeof core_registry[0]);
