/* SPDX-License-Identifier: MIT */
/*
 * tb_position.c: the position notation, both ways, and its check.
 *
 * The position is one line of space-separated fields in a fixed order
 * (docs/notation/toybattle.md): the map (a compiled-in map's name, or a
 * host map's whole text in braces), then key=value fields. Optional fields
 * (left, step, chain, next, target, winner, by) appear exactly when the
 * phase needs them, so the text of a state is unique and reads back to the
 * same bytes. Reserves and removed troops are counts by kind: the order of
 * a face-down pile is not part of the state, since every draw is a chance
 * node over what is left. A seat's observation is the same text with what
 * the seat may not know written '?' (tb_write_position()). What the reader asks of a position beyond its
 * fields is tb_check(), which debug builds also run after every apply and
 * undo.
 */
#include "toybattle/tb_state.h"

#include "core/reader.h"

#include <string.h>

#define VALUE_CAP 2048

/* Indexed by TB_PH_*. */
const char *const tb_phase_names[TB_PH_COUNT] = {
    "first", "remove", "deal", "play", "draw", "skully", "capn", "jumbo", "xb42", "pick",
    "star", "castle", "clouds", "volcano", "to", "cemetery", "freeze", "over",
};

static const char *const step_names[] = {"none", "action", "troop", "bases"};
const char *const tb_end_names[TB_END_COUNT] = {"none", "hq", "medals", "stuck"};

/* ---- writing ------------------------------------------------------------ */

void tb_write_letters(core_sb *out, const uint8_t *counts, int owner)
{
    int any = 0;
    for (int k = 0; k < TB_KINDS; k++)
        for (int i = 0; i < counts[k]; i++, any++)
            core_sb_putc(out, tb_kind_letter(k, owner));
    if (!any)
        core_sb_putc(out, '-');
}

static void tb_put_letters2(core_sb *out, const char *key, const uint8_t counts[2][TB_KINDS])
{
    core_sb_printf(out, " %s=", key);
    tb_write_letters(out, counts[0], 0);
    core_sb_putc(out, '/');
    tb_write_letters(out, counts[1], 1);
}

/* Counts by kind as digits, or, hidden from the seat (masked), '?' and
 * their sum. */
static void tb_put_digits2(core_sb *out, const char *key, const uint8_t counts[2][TB_KINDS],
                           int masked)
{
    core_sb_printf(out, " %s=", key);
    for (int p = 0; p < 2; p++) {
        if (p)
            core_sb_putc(out, '/');
        int sum = 0;
        for (int k = 0; k < TB_KINDS; k++) {
            sum += counts[p][k];
            if (!masked)
                core_sb_putc(out, (char)('0' + counts[p][k]));
        }
        if (masked)
            core_sb_printf(out, "?%d", sum);
    }
}

/* The racks, each as its owner sees it, or for the seat's opponent as the
 * seat does: the troops it knows are there (frozen or known), then one
 * '?' per troop it has not seen. */
static void tb_put_racks(core_sb *out, const tb_state *s, int seat)
{
    core_sb_puts(out, " rack=");
    for (int p = 0; p < 2; p++) {
        if (p)
            core_sb_putc(out, '/');
        if (seat == TW_VIEW_ALL || seat == p) {
            tb_write_letters(out, s->rack[p], p);
            continue;
        }
        uint8_t seen[TB_KINDS];
        int unseen = tb_rack_size(s, p);
        for (int k = 0; k < TB_KINDS; k++) {
            seen[k] = (uint8_t)(s->frozen[p][k] + tb_known(s, p, k));
            unseen -= seen[k];
        }
        if (unseen < tb_rack_size(s, p) || !unseen)
            tb_write_letters(out, seen, p);
        for (int i = 0; i < unseen; i++)
            core_sb_putc(out, '?');
    }
}

/* "known=" when some rack has known troops (so that the text of a state
 * is unique, it is absent when none has). */
static void tb_put_known(core_sb *out, const tb_state *s)
{
    if (!s->known[0] && !s->known[1])
        return;
    uint8_t known[2][TB_KINDS];
    tb_known_counts(s, 0, known[0]);
    tb_known_counts(s, 1, known[1]);
    tb_put_letters2(out, "known", (const uint8_t(*)[TB_KINDS])known);
}

void tb_write_stack(core_sb *out, const tb_state *s, int node)
{
    int height = tb_height(s, node);
    if (!height)
        core_sb_putc(out, '-');
    for (int i = 0; i < height; i++) {
        int t = tb_stack_troop(s, node, i);
        core_sb_putc(out, tb_kind_letter(TB_TROOP_KIND(t), TB_TROOP_OWNER(t)));
    }
}

static void tb_put_phase(core_sb *out, const tb_state *s)
{
    core_sb_printf(out, " phase=%s", tb_phase_names[s->phase]);
    if (s->phase == TB_PH_REMOVE || s->phase == TB_PH_DEAL || s->phase == TB_PH_DRAW)
        core_sb_printf(out, " left=%d", s->left);
    if (s->step)
        core_sb_printf(out, " step=%s", step_names[s->step]);
    for (int i = 0; i < s->chain_len; i++)
        core_sb_printf(out, "%s%s.%d", i ? "," : " chain=", s->map.node_name[s->chain[i].node],
                       s->chain[i].height);
    if (s->step == TB_STEP_BASES)
        core_sb_printf(out, " next=%d", s->chain_next);
    if (s->phase == TB_PH_TO)
        core_sb_printf(out, " target=%s", s->map.node_name[s->target]);
    if (s->phase == TB_PH_OVER)
        core_sb_printf(out, " winner=%d by=%s", s->winner, tb_end_names[s->end]);
}

static void tb_put_map(core_sb *out, const tb_map *m)
{
    if (m->builtin != TB_HOST_MAP) {
        core_sb_puts(out, m->name);
        return;
    }
    core_sb_putc(out, '{');
    tb_map_write(m, out);
    core_sb_putc(out, '}');
}

void tb_write_position(const tb_state *s, int seat, core_sb *out)
{
    int masked = seat != TW_VIEW_ALL;
    tb_put_map(out, &s->map);
    core_sb_printf(out, " bases=%s", s->special_on ? "on" : "off");
    if (s->phase == TB_PH_FIRST)
        core_sb_puts(out, " first=-");
    else
        core_sb_printf(out, " first=%d", s->first);
    core_sb_printf(out, " turn=%d", s->player);
    tb_put_phase(out, s);
    core_sb_puts(out, " board=");
    for (int n = 0; n < s->map.node_count; n++) {
        if (n)
            core_sb_putc(out, '/');
        tb_write_stack(out, s, n);
    }
    tb_put_racks(out, s, seat);
    tb_put_digits2(out, "reserve", s->reserve, masked);
    tb_put_digits2(out, "removed", s->removed, masked);
    tb_put_letters2(out, "discard", s->discard);
    tb_put_letters2(out, "frozen", s->frozen);
    tb_put_known(out, s);
    core_sb_puts(out, " claimed=");
    for (int g = 0; g < s->map.region_count; g++)
        core_sb_putc(out, s->claimed[g] ? (char)('0' + s->claimed[g] - 1) : '.');
    core_sb_printf(out, " medals=%d/%d", s->medals[0], s->medals[1]);
}

void tb_to_text(const void *state, core_sb *out)
{
    tb_write_position(state, TW_VIEW_ALL, out);
}

/* ---- reading ------------------------------------------------------------ */

typedef struct pos_reader {
    core_reader cur;   /* the text: fields in a fixed order, a space before each */
    core_span value;   /* the value of the field last taken */
    core_err *err;
    /* The board as read, before the troops are known to fit the state's
     * pool (tb_check_counts()): each stack up to TB_STACK_MAX, as the text may
     * hold. */
    uint8_t stack[TB_NODES_MAX][TB_STACK_MAX];
    uint8_t height[TB_NODES_MAX];
} pos_reader;

/* "position: <field>: <what>", for the reader and the checks. */
static tw_status tb_fail(core_err *err, const char *field, const char *what)
{
    return core_fail(err, TW_E_PARSE, "position: %s: %s", field, what);
}

static tw_status tb_pos_fail(pos_reader *r, const char *field, const char *what)
{
    return tb_fail(r->err, field, what);
}

/* Whether the next field is "key=". */
static int tb_next_is(const pos_reader *r, const char *key)
{
    core_reader peek = r->cur;
    core_span value;
    return core_rd_peek(&peek) == ' ' && core_rd_key(&peek, key, &value);
}

/* Takes the field "key=value": its value in r->value. */
static tw_status tb_take(pos_reader *r, const char *key)
{
    if (!tb_next_is(r, key))
        return tb_pos_fail(r, key, "expected here (fields come in a fixed order)");
    core_rd_key(&r->cur, key, &r->value);
    if (r->value.len >= VALUE_CAP || r->value.len == 0)
        return tb_pos_fail(r, key, r->value.len ? "value too long" : "empty value");
    return TW_OK;
}

/* A number of 1 to 3 digits in [0, max], or -1. */
static int tb_small_number(core_span w, int max)
{
    int v = -1;
    return w.len <= 3 && core_span_int(w, 0, max, &v) ? v : -1;
}

static tw_status tb_read_map(pos_reader *r, tb_state *s)
{
    core_reader *c = &r->cur;
    if (core_rd_peek(c) == '{') {
        const char *close = memchr(c->p, '}', (size_t)(c->end - c->p));
        if (!close || (size_t)(close - c->p) >= 8192)
            return tb_pos_fail(r, "map", "a host map is written in braces {...}");
        char text[8192];
        size_t n = (size_t)(close - c->p - 1);
        memcpy(text, c->p + 1, n);
        text[n] = '\0';
        c->p = close + 1;
        return tb_map_parse(&s->map, text, r->err);
    }
    int i = core_span_name(core_rd_until(c, " "), tb_map_names, TB_BUILTIN_MAPS);
    if (i >= 0)
        return tb_map_builtin(&s->map, i, r->err);
    return tb_pos_fail(r, "map", "expected a battlefield's name (castle-field, ...) or {map text}");
}

static tw_status tb_read_player_field(pos_reader *r, const char *key, int allow_dash, uint8_t *out)
{
    tw_status st = tb_take(r, key);
    if (st != TW_OK)
        return st;
    if (allow_dash && core_span_is(r->value, "-")) {
        *out = 0;
        return TW_OK;
    }
    int v = tb_small_number(r->value, 1);
    if (v < 0)
        return tb_pos_fail(r, key, "expected 0 or 1");
    *out = (uint8_t)v;
    return TW_OK;
}

/* "name.height,..." */
static tw_status tb_read_chain(pos_reader *r, tb_state *s)
{
    core_span list = r->value, item, name, height;
    while (core_span_next(&list, ',', &item)) {
        int cut = core_span_cut(item, '.', &name, &height);
        int node = cut ? tb_map_find(&s->map, name.p, name.len) : -1;
        int h = cut ? tb_small_number(height, TB_STACK_MAX - 1) : -1;
        if (node < 0 || h < 0 || s->chain_len >= TB_CHAIN_MAX)
            return tb_pos_fail(r, "chain", "expected node.height items, at most 8");
        s->chain[s->chain_len].node = (uint8_t)node;
        s->chain[s->chain_len++].height = (uint8_t)h;
    }
    return TW_OK;
}

/* An optional field "key=N" with N in [1, max] (8 for each field here). */
static tw_status tb_read_count_field(pos_reader *r, const char *key, int max, uint8_t *out)
{
    if (!tb_next_is(r, key))
        return TW_OK;
    tw_status st = tb_take(r, key);
    if (st != TW_OK)
        return st;
    int v = tb_small_number(r->value, max);
    if (v < 1)
        return tb_pos_fail(r, key, "expected 1 to 8");
    *out = (uint8_t)v;
    return TW_OK;
}

/* An optional field "key=name", name one of names[1..count-1]. */
static tw_status tb_read_name_field(pos_reader *r, const char *key, const char *const *names,
                                 int count, const char *expected, uint8_t *out)
{
    tw_status st = tb_take(r, key);
    if (st != TW_OK)
        return st;
    int v = core_span_name(r->value, names, count);
    if (v < 1)
        return tb_pos_fail(r, key, expected);
    *out = (uint8_t)v;
    return TW_OK;
}

/* The fields after phase= that the phase may have. */
static tw_status tb_read_phase_fields(pos_reader *r, tb_state *s)
{
    tw_status st = tb_read_count_field(r, "left", 8, &s->left);
    if (st == TW_OK && tb_next_is(r, "step"))
        st = tb_read_name_field(r, "step", step_names, 4, "expected action, troop or bases",
                             &s->step);
    if (st == TW_OK && tb_next_is(r, "chain") && (st = tb_take(r, "chain")) == TW_OK)
        st = tb_read_chain(r, s);
    if (st == TW_OK)
        st = tb_read_count_field(r, "next", TB_CHAIN_MAX, &s->chain_next);
    if (st == TW_OK && tb_next_is(r, "target") && (st = tb_take(r, "target")) == TW_OK) {
        int v = tb_map_find(&s->map, r->value.p, r->value.len);
        if (v < 0)
            return tb_pos_fail(r, "target", "no such node");
        s->target = (uint8_t)v;
    }
    if (st == TW_OK && tb_next_is(r, "winner") &&
        (st = tb_read_player_field(r, "winner", 0, &s->winner)) == TW_OK)
        st = tb_read_name_field(r, "by", tb_end_names, 4, "expected hq, medals or stuck", &s->end);
    return st;
}

static tw_status tb_read_phase(pos_reader *r, tb_state *s)
{
    tw_status st = tb_take(r, "phase");
    if (st != TW_OK)
        return st;
    int v = core_span_name(r->value, tb_phase_names, TB_PH_COUNT);
    if (v < 0)
        return tb_pos_fail(r, "phase", "unknown phase");
    s->phase = (uint8_t)v;
    return tb_read_phase_fields(r, s);
}

/* One stack of the board: troop letters up to the next '/', or '-'. */
static tw_status tb_read_stack(pos_reader *r, core_reader *c, int n)
{
    core_reader peek = *c;
    if (core_rd_accept(&peek, '-') && (core_rd_done(&peek) || core_rd_peek(&peek) == '/')) {
        *c = peek;
        return TW_OK;
    }
    core_span letters = core_rd_until(c, "/");
    for (size_t i = 0; i < letters.len; i++) {
        int owner, kind = tb_kind_of_letter(letters.p[i], &owner);
        if (kind < 0 || r->height[n] >= TB_STACK_MAX)
            return tb_pos_fail(r, "board", "a stack is troop letters (KSCJHXTR, lower case "
                            "for player 1) or '-'");
        r->stack[n][r->height[n]++] = TB_TROOP(kind, owner);
    }
    if (!r->height[n])
        return tb_pos_fail(r, "board", "an empty stack is written '-'");
    return TW_OK;
}

static tw_status tb_read_board(pos_reader *r, const tb_state *s)
{
    tw_status st = tb_take(r, "board");
    if (st != TW_OK)
        return st;
    core_reader c;
    core_rd_init_span(&c, r->value, "position", r->err);
    for (int n = 0; n < s->map.node_count; n++) {
        if (n && !core_rd_accept(&c, '/'))
            return tb_pos_fail(r, "board", "expected one stack per node, separated by '/'");
        if ((st = tb_read_stack(r, &c, n)) != TW_OK)
            return st;
    }
    if (!core_rd_done(&c))
        return tb_pos_fail(r, "board", "more stacks than the map has nodes");
    return TW_OK;
}

/* "AAB/ccd": letters of player 0 in upper case, of player 1 in lower. */
static tw_status tb_read_letters2(pos_reader *r, const char *key, uint8_t counts[2][TB_KINDS])
{
    tw_status st = tb_take(r, key);
    if (st != TW_OK)
        return st;
    core_reader c;
    core_rd_init_span(&c, r->value, "position", r->err);
    for (int player = 0; player < 2; player++) {
        if (player && !core_rd_accept(&c, '/'))
            return tb_pos_fail(r, key, "expected two lists separated by '/'");
        if (core_rd_accept(&c, '-'))
            continue;
        core_span letters = core_rd_until(&c, "/");
        for (size_t i = 0; i < letters.len; i++) {
            int owner, kind = tb_kind_of_letter(letters.p[i], &owner);
            if (kind < 0 || owner != player || counts[player][kind] >= TB_COPIES)
                return tb_pos_fail(r, key, "troop letters, upper case for player 0 and lower "
                                "case for player 1, at most 3 of a kind");
            counts[player][kind]++;
        }
    }
    if (!core_rd_done(&c))
        return tb_pos_fail(r, key, "expected two lists separated by '/'");
    return TW_OK;
}

/* "33333333/33333333": counts by kind in the order K S C J H X T R. */
static tw_status tb_read_digits2(pos_reader *r, const char *key, uint8_t counts[2][TB_KINDS])
{
    tw_status st = tb_take(r, key);
    if (st != TW_OK)
        return st;
    const char *v = r->value.p;
    if (r->value.len != 2 * TB_KINDS + 1 || v[TB_KINDS] != '/')
        return tb_pos_fail(r, key, "expected 8 digits, '/', 8 digits");
    for (int player = 0; player < 2; player++) {
        for (int k = 0; k < TB_KINDS; k++) {
            char c = v[player * (TB_KINDS + 1) + k];
            if (c < '0' || c > '0' + TB_COPIES)
                return tb_pos_fail(r, key, "each count is 0 to 3");
            counts[player][k] = (uint8_t)(c - '0');
        }
    }
    return TW_OK;
}

/* The optional "known=": written only when some rack has known troops. */
static tw_status tb_read_known(pos_reader *r, tb_state *s)
{
    if (!tb_next_is(r, "known"))
        return TW_OK;
    uint8_t known[2][TB_KINDS] = {{0}};
    tw_status st = tb_read_letters2(r, "known", known);
    if (st != TW_OK)
        return st;
    tb_known_set(s, 0, known[0]);
    tb_known_set(s, 1, known[1]);
    if (!s->known[0] && !s->known[1])
        return tb_pos_fail(r, "known", "written only when a rack has known troops");
    return TW_OK;
}

static tw_status tb_read_regions(pos_reader *r, tb_state *s)
{
    tw_status st = tb_take(r, "claimed");
    if (st != TW_OK)
        return st;
    if (r->value.len != (size_t)s->map.region_count)
        return tb_pos_fail(r, "claimed", "one character per region of the map");
    for (int g = 0; g < s->map.region_count; g++) {
        char c = r->value.p[g];
        if (c != '.' && c != '0' && c != '1')
            return tb_pos_fail(r, "claimed", "each region is '.', '0' or '1'");
        s->claimed[g] = c == '.' ? 0 : (uint8_t)(c - '0' + 1);
    }
    tb_rules_count_medals(s);
    char expected[16];
    core_sb sb;
    core_sb_init(&sb, expected, sizeof expected);
    core_sb_printf(&sb, "%d/%d", s->medals[0], s->medals[1]);
    if ((st = tb_take(r, "medals")) != TW_OK)
        return st;
    if (!core_span_is(r->value, expected))
        return tb_pos_fail(r, "medals", "do not match the claimed regions");
    return TW_OK;
}

/* Every troop is somewhere: 3 of each kind per player. */
static tw_status tb_check_counts(core_err *err, const tb_state *s, uint8_t on_board[2][TB_KINDS])
{
    for (int p = 0; p < 2; p++) {
        int removed = 0;
        for (int k = 0; k < TB_KINDS; k++) {
            int total = on_board[p][k] + s->rack[p][k] + s->reserve[p][k] + s->removed[p][k] +
                        s->discard[p][k];
            if (total != TB_COPIES)
                return tb_fail(err, "troops", "each player has 3 of each kind on the board, "
                                "rack, reserve, removed and discard together");
            if (s->frozen[p][k] > s->rack[p][k])
                return tb_fail(err, "frozen", "a frozen troop must be on its rack");
            if (s->frozen[p][k] + tb_known(s, p, k) > s->rack[p][k])
                return tb_fail(err, "known", "a known troop must be on its rack, besides the "
                               "frozen ones");
            removed += s->removed[p][k];
        }
        if (removed > TB_REMOVED || tb_rack_size(s, p) > TB_RACK_MAX)
            return tb_fail(err, "troops", "at most 4 removed and 8 on a rack");
    }
    return TW_OK;
}

/* Puts the board read on the state's, whose pool holds every troop now
 * that each is counted once. */
static void tb_set_board(const pos_reader *r, tb_state *s)
{
    for (int n = 0; n < s->map.node_count; n++)
        for (int i = 0; i < r->height[n]; i++)
            tb_push(s, n, r->stack[n][i]);
}

static int tb_sum_kinds(const uint8_t *counts)
{
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++)
        n += counts[k];
    return n;
}

/* During the setup the counts tell how far it went: 4 troops removed from
 * each reserve, the first player's first, then 3 dealt to the first
 * player's rack and 4 to the other's, with nothing yet on the board, in a
 * discard or frozen. (A setup position that disagrees would play on into
 * positions this reader refuses, with more than 4 removed or 8 on a rack.)
 * Positions after the setup are free, so that tests can build any. */
static tw_status tb_check_setup(core_err *err, const tb_state *s)
{
    int ph = s->phase;
    if (ph != TB_PH_FIRST && ph != TB_PH_REMOVE && ph != TB_PH_DEAL)
        return TW_OK;
    for (int p = 0; p < 2; p++) {
        int removed = ph == TB_PH_DEAL     ? TB_REMOVED
                      : ph == TB_PH_FIRST  ? 0
                      : p == s->player     ? TB_REMOVED - s->left
                      : p == s->first      ? TB_REMOVED
                                           : 0;
        int dealt = p == s->first ? TB_FIRST_RACK : TB_FIRST_RACK + 1;
        int rack = ph != TB_PH_DEAL ? 0
                   : p == s->player ? dealt - s->left
                   : p == s->first  ? TB_FIRST_RACK
                                    : 0;
        if (tb_sum_kinds(s->removed[p]) != removed)
            return tb_fail(err, "removed", "during the setup, the troops removed so far");
        if (tb_rack_size(s, p) != rack || tb_sum_kinds(s->discard[p]) != 0 ||
            tb_sum_kinds(s->frozen[p]) != 0 || s->known[p] != 0)
            return tb_fail(err, "rack", "during the setup racks hold the troops dealt so far, "
                            "and discards, frozen and known troops are empty");
    }
    if (tb_occupied(s))
        return tb_fail(err, "board", "no troop is placed during the setup");
    return TW_OK;
}

/* The phase's own fields fit it, and the state has something to do. */
static tw_status tb_check_phase(core_err *err, const tb_state *s)
{
    int ph = s->phase;
    int wants_left = ph == TB_PH_REMOVE || ph == TB_PH_DEAL || ph == TB_PH_DRAW;
    int troop = ph == TB_PH_SKULLY || ph == TB_PH_CAPN || ph == TB_PH_JUMBO ||
                ph == TB_PH_XB42 || ph == TB_PH_PICK || ph == TB_PH_STAR;
    int bases = ph == TB_PH_CASTLE || ph == TB_PH_CLOUDS || ph == TB_PH_VOLCANO ||
                ph == TB_PH_TO || ph == TB_PH_CEMETERY || ph == TB_PH_FREEZE;
    int step_ok = ph == TB_PH_DRAW ? s->step != TB_STEP_NONE
                  : troop          ? s->step == TB_STEP_TROOP
                  : bases          ? s->step == TB_STEP_BASES
                                   : s->step == TB_STEP_NONE;
    int chain_ok = (s->step == TB_STEP_TROOP || s->step == TB_STEP_BASES) ? s->chain_len > 0
                   : s->chain_len == 0;
    int next_ok = s->step == TB_STEP_BASES ? s->chain_next >= 1 && s->chain_next <= s->chain_len
                                          : s->chain_next == 0;
    if (!!s->left != wants_left || !step_ok || !chain_ok || !next_ok ||
        (ph != TB_PH_TO && s->target != 0) ||
        (ph == TB_PH_OVER) != (s->end != TB_END_NONE))
        return tb_fail(err, "phase", "its fields (left, step, chain, next, target, winner) do "
                        "not fit it");
    for (int n = 0; n < s->map.node_count; n++)
        if (!tb_is_base(&s->map, n) && tb_height(s, n) && ph != TB_PH_OVER)
            return tb_fail(err, "board", "a troop on an HQ ends the game");
    if (ph != TB_PH_OVER && !tb_rules_phase_fits(s))
        return tb_fail(err, "phase", "play never reaches it here (a draw past the rack of 8 "
                        "or the reserve, or an effect without a target)");
    if (ph != TB_PH_OVER) {
        tw_move moves[TW_MOVES_MAX];
        if (tb_rules_legal(s, moves) == 0)
            return tb_fail(err, "phase", "nothing can happen in it here");
    }
    return TW_OK;
}

static tw_status tb_read_fields(pos_reader *r, tb_state *s)
{
    tw_status st = tb_read_map(r, s);
    if (st != TW_OK)
        return st;
    if ((st = tb_take(r, "bases")) != TW_OK)
        return st;
    if (!core_span_is(r->value, "on") && !core_span_is(r->value, "off"))
        return tb_pos_fail(r, "bases", "expected on or off");
    s->special_on = core_span_is(r->value, "on");
    s->winner = TB_NO_OWNER;
    if ((st = tb_read_player_field(r, "first", 1, &s->first)) != TW_OK)
        return st;
    int first_unknown = core_span_is(r->value, "-");
    if ((st = tb_read_player_field(r, "turn", 0, &s->player)) != TW_OK ||
        (st = tb_read_phase(r, s)) != TW_OK)
        return st;
    if (first_unknown != (s->phase == TB_PH_FIRST) || (first_unknown && s->player))
        return tb_pos_fail(r, "first", "is '-' exactly while chance draws the first player, "
                        "and then turn is 0");
    if ((st = tb_read_board(r, s)) != TW_OK ||
        (st = tb_read_letters2(r, "rack", s->rack)) != TW_OK ||
        (st = tb_read_digits2(r, "reserve", s->reserve)) != TW_OK ||
        (st = tb_read_digits2(r, "removed", s->removed)) != TW_OK ||
        (st = tb_read_letters2(r, "discard", s->discard)) != TW_OK ||
        (st = tb_read_letters2(r, "frozen", s->frozen)) != TW_OK ||
        (st = tb_read_known(r, s)) != TW_OK || (st = tb_read_regions(r, s)) != TW_OK)
        return st;
    if (!core_rd_done(&r->cur))
        return tb_pos_fail(r, "end", "unexpected text after the medals");
    uint8_t on_board[2][TB_KINDS] = {{0}};
    for (int n = 0; n < s->map.node_count; n++)
        for (int i = 0; i < r->height[n]; i++)
            on_board[TB_TROOP_OWNER(r->stack[n][i])][TB_TROOP_KIND(r->stack[n][i])]++;
    if ((st = tb_check_counts(r->err, s, on_board)) != TW_OK)
        return st;
    tb_set_board(r, s);
    tb_rules_find_rings(s);
    if ((st = tb_check_setup(r->err, s)) != TW_OK)
        return st;
    return tb_check_phase(r->err, s);
}

tw_status tb_from_text(void *state, const char *text, core_err *err)
{
    tb_state *s = state;
    pos_reader r;
    core_rd_init(&r.cur, text, "position", err);
    r.err = err;
    memset(r.height, 0, sizeof r.height);
    memset(s, 0, sizeof *s);
    tw_status st = tb_read_fields(&r, s);
    if (st != TW_OK)
        memset(s, 0, sizeof *s);
    return st;
}

tw_status tb_check(const void *state, core_err *err)
{
    const tb_state *s = state;
    uint8_t on_board[2][TB_KINDS] = {{0}};
    for (int n = 0; n < s->map.node_count; n++)
        for (int i = 0; i < tb_height(s, n); i++) {
            int t = tb_stack_troop(s, n, i);
            on_board[TB_TROOP_OWNER(t)][TB_TROOP_KIND(t)]++;
        }
    if (tb_check_counts(err, s, on_board) != TW_OK || tb_check_setup(err, s) != TW_OK ||
        tb_check_phase(err, s) != TW_OK)
        return TW_E_STATE;
    return TW_OK;
}

