/* SPDX-License-Identifier: MIT */
/*
 * gh_position.c: the one-line position notation, both ways.
 *
 *   <board> <turn player> <phase> <cup> <discard> <pile 0> <pile 1> <idle>[ placed_moves=off]
 *
 * (grammar and examples: docs/notation/gearhead.md). Reading is done in two
 * passes: the fields are parsed into a zeroed state, then the whole is
 * checked against what a played game can reach (counts, flags, the pending
 * step and the toy it belongs to), so every accepted text gives exactly the
 * bytes a played game would have there, and every refusal names its field.
 */
#include "gearhead/gh_state.h"

#include <stdio.h>
#include <string.h>

/* The flag marks, in the order of the flag bits from GH_FLAG_SHIFT up. */
static const char marks[] = "!*.~+";
#define MARK_COUNT 5

enum { F_BOARD, F_OWNER, F_PHASE, F_CUP, F_DISCARD, F_PILE0, F_PILE1, F_IDLE, F_PARAM, F_MAX };

static const char *const field_names[F_MAX] = {
    "board", "turn owner", "phase", "cup", "discard", "pile 0", "pile 1", "idle turns", "params",
};

/* ---- writing ------------------------------------------------------------------ */

static char gh_letter(uint16_t toy)
{
    char letter = gh_toy_of(gh_kind(toy))->code[0];
    return (toy & GH_SOUTH) ? (char)(letter - 'A' + 'a') : letter;
}

static void gh_write_toy(core_sb *out, uint16_t toy)
{
    core_sb_putc(out, gh_letter(toy));
    for (int i = 0; i < MARK_COUNT; i++)
        if (toy & (1u << (GH_FLAG_SHIFT + i)))
            core_sb_putc(out, marks[i]);
}

static void gh_write_board(const gh_state *s, core_sb *out)
{
    for (int rank = GH_RANKS - 1; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < GH_FILES; file++) {
            uint16_t toy = gh_square_bits(s, gh_square(file, rank));
            if (!toy) {
                empty++;
                continue;
            }
            if (empty)
                core_sb_putc(out, (char)('0' + empty));
            empty = 0;
            gh_write_toy(out, toy);
        }
        if (empty)
            core_sb_putc(out, (char)('0' + empty));
        if (rank > 0)
            core_sb_putc(out, '/');
    }
}

void gh_write_counts(core_sb *out, gh_pile pile)
{
    bool any = false;
    for (int kind = GH_BIG_AL; kind <= GH_SMALL_FRY; kind++) {
        int count = gh_pile_count(pile, kind);
        if (!count)
            continue;
        core_sb_printf(out, "%c%d", gh_toy_of(kind)->code[0], count);
        any = true;
    }
    if (!any)
        core_sb_putc(out, '-');
}

/* The dice an activation step already knows: r5, k4, k4d3, f2 or a square. */
static void gh_write_step_data(const gh_state *s, core_sb *out)
{
    uint8_t keep = gh_step_of(s->step)->keep;
    if (keep & GH_KEEP_TARGET) {
        core_sb_putc(out, '/');
        gh_write_square(out, s->target);
    } else if (keep & GH_KEEP_FILE) {
        core_sb_printf(out, "/f%d", s->file);
    } else if ((keep & GH_KEEP_ROLL) && !gh_toy_of(gh_kind(s->board[s->act_sq]))->dist_die) {
        core_sb_printf(out, "/r%d", s->roll);
    } else if (keep & GH_KEEP_ROLL) {
        core_sb_printf(out, "/k%d", s->roll);
        if (keep & GH_KEEP_DIST)
            core_sb_printf(out, "d%d", s->dist);
    }
}

void gh_write_phase(const gh_state *s, core_sb *out)
{
    switch ((gh_phase)s->phase) {
    case GH_PH_ROLLOFF:
        core_sb_puts(out, "rolloff");
        if (s->rolloff)
            core_sb_printf(out, ":%d", s->rolloff);
        break;
    case GH_PH_DRAW:
        core_sb_puts(out, "draw");
        break;
    case GH_PH_PLACE:
        core_sb_printf(out, "place:%c", gh_toy_of(s->drawn)->code[0]);
        break;
    case GH_PH_ACT:
        core_sb_puts(out, "act");
        break;
    case GH_PH_ACTIVATION:
        gh_write_square(out, s->act_sq);
        core_sb_printf(out, "/%s%s", gh_step_of(s->step)->name, s->second ? "2" : "");
        gh_write_step_data(s, out);
        break;
    case GH_PH_OVER:
        core_sb_puts(out, "over");
        break;
    }
}

void gh_to_text(const void *state, core_sb *out)
{
    const gh_state *s = state;
    gh_write_board(s, out);
    core_sb_printf(out, " %d ", s->owner);
    gh_write_phase(s, out);
    const gh_pile piles[] = {s->cup, s->discard, s->victory[0], s->victory[1]};
    for (int i = 0; i < 4; i++) {
        core_sb_putc(out, ' ');
        gh_write_counts(out, piles[i]);
    }
    core_sb_printf(out, " %d%s", s->idle, s->changed ? "m" : "");
    if (!s->placed_moves)
        core_sb_puts(out, " placed_moves=off");
}

/* ---- reading: a cursor (core_reader) over one field --------------------------- */

static tw_status gh_bad(core_err *err, int field, const char *why)
{
    return core_fail(err, TW_E_PARSE, "position %s: %s", field_names[field], why);
}

/* A character for a message: 'Q', or 0x09 when it is not printable ASCII,
 * so that messages stay readable text. */
static const char *gh_char_name(int ch, char buf[8])
{
    if (ch > ' ' && ch < 0x7F)
        snprintf(buf, 8, "'%c'", ch);
    else
        snprintf(buf, 8, "0x%02x", (unsigned)ch & 0xFFu);
    return buf;
}

/* ---- reading the fields ----------------------------------------------------- */

static uint16_t gh_read_marks(core_reader *c)
{
    uint16_t flags = 0;
    for (int i = 0; i < MARK_COUNT; i++)
        if (core_rd_accept(c, marks[i]))
            flags |= (uint16_t)(1u << (GH_FLAG_SHIFT + i));
    return flags;
}

static tw_status gh_read_toy(gh_state *s, core_reader *c, int sq, core_err *err)
{
    int ch = core_rd_peek(c);
    bool south = ch >= 'a' && ch <= 'z';
    int kind = gh_kind_of_letter((char)(south ? ch - 'a' + 'A' : ch));
    char name[8];
    if (kind == GH_EMPTY)
        return core_fail(err, TW_E_PARSE, "position board: %s on rank %d is neither a toy "
                         "letter nor a digit 1-8", gh_char_name(ch, name), gh_rank_of(sq) + 1);
    c->p++;
    uint16_t flags = gh_read_marks(c);
    int next = core_rd_peek(c);
    if (next > 0 && strchr(marks, next))
        return core_fail(err, TW_E_PARSE, "position board: the marks of the toy on %c%d are "
                         "repeated or out of order (order: ! * . ~ +)",
                         'a' + gh_file_of(sq), gh_rank_of(sq) + 1);
    gh_set_square_bits(s, sq, (uint16_t)((unsigned)kind | (south ? GH_SOUTH : 0u) | flags));
    return TW_OK;
}

static tw_status gh_read_rank(gh_state *s, core_reader *c, int rank, core_err *err)
{
    int file = 0;
    bool after_digit = false;
    while (file < GH_FILES) {
        int run = 0;
        if (core_rd_done(c) || core_rd_peek(c) == '/')
            return core_fail(err, TW_E_PARSE, "position board: rank %d has %d squares, not 8",
                             rank + 1, file);
        if (core_rd_digit(c, 1, 8, &run)) {
            if (after_digit || file + run > GH_FILES)
                return core_fail(err, TW_E_PARSE, "position board: rank %d: %s", rank + 1,
                                 after_digit ? "two digits in a row" : "more than 8 squares");
            file += run;
            after_digit = true;
            continue;
        }
        tw_status st = gh_read_toy(s, c, gh_square(file, rank), err);
        if (st != TW_OK)
            return st;
        file++;
        after_digit = false;
    }
    return TW_OK;
}

static tw_status gh_read_board(gh_state *s, core_reader c, core_err *err)
{
    for (int rank = GH_RANKS - 1; rank >= 0; rank--) {
        tw_status st = gh_read_rank(s, &c, rank, err);
        if (st != TW_OK)
            return st;
        if (rank > 0 && !core_rd_accept(&c, '/'))
            return core_fail(err, TW_E_PARSE, "position board: rank %d has more than 8 "
                             "squares, or '/' is missing after it", rank + 1);
    }
    if (!core_rd_done(&c))
        return gh_bad(err, F_BOARD, "more than 8 ranks, or text after rank 1");
    return TW_OK;
}

static tw_status gh_read_counts(gh_pile *pile, core_reader c, int field, core_err *err)
{
    int last = GH_EMPTY;
    int max_kind = field == F_CUP ? GH_LAST_CUP_KIND : GH_SMALL_FRY;
    if (core_rd_accept(&c, '-'))
        return core_rd_done(&c) ? TW_OK : gh_bad(err, field, "text after '-'");
    if (core_rd_done(&c))
        return gh_bad(err, field, "empty (write '-' for none)");
    while (!core_rd_done(&c)) {
        int kind = gh_kind_of_letter((char)core_rd_peek(&c));
        char name[8];
        if (kind == GH_EMPTY || kind > max_kind)
            return core_fail(err, TW_E_PARSE, "position %s: %s is not a toy letter%s",
                             field_names[field], gh_char_name(core_rd_peek(&c), name),
                             field == F_CUP ? " of the cup" : "");
        if (kind <= last)
            return gh_bad(err, field, "toys repeated or not in the order A C D X H K O P R T B Z F");
        c.p++;
        int n = 0;
        if (!core_rd_count(&c, kind == GH_SMALL_FRY ? GH_COUNT_MAX : GH_COPIES, &n))
            return core_fail(err, TW_E_PARSE, "position %s: the count of %c must be 1..%d",
                             field_names[field], gh_toy_of(kind)->code[0],
                             kind == GH_SMALL_FRY ? GH_COUNT_MAX : GH_COPIES);
        /* n fits: at most GH_COPIES, or GH_COUNT_MAX for Small Fry. */
        *pile |= (gh_pile)n << gh_pile_shift(kind);
        last = kind;
    }
    return TW_OK;
}

/* "c3/side2/k4d3": the step's name picks the step; its data must match it. */
static int gh_find_step(const char *name, size_t len, bool has_data)
{
    for (int step = GH_STEP_ROLL; step < GH_STEP_COUNT; step++) {
        const gh_step_info *info = gh_step_of(step);
        bool wants_data = (info->keep & (GH_KEEP_ROLL | GH_KEEP_FILE | GH_KEEP_TARGET)) != 0;
        if (strlen(info->name) == len && strncmp(info->name, name, len) == 0 &&
            wants_data == has_data)
            return step;
    }
    return GH_STEP_NONE;
}

static tw_status gh_read_step_data(gh_state *s, core_reader *c, core_err *err)
{
    uint8_t keep = gh_step_of(s->step)->keep;
    const gh_toy *toy = gh_toy_of(gh_kind(s->board[s->act_sq]));
    int a = 0, b = 0, sq = 0;
    bool ok;
    if (keep & GH_KEEP_TARGET) {
        ok = gh_read_square(c, &sq);
        s->target = (uint8_t)sq;
    } else if (keep & GH_KEEP_FILE) {
        ok = core_rd_accept(c, 'f') && core_rd_digit(c, 1, 8, &a);
        s->file = (uint8_t)a;
    } else if (!toy->dist_die) {
        ok = core_rd_accept(c, 'r') && core_rd_digit(c, 1, toy->die, &a);
        s->roll = (uint8_t)a;
    } else {
        ok = core_rd_accept(c, 'k') && core_rd_digit(c, 1, 6, &a) &&
             (!(keep & GH_KEEP_DIST) || (core_rd_accept(c, 'd') && core_rd_digit(c, 1, 6, &b)));
        s->roll = (uint8_t)a;
        s->dist = (uint8_t)b;
    }
    if (!ok || !core_rd_done(c))
        return core_fail(err, TW_E_PARSE, "position phase: bad dice after '%s' for %s "
                         "(r<face>, k<kind>, k<kind>d<distance>, f<file> or a square)",
                         gh_step_of(s->step)->name, toy->name);
    return TW_OK;
}

static tw_status gh_read_activation(gh_state *s, core_reader c, core_err *err)
{
    int sq = 0;
    if (!gh_read_square(&c, &sq) || !core_rd_accept(&c, '/'))
        return gh_bad(err, F_PHASE, "expected rolloff, rolloff:N, draw, place:L, act, over or "
                      "<square>/<step>");
    if (!s->board[sq])
        return core_fail(err, TW_E_PARSE, "position phase: no toy on %c%d to be active",
                         'a' + gh_file_of(sq), gh_rank_of(sq) + 1);
    const char *name = c.p;
    while (core_rd_peek(&c) >= 'a' && core_rd_peek(&c) <= 'z')
        c.p++;
    size_t len = (size_t)(c.p - name);
    bool second = core_rd_accept(&c, '2');
    bool has_data = core_rd_accept(&c, '/');
    s->phase = GH_PH_ACTIVATION;
    s->act_sq = (uint8_t)sq;
    s->step = (uint8_t)gh_find_step(name, len, has_data);
    if (s->step == GH_STEP_NONE)
        return core_fail(err, TW_E_PARSE, "position phase: '%.*s' is not a step (or wants %s "
                         "dice after it)", (int)(len < 20 ? len : 20), name,
                         has_data ? "no" : "its");
    if (second && !(gh_step_of(s->step)->keep & GH_KEEP_SECOND))
        return core_fail(err, TW_E_PARSE, "position phase: '%s' has no second-move form",
                         gh_step_of(s->step)->name);
    s->second = second;
    if (has_data)
        return gh_read_step_data(s, &c, err);
    return core_rd_done(&c) ? TW_OK : gh_bad(err, F_PHASE, "text after the step");
}

static tw_status gh_read_phase(gh_state *s, core_reader c, core_err *err)
{
    static const struct {
        const char *word;
        uint8_t phase;
    } words[] = {{"draw", GH_PH_DRAW}, {"act", GH_PH_ACT}, {"over", GH_PH_OVER}};
    size_t len = (size_t)(c.end - c.p);
    int n = 0;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        if (strlen(words[i].word) == len && core_rd_accept_word(&c, words[i].word)) {
            s->phase = words[i].phase;
            return TW_OK;
        }
    }
    if (core_rd_accept_word(&c, "rolloff")) {
        s->phase = GH_PH_ROLLOFF;
        if (core_rd_done(&c))
            return TW_OK;
        if (core_rd_accept(&c, ':') && core_rd_digit(&c, 1, 8, &n) && core_rd_done(&c)) {
            s->rolloff = (uint8_t)n;
            return TW_OK;
        }
        return gh_bad(err, F_PHASE, "rolloff takes a d8 face, as in rolloff:5");
    }
    if (core_rd_accept_word(&c, "place:")) {
        int kind = core_rd_done(&c) ? GH_EMPTY : gh_kind_of_letter(*c.p++);
        if (kind == GH_EMPTY || kind > GH_LAST_CUP_KIND || !core_rd_done(&c))
            return gh_bad(err, F_PHASE, "place takes the drawn toy's letter, as in place:A");
        s->phase = GH_PH_PLACE;
        s->drawn = (uint8_t)kind;
        return TW_OK;
    }
    return gh_read_activation(s, c, err);
}

static tw_status gh_read_owner(gh_state *s, core_reader c, core_err *err)
{
    int owner = 0;
    if (!core_rd_digit(&c, 0, 1, &owner) || !core_rd_done(&c))
        return gh_bad(err, F_OWNER, "must be 0 or 1");
    s->owner = (uint8_t)owner;
    return TW_OK;
}

static tw_status gh_read_idle(gh_state *s, core_reader c, core_err *err)
{
    int idle = 0;
    if (!core_rd_digit(&c, 0, 5, &idle))
        return gh_bad(err, F_IDLE, "must be 0..5, then 'm' if a toy moved this turn");
    s->idle = (uint8_t)idle;
    s->changed = core_rd_accept(&c, 'm');
    return core_rd_done(&c) ? TW_OK : gh_bad(err, F_IDLE, "only 'm' may follow the count");
}

static tw_status gh_read_param(gh_state *s, core_reader c, core_err *err)
{
    if (core_rd_accept_word(&c, "placed_moves=")) {
        bool off = core_rd_accept_word(&c, "off");
        if ((off || core_rd_accept_word(&c, "on")) && core_rd_done(&c)) {
            s->placed_moves = !off;
            return TW_OK;
        }
    }
    return gh_bad(err, F_PARAM, "the only param is placed_moves=off (or =on)");
}

/* Splits at single spaces into one reader a field; returns the field count,
 * or -1 for an empty field. */
static int gh_split(const char *text, core_reader *fields, core_err *err)
{
    core_reader r;
    core_rd_init(&r, text, "position", err);
    for (int n = 0;; n++) {
        core_span field = core_rd_until(&r, " ");
        if (field.len == 0 || n == F_MAX)
            return field.len == 0 ? -1 : F_MAX + 1;
        core_rd_init_span(&fields[n], field, "position", err);
        if (!core_rd_accept(&r, ' '))
            return n + 1;
    }
}

static tw_status gh_read_fields(gh_state *s, const char *text, core_err *err)
{
    core_reader f[F_MAX];
    int n = gh_split(text, f, err);
    if (n < F_PARAM || n > F_MAX)
        return core_fail(err, TW_E_PARSE, "position: %s (want 8 fields separated by single "
                         "spaces, then optionally placed_moves=off)",
                         n < 0 ? "an empty field" : "wrong number of fields");
    tw_status st = gh_read_board(s, f[F_BOARD], err);
    if (st == TW_OK)
        st = gh_read_owner(s, f[F_OWNER], err);
    if (st == TW_OK)
        st = gh_read_phase(s, f[F_PHASE], err);
    gh_pile *piles[] = {&s->cup, &s->discard, &s->victory[0], &s->victory[1]};
    for (int i = 0; i < 4 && st == TW_OK; i++)
        st = gh_read_counts(piles[i], f[F_CUP + i], F_CUP + i, err);
    if (st == TW_OK)
        st = gh_read_idle(s, f[F_IDLE], err);
    s->placed_moves = 1;
    if (st == TW_OK && n == F_MAX)
        st = gh_read_param(s, f[F_PARAM], err);
    return st;
}

/* ---- checking the whole ------------------------------------------------------- */

static tw_status gh_check_flags(const gh_state *s, core_err *err)
{
    for (int sq = 0; sq < GH_SQUARES; sq++) {
        uint16_t toy = gh_square_bits(s, sq);
        const gh_toy *row = gh_toy_of(gh_kind(toy));
        const char *why = NULL;
        if (!toy)
            continue;
        if ((toy & GH_ON_BACK) && !row->flips)
            why = "only Ziggy can be on his back ('!')";
        else if ((toy & GH_IN_PROGRESS) && row->after != GH_STEP_WIND)
            why = "only a Handy can be in progress ('+')";
        else if ((toy & GH_IN_PROGRESS) && s->phase != GH_PH_ACTIVATION)
            why = "a toy in progress ('+') needs an activation under way";
        else if ((toy & (GH_ACTED | GH_TURNED)) && s->phase <= GH_PH_PLACE)
            why = "acted ('.') and turned ('~') marks are cleared before the draw";
        if (why)
            return core_fail(err, TW_E_PARSE, "position board: %c%d: %s", 'a' + gh_file_of(sq),
                             gh_rank_of(sq) + 1, why);
    }
    return TW_OK;
}

static tw_status gh_check_counts(const gh_state *s, core_err *err)
{
    for (int kind = GH_BIG_AL; kind <= GH_LAST_CUP_KIND; kind++) {
        int total = gh_pile_count(s->cup, kind) + gh_pile_count(s->discard, kind) +
                    gh_pile_count(s->victory[0], kind) + gh_pile_count(s->victory[1], kind) +
                    (s->drawn == kind);
        for (int sq = 0; sq < GH_SQUARES; sq++)
            total += gh_kind(s->board[sq]) == kind;
        if (total > GH_COPIES)
            return core_fail(err, TW_E_PARSE, "position counts: %d %s in cup, board, discard, "
                             "piles and hand together; there are only %d",
                             total, gh_toy_of(kind)->name, GH_COPIES);
    }
    return TW_OK;
}

static bool gh_has_action(const gh_toy *toy, int action)
{
    for (int face = 0; face < toy->die; face++)
        if (toy->face[face].action == action)
            return true;
    return false;
}

/* Whether the toy can be at this step at all. */
static bool gh_step_belongs(const gh_state *s, const gh_toy *toy)
{
    if (s->second && toy->after != GH_STEP_AGAIN)
        return false;
    switch ((gh_step)s->step) {
    case GH_STEP_ROLL:
        return true;
    case GH_STEP_DIST:
        return toy->dist_die != 0;
    case GH_STEP_SIDE:
        return toy->face[s->roll - 1].action == GH_ACT_DIAGONAL;
    case GH_STEP_EGG:
        return gh_has_action(toy, GH_ACT_EGG);
    case GH_STEP_FILE:
    case GH_STEP_RANK:
        return gh_has_action(toy, GH_ACT_VANISH);
    case GH_STEP_PUNCH_DIST:
        return toy->after == GH_STEP_PUNCH;
    default:
        return toy->after == s->step;
    }
}

/* Whether the step would be pending here in a played game. */
static bool gh_step_ready(const gh_state *s)
{
    if (s->step == GH_STEP_FILE || s->step == GH_STEP_RANK)
        return gh_board_has_empty(s);
    if (s->step == GH_STEP_PUNCH_DIST) {
        uint8_t around[8];
        int n = gh_neighbours(s->act_sq, around);
        for (int i = 0; i < n; i++)
            if (around[i] == s->target && s->board[s->target])
                return true;
        return false;
    }
    return gh_step_of(s->step)->chance || s->step == GH_STEP_SIDE ||
           gh_step_offered(s, s->step);
}

static tw_status gh_check_activation(const gh_state *s, core_err *err)
{
    uint16_t toy = gh_square_bits(s, s->act_sq);
    const gh_toy *row = gh_toy_of(gh_kind(toy));
    const char *step = gh_step_of(s->step)->name;
    if (toy & (GH_ON_BACK | GH_ZAPPED | GH_IN_PROGRESS))
        return core_fail(err, TW_E_PARSE, "position phase: the active %s cannot be on its "
                         "back, zapped or in progress", row->name);
    if (!gh_step_belongs(s, row))
        return core_fail(err, TW_E_PARSE, "position phase: %s has no '%s%s' step%s", row->name,
                         step, s->second ? "2" : "",
                         s->step == GH_STEP_SIDE ? " for that roll" : "");
    if (!gh_step_ready(s))
        return core_fail(err, TW_E_PARSE, "position phase: %s's '%s' step has no target here",
                         row->name, step);
    return TW_OK;
}

static bool gh_is_start(const gh_state *s)
{
    for (int kind = GH_BIG_AL; kind <= GH_SMALL_FRY; kind++)
        if (gh_pile_count(s->discard, kind) || gh_pile_count(s->victory[0], kind) ||
            gh_pile_count(s->victory[1], kind) ||
            (kind <= GH_LAST_CUP_KIND && gh_pile_count(s->cup, kind) != GH_COPIES))
            return false;
    return gh_board_empty(s) && s->owner == 0 && s->idle == 0;
}

/* What each phase needs of the rest; NULL when it fits. */
static const char *gh_phase_misfit(const gh_state *s)
{
    bool finished = gh_cup_total(s) == 0 && gh_board_empty(s);
    if (s->changed && s->phase != GH_PH_ACT && s->phase != GH_PH_ACTIVATION)
        return "'m' (a toy moved this turn) only fits the action phase";
    if (s->idle == 5 && s->phase != GH_PH_OVER)
        return "5 idle turns end the game: the phase must be over";
    switch ((gh_phase)s->phase) {
    case GH_PH_ROLLOFF:
        return gh_is_start(s) ? NULL : "the roll-off needs the start: empty board, full cup, "
                                       "nothing discarded or scored, owner 0, idle 0";
    case GH_PH_DRAW:
        return gh_cup_total(s) ? NULL : "draw from an empty cup";
    case GH_PH_PLACE:
        return gh_home_has_room(s, s->owner) ? NULL : "place, but the home row is full";
    case GH_PH_ACT:
        if (finished)
            return "empty cup and empty board: the game is over";
        return gh_any_can_act(s) ? NULL : "act, but the turn owner has no toy to move";
    case GH_PH_OVER:
        return s->idle == 5 || finished ? NULL : "over, but the cup or the board is not empty "
                                                 "and there were not 5 idle turns";
    case GH_PH_ACTIVATION:
        return NULL;
    }
    return NULL;
}

static tw_status gh_check_position(const gh_state *s, core_err *err)
{
    tw_status st = gh_check_flags(s, err);
    if (st == TW_OK)
        st = gh_check_counts(s, err);
    const char *why = st == TW_OK ? gh_phase_misfit(s) : NULL;
    if (why)
        return gh_bad(err, F_PHASE, why);
    if (st == TW_OK && s->phase == GH_PH_ACTIVATION)
        st = gh_check_activation(s, err);
    return st;
}

tw_status gh_check(const void *state, core_err *err)
{
    return gh_check_position(state, err) == TW_OK ? TW_OK : TW_E_STATE;
}

tw_status gh_from_text(void *state, const char *text, core_err *err)
{
    gh_state *s = state;
    memset(s, 0, sizeof *s);
    tw_status st = gh_read_fields(s, text, err);
    if (st == TW_OK)
        st = gh_check_position(s, err);
    return st;
}
