/* SPDX-License-Identifier: MIT */
/*
 * dr_position.c: Droids' one-line position text (docs/notation/droids.md),
 * both ways, and the check a position must pass.
 *
 * The position text is a list of key=value tokens. Reading it goes through
 * the same set-up as a new game (so params are checked the same way), then
 * overwrites the pieces, chits and turn state the text gives, then checks
 * what no single token can (robots on obstacles, too many chits, a position
 * with nothing to do): dr_check(), which debug builds also run after every
 * apply and undo.
 */
#include "droids/dr_state.h"

#include <string.h>

#include "core/reader.h"


/* ---- position text: writing ------------------------------------------------ */

static void dr_write_mask(core_sb *out, const char *key, int mask)
{
    if (!mask)
        return;
    core_sb_printf(out, " %s=", key);
    for (int p = 0; p <= DR_KILLER; p++)
        if (mask >> p & 1)
            core_sb_putc(out, dr_seat_letter(p));
}

static void dr_write_board(const dr_state *s, core_sb *out)
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

/* A rack the viewer may not see: its chits counted by pile, `?V3,?B2`
 * (the pile's initial, as the chits' codes begin). */
static void dr_write_masked_rack(const dr_state *s, int p, core_sb *out)
{
    for (int pile = 0, n = 0; pile < DR_PILES; pile++) {
        int count = dr_rack_pile_count(s, p, pile);
        if (count)
            core_sb_printf(out, "%s?%c%d", n++ ? "," : ";rack:", dr_pile_letter(pile), count);
    }
}

static void dr_write_rack(const dr_state *s, int p, int viewer, core_sb *out)
{
    if (!dr_sees_rack(s, viewer, p)) {
        dr_write_masked_rack(s, p, out);
        return;
    }
    int n = 0;
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        for (int i = 0; i < dr_rack(s, p, k); i++)
            core_sb_printf(out, "%s%s", n++ ? "," : ";rack:", dr_kind(k)->code);
}

static void dr_write_player(const dr_state *s, int p, int viewer, core_sb *out)
{
    core_sb_printf(out, " %c=", dr_seat_letter(p));
    dr_square_name(s->robot[p], out);
    if (dr_carry_kind(s, p)) {
        core_sb_printf(out, ";carry:%s", dr_objects[dr_carry_kind(s, p)].code);
        if (dr_carry_count(s, p) > 1)
            core_sb_printf(out, "%d", dr_carry_count(s, p));
    }
    if (s->covered[p]) {
        core_sb_puts(out, ";dmg:");
        for (int t = 0, n = 0; t < DR_TX; t++)
            if (s->covered[p] >> t & 1)
                core_sb_printf(out, "%s%d", n++ ? "," : "", t + 1);
    }
    dr_write_rack(s, p, viewer, out);
    int n = 0;
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

static void dr_write_result(const dr_state *s, core_sb *out)
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

static void dr_write_robots_objects(const dr_state *s, core_sb *out)
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
            core_sb_puts(out, dr_objects[dr_object(s, q)].code);
            dr_square_name(q, out);
        }
}

void dr_to_text(const void *state, core_sb *out)
{
    dr_to_text_for(state, TW_VIEW_ALL, out);
}

void dr_to_text_for(const dr_state *s, int viewer, core_sb *out)
{
    dr_write_board(s, out);
    core_sb_printf(out, " scenario=%s players=%d", dr_scen(s->scenario)->name, s->players);
    if (s->killer_shots != 1)
        core_sb_printf(out, " shots=%d", s->killer_shots);
    if (s->teams)
        core_sb_puts(out, " teams=on");
    if (s->max_turns != 100)
        core_sb_printf(out, " maxturns=%d", s->max_turns);
    core_sb_printf(out, " turn=%d start=%c phase=%s", s->turn, dr_seat_letter(s->start),
                   dr_phase_names[s->phase < DR_PHASES ? s->phase : 0]);
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
    dr_write_mask(out, "out", s->out);
    dr_write_mask(out, "passed", s->passed);
    dr_write_mask(out, "done", s->done);
    dr_write_mask(out, "sent", s->sent);
    for (int p = 0; p < s->players; p++)
        dr_write_player(s, p, viewer, out);
    dr_write_robots_objects(s, out);
    dr_write_result(s, out);
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

static tw_status dr_split_tokens(reader *r, const char *text)
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

static token *dr_find(reader *r, const char *key)
{
    for (int i = 0; i < r->n; i++)
        if (core_span_is(r->t[i].key, key)) {
            r->t[i].used = 1;
            return &r->t[i];
        }
    return NULL;
}

static tw_status dr_bad(reader *r, const token *t, const char *what)
{
    return core_fail(r->err, TW_E_PARSE, "position: %.*s=%.*s: %s", (int)t->key.len, t->key.p,
                     core_span_shown(t->value, 40), t->value.p, what);
}

/* Builds a board text from "row/row/..." and "set/set/..." and parses it. */
static tw_status dr_read_board(dr_state *s, reader *r)
{
    token *b = dr_find(r, "board"), *sh = dr_find(r, "sheet");
    if (!b)
        return core_fail(r->err, TW_E_PARSE, "position: no board=");
    if (core_span_is(b->value, "standard")) {
        if (sh)
            return dr_bad(r, sh, "the standard board has its own sheet");
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
        return dr_bad(r, b, "too long");
    return dr_board_parse(s, text, r->err);
}

static int dr_int_token(reader *r, const char *key, int lo, int hi, int dflt, tw_status *st)
{
    token *t = dr_find(r, key);
    if (!t)
        return dflt;
    int v = dr_number_parse(t->value, lo, hi);
    if (v < 0)
        *st = dr_bad(r, t, "not a number in range");
    return v;
}

static int dr_scenario_parse(core_span name)
{
    int scenario = -1;
    for (int i = 0; i < DR_SCENARIOS; i++)
        if (core_span_is(name, dr_scen(i)->name))
            scenario = i;
    return scenario;
}

static tw_status dr_read_params(dr_state *s, reader *r)
{
    token *sc = dr_find(r, "scenario");
    if (!sc)
        return core_fail(r->err, TW_E_PARSE, "position: no scenario=");
    int scenario = dr_scenario_parse(sc->value);
    if (scenario < 0)
        return dr_bad(r, sc, "unknown scenario");
    tw_status st = TW_OK;
    int players = dr_int_token(r, "players", 1, 4, 2, &st);
    int shots = dr_int_token(r, "shots", 1, 6, 1, &st);
    int turns = dr_int_token(r, "maxturns", 1, 1000, 100, &st);
    token *tm = dr_find(r, "teams");
    if (tm && !core_span_is(tm->value, "on"))
        return dr_bad(r, tm, "teams is on or absent");
    if (st != TW_OK)
        return st;
    core_err perr;
    if (dr_setup(s, players, scenario, shots, tm != NULL, turns, &perr) != TW_OK)
        return core_fail(r->err, TW_E_PARSE, "position: %s", perr.text);
    return TW_OK;
}

static int dr_seat_parse(const token *t, int allow_killer)
{
    if (t->value.len != 1)
        return -1;
    int p = dr_seat_from_letter(t->value.p[0]);
    return p == DR_KILLER && !allow_killer ? -1 : p;
}

static tw_status dr_read_mask(dr_state *s, reader *r, const char *key, uint8_t *mask)
{
    token *t = dr_find(r, key);
    *mask = 0;
    if (!t)
        return TW_OK;
    for (size_t i = 0; i < t->value.len; i++) {
        int p = dr_seat_from_letter(t->value.p[i]);
        if (p < 0 || (p < DR_KILLER && p >= s->players) || (*mask >> p & 1))
            return dr_bad(r, t, "not a list of seats in the game");
        *mask = (uint8_t)(*mask | 1u << p);
    }
    return TW_OK;
}

/* The optional seat a token names: cur= (a player) or actor= (or the killer). */
static tw_status dr_read_seat(dr_state *s, reader *r, const token *t, int allow_killer,
                              uint8_t *seat)
{
    *seat = DR_NONE;
    if (!t)
        return TW_OK;
    int p = dr_seat_parse(t, allow_killer);
    if (p < 0 || (p < DR_KILLER && p >= s->players))
        return dr_bad(r, t, "not a seat in the game");
    *seat = (uint8_t)p;
    return TW_OK;
}

static tw_status dr_read_turn(dr_state *s, reader *r)
{
    tw_status st = TW_OK;
    int turn = dr_int_token(r, "turn", 1, 65535, -1, &st);
    if (st != TW_OK)
        return st;
    if (turn < 0)
        return core_fail(r->err, TW_E_PARSE, "position: no turn=");
    s->turn = (uint16_t)turn;
    token *t = dr_find(r, "start"), *ph = dr_find(r, "phase");
    token *c = dr_find(r, "cur"), *a = dr_find(r, "actor");
    if (!t || !ph)
        return core_fail(r->err, TW_E_PARSE, "position: start= and phase= are required");
    int start = dr_seat_parse(t, 0);
    if (start < 0 || start >= s->players)
        return dr_bad(r, t, "not a seat in the game");
    s->start = (uint8_t)start;
    int phase = core_span_name(ph->value, dr_phase_names, DR_PHASES);
    if (phase < 0)
        return dr_bad(r, ph, "unknown phase");
    s->phase = (uint8_t)phase;
    st = dr_read_seat(s, r, c, 0, &s->cur);
    if (st == TW_OK)
        st = dr_read_seat(s, r, a, 1, &s->actor);
    if (st != TW_OK)
        return st;
    int step = dr_int_token(r, "step", 0, 48, 0, &st);
    s->step = (uint8_t)step;
    int roll = dr_int_token(r, "sheetroll", 1, 10, 0, &st);
    s->sheet_roll = (uint8_t)roll;
    return st;
}

/* ksent=3a,4b: the killer's sheet boxes sent this turn. */
static tw_status dr_read_ksent(dr_state *s, reader *r, const token *t)
{
    core_span list = t->value, item;
    while (core_span_next(&list, ',', &item)) {
        int tt, b;
        if (!dr_box_parse(item, &tt, &b))
            return dr_bad(r, t, "expected sheet boxes like 3a,4b");
        s->ksent |= 1u << (tt * DR_BOXES + b);
    }
    return TW_OK;
}

static tw_status dr_read_pending(dr_state *s, reader *r)
{
    token *t;
    s->pile = 0;
    if ((t = dr_find(r, "pile")) != NULL) {
        int p = dr_pile_parse(t->value);
        if (p < 0)
            return dr_bad(r, t, "unknown pile");
        s->pile = (uint8_t)p;
    }
    s->chit = 0;
    if ((t = dr_find(r, "chit")) != NULL) {
        int c = dr_chit_parse(t->value);
        if (c < 0)
            return dr_bad(r, t, "unknown chit");
        s->chit = (uint8_t)c;
    }
    s->shot_target = s->shot_dist = 0;
    if ((t = dr_find(r, "shot")) != NULL) {
        core_span dist = {t->value.p + 1, t->value.len - 1};
        int p = t->value.len >= 2 ? dr_seat_from_letter(t->value.p[0]) : -1;
        int d = t->value.len >= 1 ? dr_number_parse(dist, 1, 9) : -1;
        if (p < 0 || p >= s->players || d < 0)
            return dr_bad(r, t, "expected a seat and a distance, e.g. N3");
        s->shot_target = (uint8_t)p;
        s->shot_dist = (uint8_t)d;
    }
    s->ksent = 0;
    tw_status st = (t = dr_find(r, "ksent")) != NULL ? dr_read_ksent(s, r, t) : TW_OK;
    if (st == TW_OK)
        st = dr_read_mask(s, r, "out", &s->out);
    if (st == TW_OK)
        st = dr_read_mask(s, r, "passed", &s->passed);
    if (st == TW_OK)
        st = dr_read_mask(s, r, "done", &s->done);
    if (st == TW_OK)
        st = dr_read_mask(s, r, "sent", &s->sent);
    return st;
}

/* One item of a list in a player's token (dmg:1,7 rack:V1,V2 tx:1a=V2n,3b=Se). */
static tw_status dr_read_list_item(dr_state *s, reader *r, const token *t, int p, core_span key,
                                core_span item, uint8_t rack[DR_DRAW_KINDS + 1])
{
    if (core_span_is(key, "dmg")) {
        int tt = dr_number_parse(item, 1, DR_TX);
        if (tt < 0)
            return dr_bad(r, t, "dmg: transmitters 1..10");
        s->covered[p] = (uint16_t)(s->covered[p] | 1u << (tt - 1));
    } else if (core_span_is(key, "rack")) {
        int k = dr_kind_parse(item);
        if (k < 0)
            return dr_bad(r, t, "rack: unknown chit");
        rack[k]++;
    } else {
        core_span box, chit;
        int tt, b, c = core_span_cut(item, '=', &box, &chit) ? dr_chit_parse(chit) : -1;
        if (c < 0 || !dr_box_parse(box, &tt, &b))
            return dr_bad(r, t, "tx: boxes like 3a=V2n");
        s->tx[p][tt * DR_BOXES + b] = (uint8_t)c;
    }
    return TW_OK;
}

/* carry:O3 (an object, with a count for obstacles). */
static tw_status dr_read_carry(dr_state *s, reader *r, const token *t, int p, core_span arg)
{
    int o = arg.len ? dr_object_of_code(arg.p[0], DR_OBJ_STATUE) : DR_OBJ_NONE;
    core_span count_text = {arg.p + 1, arg.len > 1 ? arg.len - 1 : 0};
    int count = arg.len > 1 ? dr_number_parse(count_text, 1, 15) : 1;
    if (!o || count < 0)
        return dr_bad(r, t, "carry: O, M, C or G, with a count for obstacles");
    s->carry[p] = (uint8_t)(o | count << 3);
    return TW_OK;
}

/* One ";"-separated item of a player's token. */
static tw_status dr_read_player_item(dr_state *s, reader *r, const token *t, int p, core_span v,
                                  uint8_t rack[DR_DRAW_KINDS + 1])
{
    core_span key, arg;
    if (!core_span_cut(v, ':', &key, &arg))
        return dr_bad(r, t, "expected key:value after the square");
    if (core_span_is(key, "carry"))
        return dr_read_carry(s, r, t, p, arg);
    if (core_span_is(key, "dmg") || core_span_is(key, "rack") || core_span_is(key, "tx")) {
        core_span item;
        while (core_span_next(&arg, ',', &item)) {
            tw_status st = dr_read_list_item(s, r, t, p, key, item, rack);
            if (st != TW_OK)
                return st;
        }
        return TW_OK;
    }
    uint8_t *field = core_span_is(key, "score")   ? &s->score[p]
                     : core_span_is(key, "hits")  ? &s->hits[p]
                     : core_span_is(key, "rolls") ? &s->rolls[p]
                                                  : NULL;
    int n = dr_number_parse(arg, 0, 255);
    if (!field || n < 0)
        return dr_bad(r, t, "unknown item (carry dmg rack tx score hits rolls)");
    *field = (uint8_t)n;
    return TW_OK;
}

/* Counts a rack's chits as read (a byte each) into its nibbles. A count
 * past 15 is kept at 15: any count above DR_RACK is refused alike by the
 * check of rack sizes that follows. */
static void dr_store_rack(dr_state *s, int p, const uint8_t rack[DR_DRAW_KINDS + 1])
{
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        dr_rack_add(s, p, k, rack[k] < 15 ? rack[k] : 15);
}

/* S=e1;carry:O;dmg:1,7;...: the droid's square, then ";"-separated items. */
static tw_status dr_read_player(dr_state *s, reader *r, const token *t, int p)
{
    core_span items = t->value, square;
    if (!core_span_next(&items, ';', &square))
        square = items;
    int sq = dr_square_parse(square.p, square.len);
    if (sq < 0)
        return dr_bad(r, t, "expected the droid's square first");
    s->robot[p] = (uint8_t)sq;
    s->carry[p] = 0;
    uint8_t rack[DR_DRAW_KINDS + 1] = {0};
    core_span item;
    int trailing = t->value.len > 0 && t->value.p[t->value.len - 1] == ';';
    while (core_span_next(&items, ';', &item)) {
        tw_status st = dr_read_player_item(s, r, t, p, item, rack);
        if (st != TW_OK)
            return st;
    }
    if (trailing && square.len < t->value.len) {
        core_span empty = {t->value.p + t->value.len, 0};
        tw_status st = dr_read_player_item(s, r, t, p, empty, rack);
        if (st != TW_OK)
            return st;
    }
    dr_store_rack(s, p, rack);
    return TW_OK;
}

static tw_status dr_read_players(dr_state *s, reader *r)
{
    for (int p = 0; p < s->players; p++) {
        char key[2] = {dr_seat_letter(p), 0};
        token *t = dr_find(r, key);
        if (!t)
            return core_fail(r->err, TW_E_PARSE, "position: no %s= for player %d", key, p);
        tw_status st = dr_read_player(s, r, t, p);
        if (st != TW_OK)
            return st;
    }
    return TW_OK;
}

static tw_status dr_read_squares_list(reader *r, token *t, int with_letter, int *sq, int *kind,
                                   int cap, int *n)
{
    core_span list = t->value, item;
    *n = 0;
    while (core_span_next(&list, ',', &item)) {
        int o = with_letter && item.len ? dr_object_of_code(item.p[0], DR_OBJ_CARGO) : DR_OBJ_NONE;
        size_t skip = with_letter && item.len ? 1 : 0;
        int q = dr_square_parse(item.p + skip, item.len - skip);
        if (q < 0 || *n == cap || (with_letter && !o))
            return dr_bad(r, t, with_letter ? "expected objects like Oc4,Md4,Cb5"
                                            : "expected squares");
        sq[*n] = q;
        kind[*n] = o;
        (*n)++;
    }
    return TW_OK;
}

static tw_status dr_read_pieces(dr_state *s, reader *r)
{
    memset(s->robot + DR_R_REPAIR0, DR_NONE, 3);
    memset(s->objects, 0, sizeof s->objects);
    int sq[DR_SQUARES], kind[DR_SQUARES], n;
    token *t;
    if ((t = dr_find(r, "R")) != NULL) {
        tw_status st = dr_read_squares_list(r, t, 0, sq, kind, 2, &n);
        if (st != TW_OK)
            return st;
        for (int i = 0; i < n; i++)
            s->robot[DR_R_REPAIR0 + i] = (uint8_t)sq[i];
    }
    if ((t = dr_find(r, "G")) != NULL) {
        int q = dr_square_parse(t->value.p, t->value.len);
        if (q < 0)
            return dr_bad(r, t, "expected a square");
        s->robot[DR_R_GREY] = (uint8_t)q;
    }
    if ((t = dr_find(r, "obj")) != NULL) {
        tw_status st = dr_read_squares_list(r, t, 1, sq, kind, DR_SQUARES, &n);
        if (st != TW_OK)
            return st;
        for (int i = 0; i < n; i++)
            dr_set_object(s, sq[i], dr_object(s, sq[i]) | kind[i]);
    }
    dr_sort_repair(s);
    return TW_OK;
}

static tw_status dr_read_result(dr_state *s, reader *r)
{
    static const char *const words[] = {"draw", "nobody", "SN", "WE", "S", "N", "W", "E"};
    static const uint8_t codes[] = {DR_RESULT_DRAW, DR_RESULT_NOBODY, DR_RESULT_TEAM_SN,
                                    DR_RESULT_TEAM_WE, 1, 2, 3, 4};
    token *t = dr_find(r, "result");
    s->result = DR_RESULT_NONE;
    if (!t)
        return s->phase == DR_PH_OVER ? core_fail(r->err, TW_E_PARSE, "position: over needs result=")
                                      : TW_OK;
    if (s->phase != DR_PH_OVER)
        return dr_bad(r, t, "only when phase=over");
    int i = core_span_name(t->value, words, (int)(sizeof words / sizeof words[0]));
    if (i < 0)
        return dr_bad(r, t, "draw, nobody, SN, WE or a seat");
    s->result = codes[i];
    return TW_OK;
}

/* actor= and step= against the phase and the scenario: a sender only while
 * orders are sent (execution, not yet over), and no more set-up obstacles
 * than the scenario deals (none in the scenarios without them). */
static const char *dr_turn_marks_problem(const dr_state *s)
{
    int executing = s->phase >= DR_PH_SHEET && s->phase < DR_PH_OVER;
    if (s->actor != DR_NONE && !executing)
        return "actor= names a sender only while orders are sent (phase=sheet to cover)";
    int total = dr_scen(s->scenario)->obstacles_each[s->players] * s->players;
    if (s->step > total)
        return total ? "step= counts more obstacles than the set-up places"
                     : "step= counts set-up obstacles, and this scenario has none";
    if (s->phase == DR_PH_SETUP && s->step == total)
        return "phase=setup with every obstacle placed (step=)";
    return NULL;
}

/* Who must be named for a phase to make sense. */
static tw_status dr_check_phase(const dr_state *s, core_err *err)
{
    static const uint8_t needs_cur[DR_PHASES] = {0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0};
    if (needs_cur[s->phase] != (s->cur != DR_NONE))
        return core_fail(err, TW_E_PARSE, "position: phase=%s %s cur=", dr_phase_names[s->phase],
                         needs_cur[s->phase] ? "needs" : "takes no");
    if ((s->phase == DR_PH_BOX) != (s->chit != 0))
        return core_fail(err, TW_E_PARSE, "position: chit= goes with phase=box only");
    if ((s->phase == DR_PH_SHOT) != (s->shot_dist != 0))
        return core_fail(err, TW_E_PARSE, "position: shot= goes with phase=shot only");
    const char *problem = dr_turn_marks_problem(s);
    if (problem)
        return core_fail(err, TW_E_PARSE, "position: %s", problem);
    problem = dr_phase_problem(s);
    if (problem)
        return core_fail(err, TW_E_PARSE, "position: phase=%s: %s", dr_phase_names[s->phase],
                         problem);
    if (s->phase != DR_PH_OVER) {
        tw_move moves[TW_MOVES_MAX];
        if (dr_legal_moves(s, moves) == 0)
            return core_fail(err, TW_E_PARSE, "position: nothing can be played (phase=%s)",
                             dr_phase_names[s->phase]);
    }
    return TW_OK;
}

tw_status dr_from_text(void *state, const char *text, core_err *err)
{
    dr_state *s = state;
    reader r;
    r.err = err;
    memset(s, 0, sizeof *s);
    /* In order: each part reads what the ones before it settled (the
     * board, then the params, the players...). */
    static tw_status (*const parts[])(dr_state *, reader *) = {
        dr_read_board,   dr_read_params, dr_read_turn,   dr_read_pending,
        dr_read_players, dr_read_pieces, dr_read_result,
    };
    tw_status st = dr_split_tokens(&r, text);
    for (size_t i = 0; st == TW_OK && i < sizeof parts / sizeof parts[0]; i++)
        st = parts[i](s, &r);
    if (st != TW_OK)
        return st;
    for (int i = 0; i < r.n; i++)
        if (!r.t[i].used)
            return core_fail(err, TW_E_PARSE, "position: unknown key '%.*s'", (int)r.t[i].key.len,
                             r.t[i].key.p);
    if (!dr_canonical_check(s, err))
        return TW_E_PARSE;
    dr_pile_left_rebuild(s); /* as set-up and the rules keep it: counts checked above */
    return dr_check_phase(s, err);
}

tw_status dr_check(const void *state, core_err *err)
{
    const dr_state *s = state;
    if (!dr_canonical_check(s, err) || dr_check_phase(s, err) != TW_OK)
        return TW_E_STATE;
    return TW_OK;
}

/* ---- what the text cannot make consistent by itself ---- */

/* The robots and carried objects a scenario has: both repair robots or
 * none; the grey droid on the board (killer), on the board or carried by
 * exactly one droid (statue), or absent; a carried count above one only for
 * an obstacle supply. A text breaking these would play by another
 * scenario's rules (a killer game without its killer is won at once). */
static const char *dr_scenario_pieces_problem(const dr_state *s)
{
    const dr_scenario_info *sc = dr_scen(s->scenario);
    int repairs = (s->robot[DR_R_REPAIR0] != DR_NONE) + (s->robot[DR_R_REPAIR1] != DR_NONE);
    if (repairs != (sc->repair_robots ? 2 : 0))
        return sc->repair_robots ? "this scenario has two repair robots (R=)"
                                 : "this scenario has no repair robots";
    int grey = s->robot[DR_R_GREY] != DR_NONE, carried = 0;
    for (int p = 0; p < s->players; p++) {
        int kind = dr_carry_kind(s, p), count = dr_carry_count(s, p);
        int most = kind == DR_OBJ_OBSTACLE && sc->carry_start > 1 ? sc->carry_start : 1;
        if (count > most)
            return "a droid carries more than one object (only a supply of obstacles counts)";
        carried += kind == DR_OBJ_STATUE;
    }
    static const uint8_t grey_on_board[] = {[DR_GREY_NONE] = 0, [DR_GREY_STATUE] = 1,
                                            [DR_GREY_KILLER] = 1};
    if (grey + carried != grey_on_board[sc->grey] || (carried && sc->grey != DR_GREY_STATUE))
        return sc->grey == DR_GREY_KILLER ? "robot-killer needs the killer on the board (G=)"
               : sc->grey == DR_GREY_STATUE ? "the statue must be on the board or carried, once"
                                            : "this scenario has no grey droid";
    int killer_marks = (s->out | s->passed | s->sent) >> DR_KILLER & 1;
    if (sc->grey != DR_GREY_KILLER)
        killer_marks |= (s->done >> DR_KILLER & 1) | (s->actor == DR_KILLER) |
                        (s->sheet_roll != 0) | (s->ksent != 0);
    return killer_marks ? "K (the killer) only sends: done=K, actor=K in robot-killer" : NULL;
}

/* Checks what position text cannot make consistent by itself. */
int dr_canonical_check(const dr_state *s, core_err *err)
{
    const char *problem = dr_scenario_pieces_problem(s);
    if (problem)
        return core_fail(err, TW_E_PARSE, "position: %s", problem), 0;
    for (int i = 0; i < DR_ROBOTS; i++) {
        if (s->robot[i] == DR_NONE)
            continue;
        for (int j = 0; j < i; j++)
            if (s->robot[j] == s->robot[i])
                return core_fail(err, TW_E_PARSE, "two robots on one square"), 0;
        if (dr_terrain(s, s->robot[i]) == DR_FIXED || dr_object(s, s->robot[i]))
            return core_fail(err, TW_E_PARSE, "a robot on an obstacle or object"), 0;
    }
    for (int p = 0; p < s->players; p++)
        if (dr_rack_size(s, p) > DR_RACK)
            return core_fail(err, TW_E_PARSE, "a rack holds more than %d chits", DR_RACK), 0;
    /* While the chits are drawn, the players after the drawer in the turn's
     * order have not drawn yet: else the draw would pass to one of them and
     * go on into a rack of 8. (The drawer's own full rack is refused with
     * the phases' needs below.) */
    if (s->phase == DR_PH_PILE || s->phase == DR_PH_DRAW || s->phase == DR_PH_TAKE) {
        int list[DR_SEATS];
        int n = dr_cycle_from(s, s->start, list);
        int i = dr_index_in(list, n, s->cur);
        for (int j = i >= 0 ? i + 1 : n; j < n; j++)
            if (dr_rack_size(s, list[j]) > 0)
                return core_fail(err, TW_E_PARSE, "a player after the one drawing has drawn "
                                 "already"), 0;
    }
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        if (dr_pile_left(s, k) < 0)
            return core_fail(err, TW_E_PARSE, "more %s chits than the box holds",
                             dr_kind(k)->code), 0;
    return 1;
}

/* ---- what a phase needs of the player to act -------------------------------- */

static int dr_can_draw(const dr_state *s, int p) { return dr_rack_size(s, p) < DR_RACK; }
static int dr_can_program(const dr_state *s, int p)
{
    return dr_rack_size(s, p) > 0 && dr_free_box_count(s, p) > 0;
}
static int dr_holds_chit(const dr_state *s, int p) { return dr_rack(s, p, s->chit & 15) > 0; }
static int dr_carries_nothing(const dr_state *s, int p) { return !dr_carry_kind(s, p); }
static int dr_carries_something(const dr_state *s, int p) { return dr_carry_kind(s, p) != 0; }
static int dr_owes_cover(const dr_state *s, int p) { return s->hits[p] > 0; }
static int dr_owes_mine_roll(const dr_state *s, int p)
{
    return s->rolls[p] > 0 && dr_carry_kind(s, p) == DR_OBJ_MINE;
}

/* A position text could put a player in a phase he cannot be in; playing on
 * would then corrupt counts (a rack of 8 chits, a hit count below zero, a
 * carried object overwritten) or reach a step with no move. */
static const struct {
    uint8_t phase;
    int (*ok)(const dr_state *s, int p);
    const char *what;
} phase_needs[] = {
    {DR_PH_PILE, dr_can_draw, "the drawer's rack is full"},
    {DR_PH_DRAW, dr_can_draw, "the drawer's rack is full"},
    {DR_PH_TAKE, dr_can_draw, "the drawer's rack is full"},
    {DR_PH_CHIT, dr_can_program, "cur has no chit or no free box, so he has passed"},
    {DR_PH_BOX, dr_holds_chit, "chit= is not on cur's rack"},
    {DR_PH_PICKUP, dr_carries_nothing, "cur carries something, so he puts down"},
    {DR_PH_PUTDOWN, dr_carries_something, "cur carries nothing to put down"},
    {DR_PH_COVER, dr_owes_cover, "cur has no hits to cover"},
    {DR_PH_MINE, dr_owes_mine_roll, "cur owes no carried-mine roll"},
};

const char *dr_phase_problem(const dr_state *s)
{
    if (s->cur != DR_NONE && !dr_is_in(s, s->cur))
        return "cur= is not a player still in";
    if (s->phase == DR_PH_SHOT && !dr_is_in(s, s->shot_target))
        return "shot= targets a player not in";
    for (size_t i = 0; i < sizeof phase_needs / sizeof phase_needs[0]; i++)
        if (phase_needs[i].phase == s->phase && !phase_needs[i].ok(s, s->cur))
            return phase_needs[i].what;
    return NULL;
}
