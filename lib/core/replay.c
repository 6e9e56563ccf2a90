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
 */
#include "core/core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REPLAY_PREFIX "toywar-replay "
#define REPLAY_MAGIC REPLAY_PREFIX "1"
#define MOVES_PER_LINE 12
#define LINE_CAP 8192
#define TOKEN_CAP 64

int tw_game_save_replay(const tw_game *g, char *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_save_replay: buf is NULL with cap %zu", cap);
    /* The state each move was applied to, walked forward from the start. */
    uint64_t walk[CORE_STATE_MAX / 8];
    unsigned char *state = (unsigned char *)walk;
    memcpy(state, core_history_start(g), g->state_words * 8);
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    core_sb_printf(&sb, "%s\ngame %s\n%s ", REPLAY_MAGIC, g->def->name,
                   g->origin == CORE_ORIGIN_PARAMS ? "params" : "position");
    if (g->origin == CORE_ORIGIN_COPY)
        g->def->to_text(state, &sb);
    else
        core_sb_puts(&sb, g->start_text);
    core_sb_printf(&sb, "\nrng %016llx %016llx\nmoves %zu", (unsigned long long)g->pcg.state,
                   (unsigned long long)g->pcg.inc, g->history_len);
    for (size_t i = 0; i < g->history_len; i++) {
        core_sb_putc(&sb, i % MOVES_PER_LINE == 0 ? '\n' : ' ');
        g->def->move_to_text(state, g->moves[i], &sb);
        g->def->apply(state, g->moves[i]);
    }
    core_sb_putc(&sb, '\n');
    return core_sb_result(&sb);
}

/* ---- loading ----------------------------------------------------------- */

typedef struct replay_reader {
    const char *p;      /* next unread character */
    int line;           /* 1-based number of the line at p */
    int at;             /* the line of the last thing read, for messages */
    char error[CORE_ERR_CAP];
} replay_reader;

static tw_status reader_fail(replay_reader *r, tw_status status, const char *what)
{
    core_sb sb;
    core_sb_init(&sb, r->error, sizeof r->error);
    core_sb_printf(&sb, "replay line %d: ", r->at);
    core_sb_puts(&sb, what); /* a long message is cut, never overrun */
    return status;
}

/* Copies the next line (without its newline) into line. */
static tw_status read_line(replay_reader *r, char *line, size_t cap)
{
    r->at = r->line;
    size_t n = strcspn(r->p, "\n");
    if (n > 0 && r->p[n - 1] == '\r')
        n--; /* accept CRLF files */
    if (n >= cap)
        return reader_fail(r, TW_E_PARSE, "line too long");
    memcpy(line, r->p, n);
    line[n] = '\0';
    r->p += strcspn(r->p, "\n");
    if (*r->p == '\n') {
        r->p++;
        r->line++;
    }
    return TW_OK;
}

/* Reads "keyword rest" and points *rest at the text after the keyword. */
static tw_status read_keyword_line(replay_reader *r, char *line, size_t cap, const char *keyword,
                                   const char **rest)
{
    if (!*r->p) {
        r->at = r->line;
        return reader_fail(r, TW_E_PARSE, "unexpected end of the replay");
    }
    tw_status st = read_line(r, line, cap);
    if (st != TW_OK)
        return st;
    size_t k = strlen(keyword);
    if (strncmp(line, keyword, k) != 0 || (line[k] != ' ' && line[k] != '\0')) {
        char what[96];
        snprintf(what, sizeof what, "expected a line starting '%s'", keyword);
        return reader_fail(r, TW_E_PARSE, what);
    }
    *rest = line[k] ? line + k + 1 : line + k;
    return TW_OK;
}

/* Creates the game from the "params" or "position" line. */
static tw_status create_start(replay_reader *r, const char *name, tw_game **g)
{
    char line[LINE_CAP];
    if (!*r->p) {
        r->at = r->line;
        return reader_fail(r, TW_E_PARSE, "unexpected end of the replay");
    }
    tw_status st = read_line(r, line, sizeof line);
    if (st != TW_OK)
        return st;
    if (strncmp(line, "params", 6) == 0 && (line[6] == ' ' || line[6] == '\0'))
        st = tw_game_new(name, line[6] ? line + 7 : "", g);
    else if (strncmp(line, "position ", 9) == 0)
        st = tw_game_from_text(name, line + 9, g);
    else
        return reader_fail(r, TW_E_PARSE, "expected a 'params' or 'position' line");
    if (st != TW_OK)
        return reader_fail(r, st, core_thread_error());
    return TW_OK;
}

static int parse_hex64(const char *text, uint64_t *out)
{
    uint64_t v = 0;
    int digits = 0;
    for (; *text; text++, digits++) {
        char c = *text;
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0 || digits == 16)
            return 0;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return digits > 0;
}

/* The optional "rng STATE INC" line; inc must be odd, as PCG requires. */
static tw_status read_rng(replay_reader *r, tw_game *g)
{
    if (strncmp(r->p, "rng ", 4) != 0)
        return TW_OK;
    char line[128];
    const char *rest;
    tw_status st = read_keyword_line(r, line, sizeof line, "rng", &rest);
    if (st != TW_OK)
        return st;
    char a[32], b[32];
    uint64_t state, inc;
    if (sscanf(rest, "%31s %31s", a, b) != 2 || !parse_hex64(a, &state) ||
        !parse_hex64(b, &inc) || (inc & 1u) == 0)
        return reader_fail(r, TW_E_PARSE, "rng wants two hex numbers, the second odd");
    g->pcg.state = state;
    g->pcg.inc = inc;
    return TW_OK;
}

static tw_status read_move_count(replay_reader *r, size_t *count)
{
    char line[64];
    const char *rest;
    tw_status st = read_keyword_line(r, line, sizeof line, "moves", &rest);
    if (st != TW_OK)
        return st;
    char *end = NULL;
    unsigned long long n = 0;
    int ok = *rest >= '0' && *rest <= '9';
    if (ok) {
        n = strtoull(rest, &end, 10);
        ok = *end == '\0' && n <= (unsigned long long)INT32_MAX;
    }
    if (!ok)
        return reader_fail(r, TW_E_PARSE, "moves wants a count");
    *count = (size_t)n;
    return TW_OK;
}

/* Reads the next whitespace-separated token; returns 0 at the end. */
static int next_token(replay_reader *r, char *token, size_t cap, tw_status *st)
{
    while (*r->p == ' ' || *r->p == '\t' || *r->p == '\r' || *r->p == '\n') {
        if (*r->p == '\n')
            r->line++;
        r->p++;
    }
    r->at = r->line;
    if (!*r->p)
        return 0;
    size_t n = strcspn(r->p, " \t\r\n");
    if (n >= cap) {
        *st = reader_fail(r, TW_E_PARSE, "move text too long");
        return 0;
    }
    memcpy(token, r->p, n);
    token[n] = '\0';
    r->p += n;
    return 1;
}

static tw_status apply_moves(replay_reader *r, tw_game *g, size_t count)
{
    char token[TOKEN_CAP];
    size_t applied = 0;
    tw_status st = TW_OK;
    while (next_token(r, token, sizeof token, &st)) {
        tw_move move = 0;
        st = tw_move_from_string(g, token, &move);
        if (st == TW_OK)
            st = core_apply_checked(g, move);
        if (st != TW_OK) {
            char what[CORE_ERR_CAP];
            core_sb sb;
            core_sb_init(&sb, what, sizeof what);
            core_sb_printf(&sb, "move %zu '%s': ", applied + 1, token);
            core_sb_puts(&sb, g->error);
            return reader_fail(r, st, what);
        }
        applied++;
    }
    if (st != TW_OK)
        return st;
    if (applied != count) {
        char what[96];
        snprintf(what, sizeof what, "the header announces %zu moves, %zu follow", count, applied);
        return reader_fail(r, TW_E_PARSE, what);
    }
    return TW_OK;
}

static tw_status load(replay_reader *r, tw_game **out)
{
    char line[LINE_CAP];
    const char *rest;
    if (strncmp(r->p, REPLAY_PREFIX, strlen(REPLAY_PREFIX)) != 0)
        return reader_fail(r, TW_E_PARSE, "not a replay: expected '" REPLAY_MAGIC "'");
    tw_status st = read_line(r, line, sizeof line);
    if (st == TW_OK && strcmp(line, REPLAY_MAGIC) != 0)
        st = reader_fail(r, TW_E_PARSE, "unknown replay version");
    if (st == TW_OK)
        st = read_keyword_line(r, line, sizeof line, "game", &rest);
    if (st != TW_OK)
        return st;
    char name[32];
    if (strlen(rest) >= sizeof name || !core_game_find(rest))
        return reader_fail(r, TW_E_PARSE, "unknown game");
    strcpy(name, rest);
    tw_game *g = NULL;
    size_t count = 0;
    st = create_start(r, name, &g);
    if (st == TW_OK)
        st = read_rng(r, g);
    if (st == TW_OK)
        st = read_move_count(r, &count);
    if (st == TW_OK)
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
    replay_reader r = {text, 1, 1, {0}};
    tw_status st = load(&r, out);
    if (st != TW_OK)
        return core_set_thread_error(st, r.error);
    return TW_OK;
}
