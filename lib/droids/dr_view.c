/* SPDX-License-Identifier: MIT */
/*
 * dr_view.c: Droids' views: the terminal picture, the JSON state and describe.
 */
#include "droids/dr_state.h"

#include "core/json.h"

/* ---- views ---------------------------------------------------------------------- */

static char dr_square_char(const dr_state *s, int q)
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

/* A rack's chits, or for a rack the viewer may not see (another's, or his
 * own while he draws blind) how many came from each pile: "?V2 ?R1". */
static void dr_render_rack(const dr_state *s, int p, int viewer, core_sb *out)
{
    if (!dr_sees_rack(s, viewer, p)) {
        for (int pile = 0; pile < DR_PILES; pile++)
            if (dr_rack_pile_count(s, p, pile))
                core_sb_printf(out, " ?%c%d", dr_pile_letter(pile), dr_rack_pile_count(s, p, pile));
        return;
    }
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        for (int i = 0; i < dr_rack(s, p, k); i++)
            core_sb_printf(out, " %s", dr_kind(k)->code);
}

/* A line's name: its file's letter or its rank's number ("e", "10"). */
static void dr_line_name(int file, int v, char name[3])
{
    int rank = v + 1; /* 1..DR_SIZE, two digits at most */
    char *at = name;
    if (file) {
        *at++ = (char)('a' + v);
    } else {
        if (rank >= 10)
            *at++ = (char)('0' + rank / 10);
        *at++ = (char)('0' + rank % 10);
    }
    *at = '\0';
}

static void dr_render_line(int file, int v, core_sb *out)
{
    char name[3];
    dr_line_name(file, v, name);
    core_sb_puts(out, name);
}

/* Which line each transmitter of p drives, and the one his droid stands
 * on: "   transmitters 1-10 drive files a-j; his droid's file e:
 * transmitter 5" (issue 24: an order reaches a droid only through it). */
static void dr_render_links(const dr_state *s, int p, core_sb *out)
{
    int file, first = dr_tx_line(p, 0, &file), last = dr_tx_line(p, DR_TX - 1, &file);
    core_sb_printf(out, "   transmitters 1-%d drive %s ", DR_TX, file ? "files" : "ranks");
    dr_render_line(file, first, out);
    core_sb_putc(out, '-');
    dr_render_line(file, last, out);
    if (s->robot[p] < DR_SQUARES) {
        int t;
        dr_line_depth(p, s->robot[p], &t);
        core_sb_printf(out, "; his droid's %s ", file ? "file" : "rank");
        dr_render_line(file, dr_tx_line(p, t, &file), out);
        core_sb_printf(out, ": transmitter %d", t + 1);
    }
    core_sb_putc(out, '\n');
}

void dr_render(const void *state, int viewer, core_sb *out)
{
    const dr_state *s = state;
    core_sb_printf(out, "Droids: %s, turn %d, start player %c\n", dr_scen(s->scenario)->name,
                   s->turn, dr_seat_letter(s->start));
    for (int r = DR_SIZE - 1; r >= 0; r--) {
        core_sb_printf(out, "%2d ", r + 1);
        for (int f = 0; f < DR_SIZE; f++)
            core_sb_putc(out, dr_square_char(s, r * DR_SIZE + f));
        core_sb_putc(out, '\n');
    }
    core_sb_puts(out, "   abcdefghij\n");
    for (int p = 0; p < s->players; p++) {
        core_sb_printf(out, "%c: ", dr_seat_letter(p));
        dr_square_name(s->robot[p], out);
        if (s->out >> p & 1)
            core_sb_puts(out, " (eliminated)");
        if (dr_carry_kind(s, p))
            core_sb_printf(out, " carries %s x%d", dr_objects[dr_carry_kind(s, p)].id,
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
        core_sb_printf(out, " | rack %d", dr_rack_size(s, p));
        dr_render_rack(s, p, viewer, out);
        core_sb_putc(out, '\n');
        dr_render_links(s, p, out);
    }
    core_sb_puts(out, "Now: ");
    dr_describe(s, out);
    core_sb_putc(out, '\n');
}

/* A square as a JSON string, or null for none. */
static void dr_json_square(core_json *j, int q)
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

/* A chit ("V2n") as a JSON string, or null for an empty box. */
static void dr_json_chit(core_json *j, int chit)
{
    if (!chit) {
        core_json_null(j);
        return;
    }
    char text[8];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    dr_chit_text(chit, &sb);
    core_json_string(j, text);
}

/* The line each transmitter of p drives, transmitter 1 first: a host draws
 * the link from here rather than from a copy of dr_tx_line's table. */
static void dr_json_lines(int p, core_json *j)
{
    char name[3];
    int file;
    core_json_key(j, "lines");
    core_json_array(j);
    for (int t = 0; t < DR_TX; t++) {
        int v = dr_tx_line(p, t, &file);
        dr_line_name(file, v, name);
        core_json_string(j, name);
    }
    core_json_end(j);
}

static void dr_json_transmitters(const dr_state *s, int p, core_json *j)
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
            dr_json_chit(j, s->tx[p][t * DR_BOXES + b]);
        core_json_end(j);
    }
    core_json_end(j);
    dr_json_lines(p, j);
}

/* The rack's size, its chits (null when the viewer may not see them: another's
 * rack, or his own while he draws blind) and how many came from each pile
 * (public: every draw names its pile). */
static void dr_json_rack(const dr_state *s, int p, int viewer, core_json *j)
{
    core_json_key_int(j, "rack_size", dr_rack_size(s, p));
    core_json_key(j, "rack");
    if (dr_sees_rack(s, viewer, p)) {
        core_json_array(j);
        for (int k = 1; k <= DR_DRAW_KINDS; k++)
            for (int c = 0; c < dr_rack(s, p, k); c++)
                core_json_string(j, dr_kind(k)->code);
        core_json_end(j);
    } else {
        core_json_null(j);
    }
    core_json_key(j, "rack_piles");
    core_json_object(j);
    for (int pile = 0; pile < DR_PILES; pile++)
        core_json_key_int(j, dr_pile_name(pile), dr_rack_pile_count(s, p, pile));
    core_json_end(j);
}

static void dr_json_player(const dr_state *s, int p, int viewer, core_json *j)
{
    char seat[2] = {dr_seat_letter(p), '\0'};
    core_json_object(j);
    core_json_key_string(j, "seat", seat);
    core_json_key(j, "square");
    dr_json_square(j, s->robot[p]);
    core_json_key_bool(j, "eliminated", s->out >> p & 1);
    core_json_key(j, "carry");
    if (dr_carry_kind(s, p))
        core_json_string(j, dr_objects[dr_carry_kind(s, p)].id);
    else
        core_json_null(j);
    core_json_key_int(j, "carry_count", dr_carry_count(s, p));
    dr_json_transmitters(s, p, j);
    dr_json_rack(s, p, viewer, j);
    core_json_key_int(j, "score", s->score[p]);
    core_json_key_int(j, "hits_pending", s->hits[p]);
    core_json_end(j);
}

static void dr_json_board(const dr_state *s, core_json *j)
{
    core_json_key(j, "board");
    core_json_array(j);
    for (int r = DR_SIZE - 1; r >= 0; r--) {
        char row[DR_SIZE + 1];
        for (int f = 0; f < DR_SIZE; f++)
            row[f] = dr_square_char(s, r * DR_SIZE + f);
        row[DR_SIZE] = '\0';
        core_json_string(j, row);
    }
    core_json_end(j);
    core_json_key(j, "repair_robots");
    core_json_array(j);
    dr_json_square(j, s->robot[DR_R_REPAIR0]);
    dr_json_square(j, s->robot[DR_R_REPAIR1]);
    core_json_end(j);
    core_json_key(j, "grey");
    dr_json_square(j, s->robot[DR_R_GREY]);
}

/* What is left in each pile; the kinds in them for the omniscient view. */
static void dr_json_piles(const dr_state *s, int viewer, core_json *j)
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

void dr_to_json(const void *state, int viewer, core_json *j)
{
    const dr_state *s = state;
    core_json_key_string(j, "scenario", dr_scen(s->scenario)->name);
    core_json_key_int(j, "turn", s->turn);
    core_json_key_int(j, "max_turns", s->max_turns);
    core_json_key_int_or_null(j, "start_player", s->phase != DR_PH_FIRST, s->start);
    core_json_key_string(j, "phase", dr_phase_names[s->phase < DR_PHASES ? s->phase : 0]);
    dr_json_board(s, j);
    core_json_key(j, "players");
    core_json_array(j);
    for (int p = 0; p < s->players; p++)
        dr_json_player(s, p, viewer, j);
    core_json_end(j);
    dr_json_piles(s, viewer, j);
    core_json_key_int_or_null(j, "sheet_roll", s->sheet_roll != 0, s->sheet_roll);
}

/* ---- what the state waits for, in words ---- */

static const char *const phase_words[DR_PHASES] = {
    "the first start player is drawn",
    "places a mobile obstacle",
    "chooses the pile of his next blind draw",
    "a chit is drawn blind",
    "chooses a chit",
    "places a chit (chit and direction) or passes",
    "chooses the box for his chit",
    "the d10 places the killer's Program Sheet",
    "sends an order",
    "the d10 is rolled for a shot",
    "chooses what to pick up",
    "chooses where to put down",
    "uncovers a transmitter",
    "the d10 is rolled for a carried mine",
    "covers a transmitter",
    "the game is over",
};

void dr_describe(const void *state, core_sb *out)
{
    const dr_state *s = state;
    if (s->phase >= DR_PHASES)
        return;
    if (!dr_is_chance(s->phase) && s->phase != DR_PH_OVER)
        core_sb_printf(out, "player %d (%c) ", s->cur, dr_seat_letter(s->cur));
    core_sb_puts(out, phase_words[s->phase]);
}
