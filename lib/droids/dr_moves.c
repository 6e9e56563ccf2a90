/* SPDX-License-Identifier: MIT */
/*
 * dr_moves.c: Droids' move notation (docs/notation/droids.md), and the
 * pieces of notation the position text shares with it: squares, chits,
 * piles, transmitter boxes and bounded numbers, both ways.
 */
#include "droids/dr_state.h"

#include <string.h>

#include "core/reader.h"

const char *const dr_phase_names[DR_PHASES] = {
    "first", "setup", "pile", "draw", "take", "chit", "box", "sheet",
    "send",  "shot",  "pick", "put",  "uncover", "mine", "cover", "over",
};

/* ---- small pieces ------------------------------------------------------- */

void dr_square_name(int sq, core_sb *out)
{
    core_sb_printf(out, "%c%d", 'a' + sq % DR_SIZE, sq / DR_SIZE + 1);
}

int dr_square_parse(const char *text, size_t len)
{
    if (len < 2 || len > 3 || text[0] < 'a' || text[0] > 'j')
        return -1;
    int rank = 0;
    for (size_t i = 1; i < len; i++) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        rank = rank * 10 + (text[i] - '0');
    }
    if (rank < 1 || rank > DR_SIZE || (len == 3 && text[1] == '0'))
        return -1;
    return (rank - 1) * DR_SIZE + (text[0] - 'a');
}

void dr_chit_text(int chit, core_sb *out)
{
    const dr_kind_info *k = dr_kind(chit & 15);
    core_sb_puts(out, k->code);
    if (k->dirs != DR_DIR_NONE)
        core_sb_puts(out, dr_dir_name(chit >> 4));
}

/* A chit from the piles with its direction ("V2n", "P"), or -1. */
int dr_chit_parse(core_span text)
{
    for (int k = DR_DRAW_KINDS; k >= 1; k--) { /* longer codes first: "V1" before "V" */
        const dr_kind_info *ki = dr_kind(k);
        core_span dir;
        if (!core_span_prefix(text, ki->code, &dir))
            continue;
        if (ki->dirs == DR_DIR_NONE)
            return dir.len == 0 ? k : -1;
        int lo = ki->dirs == DR_DIR_DIAG ? 4 : 0;
        for (int d = lo; d < lo + 4; d++)
            if (core_span_is(dir, dr_dir_name(d)))
                return k | d << 4;
        return -1;
    }
    return -1;
}

int dr_kind_parse(core_span text)
{
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        if (core_span_is(text, dr_kind(k)->code))
            return k;
    return -1;
}

/* A number of at most 5 digits in [lo, hi], or -1. */
int dr_number_parse(core_span text, int lo, int hi)
{
    int v = -1;
    return text.len <= 5 && core_span_int(text, lo, hi, &v) ? v : -1;
}

/* "3a" -> transmitter 2, box 0. */
int dr_box_parse(core_span text, int *t, int *b)
{
    if (text.len < 2 || text.p[text.len - 1] < 'a' || text.p[text.len - 1] > 'c')
        return 0;
    core_span number = {text.p, text.len - 1};
    *t = dr_number_parse(number, 1, DR_TX) - 1;
    *b = text.p[text.len - 1] - 'a';
    return *t >= 0;
}

/* ---- moves ------------------------------------------------------------- */

static const char *const move_prefixes[DR_M_TYPES] = {
    "", "first:", "obstacle:", "pile:", "draw:", "take:", "chit:", "box:",
    "pass", "send:", "roll:", "cover:", "uncover:", "pick:", "put:",
};

int dr_move_to_text(const void *state, tw_move move, core_sb *out)
{
    (void)state;
    int type = dr_mtype(move), a = dr_ma(move), b = dr_mb(move);
    if (type < 1 || type >= DR_M_TYPES || (move & 0xFF))
        return 0;
    core_sb_puts(out, move_prefixes[type]);
    switch (type) {
    case DR_M_FIRST:
        core_sb_putc(out, dr_seat_letter(a));
        break;
    case DR_M_OBSTACLE:
    case DR_M_PICK:
    case DR_M_PUT:
        if (a >= DR_SQUARES)
            return 0;
        dr_square_name(a, out);
        break;
    case DR_M_PILE:
        core_sb_puts(out, dr_pile_name(a));
        break;
    case DR_M_DRAWN:
        core_sb_puts(out, a == 0 ? "?" : dr_kind(a)->code); /* draw:? is the masked draw */
        break;
    case DR_M_TAKE:
        core_sb_puts(out, dr_kind(a)->code);
        break;
    case DR_M_CHIT:
        dr_chit_text(a | b << 4, out);
        break;
    case DR_M_BOX:
        core_sb_printf(out, "%d%c", a + 1, 'a' + b);
        break;
    case DR_M_SEND:
    case DR_M_COVER:
    case DR_M_UNCOVER:
        core_sb_printf(out, "%d", a + 1);
        break;
    case DR_M_ROLL:
        core_sb_printf(out, "%d", a);
        break;
    default:
        break;
    }
    return 1;
}

int dr_pile_parse(core_span text)
{
    for (int p = 0; p < DR_PILES; p++)
        if (core_span_is(text, dr_pile_name(p)))
            return p;
    return -1;
}

/* Decodes the argument of a move of the given type into a, b. */
static int dr_move_arg_parse(int type, core_span arg, int *a, int *b)
{
    *a = *b = 0;
    switch (type) {
    case DR_M_FIRST:
        *a = arg.len == 1 ? dr_seat_from_letter(arg.p[0]) : -1;
        return *a >= 0 && *a < DR_SEATS;
    case DR_M_OBSTACLE:
    case DR_M_PICK:
    case DR_M_PUT:
        return (*a = dr_square_parse(arg.p, arg.len)) >= 0;
    case DR_M_PILE:
        return (*a = dr_pile_parse(arg)) >= 0;
    case DR_M_DRAWN:
        if (core_span_is(arg, "?"))
            return 1; /* the masked draw (DR_MASKED_DRAW): kind 0, never legal */
        return (*a = dr_kind_parse(arg)) >= 0;
    case DR_M_TAKE:
        return (*a = dr_kind_parse(arg)) >= 0;
    case DR_M_CHIT: {
        int c = dr_chit_parse(arg);
        *a = c & 15;
        *b = c >> 4;
        return c >= 0;
    }
    case DR_M_BOX:
        return dr_box_parse(arg, a, b);
    case DR_M_PASS:
        return arg.len == 0;
    case DR_M_SEND:
    case DR_M_COVER:
    case DR_M_UNCOVER:
        return (*a = dr_number_parse(arg, 1, DR_TX) - 1) >= 0;
    case DR_M_ROLL:
        return (*a = dr_number_parse(arg, 0, 9)) >= 0;
    default:
        return 0;
    }
}

tw_status dr_move_from_text(const void *state, const char *text, tw_move *move, core_err *err)
{
    (void)state;
    core_span whole = core_span_of(text), arg;
    for (int type = 1; type < DR_M_TYPES; type++) {
        if (!core_span_prefix(whole, move_prefixes[type], &arg))
            continue;
        if (type == DR_M_PASS && arg.len != 0)
            continue;
        int a, b;
        if (!dr_move_arg_parse(type, arg, &a, &b))
            return core_fail(err, TW_E_PARSE, "droids move '%.40s': bad argument after '%s'",
                             text, move_prefixes[type]);
        *move = dr_move(type, a, b);
        return TW_OK;
    }
    return core_fail(err, TW_E_PARSE,
                     "droids move '%.40s' is none of first: obstacle: pile: draw: take: chit: "
                     "box: pass send: roll: cover: uncover: pick: put:",
                     text);
}

