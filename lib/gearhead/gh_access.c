/* SPDX-License-Identifier: MIT */
/*
 * gh_access.c: the typed read-only accessors of toywar/gearhead.h.
 *
 * Each one asks the core for the state (which refuses a NULL handle or one
 * that plays another game), checks its own arguments, and reads. The public
 * enums are the internal values, which the asserts below pin down.
 */
#include "gearhead/gh_state.h"
#include "toywar/gearhead.h"

#define SAME(a, b) ((int)(a) == (int)(b))
_Static_assert(SAME(TW_GH_BIG_AL, GH_BIG_AL) && SAME(TW_GH_ZIGGY, GH_ZIGGY) &&
                   SAME(TW_GH_SMALL_FRY, GH_SMALL_FRY) && SAME(TW_GH_TOY_KINDS, GH_KIND_SLOTS),
               "public toy kinds are the internal ones");
_Static_assert(SAME(TW_GH_PHASE_ROLLOFF, GH_PH_ROLLOFF) &&
                   SAME(TW_GH_PHASE_ACTIVATION, GH_PH_ACTIVATION) &&
                   SAME(TW_GH_PHASE_OVER, GH_PH_OVER),
               "public phases are the internal ones");
_Static_assert(SAME(TW_GH_STEP_ROLL, GH_STEP_ROLL) &&
                   SAME(TW_GH_STEP_PUNCH_DIST, GH_STEP_PUNCH_DIST) &&
                   SAME(TW_GH_STEP_RANK, GH_STEP_RANK) && SAME(TW_GH_STEP_RANK + 1, GH_STEP_COUNT),
               "public steps are the internal ones");
_Static_assert(SAME(TW_GH_FLAG_ON_BACK << GH_FLAG_SHIFT, GH_ON_BACK) &&
                   SAME(TW_GH_FLAG_IN_PROGRESS << GH_FLAG_SHIFT, GH_IN_PROGRESS),
               "public flags are the internal ones, shifted");

static const gh_state *gh_get(const tw_game *g)
{
    return core_game_state(g, &gh_game_def);
}

static bool gh_kind_ok(int kind)
{
    return kind >= GH_BIG_AL && kind <= GH_SMALL_FRY;
}

static tw_status gh_null_out(const tw_game *g, const char *fn)
{
    return core_game_fail(g, TW_E_ARG, "%s: an out-parameter is NULL", fn);
}

static int gh_bad_kind(const tw_game *g, const char *fn, int kind)
{
    return core_game_fail(g, TW_E_ARG, "%s: kind %d is not a toy (1..13)", fn, kind);
}

/* Writes a square as file and rank, or -1 and -1 when there is none. */
static void gh_put_square(int sq, bool present, int *file, int *rank)
{
    *file = present ? gh_file_of(sq) : -1;
    *rank = present ? gh_rank_of(sq) : -1;
}

tw_status tw_gearhead_square(const tw_game *g, int file, int rank, int *kind, int *facing,
                             int *flags)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!kind || !facing || !flags)
        return gh_null_out(g, "tw_gearhead_square");
    if (file < 0 || file >= GH_FILES || rank < 0 || rank >= GH_RANKS)
        return core_game_fail(g, TW_E_ARG, "tw_gearhead_square: file %d, rank %d is not on "
                              "the board (0..7 each)", file, rank);
    uint16_t toy = gh_square_bits(s, gh_square(file, rank));
    *kind = gh_kind(toy);
    *facing = gh_controller(toy);
    *flags = (int)((toy & GH_FLAGS_MASK) >> GH_FLAG_SHIFT);
    return TW_OK;
}

int tw_gearhead_cup_count(const tw_game *g, int kind)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    return gh_kind_ok(kind) ? gh_pile_count(s->cup, kind) : gh_bad_kind(g, "tw_gearhead_cup_count", kind);
}

int tw_gearhead_cup_total(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? gh_cup_total(s) : TW_E_ARG;
}

int tw_gearhead_discard_count(const tw_game *g, int kind)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    return gh_kind_ok(kind) ? gh_pile_count(s->discard, kind) : gh_bad_kind(g, "tw_gearhead_discard_count", kind);
}

int tw_gearhead_victory_count(const tw_game *g, int player, int kind)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (player != 0 && player != 1)
        return core_game_fail(g, TW_E_ARG, "tw_gearhead_victory_count: player %d is not 0 or 1",
                              player);
    return gh_kind_ok(kind) ? gh_pile_count(s->victory[player], kind)
                            : gh_bad_kind(g, "tw_gearhead_victory_count", kind);
}

tw_status tw_gearhead_phase(const tw_game *g, int *phase)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!phase)
        return gh_null_out(g, "tw_gearhead_phase");
    *phase = s->phase;
    return TW_OK;
}

tw_status tw_gearhead_turn_owner(const tw_game *g, int *player)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!player)
        return gh_null_out(g, "tw_gearhead_turn_owner");
    *player = s->owner;
    return TW_OK;
}

tw_status tw_gearhead_active_square(const tw_game *g, int *file, int *rank, int *step)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!file || !rank || !step)
        return gh_null_out(g, "tw_gearhead_active_square");
    gh_put_square(s->act_sq, s->phase == GH_PH_ACTIVATION, file, rank);
    *step = s->step;
    return TW_OK;
}

tw_status tw_gearhead_dice(const tw_game *g, int *move_roll, int *distance, int *presto_file,
                           int *second_move)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!move_roll || !distance || !presto_file || !second_move)
        return gh_null_out(g, "tw_gearhead_dice");
    *move_roll = s->roll;
    *distance = s->dist;
    *presto_file = s->file;
    *second_move = s->second;
    return TW_OK;
}

tw_status tw_gearhead_punch_target(const tw_game *g, int *file, int *rank)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!file || !rank)
        return gh_null_out(g, "tw_gearhead_punch_target");
    gh_put_square(s->target, s->phase == GH_PH_ACTIVATION && s->step == GH_STEP_PUNCH_DIST, file,
                  rank);
    return TW_OK;
}

tw_status tw_gearhead_drawn(const tw_game *g, int *kind)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!kind)
        return gh_null_out(g, "tw_gearhead_drawn");
    *kind = s->drawn;
    return TW_OK;
}

tw_status tw_gearhead_rolloff(const tw_game *g, int *roll)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (!roll)
        return gh_null_out(g, "tw_gearhead_rolloff");
    *roll = s->rolloff;
    return TW_OK;
}

int tw_gearhead_idle_turns(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->idle : TW_E_ARG;
}

int tw_gearhead_moved_this_turn(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->changed : TW_E_ARG;
}

int tw_gearhead_placed_moves(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->placed_moves : TW_E_ARG;
}

const char *tw_gearhead_toy_name(int kind)
{
    return gh_kind_ok(kind) ? gh_toy_of(kind)->name : NULL;
}

int tw_gearhead_toy_letter(int kind)
{
    return gh_kind_ok(kind) ? gh_toy_of(kind)->letter : 0;
}
