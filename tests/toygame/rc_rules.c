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
static void rc_end_turn(rc_state *s, core_events *ev)
{
    s->roll = 0;
    s->turn++;
    int won = s->score[s->player] >= s->target;
    if (won || s->turn == RC_TURNS_MAX) {
        s->phase = RC_PH_OVER;
        core_emit(ev, TW_EVENT_ENDED, rc_winner(s), TW_NONE, TW_NONE, TW_NONE,
                  won ? RC_END_TARGET : RC_END_TURNS);
        return;
    }
    s->player = (uint8_t)(1 - s->player);
    s->phase = RC_PH_ROLL;
    core_emit(ev, TW_EVENT_TURN, s->player, TW_NONE, TW_NONE, TW_NONE, s->turn + 1);
}

/* A score changes by the roll, within 0 .. target. */
static void rc_add(rc_state *s, int player, int delta, core_events *ev)
{
    int score = s->score[player] + delta;
    score = score < 0 ? 0 : score > s->target ? s->target : score;
    core_emit(ev, TW_EVENT_SCORED, player, TW_NONE, TW_NONE, TW_NONE, score - s->score[player]);
    s->score[player] = (uint8_t)score;
}

void rc_apply_events(void *state, tw_move move, core_events *ev)
{
    rc_state *s = state;
    switch (rc_move_type_of(move)) {
    case RC_MV_ROLL:
        s->roll = (uint8_t)rc_move_face(move);
        s->phase = RC_PH_CHOOSE;
        core_emit(ev, TW_EVENT_ROLLED, s->player, TW_NONE, TW_NONE, TW_NONE, s->roll);
        return;
    case RC_MV_TAKE:
        rc_add(s, s->player, s->roll, ev);
        break;
    default: /* RC_MV_GIVE */
        rc_add(s, 1 - s->player, -s->roll, ev);
        break;
    }
    rc_end_turn(s, ev);
}

void rc_apply(void *state, tw_move move)
{
    rc_apply_events(state, move, NULL);
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
