/* SPDX-License-Identifier: MIT */
/*
 * dr_board.c: the board text format (docs/notation/droids-board.md).
 *
 * A board is ten rows of ten squares, rank 10 first, plus optional "sheet"
 * lines giving the robot killer's Program Sheet. Our own board is compiled
 * in as such a text and goes through this same parser, so a host's board is
 * held to exactly the rules ours is. Every problem is reported with the line
 * it is on.
 */
#include "droids/dr_state.h"

#include "core/reader.h"

#include <string.h>

/* What a grid character means. */
typedef struct square_code {
    char c;
    uint8_t terrain;
    uint8_t cargo;   /* cargo mark: 1..3 for boxes with 2, 3, 4 players */
    int8_t start;    /* seat whose start square this is, or -1 */
    uint8_t repair;  /* a repair robot's free corner */
    uint8_t statue;  /* the grey droid's square (statue, killer) */
} square_code;

static const square_code codes[] = {
    {'.', DR_LAND, 0, -1, 0, 0},  {'~', DR_WATER, 0, -1, 0, 0}, {'#', DR_FIXED, 0, -1, 0, 0},
    {'S', DR_LAND, 0, 0, 0, 0},   {'N', DR_LAND, 0, 1, 0, 0},   {'W', DR_LAND, 0, 2, 0, 0},
    {'E', DR_LAND, 0, 3, 0, 0},   {'R', DR_LAND, 0, -1, 1, 0},  {'G', DR_LAND, 0, -1, 0, 1},
    {'2', DR_WATER, 1, -1, 0, 0}, {'3', DR_WATER, 2, -1, 0, 0}, {'4', DR_WATER, 3, -1, 0, 0},
};

static const square_code *dr_find_code(char c)
{
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if (codes[i].c == c)
            return &codes[i];
    return NULL;
}

int dr_sheet_order_parse(const char *text, size_t len)
{
    for (int k = DR_K_V1; k < DR_KIND_COUNT; k++) {
        const dr_kind_info *ki = dr_kind(k);
        if (ki->effect != DR_E_LAND && ki->effect != DR_E_SHOOT4)
            continue; /* the killer moves and shoots, nothing else */
        size_t cl = strlen(ki->code);
        if (len < cl || memcmp(text, ki->code, cl) != 0)
            continue;
        if (ki->dirs == DR_DIR_NONE)
            return len == cl ? k : -1;
        for (int d = ki->dirs == DR_DIR_ORTH ? 0 : 4; d < (ki->dirs == DR_DIR_ORTH ? 4 : 8); d++) {
            const char *dn = dr_dir_name(d);
            if (len == cl + strlen(dn) && memcmp(text + cl, dn, strlen(dn)) == 0)
                return k | d << 4;
        }
    }
    return -1;
}

typedef struct board_reader {
    int rows;
    int starts[DR_SEATS];
    int repairs, statues, sheet_lines;
    uint8_t sets_seen[DR_SHEET_SETS];
} board_reader;

static tw_status dr_read_row(dr_state *s, board_reader *r, const core_reader *at, core_span line)
{
    if (r->rows == DR_SIZE)
        return core_rd_fail(at, NULL, "more than %d rows", DR_SIZE);
    if (line.len != DR_SIZE)
        return core_rd_fail(at, NULL, "a row has %zu squares, expected %d", line.len, DR_SIZE);
    int rank = DR_SIZE - 1 - r->rows;
    for (int f = 0; f < DR_SIZE; f++) {
        const square_code *c = dr_find_code(line.p[f]);
        if (!c)
            return core_rd_fail(at, NULL, "unknown square '%c' at file %c", line.p[f], 'a' + f);
        int sq = rank * DR_SIZE + f;
        dr_set_board(s, sq, c->terrain, c->cargo);
        if (c->start >= 0) {
            if (r->starts[c->start]++)
                return core_rd_fail(at, NULL, "start square '%c' given twice", line.p[f]);
            s->start_sq[c->start] = (uint8_t)sq;
        }
        if (c->repair && r->repairs++ < 2)
            s->repair_home[r->repairs - 1] = (uint8_t)sq;
        if (c->statue && r->statues++ == 0)
            s->statue_home = (uint8_t)sq;
    }
    r->rows++;
    return TW_OK;
}

/* "sheet N order order ...": the words after the keyword. */
static tw_status dr_read_sheet(dr_state *s, board_reader *r, const core_reader *at, core_span rest)
{
    core_reader w;
    core_rd_init_span(&w, rest, "board", NULL);
    core_rd_skip(&w, " ");
    int set = 0, digit = 0;
    while (set < 100 && core_rd_digit(&w, 0, 9, &digit))
        set = set * 10 + digit;
    if (set < 1 || set > DR_SHEET_SETS)
        return core_rd_fail(at, NULL, "sheet set must be 1..%d", DR_SHEET_SETS);
    if (r->sets_seen[set - 1]++)
        return core_rd_fail(at, NULL, "sheet set %d given twice", set);
    int n = 0;
    for (core_span word; (word = core_rd_token(&w, " ")).len > 0;) {
        int order = dr_sheet_order_parse(word.p, word.len);
        if (order < 0)
            return core_rd_fail(at, NULL, "sheet order '%.*s' is not V1, V2, VF (with n/e/s/w), "
                                "VD (with ne/se/sw/nw) or X", core_span_shown(word, 12), word.p);
        if (n == DR_BOXES)
            return core_rd_fail(at, NULL, "a sheet set has at most %d orders", DR_BOXES);
        s->sheet[(set - 1) * DR_BOXES + n++] = (uint8_t)order;
    }
    r->sheet_lines++;
    return TW_OK;
}

static tw_status dr_check_complete(const board_reader *r, core_err *err)
{
    static const char letters[] = "SNWE";
    if (r->rows != DR_SIZE)
        return core_fail(err, TW_E_PARSE, "board: %d rows, expected %d", r->rows, DR_SIZE);
    for (int p = 0; p < DR_SEATS; p++)
        if (!r->starts[p])
            return core_fail(err, TW_E_PARSE, "board: no start square '%c'", letters[p]);
    if (r->repairs != 2)
        return core_fail(err, TW_E_PARSE, "board: %d repair corners 'R', expected 2", r->repairs);
    if (r->statues != 1)
        return core_fail(err, TW_E_PARSE, "board: %d grey droid squares 'G', expected 1",
                         r->statues);
    return TW_OK;
}

tw_status dr_board_parse(dr_state *s, const char *text, core_err *err)
{
    board_reader r;
    memset(&r, 0, sizeof r);
    memset(s->board, 0, sizeof s->board);
    memset(s->sheet, 0, sizeof s->sheet);
    core_reader lines;
    core_rd_init(&lines, text, "board", err);
    lines.line_numbers = 1;
    while (!core_rd_done(&lines)) {
        core_span line = core_rd_line(&lines), rest;
        while (line.len > 0 && (line.p[line.len - 1] == ' ' || line.p[line.len - 1] == '\t'))
            line.len--; /* trailing blanks are not squares */
        if (line.len == 0 || line.p[0] == ';')
            continue;
        tw_status st = core_span_prefix(line, "sheet", &rest) ? dr_read_sheet(s, &r, &lines, rest)
                                                              : dr_read_row(s, &r, &lines, line);
        if (st != TW_OK)
            return st;
    }
    tw_status st = dr_check_complete(&r, err);
    if (st != TW_OK)
        return st;
    if (r.sheet_lines == 0 && text != dr_default_board_text()) {
        dr_state def;
        dr_board_default(&def);
        memcpy(s->sheet, def.sheet, sizeof s->sheet);
    }
    return TW_OK;
}

void dr_board_default(dr_state *s)
{
    core_err err;
    (void)dr_board_parse(s, dr_default_board_text(), &err); /* our own text is valid */
}

int dr_board_is_default(const dr_state *s)
{
    dr_state def;
    memset(&def, 0, sizeof def);
    dr_board_default(&def);
    return memcmp(s->board, def.board, sizeof def.board) == 0 &&
           memcmp(s->start_sq, def.start_sq, sizeof def.start_sq) == 0 &&
           memcmp(s->repair_home, def.repair_home, sizeof def.repair_home) == 0 &&
           s->statue_home == def.statue_home &&
           memcmp(s->sheet, def.sheet, sizeof def.sheet) == 0;
}
