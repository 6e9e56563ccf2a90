/* SPDX-License-Identifier: MIT */
/*
 * dr_rules.c: the Droids turn as a state machine.
 *
 * A turn is: a blind draw of 7 chits per player (pile chosen, then a chance
 * node weighted by what that pile holds), programming one chit at a time in
 * turn (chit and direction first, then the box, so no list of moves grows
 * past a few dozen), then execution: one order per player in turn, each
 * followed by what it sets off (a shot's d10, hits to cover, carried-mine
 * d10s, a repair to choose) before victory is checked and the next sender
 * found. Everything that needs no choice and no die runs inside dr_apply,
 * through the two transient steps SETTLE_ and NEXT_. What an order does
 * (its targets, moves, shots, the killer's orders) is in dr_orders.c.
 *
 * Piles are not stored: between turns every chit is back in the box, so a
 * pile holds the scenario's chits minus those on racks and transmitters.
 */
#include "droids/dr_state.h"

#include <assert.h>
#include <string.h>

/* ---- geometry ---------------------------------------------------------- */









/* Every one of the 8 neighbours is a fixed or mobile obstacle or off the
 * board (garden, duel, killer). */
static int dr_surrounded(const dr_state *s, int sq)
{
    for (int d = 0; d < DR_DIRS; d++) {
        int n = dr_step_sq(sq, d);
        if (n >= 0 && dr_terrain(s, n) != DR_FIXED && dr_object(s, n) != DR_OBJ_OBSTACLE)
            return 0;
    }
    return 1;
}

void dr_sort_repair(dr_state *s)
{
    if (s->robot[DR_R_REPAIR0] > s->robot[DR_R_REPAIR1]) {
        uint8_t t = s->robot[DR_R_REPAIR0];
        s->robot[DR_R_REPAIR0] = s->robot[DR_R_REPAIR1];
        s->robot[DR_R_REPAIR1] = t;
    }
}

/* ---- who plays when ------------------------------------------------------ */

/* Players still in, one bit each. Every step of the turn flow asks it of
 * every seat, so it is one mask rather than dr_is_in() per seat. */
static unsigned dr_in_mask(const dr_state *s)
{
    unsigned seated = s->players >= DR_SEATS ? (1u << DR_SEATS) - 1 : (1u << s->players) - 1;
    return seated & ~(unsigned)s->out;
}

/* The order every step of a turn goes round in is clockwise from the
 * turn's start player. dr_cycle_from_walk() is the rule; seat_cycles[] writes
 * it out, and debug builds check the one against the other. */

#ifndef NDEBUG
/* Seats clockwise seen from above: south, west, north, east; and each
 * seat's place in that order (the same permutation: it swaps 1 and 2). */
static const uint8_t clockwise[DR_SEATS] = {0, 2, 1, 3};
static const uint8_t clockwise_place[DR_SEATS] = {0, 2, 1, 3};

/* Players still in, clockwise from from (inclusive when still in). */
static int dr_cycle_from_walk(const dr_state *s, int from, int *list)
{
    unsigned in = dr_in_mask(s);
    int pos = from >= 0 && from < DR_SEATS ? clockwise_place[from] : 0, n = 0;
    for (int i = 0; i < DR_SEATS; i++) {
        int p = clockwise[(pos + i) & (DR_SEATS - 1)];
        if (in >> p & 1)
            list[n++] = p;
    }
    return n;
}
#endif

typedef struct seat_cycle {
    uint8_t n, seat[DR_SEATS];
} seat_cycle;

/* dr_cycle_from_walk() for every seat and every set of players still in
 * ([from][a bit per player in]; unused seats 0), clockwise being S, W, N, E. The turn flow asks it
 * after nearly every move, and the walk's branches on the mask were most
 * of its cost. */
static const seat_cycle seat_cycles[DR_SEATS][1 << DR_SEATS] = {
    [0] = { /* from S */
        {0, {0, 0, 0, 0}}, {1, {0, 0, 0, 0}}, {1, {1, 0, 0, 0}}, {2, {0, 1, 0, 0}},
        {1, {2, 0, 0, 0}}, {2, {0, 2, 0, 0}}, {2, {2, 1, 0, 0}}, {3, {0, 2, 1, 0}},
        {1, {3, 0, 0, 0}}, {2, {0, 3, 0, 0}}, {2, {1, 3, 0, 0}}, {3, {0, 1, 3, 0}},
        {2, {2, 3, 0, 0}}, {3, {0, 2, 3, 0}}, {3, {2, 1, 3, 0}}, {4, {0, 2, 1, 3}},
    },
    [1] = { /* from N */
        {0, {0, 0, 0, 0}}, {1, {0, 0, 0, 0}}, {1, {1, 0, 0, 0}}, {2, {1, 0, 0, 0}},
        {1, {2, 0, 0, 0}}, {2, {0, 2, 0, 0}}, {2, {1, 2, 0, 0}}, {3, {1, 0, 2, 0}},
        {1, {3, 0, 0, 0}}, {2, {3, 0, 0, 0}}, {2, {1, 3, 0, 0}}, {3, {1, 3, 0, 0}},
        {2, {3, 2, 0, 0}}, {3, {3, 0, 2, 0}}, {3, {1, 3, 2, 0}}, {4, {1, 3, 0, 2}},
    },
    [2] = { /* from W */
        {0, {0, 0, 0, 0}}, {1, {0, 0, 0, 0}}, {1, {1, 0, 0, 0}}, {2, {1, 0, 0, 0}},
        {1, {2, 0, 0, 0}}, {2, {2, 0, 0, 0}}, {2, {2, 1, 0, 0}}, {3, {2, 1, 0, 0}},
        {1, {3, 0, 0, 0}}, {2, {3, 0, 0, 0}}, {2, {1, 3, 0, 0}}, {3, {1, 3, 0, 0}},
        {2, {2, 3, 0, 0}}, {3, {2, 3, 0, 0}}, {3, {2, 1, 3, 0}}, {4, {2, 1, 3, 0}},
    },
    [3] = { /* from E */
        {0, {0, 0, 0, 0}}, {1, {0, 0, 0, 0}}, {1, {1, 0, 0, 0}}, {2, {0, 1, 0, 0}},
        {1, {2, 0, 0, 0}}, {2, {0, 2, 0, 0}}, {2, {2, 1, 0, 0}}, {3, {0, 2, 1, 0}},
        {1, {3, 0, 0, 0}}, {2, {3, 0, 0, 0}}, {2, {3, 1, 0, 0}}, {3, {3, 0, 1, 0}},
        {2, {3, 2, 0, 0}}, {3, {3, 0, 2, 0}}, {3, {3, 2, 1, 0}}, {4, {3, 0, 2, 1}},
    },
};

/* Players still in, clockwise from from (inclusive when still in); list
 * has room for DR_SEATS. A from that is no seat counts from south. */
int dr_cycle_from(const dr_state *s, int from, int *list)
{
    const seat_cycle *c = &seat_cycles[from >= 0 && from < DR_SEATS ? from : 0][dr_in_mask(s)];
    for (int i = 0; i < DR_SEATS; i++)
        list[i] = c->seat[i];
#ifndef NDEBUG
    int walked[DR_SEATS], n = dr_cycle_from_walk(s, from, walked);
    assert(n == c->n && memcmp(walked, list, (size_t)n * sizeof *list) == 0);
#endif
    return c->n;
}

int dr_index_in(const int *list, int n, int who)
{
    for (int i = 0; i < n; i++)
        if (list[i] == who)
            return i;
    return -1;
}


/* ---- piles and racks ----------------------------------------------------- */

int dr_rack_size(const dr_state *s, int p)
{
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_rack(s, p, k);
    return n;
}

int dr_rack_pile_count(const dr_state *s, int p, int pile)
{
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_kind(k)->pile == pile ? dr_rack(s, p, k) : 0;
    return n;
}

/* dr_rack_size() of a rack of at most DR_RACK chits (every reachable one; the
 * position reader checks with dr_rack_size()), without a loop over the kinds:
 * the turn flow asks it after every drawn chit. The two nibbles of each
 * byte are added, then the bytes (no partial sum passes 255). */
static int dr_small_rack_size(const dr_state *s, int p)
{
    uint64_t word = dr_rack_word(s, p);
    uint64_t pairs = (word & 0x0F0F0F0F0F0F0F0Fu) + (word >> 4 & 0x0F0F0F0F0F0F0F0Fu);
    int n = (int)((pairs * 0x0101010101010101u) >> 56);
    assert(n == dr_rack_size(s, p));
    return n;
}

static int dr_rack_empty(const dr_state *s, int p)
{
    assert((dr_rack_word(s, p) == 0) == (dr_rack_size(s, p) == 0));
    return dr_rack_word(s, p) == 0;
}

int dr_pile_left(const dr_state *s, int kind)
{
    int n = dr_full_count(s, kind);
    for (int p = 0; p < DR_SEATS; p++) {
        n -= dr_rack(s, p, kind);
        for (int b = 0; b < DR_TX * DR_BOXES; b++)
            n -= (s->tx[p][b] & 15) == kind;
    }
    return n;
}

int dr_free_box_count(const dr_state *s, int p)
{
    int n = 0;
    for (int t = 0; t < DR_TX; t++)
        for (int b = 0; b < DR_BOXES && !(s->covered[p] >> t & 1); b++)
            n += s->tx[p][t * DR_BOXES + b] == 0;
    return n;
}

/* dr_free_box_count() > 0, stopping at the first free box: the turn flow asks
 * it of every player after every chit placed, and the first transmitters
 * usually have room. */
static int dr_has_free_box(const dr_state *s, int p)
{
    const uint8_t *boxes = s->tx[p];
    int found = 0;
    for (int t = 0; t < DR_TX && !found; t++, boxes += DR_BOXES)
        found = !(s->covered[p] >> t & 1) && !(boxes[0] && boxes[1] && boxes[2]);
    assert(found == (dr_free_box_count(s, p) > 0));
    return found;
}

_Static_assert(DR_BOXES == 3, "has_free_box() reads a transmitter's three boxes");

/* ---- turn structure ------------------------------------------------------- */

static void dr_begin_turn(dr_state *s, core_events *ev)
{
    int list[DR_SEATS];
    s->passed = s->done = s->sent = 0;
    s->actor = DR_NONE;
    s->phase = dr_scen(s->scenario)->grey == DR_GREY_KILLER ? DR_PH_TAKE : DR_PH_PILE;
    dr_cycle_from(s, s->start, list);
    s->cur = (uint8_t)list[0];
    dr_emit(ev, TW_EVENT_PHASE, TW_NONE, TW_NONE, TW_NONE, TW_NONE, s->phase);
}

/* The racks' chits going back to the box, player by player, as events. */
static void dr_emit_racks_back(const dr_state *s, core_events *ev)
{
    for (int p = 0; p < s->players; p++)
        if (!dr_rack_empty(s, p))
            dr_emit(ev, TW_EVENT_RETURNED, p, TW_NONE, TW_NONE, TW_NONE, dr_small_rack_size(s, p));
}

static void dr_begin_execution(dr_state *s, core_events *ev)
{
    if (DR_RARELY(ev != NULL))
        dr_emit_racks_back(s, ev);
    dr_pile_left_racks_back(s);
    memset(s->rack, 0, sizeof s->rack); /* unplaced chits go back to the box */
    s->done = 0;
    s->actor = DR_NONE;
    if (dr_scen(s->scenario)->grey == DR_GREY_KILLER) {
        s->phase = DR_PH_SHEET;
        s->cur = DR_NONE;
    } else {
        s->phase = DR_PH_NEXT_;
    }
    dr_emit(ev, TW_EVENT_PHASE, TW_NONE, TW_NONE, TW_NONE, TW_NONE,
              s->phase == DR_PH_SHEET ? DR_PH_SHEET : DR_PH_SEND);
}

/* The next player after cur who still programs; one with nothing he could
 * place passes by himself. None left: execution. */
static void dr_next_programmer(dr_state *s, core_events *ev)
{
    int list[DR_SEATS];
    int n = dr_cycle_from(s, s->start, list);
    int i = s->cur == DR_NONE ? n - 1 : dr_index_in(list, n, s->cur);
    for (int k = 1; k <= n; k++) {
        i = dr_cycle_next(i, n);
        int p = list[i];
        if (s->passed >> p & 1)
            continue;
        int empty = dr_rack_empty(s, p);
        if (empty || !dr_has_free_box(s, p)) {
            s->passed = (uint8_t)(s->passed | 1u << p);
            dr_emit(ev, TW_EVENT_PASSED, p, TW_NONE, TW_NONE, TW_NONE,
                      empty ? DR_PASS_EMPTY_RACK : DR_PASS_NO_BOX);
            continue;
        }
        s->phase = DR_PH_CHIT;
        s->cur = (uint8_t)p;
        return;
    }
    dr_begin_execution(s, ev);
}

static void dr_begin_programming(dr_state *s, core_events *ev)
{
    s->passed = 0;
    s->cur = DR_NONE;
    dr_emit(ev, TW_EVENT_PHASE, TW_NONE, TW_NONE, TW_NONE, TW_NONE, DR_PH_CHIT);
    dr_next_programmer(s, ev);
}

/* After a drawn or taken chit: the same player again, the next one, or
 * programming. */
static void dr_after_draw(dr_state *s, core_events *ev)
{
    if (dr_small_rack_size(s, s->cur) < DR_RACK) { /* six draws in seven: no seat order needed */
        s->phase = s->phase == DR_PH_DRAW ? DR_PH_PILE : s->phase;
        return;
    }
    int list[DR_SEATS];
    int n = dr_cycle_from(s, s->start, list);
    int i = dr_index_in(list, n, s->cur);
    if (i + 1 < n) {
        s->cur = (uint8_t)list[i + 1];
        s->phase = s->phase == DR_PH_DRAW ? DR_PH_PILE : s->phase;
        return;
    }
    dr_begin_programming(s, ev);
}

int dr_result_winner(int result)
{
    switch (result) {
    case DR_RESULT_NONE:
        return TW_WINNER_NONE;
    case DR_RESULT_DRAW:
        return TW_WINNER_DRAW;
    case DR_RESULT_NOBODY:
        return TW_WINNER_NOBODY;
    case DR_RESULT_TEAM_SN:
        return 0;
    case DR_RESULT_TEAM_WE:
        return 2;
    default:
        return result - 1;
    }
}

/* The game ends, for reason (enum dr_end_reason): every chit goes back to
 * the box and the turn's bookkeeping is cleared, so a finished game reads
 * the same however it ended. */
void dr_finish(dr_state *s, int result, int reason, core_events *ev)
{
    memset(s->rack, 0, sizeof s->rack);
    memset(s->tx, 0, sizeof s->tx);
    dr_pile_left_all_back(s);
    s->ksent = 0;
    s->sheet_roll = 0;
    s->passed = s->done = s->sent = 0;
    s->actor = DR_NONE;
    s->result = (uint8_t)result;
    s->phase = DR_PH_OVER;
    s->cur = DR_NONE;
    dr_emit(ev, TW_EVENT_ENDED, dr_result_winner(result), TW_NONE, TW_NONE, TW_NONE, reason);
}

/* Last player standing, teams, the solo game, the turn limit; *reason
 * says which (enum dr_end_reason). */
static int dr_end_of_turn_result(const dr_state *s, int *reason)
{
    int alive = 0, last = -1;
    for (int p = 0; p < s->players; p++)
        if (dr_is_in(s, p))
            alive++, last = p;
    *reason = alive ? DR_END_MAX_TURNS : DR_END_ALL_OUT;
    if (dr_scen(s->scenario)->grey == DR_GREY_KILLER)
        return alive ? (s->turn >= s->max_turns ? DR_RESULT_NOBODY : DR_RESULT_NONE)
                     : DR_RESULT_NOBODY;
    if (s->teams) {
        int sn = dr_is_in(s, 0) || dr_is_in(s, 1), we = dr_is_in(s, 2) || dr_is_in(s, 3);
        if (!sn && !we)
            return DR_RESULT_NOBODY;
        *reason = DR_END_TEAM;
        if (!sn || !we)
            return sn ? DR_RESULT_TEAM_SN : DR_RESULT_TEAM_WE;
        *reason = DR_END_MAX_TURNS;
    } else if (alive <= 1) {
        *reason = alive ? DR_END_LAST : DR_END_ALL_OUT;
        return alive ? last + 1 : DR_RESULT_NOBODY;
    }
    return s->turn >= s->max_turns ? DR_RESULT_DRAW : DR_RESULT_NONE;
}

/* Why player p, still in, is eliminated at the end of the turn (enum
 * dr_out_reason): before his unsent chits go back. */
static int dr_out_reason(const dr_state *s, int p)
{
    if (s->covered[p] == (1u << DR_TX) - 1)
        return DR_OUT_COVERED;
    for (int b = 0; b < DR_TX * DR_BOXES; b++)
        if (s->tx[p][b])
            return DR_OUT_UNSENDABLE;
    return DR_OUT_NO_ORDER;
}

/* The end of a turn as events: each unsent chit goes back to the box
 * (face up, so each is said), then each player who sent no order to his
 * droid or a repair robot is out, and why. */
static void dr_emit_turn_end(const dr_state *s, core_events *ev)
{
    for (int p = 0; p < s->players; p++)
        for (int b = 0; b < DR_TX * DR_BOXES; b++)
            if (s->tx[p][b])
                dr_emit(ev, TW_EVENT_RETURNED, p, s->tx[p][b], b, TW_NONE, 1);
    for (int p = 0; p < s->players; p++)
        if (dr_is_in(s, p) && !(s->sent >> p & 1))
            dr_emit(ev, TW_EVENT_ELIMINATED, p, dr_robot_code(p), s->robot[p], TW_NONE,
                      dr_out_reason(s, p));
}

void dr_end_turn(dr_state *s, core_events *ev)
{
    if (DR_RARELY(ev != NULL))
        dr_emit_turn_end(s, ev);
    memset(s->rack, 0, sizeof s->rack);
    memset(s->tx, 0, sizeof s->tx); /* unsent chits go back to the box */
    dr_pile_left_all_back(s);
    s->ksent = 0;
    s->sheet_roll = 0;
    for (int p = 0; p < s->players; p++)
        if (dr_is_in(s, p) && !(s->sent >> p & 1))
            s->out = (uint8_t)(s->out | 1u << p); /* sent nothing: eliminated */
    int reason, result = dr_end_of_turn_result(s, &reason);
    if (result != DR_RESULT_NONE) {
        dr_finish(s, result, reason, ev);
        return;
    }
    s->turn++;
    int list[DR_SEATS];
    int n = dr_cycle_from(s, s->start, list);
    int i = dr_index_in(list, n, s->start);
    s->start = (uint8_t)(i < 0 ? list[0] : list[(i + 1) % n]);
    dr_emit(ev, TW_EVENT_TURN, s->start, TW_NONE, TW_NONE, TW_NONE, s->turn);
    dr_begin_turn(s, ev);
}

/* ---- victory ------------------------------------------------------------- */

/* Player p, still in, stands on his own start square carrying an object of
 * kind: a box scores (rulings.md, Further rulings: Cargo), the statue wins
 * (rulings.md, Droids: 5 Robot Statue; the statue on a start square by any
 * other means, or carried onto another's, wins for nobody). */
static int dr_home_with(const dr_state *s, int p, int kind)
{
    return dr_is_in(s, p) && dr_carry_kind(s, p) == kind && s->robot[p] == s->start_sq[p];
}

static int dr_cargo_result(dr_state *s, core_events *ev)
{
    /* p < DR_SEATS too (players never exceeds it): GCC 12 at -O3 cannot see
     * that and warns of writes past score[] and carry[], which fails
     * Release builds with TOYWAR_WERROR. */
    for (int p = 0; p < s->players && p < DR_SEATS; p++)
        if (dr_home_with(s, p, DR_OBJ_CARGO)) {
            s->score[p]++;
            s->carry[p] = 0;
            dr_emit(ev, TW_EVENT_SCORED, p, DR_EV_OBJECT + DR_OBJ_CARGO, TW_NONE, s->robot[p], 1);
        }
    for (int q = 0; q < DR_SQUARES; q++)
        if (dr_object(s, q) == DR_OBJ_CARGO)
            return DR_RESULT_NONE;
    for (int p = 0; p < s->players; p++)
        if (dr_carry_kind(s, p) == DR_OBJ_CARGO)
            return DR_RESULT_NONE;
    /* Among the players still in: an eliminated player's boxes do not
     * count for him at the end (rulings.md, Elimination). */
    int best = -1, ties = 0;
    for (int p = 0; p < s->players; p++) {
        if (!dr_is_in(s, p))
            continue;
        if (best < 0 || s->score[p] > s->score[best])
            best = p, ties = 0;
        else if (s->score[p] == s->score[best])
            ties = 1;
    }
    return ties || best < 0 ? DR_RESULT_NOBODY : best + 1;
}

/* The reason (enum dr_end_reason) of a scenario's own goal, by scenario. */
static const uint8_t goal_reasons[DR_SCENARIOS] = {
    [DR_SC_CARGO] = DR_END_CARGO, [DR_SC_MADNESS] = DR_END_GARDEN, [DR_SC_DUEL] = DR_END_DUEL,
    [DR_SC_KILLER] = DR_END_CAUGHT, [DR_SC_STATUE] = DR_END_STATUE,
};

/* A scenario's own goal, checked after every order. */
static int dr_order_result(dr_state *s, core_events *ev)
{
    int found = 0, who = -1;
    switch (s->scenario) {
    case DR_SC_CARGO:
        return dr_cargo_result(s, ev);
    case DR_SC_MADNESS:
        for (int p = 0; p < s->players; p++)
            if (dr_is_in(s, p) && s->robot[p] == s->start_sq[p] && dr_surrounded(s, s->robot[p]))
                found++, who = p;
        return found == 0 ? DR_RESULT_NONE : found == 1 ? who + 1 : DR_RESULT_DRAW;
    case DR_SC_DUEL:
        for (int p = 0; p < s->players; p++)
            if (dr_is_in(s, p) && dr_surrounded(s, s->robot[p]))
                found++, who = p;
        return found == 0 ? DR_RESULT_NONE : found == 1 ? (1 - who) + 1 : DR_RESULT_DRAW;
    case DR_SC_KILLER:
        return dr_surrounded(s, s->robot[DR_R_GREY]) ? 1 : DR_RESULT_NONE;
    case DR_SC_STATUE:
        for (int p = 0; p < s->players; p++)
            if (dr_home_with(s, p, DR_OBJ_STATUE))
                return p + 1;
        return DR_RESULT_NONE;
    default:
        return DR_RESULT_NONE;
    }
}

/* After an order: carried-mine rolls, then hits to cover, then victory. */
static void dr_settle(dr_state *s, core_events *ev)
{
    for (int p = 0; p < DR_SEATS; p++) {
        if (!s->rolls[p])
            continue;
        if (!dr_is_in(s, p) || dr_carry_kind(s, p) != DR_OBJ_MINE) {
            s->rolls[p] = 0;
            continue;
        }
        s->phase = DR_PH_MINE;
        s->cur = (uint8_t)p;
        return;
    }
    for (int p = 0; p < DR_SEATS; p++) {
        if (!s->hits[p])
            continue;
        if (!dr_is_in(s, p) || s->covered[p] == (1u << DR_TX) - 1) {
            s->hits[p] = 0; /* hits beyond the last transmitter are lost */
            continue;
        }
        s->phase = DR_PH_COVER;
        s->cur = (uint8_t)p;
        return;
    }
    int result = dr_order_result(s, ev);
    if (result != DR_RESULT_NONE)
        dr_finish(s, result, goal_reasons[s->scenario < DR_SCENARIOS ? s->scenario : 0], ev);
    else
        s->phase = DR_PH_NEXT_;
}

static void dr_run(dr_state *s, core_events *ev)
{
    for (;;) {
        if (s->phase == DR_PH_SETTLE_)
            dr_settle(s, ev);
        else if (s->phase == DR_PH_NEXT_)
            dr_next_sender(s, ev);
        else
            break;
    }
    dr_sort_repair(s);
}

/* ---- set-up ---------------------------------------------------------------- */

static int dr_setup_total(const dr_state *s)
{
    return dr_scen(s->scenario)->obstacles_each[s->players] * s->players;
}

static void dr_setup_next(dr_state *s, core_events *ev)
{
    int list[DR_SEATS];
    int n = dr_cycle_from(s, s->start, list);
    if (s->step >= dr_setup_total(s)) {
        dr_begin_turn(s, ev);
        return;
    }
    if (s->step == 0)
        dr_emit(ev, TW_EVENT_PHASE, TW_NONE, TW_NONE, TW_NONE, TW_NONE, DR_PH_SETUP);
    s->phase = DR_PH_SETUP;
    s->cur = (uint8_t)list[s->step % n];
}

tw_status dr_setup(dr_state *s, int players, int scenario, int shots, int teams, int max_turns,
                   core_err *err)
{
    const dr_scenario_info *sc = dr_scen(scenario);
    if (players < sc->min_players || players > sc->max_players)
        return sc->min_players == sc->max_players
                   ? core_fail(err, TW_E_PARAM, "param 'players': %s is for exactly %d %s",
                               sc->name, sc->min_players,
                               sc->min_players == 1 ? "player" : "players")
                   : core_fail(err, TW_E_PARAM, "param 'players': %s is for %d to %d players",
                               sc->name, sc->min_players, sc->max_players);
    if (teams && (!sc->teams_ok || players != 4))
        return core_fail(err, TW_E_PARAM,
                         "param 'teams': only with 4 players in challenge or de-mine");
    if (shots != 1 && sc->grey != DR_GREY_KILLER)
        return core_fail(err, TW_E_PARAM, "param 'killer_shots': only for robot-killer");
    for (int q = 0; q < DR_SQUARES; q++) {
        int mark = dr_cargo_mark(s, q);
        dr_set_object(s, q, scenario == DR_SC_CARGO && mark && players >= mark + 1 ? DR_OBJ_CARGO
                                                                              : DR_OBJ_NONE);
    }
    s->players = (uint8_t)players;
    s->scenario = (uint8_t)scenario;
    s->killer_shots = (uint8_t)shots;
    s->teams = (uint8_t)teams;
    s->max_turns = (uint16_t)max_turns;
    s->turn = 1;
    memset(s->robot, DR_NONE, sizeof s->robot);
    for (int p = 0; p < players; p++) {
        s->robot[p] = s->start_sq[p];
        s->carry[p] = (uint8_t)(sc->carry_start ? DR_OBJ_OBSTACLE | sc->carry_start << 3 : 0);
    }
    if (sc->repair_robots) {
        s->robot[DR_R_REPAIR0] = s->repair_home[0];
        s->robot[DR_R_REPAIR1] = s->repair_home[1];
        dr_sort_repair(s);
    }
    if (sc->grey == DR_GREY_STATUE)
        s->robot[DR_R_GREY] = s->statue_home;
    if (sc->grey == DR_GREY_KILLER)
        s->robot[DR_R_GREY] = s->start_sq[1]; /* the start square opposite the player's */
    s->actor = DR_NONE;
    s->cur = DR_NONE;
    dr_pile_left_rebuild(s);
    if (players == 1) {
        s->start = 0;
        dr_setup_next(s, NULL); /* set-up is no move: nothing to record */
    } else {
        s->phase = DR_PH_FIRST;
    }
    return TW_OK;
}

/* ---- the game interface ---------------------------------------------------- */

int dr_is_chance(int phase)
{
    return phase == DR_PH_FIRST || phase == DR_PH_DRAW || phase == DR_PH_SHEET ||
           phase == DR_PH_SHOT || phase == DR_PH_MINE;
}

int dr_current_player(const void *state)
{
    const dr_state *s = state;
    if (s->phase == DR_PH_OVER)
        return TW_PLAYER_TERMINAL;
    return dr_is_chance(s->phase) ? TW_PLAYER_CHANCE : s->cur;
}

static int dr_d10_moves(tw_move *moves)
{
    for (int f = 0; f < 10; f++)
        moves[f] = dr_move(DR_M_ROLL, f, 0);
    return 10;
}

/* A chit's directions by its set (enum dr_dirset): the first and how many;
 * a chit without a direction (pick-up) is listed once, with direction 0. */
static const uint8_t dirset_first[3] = {[DR_DIR_NONE] = 0, [DR_DIR_ORTH] = DR_N,
                                        [DR_DIR_DIAG] = DR_NE};
static const uint8_t dirset_count[3] = {[DR_DIR_NONE] = 1, [DR_DIR_ORTH] = 4,
                                        [DR_DIR_DIAG] = 4};

/* Bit 4k of the result set when nibble k of x is not zero. */
static uint64_t dr_nonzero_nibbles(uint64_t x)
{
    x |= x >> 1;
    x |= x >> 2;
    return x & 0x1111111111111111u;
}

/* Each kind on the rack with each of its directions, then pass. The kinds
 * are found a nibble of the rack at a time; a kind's four direction moves
 * are written whole and only as many as it has kept, the rest overwritten
 * by the next kind's. The last kind's are written one by one: the list may
 * be the host's own buffer, and nothing past it is written. */
static int dr_chit_moves(const dr_state *s, tw_move *moves)
{
    const tw_move next_dir = dr_move(0, 0, 1);
    int n = 0;
    for (uint64_t kinds = dr_nonzero_nibbles(dr_rack_word(s, s->cur)); kinds; kinds &= kinds - 1) {
        int k = core_lowest_bit(kinds) / 4, dirs = dr_kind(k)->dirs;
        tw_move first = dr_move(DR_M_CHIT, k, dirset_first[dirs]);
        if (kinds & (kinds - 1)) { /* another kind follows */
            moves[n] = first;
            moves[n + 1] = first + next_dir;
            moves[n + 2] = first + 2 * next_dir;
            moves[n + 3] = first + 3 * next_dir;
        } else {
            for (int d = 0; d < dirset_count[dirs]; d++)
                moves[n + d] = first + (tw_move)d * next_dir;
        }
        n += dirset_count[dirs];
    }
    moves[n++] = dr_move(DR_M_PASS, 0, 0);
#ifndef NDEBUG
    int i = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++) {
        if (!dr_rack(s, s->cur, k))
            continue;
        int dirs = dr_kind(k)->dirs;
        int lo = dirs == DR_DIR_DIAG ? 4 : 0, hi = dirs == DR_DIR_NONE ? 1 : lo + 4;
        for (int d = lo; d < hi; d++)
            assert(moves[i++] == dr_move(DR_M_CHIT, k, d));
    }
    assert(i == n - 1);
#endif
    return n;
}

/* Every empty box of an undamaged transmitter, transmitter by transmitter.
 * Each box's move is written and kept only when the box is empty, so one
 * move may be written past the last: into a list of the core's own here,
 * copied out (the list may be the host's buffer, and nothing past it is
 * written). The three boxes are written out: a loop over them cost as much
 * as the moves. */
static int dr_box_moves(const dr_state *s, tw_move *moves)
{
    const tw_move next_box = dr_move(0, 0, 1);
    const uint8_t *boxes = s->tx[s->cur];
    unsigned covered = s->covered[s->cur];
    tw_move written[DR_TX * DR_BOXES + 1];
    int n = 0;
    for (int t = 0; t < DR_TX; t++, boxes += DR_BOXES) {
        if (covered >> t & 1)
            continue;
        tw_move first = dr_move(DR_M_BOX, t, 0);
        written[n] = first;
        n += !boxes[0];
        written[n] = first + next_box;
        n += !boxes[1];
        written[n] = first + 2 * next_box;
        n += !boxes[2];
    }
    memcpy(moves, written, (size_t)n * sizeof *moves);
#ifndef NDEBUG
    int i = 0;
    for (int t = 0; t < DR_TX; t++)
        for (int b = 0; b < DR_BOXES && !(s->covered[s->cur] >> t & 1); b++)
            if (!s->tx[s->cur][t * DR_BOXES + b])
                assert(moves[i++] == dr_move(DR_M_BOX, t, b));
    assert(i == n);
#endif
    return n;
}

/* A set-up obstacle may go on any square with no fixed obstacle, object or
 * robot, in square order. Set-up lists nearly all 100 squares a few times
 * a game, which asked square by square was a third of a random playout's
 * instructions: dr_free_squares() finds them a word at a time. */
static int dr_obstacle_moves(const dr_state *s, tw_move *moves)
{
    uint64_t free[2];
    dr_free_squares(s, free);
    return dr_square_moves(free, DR_M_OBSTACLE, moves);
}

static int dr_sorted_square_moves(int type, const int *squares, int count, tw_move *moves)
{
    int sorted[DR_DIRS];
    memcpy(sorted, squares, (size_t)count * sizeof *squares);
    dr_sort_squares(sorted, count);
    for (int i = 0; i < count; i++)
        moves[i] = dr_move(type, sorted[i], 0);
    return count;
}

static int dr_transmitter_moves(const dr_state *s, int type, int want_covered, tw_move *moves)
{
    int n = 0;
    for (int t = 0; t < DR_TX; t++)
        if ((s->covered[s->cur] >> t & 1) == want_covered)
            moves[n++] = dr_move(type, t, 0);
    return n;
}

/* The first kind of each pile, and past the last: kinds are ordered by
 * pile, so a draw's outcomes are one run of kinds. */
static const uint8_t pile_first_kind[DR_PILES + 1] = {DR_K_V1, DR_K_B1, DR_K_G1, DR_K_SHOOT,
                                                      DR_DRAW_KINDS + 1};

/* A draw's outcomes (or the killer's open take), given what is left. */
static int dr_draw_moves(const dr_state *s, const dr_left *left, tw_move *moves)
{
    int take = s->phase == DR_PH_TAKE;
    int first = take ? DR_K_V1 : pile_first_kind[s->pile];
    int end = take ? DR_DRAW_KINDS + 1 : pile_first_kind[s->pile + 1];
    int type = take ? DR_M_TAKE : DR_M_DRAWN;
    int n = 0;
    for (int k = first; k < end; k++) {
        assert(take || dr_kind(k)->pile == s->pile);
        if (dr_left_count(left, k) > 0)
            moves[n++] = dr_move(type, k, 0);
    }
    return n;
}

int dr_legal_moves(const void *state, tw_move *moves)
{
    const dr_state *s = state;
    int n = 0, targets[DR_DIRS];
    dr_left left;
    switch (s->phase) {
    case DR_PH_FIRST:
        for (int p = 0; p < s->players; p++)
            moves[n++] = dr_move(DR_M_FIRST, p, 0);
        return n;
    case DR_PH_SETUP:
        return dr_obstacle_moves(s, moves);
    case DR_PH_PILE:
        dr_pile_left_all(s, &left);
        assert(dr_pile_left_agrees(s, &left));
        for (int pile = 0; pile < DR_PILES; pile++)
            if (dr_left_pile_total(&left, pile) > 0)
                moves[n++] = dr_move(DR_M_PILE, pile, 0);
        return n;
    case DR_PH_DRAW:
    case DR_PH_TAKE:
        dr_pile_left_all(s, &left);
        assert(dr_pile_left_agrees(s, &left));
        return dr_draw_moves(s, &left, moves);
    case DR_PH_CHIT:
        return dr_chit_moves(s, moves);
    case DR_PH_BOX:
        return dr_box_moves(s, moves);
    case DR_PH_SEND:
        return dr_sendable_count(s, s->cur, moves);
    case DR_PH_SHEET:
    case DR_PH_SHOT:
    case DR_PH_MINE:
        return dr_d10_moves(moves);
    case DR_PH_PICKUP:
        return dr_sorted_square_moves(DR_M_PICK, targets, dr_pick_targets(s, s->cur, targets),
                                      moves);
    case DR_PH_PUTDOWN:
        return dr_sorted_square_moves(DR_M_PUT, targets, dr_put_targets(s, s->cur, targets), moves);
    case DR_PH_UNCOVER:
        return dr_transmitter_moves(s, DR_M_UNCOVER, 1, moves);
    case DR_PH_COVER:
        return dr_transmitter_moves(s, DR_M_COVER, 0, moves);
    default:
        return 0;
    }
}

int dr_chance_weights(const void *state, tw_move *moves, uint32_t *weights)
{
    const dr_state *s = state;
    dr_left left;
    if (s->phase != DR_PH_DRAW) {
        int n = dr_legal_moves(state, moves);
        for (int i = 0; i < n; i++)
            weights[i] = 1;
        return n;
    }
    dr_pile_left_all(s, &left);
    assert(dr_pile_left_agrees(s, &left));
    int n = dr_draw_moves(s, &left, moves);
    for (int i = 0; i < n; i++)
        weights[i] = (uint32_t)dr_left_count(&left, dr_ma(moves[i]));
    return n;
}

/* A covered transmitter's chits go back to the box. */
static void dr_cover_returns_chits(dr_state *s, int p, int t, core_events *ev)
{
    uint8_t *boxes = &s->tx[p][t * DR_BOXES];
    for (int b = 0; b < DR_BOXES; b++)
        if (boxes[b]) {
            dr_pile_add(s, boxes[b] & 15, 1);
            dr_emit(ev, TW_EVENT_RETURNED, p, boxes[b], t * DR_BOXES + b, TW_NONE, 1);
        }
    memset(boxes, 0, DR_BOXES);
}

/* p's droid picks up what lies on q, the statue there, or one object of
 * the droid there. */
static void dr_pick_up(dr_state *s, int p, int q, core_events *ev)
{
    int r = dr_robot_at(s, q), kind, from = TW_NONE;
    if (r < 0) {
        kind = dr_object(s, q);
        s->carry[p] = (uint8_t)(kind | 1 << 3);
        dr_set_object(s, q, DR_OBJ_NONE);
    } else if (r == DR_R_GREY) {
        kind = DR_OBJ_STATUE;
        s->carry[p] = DR_OBJ_STATUE | 1 << 3;
        s->robot[DR_R_GREY] = DR_NONE;
    } else { /* steal one object from a droid */
        int count = dr_carry_count(s, r);
        kind = dr_carry_kind(s, r);
        s->carry[r] = (uint8_t)(count > 1 ? kind | (count - 1) << 3 : 0);
        s->carry[p] = (uint8_t)(kind | 1 << 3);
        from = dr_robot_code(r);
    }
    dr_emit(ev, TW_EVENT_PICKED, p, DR_EV_OBJECT + kind, q, TW_NONE, from);
}

static void dr_put_down(dr_state *s, int p, int q, core_events *ev)
{
    int kind = dr_carry_kind(s, p), count = dr_carry_count(s, p);
    if (kind == DR_OBJ_STATUE)
        s->robot[DR_R_GREY] = (uint8_t)q;
    else
        dr_set_object(s, q, kind);
    s->carry[p] = (uint8_t)(count > 1 ? kind | (count - 1) << 3 : 0);
    dr_emit(ev, TW_EVENT_DROPPED, p, DR_EV_OBJECT + kind, TW_NONE, q, TW_NONE);
}

/* A d10: the killer's Program Sheet, a shot, or a carried mine. */
static void dr_apply_roll(dr_state *s, int face, core_events *ev)
{
    if (s->phase == DR_PH_SHEET) {
        dr_emit(ev, TW_EVENT_ROLLED, DR_KILLER, TW_NONE, TW_NONE, TW_NONE, face);
        s->sheet_roll = (uint8_t)(face == 0 ? 10 : face);
        s->ksent = 0;
        s->phase = DR_PH_NEXT_;
    } else if (s->phase == DR_PH_SHOT) {
        int target = s->shot_target;
        dr_emit(ev, TW_EVENT_ROLLED, target, dr_robot_code(target), TW_NONE, s->robot[target],
                  face);
        dr_add_hits(s, target, face / s->shot_dist, ev);
        s->shot_target = s->shot_dist = 0;
        s->phase = DR_PH_SETTLE_;
    } else { /* a carried mine */
        int p = s->cur;
        dr_emit(ev, TW_EVENT_ROLLED, p, DR_EV_OBJECT + DR_OBJ_MINE, TW_NONE, s->robot[p], face);
        if (face == 0) {
            s->carry[p] = 0;
            s->rolls[p] = 0;
            dr_emit(ev, TW_EVENT_EXPLODED, p, DR_EV_OBJECT + DR_OBJ_MINE, s->robot[p], TW_NONE,
                      dr_robot_code(p));
            dr_add_hits(s, p, 2, ev);
        } else {
            s->rolls[p]--;
        }
        s->phase = DR_PH_SETTLE_;
    }
}

/* ---- applying a move: one handler per move type ------------------------------ */

static void dr_on_first(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)p, (void)b;
    s->start = (uint8_t)a;
    dr_emit(ev, TW_EVENT_TURN, a, TW_NONE, TW_NONE, TW_NONE, s->turn);
    dr_setup_next(s, ev);
}

static void dr_on_obstacle(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    dr_emit(ev, TW_EVENT_PLACED, p, DR_EV_OBJECT + DR_OBJ_OBSTACLE, TW_NONE, a, TW_NONE);
    dr_set_object(s, a, DR_OBJ_OBSTACLE);
    s->step++;
    dr_setup_next(s, ev);
}

static void dr_on_pile(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    dr_emit(ev, TW_EVENT_CHOSE, p, TW_NONE, a, TW_NONE, DR_CHOSE_PILE);
    s->pile = (uint8_t)a;
    s->phase = DR_PH_DRAW;
}

/* A chit drawn blind (an outcome the others do not see), or taken openly
 * by the killer's player. */
static void dr_on_drawn(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    if (DR_RARELY(ev != NULL)) { /* a blind draw reveals its chit to the drawer alone */
        if (s->phase == DR_PH_DRAW)
            core_emit_outcome(ev, TW_EVENT_DREW, p, a, s->pile, TW_NONE, TW_NONE);
        else
            core_emit(ev, TW_EVENT_DREW, p, a, dr_kind(a)->pile, TW_NONE, TW_NONE);
    }
    dr_rack_add(s, p, a, 1);
    dr_pile_add(s, a, -1);
    s->pile = 0;
    dr_after_draw(s, ev);
}

static void dr_on_chit(dr_state *s, int p, int a, int b, core_events *ev)
{
    dr_emit(ev, TW_EVENT_CHOSE, p, a | b << 4, TW_NONE, TW_NONE, DR_CHOSE_CHIT);
    s->chit = (uint8_t)(a | b << 4);
    s->phase = DR_PH_BOX;
}

static void dr_on_box(dr_state *s, int p, int a, int b, core_events *ev)
{
    dr_emit(ev, TW_EVENT_PLACED, p, s->chit, TW_NONE, a * DR_BOXES + b, TW_NONE);
    s->tx[p][a * DR_BOXES + b] = s->chit;
    dr_rack_add(s, p, s->chit & 15, -1);
    s->chit = 0;
    dr_next_programmer(s, ev);
}

static void dr_on_pass(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)a, (void)b;
    s->passed = (uint8_t)(s->passed | 1u << p);
    dr_emit(ev, TW_EVENT_PASSED, p, TW_NONE, TW_NONE, TW_NONE, DR_PASS_CHOSEN);
    dr_next_programmer(s, ev);
}

static void dr_on_send(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)p, (void)b;
    dr_send(s, a, ev);
}

static void dr_on_roll(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)p, (void)b;
    dr_apply_roll(s, a, ev);
}

static void dr_on_cover(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    s->covered[p] = (uint16_t)(s->covered[p] | 1u << a);
    dr_emit(ev, TW_EVENT_CHOSE, p, TW_NONE, a, TW_NONE, DR_CHOSE_COVER);
    dr_cover_returns_chits(s, p, a, ev);
    s->hits[p]--;
    s->phase = DR_PH_SETTLE_;
}

static void dr_on_uncover(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    s->covered[p] = (uint16_t)(s->covered[p] & ~(1u << a));
    dr_emit(ev, TW_EVENT_REPAIRED, p, TW_NONE, a, TW_NONE, 1);
    s->phase = DR_PH_SETTLE_;
}

static void dr_on_pick(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    dr_pick_up(s, p, a, ev);
    s->phase = DR_PH_SETTLE_;
}

static void dr_on_put(dr_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    dr_put_down(s, p, a, ev);
    s->phase = DR_PH_SETTLE_;
}

typedef void (*dr_handler)(dr_state *s, int p, int a, int b, core_events *ev);

static const dr_handler dr_handlers[DR_M_TYPES] = {
    [DR_M_FIRST] = dr_on_first, [DR_M_OBSTACLE] = dr_on_obstacle, [DR_M_PILE] = dr_on_pile,
    [DR_M_DRAWN] = dr_on_drawn, [DR_M_TAKE] = dr_on_drawn,         [DR_M_CHIT] = dr_on_chit,
    [DR_M_BOX] = dr_on_box,     [DR_M_PASS] = dr_on_pass,           [DR_M_SEND] = dr_on_send,
    [DR_M_ROLL] = dr_on_roll,   [DR_M_COVER] = dr_on_cover,         [DR_M_UNCOVER] = dr_on_uncover,
    [DR_M_PICK] = dr_on_pick,   [DR_M_PUT] = dr_on_put,
};

/* The core hands apply only legal moves, so every type has its handler. */
void dr_apply_events(void *state, tw_move move, core_events *ev)
{
    dr_state *s = state;
    int type = dr_mtype(move);
    if (type > 0 && type < DR_M_TYPES && dr_handlers[type])
        dr_handlers[type](s, s->cur, dr_ma(move), dr_mb(move), ev);
    dr_run(s, ev); /* which leaves the repair robots in square order */
    /* Canonical bytes: only a draw (the drawer) and a carried-mine roll (the
     * carrier) keep a current player at a chance node. */
    if (s->phase == DR_PH_OVER || s->phase == DR_PH_SHEET || s->phase == DR_PH_SHOT)
        s->cur = DR_NONE;
}

void dr_apply(void *state, tw_move move)
{
    dr_apply_events(state, move, NULL);
}
