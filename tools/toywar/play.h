/* SPDX-License-Identifier: MIT */
/*
 * play.h: the state of a `toywar play` session, shared by cmd_play.c (the
 * loop and the options), play_human.c (a human's turn: the prompt, undo,
 * save, load, hints), play_log.c (what is printed: the move log, chance
 * outcomes as the viewer may see them, the board) and play_board.c (the
 * move list, grouped when long, and the legend).
 */
#ifndef TOYWAR_TOOLS_PLAY_H
#define TOYWAR_TOOLS_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include <toywar/toywar.h>
#include <twbot.h>

#define PLAY_MAX_SEATS 16
#define PLAY_VIEW_AUTO (-1000)  /* no --view: decided by the humans seated */

typedef struct play_session {
    tw_game *g;
    int players;
    const char *seats[PLAY_MAX_SEATS];  /* "human", "random", "mcts:500"... */
    twbot *bots[PLAY_MAX_SEATS];        /* NULL for a human seat */
    int humans;
    uint64_t seed;                      /* the dice's and the bots' */
    int seed_given;                     /* 0: drawn from the time */
    int view;                           /* --view, or PLAY_VIEW_AUTO */
    long every;                         /* --every, 0 for never */
    const char *save_path;              /* --save, or NULL */
    long decisions;
    int *marks;                         /* history lengths before each human decision */
    size_t mark_count, mark_cap;
    tw_move *redo;                      /* chance outcomes taken back by undo, */
    size_t redo_count, redo_cap;        /* the next one on top (the end) */
    int line_open;                      /* a log line waits for its newline */
    int told;                           /* the history length whose events are printed */
} play_session;

/* ---- play_log.c ---- */

/* The view for the log and for boards drawn outside a human's turn: --view,
 * else the only human's, else everything. */
int play_log_viewer(const play_session *s);
/* The view for a human's turn: --view, else that human's. */
int play_turn_viewer(const play_session *s, int player);
/* Starts a log line for a decision: "player 1 (mcts): move:d8". */
void play_log_decision(play_session *s, int player, const char *text);
/* Ends the log line in progress, if any, then tells the moves since the
 * last told in their events' sentences (as the log's viewer may know
 * them), indented under it. */
void play_end_line(play_session *s);
/* Tells no move before the history's length now (a game loaded, started). */
void play_told_all(play_session *s);
/* Resolves the chance node and logs the outcome as the log's viewer may
 * see it: with the outcome on top of the redo stack when it is one of this
 * node's (the dice an undo took back), else with the game's generator
 * (the stack, no longer on the game's path, is then emptied). */
int play_roll(play_session *s);
/* Keeps a chance outcome taken back by undo for the nodes ahead. */
int play_redo_push(play_session *s, tw_move outcome);
/* Draws the board in a view. */
int play_show_board(play_session *s, int viewer);

/* ---- play_board.c ---- */

/* Lists the moves numbered 1..n; a long list is grouped by what its moves
 * share (the toy, the chit, the transmitter, the troop, the rank), each
 * move keeping its number. */
void play_list_moves(const tw_game *g, const tw_move *moves, int n);
/* What the game's board letters and symbols mean. */
void play_legend(const tw_game *g);

/* ---- play_human.c ---- */

/* A human's turn: shows the board and the numbered moves, reads commands
 * until a move is made, undone, loaded or the human quits (*quit = 1). */
int play_human_turn(play_session *s, int player, int *quit);
/* Saves the game as a replay file. */
int play_save(play_session *s, const char *path);

#endif /* TOYWAR_TOOLS_PLAY_H */
