/* SPDX-License-Identifier: MIT */
/*
 * random_bot.c: the uniform random player, and random playouts to the end
 * of a game (what the demo, the selfplay smoke runs and MCTS use).
 */
#include "twbot.h"

tw_status twbot_random_move(const tw_game *g, twbot_rng *rng, tw_move *out)
{
    tw_move moves[TW_MOVES_MAX];
    if (!g || !rng || !out)
        return TW_E_ARG;
    if (tw_game_current_player(g) < 0)
        return TW_E_STATE;
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    if (n < 0)
        return (tw_status)n;
    if (n == 0)
        return TW_E_STATE;
    *out = moves[twbot_rng_below(rng, (uint32_t)n)];
    return TW_OK;
}

/* One step of a playout: a roll at a chance node, else a random decision. */
static tw_status playout_step(tw_game *g, twbot_rng *rng, int player)
{
    if (player == TW_PLAYER_CHANCE)
        return tw_game_roll(g, NULL);
    tw_move move;
    tw_status st = twbot_random_move(g, rng, &move);
    return st == TW_OK ? tw_game_apply(g, move) : st;
}

tw_status twbot_random_playout(tw_game *g, twbot_rng *rng, long max_moves, long *moves)
{
    long applied = 0;
    tw_status st = TW_OK;
    if (!g || !rng)
        return TW_E_ARG;
    while (applied < max_moves) {
        int player = tw_game_current_player(g);
        if (player == TW_PLAYER_TERMINAL)
            break;
        if (player < 0 && player != TW_PLAYER_CHANCE) {
            st = (tw_status)player;
            break;
        }
        st = playout_step(g, rng, player);
        if (st != TW_OK)
            break;
        applied++;
    }
    if (moves)
        *moves = applied;
    return st;
}
