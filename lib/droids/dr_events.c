/* SPDX-License-Identifier: MIT */
/*
 * dr_events.c: Droids' events in words and in JSON (docs/events.md,
 * Droids). The rules record them as they act (dr_rules.c, dr_orders.c);
 * this file only says them: one small writer per kind, as a rulebook
 * would, with the game's own names for seats, robots, chits, squares,
 * transmitters and piles.
 *
 * Each writer is given the state the move was applied to. What a move
 * changes before an event (a robot moved earlier in the same move) is in
 * the event's fields, never read from that state: the state is read only
 * for what no move changes (the board, the scenario, the params) and for
 * what stays as it was until the event (who is out, a shot waiting for its
 * roll, the cargo brought home: a move scores each player at most once,
 * and eliminations only end a turn, after every order of it).
 */
#include "droids/dr_state.h"
#include "toywar/droids.h"

#include "core/json.h"

_Static_assert(TW_DROIDS_EVENT_ROBOT == DR_EV_ROBOT && TW_DROIDS_EVENT_OBJECT == DR_EV_OBJECT &&
                   TW_DROIDS_EVENT_FIXED == DR_EV_FIXED,
               "public event piece codes are the internal ones");
#define SAME(a, b) ((int)(a) == (int)(b))
_Static_assert(SAME(TW_DROIDS_OUT_NONE, 0) && SAME(TW_DROIDS_OUT_COVERED, DR_OUT_COVERED) &&
                   SAME(TW_DROIDS_OUT_UNSENDABLE, DR_OUT_UNSENDABLE) &&
                   SAME(TW_DROIDS_OUT_NO_ORDER, DR_OUT_NO_ORDER) &&
                   SAME(TW_DROIDS_OUT_COUNT, DR_OUT_NO_ORDER + 1),
               "public elimination reasons are the internal ones");
_Static_assert(SAME(TW_DROIDS_END_NONE, 0) && SAME(TW_DROIDS_END_LAST, DR_END_LAST) &&
                   SAME(TW_DROIDS_END_ALL_OUT, DR_END_ALL_OUT) &&
                   SAME(TW_DROIDS_END_TEAM, DR_END_TEAM) &&
                   SAME(TW_DROIDS_END_MAX_TURNS, DR_END_MAX_TURNS) &&
                   SAME(TW_DROIDS_END_CARGO, DR_END_CARGO) &&
                   SAME(TW_DROIDS_END_GARDEN, DR_END_GARDEN) &&
                   SAME(TW_DROIDS_END_DUEL, DR_END_DUEL) &&
                   SAME(TW_DROIDS_END_STATUE, DR_END_STATUE) &&
                   SAME(TW_DROIDS_END_CAUGHT, DR_END_CAUGHT) &&
                   SAME(TW_DROIDS_END_SCRAP, DR_END_SCRAP) &&
                   SAME(TW_DROIDS_END_COUNT, DR_END_SCRAP + 1),
               "public end reasons are the internal ones");
_Static_assert(SAME(TW_DROIDS_PASS_NONE, 0) && SAME(TW_DROIDS_PASS_CHOSEN, DR_PASS_CHOSEN) &&
                   SAME(TW_DROIDS_PASS_EMPTY_RACK, DR_PASS_EMPTY_RACK) &&
                   SAME(TW_DROIDS_PASS_NO_BOX, DR_PASS_NO_BOX) &&
                   SAME(TW_DROIDS_PASS_DONE, DR_PASS_DONE) &&
                   SAME(TW_DROIDS_PASS_COUNT, DR_PASS_DONE + 1),
               "public pass reasons are the internal ones");
_Static_assert(SAME(TW_DROIDS_CHOICE_NONE, 0) && SAME(TW_DROIDS_CHOICE_PILE, DR_CHOSE_PILE) &&
                   SAME(TW_DROIDS_CHOICE_CHIT, DR_CHOSE_CHIT) &&
                   SAME(TW_DROIDS_CHOICE_COVER, DR_CHOSE_COVER) &&
                   SAME(TW_DROIDS_CHOICE_COUNT, DR_CHOSE_COVER + 1),
               "public choices are the internal ones");
_Static_assert(SAME(TW_DROIDS_STOP_NONE, 0) && SAME(TW_DROIDS_STOP_WATER, DR_STOP_WATER) &&
                   SAME(TW_DROIDS_STOP_STATUE, DR_STOP_STATUE) &&
                   SAME(TW_DROIDS_STOP_COUNT, DR_STOP_STATUE + 1),
               "public stops are the internal ones");
_Static_assert(DR_KIND_COUNT + (DR_DIRS - 1) * 16 < DR_EV_ROBOT,
               "a chit with its direction is below the robots' codes");

/* ---- names ------------------------------------------------------------- */

static const char *const seat_names[DR_SEATS] = {"South", "North", "West", "East"};
static const char *const dir_words[DR_DIRS] = {"north",      "east",       "south",
                                               "west",       "north-east", "south-east",
                                               "south-west", "north-west"};
static const char *const object_names[] = {"nothing", "a mobile obstacle", "a mine", "a cargo box",
                                           "the statue"};
static const char *const object_codes[] = {"none", "obstacle", "mine", "cargo", "statue"};

static const char *dr_ev_seat(int p)
{
    return p >= 0 && p < DR_SEATS ? seat_names[p] : p == DR_KILLER ? "The robot killer" : "?";
}

static int dr_ev_is_robot(int piece)
{
    return piece >= DR_EV_ROBOT && piece < DR_EV_ROBOT + DR_ROBOTS;
}

static int dr_ev_is_object(int piece)
{
    return piece > DR_EV_OBJECT && piece <= DR_EV_OBJECT + DR_OBJ_STATUE;
}

static int dr_is_killer_game(const dr_state *b)
{
    return dr_scen(b->scenario)->grey == DR_GREY_KILLER;
}

/* A robot's name ("South's droid", "the repair robot", "the statue", "the
 * robot killer"); title: at the start of a sentence. */
static void dr_ev_robot(const dr_state *b, int piece, int title, core_sb *out)
{
    int r = piece - DR_EV_ROBOT;
    if (r >= 0 && r < DR_SEATS) {
        core_sb_printf(out, "%s's droid", seat_names[r]);
        return;
    }
    const char *name = r == DR_R_GREY ? (dr_is_killer_game(b) ? "robot killer" : "statue")
                                      : "repair robot";
    core_sb_printf(out, "%s %s", title ? "The" : "the", name);
}

/* Any piece that stands on a square: a robot, an object, a fixed obstacle. */
static void dr_ev_thing(const dr_state *b, int piece, core_sb *out)
{
    if (dr_ev_is_robot(piece))
        dr_ev_robot(b, piece, 0, out);
    else if (dr_ev_is_object(piece))
        core_sb_puts(out, object_names[piece - DR_EV_OBJECT]);
    else
        core_sb_puts(out, "a fixed obstacle");
}

/* "V2n (land: advance 2, north)"; with_dir 0: a drawn chit, "V2 (land:
 * advance 2)". */
static void dr_ev_chit(int chit, int with_dir, core_sb *out)
{
    const dr_kind_info *k = dr_kind(chit & 15);
    int dir = with_dir && k->dirs != DR_DIR_NONE;
    core_sb_printf(out, "%s%s (%s", k->code, dir ? dr_dir_name(chit >> 4) : "", k->name);
    if (dir)
        core_sb_printf(out, ", %s", dir_words[chit >> 4]);
    core_sb_putc(out, ')');
}

static void dr_ev_square(int sq, core_sb *out)
{
    if (sq >= 0 && sq < DR_SQUARES)
        dr_square_name(sq, out);
    else
        core_sb_putc(out, '?');
}

/* The file (south, north) or rank (west, east) that seat's transmitter t
 * lines up with, counted from the seat's left (the killer uses the north
 * seat's): "file e", "rank 6". */
static void dr_ev_line(int seat, int t, core_sb *out)
{
    int file, v = dr_tx_line(seat, t, &file);
    if (file)
        core_sb_printf(out, "file %c", 'a' + v);
    else
        core_sb_printf(out, "rank %d", v + 1);
}

/* "transmitter 3 (file c)" */
static void dr_ev_transmitter(int seat, int t, core_sb *out)
{
    core_sb_printf(out, "transmitter %d (", t + 1);
    dr_ev_line(seat, t, out);
    core_sb_putc(out, ')');
}

/* The direction from one square toward another on its row, column or
 * diagonal, or -1. */
static int dr_ev_dir_between(int from, int to)
{
    int df = to % DR_SIZE - from % DR_SIZE, dr = to / DR_SIZE - from / DR_SIZE;
    df = (df > 0) - (df < 0);
    dr = (dr > 0) - (dr < 0);
    for (int d = 0; d < DR_DIRS; d++) {
        int ddf, ddr;
        dr_dir_delta(d, &ddf, &ddr);
        if (ddf == df && ddr == dr && (df || dr))
            return d;
    }
    return -1;
}

/* ---- the sentences, one writer per kind --------------------------------- */

typedef void (*dr_ev_writer)(const dr_state *b, const core_event *e, int masked, core_sb *out);

static void dr_say_turn(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    core_sb_printf(out, "Turn %d begins; %s is the start player.", e->value, dr_ev_seat(e->player));
}

static void dr_say_phase(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    switch (e->value) {
    case DR_PH_SETUP:
        core_sb_printf(out, "Set-up: from the start player on, each player in turn places %d "
                            "mobile obstacles.",
                       dr_scen(b->scenario)->obstacles_each[b->players]);
        break;
    case DR_PH_PILE:
        core_sb_printf(out, "The draw begins: each player in turn draws %d chits blind, from the "
                            "piles of his choice.",
                       DR_RACK);
        break;
    case DR_PH_TAKE:
        core_sb_printf(out, "The draw begins: South chooses %d chits openly among the violet, blue "
                            "and pick-up orders.",
                       DR_RACK);
        break;
    case DR_PH_CHIT:
        core_sb_puts(out, "Programming begins: in turn, each player places one chit face up in a "
                          "box of a transmitter, or passes.");
        break;
    case DR_PH_SHEET:
        core_sb_puts(out, "Execution begins: the d10 places the robot killer's Program Sheet.");
        break;
    default:
        core_sb_puts(out, "Execution begins: from the start player on, each player in turn sends "
                          "one order.");
        break;
    }
}

static void dr_say_placed(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    if (e->piece == DR_EV_OBJECT + DR_OBJ_MINE) {
        core_sb_puts(out, "The repair robot lays a mine on ");
        dr_ev_square(e->to, out);
        core_sb_puts(out, ", the square it left.");
    } else if (dr_ev_is_object(e->piece)) {
        core_sb_printf(out, "%s places %s on ", dr_ev_seat(e->player),
                       object_names[e->piece - DR_EV_OBJECT]);
        dr_ev_square(e->to, out);
        core_sb_putc(out, '.');
    } else {
        core_sb_printf(out, "%s places ", dr_ev_seat(e->player));
        dr_ev_chit(e->piece, 1, out);
        core_sb_printf(out, " in box %c of ", 'a' + e->to % DR_BOXES);
        dr_ev_transmitter(e->player, e->to / DR_BOXES, out);
        core_sb_putc(out, '.');
    }
}

static void dr_say_chose(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    const char *who = dr_ev_seat(e->player);
    if (e->value == DR_CHOSE_PILE) {
        core_sb_printf(out, "%s chooses the %s pile for his next draw.", who,
                       dr_pile_name(e->from));
    } else if (e->value == DR_CHOSE_CHIT) {
        core_sb_printf(out, "%s chooses to place ", who);
        dr_ev_chit(e->piece, 1, out);
        core_sb_putc(out, '.');
    } else {
        core_sb_printf(out, "%s covers ", who);
        dr_ev_transmitter(e->player, e->from, out);
        core_sb_putc(out, '.');
    }
}

static void dr_say_drew(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    const char *who = dr_ev_seat(e->player);
    if (dr_is_killer_game(b)) {
        core_sb_printf(out, "%s takes ", who);
        dr_ev_chit(e->piece, 0, out);
        core_sb_putc(out, '.');
    } else if (masked) {
        core_sb_printf(out, "%s draws a chit from the %s pile.", who, dr_pile_name(e->from));
    } else {
        core_sb_printf(out, "%s draws ", who);
        dr_ev_chit(e->piece, 0, out);
        core_sb_printf(out, " from the %s pile.", dr_pile_name(e->from));
    }
}

static void dr_say_passed(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    const char *who = dr_ev_seat(e->player);
    switch (e->value) {
    case DR_PASS_CHOSEN:
        core_sb_printf(out, "%s passes: he places no more chits this turn.", who);
        break;
    case DR_PASS_EMPTY_RACK:
        core_sb_printf(out, "%s has no chit left on his rack: he passes.", who);
        break;
    case DR_PASS_NO_BOX:
        core_sb_printf(out, "%s has no free box on an undamaged transmitter: he passes.", who);
        break;
    default:
        if (e->player == DR_KILLER)
            core_sb_puts(out, "The robot killer has no order left in line: it is done for this "
                              "turn.");
        else
            core_sb_printf(out, "%s has no order that can take effect: he is done for this turn.",
                           who);
        break;
    }
}

static void dr_say_returned(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    const char *who = dr_ev_seat(e->player);
    if (e->piece == TW_NONE) { /* the unplaced chits of a rack */
        if (e->value == 1)
            core_sb_printf(out, "%s's unplaced chit goes back to the box.", who);
        else
            core_sb_printf(out, "%s's %d unplaced chits go back to the box.", who, e->value);
        return;
    }
    dr_ev_chit(e->piece, 1, out);
    core_sb_printf(out, ", in box %c of %s's ", 'a' + e->from % DR_BOXES, who);
    dr_ev_transmitter(e->player, e->from / DR_BOXES, out);
    core_sb_puts(out, ", goes back to the box.");
}

static void dr_say_sent(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    if (e->player == DR_KILLER) {
        core_sb_puts(out, "The robot killer on ");
        dr_ev_square(e->to, out);
        core_sb_puts(out, " sends ");
        dr_ev_chit(e->piece, 1, out);
        core_sb_printf(out, " from its transmitter %d, which drives ", e->from + 1);
        dr_ev_line(DR_KILLER, e->from, out);
        core_sb_putc(out, '.');
        return;
    }
    core_sb_printf(out, "%s sends ", dr_ev_seat(e->player));
    dr_ev_chit(e->piece, 1, out);
    core_sb_printf(out, " from transmitter %d, which drives ", e->from + 1);
    dr_ev_line(e->player, e->from, out);
    core_sb_puts(out, ": ");
    if (e->value == DR_EV_ROBOT + e->player)
        core_sb_puts(out, "his droid");
    else
        dr_ev_robot(b, e->value, 0, out);
    core_sb_puts(out, " on ");
    dr_ev_square(e->to, out);
    core_sb_putc(out, '.');
}

static void dr_say_moved(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    dr_ev_robot(b, e->piece, 1, out);
    if (e->value == DR_STOP_STATUE)
        core_sb_puts(out, ", carrying the statue, moves one square only, from ");
    else
        core_sb_puts(out, e->kind == TW_EVENT_PUSHED ? " is pushed from " : " moves from ");
    dr_ev_square(e->from, out);
    core_sb_puts(out, " to ");
    dr_ev_square(e->to, out);
    core_sb_puts(out, e->value == DR_STOP_WATER ? " and stops: it entered the water." : ".");
}

static void dr_say_blocked(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    dr_ev_robot(b, e->piece, 1, out);
    core_sb_puts(out, " on ");
    dr_ev_square(e->from, out);
    core_sb_puts(out, " cannot move: ");
    if (e->value == TW_NONE) {
        core_sb_puts(out, "the edge of the board is in the way");
    } else if (dr_ev_is_robot(e->value)) {
        dr_ev_robot(b, e->value, 0, out);
        core_sb_puts(out, " on ");
        dr_ev_square(e->to, out);
        core_sb_puts(out, " cannot be pushed");
    } else {
        dr_ev_thing(b, e->value, out);
        core_sb_puts(out, " stands on ");
        dr_ev_square(e->to, out);
    }
    core_sb_puts(out, "; the order is spent.");
}

/* A droid of a player still in: a shot that reaches it is rolled for (who
 * is out changes only at the end of a turn, after every shot of it). */
static int dr_ev_droid_in(const dr_state *b, int piece)
{
    int r = piece - DR_EV_ROBOT;
    return r >= 0 && r < DR_SEATS && dr_is_in(b, r);
}

/* The robot killer's shot under killer_shots 2..6: it hits whenever the
 * droid is in its row or column. */
static void dr_say_killer_fire(const dr_state *b, const core_event *e, core_sb *out)
{
    core_sb_puts(out, "The robot killer on ");
    dr_ev_square(e->from, out);
    if (e->to == TW_NONE) {
        core_sb_puts(out, " fires in all four directions: South's droid, not in its row or "
                          "column, is not hit.");
        return;
    }
    core_sb_puts(out, " fires in all four directions and hits ");
    dr_ev_robot(b, e->value, 0, out);
    core_sb_puts(out, " on ");
    dr_ev_square(e->to, out);
    core_sb_puts(out, e->from % DR_SIZE == e->to % DR_SIZE ? ", in its column." : ", in its row.");
}

static void dr_say_shot(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    if (e->player == DR_KILLER && b->killer_shots > 1) {
        dr_say_killer_fire(b, e, out);
        return;
    }
    int dir = dr_ev_dir_between(e->from, e->to);
    dr_ev_robot(b, e->piece, 1, out);
    core_sb_puts(out, " on ");
    dr_ev_square(e->from, out);
    if (dir < 0) {
        core_sb_puts(out, " shoots off the board.");
        return;
    }
    core_sb_printf(out, " shoots %s", dir_words[dir]);
    if (e->value == TW_NONE) {
        core_sb_puts(out, ": nothing stops the shot before the edge of the board.");
    } else if (dr_ev_droid_in(b, e->value)) {
        int dist = e->to / DR_SIZE == e->from / DR_SIZE ? e->to % DR_SIZE - e->from % DR_SIZE
                                                        : (e->to - e->from) / DR_SIZE;
        dist = dist < 0 ? -dist : dist;
        core_sb_puts(out, " at ");
        dr_ev_robot(b, e->value, 0, out);
        core_sb_puts(out, " on ");
        dr_ev_square(e->to, out);
        core_sb_printf(out, ", %d square%s away: the d10 is rolled.", dist, dist == 1 ? "" : "s");
    } else {
        core_sb_puts(out, ": the shot is stopped by ");
        dr_ev_thing(b, e->value, out);
        core_sb_puts(out, " on ");
        dr_ev_square(e->to, out);
        core_sb_puts(out, dr_ev_is_robot(e->value) && e->value < DR_EV_ROBOT + DR_SEATS
                              ? ", out of the game: no roll."
                              : ".");
    }
}

static void dr_say_rolled(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    core_sb_printf(out, "The d10 shows %d", e->value);
    if (e->player == DR_KILLER) {
        core_sb_printf(out, ": set 1 of the robot killer's Program Sheet lies on its transmitter "
                            "%d.",
                       e->value == 0 ? 10 : e->value);
    } else if (e->piece == DR_EV_OBJECT + DR_OBJ_MINE) {
        core_sb_printf(out, " for the mine %s's droid carries: %s.", dr_ev_seat(e->player),
                       e->value == 0 ? "it explodes" : "it holds");
    } else {
        int dist = b->shot_dist ? b->shot_dist : 1, hits = e->value / dist;
        core_sb_printf(out, " for the shot at %s's droid, %d square%s away: ",
                       dr_ev_seat(e->player), dist, dist == 1 ? "" : "s");
        if (hits)
            core_sb_printf(out, "%d hit%s.", hits, hits == 1 ? "" : "s");
        else
            core_sb_puts(out, "a miss.");
    }
}

static void dr_say_hit(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    core_sb_printf(out, "%s's droid takes %d hit%s: %s.", dr_ev_seat(e->player), e->value,
                   e->value == 1 ? "" : "s",
                   e->value == 1 ? "one transmitter to cover" : "one transmitter to cover for each");
}

static void dr_say_exploded(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    if (e->player != TW_NONE) {
        core_sb_printf(out, "The mine %s's droid carries explodes on ", dr_ev_seat(e->player));
        dr_ev_square(e->from, out);
        core_sb_putc(out, '.');
        return;
    }
    core_sb_puts(out, "A mine explodes on ");
    dr_ev_square(e->from, out);
    core_sb_puts(out, " under ");
    dr_ev_robot(b, e->value, 0, out);
    core_sb_puts(out, dr_ev_droid_in(b, e->value) ? "." : ", which is unharmed.");
}

static void dr_say_repaired(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    if (e->from == TW_NONE) {
        core_sb_printf(out, "The repair robot repairs %s's droid, which has no covered "
                            "transmitter.",
                       dr_ev_seat(e->player));
        return;
    }
    core_sb_printf(out, "The repair robot repairs %s's droid: he uncovers ", dr_ev_seat(e->player));
    dr_ev_transmitter(e->player, e->from, out);
    core_sb_putc(out, '.');
}

static void dr_say_picked(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    core_sb_printf(out, "%s's droid %s %s from ", dr_ev_seat(e->player),
                   e->value == TW_NONE ? "picks up" : "takes", object_names[e->piece - DR_EV_OBJECT]);
    if (e->value != TW_NONE) {
        dr_ev_robot(b, e->value, 0, out);
        core_sb_puts(out, " on ");
    }
    dr_ev_square(e->from, out);
    core_sb_putc(out, '.');
}

static void dr_say_dropped(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    core_sb_printf(out, "%s's droid puts %s down on ", dr_ev_seat(e->player),
                   object_names[e->piece - DR_EV_OBJECT]);
    dr_ev_square(e->to, out);
    core_sb_putc(out, '.');
}

static void dr_say_scored(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    int total = b->score[e->player] + e->value;
    core_sb_printf(out, "%s's droid brings a cargo box home to ", dr_ev_seat(e->player));
    dr_ev_square(e->to, out);
    core_sb_printf(out, ": %d box%s.", total, total == 1 ? "" : "es");
}

static void dr_say_eliminated(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)b, (void)masked;
    const char *who = dr_ev_seat(e->player);
    if (e->value == DR_OUT_COVERED) {
        core_sb_printf(out, "%s is eliminated: all ten of his transmitters are covered, so no "
                            "order reached his droid or a repair robot this turn.",
                       who);
        return;
    }
    int t = 0;
    if (e->from >= 0 && e->from < DR_SQUARES)
        dr_line_depth(e->player, e->from, &t);
    core_sb_printf(out, "%s is eliminated: no order was sent to his droid or a repair robot this "
                        "turn",
                   who);
    if (e->value == DR_OUT_UNSENDABLE)
        core_sb_puts(out, ", as none of the orders left on his transmitters could take effect");
    core_sb_puts(out, "; his droid on ");
    dr_ev_square(e->from, out);
    core_sb_printf(out, " takes its orders from transmitter %d.", t + 1);
}

/* Who wins, in words, at the start of an end's sentence. */
static void dr_ev_winner(int winner, int reason, core_sb *out)
{
    if (winner == TW_WINNER_DRAW)
        core_sb_puts(out, "The game is a draw");
    else if (winner == TW_WINNER_NOBODY)
        core_sb_puts(out, reason == DR_END_CARGO ? "Everyone loses" : "Nobody wins");
    else if (reason == DR_END_TEAM)
        core_sb_puts(out, winner == 0 ? "South and North win" : "West and East win");
    else
        core_sb_printf(out, "%s wins", dr_ev_seat(winner));
}

static void dr_say_ended(const dr_state *b, const core_event *e, int masked, core_sb *out)
{
    (void)masked;
    int w = e->player, won = w >= 0;
    dr_ev_winner(w, e->value, out);
    switch (e->value) {
    case DR_END_LAST:
        core_sb_puts(out, ": he is the last player still in.");
        break;
    case DR_END_ALL_OUT:
        core_sb_puts(out, b->players == 1 ? ": South is eliminated."
                                          : ": every player left is eliminated in the same turn.");
        break;
    case DR_END_TEAM:
        core_sb_puts(out, w == 0 ? ": West and East are both out." : ": South and North are both "
                                                                     "out.");
        break;
    case DR_END_MAX_TURNS:
        core_sb_printf(out, "%s: turn %d, the last, is over%s.",
                       w == TW_WINNER_DRAW ? " among the players still in" : "",
                       b->max_turns, dr_is_killer_game(b) ? " and the robot killer is still free"
                                                         : "");
        break;
    case DR_END_CARGO:
        core_sb_puts(out, won ? ": no cargo box is left, and he brought home the most."
                              : ": no cargo box is left, and the most boxes brought home are "
                                "tied.");
        break;
    case DR_END_GARDEN:
        core_sb_puts(out, won ? ": his droid stands on its start square in a complete concrete "
                                "garden."
                              : ": two concrete gardens are completed by the same order.");
        break;
    case DR_END_DUEL:
        if (won)
            core_sb_printf(out, ": %s's droid is surrounded.", dr_ev_seat(1 - w));
        else
            core_sb_puts(out, ": both droids are surrounded.");
        break;
    case DR_END_STATUE:
        core_sb_puts(out, ": his droid carried the statue home to its start square.");
        break;
    case DR_END_CAUGHT:
        core_sb_puts(out, ": the robot killer is surrounded by his force field.");
        break;
    default: /* DR_END_SCRAP */
        core_sb_puts(out, ": the robot killer's hit turns South's droid into scrap metal.");
        break;
    }
}

static const dr_ev_writer writers[TW_EVENT_KIND_COUNT] = {
    [TW_EVENT_MOVED] = dr_say_moved,       [TW_EVENT_PUSHED] = dr_say_moved,
    [TW_EVENT_BLOCKED] = dr_say_blocked,   [TW_EVENT_EXPLODED] = dr_say_exploded,
    [TW_EVENT_SHOT] = dr_say_shot,         [TW_EVENT_HIT] = dr_say_hit,
    [TW_EVENT_ROLLED] = dr_say_rolled,     [TW_EVENT_DREW] = dr_say_drew,
    [TW_EVENT_PLACED] = dr_say_placed,     [TW_EVENT_RETURNED] = dr_say_returned,
    [TW_EVENT_SCORED] = dr_say_scored,     [TW_EVENT_ELIMINATED] = dr_say_eliminated,
    [TW_EVENT_TURN] = dr_say_turn,         [TW_EVENT_PHASE] = dr_say_phase,
    [TW_EVENT_ENDED] = dr_say_ended,       [TW_EVENT_PASSED] = dr_say_passed,
    [TW_EVENT_CHOSE] = dr_say_chose,       [TW_EVENT_SENT] = dr_say_sent,
    [TW_EVENT_PICKED] = dr_say_picked,     [TW_EVENT_DROPPED] = dr_say_dropped,
    [TW_EVENT_REPAIRED] = dr_say_repaired,
};

void dr_event_text(const void *before, const core_event *e, int masked, core_sb *out)
{
    if (e->kind > 0 && e->kind < TW_EVENT_KIND_COUNT && writers[e->kind])
        writers[e->kind](before, e, masked, out);
}

/* ---- the JSON fields ------------------------------------------------------ */

/* What a place field names, by kind (docs/events.md, Droids). */
enum dr_place { PL_NONE, PL_SQUARE, PL_TX, PL_BOX, PL_PILE, PL_CHIT_OR_SQUARE };

static const struct {
    uint8_t from, to;
} places[TW_EVENT_KIND_COUNT] = {
    [TW_EVENT_MOVED] = {PL_SQUARE, PL_SQUARE},   [TW_EVENT_PUSHED] = {PL_SQUARE, PL_SQUARE},
    [TW_EVENT_BLOCKED] = {PL_SQUARE, PL_SQUARE}, [TW_EVENT_EXPLODED] = {PL_SQUARE, PL_NONE},
    [TW_EVENT_SHOT] = {PL_SQUARE, PL_SQUARE},    [TW_EVENT_ROLLED] = {PL_NONE, PL_SQUARE},
    [TW_EVENT_DREW] = {PL_PILE, PL_NONE},        [TW_EVENT_PLACED] = {PL_NONE, PL_CHIT_OR_SQUARE},
    [TW_EVENT_RETURNED] = {PL_BOX, PL_NONE},     [TW_EVENT_SCORED] = {PL_NONE, PL_SQUARE},
    [TW_EVENT_ELIMINATED] = {PL_SQUARE, PL_NONE}, [TW_EVENT_SENT] = {PL_TX, PL_SQUARE},
    [TW_EVENT_PICKED] = {PL_SQUARE, PL_NONE},    [TW_EVENT_DROPPED] = {PL_NONE, PL_SQUARE},
    [TW_EVENT_REPAIRED] = {PL_TX, PL_NONE},
};

static void dr_json_place(core_json *j, const char *key, int place, int piece, int value)
{
    char text[8];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    if (place == PL_CHIT_OR_SQUARE)
        place = dr_ev_is_object(piece) ? PL_SQUARE : PL_BOX;
    core_json_key(j, key);
    if (value == TW_NONE || place == PL_NONE) {
        core_json_null(j);
        return;
    }
    if (place == PL_SQUARE)
        dr_square_name(value, &sb);
    else if (place == PL_TX)
        core_sb_printf(&sb, "%d", value + 1);
    else if (place == PL_BOX)
        core_sb_printf(&sb, "%d%c", value / DR_BOXES + 1, 'a' + value % DR_BOXES);
    else
        core_sb_puts(&sb, dr_pile_name(value));
    core_json_string(j, text);
}

/* A piece in notation: a chit ("V2n"; a drawn one without direction,
 * "V2"), a robot ("S", "R", "G", "K"), an object ("mine"), "fixed". */
static void dr_json_piece(const dr_state *b, const core_event *e, int masked, core_json *j)
{
    char text[16];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    int piece = e->piece;
    core_json_key(j, "piece");
    if (piece == TW_NONE || masked) {
        core_json_null(j);
        return;
    }
    int r = piece - DR_EV_ROBOT;
    if (dr_ev_is_robot(piece))
        core_sb_putc(&sb, r < DR_SEATS ? dr_seat_letter(r)
                          : r == DR_R_GREY ? (dr_is_killer_game(b) ? 'K' : 'G')
                                           : 'R');
    else if (dr_ev_is_object(piece))
        core_sb_puts(&sb, object_codes[piece - DR_EV_OBJECT]);
    else if (piece == DR_EV_FIXED)
        core_sb_puts(&sb, "fixed");
    else if (e->kind == TW_EVENT_DREW)
        core_sb_puts(&sb, dr_kind(piece)->code);
    else
        dr_chit_text(piece, &sb);
    core_json_string(j, text);
}

void dr_event_fields(const void *before, const core_event *e, int masked, core_json *j)
{
    int kind = e->kind > 0 && e->kind < TW_EVENT_KIND_COUNT ? e->kind : 0;
    int from = places[kind].from;
    if (kind == TW_EVENT_CHOSE)
        from = e->value == DR_CHOSE_PILE ? PL_PILE : e->value == DR_CHOSE_COVER ? PL_TX : PL_NONE;
    dr_json_piece(before, e, masked, j);
    dr_json_place(j, "from", from, e->piece, e->from);
    dr_json_place(j, "to", places[kind].to, e->piece, e->to);
}
