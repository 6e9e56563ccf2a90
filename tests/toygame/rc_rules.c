/* SPDX-License-Identifier: MIT */
/* rc_rules.c: Dice Race's rules: who moves, the legal moves, apply. */
#include "rc_state.h"

int rc_current_player(const void *state)
{
    const rc_state *s = state;
    if (s->phase == RC_PH_OVER)
        return TW_PLAYER_TERMINAL;
    return s->phase == RC_PH_ROLL ? TW_PLAYER_CHANCE : s->player;
}

int rc_legal_moves(const void *state, tw_move *moves)
{
    const rc_state *s = state;
    if (s->phase == RC_PH_ROLL) {
        for (int face = 1; face <= s->faces; face++)
            moves[face - 1] = rc_move(RC_MV_ROLL, face);
        return s->faces;
    }
    if (s->phase == RC_PH_OVER)
        return 0;
    moves[0] = rc_move(RC_MV_TAKE, 0);
    moves[1] = rc_move(RC_MV_GIVE, 0);
    return 2;
}

int rc_chance_weights(const void *state, tw_move *moves, uint32_t *weights)
{
    int n = rc_legal_moves(state, moves);
    for (int i = 0; i < n; i++)
        weights[i] = 1;
    return n;
}

/* The end of a turn: the race is won, the turns are spent, or the other
 * player rolls. */
static void rc_end_turn(rc_state *s)
{
    s->roll = 0;
    s->turn++;
    if (s->score[s->player] >= s->target || s->turn == RC_TURNS_MAX) {
        s->phase = RC_PH_OVER;
        return;
    }
    s->player = (uint8_t)(1 - s->player);
    s->phase = RC_PH_ROLL;
}

void rc_apply(void *state, tw_move move)
{
    rc_state *s = state;
    int other = 1 - s->player;
    switch (rc_move_type_of(move)) {
    case RC_MV_ROLL:
        s->roll = (uint8_t)rc_move_face(move);
        s->phase = RC_PH_CHOOSE;
        return;
    case RC_MV_TAKE: {
        int score = s->score[s->player] + s->roll;
        s->score[s->player] = (uint8_t)(score < s->target ? score : s->target);
        break;
    }
    default: /* RC_MV_GIVE */
        s->score[other] = (uint8_t)(s->score[other] > s->roll ? s->score[other] - s->roll : 0);
        break;
    }
    rc_end_turn(s);
}

int rc_scores(const void *state, int *scores)
{
    const rc_state *s = state;
    for (int p = 0; p < RC_PLAYERS; p++)
        scores[p] = s->score[p];
    return RC_PLAYERS;
}

int rc_winner(const void *state)
{
    const rc_state *s = state;
    if (s->phase != RC_PH_OVER)
        return TW_WINNER_NONE;
    if (s->score[0] == s->score[1])
        return TW_WINNER_DRAW;
    return s->score[0] > s->score[1] ? 0 : 1;
}
