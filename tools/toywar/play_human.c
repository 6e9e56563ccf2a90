/* SPDX-License-Identifier: MIT */
/*
 * play_human.c: a human's turn in `toywar play`. The board is drawn in the
 * human's view, the legal moves listed with numbers and in notation, and
 * lines read (line.h: whole, with editing at a terminal): a number, a move
 * in notation, or a command of the table below.
 *
 * Undo goes back to the human's previous decision: before each human
 * decision the session marks the history's length, and undo takes the
 * game back (tw_game_undo) to the last mark, bots' moves and dice included.
 * The chance outcomes taken back are kept (play_redo_*), and the chance
 * nodes that follow are resolved with them again, in order, so undoing
 * never buys new dice.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "line.h"
#include "play.h"

static const char help_text[] =
    "  NUMBER or NOTATION  play that move (e.g. 3, or move:d2); Enter plays\n"
    "                      the only move\n"
    "  undo                take back your last decision and what followed it\n"
    "                      (the dice that followed stay as they fell)\n"
    "  save FILE           save the game as a replay (toywar replay FILE)\n"
    "  load FILE           continue a saved game instead\n"
    "  board, moves        draw the board, list the moves again\n"
    "  legend              what the board's letters and symbols mean\n"
    "  hint                ask the fair MCTS bot what it would play: it is\n"
    "                      given what you may know, nothing more\n"
    "  quit                stop (the game is saved if --save was given)\n";

static int show_turn(play_session *s, int player, const tw_move *moves, int n)
{
    int st = play_show_board(s, play_turn_viewer(s, player));
    if (st == CLI_OK) {
        printf("player %d to play, %d move%s:\n", player, n,
               n == 1 ? " (Enter plays it)" : "s");
        play_list_moves(s->g, moves, n);
    }
    return st;
}

/* ---- undo, save, load, hint -------------------------------------------- */

static int push_mark(play_session *s)
{
    void *marks = s->marks;
    int st = cli_reserve(&marks, &s->mark_cap, s->mark_count, sizeof *s->marks);
    s->marks = marks;
    if (st != CLI_OK)
        return st;
    s->marks[s->mark_count++] = tw_game_history(s->g, NULL, 0);
    return CLI_OK;
}

/* Takes back the moves after `mark`, keeping their chance outcomes for the
 * nodes ahead (the last taken back, the earliest, ends on top). */
static int undo_to(play_session *s, int mark)
{
    int count = tw_game_history(s->g, NULL, 0);
    tw_move *history = malloc((size_t)(count > 0 ? count : 1) * sizeof *history);
    if (!history)
        return cli_error("out of memory");
    tw_game_history(s->g, history, (size_t)count);
    int st = CLI_OK;
    for (int at = count - 1; at >= mark && st == CLI_OK; at--) {
        int undone = tw_game_undo(s->g);
        if (undone != TW_OK)
            st = cli_status(s->g, "tw_game_undo", undone);
        else if (tw_game_current_player(s->g) == TW_PLAYER_CHANCE)
            st = play_redo_push(s, history[at]);
    }
    free(history);
    return st;
}

static int undo(play_session *s)
{
    if (s->mark_count == 0) {
        printf("nothing to undo\n");
        return CLI_OK;
    }
    int st = undo_to(s, s->marks[--s->mark_count]);
    if (st == CLI_OK)
        printf("undone: back to your move (the dice that followed it stay as they fell)\n");
    return st;
}

int play_save(play_session *s, const char *path)
{
    char *text = cli_replay(s->g);
    if (!text)
        return CLI_FAIL;
    int st = cli_write_file(path, text);
    free(text);
    if (st == CLI_OK)
        cli_say("saved to %s (toywar replay %s)", path, path);
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
        cli_say("%s is not a %d-player game of %s", path, s->players, tw_game_name(s->g));
        tw_game_free(loaded);
        return CLI_OK;
    }
    tw_game_free(s->g);
    s->g = loaded;
    s->mark_count = 0;
    s->redo_count = 0;
    play_told_all(s);
    cli_say("loaded %s (%d moves)", path, tw_game_history(loaded, NULL, 0));
    return CLI_OK;
}

/* The fair bot's choice for the human at `player`, from that seat's own
 * information state: a hint tells nothing the human may not know. */
static void hint(play_session *s, int player)
{
    twbot *bot = NULL;
    tw_infostate *info = NULL;
    tw_move move;
    char text[128];
    if (twbot_new("mcts", s->seed + (uint64_t)s->decisions, &bot) == TW_OK &&
        tw_infostate_new(s->g, player, &info) == TW_OK &&
        twbot_choose_infostate(bot, info, &move) == TW_OK)
        printf("hint (%s): %s\n", twbot_name(bot), cli_move_text(s->g, move, text, sizeof text));
    else
        printf("no hint\n");
    tw_infostate_free(info);
    twbot_free(bot);
}

/* ---- the turn ---------------------------------------------------------- */

typedef struct turn {
    play_session *s;
    int player;
    const tw_move *moves;
    int n;
    int over;   /* the turn is over: a move made, undone, loaded, or quit */
    int quit;
    int status; /* CLI_OK or the failure that ends the game */
} turn;

/* Lines longer than this are refused with their length: the library's
 * reason quotes only the start of a text it refuses. */
#define QUOTED_MAX 32

/* Says why the line is no move, and the turn goes on. */
static void refuse_line(const tw_game *g, const char *line)
{
    size_t len = strlen(line);
    if (len > QUOTED_MAX)
        cli_say("a line of %zu characters: %s (type 'help' for the commands)", len,
                tw_game_error(g));
    else
        cli_say("%s (type 'help' for the commands)", tw_game_error(g));
}

/* Plays a move given by number or notation; refusals are said and the
 * turn goes on. */
static void try_move(turn *t, const char *line)
{
    play_session *s = t->s;
    tw_move move = 0;
    char *end;
    long k = strtol(line, &end, 10);
    if (line[0] >= '0' && line[0] <= '9' && *end == '\0') {
        if (k < 1 || k > t->n) {
            printf("pick a number from 1 to %d\n", t->n);
            return;
        }
        move = t->moves[k - 1];
    } else if (tw_move_from_string(s->g, line, &move) != TW_OK) {
        refuse_line(s->g, line);
        return;
    }
    char text[128];
    cli_move_text(s->g, move, text, sizeof text);
    if (push_mark(s) != CLI_OK || tw_game_apply(s->g, move) != TW_OK) {
        if (s->mark_count)
            s->mark_count--;
        cli_say("%s", tw_game_error(s->g));
        return;
    }
    play_log_decision(s, t->player, text);
    s->decisions++;
    t->over = 1;
}

static void do_quit(turn *t, const char *arg)
{
    (void)arg;
    t->quit = t->over = 1;
}

static void do_undo(turn *t, const char *arg)
{
    (void)arg;
    t->status = undo(t->s);
    t->over = 1;
}

static void do_save(turn *t, const char *arg)
{
    play_save(t->s, arg);
}

static void do_load(turn *t, const char *arg)
{
    t->status = load(t->s, arg);
    t->over = 1;
}

static void do_board(turn *t, const char *arg)
{
    (void)arg;
    t->status = play_show_board(t->s, play_turn_viewer(t->s, t->player));
}

static void do_moves(turn *t, const char *arg)
{
    (void)arg;
    play_list_moves(t->s->g, t->moves, t->n);
}

static void do_hint(turn *t, const char *arg)
{
    (void)arg;
    hint(t->s, t->player);
}

static void do_legend(turn *t, const char *arg)
{
    (void)arg;
    play_legend(t->s->g);
}

static void do_help(turn *t, const char *arg)
{
    (void)arg;
    fputs(help_text, stdout);
    printf("\n");
    play_legend(t->s->g);
}

/* The commands of the prompt. A command with an argument (arg "FILE") is
 * refused with its usage when the argument is missing. */
static const struct {
    const char *name, *alias, *arg;
    void (*run)(turn *t, const char *arg);
} commands[] = {
    {"quit", "q", NULL, do_quit},        {"undo", "u", NULL, do_undo},
    {"save", NULL, "FILE", do_save},     {"load", NULL, "FILE", do_load},
    {"board", NULL, NULL, do_board},     {"moves", NULL, NULL, do_moves},
    {"hint", NULL, NULL, do_hint},       {"legend", NULL, NULL, do_legend},
    {"help", "?", NULL, do_help},
};

/* Runs the line as a command if its first word names one; 0 if it does not. */
static int command(turn *t, const char *line)
{
    size_t word = strcspn(line, " ");
    const char *arg = line + word + strspn(line + word, " ");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *name = commands[i].name, *alias = commands[i].alias;
        if (!(strlen(name) == word && strncmp(line, name, word) == 0) &&
            !(alias && strlen(alias) == word && strncmp(line, alias, word) == 0))
            continue;
        if (commands[i].arg && !*arg)
            printf("usage: %s %s\n", name, commands[i].arg);
        else if (!commands[i].arg && *arg)
            printf("usage: %s (it takes no argument)\n", name);
        else
            commands[i].run(t, arg);
        return 1;
    }
    return 0;
}

/* Reads lines until the turn is over. */
static void prompt(turn *t)
{
    char text[32];
    snprintf(text, sizeof text, "player %d> ", t->player);
    while (!t->over && t->status == CLI_OK) {
        const char *line;
        line_status ls = line_read(text, &line);
        if (ls == LINE_INTERRUPTED || ls == LINE_EOF) {
            printf("\n");
            t->quit = t->over = 1;
        } else if (ls == LINE_NOMEM) {
            t->status = cli_error("out of memory");
        } else if (ls == LINE_BAD) {
            printf("a line with a NUL byte is not a move nor a command\n");
        } else if (line[0] == '\0') {
            if (t->n == 1)
                try_move(t, "1");
        } else if (!command(t, line)) {
            try_move(t, line);
        }
    }
}

int play_human_turn(play_session *s, int player, int *quit)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(s->g, moves, TW_MOVES_MAX);
    turn t = {s, player, moves, n, 0, 0, CLI_OK};
    t.status = n < 0 ? cli_status(s->g, "tw_game_legal_moves", n) : show_turn(s, player, moves, n);
    if (t.status == CLI_OK)
        prompt(&t);
    *quit = t.quit;
    return t.status;
}
