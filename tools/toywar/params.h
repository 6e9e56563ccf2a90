/*
 * params.h: a game's params as its structured table declares them
 * (tw_games_param_* of toywar.h): listed for `toywar list GAME`, in text
 * or JSON, and used to say what is allowed when params are refused.
 */
#ifndef TOYWAR_TOOLS_PARAMS_H
#define TOYWAR_TOOLS_PARAMS_H

#include <stdio.h>

/* After tw_game_new() refused `params` with TW_E_PARAM: finds the word at
 * fault and reports it with what is allowed (the keys, the values, the
 * range); CLI_FAIL when it reported, CLI_OK when it found nothing to say
 * beyond the library's message. */
int params_explain(const char *game, const char *params);

/* `toywar list GAME`: the game's description, players and each param
 * (kind, values or range, default, help). */
void params_print(FILE *out, const char *game);
/* The same as one JSON object. */
void params_json(FILE *out, const char *game);

#endif /* TOYWAR_TOOLS_PARAMS_H */
