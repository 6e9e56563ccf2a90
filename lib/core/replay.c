/* SPDX-License-Identifier: MIT */
/*
 * replay.c: a game saved as text, and loaded back move by move.
 *
 * The format (docs/replay.md) is line-based and readable:
 *
 *   toywar-replay 1
 *   game gearhead
 *   params seed=7                  (or: position <position text>)
 *   rng 853c49e6748fea9b da3e39cb94b95bdb
 *   moves 3
 *   roll:3 roll:5 draw:A
 *
 * Moves are written in the game's notation, each in the state it was
 * applied to (walked forward from the start the history keeps), and read
 * back the same way, so a replay needs no RNG. The rng line keeps the built-in generator's state, so a
 * loaded game continues exactly as the saved one would have.
 *
 * A seat's record (tw_game_save_replay_for) has a "viewer N" line, no
 * seed and no rng line, the start as the seat knows it, in a game with
 * hidden information an "end POSITION" line (the seat's representative
 * after the last move), and the moves as the seat knows them. Loading it,
 * the game completes the masked outcomes (core_hidden_def.complete, or
 * complete_to given the end) and the loaded game must end where the
 * record says.
 */
#include "core/core.h"
#include "core/reader.h"

#include <stdio.h>
#include <string.h>

#define REPLAY_PREFIX "toywar-replay "
#define REPLAY_MAGIC REPLAY_PREFIX "1"
#define MOVES_PER_LINE 12
#define LINE_CAP 8192
#define TOKEN_CAP 64
/* What separates the numbers of the rng line: white space, as scanf reads it. */
#define RNG_SPACE " \t\r\v\f"

/* Writes the lines every replay opens with, up to "moves N": viewer is
 * TW_VIEW_ALL for the whole game, or the seat whose record it is (then
 * the seed, which would tell the dice, and the generator are left out, the
 * start is written as the seat knows it, and, in a game with hidden
 * information, the end as the seat knows it too). start is the state
 * before the first move. */
static void write_head(const tw_game *g, int viewer, const unsigned char *start, core_sb *sb)
{
    core_sb_printf(sb, "%s\ngame %s\n", REPLAY_MAGIC, g->def->name);
    int all = viewer == TW_VIEW_ALL;
    if (!all)
        core_sb_printf(sb, "viewer %d\n", viewer);
    if (g->origin == CORE_ORIGIN_PARAMS && all) {
        core_sb_puts(sb, "params ");
        core_sb_puts(sb, g->start_text);
    } else if (g->origin == CORE_ORIGIN_PARAMS) {
        core_sb_puts(sb, "params ");
        core_params_write_unseeded(g->def, &g->params, sb);
    } else if (g->origin == CORE_ORIGIN_POSITION && all) {
        core_sb_puts(sb, "position ");
        core_sb_puts(sb, g->start_text);
    } else {
        uint64_t seen[CORE_STATE_MAX / 8];
        core_observe(g->def, start, g->state_words, viewer, (unsigned char *)seen);
        if (!all && g->def->hidden && g->def->hidden->observe_start)
            g->def->hidden->observe_start(start, viewer, g->state, seen);
        core_sb_puts(sb, "position ");
        g->def->to_text(seen, sb);
    }
    if (all)
        core_sb_printf(sb, "\nrng %016llx %016llx", (unsigned long long)g->pcg.state,
                       (unsigned long long)g->pcg.inc);
    if (!all && g->def->hidden) {
        uint64_t seen[CORE_STATE_MAX / 8];
        core_observe(g->def, g->state, g->state_words, viewer, (unsigned char *)seen);
        core_sb_puts(sb, "\nend ");
        g->def->to_text(seen, sb);
    }
    core_sb_printf(sb, "\nmoves %zu", g->history_len);
}

/* Writes the moves (masked[] when not NULL: as a seat knows them), each in
 * the notation of the state it was applied to, walked forward from start. */
static void write_moves(const tw_game *g, const tw_move *masked, const unsigned char *start,
                        core_sb *sb)
{
    uint64_t walk[CORE_STATE_MAX / 8];
    unsigned char *state = (unsigned char *)walk;
    memcpy(state, start, g->state_words * 8);
    for (size_t i = 0; i < g->history_len; i++) {
        core_sb_putc(sb, i % MOVES_PER_LINE == 0 ? '\n' : ' ');
        g->def->move_to_text(state, masked ? masked[i] : g->moves[i], sb);
        g->def->apply(state, g->moves[i]);
    }
    core_sb_putc(sb, '\n');
}

int tw_game_save_replay(const tw_game *g, char *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_save_replay: buf is NULL with cap %zu", cap);
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    write_head(g, TW_VIEW_ALL, core_history_start(g), &sb);
    write_moves(g, NULL, core_history_start(g), &sb);
    return core_sb_result(&sb);
}

int tw_game_save_replay_for(const tw_game *g, int viewer, char *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_save_replay_for: buf is NULL with cap %zu",
                              cap);
    tw_status st = core_check_viewer(g, viewer, "tw_game_save_replay_for");
    if (st != TW_OK)
        return st;
    if (viewer == TW_VIEW_ALL)
        return tw_game_save_replay(g, buf, cap);
    size_t n = g->history_len ? g->history_len : 1;
    tw_move *masked = NULL;
    if (g->def->hidden) {
        masked = core_alloc(g->alloc, g->alloc_user, n * sizeof *masked);
        if (!masked)
            return core_game_fail(g, TW_E_NOMEM, "out of memory masking the history");
        core_history_masked(g, viewer, masked);
    }
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    write_head(g, viewer, core_history_start(g), &sb);
    write_moves(g, masked, core_history_start(g), &sb);
    if (masked)
        core_free(g->alloc, g->alloc_user, masked, n * sizeof *masked);
    return core_sb_result(&sb);
}

/* ---- loading ----------------------------------------------------------- */

/* Sets the message "replay line N: what" and returns status. */
static tw_status replay_fail(const core_reader *r, tw_status status, const char *what)
{
    core_rd_fail(r, NULL, "%s", what);
    return status;
}

/* Takes the next line, refusing one of cap bytes or more. */
static tw_status read_line(core_reader *r, size_t cap, core_span *line)
{
    *line = core_rd_line(r);
    if (line->len >= cap)
        return replay_fail(r, TW_E_PARSE, "line too long");
    return TW_OK;
}

static tw_status refuse_end(core_reader *r)
{
    r->at = r->line;
    return replay_fail(r, TW_E_PARSE, "unexpected end of the replay");
}

/* Reads "keyword rest" and gives the text after the keyword. */
static tw_status read_keyword_line(core_reader *r, size_t cap, const char *keyword,
                                   core_span *rest)
{
    if (core_rd_done(r))
        return refuse_end(r);
    core_span line;
    tw_status st = read_line(r, cap, &line);
    if (st != TW_OK)
        return st;
    if (!core_span_prefix(line, keyword, rest) || (rest->len > 0 && rest->p[0] != ' ')) {
        char what[96];
        snprintf(what, sizeof what, "expected a line starting '%s'", keyword);
        return replay_fail(r, TW_E_PARSE, what);
    }
    if (rest->len > 0) {
        rest->p++;
        rest->len--;
    }
    return TW_OK;
}

/* Creates the game from the "params" or "position" line. */
static tw_status create_start(core_reader *r, const char *name, tw_game **g)
{
    if (core_rd_done(r))
        return refuse_end(r);
    core_span line, rest;
    tw_status st = read_line(r, LINE_CAP, &line);
    if (st != TW_OK)
        return st;
    char text[LINE_CAP]; /* the line, as the creators want it: NUL-terminated */
    int params = core_span_prefix(line, "params", &rest) && (rest.len == 0 || rest.p[0] == ' ');
    if (!params && !core_span_prefix(line, "position ", &rest))
        return replay_fail(r, TW_E_PARSE, "expected a 'params' or 'position' line");
    if (params && rest.len > 0) {
        rest.p++;
        rest.len--;
    }
    memcpy(text, rest.p, rest.len);
    text[rest.len] = '\0';
    st = params ? tw_game_new(name, text, g) : tw_game_from_text(name, text, g);
    if (st != TW_OK)
        return replay_fail(r, st, core_thread_error());
    return TW_OK;
}

/* The optional "rng STATE INC" line; inc must be odd, as PCG requires. */
static tw_status read_rng(core_reader *r, tw_game *g)
{
    core_reader peek = *r;
    if (!core_rd_accept_word(&peek, "rng "))
        return TW_OK;
    core_span rest;
    tw_status st = read_keyword_line(r, 128, "rng", &rest);
    if (st != TW_OK)
        return st;
    core_reader words;
    core_rd_init_span(&words, rest, "replay", NULL);
    core_span a = core_rd_token(&words, RNG_SPACE), b = core_rd_token(&words, RNG_SPACE);
    uint64_t state, inc;
    if (!core_span_hex64(a, &state) || !core_span_hex64(b, &inc) || (inc & 1u) == 0)
        return replay_fail(r, TW_E_PARSE, "rng wants two hex numbers, the second odd");
    g->pcg.state = state;
    g->pcg.inc = inc;
    return TW_OK;
}

static tw_status read_move_count(core_reader *r, size_t *count)
{
    core_span rest;
    tw_status st = read_keyword_line(r, 64, "moves", &rest);
    if (st != TW_OK)
        return st;
    int n = 0;
    if (!core_span_int(rest, 0, INT32_MAX, &n))
        return replay_fail(r, TW_E_PARSE, "moves wants a count");
    *count = (size_t)n;
    return TW_OK;
}

static tw_status apply_moves(core_reader *r, tw_game *g, size_t count)
{
    size_t applied = 0;
    for (;;) {
        core_span move_text = core_rd_token(r, " \t\r\n");
        if (move_text.len == 0)
            break;
        if (move_text.len >= TOKEN_CAP)
            return replay_fail(r, TW_E_PARSE, "move text too long");
        char token[TOKEN_CAP];
        memcpy(token, move_text.p, move_text.len);
        token[move_text.len] = '\0';
        tw_move move = 0;
        tw_status st = tw_move_from_string(g, token, &move);
        if (st == TW_OK)
            st = core_apply_checked(g, move);
        if (st != TW_OK) {
            char what[CORE_ERR_CAP];
            core_sb sb;
            core_sb_init(&sb, what, sizeof what);
            core_sb_printf(&sb, "move %zu '%s': ", applied + 1, token);
            core_sb_puts(&sb, g->error);
            return replay_fail(r, st, what);
        }
        applied++;
    }
    if (applied != count) {
        char what[96];
        snprintf(what, sizeof what, "the header announces %zu moves, %zu follow", count, applied);
        return replay_fail(r, TW_E_PARSE, what);
    }
    return TW_OK;
}

/* The magic line and the game line: the game's registered name. */
static tw_status read_header(core_reader *r, const char **name)
{
    core_reader peek = *r;
    if (!core_rd_accept_word(&peek, REPLAY_PREFIX))
        return replay_fail(r, TW_E_PARSE, "not a replay: expected '" REPLAY_MAGIC "'");
    core_span line, rest;
    tw_status st = read_line(r, LINE_CAP, &line);
    if (st == TW_OK && !core_span_is(line, REPLAY_MAGIC))
        st = replay_fail(r, TW_E_PARSE, "unknown replay version");
    if (st == TW_OK)
        st = read_keyword_line(r, LINE_CAP, "game", &rest);
    if (st != TW_OK)
        return st;
    for (int i = 0; i < core_game_count(); i++) {
        if (core_span_is(rest, core_game_at(i)->name)) {
            *name = core_game_at(i)->name;
            return TW_OK;
        }
    }
    return replay_fail(r, TW_E_PARSE, "unknown game");
}

/* Makes the completed start g's start: a position, as if the game had
 * been created from its text. */
static tw_status restart_at(tw_game *g, const unsigned char *start)
{
    char text[LINE_CAP];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    g->def->to_text(start, &sb);
    if (core_sb_result(&sb) >= (int)sizeof text)
        return TW_E_NOMEM;
    memcpy(g->state, start, g->state_words * 8);
    g->shadow_synced = 0;
    g->hash_fixed_ok = 0;
    core_kept_drop_all(g);
    return core_handle_set_start(g, CORE_ORIGIN_POSITION, text);
}

/* The optional "viewer N" line of a seat's record: N, or TW_VIEW_ALL. */
static tw_status read_viewer(core_reader *r, int *viewer)
{
    *viewer = TW_VIEW_ALL;
    core_reader peek = *r;
    if (!core_rd_accept_word(&peek, "viewer "))
        return TW_OK;
    core_span rest;
    tw_status st = read_keyword_line(r, 64, "viewer", &rest);
    if (st == TW_OK && !core_span_int(rest, 0, CORE_PLAYERS_MAX - 1, viewer))
        st = replay_fail(r, TW_E_PARSE, "viewer wants a player");
    return st;
}

/* The optional "end POSITION" line of a seat's record: the seat's
 * representative after the last move, read into end; *has_end says
 * whether there was one. */
static tw_status read_end(core_reader *r, const tw_game *g, int viewer, unsigned char *end,
                          int *has_end)
{
    *has_end = 0;
    core_reader peek = *r;
    if (!core_rd_accept_word(&peek, "end "))
        return TW_OK;
    core_span rest;
    tw_status st = read_keyword_line(r, LINE_CAP, "end", &rest);
    if (st != TW_OK)
        return st;
    if (viewer == TW_VIEW_ALL || !g->def->hidden)
        return replay_fail(r, TW_E_PARSE, "an end line belongs to a seat's record of a game "
                           "with hidden information");
    char text[LINE_CAP];
    memcpy(text, rest.p, rest.len);
    text[rest.len] = '\0';
    core_err err = {{0}};
    memset(end, 0, g->state_words * 8);
    st = g->def->from_text(end, text, &err);
    if (st != TW_OK)
        return replay_fail(r, st, err.text);
    *has_end = 1;
    return TW_OK;
}

/* Whether g, now at the end of a seat's record, looks to the seat as the
 * record's end does. */
static int ends_as_recorded(const tw_game *g, int viewer, const unsigned char *end)
{
    uint64_t now[CORE_STATE_MAX / 8], then[CORE_STATE_MAX / 8];
    core_observe(g->def, g->state, g->state_words, viewer, (unsigned char *)now);
    core_observe(g->def, end, g->state_words, viewer, (unsigned char *)then);
    return memcmp(now, then, g->state_words * 8) == 0;
}

/* Reads a seat's record's moves, some masked, against the start (a game
 * with hidden information parses moves from its fixed part alone), has
 * the game complete them into a history the seat cannot tell from the
 * real one, and applies it. end, when not NULL, is where the record says
 * the game is after its moves. */
static tw_status complete_record(core_reader *r, tw_game *g, int viewer, size_t count,
                                 const unsigned char *end)
{
    size_t room = count ? count : 1;
    tw_move *moves = core_alloc(g->alloc, g->alloc_user, room * sizeof *moves);
    if (!moves)
        return replay_fail(r, TW_E_NOMEM, "out of memory reading the moves");
    size_t n = 0;
    tw_status st = TW_OK;
    for (core_span t; st == TW_OK && (t = core_rd_token(r, " \t\r\n")).len > 0; n++) {
        char token[TOKEN_CAP];
        if (t.len >= TOKEN_CAP || n >= count) {
            st = replay_fail(r, TW_E_PARSE, t.len >= TOKEN_CAP ? "move text too long"
                                                               : "more moves than announced");
            break;
        }
        memcpy(token, t.p, t.len);
        token[t.len] = '\0';
        core_err err = {{0}};
        st = g->def->move_from_text(g->state, token, &moves[n], &err);
        if (st != TW_OK)
            st = replay_fail(r, st, err.text);
    }
    if (st == TW_OK && n != count)
        st = replay_fail(r, TW_E_PARSE, "the header announces more moves than follow");
    uint64_t start[CORE_STATE_MAX / 8];
    memcpy(start, g->state, g->state_words * 8);
    if (st == TW_OK) {
        const core_hidden_def *hidden = g->def->hidden;
        core_err err = {{0}};
        st = end && hidden->complete_to ? hidden->complete_to(start, moves, n, end, viewer, &err)
                                        : hidden->complete(start, moves, n, viewer, &err);
        if (st != TW_OK)
            st = replay_fail(r, st, err.text);
    }
    if (st == TW_OK && memcmp(start, g->state, g->state_words * 8) != 0) {
        st = restart_at(g, (const unsigned char *)start);
        if (st != TW_OK)
            st = replay_fail(r, st, "out of memory setting the completed start");
    }
    for (size_t i = 0; st == TW_OK && i < n; i++) {
        st = core_apply_checked(g, moves[i]);
        if (st != TW_OK)
            st = replay_fail(r, st, st == TW_E_NOMEM ? g->error
                                                    : "the record cannot be completed into a "
                                                      "legal game");
    }
    if (st == TW_OK && end && !ends_as_recorded(g, viewer, end))
        st = replay_fail(r, TW_E_ILLEGAL, "the moves do not lead to the record's end");
    core_free(g->alloc, g->alloc_user, moves, room * sizeof *moves);
    return st;
}

static tw_status load(core_reader *r, tw_game **out)
{
    const char *name = NULL;
    tw_game *g = NULL;
    size_t count = 0;
    int viewer = TW_VIEW_ALL, has_end = 0;
    uint64_t end[CORE_STATE_MAX / 8];
    tw_status st = read_header(r, &name);
    if (st == TW_OK)
        st = read_viewer(r, &viewer);
    if (st == TW_OK)
        st = create_start(r, name, &g);
    if (st == TW_OK && viewer != TW_VIEW_ALL && viewer >= g->def->num_players(g->state))
        st = replay_fail(r, TW_E_PARSE, "viewer is not a player of this game");
    if (st == TW_OK)
        st = read_rng(r, g);
    if (st == TW_OK)
        st = read_end(r, g, viewer, (unsigned char *)end, &has_end);
    if (st == TW_OK)
        st = read_move_count(r, &count);
    if (st == TW_OK && viewer != TW_VIEW_ALL && g->def->hidden)
        st = complete_record(r, g, viewer, count, has_end ? (unsigned char *)end : NULL);
    else if (st == TW_OK)
        st = apply_moves(r, g, count);
    if (st != TW_OK) {
        tw_game_free(g);
        return st;
    }
    *out = g;
    return TW_OK;
}

tw_status tw_game_load_replay(const char *text, tw_game **out)
{
    if (!out)
        return core_set_thread_error(TW_E_ARG, "tw_game_load_replay: out is NULL");
    *out = NULL;
    if (!text)
        return core_set_thread_error(TW_E_ARG, "tw_game_load_replay: text is NULL");
    core_err err = {{0}};
    core_reader r;
    core_rd_init(&r, text, "replay", &err);
    r.line_numbers = 1;
    tw_status st = load(&r, out);
    if (st != TW_OK)
        return core_set_thread_error(st, err.text);
    return TW_OK;
}
