/*
 * dr_text.c: Droids' notation (docs/notation/droids.md): moves, the
 * one-line position text, the terminal picture and the JSON view.
 *
 * The position text is a list of key=value tokens. Reading it goes through
 * the same set-up as a new game (so params are checked the same way), then
 * overwrites the pieces, chits and turn state the text gives, then checks
 * what no single token can (robots on obstacles, too many chits, a position
 * with nothing to do).
 */
#include "droids/dr_internal.h"

#include "core/json.h"
#include "core/reader.h"

#include <stdlib.h>
#include <string.h>

static const char *const phase_names[DR_PHASES] = {
    "first", "setup", "pile", "draw", "take", "chit", "box", "sheet",
    "send",  "shot",  "pick", "put",  "uncover", "mine", "cover", "over",
};
static const char object_letters[] = "-OMCG";
static const char *const object_words[] = {"none", "obstacle", "mine", "cargo", "statue"};

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
static int chit_parse(core_span text)
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

static int kind_parse(core_span text)
{
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        if (core_span_is(text, dr_kind(k)->code))
            return k;
    return -1;
}

/* A number of at most 5 digits in [lo, hi], or -1. */
static int number_parse(core_span text, int lo, int hi)
{
    int v = -1;
    return text.len <= 5 && core_span_int(text, lo, hi, &v) ? v : -1;
}

/* "3a" -> transmitter 2, box 0. */
static int box_parse(core_span text, int *t, int *b)
{
    if (text.len < 2 || text.p[text.len - 1] < 'a' || text.p[text.len - 1] > 'c')
        return 0;
    core_span number = {text.p, text.len - 1};
    *t = number_parse(number, 1, DR_TX) - 1;
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

static int pile_parse(core_span text)
{
    for (int p = 0; p < DR_PILES; p++)
        if (core_span_is(text, dr_pile_name(p)))
            return p;
    return -1;
}

/* Decodes the argument of a move of the given type into a, b. */
static int move_arg_parse(int type, core_span arg, int *a, int *b)
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
        return (*a = pile_parse(arg)) >= 0;
    case DR_M_DRAWN:
    case DR_M_TAKE:
        return (*a = kind_parse(arg)) >= 0;
    case DR_M_CHIT: {
        int c = chit_parse(arg);
        *a = c & 15;
        *b = c >> 4;
        return c >= 0;
    }
    case DR_M_BOX:
        return box_parse(arg, a, b);
    case DR_M_PASS:
        return arg.len == 0;
    case DR_M_SEND:
    case DR_M_COVER:
    case DR_M_UNCOVER:
        return (*a = number_parse(arg, 1, DR_TX) - 1) >= 0;
    case DR_M_ROLL:
        return (*a = number_parse(arg, 0, 9)) >= 0;
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
        if (!move_arg_parse(type, arg, &a, &b))
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

/* ---- position text: writing ------------------------------------------------ */

static void write_mask(core_sb *out, const char *key, int mask)
{
    if (!mask)
        return;
    core_sb_printf(out, " %s=", key);
    for (int p = 0; p <= DR_KILLER; p++)
        if (mask >> p & 1)
            core_sb_putc(out, dr_seat_letter(p));
}

static void write_board(const dr_state *s, core_sb *out)
{
    if (dr_board_is_default(s)) {
        core_sb_puts(out, "board=standard");
        return;
    }
    static const char terrain_chars[] = ".~#";
    static const char cargo_chars[] = "~234";
    core_sb_puts(out, "board=");
    for (int r = DR_SIZE - 1; r >= 0; r--) {
        for (int f = 0; f < DR_SIZE; f++) {
            int q = r * DR_SIZE + f, c = terrain_chars[dr_terrain(s, q)];
            int mark = dr_cargo_mark(s, q);
            if (mark)
                c = cargo_chars[mark];
            for (int p = 0; p < DR_SEATS; p++)
                if (s->start_sq[p] == q)
                    c = "SNWE"[p];
            if (s->repair_home[0] == q || s->repair_home[1] == q)
                c = 'R';
            if (s->statue_home == q)
                c = 'G';
            core_sb_putc(out, (char)c);
        }
        if (r)
            core_sb_putc(out, '/');
    }
    core_sb_puts(out, " sheet=");
    for (int set = 0; set < DR_SHEET_SETS; set++) {
        if (set)
            core_sb_putc(out, '/');
        int any = 0;
        for (int b = 0; b < DR_BOXES; b++) {
            int o = s->sheet[set * DR_BOXES + b];
            if (!o)
                continue;
            if (any++)
                core_sb_putc(out, '+');
            dr_chit_text(o, out);
        }
        if (!any)
            core_sb_putc(out, '-');
    }
}

static void write_player(const dr_state *s, int p, core_sb *out)
{
    core_sb_printf(out, " %c=", dr_seat_letter(p));
    dr_square_name(s->robot[p], out);
    if (dr_carry_kind(s, p)) {
        core_sb_printf(out, ";carry:%c", object_letters[dr_carry_kind(s, p)]);
        if (dr_carry_count(s, p) > 1)
            core_sb_printf(out, "%d", dr_carry_count(s, p));
    }
    if (s->covered[p]) {
        core_sb_puts(out, ";dmg:");
        for (int t = 0, n = 0; t < DR_TX; t++)
            if (s->covered[p] >> t & 1)
                core_sb_printf(out, "%s%d", n++ ? "," : "", t + 1);
    }
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        for (int i = 0; i < dr_rack(s, p, k); i++)
            core_sb_printf(out, "%s%s", n++ ? "," : ";rack:", dr_kind(k)->code);
    n = 0;
    for (int i = 0; i < DR_TX * DR_BOXES; i++) {
        if (!s->tx[p][i])
            continue;
        core_sb_printf(out, "%s%d%c=", n++ ? "," : ";tx:", i / DR_BOXES + 1, 'a' + i % DR_BOXES);
        dr_chit_text(s->tx[p][i], out);
    }
    if (s->score[p])
        core_sb_printf(out, ";score:%d", s->score[p]);
    if (s->hits[p])
        core_sb_printf(out, ";hits:%d", s->hits[p]);
    if (s->rolls[p])
        core_sb_printf(out, ";rolls:%d", s->rolls[p]);
}

static void write_result(const dr_state *s, core_sb *out)
{
    if (s->result == DR_RESULT_NONE)
        return;
    core_sb_puts(out, " result=");
    if (s->result == DR_RESULT_DRAW)
        core_sb_puts(out, "draw");
    else if (s->result == DR_RESULT_NOBODY)
        core_sb_puts(out, "nobody");
    else if (s->result == DR_RESULT_TEAM_SN)
        core_sb_puts(out, "SN");
    else if (s->result == DR_RESULT_TEAM_WE)
        core_sb_puts(out, "WE");
    else
        core_sb_putc(out, dr_seat_letter(s->result - 1));
}

static void write_robots_objects(const dr_state *s, core_sb *out)
{
    if (s->robot[DR_R_REPAIR0] != DR_NONE || s->robot[DR_R_REPAIR1] != DR_NONE) {
        core_sb_puts(out, " R=");
        for (int i = DR_R_REPAIR0, n = 0; i <= DR_R_REPAIR1; i++)
            if (s->robot[i] != DR_NONE) {
                if (n++)
                    core_sb_putc(out, ',');
                dr_square_name(s->robot[i], out);
            }
    }
    if (s->robot[DR_R_GREY] != DR_NONE) {
        core_sb_puts(out, " G=");
        dr_square_name(s->robot[DR_R_GREY], out);
    }
    for (int q = 0, n = 0; q < DR_SQUARES; q++)
        if (dr_object(s, q)) {
            core_sb_puts(out, n++ ? "," : " obj=");
            core_sb_putc(out, object_letters[dr_object(s, q)]);
            dr_square_name(q, out);
        }
}

void dr_to_text(const void *state, core_sb *out)
{
    const dr_state *s = state;
    write_board(s, out);
    core_sb_printf(out, " scenario=%s players=%d", dr_scen(s->scenario)->name, s->players);
    if (s->killer_shots != 1)
        core_sb_printf(out, " shots=%d", s->killer_shots);
    if (s->teams)
        core_sb_puts(out, " teams=on");
    if (s->max_turns != 100)
        core_sb_printf(out, " maxturns=%d", s->max_turns);
    core_sb_printf(out, " turn=%d start=%c phase=%s", s->turn, dr_seat_letter(s->start),
                   phase_names[s->phase < DR_PHASES ? s->phase : 0]);
    if (s->cur != DR_NONE)
        core_sb_printf(out, " cur=%c", dr_seat_letter(s->cur));
    if (s->actor != DR_NONE)
        core_sb_printf(out, " actor=%c", dr_seat_letter(s->actor));
    if (s->step)
        core_sb_printf(out, " step=%d", s->step);
    if (s->phase == DR_PH_DRAW)
        core_sb_printf(out, " pile=%s", dr_pile_name(s->pile));
    if (s->chit) {
        core_sb_puts(out, " chit=");
        dr_chit_text(s->chit, out);
    }
    if (s->phase == DR_PH_SHOT)
        core_sb_printf(out, " shot=%c%d", dr_seat_letter(s->shot_target), s->shot_dist);
    if (s->sheet_roll)
        core_sb_printf(out, " sheetroll=%d", s->sheet_roll);
    for (int i = 0, n = 0; i < DR_SHEET_SETS * DR_BOXES; i++)
        if (s->ksent >> i & 1)
            core_sb_printf(out, "%s%d%c", n++ ? "," : " ksent=", i / DR_BOXES + 1,
                           'a' + i % DR_BOXES);
    write_mask(out, "out", s->out);
    write_mask(out, "passed", s->passed);
    write_mask(out, "done", s->done);
    write_mask(out, "sent", s->sent);
    for (int p = 0; p < s->players; p++)
        write_player(s, p, out);
    write_robots_objects(s, out);
    write_result(s, out);
}

/* ---- position text: reading --------------------------------------------------- */

#define MAX_TOKENS 40

/* One key=value token of the position, and whether a reader took it. */
typedef struct token {
    core_span key, value;
    int used;
} token;

typedef struct reader {
    token t[MAX_TOKENS];
    int n;
    core_err *err;
} reader;

static tw_status split_tokens(reader *r, const char *text)
{
    core_reader words;
    core_rd_init(&words, text, "position", r->err);
    r->n = 0;
    for (core_span word; (word = core_rd_token(&words, " ")).len > 0;) {
        core_span key, value;
        if (!core_span_cut(word, '=', &key, &value)) {
            core_span rest = {word.p, (size_t)(words.end - word.p)};
            return core_rd_fail(&words, NULL, "'%.*s' is not key=value", core_span_shown(rest, 20),
                                rest.p);
        }
        if (r->n == MAX_TOKENS)
            return core_rd_fail(&words, NULL, "too many tokens");
        for (int i = 0; i < r->n; i++)
            if (r->t[i].key.len == key.len && !memcmp(r->t[i].key.p, key.p, key.len))
                return core_rd_fail(&words, NULL, "'%.*s' given twice", (int)key.len, key.p);
        r->t[r->n++] = (token){key, value, 0};
    }
    return TW_OK;
}

static token *find(reader *r, const char *key)
{
    for (int i = 0; i < r->n; i++)
        if (core_span_is(r->t[i].key, key)) {
            r->t[i].used = 1;
            return &r->t[i];
        }
    return NULL;
}

static tw_status bad(reader *r, const token *t, const char *what)
{
    return core_fail(r->err, TW_E_PARSE, "position: %.*s=%.*s: %s", (int)t->key.len, t->key.p,
                     core_span_shown(t->value, 40), t->value.p, what);
}

/* Builds a board text from "row/row/..." and "set/set/..." and parses it. */
static tw_status read_board(dr_state *s, reader *r)
{
    token *b = find(r, "board"), *sh = find(r, "sheet");
    if (!b)
        return core_fail(r->err, TW_E_PARSE, "position: no board=");
    if (core_span_is(b->value, "standard")) {
        if (sh)
            return bad(r, sh, "the standard board has its own sheet");
        dr_board_default(s);
        return TW_OK;
    }
    char text[1024];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    for (size_t i = 0; i < b->value.len; i++)
        core_sb_putc(&sb, b->value.p[i] == '/' ? '\n' : b->value.p[i]);
    core_sb_putc(&sb, '\n');
    if (sh) {
        int set = 1;
        core_sb_puts(&sb, "sheet 1 ");
        for (size_t i = 0; i < sh->value.len; i++) {
            char c = sh->value.p[i];
            if (c == '/')
                core_sb_printf(&sb, "\nsheet %d ", ++set);
            else if (c == '+')
                core_sb_putc(&sb, ' ');
            else if (c != '-')
                core_sb_putc(&sb, c);
        }
        core_sb_putc(&sb, '\n');
    }
    if (core_sb_result(&sb) >= (int)sizeof text)
        return bad(r, b, "too long");
    return dr_board_parse(s, text, r->err);
}

static int int_token(reader *r, const char *key, int lo, int hi, int dflt, tw_status *st)
{
    token *t = find(r, key);
    if (!t)
        return dflt;
    int v = number_parse(t->value, lo, hi);
    if (v < 0)
        *st = bad(r, t, "not a number in range");
    return v;
}

static int scenario_parse(core_span name)
{
    int scenario = -1;
    for (int i = 0; i < DR_SCENARIOS; i++)
        if (core_span_is(name, dr_scen(i)->name))
            scenario = i;
    return scenario;
}

static tw_status read_params(dr_state *s, reader *r)
{
    token *sc = find(r, "scenario");
    if (!sc)
        return core_fail(r->err, TW_E_PARSE, "position: no scenario=");
    int scenario = scenario_parse(sc->value);
    if (scenario < 0)
        return bad(r, sc, "unknown scenario");
    tw_status st = TW_OK;
    int players = int_token(r, "players", 1, 4, 2, &st);
    int shots = int_token(r, "shots", 1, 6, 1, &st);
    int turns = int_token(r, "maxturns", 1, 1000, 100, &st);
    token *tm = find(r, "teams");
    if (tm && !core_span_is(tm->value, "on"))
        return bad(r, tm, "teams is on or absent");
    if (st != TW_OK)
        return st;
    core_err perr;
    if (dr_setup(s, players, scenario, shots, tm != NULL, turns, &perr) != TW_OK)
        return core_fail(r->err, TW_E_PARSE, "position: %s", perr.text);
    return TW_OK;
}

static int seat_parse(const token *t, int allow_killer)
{
    if (t->value.len != 1)
        return -1;
    int p = dr_seat_from_letter(t->value.p[0]);
    return p == DR_KILLER && !allow_killer ? -1 : p;
}

static tw_status read_mask(dr_state *s, reader *r, const char *key, uint8_t *mask)
{
    token *t = find(r, key);
    *mask = 0;
    if (!t)
        return TW_OK;
    for (size_t i = 0; i < t->value.len; i++) {
        int p = dr_seat_from_letter(t->value.p[i]);
        if (p < 0 || (p < DR_KILLER && p >= s->players) || (*mask >> p & 1))
            return bad(r, t, "not a list of seats in the game");
        *mask = (uint8_t)(*mask | 1u << p);
    }
    return TW_OK;
}

/* The optional seat a token names: cur= (a player) or actor= (or the killer). */
static tw_status read_seat(dr_state *s, reader *r, const token *t, int allow_killer, uint8_t *seat)
{
    *seat = DR_NONE;
    if (!t)
        return TW_OK;
    int p = seat_parse(t, allow_killer);
    if (p < 0 || (p < DR_KILLER && p >= s->players))
        return bad(r, t, "not a seat in the game");
    *seat = (uint8_t)p;
    return TW_OK;
}

static tw_status read_turn(dr_state *s, reader *r)
{
    tw_status st = TW_OK;
    int turn = int_token(r, "turn", 1, 65535, -1, &st);
    if (st != TW_OK)
        return st;
    if (turn < 0)
        return core_fail(r->err, TW_E_PARSE, "position: no turn=");
    s->turn = (uint16_t)turn;
    token *t = find(r, "start"), *ph = find(r, "phase"), *c = find(r, "cur"), *a = find(r, "actor");
    if (!t || !ph)
        return core_fail(r->err, TW_E_PARSE, "position: start= and phase= are required");
    int start = seat_parse(t, 0);
    if (start < 0 || start >= s->players)
        return bad(r, t, "not a seat in the game");
    s->start = (uint8_t)start;
    int phase = core_span_name(ph->value, phase_names, DR_PHASES);
    if (phase < 0)
        return bad(r, ph, "unknown phase");
    s->phase = (uint8_t)phase;
    st = read_seat(s, r, c, 0, &s->cur);
    if (st == TW_OK)
        st = read_seat(s, r, a, 1, &s->actor);
    if (st != TW_OK)
        return st;
    int step = int_token(r, "step", 0, 48, 0, &st);
    s->step = (uint8_t)step;
    int roll = int_token(r, "sheetroll", 1, 10, 0, &st);
    s->sheet_roll = (uint8_t)roll;
    return st;
}

/* ksent=3a,4b: the killer's sheet boxes sent this turn. */
static tw_status read_ksent(dr_state *s, reader *r, const token *t)
{
    core_span list = t->value, item;
    while (core_span_next(&list, ',', &item)) {
        int tt, b;
        if (!box_parse(item, &tt, &b))
            return bad(r, t, "expected sheet boxes like 3a,4b");
        s->ksent |= 1u << (tt * DR_BOXES + b);
    }
    return TW_OK;
}

static tw_status read_pending(dr_state *s, reader *r)
{
    token *t;
    s->pile = 0;
    if ((t = find(r, "pile")) != NULL) {
        int p = pile_parse(t->value);
        if (p < 0)
            return bad(r, t, "unknown pile");
        s->pile = (uint8_t)p;
    }
    s->chit = 0;
    if ((t = find(r, "chit")) != NULL) {
        int c = chit_parse(t->value);
        if (c < 0)
            return bad(r, t, "unknown chit");
        s->chit = (uint8_t)c;
    }
    s->shot_target = s->shot_dist = 0;
    if ((t = find(r, "shot")) != NULL) {
        core_span dist = {t->value.p + 1, t->value.len - 1};
        int p = t->value.len >= 2 ? dr_seat_from_letter(t->value.p[0]) : -1;
        int d = t->value.len >= 1 ? number_parse(dist, 1, 9) : -1;
        if (p < 0 || p >= s->players || d < 0)
            return bad(r, t, "expected a seat and a distance, e.g. N3");
        s->shot_target = (uint8_t)p;
        s->shot_dist = (uint8_t)d;
    }
    s->ksent = 0;
    tw_status st = (t = find(r, "ksent")) != NULL ? read_ksent(s, r, t) : TW_OK;
    if (st == TW_OK)
        st = read_mask(s, r, "out", &s->out);
    if (st == TW_OK)
        st = read_mask(s, r, "passed", &s->passed);
    if (st == TW_OK)
        st = read_mask(s, r, "done", &s->done);
    if (st == TW_OK)
        st = read_mask(s, r, "sent", &s->sent);
    return st;
}

/* One item of a list in a player's token (dmg:1,7 rack:V1,V2 tx:1a=V2n,3b=Se). */
static tw_status read_list_item(dr_state *s, reader *r, const token *t, int p, core_span key,
                                core_span item, uint8_t rack[DR_DRAW_KINDS + 1])
{
    if (core_span_is(key, "dmg")) {
        int tt = number_parse(item, 1, DR_TX);
        if (tt < 0)
            return bad(r, t, "dmg: transmitters 1..10");
        s->covered[p] = (uint16_t)(s->covered[p] | 1u << (tt - 1));
    } else if (core_span_is(key, "rack")) {
        int k = kind_parse(item);
        if (k < 0)
            return bad(r, t, "rack: unknown chit");
        rack[k]++;
    } else {
        core_span box, chit;
        int tt, b, c = core_span_cut(item, '=', &box, &chit) ? chit_parse(chit) : -1;
        if (c < 0 || !box_parse(box, &tt, &b))
            return bad(r, t, "tx: boxes like 3a=V2n");
        s->tx[p][tt * DR_BOXES + b] = (uint8_t)c;
    }
    return TW_OK;
}

/* carry:O3 (an object, with a count for obstacles). */
static tw_status read_carry(dr_state *s, reader *r, const token *t, int p, core_span arg)
{
    const char *o = arg.len ? memchr(object_letters + 1, arg.p[0], 4) : NULL;
    core_span count_text = {arg.p + 1, arg.len > 1 ? arg.len - 1 : 0};
    int count = arg.len > 1 ? number_parse(count_text, 1, 15) : 1;
    if (!o || count < 0)
        return bad(r, t, "carry: O, M, C or G, with a count for obstacles");
    s->carry[p] = (uint8_t)((o - object_letters) | count << 3);
    return TW_OK;
}

/* One ";"-separated item of a player's token. */
static tw_status read_player_item(dr_state *s, reader *r, const token *t, int p, core_span v,
                                  uint8_t rack[DR_DRAW_KINDS + 1])
{
    core_span key, arg;
    if (!core_span_cut(v, ':', &key, &arg))
        return bad(r, t, "expected key:value after the square");
    if (core_span_is(key, "carry"))
        return read_carry(s, r, t, p, arg);
    if (core_span_is(key, "dmg") || core_span_is(key, "rack") || core_span_is(key, "tx")) {
        core_span item;
        while (core_span_next(&arg, ',', &item)) {
            tw_status st = read_list_item(s, r, t, p, key, item, rack);
            if (st != TW_OK)
                return st;
        }
        return TW_OK;
    }
    uint8_t *field = core_span_is(key, "score")   ? &s->score[p]
                     : core_span_is(key, "hits")  ? &s->hits[p]
                     : core_span_is(key, "rolls") ? &s->rolls[p]
                                                  : NULL;
    int n = number_parse(arg, 0, 255);
    if (!field || n < 0)
        return bad(r, t, "unknown item (carry dmg rack tx score hits rolls)");
    *field = (uint8_t)n;
    return TW_OK;
}

/* Counts a rack's chits as read (a byte each) into its nibbles. A count
 * past 15 is kept at 15: any count above DR_RACK is refused alike by the
 * check of rack sizes that follows. */
static void store_rack(dr_state *s, int p, const uint8_t rack[DR_DRAW_KINDS + 1])
{
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        dr_rack_add(s, p, k, rack[k] < 15 ? rack[k] : 15);
}

/* S=e1;carry:O;dmg:1,7;...: the droid's square, then ";"-separated items. */
static tw_status read_player(dr_state *s, reader *r, const token *t, int p)
{
    core_span items = t->value, square;
    if (!core_span_next(&items, ';', &square))
        square = items;
    int sq = dr_square_parse(square.p, square.len);
    if (sq < 0)
        return bad(r, t, "expected the droid's square first");
    s->robot[p] = (uint8_t)sq;
    s->carry[p] = 0;
    uint8_t rack[DR_DRAW_KINDS + 1] = {0};
    core_span item;
    int trailing = t->value.len > 0 && t->value.p[t->value.len - 1] == ';';
    while (core_span_next(&items, ';', &item)) {
        tw_status st = read_player_item(s, r, t, p, item, rack);
        if (st != TW_OK)
            return st;
    }
    if (trailing && square.len < t->value.len) {
        core_span empty = {t->value.p + t->value.len, 0};
        tw_status st = read_player_item(s, r, t, p, empty, rack);
        if (st != TW_OK)
            return st;
    }
    store_rack(s, p, rack);
    return TW_OK;
}

static tw_status read_players(dr_state *s, reader *r)
{
    for (int p = 0; p < s->players; p++) {
        char key[2] = {dr_seat_letter(p), 0};
        token *t = find(r, key);
        if (!t)
            return core_fail(r->err, TW_E_PARSE, "position: no %s= for player %d", key, p);
        tw_status st = read_player(s, r, t, p);
        if (st != TW_OK)
            return st;
    }
    return TW_OK;
}

static tw_status read_squares_list(reader *r, token *t, int with_letter, int *sq, int *kind,
                                   int cap, int *n)
{
    core_span list = t->value, item;
    *n = 0;
    while (core_span_next(&list, ',', &item)) {
        const char *o = with_letter && item.len ? memchr(object_letters + 1, item.p[0], 3) : NULL;
        size_t skip = with_letter && item.len ? 1 : 0;
        int q = dr_square_parse(item.p + skip, item.len - skip);
        if (q < 0 || *n == cap || (with_letter && !o))
            return bad(r, t, with_letter ? "expected objects like Oc4,Md4,Cb5" : "expected squares");
        sq[*n] = q;
        kind[*n] = o ? (int)(o - object_letters) : 0;
        (*n)++;
    }
    return TW_OK;
}

static tw_status read_pieces(dr_state *s, reader *r)
{
    memset(s->robot + DR_R_REPAIR0, DR_NONE, 3);
    memset(s->objects, 0, sizeof s->objects);
    int sq[DR_SQUARES], kind[DR_SQUARES], n;
    token *t;
    if ((t = find(r, "R")) != NULL) {
        tw_status st = read_squares_list(r, t, 0, sq, kind, 2, &n);
        if (st != TW_OK)
            return st;
        for (int i = 0; i < n; i++)
            s->robot[DR_R_REPAIR0 + i] = (uint8_t)sq[i];
    }
    if ((t = find(r, "G")) != NULL) {
        int q = dr_square_parse(t->value.p, t->value.len);
        if (q < 0)
            return bad(r, t, "expected a square");
        s->robot[DR_R_GREY] = (uint8_t)q;
    }
    if ((t = find(r, "obj")) != NULL) {
        tw_status st = read_squares_list(r, t, 1, sq, kind, DR_SQUARES, &n);
        if (st != TW_OK)
            return st;
        for (int i = 0; i < n; i++)
            dr_set_object(s, sq[i], dr_object(s, sq[i]) | kind[i]);
    }
    dr_sort_repair(s);
    return TW_OK;
}

static tw_status read_result(dr_state *s, reader *r)
{
    static const char *const words[] = {"draw", "nobody", "SN", "WE", "S", "N", "W", "E"};
    static const uint8_t codes[] = {DR_RESULT_DRAW, DR_RESULT_NOBODY, DR_RESULT_TEAM_SN,
                                    DR_RESULT_TEAM_WE, 1, 2, 3, 4};
    token *t = find(r, "result");
    s->result = DR_RESULT_NONE;
    if (!t)
        return s->phase == DR_PH_OVER ? core_fail(r->err, TW_E_PARSE, "position: over needs result=")
                                      : TW_OK;
    if (s->phase != DR_PH_OVER)
        return bad(r, t, "only when phase=over");
    int i = core_span_name(t->value, words, (int)(sizeof words / sizeof words[0]));
    if (i < 0)
        return bad(r, t, "draw, nobody, SN, WE or a seat");
    s->result = codes[i];
    return TW_OK;
}

/* Who must be named for a phase to make sense. */
static tw_status check_phase(const dr_state *s, core_err *err)
{
    static const uint8_t needs_cur[DR_PHASES] = {0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0};
    if (needs_cur[s->phase] != (s->cur != DR_NONE))
        return core_fail(err, TW_E_PARSE, "position: phase=%s %s cur=", phase_names[s->phase],
                         needs_cur[s->phase] ? "needs" : "takes no");
    if ((s->phase == DR_PH_BOX) != (s->chit != 0))
        return core_fail(err, TW_E_PARSE, "position: chit= goes with phase=box only");
    if ((s->phase == DR_PH_SHOT) != (s->shot_dist != 0))
        return core_fail(err, TW_E_PARSE, "position: shot= goes with phase=shot only");
    const char *problem = dr_phase_problem(s);
    if (problem)
        return core_fail(err, TW_E_PARSE, "position: phase=%s: %s", phase_names[s->phase],
                         problem);
    if (s->phase != DR_PH_OVER) {
        tw_move moves[TW_MOVES_MAX];
        if (dr_legal_moves(s, moves) == 0)
            return core_fail(err, TW_E_PARSE, "position: nothing can be played (phase=%s)",
                             phase_names[s->phase]);
    }
    return TW_OK;
}

tw_status dr_from_text(void *state, const char *text, core_err *err)
{
    dr_state *s = state;
    reader r;
    r.err = err;
    memset(s, 0, sizeof *s);
    tw_status st = split_tokens(&r, text);
    if (st == TW_OK)
        st = read_board(s, &r);
    if (st == TW_OK)
        st = read_params(s, &r);
    if (st == TW_OK)
        st = read_turn(s, &r);
    if (st == TW_OK)
        st = read_pending(s, &r);
    if (st == TW_OK)
        st = read_players(s, &r);
    if (st == TW_OK)
        st = read_pieces(s, &r);
    if (st == TW_OK)
        st = read_result(s, &r);
    if (st != TW_OK)
        return st;
    for (int i = 0; i < r.n; i++)
        if (!r.t[i].used)
            return core_fail(err, TW_E_PARSE, "position: unknown key '%.*s'", (int)r.t[i].key.len,
                             r.t[i].key.p);
    if (!dr_canonical_check(s, err))
        return TW_E_PARSE;
    dr_pile_left_rebuild(s); /* as set-up and the rules keep it: counts checked above */
    return check_phase(s, err);
}

tw_status dr_check(const void *state, core_err *err)
{
    const dr_state *s = state;
    if (!dr_canonical_check(s, err) || check_phase(s, err) != TW_OK)
        return TW_E_STATE;
    return TW_OK;
}

/* ---- views ---------------------------------------------------------------------- */

static int sees_rack(int viewer, int p)
{
    return viewer == TW_VIEW_ALL || viewer == p;
}

static char square_char(const dr_state *s, int q)
{
    static const char terrain_chars[] = ".~#";
    static const char object_chars[] = " o*$";
    for (int i = 0; i < DR_ROBOTS; i++)
        if (s->robot[i] == q)
            return i < DR_SEATS ? dr_seat_letter(i)
                   : i == DR_R_GREY ? (dr_scen(s->scenario)->grey == DR_GREY_KILLER ? 'K' : 'G')
                                    : 'R';
    if (dr_object(s, q))
        return object_chars[dr_object(s, q)];
    return terrain_chars[dr_terrain(s, q)];
}

static int rack_size(const dr_state *s, int p)
{
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        n += dr_rack(s, p, k);
    return n;
}

void dr_render(const void *state, int viewer, core_sb *out)
{
    const dr_state *s = state;
    core_sb_printf(out, "Droids: %s, turn %d, start player %c\n", dr_scen(s->scenario)->name,
                   s->turn, dr_seat_letter(s->start));
    for (int r = DR_SIZE - 1; r >= 0; r--) {
        core_sb_printf(out, "%2d ", r + 1);
        for (int f = 0; f < DR_SIZE; f++)
            core_sb_putc(out, square_char(s, r * DR_SIZE + f));
        core_sb_putc(out, '\n');
    }
    core_sb_puts(out, "   abcdefghij\n");
    for (int p = 0; p < s->players; p++) {
        core_sb_printf(out, "%c: ", dr_seat_letter(p));
        dr_square_name(s->robot[p], out);
        if (s->out >> p & 1)
            core_sb_puts(out, " (eliminated)");
        if (dr_carry_kind(s, p))
            core_sb_printf(out, " carries %s x%d", object_words[dr_carry_kind(s, p)],
                           dr_carry_count(s, p));
        core_sb_puts(out, " |");
        for (int t = 0; t < DR_TX; t++) {
            core_sb_putc(out, ' ');
            if (s->covered[p] >> t & 1) {
                core_sb_puts(out, "XX");
                continue;
            }
            for (int b = 0; b < DR_BOXES; b++) {
                if (b)
                    core_sb_putc(out, '/');
                if (s->tx[p][t * DR_BOXES + b])
                    dr_chit_text(s->tx[p][t * DR_BOXES + b], out);
                else
                    core_sb_putc(out, '.');
            }
        }
        core_sb_printf(out, " | rack %d", rack_size(s, p));
        if (sees_rack(viewer, p))
            for (int k = 1; k <= DR_DRAW_KINDS; k++)
                for (int i = 0; i < dr_rack(s, p, k); i++)
                    core_sb_printf(out, " %s", dr_kind(k)->code);
        core_sb_putc(out, '\n');
    }
    core_sb_puts(out, "Now: ");
    dr_describe(s, out);
    core_sb_putc(out, '\n');
}

/* A square as a JSON string, or null for none. */
static void json_square(core_json *j, int q)
{
    if (q == DR_NONE) {
        core_json_null(j);
        return;
    }
    char name[4];
    core_sb sb;
    core_sb_init(&sb, name, sizeof name);
    dr_square_name(q, &sb);
    core_json_string(j, name);
}

/* A chit ("V2n", "" for none) as a JSON string. */
static void json_chit(core_json *j, int chit)
{
    char text[8];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    if (chit)
        dr_chit_text(chit, &sb);
    core_json_string(j, text);
}

static void json_transmitters(const dr_state *s, int p, core_json *j)
{
    core_json_key(j, "covered");
    core_json_array(j);
    for (int t = 0; t < DR_TX; t++)
        if (s->covered[p] >> t & 1)
            core_json_int(j, t + 1);
    core_json_end(j);
    core_json_key(j, "transmitters");
    core_json_array(j);
    for (int t = 0; t < DR_TX; t++) {
        core_json_array(j);
        for (int b = 0; b < DR_BOXES; b++)
            json_chit(j, s->tx[p][t * DR_BOXES + b]);
        core_json_end(j);
    }
    core_json_end(j);
}

static void json_rack(const dr_state *s, int p, int viewer, core_json *j)
{
    core_json_key_int(j, "rack_size", rack_size(s, p));
    core_json_key(j, "rack");
    if (!sees_rack(viewer, p)) {
        core_json_null(j);
        return;
    }
    core_json_array(j);
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        for (int c = 0; c < dr_rack(s, p, k); c++)
            core_json_string(j, dr_kind(k)->code);
    core_json_end(j);
}

static void json_player(const dr_state *s, int p, int viewer, core_json *j)
{
    char seat[2] = {dr_seat_letter(p), '\0'};
    core_json_object(j);
    core_json_key_string(j, "seat", seat);
    core_json_key(j, "square");
    json_square(j, s->robot[p]);
    core_json_key_bool(j, "eliminated", s->out >> p & 1);
    core_json_key_string(j, "carry", object_words[dr_carry_kind(s, p)]);
    core_json_key_int(j, "carry_count", dr_carry_count(s, p));
    json_transmitters(s, p, j);
    json_rack(s, p, viewer, j);
    core_json_key_int(j, "score", s->score[p]);
    core_json_key_int(j, "hits_pending", s->hits[p]);
    core_json_end(j);
}

static void json_board(const dr_state *s, core_json *j)
{
    core_json_key(j, "board");
    core_json_array(j);
    for (int r = DR_SIZE - 1; r >= 0; r--) {
        char row[DR_SIZE + 1];
        for (int f = 0; f < DR_SIZE; f++)
            row[f] = square_char(s, r * DR_SIZE + f);
        row[DR_SIZE] = '\0';
        core_json_string(j, row);
    }
    core_json_end(j);
    core_json_key(j, "repair_robots");
    core_json_array(j);
    json_square(j, s->robot[DR_R_REPAIR0]);
    json_square(j, s->robot[DR_R_REPAIR1]);
    core_json_end(j);
    core_json_key(j, "grey");
    json_square(j, s->robot[DR_R_GREY]);
}

/* What is left in each pile; the kinds in them for the omniscient view. */
static void json_piles(const dr_state *s, int viewer, core_json *j)
{
    core_json_key(j, "piles");
    core_json_object(j);
    for (int pile = 0; pile < DR_PILES; pile++) {
        int n = 0;
        for (int k = 1; k <= DR_DRAW_KINDS; k++)
            n += dr_kind(k)->pile == pile ? dr_pile_left(s, k) : 0;
        core_json_key_int(j, dr_pile_name(pile), n);
    }
    core_json_end(j);
    core_json_key(j, "pile_kinds");
    if (viewer != TW_VIEW_ALL) {
        core_json_null(j);
        return;
    }
    core_json_object(j);
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        core_json_key_int(j, dr_kind(k)->code, dr_pile_left(s, k));
    core_json_end(j);
}

void dr_to_json(const void *state, int viewer, core_sb *out)
{
    const dr_state *s = state;
    core_json j;
    core_json_init(&j, out);
    core_json_object(&j);
    core_json_key_string(&j, "scenario", dr_scen(s->scenario)->name);
    core_json_key_int(&j, "turn", s->turn);
    core_json_key_int(&j, "max_turns", s->max_turns);
    core_json_key_int(&j, "start_player", s->start);
    core_json_key_string(&j, "phase", phase_names[s->phase < DR_PHASES ? s->phase : 0]);
    json_board(s, &j);
    core_json_key(&j, "players");
    core_json_array(&j);
    for (int p = 0; p < s->players; p++)
        json_player(s, p, viewer, &j);
    core_json_end(&j);
    json_piles(s, viewer, &j);
    core_json_key_int(&j, "sheet_roll", s->sheet_roll);
    core_json_end(&j);
}
