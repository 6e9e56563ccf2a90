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
 * through the two transient steps SETTLE_ and NEXT_.
 *
 * Piles are not stored: between turns every chit is back in the box, so a
 * pile holds the scenario's chits minus those on racks and transmitters.
 */
#include "droids/dr_state.h"

#include <assert.h>
#include <string.h>

/* ---- geometry ---------------------------------------------------------- */

static int dr_step_sq(int sq, int dir)
{
    int df, dr;
    dr_dir_delta(dir, &df, &dr);
    int f = sq % DR_SIZE + df, r = sq / DR_SIZE + dr;
    if (f < 0 || f >= DR_SIZE || r < 0 || r >= DR_SIZE)
        return -1;
    return r * DR_SIZE + f;
}

/* Transmitter t of a seat lines up with a column (south, north) or a row
 * (west, east), counted from the seat's left; square k of the line is k
 * squares from the seat's edge: sq = base + k * dk + t * dt. The rules
 * find squares the other way round (dr_line_depth()); debug builds walk the
 * lines to check them. */
#ifndef NDEBUG
static const struct {
    int base, dk, dt;
} lines[DR_SEATS] = {{0, 10, 1}, {99, -10, -1}, {90, 1, -10}, {9, -1, 10}};

static int dr_line_sq(int seat, int t, int k)
{
    return lines[seat].base + k * lines[seat].dk + t * lines[seat].dt;
}
#endif

/* The transmitter of seat whose line holds sq. */
static int dr_tx_of(int seat, int sq)
{
    int f = sq % DR_SIZE, r = sq / DR_SIZE;
    static const int use_file[DR_SEATS] = {1, 1, 0, 0};
    static const int flip[DR_SEATS] = {0, 1, 1, 0};
    int v = use_file[seat] ? f : r;
    return flip[seat] ? DR_SIZE - 1 - v : v;
}

static int dr_robot_at(const dr_state *s, int sq)
{
    for (int i = 0; i < DR_ROBOTS; i++)
        if (s->robot[i] == sq)
            return i;
    return -1;
}

/* Fixed obstacles, mobile obstacles and cargo boxes stop robots and shots. */
static int dr_blocks(const dr_state *s, int sq)
{
    int o = dr_object(s, sq);
    return dr_terrain(s, sq) == DR_FIXED || o == DR_OBJ_OBSTACLE || o == DR_OBJ_CARGO;
}

int dr_is_in(const dr_state *s, int p)
{
    return p >= 0 && p < s->players && !(s->out >> p & 1);
}

static int dr_is_statue_game(const dr_state *s)
{
    return dr_scen(s->scenario)->grey == DR_GREY_STATUE;
}

static void dr_add_hits(dr_state *s, int p, int n)
{
    if (dr_is_in(s, p))
        s->hits[p] = (uint8_t)(s->hits[p] + n > 255 ? 255 : s->hits[p] + n);
}

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

/* The index after i in a cycle of n, wrapping (i may be -1: the first). */
static int dr_cycle_next(int i, int n)
{
    return i + 1 < n ? i + 1 : 0;
}

/* ---- piles and racks ----------------------------------------------------- */

int dr_rack_size(const dr_state *s, int p)
{
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_rack(s, p, k);
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

static void dr_begin_turn(dr_state *s)
{
    int list[DR_SEATS];
    s->passed = s->done = s->sent = 0;
    s->actor = DR_NONE;
    s->phase = dr_scen(s->scenario)->grey == DR_GREY_KILLER ? DR_PH_TAKE : DR_PH_PILE;
    dr_cycle_from(s, s->start, list);
    s->cur = (uint8_t)list[0];
}

static void dr_begin_execution(dr_state *s)
{
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
}

/* The next player after cur who still programs; one with nothing he could
 * place passes by himself. None left: execution. */
static void dr_next_programmer(dr_state *s)
{
    int list[DR_SEATS];
    int n = dr_cycle_from(s, s->start, list);
    int i = s->cur == DR_NONE ? n - 1 : dr_index_in(list, n, s->cur);
    for (int k = 1; k <= n; k++) {
        i = dr_cycle_next(i, n);
        int p = list[i];
        if (s->passed >> p & 1)
            continue;
        if (dr_rack_empty(s, p) || !dr_has_free_box(s, p)) {
            s->passed = (uint8_t)(s->passed | 1u << p);
            continue;
        }
        s->phase = DR_PH_CHIT;
        s->cur = (uint8_t)p;
        return;
    }
    dr_begin_execution(s);
}

static void dr_begin_programming(dr_state *s)
{
    s->passed = 0;
    s->cur = DR_NONE;
    dr_next_programmer(s);
}

/* After a drawn or taken chit: the same player again, the next one, or
 * programming. */
static void dr_after_draw(dr_state *s)
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
    dr_begin_programming(s);
}

/* The game ends: every chit goes back to the box and the turn's bookkeeping
 * is cleared, so a finished game reads the same however it ended. */
static void dr_finish(dr_state *s, int result)
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
}

/* Last player standing, teams, the solo game, the turn limit. */
static int dr_end_of_turn_result(const dr_state *s)
{
    int alive = 0, last = -1;
    for (int p = 0; p < s->players; p++)
        if (dr_is_in(s, p))
            alive++, last = p;
    if (dr_scen(s->scenario)->grey == DR_GREY_KILLER)
        return alive ? (s->turn >= s->max_turns ? DR_RESULT_NOBODY : DR_RESULT_NONE)
                     : DR_RESULT_NOBODY;
    if (s->teams) {
        int sn = dr_is_in(s, 0) || dr_is_in(s, 1), we = dr_is_in(s, 2) || dr_is_in(s, 3);
        if (!sn && !we)
            return DR_RESULT_NOBODY;
        if (!sn || !we)
            return sn ? DR_RESULT_TEAM_SN : DR_RESULT_TEAM_WE;
    } else if (alive <= 1) {
        return alive ? last + 1 : DR_RESULT_NOBODY;
    }
    return s->turn >= s->max_turns ? DR_RESULT_DRAW : DR_RESULT_NONE;
}

static void dr_end_turn(dr_state *s)
{
    memset(s->rack, 0, sizeof s->rack);
    memset(s->tx, 0, sizeof s->tx); /* unsent chits go back to the box */
    dr_pile_left_all_back(s);
    s->ksent = 0;
    s->sheet_roll = 0;
    for (int p = 0; p < s->players; p++)
        if (dr_is_in(s, p) && !(s->sent >> p & 1))
            s->out = (uint8_t)(s->out | 1u << p); /* sent nothing: eliminated */
    int result = dr_end_of_turn_result(s);
    if (result != DR_RESULT_NONE) {
        dr_finish(s, result);
        return;
    }
    s->turn++;
    int list[DR_SEATS];
    int n = dr_cycle_from(s, s->start, list);
    int i = dr_index_in(list, n, s->start);
    s->start = (uint8_t)(i < 0 ? list[0] : list[(i + 1) % n]);
    dr_begin_turn(s);
}

/* ---- what an order addresses ------------------------------------------- */

/* Where sq lies as seat sees it: on the line of transmitter *t, depth
 * squares from the seat's edge (dr_line_sq() backwards). */
static int dr_line_depth(int seat, int sq, int *t)
{
    static const uint8_t across_is_file[DR_SEATS] = {1, 1, 0, 0};
    static const uint8_t flip_across[DR_SEATS] = {0, 1, 1, 0}, flip_depth[DR_SEATS] = {0, 1, 0, 1};
    int f = sq % DR_SIZE, r = sq / DR_SIZE;
    int across = across_is_file[seat] ? f : r, depth = across_is_file[seat] ? r : f;
    *t = flip_across[seat] ? DR_SIZE - 1 - across : across;
    return flip_depth[seat] ? DR_SIZE - 1 - depth : depth;
}

/* Whether an order of effect from player p may address robot r found in
 * its line: interference any robot but p's own droid (rulings.md,
 * Elimination: the statue included, and an eliminated player's droid),
 * grey orders a repair robot. */
static int dr_may_address(int p, int effect, int r)
{
    if (effect == DR_E_INTERFERE)
        return r != p;
    if (effect == DR_E_REPAIR_MOVE || effect == DR_E_REPAIR)
        return r == DR_R_REPAIR0 || r == DR_R_REPAIR1;
    return 0;
}

#ifndef NDEBUG
/* The rules as written: walk the line from the seat's edge and take the
 * first robot the order may address. dr_addressed() must agree. */
static int dr_addressed_by_walk(const dr_state *s, int p, int t, int effect)
{
    for (int k = 0; k < DR_SIZE; k++) {
        int r = dr_robot_at(s, dr_line_sq(p, t, k));
        if (r >= 0 && dr_may_address(p, effect, r))
            return r;
    }
    return -1;
}
#endif

/* The robot a player's chit of kind on transmitter t commands, or -1.
 * Orders to one's own droid need it in line; the others take the robot
 * nearest the seat's edge among those in line that they may address,
 * found from the seven robots' squares rather than by walking the ten
 * squares of the line (dr_can_send() asks it of every transmitter). */
static int dr_addressed(const dr_state *s, int p, int t, int kind)
{
    int effect = dr_kind(kind)->effect;
    if (effect == DR_E_LAND || effect == DR_E_WATER || effect == DR_E_SHOOT ||
        effect == DR_E_PICK)
        return dr_tx_of(p, s->robot[p]) == t ? p : -1;
    /* Interference may address any robot, grey orders the repair robots. */
    int first = effect == DR_E_INTERFERE ? 0 : DR_R_REPAIR0;
    int last = effect == DR_E_INTERFERE ? DR_ROBOTS - 1 : DR_R_REPAIR1;
    int found = -1, nearest = DR_SIZE;
    for (int r = first; r <= last; r++) {
        if (s->robot[r] == DR_NONE)
            continue;
        int line, depth = dr_line_depth(p, s->robot[r], &line);
        if (line == t && depth < nearest && dr_may_address(p, effect, r))
            found = r, nearest = depth;
    }
    assert(found == dr_addressed_by_walk(s, p, t, effect));
    return found;
}

static int dr_pick_targets(const dr_state *s, int p, int *out)
{
    int n = 0, pos = s->robot[p];
    for (int d = 0; d < DR_DIRS; d++) {
        int q = dr_step_sq(pos, d);
        if (q < 0)
            continue;
        int r = dr_robot_at(s, q);
        int ok = r < 0 ? dr_object(s, q) != DR_OBJ_NONE
                       : (r == DR_R_GREY && dr_is_statue_game(s)) ||
                             (r < DR_SEATS && dr_carry_kind(s, r) != DR_OBJ_NONE);
        if (ok)
            out[n++] = q;
    }
    return n;
}

static int dr_put_targets(const dr_state *s, int p, int *out)
{
    int n = 0, pos = s->robot[p];
    for (int d = 0; d < DR_DIRS; d++) {
        int q = dr_step_sq(pos, d);
        if (q >= 0 && dr_robot_at(s, q) < 0 && dr_object(s, q) == DR_OBJ_NONE &&
            dr_terrain(s, q) != DR_FIXED)
            out[n++] = q;
    }
    return n;
}

/* Sorted, so legal moves come in square order. */
static void dr_sort_squares(int *v, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
            int t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
}

int dr_front_box(const dr_state *s, int p, int t)
{
    for (int b = 0; b < DR_BOXES; b++)
        if (s->tx[p][t * DR_BOXES + b])
            return b;
    return -1;
}

static int dr_repair_patient(const dr_state *s, int repairer, int dir)
{
    int q = dr_step_sq(s->robot[repairer], dir);
    int r = q < 0 ? -1 : dr_robot_at(s, q);
    return r >= 0 && r < DR_SEATS && dr_is_in(s, r) ? r : -1;
}

/* The rulings' "can take effect". */
static int dr_can_send(const dr_state *s, int p, int t)
{
    int b = dr_front_box(s, p, t);
    if (b < 0 || (s->covered[p] >> t & 1))
        return 0;
    int chit = s->tx[p][t * DR_BOXES + b], kind = chit & 15, dir = chit >> 4;
    int r = dr_addressed(s, p, t, kind);
    if (r < 0)
        return 0;
    int targets[DR_DIRS];
    switch (dr_kind(kind)->effect) {
    case DR_E_LAND:
        return dr_terrain(s, s->robot[r]) == DR_LAND;
    case DR_E_WATER:
        return dr_terrain(s, s->robot[r]) == DR_WATER;
    case DR_E_REPAIR:
        return dr_repair_patient(s, r, dir) >= 0;
    case DR_E_PICK:
        return dr_carry_kind(s, p) ? dr_put_targets(s, p, targets) > 0
                                   : dr_pick_targets(s, p, targets) > 0;
    default:
        return 1;
    }
}

static int dr_sendable_count(const dr_state *s, int p, tw_move *moves)
{
    int n = 0;
    for (int t = 0; t < DR_TX; t++)
        if (dr_can_send(s, p, t)) {
            if (moves)
                moves[n] = dr_move(DR_M_SEND, t, 0);
            n++;
        }
    return n;
}

/* dr_sendable_count() > 0, stopping at the first: asked after every order. */
static int dr_can_send_any(const dr_state *s, int p)
{
    for (int t = 0; t < DR_TX; t++)
        if (dr_can_send(s, p, t))
            return 1;
    return 0;
}

/* ---- orders ------------------------------------------------------------ */

/* A robot arrives on sq: a mine there goes off (a droid takes a hit), and
 * a droid carrying a mine owes a d10 for the square. */
static void dr_arrive(dr_state *s, int r, int sq)
{
    s->robot[r] = (uint8_t)sq;
    if (dr_object(s, sq) == DR_OBJ_MINE) {
        dr_set_object(s, sq, DR_OBJ_NONE);
        if (r < DR_SEATS)
            dr_add_hits(s, r, 1);
    }
    if (r < DR_SEATS && dr_carry_kind(s, r) == DR_OBJ_MINE && s->rolls[r] < 255)
        s->rolls[r]++;
}

/* Whether robot r stops on entering water when it moves (not when it is
 * pushed): a droid does, the statue too, which is "the grey Droid" of the
 * seed (only interference moves it); repair robots and the killer, which
 * moves like one, do not. */
static int dr_stops_in_water(const dr_state *s, int r)
{
    return r < DR_SEATS || (r == DR_R_GREY && dr_is_statue_game(s));
}

/* Moves robot r up to steps squares, pushing chains; returns squares moved.
 * Robots it pushes do not stop in water. */
static int dr_move_robot(dr_state *s, int r, int dir, int steps)
{
    int moved = 0;
    if (r < DR_SEATS && dr_carry_kind(s, r) == DR_OBJ_STATUE)
        steps = 1; /* the statue is heavy */
    for (int i = 0; i < steps; i++) {
        int next = dr_step_sq(s->robot[r], dir);
        if (next < 0 || dr_blocks(s, next))
            break;
        int chain[DR_ROBOTS], m = 0, c = next, q;
        while (c >= 0 && (q = dr_robot_at(s, c)) >= 0) {
            chain[m++] = q;
            c = dr_step_sq(c, dir);
        }
        if (m > 0 && (c < 0 || dr_blocks(s, c)))
            break; /* the chain cannot move, so neither can the mover */
        for (int j = m - 1; j >= 0; j--)
            dr_arrive(s, chain[j], dr_step_sq(s->robot[chain[j]], dir));
        dr_arrive(s, r, next);
        moved++;
        if (dr_stops_in_water(s, r) && dr_terrain(s, next) == DR_WATER)
            break;
    }
    return moved;
}

/* De-mine: a repair robot moved by a movement order drops a mine where it
 * was (interference, an action order, moves it with dr_move_robot()). */
static void dr_move_repair_robot(dr_state *s, int r, int dir, int steps)
{
    int from = s->robot[r];
    if (dr_move_robot(s, r, dir, steps) > 0 && dr_scen(s->scenario)->mines &&
        (r == DR_R_REPAIR0 || r == DR_R_REPAIR1))
        dr_set_object(s, from, DR_OBJ_MINE);
}

/* Follows a shot from sq; returns the droid hit (still in the game) and
 * its distance, or -1. */
static int dr_trace_shot(const dr_state *s, int sq, int dir, int *dist)
{
    for (int d = 1;; d++) {
        sq = dr_step_sq(sq, dir);
        if (sq < 0 || dr_blocks(s, sq))
            return -1;
        int r = dr_robot_at(s, sq);
        if (r >= 0) {
            *dist = d;
            return r < DR_SEATS && dr_is_in(s, r) ? r : -1;
        }
    }
}

static void dr_shoot(dr_state *s, int from, int dir)
{
    int dist = 0, target = dr_trace_shot(s, from, dir, &dist);
    if (target < 0)
        return;
    s->phase = DR_PH_SHOT;
    s->shot_target = (uint8_t)target;
    s->shot_dist = (uint8_t)dist;
}

/* Transmitters lost per killer hit, by killer_shots option (6: all). */
static const uint8_t killer_damage[7] = {0, 1, 1, 2, 3, 5, DR_TX};

static void dr_killer_shoot(dr_state *s)
{
    int me = s->robot[DR_R_GREY], you = s->robot[0];
    if (s->killer_shots == 1) {
        for (int d = 0; d < 4 && s->phase != DR_PH_SHOT; d++)
            dr_shoot(s, me, d);
        return;
    }
    if (me % DR_SIZE != you % DR_SIZE && me / DR_SIZE != you / DR_SIZE)
        return;
    if (s->killer_shots == 6)
        dr_finish(s, DR_RESULT_NOBODY); /* scrap metal */
    else
        dr_add_hits(s, 0, killer_damage[s->killer_shots]);
}

/* Carries out an order; leaves the phase at a sub-decision, a chance node,
 * or SETTLE_. */
static void dr_execute(dr_state *s, int sender, int r, int chit)
{
    int kind = chit & 15, dir = chit >> 4;
    const dr_kind_info *k = dr_kind(kind);
    s->phase = DR_PH_SETTLE_;
    switch (k->effect) {
    case DR_E_LAND:
    case DR_E_WATER:
        if (sender == DR_KILLER || r == DR_R_REPAIR0 || r == DR_R_REPAIR1)
            dr_move_repair_robot(s, r, dir, k->steps);
        else
            dr_move_robot(s, r, dir, k->steps);
        break;
    case DR_E_REPAIR_MOVE:
        dr_move_repair_robot(s, r, dir, k->steps);
        break;
    case DR_E_INTERFERE:
        dr_move_robot(s, r, dir, k->steps);
        break;
    case DR_E_REPAIR: {
        int patient = dr_repair_patient(s, r, dir);
        if (patient >= 0 && s->covered[patient]) {
            s->phase = DR_PH_UNCOVER;
            s->cur = (uint8_t)patient;
        }
        break;
    }
    case DR_E_SHOOT:
        dr_shoot(s, s->robot[r], dir);
        break;
    case DR_E_SHOOT4:
        dr_killer_shoot(s);
        break;
    case DR_E_PICK:
        s->phase = dr_carry_kind(s, r) ? DR_PH_PUTDOWN : DR_PH_PICKUP;
        s->cur = (uint8_t)r;
        break;
    default:
        break;
    }
}

static void dr_send(dr_state *s, int t)
{
    int p = s->cur, b = dr_front_box(s, p, t);
    int chit = s->tx[p][t * DR_BOXES + b];
    int r = dr_addressed(s, p, t, chit & 15);
    s->tx[p][t * DR_BOXES + b] = 0; /* used: back to the box */
    dr_pile_add(s, chit & 15, 1);
    s->actor = (uint8_t)p;
    if (dr_kind(chit & 15)->effect != DR_E_INTERFERE || r == DR_R_REPAIR0 || r == DR_R_REPAIR1)
        s->sent = (uint8_t)(s->sent | 1u << p); /* an order to his droid or a repair robot */
    dr_execute(s, p, r, chit);
}

/* ---- the killer ---------------------------------------------------------- */

/* The index of the killer's front sheet order, or -1. Its transmitters are
 * the north seat's; set 1 lies on transmitter sheet_roll. */
static int dr_killer_front(const dr_state *s)
{
    if (s->robot[DR_R_GREY] == DR_NONE || !s->sheet_roll)
        return -1;
    int set = dr_tx_of(1, s->robot[DR_R_GREY]) - (s->sheet_roll - 1);
    if (set < 0 || set >= DR_SHEET_SETS)
        return -1;
    for (int b = 0; b < DR_BOXES; b++) {
        int i = set * DR_BOXES + b;
        if (s->sheet[i] && !(s->ksent >> i & 1))
            return i;
    }
    return -1;
}

static void dr_killer_send(dr_state *s, int i)
{
    s->ksent |= 1u << i;
    s->actor = DR_KILLER;
    dr_execute(s, DR_KILLER, DR_R_GREY, s->sheet[i]);
}

/* Finds who sends next; a player with nothing that can take effect is done
 * for the turn. */
static void dr_next_sender(dr_state *s)
{
    int list[DR_SEATS + 1], n;
    if (dr_scen(s->scenario)->grey == DR_GREY_KILLER) {
        list[0] = DR_KILLER;
        list[1] = 0;
        n = 2;
    } else {
        n = dr_cycle_from(s, s->start, list);
    }
    int at = s->actor == DR_NONE ? n - 1 : dr_index_in(list, n, s->actor);
    for (int k = 1; k <= n; k++) {
        at = dr_cycle_next(at, n);
        int c = list[at];
        if (s->done >> c & 1)
            continue;
        if (c == DR_KILLER) {
            int i = dr_killer_front(s);
            if (i >= 0) {
                dr_killer_send(s, i);
                return;
            }
        } else if (dr_can_send_any(s, c)) {
            s->phase = DR_PH_SEND;
            s->cur = (uint8_t)c;
            return;
        }
        s->done = (uint8_t)(s->done | 1u << c);
    }
    dr_end_turn(s);
}

/* ---- victory ------------------------------------------------------------- */

static int dr_statue_square(const dr_state *s)
{
    if (s->robot[DR_R_GREY] != DR_NONE)
        return s->robot[DR_R_GREY];
    for (int p = 0; p < s->players; p++)
        if (dr_carry_kind(s, p) == DR_OBJ_STATUE)
            return s->robot[p];
    return -1;
}

static int dr_cargo_result(dr_state *s)
{
    /* p < DR_SEATS too (players never exceeds it): GCC 12 at -O3 cannot see
     * that and warns of writes past score[] and carry[], which fails
     * Release builds with TOYWAR_WERROR. */
    for (int p = 0; p < s->players && p < DR_SEATS; p++)
        if (dr_is_in(s, p) && dr_carry_kind(s, p) == DR_OBJ_CARGO && s->robot[p] == s->start_sq[p]) {
            s->score[p]++;
            s->carry[p] = 0;
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

/* A scenario's own goal, checked after every order. */
static int dr_order_result(dr_state *s)
{
    int found = 0, who = -1;
    switch (s->scenario) {
    case DR_SC_CARGO:
        return dr_cargo_result(s);
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
    case DR_SC_STATUE: {
        int q = dr_statue_square(s);
        for (int p = 0; p < s->players; p++)
            if (dr_is_in(s, p) && q == s->start_sq[p])
                return p + 1;
        return DR_RESULT_NONE;
    }
    default:
        return DR_RESULT_NONE;
    }
}

/* After an order: carried-mine rolls, then hits to cover, then victory. */
static void dr_settle(dr_state *s)
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
    int result = dr_order_result(s);
    if (result != DR_RESULT_NONE)
        dr_finish(s, result);
    else
        s->phase = DR_PH_NEXT_;
}

static void dr_run(dr_state *s)
{
    for (;;) {
        if (s->phase == DR_PH_SETTLE_)
            dr_settle(s);
        else if (s->phase == DR_PH_NEXT_)
            dr_next_sender(s);
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

static void dr_setup_next(dr_state *s)
{
    int list[DR_SEATS];
    int n = dr_cycle_from(s, s->start, list);
    if (s->step >= dr_setup_total(s)) {
        dr_begin_turn(s);
        return;
    }
    s->phase = DR_PH_SETUP;
    s->cur = (uint8_t)list[s->step % n];
}

tw_status dr_setup(dr_state *s, int players, int scenario, int shots, int teams, int max_turns,
                   core_err *err)
{
    const dr_scenario_info *sc = dr_scen(scenario);
    if (players < sc->min_players || players > sc->max_players)
        return core_fail(err, TW_E_PARAM, "param 'players': %s is for %d to %d players", sc->name,
                         sc->min_players, sc->max_players);
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
        dr_setup_next(s);
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
        return dr_sorted_square_moves(DR_M_PICK, targets, dr_pick_targets(s, s->cur, targets), moves);
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
static void dr_cover_returns_chits(dr_state *s, int p, int t)
{
    uint8_t *boxes = &s->tx[p][t * DR_BOXES];
    for (int b = 0; b < DR_BOXES; b++)
        if (boxes[b])
            dr_pile_add(s, boxes[b] & 15, 1);
    memset(boxes, 0, DR_BOXES);
}

static void dr_pick_up(dr_state *s, int p, int q)
{
    int r = dr_robot_at(s, q);
    if (r < 0) {
        s->carry[p] = (uint8_t)(dr_object(s, q) | 1 << 3);
        dr_set_object(s, q, DR_OBJ_NONE);
    } else if (r == DR_R_GREY) {
        s->carry[p] = DR_OBJ_STATUE | 1 << 3;
        s->robot[DR_R_GREY] = DR_NONE;
    } else { /* steal one object from a droid */
        int kind = dr_carry_kind(s, r), count = dr_carry_count(s, r);
        s->carry[r] = (uint8_t)(count > 1 ? kind | (count - 1) << 3 : 0);
        s->carry[p] = (uint8_t)(kind | 1 << 3);
    }
}

static void dr_put_down(dr_state *s, int p, int q)
{
    int kind = dr_carry_kind(s, p), count = dr_carry_count(s, p);
    if (kind == DR_OBJ_STATUE)
        s->robot[DR_R_GREY] = (uint8_t)q;
    else
        dr_set_object(s, q, kind);
    s->carry[p] = (uint8_t)(count > 1 ? kind | (count - 1) << 3 : 0);
}

static void dr_apply_roll(dr_state *s, int face)
{
    if (s->phase == DR_PH_SHEET) {
        s->sheet_roll = (uint8_t)(face == 0 ? 10 : face);
        s->ksent = 0;
        s->phase = DR_PH_NEXT_;
    } else if (s->phase == DR_PH_SHOT) {
        dr_add_hits(s, s->shot_target, face / s->shot_dist);
        s->shot_target = s->shot_dist = 0;
        s->phase = DR_PH_SETTLE_;
    } else { /* a carried mine */
        int p = s->cur;
        if (face == 0) {
            s->carry[p] = 0;
            s->rolls[p] = 0;
            dr_add_hits(s, p, 2);
        } else {
            s->rolls[p]--;
        }
        s->phase = DR_PH_SETTLE_;
    }
}

void dr_apply(void *state, tw_move move)
{
    dr_state *s = state;
    int a = dr_ma(move), b = dr_mb(move), p = s->cur;
    switch (dr_mtype(move)) {
    case DR_M_FIRST:
        s->start = (uint8_t)a;
        dr_setup_next(s);
        break;
    case DR_M_OBSTACLE:
        dr_set_object(s, a, DR_OBJ_OBSTACLE);
        s->step++;
        dr_setup_next(s);
        break;
    case DR_M_PILE:
        s->pile = (uint8_t)a;
        s->phase = DR_PH_DRAW;
        break;
    case DR_M_DRAWN:
    case DR_M_TAKE:
        dr_rack_add(s, p, a, 1);
        dr_pile_add(s, a, -1);
        s->pile = 0;
        dr_after_draw(s);
        break;
    case DR_M_CHIT:
        s->chit = (uint8_t)(a | b << 4);
        s->phase = DR_PH_BOX;
        break;
    case DR_M_BOX:
        s->tx[p][a * DR_BOXES + b] = s->chit;
        dr_rack_add(s, p, s->chit & 15, -1);
        s->chit = 0;
        dr_next_programmer(s);
        break;
    case DR_M_PASS:
        s->passed = (uint8_t)(s->passed | 1u << p);
        dr_next_programmer(s);
        break;
    case DR_M_SEND:
        dr_send(s, a);
        break;
    case DR_M_ROLL:
        dr_apply_roll(s, a);
        break;
    case DR_M_COVER:
        s->covered[p] = (uint16_t)(s->covered[p] | 1u << a);
        dr_cover_returns_chits(s, p, a);
        s->hits[p]--;
        s->phase = DR_PH_SETTLE_;
        break;
    case DR_M_UNCOVER:
        s->covered[p] = (uint16_t)(s->covered[p] & ~(1u << a));
        s->phase = DR_PH_SETTLE_;
        break;
    case DR_M_PICK:
        dr_pick_up(s, p, a);
        s->phase = DR_PH_SETTLE_;
        break;
    case DR_M_PUT:
        dr_put_down(s, p, a);
        s->phase = DR_PH_SETTLE_;
        break;
    default:
        break;
    }
    dr_run(s);
    /* Canonical bytes: only a draw (the drawer) and a carried-mine roll (the
     * carrier) keep a current player at a chance node. */
    if (s->phase == DR_PH_OVER || s->phase == DR_PH_SHEET || s->phase == DR_PH_SHOT)
        s->cur = DR_NONE;
    dr_sort_repair(s);
}
