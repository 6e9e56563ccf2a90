/* SPDX-License-Identifier: MIT */
/*
 * dr_info.c: what each seat of Droids knows (docs/information.md, Droids),
 * as the seam of lib/core/game_def.h (core_hidden_def) that the core
 * derives every per-seat channel from.
 *
 * Only the kinds of the chits on racks and in the piles are hidden. Every
 * seat sees the board, the transmitters (face up, rulings.md), the damage
 * and the flags, how many chits each pile holds and, having seen every
 * draw, how many chits of each pile each rack holds; a chit chosen for a
 * box is shown as it is chosen. A player sees his own rack once his draw
 * is over (the seven are drawn blind). So what a seat does not know is,
 * pile by pile, how the chits it has not seen (the pile's chits less those
 * on transmitters and on the racks it sees) are dealt among the racks it
 * cannot see and the pile: the representative deals them in kind order,
 * a sample deals them at random, and a blind draw is weighted by them.
 * Every turn every chit goes back to the box, so nothing a seat saw in an
 * earlier turn matters: the state holds all that a seat knows.
 */
#include "droids/dr_state.h"

#include <stdint.h>
#include <string.h>

/* ---- what a seat has not seen ------------------------------------------- */

/* The chits of each rack a seat cannot see, and the pool they and the
 * piles were dealt from (the piles' chits and the hidden ones), by kind. */
typedef struct dr_unseen {
    uint8_t hidden[DR_SEATS][DR_KIND_COUNT];
    uint8_t pool[DR_KIND_COUNT];
} dr_unseen;

/* Chits of kind k on p's rack that seat knows: all of them when it sees
 * the rack (reveal_own: its own, blind draw or not); else the chit waiting
 * for its box, chosen in the open. */
static int dr_known(const dr_state *s, int seat, int reveal_own, int p, int k)
{
    if (p == seat && (reveal_own || dr_sees_rack(s, seat, p)))
        return dr_rack(s, p, k);
    return s->phase == DR_PH_BOX && s->cur == p && (s->chit & 15) == k;
}

static void dr_find_unseen(const dr_state *s, int seat, int reveal_own, dr_unseen *u)
{
    memset(u, 0, sizeof *u);
    dr_left left;
    dr_pile_left_all(s, &left);
    for (int k = 1; k <= DR_DRAW_KINDS; k++) {
        int pool = dr_left_count(&left, k);
        for (int p = 0; p < s->players; p++) {
            int hidden = dr_rack(s, p, k) - dr_known(s, seat, reveal_own, p, k);
            u->hidden[p][k] = (uint8_t)hidden;
            pool += hidden;
        }
        u->pool[k] = (uint8_t)pool;
    }
}

/* Picks the kind of the next hidden chit of pile from pool (total chits of
 * that pile left in it). */
typedef tw_status (*dr_chooser)(void *ctx, const uint8_t *pool, int pile, int total, int *kind);

/* The representative's filler: the lowest kind left. */
static tw_status dr_choose_lowest(void *ctx, const uint8_t *pool, int pile, int total, int *kind)
{
    (void)ctx, (void)total;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        if (dr_kind(k)->pile == pile && pool[k]) {
            *kind = k;
            return TW_OK;
        }
    return TW_E_STATE; /* never: the hidden chits came from the pool */
}

/* A sample's: one chit of the pool at random, as a blind draw takes it. */
typedef struct dr_random {
    core_draw_fn draw;
    void *ctx;
} dr_random;

static tw_status dr_choose_random(void *ctx, const uint8_t *pool, int pile, int total, int *kind)
{
    dr_random *r = ctx;
    uint32_t pick;
    tw_status st = r->draw(r->ctx, (uint32_t)total, &pick);
    if (st != TW_OK)
        return st;
    for (int k = 1; k <= DR_DRAW_KINDS; k++) {
        if (dr_kind(k)->pile != pile)
            continue;
        if (pick < pool[k]) {
            *kind = k;
            return TW_OK;
        }
        pick -= pool[k];
    }
    return TW_E_STATE; /* never: total counts the pile's chits in pool */
}

/* Writes s into out with the hidden chits of every rack dealt again from
 * the pool, rack by rack in seat order and pile by pile, by choose; the
 * piles keep the rest. */
static tw_status dr_deal(const dr_state *s, const dr_unseen *u, dr_chooser choose, void *ctx,
                         dr_state *out)
{
    uint8_t pool[DR_KIND_COUNT];
    int total[DR_PILES] = {0};
    memcpy(pool, u->pool, sizeof pool);
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        total[dr_kind(k)->pile] += pool[k];
    memmove(out, s, sizeof *out);
    for (int p = 0; p < s->players; p++)
        for (int k = 1; k <= DR_DRAW_KINDS; k++)
            dr_rack_add(out, p, k, -u->hidden[p][k]);
    for (int p = 0; p < s->players; p++) {
        int per_pile[DR_PILES] = {0};
        for (int k = 1; k <= DR_DRAW_KINDS; k++)
            per_pile[dr_kind(k)->pile] += u->hidden[p][k];
        for (int pile = 0; pile < DR_PILES; pile++)
            for (int i = 0; i < per_pile[pile]; i++) {
                int kind = 0;
                tw_status st = choose(ctx, pool, pile, total[pile], &kind);
                if (st != TW_OK)
                    return st;
                pool[kind]--;
                total[pile]--;
                dr_rack_add(out, p, kind, 1);
            }
    }
    dr_pile_left_rebuild(out);
    return TW_OK;
}

/* seat's representative of s (reveal_own: as if its own rack were seen). */
static void dr_represent(const dr_state *s, int seat, int reveal_own, dr_state *out)
{
    dr_unseen u;
    dr_find_unseen(s, seat, reveal_own, &u);
    dr_deal(s, &u, dr_choose_lowest, NULL, out);
}

/* ---- the seam ------------------------------------------------------------ */

static void dr_observe(const void *state, int seat, void *obs)
{
    dr_represent(state, seat, 0, obs);
}

/* A record's start: a seat that drew blind before it has seen those chits
 * once its draw is over. */
static void dr_observe_start(const void *start, int seat, const void *now, void *obs)
{
    const dr_state *s = start, *n = now;
    int still_blind = n->turn == s->turn && dr_draws_blind(n, seat);
    dr_represent(s, seat, dr_draws_blind(s, seat) && !still_blind, obs);
}

static void dr_observation_text(const void *obs, int seat, core_sb *out)
{
    dr_to_text_for(obs, seat, out);
}

/* A blind draw from pile, as seat predicts it: each kind by the chits of
 * it seat has not seen, wherever they are (the pile, a rack it cannot
 * see): every such chit is equally likely to be the one on top. Other
 * chance nodes are public dice. */
static int dr_chance_predict(const void *obs, int seat, tw_move *moves, uint32_t *weights)
{
    const dr_state *s = obs;
    if (s->phase != DR_PH_DRAW)
        return dr_chance_weights(obs, moves, weights);
    dr_unseen u;
    dr_find_unseen(s, seat, 0, &u);
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        if (dr_kind(k)->pile == s->pile && u.pool[k]) {
            moves[n] = dr_move(DR_M_DRAWN, k, 0);
            weights[n++] = u.pool[k];
        }
    return n;
}

static tw_status dr_sample(const void *obs, int seat, core_draw_fn draw, void *ctx, void *state)
{
    dr_unseen u;
    dr_find_unseen(obs, seat, 0, &u);
    dr_random r = {draw, ctx};
    return dr_deal(obs, &u, dr_choose_random, &r, state);
}

/* A draw is seen by the drawer alone, and by him only once his draw is
 * over; every other move is public (a chit is shown as it is chosen, the
 * robot-killer's player takes his openly). */
static tw_move dr_mask_move(const void *before, tw_move move, int seat, const void *now)
{
    const dr_state *b = before, *n = now;
    if (dr_mtype(move) != DR_M_DRAWN)
        return move;
    int still_blind = n->turn == b->turn && dr_draws_blind(n, b->cur);
    return seat == b->cur && !still_blind ? move : DR_MASKED_DRAW;
}

/* ---- completing a seat's record ----------------------------------------- */

/* The draw and programming of one turn: the only part of a turn with
 * hidden chits (execution starts with every rack back in the box). */
static int dr_in_block(const dr_state *s)
{
    return s->phase == DR_PH_PILE || s->phase == DR_PH_DRAW || s->phase == DR_PH_TAKE ||
           s->phase == DR_PH_CHIT || s->phase == DR_PH_BOX;
}

static int dr_is_legal(const dr_state *s, tw_move move)
{
    tw_move moves[TW_MOVES_MAX];
    int n = dr_legal_moves(s, moves);
    for (int i = 0; i < n; i++)
        if (moves[i] == move)
            return 1;
    return 0;
}

#define DR_NO_MOVE SIZE_MAX
#define DR_BLOCK_CHITS (DR_SEATS * DR_RACK) /* on the racks in one turn, at most */

/* A chit of a rack the seat did not see: on a rack at the record's start
 * (move DR_NO_MOVE) or drawn by a masked draw; its kind once assigned. */
typedef struct dr_slot {
    size_t move;
    uint8_t owner, pile, kind;
} dr_slot;

/* A chit placed from a rack during the block. */
typedef struct dr_placed {
    size_t move;
    uint8_t owner, kind;
} dr_placed;

/* What a record's block says of the racks. */
typedef struct dr_block {
    dr_slot slot[DR_BLOCK_CHITS];
    int slots;
    dr_placed placed[DR_BLOCK_CHITS];
    int placements;
    uint8_t known[DR_SEATS][DR_KIND_COUNT]; /* on a rack and seen: at the start, or drawn */
    uint8_t drawn[DR_KIND_COUNT];           /* seen drawn during the block */
    dr_unseen start;                        /* what the seat did not see at the block's start */
} dr_block;

static tw_status dr_record_fail(core_err *err, size_t index, tw_move move, const char *why)
{
    char text[32];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    if (!dr_move_to_text(NULL, move, &sb))
        core_sb_puts(&sb, "?");
    return core_fail(err, TW_E_ILLEGAL, "the record's move %zu (%s) %s", index + 1, text, why);
}

/* The first outcome of the draw (or take) at t: a stand-in for a chit
 * whose kind is not settled yet. */
static tw_move dr_any_outcome(const dr_state *t)
{
    tw_move moves[TW_MOVES_MAX];
    return dr_legal_moves(t, moves) > 0 ? moves[0] : 0;
}

static int dr_drawable(int kind)
{
    return kind >= 1 && kind <= DR_DRAW_KINDS;
}

/* Notes what a move of the block says of the racks (t is the state it is
 * applied to), and returns the move to walk the block's structure with:
 * the move itself, or a stand-in of the same shape when t's chits (whose
 * kinds are not settled) cannot play it. Who draws, who places and when
 * the block ends depend on how many chits each rack holds, never on their
 * kinds. 0 when the block holds more chits than a turn can. */
static tw_move dr_note_move(dr_block *b, const dr_state *t, tw_move move, size_t index)
{
    int type = dr_mtype(move), kind = dr_ma(move);
    if (t->phase == DR_PH_DRAW && move == DR_MASKED_DRAW) {
        if (b->slots == DR_BLOCK_CHITS)
            return 0;
        b->slot[b->slots++] = (dr_slot){index, t->cur, t->pile, 0};
        return dr_any_outcome(t);
    }
    int drawn = (t->phase == DR_PH_DRAW && type == DR_M_DRAWN) ||
                (t->phase == DR_PH_TAKE && type == DR_M_TAKE);
    if (drawn && dr_drawable(kind) && (type == DR_M_TAKE || dr_kind(kind)->pile == t->pile)) {
        b->known[t->cur][kind]++;
        b->drawn[kind]++;
        return dr_pile_left(t, kind) > 0 ? move : dr_any_outcome(t);
    }
    if (t->phase == DR_PH_CHIT && type == DR_M_CHIT && dr_drawable(kind)) {
        if (b->placements == DR_BLOCK_CHITS)
            return 0;
        b->placed[b->placements++] = (dr_placed){index, t->cur, (uint8_t)kind};
        return dr_rack(t, t->cur, kind) ? move : dr_any_outcome(t); /* the lowest chit held */
    }
    return move;
}

/* Reads the block that starts at w with moves[from]: the chits the seat
 * did not see (w's, and the masked draws), those it saw, and the
 * placements; *end is the first move after the block. */
static tw_status dr_read_block(const dr_state *w, const tw_move *moves, size_t from, size_t n,
                               int seat, dr_block *b, size_t *end, core_err *err)
{
    memset(b, 0, sizeof *b);
    dr_find_unseen(w, seat, 1, &b->start);
    for (int p = 0; p < w->players; p++)
        for (int k = 1; k <= DR_DRAW_KINDS; k++) {
            b->known[p][k] = (uint8_t)(dr_rack(w, p, k) - b->start.hidden[p][k]);
            for (int i = 0; i < b->start.hidden[p][k]; i++)
                b->slot[b->slots++] = (dr_slot){DR_NO_MOVE, (uint8_t)p, dr_kind(k)->pile, 0};
        }
    dr_state t = *w;
    size_t i = from;
    for (; i < n && dr_in_block(&t) && t.turn == w->turn; i++) {
        tw_move play = dr_note_move(b, &t, moves[i], i);
        if (!play || !dr_is_legal(&t, play))
            return dr_record_fail(err, i, moves[i], "is not legal there");
        dr_apply(&t, play);
    }
    *end = i;
    return TW_OK;
}

/* Gives each placement a chit its player held: one he was seen to hold,
 * else the first unseen chit of its pile he holds (first drawn, first
 * placed). */
static tw_status dr_assign_placements(dr_block *b, core_err *err, const tw_move *moves)
{
    uint8_t known[DR_SEATS][DR_KIND_COUNT];
    memcpy(known, b->known, sizeof known);
    for (int i = 0; i < b->placements; i++) {
        const dr_placed *pl = &b->placed[i];
        if (known[pl->owner][pl->kind]) {
            known[pl->owner][pl->kind]--;
            continue;
        }
        dr_slot *slot = NULL;
        for (int j = 0; j < b->slots && !slot; j++)
            if (b->slot[j].owner == pl->owner && b->slot[j].pile == dr_kind(pl->kind)->pile &&
                !b->slot[j].kind)
                slot = &b->slot[j];
        if (!slot)
            return dr_record_fail(err, pl->move, moves[pl->move],
                                  "places a chit its player cannot hold: he holds no other "
                                  "chit of its pile");
        slot->kind = pl->kind;
    }
    return TW_OK;
}

/* Gives every other unseen chit the lowest kind its pile can still give,
 * after the chits the block is seen to draw and the placed ones. */
static tw_status dr_fill_slots(dr_block *b, core_err *err)
{
    int budget[DR_KIND_COUNT] = {0};
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        budget[k] = b->start.pool[k] - b->drawn[k];
    for (int j = 0; j < b->slots; j++)
        budget[b->slot[j].kind]--;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        if (budget[k] < 0)
            return core_fail(err, TW_E_ILLEGAL, "the record draws or places more %s chits in "
                             "a turn than the box holds", dr_kind(k)->code);
    for (int j = 0; j < b->slots; j++) {
        dr_slot *slot = &b->slot[j];
        for (int k = 1; k <= DR_DRAW_KINDS && !slot->kind; k++)
            if (dr_kind(k)->pile == slot->pile && budget[k] > 0) {
                slot->kind = (uint8_t)k;
                budget[k]--;
            }
        if (!slot->kind)
            return core_fail(err, TW_E_ILLEGAL, "the record draws more %s chits in a turn than "
                             "the pile holds", dr_pile_name(slot->pile));
    }
    return TW_OK;
}

/* Writes the block's kinds: the unseen chits of w's racks, and the masked
 * draws. */
static void dr_write_block(const dr_block *b, dr_state *w, tw_move *moves)
{
    for (int p = 0; p < w->players; p++)
        for (int k = 1; k <= DR_DRAW_KINDS; k++)
            dr_rack_add(w, p, k, -b->start.hidden[p][k]);
    for (int j = 0; j < b->slots; j++) {
        const dr_slot *slot = &b->slot[j];
        if (slot->move == DR_NO_MOVE)
            dr_rack_add(w, slot->owner, slot->kind, 1);
        else
            moves[slot->move] = dr_move(DR_M_DRAWN, slot->kind, 0);
    }
    dr_pile_left_rebuild(w);
}

/* Settles every unseen chit of the block that starts at w, moves[from]. */
static tw_status dr_complete_block(dr_state *w, tw_move *moves, size_t from, size_t n, int seat,
                                   core_err *err)
{
    dr_block b;
    size_t end;
    tw_status st = dr_read_block(w, moves, from, n, seat, &b, &end, err);
    if (st == TW_OK)
        st = dr_assign_placements(&b, err, moves);
    if (st == TW_OK)
        st = dr_fill_slots(&b, err);
    if (st == TW_OK)
        dr_write_block(&b, w, moves);
    return st;
}

/* Each turn's unseen chits are settled as its block is reached (every
 * chit is back in the box between turns, so turns are independent), then
 * every move is checked legal on the completed game. */
static tw_status dr_complete(void *start, tw_move *moves, size_t n, int seat, core_err *err)
{
    dr_state first = *(const dr_state *)start, w = first;
    int settled_turn = 0; /* turns count from 1 */
    for (size_t i = 0;; i++) {
        if (dr_in_block(&w) && w.turn != settled_turn) {
            tw_status st = dr_complete_block(&w, moves, i, n, seat, err);
            if (st != TW_OK)
                return st;
            settled_turn = w.turn;
            if (i == 0)
                first = w; /* the start's unseen chits */
        }
        if (i == n)
            break;
        if (!dr_is_legal(&w, moves[i]))
            return dr_record_fail(err, i, moves[i], "is not legal there");
        dr_apply(&w, moves[i]);
    }
    *(dr_state *)start = first;
    return TW_OK;
}

const core_hidden_def dr_hidden = {
    .observe = dr_observe,
    .observation_text = dr_observation_text,
    .chance_predict = dr_chance_predict,
    .sample = dr_sample,
    .mask_move = dr_mask_move,
    .complete = dr_complete,
    .observe_start = dr_observe_start,
};
