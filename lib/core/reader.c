/* SPDX-License-Identifier: MIT */
/* reader.c: see reader.h. */
#include "core/reader.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- spans ------------------------------------------------------------- */

core_span core_span_of(const char *text)
{
    core_span s = {text, strlen(text)};
    return s;
}

bool core_span_is(core_span s, const char *word)
{
    return strlen(word) == s.len && memcmp(s.p, word, s.len) == 0;
}

bool core_span_prefix(core_span s, const char *prefix, core_span *rest)
{
    size_t n = strlen(prefix);
    if (s.len < n || memcmp(s.p, prefix, n) != 0)
        return false;
    if (rest) {
        rest->p = s.p + n;
        rest->len = s.len - n;
    }
    return true;
}

int core_span_name(core_span s, const char *const *names, int count)
{
    for (int i = 0; count < 0 ? names[i] != NULL : i < count; i++)
        if (names[i] && core_span_is(s, names[i]))
            return i;
    return -1;
}

bool core_span_int(core_span s, int lo, int hi, int *out)
{
    long long v = 0;
    if (s.len == 0)
        return false;
    for (size_t i = 0; i < s.len; i++) {
        if (s.p[i] < '0' || s.p[i] > '9')
            return false;
        v = v * 10 + (s.p[i] - '0');
        if (v > hi)
            return false;
    }
    if (v < lo)
        return false;
    *out = (int)v;
    return true;
}

bool core_span_u64(core_span s, uint64_t *out)
{
    uint64_t v = 0;
    if (s.len == 0)
        return false;
    for (size_t i = 0; i < s.len; i++) {
        if (s.p[i] < '0' || s.p[i] > '9')
            return false;
        unsigned digit = (unsigned)(s.p[i] - '0');
        if (v > (UINT64_MAX - digit) / 10)
            return false;
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

bool core_span_hex64(core_span s, uint64_t *out)
{
    uint64_t v = 0;
    if (s.len == 0 || s.len > 16)
        return false;
    for (size_t i = 0; i < s.len; i++) {
        char c = s.p[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return false;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return true;
}

bool core_span_next(core_span *list, char sep, core_span *item)
{
    if (list->len == 0)
        return false;
    const char *at = memchr(list->p, sep, list->len);
    item->p = list->p;
    item->len = at ? (size_t)(at - list->p) : list->len;
    size_t taken = item->len + (at != NULL);
    list->p += taken;
    list->len -= taken;
    return true;
}

bool core_span_cut(core_span s, char sep, core_span *head, core_span *tail)
{
    const char *at = memchr(s.p, sep, s.len);
    if (!at)
        return false;
    head->p = s.p;
    head->len = (size_t)(at - s.p);
    tail->p = at + 1;
    tail->len = s.len - head->len - 1;
    return true;
}

int core_span_shown(core_span s, int max)
{
    return s.len < (size_t)max ? (int)s.len : max;
}

/* ---- the cursor -------------------------------------------------------- */

void core_rd_init_span(core_reader *r, core_span s, const char *what, core_err *err)
{
    r->p = s.p;
    r->end = s.p + s.len;
    r->what = what;
    r->line = 1;
    r->at = 1;
    r->line_numbers = 0;
    r->err = err;
}

void core_rd_init(core_reader *r, const char *text, const char *what, core_err *err)
{
    core_rd_init_span(r, core_span_of(text), what, err);
}

int core_rd_peek(const core_reader *r)
{
    return r->p < r->end ? (unsigned char)*r->p : -1;
}

bool core_rd_done(const core_reader *r)
{
    return r->p >= r->end;
}

bool core_rd_accept(core_reader *r, char c)
{
    if (core_rd_peek(r) != (unsigned char)c)
        return false;
    r->p++;
    return true;
}

bool core_rd_accept_word(core_reader *r, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n) != 0)
        return false;
    r->p += n;
    return true;
}

bool core_rd_digit(core_reader *r, int lo, int hi, int *out)
{
    int c = core_rd_peek(r);
    if (c < '0' + lo || c > '0' + hi)
        return false;
    *out = c - '0';
    r->p++;
    return true;
}

bool core_rd_count(core_reader *r, int max, int *out)
{
    int v = 0;
    if (core_rd_peek(r) < '1' || core_rd_peek(r) > '9')
        return false;
    while (core_rd_peek(r) >= '0' && core_rd_peek(r) <= '9') {
        v = v * 10 + (*r->p++ - '0');
        if (v > max)
            return false;
    }
    *out = v;
    return true;
}

static bool in_set(int c, const char *set)
{
    return c > 0 && strchr(set, c) != NULL;
}

void core_rd_skip(core_reader *r, const char *set)
{
    while (in_set(core_rd_peek(r), set)) {
        if (*r->p == '\n')
            r->line++;
        r->p++;
    }
}

core_span core_rd_until(core_reader *r, const char *stops)
{
    core_span s = {r->p, 0};
    while (r->p < r->end && !in_set((unsigned char)*r->p, stops))
        r->p++;
    s.len = (size_t)(r->p - s.p);
    return s;
}

core_span core_rd_token(core_reader *r, const char *seps)
{
    core_rd_skip(r, seps);
    r->at = r->line;
    return core_rd_until(r, seps);
}

bool core_rd_key(core_reader *r, const char *key, core_span *value)
{
    core_reader peek = *r;
    core_rd_accept(&peek, ' ');
    if (!core_rd_accept_word(&peek, key) || !core_rd_accept(&peek, '='))
        return false;
    *value = core_rd_until(&peek, " ");
    *r = peek;
    return true;
}

core_span core_rd_line(core_reader *r)
{
    r->at = r->line;
    core_span s = core_rd_until(r, "\n");
    if (core_rd_accept(r, '\n'))
        r->line++;
    if (s.len > 0 && s.p[s.len - 1] == '\r')
        s.len--; /* CRLF text */
    return s;
}

tw_status core_rd_fail(const core_reader *r, const char *field, const char *fmt, ...)
{
    if (!r->err)
        return TW_E_PARSE;
    core_sb sb;
    core_sb_init(&sb, r->err->text, sizeof r->err->text);
    core_sb_puts(&sb, r->what);
    if (r->line_numbers)
        core_sb_printf(&sb, " line %d", r->at);
    if (field) {
        core_sb_putc(&sb, ' ');
        core_sb_puts(&sb, field);
    }
    core_sb_puts(&sb, ": ");
    char message[CORE_ERR_CAP];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    core_sb_puts(&sb, message); /* a long message is cut, never overrun */
    return TW_E_PARSE;
}
