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

gh_dir gh_diagonal(uint16_t toy, bool left)
{
    /* Left is toward file a for a toy facing north, toward file h for one
     * facing south: the toy's own left. */
    int dr = gh_ahead_dr(toy);
    gh_dir d = {left ? -dr : dr, dr};
    return d;
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
static void gh_leave(gh_state *s, int sq, int dr)
{
    int scorer = dr > 0 ? 0 : 1;
    gh_pile_add(&s->victory[scorer], gh_kind(s->board[sq]));
    gh_remove(s, sq);
    s->changed = 1;
}

void gh_discard_toy(gh_state *s, int sq)
{
    gh_pile_add(&s->discard, gh_kind(s->board[sq]));
    gh_remove(s, sq);
}

void gh_reverse(gh_state *s, int sq)
{
    s->board[sq] ^= GH_SOUTH;
    s->turned |= (uint64_t)1 << sq;
}

/* Face to face: opposite facings, and b stands one rank ahead of a (bumps
 * are between neighbours, so this is symmetric). */
static bool gh_face_to_face(const gh_state *s, int a, int b)
{
    uint8_t ta = s->board[a], tb = s->board[b];
    return ((ta ^ tb) & GH_SOUTH) && gh_rank_of(b) == gh_rank_of(a) + gh_ahead_dr(ta);
}

/* The toy at mover ran into the toy at target. Returns whether the mover
 * was reversed (which ends its movement). */
static bool gh_bump(gh_state *s, int mover, int target)
{
    const gh_toy *m = gh_toy_of(gh_kind(s->board[mover]));
    const gh_toy *t = gh_toy_of(gh_kind(s->board[target]));
    bool facing = gh_face_to_face(s, mover, target);
    bool mover_turns = t->scares && facing;
    bool target_turns = m->scares && facing;
    if (mover_turns)
        gh_reverse(s, mover);
    if (target_turns)
        gh_reverse(s, target);
    /* A bumping Ziggy ends on his back; a bumped one flips over. */
    if (m->flips)
        s->board[mover] |= GH_ON_BACK;
    if (t->flips)
        s->board[target] ^= GH_ON_BACK;
    return mover_turns;
}

/* Shifts the contiguous line starting at first one square along d; the toy
 * at its far end may leave over an end edge. False if it cannot move. */
static bool gh_push_line(gh_state *s, int first, gh_dir d)
{
    int line[GH_RANKS];
    int n = 0, at = first, next = 0;
    gh_edge edge;
    line[n++] = at;
    while ((edge = gh_next(at, d, &next)) == GH_INSIDE && s->board[next]) {
        at = next;
        line[n++] = at;
    }
    /* Only straight pushes exist, but a wall would hold the line. */
    if (edge == GH_OFF_SIDE)
        return false;
    if (edge == GH_OFF_END)
        gh_leave(s, line[--n], d.dr);
    else
        gh_relocate(s, line[--n], next);
    while (n-- > 0)
        gh_relocate(s, line[n], line[n + 1]);
    return true;
}

/* The walker at sq meets the toy at next: a bump, even for a pusher that
 * pushed the same line a step before (rulings.md, Big Al: each step that
 * pushes is a bump). True if it may step on: a pusher that has pushed the
 * line out of the way. */
static bool gh_meet(gh_state *s, int sq, int next, gh_dir d, bool pushes)
{
    bool reversed = gh_bump(s, sq, next);
    return pushes && !reversed && gh_push_line(s, next, d);
}

bool gh_walk(gh_state *s, int *sq, gh_dir d, int n, bool pushes)
{
    for (int i = 0; i < n; i++) {
        int next = 0;
        gh_edge edge = gh_next(*sq, d, &next);
        if (edge == GH_OFF_END) {
            gh_leave(s, *sq, d.dr);
            return false;
        }
        if (edge == GH_OFF_SIDE)
            return true;
        if (s->board[next] && !gh_meet(s, *sq, next, d, pushes))
            return true;
        gh_relocate(s, *sq, next);
        *sq = next;
    }
    return true;
}

/* A flyer whose path (k squares) ends on a toy stops on the last empty
 * square before it and bumps the toy after that; with none empty it stays
 * and bumps the first. */
static void gh_land(gh_state *s, int *sq, const int *path, int k)
{
    if (!s->board[path[k - 1]]) {
        gh_relocate(s, *sq, path[k - 1]);
        *sq = path[k - 1];
        return;
    }
    for (int j = k - 2; j >= 0; j--) {
        if (!s->board[path[j]]) {
            gh_relocate(s, *sq, path[j]);
            *sq = path[j];
            gh_bump(s, *sq, path[j + 1]);
            return;
        }
    }
    gh_bump(s, *sq, path[0]);
}

bool gh_fly(gh_state *s, int *sq, gh_dir d, int n)
{
    int path[8];
    int k = 0, at = *sq;
    for (int i = 0; i < n; i++) {
        int next = 0;
        gh_edge edge = gh_next(at, d, &next);
        if (edge == GH_OFF_END) {
            gh_leave(s, *sq, d.dr);
            return false;
        }
        if (edge == GH_OFF_SIDE)
            break;
        path[k++] = next;
        at = next;
    }
    if (k > 0)
        gh_land(s, sq, path, k);
    return true;
}

void gh_shoot(gh_state *s, int sq, gh_dir d)
{
    int at = sq, next = 0;
    while (gh_next(at, d, &next) == GH_INSIDE) {
        if (s->board[next]) {
            gh_discard_toy(s, next);
            return;
        }
        at = next;
    }
}
