/* SPDX-License-Identifier: MIT */
/*
 * An outside host: plays one full seeded game of the library's first game
 * through the public API only, and prints the moves and the winner.
 *
 *   consumer [seed]
 */
#include <stdio.h>
#include <stdlib.h>

#include <toywar/toywar.h>

#define MAX_PLIES 100000

static int fail(const tw_game *g, const char *what, int status)
{
    fprintf(stderr, "consumer: %s failed: %s (%s)\n", what,
            tw_status_string((tw_status)status), tw_game_error(g));
    return 1;
}

int main(int argc, char **argv)
{
    unsigned long seed = argc > 1 ? strtoul(argv[1], NULL, 10) : 1;
    const char *name = tw_games_name(0);
    char params[64];
    tw_move moves[TW_MOVES_MAX];
    tw_game *g = NULL;
    int plies = 0;
    int st;

    if (tw_version() != (uint32_t)TOYWAR_VERSION) {
        fprintf(stderr, "consumer: header %s, library %s\n", TOYWAR_VERSION_STRING,
                tw_version_string());
        return 1;
    }
    if (name == NULL || tw_games_count() < 1) {
        fprintf(stderr, "consumer: the library offers no game\n");
        return 1;
    }
    snprintf(params, sizeof params, "seed=%lu", seed);
    st = tw_game_new(name, params, &g);
    if (st != TW_OK)
        return fail(NULL, "tw_game_new", st);
    printf("libtoywar %s, game %s, %d players, %s\n", tw_version_string(), name,
           tw_game_num_players(g), params);

    for (;;) {
        int player = tw_game_current_player(g);
        int n;
        tw_move pick;
        char text[128];

        if (player == TW_PLAYER_TERMINAL)
            break;
        if (player == TW_PLAYER_CHANCE) {
            st = tw_game_advance(g);
            if (st != TW_OK)
                return fail(g, "tw_game_advance", st);
            continue;
        }
        if (player < 0)
            return fail(g, "tw_game_current_player", player);
        n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        if (n <= 0)
            return fail(g, "tw_game_legal_moves", n < 0 ? n : TW_E_STATE);
        /* A fixed, seed-dependent choice: the same game on every machine. */
        pick = moves[((unsigned long)plies * 7u + seed) % (unsigned long)n];
        st = tw_move_to_string(g, pick, text, sizeof text);
        if (st < 0)
            return fail(g, "tw_move_to_string", st);
        st = tw_move_from_string(g, text, &pick);
        if (st != TW_OK)
            return fail(g, "tw_move_from_string", st);
        st = tw_game_apply(g, pick);
        if (st != TW_OK)
            return fail(g, "tw_game_apply", st);
        printf("%d: p%d %s\n", plies, player, text);
        if (++plies > MAX_PLIES) {
            fprintf(stderr, "consumer: no end after %d moves\n", MAX_PLIES);
            tw_game_free(g);
            return 1;
        }
    }

    {
        int scores[16];
        int count = tw_game_scores(g, scores, 16);
        int winner = tw_game_winner(g);
        int i;
        if (count < 0)
            return fail(g, "tw_game_scores", count);
        printf("over after %d decisions, %d moves in all; scores:", plies,
               tw_game_history(g, NULL, 0));
        for (i = 0; i < count && i < 16; i++)
            printf(" %d", scores[i]);
        printf("\n");
        if (winner >= 0)
            printf("winner: player %d\n", winner);
        else if (winner == TW_WINNER_DRAW)
            printf("winner: none (draw)\n");
        else if (winner == TW_WINNER_NOBODY)
            printf("winner: nobody\n");
        else
            return fail(g, "tw_game_winner", winner);
    }
    tw_game_free(g);
    return 0;
}
