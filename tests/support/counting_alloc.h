/* SPDX-License-Identifier: MIT */
/*
 * counting_alloc.h: a host allocator (tw_alloc_fn) that counts what the
 * library asks of it and can refuse one request on purpose.
 *
 *   tw_counting_alloc c = {.fail_at = 3};  // refuse the 3rd request only
 *   tw_game_new_with_alloc("droids", "seed=9", tw_counting_alloc_fn, &c, &g);
 *   ...
 *   tw_game_free(g);                       // then c.live == 0, c.bytes == 0
 *
 * Shared by the tests (failing the N-th allocation, checking for leaks) and
 * by toywar-bench (allocations and bytes per move), so it needs neither
 * cmocka nor the library's internals: only the public tw_alloc_fn contract.
 * Not thread-safe: one counter per handle, used from one thread at a time.
 */
#ifndef TOYWAR_TESTS_COUNTING_ALLOC_H
#define TOYWAR_TESTS_COUNTING_ALLOC_H

#include <stddef.h>

typedef struct tw_counting_alloc {
    long fail_at;  /* refuse this request (1-based, counted in calls); 0: never */
    int refuse_all; /* while set, refuse every request (memory has run out) */
    long calls;    /* requests to allocate or grow, refused ones included */
    long granted;  /* requests that returned memory */
    long failures; /* requests refused on purpose (fail_at) */
    long live;     /* blocks alive */
    size_t bytes;  /* bytes alive, by the sizes the library reports */
} tw_counting_alloc;

/* A tw_alloc_fn; user is a tw_counting_alloc (zero it, or set fail_at,
 * before the first call). new_size == 0 frees ptr (which may be NULL) and
 * returns NULL, counting the block and old_size bytes as gone. Any other
 * call is a request: it is counted in calls, refused (NULL, ptr untouched,
 * failures counted) when it is the fail_at-th or refuse_all is set, else
 * passed to realloc();
 * when realloc() succeeds it is counted in granted, a new block in live,
 * and bytes moves from old_size to new_size. */
void *tw_counting_alloc_fn(void *user, void *ptr, size_t old_size, size_t new_size);

#endif /* TOYWAR_TESTS_COUNTING_ALLOC_H */
