/* SPDX-License-Identifier: MIT */
/*
 * gh_board.c: how toys move over the board and what happens where they meet.
 *
 * Everything that changes a square goes through here, so the bookkeeping the
 * rules hang on is in one place: a toy that changes square or leaves the
 * board marks the turn as not idle; a toy that crosses an end edge scores
 * for the player whose opponent's edge it crossed; a reversal marks the toy
 * as turned. Movement is one square at a time, because every square can
 * stop it: an end edge (leave and score, even at a corner), a side wall (stop,
 * no bump), a toy (bump, or for a pusher, push the line).
 *
 * The events a move records (ev, NULL on the hot path) are made here too,
 * where each thing happens, a step at a time; the recorder joins the steps
 * of a toy that nothing came between into one stretch, so that a push reads
 * (and animates) in order: the toy walks up to the line, the line moves,
 * the toy steps on.
 */
#include "gearhead/gh_state.h"

typedef enum gh_edge {
    GH_INSIDE,
    GH_OFF_END,  /* beyond rank 1 or 8; wins over a side at a corner */
    GH_OFF_SIDE  /* beyond file a or h: a wall */
} gh_edge;

static gh_edge gh_next(int sq, gh_dir d, int *next)
{
    int file = gh_file_of(sq) + d.df;
    int rank = gh_rank_of(sq) + d.dr;
    if (rank < 0 || rank >= GH_RANKS)
        return GH_OFF_END;
    if (file < 0 || file >= GH_FILES)
        return GH_OFF_SIDE;
    *next = gh_square(file, rank);
    return GH_INSIDE;
}

int gh_neighbours(int sq, uint8_t out[8])
{
    int n = 0;
    for (uint64_t around = gh_around(sq); around; around &= around - 1)
        out[n++] = (uint8_t)core_lowest_bit(around);
    return n;
}

/* Moves bit from of a bitboard to bit to (to's bit is clear: its square
 * was empty or has just been emptied). */
static void gh_move_bit(uint64_t *bits, int from, int to)
{
    *bits |= ((*bits >> from) & 1u) << to;
    *bits &= ~((uint64_t)1 << from);
}

void gh_relocate(gh_state *s, int from, int to)
{
    s->board[to] = s->board[from];
    s->board[from] = 0;
    gh_move_bit(&s->turned, from, to);
    gh_move_bit(&s->in_progress, from, to);
    s->changed = 1;
}

/* Empties sq, the toy's flags in the bitboards with it. */
static void gh_remove(gh_state *s, int sq)
{
    uint64_t keep = ~((uint64_t)1 << sq);
    s->board[sq] = 0;
    s->turned &= keep;
    s->in_progress &= keep;
}

/* The toy at sq crosses the end edge it was heading for (dr). */
static void gh_leave(gh_state *s, int sq, int dr, core_events *ev)
{
    int scorer = dr > 0 ? 0 : 1;
    uint8_t toy = s->board[sq];
    gh_pile_add(&s->victory[scorer], gh_kind(toy));
    gh_remove(s, sq);
    s->changed = 1;
    if (ev)
        gh_record_leave(ev, toy, sq, scorer);
}

void gh_discard_toy(gh_state *s, int sq, int why, core_events *ev)
{
    uint8_t toy = s->board[sq];
    gh_pile_add(&s->discard, gh_kind(toy));
    gh_remove(s, sq);
    gh_emit_toy(ev, toy, TW_EVENT_REMOVED, sq, TW_NONE, why);
}

/* The event's player is the controller the toy had, its value the facing
 * it takes. Each of these small functions records last, from the toy as it
 * was: with no call before the end, they keep no frame on the hot path. */
void gh_reverse(gh_state *s, int sq, core_events *ev)
{
    uint8_t toy = s->board[sq];
    s->board[sq] ^= GH_SOUTH;
    s->turned |= (uint64_t)1 << sq;
    gh_emit_toy(ev, toy, TW_EVENT_TURNED, sq, TW_NONE,
                (toy & GH_SOUTH) ? GH_TURN_NORTH : GH_TURN_SOUTH);
}

/* Ziggy on sq flips onto his back, or back onto his legs. */
static void gh_set_on_back(gh_state *s, int sq, bool on_back, core_events *ev)
{
    uint8_t toy = s->board[sq];
    if (!(toy & GH_ON_BACK) == !on_back)
        return;
    s->board[sq] ^= GH_ON_BACK;
    gh_emit_toy(ev, toy, TW_EVENT_TURNED, sq, TW_NONE, on_back ? GH_TURN_ON_BACK : GH_TURN_ON_LEGS);
}

/* Face to face: opposite facings, and b stands one rank ahead of a (bumps
 * are between neighbours, so this is symmetric). */
static bool gh_face_to_face(const gh_state *s, int a, int b)
{
    uint8_t ta = s->board[a], tb = s->board[b];
    return ((ta ^ tb) & GH_SOUTH) && gh_rank_of(b) == gh_rank_of(a) + gh_ahead_dr(ta);
}

/* The toy at mover ran into the toy at target. Returns whether the mover
 * was reversed (which ends its movement). A mover that stops here (any
 * but a pusher that goes on to push) is recorded as blocked first, then
 * what the bump does. */
static bool gh_bump(gh_state *s, int mover, int target, bool pushes, core_events *ev)
{
    const gh_toy *m = gh_toy_of(gh_kind(s->board[mover]));
    const gh_toy *t = gh_toy_of(gh_kind(s->board[target]));
    bool facing = gh_face_to_face(s, mover, target);
    bool mover_turns = t->scares && facing;
    bool target_turns = m->scares && facing;
    if (!pushes || mover_turns)
        gh_emit_toy(ev, s->board[mover], TW_EVENT_BLOCKED, mover, target, GH_WHY_BUMP);
    if (mover_turns)
        gh_reverse(s, mover, ev);
    if (target_turns)
        gh_reverse(s, target, ev);
    /* A bumping Ziggy ends on his back; a bumped one flips over. */
    if (m->flips)
        gh_set_on_back(s, mover, true, ev);
    if (t->flips)
        gh_set_on_back(s, target, !(s->board[target] & GH_ON_BACK), ev);
    return mover_turns;
}

/* The toy on sq moves to next (empty): recorded as motion (pushed, or
 * moved by its own move), a step that goes on from the last one recorded
 * joining it (gh_record_step). */
static inline void gh_shift(gh_state *s, int sq, int next, int motion, core_events *ev)
{
    if (ev)
        gh_record_step(ev, s, motion, sq, next);
    gh_relocate(s, sq, next);
}

/* The square one step along d from a square whose step stays on the
 * board: a line's squares are a start and a stride, so no list of them is
 * kept (WebAssembly keeps a local array in linear memory, on a stack it
 * makes a frame on). */
static inline int gh_stride(gh_dir d)
{
    return d.dr * GH_FILES + d.df;
}

/* Shifts the contiguous line starting at first one square along d; the toy
 * at its far end may leave over an end edge. False if it cannot move. */
static bool gh_push_line(gh_state *s, int first, gh_dir d, core_events *ev)
{
    int stride = gh_stride(d), last = first, next = 0;
    gh_edge edge;
    while ((edge = gh_next(last, d, &next)) == GH_INSIDE && s->board[next])
        last = next;
    /* Only straight pushes exist, but a wall would hold the line. */
    if (edge == GH_OFF_SIDE)
        return false;
    if (edge == GH_OFF_END)
        gh_leave(s, last, d.dr, ev);
    else
        gh_shift(s, last, next, TW_EVENT_PUSHED, ev);
    for (int sq = last; sq != first; sq -= stride)
        gh_shift(s, sq - stride, sq, TW_EVENT_PUSHED, ev);
    return true;
}

/* The walker at sq meets the toy at next: a bump, even for a pusher that
 * pushed the same line a step before (rulings.md, Big Al: each step that
 * pushes is a bump). True if it may step on: a pusher that has pushed the
 * line out of the way. */
static bool gh_meet(gh_state *s, int sq, int next, gh_dir d, bool pushes, core_events *ev)
{
    bool reversed = gh_bump(s, sq, next, pushes, ev);
    return pushes && !reversed && gh_push_line(s, next, d, ev);
}

int gh_walk(gh_state *s, int sq, gh_dir d, int n, bool pushes, int motion, core_events *ev)
{
    for (int i = 0; i < n; i++) {
        int next = 0;
        gh_edge edge = gh_next(sq, d, &next);
        if (edge == GH_OFF_END) {
            gh_leave(s, sq, d.dr, ev);
            return sq | GH_LEFT_BOARD;
        }
        if (edge == GH_OFF_SIDE) {
            gh_emit_toy(ev, s->board[sq], TW_EVENT_BLOCKED, sq, TW_NONE, GH_WHY_WALL);
            return sq;
        }
        if (s->board[next] && !gh_meet(s, sq, next, d, pushes, ev))
            return sq;
        gh_shift(s, sq, next, motion, ev);
        sq = next;
    }
    return sq;
}

/* A flyer from from whose path (the squares after it along d up to end,
 * all on the board) ends on a toy stops on the last empty square before it
 * and bumps the toy after that; with none empty it stays and bumps the
 * first. Returns where it ends. */
static int gh_land(gh_state *s, int from, gh_dir d, int end, core_events *ev)
{
    int stride = gh_stride(d);
    if (!s->board[end]) {
        gh_shift(s, from, end, TW_EVENT_MOVED, ev);
        return end;
    }
    for (int at = end - stride; at != from; at -= stride) {
        if (!s->board[at]) {
            gh_shift(s, from, at, TW_EVENT_MOVED, ev);
            gh_bump(s, at, at + stride, false, ev);
            return at;
        }
    }
    gh_bump(s, from, from + stride, false, ev);
    return from;
}

int gh_fly(gh_state *s, int sq, gh_dir d, int n, core_events *ev)
{
    int at = sq;
    bool walled = false;
    for (int i = 0; i < n && !walled; i++) {
        int next = 0;
        gh_edge edge = gh_next(at, d, &next);
        if (edge == GH_OFF_END) {
            gh_leave(s, sq, d.dr, ev);
            return sq | GH_LEFT_BOARD;
        }
        walled = edge == GH_OFF_SIDE;
        if (!walled)
            at = next;
    }
    /* at: the path's last square (sq when the wall allowed no step). */
    int end = at != sq ? gh_land(s, sq, d, at, ev) : sq;
    /* Cut short by the wall, and not by a toy. */
    if (walled && end == at)
        gh_emit_toy(ev, s->board[end], TW_EVENT_BLOCKED, end, TW_NONE, GH_WHY_WALL);
    return end;
}

/* The shot is recorded toward the toy it hits (value: how far), or toward
 * the last square of its line when it hits none. */
void gh_shoot(gh_state *s, int sq, gh_dir d, core_events *ev)
{
    int at = sq, next = 0, distance = 0;
    while (gh_next(at, d, &next) == GH_INSIDE) {
        distance++;
        if (s->board[next]) {
            gh_emit_toy(ev, s->board[sq], TW_EVENT_SHOT, sq, next, distance);
            gh_discard_toy(s, next, GH_WHY_SHOT, ev);
            return;
        }
        at = next;
    }
    gh_emit_toy(ev, s->board[sq], TW_EVENT_SHOT, sq, at == sq ? TW_NONE : at, TW_NONE);
}
