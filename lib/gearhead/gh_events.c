/* SPDX-License-Identifier: MIT */
/*
 * gh_events.c: what a Gearhead move did, in words and in the JSON's names
 * (docs/events.md, "Gearhead Skirmish").
 *
 * The rules record the events as they act (gh_rules.c, gh_steps.c,
 * gh_board.c); this file only reads them. An event carries its toy, that
 * toy's controller and its squares; what the toy took part in (what a die
 * was rolled for, which toy winds, zaps, punches or pushes it) is read
 * from the state the move was applied to. That is enough because a
 * Gearhead move is one die or one decision of one activation: the state
 * before it names the active toy and the step it answers, and no toy the
 * sentences name there has moved before the event (the first toy Big Al
 * bumps stays the first of the line he pushes).
 *
 * Nothing in Gearhead is hidden, so no event is ever masked.
 */
#include "gearhead/gh_state.h"

#include "toywar/gearhead.h"

#define SAME(a, b) ((int)(a) == (int)(b))
_Static_assert(SAME(TW_GEARHEAD_REASON_NONE, GH_WHY_NONE) &&
                   SAME(TW_GEARHEAD_REASON_BUMP, GH_WHY_BUMP) &&
                   SAME(TW_GEARHEAD_REASON_WALL, GH_WHY_WALL) &&
                   SAME(TW_GEARHEAD_REASON_ZAPPED, GH_WHY_ZAPPED) &&
                   SAME(TW_GEARHEAD_REASON_ON_BACK, GH_WHY_ON_BACK) &&
                   SAME(TW_GEARHEAD_REASON_NO_ROOM, GH_WHY_NO_ROOM) &&
                   SAME(TW_GEARHEAD_REASON_FULL_ROW, GH_WHY_FULL_ROW) &&
                   SAME(TW_GEARHEAD_REASON_EDGE, GH_WHY_EDGE) &&
                   SAME(TW_GEARHEAD_REASON_SHOT, GH_WHY_SHOT) &&
                   SAME(TW_GEARHEAD_REASON_BLAST, GH_WHY_BLAST) &&
                   SAME(TW_GEARHEAD_REASON_TELEPORT, GH_WHY_TELEPORT) &&
                   SAME(TW_GEARHEAD_REASON_CLEARED, GH_WHY_CLEARED) &&
                   SAME(TW_GEARHEAD_REASON_IDLE, GH_WHY_IDLE) &&
                   SAME(TW_GEARHEAD_REASON_COUNT, GH_WHY_COUNT),
               "the public reasons are the rules' own");
_Static_assert(SAME(TW_GEARHEAD_TURN_NORTH, GH_TURN_NORTH) &&
                   SAME(TW_GEARHEAD_TURN_SOUTH, GH_TURN_SOUTH) &&
                   SAME(TW_GEARHEAD_TURN_ON_BACK, GH_TURN_ON_BACK) &&
                   SAME(TW_GEARHEAD_TURN_ON_LEGS, GH_TURN_ON_LEGS) &&
                   SAME(TW_GEARHEAD_TURN_COUNT, GH_TURN_COUNT),
               "a turn's values are the facings, then the flips");

/* ---- recording (the rules' side, out of their hot code) --------------------------- */

void gh_record(core_events *ev, int kind, int player, int piece, int from, int to, int value)
{
    core_emit(ev, kind, player, piece, from, to, value);
}

void gh_record_toy(core_events *ev, int toy, int kind, int sq, int to, int value)
{
    core_emit(ev, kind, gh_controller((uint16_t)toy), gh_kind((uint16_t)toy), sq, to, value);
}

void gh_record_leave(core_events *ev, int toy, int sq, int scorer)
{
    gh_record_toy(ev, toy, TW_EVENT_REMOVED, sq, TW_NONE, GH_WHY_EDGE);
    core_emit(ev, TW_EVENT_SCORED, scorer, gh_kind((uint16_t)toy), sq, TW_NONE, 1);
}

void gh_record_step(core_events *ev, const gh_state *s, int motion, int sq, int to)
{
    uint8_t toy = s->board[sq];
    core_event *last = ev->count ? &ev->list[ev->count - 1] : NULL;
    if (last && last->kind == motion && last->to == sq && last->piece == gh_kind(toy) &&
        last->player == gh_controller(toy) && last->value == TW_NONE)
        last->to = to;
    else
        gh_record_toy(ev, toy, motion, sq, to, TW_NONE);
}

/* ---- the sentences ------------------------------------------------------------------ */

static bool gh_on_board(int sq)
{
    return sq >= 0 && sq < GH_SQUARES;
}

static const char *gh_name(int kind)
{
    const gh_toy *toy = gh_toy_of(kind);
    return toy ? toy->name : "toy";
}

/* "Player 0's Big Al", or "player 0's Big Al" inside a sentence. */
static void gh_say_toy(core_sb *out, bool capital, int player, int kind)
{
    core_sb_printf(out, "%clayer %d's %s", capital ? 'P' : 'p', player, gh_name(kind));
}

/* The toy on sq of the state before the move: "player 1's Handy", or "the
 * toy" when the square was empty then. */
static void gh_say_toy_on(core_sb *out, bool capital, const gh_state *s, int sq)
{
    uint8_t toy = gh_on_board(sq) ? s->board[sq] : 0;
    if (toy)
        gh_say_toy(out, capital, gh_controller(toy), gh_kind(toy));
    else
        core_sb_puts(out, capital ? "The toy" : "the toy");
}

/* The active toy of the state before the move and its square:
 * "Player 0's Handy at c3". */
static void gh_say_active(core_sb *out, const gh_state *s)
{
    gh_say_toy_on(out, true, s, s->act_sq);
    core_sb_puts(out, " at ");
    gh_write_square(out, s->act_sq);
}

/* "Player 0's Big Al at c3" for the event's own toy and square. */
static void gh_say_event_toy(core_sb *out, const core_event *e)
{
    gh_say_toy(out, true, e->player, e->piece);
    if (gh_on_board(e->from)) {
        core_sb_puts(out, " at ");
        gh_write_square(out, e->from);
    }
}

static void gh_say_squares(core_sb *out, int n)
{
    core_sb_printf(out, "%d square%s", n, n == 1 ? "" : "s");
}

/* ---- dice ----------------------------------------------------------------------- */

static void gh_say_rolloff(core_sb *out, const gh_state *before, const core_event *e)
{
    core_sb_printf(out, "Player %d rolls %d for the roll-off", e->player, e->value);
    int first = before->rolloff;
    if (!first)
        core_sb_putc(out, '.');
    else if (first == e->value)
        core_sb_printf(out, ", a tie with player 0's %d: both roll again.", first);
    else
        core_sb_printf(out, " against player 0's %d: player %d goes first.", first,
                       first > e->value ? 0 : 1);
}

/* What a move of n squares of the face's kind does, after a colon. */
static void gh_say_motion(core_sb *out, int action, int n)
{
    core_sb_puts(out, ": it moves ");
    gh_say_squares(out, n);
    core_sb_puts(out, action == GH_ACT_STRAIGHT ? " straight ahead."
                                                : " diagonally ahead, left or right as the "
                                                  "player chooses.");
}

static const char *const face_words[] = {
    [GH_ACT_EGG] = ": she lays an egg.",
    [GH_ACT_SHOOT_AHEAD] = ": it shoots straight ahead.",
    [GH_ACT_SHOOT_LEFT] = ": it shoots diagonally ahead-left.",
    [GH_ACT_SHOOT_RIGHT] = ": it shoots diagonally ahead-right.",
    [GH_ACT_VANISH] = ": he disappears.",
};

/* The move die: what its face does for the toy. */
static void gh_say_move_die(core_sb *out, const gh_state *before, const core_event *e)
{
    const gh_toy *toy = gh_toy_of(e->piece);
    const gh_face *face = &toy->face[e->value - 1];
    core_sb_printf(out, " rolls %d%s", e->value, before->second ? " for his second move" : "");
    if (toy->dist_die)
        core_sb_printf(out, ": a %s move, its distance rolled next.",
                       face->action == GH_ACT_STRAIGHT ? "straight" : "diagonal");
    else if (face->action == GH_ACT_STRAIGHT || face->action == GH_ACT_DIAGONAL)
        gh_say_motion(out, face->action, face->distance);
    else
        core_sb_puts(out, face_words[face->action]);
}

/* The die is the turn owner's (the event's player), rolled for the active
 * toy, which may be his opponent's (a wound toy). */
static void gh_say_activation_die(core_sb *out, const gh_state *before, const core_event *e)
{
    gh_say_active(out, before);
    switch ((gh_step)before->step) {
    case GH_STEP_DIST:
        core_sb_printf(out, " rolls %d for the distance", e->value);
        gh_say_motion(out, gh_toy_of(e->piece)->face[before->roll - 1].action, e->value);
        break;
    case GH_STEP_PUNCH_DIST:
        core_sb_printf(out, " rolls %d for the punch: up to ", e->value);
        gh_say_squares(out, e->value);
        core_sb_puts(out, " away.");
        break;
    case GH_STEP_FILE:
        core_sb_printf(out, " rolls %d for the file he reappears on: file %c.", e->value,
                       'a' + e->value - 1);
        break;
    case GH_STEP_RANK: {
        int sq = gh_square(before->file - 1, e->value - 1);
        core_sb_printf(out, " rolls %d for the rank: ", e->value);
        gh_write_square(out, sq);
        core_sb_puts(out, before->board[sq] ? " is taken, so he rolls both dice again."
                                            : " is empty.");
        break;
    }
    default: /* GH_STEP_ROLL */
        gh_say_move_die(out, before, e);
        break;
    }
}

static void gh_say_rolled(core_sb *out, const gh_state *before, const core_event *e)
{
    if (before->phase == GH_PH_ROLLOFF)
        gh_say_rolloff(out, before, e);
    else
        gh_say_activation_die(out, before, e);
}

/* ---- movement --------------------------------------------------------------------- */

static void gh_say_moved(core_sb *out, const core_event *e)
{
    gh_say_toy(out, true, e->player, e->piece);
    if (e->value == GH_WHY_TELEPORT)
        core_sb_puts(out, " vanishes from ");
    else
        core_sb_puts(out, gh_toy_of(e->piece)->flies ? " flies from " : " moves from ");
    gh_write_square(out, e->from);
    core_sb_puts(out, e->value == GH_WHY_TELEPORT ? " and reappears on " : " to ");
    gh_write_square(out, e->to);
    core_sb_putc(out, '.');
}

/* A punched toy is knocked away (its puncher was named when the punch was
 * chosen); any other is pushed by the active Big Al, who has moved since
 * the move began (so his square is not said). */
static void gh_say_pushed(core_sb *out, const gh_state *before, const core_event *e)
{
    if (before->step == GH_STEP_PUNCH_DIST) {
        gh_say_toy(out, true, e->player, e->piece);
        core_sb_puts(out, " is knocked from ");
    } else {
        gh_say_toy_on(out, true, before, before->act_sq);
        core_sb_puts(out, " pushes ");
        gh_say_toy(out, false, e->player, e->piece);
        core_sb_puts(out, " from ");
    }
    gh_write_square(out, e->from);
    core_sb_puts(out, " to ");
    gh_write_square(out, e->to);
    core_sb_putc(out, '.');
}

static void gh_say_blocked(core_sb *out, const gh_state *before, const core_event *e)
{
    gh_say_event_toy(out, e);
    switch (e->value) {
    case GH_WHY_BUMP:
        core_sb_puts(out, " bumps into ");
        gh_say_toy_on(out, false, before, e->to);
        core_sb_puts(out, " on ");
        gh_write_square(out, e->to);
        core_sb_puts(out, " and stops.");
        break;
    case GH_WHY_WALL:
        core_sb_puts(out, " stops at the side wall.");
        break;
    case GH_WHY_ZAPPED:
        core_sb_puts(out, " is zapped: it spends the zap instead of moving.");
        break;
    case GH_WHY_ON_BACK:
        core_sb_puts(out, " is on his back and cannot move.");
        break;
    default: /* GH_WHY_NO_ROOM */
        core_sb_puts(out, e->piece == GH_CLUCKETTA
                              ? " has no empty square beside her: no egg."
                              : " has no empty square to reappear on and stays.");
        break;
    }
}

static void gh_say_turned(core_sb *out, const core_event *e)
{
    gh_say_event_toy(out, e);
    switch (e->value) {
    case GH_TURN_ON_BACK:
        core_sb_puts(out, " flips onto his back.");
        break;
    case GH_TURN_ON_LEGS:
        core_sb_puts(out, " flips back onto his legs.");
        break;
    default:
        /* A facing's value is the player who controls it. */
        core_sb_printf(out, " turns around to face %s: player %d controls it now.",
                       e->value == GH_TURN_SOUTH ? "south" : "north", e->value);
        break;
    }
}

static void gh_say_removed(core_sb *out, const core_event *e)
{
    gh_say_event_toy(out, e);
    switch (e->value) {
    case GH_WHY_EDGE:
        core_sb_printf(out, " leaves the board past rank %d.", gh_rank_of(e->from) + 1);
        break;
    case GH_WHY_SHOT:
        core_sb_puts(out, " is shot and goes to the discard.");
        break;
    default: /* GH_WHY_BLAST */
        core_sb_puts(out, " is blown up and goes to the discard.");
        break;
    }
}

/* The toy that left by a home edge scores for that edge's opponent. */
static void gh_say_scored(core_sb *out, const core_event *e)
{
    core_sb_printf(out, "Player %d scores a point: %s left the board past player %d's home row.",
                   e->player, gh_name(e->piece), 1 - e->player);
}

static void gh_say_shot(core_sb *out, const gh_state *before, const core_event *e)
{
    gh_say_event_toy(out, e);
    if (e->value != TW_NONE) {
        core_sb_puts(out, " shoots ");
        gh_say_toy_on(out, false, before, e->to);
        core_sb_puts(out, " on ");
        gh_write_square(out, e->to);
        core_sb_puts(out, ", ");
        gh_say_squares(out, e->value);
        core_sb_puts(out, " away.");
    } else if (gh_on_board(e->to)) {
        core_sb_puts(out, " shoots toward ");
        gh_write_square(out, e->to);
        core_sb_puts(out, " and hits nothing.");
    } else {
        core_sb_puts(out, " shoots off the board and hits nothing.");
    }
}

/* ---- the players' moves and the turn ------------------------------------------------ */

static void gh_say_placed(core_sb *out, const gh_state *before, const core_event *e)
{
    if (before->phase == GH_PH_PLACE) {
        core_sb_printf(out, "Player %d places %s on ", e->player, gh_name(e->piece));
    } else {
        gh_say_active(out, before);
        core_sb_puts(out, " lays an egg: a Small Fry on ");
    }
    gh_write_square(out, e->to);
    core_sb_putc(out, '.');
}

/* A toy the active one acts on: "Player 0's Handy at c3 winds up player
 * 1's Big Al on d4" and what follows. */
static void gh_say_acted_on(core_sb *out, const gh_state *before, const core_event *e,
                            const char *verb, const char *after)
{
    gh_say_active(out, before);
    core_sb_printf(out, " %s ", verb);
    gh_say_toy(out, false, e->player, e->piece);
    core_sb_puts(out, " on ");
    gh_write_square(out, e->from);
    core_sb_puts(out, after);
}

static void gh_say_chose(core_sb *out, const gh_state *before, const core_event *e)
{
    switch (e->value) {
    case GH_STEP_POUND:
        gh_say_active(out, before);
        core_sb_puts(out, " pounds the ground: every toy beside him turns around.");
        break;
    case GH_STEP_PUNCH:
        gh_say_active(out, before);
        core_sb_puts(out, " punches ");
        gh_say_toy_on(out, false, before, e->from);
        core_sb_puts(out, " on ");
        gh_write_square(out, e->from);
        core_sb_putc(out, '.');
        break;
    case GH_STEP_AGAIN:
        gh_say_active(out, before);
        core_sb_puts(out, " makes a second move.");
        break;
    default: /* GH_STEP_NONE: the toy chosen to move */
        core_sb_printf(out, "Player %d chooses %s at ", e->player, gh_name(e->piece));
        gh_write_square(out, e->from);
        core_sb_puts(out, " to move.");
        break;
    }
}

static void gh_say_passed(core_sb *out, const gh_state *before, const core_event *e)
{
    gh_say_active(out, before);
    core_sb_puts(out, e->value == GH_STEP_POUND     ? " does not pound."
                      : e->value == GH_STEP_EXPLODE ? " does not explode."
                                                    : " makes no second move.");
}

static void gh_say_ended(core_sb *out, const core_event *e)
{
    core_sb_puts(out, e->value == GH_WHY_IDLE
                          ? "The game ends after five turns in a row in which no toy changed "
                            "square: "
                          : "The game ends, the cup empty and no toy left on the board: ");
    if (e->player >= 0)
        core_sb_printf(out, "player %d wins with more points.", e->player);
    else
        core_sb_puts(out, "a draw, the points being equal.");
}

void gh_event_text(const void *state, const core_event *e, int masked, core_sb *out)
{
    const gh_state *before = state;
    (void)masked; /* nothing is hidden */
    switch ((tw_event_kind)e->kind) {
    case TW_EVENT_ROLLED:
        gh_say_rolled(out, before, e);
        break;
    case TW_EVENT_MOVED:
        gh_say_moved(out, e);
        break;
    case TW_EVENT_PUSHED:
        gh_say_pushed(out, before, e);
        break;
    case TW_EVENT_BLOCKED:
        gh_say_blocked(out, before, e);
        break;
    case TW_EVENT_TURNED:
        gh_say_turned(out, e);
        break;
    case TW_EVENT_REMOVED:
        gh_say_removed(out, e);
        break;
    case TW_EVENT_SCORED:
        gh_say_scored(out, e);
        break;
    case TW_EVENT_SHOT:
        gh_say_shot(out, before, e);
        break;
    case TW_EVENT_EXPLODED:
        gh_say_event_toy(out, e);
        core_sb_puts(out, " explodes.");
        break;
    case TW_EVENT_DREW:
        core_sb_printf(out, "Player %d draws %s from the cup.", e->player, gh_name(e->piece));
        break;
    case TW_EVENT_RETURNED:
        core_sb_printf(out, "Player %d's home row is full: the %s drawn goes to the discard.",
                       e->player, gh_name(e->piece));
        break;
    case TW_EVENT_PLACED:
        gh_say_placed(out, before, e);
        break;
    case TW_EVENT_WOUND:
        gh_say_acted_on(out, before, e, "winds up", ", which moves at once.");
        break;
    case TW_EVENT_ZAPPED:
        gh_say_acted_on(out, before, e, "zaps", ": it will skip its next move.");
        break;
    case TW_EVENT_CHOSE:
        gh_say_chose(out, before, e);
        break;
    case TW_EVENT_PASSED:
        gh_say_passed(out, before, e);
        break;
    case TW_EVENT_TURN:
        core_sb_printf(out, "Player %d's turn begins.", e->player);
        break;
    case TW_EVENT_PHASE:
        core_sb_printf(out, "The cup is empty: player %d has nothing to draw.", e->player);
        break;
    case TW_EVENT_ENDED:
        gh_say_ended(out, e);
        break;
    default:
        break;
    }
}

static void gh_json_square(core_json *j, const char *key, int sq)
{
    core_json_key(j, key);
    if (!gh_on_board(sq)) {
        core_json_null(j);
        return;
    }
    char text[3];
    core_sb t;
    core_sb_init(&t, text, sizeof text);
    gh_write_square(&t, sq);
    core_json_string(j, text);
}

/* The toy as its code in the notation ("A"), the squares as "c3". */
void gh_event_fields(const void *state, const core_event *e, int masked, core_json *j)
{
    const gh_toy *toy = gh_toy_of(e->piece);
    (void)state;
    (void)masked;
    core_json_key(j, "piece");
    if (toy) {
        core_json_string(j, toy->code);
    } else {
        core_json_null(j);
    }
    gh_json_square(j, "from", e->from);
    gh_json_square(j, "to", e->to);
}
