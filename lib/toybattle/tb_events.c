/* SPDX-License-Identifier: MIT */
/*
 * tb_events.c: the events of a move (recorded by tb_rules.c) as sentences
 * and as JSON fields (docs/events.md, "Toy Battle").
 *
 * Each writer is given the state the move was applied to, which is enough:
 * a move's events all follow from it (what a placed troop covers, how many
 * troops a draw gives, who was stuck), and the map, whose names the
 * sentences use, never changes. A masked event is a blind draw the reader
 * did not see: its troop is "a troop", its JSON piece null.
 *
 * Sentences name the player, the troop, the node ("d"), the pile ("his
 * reserve") and, for a special base's or a troop's effect, its source
 * first, as the rule book heads its paragraphs: "Skully: player 0 chooses
 * to draw 2 troops.", "Castle Field returns player 0's Jumbo from d to his
 * rack."
 */
#include "toybattle/tb_state.h"
#include "toywar/toybattle.h"

#include "core/json.h"

/* Compared as ints: they are two enum types. */
#define TB_PUBLIC_PILE(p) (TW_TOYBATTLE_EVENT_PILE + (int)(p))
_Static_assert((int)TB_PILE_RESERVE == TB_PUBLIC_PILE(TW_TOYBATTLE_PILE_RESERVE) &&
                   (int)TB_PILE_RACK == TB_PUBLIC_PILE(TW_TOYBATTLE_PILE_RACK) &&
                   (int)TB_PILE_DISCARD == TB_PUBLIC_PILE(TW_TOYBATTLE_PILE_DISCARD) &&
                   (int)TB_PILE_REMOVED == TB_PUBLIC_PILE(TW_TOYBATTLE_PILE_REMOVED) &&
                   TW_TOYBATTLE_PILE_COUNT == TB_PILE_REMOVED - TB_PILE_RESERVE + 1,
               "the public piles are the rules' own");

/* ---- the words --------------------------------------------------------- */

/* The piles' names in JSON, by TB_PILE_*. */
static const char *const pile_keys[] = {"reserve", "rack", "discard", "removed"};

static int tb_is_pile(int place)
{
    return place >= TB_PILE_RESERVE && place <= TB_PILE_REMOVED;
}

/* What offers each choice, by the phase that offers it (CHOSE and PASSED
 * name it), and the words after "player N declines " for each "no". */
static const struct {
    const char *source;
    const char *declined;
} offers[TB_PH_COUNT] = {
    [TB_PH_SKULLY] = {"Skully", "to draw"},
    [TB_PH_CAPN] = {"Cap'n", "the extra placement"},
    [TB_PH_JUMBO] = {"Jumbo", "to discard an enemy troop"},
    [TB_PH_XB42] = {"XB-42", "to take a troop"},
    [TB_PH_STAR] = {"Star", "to draw"},
    [TB_PH_CASTLE] = {"Castle Field", "to take a troop back"},
    [TB_PH_CLOUDS] = {"City of Clouds", "to draw"},
    [TB_PH_VOLCANO] = {"Volcanic Jungle", "to move an enemy troop"},
    [TB_PH_CEMETERY] = {"Cursed Cemetery", "to take a troop back"},
};

/* "a Skully", "an XB-42"; "a troop" when masked; "A" or "An" to start a
 * sentence. */
static void tb_put_troop(core_sb *out, int kind, int masked, int capital)
{
    const char *article = capital ? "A" : "a";
    if (masked) {
        core_sb_printf(out, "%s troop", article);
        return;
    }
    core_sb_printf(out, "%s%s %s", article, kind == TB_XB42 ? "n" : "",
                   tw_toybattle_troop_name(kind));
}

/* "player 1's Skully". */
static void tb_put_owned(core_sb *out, int owner, int kind)
{
    core_sb_printf(out, "player %d's %s", owner, tw_toybattle_troop_name(kind));
}

/* "2 troops", "a troop". */
static void tb_put_count(core_sb *out, int count)
{
    if (count == 1)
        core_sb_puts(out, "a troop");
    else
        core_sb_printf(out, "%d troops", count);
}

/* A node's name: "d", or "HQ1, player 1's HQ". */
static void tb_put_node(core_sb *out, const tb_state *s, int node)
{
    core_sb_puts(out, s->map.node_name[node]);
    if (!tb_is_base(&s->map, node))
        core_sb_printf(out, ", player %d's HQ", s->map.owner[node]);
}

/* The region ringed by its nodes: "the region b-d-e-c". */
static void tb_put_region(core_sb *out, const tb_state *s, int g)
{
    core_sb_puts(out, "the region ");
    for (int i = 0; i < s->map.region_len[g]; i++)
        core_sb_printf(out, "%s%s", i ? "-" : "", s->map.node_name[s->map.region_ring[g][i]]);
}

/* ", covering player 1's Skully": the troop on top of node in s, which
 * the event's value says is covered. */
static void tb_put_covering(core_sb *out, const tb_state *s, int node, int covered)
{
    if (covered == TW_NONE)
        return;
    core_sb_puts(out, ", covering ");
    tb_put_owned(out, covered, TB_TROOP_KIND(tb_top(s, node)));
}

/* ---- one sentence per kind --------------------------------------------- */

/* PHASE: the setup's steps. */
static void tb_text_phase(const tb_state *s, const core_event *e, core_sb *out)
{
    (void)s;
    if (e->value == TB_PH_REMOVE)
        core_sb_printf(out, "Player %d plays first; %d troops are removed unseen from each "
                       "reserve.", e->player, TB_REMOVED);
    else if (e->value == TB_PH_DEAL)
        core_sb_printf(out, "The opening racks are dealt: %d troops to player %d, then %d to "
                       "player %d.", TB_FIRST_RACK, e->player, TB_FIRST_RACK + 1, 1 - e->player);
    else
        core_sb_printf(out, "The game moves on to phase %s.", tb_phase_names[e->value]);
}

/* CHOSE: the draw action, a "yes", or Volcanic Jungle's troop. */
static void tb_text_chose(const tb_state *s, const core_event *e, core_sb *out)
{
    int p = e->player;
    if (e->value != TB_PH_PLAY)
        core_sb_printf(out, "%s: player %d", offers[e->value].source, p);
    else
        core_sb_printf(out, "Player %d", p);
    core_sb_puts(out, " chooses to ");
    switch (e->value) {
    case TB_PH_XB42:
        core_sb_printf(out, "take a random troop from player %d's rack", 1 - p);
        break;
    case TB_PH_VOLCANO:
        core_sb_puts(out, "move ");
        tb_put_owned(out, 1 - p, e->piece);
        core_sb_printf(out, " from %s", s->map.node_name[e->from]);
        break;
    default: /* a draw: the action's 2, Skully's 2, Star's and City of Clouds' 1 */
        core_sb_puts(out, "draw ");
        tb_put_count(out, tb_rules_draw_count(s, p, e->value == TB_PH_PLAY ||
                                                        e->value == TB_PH_SKULLY ? 2 : 1));
        break;
    }
    core_sb_putc(out, '.');
}

static void tb_text_passed(const core_event *e, core_sb *out)
{
    core_sb_printf(out, "%s: player %d declines %s.", offers[e->value].source, e->player,
                   offers[e->value].declined);
}

static void tb_text_drew(const tb_state *s, const core_event *e, int masked, core_sb *out)
{
    core_sb_printf(out, "Player %d %s ", e->player, s->phase == TB_PH_DEAL ? "is dealt" : "draws");
    tb_put_troop(out, e->piece, masked, 0);
    core_sb_putc(out, '.');
}

/* REMOVED: a setup removal, Jumbo's discard or XB-42's pick. */
static void tb_text_removed(const tb_state *s, const core_event *e, int masked, core_sb *out)
{
    if (e->from == TB_PILE_RESERVE) {
        tb_put_troop(out, e->piece, masked, 1);
        core_sb_printf(out, " is removed unseen from player %d's reserve.", e->player);
        return;
    }
    core_sb_puts(out, e->from == TB_PILE_RACK ? "XB-42 takes " : "Jumbo discards ");
    tb_put_owned(out, e->player, e->piece);
    if (e->from == TB_PILE_RACK)
        core_sb_puts(out, " from his rack to the discard.");
    else
        core_sb_printf(out, " from %s.", s->map.node_name[e->from]);
}

/* PLACED: the troop, the node, what it covers, and the rule that let it
 * there when it is not the plain one (a gate, a joker, Hook's path). */
static void tb_text_placed(const tb_state *s, const core_event *e, core_sb *out)
{
    int kind = e->piece, node = e->to;
    int gated = s->special_on && s->map.gate[node];
    if (s->phase == TB_PH_CAPN)
        core_sb_printf(out, "Cap'n: player %d places ", e->player);
    else
        core_sb_printf(out, "Player %d places ", e->player);
    tb_put_troop(out, kind, 0, 0);
    core_sb_puts(out, " on ");
    tb_put_node(out, s, node);
    if (gated)
        core_sb_puts(out, " through its gate");
    tb_put_covering(out, s, node, e->value);
    const char *note = NULL;
    if (kind == TB_KWAK && e->value != TW_NONE && e->value != e->player)
        note = "Kwak covers any troop";
    else if (kind == TB_KWAK && gated)
        note = "Kwak passes every gate";
    else if (kind == TB_HOOK && !tb_rules_reaches(s, e->player, node))
        note = "Hook needs no path to a base";
    if (note)
        core_sb_printf(out, " (%s)", note);
    core_sb_putc(out, '.');
}

static void tb_text_pushed(const tb_state *s, const core_event *e, core_sb *out)
{
    core_sb_puts(out, "Volcanic Jungle moves ");
    tb_put_owned(out, e->player, e->piece);
    core_sb_printf(out, " from %s to %s", s->map.node_name[e->from], s->map.node_name[e->to]);
    tb_put_covering(out, s, e->to, e->value);
    core_sb_putc(out, '.');
}

static void tb_text_returned(const tb_state *s, const core_event *e, core_sb *out)
{
    int from_board = !tb_is_pile(e->from);
    core_sb_puts(out, from_board ? "Castle Field returns " : "Cursed Cemetery returns ");
    tb_put_owned(out, e->player, e->piece);
    core_sb_printf(out, " from %s to his rack.",
                   from_board ? s->map.node_name[e->from] : "the discard");
}

/* BLOCKED: a player stuck at his turn's start, or a troop whose effect
 * Station Metal-X cancels. */
static void tb_text_blocked(const tb_state *s, const core_event *e, core_sb *out)
{
    if (e->piece == TW_NONE) {
        core_sb_printf(out, "Player %d can neither draw nor place.", e->player);
        return;
    }
    core_sb_puts(out, "Station Metal-X cancels the effect of ");
    tb_put_owned(out, e->player, e->piece);
    core_sb_printf(out, " on %s.", s->map.node_name[e->from]);
}

/* ENDED and its reason. A stuck player is the one whose turn began: the
 * turn passed from the player who moved (or the setup's last deal went to
 * the other player), so it is the mover's opponent. */
static void tb_text_ended(const tb_state *s, const core_event *e, core_sb *out)
{
    int w = e->player;
    core_sb_printf(out, "Player %d wins", w);
    if (e->value == TB_END_HQ) {
        core_sb_printf(out, " by taking player %d's HQ.", 1 - w);
    } else if (e->value == TB_END_MEDALS) {
        core_sb_printf(out, " by reaching the objective of %d medals.", s->map.objective);
    } else {
        int stuck = 1 - s->player;
        if (stuck == w)
            core_sb_puts(out, ": he is stuck, but has more medals.");
        else
            core_sb_printf(out, ": player %d is stuck and has no more medals.", stuck);
    }
}

void tb_event_text(const void *before, const core_event *e, int masked, core_sb *out)
{
    const tb_state *s = before;
    switch (e->kind) {
    case TW_EVENT_PHASE:
        tb_text_phase(s, e, out);
        break;
    case TW_EVENT_TURN:
        core_sb_printf(out, "Player %d's turn begins.", e->player);
        break;
    case TW_EVENT_CHOSE:
        tb_text_chose(s, e, out);
        break;
    case TW_EVENT_PASSED:
        tb_text_passed(e, out);
        break;
    case TW_EVENT_DREW:
        tb_text_drew(s, e, masked, out);
        break;
    case TW_EVENT_REMOVED:
        tb_text_removed(s, e, masked, out);
        break;
    case TW_EVENT_PLACED:
        tb_text_placed(s, e, out);
        break;
    case TW_EVENT_PUSHED:
        tb_text_pushed(s, e, out);
        break;
    case TW_EVENT_RETURNED:
        tb_text_returned(s, e, out);
        break;
    case TW_EVENT_FROZE:
        core_sb_puts(out, "Battlefield freezes ");
        tb_put_owned(out, e->player, e->piece);
        core_sb_puts(out, " on his rack for his next turn.");
        break;
    case TW_EVENT_TURNED: /* the end of a freeze */
        core_sb_printf(out, "Player %d's %s is no longer frozen.", e->player,
                       tw_toybattle_troop_name(e->piece));
        break;
    case TW_EVENT_BLOCKED:
        tb_text_blocked(s, e, out);
        break;
    case TW_EVENT_CLAIMED:
        core_sb_printf(out, "Player %d claims ", e->player);
        tb_put_region(out, s, e->to);
        core_sb_putc(out, '.');
        break;
    case TW_EVENT_SCORED:
        core_sb_printf(out, "Player %d scores %d medal%s.", e->player, e->value,
                       e->value == 1 ? "" : "s");
        break;
    default: /* TW_EVENT_ENDED: the kinds above are all the rules record */
        tb_text_ended(s, e, out);
        break;
    }
}

/* ---- JSON fields ------------------------------------------------------- */

/* A place as the notation names it: a node, a pile, or (CLAIMED's to) a
 * region's number; null when unused. */
static void tb_json_place(core_json *j, const char *key, const tb_state *s, const core_event *e,
                          int place)
{
    core_json_key(j, key);
    if (place == TW_NONE)
        core_json_null(j);
    else if (e->kind == TW_EVENT_CLAIMED)
        core_json_int(j, place);
    else if (tb_is_pile(place))
        core_json_string(j, pile_keys[place - TB_PILE_RESERVE]);
    else
        core_json_string(j, s->map.node_name[place]);
}

void tb_event_fields(const void *before, const core_event *e, int masked, core_json *j)
{
    const tb_state *s = before;
    core_json_key(j, "piece");
    if (masked || e->piece == TW_NONE) {
        core_json_null(j);
    } else {
        char letter = tb_kind_letter(e->piece, 0);
        core_json_string_n(j, &letter, 1);
    }
    tb_json_place(j, "from", s, e, e->from);
    tb_json_place(j, "to", s, e, e->to);
}
