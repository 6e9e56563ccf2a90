/* SPDX-License-Identifier: MIT */
/*
 * gh_game.c: Gearhead Skirmish as the core sees it: one core_game_def.
 *
 * The rules are in gh_rules.c (turns), gh_steps.c (a toy's activation),
 * gh_board.c (movement) and gh_toys.c (the toy table); the notations in
 * gh_moves.c and gh_position.c; the views in gh_view.c. This file wires
 * them into the table and keeps the score.
 */
#include "gearhead/gh_state.h"

#include <stddef.h>
#include <string.h>

enum { GH_PARAM_PLACED_MOVES };

#define GH_ON_OFF(FIRST, NEXT) FIRST("on") NEXT("off")

/* In the order of the enum above. */
#define GH_PARAMS(INT, ENUM)                                                             \
    ENUM("placed_moves", GH_ON_OFF,                                                      \
         "whether the toy placed this turn moves this turn too (off: from the next turn on)")

static const core_param_spec gh_params[] = CORE_PARAM_TABLE(GH_PARAMS);

#define GH_SUMMARY                                                                       \
    "Gearhead Skirmish: two armies of wind-up toys on a chessboard; a toy that leaves by " \
    "the opponent's edge scores a point."
#define GH_PLAYERS 2

static tw_status gh_init(void *state, const core_params *params, core_err *err)
{
    gh_state *s = state;
    (void)err;
    memset(s, 0, sizeof *s);
    for (int kind = GH_BIG_AL; kind <= GH_LAST_CUP_KIND; kind++)
        s->cup |= (gh_pile)GH_COPIES << gh_pile_shift(kind);
    s->phase = GH_PH_ROLLOFF;
    s->placed_moves = params->value[GH_PARAM_PLACED_MOVES] == 0;
    return TW_OK;
}

static int gh_num_players(const void *state)
{
    (void)state;
    return 2;
}

/* A point per toy in the player's victory pile, Small Fry included. */
static int gh_scores(const void *state, int *scores)
{
    const gh_state *s = state;
    for (int p = 0; p < 2; p++) {
        scores[p] = 0;
        for (int kind = GH_BIG_AL; kind <= GH_SMALL_FRY; kind++)
            scores[p] += gh_pile_count(s->victory[p], kind);
    }
    return 2;
}

int gh_winner(const void *state)
{
    const gh_state *s = state;
    int scores[2];
    if (s->phase != GH_PH_OVER)
        return TW_WINNER_NONE;
    gh_scores(s, scores);
    return scores[0] == scores[1] ? TW_WINNER_DRAW : scores[0] > scores[1] ? 0 : 1;
}

const core_game_def gh_game_def = {
    .name = "gearhead",
    .about = CORE_ABOUT(GH_SUMMARY, GH_PLAYERS, GH_PLAYERS, GH_PARAMS),
    .min_players = GH_PLAYERS,
    .max_players = GH_PLAYERS,
    .params = gh_params,
    .param_count = sizeof gh_params / sizeof gh_params[0],
    .state_size = sizeof(gh_state),
    .mutable_size = offsetof(gh_state, placed_moves),
    .init = gh_init,
    .num_players = gh_num_players,
    .current_player = gh_current_player,
    .legal_moves = gh_legal_moves,
    .chance_weights = gh_chance_weights,
    .chance_uniform = gh_chance_uniform,
    .apply = gh_apply,
    .apply_events = gh_apply_events,
    .move_to_text = gh_move_to_text,
    .move_from_text = gh_move_from_text,
    .to_text = gh_to_text,
    .from_text = gh_from_text,
    .render = gh_render,
    .to_json = gh_to_json,
    .describe = gh_describe,
    .scores = gh_scores,
    .winner = gh_winner,
    .hash = NULL,
    .check = gh_check,
    .event_text = gh_event_text,
    .event_fields = gh_event_fields,
};
