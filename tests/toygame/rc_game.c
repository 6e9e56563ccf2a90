/* SPDX-License-Identifier: MIT */
/* rc_game.c: Dice Race's table: params, set-up, players. */
#include "rc_state.h"

#include <string.h>

#define RC_SUMMARY "Dice Race: roll, then take the roll or give it; first to the target wins."
#define RC_PARAMS(INT, ENUM)                              \
    INT("target", 5, 40, 20, "the score that wins")       \
    ENUM("dice", RC_DICE, "the die each turn rolls")

static const core_param_spec rc_params[] = CORE_PARAM_TABLE(RC_PARAMS);
enum { RC_PARAM_TARGET, RC_PARAM_DICE };

const char *const rc_phase_names[RC_PH_COUNT] = {"roll", "choose", "over"};

static tw_status rc_init(void *state, const core_params *params, core_err *err)
{
    rc_state *s = state;
    (void)err;
    memset(s, 0, sizeof *s);
    s->target = (uint8_t)params->value[RC_PARAM_TARGET];
    s->faces = params->value[RC_PARAM_DICE] == 0 ? 6 : 4;
    s->phase = RC_PH_ROLL;
    return TW_OK;
}

static int rc_num_players(const void *state)
{
    (void)state;
    return RC_PLAYERS;
}

const core_game_def rc_game_def = {
    .name = "race",
    .about = CORE_ABOUT(RC_SUMMARY, 2, 2, RC_PARAMS),
    .min_players = RC_PLAYERS,
    .max_players = RC_PLAYERS,
    .params = rc_params,
    .param_count = sizeof rc_params / sizeof rc_params[0],
    .state_size = sizeof(rc_state),
    .mutable_size = offsetof(rc_state, target),
    .init = rc_init,
    .num_players = rc_num_players,
    .current_player = rc_current_player,
    .legal_moves = rc_legal_moves,
    .chance_weights = rc_chance_weights,
    .chance_uniform = NULL,
    .apply = rc_apply,
    .move_to_text = rc_move_to_text,
    .move_from_text = rc_move_from_text,
    .to_text = rc_to_text,
    .from_text = rc_from_text,
    .render = rc_render,
    .to_json = rc_to_json,
    .describe = rc_describe,
    .scores = rc_scores,
    .winner = rc_winner,
    .hash = NULL,
    .check = rc_check,
    .apply_events = rc_apply_events,
    .event_text = rc_event_text,
    .event_fields = rc_event_fields,
};
