/* SPDX-License-Identifier: MIT */
/*
 * toywar_bench.c: how fast and how lean the engine is, game by game.
 *
 *   toywar-bench [--runs N] [--ms M] [--threads N] [--game NAME] [--wall] [--quick]
 *                [--json FILE]
 *
 * Figures, never pass/fail. Every figure is the median of --runs repeated
 * runs, printed with its spread (min and max over the runs), because the
 * build machine is shared and a single run says little. Times are the
 * measuring thread's CPU time, which time given to other processes does
 * not inflate (--wall for elapsed time); the scaling over threads is
 * elapsed time, necessarily. For each game and a
 * few params it measures, through the public API (see docs/performance.md):
 *
 * - random playouts: at a decision, the legal moves, a uniform pick, apply;
 *   at a chance node, tw_game_roll() with the built-in PRNG. Moves and games
 *   per second, and the average length of a game in moves;
 * - legal-move generation and an apply + undo pair, at the states of those
 *   playouts. Each is timed as the difference between a run of playouts that
 *   does K extra of them at every state and the same run (same seeds, same
 *   games) without, divided by their number: timing one call with the clock
 *   would cost more than the call;
 * - what a search pays, timed the same way on a handle that keeps undo
 *   records: apply + undo of each legal move once, at decision nodes and at
 *   chance nodes separately, and tw_game_hash() at the same states (also on
 *   a playout handle, which keeps none); the search pattern of issue 27:
 *   the pairs at one decision in eight only, the same with each child's
 *   moves listed before its undo (each game played without and with them,
 *   in turn, so that both see the same load), and the pairs at one fixed
 *   decision, again and again; and a small MCTS search of fixed budget
 *   (the bots' own, bots/mcts.c) in iterations, one new tree node each,
 *   per second;
 * - the floor: a memcpy of the state, timed in the same run;
 * - clone of a mid-game state (history included; timed with the free that
 *   follows it, as a search frees what it clones), and the cheaper copy of
 *   the position alone into an existing handle;
 * - memory: bytes per handle and heap allocations per applied move in
 *   steady state, through the allocator hook; history bytes per applied
 *   move, used and allocated;
 * - with --threads N: the same playouts on N threads at once, and the
 *   scaling against one thread.
 *
 * The state's size and the history's bytes in use are what the public API
 * does not give (it shows no layout), so this program reads them from the
 * core's handle.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include "core/core.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "toywar/toybattle.h"
#include "toywar/toywar.h"
#include "twbot.h"

/* Shared with the tests (tests/support/): the allocator hook that counts
 * allocations and live bytes, and the host's own picks, splitmix64, which
 * are independent of the engine's PRNG. */
#include "counting_alloc.h"
#include "splitmix.h"

/* ---- what is measured ---------------------------------------------------- */

typedef struct bench_config {
    const char *game;
    const char *params;
    int ladder; /* Toy Battle on a host map: a ladder this many bases long */
} bench_config;

/* The compiled-in battlefields all have 15 to 17 nodes; host maps shaped
 * as ladders of 7 and 15 rungs (16 and 32 nodes, the most a map may have)
 * show how the cost grows with the map. */
static const bench_config configs[] = {
    {"gearhead", "", 0},
    {"gearhead", "placed_moves=off", 0},
    {"droids", "players=2", 0},
    {"droids", "players=3", 0},
    {"droids", "players=4", 0},
    {"toybattle", "map=castle-field", 0},
    {"toybattle", "map=tropical-pool", 0},
    {"toybattle", "map=volcanic-jungle", 0},
    {"toybattle", "map=battlefield", 0},
    {"toybattle", "map=castle-field special_bases=off", 0},
    {"toybattle", "", 7},
    {"toybattle", "", 15},
};
#define CONFIG_COUNT (sizeof configs / sizeof configs[0])

/* The figures of one config, each as its runs. */
enum {
    F_MOVES_PER_S,
    F_GAMES_PER_S,
    F_GAME_LENGTH,
    F_LEGAL_PER_S,
    F_PAIR_NS,
    F_DECISION_PAIR_NS,
    F_CHANCE_PAIR_NS,
    F_SAMPLED_PAIR_NS,
    F_LISTING_PAIR_NS,
    F_FIXED_PAIR_NS,
    F_HASH_NS,
    F_HASH_PLAYOUT_NS,
    F_MCTS_NODES_PER_S,
    F_MEMCPY_NS,
    F_PAIR_RATIO,
    F_CLONE_NS,
    F_COPY_NS,
    F_ALLOCS_PER_MOVE,
    F_THREADS_MOVES_PER_S,
    F_THREADS_SCALING,
    F_COUNT
};

static const struct {
    const char *key;   /* JSON */
    const char *unit;
} figure_info[F_COUNT] = {
    [F_MOVES_PER_S] = {"playout_moves_per_s", "moves/s"},
    [F_GAMES_PER_S] = {"playout_games_per_s", "games/s"},
    [F_GAME_LENGTH] = {"game_length_moves", "moves"},
    [F_LEGAL_PER_S] = {"legal_moves_generations_per_s", "calls/s"},
    [F_PAIR_NS] = {"apply_undo_pair_ns", "ns"},
    [F_DECISION_PAIR_NS] = {"decision_pair_ns", "ns"},
    [F_CHANCE_PAIR_NS] = {"chance_pair_ns", "ns"},
    [F_SAMPLED_PAIR_NS] = {"sampled_decision_pair_ns", "ns"},
    [F_LISTING_PAIR_NS] = {"sampled_decision_pair_child_listed_ns", "ns"},
    [F_FIXED_PAIR_NS] = {"fixed_decision_pair_ns", "ns"},
    [F_HASH_NS] = {"hash_ns", "ns"},
    [F_HASH_PLAYOUT_NS] = {"hash_playout_handle_ns", "ns"},
    [F_MCTS_NODES_PER_S] = {"mcts_nodes_per_s", "nodes/s"},
    [F_MEMCPY_NS] = {"memcpy_state_ns", "ns"},
    [F_PAIR_RATIO] = {"apply_undo_over_memcpy", "x"},
    [F_CLONE_NS] = {"clone_mid_game_ns", "ns"},
    [F_COPY_NS] = {"copy_position_ns", "ns"},
    [F_ALLOCS_PER_MOVE] = {"heap_allocations_per_move", "allocs"},
    [F_THREADS_MOVES_PER_S] = {"threads_playout_moves_per_s", "moves/s"},
    [F_THREADS_SCALING] = {"threads_scaling", "x"},
};

#define RUNS_MAX 31

typedef struct figure {
    int runs;
    double value[RUNS_MAX];
} figure;

typedef struct result {
    figure fig[F_COUNT];
    size_t state_bytes;
    size_t handle_bytes;
    double history_bytes_per_move;     /* in use, on a handle that undoes */
    double history_alloc_per_move;     /* allocated, growth room included */
    double history_playout_per_move;   /* in use, on a handle that never undid */
    char shape[48];                    /* players, or a map's nodes and regions */
    int threads;
} result;

typedef struct options {
    int runs;
    double run_ms;     /* the length of one timed run */
    int threads;       /* 0: no scaling run */
    int quick;
    int wall;          /* time figures by the wall clock, not CPU time */
    const char *game;  /* NULL: every game */
    const char *json_path;
} options;

/* ---- small tools ------------------------------------------------------------- */

/* The clock of the single-thread figures: the calling thread's CPU time,
 * so that time the shared machine gives to other processes is not counted
 * as the engine's (--wall: elapsed time instead). Set once, before any
 * thread starts. */
static clockid_t figure_clock = CLOCK_THREAD_CPUTIME_ID;

static double seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double now_s(void)
{
    return seconds(figure_clock);
}

/* Elapsed time, for the scaling over threads. */
static double wall_s(void)
{
    return seconds(CLOCK_MONOTONIC);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void figure_add(figure *f, double v)
{
    if (f->runs < RUNS_MAX)
        f->value[f->runs++] = v;
}

/* Median, min and max of a figure's runs. */
static void figure_stats(const figure *f, double *median, double *lo, double *hi)
{
    double v[RUNS_MAX];
    memcpy(v, f->value, (size_t)f->runs * sizeof v[0]);
    qsort(v, (size_t)f->runs, sizeof v[0], cmp_double);
    int n = f->runs;
    *median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    *lo = v[0];
    *hi = v[n - 1];
}

static void die(const char *what, const char *why)
{
    fprintf(stderr, "toywar-bench: %s: %s\n", what, why ? why : "");
    exit(1);
}

/* A ladder: two rows of bases joined rung by rung, an HQ at each end, a
 * region of 2 medals between rungs. Half-turn symmetric. */
static void ladder_map(int rungs, char *text, size_t cap)
{
    size_t n = (size_t)snprintf(text, cap,
                                "map ladder-%d; size %d 2; symmetric; hq H0 0 0 1; hq H1 1 %d 1",
                                2 * rungs + 2, rungs + 1, rungs + 1);
    for (int i = 1; i <= rungs; i++)
        n += (size_t)snprintf(text + n, cap - n, "; base b%d %d 0; base t%d %d 2", i, i, i, i);
    n += (size_t)snprintf(text + n, cap - n, "; path H0-b1 H0-t1 H1-b%d H1-t%d", rungs, rungs);
    for (int i = 1; i <= rungs; i++)
        n += (size_t)snprintf(text + n, cap - n, " b%d-t%d", i, i);
    for (int i = 1; i < rungs; i++)
        n += (size_t)snprintf(text + n, cap - n, " b%d-b%d t%d-t%d", i, i + 1, i, i + 1);
    for (int i = 1; i < rungs; i++)
        n += (size_t)snprintf(text + n, cap - n, "; region 2 b%d b%d t%d t%d", i, i + 1, i + 1, i);
    snprintf(text + n, cap - n, "; objective %d", rungs - 1);
}

/* A game of cfg on a handle whose allocations c counts. A host map is
 * loaded with tw_toybattle_new_on_map(), which takes no allocator, and its
 * position copied into a counted handle. */
static tw_game *new_game(const bench_config *cfg, tw_counting_alloc *c)
{
    tw_game *g = NULL;
    if (tw_game_new_with_alloc(cfg->game, cfg->params, tw_counting_alloc_fn, c, &g) != TW_OK)
        die(cfg->game, tw_game_error(NULL));
    if (cfg->ladder) {
        char text[4096];
        tw_game *on_map = NULL;
        ladder_map(cfg->ladder, text, sizeof text);
        if (tw_toybattle_new_on_map(text, "", &on_map) != TW_OK)
            die("ladder map", tw_game_error(NULL));
        if (tw_game_copy_position(g, on_map) != TW_OK)
            die("ladder map", tw_game_error(g));
        tw_game_free(on_map);
    }
    return g;
}

static tw_game *clone_game(const tw_game *g)
{
    tw_game *c = NULL;
    if (tw_game_clone(g, &c) != TW_OK)
        die("clone", tw_game_error(NULL));
    return c;
}

static void must(tw_status st, const tw_game *g, const char *what)
{
    if (st != TW_OK)
        die(what, tw_game_error(g));
}

/* ---- playouts ------------------------------------------------------------------ */

/* What a playout does at each state besides playing on. */
typedef enum extra_kind {
    EXTRA_NONE,   /* the plain random playout */
    EXTRA_LIST,   /* also lists the legal moves at chance nodes: EXTRA_LEGAL's base */
    EXTRA_LEGAL,  /* and generates the legal moves K more times */
    EXTRA_HASH_PLAYOUT, /* and hashes the state once */
    EXTRA_LOGGED, /* EXTRA_LIST on a handle that has undone a move, so it logs
                     every move for undo as a search's handle does: the base of
                     those below */
    EXTRA_PAIRS,  /* and applies and undoes K legal moves, moves[k % n] */
    EXTRA_DECISIONS, /* at a decision, applies and undoes each legal move once */
    EXTRA_CHANCES,   /* at a chance node, each outcome once */
    EXTRA_SAMPLED,   /* at one decision in SAMPLE_EVERY, each legal move once */
    EXTRA_LISTING,   /* the same, each child listing its moves before the undo */
    EXTRA_HASH       /* hashes the state once */
} extra_kind;

enum { EXTRA_K = 8, SAMPLE_EVERY = 8 };

typedef struct playout_stats {
    long games;
    long moves;
    long allocations; /* during the moves, resets excluded */
    long extras;      /* calls or pairs of the extra work */
} playout_stats;

/* Puts work back at the start of a game, seeded for this playout. */
static void reset(tw_game *work, const tw_game *start, uint64_t seed)
{
    must(tw_game_copy_position(work, start), work, "copy position");
    must(tw_game_seed(work, seed), work, "seed");
}

/* Where the hashes go, so that no call is optimised away. */
static volatile uint64_t hash_sink;

static void pair(tw_game *g, tw_move move)
{
    must(tw_game_apply(g, move), g, "apply");
    must(tw_game_undo(g), g, "undo");
}

/* Does the extra work at a state of n listed moves, player to move (the
 * game's decision-th decision when player >= 0); returns how many calls or
 * pairs it made. */
static long extra_work(tw_game *g, extra_kind extra, const tw_move *moves, int n, int player,
                       long decision)
{
    tw_move again[TW_MOVES_MAX];
    int chance = player == TW_PLAYER_CHANCE;
    switch (extra) {
    case EXTRA_LEGAL:
        for (int k = 0; k < EXTRA_K; k++)
            (void)tw_game_legal_moves(g, again, TW_MOVES_MAX);
        return EXTRA_K;
    case EXTRA_PAIRS:
        for (int k = 0; k < EXTRA_K; k++)
            pair(g, moves[k % n]);
        return EXTRA_K;
    case EXTRA_SAMPLED:
    case EXTRA_LISTING:
        if (chance || decision % SAMPLE_EVERY != 0)
            return 0;
        for (int i = 0; i < n; i++) {
            must(tw_game_apply(g, moves[i]), g, "apply");
            if (extra == EXTRA_LISTING)
                (void)tw_game_legal_moves(g, again, TW_MOVES_MAX);
            must(tw_game_undo(g), g, "undo");
        }
        return n;
    case EXTRA_DECISIONS:
    case EXTRA_CHANCES:
        if (chance != (extra == EXTRA_CHANCES))
            return 0;
        for (int i = 0; i < n; i++)
            pair(g, moves[i]);
        return n;
    case EXTRA_HASH:
    case EXTRA_HASH_PLAYOUT:
        /* Once: a search hashes a node once, and a handle may keep what
         * it found for the next call at the same state. */
        hash_sink = tw_game_hash(g);
        return 1;
    default:
        return 0;
    }
}

/* Plays one game from the start to its end. */
static void playout(tw_game *work, const tw_game *start, uint64_t seed, extra_kind extra,
                    tw_counting_alloc *c, playout_stats *st)
{
    uint64_t pick = seed * 0x9e3779b97f4a7c15ULL + 1;
    tw_move moves[TW_MOVES_MAX];
    reset(work, start, seed);
    if (extra >= EXTRA_LOGGED && tw_game_legal_moves(work, moves, TW_MOVES_MAX) > 0) {
        /* The engine logs for undo once a handle has undone a move. */
        must(tw_game_apply(work, moves[0]), work, "apply");
        must(tw_game_undo(work), work, "undo");
    }
    long before = c->granted, decisions = 0;
    int player;
    while ((player = tw_game_current_player(work)) != TW_PLAYER_TERMINAL) {
        int n = 0;
        if (player >= 0 || extra != EXTRA_NONE)
            n = tw_game_legal_moves(work, moves, TW_MOVES_MAX);
        st->extras += extra_work(work, extra, moves, n, player, decisions);
        decisions += player >= 0;
        if (player == TW_PLAYER_CHANCE)
            must(tw_game_roll(work, NULL), work, "roll");
        else
            must(tw_game_apply(work, moves[splitmix64_next(&pick) % (uint64_t)n]), work, "apply");
        st->moves++;
    }
    st->allocations += c->granted - before;
    st->games++;
}

/* Plays games seed0, seed0 + 1, ... until min_s seconds have passed (or,
 * with games > 0, exactly that many). Returns the seconds taken. */
static double playouts(const bench_config *cfg, uint64_t seed0, long games, double min_s,
                       extra_kind extra, playout_stats *st)
{
    tw_counting_alloc c = {0};
    tw_game *start = new_game(cfg, &c);
    tw_game *work = clone_game(start);
    playout(work, start, seed0, EXTRA_NONE, &c, &(playout_stats){0, 0, 0, 0}); /* warm up */
    memset(st, 0, sizeof *st);
    double t0 = now_s(), t = t0;
    for (long i = 0; games ? i < games : t - t0 < min_s; i++) {
        playout(work, start, seed0 + (uint64_t)i, extra, &c, st);
        if (!games || (i & 15) == 15)
            t = now_s();
    }
    t = now_s();
    tw_game_free(work);
    tw_game_free(start);
    return t - t0;
}

static void measure_playouts(const bench_config *cfg, const options *o, result *r)
{
    for (int run = 0; run < o->runs; run++) {
        playout_stats st;
        double s = playouts(cfg, 1000u * (uint64_t)run, 0, o->run_ms / 1000, EXTRA_NONE, &st);
        figure_add(&r->fig[F_MOVES_PER_S], (double)st.moves / s);
        figure_add(&r->fig[F_GAMES_PER_S], (double)st.games / s);
        figure_add(&r->fig[F_GAME_LENGTH], (double)st.moves / (double)st.games);
        figure_add(&r->fig[F_ALLOCS_PER_MOVE], (double)st.allocations / (double)st.moves);
    }
}

/* The seconds one extra costs: the same games with and without it at
 * every state. Returns the count of extras done through *count. */
static double extra_seconds(const bench_config *cfg, long games, uint64_t seed0, extra_kind extra,
                            double *count)
{
    playout_stats base, more;
    extra_kind without = extra > EXTRA_LOGGED ? EXTRA_LOGGED : EXTRA_LIST;
    double t_base = playouts(cfg, seed0, games, 0, without, &base);
    double t_more = playouts(cfg, seed0, games, 0, extra, &more);
    *count = (double)more.extras;
    return t_more - t_base;
}

/* Adds a run of an extra as nanoseconds per call or pair. */
static void add_extra_ns(const bench_config *cfg, long games, uint64_t seed0, extra_kind extra,
                         figure *f)
{
    double n;
    double s = extra_seconds(cfg, games, seed0, extra, &n);
    if (n > 0)
        figure_add(f, s * 1e9 / n);
}

/* As add_extra_ns(), for an extra too rare to stand out of the load's
 * noise between two long runs: each game is played without the extra and
 * then with it, one after the other, so that both see the same load. */
static void add_interleaved_extra_ns(const bench_config *cfg, long games, uint64_t seed0,
                                     extra_kind extra, figure *f)
{
    tw_counting_alloc c = {0};
    tw_game *start = new_game(cfg, &c);
    tw_game *base = clone_game(start), *more = clone_game(start);
    playout_stats sb = {0, 0, 0, 0}, sm = {0, 0, 0, 0};
    playout(base, start, seed0, EXTRA_LOGGED, &c, &sb); /* warm up */
    playout(more, start, seed0, extra, &c, &sm);
    memset(&sm, 0, sizeof sm);
    double t_base = 0, t_more = 0;
    for (long i = 0; i < games; i++) {
        double t0 = now_s();
        playout(base, start, seed0 + (uint64_t)i, EXTRA_LOGGED, &c, &sb);
        double t1 = now_s();
        playout(more, start, seed0 + (uint64_t)i, extra, &c, &sm);
        double t2 = now_s();
        t_base += t1 - t0;
        t_more += t2 - t1;
    }
    if (sm.extras > 0)
        figure_add(f, (t_more - t_base) * 1e9 / (double)sm.extras);
    tw_game_free(more);
    tw_game_free(base);
    tw_game_free(start);
}

static void measure_extras(const bench_config *cfg, const options *o, result *r)
{
    /* Enough games for a base run of about run_ms. */
    double moves_per_s, lo, hi, length;
    figure_stats(&r->fig[F_MOVES_PER_S], &moves_per_s, &lo, &hi);
    figure_stats(&r->fig[F_GAME_LENGTH], &length, &lo, &hi);
    long games = (long)(moves_per_s * o->run_ms / 1000 / length / 2) + 1;
    for (int run = 0; run < o->runs; run++) {
        double n;
        uint64_t seed0 = 7000u + 100u * (uint64_t)run;
        double s = extra_seconds(cfg, games, seed0, EXTRA_LEGAL, &n);
        figure_add(&r->fig[F_LEGAL_PER_S], s > 0 ? n / s : 0);
        add_extra_ns(cfg, games, seed0, EXTRA_PAIRS, &r->fig[F_PAIR_NS]);
        add_extra_ns(cfg, games, seed0, EXTRA_DECISIONS, &r->fig[F_DECISION_PAIR_NS]);
        add_extra_ns(cfg, games, seed0, EXTRA_CHANCES, &r->fig[F_CHANCE_PAIR_NS]);
        /* One decision in eight has an eighth of the pairs: eight times
         * the games for as many pairs. */
        add_interleaved_extra_ns(cfg, SAMPLE_EVERY * games, seed0, EXTRA_SAMPLED,
                                 &r->fig[F_SAMPLED_PAIR_NS]);
        add_interleaved_extra_ns(cfg, SAMPLE_EVERY * games, seed0, EXTRA_LISTING,
                                 &r->fig[F_LISTING_PAIR_NS]);
        add_extra_ns(cfg, games, seed0, EXTRA_HASH, &r->fig[F_HASH_NS]);
        add_extra_ns(cfg, games, seed0, EXTRA_HASH_PLAYOUT, &r->fig[F_HASH_PLAYOUT_NS]);
    }
}

/* ---- the floor: a memcpy of the state ------------------------------------------ */

static void *(*volatile copy_fn)(void *, const void *, size_t) = memcpy;

static double memcpy_ns(size_t size, double min_s)
{
    unsigned char *a = calloc(1, size), *b = calloc(1, size);
    if (!a || !b)
        die("memcpy", "out of memory");
    long n = 0;
    double t0 = now_s(), t;
    do {
        for (int i = 0; i < 4096; i++) {
            copy_fn(b, a, size);
            copy_fn(a, b, size);
        }
        n += 8192;
        t = now_s();
    } while (t - t0 < min_s);
    free(a);
    free(b);
    return (t - t0) * 1e9 / (double)n;
}

static size_t state_size(const tw_game *g)
{
    return g->def->state_size;
}

/* The bytes the history uses: per move, the move and where its undo log
 * ends, and the log's entries. */
static size_t history_bytes(const tw_game *g)
{
    return g->history_len * (sizeof *g->moves + sizeof *g->log_end) + g->log_len * CORE_LOG_ENTRY;
}

/* ---- clones of mid-game states -------------------------------------------------- */

enum { POOL = 32 };

/* A handle at the middle of a seeded random game, its history included. */
static tw_game *mid_game(const bench_config *cfg, uint64_t seed, tw_counting_alloc *c)
{
    tw_game *g = new_game(cfg, c);
    tw_game *start = clone_game(g);
    playout_stats st = {0, 0, 0, 0};
    playout(g, start, seed, EXTRA_NONE, c, &st);
    tw_game_free(g);
    g = clone_game(start);
    tw_game_free(start);
    /* Replay the first half of the same game. */
    uint64_t pick = seed * 0x9e3779b97f4a7c15ULL + 1;
    must(tw_game_seed(g, seed), g, "seed");
    tw_move moves[TW_MOVES_MAX];
    for (long i = 0; i < st.moves / 2; i++) {
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
            must(tw_game_roll(g, NULL), g, "roll");
        } else {
            int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
            must(tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]), g, "apply");
        }
    }
    return g;
}

static void measure_clones(const bench_config *cfg, const options *o, result *r)
{
    tw_counting_alloc c = {0};
    tw_game *pool[POOL], *copies[POOL];
    for (int i = 0; i < POOL; i++) {
        pool[i] = mid_game(cfg, 500u + (uint64_t)i, &c);
        copies[i] = new_game(cfg, &c);
    }
    for (int run = 0; run < o->runs; run++) {
        /* Each clone is freed at once: cloning the whole pool and then
         * freeing it would time glibc giving the memory back to the system
         * and faulting it in again. */
        long n = 0;
        double t0 = now_s(), t;
        do {
            for (int i = 0; i < POOL; i++)
                tw_game_free(clone_game(pool[i]));
            n += POOL;
            t = now_s();
        } while (t - t0 < o->run_ms / 2000);
        figure_add(&r->fig[F_CLONE_NS], (t - t0) * 1e9 / (double)n);
        n = 0;
        t0 = now_s();
        do {
            for (int k = 0; k < 16; k++)
                for (int i = 0; i < POOL; i++)
                    must(tw_game_copy_position(copies[i], pool[i]), copies[i], "copy position");
            n += 16 * POOL;
            t = now_s();
        } while (t - t0 < o->run_ms / 2000);
        figure_add(&r->fig[F_COPY_NS], (t - t0) * 1e9 / (double)n);
    }
    for (int i = 0; i < POOL; i++) {
        tw_game_free(pool[i]);
        tw_game_free(copies[i]);
    }
}

/* ---- a small search ---------------------------------------------------------------- */

/* The bots' MCTS at a fixed budget, from decisions in the middle of seeded
 * games: iterations of a determinization (a copy of a state the seat
 * cannot tell from the real one), a descent, one new node and a random
 * playout (cut off at the bot's default 100 moves). */
enum { SEARCH_ROOTS = 4, SEARCH_ITERATIONS = 256 };

/* A decision with a choice, in the middle of a seeded game. */
static tw_game *search_root(const bench_config *cfg, uint64_t *seed, tw_counting_alloc *c)
{
    for (;; ++*seed) {
        tw_game *g = mid_game(cfg, *seed, c);
        must(tw_game_advance(g), g, "advance");
        if (tw_game_legal_moves(g, NULL, 0) > 1 && tw_game_current_player(g) >= 0)
            return g;
        tw_game_free(g);
    }
}

/* The fair bot's move at g's decision: it is given the decider's
 * information state only. */
static tw_status fair_move(twbot_mcts *bot, const tw_game *g, tw_move *move)
{
    tw_infostate *info = NULL;
    tw_status st = tw_infostate_new(g, tw_game_current_player(g), &info);
    if (st == TW_OK)
        st = twbot_mcts_move(bot, info, move);
    tw_infostate_free(info);
    return st;
}

/* Pairs at one fixed decision: each legal move of a root in turn, again
 * and again, on a clone that keeps undo records (the floor of what a pair
 * costs: nothing between two pairs but the next pair). */
static void measure_fixed_pairs(tw_game *const *roots, const options *o, result *r)
{
    tw_game *work[SEARCH_ROOTS];
    tw_move moves[SEARCH_ROOTS][TW_MOVES_MAX];
    int n[SEARCH_ROOTS];
    for (int i = 0; i < SEARCH_ROOTS; i++) {
        work[i] = clone_game(roots[i]);
        n[i] = tw_game_legal_moves(work[i], moves[i], TW_MOVES_MAX);
        pair(work[i], moves[i][0]); /* the first undo makes it keep records */
    }
    for (int run = 0; run < o->runs; run++) {
        long pairs = 0;
        double t0 = now_s(), t;
        do {
            for (int i = 0; i < SEARCH_ROOTS; i++)
                for (int k = 0; k < 64; k++)
                    for (int m = 0; m < n[i]; m++)
                        pair(work[i], moves[i][m]);
            for (int i = 0; i < SEARCH_ROOTS; i++)
                pairs += 64L * n[i];
            t = now_s();
        } while (t - t0 < o->run_ms / 4000);
        figure_add(&r->fig[F_FIXED_PAIR_NS], (t - t0) * 1e9 / (double)pairs);
    }
    for (int i = 0; i < SEARCH_ROOTS; i++)
        tw_game_free(work[i]);
}

static void measure_search(const bench_config *cfg, const options *o, result *r)
{
    tw_counting_alloc c = {0};
    tw_game *roots[SEARCH_ROOTS];
    uint64_t seed = 600;
    for (int i = 0; i < SEARCH_ROOTS; i++, seed++)
        roots[i] = search_root(cfg, &seed, &c);
    measure_fixed_pairs(roots, o, r);
    for (int run = 0; run < o->runs; run++) {
        twbot_mcts_config config;
        twbot_mcts_defaults(&config);
        config.iterations = SEARCH_ITERATIONS;
        config.seed = 1 + (uint64_t)run;
        twbot_mcts *bot = NULL;
        if (twbot_mcts_new(&config, &bot) != TW_OK)
            die("mcts", "cannot create the bot");
        long searches = 0;
        double t0 = now_s(), t;
        do {
            tw_move move;
            must(fair_move(bot, roots[searches % SEARCH_ROOTS], &move), NULL, "mcts");
            searches++;
            t = now_s();
        } while (t - t0 < o->run_ms / 2000);
        figure_add(&r->fig[F_MCTS_NODES_PER_S],
                   (double)searches * SEARCH_ITERATIONS / (t - t0));
        twbot_mcts_free(bot);
    }
    for (int i = 0; i < SEARCH_ROOTS; i++)
        tw_game_free(roots[i]);
}

/* ---- memory ------------------------------------------------------------------------ */

/* Bytes per handle and per move of history, over whole games each played
 * on a fresh handle (so the allocated figure shows the growth room a game
 * leaves, up to twice what it uses), on a handle that undoes (and so logs
 * every move for undo) and on one that never did. */
static void measure_memory(const bench_config *cfg, const options *o, result *r)
{
    tw_counting_alloc c = {0};
    tw_game *start = new_game(cfg, &c);
    r->handle_bytes = c.bytes;
    r->state_bytes = state_size(start);
    if (tw_toybattle_node_count(start) > 0)
        snprintf(r->shape, sizeof r->shape, "%d nodes, %d regions",
                 tw_toybattle_node_count(start), tw_toybattle_region_count(start));
    else
        snprintf(r->shape, sizeof r->shape, "%d players", tw_game_num_players(start));
    double used = 0, allocated = 0, moves = 0, unlogged = 0;
    int games = o->quick ? 2 : 16;
    for (int i = 0; i < 2 * games; i++) {
        tw_game *work = clone_game(start);
        size_t before = c.bytes;
        playout_stats st = {0, 0, 0, 0};
        int logged = i < games;
        playout(work, start, 900u + (uint64_t)(i % games), logged ? EXTRA_LOGGED : EXTRA_NONE,
                &c, &st);
        if (logged) {
            used += (double)history_bytes(work);
            allocated += (double)(c.bytes - before);
            moves += (double)st.moves;
        } else {
            unlogged += (double)history_bytes(work);
        }
        tw_game_free(work);
    }
    r->history_bytes_per_move = used / moves;
    r->history_alloc_per_move = allocated / moves;
    r->history_playout_per_move = unlogged / moves;
    tw_game_free(start);
}

/* ---- threads -------------------------------------------------------------------------- */

typedef struct thread_job {
    const bench_config *cfg;
    uint64_t seed0;
    long games;
    playout_stats st;
} thread_job;

static void *thread_main(void *arg)
{
    thread_job *job = arg;
    playouts(job->cfg, job->seed0, job->games, 0, EXTRA_NONE, &job->st);
    return NULL;
}

/* Moves per second of `threads` threads each playing `games` games. */
static double threaded_rate(const bench_config *cfg, int threads, long games, uint64_t seed0)
{
    pthread_t tid[64];
    thread_job jobs[64];
    double t0 = wall_s();
    for (int i = 0; i < threads; i++) {
        jobs[i] = (thread_job){cfg, seed0 + 10000u * (uint64_t)i, games, {0, 0, 0, 0}};
        if (pthread_create(&tid[i], NULL, thread_main, &jobs[i]) != 0)
            die("threads", strerror(errno));
    }
    long moves = 0;
    for (int i = 0; i < threads; i++) {
        pthread_join(tid[i], NULL);
        moves += jobs[i].st.moves;
    }
    return (double)moves / (wall_s() - t0);
}

static void measure_threads(const bench_config *cfg, const options *o, result *r)
{
    double games_per_s, lo, hi;
    figure_stats(&r->fig[F_GAMES_PER_S], &games_per_s, &lo, &hi);
    long games = (long)(games_per_s * o->run_ms / 1000) + 1;
    r->threads = o->threads;
    for (int run = 0; run < o->runs; run++) {
        double one = threaded_rate(cfg, 1, games, 3000u * (uint64_t)run);
        double many = threaded_rate(cfg, o->threads, games, 3000u * (uint64_t)run);
        figure_add(&r->fig[F_THREADS_MOVES_PER_S], many);
        figure_add(&r->fig[F_THREADS_SCALING], many / one);
    }
}

/* ---- one config ------------------------------------------------------------------------ */

static void measure(const bench_config *cfg, const options *o, result *r)
{
    memset(r, 0, sizeof *r);
    measure_memory(cfg, o, r);
    measure_playouts(cfg, o, r);
    measure_extras(cfg, o, r);
    for (int run = 0; run < o->runs; run++)
        figure_add(&r->fig[F_MEMCPY_NS], memcpy_ns(r->state_bytes, o->run_ms / 4000));
    double floor_ns, lo, hi;
    figure_stats(&r->fig[F_MEMCPY_NS], &floor_ns, &lo, &hi);
    for (int run = 0; run < r->fig[F_PAIR_NS].runs; run++)
        figure_add(&r->fig[F_PAIR_RATIO], r->fig[F_PAIR_NS].value[run] / floor_ns);
    measure_clones(cfg, o, r);
    measure_search(cfg, o, r);
    if (o->threads > 0)
        measure_threads(cfg, o, r);
}

/* ---- output ------------------------------------------------------------------------------ */

static const char *label(const bench_config *cfg, char *buf, size_t cap)
{
    if (cfg->ladder)
        snprintf(buf, cap, "%s ladder map, %d nodes", cfg->game, 2 * cfg->ladder + 2);
    else
        snprintf(buf, cap, "%s%s%s", cfg->game, cfg->params[0] ? " " : "", cfg->params);
    return buf;
}

/* "12.3M [11.9-12.5]": the median scaled, then min-max, scaled alike. */
static void cell(const figure *f, double scale, const char *suffix, int decimals, char *buf,
                 size_t cap)
{
    double m, lo, hi;
    if (f->runs == 0) {
        snprintf(buf, cap, "-");
        return;
    }
    figure_stats(f, &m, &lo, &hi);
    snprintf(buf, cap, "%.*f%s [%.*f-%.*f]", decimals, m / scale, suffix, decimals, lo / scale,
             decimals, hi / scale);
}

/* One column of a figures table: its heading and width, and the figure its
 * cells show, scaled, with a suffix and decimals as cell() takes them. */
typedef struct column {
    const char *heading;
    int width;
    int fig;
    double scale;
    const char *suffix;
    int decimals;
} column;

#define LABEL_WIDTH 36

static const column playout_columns[] = {
    {"playout moves/s", 24, F_MOVES_PER_S, 1e6, "M", 2},
    {"games/s", 24, F_GAMES_PER_S, 1e3, "k", 2},
    {"avg length", 16, F_GAME_LENGTH, 1, "", 0},
    {"legal gens/s", 24, F_LEGAL_PER_S, 1e6, "M", 2},
};
static const column copy_columns[] = {
    {"apply+undo ns", 20, F_PAIR_NS, 1, "", 1},
    {"memcpy ns", 18, F_MEMCPY_NS, 1, "", 1},
    {"pair/memcpy", 18, F_PAIR_RATIO, 1, "", 1},
    {"clone mid-game ns", 20, F_CLONE_NS, 1, "", 0},
    {"copy position ns", 18, F_COPY_NS, 1, "", 0},
};
static const column search_columns[] = {
    {"pair at decision ns", 20, F_DECISION_PAIR_NS, 1, "", 1},
    {"pair at chance ns", 20, F_CHANCE_PAIR_NS, 1, "", 1},
    {"pair 1 dec. in 8 ns", 20, F_SAMPLED_PAIR_NS, 1, "", 1},
    {"(child listed) ns", 20, F_LISTING_PAIR_NS, 1, "", 1},
    {"pair fixed dec. ns", 20, F_FIXED_PAIR_NS, 1, "", 1},
    {"hash ns", 20, F_HASH_NS, 1, "", 1},
    {"hash (playout) ns", 20, F_HASH_PLAYOUT_NS, 1, "", 1},
    {"MCTS nodes/s", 24, F_MCTS_NODES_PER_S, 1e3, "k", 1},
};
static const column thread_columns[] = {
    {"moves/s on threads", 28, F_THREADS_MOVES_PER_S, 1e6, "M", 2},
    {"scaling vs 1 thread", 24, F_THREADS_SCALING, 1, "x", 2},
};
#define COLUMNS(table) (table), (sizeof(table) / sizeof((table)[0]))

/* A table of figures: the headings, then a row per selected config, each
 * cell left-aligned in its column's width, one space apart. */
static void print_figures(const column *cols, size_t ncols, const result *res,
                          const int *selected)
{
    char name[96], text[64];
    printf("%-*s", LABEL_WIDTH, "game params");
    for (size_t c = 0; c < ncols; c++)
        printf(" %-*s", cols[c].width, cols[c].heading);
    printf("\n");
    for (size_t i = 0; i < CONFIG_COUNT; i++) {
        if (!selected[i])
            continue;
        printf("%-*s", LABEL_WIDTH, label(&configs[i], name, sizeof name));
        for (size_t c = 0; c < ncols; c++) {
            cell(&res[i].fig[cols[c].fig], cols[c].scale, cols[c].suffix, cols[c].decimals,
                 text, sizeof text);
            printf(" %-*s", cols[c].width, text);
        }
        printf("\n");
    }
}

static void print_table(const result *res, const int *selected, const options *o)
{
    char name[96];
    printf("toywar-bench %s: medians of %d runs [min-max], timed by %s\n\n", tw_version_string(),
           o->runs, o->wall ? "the wall clock" : "the thread's CPU time");
    print_figures(COLUMNS(playout_columns), res, selected);
    printf("\n");
    print_figures(COLUMNS(copy_columns), res, selected);
    printf("\n");
    print_figures(COLUMNS(search_columns), res, selected);
    printf("\n%-*s %-20s %6s %7s %15s %12s %14s %16s\n", LABEL_WIDTH, "game params", "shape",
           "state", "handle", "history B/move", "(allocated)", "(no undo yet)", "allocs/move max");
    for (size_t i = 0; i < CONFIG_COUNT; i++) {
        if (!selected[i])
            continue;
        const result *r = &res[i];
        double allocs, lo, hi;
        figure_stats(&r->fig[F_ALLOCS_PER_MOVE], &allocs, &lo, &hi);
        printf("%-*s %-20s %6zu %7zu %15.1f %12.1f %14.1f %16.5f\n", LABEL_WIDTH,
               label(&configs[i], name, sizeof name), r->shape, r->state_bytes, r->handle_bytes,
               r->history_bytes_per_move, r->history_alloc_per_move,
               r->history_playout_per_move, hi);
    }
    if (o->threads > 0) {
        printf("\n");
        print_figures(COLUMNS(thread_columns), res, selected);
        printf("(%d threads)\n", o->threads);
    }
}

static void json_figure(FILE *out, const figure *f, const char *key, int last)
{
    double m, lo, hi;
    figure_stats(f, &m, &lo, &hi);
    fprintf(out, "        \"%s\": {\"median\": %.6g, \"min\": %.6g, \"max\": %.6g}%s\n", key, m,
            lo, hi, last ? "" : ",");
}

static void print_json(FILE *out, const result *res, const int *selected, const options *o)
{
    fprintf(out, "{\n  \"bench\": \"toywar-bench\",\n  \"version\": \"%s\",\n",
            tw_version_string());
    fprintf(out, "  \"runs\": %d,\n  \"run_ms\": %g,\n  \"threads\": %d,\n", o->runs, o->run_ms,
            o->threads);
    fprintf(out, "  \"clock\": \"%s\",\n  \"configs\": [\n", o->wall ? "wall" : "thread-cpu");
    int first = 1;
    for (size_t i = 0; i < CONFIG_COUNT; i++) {
        if (!selected[i])
            continue;
        const result *r = &res[i];
        char name[96];
        fprintf(out, "%s    {\n      \"game\": \"%s\",\n      \"params\": \"%s\",\n",
                first ? "" : ",\n", configs[i].game, configs[i].params);
        fprintf(out, "      \"label\": \"%s\",\n      \"shape\": \"%s\",\n",
                label(&configs[i], name, sizeof name), r->shape);
        fprintf(out, "      \"state_bytes\": %zu,\n      \"handle_bytes\": %zu,\n",
                r->state_bytes, r->handle_bytes);
        fprintf(out, "      \"history_bytes_per_move\": %.2f,\n", r->history_bytes_per_move);
        fprintf(out, "      \"history_allocated_bytes_per_move\": %.2f,\n",
                r->history_alloc_per_move);
        fprintf(out, "      \"history_bytes_per_move_no_undo\": %.2f,\n      \"figures\": {\n",
                r->history_playout_per_move);
        int lastf = F_COUNT - 1;
        while (lastf > 0 && r->fig[lastf].runs == 0)
            lastf--;
        for (int f = 0; f <= lastf; f++)
            if (r->fig[f].runs)
                json_figure(out, &r->fig[f], figure_info[f].key, f == lastf);
        fprintf(out, "      }\n    }");
        first = 0;
    }
    fprintf(out, "\n  ]\n}\n");
}

/* ---- main ------------------------------------------------------------------------------------- */

static int parse_int(const char *text, int lo, int hi, const char *what)
{
    char *end;
    long v = strtol(text ? text : "", &end, 10);
    if (!text || *end || v < lo || v > hi)
        die(what, "needs a number in range");
    return (int)v;
}

static options parse_options(int argc, char **argv)
{
    options o = {7, 200, 0, 0, 0, NULL, NULL};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--runs"))
            o.runs = parse_int(v, 1, RUNS_MAX, a), i++;
        else if (!strcmp(a, "--ms"))
            o.run_ms = parse_int(v, 1, 100000, a), i++;
        else if (!strcmp(a, "--threads"))
            o.threads = parse_int(v, 1, 64, a), i++;
        else if (!strcmp(a, "--game") && v)
            o.game = v, i++;
        else if (!strcmp(a, "--json") && v)
            o.json_path = v, i++;
        else if (!strcmp(a, "--quick"))
            o.quick = 1;
        else if (!strcmp(a, "--wall"))
            o.wall = 1;
        else
            die(a, "usage: toywar-bench [--runs N] [--ms M] [--threads N] [--game NAME] "
                   "[--wall] [--quick] [--json FILE]");
    }
    if (o.quick) {
        o.runs = 1;
        o.run_ms = 5;
    }
    return o;
}

int main(int argc, char **argv)
{
    options o = parse_options(argc, argv);
    if (o.wall)
        figure_clock = CLOCK_MONOTONIC;
    static result res[CONFIG_COUNT];
    int selected[CONFIG_COUNT] = {0};
    int any = 0;
    for (size_t i = 0; i < CONFIG_COUNT; i++) {
        selected[i] = !o.game || !strcmp(o.game, configs[i].game);
        any |= selected[i];
    }
    if (!any)
        die(o.game, "no such game");
    for (size_t i = 0; i < CONFIG_COUNT; i++) {
        if (!selected[i])
            continue;
        char name[96];
        fprintf(stderr, "measuring %s ...\n", label(&configs[i], name, sizeof name));
        measure(&configs[i], &o, &res[i]);
    }
    print_table(res, selected, &o);
    printf("\n");
    print_json(stdout, res, selected, &o);
    if (o.json_path) {
        FILE *f = fopen(o.json_path, "w");
        if (!f)
            die(o.json_path, strerror(errno));
        print_json(f, res, selected, &o);
        fclose(f);
    }
    return 0;
}
