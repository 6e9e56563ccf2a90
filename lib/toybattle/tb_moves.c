/* SPDX-License-Identifier: MIT */
/*
 * tb_moves.c: the move notation (docs/notation/toybattle.md).
 *
 * A move is one token: "draw", a placement "J@d" (kind letter, '@', node
 * name), an effect's "yes" named after it ("skully", "star", "xb42",
 * "clouds"), a target "jumbo:d", "castle:d", "volcano:d", "to:e",
 * "cemetery:S", the decline "no", or a chance outcome "first:0",
 * "remove:S", "deal:S", "draw:S", "xb42:S", "freeze:S". The encoding is
 * type << 24 | a << 8 | b, a being a kind, a player or an effect's phase
 * and b a node; unused bits are zero. A seat's record writes the blind
 * outcomes it did not see "remove:?", "deal:?", "draw:?" (a = TB_MASKED,
 * never legal).
 */
#include "toybattle/tb_state.h"

#include <stdbool.h>

#include "core/reader.h"

#include <string.h>

/* By kind, as docs/notation/toybattle.md names them. */
const tb_troop_info tb_troops[TB_KINDS] = {
    {"K", "Kwak"}, {"S", "Skully"}, {"C", "Cap'n"}, {"J", "Jumbo"},
    {"H", "Hook"}, {"X", "XB-42"},  {"T", "Star"},  {"R", "Roxy"},
};

char tb_kind_letter(int kind, int owner)
{
    char c = tb_troops[kind].code[0];
    return owner ? (char)(c - 'A' + 'a') : c;
}

int tb_kind_of_letter(char c, int *owner)
{
    int lower = c >= 'a' && c <= 'z';
    char upper = lower ? (char)(c - 'a' + 'A') : c;
    for (int kind = 0; kind < TB_KINDS; kind++) {
        if (tb_troops[kind].code[0] == upper) {
            if (owner)
                *owner = lower;
            return kind;
        }
    }
    return -1;
}

/* What follows a move's word: nothing, ':' and a kind letter, ':' and a
 * node name, or ':' and a player digit. */
enum { ARG_NONE, ARG_KIND, ARG_NODE, ARG_PLAYER, ARG_SPECIAL };

static const struct {
    const char *word;
    int arg;
} forms[TB_MV_COUNT] = {
    [TB_MV_FIRST] = {"first", ARG_PLAYER},    [TB_MV_REMOVE] = {"remove", ARG_KIND},
    [TB_MV_DEAL] = {"deal", ARG_KIND},        [TB_MV_DRAW] = {"draw", ARG_NONE},
    [TB_MV_DRAWN] = {"draw", ARG_KIND},       [TB_MV_PLACE] = {"@", ARG_SPECIAL},
    [TB_MV_ACCEPT] = {"yes", ARG_SPECIAL},    [TB_MV_JUMBO] = {"jumbo", ARG_NODE},
    [TB_MV_PICK] = {"xb42", ARG_KIND},        [TB_MV_CASTLE] = {"castle", ARG_NODE},
    [TB_MV_VOLCANO] = {"volcano", ARG_NODE},  [TB_MV_TO] = {"to", ARG_NODE},
    [TB_MV_CEMETERY] = {"cemetery", ARG_KIND}, [TB_MV_FREEZE] = {"freeze", ARG_KIND},
    [TB_MV_DECLINE] = {"no", ARG_NONE},
};

/* The yes-or-no effects, named by the phase that asks. */
static const struct {
    int phase;
    const char *word;
} accepts[] = {
    {TB_PH_SKULLY, "skully"}, {TB_PH_STAR, "star"}, {TB_PH_XB42, "xb42"}, {TB_PH_CLOUDS, "clouds"},
};

/* Whether a move of type may be written masked: the blind draws. */
static int tb_maskable(int type)
{
    return type == TB_MV_REMOVE || type == TB_MV_DEAL || type == TB_MV_DRAWN;
}

static const char *tb_accept_word(int phase)
{
    for (size_t i = 0; i < sizeof accepts / sizeof accepts[0]; i++)
        if (accepts[i].phase == phase)
            return accepts[i].word;
    return NULL;
}

int tb_move_to_text(const void *state, tw_move move, core_sb *out)
{
    const tb_state *s = state;
    int type = TB_MOVE_TYPE(move), a = TB_MOVE_A(move), b = TB_MOVE_B(move);
    if (type < TB_MV_FIRST || type >= TB_MV_COUNT)
        return 0;
    int arg = forms[type].arg;
    int kind_ok = a < TB_KINDS, node_ok = b < s->map.node_count;
    if (type == TB_MV_PLACE) {
        if (!kind_ok || !node_ok)
            return 0;
        core_sb_printf(out, "%c@%s", tb_kind_letter(a, 0), s->map.node_name[b]);
        return 1;
    }
    if (type == TB_MV_ACCEPT) {
        if (b || !tb_accept_word(a))
            return 0;
        core_sb_puts(out, tb_accept_word(a));
        return 1;
    }
    if (tb_maskable(type) && a == TB_MASKED && !b) {
        core_sb_printf(out, "%s:?", forms[type].word);
        return 1;
    }
    int a_used = arg == ARG_KIND || arg == ARG_PLAYER, b_used = arg == ARG_NODE;
    if ((!a_used && a) || (!b_used && b) || (arg == ARG_KIND && !kind_ok) ||
        (arg == ARG_PLAYER && a > 1) || (b_used && !node_ok))
        return 0;
    core_sb_puts(out, forms[type].word);
    if (arg == ARG_KIND)
        core_sb_printf(out, ":%c", tb_kind_letter(a, 0));
    else if (arg == ARG_PLAYER)
        core_sb_printf(out, ":%d", a);
    else if (arg == ARG_NODE)
        core_sb_printf(out, ":%s", s->map.node_name[b]);
    return 1;
}

/* "J@d": a troop letter of player 0's case, then a node of the map. */
static tw_status tb_parse_place(const tb_state *s, const char *text, core_span troop,
                                core_span node_name, tw_move *move, core_err *err)
{
    int owner = 0;
    int kind = troop.len == 1 ? tb_kind_of_letter(troop.p[0], &owner) : -1;
    int node = tb_map_find(&s->map, node_name.p, node_name.len);
    if (kind < 0 || owner)
        return core_fail(err, TW_E_PARSE, "'%s': a placement starts with a troop letter "
                         "(K S C J H X T R)", text);
    if (node < 0)
        return core_fail(err, TW_E_PARSE, "'%s': no node of this map is called '%.*s'", text,
                         (int)node_name.len, node_name.p);
    *move = TB_MOVE(TB_MV_PLACE, kind, node);
    return TW_OK;
}

/* Reads the argument after ':' for a form; -1 if it does not fit. */
static int tb_parse_arg(const tb_state *s, int arg, core_span text)
{
    int owner = 0, kind, player = -1;
    switch (arg) {
    case ARG_KIND:
        kind = text.len == 1 ? tb_kind_of_letter(text.p[0], &owner) : -1;
        return owner ? -1 : kind;
    case ARG_PLAYER:
        return text.len == 1 && core_span_int(text, 0, 1, &player) ? player : -1;
    default: /* ARG_NODE */
        return tb_map_find(&s->map, text.p, text.len);
    }
}

/* A yes-or-no effect's word ("skully"), or -1. */
static int tb_parse_accept(core_span text)
{
    for (size_t i = 0; i < sizeof accepts / sizeof accepts[0]; i++)
        if (core_span_is(text, accepts[i].word))
            return accepts[i].phase;
    return -1;
}

tw_status tb_move_from_text(const void *state, const char *text, tw_move *move, core_err *err)
{
    const tb_state *s = state;
    core_span whole = core_span_of(text), word = whole, arg = {text + whole.len, 0};
    if (core_span_cut(whole, '@', &word, &arg))
        return tb_parse_place(s, text, word, arg, move, err);
    int phase = tb_parse_accept(whole);
    if (phase >= 0) {
        *move = TB_MOVE(TB_MV_ACCEPT, phase, 0);
        return TW_OK;
    }
    bool has_arg = core_span_cut(whole, ':', &word, &arg);
    for (int type = TB_MV_FIRST; type < TB_MV_COUNT; type++) {
        int form = forms[type].arg;
        if (form == ARG_SPECIAL || !core_span_is(word, forms[type].word) ||
            (form == ARG_NONE) != !has_arg)
            continue;
        if (form == ARG_NONE) {
            *move = TB_MOVE(type, 0, 0);
            return TW_OK;
        }
        if (tb_maskable(type) && core_span_is(arg, "?")) {
            *move = TB_MOVE(type, TB_MASKED, 0);
            return TW_OK;
        }
        int v = tb_parse_arg(s, form, arg);
        if (v < 0)
            return core_fail(err, TW_E_PARSE, "'%s': '%.*s' is not a %s here", text,
                             (int)arg.len, arg.p,
                             form == ARG_KIND ? "troop letter (K S C J H X T R)"
                             : form == ARG_PLAYER ? "player (0 or 1)" : "node of this map");
        *move = form == ARG_NODE ? TB_MOVE(type, 0, v) : TB_MOVE(type, v, 0);
        return TW_OK;
    }
    return core_fail(err, TW_E_PARSE,
                     "'%s' is no Toy Battle move (draw, J@d, skully, star, xb42, clouds, "
                     "jumbo:d, castle:d, volcano:d, to:d, cemetery:S, no, or a chance outcome)",
                     text);
}
