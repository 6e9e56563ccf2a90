/* SPDX-License-Identifier: MIT */
/*
 * errors.c: versions, status names and messages.
 *
 * The only per-thread state in the library lives here: the reason the
 * calling thread's last creation failed, since a failed creation has no
 * handle to carry it.
 */
#include "core/core.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* A WebAssembly module built without threads runs on one thread (each Web
 * Worker instantiates a module of its own), so a plain static is the
 * thread's; and wasm-ld 14 refuses thread-local storage in a module built
 * with bulk memory (cmake/wasm.cmake) but without atomics. */
#if defined(__wasm__) && !defined(__wasm_atomics__)
#define CORE_THREAD_LOCAL
#else
#define CORE_THREAD_LOCAL _Thread_local
#endif

static CORE_THREAD_LOCAL char thread_error[CORE_ERR_CAP];

uint32_t tw_version(void)
{
    return (uint32_t)TOYWAR_VERSION;
}

const char *tw_version_string(void)
{
    return TOYWAR_VERSION_STRING;
}

/* Indexed by -status. */
static const char *const status_names[] = {
    "ok",
    "bad argument",
    "illegal move",
    "parse error",
    "bad param",
    "out of memory",
    "wrong state",
    "RNG failure",
};

const char *tw_status_string(tw_status s)
{
    int index = -(int)s;
    if (index < 0 || (size_t)index >= sizeof status_names / sizeof status_names[0])
        return "unknown status";
    return status_names[index];
}

static void format_into(char *dst, const char *fmt, va_list ap)
{
    int n = vsnprintf(dst, CORE_ERR_CAP, fmt, ap);
    if (n < 0)
        dst[0] = '\0';
}

tw_status core_fail(core_err *err, tw_status status, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        format_into(err->text, fmt, ap);
        va_end(ap);
    }
    return status;
}

tw_status core_game_fail(const tw_game *g, tw_status status, const char *fmt, ...)
{
    if (!g)
        return status;
    /* The message is diagnostic output, not game state, so const handles
     * carry one too (a failed accessor call on a const handle). */
    tw_game *mutable_game = (tw_game *)(uintptr_t)g;
    va_list ap;
    va_start(ap, fmt);
    format_into(mutable_game->error, fmt, ap);
    va_end(ap);
    return status;
}

tw_status core_set_thread_error(tw_status status, const char *text)
{
    snprintf(thread_error, sizeof thread_error, "%s", text);
    return status;
}

const char *core_thread_error(void)
{
    return thread_error;
}

const char *tw_game_error(const tw_game *g)
{
    return g ? g->error : thread_error;
}
