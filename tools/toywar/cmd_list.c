/* SPDX-License-Identifier: MIT */
/*
 * toywar list: the games the loaded library offers, or one game, with its
 * description, players and params as the library's structured table
 * declares them (params.c), in text or JSON.
 */
#include <string.h>

#include "cli.h"
#include "params.h"

static const char usage[] =
    "usage: toywar list [GAME] [--names] [--json]\n"
    "Lists the games of the library, or GAME alone: description, players and\n"
    "params (values or range, default). --names: only the names, one a line;\n"
    "--json: one JSON object.\n";

static void list_json(const char *only)
{
    printf("{\"version\":");
    cli_json_string(stdout, tw_version_string());
    printf(",\"games\":[");
    for (int i = 0, n = 0; i < tw_games_count(); i++) {
        if (only && strcmp(only, tw_games_name(i)) != 0)
            continue;
        printf(n++ ? "," : "");
        params_json(stdout, tw_games_name(i));
    }
    printf("]}\n");
}

static void list_names(const char *only, int json)
{
    if (json)
        printf("[");
    for (int i = 0, n = 0; i < tw_games_count(); i++) {
        if (only && strcmp(only, tw_games_name(i)) != 0)
            continue;
        if (json) {
            printf(n++ ? "," : "");
            cli_json_string(stdout, tw_games_name(i));
        } else {
            printf("%s\n", tw_games_name(i));
        }
    }
    if (json)
        printf("]\n");
}

int cmd_list(int argc, char **argv)
{
    int help = 0, names = 0, json = 0, count;
    const char *positional[1];
    const cli_option options[] = {CLI_FLAG("--names", &names), CLI_FLAG("--json", &json),
                                  CLI_FLAG("--help", &help), CLI_END};
    int st = cli_parse(argc, argv, 2, options, positional, 1, &count);
    if (st != CLI_OK || help) {
        fputs(usage, help ? stdout : stderr);
        return help ? CLI_OK : st;
    }
    const char *only = count ? positional[0] : NULL;
    if (only && !tw_games_about(only))
        return cli_unknown_game(only);
    if (names)
        list_names(only, json);
    else if (json)
        list_json(only);
    else if (only)
        params_print(stdout, only);
    else {
        printf("libtoywar %s: %d games ('toywar list GAME' for one)\n", tw_version_string(),
               tw_games_count());
        for (int i = 0; i < tw_games_count(); i++) {
            printf("\n");
            params_print(stdout, tw_games_name(i));
        }
    }
    return CLI_OK;
}
