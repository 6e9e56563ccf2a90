/* SPDX-License-Identifier: MIT */
/*
 * toywar count: perft, the chess engines' move-generation check. Counts the
 * move sequences of each length up to the depth, from the start of a game
 * or from a position: every legal move is a branch, a chance outcome too
 * (each outcome once, whatever its weight), and a game that ends before
 * the depth adds nothing further down. The numbers are regression figures:
 * any change to move generation changes them.
 *
 * The walk uses tw_game_apply / tw_game_undo on one handle; at the last
 * level it counts the legal moves without applying them.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAX_DEPTH 64

static const char usage[] =
    "usage: toywar count GAME [key=value ...] --depth D [--position TEXT] [--divide] [--json]\n"
    "Counts the move sequences of length 1..D (perft), chance outcomes counted\n"
    "as branches. --position starts from a position text instead of the params;\n"
    "--divide splits the count at depth D by the first move; --json prints one\n"
    "JSON object.\n";

/* Adds the nodes below g to counts[depth..max): counts[k] gets the
 * sequences of length k + 1. */
static int walk(tw_game *g, int depth, int max, uint64_t *counts)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    if (n < 0)
        return cli_status(g, "tw_game_legal_moves", n);
    counts[depth] += (uint64_t)n;
    if (depth + 1 >= max)
        return CLI_OK;
    for (int i = 0; i < n; i++) {
        int st = tw_game_apply(g, moves[i]);
        if (st != TW_OK)
            return cli_status(g, "tw_game_apply", st);
        st = walk(g, depth + 1, max, counts);
        int undone = tw_game_undo(g);
        if (st != CLI_OK)
            return st;
        if (undone != TW_OK)
            return cli_status(g, "tw_game_undo", undone);
    }
    return CLI_OK;
}

/* perft(depth) below each first move: "move: count" lines, or the members
 * of a JSON object. */
static int divide(tw_game *g, int depth, int json)
{
    tw_move moves[TW_MOVES_MAX];
    char text[128];
    uint64_t counts[MAX_DEPTH];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    if (n < 0)
        return cli_status(g, "tw_game_legal_moves", n);
    for (int i = 0; i < n; i++) {
        memset(counts, 0, sizeof counts);
        cli_move_text(g, moves[i], text, sizeof text);
        int st = tw_game_apply(g, moves[i]);
        if (st != TW_OK)
            return cli_status(g, "tw_game_apply", st);
        st = depth > 1 ? walk(g, 0, depth - 1, counts) : CLI_OK;
        tw_game_undo(g);
        if (st != CLI_OK)
            return st;
        uint64_t below = depth > 1 ? counts[depth - 2] : UINT64_C(1);
        if (json) {
            printf(i ? "," : "");
            cli_json_string(stdout, text);
            printf(":%" PRIu64, below);
        } else {
            printf("%s: %" PRIu64 "\n", text, below);
        }
    }
    return CLI_OK;
}

static int start_game(const char *name, const char *params, const char *position,
                      tw_game **g)
{
    if (!position)
        return cli_new_game(name, params, g);
    if (*params)
        return cli_error("--position carries every param: give no params with it");
    int st = tw_game_from_text(name, position, g);
    return st == TW_OK ? CLI_OK : cli_status(NULL, "--position", st);
}

static void print_text(const char *name, const char *params, const char *position,
                       const uint64_t *counts, int depth)
{
    printf("%s from %s%s%s, chance outcomes counted as branches\n", name,
           position ? "the position" : "the start", *params ? ", " : "", params);
    for (int d = 0; d < depth; d++)
        printf("depth %d: %" PRIu64 "\n", d + 1, counts[d]);
}

/* {"game":..,"params":..,"position":..|null,"counts":[depth 1, ...] and,
 * with --divide, "divide":{"move":count,...}}: the object is closed by the
 * caller after the divide. */
static void print_json(const char *name, const char *params, const char *position,
                       const uint64_t *counts, int depth)
{
    printf("{\"game\":");
    cli_json_string(stdout, name);
    printf(",\"params\":");
    cli_json_string(stdout, params);
    printf(",\"position\":");
    if (position)
        cli_json_string(stdout, position);
    else
        printf("null");
    printf(",\"counts\":[");
    for (int d = 0; d < depth; d++)
        printf("%s%" PRIu64, d ? "," : "", counts[d]);
    printf("]");
}

static int count(const char *name, const char *params, const char *position, int depth,
                 int split, int json)
{
    tw_game *g = NULL;
    uint64_t counts[MAX_DEPTH] = {0};
    int st = start_game(name, params, position, &g);
    if (st == CLI_OK)
        st = walk(g, 0, depth, counts);
    if (st == CLI_OK)
        (json ? print_json : print_text)(name, params, position, counts, depth);
    if (st == CLI_OK && split) {
        printf(json ? ",\"divide\":{" : "");
        st = divide(g, depth, json);
        printf(json ? "}" : "");
    }
    if (st == CLI_OK && json)
        printf("}\n");
    tw_game_free(g);
    return st;
}

int cmd_count(int argc, char **argv)
{
    const char *positional[64];
    const char *depth_text = NULL, *position = NULL;
    int help = 0, split = 0, json = 0, n;
    long depth;
    char params[1024];
    const cli_option options[] = {
        CLI_VALUE("--depth", &depth_text), CLI_VALUE("--position", &position),
        CLI_FLAG("--divide", &split), CLI_FLAG("--json", &json), CLI_FLAG("--help", &help),
        CLI_END};
    int st = cli_parse(argc, argv, 2, options, positional, 64, &n);
    if (help) {
        fputs(usage, stdout);
        return CLI_OK;
    }
    if (st == CLI_OK && (n < 1 || !depth_text))
        st = CLI_USAGE;
    if (st == CLI_OK)
        st = cli_join_params(positional, 1, n, params, sizeof params);
    if (st == CLI_OK && cli_long(depth_text, 1, MAX_DEPTH - 1, "--depth", &depth) != 0)
        st = CLI_USAGE;
    if (st != CLI_OK) {
        fputs(usage, stderr);
        return st;
    }
    return count(positional[0], params, position, (int)depth, split, json);
}
