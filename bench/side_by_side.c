/* SPDX-License-Identifier: MIT */
/*
 * side_by_side.c: the native half of bench/wasm_vs_native.mjs, which does
 * the same work in the WebAssembly module under Node and prints the ratios.
 *
 *   toywar-side-by-side playouts GAME PARAMS GAMES RUNS
 *   toywar-side-by-side bot GAME PARAMS SPEC RUNS SEED...
 *
 * playouts: RUNS runs (after one untimed) of GAMES random playouts of GAME,
 * each from the start (tw_game_copy_position() of a start handle, then
 * tw_game_seed(i)) played to its end by twbot_random_playout() with a
 * generator seeded i: the bots' own loop, which the module exports, so that
 * both sides run one call per game and the binding costs nothing.
 *
 * bot: at the position of each SEED (below), RUNS times, a fresh bot SPEC
 * seeded 1 picks one move (twbot_choose(), then tw_move_to_string(), as the
 * JavaScript binding's Bot.choose() does).
 *
 * A seed's position: the game with params PARAMS and seed=SEED, played by
 * twbot_random_playout() with a generator seeded SEED for 40 moves, then
 * one move at a time to the next decision with two legal moves or more.
 *
 * It prints one JSON object on one line: each run's CPU seconds (the
 * process's, which is what Node can measure of itself), the moves played
 * and a check (a sum of the final positions' hashes; the positions' hashes
 * and the moves chosen), which the driver compares with the module's: the
 * library is integer-only, so both builds must play exactly alike.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <toywar/toywar.h>

#include "twbot.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PLAYOUT_MAX 1000000000L
#define WARMUP_MOVES 40

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void fail(const tw_game *g, const char *what)
{
    fprintf(stderr, "toywar-side-by-side: %s: %s\n", what, tw_game_error(g));
    exit(1);
}

static void print_seconds(const double *s, int runs)
{
    printf("\"seconds\":[");
    for (int r = 0; r < runs; r++)
        printf("%s%.9f", r ? "," : "", s[r]);
    printf("]");
}

/* One run: games playouts; their moves and the sum of their end hashes. */
static void playout_run(tw_game *work, const tw_game *start, long games, long *moves,
                        uint64_t *check)
{
    *moves = 0;
    *check = 0;
    for (long i = 0; i < games; i++) {
        twbot_rng rng;
        long n = 0;
        if (tw_game_copy_position(work, start) != TW_OK || tw_game_seed(work, (uint64_t)i) != TW_OK)
            fail(work, "start");
        twbot_rng_seed(&rng, (uint64_t)i);
        if (twbot_random_playout(work, &rng, PLAYOUT_MAX, &n) != TW_OK)
            fail(work, "playout");
        *moves += n;
        *check += tw_game_hash(work);
    }
}

static int playouts(const char *game, const char *params, long games, int runs)
{
    tw_game *start = NULL, *work = NULL;
    if (tw_game_new(game, params, &start) != TW_OK || tw_game_clone(start, &work) != TW_OK)
        fail(NULL, "new");
    double *s = calloc((size_t)runs, sizeof *s);
    long moves = 0;
    uint64_t check = 0;
    if (!s)
        fail(NULL, "out of memory");
    playout_run(work, start, games, &moves, &check); /* warm up */
    for (int r = 0; r < runs; r++) {
        double t0 = cpu_seconds();
        playout_run(work, start, games, &moves, &check);
        s[r] = cpu_seconds() - t0;
    }
    printf("{\"work\":\"playouts\",\"moves\":%ld,\"check\":\"%016" PRIx64 "\",", moves, check);
    print_seconds(s, runs);
    printf("}\n");
    free(s);
    tw_game_free(work);
    tw_game_free(start);
    return 0;
}

/* The position of seed (see the file's comment); NULL if its game ended. */
static tw_game *position(const char *game, const char *params, uint64_t seed)
{
    char text[512];
    tw_game *g = NULL;
    twbot_rng rng;
    snprintf(text, sizeof text, "%s seed=%" PRIu64, params, seed);
    if (tw_game_new(game, text, &g) != TW_OK)
        fail(NULL, "new");
    twbot_rng_seed(&rng, seed);
    if (twbot_random_playout(g, &rng, WARMUP_MOVES, NULL) != TW_OK)
        fail(g, "playout");
    while (tw_game_current_player(g) != TW_PLAYER_TERMINAL &&
           (tw_game_current_player(g) < 0 || tw_game_legal_moves(g, NULL, 0) < 2))
        if (twbot_random_playout(g, &rng, 1, NULL) != TW_OK)
            fail(g, "playout");
    if (tw_game_current_player(g) == TW_PLAYER_TERMINAL) {
        tw_game_free(g);
        return NULL;
    }
    return g;
}

/* A fresh bot's move at g, in notation, and the seconds it took. */
static double bot_move(const char *spec, const tw_game *g, char *move, size_t cap)
{
    twbot *bot = NULL;
    tw_move m = 0;
    if (twbot_new(spec, 1, &bot) != TW_OK)
        fail(NULL, "no such bot");
    double t0 = cpu_seconds();
    if (twbot_choose(bot, g, &m) != TW_OK)
        fail(g, "choose");
    if (tw_move_to_string(g, m, move, cap) < 0)
        fail(g, "move text");
    double s = cpu_seconds() - t0;
    twbot_free(bot);
    return s;
}

static int bots(const char *game, const char *params, const char *spec, int runs, int nseeds,
                char **seeds)
{
    double *s = calloc((size_t)runs, sizeof *s);
    if (!s)
        fail(NULL, "out of memory");
    printf("{\"work\":\"bot\",\"spec\":\"%s\",\"positions\":[", spec);
    for (int i = 0; i < nseeds; i++) {
        uint64_t seed = strtoull(seeds[i], NULL, 10);
        tw_game *g = position(game, params, seed);
        char move[128] = "";
        if (!g) {
            printf("%s{\"seed\":%" PRIu64 ",\"over\":true}", i ? "," : "", seed);
            continue;
        }
        bot_move(spec, g, move, sizeof move); /* warm up */
        for (int r = 0; r < runs; r++)
            s[r] = bot_move(spec, g, move, sizeof move);
        printf("%s{\"seed\":%" PRIu64 ",\"hash\":\"%016" PRIx64 "\",\"move\":\"%s\",", i ? "," : "",
               seed, tw_game_hash(g), move);
        print_seconds(s, runs);
        printf("}");
        tw_game_free(g);
    }
    printf("]}\n");
    free(s);
    return 0;
}

/* A count of at least 1 at text, or 0. */
static long count_of(const char *text)
{
    char *end;
    long n = strtol(text, &end, 10);
    return *text && !*end && n >= 1 && n <= 1000000000L ? n : 0;
}

int main(int argc, char **argv)
{
    if (argc == 6 && !strcmp(argv[1], "playouts") && count_of(argv[4]) && count_of(argv[5]))
        return playouts(argv[2], argv[3], count_of(argv[4]), (int)count_of(argv[5]));
    if (argc >= 7 && !strcmp(argv[1], "bot") && count_of(argv[5]))
        return bots(argv[2], argv[3], argv[4], (int)count_of(argv[5]), argc - 6, argv + 6);
    fprintf(stderr, "usage: toywar-side-by-side playouts GAME PARAMS GAMES RUNS\n"
                    "       toywar-side-by-side bot GAME PARAMS SPEC RUNS SEED...\n");
    return 2;
}
