/* SPDX-License-Identifier: MIT */
/*
 * cli.h: what the toywar subcommands share: option parsing, games from
 * the command line, text from the library in malloc'd buffers, files.
 *
 * Exit codes: 0 success, 1 a failure at run time (the library refused
 * something, a file could not be read), 2 a usage error, 130 (128 +
 * SIGINT) a game stopped by Ctrl-C (saved first when --save was given).
 */
#ifndef TOYWAR_TOOLS_CLI_H
#define TOYWAR_TOOLS_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <toywar/toywar.h>

#define CLI_OK 0
#define CLI_FAIL 1
#define CLI_USAGE 2
#define CLI_INTERRUPTED 130

/* Decisions (not chance outcomes) a game may take before a tool gives up. */
#define CLI_MAX_DECISIONS 1000000L

/* One option of a subcommand. Exactly one of value, flag and list is set:
 * value receives the option's argument (the last one given), flag is set
 * to 1, list collects the arguments of a repeatable option. Options are
 * written "--name VALUE" or "--name=VALUE". */
typedef struct cli_option {
    const char *name;
    const char **value;
    int *flag;
    const char **list;
    int *list_count;
    int list_cap;
} cli_option;

#define CLI_VALUE(name, value) {name, value, NULL, NULL, NULL, 0}
#define CLI_FLAG(name, flag) {name, NULL, flag, NULL, NULL, 0}
#define CLI_LIST(name, list, count, cap) {name, NULL, NULL, list, count, cap}
#define CLI_END {NULL, NULL, NULL, NULL, NULL, 0}

/* Parses argv[first..argc): options per the table (NULL name ends it),
 * everything else positional, in order, into positional[0..cap). Prints
 * what is wrong and returns CLI_USAGE, else CLI_OK. */
int cli_parse(int argc, char **argv, int first, const cli_option *options,
              const char **positional, int cap, int *count);

/* Joins the params ("key=value" words) of positional[from..count) with
 * spaces into buf; CLI_USAGE (with a message) for a word without '=' or
 * too long a list. */
int cli_join_params(const char **positional, int from, int count, char *buf, size_t cap);

/* Strict numbers: the whole text, in [min, max]. 0 on success, else -1
 * and a message naming what. */
int cli_long(const char *text, long min, long max, const char *what, long *out);
int cli_u64(const char *text, const char *what, uint64_t *out);

/* The seed of a run, the one rule of play and selfplay: --seed (option,
 * NULL if not given) or the param seed= of params ("key=value" words);
 * both given must agree. *given is 1 when one was; else *seed keeps the
 * caller's default (play: the time; selfplay: 1). CLI_OK, or CLI_USAGE or
 * CLI_FAIL (a bad param, as the library would refuse it), reported. */
int cli_seed(const char *option, const char *params, uint64_t *seed, int *given);
/* The param seed= of params: 1 (*seed set when not NULL), 0 when there is
 * none, -1 (reported) when it is not a number. */
int cli_param_seed(const char *params, uint64_t *seed);

/* "all" or a player number below players: TW_VIEW_ALL or the player;
 * -1 (with a message) for anything else. */
int cli_viewer(const char *text, int players, int *out);

/* Messages on stderr, prefixed "toywar: ", one line each, with control
 * bytes escaped (cli_printable) so text a user typed never reaches the
 * terminal raw. cli_error returns CLI_FAIL, cli_usage_error CLI_USAGE. */
int cli_error(const char *fmt, ...);
int cli_usage_error(const char *fmt, ...);
/* The same on stdout, no prefix: messages at an interactive prompt. */
void cli_say(const char *fmt, ...);
/* text with control bytes (C0, DEL, C1) written \xHH, cut with "..." to
 * fit cap (at least 16; "..." for less); returns buf. */
const char *cli_printable(const char *text, char *buf, size_t cap);
/* The library's reason: "toywar: WHAT: status name: message". */
int cli_status(const tw_game *g, const char *what, int status);

/* Creates a game from its name and params, or reports why not, naming
 * what is allowed (the games; a param's keys, values or range). */
int cli_new_game(const char *name, const char *params, tw_game **out);
/* "no game called 'x'; the games are ...": CLI_FAIL. */
int cli_unknown_game(const char *name);

/* text as a JSON string, quoted and escaped. */
void cli_json_string(FILE *out, const char *text);

/* Text from the library, malloc'd and NUL-terminated, or NULL (reported).
 * The viewer is ignored by the functions that take none. */
char *cli_render(const tw_game *g, int viewer);
char *cli_json(const tw_game *g, int viewer);
char *cli_position(const tw_game *g);
char *cli_replay(const tw_game *g);

/* Prints the sentences of the events of history index `ply` as `viewer`
 * may know them (docs/events.md), one a line, each after `indent`:
 * CLI_OK, or CLI_FAIL (reported). */
int cli_print_events(FILE *out, const tw_game *g, int ply, int viewer, const char *indent);
/* The events of history index `ply` as `viewer` may know them, the
 * library's JSON array, malloc'd; NULL (reported) on failure. */
char *cli_events_json(const tw_game *g, int ply, int viewer);

/* A move in notation into buf ("?" if the library cannot write it). */
const char *cli_move_text(const tw_game *g, tw_move move, char *buf, size_t cap);

/* Prints the scores and the winner of a game ("game over: ..."), or whose
 * turn it is while it goes on. */
void cli_print_result(const tw_game *g);

/* "player 2", "chance" or "over" for a tw_game_current_player() value. */
const char *cli_player_name(int player, char *buf, size_t cap);

/* Prints text, adding a newline when it does not end with one. */
void cli_print_block(FILE *out, const char *text);

/* Makes room for one more item in a growing array (*items, *cap items of
 * item_size, count in use): CLI_OK, or CLI_FAIL (reported) out of memory. */
int cli_reserve(void **items, size_t *cap, size_t count, size_t item_size);

/* The whole file, malloc'd; NULL (reported) on failure. */
char *cli_read_file(const char *path);
/* Writes text to path; CLI_OK or CLI_FAIL (reported). */
int cli_write_file(const char *path, const char *text);

/* Loads a replay file as a game (reported on failure). */
int cli_load_replay_file(const char *path, tw_game **out);

/* Seconds since some fixed point, for durations. */
double cli_now(void);

/* 1 when the stream is a terminal. */
int cli_is_terminal(FILE *stream);

/* The bots twbot_new() makes, from the bots library's table, as a message
 * names them: "random, mcts[:ITER[:PLAYOUT]], ..." into buf; returns buf. */
const char *cli_bot_kinds(char *buf, size_t cap);

/* The subcommands: argv[0] is "toywar", argv[1] the subcommand. */
int cmd_list(int argc, char **argv);
int cmd_bots(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_selfplay(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_count(int argc, char **argv);

#endif /* TOYWAR_TOOLS_CLI_H */
