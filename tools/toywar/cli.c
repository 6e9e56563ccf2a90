/* SPDX-License-Identifier: MIT */
/*
 * cli.c: the helpers every toywar subcommand shares (see cli.h).
 */
#include "cli.h"
#include "params.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ---- options ----------------------------------------------------------- */

static const cli_option *find_option(const cli_option *options, const char *name, size_t len)
{
    for (const cli_option *o = options; o && o->name; o++)
        if (strlen(o->name) == len && strncmp(o->name, name, len) == 0)
            return o;
    return NULL;
}

/* "unknown option --x; the options are --a, --b". */
static int unknown_option(const cli_option *options, const char *arg, size_t len)
{
    char known[512];
    size_t at = 0;
    known[0] = '\0';
    for (const cli_option *o = options; o && o->name && at < sizeof known; o++) {
        int n = snprintf(known + at, sizeof known - at, "%s%s", at ? ", " : "", o->name);
        at += n > 0 ? (size_t)n : 0;
    }
    return cli_usage_error("unknown option %.*s; the options are %s", (int)len, arg, known);
}

/* Stores one option's argument. */
static int take_value(const cli_option *o, const char *value)
{
    if (o->value) {
        *o->value = value;
        return CLI_OK;
    }
    if (*o->list_count >= o->list_cap) {
        return cli_usage_error("%s given more than %d times", o->name, o->list_cap);
    }
    o->list[(*o->list_count)++] = value;
    return CLI_OK;
}

/* One "--name[=value]" at argv[*i]; advances *i past a separate value. */
static int parse_option(int argc, char **argv, int *i, const cli_option *options)
{
    const char *arg = argv[*i];
    const char *eq = strchr(arg, '=');
    size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
    const cli_option *o = find_option(options, arg, len);
    if (!o)
        return unknown_option(options, arg, len);
    if (o->flag) {
        if (eq)
            return cli_usage_error("%s takes no value", o->name);
        *o->flag = 1;
        return CLI_OK;
    }
    if (eq)
        return take_value(o, eq + 1);
    if (*i + 1 >= argc)
        return cli_usage_error("%s needs a value", o->name);
    return take_value(o, argv[++*i]);
}

int cli_parse(int argc, char **argv, int first, const cli_option *options,
              const char **positional, int cap, int *count)
{
    *count = 0;
    for (int i = first; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) == 0 && argv[i][2] != '\0') {
            int st = parse_option(argc, argv, &i, options);
            if (st != CLI_OK)
                return st;
        } else if (*count < cap) {
            positional[(*count)++] = argv[i];
        } else {
            return cli_usage_error("unexpected argument '%s'", argv[i]);
        }
    }
    return CLI_OK;
}

int cli_join_params(const char **positional, int from, int count, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = from; i < count; i++) {
        if (!strchr(positional[i], '='))
            return cli_usage_error("'%s' is not a param (params are key=value)", positional[i]);
        int n = snprintf(buf + len, cap - len, "%s%s", len ? " " : "", positional[i]);
        if (n < 0 || (size_t)n >= cap - len)
            return cli_usage_error("the params are too long");
        len += (size_t)n;
    }
    return CLI_OK;
}

/* ---- numbers ----------------------------------------------------------- */

int cli_long(const char *text, long min, long max, const char *what, long *out)
{
    char *end;
    errno = 0;
    long n = strtol(text, &end, 10);
    if (text[0] == '\0' || *end != '\0' || errno != 0 || n < min || n > max) {
        cli_error("%s must be a number from %ld to %ld, not '%s'", what, min, max, text);
        return -1;
    }
    *out = n;
    return 0;
}

int cli_u64(const char *text, const char *what, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long n = strtoull(text, &end, 10);
    if (text[0] < '0' || text[0] > '9' || *end != '\0' || errno != 0) {
        cli_error("%s must be a number from 0 to 18446744073709551615, not '%s'", what, text);
        return -1;
    }
    *out = (uint64_t)n;
    return 0;
}

int cli_param_seed(const char *params, uint64_t *seed)
{
    char word[64];
    uint64_t value;
    for (const char *p = params; *p; p += strspn(p, " ")) {
        size_t len = strcspn(p, " ");
        if (strncmp(p, "seed=", 5) == 0) {
            snprintf(word, sizeof word, "%.*s", (int)len - 5, p + 5);
            if (cli_u64(word, "the param seed", &value) != 0)
                return -1;
            if (seed)
                *seed = value;
            return 1;
        }
        p += len;
    }
    return 0;
}

int cli_seed(const char *option, const char *params, uint64_t *seed, int *given)
{
    uint64_t from_option = 0, from_param = 0;
    if (option && cli_u64(option, "--seed", &from_option) != 0)
        return CLI_USAGE;
    int found = cli_param_seed(params, &from_param);
    if (found < 0)
        return CLI_FAIL;
    if (found && option && from_param != from_option)
        return cli_usage_error("seed=%llu and --seed %llu disagree: give one seed",
                               (unsigned long long)from_param,
                               (unsigned long long)from_option);
    *given = found || option;
    if (*given)
        *seed = found ? from_param : from_option;
    return CLI_OK;
}

int cli_viewer(const char *text, int players, int *out)
{
    long player;
    if (strcmp(text, "all") == 0) {
        *out = TW_VIEW_ALL;
        return 0;
    }
    if (cli_long(text, 0, players - 1, "the viewer (or 'all')", &player) != 0)
        return -1;
    *out = (int)player;
    return 0;
}

/* ---- messages ---------------------------------------------------------- */

const char *cli_printable(const char *text, char *buf, size_t cap)
{
    if (cap < 16)
        return "...";
    static const char hex[] = "0123456789abcdef";
    const unsigned char *in = (const unsigned char *)text;
    size_t at = 0;
    for (; *in && at + 8 < cap; in++) {
        /* C0 controls, DEL, and the C1 controls as UTF-8 (0xC2 0x80-0x9F). */
        int c1 = in[0] == 0xC2 && in[1] >= 0x80 && in[1] <= 0x9F;
        if (*in < 0x20 || *in == 0x7F || c1) {
            unsigned char c = c1 ? *++in : *in;
            buf[at++] = '\\';
            buf[at++] = 'x';
            buf[at++] = hex[c >> 4];
            buf[at++] = hex[c & 15];
        } else {
            buf[at++] = (char)*in;
        }
    }
    if (*in) {  /* the loop left room for it */
        memcpy(buf + at, "...", 3);
        at += 3;
    }
    buf[at] = '\0';
    return buf;
}

/* Formats a message and writes it escaped, with a prefix and a newline
 * (cli_printable ends one cut to fit with "..."). */
static void message(FILE *out, const char *prefix, const char *fmt, va_list ap)
{
    char text[1024], shown[1024];
    vsnprintf(text, sizeof text, fmt, ap);
    fprintf(out, "%s%s\n", prefix, cli_printable(text, shown, sizeof shown));
}

int cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    message(stderr, "toywar: ", fmt, ap);
    va_end(ap);
    return CLI_FAIL;
}

int cli_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    message(stderr, "toywar: ", fmt, ap);
    va_end(ap);
    return CLI_USAGE;
}

void cli_say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    message(stdout, "", fmt, ap);
    va_end(ap);
}

int cli_status(const tw_game *g, const char *what, int status)
{
    const char *message = tw_game_error(g);
    return cli_error("%s: %s%s%s", what, tw_status_string((tw_status)status),
                     message && *message ? ": " : "", message ? message : "");
}

int cli_unknown_game(const char *name)
{
    char games[256];
    size_t at = 0;
    games[0] = '\0';
    for (int i = 0; i < tw_games_count() && at < sizeof games; i++) {
        int n = snprintf(games + at, sizeof games - at, "%s%s", i ? ", " : "", tw_games_name(i));
        at += n > 0 ? (size_t)n : 0;
    }
    return cli_error("no game called '%s'; the games are %s", name, games);
}

int cli_new_game(const char *name, const char *params, tw_game **out)
{
    int st = tw_game_new(name, params, out);
    if (st == TW_OK)
        return CLI_OK;
    if (!tw_games_about(name))
        return cli_unknown_game(name);
    cli_status(NULL, name, st); /* the library's message names what is allowed */
    if (st == TW_E_PARAM)
        cli_error("'toywar list %s' shows its params, their values and ranges", name);
    return CLI_FAIL;
}

/* ---- text from the library --------------------------------------------- */

/* What a text is asked of: the viewer, and for an event's text its ply
 * and index (the functions that take none ignore them). */
typedef struct text_ask {
    int viewer, ply, index;
} text_ask;

typedef int (*text_fn)(const tw_game *g, const text_ask *a, char *buf, size_t cap);

static int render_fn(const tw_game *g, const text_ask *a, char *buf, size_t cap)
{
    return tw_game_render(g, a->viewer, buf, cap);
}

static int json_fn(const tw_game *g, const text_ask *a, char *buf, size_t cap)
{
    return tw_game_to_json(g, a->viewer, buf, cap);
}

static int position_fn(const tw_game *g, const text_ask *a, char *buf, size_t cap)
{
    (void)a;
    return tw_game_to_text(g, buf, cap);
}

static int replay_fn(const tw_game *g, const text_ask *a, char *buf, size_t cap)
{
    (void)a;
    return tw_game_save_replay(g, buf, cap);
}

static int events_json_fn(const tw_game *g, const text_ask *a, char *buf, size_t cap)
{
    return tw_game_events_json(g, a->ply, a->viewer, buf, cap);
}

static int event_text_fn(const tw_game *g, const text_ask *a, char *buf, size_t cap)
{
    return tw_game_event_text(g, a->ply, a->index, a->viewer, buf, cap);
}

/* Asks for the size, then writes the text into a buffer of that size. */
static char *library_text(const tw_game *g, text_ask a, text_fn fn, const char *what)
{
    int need = fn(g, &a, NULL, 0);
    if (need < 0) {
        cli_status(g, what, need);
        return NULL;
    }
    char *text = malloc((size_t)need + 1);
    if (!text) {
        cli_error("%s: out of memory", what);
        return NULL;
    }
    fn(g, &a, text, (size_t)need + 1);
    return text;
}

static text_ask viewer_ask(int viewer)
{
    text_ask a = {viewer, 0, 0};
    return a;
}

char *cli_render(const tw_game *g, int viewer)
{
    return library_text(g, viewer_ask(viewer), render_fn, "tw_game_render");
}

char *cli_json(const tw_game *g, int viewer)
{
    return library_text(g, viewer_ask(viewer), json_fn, "tw_game_to_json");
}

char *cli_position(const tw_game *g)
{
    return library_text(g, viewer_ask(0), position_fn, "tw_game_to_text");
}

char *cli_replay(const tw_game *g)
{
    return library_text(g, viewer_ask(0), replay_fn, "tw_game_save_replay");
}

/* An event's sentence, malloc'd, or NULL (reported). */
static char *event_text(const tw_game *g, int ply, int index, int viewer)
{
    text_ask a = {viewer, ply, index};
    return library_text(g, a, event_text_fn, "tw_game_event_text");
}

char *cli_events_json(const tw_game *g, int ply, int viewer)
{
    text_ask a = {viewer, ply, 0};
    return library_text(g, a, events_json_fn, "tw_game_events_json");
}

int cli_print_events(FILE *out, const tw_game *g, int ply, int viewer, const char *indent)
{
    int n = tw_game_event_count(g, ply, viewer);
    if (n < 0)
        return cli_status(g, "tw_game_event_count", n);
    for (int i = 0; i < n; i++) {
        char *text = event_text(g, ply, i, viewer);
        if (!text)
            return CLI_FAIL;
        fprintf(out, "%s%s\n", indent, text);
        free(text);
    }
    return CLI_OK;
}

const char *cli_move_text(const tw_game *g, tw_move move, char *buf, size_t cap)
{
    if (tw_move_to_string(g, move, buf, cap) < 0)
        snprintf(buf, cap, "?");
    return buf;
}

const char *cli_player_name(int player, char *buf, size_t cap)
{
    if (player >= 0)
        snprintf(buf, cap, "player %d", player);
    else
        snprintf(buf, cap, "%s", player == TW_PLAYER_CHANCE ? "chance" : "over");
    return buf;
}

void cli_print_result(const tw_game *g)
{
    int scores[64];
    int n = tw_game_scores(g, scores, 64);
    int winner = tw_game_winner(g);
    printf("%s; scores:", tw_game_is_over(g) == 1 ? "game over" : "game not over");
    for (int p = 0; p < n && p < 64; p++)
        printf(" %d", scores[p]);
    if (winner >= 0)
        printf("; winner: player %d\n", winner);
    else if (winner == TW_WINNER_DRAW)
        printf("; a draw\n");
    else if (winner == TW_WINNER_NOBODY)
        printf("; nobody wins\n");
    else
        printf("\n");
}

void cli_print_block(FILE *out, const char *text)
{
    size_t len = strlen(text);
    fputs(text, out);
    if (len == 0 || text[len - 1] != '\n')
        fputc('\n', out);
}

void cli_json_string(FILE *out, const char *text)
{
    fputc('"', out);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            fprintf(out, "\\%c", *c);
        else if (*c == '\n')
            fputs("\\n", out);
        else if (*c < 0x20 || *c == 0x7F)
            fprintf(out, "\\u%04x", *c);
        else
            fputc(*c, out);
    }
    fputc('"', out);
}

int cli_reserve(void **items, size_t *cap, size_t count, size_t item_size)
{
    if (count < *cap)
        return CLI_OK;
    size_t grown_cap = *cap ? *cap * 2 : 64;
    void *grown = realloc(*items, grown_cap * item_size);
    if (!grown)
        return cli_error("out of memory");
    *items = grown;
    *cap = grown_cap;
    return CLI_OK;
}

/* ---- files ------------------------------------------------------------- */

char *cli_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        cli_error("cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t len = 0, cap = 4096;
    char *text = malloc(cap);
    while (text) {
        len += fread(text + len, 1, cap - len - 1, f);
        if (len < cap - 1)
            break;
        char *grown = realloc(text, cap * 2);
        if (!grown)
            free(text);
        text = grown;
        cap *= 2;
    }
    int failed = ferror(f);
    fclose(f);
    if (!text || failed) {
        free(text);
        cli_error("cannot read %s", path);
        return NULL;
    }
    text[len] = '\0';
    return text;
}

int cli_write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return cli_error("cannot write %s: %s", path, strerror(errno));
    size_t len = strlen(text);
    int ok = fwrite(text, 1, len, f) == len;
    ok = (fclose(f) == 0) && ok;
    return ok ? CLI_OK : cli_error("cannot write %s", path);
}

int cli_load_replay_file(const char *path, tw_game **out)
{
    char *text = cli_read_file(path);
    if (!text)
        return CLI_FAIL;
    int st = tw_game_load_replay(text, out);
    free(text);
    if (st != TW_OK)
        return cli_status(NULL, path, st);
    return CLI_OK;
}

/* ---- time and terminals ------------------------------------------------ */

double cli_now(void)
{
    struct timespec ts;
    if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
        return (double)clock() / CLOCKS_PER_SEC;
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cli_is_terminal(FILE *stream)
{
    return isatty(fileno(stream));
}
