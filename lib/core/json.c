/* SPDX-License-Identifier: MIT */
/* json.c: see json.h. */
#include "core/json.h"

#include <assert.h>
#include <string.h>

void core_json_init(core_json *j, core_sb *sb)
{
    j->sb = sb;
    j->depth = 0;
    j->after_key = 0;
    j->items = 0;
    j->objects = 0;
}

/* The comma before an item that is not the first of its level. */
static void begin_item(core_json *j)
{
    if (j->after_key) {
        j->after_key = 0;
        return;
    }
    uint32_t bit = 1u << j->depth;
    if (j->items & bit)
        core_sb_putc(j->sb, ',');
    j->items |= bit;
}

static void open_level(core_json *j, char c)
{
    begin_item(j);
    core_sb_putc(j->sb, c);
    assert(j->depth + 1 < CORE_JSON_DEPTH);
    j->depth++;
    j->items &= ~(1u << j->depth);
    if (c == '{')
        j->objects |= 1u << j->depth;
    else
        j->objects &= ~(1u << j->depth);
}

void core_json_object(core_json *j)
{
    open_level(j, '{');
}

void core_json_array(core_json *j)
{
    open_level(j, '[');
}

void core_json_end(core_json *j)
{
    assert(j->depth > 0);
    core_sb_putc(j->sb, (j->objects >> j->depth) & 1u ? '}' : ']');
    j->depth--;
}

void core_json_key(core_json *j, const char *key)
{
    begin_item(j);
    core_sb_json_string(j->sb, key);
    core_sb_putc(j->sb, ':');
    j->after_key = 1;
}

void core_json_int(core_json *j, long long value)
{
    begin_item(j);
    core_sb_printf(j->sb, "%lld", value);
}

void core_json_bool(core_json *j, int value)
{
    begin_item(j);
    core_sb_puts(j->sb, value ? "true" : "false");
}

void core_json_null(core_json *j)
{
    begin_item(j);
    core_sb_puts(j->sb, "null");
}

void core_json_string(core_json *j, const char *s)
{
    begin_item(j);
    core_sb_json_string(j->sb, s);
}

void core_json_string_n(core_json *j, const char *s, size_t len)
{
    char text[256];
    size_t n = len < sizeof text - 1 ? len : sizeof text - 1;
    memcpy(text, s, n);
    text[n] = '\0';
    core_json_string(j, text);
}

void core_json_key_int(core_json *j, const char *key, long long value)
{
    core_json_key(j, key);
    core_json_int(j, value);
}

void core_json_key_bool(core_json *j, const char *key, int value)
{
    core_json_key(j, key);
    core_json_bool(j, value);
}

void core_json_key_string(core_json *j, const char *key, const char *s)
{
    core_json_key(j, key);
    core_json_string(j, s);
}

void core_json_key_int_or_null(core_json *j, const char *key, int present, long long value)
{
    core_json_key(j, key);
    if (present)
        core_json_int(j, value);
    else
        core_json_null(j);
}
