/*
 * dr_game.c: Droids as the core sees it (the one core_game_def), its
 * params, and the public functions of toywar/droids.h.
 */
#include "droids/dr_internal.h"
#include "toywar/droids.h"

#include <string.h>

_Static_assert((int)TW_DROIDS_CHIT_X == (int)DR_K_X, "public chit numbers are the internal ones");
_Static_assert((int)TW_DROIDS_PH_OVER == (int)DR_PH_OVER, "public phases are the internal ones");
_Static_assert((int)TW_DROIDS_OBJ_STATUE == (int)DR_OBJ_STATUE, "public objects are the internal ones");
_Static_assert((int)TW_DROIDS_ROBOT_KILLER == (int)DR_SC_KILLER, "public scenarios are the internal ones");

static const char *const scenario_values[] = {
    "challenge", "de-mine", "golden-microchips", "robot-madness", "robot-statue", "duel",
    "robot-killer", NULL};
static const char *const onoff_values[] = {"off", "on", NULL};

enum { P_PLAYERS, P_SCENARIO, P_SHOTS, P_TEAMS, P_TURNS };

static const core_param_spec dr_params[] = {
    {"players", CORE_PARAM_INT, 1, 4, NULL, 2, "players, 1..4 (each scenario allows some)"},
    {"scenario", CORE_PARAM_ENUM, 0, 0, scenario_values, 0, "which of the seven scenarios"},
    {"killer_shots", CORE_PARAM_INT, 1, 6, NULL, 1,
     "robot-killer: how the killer's shots hurt (the seed's options 1..6)"},
    {"teams", CORE_PARAM_ENUM, 0, 0, onoff_values, 0,
     "4 players in challenge or de-mine: south+north against west+east"},
    {"max_turns", CORE_PARAM_INT, 1, 1000, NULL, 100,
     "turns before the game ends as a draw among the players still in"},
};

static const char dr_about[] =
    "Droids: program your droid with order chits drawn blind, then send the orders in turn.\n"
    "players=1..4 (default 2)\n"
    "scenario=challenge (2-4) | de-mine (2-4) | golden-microchips (2-4) | robot-madness (2-4)\n"
    "         | robot-statue (2-3) | duel (2) | robot-killer (1); default challenge\n"
    "killer_shots=1..6 (robot-killer only; default 1)\n"
    "teams=off|on (4 players, challenge or de-mine; default off)\n"
    "max_turns=1..1000 (default 100)\n"
    "seed=N\n";

static tw_status setup_from_params(dr_state *s, const core_params *params, core_err *err)
{
    return dr_setup(s, params->value[P_PLAYERS], params->value[P_SCENARIO],
                    params->value[P_SHOTS], params->value[P_TEAMS], params->value[P_TURNS], err);
}

static tw_status dr_init(void *state, const core_params *params, core_err *err)
{
    dr_state *s = state;
    memset(s, 0, sizeof *s);
    dr_board_default(s);
    return setup_from_params(s, params, err);
}

static int dr_num_players(const void *state)
{
    return ((const dr_state *)state)->players;
}

const core_game_def dr_game_def = {
    .name = "droids",
    .about = dr_about,
    .min_players = 1,
    .max_players = 4,
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
};

/* ---- games on a host's board --------------------------------------------- */

static tw_status prepare_on_board(void *state, const core_params *params, const void *ctx,
                                  core_err *err)
{
    dr_state *s = state;
    memset(s, 0, sizeof *s);
    if (!ctx)
        return core_fail(err, TW_E_ARG, "tw_droids_new_on_board: board_text is NULL");
    tw_status st = dr_board_parse(s, ctx, err);
    return st == TW_OK ? setup_from_params(s, params, err) : st;
}

tw_status tw_droids_new_on_board(const char *board_text, const char *params, tw_game **out)
{
    return core_game_new_prepared(&dr_game_def, params, prepare_on_board, board_text, out);
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

/* ---- accessors --------------------------------------------------------------- */

static const dr_state *state_of(const tw_game *g)
{
    return core_game_state(g, &dr_game_def);
}

static int check_range(const tw_game *g, int v, int lo, int hi, const char *what)
{
    if (v < lo || v > hi)
        return core_game_fail(g, TW_E_ARG, "%s %d is out of range (%d..%d)", what, v, lo, hi);
    return TW_OK;
}

#define STATE_OR_FAIL(g, s)                                                                   \
    const dr_state *s = state_of(g);                                                          \
    if (!s)                                                                                   \
        return TW_E_ARG

int tw_droids_scenario(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->scenario;
}

int tw_droids_phase(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->phase;
}

int tw_droids_turn(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->turn;
}

int tw_droids_start_player(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->start;
}

int tw_droids_terrain(const tw_game *g, int square)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, square, 0, DR_SQUARES - 1, "square");
    return st ? st : dr_terrain(s, square);
}

int tw_droids_object(const tw_game *g, int square)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, square, 0, DR_SQUARES - 1, "square");
    return st ? st : dr_object(s, square);
}

int tw_droids_start_square(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, DR_SEATS - 1, "player");
    return st ? st : s->start_sq[player];
}

int tw_droids_robot_square(const tw_game *g, int robot)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, robot, 0, DR_ROBOTS - 1, "robot");
    return st ? st : s->robot[robot] == DR_NONE ? -1 : s->robot[robot];
}

int tw_droids_robot_at(const tw_game *g, int square)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, square, 0, DR_SQUARES - 1, "square");
    if (st)
        return st;
    for (int r = 0; r < DR_ROBOTS; r++)
        if (s->robot[r] == square)
            return r;
    return -1;
}

int tw_droids_carried(const tw_game *g, int player, int *count)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, s->players - 1, "player");
    if (st)
        return st;
    if (count)
        *count = dr_carry_count(s, player);
    return dr_carry_kind(s, player);
}

int tw_droids_covered(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->covered[player];
}

int tw_droids_box(const tw_game *g, int player, int transmitter, int box, int *direction)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, s->players - 1, "player");
    if (!st)
        st = check_range(g, transmitter, 0, DR_TX - 1, "transmitter");
    if (!st)
        st = check_range(g, box, 0, DR_BOXES - 1, "box");
    if (st)
        return st;
    int chit = s->tx[player][transmitter * DR_BOXES + box];
    if (direction)
        *direction = chit >> 4;
    return chit & 15;
}

int tw_droids_rack_size(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, s->players - 1, "player");
    if (st)
        return st;
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_rack(s, player, k);
    return n;
}

int tw_droids_rack_count(const tw_game *g, int viewer, int player, int chit)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, s->players - 1, "player");
    if (!st)
        st = check_range(g, chit, 1, DR_DRAW_KINDS, "chit");
    if (st)
        return st;
    if (viewer != TW_VIEW_ALL && viewer != player)
        return core_game_fail(g, TW_E_ARG, "player %d's rack is hidden from viewer %d", player,
                              viewer);
    return dr_rack(s, player, chit);
}

int tw_droids_pile_count(const tw_game *g, int pile)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, pile, 0, DR_PILES - 1, "pile");
    if (st)
        return st;
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_kind(k)->pile == pile ? dr_pile_left(s, k) : 0;
    return n;
}

int tw_droids_pile_kind_count(const tw_game *g, int viewer, int chit)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, chit, 1, DR_DRAW_KINDS, "chit");
    if (st)
        return st;
    if (viewer != TW_VIEW_ALL)
        return core_game_fail(g, TW_E_ARG, "the piles are face down: only TW_VIEW_ALL sees them");
    return dr_pile_left(s, chit);
}

int tw_droids_is_eliminated(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->out >> player & 1;
}

int tw_droids_cargo_score(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->score[player];
}

int tw_droids_sheet_position(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->sheet_roll ? s->sheet_roll - 1 : -1;
}

int tw_droids_sheet_order(const tw_game *g, int set, int order, int *direction)
{
    STATE_OR_FAIL(g, s);
    int st = check_range(g, set, 0, DR_SHEET_SETS - 1, "set");
    if (!st)
        st = check_range(g, order, 0, DR_BOXES - 1, "order");
    if (st)
        return st;
    int o = s->sheet[set * DR_BOXES + order];
    if (direction)
        *direction = o >> 4;
    return o & 15;
}
