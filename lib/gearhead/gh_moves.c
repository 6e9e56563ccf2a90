/* SPDX-License-Identifier: MIT */
/*
 * gh_moves.c: the move notation ("move:c3", "roll:5", "left", ...).
 *
 * A move is a word, and for some words a colon and one operand: a die face,
 * a toy letter or a square. The table below is the whole grammar; both
 * directions read it, so they cannot drift apart. Parsing is strict: exact
 * lowercase words, squares a1..h8, faces 1..8, uppercase cup letters.
 */
#include "gearhead/gh_state.h"

#include <string.h>

typedef enum gh_operand { GH_OPD_NONE, GH_OPD_FACE, GH_OPD_KIND, GH_OPD_SQUARE } gh_operand;

static const struct {
    const char *word;
    uint8_t operand; /* gh_operand */
} move_types[GH_MV_COUNT] = {
    [GH_MV_ROLL] = {"roll", GH_OPD_FACE},       [GH_MV_DRAW] = {"draw", GH_OPD_KIND},
    [GH_MV_PLACE] = {"place", GH_OPD_SQUARE},   [GH_MV_MOVE] = {"move", GH_OPD_SQUARE},
    [GH_MV_LEFT] = {"left", GH_OPD_NONE},       [GH_MV_RIGHT] = {"right", GH_OPD_NONE},
    [GH_MV_EGG] = {"egg", GH_OPD_SQUARE},       [GH_MV_WIND] = {"wind", GH_OPD_SQUARE},
    [GH_MV_PUNCH] = {"punch", GH_OPD_SQUARE},   [GH_MV_ZAP] = {"zap", GH_OPD_SQUARE},
    [GH_MV_POUND] = {"pound", GH_OPD_NONE},     [GH_MV_EXPLODE] = {"explode", GH_OPD_NONE},
    [GH_MV_AGAIN] = {"again", GH_OPD_NONE},     [GH_MV_DECLINE] = {"decline", GH_OPD_NONE},
};

void gh_write_square(core_sb *out, int sq)
{
    core_sb_putc(out, (char)('a' + gh_file_of(sq)));
    core_sb_putc(out, (char)('1' + gh_rank_of(sq)));
}

bool gh_read_square(core_reader *c, int *sq)
{
    int file = core_rd_peek(c), rank = c->p + 1 < c->end ? (unsigned char)c->p[1] : -1;
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8')
        return false;
    *sq = gh_square(file - 'a', rank - '1');
    c->p += 2;
    return true;
}

static bool gh_operand_valid(int kind, int value)
{
    switch ((gh_operand)kind) {
    case GH_OPD_FACE:
        return value >= 1 && value <= 8;
    case GH_OPD_KIND:
        return value >= GH_BIG_AL && value <= GH_LAST_CUP_KIND;
    case GH_OPD_SQUARE:
        return value >= 0 && value < GH_SQUARES;
    default:
        return value == 0;
    }
}

int gh_move_to_text(const void *state, tw_move move, core_sb *out)
{
    int type = gh_mv_type(move), operand = gh_mv_operand(move);
    size_t start = out->len;
    (void)state;
    if (type <= GH_MV_NONE || type >= GH_MV_COUNT ||
        !gh_operand_valid(move_types[type].operand, operand))
        return 0;
    core_sb_puts(out, move_types[type].word);
    switch ((gh_operand)move_types[type].operand) {
    case GH_OPD_FACE:
        core_sb_printf(out, ":%d", operand);
        break;
    case GH_OPD_KIND:
        core_sb_putc(out, ':');
        core_sb_putc(out, gh_toy_of(operand)->code[0]);
        break;
    case GH_OPD_SQUARE:
        core_sb_putc(out, ':');
        gh_write_square(out, operand);
        break;
    case GH_OPD_NONE:
        break;
    }
    return (int)(out->len - start);
}

/* Reads the operand text after the colon; -1 if it is not exactly one. */
static int gh_parse_operand(int kind, core_span text)
{
    core_reader c;
    core_rd_init_span(&c, text, "move", NULL);
    int v = -1, sq = -1;
    switch ((gh_operand)kind) {
    case GH_OPD_FACE:
        return core_rd_digit(&c, 1, 8, &v) && core_rd_done(&c) ? v : -1;
    case GH_OPD_KIND: {
        int k = text.len == 1 ? gh_kind_of_letter(text.p[0]) : GH_EMPTY;
        return k >= GH_BIG_AL && k <= GH_LAST_CUP_KIND ? k : -1;
    }
    case GH_OPD_SQUARE:
        return gh_read_square(&c, &sq) && core_rd_done(&c) ? sq : -1;
    default:
        return -1;
    }
}

static const char *const operand_help[] = {
    [GH_OPD_NONE] = "nothing after it",
    [GH_OPD_FACE] = "a die face 1..8, as in roll:5",
    [GH_OPD_KIND] = "a cup toy's letter (A C D X H K O P R T B Z), as in draw:A",
    [GH_OPD_SQUARE] = "a square a1..h8, as in move:c3",
};

tw_status gh_move_from_text(const void *state, const char *text, tw_move *move, core_err *err)
{
    core_span word = core_span_of(text), operand_text;
    bool has_operand = core_span_cut(word, ':', &word, &operand_text);
    (void)state;
    for (int type = GH_MV_ROLL; type < GH_MV_COUNT; type++) {
        if (!core_span_is(word, move_types[type].word))
            continue;
        int kind = move_types[type].operand;
        int operand = kind == GH_OPD_NONE ? (has_operand ? -1 : 0)
                                          : (has_operand ? gh_parse_operand(kind, operand_text) : -1);
        if (operand < 0)
            return core_fail(err, TW_E_PARSE, "move '%.40s': '%s' takes %s", text,
                             move_types[type].word, operand_help[kind]);
        *move = gh_mv(type, operand);
        return TW_OK;
    }
    return core_fail(err, TW_E_PARSE,
                     "move '%.40s' is not a gearhead move (roll:N draw:L place:sq move:sq left "
                     "right egg:sq wind:sq punch:sq zap:sq pound explode again decline)",
                     text);
}
