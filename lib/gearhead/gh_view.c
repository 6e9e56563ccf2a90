/* SPDX-License-Identifier: MIT */
/*
 * gh_view.c: the views of a position: a terminal picture, JSON, and what
 * the state waits for in words.
 *
 * Nothing in Gearhead is hidden from anyone (only the cup's order is
 * unknown, and no view shows it), so every view ignores its viewer.
 */
#include "gearhead/gh_state.h"

#include "core/json.h"

static const char *const flag_words[] = {"on its back", "zapped", "acted", "turned",
                                         "in progress"};
#define FLAG_COUNT 5

const char *const gh_phase_names[GH_PH_OVER + 1] = {
    [GH_PH_ROLLOFF] = "rolloff", [GH_PH_DRAW] = "draw",
    [GH_PH_PLACE] = "place",     [GH_PH_ACT] = "act",
    [GH_PH_ACTIVATION] = "activation", [GH_PH_OVER] = "over",
};

/* ---- describe ------------------------------------------------------------------ */

/* Expands a step's template: '#' the turn owner, '$' the toy, '@' its square. */
static void gh_expand(const gh_state *s, const char *template, core_sb *out)
{
    for (const char *p = template; *p; p++) {
        if (*p == '#')
            core_sb_printf(out, "%d", s->owner);
        else if (*p == '$')
            core_sb_puts(out, gh_toy_of(gh_kind(s->board[s->act_sq]))->name);
        else if (*p == '@')
            gh_write_square(out, s->act_sq);
        else
            core_sb_putc(out, *p);
    }
}

void gh_describe(const void *state, core_sb *out)
{
    const gh_state *s = state;
    switch ((gh_phase)s->phase) {
    case GH_PH_ROLLOFF:
        if (s->rolloff)
            core_sb_printf(out, "player 1 rolls a d8 for the roll-off (player 0 rolled %d)",
                           s->rolloff);
        else
            core_sb_puts(out, "player 0 rolls a d8 for the roll-off");
        break;
    case GH_PH_DRAW:
        core_sb_printf(out, "player %d draws a toy from the cup", s->owner);
        break;
    case GH_PH_PLACE:
        core_sb_printf(out, "player %d places the drawn %s on an empty square of rank %d",
                       s->owner, gh_toy_of(s->drawn)->name, s->owner ? 8 : 1);
        break;
    case GH_PH_ACT:
        core_sb_printf(out, "player %d chooses a toy to move", s->owner);
        break;
    case GH_PH_ACTIVATION:
        gh_expand(s, gh_step_of(s->step)->what, out);
        if (gh_step_of(s->step)->chance)
            core_sb_printf(out, " (d%d)", gh_chance_die(s));
        break;
    case GH_PH_OVER:
        core_sb_puts(out, "the game is over");
        break;
    }
}

/* ---- render ---------------------------------------------------------------------- */

static void gh_render_rank(const gh_state *s, int rank, core_sb *out)
{
    core_sb_printf(out, "%d ", rank + 1);
    for (int file = 0; file < GH_FILES; file++) {
        uint16_t toy = gh_square_bits(s, gh_square(file, rank));
        if (!toy) {
            core_sb_puts(out, " . ");
            continue;
        }
        char letter = gh_toy_of(gh_kind(toy))->code[0];
        core_sb_putc(out, ' ');
        core_sb_putc(out, (toy & GH_SOUTH) ? (char)(letter - 'A' + 'a') : letter);
        core_sb_putc(out, (toy & GH_SOUTH) ? 'v' : '^');
    }
    core_sb_printf(out, "  %d\n", rank + 1);
}

static void gh_render_flags(const gh_state *s, core_sb *out)
{
    for (int sq = 0; sq < GH_SQUARES; sq++) {
        uint16_t toy = gh_square_bits(s, sq);
        if (!(toy & GH_FLAGS_MASK))
            continue;
        core_sb_puts(out, "  ");
        gh_write_square(out, sq);
        core_sb_printf(out, " %s:", gh_toy_of(gh_kind(toy))->name);
        const char *sep = " ";
        for (int i = 0; i < FLAG_COUNT; i++) {
            if (toy & (1u << (GH_FLAG_SHIFT + i))) {
                core_sb_printf(out, "%s%s", sep, flag_words[i]);
                sep = ", ";
            }
        }
        core_sb_putc(out, '\n');
    }
}

static int gh_pile_total(gh_pile pile)
{
    int total = 0;
    for (int kind = GH_BIG_AL; kind <= GH_SMALL_FRY; kind++)
        total += gh_pile_count(pile, kind);
    return total;
}

void gh_render(const void *state, int viewer, core_sb *out)
{
    const gh_state *s = state;
    (void)viewer;
    core_sb_puts(out, "   a  b  c  d  e  f  g  h\n");
    for (int rank = GH_RANKS - 1; rank >= 0; rank--)
        gh_render_rank(s, rank, out);
    core_sb_puts(out, "   a  b  c  d  e  f  g  h\n");
    core_sb_puts(out, "(uppercase ^ faces north: player 0's; lowercase v faces south: player 1's)\n");
    gh_render_flags(s, out);
    core_sb_printf(out, "cup (%d): ", gh_cup_total(s));
    gh_write_counts(out, s->cup);
    core_sb_puts(out, "\ndiscard: ");
    gh_write_counts(out, s->discard);
    for (int p = 0; p < 2; p++) {
        int points = gh_pile_total(s->victory[p]);
        core_sb_printf(out, "\nplayer %d: %d point%s (", p, points, points == 1 ? "" : "s");
        gh_write_counts(out, s->victory[p]);
        core_sb_putc(out, ')');
    }
    core_sb_printf(out, "\nturn of player %d; idle turns %d%s; placed toys %s this turn\n",
                   s->owner, s->idle, s->changed ? "; a toy has moved this turn" : "",
                   s->placed_moves ? "move" : "do not move");
    core_sb_puts(out, "now: ");
    gh_describe(s, out);
    core_sb_putc(out, '\n');
}

/* ---- JSON ---------------------------------------------------------------------- */

static void gh_json_toy(core_json *j, uint16_t toy)
{
    const gh_toy *row = gh_toy_of(gh_kind(toy));
    core_json_object(j);
    core_json_key_string(j, "toy", row->id);
    core_json_key_string(j, "code", row->code);
    core_json_key_string(j, "facing", (toy & GH_SOUTH) ? "south" : "north");
    core_json_key_int(j, "controller", gh_controller(toy));
    core_json_key_bool(j, "on_back", toy & GH_ON_BACK);
    core_json_key_bool(j, "zapped", toy & GH_ZAPPED);
    core_json_key_bool(j, "acted", toy & GH_ACTED);
    core_json_key_bool(j, "turned", toy & GH_TURNED);
    core_json_key_bool(j, "in_progress", toy & GH_IN_PROGRESS);
    core_json_end(j);
}

/* Every kind the pile can hold, zeros included, so hosts need no defaults. */
static void gh_json_pile(core_json *j, gh_pile pile, int last_kind)
{
    core_json_object(j);
    for (int kind = GH_BIG_AL; kind <= last_kind; kind++)
        core_json_key_int(j, gh_toy_of(kind)->id, gh_pile_count(pile, kind));
    core_json_end(j);
}

/* The square of the active toy, or null. */
static void gh_json_active(core_json *j, const gh_state *s)
{
    if (s->phase != GH_PH_ACTIVATION) {
        core_json_null(j);
        return;
    }
    char text[4];
    core_sb t;
    core_sb_init(&t, text, sizeof text);
    gh_write_square(&t, s->act_sq);
    core_json_string(j, text);
}

/* The phase field of the position text, which names every known die. */
static void gh_json_pending(core_json *j, const gh_state *s)
{
    char text[32];
    core_sb t;
    core_sb_init(&t, text, sizeof text);
    gh_write_phase(s, &t);
    core_json_string(j, text);
}

void gh_to_json(const void *state, int viewer, core_json *j)
{
    const gh_state *s = state;
    (void)viewer;
    core_json_key(j, "board");
    core_json_array(j);
    for (int sq = 0; sq < GH_SQUARES; sq++) {
        if (s->board[sq])
            gh_json_toy(j, gh_square_bits(s, sq));
        else
            core_json_null(j);
    }
    core_json_end(j);
    core_json_key(j, "cup");
    gh_json_pile(j, s->cup, GH_LAST_CUP_KIND);
    core_json_key_int(j, "cup_total", gh_cup_total(s));
    core_json_key(j, "discard");
    gh_json_pile(j, s->discard, GH_SMALL_FRY);
    core_json_key(j, "victory");
    core_json_array(j);
    gh_json_pile(j, s->victory[0], GH_SMALL_FRY);
    gh_json_pile(j, s->victory[1], GH_SMALL_FRY);
    core_json_end(j);
    core_json_key_string(j, "phase", gh_phase_names[s->phase]);
    core_json_key_int(j, "turn_player", s->owner);
    core_json_key(j, "active_square");
    gh_json_active(j, s);
    core_json_key(j, "pending");
    gh_json_pending(j, s);
    core_json_key_int(j, "idle_turns", s->idle);
    core_json_key_bool(j, "placed_moves", s->placed_moves);
    core_json_key_bool(j, "moved_this_turn", s->changed);
}
