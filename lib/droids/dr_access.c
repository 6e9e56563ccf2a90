/* SPDX-License-Identifier: MIT */
/*
 * dr_access.c: the typed read-only accessors of toywar/droids.h.
 *
 * Each one asks the core for the state (which refuses a NULL handle or one
 * that plays another game), checks its own arguments, and reads. The public
 * enums are the internal values (asserted in dr_game.c).
 */
#include "droids/dr_state.h"
#include "toywar/droids.h"

#include <string.h>

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
    return s->start;
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
    return st ? st : s->robot[robot] == DR_NONE ? -1 : s->robot[robot];
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
    return -1;
}

int tw_droids_carried(const tw_game *g, int player, int *count)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (st)
        return st;
    if (count)
        *count = dr_carry_count(s, player);
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
    int chit = s->tx[player][transmitter * DR_BOXES + box];
    if (direction)
        *direction = chit >> 4;
    return chit & 15;
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

int tw_droids_rack_count(const tw_game *g, int viewer, int player, int chit)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    if (!st)
        st = dr_check_range(g, chit, 1, DR_DRAW_KINDS, "chit");
    if (st)
        return st;
    if (viewer == player && !dr_sees_rack(s, viewer, player))
        return core_game_fail(g, TW_E_ARG, "player %d draws blind: his rack is hidden from him "
                              "until his draw is over", player);
    if (!dr_sees_rack(s, viewer, player))
        return core_game_fail(g, TW_E_ARG, "player %d's rack is hidden from viewer %d", player,
                              viewer);
    return dr_rack(s, player, chit);
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

int tw_droids_pile_kind_count(const tw_game *g, int viewer, int chit)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, chit, 1, DR_DRAW_KINDS, "chit");
    if (st)
        return st;
    if (viewer != TW_VIEW_ALL)
        return core_game_fail(g, TW_E_ARG, "the piles are face down: only TW_VIEW_ALL sees them");
    return dr_pile_left(s, chit);
}

int tw_droids_is_eliminated(const tw_game *g, int player)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, player, 0, s->players - 1, "player");
    return st ? st : s->out >> player & 1;
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
    return s->sheet_roll ? s->sheet_roll - 1 : -1;
}

int tw_droids_sheet_order(const tw_game *g, int set, int order, int *direction)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, set, 0, DR_SHEET_SETS - 1, "set");
    if (!st)
        st = dr_check_range(g, order, 0, DR_BOXES - 1, "order");
    if (st)
        return st;
    int o = s->sheet[set * DR_BOXES + order];
    if (direction)
        *direction = o >> 4;
    return o & 15;
}

const char *tw_droids_chit_name(int kind)
{
    /* DR_K_EMPTY, an empty box, is no chit. */
    return kind > TW_DROIDS_CHIT_NONE && kind < TW_DROIDS_CHIT_COUNT ? dr_kinds[kind].name : NULL;
}

/* By robot index: the seats' droids, then tw_droids_robot's. */
static const char *const robot_names[TW_DROIDS_ROBOT_COUNT] = {
    "south droid", "north droid", "west droid", "east droid",
    [TW_DROIDS_ROBOT_REPAIR0] = "repair robot", [TW_DROIDS_ROBOT_REPAIR1] = "repair robot",
    [TW_DROIDS_ROBOT_GREY] = "grey droid",
};

const char *tw_droids_robot_name(int robot)
{
    return robot >= 0 && robot < TW_DROIDS_ROBOT_COUNT ? robot_names[robot] : NULL;
}

/* ---- the turn's state (1.1, docs/abi.md's accessor convention) ---- */

_Static_assert(DR_KILLER == TW_DROIDS_SENDER_KILLER, "the killer's sender number is public");

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

int tw_droids_teams(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->teams != 0;
}

int tw_droids_chooser(const tw_game *g, int *player)
{
    STATE_OR_FAIL(g, s);
    return core_present(s->cur != DR_NONE, s->cur, player);
}

int tw_droids_actor(const tw_game *g, int *sender)
{
    STATE_OR_FAIL(g, s);
    return core_present(s->actor != DR_NONE, s->actor, sender);
}

int tw_droids_obstacles_placed(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->step;
}

int tw_droids_pending_pile(const tw_game *g, int *pile)
{
    STATE_OR_FAIL(g, s);
    return core_present(s->phase == DR_PH_DRAW, s->pile, pile);
}

int tw_droids_pending_chit(const tw_game *g, int *direction)
{
    STATE_OR_FAIL(g, s);
    int kind = s->phase == DR_PH_BOX ? s->chit & 15 : TW_DROIDS_CHIT_NONE;
    int aimed = kind != TW_DROIDS_CHIT_NONE && dr_kind(kind)->dirs != DR_DIR_NONE;
    if (direction)
        *direction = aimed ? s->chit >> 4 : -1; /* 0 would be north */
    return kind;
}

int tw_droids_pending_shot(const tw_game *g, int *target, int *distance)
{
    STATE_OR_FAIL(g, s);
    int rolling = s->phase == DR_PH_SHOT;
    core_present(rolling, s->shot_dist, distance);
    return core_present(rolling, s->shot_target, target);
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

int tw_droids_killer_done(const tw_game *g)
{
    STATE_OR_FAIL(g, s);
    return s->done >> DR_KILLER & 1;
}

int tw_droids_sheet_sent(const tw_game *g, int set, int order)
{
    STATE_OR_FAIL(g, s);
    int st = dr_check_range(g, set, 0, DR_SHEET_SETS - 1, "set");
    if (!st)
        st = dr_check_range(g, order, 0, DR_BOXES - 1, "order");
    return st ? st : (int)(s->ksent >> (set * DR_BOXES + order) & 1);
}
