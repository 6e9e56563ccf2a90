/* SPDX-License-Identifier: MIT */
/*
 * tb_view.c: the views of a position: what it waits for in words, the
 * terminal picture and the JSON state.
 */
#include "toybattle/tb_state.h"

#include <stdlib.h>

#include "core/json.h"

/* What each phase waits for, for describe() and the views. */
static const char *const phase_words[TB_PH_COUNT] = {
    "chance draws who plays first",
    "chance removes a troop unseen from player %d's reserve",
    "chance deals a troop to player %d's rack",
    "player %d draws or places a troop",
    "chance draws a troop from player %d's reserve",
    "player %d may let Skully draw 2 troops (skully) or not (no)",
    "player %d may place an extra troop for Cap'n or not (no)",
    "player %d may let Jumbo discard an adjacent enemy troop or not (no)",
    "player %d may let XB-42 take a random troop from the opponent's rack (xb42) or not (no)",
    "chance picks the troop XB-42 takes from player %d's opponent",
    "player %d may let Star draw a troop (star) or not (no)",
    "player %d may take a troop back to the rack (Castle Field) or not (no)",
    "player %d may draw a troop (City of Clouds: clouds) or not (no)",
    "player %d may move an enemy troop next to the special base (Volcanic Jungle) or not (no)",
    "player %d chooses where the enemy troop goes (Volcanic Jungle)",
    "player %d may take a troop back from the discard (Cursed Cemetery) or not (no)",
    "chance freezes a troop on the rack of player %d's opponent (Battlefield)",
    "the game is over",
};

void tb_describe(const void *state, core_sb *out)
{
    const tb_state *s = state;
    core_sb_printf(out, phase_words[s->phase], s->player);
}

/* ---- the map: bases, HQs and the paths between them --------------------
 *
 * TB_MAP_CELL columns per unit of the map's x and TB_MAP_ROWS rows per
 * unit of its y (with one, a path one unit north or south would have no
 * cell to show in, and the paths that leave a node side by side would
 * share theirs). Each node's label ("b", "d*" for a special base, "b:S2" for a stack of 2 topped by
 * player 0's Skully) is centred on its place; the paths between adjacent
 * nodes are drawn under the labels, as straight lines of '-', '|', '/'
 * and '\'. Everything drawn is public (the map, the top of each stack),
 * so the picture is the same for every viewer.
 *
 * The picture is written row by row, each row worked out from the map
 * alone: a host map may be 40 by 40, and no canvas of it is kept. */

enum {
    TB_MAP_CELL = 5,   /* columns per unit of x: castle-field fits 80 columns */
    TB_MAP_ROWS = 2,   /* rows per unit of y */
    TB_MAP_MARGIN = 4, /* half the widest label, left of the column of x 0 */
    TB_LABEL_CAP = TB_NAME_CAP + 5 /* "name:K40" */
};
#define TB_MAP_LINE ((TB_COORD_MAX + 1) * TB_MAP_CELL + 2 * TB_MAP_MARGIN + 1)

/* Where a node is drawn: its column and row in the picture. */
typedef struct tb_place {
    int col, row;
} tb_place;

static tb_place tb_map_place(const tb_map *m, int n)
{
    tb_place p = {TB_MAP_MARGIN + m->x[n] * TB_MAP_CELL, m->y[n] * TB_MAP_ROWS};
    return p;
}

/* The cells on `row` of the path between two places (Bresenham's line,
 * its end cells left to the labels), each drawn with the step that
 * reached it: '-' along a row, '|' across, '/' or '\' both at once. */
static void tb_draw_path(tb_place from, tb_place to, int row, char *line)
{
    int x = from.col, y = from.row, x1 = to.col, y1 = to.row;
    if ((row < y && row < y1) || (row > y && row > y1))
        return;
    int dx = abs(x1 - x), dy = -abs(y1 - y), sx = x < x1 ? 1 : -1, sy = y < y1 ? 1 : -1;
    int err = dx + dy;
    while (x != x1 || y != y1) {
        int e2 = 2 * err, step_x = e2 >= dy, step_y = e2 <= dx;
        if (step_x) {
            err += dy;
            x += sx;
        }
        if (step_y) {
            err += dx;
            y += sy;
        }
        if (y == row)
            line[x] = step_x && step_y ? (sx == sy ? '\\' : '/') : step_x ? '-' : '|';
    }
}

/* "b", "d*" or "b:S2": the node's name, or the top of its stack. */
static void tb_node_label(const tb_state *s, int n, char *label)
{
    const tb_map *m = &s->map;
    core_sb l;
    core_sb_init(&l, label, TB_LABEL_CAP);
    int t = tb_top(s, n);
    if (t)
        core_sb_printf(&l, "%s:%c%d", m->node_name[n],
                       tb_kind_letter(TB_TROOP_KIND(t), TB_TROOP_OWNER(t)), tb_height(s, n));
    else
        core_sb_printf(&l, "%s%s", m->node_name[n], s->special_on && m->special[n] ? "*" : "");
}

static void tb_render_row(const tb_state *s, int row, core_sb *out)
{
    const tb_map *m = &s->map;
    char line[TB_MAP_LINE];
    memset(line, ' ', sizeof line);
    for (int a = 0; a < m->node_count; a++)
        for (int b = a + 1; b < m->node_count; b++)
            if (m->adj[a] >> b & 1u)
                tb_draw_path(tb_map_place(m, a), tb_map_place(m, b), row, line);
    for (int n = 0; n < m->node_count; n++) {
        tb_place at = tb_map_place(m, n);
        if (at.row != row)
            continue;
        char label[TB_LABEL_CAP];
        tb_node_label(s, n, label);
        size_t len = strlen(label);
        memcpy(line + at.col - (int)len / 2, label, len);
    }
    size_t end = sizeof line;
    while (end > 0 && line[end - 1] == ' ')
        end--;
    core_sb_printf(out, "%.*s\n", (int)end, line);
}

/* The rows from the northmost node's to the southmost's. */
static void tb_render_map(const tb_state *s, core_sb *out)
{
    const tb_map *m = &s->map;
    int top = TB_COORD_MAX, bottom = 0;
    for (int n = 0; n < m->node_count; n++) {
        top = m->y[n] < top ? m->y[n] : top;
        bottom = m->y[n] > bottom ? m->y[n] : bottom;
    }
    for (int row = top * TB_MAP_ROWS; row <= bottom * TB_MAP_ROWS; row++)
        tb_render_row(s, row, out);
}

void tb_render(const void *state, int viewer, core_sb *out)
{
    const tb_state *s = state;
    core_sb_printf(out, "Toy Battle on %s (special bases %s): ", s->map.name,
                   s->special_on ? "on" : "off");
    tb_describe(s, out);
    if (s->phase == TB_PH_OVER)
        core_sb_printf(out, ": player %d wins (%s)", s->winner, tb_end_names[s->end]);
    core_sb_puts(out, "\n");
    tb_render_map(s, out);
    core_sb_puts(out, "stacks (bottom to top):");
    for (int n = 0; n < s->map.node_count; n++)
        if (tb_height(s, n)) {
            core_sb_printf(out, " %s=", s->map.node_name[n]);
            tb_write_stack(out, s, n);
        }
    core_sb_putc(out, '\n');
    for (int p = 0; p < 2; p++) {
        core_sb_printf(out, "player %d: medals %d/%d, rack ", p, s->medals[p], s->map.objective);
        if (tb_sees_rack(viewer, p))
            tb_write_letters(out, s->rack[p], p);
        else
            core_sb_printf(out, "%d hidden", tb_rack_size(s, p));
        int reserve = 0, removed = 0;
        for (int k = 0; k < TB_KINDS; k++) {
            reserve += s->reserve[p][k];
            removed += s->removed[p][k];
        }
        core_sb_printf(out, ", reserve %d, removed %d, discard ", reserve, removed);
        tb_write_letters(out, s->discard[p], p);
        core_sb_puts(out, ", frozen ");
        tb_write_letters(out, s->frozen[p], p);
        if (s->known[p]) {
            uint8_t known[TB_KINDS];
            tb_known_counts(s, p, known);
            core_sb_puts(out, ", known ");
            tb_write_letters(out, known, p);
        }
        core_sb_putc(out, '\n');
    }
}

static void tb_json_counts(core_json *j, const uint8_t *counts)
{
    core_json_array(j);
    for (int k = 0; k < TB_KINDS; k++)
        core_json_int(j, counts[k]);
    core_json_end(j);
}

/* "<key>_size": the count everyone sees, then "<key>": the troops, or null
 * for a viewer who may not see them. */
static void tb_json_hidden_counts(core_json *j, const char *key, int size, const uint8_t *counts,
                               int seen)
{
    char size_key[32];
    core_sb sb;
    core_sb_init(&sb, size_key, sizeof size_key);
    core_sb_printf(&sb, "%s_size", key);
    core_json_key_int(j, size_key, size);
    core_json_key(j, key);
    if (seen)
        tb_json_counts(j, counts);
    else
        core_json_null(j);
}

static void tb_json_player(const tb_state *s, int viewer, int p, core_json *j)
{
    core_json_object(j);
    core_json_key_int(j, "medals", s->medals[p]);
    tb_json_hidden_counts(j, "rack", tb_rack_size(s, p), s->rack[p], tb_sees_rack(viewer, p));
    int all = viewer == TW_VIEW_ALL;
    tb_json_hidden_counts(j, "reserve", tb_total(s->reserve[p]), s->reserve[p], all);
    tb_json_hidden_counts(j, "removed", tb_total(s->removed[p]), s->removed[p], all);
    core_json_key(j, "discard");
    tb_json_counts(j, s->discard[p]);
    core_json_key(j, "frozen");
    tb_json_counts(j, s->frozen[p]);
    uint8_t known[TB_KINDS];
    tb_known_counts(s, p, known);
    core_json_key(j, "known");
    tb_json_counts(j, known);
    core_json_end(j);
}

/* The indices of the set bits of mask below count, as a JSON array. */
static void tb_json_bits(core_json *j, uint32_t mask, int from, int count)
{
    core_json_array(j);
    for (int k = from; k < count; k++)
        if (mask >> k & 1u)
            core_json_int(j, k);
    core_json_end(j);
}

static void tb_json_node(const tb_state *s, int n, core_json *j)
{
    const tb_map *m = &s->map;
    core_json_object(j);
    core_json_key_string(j, "name", m->node_name[n]);
    core_json_key_int_or_null(j, "hq", !tb_is_base(m, n), m->owner[n]);
    core_json_key_int(j, "x", m->x[n]);
    core_json_key_int(j, "y", m->y[n]);
    core_json_key_bool(j, "special", m->special[n]);
    core_json_key(j, "gate");
    tb_json_bits(j, m->gate[n], 1, TB_KINDS);
    core_json_key(j, "neighbours");
    tb_json_bits(j, m->adj[n], 0, m->node_count);
    core_json_key(j, "stack");
    core_json_array(j);
    for (int i = 0; i < tb_height(s, n); i++) {
        int t = tb_stack_troop(s, n, i);
        core_json_array(j);
        core_json_int(j, TB_TROOP_KIND(t));
        core_json_int(j, TB_TROOP_OWNER(t));
        core_json_end(j);
    }
    core_json_end(j);
    core_json_end(j);
}

static void tb_json_region(const tb_state *s, int g, core_json *j)
{
    core_json_object(j);
    core_json_key_int(j, "medals", s->map.region_medals[g]);
    core_json_key(j, "ring");
    core_json_array(j);
    for (int i = 0; i < s->map.region_len[g]; i++)
        core_json_int(j, s->map.region_ring[g][i]);
    core_json_end(j);
    core_json_key_int_or_null(j, "claimed_by", s->claimed[g] != 0, s->claimed[g] - 1);
    core_json_end(j);
}

void tb_to_json(const void *state, int viewer, core_json *j)
{
    const tb_state *s = state;
    core_json_key_string(j, "map", s->map.name);
    core_json_key_bool(j, "host_map", s->map.builtin == TB_HOST_MAP);
    core_json_key(j, "effect");
    if (s->map.effect != TB_FX_NONE)
        core_json_string(j, tb_effect_names[s->map.effect]);
    else
        core_json_null(j);
    core_json_key_bool(j, "special_bases", s->special_on);
    core_json_key_int(j, "objective", s->map.objective);
    core_json_key(j, "nodes");
    core_json_array(j);
    for (int n = 0; n < s->map.node_count; n++)
        tb_json_node(s, n, j);
    core_json_end(j);
    core_json_key(j, "regions");
    core_json_array(j);
    for (int g = 0; g < s->map.region_count; g++)
        tb_json_region(s, g, j);
    core_json_end(j);
    core_json_key_string(j, "phase", tb_phase_names[s->phase]);
    int started = s->phase != TB_PH_FIRST;
    core_json_key_int_or_null(j, "turn_player", started, s->player);
    core_json_key_int_or_null(j, "first_player", started, s->first);
    core_json_key(j, "end");
    if (s->end != TB_END_NONE)
        core_json_string(j, tb_end_names[s->end]);
    else
        core_json_null(j);
    core_json_key(j, "players");
    core_json_array(j);
    tb_json_player(s, viewer, 0, j);
    tb_json_player(s, viewer, 1, j);
    core_json_end(j);
}
