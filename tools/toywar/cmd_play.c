/* SPDX-License-Identifier: MIT */
/*
 * toywar play: a game in the terminal. Each seat is a human (who types a
 * move's number or its notation at a prompt) or a bot of the bots
 * library's table (`toywar bots`); several humans share the keyboard (hot
 * seat). The bots seated by default, and the hint, are the fair MCTS
 * (information-set MCTS), which twbot_choose() hands the seat's
 * information state alone; an all-seeing bot (omniscient-mcts) sits only
 * where --seat asks for it, and the header says it is not fair. Chance
 * nodes are rolled with the game's seeded generator. A human may undo
 * (back to his previous decision: the bots' moves and the dice after it
 * are taken back too), save the game as a replay and load one.
 *
 * What is printed respects hidden information: the board is drawn in the
 * view of the human to move (or of the only human), and a chance outcome
 * is shown only if that view depends on it (so a bot's draw from a
 * face-down pile shows as "(hidden)").
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <twbot.h>

#include "cli.h"
#include "line.h"
#include "play.h"

static const char usage[] =
    "usage: toywar play GAME [key=value ...] [--seat N=human|BOT]...\n"
    "                   [--seed S] [--view P|all] [--load FILE] [--save FILE] [--every N]\n"
    "Plays a game in the terminal. Seats default to player 0 human, the others\n"
    "mcts, the fair bot; N may be 'all'. 'toywar bots' lists the BOTs, fair or\n"
    "not (omniscient-mcts sees every secret: an opponent that cheats).\n"
    "At your turn type a move's number or its notation, or: undo, save FILE,\n"
    "load FILE, board, moves, legend, hint, help, quit.\n"
    "--seed S (or the param seed=S) seeds the dice and the bots; without one,\n"
    "a seed is drawn from the time; the first line prints it either way.\n"
    "--load continues a saved replay; --save writes the game when it\n"
    "ends, is quit or is stopped by Ctrl-C (exit status 130); --every N draws\n"
    "the board every N decisions when only bots play.\n";

/* What a seat may be: "human, random, mcts[:ITER[:PLAYOUT]], ..." (the bots' table). */
static const char *seat_kinds(char *buf, size_t cap)
{
    size_t used = (size_t)snprintf(buf, cap, "human, ");
    cli_bot_kinds(buf + used, cap - used);
    return buf;
}

/* ---- seats ------------------------------------------------------------- */

/* "N=kind" or "all=kind" */
static int parse_seat(play_session *s, const char *spec)
{
    const char *eq = strchr(spec, '=');
    long seat = -1;
    char number[16], kinds[256];
    if (!eq || eq == spec || (size_t)(eq - spec) >= sizeof number)
        return cli_error("--seat wants N=KIND (N a seat from 0 to %d or all; KIND %s), not '%s'",
                         s->players - 1, seat_kinds(kinds, sizeof kinds), spec), -1;
    snprintf(number, sizeof number, "%.*s", (int)(eq - spec), spec);
    if (strcmp(number, "all") != 0 &&
        cli_long(number, 0, s->players - 1, "the seat of --seat (or all)", &seat) != 0)
        return -1;
    for (int p = 0; p < s->players; p++)
        if (seat < 0 || p == seat)
            s->seats[p] = eq + 1;
    return 0;
}

/* splitmix64's finaliser: seeds that differ in one bit share nothing. */
static uint64_t mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94D049BB133111EB);
    return x ^ (x >> 31);
}

/* The seed of a bot's decision: the game's seed, the seat and the length
 * of the history, so a bot meets the same position after an undo with the
 * same move, and a game replays whole from its seed. */
static uint64_t bot_seed(const play_session *s, int player)
{
    uint64_t at = (uint64_t)tw_game_history(s->g, NULL, 0);
    return mix(s->seed ^ mix((uint64_t)(player + 1) << 32 ^ at));
}

/* Makes the bots, checking every seat's kind. */
static int make_bots(play_session *s)
{
    char kinds[256];
    for (int p = 0; p < s->players; p++) {
        s->humans += strcmp(s->seats[p], "human") == 0;
        if (strcmp(s->seats[p], "human") == 0)
            continue;
        int st = twbot_new(s->seats[p], bot_seed(s, p), &s->bots[p]);
        if (st != TW_OK)
            return cli_usage_error("seat %d: '%s' is not a player: %s", p, s->seats[p],
                                   seat_kinds(kinds, sizeof kinds));
    }
    return CLI_OK;
}

static int setup_seats(play_session *s, const char *const *specs, int count)
{
    if (s->players > PLAY_MAX_SEATS)
        return cli_error("at most %d seats", PLAY_MAX_SEATS);
    for (int p = 0; p < s->players; p++)
        s->seats[p] = p == 0 ? "human" : "mcts";
    for (int i = 0; i < count; i++)
        if (parse_seat(s, specs[i]) != 0)
            return CLI_USAGE;
    return make_bots(s);
}

/* ---- the game ---------------------------------------------------------- */

/* One seed rules the dice and the bots: --seed, or the param seed=, or
 * else one drawn from the time, which the header prints for a replay. */
static int choose_seed(play_session *s, const char *option, const char *params)
{
    s->seed = (uint64_t)time(NULL);
    return cli_seed(option, params, &s->seed, &s->seed_given);
}

static int start(play_session *s, const char *name, const char *params, const char *load)
{
    char with_seed[1200];
    if (load) {
        int st = cli_load_replay_file(load, &s->g);
        if (st == CLI_OK && name && strcmp(name, tw_game_name(s->g)) != 0)
            st = cli_error("%s is a game of %s, not %s", load, tw_game_name(s->g), name);
        return st;
    }
    if (cli_param_seed(params, NULL) == 1)
        snprintf(with_seed, sizeof with_seed, "%s", params);
    else
        snprintf(with_seed, sizeof with_seed, "%s%sseed=%llu", params, *params ? " " : "",
                 (unsigned long long)s->seed);
    return cli_new_game(name, with_seed, &s->g);
}

static void print_seats(const play_session *s)
{
    printf("%s, %d player%s:", tw_game_name(s->g), s->players, s->players == 1 ? "" : "s");
    for (int p = 0; p < s->players; p++)
        printf("%s player %d %s%s", p ? "," : "", p, s->seats[p],
               s->bots[p] && !twbot_is_fair(s->bots[p]) ? " (not fair: sees every secret)" : "");
    printf("; seed %llu", (unsigned long long)s->seed);
    if (!s->seed_given)
        printf(" (from the time: --seed %llu plays this game again)", (unsigned long long)s->seed);
    printf("\n");
    if (s->humans)
        printf("At your turn type a move's number or its notation; 'help' lists the rest.\n");
}

static int finish(play_session *s)
{
    int st = play_show_board(s, play_log_viewer(s));
    if (st == CLI_OK)
        cli_print_result(s->g);
    if (st == CLI_OK && s->save_path)
        st = play_save(s, s->save_path);
    return st;
}

static int bot_turn(play_session *s, int player)
{
    tw_move move;
    char text[128];
    twbot *bot = NULL;
    int st = twbot_new(s->seats[player], bot_seed(s, player), &bot);
    if (st != TW_OK)
        return cli_status(s->g, "the bot", st);
    twbot_free(s->bots[player]);
    s->bots[player] = bot;
    st = twbot_choose(bot, s->g, &move);
    if (st != TW_OK)
        return cli_status(s->g, "the bot", st);
    cli_move_text(s->g, move, text, sizeof text);
    st = tw_game_apply(s->g, move);
    if (st != TW_OK)
        return cli_status(s->g, "tw_game_apply", st);
    play_log_decision(s, player, text);
    return CLI_OK;
}

/* Draws the board every --every decisions of a game without humans. */
static int maybe_draw(play_session *s)
{
    if (s->humans || s->every <= 0 || s->decisions % s->every != 0)
        return CLI_OK;
    play_end_line(s);
    printf("-- after %ld decisions --\n", s->decisions);
    return play_show_board(s, play_log_viewer(s));
}

/* One state of the loop: a roll, a bot's move or a human's turn. */
static int step(play_session *s, int player, int *quit)
{
    if (player == TW_PLAYER_CHANCE)
        return play_roll(s);
    if (player < 0 || player >= s->players)
        return cli_status(s->g, "tw_game_current_player", player);
    if (!s->bots[player])
        return play_human_turn(s, player, quit);
    int st = bot_turn(s, player);
    s->decisions++;
    return st == CLI_OK ? maybe_draw(s) : st;
}

/* Ctrl-C: the game is saved (with --save) and the command stops. */
static int interrupted(play_session *s)
{
    int st = s->save_path ? play_save(s, s->save_path) : CLI_OK;
    printf("interrupted\n");
    return st == CLI_OK ? CLI_INTERRUPTED : st;
}

static int run(play_session *s)
{
    int quit = 0, st = CLI_OK;
    line_catch_interrupt();
    play_told_all(s);
    print_seats(s);
    if (!s->humans)
        st = play_show_board(s, play_log_viewer(s));
    while (st == CLI_OK && !quit && !line_interrupted()) {
        int player = tw_game_current_player(s->g);
        if (player == TW_PLAYER_TERMINAL)
            break;
        if (s->decisions >= CLI_MAX_DECISIONS)
            return cli_error("no end after %ld decisions", s->decisions);
        st = step(s, player, &quit);
    }
    play_end_line(s);
    if (st == CLI_OK && line_interrupted())
        return interrupted(s);
    if (st == CLI_OK && quit) {
        printf("quit\n");
        return s->save_path ? play_save(s, s->save_path) : CLI_OK;
    }
    return st == CLI_OK ? finish(s) : st;
}

static void cleanup(play_session *s)
{
    for (int p = 0; p < PLAY_MAX_SEATS; p++)
        twbot_free(s->bots[p]);
    free(s->marks);
    free(s->redo);
    tw_game_free(s->g);
    line_end();
}

/* ---- options ----------------------------------------------------------- */

typedef struct play_options {
    const char *seats[PLAY_MAX_SEATS * 2];
    int seat_count;
    const char *seed, *view, *load, *save, *every;
    int help;
} play_options;

static int parse(int argc, char **argv, play_options *o, const char **positional, int *n)
{
    const cli_option options[] = {
        CLI_LIST("--seat", o->seats, &o->seat_count, PLAY_MAX_SEATS * 2),
        CLI_VALUE("--seed", &o->seed), CLI_VALUE("--view", &o->view),
        CLI_VALUE("--load", &o->load), CLI_VALUE("--save", &o->save),
        CLI_VALUE("--every", &o->every), CLI_FLAG("--help", &o->help), CLI_END};
    int st = cli_parse(argc, argv, 2, options, positional, 64, n);
    if (st == CLI_OK && !o->help && *n < 1 && !o->load)
        st = CLI_USAGE;
    return st;
}

/* The session's numbers from the options. */
static int configure(play_session *s, const play_options *o)
{
    long every = 0;
    if (o->every && cli_long(o->every, 1, 1000000, "--every", &every) != 0)
        return CLI_USAGE;
    s->every = every;
    s->save_path = o->save;
    return CLI_OK;
}

static int prepare(play_session *s, const play_options *o, const char **positional, int n)
{
    char params[1024];
    int st = configure(s, o);
    if (st == CLI_OK)
        st = cli_join_params(positional, o->load ? n : 1, n, params, sizeof params);
    if (st == CLI_OK)
        st = choose_seed(s, o->seed, params);
    if (st == CLI_OK && o->load && n > 1)
        st = cli_error("--load starts from the replay: give no params with it");
    if (st == CLI_OK)
        st = start(s, n > 0 ? positional[0] : NULL, params, o->load);
    if (st != CLI_OK)
        return st;
    if (o->load)  /* the dice after the loaded moves follow the seed too */
        tw_game_seed(s->g, s->seed);
    s->players = tw_game_num_players(s->g);
    if (o->view && cli_viewer(o->view, s->players, &s->view) != 0)
        return CLI_USAGE;
    return setup_seats(s, o->seats, o->seat_count);
}

int cmd_play(int argc, char **argv)
{
    const char *positional[64];
    int n;
    play_options o;
    memset(&o, 0, sizeof o);
    int st = parse(argc, argv, &o, positional, &n);
    if (o.help || st != CLI_OK) {
        fputs(usage, o.help ? stdout : stderr);
        return o.help ? CLI_OK : st;
    }
    play_session s;
    memset(&s, 0, sizeof s);
    s.view = PLAY_VIEW_AUTO;
    st = prepare(&s, &o, positional, n);
    if (st == CLI_OK)
        st = run(&s);
    cleanup(&s);
    return st;
}
