/* SPDX-License-Identifier: MIT */
/*
 * demo.c: a seeded playout of every game the library ships.
 *
 *   demo [seed [every]]
 *
 * For each game (tw_games_count() / tw_games_name()), starts it with
 * "seed=<seed>", lets the library resolve chance nodes (tw_game_advance) and
 * picks uniformly random legal moves with its own small seeded generator
 * (splitmix64, so the same seed plays the same games everywhere). The board
 * is drawn (omniscient view) at the start, every <every> decisions (default
 * 100) and at the end, followed by the scores and the winner.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <toywar/toywar.h>

#define MAX_DECISIONS 100000

/* splitmix64: the demo's own generator, independent of the library's. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Uniform in [0, bound), bound >= 1, without modulo bias. */
static uint32_t random_below(uint64_t *state, uint32_t bound)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t r;
    do
        r = next_random(state);
    while (r >= limit);
    return (uint32_t)(r % bound);
}

static int report(const tw_game *g, const char *what, int status)
{
    fprintf(stderr, "demo: %s failed: %s: %s\n", what,
            tw_status_string((tw_status)status), tw_game_error(g));
    return 1;
}

static int draw_board(const tw_game *g, const char *title)
{
    int need = tw_game_render(g, TW_VIEW_ALL, NULL, 0);
    char *text;
    if (need < 0)
        return report(g, "tw_game_render", need);
    text = malloc((size_t)need + 1);
    if (text == NULL)
        return report(g, "malloc", TW_E_NOMEM);
    tw_game_render(g, TW_VIEW_ALL, text, (size_t)need + 1);
    printf("\n== %s ==\n%s%s", title, text,
           need > 0 && text[need - 1] == '\n' ? "" : "\n");
    free(text);
    return 0;
}

/* Games worth showing once more with other params than the defaults. */
static const struct {
    const char *game;
    const char *params;
} showcases[] = {
    {"droids", "players=4"},
};

static int play(const char *name, const char *extra, uint64_t seed, int every)
{
    char params[128], title[96];
    tw_move moves[TW_MOVES_MAX];
    tw_game *g = NULL;
    uint64_t rng = seed ^ UINT64_C(0x746F79776172); /* "toywar" */
    int decisions = 0, column = 0, st;

    snprintf(params, sizeof params, "%s%sseed=%" PRIu64, extra, *extra ? " " : "", seed);
    st = tw_game_new(name, params, &g);
    if (st != TW_OK)
        return report(NULL, "tw_game_new", st);
    printf("\n######## %s (%s), %d players ########\n", name, params,
           tw_game_num_players(g));
    if (draw_board(g, "start"))
        goto fail;

    for (;;) {
        int player = tw_game_current_player(g);
        tw_move move;
        char text[128];
        int n;

        if (player == TW_PLAYER_TERMINAL)
            break;
        if (player == TW_PLAYER_CHANCE) {
            st = tw_game_advance(g);
            if (st != TW_OK) {
                report(g, "tw_game_advance", st);
                goto fail;
            }
            continue;
        }
        if (player < 0) {
            report(g, "tw_game_current_player", player);
            goto fail;
        }
        n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        if (n <= 0) {
            report(g, "tw_game_legal_moves", n < 0 ? n : TW_E_STATE);
            goto fail;
        }
        move = moves[random_below(&rng, (uint32_t)n)];
        if (tw_move_to_string(g, move, text, sizeof text) < 0)
            strcpy(text, "?");
        st = tw_game_apply(g, move);
        if (st != TW_OK) {
            report(g, "tw_game_apply", st);
            goto fail;
        }
        /* The moves, a few to a line, between the pictures. */
        column += printf("%s p%d %s", column ? "," : "", player, text);
        if (column > 64) {
            printf("\n");
            column = 0;
        }
        if (++decisions > MAX_DECISIONS) {
            fprintf(stderr, "demo: %s has not ended after %d decisions\n", name,
                    MAX_DECISIONS);
            goto fail;
        }
        if (decisions % every == 0) {
            if (column)
                printf("\n");
            column = 0;
            snprintf(title, sizeof title, "%s after %d decisions", name, decisions);
            if (draw_board(g, title))
                goto fail;
        }
    }
    if (column)
        printf("\n");

    snprintf(title, sizeof title, "%s, the end after %d decisions (%d moves with chance)",
             name, decisions, tw_game_history(g, NULL, 0));
    if (draw_board(g, title))
        goto fail;
    {
        int scores[64];
        int count = tw_game_scores(g, scores, 64);
        int winner = tw_game_winner(g);
        if (count < 0) {
            report(g, "tw_game_scores", count);
            goto fail;
        }
        printf("scores:");
        for (int i = 0; i < count && i < 64; i++)
            printf(" player %d: %d%s", i, scores[i], i + 1 < count ? "," : "");
        printf("\n");
        if (winner >= 0)
            printf("%s winner: player %d\n", name, winner);
        else if (winner == TW_WINNER_DRAW)
            printf("%s winner: none, a draw\n", name);
        else if (winner == TW_WINNER_NOBODY)
            printf("%s winner: nobody, every player lost\n", name);
        else {
            report(g, "tw_game_winner", winner);
            goto fail;
        }
    }
    tw_game_free(g);
    return 0;
fail:
    tw_game_free(g);
    return 1;
}

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    int every = 100;
    int count = tw_games_count();
    int failed = 0;

    if (argc > 1) {
        char *end;
        seed = strtoull(argv[1], &end, 10);
        if (*argv[1] == '\0' || *end != '\0') {
            fprintf(stderr, "usage: %s [seed [every]]\n", argv[0]);
            return 2;
        }
    }
    if (argc > 2) {
        every = atoi(argv[2]);
        if (every < 1) {
            fprintf(stderr, "usage: %s [seed [every]]\n", argv[0]);
            return 2;
        }
    }
    printf("libtoywar %s: %d game%s, seed %" PRIu64 "\n", tw_version_string(), count,
           count == 1 ? "" : "s", seed);
    for (int i = 0; i < count; i++) {
        const char *name = tw_games_name(i);
        failed |= play(name, "", seed, every);
        for (size_t k = 0; k < sizeof showcases / sizeof showcases[0]; k++)
            if (strcmp(showcases[k].game, name) == 0)
                failed |= play(name, showcases[k].params, seed, every);
    }
    return failed;
}
