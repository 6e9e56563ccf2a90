/*
 * toywar list: the games the loaded library offers, each with its
 * description, players and params, as tw_games_about() gives them.
 */
#include <string.h>

#include "cli.h"

static const char usage[] =
    "usage: toywar list [--names]\n"
    "Lists the games of the library: name, players and params; with --names,\n"
    "only their names, one a line (for scripts).\n";

/* The description, each line indented under the game's name. */
static void print_about(const char *name)
{
    const char *about = tw_games_about(name);
    printf("%s\n", name);
    while (about && *about) {
        size_t len = strcspn(about, "\n");
        printf("    %.*s\n", (int)len, about);
        about += len + (about[len] == '\n');
    }
}

int cmd_list(int argc, char **argv)
{
    int help = 0, names = 0, count;
    const char *positional[1];
    const cli_option options[] = {CLI_FLAG("--names", &names), CLI_FLAG("--help", &help),
                                  CLI_END};
    int st = cli_parse(argc, argv, 2, options, positional, 0, &count);
    if (st != CLI_OK || help) {
        fputs(usage, help ? stdout : stderr);
        return help ? CLI_OK : st;
    }
    if (names) {
        for (int i = 0; i < tw_games_count(); i++)
            printf("%s\n", tw_games_name(i));
        return CLI_OK;
    }
    printf("libtoywar %s: %d games\n", tw_version_string(), tw_games_count());
    for (int i = 0; i < tw_games_count(); i++) {
        printf("\n");
        print_about(tw_games_name(i));
    }
    return CLI_OK;
}
