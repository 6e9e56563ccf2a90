/* SPDX-License-Identifier: MIT */
/*
 * params.c: a game's params from its structured table (see params.h). The
 * table is the library's (tw_games_param_*), so `toywar list GAME` and the
 * refusals never disagree with what tw_game_new() accepts.
 */
#include "params.h"

#include <string.h>

#include "cli.h"

/* Every game also takes seed=0..2^64-1 (toywar.h), 0 when not given (the
 * library's default, for any host); the commands' rule beside it. */
#define SEED_RANGE "0 to 18446744073709551615"
#define SEED_HELP                                                                  \
    "      the seed of the dice (and of the bots in toywar play and selfplay, where\n" \
    "      --seed S is the same); without it, play draws a seed from the time and\n"  \
    "      prints it, selfplay uses 1\n"

/* The first line of the game's description. */
static void print_summary(FILE *out, const char *game)
{
    const char *about = tw_games_about(game);
    if (about)
        fprintf(out, "%.*s\n", (int)strcspn(about, "\n"), about);
}

/* "1..4 (default 2)" or "challenge|de-mine (default challenge)". */
static void print_domain(FILE *out, const char *game, int index)
{
    int min = 0, max = 0, def = 0;
    tw_games_param_range(game, index, &min, &max, &def);
    if (tw_games_param_kind(game, index) != TW_PARAM_ENUM) {
        fprintf(out, "%d to %d, default %d", min, max, def);
        return;
    }
    for (int v = min; v <= max; v++)
        fprintf(out, "%s%s", v > min ? "|" : "", tw_games_param_value(game, index, v));
    fprintf(out, ", default %s", tw_games_param_value(game, index, def));
}

void params_print(FILE *out, const char *game)
{
    int min = 0, max = 0;
    fprintf(out, "%s: ", game);
    print_summary(out, game);
    if (tw_games_players(game, &min, &max) == TW_OK)
        fprintf(out, "players: %d%s%.0d\n", min, min == max ? "" : " to ", min == max ? 0 : max);
    fprintf(out, "params (key=value words):\n");
    for (int i = 0; i < tw_games_param_count(game); i++) {
        fprintf(out, "  %s=", tw_games_param_key(game, i));
        print_domain(out, game, i);
        fprintf(out, "\n      %s\n", tw_games_param_help(game, i));
    }
    fprintf(out, "  seed=%s, default 0\n%s", SEED_RANGE, SEED_HELP);
}

static void json_param(FILE *out, const char *game, int index)
{
    int min = 0, max = 0, def = 0, is_enum = tw_games_param_kind(game, index) == TW_PARAM_ENUM;
    tw_games_param_range(game, index, &min, &max, &def);
    fprintf(out, "{\"key\":");
    cli_json_string(out, tw_games_param_key(game, index));
    fprintf(out, ",\"kind\":\"%s\",\"min\":%d,\"max\":%d", is_enum ? "enum" : "int", min, max);
    if (is_enum) {
        fprintf(out, ",\"values\":[");
        for (int v = min; v <= max; v++) {
            fprintf(out, v > min ? "," : "");
            cli_json_string(out, tw_games_param_value(game, index, v));
        }
        fprintf(out, "],\"default\":");
        cli_json_string(out, tw_games_param_value(game, index, def));
    } else {
        fprintf(out, ",\"default\":%d", def);
    }
    fprintf(out, ",\"help\":");
    cli_json_string(out, tw_games_param_help(game, index));
    fprintf(out, "}");
}

void params_json(FILE *out, const char *game)
{
    int min = 0, max = 0;
    tw_games_players(game, &min, &max);
    fprintf(out, "{\"name\":");
    cli_json_string(out, game);
    fprintf(out, ",\"about\":");
    cli_json_string(out, tw_games_about(game));
    fprintf(out, ",\"players\":[%d,%d],\"params\":[", min, max);
    for (int i = 0; i < tw_games_param_count(game); i++) {
        fprintf(out, i ? "," : "");
        json_param(out, game, i);
    }
    fprintf(out, "]}");
}
