/* SPDX-License-Identifier: MIT */
/*
 * bot_match.c: the bots library against itself, an AI author's start.
 *
 *   bot_match [GAME [PARAMS [BOT0 [BOT1 [SEED]]]]]
 *
 * Plays one game (default: Toy Battle, mcts:100 against random, seed 1)
 * between two bots of bots/twbot.h and prints each decision and the
 * result. The bots use only the public API: MCTS searches a clone of the
 * game with tw_game_apply() and tw_game_undo(), sampling chance nodes by
 * their weights. Exit status 0 when the game ended.
 */
#include <stdio.h>
#include <stdlib.h>

#include <toywar/toywar.h>
#include <twbot.h>

static int play(tw_game *g, twbot **bots)
{
    char text[128];
    for (int decisions = 0;; decisions++) {
        int player = tw_game_current_player(g);
        tw_move move;
        if (player == TW_PLAYER_TERMINAL)
            return 0;
        if (player == TW_PLAYER_CHANCE) {
            decisions--;
            if (tw_game_advance(g) != TW_OK)
                return 1;
            continue;
        }
        if (player > 1 || decisions > 100000 ||
            twbot_choose(bots[player], g, &move) != TW_OK)
            return 1;
        tw_move_to_string(g, move, text, sizeof text);
        printf("%s%s:%s", decisions % 8 ? ", " : "\n", twbot_name(bots[player]), text);
        if (tw_game_apply(g, move) != TW_OK)
            return 1;
    }
}

int main(int argc, char **argv)
{
    const char *game = argc > 1 ? argv[1] : "toybattle";
    const char *params = argc > 2 ? argv[2] : "";
    const char *names[2] = {argc > 3 ? argv[3] : "mcts:100", argc > 4 ? argv[4] : "random"};
    uint64_t seed = argc > 5 ? strtoull(argv[5], NULL, 10) : 1;
    twbot *bots[2] = {NULL, NULL};
    tw_game *g = NULL;
    int failed = tw_game_new(game, params, &g) != TW_OK || tw_game_num_players(g) != 2;
    failed = failed || tw_game_seed(g, seed) != TW_OK;
    for (int p = 0; p < 2 && !failed; p++)
        failed = twbot_new(names[p], seed + (uint64_t)p, &bots[p]) != TW_OK;
    if (!failed)
        failed = play(g, bots);
    if (failed) {
        fprintf(stderr, "bot_match: %s\n", g ? tw_game_error(g) : tw_game_error(NULL));
    } else {
        int scores[2] = {0, 0};
        tw_game_scores(g, scores, 2);
        printf("\nplayer 0 %s: %d, player 1 %s: %d; winner: %d\n", names[0], scores[0],
               names[1], scores[1], tw_game_winner(g));
    }
    for (int p = 0; p < 2; p++)
        twbot_free(bots[p]);
    tw_game_free(g);
    return failed;
}
