/* SPDX-License-Identifier: MIT */
/* strbuf.c: see strbuf.h. */
#include "core/strbuf.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void core_sb_init(core_sb *sb, char *buf, size_t cap)
{
    sb->buf = cap > 0 ? buf : NULL;
    sb->cap = sb->buf ? cap : 0;
    sb->len = 0;
    if (sb->cap > 0)
        sb->buf[0] = '\0';
}

/* Copies what fits of n bytes at the current end, keeping the NUL. */
static void sb_append(core_sb *sb, const char *s, size_t n)
{
    if (sb->cap > 0 && sb->len < sb->cap - 1) {
        size_t room = sb->cap - 1 - sb->len;
        size_t take = n < room ? n : room;
        memcpy(sb->buf + sb->len, s, take);
        sb->buf[sb->len + take] = '\0';
    }
    sb->len += n;
}

void core_sb_putc(core_sb *sb, char c)
{
    sb_append(sb, &c, 1);
}

void core_sb_puts(core_sb *sb, const char *s)
{
    sb_append(sb, s, strlen(s));
}

void core_sb_printf(core_sb *sb, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    /* Internal callers format short items; longer ones are truncated to
     * the scratch size rather than allocating. */
    size_t len = (size_t)n < sizeof small ? (size_t)n : sizeof small - 1;
    sb_append(sb, small, len);
}

void core_sb_json_string(core_sb *sb, const char *s)
{
    core_sb_putc(sb, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            core_sb_putc(sb, '\\');
            core_sb_putc(sb, (char)*p);
        } else if (*p < 0x20) {
            core_sb_printf(sb, "\\u%04x", (unsigned)*p);
        } else {
            core_sb_putc(sb, (char)*p);
        }
    }
    core_sb_putc(sb, '"');
}

int core_sb_result(const core_sb *sb)
{
    return sb->len > (size_t)INT_MAX ? INT_MAX : (int)sb->len;
}
