/* SPDX-License-Identifier: MIT */
/*
 * toywar selfplay: bots against bots, many games, and the figures: each
 * bot's wins, draws and losses (a game's result for a seat is its reward
 * as MCTS sees it, twbot_rewards(): 1 a win, alone or with its team; a
 * shared result a draw; 0 a loss) with a Wilson 95 % interval on its win rate,
 * the games' lengths, and a per-kind table (toys moved, orders sent, troops
 * placed by each bot).
 *
 * `--bots A,B` is the lineup, one bot per seat; a shorter list is padded
 * with its last bot (`mcts,random` at four seats is one MCTS against three
 * random bots). The seats rotate from game to game (game i puts lineup
 * entry (s + i) mod P at seat s) unless --fixed-seats. Game i is seeded
 * with S + i (--seed S or the param seed=S, as in play; default 1), and
 * each bot with a seed of its own from it, so a run is reproducible.
 */
#include <stdlib.h>
#include <string.h>

#include <twbot.h>

#include "cli.h"
#include "stats.h"

static const char usage[] =
    "usage: toywar selfplay GAME [key=value ...] --games N --bots A,B[,...]\n"
    "                       [--seed S] [--fixed-seats] [--json]\n"
    "Plays N games between bots ('toywar bots' lists them; one per seat, the\n"
    "last repeated) and reports win rates with Wilson 95% intervals, game\n"
    "lengths and per-kind statistics. Seats rotate unless --fixed-seats.\n"
    "Game i (from 0) is seeded with S + i: --seed S or the param seed=S,\n"
    "default 1, so a run is reproducible.\n"
    "A progress bar is drawn on stderr when it is a terminal.\n";

typedef struct selfplay {
    const char *game, *params;
    int players;
    long games;
    uint64_t seed;
    int rotate, progress;
    stats st;
} selfplay;

/* ---- the lineup -------------------------------------------------------- */

static int parse_lineup(selfplay *sp, const char *list)
{
    const char *names[STATS_MAX_ENTRIES];
    size_t lengths[STATS_MAX_ENTRIES];
    int count = 0;
    while (*list && count < STATS_MAX_ENTRIES) {
        size_t len = strcspn(list, ",");
        if (len == 0 || len >= sizeof sp->st.entries[0].name)
            return cli_usage_error("--bots: an empty or too long name in '%s'", list);
        names[count] = list;
        lengths[count++] = len;
        list += len + (list[len] == ',');
    }
    if (count == 0 || count > sp->players || *list)
        return cli_usage_error("--bots: give 1 to %d bots for %d seats", sp->players,
                               sp->players);
    for (int i = 0; i < sp->players; i++) {
        int k = i < count ? i : count - 1;
        twbot *bot = NULL;
        snprintf(sp->st.entries[i].name, sizeof sp->st.entries[i].name, "%.*s",
                 (int)lengths[k], names[k]);
        char kinds[256];
        int made = twbot_new(sp->st.entries[i].name, 0, &bot);
        twbot_free(bot);
        if (made != TW_OK)
            return cli_usage_error("--bots: '%s' is not a bot: %s", sp->st.entries[i].name,
                                   cli_bot_kinds(kinds, sizeof kinds));
    }
    sp->st.entry_count = sp->players;
    return CLI_OK;
}

/* ---- one game ---------------------------------------------------------- */

typedef struct one_game {
    tw_game *g;
    twbot *bots[STATS_MAX_ENTRIES];  /* by seat */
    int entry_at[STATS_MAX_ENTRIES]; /* lineup entry by seat */
    long decisions;
} one_game;

static uint64_t mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94D049BB133111EB);
    return x ^ (x >> 31);
}

static int setup_game(const selfplay *sp, long index, one_game *og)
{
    uint64_t seed = sp->seed + (uint64_t)index;
    int st = cli_new_game(sp->game, sp->params, &og->g);
    if (st != CLI_OK)
        return st;
    tw_game_seed(og->g, seed);
    for (int seat = 0; seat < sp->players; seat++) {
        int entry = sp->rotate ? (int)((seat + index) % sp->players) : seat;
        og->entry_at[seat] = entry;
        const char *name = sp->st.entries[entry].name;
        int made = twbot_new(name, mix(seed * 64 + (uint64_t)seat + 1), &og->bots[seat]);
        if (made != TW_OK)  /* the names were checked: out of memory */
            return cli_status(og->g, name, made);
    }
    return CLI_OK;
}

/* One decision by the bot at the player's seat, counted by kind. */
static int decide(selfplay *sp, one_game *og, int player)
{
    tw_move move;
    char label[STATS_LABEL_CAP];
    int st = twbot_choose(og->bots[player], og->g, &move);
    if (st != TW_OK)
        return cli_status(og->g, twbot_name(og->bots[player]), st);
    if (kinds_of_move(og->g, move, label, sizeof label))
        stats_count_kind(&sp->st, og->entry_at[player], label);
    st = tw_game_apply(og->g, move);
    if (st != TW_OK)
        return cli_status(og->g, "tw_game_apply", st);
    og->decisions++;
    return CLI_OK;
}

static int play_out(selfplay *sp, one_game *og)
{
    for (;;) {
        int player = tw_game_current_player(og->g), st;
        if (player == TW_PLAYER_TERMINAL)
            return CLI_OK;
        if (og->decisions >= CLI_MAX_DECISIONS)
            return cli_error("game without an end after %ld decisions", og->decisions);
        if (player == TW_PLAYER_CHANCE) {
            st = tw_game_advance(og->g);
            if (st != TW_OK)
                return cli_status(og->g, "tw_game_advance", st);
        } else if (player < 0 || player >= sp->players) {
            return cli_status(og->g, "tw_game_current_player", player);
        } else if ((st = decide(sp, og, player)) != CLI_OK) {
            return st;
        }
    }
}

static int play_game(selfplay *sp, long index)
{
    one_game og;
    int scores[STATS_MAX_ENTRIES] = {0};
    double rewards[STATS_MAX_ENTRIES] = {0};
    memset(&og, 0, sizeof og);
    int st = setup_game(sp, index, &og);
    if (st == CLI_OK)
        st = play_out(sp, &og);
    int n = st == CLI_OK ? twbot_rewards(og.g, rewards, STATS_MAX_ENTRIES) : 0;
    if (n < 0)
        st = cli_status(og.g, "the result", n);
    if (st == CLI_OK) {
        tw_game_scores(og.g, scores, STATS_MAX_ENTRIES);
        stats_record_game(&sp->st, og.entry_at, sp->players, rewards, scores, og.decisions,
                          tw_game_history(og.g, NULL, 0));
    }
    for (int seat = 0; seat < STATS_MAX_ENTRIES; seat++)
        twbot_free(og.bots[seat]);
    tw_game_free(og.g);
    return st;
}

/* ---- the run ----------------------------------------------------------- */

static void progress(const selfplay *sp, long done, double start)
{
    int width = 30, filled = (int)(width * done / sp->games);
    fprintf(stderr, "\r[%.*s%*s] %ld/%ld games, %.1f s", filled,
            "##############################", width - filled, "", done, sp->games,
            cli_now() - start);
    if (done == sp->games)
        fprintf(stderr, "\r%*s\r", width + 40, "");
    fflush(stderr);
}

static int run(selfplay *sp, int json)
{
    double start = cli_now();
    for (long i = 0; i < sp->games; i++) {
        int st = play_game(sp, i);
        if (st != CLI_OK)
            return st;
        if (sp->progress)
            progress(sp, i + 1, start);
    }
    sp->st.seconds = cli_now() - start;
    stats_sort_kinds(&sp->st);
    report_info info = {sp->game, sp->params, sp->seed, sp->rotate};
    if (json)
        report_json(stdout, &sp->st, &info);
    else
        report_text(stdout, &sp->st, &info);
    return CLI_OK;
}

/* The number of seats, from a game made with the params. */
static int count_players(selfplay *sp)
{
    tw_game *g = NULL;
    int st = cli_new_game(sp->game, sp->params, &g);
    if (st != CLI_OK)
        return st;
    sp->players = tw_game_num_players(g);
    tw_game_free(g);
    if (sp->players > STATS_MAX_ENTRIES)
        return cli_error("at most %d seats", STATS_MAX_ENTRIES);
    return CLI_OK;
}

typedef struct selfplay_options {
    const char *games, *bots, *seed;
    int fixed, json, help;
} selfplay_options;

static int configure(selfplay *sp, const selfplay_options *o)
{
    int st = count_players(sp);
    if (st != CLI_OK)
        return st;
    if (cli_long(o->games, 1, 100000000, "--games", &sp->games) != 0)
        return CLI_USAGE;
    int given;
    st = cli_seed(o->seed, sp->params, &sp->seed, &given);
    if (st != CLI_OK)
        return st;
    sp->rotate = !o->fixed;
    sp->progress = !o->json && cli_is_terminal(stderr);
    return parse_lineup(sp, o->bots);
}

int cmd_selfplay(int argc, char **argv)
{
    const char *positional[64];
    char params[1024];
    int n;
    selfplay_options o = {NULL, NULL, NULL, 0, 0, 0};
    const cli_option options[] = {
        CLI_VALUE("--games", &o.games), CLI_VALUE("--bots", &o.bots),
        CLI_VALUE("--seed", &o.seed), CLI_FLAG("--fixed-seats", &o.fixed),
        CLI_FLAG("--json", &o.json), CLI_FLAG("--help", &o.help), CLI_END};
    int st = cli_parse(argc, argv, 2, options, positional, 64, &n);
    if (o.help) {
        fputs(usage, stdout);
        return CLI_OK;
    }
    if (st == CLI_OK && (n < 1 || !o.games || !o.bots))
        st = CLI_USAGE;
    if (st == CLI_OK)
        st = cli_join_params(positional, 1, n, params, sizeof params);
    if (st != CLI_OK) {
        fputs(usage, stderr);
        return st;
    }
    selfplay *sp = calloc(1, sizeof *sp);
    if (!sp)
        return cli_error("out of memory");
    sp->game = positional[0];
    sp->params = params;
    sp->seed = 1;
    st = configure(sp, &o);
    if (st == CLI_OK)
        st = run(sp, o.json);
    free(sp);
    return st;
}
