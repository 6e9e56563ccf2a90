/* SPDX-License-Identifier: MIT */
/*
 * dr_access.c: the typed read-only accessors of toywar/droids.h.
 *
 * Each one asks the core for the state (which refuses a NULL handle or one
 * that plays another game), checks its own arguments, and reads. The public
 * enums are the internal values, which the asserts below pin down, every
 * enumerator and every count.
 */
#include "droids/dr_state.h"
#include "toywar/droids.h"

#include <string.h>

#define SAME(a, b) ((int)(a) == (int)(b))
_Static_assert(SAME(TW_DROIDS_TERRAIN_LAND, DR_LAND) && SAME(TW_DROIDS_TERRAIN_WATER, DR_WATER) &&
                   SAME(TW_DROIDS_TERRAIN_FIXED, DR_FIXED) &&
                   SAME(TW_DROIDS_TERRAIN_COUNT, DR_FIXED + 1),
               "public terrains are the internal ones");
_Static_assert(SAME(TW_DROIDS_OBJECT_NONE, DR_OBJ_NONE) &&
                   SAME(TW_DROIDS_OBJECT_OBSTACLE, DR_OBJ_OBSTACLE) &&
                   SAME(TW_DROIDS_OBJECT_MINE, DR_OBJ_MINE) &&
                   SAME(TW_DROIDS_OBJECT_CARGO, DR_OBJ_CARGO) &&
                   SAME(TW_DROIDS_OBJECT_STATUE, DR_OBJ_STATUE) &&
                   SAME(TW_DROIDS_OBJECT_COUNT, DR_OBJECTS),
               "public objects are the internal ones");
_Static_assert(SAME(TW_DROIDS_CHIT_NONE, DR_K_EMPTY) && SAME(TW_DROIDS_CHIT_V1, DR_K_V1) &&
                   SAME(TW_DROIDS_CHIT_VD, DR_K_VD) && SAME(TW_DROIDS_CHIT_V2, DR_K_V2) &&
                   SAME(TW_DROIDS_CHIT_VF, DR_K_VF) && SAME(TW_DROIDS_CHIT_B1, DR_K_B1) &&
                   SAME(TW_DROIDS_CHIT_BD, DR_K_BD) && SAME(TW_DROIDS_CHIT_G1, DR_K_G1) &&
                   SAME(TW_DROIDS_CHIT_GF, DR_K_GF) && SAME(TW_DROIDS_CHIT_G2, DR_K_G2) &&
                   SAME(TW_DROIDS_CHIT_GR, DR_K_GR) && SAME(TW_DROIDS_CHIT_SHOOT, DR_K_SHOOT) &&
                   SAME(TW_DROIDS_CHIT_PICK, DR_K_PICK) &&
                   SAME(TW_DROIDS_CHIT_INTERFERE, DR_K_INTERFERE) &&
                   SAME(TW_DROIDS_CHIT_X, DR_K_X) && SAME(TW_DROIDS_CHIT_COUNT, DR_KIND_COUNT) &&
                   SAME(TW_DROIDS_CHIT_INTERFERE, DR_DRAW_KINDS),
               "public chits are the internal ones");
_Static_assert(SAME(TW_DROIDS_DIR_N, DR_N) && SAME(TW_DROIDS_DIR_E, DR_E) &&
                   SAME(TW_DROIDS_DIR_S, DR_S) && SAME(TW_DROIDS_DIR_W, DR_W) &&
                   SAME(TW_DROIDS_DIR_NE, DR_NE) && SAME(TW_DROIDS_DIR_SE, DR_SE) &&
                   SAME(TW_DROIDS_DIR_SW, DR_SW) && SAME(TW_DROIDS_DIR_NW, DR_NW) &&
                   SAME(TW_DROIDS_DIR_COUNT, DR_DIRS),
               "public directions are the internal ones");
_Static_assert(SAME(TW_DROIDS_ROBOT_SOUTH, DR_R_DROID0) &&
                   SAME(TW_DROIDS_ROBOT_NORTH, DR_R_DROID0 + 1) &&
                   SAME(TW_DROIDS_ROBOT_WEST, DR_R_DROID0 + 2) &&
                   SAME(TW_DROIDS_ROBOT_EAST, DR_R_DROID0 + DR_SEATS - 1) &&
                   SAME(TW_DROIDS_ROBOT_REPAIR0, DR_R_REPAIR0) &&
                   SAME(TW_DROIDS_ROBOT_REPAIR1, DR_R_REPAIR1) &&
                   SAME(TW_DROIDS_ROBOT_GREY, DR_R_GREY) && SAME(TW_DROIDS_ROBOT_COUNT, DR_ROBOTS),
               "public robot indices are the internal ones");
_Static_assert(SAME(TW_DROIDS_PILE_VIOLET, DR_P_VIOLET) && SAME(TW_DROIDS_PILE_BLUE, DR_P_BLUE) &&
                   SAME(TW_DROIDS_PILE_GREY, DR_P_GREY) && SAME(TW_DROIDS_PILE_RED, DR_P_RED) &&
                   SAME(TW_DROIDS_PILE_COUNT, DR_PILES),
               "public piles are the internal ones");
_Static_assert(SAME(TW_DROIDS_SCENARIO_CHALLENGE, DR_SC_CHALLENGE) &&
                   SAME(TW_DROIDS_SCENARIO_DEMINE, DR_SC_DEMINE) &&
                   SAME(TW_DROIDS_SCENARIO_GOLDEN_MICROCHIPS, DR_SC_CARGO) &&
                   SAME(TW_DROIDS_SCENARIO_ROBOT_MADNESS, DR_SC_MADNESS) &&
                   SAME(TW_DROIDS_SCENARIO_ROBOT_STATUE, DR_SC_STATUE) &&
                   SAME(TW_DROIDS_SCENARIO_DUEL, DR_SC_DUEL) &&
                   SAME(TW_DROIDS_SCENARIO_ROBOT_KILLER, DR_SC_KILLER) &&
                   SAME(TW_DROIDS_SCENARIO_COUNT, DR_SCENARIOS),
               "public scenarios are the internal ones");
_Static_assert(SAME(TW_DROIDS_PHASE_FIRST, DR_PH_FIRST) && SAME(TW_DROIDS_PHASE_SETUP, DR_PH_SETUP) &&
                   SAME(TW_DROIDS_PHASE_PILE, DR_PH_PILE) && SAME(TW_DROIDS_PHASE_DRAW, DR_PH_DRAW) &&
                   SAME(TW_DROIDS_PHASE_TAKE, DR_PH_TAKE) && SAME(TW_DROIDS_PHASE_CHIT, DR_PH_CHIT) &&
                   SAME(TW_DROIDS_PHASE_BOX, DR_PH_BOX) && SAME(TW_DROIDS_PHASE_SHEET, DR_PH_SHEET) &&
                   SAME(TW_DROIDS_PHASE_SEND, DR_PH_SEND) && SAME(TW_DROIDS_PHASE_SHOT, DR_PH_SHOT) &&
                   SAME(TW_DROIDS_PHASE_PICK, DR_PH_PICKUP) &&
                   SAME(TW_DROIDS_PHASE_PUT, DR_PH_PUTDOWN) &&
                   SAME(TW_DROIDS_PHASE_UNCOVER, DR_PH_UNCOVER) &&
                   SAME(TW_DROIDS_PHASE_MINE, DR_PH_MINE) &&
                   SAME(TW_DROIDS_PHASE_COVER, DR_PH_COVER) &&
                   SAME(TW_DROIDS_PHASE_OVER, DR_PH_OVER) && SAME(TW_DROIDS_PHASE_COUNT, DR_PHASES),
               "public phases are the internal ones");
_Static_assert(SAME(TW_DROIDS_SENDER_KILLER, DR_KILLER), "the killer's sender number is public");

static const dr_state *dr_state_of(const tw_game *g)
{
    return core_game_state(g, &dr_game_def);
}

static int dr_check_range(const tw_game *g, int v, int lo, int hi, const char *what)
{
    if (v < lo || v > hi)
        return core_game_fail(g, TW_E_ARG, "%s %d is out of range (%d..%d)", what, v, lo, hi);
    return TW_OK;
}

/* viewer: a player of the game or TW_VIEW_ALL. */
static int dr_check_viewer(const tw_game *g, const dr_state *s, int viewer)
{
    return viewer == TW_VIEW_ALL ? TW_OK : dr_check_range(g, viewer, 0, s->players - 1, "viewer");
}

/* A box or a sheet order (kind | direction << 4): returns the chit and
 * writes its direction, TW_NONE for no chit or one that takes none. */
static int dr_order_of(int order, int *direction)
{
    int kind = order & 15;
    core_put(direction, kind != DR_K_EMPTY && dr_kind(kind)->dirs != DR_DIR_NONE ? order >> 4
                                                                                  : TW_NONE);
    return kind;
}

#define STATE_OR_FAIL(g, s)                                                                   \
    const dr_state *s = dr_state_of(g);                                                          \
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
    return core_or_none(s->phase != DR_PH_FIRST, s->start);
}

int tw_droids_terrain(const tw_game *g, int square)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, square, 0, DR_SQUARES - 1, "square");
    return st ? st : dr_terrain(s, square);
}

int tw_droids_object(const tw_game *g, int square)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, square, 0, DR_SQUARES - 1, "square");
    return st ? st : dr_object(s, square);
}

int tw_droids_start_square(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, DR_SEATS - 1, "player");
    return st ? st : s->start_sq[player];
}

int tw_droids_robot_square(const tw_game *g, int robot)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, robot, 0, DR_ROBOTS - 1, "robot");
    return st ? st : core_or_none(s->robot[robot] != DR_NONE, s->robot[robot]);
}

int tw_droids_robot_at(const tw_game *g, int square)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, square, 0, DR_SQUARES - 1, "square");
    if (st)
        return st;
    for (int r = 0; r < DR_ROBOTS; r++)
        if (s->robot[r] == square)
            return r;
    return TW_NONE;
}

int tw_droids_carried(const tw_game *g, int player, int *count)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (st)
        return st;
    core_put(count, dr_carry_count(s, player));
    return dr_carry_kind(s, player);
}

int tw_droids_covered(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->covered[player];
}

int tw_droids_box(const tw_game *g, int player, int transmitter, int box, int *direction)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (!st)
        st = dr_check_range(g, transmitter, 0, DR_TX - 1, "transmitter");
    if (!st)
        st = dr_check_range(g, box, 0, DR_BOXES - 1, "box");
    if (st)
        return st;
    return dr_order_of(s->tx[player][transmitter * DR_BOXES + box], direction);
}

int tw_droids_rack_size(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (st)
        return st;
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_rack(s, player, k);
    return n;
}

int tw_droids_rack_pile_count(const tw_game *g, int player, int pile)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (!st)
        st = dr_check_range(g, pile, 0, DR_PILES - 1, "pile");
    return st ? st : dr_rack_pile_count(s, player, pile);
}

int tw_droids_rack_count(const tw_game *g, int player, int chit, int viewer)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (!st)
        st = dr_check_range(g, chit, 1, DR_DRAW_KINDS, "chit");
    if (!st)
        st = dr_check_viewer(g, s, viewer);
    if (st)
        return st;
    return dr_sees_rack(s, viewer, player) ? dr_rack(s, player, chit) : TW_HIDDEN;
}

int tw_droids_pile_count(const tw_game *g, int pile)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, pile, 0, DR_PILES - 1, "pile");
    if (st)
        return st;
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_kind(k)->pile == pile ? dr_pile_left(s, k) : 0;
    return n;
}

int tw_droids_pile_kind_count(const tw_game *g, int chit, int viewer)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, chit, 1, DR_DRAW_KINDS, "chit");
    if (!st)
        st = dr_check_viewer(g, s, viewer);
    if (st)
        return st;
    return viewer == TW_VIEW_ALL ? dr_pile_left(s, chit) : TW_HIDDEN; /* the piles are face down */
}

int tw_droids_is_eliminated(const tw_game *g, int player)
{
    const dr_state *s = dr_state_of(g);
    if (!s || dr_check_range(g, player, 0, s->players - 1, "player"))
        return 0;
    return s->out >> player & 1;
}

int tw_droids_cargo_score(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->score[player];
}

int tw_droids_sheet_position(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return core_or_none(s->sheet_roll != 0, s->sheet_roll - 1);
}

int tw_droids_sheet_order(const tw_game *g, int set, int order, int *direction)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, set, 0, DR_SHEET_SETS - 1, "set");
    if (!st)
        st = dr_check_range(g, order, 0, DR_BOXES - 1, "order");
    if (st)
        return st;
    return dr_order_of(s->sheet[set * DR_BOXES + order], direction);
}

/* ---- the turn's state ---- */

int tw_droids_max_turns(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->max_turns;
}

int tw_droids_killer_shots(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->killer_shots;
}

int tw_droids_has_teams(const tw_game *g)
{
    const dr_state *s = dr_state_of(g);
    return s ? s->teams != 0 : 0;
}

int tw_droids_chooser(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return core_or_none(s->cur != DR_NONE, s->cur);
}

int tw_droids_actor(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return core_or_none(s->actor != DR_NONE, s->actor);
}

int tw_droids_obstacles_placed(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->step;
}

int tw_droids_pending_pile(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return core_or_none(s->phase == DR_PH_DRAW, s->pile);
}

int tw_droids_pending_chit(const tw_game *g, int *direction)
{
    STATE_OR_FAIL(g, s);
    return dr_order_of(s->phase == DR_PH_BOX ? s->chit : DR_K_EMPTY, direction);
}

int tw_droids_pending_shot(const tw_game *g, int *distance)
{
    STATE_OR_FAIL(g, s);
    int rolling = s->phase == DR_PH_SHOT;
    core_put(distance, core_or_none(rolling, s->shot_dist));
    return core_or_none(rolling, s->shot_target);
}

int tw_droids_hits_pending(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->hits[player];
}

int tw_droids_mine_rolls_pending(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->rolls[player];
}

int tw_droids_player_flags(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (st)
        return st;
    return (s->out >> player & 1) * TW_DROIDS_FLAG_ELIMINATED |
           (s->passed >> player & 1) * TW_DROIDS_FLAG_PASSED |
           (s->done >> player & 1) * TW_DROIDS_FLAG_DONE |
           (s->sent >> player & 1) * TW_DROIDS_FLAG_SENT;
}

int tw_droids_is_killer_done(const tw_game *g)
{
    const dr_state *s = dr_state_of(g);
    return s ? s->done >> DR_KILLER & 1 : 0;
}

int tw_droids_is_sheet_sent(const tw_game *g, int set, int order)
{
    const dr_state *s = dr_state_of(g);
    if (!s || dr_check_range(g, set, 0, DR_SHEET_SETS - 1, "set") ||
        dr_check_range(g, order, 0, DR_BOXES - 1, "order"))
        return 0;
    return (int)(s->ksent >> (set * DR_BOXES + order) & 1);
}

/* ---- names and codes ---- */

const char *tw_droids_chit_name(int kind)
{
    /* DR_K_EMPTY, an empty box, is no chit. */
    return kind > DR_K_EMPTY && kind < DR_KIND_COUNT ? dr_kinds[kind].name : NULL;
}

const char *tw_droids_chit_code(int kind)
{
    return kind > DR_K_EMPTY && kind < DR_KIND_COUNT ? dr_kinds[kind].code : NULL;
}

const char *tw_droids_robot_name(int robot)
{
    return robot >= 0 && robot < DR_ROBOTS ? dr_robots[robot].name : NULL;
}

const char *tw_droids_robot_code(int robot)
{
    return robot >= 0 && robot < DR_ROBOTS ? dr_robots[robot].code : NULL;
}

/* DR_OBJ_NONE, nothing, has neither name nor code (NULL in the table). */
const char *tw_droids_object_name(int kind)
{
    return kind >= 0 && kind < DR_OBJECTS ? dr_objects[kind].name : NULL;
}

const char *tw_droids_object_code(int kind)
{
    return kind >= 0 && kind < DR_OBJECTS ? dr_objects[kind].code : NULL;
}

const char *tw_droids_pile_name(int pile)
{
    return pile >= 0 && pile < DR_PILES ? dr_piles[pile].name : NULL;
}

const char *tw_droids_pile_code(int pile)
{
    return pile >= 0 && pile < DR_PILES ? dr_piles[pile].code : NULL;
}

const char *tw_droids_phase_name(int phase)
{
    return phase >= 0 && phase < DR_PHASES ? dr_phase_names[phase] : NULL;
}
