/* SPDX-License-Identifier: MIT */
/*
 * tb_info.c: Toy Battle's hidden information, the six entries of the
 * core's seam (core_hidden_def; docs/information.md, "Toy Battle", states
 * the model and docs/design/information.md the seam).
 *
 * Public: the board, the discards, the frozen troops (rulings.md), the
 * medals, the size of every rack, reserve and pile of removed troops, and
 * each rack's known troops (tb_state.h). A player sees his own rack.
 * Hidden from everyone: the reserves' contents and the troops removed face
 * down, the owner's own too; hidden from the opponent: the rest of a rack,
 * its unknown part.
 *
 * So what a seat has not seen of a player's troops is one pool, its
 * unseen troops of that player (all his troops less those on the board,
 * in the discard, and on his rack in the seat's view), spread over the
 * places it cannot see: the unknown part of the opponent's rack, then a
 * reserve, then the removed troops (for the seat's own troops, the
 * reserve then the removed ones). Removals and draws are blind and
 * exchangeable, and the other player's choices are taken as
 * uninformative, so every deal of the pool into those places is as
 * likely as the number of ways to make it with the troops told apart:
 * that is the posterior, and the representative is its first deal in
 * kind order. One fact of the rules narrows it: a player who must place
 * (Cap'n's extra placement, or a turn he cannot draw in) has a placement,
 * or the game would not be there, and the player whose being stuck ended
 * the game had none; a deal that says otherwise is not one play reaches,
 * and both the representative and the samples skip it
 * (tb_rules_rack_allows()).
 *
 * Cost: an observation fills two pools, a few dozen bytes; when the
 * opponent must place, a placement test per candidate rack (the first
 * nearly always has one). A sample draws each unseen troop once; at such
 * a decision it weighs every candidate rack, at most a few thousand.
 */
#include "toybattle/tb_state.h"

#include <assert.h>

/* The places of a player's troops a seat may not see, in dealing order. */
enum { TB_AT_RACK, TB_AT_RESERVE, TB_AT_REMOVED, TB_PLACES };

/* What a seat has not seen of one player's troops, and where it lies. */
typedef struct tb_unseen {
    int first;                       /* the first place hidden from the seat */
    int size[TB_PLACES];             /* the troops each place holds (public) */
    uint8_t at[TB_PLACES][TB_KINDS]; /* a deal of the pool over the places */
    uint8_t pool[TB_KINDS];          /* the seat's unseen troops of the player */
    int total;
} tb_unseen;

/* The troops of player's rack his opponent has not seen. */
static int tb_unknown_part(const tb_state *s, int player, int kind)
{
    return s->rack[player][kind] - s->frozen[player][kind] - tb_known(s, player, kind);
}

/* What seat has not seen of player's troops in s, dealt as s deals it. */
static void tb_unseen_of(const tb_state *s, int seat, int player, tb_unseen *u)
{
    memset(u, 0, sizeof *u);
    u->first = player == seat ? TB_AT_RESERVE : TB_AT_RACK;
    for (int k = 0; k < TB_KINDS; k++) {
        if (u->first == TB_AT_RACK)
            u->at[TB_AT_RACK][k] = (uint8_t)tb_unknown_part(s, player, k);
        u->at[TB_AT_RESERVE][k] = s->reserve[player][k];
        u->at[TB_AT_REMOVED][k] = s->removed[player][k];
        for (int at = u->first; at < TB_PLACES; at++) {
            u->size[at] += u->at[at][k];
            u->pool[k] = (uint8_t)(u->pool[k] + u->at[at][k]);
        }
    }
    for (int at = u->first; at < TB_PLACES; at++)
        u->total += u->size[at];
}

/* Writes u's deal of player's troops into s. */
static void tb_unseen_put(tb_state *s, int player, const tb_unseen *u)
{
    for (int k = 0; k < TB_KINDS; k++) {
        if (u->first == TB_AT_RACK)
            s->rack[player][k] = (uint8_t)(s->frozen[player][k] + tb_known(s, player, k) +
                                           u->at[TB_AT_RACK][k]);
        s->reserve[player][k] = u->at[TB_AT_RESERVE][k];
        s->removed[player][k] = u->at[TB_AT_REMOVED][k];
    }
}

/* Deals left (what is left of the pool) over the places from `from` on,
 * in kind order: the first troops to the first place. */
static void tb_deal_in_order(tb_unseen *u, int from, const uint8_t *left)
{
    uint8_t rest[TB_KINDS];
    memcpy(rest, left, sizeof rest);
    int k = 0;
    for (int at = from; at < TB_PLACES; at++) {
        memset(u->at[at], 0, TB_KINDS);
        for (int i = 0; i < u->size[at]; i++) {
            while (!rest[k])
                k++;
            rest[k]--;
            u->at[at][k]++;
        }
    }
}

/* The kind of troop v (0-based) of counts, in kind order. */
static int tb_kind_at(const uint8_t *counts, uint32_t v)
{
    int k = 0;
    while (v >= counts[k])
        v -= counts[k++];
    return k;
}

/* Deals left over the places from `from` on at random, one troop at a
 * time from what is left, each troop equally likely. */
static tw_status tb_deal_at_random(tb_unseen *u, int from, const uint8_t *left,
                                   core_draw_fn draw, void *ctx)
{
    uint8_t rest[TB_KINDS];
    memcpy(rest, left, sizeof rest);
    uint32_t count = 0;
    for (int k = 0; k < TB_KINDS; k++)
        count += rest[k];
    for (int at = from; at < TB_PLACES; at++) {
        memset(u->at[at], 0, TB_KINDS);
        if (at == TB_PLACES - 1) { /* the last place takes what is left */
            memcpy(u->at[at], rest, TB_KINDS);
            break;
        }
        for (int i = 0; i < u->size[at]; i++, count--) {
            uint32_t v = 0;
            tw_status st = draw(ctx, count, &v);
            if (st != TW_OK)
                return st;
            int k = tb_kind_at(rest, v);
            rest[k]--;
            u->at[at][k]++;
        }
    }
    return TW_OK;
}

/* ---- the opponent's rack when he must place ------------------------------- */

/* The next multiset of c's size after c with c[k] <= cap[k], in the order
 * whose first is the deal in kind order (the lexicographically greatest):
 * 0 after the last. */
static int tb_next_multiset(uint8_t *c, const uint8_t *cap)
{
    int room = 0; /* what the kinds after k could still take */
    for (int k = TB_KINDS - 1; k >= 0; k--) {
        if (c[k] && room) {
            int moved = 1;
            c[k]--;
            for (int j = k + 1; j < TB_KINDS; j++) {
                moved += c[j];
                c[j] = 0;
            }
            for (int j = k + 1; j < TB_KINDS && moved; j++) {
                c[j] = (uint8_t)(moved < cap[j] ? moved : cap[j]);
                moved -= c[j];
            }
            return 1;
        }
        room += cap[k] - c[k];
    }
    return 0;
}

/* Whether the rack part c of the opponent (u, player) lets him play the
 * phase of s, the rest dealt in kind order (it does not matter where). */
static int tb_rack_allows(tb_state *s, int player, tb_unseen *u, const uint8_t *c)
{
    uint8_t rest[TB_KINDS];
    for (int k = 0; k < TB_KINDS; k++)
        rest[k] = (uint8_t)(u->pool[k] - c[k]);
    memcpy(u->at[TB_AT_RACK], c, TB_KINDS);
    tb_deal_in_order(u, TB_AT_RESERVE, rest);
    tb_unseen_put(s, player, u);
    return tb_rules_rack_allows(s);
}

/* Whether the opponent of seat is to place in s, so that only the racks
 * with a placement are his possible racks. */
static int tb_rack_constrained(const tb_state *s, int seat)
{
    return s->player != seat && tb_rules_rack_matters(s);
}

/* The first deal in the representative's order that gives the opponent a
 * placement (the deal in kind order nearly always does; the real one
 * does, so there is one). */
static void tb_first_allowed(tb_state *s, int seat)
{
    int player = 1 - seat;
    tb_unseen u;
    tb_unseen_of(s, seat, player, &u);
    tb_deal_in_order(&u, TB_AT_RACK, u.pool);
    uint8_t c[TB_KINDS];
    memcpy(c, u.at[TB_AT_RACK], sizeof c);
    uint8_t first[TB_KINDS];
    memcpy(first, c, sizeof first);
    do {
        if (tb_rack_allows(s, player, &u, c))
            return;
    } while (tb_next_multiset(c, u.pool));
    tb_rack_allows(s, player, &u, first); /* none: a state play never reaches */
}

/* The ways to choose n of 3 troops (or fewer): C(have, n). */
static uint32_t tb_choose(int have, int n)
{
    static const uint8_t choose[TB_COPIES + 1][TB_COPIES + 1] = {
        {1, 0, 0, 0}, {1, 1, 0, 0}, {1, 2, 1, 0}, {1, 3, 3, 1}};
    return choose[have][n];
}

/* The ways to deal rack part c from the pool, the troops told apart. */
static uint32_t tb_rack_ways(const uint8_t *pool, const uint8_t *c)
{
    uint32_t ways = 1;
    for (int k = 0; k < TB_KINDS; k++)
        ways *= tb_choose(pool[k], c[k]);
    return ways;
}

/* Draws the opponent's rack part among those that give him a placement,
 * each as likely as its ways, then deals the rest at random. At most
 * C(15, 8) candidates of at most 3^8 ways each: the sum fits 32 bits. */
static tw_status tb_deal_constrained(tb_state *s, int player, tb_unseen *u, core_draw_fn draw,
                                     void *ctx)
{
    tb_deal_in_order(u, TB_AT_RACK, u->pool);
    uint8_t first[TB_KINDS], c[TB_KINDS];
    memcpy(first, u->at[TB_AT_RACK], sizeof first);
    memcpy(c, first, sizeof c);
    uint32_t total = 0;
    do {
        if (tb_rack_allows(s, player, u, c))
            total += tb_rack_ways(u->pool, c);
    } while (tb_next_multiset(c, u->pool));
    uint32_t v = 0;
    tw_status st = total ? draw(ctx, total, &v) : TW_OK;
    if (st != TW_OK)
        return st;
    memcpy(c, first, sizeof c);
    for (;;) {
        uint32_t ways = tb_rack_allows(s, player, u, c) ? tb_rack_ways(u->pool, c) : 0;
        if (v < ways || !tb_next_multiset(c, u->pool))
            break;
        v -= ways;
    }
    uint8_t rest[TB_KINDS];
    for (int k = 0; k < TB_KINDS; k++)
        rest[k] = (uint8_t)(u->pool[k] - c[k]);
    memcpy(u->at[TB_AT_RACK], c, TB_KINDS);
    return tb_deal_at_random(u, TB_AT_RESERVE, rest, draw, ctx);
}

/* ---- observe, sample --------------------------------------------------- */

static void tb_observe(const void *state, int seat, void *obs)
{
    tb_state *o = obs;
    memcpy(o, state, sizeof *o);
    for (int p = 0; p < 2; p++) {
        tb_unseen u;
        tb_unseen_of(o, seat, p, &u);
        tb_deal_in_order(&u, u.first, u.pool);
        tb_unseen_put(o, p, &u);
    }
    if (tb_rack_constrained(o, seat) && !tb_rules_rack_allows(o))
        tb_first_allowed(o, seat);
}

static tw_status tb_sample(const void *obs, int seat, core_draw_fn draw, void *ctx, void *state)
{
    tb_state *s = state;
    memcpy(s, obs, sizeof *s);
    for (int p = 0; p < 2; p++) {
        tb_unseen u;
        tb_unseen_of(s, seat, p, &u);
        tw_status st = p != seat && tb_rack_constrained(s, seat)
                           ? tb_deal_constrained(s, p, &u, draw, ctx)
                           : tb_deal_at_random(&u, u.first, u.pool, draw, ctx);
        if (st != TW_OK)
            return st;
        tb_unseen_put(s, p, &u);
    }
    return TW_OK;
}

static void tb_observation_text(const void *obs, int seat, core_sb *out)
{
    tb_write_position(obs, seat, out);
}

/* ---- chance as a seat predicts it -------------------------------------- */

/* A blind draw of player's (a removal, a deal, a draw): any troop of the
 * seat's unseen pool of his, whoever holds it, equally likely. */
static int tb_predict_blind(const tb_state *s, int seat, int type, tw_move *moves,
                            uint32_t *weights)
{
    tb_unseen u;
    tb_unseen_of(s, seat, s->player, &u);
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++)
        if (u.pool[k]) {
            moves[n] = TB_MOVE(type, k, 0);
            weights[n++] = u.pool[k];
        }
    return n;
}

/* A troop picked at random from the opponent's rack (XB-42, a freeze,
 * which skips the frozen ones): its owner knows his rack; the other seat
 * weighs each kind by K_k |pool| + |U| pool_k (K the troops it knows are
 * there, U the unknown part, pool its unseen troops of the owner). */
static int tb_predict_pick(const tb_state *s, int seat, int type, int with_frozen,
                           tw_move *moves, uint32_t *weights)
{
    int owner = 1 - s->player;
    tb_unseen u;
    tb_unseen_of(s, seat, owner, &u);
    uint32_t scale = seat == owner || u.total == 0 ? 1 : (uint32_t)u.total;
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++) {
        uint32_t w;
        int frozen = with_frozen ? 0 : s->frozen[owner][k];
        if (seat == owner)
            w = (uint32_t)(s->rack[owner][k] - frozen);
        else
            w = (uint32_t)(tb_known(s, owner, k) + s->frozen[owner][k] - frozen) * scale +
                (uint32_t)u.size[TB_AT_RACK] * u.pool[k];
        if (w) {
            moves[n] = TB_MOVE(type, k, 0);
            weights[n++] = w;
        }
    }
    return n;
}

static int tb_chance_predict(const void *obs, int seat, tw_move *moves, uint32_t *weights)
{
    const tb_state *s = obs;
    switch (s->phase) {
    case TB_PH_REMOVE:
        return tb_predict_blind(s, seat, TB_MV_REMOVE, moves, weights);
    case TB_PH_DEAL:
        return tb_predict_blind(s, seat, TB_MV_DEAL, moves, weights);
    case TB_PH_DRAW:
        return tb_predict_blind(s, seat, TB_MV_DRAWN, moves, weights);
    case TB_PH_PICK:
        return tb_predict_pick(s, seat, TB_MV_PICK, 1, moves, weights);
    case TB_PH_FREEZE:
        return tb_predict_pick(s, seat, TB_MV_FREEZE, 0, moves, weights);
    default: /* who plays first: public */
        return tb_rules_chance(s, moves, weights);
    }
}

/* ---- the seat's record ------------------------------------------------- */

/* Whether seat sees the outcome of move, applied to before: a removal
 * is face down for everyone, a deal or a draw for the drawer's opponent;
 * XB-42's pick and a freeze are face up. */
static int tb_hidden_outcome(const tb_state *before, tw_move move, int seat)
{
    int type = TB_MOVE_TYPE(move);
    return type == TB_MV_REMOVE ||
           ((type == TB_MV_DEAL || type == TB_MV_DRAWN) && before->player != seat);
}

static tw_move tb_mask_move(const void *before, tw_move move, int seat, const void *now)
{
    (void)now; /* what is hidden stays hidden */
    if (!tb_hidden_outcome(before, move, seat))
        return move;
    return TB_MOVE(TB_MOVE_TYPE(move), TB_MASKED, 0);
}

/*
 * Completing a record. A hidden troop is a token: each troop of the start
 * the seat could not see on the opponent's rack or among the removed
 * ones, and each masked outcome. Walking the record forward on a scratch
 * state, a masked outcome becomes the first kind its reserve holds, and a
 * troop shown leaving the opponent's rack (placed, taken by XB-42,
 * frozen) whose kind is not among his known troops is his earliest token
 * still on the rack, given that kind (first in first out) by exchanging
 * kinds with another token still free, or with the reserve. Any kinds
 * with the right totals make a legal history at every prefix, since a
 * reserve only loses troops; exchanges change earlier racks, so the
 * completed history is replayed from its start at the end, and refused
 * when a move is not legal there.
 */

#define TB_TOKENS_MAX (2 * TB_ARMY)

enum { TB_TOKEN_FREE, TB_TOKEN_SHOWN }; /* a token's kind may change / is fixed */

typedef struct tb_token {
    uint8_t player, kind;
    uint8_t at;           /* TB_AT_RACK or TB_AT_REMOVED, where it lies now */
    uint8_t state;        /* TB_TOKEN_FREE or TB_TOKEN_SHOWN */
    int64_t move;         /* the masked outcome it is, or -1: the start's */
} tb_token;

typedef struct tb_record {
    tb_state scratch;     /* the game as completed so far */
    int seat;
    tw_move *moves;
    tb_token token[TB_TOKENS_MAX];
    int tokens;
    core_err *err;
} tb_record;

static tw_status tb_record_fail(tb_record *r, size_t i, const char *what)
{
    return core_fail(r->err, TW_E_ILLEGAL, "record move %zu: %s", i + 1, what);
}

static int tb_add_token(tb_record *r, int player, int kind, int at, int64_t move)
{
    if (r->tokens >= TB_TOKENS_MAX)
        return 0;
    tb_token t = {(uint8_t)player, (uint8_t)kind, (uint8_t)at, TB_TOKEN_FREE, move};
    r->token[r->tokens++] = t;
    return 1;
}

/* The start's hidden troops: the opponent's unknown rack part and both
 * players' removed troops (the reserves are what is left). */
static void tb_start_tokens(tb_record *r)
{
    const tb_state *s = &r->scratch;
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < TB_KINDS; k++) {
            for (int i = 0; p != r->seat && i < tb_unknown_part(s, p, k); i++)
                tb_add_token(r, p, k, TB_AT_RACK, -1);
            for (int i = 0; i < s->removed[p][k]; i++)
                tb_add_token(r, p, k, TB_AT_REMOVED, -1);
        }
}

/* The counts of the place a token lies in, in the scratch state. */
static uint8_t *tb_token_place(tb_record *r, const tb_token *t)
{
    return t->at == TB_AT_RACK ? r->scratch.rack[t->player] : r->scratch.removed[t->player];
}

/* Writes token t's new kind, into its masked outcome too. */
static void tb_set_kind(tb_record *r, tb_token *t, int kind)
{
    t->kind = (uint8_t)kind;
    if (t->move >= 0)
        r->moves[t->move] = TB_MOVE(TB_MOVE_TYPE(r->moves[t->move]), kind, 0);
}

/* Gives token t the kind `kind` of another free token of its player (one
 * in the same place first), which takes t's. */
static int tb_swap_tokens(tb_record *r, tb_token *t, int kind)
{
    for (int pass = 0; pass < 2; pass++)
        for (tb_token *o = r->token; o < r->token + r->tokens; o++) {
            int near = pass == 0 ? o->at == t->at : o->at != t->at;
            if (o == t || o->player != t->player || o->state != TB_TOKEN_FREE ||
                o->kind != kind || !near)
                continue;
            int old = t->kind;
            uint8_t *mine = tb_token_place(r, t), *theirs = tb_token_place(r, o);
            mine[old]--, mine[kind]++, theirs[kind]--, theirs[old]++;
            tb_set_kind(r, o, old);
            tb_set_kind(r, t, kind);
            return 1;
        }
    return 0;
}

/* Gives token t a troop of kind from its player's reserve, which takes
 * t's. */
static int tb_swap_reserve(tb_record *r, tb_token *t, int kind)
{
    uint8_t *reserve = r->scratch.reserve[t->player], *mine = tb_token_place(r, t);
    int old = t->kind;
    if (!reserve[kind])
        return 0;
    mine[old]--, mine[kind]++, reserve[kind]--, reserve[old]++;
    tb_set_kind(r, t, kind);
    return 1;
}

/* Gives token t the kind `kind`, exchanged with a free token or with the
 * reserve; 0 when no hidden troop of the player is of that kind. */
static int tb_retag(tb_record *r, tb_token *t, int kind)
{
    return t->kind == kind || tb_swap_tokens(r, t, kind) || tb_swap_reserve(r, t, kind);
}

/* The troop of kind that move shows leaving the rack of the seat's
 * opponent (a placement, XB-42's pick, a freeze), or -1. */
static int tb_shown_from_rack(const tb_state *s, int seat, tw_move move)
{
    int type = TB_MOVE_TYPE(move), opponent = 1 - seat;
    int placed = type == TB_MV_PLACE && s->player == opponent;
    int taken = (type == TB_MV_PICK || type == TB_MV_FREEZE) && s->player == seat;
    return placed || taken ? TB_MOVE_A(move) : -1;
}

/* A troop shown leaving the opponent's rack that he was not known to
 * hold is his earliest token still there, of that kind. */
static tw_status tb_show(tb_record *r, size_t i, int kind)
{
    int opponent = 1 - r->seat;
    if (kind >= TB_KINDS || tb_known(&r->scratch, opponent, kind))
        return TW_OK;
    for (tb_token *t = r->token; t < r->token + r->tokens; t++) {
        if (t->player != opponent || t->at != TB_AT_RACK || t->state != TB_TOKEN_FREE)
            continue;
        if (!tb_retag(r, t, kind))
            break;
        t->state = TB_TOKEN_SHOWN;
        return TW_OK;
    }
    char what[96];
    core_sb sb;
    core_sb_init(&sb, what, sizeof what);
    core_sb_printf(&sb, "player %d cannot have a %c on his rack here", opponent,
                   tb_kind_letter(kind, 0));
    return tb_record_fail(r, i, what);
}

/* A masked outcome becomes the first kind its reserve holds. */
static tw_status tb_unmask(tb_record *r, size_t i)
{
    const tb_state *s = &r->scratch;
    int type = TB_MOVE_TYPE(r->moves[i]), p = s->player, kind = 0;
    if (type == TB_MV_DEAL || type == TB_MV_DRAWN) {
        if (p == r->seat)
            return tb_record_fail(r, i, "a seat sees its own draws");
    } else if (type != TB_MV_REMOVE) {
        return tb_record_fail(r, i, "only removals, deals and draws are masked");
    }
    while (kind < TB_KINDS && !s->reserve[p][kind])
        kind++;
    int at = type == TB_MV_REMOVE ? TB_AT_REMOVED : TB_AT_RACK;
    if (kind == TB_KINDS || s->phase != (type == TB_MV_REMOVE ? TB_PH_REMOVE
                                         : type == TB_MV_DEAL ? TB_PH_DEAL : TB_PH_DRAW))
        return tb_record_fail(r, i, "no such blind draw here");
    if (!tb_add_token(r, p, kind, at, (int64_t)i))
        return tb_record_fail(r, i, "more blind draws than troops");
    r->moves[i] = TB_MOVE(type, kind, 0);
    return TW_OK;
}

/* A draw of the seat's own that its reserve, as completed so far, lacks:
 * one of its removed troops was that one. */
static tw_status tb_own_draw(tb_record *r, size_t i, int kind)
{
    tb_state *s = &r->scratch;
    int p = s->player;
    if (kind >= TB_KINDS || s->reserve[p][kind])
        return TW_OK;
    int other = 0;
    while (other < TB_KINDS && !s->reserve[p][other])
        other++;
    for (tb_token *t = r->token; other < TB_KINDS && t < r->token + r->tokens; t++)
        if (t->player == p && t->at == TB_AT_REMOVED && t->kind == kind &&
            t->state == TB_TOKEN_FREE && tb_swap_reserve(r, t, other))
            return TW_OK;
    return tb_record_fail(r, i, "the reserve cannot hold that troop");
}

/* Whether move is among the legal moves of s. */
static int tb_is_legal(const tb_state *s, tw_move move)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tb_rules_legal(s, moves);
    for (int i = 0; i < n; i++)
        if (moves[i] == move)
            return 1;
    return 0;
}

/* One move of the record: unmasked, its hidden troops given kinds, and
 * applied to the scratch state. */
static tw_status tb_complete_move(tb_record *r, size_t i)
{
    tb_state *s = &r->scratch;
    tw_move move = r->moves[i];
    tw_status st = TW_OK;
    int type = TB_MOVE_TYPE(move);
    if (TB_MOVE_A(move) == TB_MASKED) {
        st = tb_unmask(r, i);
    } else if (tb_hidden_outcome(s, move, r->seat)) {
        st = tb_record_fail(r, i, "the record shows an outcome its seat cannot see");
    } else if ((type == TB_MV_DEAL || type == TB_MV_DRAWN) && s->player == r->seat) {
        st = tb_own_draw(r, i, TB_MOVE_A(move));
    } else if (tb_shown_from_rack(s, r->seat, move) >= 0) {
        st = tb_show(r, i, tb_shown_from_rack(s, r->seat, move));
    }
    if (st != TW_OK)
        return st;
    if (!tb_is_legal(s, r->moves[i]))
        return tb_record_fail(r, i, "not legal in any game its seat could be in");
    tb_rules_apply(s, r->moves[i]);
    return TW_OK;
}

/* The start the tokens make: each player's hidden troops at the start
 * are his start tokens, and his reserve what is left of his pool. */
static void tb_completed_start(const tb_record *r, tb_state *start)
{
    for (int p = 0; p < 2; p++) {
        tb_unseen u;
        tb_unseen_of(start, r->seat, p, &u);
        memset(u.at, 0, sizeof u.at);
        uint8_t rest[TB_KINDS];
        memcpy(rest, u.pool, sizeof rest);
        for (const tb_token *t = r->token; t < r->token + r->tokens; t++)
            if (t->player == p && t->move < 0) {
                u.at[t->at][t->kind]++;
                rest[t->kind]--;
            }
        memcpy(u.at[TB_AT_RESERVE], rest, sizeof rest);
        tb_unseen_put(start, p, &u);
    }
}

/* Replays the completed moves from start into walk: each must be legal. */
static tw_status tb_replays(const tb_state *start, const tw_move *moves, size_t n, tb_state *walk,
                            core_err *err)
{
    memcpy(walk, start, sizeof *walk);
    for (size_t i = 0; i < n; i++) {
        if (!tb_is_legal(walk, moves[i]))
            return core_fail(err, TW_E_ILLEGAL, "record move %zu: no history with these "
                             "outcomes hidden fits the moves before it and after", i + 1);
        tb_rules_apply(walk, moves[i]);
    }
    return TW_OK;
}

/* Whether seat cannot tell a from b. */
static int tb_same_to(const tb_state *a, const tb_state *b, int seat)
{
    tb_state oa, ob;
    tb_observe(a, seat, &oa);
    tb_observe(b, seat, &ob);
    return memcmp(&oa, &ob, sizeof oa) == 0;
}

/* The start the tokens make, and the history from it replayed: written
 * into start when it is legal and ends where end says (when given). */
static tw_status tb_finish(const tb_record *r, tb_state *start, size_t n, const tb_state *end)
{
    tb_state completed, walk;
    memcpy(&completed, start, sizeof completed);
    tb_completed_start(r, &completed);
    assert(tb_same_to(&completed, start, r->seat));
    tw_status st = tb_replays(&completed, r->moves, n, &walk, r->err);
    if (st == TW_OK && end && !tb_same_to(&walk, end, r->seat))
        st = core_fail(r->err, TW_E_ILLEGAL, "record: its moves cannot reach its end");
    if (st == TW_OK)
        memcpy(start, &completed, sizeof completed);
    return st;
}

/* Gives the opponent's free tokens the kinds of a deal of the pool: those
 * on his rack the rack part c, in token order, the removed ones the first
 * of the rest in kind order (his reserve is what is left). */
static void tb_assign_free(tb_record *r, const uint8_t *pool, const uint8_t *c)
{
    int opponent = 1 - r->seat;
    uint8_t rack[TB_KINDS], rest[TB_KINDS];
    memcpy(rack, c, sizeof rack);
    for (int k = 0; k < TB_KINDS; k++)
        rest[k] = (uint8_t)(pool[k] - c[k]);
    for (tb_token *t = r->token; t < r->token + r->tokens; t++) {
        if (t->player != opponent || t->state != TB_TOKEN_FREE)
            continue;
        uint8_t *from = t->at == TB_AT_RACK ? rack : rest;
        int k = 0;
        while (!from[k])
            k++;
        from[k]--;
        tb_set_kind(r, t, k);
    }
}

/* The most deals of the opponent's last rack tb_reach_end() replays. */
#define TB_END_TRIES 64

/* The history as walked ends elsewhere than the record's end: one hidden
 * rack decides what follows the last move (his rack left the opponent
 * stuck, or not). Tries the opponent's free tokens dealt otherwise, each
 * rack part that lets him do what the end shows him doing, in the order of
 * the representative's. */
static tw_status tb_reach_end(tb_record *r, tb_state *start, size_t n, const tb_state *end)
{
    int opponent = 1 - r->seat;
    tb_state e;
    tb_observe(end, r->seat, &e);
    tb_unseen u;
    tb_unseen_of(&e, r->seat, opponent, &u);
    tb_deal_in_order(&u, TB_AT_RACK, u.pool);
    uint8_t c[TB_KINDS];
    memcpy(c, u.at[TB_AT_RACK], sizeof c);
    int tries = 0;
    do {
        if (!tb_rack_allows(&e, opponent, &u, c))
            continue;
        tb_assign_free(r, u.pool, c);
        if (tb_finish(r, start, n, end) == TW_OK)
            return TW_OK;
    } while (++tries < TB_END_TRIES && tb_next_multiset(c, u.pool));
    return core_fail(r->err, TW_E_ILLEGAL, "record: its moves cannot reach its end");
}

static tw_status tb_complete_to(void *start, tw_move *moves, size_t n, const void *end, int seat,
                                core_err *err)
{
    static const tb_record empty;
    tb_record r = empty;
    memcpy(&r.scratch, start, sizeof r.scratch);
    r.seat = seat;
    r.moves = moves;
    r.err = err;
    tb_start_tokens(&r);
    for (size_t i = 0; i < n; i++) {
        if (r.scratch.phase == TB_PH_OVER)
            return tb_record_fail(&r, i, "the game is over");
        tw_status st = tb_complete_move(&r, i);
        if (st != TW_OK)
            return st;
    }
    tw_status st = tb_finish(&r, start, n, end);
    if (st != TW_OK && end)
        st = tb_reach_end(&r, start, n, end);
    return st;
}

static tw_status tb_complete(void *start, tw_move *moves, size_t n, int seat, core_err *err)
{
    return tb_complete_to(start, moves, n, NULL, seat, err);
}

const core_hidden_def tb_hidden = {
    .observe = tb_observe,
    .observation_text = tb_observation_text,
    .chance_predict = tb_chance_predict,
    .sample = tb_sample,
    .mask_move = tb_mask_move,
    .complete = tb_complete,
    .complete_to = tb_complete_to,
};
