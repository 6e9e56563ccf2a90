/* SPDX-License-Identifier: MIT */
/*
 * random_bot.c: the uniform random player, and random playouts to the end
 * of a game (what the demo, the selfplay smoke runs and MCTS use).
 */
#include "twbot.h"

/* A uniform choice among the legal moves of a state known to be a
 * decision (the caller has asked whose move it is). */
static tw_status random_decision(const tw_game *g, twbot_rng *rng, tw_move *out)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    if (n < 0)
        return (tw_status)n;
    if (n == 0)
        return TW_E_STATE;
    *out = moves[twbot_rng_below(rng, (uint32_t)n)];
    return TW_OK;
}

tw_status twbot_random_move(const tw_game *g, twbot_rng *rng, tw_move *out)
{
    if (!g || !rng || !out)
        return TW_E_ARG;
    if (tw_game_current_player(g) < 0)
        return TW_E_STATE;
    return random_decision(g, rng, out);
}

/* One step of a playout: a roll at a chance node, else a random decision.
 * The playout has asked whose move it is, so a decision is not asked again
 * (twbot_random_move() would: one call a move that WebAssembly, where the
 * game's entries are indirect calls, pays for). */
static tw_status playout_step(tw_game *g, twbot_rng *rng, int player)
{
    if (player == TW_PLAYER_CHANCE)
        return tw_game_roll(g, NULL);
    tw_move move;
    tw_status st = random_decision(g, rng, &move);
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
