/* SPDX-License-Identifier: MIT */
/*
 * gh_access.c: the typed read-only accessors of toywar/gearhead.h.
 *
 * Each one asks the core for the state (which refuses a NULL handle or one
 * that plays another game), checks its own arguments, and reads. The public
 * enums are the internal values, which the asserts below pin down, every
 * enumerator and every count.
 */
#include "gearhead/gh_state.h"
#include "toywar/gearhead.h"

#define SAME(a, b) ((int)(a) == (int)(b))
_Static_assert(SAME(TW_GEARHEAD_TOY_NONE, GH_EMPTY) && SAME(TW_GEARHEAD_TOY_BIG_AL, GH_BIG_AL) &&
                   SAME(TW_GEARHEAD_TOY_CLUCKETTA, GH_CLUCKETTA) &&
                   SAME(TW_GEARHEAD_TOY_DEAD_HEAD, GH_DEAD_HEAD) &&
                   SAME(TW_GEARHEAD_TOY_DISASTEROID, GH_DISASTEROID) &&
                   SAME(TW_GEARHEAD_TOY_HANDY, GH_HANDY) &&
                   SAME(TW_GEARHEAD_TOY_KRUSH_KRINGLE, GH_KRINGLE) &&
                   SAME(TW_GEARHEAD_TOY_ORBIT, GH_ORBIT) && SAME(TW_GEARHEAD_TOY_PRESTO, GH_PRESTO) &&
                   SAME(TW_GEARHEAD_TOY_KANGARUFFIAN, GH_KANGARUFFIAN) &&
                   SAME(TW_GEARHEAD_TOY_WALKING_TIMEBOMB, GH_TIMEBOMB) &&
                   SAME(TW_GEARHEAD_TOY_ZAP_BOT, GH_ZAP_BOT) && SAME(TW_GEARHEAD_TOY_ZIGGY, GH_ZIGGY) &&
                   SAME(TW_GEARHEAD_TOY_SMALL_FRY, GH_SMALL_FRY) &&
                   SAME(TW_GEARHEAD_TOY_COUNT, GH_KIND_SLOTS) &&
                   SAME(TW_GEARHEAD_TOY_COUNT, GH_SMALL_FRY + 1),
               "public toy kinds are the internal ones");
_Static_assert(SAME(TW_GEARHEAD_FACING_NORTH, 0) && SAME(TW_GEARHEAD_FACING_SOUTH, 1) &&
                   SAME(TW_GEARHEAD_FACING_COUNT, 2),
               "public facings are gh_controller()'s values: 0 north, 1 south");
_Static_assert(SAME(TW_GEARHEAD_PHASE_ROLLOFF, GH_PH_ROLLOFF) &&
                   SAME(TW_GEARHEAD_PHASE_DRAW, GH_PH_DRAW) &&
                   SAME(TW_GEARHEAD_PHASE_PLACE, GH_PH_PLACE) &&
                   SAME(TW_GEARHEAD_PHASE_ACT, GH_PH_ACT) &&
                   SAME(TW_GEARHEAD_PHASE_ACTIVATION, GH_PH_ACTIVATION) &&
                   SAME(TW_GEARHEAD_PHASE_OVER, GH_PH_OVER) &&
                   SAME(TW_GEARHEAD_PHASE_COUNT, GH_PH_OVER + 1),
               "public phases are the internal ones");
_Static_assert(SAME(TW_GEARHEAD_STEP_NONE, GH_STEP_NONE) &&
                   SAME(TW_GEARHEAD_STEP_ROLL, GH_STEP_ROLL) &&
                   SAME(TW_GEARHEAD_STEP_DIST, GH_STEP_DIST) &&
                   SAME(TW_GEARHEAD_STEP_SIDE, GH_STEP_SIDE) &&
                   SAME(TW_GEARHEAD_STEP_EGG, GH_STEP_EGG) &&
                   SAME(TW_GEARHEAD_STEP_WIND, GH_STEP_WIND) &&
                   SAME(TW_GEARHEAD_STEP_POUND, GH_STEP_POUND) &&
                   SAME(TW_GEARHEAD_STEP_PUNCH, GH_STEP_PUNCH) &&
                   SAME(TW_GEARHEAD_STEP_PUNCH_DIST, GH_STEP_PUNCH_DIST) &&
                   SAME(TW_GEARHEAD_STEP_EXPLODE, GH_STEP_EXPLODE) &&
                   SAME(TW_GEARHEAD_STEP_ZAP, GH_STEP_ZAP) &&
                   SAME(TW_GEARHEAD_STEP_AGAIN, GH_STEP_AGAIN) &&
                   SAME(TW_GEARHEAD_STEP_FILE, GH_STEP_FILE) &&
                   SAME(TW_GEARHEAD_STEP_RANK, GH_STEP_RANK) &&
                   SAME(TW_GEARHEAD_STEP_COUNT, GH_STEP_COUNT),
               "public steps are the internal ones");
_Static_assert(SAME(TW_GEARHEAD_FLAG_ON_BACK << GH_FLAG_SHIFT, GH_ON_BACK) &&
                   SAME(TW_GEARHEAD_FLAG_ZAPPED << GH_FLAG_SHIFT, GH_ZAPPED) &&
                   SAME(TW_GEARHEAD_FLAG_ACTED << GH_FLAG_SHIFT, GH_ACTED) &&
                   SAME(TW_GEARHEAD_FLAG_TURNED << GH_FLAG_SHIFT, GH_TURNED) &&
                   SAME(TW_GEARHEAD_FLAG_IN_PROGRESS << GH_FLAG_SHIFT, GH_IN_PROGRESS),
               "public flags are the internal ones, shifted");

static const gh_state *gh_get(const tw_game *g)
{
    return core_game_state(g, &gh_game_def);
}

static bool gh_kind_ok(int kind)
{
    return kind >= GH_BIG_AL && kind <= GH_SMALL_FRY;
}

static int gh_bad_kind(const tw_game *g, const char *fn, int kind)
{
    return core_game_fail(g, TW_E_ARG, "%s: kind %d is not a toy (1..13)", fn, kind);
}

/* A die as the accessors give it: its face, or TW_NONE while unknown (0). */
static int gh_die(int face)
{
    return face ? face : TW_NONE;
}

/* Writes a square as file and rank, or TW_NONE and TW_NONE when there is none. */
static void gh_put_square(int sq, bool present, int *file, int *rank)
{
    core_put(file, present ? gh_file_of(sq) : TW_NONE);
    core_put(rank, present ? gh_rank_of(sq) : TW_NONE);
}

int tw_gearhead_square(const tw_game *g, int file, int rank, int *facing, int *flags)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    if (file < 0 || file >= GH_FILES || rank < 0 || rank >= GH_RANKS)
        return core_game_fail(g, TW_E_ARG, "tw_gearhead_square: file %d, rank %d is not on "
                              "the board (0..7 each)", file, rank);
    uint16_t toy = gh_square_bits(s, gh_square(file, rank));
    core_put(facing, toy ? gh_controller(toy) : TW_NONE);
    core_put(flags, (int)((toy & GH_FLAGS_MASK) >> GH_FLAG_SHIFT));
    return gh_kind(toy);
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

int tw_gearhead_phase(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->phase : TW_E_ARG;
}

int tw_gearhead_turn_player(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->owner : TW_E_ARG;
}

tw_status tw_gearhead_active_square(const tw_game *g, int *file, int *rank, int *step)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    gh_put_square(s->act_sq, s->phase == GH_PH_ACTIVATION, file, rank);
    core_put(step, s->step);
    return TW_OK;
}

tw_status tw_gearhead_dice(const tw_game *g, int *move_roll, int *distance, int *presto_file,
                           int *second_move)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    core_put(move_roll, gh_die(s->roll));
    core_put(distance, gh_die(s->dist));
    core_put(presto_file, gh_die(s->file));
    core_put(second_move, s->second);
    return TW_OK;
}

tw_status tw_gearhead_punch_target(const tw_game *g, int *file, int *rank)
{
    const gh_state *s = gh_get(g);
    if (!s)
        return TW_E_ARG;
    gh_put_square(s->target, s->phase == GH_PH_ACTIVATION && s->step == GH_STEP_PUNCH_DIST, file,
                  rank);
    return TW_OK;
}

int tw_gearhead_drawn(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->drawn : TW_E_ARG;
}

int tw_gearhead_rolloff(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? gh_die(s->rolloff) : TW_E_ARG;
}

int tw_gearhead_idle_turns(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->idle : TW_E_ARG;
}

int tw_gearhead_has_moved(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->changed != 0 : 0;
}

int tw_gearhead_has_placed_moves(const tw_game *g)
{
    const gh_state *s = gh_get(g);
    return s ? s->placed_moves != 0 : 0;
}

const char *tw_gearhead_toy_name(int kind)
{
    return gh_kind_ok(kind) ? gh_toy_of(kind)->name : NULL;
}

const char *tw_gearhead_toy_code(int kind)
{
    return gh_kind_ok(kind) ? gh_toy_of(kind)->code : NULL;
}

const char *tw_gearhead_phase_name(int phase)
{
    return phase >= 0 && phase < TW_GEARHEAD_PHASE_COUNT ? gh_phase_names[phase] : NULL;
}
