/*
 * play_human.c: a human's turn in `toywar play`. The board is drawn in the
 * human's view, the legal moves listed with numbers and in notation, and
 * a line read: a number, a move in notation, or a command.
 *
 * Undo goes back to the human's previous decision: before each human
 * decision the session marks the history's length, and undo takes the
 * game back (tw_game_undo) to the last mark, bots' moves and dice included.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "play.h"

static const char help_text[] =
    "  NUMBER or NOTATION  play that move (e.g. 3, or move:d2); Enter plays\n"
    "                      the only move\n"
    "  undo                take back your last decision and what followed it\n"
    "  save FILE           save the game as a replay (toywar replay FILE)\n"
    "  load FILE           continue a saved game instead\n"
    "  board, moves        draw the board, list the moves again\n"
    "  hint                ask the MCTS bot what it would play\n"
    "  quit                stop (the game is saved if --save was given)\n";

/* Moves in columns: " 1 move:a1    2 move:b1 ...", under 80 characters. */
static void list_moves(const tw_game *g, const tw_move *moves, int n)
{
    char text[128];
    int width = 4;
    for (int i = 0; i < n; i++) {
        int len = (int)strlen(cli_move_text(g, moves[i], text, sizeof text));
        width = len > width ? len : width;
    }
    int per_line = 78 / (width + 6);
    per_line = per_line < 1 ? 1 : per_line;
    for (int i = 0; i < n; i++) {
        cli_move_text(g, moves[i], text, sizeof text);
        printf("%4d %-*s%s", i + 1, width + 1, text,
               (i + 1) % per_line == 0 || i + 1 == n ? "\n" : "");
    }
}

static int show_turn(play_session *s, int player, const tw_move *moves, int n)
{
    int st = play_show_board(s, play_turn_viewer(s, player));
    if (st == CLI_OK) {
        printf("player %d to play, %d move%s:\n", player, n,
               n == 1 ? " (Enter plays it)" : "s");
        list_moves(s->g, moves, n);
    }
    return st;
}

/* ---- undo, save, load, hint -------------------------------------------- */

static int push_mark(play_session *s)
{
    if (s->mark_count == s->mark_cap) {
        size_t cap = s->mark_cap ? s->mark_cap * 2 : 64;
        int *grown = realloc(s->marks, cap * sizeof *grown);
        if (!grown)
            return cli_error("out of memory");
        s->marks = grown;
        s->mark_cap = cap;
    }
    s->marks[s->mark_count++] = tw_game_history(s->g, NULL, 0);
    return CLI_OK;
}

static int undo(play_session *s)
{
    if (s->mark_count == 0) {
        printf("nothing to undo\n");
        return CLI_OK;
    }
    int mark = s->marks[--s->mark_count];
    while (tw_game_history(s->g, NULL, 0) > mark) {
        int st = tw_game_undo(s->g);
        if (st != TW_OK)
            return cli_status(s->g, "tw_game_undo", st);
    }
    printf("undone: back to your move\n");
    return CLI_OK;
}

int play_save(play_session *s, const char *path)
{
    char *text = cli_replay(s->g);
    if (!text)
        return CLI_FAIL;
    int st = cli_write_file(path, text);
    free(text);
    if (st == CLI_OK)
        printf("saved to %s (toywar replay %s)\n", path, path);
    return st;
}

/* Replaces the game with a saved one of the same game and players. */
static int load(play_session *s, const char *path)
{
    tw_game *loaded = NULL;
    if (cli_load_replay_file(path, &loaded) != CLI_OK)
        return CLI_OK;  /* reported; the game goes on */
    if (strcmp(tw_game_name(loaded), tw_game_name(s->g)) != 0 ||
        tw_game_num_players(loaded) != s->players) {
        printf("%s is not a %d-player game of %s\n", path, s->players, tw_game_name(s->g));
        tw_game_free(loaded);
        return CLI_OK;
    }
    tw_game_free(s->g);
    s->g = loaded;
    s->mark_count = 0;
    printf("loaded %s (%d moves)\n", path, tw_game_history(loaded, NULL, 0));
    return CLI_OK;
}

static void hint(play_session *s)
{
    twbot *bot = NULL;
    tw_move move;
    char text[128];
    if (twbot_new("mcts", s->seed + (uint64_t)s->decisions, &bot) == TW_OK &&
        twbot_choose(bot, s->g, &move) == TW_OK)
        printf("hint (%s): %s\n", twbot_name(bot), cli_move_text(s->g, move, text, sizeof text));
    else
        printf("no hint\n");
    twbot_free(bot);
}

/* ---- the turn ---------------------------------------------------------- */

/* Plays a move given by number or notation; 1 when played, 0 when refused. */
static int try_move(play_session *s, int player, const char *line, const tw_move *moves, int n)
{
    tw_move move = 0;
    char *end;
    long k = strtol(line, &end, 10);
    if (line[0] >= '0' && line[0] <= '9' && *end == '\0') {
        if (k < 1 || k > n) {
            printf("pick a number from 1 to %d\n", n);
            return 0;
        }
        move = moves[k - 1];
    } else if (tw_move_from_string(s->g, line, &move) != TW_OK) {
        printf("%s (type 'help' for the commands)\n", tw_game_error(s->g));
        return 0;
    }
    char text[128];
    cli_move_text(s->g, move, text, sizeof text);
    if (push_mark(s) != CLI_OK || tw_game_apply(s->g, move) != TW_OK) {
        if (s->mark_count)
            s->mark_count--;
        printf("%s\n", tw_game_error(s->g));
        return 0;
    }
    play_log_decision(s, player, text);
    s->decisions++;
    return 1;
}

/* A command word; 1 when the turn is over (the state changed or quit). */
static int command(play_session *s, int player, const char *line, int *quit, int *st)
{
    if (strcmp(line, "quit") == 0 || strcmp(line, "q") == 0)
        return *quit = 1;
    if (strcmp(line, "undo") == 0 || strcmp(line, "u") == 0) {
        *st = undo(s);
        return 1;
    }
    if (strncmp(line, "save ", 5) == 0) {
        play_save(s, line + 5);
        return 0;
    }
    if (strncmp(line, "load ", 5) == 0) {
        *st = load(s, line + 5);
        return 1;
    }
    if (strcmp(line, "hint") == 0)
        hint(s);
    else if (strcmp(line, "board") == 0)
        *st = play_show_board(s, play_turn_viewer(s, player));
    else
        fputs(help_text, stdout);
    return 0;
}

static int is_command(const char *line)
{
    static const char *const words[] = {"quit", "q", "undo", "u", "hint", "board",
                                        "help", "?", "moves", "save ", "load "};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t len = strlen(words[i]);
        if (strncmp(line, words[i], len) == 0 && (words[i][len - 1] == ' ' || !line[len]))
            return 1;
    }
    return 0;
}

int play_human_turn(play_session *s, int player, int *quit)
{
    tw_move moves[TW_MOVES_MAX];
    char line[256];
    int n = tw_game_legal_moves(s->g, moves, TW_MOVES_MAX);
    int st = n < 0 ? cli_status(s->g, "tw_game_legal_moves", n) : show_turn(s, player, moves, n);
    while (st == CLI_OK) {
        printf("player %d> ", player);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) {
            printf("\n");
            *quit = 1;
            return CLI_OK;
        }
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0' && n == 1)
            snprintf(line, sizeof line, "1");
        if (line[0] == '\0')
            continue;
        if (strcmp(line, "moves") == 0)
            list_moves(s->g, moves, n);
        else if (is_command(line) ? command(s, player, line, quit, &st)
                                  : try_move(s, player, line, moves, n))
            return st;
    }
    return st;
}
