/* SPDX-License-Identifier: MIT */
/*
 * toywar_playouts.c: a fixed amount of work, for instruction counts.
 *
 *   toywar-playouts GAME PARAMS GAMES [N [WHAT]]
 *
 * Plays GAMES seeded random playouts of GAME (seeds 0, 1, ...; a uniform
 * pick at a decision, tw_game_roll() at a chance node) and, with N > 0,
 * does WHAT at every state first:
 *
 *   pairs     (the default) applies and undoes each legal move (each chance
 *             outcome) N times, as a search does;
 *   decision  the same at decisions only;
 *   chance    the same at chance nodes only;
 *   sampled   the same at one decision in eight (the first of a game,
 *             then every eighth), the search pattern of issue 27;
 *   listing   as sampled, and each move's child lists its own moves
 *             before the undo, as a search that expands it does;
 *   fixed     the same at one decision of each game only, its search root
 *             (as `mcts` finds it), the pairs' floor;
 *   hash      calls tw_game_hash() N times;
 *   logged    nothing: the base of those above;
 *
 * all of them on a handle that has undone a move, so that it keeps undo
 * records as a search's handle does, and
 *
 *   hash-playout  calls tw_game_hash() N times on a handle that never undid;
 *   mcts          instead of playouts, GAMES searches of the bots' MCTS of N
 *                 iterations each, from the middle of seeded games.
 *
 * It prints what it did. Run under cachegrind, the instructions of a
 * playout move are those of a run with N 0 over its moves, those of a pair
 * (an iteration) the difference between N 2 and N 1 over the pairs
 * (iterations) added, and those of a hash the difference between hash 1
 * and logged 1 (hash-playout 1 and N 0) over the hashes: a second hash at
 * the same state costs less than the first, which a search asks for
 * (docs/performance.md, "Instructions"; bench/instruction_counts.sh runs
 * them all). Counts, unlike times, do not move with the load of a shared
 * machine. The same seeds give the same
 * games on every build, so the move count is also a check that two builds
 * play alike.
 */
#include <toywar/toywar.h>

#include "splitmix.h"
#include "twbot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum what {
    DO_PAIRS,
    DO_DECISION,
    DO_CHANCE,
    DO_SAMPLED,
    DO_LISTING,
    DO_FIXED,
    DO_HASH,
    DO_LOGGED,
    DO_HASH_PLAYOUT,
    DO_MCTS,
    DO_COUNT
} what;

static const char *const what_names[DO_COUNT] = {
    "pairs", "decision", "chance", "sampled", "listing", "fixed", "hash", "logged", "hash-playout", "mcts"};

/* DO_SAMPLED: pairs at one decision in this many. */
#define SAMPLE_EVERY 8

typedef struct counts {
    long moves;
    long decisions; /* of the game under way, for DO_SAMPLED */
    long pairs;
    long hashes;
    long iterations;
} counts;

/* Where the hashes go, so that no call is optimised away. */
static volatile uint64_t hash_sink;

static void fail(const tw_game *g)
{
    fprintf(stderr, "toywar-playouts: %s\n", tw_game_error(g));
    exit(1);
}

/* Applies and undoes each of the n moves, rounds times; with list, each
 * child lists its moves before the undo. */
static void try_each_listing(tw_game *g, const tw_move *moves, int n, int rounds, int list,
                             counts *c)
{
    tw_move child[TW_MOVES_MAX];
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            if (tw_game_apply(g, moves[i]) != TW_OK ||
                (list && tw_game_legal_moves(g, child, TW_MOVES_MAX) < 0) ||
                tw_game_undo(g) != TW_OK)
                fail(g);
            c->pairs++;
        }
}

static void try_each(tw_game *g, const tw_move *moves, int n, int rounds, counts *c)
{
    try_each_listing(g, moves, n, rounds, 0, c);
}

/* The work asked for at a state of n moves (chance says whether the
 * state is a chance node). */
static void extra(tw_game *g, const tw_move *moves, int n, int chance, int rounds, what w,
                  counts *c)
{
    if (w == DO_HASH || w == DO_HASH_PLAYOUT) {
        for (int r = 0; r < rounds; r++)
            hash_sink = tw_game_hash(g);
        c->hashes += rounds;
    } else if (w == DO_PAIRS || (w == DO_DECISION && !chance) || (w == DO_CHANCE && chance)) {
        try_each(g, moves, n, rounds, c);
    } else if ((w == DO_SAMPLED || w == DO_LISTING) && !chance &&
               c->decisions++ % SAMPLE_EVERY == 0) {
        try_each_listing(g, moves, n, rounds, w == DO_LISTING, c);
    }
}

/* One step of a playout: the work asked for first, then the move. */
static void step(tw_game *g, int rounds, what w, uint64_t *pick, counts *c)
{
    tw_move moves[TW_MOVES_MAX];
    tw_status st;
    if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
        /* The outcomes, for the pairs only: listing them would add to the
         * hashes' count what their base does not do. */
        int n = 0;
        if (rounds > 0 && w <= DO_CHANCE) {
            uint32_t weights[TW_MOVES_MAX];
            n = tw_game_chance_weights(g, moves, weights, TW_MOVES_MAX);
        }
        if (rounds > 0)
            extra(g, moves, n, 1, rounds, w, c);
        st = tw_game_roll(g, NULL);
    } else {
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        extra(g, moves, n, 0, rounds, w, c);
        st = tw_game_apply(g, moves[splitmix64_next(pick) % (uint64_t)n]);
    }
    if (st != TW_OK)
        fail(g);
    c->moves++;
}

/* A decision with a choice, about 60 moves into a seeded game. */
static void to_search_root(tw_game *g, uint64_t seed)
{
    uint64_t pick = seed + 1;
    counts none = {0};
    tw_game_seed(g, seed);
    for (int i = 0; i < 60 && !tw_game_is_over(g); i++)
        step(g, 0, DO_PAIRS, &pick, &none);
    while (!tw_game_is_over(g) &&
           (tw_game_current_player(g) < 0 || tw_game_legal_moves(g, NULL, 0) < 2))
        step(g, 0, DO_PAIRS, &pick, &none);
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

/* games searches of the bots' MCTS, of iterations each. */
static void searches(tw_game *start, tw_game *work, long games, int iterations, counts *c)
{
    twbot_mcts_config config;
    twbot_mcts_defaults(&config);
    config.iterations = iterations;
    twbot_mcts *bot = NULL;
    if (twbot_mcts_new(&config, &bot) != TW_OK)
        fail(NULL);
    for (long i = 0; i < games; i++) {
        tw_game_copy_position(work, start);
        to_search_root(work, (uint64_t)i);
        if (tw_game_is_over(work))
            continue;
        tw_move move;
        if (fair_move(bot, work, &move) != TW_OK)
            fail(work);
        c->iterations += iterations;
    }
    twbot_mcts_free(bot);
}

/* At the search root of each of games seeded games, each legal move
 * applied and undone rounds times: the pairs at one decision, with
 * nothing between them. */
static void fixed_pairs(tw_game *start, tw_game *work, long games, int rounds, counts *c)
{
    tw_move moves[TW_MOVES_MAX];
    for (long i = 0; i < games; i++) {
        tw_game_copy_position(work, start);
        to_search_root(work, (uint64_t)i);
        if (tw_game_is_over(work))
            continue;
        int n = tw_game_legal_moves(work, moves, TW_MOVES_MAX);
        try_each(work, moves, n, rounds, c);
    }
}

static what parse_what(const char *text)
{
    for (int w = 0; w < DO_COUNT; w++)
        if (!strcmp(text, what_names[w]))
            return (what)w;
    fprintf(stderr, "toywar-playouts: no such work: %s\n", text);
    exit(2);
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 6) {
        fprintf(stderr, "usage: toywar-playouts GAME PARAMS GAMES [N [pairs|decision|chance|"
                        "sampled|listing|fixed|hash|logged|hash-playout|mcts]]\n");
        return 2;
    }
    long games = strtol(argv[3], NULL, 10);
    int rounds = argc > 4 ? atoi(argv[4]) : 0;
    what w = argc > 5 ? parse_what(argv[5]) : DO_PAIRS;
    tw_game *start = NULL, *work = NULL;
    if (tw_game_new(argv[1], argv[2], &start) != TW_OK || tw_game_clone(start, &work) != TW_OK)
        fail(NULL);
    counts c = {0};
    uint64_t pick = 1;
    if (rounds > 0 && w != DO_HASH_PLAYOUT) { /* the engine logs once a handle has undone */
        tw_move moves[TW_MOVES_MAX];
        if (tw_game_legal_moves(work, moves, TW_MOVES_MAX) > 0)
            try_each(work, moves, 1, 1, &c);
        c.pairs = 0;
    }
    if (w == DO_MCTS) {
        searches(start, work, games, rounds, &c);
    } else if (w == DO_FIXED) {
        fixed_pairs(start, work, games, rounds, &c);
    } else {
        for (long i = 0; i < games; i++) {
            tw_game_copy_position(work, start);
            tw_game_seed(work, (uint64_t)i);
            c.decisions = 0;
            while (!tw_game_is_over(work))
                step(work, rounds, w, &pick, &c);
        }
    }
    printf("%s %s: %ld games, %ld moves, %ld pairs, %ld hashes, %ld iterations\n", argv[1],
           argv[2], games, c.moves, c.pairs, c.hashes, c.iterations);
    tw_game_free(work);
    tw_game_free(start);
    return 0;
}
