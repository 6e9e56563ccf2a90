/* SPDX-License-Identifier: MIT */
/*
 * json.h: writing JSON with the commas and escapes placed by the writer.
 *
 * A core_json writes compact JSON (no spaces) into a core_sb. Its caller
 * says what comes (an object, a key, a value, the end of an array); the
 * writer puts the comma before every item but the first of its object or
 * array, quotes and escapes strings, and keeps the nesting. Nesting deeper
 * than CORE_JSON_DEPTH is a bug of the caller's (asserted in debug builds).
 */
#ifndef TOYWAR_CORE_JSON_H
#define TOYWAR_CORE_JSON_H

#include <stdint.h>

#include "core/strbuf.h"

#define CORE_JSON_DEPTH 16

typedef struct core_json {
    core_sb *sb;
    int depth;          /* open objects and arrays */
    int after_key;      /* a key was written: the value takes no comma */
    uint32_t items;     /* bit d: level d holds an item already */
    uint32_t objects;   /* bit d: level d is an object (else an array) */
} core_json;

void core_json_init(core_json *j, core_sb *sb);
void core_json_object(core_json *j);
void core_json_array(core_json *j);
/* Closes the innermost object or array. */
void core_json_end(core_json *j);
/* "key": inside an object, before its value. */
void core_json_key(core_json *j, const char *key);
void core_json_int(core_json *j, long long value);
void core_json_bool(core_json *j, int value);
void core_json_null(core_json *j);
void core_json_string(core_json *j, const char *s);
/* A string of len bytes (not NUL-terminated). */
void core_json_string_n(core_json *j, const char *s, size_t len);

/* The common pair: a key and its value. */
void core_json_key_int(core_json *j, const char *key, long long value);
void core_json_key_bool(core_json *j, const char *key, int value);
void core_json_key_string(core_json *j, const char *key, const char *s);
/* "key": value when present, else "key": null (an absent value). */
void core_json_key_int_or_null(core_json *j, const char *key, int present, long long value);

#endif /* TOYWAR_CORE_JSON_H */
