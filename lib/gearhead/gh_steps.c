/* SPDX-License-Identifier: MIT */
/*
 * gh_steps.c: one toy's activation, from its dice to its last effect.
 *
 * An activation is a short sequence of steps (gh_step): dice (chance nodes),
 * choices (decisions), and everything in between resolved at once. The step
 * table says, per step, what it keeps of the dice already known, when it is
 * offered, and which moves answer it; each answer has one small handler.
 * A Handy's wind does not nest: the wound toy's free move replaces the
 * Handy's activation (nothing of the Handy's is left to do), and the
 * in-progress flag on each winding Handy is all the chain needs to remember.
 */
#include "gearhead/gh_state.h"

#define KEEP_DICE (GH_KEEP_ROLL | GH_KEEP_DIST | GH_KEEP_SECOND)

/* In `what`: '#' the turn owner, '$' the toy's name, '@' its square. */
const gh_step_info gh_steps[GH_STEP_COUNT] = {
    [GH_STEP_ROLL] = {"roll", "$ at @ rolls its move die", 0, true, GH_KEEP_SECOND,
                      GH_OFFER_ALWAYS, 0, 0, 0},
    [GH_STEP_DIST] = {"dist", "$ at @ rolls its distance die", 6, true,
                      GH_KEEP_ROLL | GH_KEEP_SECOND, GH_OFFER_ALWAYS, 0, 0, 0},
    [GH_STEP_SIDE] = {"side", "player # chooses the side of $'s diagonal move at @", 0, false,
                      KEEP_DICE, GH_OFFER_ALWAYS, 0, GH_MV_LEFT, GH_MV_RIGHT},
    [GH_STEP_EGG] = {"egg", "player # chooses where $ at @ lays her egg", 0, false, 0,
                     GH_OFFER_EMPTY, GH_MV_EGG, 0, 0},
    [GH_STEP_WIND] = {"wind", "player # chooses the toy $ at @ winds up", 0, false, 0,
                      GH_OFFER_WINDABLE, GH_MV_WIND, 0, 0},
    [GH_STEP_POUND] = {"pound", "player # decides whether $ at @ pounds the ground", 0, false, 0,
                       GH_OFFER_TOY, 0, GH_MV_POUND, GH_MV_DECLINE},
    [GH_STEP_PUNCH] = {"punch", "player # chooses the toy $ at @ punches", 0, false, 0,
                       GH_OFFER_TOY, GH_MV_PUNCH, 0, 0},
    [GH_STEP_PUNCH_DIST] = {"punch", "$ at @ rolls the d3 of its punch", 3, true, GH_KEEP_TARGET,
                            GH_OFFER_ALWAYS, 0, 0, 0},
    [GH_STEP_EXPLODE] = {"explode", "player # decides whether $ at @ explodes", 0, false, 0,
                         GH_OFFER_ALWAYS, 0, GH_MV_EXPLODE, GH_MV_DECLINE},
    [GH_STEP_ZAP] = {"zap", "player # chooses the toy $ at @ zaps", 0, false, 0, GH_OFFER_TOY,
                     GH_MV_ZAP, 0, 0},
    [GH_STEP_AGAIN] = {"again", "player # decides whether $ at @ makes a second move", 0, false,
                       0, GH_OFFER_UPRIGHT, 0, GH_MV_AGAIN, GH_MV_DECLINE},
    [GH_STEP_FILE] = {"file", "$ at @ rolls the file he reappears on", 8, true, 0,
                      GH_OFFER_ALWAYS, 0, 0, 0},
    [GH_STEP_RANK] = {"rank", "$ at @ rolls the rank he reappears on", 8, true, GH_KEEP_FILE,
                      GH_OFFER_ALWAYS, 0, 0, 0},
};

static const gh_toy *gh_active_toy(const gh_state *s)
{
    return gh_toy_of(gh_kind(s->board[s->act_sq]));
}

#if !defined(NDEBUG)
/* Whether the neighbouring square sq is a target of the offer: the
 * reference gh_target_squares() is checked against in debug builds. */
static bool gh_is_target(const gh_state *s, int offer, int sq)
{
    uint8_t toy = s->board[sq];
    switch ((gh_offer)offer) {
    case GH_OFFER_EMPTY:
        return !toy;
    case GH_OFFER_WINDABLE:
        return toy && !((s->in_progress >> sq) & 1u);
    default:
        return toy != 0;
    }
}

static uint64_t gh_target_squares_by_square(const gh_state *s, int offer)
{
    uint64_t mask = 0;
    for (uint64_t around = gh_around(s->act_sq); around; around &= around - 1) {
        int sq = core_lowest_bit(around);
        mask |= (uint64_t)gh_is_target(s, offer, sq) << sq;
    }
    return mask;
}
#endif

uint64_t gh_target_squares(const gh_state *s, int offer)
{
    uint64_t around = gh_around(s->act_sq), occupied = gh_occupied(s), mask;
    switch ((gh_offer)offer) {
    case GH_OFFER_EMPTY:
        mask = around & ~occupied;
        break;
    case GH_OFFER_WINDABLE:
        mask = around & occupied & ~s->in_progress;
        break;
    default:
        mask = around & occupied;
        break;
    }
    assert(mask == gh_target_squares_by_square(s, offer));
    return mask;
}

bool gh_step_offered(const gh_state *s, int step)
{
    switch ((gh_offer)gh_steps[step].offer) {
    case GH_OFFER_ALWAYS:
        return true;
    case GH_OFFER_UPRIGHT:
        return !s->second && !(s->board[s->act_sq] & GH_ON_BACK);
    default:
        return gh_target_squares(s, gh_steps[step].offer) != 0;
    }
}

int gh_step_moves(const gh_state *s, tw_move *moves)
{
    const gh_step_info *info = &gh_steps[s->step];
    if (!info->target_move) {
        moves[0] = gh_mv(info->yes_move, 0);
        moves[1] = gh_mv(info->no_move, 0);
        return 2;
    }
    /* Straight from the bitboard: a list of squares between would be an
     * array in memory, which WebAssembly keeps on its stack in linear
     * memory (a frame to make and stores to read back). */
    int n = 0;
    for (uint64_t mask = gh_target_squares(s, info->offer); mask; mask &= mask - 1)
        moves[n++] = gh_mv(info->target_move, core_lowest_bit(mask));
    return n;
}

/* ---- entering and leaving steps ------------------------------------------ */

/* Pending steps keep only the dice they show, so equal positions are equal
 * bytes. */
static void gh_enter(gh_state *s, int step)
{
    uint8_t keep = gh_steps[step].keep;
    s->step = (uint8_t)step;
    if (!(keep & GH_KEEP_ROLL))
        s->roll = 0;
    if (!(keep & GH_KEEP_DIST))
        s->dist = 0;
    if (!(keep & GH_KEEP_FILE))
        s->file = 0;
    if (!(keep & GH_KEEP_TARGET))
        s->target = 0;
    if (!(keep & GH_KEEP_SECOND))
        s->second = 0;
}

/* The activation is over, and with it any chain of winds. */
static void gh_end_activation(gh_state *s, core_events *ev)
{
    gh_clear_flags(s, GH_IN_PROGRESS);
    s->act_sq = s->step = s->roll = s->dist = s->file = s->target = s->second = 0;
    gh_run_action(s, ev);
}

static void gh_offer_or_end(gh_state *s, int step, core_events *ev)
{
    if (step != GH_STEP_NONE && gh_step_offered(s, step))
        gh_enter(s, step);
    else
        gh_end_activation(s, ev);
}

/* Clucketta's egg needs an empty square beside her, Presto's vanishing an
 * empty square anywhere: without one the toy stays and its move is spent.
 * Out of line, like the shot (gh_shoot_and_end). */
static GH_NOINLINE void gh_enter_with_room(gh_state *s, int step, core_events *ev)
{
    bool room = step == GH_STEP_EGG ? gh_step_offered(s, step) : gh_board_has_empty(s);
    if (room) {
        gh_enter(s, step);
        return;
    }
    gh_emit_toy(ev, s->board[s->act_sq], TW_EVENT_BLOCKED, s->act_sq, TW_NONE, GH_WHY_NO_ROOM);
    gh_end_activation(s, ev);
}

/* A toy that does not move, and why (on its back, or zapped: the zap is
 * spent). Rare, and out of line: gh_activate stays frameless. */
static GH_COLD void gh_stay(gh_state *s, int why, core_events *ev)
{
    gh_emit_toy(ev, s->board[s->act_sq], TW_EVENT_BLOCKED, s->act_sq, TW_NONE, why);
    gh_end_activation(s, ev);
}

void gh_activate(gh_state *s, int sq, bool own, core_events *ev)
{
    uint8_t *toy = &s->board[sq];
    if (own)
        *toy |= GH_ACTED;
    s->phase = GH_PH_ACTIVATION;
    s->act_sq = (uint8_t)sq;
    s->second = 0;
    if (*toy & GH_ON_BACK) {
        /* Only a free move reaches a flipped Ziggy: he cannot move, and
         * since he would not move his zap is not spent either. */
        gh_stay(s, GH_WHY_ON_BACK, ev);
    } else if (*toy & GH_ZAPPED) {
        *toy &= (uint8_t)~GH_ZAPPED;
        gh_stay(s, GH_WHY_ZAPPED, ev);
    } else {
        gh_enter(s, GH_STEP_ROLL);
    }
}

/* ---- movement --------------------------------------------------------------- */

static void gh_move_active(gh_state *s, gh_dir d, int n, core_events *ev)
{
    const gh_toy *toy = gh_active_toy(s);
    int sq = toy->flies ? gh_fly(s, s->act_sq, d, n, ev)
                        : gh_walk(s, s->act_sq, d, n, toy->pushes, TW_EVENT_MOVED, ev);
    s->act_sq = (uint8_t)(sq & ~GH_LEFT_BOARD);
    /* A toy that left the board has no effect; one that was reversed on
     * the way still has. */
    gh_offer_or_end(s, sq & GH_LEFT_BOARD ? GH_STEP_NONE : gh_active_toy(s)->after, ev);
}

/* Out of line: gh_resolve_face, which most rolls go through to a move,
 * keeps no frame for the recorder it carries across the shot. */
static GH_NOINLINE void gh_shoot_and_end(gh_state *s, gh_dir d, core_events *ev)
{
    gh_shoot(s, s->act_sq, d, ev);
    gh_end_activation(s, ev);
}

/* What the known move die (s->roll, with s->dist for two-roll toys) does. */
static void gh_resolve_face(gh_state *s, core_events *ev)
{
    uint8_t toy = s->board[s->act_sq];
    const gh_face *face = &gh_active_toy(s)->face[s->roll - 1];
    gh_dir ahead = {0, gh_ahead_dr(toy)};
    switch ((gh_action)face->action) {
    case GH_ACT_STRAIGHT:
        gh_move_active(s, ahead, face->distance ? face->distance : s->dist, ev);
        break;
    case GH_ACT_DIAGONAL:
        gh_enter(s, GH_STEP_SIDE);
        break;
    case GH_ACT_EGG:
        gh_enter_with_room(s, GH_STEP_EGG, ev);
        break;
    case GH_ACT_SHOOT_AHEAD:
        gh_shoot_and_end(s, ahead, ev);
        break;
    case GH_ACT_SHOOT_LEFT:
        gh_shoot_and_end(s, gh_diagonal(toy, true), ev);
        break;
    case GH_ACT_SHOOT_RIGHT:
        gh_shoot_and_end(s, gh_diagonal(toy, false), ev);
        break;
    case GH_ACT_VANISH:
        gh_enter_with_room(s, GH_STEP_FILE, ev);
        break;
    }
}

/* ---- answers to each step ------------------------------------------------------ */

static void gh_on_move_die(gh_state *s, int face, core_events *ev)
{
    s->roll = (uint8_t)face;
    if (gh_active_toy(s)->dist_die)
        gh_enter(s, GH_STEP_DIST);
    else
        gh_resolve_face(s, ev);
}

static void gh_on_distance_die(gh_state *s, int face, core_events *ev)
{
    s->dist = (uint8_t)face;
    gh_resolve_face(s, ev);
}

static void gh_on_side(gh_state *s, bool left, core_events *ev)
{
    const gh_face *face = &gh_active_toy(s)->face[s->roll - 1];
    gh_move_active(s, gh_diagonal(s->board[s->act_sq], left),
                   face->distance ? face->distance : s->dist, ev);
}

static void gh_on_left(gh_state *s, int operand, core_events *ev)
{
    (void)operand;
    gh_on_side(s, true, ev);
}

static void gh_on_right(gh_state *s, int operand, core_events *ev)
{
    (void)operand;
    gh_on_side(s, false, ev);
}

static void gh_on_egg(gh_state *s, int sq, core_events *ev)
{
    /* The chick faces as its mother and does not move this turn. */
    uint8_t facing = s->board[s->act_sq] & GH_SOUTH;
    s->board[sq] = (uint8_t)(GH_SMALL_FRY | facing | GH_ACTED);
    gh_emit(ev, TW_EVENT_PLACED, gh_controller(facing), GH_SMALL_FRY, TW_NONE, sq, TW_NONE);
    gh_end_activation(s, ev);
}

static void gh_on_wind(gh_state *s, int sq, core_events *ev)
{
    gh_emit_toy(ev, s->board[sq], TW_EVENT_WOUND, sq, TW_NONE, TW_NONE);
    s->in_progress |= (uint64_t)1 << s->act_sq;
    gh_activate(s, sq, false, ev);
}

/* The toys around the active one, in square order, are taken as a
 * bitboard before any is touched (pound and blast act on those that were
 * there). */
static void gh_on_pound(gh_state *s, int operand, core_events *ev)
{
    uint64_t targets = gh_target_squares(s, GH_OFFER_TOY);
    (void)operand;
    gh_emit_answer(ev, s, TW_EVENT_CHOSE, s->act_sq);
    for (; targets; targets &= targets - 1)
        gh_reverse(s, core_lowest_bit(targets), ev);
    gh_end_activation(s, ev);
}

static void gh_on_punch(gh_state *s, int sq, core_events *ev)
{
    gh_emit_answer(ev, s, TW_EVENT_CHOSE, sq);
    gh_enter(s, GH_STEP_PUNCH_DIST);
    s->target = (uint8_t)sq;
}

static void gh_on_punch_die(gh_state *s, int face, core_events *ev)
{
    /* Directly away from the kangaroo: the direction from him to it. */
    int sq = s->target;
    gh_dir away = {gh_file_of(sq) - gh_file_of(s->act_sq), gh_rank_of(sq) - gh_rank_of(s->act_sq)};
    (void)gh_walk(s, sq, away, face, false, TW_EVENT_PUSHED, ev);
    gh_end_activation(s, ev);
}

static void gh_on_explode(gh_state *s, int operand, core_events *ev)
{
    uint64_t targets = gh_target_squares(s, GH_OFFER_TOY);
    (void)operand;
    gh_emit_toy(ev, s->board[s->act_sq], TW_EVENT_EXPLODED, s->act_sq, TW_NONE, TW_NONE);
    for (; targets; targets &= targets - 1)
        gh_discard_toy(s, core_lowest_bit(targets), GH_WHY_BLAST, ev);
    gh_discard_toy(s, s->act_sq, GH_WHY_BLAST, ev);
    gh_end_activation(s, ev);
}

static void gh_on_zap(gh_state *s, int sq, core_events *ev)
{
    gh_emit_toy(ev, s->board[sq], TW_EVENT_ZAPPED, sq, TW_NONE, TW_NONE);
    s->board[sq] |= GH_ZAPPED;
    gh_end_activation(s, ev);
}

static void gh_on_again(gh_state *s, int operand, core_events *ev)
{
    (void)operand;
    gh_emit_answer(ev, s, TW_EVENT_CHOSE, s->act_sq);
    s->second = 1;
    gh_enter(s, GH_STEP_ROLL);
}

static void gh_on_decline(gh_state *s, int operand, core_events *ev)
{
    (void)operand;
    gh_emit_answer(ev, s, TW_EVENT_PASSED, s->act_sq);
    gh_end_activation(s, ev);
}

static void gh_on_file_die(gh_state *s, int face, core_events *ev)
{
    (void)ev;
    gh_enter(s, GH_STEP_RANK);
    s->file = (uint8_t)face;
}

static void gh_on_rank_die(gh_state *s, int face, core_events *ev)
{
    int sq = gh_square(s->file - 1, face - 1);
    if (s->board[sq]) {
        gh_enter(s, GH_STEP_FILE); /* occupied, his own square included: roll both again */
        return;
    }
    gh_emit_toy(ev, s->board[s->act_sq], TW_EVENT_MOVED, s->act_sq, sq, GH_WHY_TELEPORT);
    gh_relocate(s, s->act_sq, sq);
    gh_end_activation(s, ev);
}

typedef void (*gh_handler)(gh_state *s, int operand, core_events *ev);

static const gh_handler on_decision[GH_MV_COUNT] = {
    [GH_MV_LEFT] = gh_on_left,       [GH_MV_RIGHT] = gh_on_right,
    [GH_MV_EGG] = gh_on_egg,         [GH_MV_WIND] = gh_on_wind,
    [GH_MV_PUNCH] = gh_on_punch,     [GH_MV_ZAP] = gh_on_zap,
    [GH_MV_POUND] = gh_on_pound,     [GH_MV_EXPLODE] = gh_on_explode,
    [GH_MV_AGAIN] = gh_on_again,     [GH_MV_DECLINE] = gh_on_decline,
};

static const gh_handler on_die[GH_STEP_COUNT] = {
    [GH_STEP_ROLL] = gh_on_move_die,       [GH_STEP_DIST] = gh_on_distance_die,
    [GH_STEP_PUNCH_DIST] = gh_on_punch_die, [GH_STEP_FILE] = gh_on_file_die,
    [GH_STEP_RANK] = gh_on_rank_die,
};

/* Every die is recorded as the turn owner's roll for the active toy; what
 * it is for is the step it answers (gh_events.c reads it there). Recorded
 * out of line, then answered there: gh_activation_apply stays frameless. */
static GH_COLD void gh_rolled(gh_state *s, gh_handler handler, int face, core_events *ev)
{
    gh_record(ev, TW_EVENT_ROLLED, s->owner, gh_kind(s->board[s->act_sq]), s->act_sq, TW_NONE,
              face);
    handler(s, face, ev);
}

void gh_activation_apply(gh_state *s, tw_move move, core_events *ev)
{
    int type = gh_mv_type(move), operand = gh_mv_operand(move);
    if (type != GH_MV_ROLL)
        on_decision[type](s, operand, ev);
    else if (ev)
        gh_rolled(s, on_die[s->step], operand, ev);
    else
        on_die[s->step](s, operand, ev);
}
