/* SPDX-License-Identifier: MIT */
/*
 * toywar: the command-line host of libtoywar.
 *
 *   toywar list
 *   toywar bots
 *   toywar play GAME [params] [--seat N=human|BOT]...
 *   toywar selfplay GAME [params] --games N --bots A,B [--json]
 *   toywar replay FILE
 *   toywar count GAME [params] --depth D [--position TEXT]
 *
 * Each subcommand lives in its own file (cmd_*.c) and uses only the public
 * API of the library (and the bots library for its players). The manual
 * is docs/man/toywar.1.in; docs/tools.md says the same with examples.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "line.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} commands[] = {
    {"list", cmd_list, "the games, their players and params"},
    {"bots", cmd_bots, "the bots a seat may be given, fair or not"},
    {"play", cmd_play, "play a game in the terminal: humans, bots, hot seat"},
    {"selfplay", cmd_selfplay, "bots against bots: win rates, lengths, statistics"},
    {"replay", cmd_replay, "step through a saved game"},
    {"count", cmd_count, "perft: count the move tree to a depth"},
};

static int usage(FILE *out)
{
    fprintf(out, "usage: toywar COMMAND [ARGS]   (libtoywar %s)\n\ncommands:\n",
            tw_version_string());
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  %-9s %s\n", commands[i].name, commands[i].summary);
    fprintf(out, "\n'toywar COMMAND --help' describes a command; 'man toywar' all of them.\n");
    return out == stdout ? CLI_OK : CLI_USAGE;
}

/* A command whose output could not be written (a full disk, a closed
 * pipe) failed, whatever it did: its output is cut, so it exits 1. */
static int output_written(int status)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return status;
    fprintf(stderr, "toywar: cannot write the output%s%s\n", errno ? ": " : "",
            errno ? strerror(errno) : "");
    return status == CLI_OK ? CLI_FAIL : status;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage(stderr);
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0)
        return usage(stdout);
    if (strcmp(argv[1], "--version") == 0) {
        printf("toywar (libtoywar %s); line editing: %s\n", tw_version_string(),
               line_library());
        return CLI_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return output_written(commands[i].run(argc, argv));
    fprintf(stderr, "toywar: unknown command '%s'\n", argv[1]);
    return usage(stderr);
}
