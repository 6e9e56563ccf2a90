/* SPDX-License-Identifier: MIT */
/*
 * toywar replay: steps through a saved game (docs/replay.md). The replay is
 * loaded (tw_game_load_replay), its history read, and the game taken back
 * to its start with tw_game_undo; stepping forward applies the next move
 * of the history, stepping back undoes one, and each step is told in its
 * events' sentences as the viewer may know them (docs/events.md), its
 * move in notation as the viewer's record has it (a draw he did not see
 * is "draw:?"). Commands
 * come one per line on stdin, so a script can drive it too.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "line.h"

static const char usage[] =
    "usage: toywar replay FILE [--view P|all] [--list [--json]]\n"
    "Steps through a saved game. Commands (one per line): Enter or n next,\n"
    "b back, NUMBER go to after that move, s start, e end, p position text,\n"
    "j JSON, h help, q quit. --list prints every move and the final board;\n"
    "with --json, one JSON object: the moves, the final JSON view, the result.\n";

static const char help_text[] =
    "Enter/n next, b back, NUMBER go to after that move, s start, e end,\n"
    "p position text, j JSON, h help, q quit\n";

typedef struct replay {
    tw_game *g;
    tw_move *moves;   /* the whole history */
    int count;        /* its length */
    int at;           /* moves applied now */
    int viewer;
} replay;

static int show(const replay *r)
{
    char *board = cli_render(r->g, r->viewer);
    if (!board)
        return CLI_FAIL;
    cli_print_block(stdout, board);
    free(board);
    if (r->at == r->count)
        cli_print_result(r->g);
    return CLI_OK;
}

/* The last move applied in notation as the viewer knows it now: an
 * outcome he has not seen masked ("draw:?", tw_game_history_for()). */
static int shown_move(const replay *r, char *text, size_t cap)
{
    tw_move *known = malloc((size_t)r->at * sizeof *known);
    if (!known)
        return cli_error("out of memory");
    int n = tw_game_history_for(r->g, r->viewer, known, (size_t)r->at);
    if (n != r->at) {
        free(known);
        return cli_status(r->g, "tw_game_history_for", n < 0 ? n : TW_E_STATE);
    }
    cli_move_text(r->g, known[r->at - 1], text, cap);
    free(known);
    return CLI_OK;
}

/* Applies the next move; *player receives who made it, text (if not
 * NULL) the move as the viewer knows it. */
static int apply_next(replay *r, int *player, char *text, size_t cap)
{
    *player = tw_game_current_player(r->g);
    int st = tw_game_apply(r->g, r->moves[r->at]);
    if (st != TW_OK)
        return cli_status(r->g, "tw_game_apply", st);
    r->at++;
    return text ? shown_move(r, text, cap) : CLI_OK;
}

/* Applies the next move; verbose, names who made it and tells what it did. */
static int step_forward(replay *r, int verbose)
{
    char text[128], who[32];
    int player, st = apply_next(r, &player, verbose ? text : NULL, sizeof text);
    if (st != CLI_OK || !verbose)
        return st;
    printf("move %d/%d, %s: %s\n", r->at, r->count, cli_player_name(player, who, sizeof who),
           text);
    return cli_print_events(stdout, r->g, r->at - 1, r->viewer, "    ");
}

static int step_back(replay *r)
{
    int st = tw_game_undo(r->g);
    if (st != TW_OK)
        return cli_status(r->g, "tw_game_undo", st);
    r->at--;
    return CLI_OK;
}

/* Goes to "after move target", printing only the last move made. */
static int go_to(replay *r, int target)
{
    int st = CLI_OK;
    while (st == CLI_OK && r->at > target)
        st = step_back(r);
    while (st == CLI_OK && r->at < target)
        st = step_forward(r, r->at + 1 == target);
    if (st == CLI_OK && r->at == 0)
        printf("the start (%d moves to go)\n", r->count);
    return st == CLI_OK ? show(r) : st;
}

static int print_text(const replay *r, int json)
{
    char *text = json ? cli_json(r->g, r->viewer) : cli_position(r->g);
    if (!text)
        return CLI_FAIL;
    cli_print_block(stdout, text);
    free(text);
    return CLI_OK;
}

/* One command line; *quit is set by q. */
static int command(replay *r, const char *line, int *quit)
{
    long target;
    if (line[0] == '\0' || strcmp(line, "n") == 0)
        return r->at < r->count ? go_to(r, r->at + 1) : (printf("at the end\n"), CLI_OK);
    if (strcmp(line, "b") == 0)
        return r->at > 0 ? go_to(r, r->at - 1) : (printf("at the start\n"), CLI_OK);
    if (strcmp(line, "s") == 0 || strcmp(line, "e") == 0)
        return go_to(r, line[0] == 's' ? 0 : r->count);
    if (strcmp(line, "p") == 0 || strcmp(line, "j") == 0)
        return print_text(r, line[0] == 'j');
    if (strcmp(line, "q") == 0) {
        *quit = 1;
        return CLI_OK;
    }
    if (line[0] >= '0' && line[0] <= '9') {
        if (cli_long(line, 0, r->count, "the move number", &target) == 0)
            return go_to(r, (int)target);
        return CLI_OK;
    }
    if (strcmp(line, "h") != 0 && strcmp(line, "help") != 0) {
        char shown[64];
        cli_say("'%s' is not a command; the commands:", cli_printable(line, shown, sizeof shown));
    }
    fputs(help_text, stdout);
    return CLI_OK;
}

static int interact(replay *r)
{
    char prompt[48];
    int quit = 0, st = go_to(r, 0);
    line_catch_interrupt();
    while (st == CLI_OK && !quit) {
        const char *line;
        snprintf(prompt, sizeof prompt, "replay %d/%d> ", r->at, r->count);
        line_status ls = line_read(prompt, &line);
        if (ls == LINE_BAD) {
            printf("a line with a NUL byte is not a command\n");
            continue;
        }
        if (ls != LINE_OK) {
            printf("\n");
            st = ls == LINE_INTERRUPTED ? CLI_INTERRUPTED
                 : ls == LINE_NOMEM    ? cli_error("out of memory")
                                       : CLI_OK;
            break;
        }
        st = command(r, line, &quit);
    }
    line_end();
    return st;
}

/* --list --json: {"game":..,"moves":[{"player":P,"move":"..","events":[..]}...],
 * "scores":[..],"winner":W,"final":VIEW}; a chance outcome's player is
 * "chance". The final view is the library's JSON (docs/json.md). */
static int list_json(replay *r)
{
    char text[128], who[32];
    int scores[64], st = CLI_OK;
    printf("{\"game\":");
    cli_json_string(stdout, tw_game_name(r->g));
    printf(",\"moves\":[");
    while (st == CLI_OK && r->at < r->count) {
        int player;
        st = apply_next(r, &player, text, sizeof text);
        char *events = st == CLI_OK ? cli_events_json(r->g, r->at - 1, r->viewer) : NULL;
        if (!events)
            return st == CLI_OK ? CLI_FAIL : st;
        printf("%s{\"player\":", r->at > 1 ? "," : "");
        if (player >= 0)
            printf("%d", player);
        else
            cli_json_string(stdout, cli_player_name(player, who, sizeof who));
        printf(",\"move\":");
        cli_json_string(stdout, text);
        printf(",\"events\":%s}", events);
        free(events);
    }
    char *view = st == CLI_OK ? cli_json(r->g, r->viewer) : NULL;
    if (!view)
        return st == CLI_OK ? CLI_FAIL : st;
    int n = tw_game_scores(r->g, scores, 64);
    printf("],\"over\":%s,\"scores\":[", tw_game_is_over(r->g) == 1 ? "true" : "false");
    for (int p = 0; p < n && p < 64; p++)
        printf("%s%d", p ? "," : "", scores[p]);
    printf("],\"winner\":%d,\"final\":%s}\n", tw_game_winner(r->g), view);
    free(view);
    return CLI_OK;
}

/* --list: every move, then the final board. */
static int list_all(replay *r)
{
    int st = CLI_OK;
    printf("%s, %d moves\n", tw_game_name(r->g), r->count);
    while (st == CLI_OK && r->at < r->count)
        st = step_forward(r, 1);
    return st == CLI_OK ? show(r) : st;
}

static int run(const char *path, const char *view, int list, int json)
{
    replay r = {NULL, NULL, 0, 0, TW_VIEW_ALL};
    int st = cli_load_replay_file(path, &r.g);
    if (st != CLI_OK)
        return st;
    if (view && cli_viewer(view, tw_game_num_players(r.g), &r.viewer) != 0) {
        tw_game_free(r.g);
        return CLI_USAGE;
    }
    r.count = tw_game_history(r.g, NULL, 0);
    r.moves = malloc(((size_t)r.count + 1) * sizeof *r.moves);
    if (!r.moves)
        st = cli_error("out of memory");
    if (st == CLI_OK) {
        tw_game_history(r.g, r.moves, (size_t)r.count);
        r.at = r.count;
        while (st == CLI_OK && r.at > 0)
            st = step_back(&r);
    }
    if (st == CLI_OK)
        st = list ? (json ? list_json(&r) : list_all(&r)) : interact(&r);
    free(r.moves);
    tw_game_free(r.g);
    return st;
}

int cmd_replay(int argc, char **argv)
{
    const char *positional[1], *view = NULL;
    int help = 0, list = 0, json = 0, n;
    const cli_option options[] = {CLI_VALUE("--view", &view), CLI_FLAG("--list", &list),
                                  CLI_FLAG("--json", &json), CLI_FLAG("--help", &help),
                                  CLI_END};
    int st = cli_parse(argc, argv, 2, options, positional, 1, &n);
    if (help) {
        fputs(usage, stdout);
        return CLI_OK;
    }
    if (st == CLI_OK && json && !list)
        st = cli_usage_error("--json goes with --list (the steps are interactive)");
    if (st != CLI_OK || n != 1) {
        fputs(usage, stderr);
        return CLI_USAGE;
    }
    return run(positional[0], view, list, json);
}
