/* SPDX-License-Identifier: MIT */
/*
 * gh_rules.c: the turn: roll-off, draw, placement, action phase, turn end.
 *
 * apply() runs the state forward until someone has to decide or a die has
 * to be rolled, so every state the core sees is a decision, a chance node or
 * the end. Turns that need nothing (empty cup and nothing to move) are
 * played through at once; each one still counts as an idle turn, so the
 * loop ends within five of them.
 */
#include "gearhead/gh_state.h"

#include <string.h>

int gh_cup_total(const gh_state *s)
{
    int total = 0;
    for (int kind = GH_BIG_AL; kind <= GH_LAST_CUP_KIND; kind++)
        total += gh_pile_count(s->cup, kind);
    return total;
}

static int gh_home_rank(int player)
{
    return player ? GH_RANKS - 1 : 0;
}

bool gh_home_has_room(const gh_state *s, int player)
{
    for (int file = 0; file < GH_FILES; file++)
        if (!s->board[gh_square(file, gh_home_rank(player))])
            return true;
    return false;
}

bool gh_can_act(const gh_state *s, int sq)
{
    uint16_t toy = gh_square_bits(s, sq);
    return toy && gh_controller(toy) == s->owner &&
           !(toy & (GH_ACTED | GH_TURNED | GH_ON_BACK));
}

/* ---- turns ------------------------------------------------------------------ */

static GH_COLD void gh_end_game(gh_state *s, int why, core_events *ev)
{
    s->phase = GH_PH_OVER;
    s->changed = 0;
    if (ev)
        gh_record(ev, TW_EVENT_ENDED, gh_winner(s), TW_NONE, TW_NONE, TW_NONE, why);
}

/* Returns false when the turn that ends is the fifth idle one in a row. */
static bool gh_turn_end(gh_state *s, core_events *ev)
{
    s->idle = s->changed ? 0 : (uint8_t)(s->idle + 1);
    s->changed = 0;
    if (s->idle < 5)
        return true;
    gh_end_game(s, GH_WHY_IDLE, ev);
    return false;
}

/* Starts player's turn; returns true if it waits at the draw. */
static inline bool gh_turn_start(gh_state *s, int player, core_events *ev)
{
    s->owner = (uint8_t)player;
    s->changed = 0;
    /* Recorded before the call below, so that player need not be kept
     * across it. No draw, no placement: said, so that a reader knows why. */
    gh_emit(ev, TW_EVENT_TURN, player, TW_NONE, TW_NONE, TW_NONE, TW_NONE);
    if (gh_cup_empty(s))
        gh_emit(ev, TW_EVENT_PHASE, player, TW_NONE, TW_NONE, TW_NONE, GH_PH_ACT);
    gh_clear_flags(s, GH_ACTED | GH_TURNED);
    if (gh_cup_empty(s))
        return false;
    s->phase = GH_PH_DRAW;
    return true;
}

void gh_run_action(gh_state *s, core_events *ev)
{
    for (;;) {
        s->phase = GH_PH_ACT;
        if (gh_cup_empty(s) && gh_board_empty(s)) {
            gh_end_game(s, GH_WHY_CLEARED, ev);
            return;
        }
        if (gh_any_can_act(s) || !gh_turn_end(s, ev))
            return;
        if (gh_turn_start(s, 1 - s->owner, ev))
            return;
    }
}

/* ---- answers outside an activation ----------------------------------------- */

static void gh_on_rolloff(gh_state *s, int face, core_events *ev)
{
    int first = s->rolloff;
    gh_emit(ev, TW_EVENT_ROLLED, first ? 1 : 0, TW_NONE, TW_NONE, TW_NONE, face);
    if (!first) {
        s->rolloff = (uint8_t)face;
        return;
    }
    s->rolloff = 0;
    if (first == face)
        return; /* a tie: both roll again */
    if (!gh_turn_start(s, first > face ? 0 : 1, ev))
        gh_run_action(s, ev);
}

static inline void gh_on_draw(gh_state *s, int kind, core_events *ev)
{
    gh_emit(ev, TW_EVENT_DREW, s->owner, kind, TW_NONE, TW_NONE, TW_NONE);
    gh_pile_take(&s->cup, kind);
    if (gh_home_has_room(s, s->owner)) {
        s->phase = GH_PH_PLACE;
        s->drawn = (uint8_t)kind;
        return;
    }
    gh_emit(ev, TW_EVENT_RETURNED, s->owner, kind, TW_NONE, TW_NONE, GH_WHY_FULL_ROW);
    gh_pile_add(&s->discard, kind);
    gh_run_action(s, ev);
}

static void gh_on_place(gh_state *s, int sq, core_events *ev)
{
    unsigned acted = s->placed_moves ? 0 : GH_ACTED;
    gh_emit(ev, TW_EVENT_PLACED, s->owner, s->drawn, TW_NONE, sq, TW_NONE);
    s->board[sq] = (uint8_t)(s->drawn | gh_facing_of_player(s->owner) | acted);
    s->drawn = 0;
    gh_run_action(s, ev);
}

#if !defined(NDEBUG)
/* The bitboards' flags belong to toys: an empty square has none. */
static bool gh_flags_on_toys(const gh_state *s)
{
    for (int sq = 0; sq < GH_SQUARES; sq++)
        if (!s->board[sq] && (((s->turned | s->in_progress) >> sq) & 1u))
            return false;
    return true;
}
#endif

#if defined(__GNUC__)
#define GH_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define GH_ALWAYS_INLINE inline
#endif

/* The one apply, inlined into both entries: so apply, the hot path, is
 * compiled with no recorder at all, and pays nothing for events here. */
static GH_ALWAYS_INLINE void gh_apply_with(gh_state *s, tw_move move, core_events *ev)
{
    int operand = gh_mv_operand(move);
    switch ((gh_phase)s->phase) {
    case GH_PH_ROLLOFF:
        gh_on_rolloff(s, operand, ev);
        break;
    case GH_PH_DRAW:
        gh_on_draw(s, operand, ev);
        break;
    case GH_PH_PLACE:
        gh_on_place(s, operand, ev);
        break;
    case GH_PH_ACT:
        gh_emit_answer(ev, s, TW_EVENT_CHOSE, operand);
        gh_activate(s, operand, true, ev);
        break;
    case GH_PH_ACTIVATION:
        gh_activation_apply(s, move, ev);
        break;
    case GH_PH_OVER:
        break;
    }
    assert(gh_flags_on_toys(s));
}

void gh_apply_events(void *state, tw_move move, core_events *ev)
{
    gh_apply_with(state, move, ev);
}

void gh_apply(void *state, tw_move move)
{
    gh_apply_with(state, move, NULL);
}

/* ---- who decides, and what ------------------------------------------------------ */

/* The core asks at every move, and most states are in an activation: that
 * phase is tested first, and its step (always a step there) read directly. */
int gh_current_player(const void *state)
{
    const gh_state *s = state;
    if (s->phase == GH_PH_ACTIVATION)
        return gh_steps[s->step].chance ? TW_PLAYER_CHANCE : s->owner;
    switch ((gh_phase)s->phase) {
    case GH_PH_ROLLOFF:
    case GH_PH_DRAW:
        return TW_PLAYER_CHANCE;
    case GH_PH_OVER:
        return TW_PLAYER_TERMINAL;
    default:
        return s->owner; /* placement and the action phase */
    }
}

int gh_chance_die(const gh_state *s)
{
    if (s->phase == GH_PH_ACTIVATION) {
        /* An activation's active square holds a toy, so its kind is a row. */
        int die = gh_steps[s->step].die;
        return die ? die : gh_toys[gh_kind(s->board[s->act_sq])].die;
    }
    return s->phase == GH_PH_ROLLOFF ? 8 : 0;
}

/* The blind draw: the kinds left in the cup, weighted by their counts. */
static int gh_draw_outcomes(const gh_state *s, tw_move *moves, uint32_t *weights)
{
    int n = 0;
    for (int kind = GH_BIG_AL; kind <= GH_LAST_CUP_KIND; kind++) {
        int count = gh_pile_count(s->cup, kind);
        if (!count)
            continue;
        if (weights)
            weights[n] = (uint32_t)count;
        moves[n++] = gh_mv(GH_MV_DRAW, kind);
    }
    return n;
}

#define GH_FACE(f) CORE_MOVE(GH_MOVE_LAYOUT, GH_MV_ROLL, f, 0)

/* A die's outcomes, faces 1 up, to be copied. */
static const tw_move face_moves[8] = {GH_FACE(1), GH_FACE(2), GH_FACE(3), GH_FACE(4),
                                      GH_FACE(5), GH_FACE(6), GH_FACE(7), GH_FACE(8)};

/* The faces of a die as legal moves: exactly die of them, since the host's
 * own buffer may receive them (tw_game_legal_moves()). The dice are d3, d6
 * and d8, each a copy of fixed size, so inlined. */
static void gh_copy_faces(tw_move *moves, int die)
{
    switch (die) {
    case 3:
        memcpy(moves, face_moves, 3 * sizeof *moves);
        break;
    case 6:
        memcpy(moves, face_moves, 6 * sizeof *moves);
        break;
    default:
        memcpy(moves, face_moves, 8 * sizeof *moves);
        break;
    }
}

int gh_chance_uniform(const void *state, tw_move *moves)
{
    const gh_state *s = state;
    if (s->phase == GH_PH_DRAW)
        return 0; /* weighted by the cup's counts */
    /* The core's own array (core_game_def.chance_uniform): all eight faces
     * are copied, whatever the die, so that a roll does not branch on it. */
    memcpy(moves, face_moves, sizeof face_moves);
    return gh_chance_die(s);
}

int gh_chance_weights(const void *state, tw_move *moves, uint32_t *weights)
{
    const gh_state *s = state;
    if (s->phase == GH_PH_DRAW)
        return gh_draw_outcomes(s, moves, weights);
    /* Rolls take a die's faces from gh_chance_uniform(); this serves hosts
     * asking for the weights, and the legal list (weights NULL). */
    int die = gh_chance_die(s);
    assert(die == 3 || die == 6 || die == 8);
    gh_copy_faces(moves, die);
    for (int i = 0; weights && i < die; i++)
        weights[i] = 1;
    return die;
}

static int gh_placements(const gh_state *s, tw_move *moves)
{
    int n = 0;
    int rank = gh_home_rank(s->owner);
    for (int file = 0; file < GH_FILES; file++)
        if (!s->board[gh_square(file, rank)])
            moves[n++] = gh_mv(GH_MV_PLACE, gh_square(file, rank));
    return n;
}

/* One switch on the phase: the host lists moves at every state, and
 * asking gh_current_player() first would decide the phase twice. */
int gh_legal_moves(const void *state, tw_move *moves)
{
    const gh_state *s = state;
    switch ((gh_phase)s->phase) {
    case GH_PH_ROLLOFF:
    case GH_PH_DRAW:
        return gh_chance_weights(s, moves, NULL);
    case GH_PH_PLACE:
        return gh_placements(s, moves);
    case GH_PH_ACT:
        return gh_actions(s, moves);
    case GH_PH_ACTIVATION:
        return gh_steps[s->step].chance ? gh_chance_weights(s, moves, NULL)
                                        : gh_step_moves(s, moves);
    case GH_PH_OVER:
        return 0;
    }
    return 0;
}
