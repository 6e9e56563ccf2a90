/* SPDX-License-Identifier: MIT */
/* counting_alloc.c: see counting_alloc.h. Plain C, no cmocka: the bench
 * compiles it too. */
#include "counting_alloc.h"

#include <stdlib.h>

static void count_free(tw_counting_alloc *c, void *ptr, size_t old_size)
{
    if (ptr) {
        c->live--;
        c->bytes -= old_size;
    }
    free(ptr);
}

/* A request refused on purpose: the fail_at-th one, and only that one, so
 * that the library's retry of the same operation succeeds; or any while
 * refuse_all is set. */
static int refuse_this_request(tw_counting_alloc *c)
{
    if (++c->calls != c->fail_at && !c->refuse_all)
        return 0;
    c->failures++;
    return 1;
}

void *tw_counting_alloc_fn(void *user, void *ptr, size_t old_size, size_t new_size)
{
    tw_counting_alloc *c = user;
    if (new_size == 0) {
        count_free(c, ptr, old_size);
        return NULL;
    }
    if (refuse_this_request(c))
        return NULL;
    void *p = realloc(ptr, new_size);
    if (p) {
        c->granted++;
        if (!ptr)
            c->live++;
        c->bytes = c->bytes - (ptr ? old_size : 0) + new_size;
    }
    return p;
}
