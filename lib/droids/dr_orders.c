/* SPDX-License-Identifier: MIT */
/*
 * dr_orders.c: what a Droids order does: the squares and robots it
 * addresses, sending it, moving robots, shots, and the killer's own orders.
 * The turn around it (who sends next, victory, set-up) is in dr_rules.c.
 */
#include "droids/dr_state.h"

#include <assert.h>
#include <string.h>

/* ---- geometry the orders use ---------------------------------------------- */

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

/* Fixed obstacles, mobile obstacles and cargo boxes stop robots and shots. */
static int dr_blocks(const dr_state *s, int sq)
{
    int o = dr_object(s, sq);
    return dr_terrain(s, sq) == DR_FIXED || o == DR_OBJ_OBSTACLE || o == DR_OBJ_CARGO;
}

static int dr_is_statue_game(const dr_state *s)
{
    return dr_scen(s->scenario)->grey == DR_GREY_STATUE;
}

/* ---- what an order addresses ------------------------------------------- */

/* Where sq lies as seat sees it: on the line of transmitter *t, depth
 * squares from the seat's edge (dr_line_sq() backwards). */
int dr_line_depth(int seat, int sq, int *t)
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

int dr_pick_targets(const dr_state *s, int p, int *out)
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

int dr_put_targets(const dr_state *s, int p, int *out)
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
void dr_sort_squares(int *v, int n)
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

int dr_sendable_count(const dr_state *s, int p, tw_move *moves)
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
static void dr_arrive(dr_state *s, int r, int sq, core_events *ev)
{
    s->robot[r] = (uint8_t)sq;
    if (dr_object(s, sq) == DR_OBJ_MINE) {
        dr_set_object(s, sq, DR_OBJ_NONE);
        dr_emit(ev, TW_EVENT_EXPLODED, TW_NONE, DR_EV_OBJECT + DR_OBJ_MINE, sq, TW_NONE,
                  dr_robot_code(r));
        if (r < DR_SEATS)
            dr_add_hits(s, r, 1, ev);
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

/* What stands on sq as an event's piece (dr_state.h): a robot, an object,
 * a fixed obstacle, or TW_NONE (nothing, or off the board). */
static int dr_piece_at(const dr_state *s, int sq)
{
    if (sq < 0)
        return TW_NONE;
    int r = dr_robot_at(s, sq);
    if (r >= 0)
        return dr_robot_code(r);
    if (dr_terrain(s, sq) == DR_FIXED)
        return DR_EV_FIXED;
    return dr_object(s, sq) ? DR_EV_OBJECT + dr_object(s, sq) : TW_NONE;
}

/* The event of a move's last step: why the robot stops there, when it
 * had squares left (enum dr_stop). */
static int dr_stop_reason(const dr_state *s, int r, int sq, int left, int asked)
{
    if (asked > 1 && r < DR_SEATS && dr_carry_kind(s, r) == DR_OBJ_STATUE)
        return DR_STOP_STATUE;
    if (left > 0 && dr_stops_in_water(s, r) && dr_terrain(s, sq) == DR_WATER)
        return DR_STOP_WATER;
    return TW_NONE;
}

/* Moves robot r up to steps squares on who's order, pushing chains;
 * returns squares moved. Robots it pushes do not stop in water. Each
 * square is an event (the pushed robots first, farthest first, then the
 * mover), so that a mine or a push met on the way comes where it happens;
 * a robot that cannot move at all is blocked. */
static int dr_move_robot(dr_state *s, int who, int r, int dir, int steps, core_events *ev)
{
    int moved = 0, asked = steps, next = -1, blocker = TW_NONE;
    if (r < DR_SEATS && dr_carry_kind(s, r) == DR_OBJ_STATUE)
        steps = 1; /* the statue is heavy */
    for (int i = 0; i < steps; i++) {
        next = dr_step_sq(s->robot[r], dir);
        if (next < 0 || dr_blocks(s, next)) {
            blocker = DR_RARELY(ev != NULL) ? dr_piece_at(s, next) : TW_NONE;
            break;
        }
        int chain[DR_ROBOTS], m = 0, c = next, q;
        while (c >= 0 && (q = dr_robot_at(s, c)) >= 0) {
            chain[m++] = q;
            c = dr_step_sq(c, dir);
        }
        if (m > 0 && (c < 0 || dr_blocks(s, c))) {
            blocker = dr_robot_code(chain[0]);
            break; /* the chain cannot move, so neither can the mover */
        }
        for (int j = m - 1; j >= 0; j--) {
            int to = dr_step_sq(s->robot[chain[j]], dir);
            dr_emit(ev, TW_EVENT_PUSHED, who, dr_robot_code(chain[j]), s->robot[chain[j]], to,
                      TW_NONE);
            dr_arrive(s, chain[j], to, ev);
        }
        if (DR_RARELY(ev != NULL))
            dr_emit(ev, TW_EVENT_MOVED, who, dr_robot_code(r), s->robot[r], next,
                      dr_stop_reason(s, r, next, steps - i - 1, asked));
        dr_arrive(s, r, next, ev);
        moved++;
        if (dr_stops_in_water(s, r) && dr_terrain(s, next) == DR_WATER)
            break;
    }
    if (!moved)
        dr_emit(ev, TW_EVENT_BLOCKED, who, dr_robot_code(r), s->robot[r], next < 0 ? TW_NONE : next,
                  blocker);
    return moved;
}

/* De-mine: a repair robot moved by a movement order drops a mine where it
 * was (interference, an action order, moves it with dr_move_robot()). */
static void dr_move_repair_robot(dr_state *s, int who, int r, int dir, int steps, core_events *ev)
{
    int from = s->robot[r];
    if (dr_move_robot(s, who, r, dir, steps, ev) > 0 && dr_scen(s->scenario)->mines &&
        (r == DR_R_REPAIR0 || r == DR_R_REPAIR1)) {
        dr_set_object(s, from, DR_OBJ_MINE);
        dr_emit(ev, TW_EVENT_PLACED, TW_NONE, DR_EV_OBJECT + DR_OBJ_MINE, TW_NONE, from,
                  dr_robot_code(r));
    }
}

/* Follows a shot from sq; returns the droid hit (still in the game) and
 * its distance, or -1; *end is the square the shot stops at, or the last
 * it crosses when it leaves the board (sq itself at the edge). */
static int dr_trace_shot(const dr_state *s, int sq, int dir, int *dist, int *end)
{
    for (int d = 1;; d++) {
        int next = dr_step_sq(sq, dir);
        if (next < 0) {
            *end = sq;
            return -1;
        }
        sq = next;
        *end = sq;
        if (dr_blocks(s, sq))
            return -1;
        int r = dr_robot_at(s, sq);
        if (r >= 0) {
            *dist = d;
            return r < DR_SEATS && dr_is_in(s, r) ? r : -1;
        }
    }
}

/* who's robot shooter shoots toward dir. */
static void dr_shoot(dr_state *s, int who, int shooter, int dir, core_events *ev)
{
    int from = s->robot[shooter], dist = 0, end = from;
    int target = dr_trace_shot(s, from, dir, &dist, &end);
    if (DR_RARELY(ev != NULL)) { /* what stops the shot at end, if anything does (a mine does not) */
        int stopped = end != from && (dr_blocks(s, end) || dr_robot_at(s, end) >= 0);
        dr_emit(ev, TW_EVENT_SHOT, who, dr_robot_code(shooter), from, end,
                  stopped ? dr_piece_at(s, end) : TW_NONE);
    }
    if (target < 0)
        return;
    s->phase = DR_PH_SHOT;
    s->shot_target = (uint8_t)target;
    s->shot_dist = (uint8_t)dist;
}

/* Transmitters lost per killer hit, by killer_shots option (6: all). */
static const uint8_t killer_damage[7] = {0, 1, 1, 2, 3, 5, DR_TX};

static void dr_killer_shoot(dr_state *s, core_events *ev)
{
    int me = s->robot[DR_R_GREY], you = s->robot[0];
    if (s->killer_shots == 1) {
        for (int d = 0; d < 4 && s->phase != DR_PH_SHOT; d++)
            dr_shoot(s, DR_KILLER, DR_R_GREY, d, ev);
        return;
    }
    int in_line = me % DR_SIZE == you % DR_SIZE || me / DR_SIZE == you / DR_SIZE;
    dr_emit(ev, TW_EVENT_SHOT, DR_KILLER, dr_robot_code(DR_R_GREY), me, in_line ? you : TW_NONE,
              in_line ? dr_robot_code(0) : TW_NONE);
    if (!in_line)
        return;
    if (s->killer_shots == 6)
        dr_finish(s, DR_RESULT_NOBODY, DR_END_SCRAP, ev); /* scrap metal */
    else
        dr_add_hits(s, 0, killer_damage[s->killer_shots], ev);
}

/* Carries out an order; leaves the phase at a sub-decision, a chance node,
 * or SETTLE_. */
static void dr_execute(dr_state *s, int sender, int r, int chit, core_events *ev)
{
    int kind = chit & 15, dir = chit >> 4;
    const dr_kind_info *k = dr_kind(kind);
    s->phase = DR_PH_SETTLE_;
    switch (k->effect) {
    case DR_E_LAND:
    case DR_E_WATER:
        if (sender == DR_KILLER || r == DR_R_REPAIR0 || r == DR_R_REPAIR1)
            dr_move_repair_robot(s, sender, r, dir, k->steps, ev);
        else
            dr_move_robot(s, sender, r, dir, k->steps, ev);
        break;
    case DR_E_REPAIR_MOVE:
        dr_move_repair_robot(s, sender, r, dir, k->steps, ev);
        break;
    case DR_E_INTERFERE:
        dr_move_robot(s, sender, r, dir, k->steps, ev);
        break;
    case DR_E_REPAIR: {
        int patient = dr_repair_patient(s, r, dir);
        if (patient >= 0 && s->covered[patient]) {
            s->phase = DR_PH_UNCOVER;
            s->cur = (uint8_t)patient;
        } else if (patient >= 0) { /* nothing to uncover: the repair is done */
            dr_emit(ev, TW_EVENT_REPAIRED, patient, TW_NONE, TW_NONE, TW_NONE, 0);
        }
        break;
    }
    case DR_E_SHOOT:
        dr_shoot(s, sender, r, dir, ev);
        break;
    case DR_E_SHOOT4:
        dr_killer_shoot(s, ev);
        break;
    case DR_E_PICK:
        s->phase = dr_carry_kind(s, r) ? DR_PH_PUTDOWN : DR_PH_PICKUP;
        s->cur = (uint8_t)r;
        break;
    default:
        break;
    }
}

void dr_send(dr_state *s, int t, core_events *ev)
{
    int p = s->cur, b = dr_front_box(s, p, t);
    int chit = s->tx[p][t * DR_BOXES + b];
    int r = dr_addressed(s, p, t, chit & 15);
    s->tx[p][t * DR_BOXES + b] = 0; /* used: back to the box */
    dr_pile_add(s, chit & 15, 1);
    s->actor = (uint8_t)p;
    if (dr_kind(chit & 15)->effect != DR_E_INTERFERE || r == DR_R_REPAIR0 || r == DR_R_REPAIR1)
        s->sent = (uint8_t)(s->sent | 1u << p); /* an order to his droid or a repair robot */
    dr_emit(ev, TW_EVENT_SENT, p, chit, t, s->robot[r], dr_robot_code(r));
    dr_execute(s, p, r, chit, ev);
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

static void dr_killer_send(dr_state *s, int i, core_events *ev)
{
    s->ksent |= 1u << i;
    s->actor = DR_KILLER;
    dr_emit(ev, TW_EVENT_SENT, DR_KILLER, s->sheet[i], dr_tx_of(1, s->robot[DR_R_GREY]),
              s->robot[DR_R_GREY], dr_robot_code(DR_R_GREY));
    dr_execute(s, DR_KILLER, DR_R_GREY, s->sheet[i], ev);
}

/* Finds who sends next; a player with nothing that can take effect is done
 * for the turn. */
void dr_next_sender(dr_state *s, core_events *ev)
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
                dr_killer_send(s, i, ev);
                return;
            }
        } else if (dr_can_send_any(s, c)) {
            s->phase = DR_PH_SEND;
            s->cur = (uint8_t)c;
            return;
        }
        s->done = (uint8_t)(s->done | 1u << c);
        dr_emit(ev, TW_EVENT_PASSED, c, TW_NONE, TW_NONE, TW_NONE, DR_PASS_DONE);
    }
    dr_end_turn(s, ev);
}
