/*
 * toywar_playouts.c: a fixed amount of work, for instruction counts.
 *
 *   toywar-playouts GAME PARAMS GAMES [PAIRS]
 *
 * Plays GAMES seeded random playouts of GAME (seeds 0, 1, ...; a uniform
 * pick at a decision, tw_game_roll() at a chance node) and, with PAIRS > 0,
 * at every state applies and undoes each legal move (each chance outcome)
 * PAIRS times first, as a search does. It prints the moves and pairs made.
 * Run under cachegrind, the instructions of a playout move are those of a
 * run with PAIRS 0 over its moves, and those of a pair the difference
 * between PAIRS 2 and PAIRS 1 over the pairs added (docs/performance.md,
 * "Instructions"): counts that, unlike times, do not move with the load of
 * a shared machine. The same seeds give the same games on every build, so
 * the move count is also a check that two builds play alike.
 */
#include <toywar/toywar.h>

#include "splitmix.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct counts {
    long moves;
    long pairs;
} counts;

/* Applies and undoes each of the n moves, rounds times. */
static void try_each(tw_game *g, const tw_move *moves, int n, int rounds, counts *c)
{
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            if (tw_game_apply(g, moves[i]) != TW_OK || tw_game_undo(g) != TW_OK) {
                fprintf(stderr, "toywar-playouts: %s\n", tw_game_error(g));
                exit(1);
            }
            c->pairs++;
        }
}

/* One step of a playout: every pair first when asked, then the move. */
static void step(tw_game *g, int pairs, uint64_t *pick, counts *c)
{
    tw_move moves[TW_MOVES_MAX];
    tw_status st;
    if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
        if (pairs > 0) {
            uint32_t weights[TW_MOVES_MAX];
            int n = tw_game_chance_weights(g, moves, weights, TW_MOVES_MAX);
            try_each(g, moves, n, pairs, c);
        }
        st = tw_game_roll(g, NULL);
    } else {
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        try_each(g, moves, n, pairs, c);
        st = tw_game_apply(g, moves[splitmix64_next(pick) % (uint64_t)n]);
    }
    if (st != TW_OK) {
        fprintf(stderr, "toywar-playouts: %s\n", tw_game_error(g));
        exit(1);
    }
    c->moves++;
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 5) {
        fprintf(stderr, "usage: toywar-playouts GAME PARAMS GAMES [PAIRS]\n");
        return 2;
    }
    long games = strtol(argv[3], NULL, 10);
    int pairs = argc > 4 ? atoi(argv[4]) : 0;
    tw_game *start = NULL, *work = NULL;
    if (tw_game_new(argv[1], argv[2], &start) != TW_OK || tw_game_clone(start, &work) != TW_OK) {
        fprintf(stderr, "toywar-playouts: %s\n", tw_game_error(NULL));
        return 1;
    }
    counts c = {0, 0};
    uint64_t pick = 1;
    if (pairs > 0) { /* the engine logs for undo once a handle has undone */
        tw_move moves[TW_MOVES_MAX];
        if (tw_game_legal_moves(work, moves, TW_MOVES_MAX) > 0)
            try_each(work, moves, 1, 1, &c);
        c.pairs = 0;
    }
    for (long i = 0; i < games; i++) {
        tw_game_copy_position(work, start);
        tw_game_seed(work, (uint64_t)i);
        while (!tw_game_is_over(work))
            step(work, pairs, &pick, &c);
    }
    printf("%s %s: %ld games, %ld moves, %ld pairs\n", argv[1], argv[2], games, c.moves, c.pairs);
    tw_game_free(work);
    tw_game_free(start);
    return 0;
}
