/* SPDX-License-Identifier: MIT */
/*
 * reader.h: reading the library's text formats (params, replays, each
 * game's positions, moves, boards and maps) with one set of pieces.
 *
 * A core_span is a piece of the input, never copied and never
 * NUL-terminated: fields, tokens and list items are spans, and the
 * core_span_* functions read a number in bounds, a name from a table or the
 * next item of a list from one. A core_reader is a cursor over a whole text:
 * it hands out the text's tokens, fields and lines as spans, counts lines,
 * and words every error the same way, naming the format, the place (a line,
 * a statement) and the field, as in "replay line 3: ..." or
 * "position board: ...". No function allocates, and none reads past a
 * span's end or a text's NUL.
 */
#ifndef TOYWAR_CORE_READER_H
#define TOYWAR_CORE_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game_def.h"

/* A piece of text: len bytes at p, not NUL-terminated. */
typedef struct core_span {
    const char *p;
    size_t len;
} core_span;

/* The whole of a NUL-terminated string. */
core_span core_span_of(const char *text);
/* Whether s is exactly word. */
bool core_span_is(core_span s, const char *word);
/* Whether s starts with prefix; if so and rest is not NULL, *rest is what
 * follows the prefix. */
bool core_span_prefix(core_span s, const char *prefix, core_span *rest);
/* The index of s in names (count entries, or up to a NULL entry when count
 * is negative), or -1. */
int core_span_name(core_span s, const char *const *names, int count);
/* An unsigned decimal (digits only: no sign, no space) in [lo, hi]; on
 * success writes *out and returns true. Leading zeros are accepted; however
 * many digits there are, a value past hi is refused, never wrapped. */
bool core_span_int(core_span s, int lo, int hi, int *out);
/* An unsigned decimal of 64 bits; refuses an empty span and overflow. */
bool core_span_u64(core_span s, uint64_t *out);
/* 1 to 16 lower-case hexadecimal digits. */
bool core_span_hex64(core_span s, uint64_t *out);
/* Takes the next item of a sep-separated list off the front of *list:
 * returns false when the list is empty, else writes the item (which may be
 * empty) and leaves *list after the separator. */
bool core_span_next(core_span *list, char sep, core_span *item);
/* Splits s at its first sep into *head and *tail; returns false (and leaves
 * both alone) when s holds no sep. */
bool core_span_cut(core_span s, char sep, core_span *head, core_span *tail);
/* The width to print a span with "%.*s": its length, capped at max. */
int core_span_shown(core_span s, int max);

/* A cursor over one text. */
typedef struct core_reader {
    const char *p, *end;  /* what is left to read */
    const char *what;     /* the format's name, first in every message */
    int line;             /* the line at p, from 1; counted by the skips */
    int at;               /* the line of the last token or line taken */
    int line_numbers;     /* whether messages name the line (at) */
    core_err *err;        /* where messages go (may be NULL) */
} core_reader;

/* Starts reading the NUL-terminated text; messages start with what. */
void core_rd_init(core_reader *r, const char *text, const char *what, core_err *err);
/* Starts reading one span. */
void core_rd_init_span(core_reader *r, core_span s, const char *what, core_err *err);
/* The next byte (0..255), or -1 at the end. */
int core_rd_peek(const core_reader *r);
bool core_rd_done(const core_reader *r);
/* Takes c, or word, when it comes next. */
bool core_rd_accept(core_reader *r, char c);
bool core_rd_accept_word(core_reader *r, const char *word);
/* Takes one digit in [lo, hi]. */
bool core_rd_digit(core_reader *r, int lo, int hi, int *out);
/* Takes a number 1..max written without a leading zero. */
bool core_rd_count(core_reader *r, int max, int *out);
/* Skips bytes of set, counting newlines. */
void core_rd_skip(core_reader *r, const char *set);
/* Skips separators (bytes of seps), then takes the run up to the next
 * separator or the end: empty only at the end of the text. */
core_span core_rd_token(core_reader *r, const char *seps);
/* Takes the run of bytes not in stops (possibly empty); the stop is left. */
core_span core_rd_until(core_reader *r, const char *stops);
/* Takes the field "key=value" when it comes next (after one space, if one
 * comes first): the value runs to the next space or the end. Leaves the
 * cursor alone when the next field is not key's. The grammar of positions
 * written as key=value fields in a fixed order. */
bool core_rd_key(core_reader *r, const char *key, core_span *value);
/* Takes the rest of the line (without its "\n" or "\r\n") and the newline. */
core_span core_rd_line(core_reader *r);
/* Formats a message into r->err, "<what>[ line N][ <field>]: <message>",
 * and returns TW_E_PARSE. field may be NULL. */
tw_status core_rd_fail(const core_reader *r, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif /* TOYWAR_CORE_READER_H */
