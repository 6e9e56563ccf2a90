/* SPDX-License-Identifier: MIT */
/*
 * dr_game.c: Droids as the core sees it (the one core_game_def), its
 * params, and games on a host's board (toywar/droids.h; the accessors are
 * in dr_access.c).
 */
#include "droids/dr_state.h"
#include "toywar/droids.h"

#include <string.h>

/* The scenarios in tw_droids_scenario_kind order (the enum's default first). */
#define DR_SCENARIO_VALUES(FIRST, NEXT)                                                  \
    FIRST("challenge") NEXT("de-mine") NEXT("golden-microchips") NEXT("robot-madness")   \
    NEXT("robot-statue") NEXT("duel") NEXT("robot-killer")
#define DR_OFF_ON(FIRST, NEXT) FIRST("off") NEXT("on")

enum { P_PLAYERS, P_SCENARIO, P_SHOTS, P_TEAMS, P_TURNS };

/* In the order of the enum above. */
#define DR_PARAMS(INT, ENUM)                                                             \
    INT("players", 1, 4, 2,                                                              \
        "how many play; challenge, de-mine, golden-microchips, robot-madness 2-4, "       \
        "robot-statue 2-3, duel 2, robot-killer 1")                                      \
    ENUM("scenario", DR_SCENARIO_VALUES, "which of the seven scenarios is played")       \
    INT("killer_shots", 1, 6, 1,                                                         \
        "robot-killer only: 1 normal shots; 2-5 a hit whenever the droid is in the "     \
        "killer's row or column, covering 1, 2, 3, 5 transmitters; 6 such a hit loses")  \
    ENUM("teams", DR_OFF_ON,                                                             \
         "4 players in challenge or de-mine only: on, south+north against west+east")    \
    INT("max_turns", 1, 1000, 100,                                                       \
        "after this turn the game is a draw among the players still in "                 \
        "(robot-killer: lost)")

static const core_param_spec dr_params[] = CORE_PARAM_TABLE(DR_PARAMS);

#define DR_SUMMARY                                                                       \
    "Droids: program your droid with order chits drawn blind, then send the orders in turn."
#define DR_PLAYERS_MIN 1
#define DR_PLAYERS_MAX 4

static tw_status dr_setup_from_params(dr_state *s, const core_params *params, core_err *err)
{
    return dr_setup(s, params->value[P_PLAYERS], params->value[P_SCENARIO],
                    params->value[P_SHOTS], params->value[P_TEAMS], params->value[P_TURNS], err);
}

static tw_status dr_init(void *state, const core_params *params, core_err *err)
{
    dr_state *s = state;
    memset(s, 0, sizeof *s);
    dr_board_default(s);
    return dr_setup_from_params(s, params, err);
}

static int dr_num_players(const void *state)
{
    return ((const dr_state *)state)->players;
}

static int dr_winner(const void *state)
{
    return dr_result_winner(((const dr_state *)state)->result);
}

/* Cargo boxes in golden-microchips, 0 for an eliminated player (his boxes
 * no longer count); elsewhere 1 for each winner. */
static int dr_scores(const void *state, int *scores)
{
    const dr_state *s = state;
    for (int p = 0; p < s->players; p++) {
        if (s->scenario == DR_SC_CARGO)
            scores[p] = dr_is_in(s, p) ? s->score[p] : 0;
        else if (s->result == DR_RESULT_TEAM_SN || s->result == DR_RESULT_TEAM_WE)
            scores[p] = (p < 2) == (s->result == DR_RESULT_TEAM_SN);
        else
            scores[p] = s->result == p + 1;
    }
    return s->players;
}

const core_game_def dr_game_def = {
    .name = "droids",
    .about = CORE_ABOUT(DR_SUMMARY, DR_PLAYERS_MIN, DR_PLAYERS_MAX, DR_PARAMS),
    .min_players = DR_PLAYERS_MIN,
    .max_players = DR_PLAYERS_MAX,
    .params = dr_params,
    .param_count = sizeof dr_params / sizeof dr_params[0],
    .state_size = sizeof(dr_state),
    .mutable_size = DR_MUTABLE_SIZE,
    .init = dr_init,
    .num_players = dr_num_players,
    .current_player = dr_current_player,
    .legal_moves = dr_legal_moves,
    .chance_weights = dr_chance_weights,
    .apply = dr_apply,
    .move_to_text = dr_move_to_text,
    .move_from_text = dr_move_from_text,
    .to_text = dr_to_text,
    .from_text = dr_from_text,
    .render = dr_render,
    .to_json = dr_to_json,
    .describe = dr_describe,
    .scores = dr_scores,
    .winner = dr_winner,
    .hash = NULL,
    .check = dr_check,
    .hidden = &dr_hidden,
    .apply_events = dr_apply_events,
    .event_text = dr_event_text,
    .event_fields = dr_event_fields,
};

/* ---- games on a host's board --------------------------------------------- */

static tw_status dr_prepare_on_board(void *state, const core_params *params, const void *ctx,
                                  core_err *err)
{
    dr_state *s = state;
    memset(s, 0, sizeof *s);
    if (!ctx)
        return core_fail(err, TW_E_ARG, "tw_droids_new_on_board: board_text is NULL");
    tw_status st = dr_board_parse(s, ctx, err);
    return st == TW_OK ? dr_setup_from_params(s, params, err) : st;
}

tw_status tw_droids_new_on_board(const char *board_text, const char *params, tw_game **out)
{
    return core_game_new_prepared(&dr_game_def, params, dr_prepare_on_board, board_text, out);
}

tw_status tw_droids_check_board(const char *board_text, char *msg, size_t cap)
{
    if (!board_text || (!msg && cap > 0))
        return TW_E_ARG;
    dr_state s;
    core_err err = {{0}};
    memset(&s, 0, sizeof s);
    tw_status st = dr_board_parse(&s, board_text, &err);
    core_sb sb;
    core_sb_init(&sb, msg, cap);
    if (st != TW_OK)
        core_sb_puts(&sb, err.text);
    return st;
}

int tw_droids_default_board(char *buf, size_t cap)
{
    if (!buf && cap > 0)
        return TW_E_ARG;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    core_sb_puts(&sb, dr_default_board_text());
    return core_sb_result(&sb);
}
