/* SPDX-License-Identifier: MIT */
/*
 * strbuf.h: bounded text output with snprintf semantics.
 *
 * Every text the library writes goes through a core_sb: it never writes
 * past its capacity, keeps the buffer NUL-terminated, and counts the length
 * the whole text needs, so callers return that length whatever the cap.
 */
#ifndef TOYWAR_CORE_STRBUF_H
#define TOYWAR_CORE_STRBUF_H

#include <stddef.h>
#include <stdint.h>

typedef struct core_sb {
    char *buf;      /* may be NULL when cap is 0 */
    size_t cap;
    size_t len;     /* length needed so far, excluding the NUL */
} core_sb;

void core_sb_init(core_sb *sb, char *buf, size_t cap);
void core_sb_putc(core_sb *sb, char c);
void core_sb_puts(core_sb *sb, const char *s);
void core_sb_printf(core_sb *sb, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A JSON string literal, quotes and escapes included. */
void core_sb_json_string(core_sb *sb, const char *s);
/* The length needed, as the int the public text functions return. */
int core_sb_result(const core_sb *sb);

#endif /* TOYWAR_CORE_STRBUF_H */
