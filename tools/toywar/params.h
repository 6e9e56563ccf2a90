/* SPDX-License-Identifier: MIT */
/*
 * params.h: a game's params as its structured table declares them
 * (tw_games_param_* of toywar.h): listed for `toywar list GAME`, in text
 * or JSON. (A refusal's message is the library's, which names the keys,
 * values or range allowed.)
 */
#ifndef TOYWAR_TOOLS_PARAMS_H
#define TOYWAR_TOOLS_PARAMS_H

#include <stdio.h>

/* `toywar list GAME`: the game's description, players and each param
 * (kind, values or range, default, help). */
void params_print(FILE *out, const char *game);
/* The same as one JSON object. */
void params_json(FILE *out, const char *game);

#endif /* TOYWAR_TOOLS_PARAMS_H */
