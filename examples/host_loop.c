/* SPDX-License-Identifier: MIT */
/*
 * host_loop.c: the smallest complete host (the README shows it).
 *
 * A host asks whose turn it is; lets the library roll the dice at chance
 * nodes; otherwise offers the legal moves in notation and applies the one
 * chosen, until the game is over. Here the "player" always takes the last
 * move listed; a front end would show the list and read the choice back.
 */
#include <stdio.h>

#include <toywar/toywar.h>

int main(void)
{
    tw_game *g = NULL;
    if (tw_game_new("gearhead", "seed=42", &g) != TW_OK) {
        fprintf(stderr, "cannot start: %s\n", tw_game_error(NULL));
        return 1;
    }
    int player;
    while ((player = tw_game_current_player(g)) != TW_PLAYER_TERMINAL) {
        tw_status st;
        if (player == TW_PLAYER_CHANCE) {       /* dice or a blind draw */
            st = tw_game_advance(g);
        } else {
            tw_move moves[TW_MOVES_MAX], move = 0;
            char choice[64] = "";
            int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
            for (int i = 0; i < n; i++)         /* what a front end offers */
                tw_move_to_string(g, moves[i], choice, sizeof choice);
            st = tw_move_from_string(g, choice, &move);  /* what it reads back */
            if (st == TW_OK)
                st = tw_game_apply(g, move);
            if (st == TW_OK)
                printf("player %d: %s\n", player, choice);
        }
        if (st != TW_OK) {
            fprintf(stderr, "%s: %s\n", tw_status_string(st), tw_game_error(g));
            tw_game_free(g);
            return 1;
        }
    }
    int scores[2] = {0, 0};
    tw_game_scores(g, scores, 2);
    int winner = tw_game_winner(g);
    printf("final score %d-%d, ", scores[0], scores[1]);
    if (winner >= 0)
        printf("winner: player %d\n", winner);
    else
        printf("%s\n", winner == TW_WINNER_DRAW ? "a draw" : "nobody wins");
    tw_game_free(g);
    return 0;
}
