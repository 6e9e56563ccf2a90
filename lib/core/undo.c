/* SPDX-License-Identifier: MIT */
/*
 * undo.c: the history, and undo by the words each move changed.
 *
 * A move changes three or four 8-byte words of a state of 32 to 273 words,
 * so the history keeps only those: after the game applies a move, the
 * state's words are compared with the shadow (the state as the last apply
 * or undo left it), and each word that differs goes into the log with its
 * old value, and into the shadow with its new one. Undo writes the old
 * values back into both. Games need no undo code of their own, and undo
 * still restores every byte whatever the game did. Only the part of the
 * state the game declares mutable is compared: a map or a board that never
 * changes costs nothing per move.
 *
 * The history also keeps the state before the first move (for replays),
 * which lets the log wait until it is needed: a handle records only the
 * moves until it first undoes one, and a clone copies only the moves. The
 * first undo that needs the entries rebuilds them by replaying the moves
 * from the start (apply is deterministic, so the entries come out the
 * same), and the handle logs every move from then on, as do its clones
 * and the positions copied into it. So a playout, which never undoes, pays
 * nothing for undo, and a clone costs what its moves cost (8 bytes each),
 * not its log; a search that undoes pays one replay of the moves before
 * its first undo. Should the rebuilt log find no memory, that one undo
 * replays the moves up to the state it wants instead: undo never fails.
 *
 * The last move's entries wait for the next apply: until then the shadow
 * still holds the state before it, so undoing it copies the shadow's
 * mutable part back, with no comparison at all. A search undoes most moves
 * right after applying them (a leaf, a move tried and taken back), and a
 * comparison just after the game wrote the state is the dearest part of a
 * move (its loads wait for the game's narrow stores to land).
 *
 * The position hash (core/hash.h) is a sum of a term per word, so it
 * follows the shadow the same way: once a hash has been asked for, every
 * word written into the shadow updates the shadow's sum, and a hash while
 * the last move is pending logs it first (which the next apply would do
 * anyway), so that its few changed words update the sum.
 *
 * Words are read and written through memcpy: the bytes belong to the game's
 * typed struct, and a host's allocator need not align them.
 */
#include "core/core.h"
#include "core/bits.h"
#include "core/hash.h"

#include <assert.h>
#include <limits.h>
#include <string.h>

/* Beyond this the history's int count or the log's uint32_t ends overflow. */
#define HISTORY_CAP_MAX ((size_t)INT_MAX / 2)
#define LOG_CAP_MAX ((size_t)UINT32_MAX / 2)

static uint64_t load(const unsigned char *p)
{
    uint64_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

static void store(unsigned char *p, uint64_t v)
{
    memcpy(p, &v, sizeof v);
}

static void read_entry(const unsigned char *log, size_t k, size_t *word, uint64_t *old)
{
    uint16_t index;
    memcpy(&index, log + k * CORE_LOG_ENTRY, sizeof index);
    *word = index;
    *old = load(log + k * CORE_LOG_ENTRY + sizeof index);
}

/* ---- room ------------------------------------------------------------------ */

static size_t grown_cap(size_t cap, size_t need)
{
    size_t new_cap = cap ? cap : 64;
    while (new_cap < need)
        new_cap *= 2;
    return new_cap;
}

/* Gives moves and log_end (one block: moves first) new_cap entries. */
static tw_status resize_history(tw_game *g, size_t new_cap)
{
    size_t cap = g->history_cap;
    if (new_cap > HISTORY_CAP_MAX)
        return TW_E_NOMEM;
    tw_move *block = g->alloc(g->alloc_user, g->moves, cap * 8, new_cap * 8);
    if (!block)
        return TW_E_NOMEM;
    /* log_end moves up to its new place after the longer moves. */
    memmove(block + new_cap, block + cap, g->history_len * sizeof *g->log_end);
    g->moves = block;
    g->log_end = (uint32_t *)(block + new_cap);
    g->history_cap = new_cap;
    return TW_OK;
}

static tw_status grow_history(tw_game *g, size_t need)
{
    return need <= g->history_cap ? TW_OK : resize_history(g, grown_cap(g->history_cap, need));
}

static tw_status grow_log(tw_game *g, size_t need)
{
    if (need <= g->log_cap)
        return TW_OK;
    size_t new_cap = grown_cap(g->log_cap, need);
    if (new_cap > LOG_CAP_MAX)
        return TW_E_NOMEM;
    unsigned char *log = g->alloc(g->alloc_user, g->log, g->log_cap * CORE_LOG_ENTRY,
                                  new_cap * CORE_LOG_ENTRY);
    if (!log)
        return TW_E_NOMEM;
    g->log = log;
    g->log_cap = new_cap;
    return TW_OK;
}

tw_status core_history_grow(tw_game *g)
{
    /* Each array keeps its own capacity, so a failure half-way loses
     * nothing. The log needs room for the worst move: every word changed. */
    tw_status st = grow_history(g, g->history_len + 1);
    if (st == TW_OK && g->logging)
        st = grow_log(g, g->log_len + g->diff_words);
    return st;
}

/* ---- finding what a move changed ---------------------------------------------- */

/* The state is compared 64 bytes (a block of 8 words) at a time: the
 * state's words are padded to whole blocks, and most blocks did not change,
 * so one test per block is what makes the comparison cheap. changed_words()
 * says which words of a block differ, one bit each. */
#if defined(__SSE2__)
#include <emmintrin.h>

static __m128i xor16(const unsigned char *a, const unsigned char *b)
{
    return _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)a),
                         _mm_loadu_si128((const __m128i *)(const void *)b));
}

/* Two bits, one per 8-byte half of x, set where the half is not zero. */
static unsigned nonzero_halves(__m128i x)
{
    __m128i zero32 = _mm_cmpeq_epi32(x, _mm_setzero_si128());
    __m128i zero64 = _mm_and_si128(zero32, _mm_shuffle_epi32(zero32, _MM_SHUFFLE(2, 3, 0, 1)));
    return (unsigned)_mm_movemask_pd(_mm_castsi128_pd(zero64)) ^ 3u;
}

static unsigned changed_words(const unsigned char *a, const unsigned char *b)
{
    __m128i x0 = xor16(a, b), x1 = xor16(a + 16, b + 16);
    __m128i x2 = xor16(a + 32, b + 32), x3 = xor16(a + 48, b + 48);
    __m128i any = _mm_or_si128(_mm_or_si128(x0, x1), _mm_or_si128(x2, x3));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(any, _mm_setzero_si128())) == 0xFFFF)
        return 0;
    return nonzero_halves(x0) | nonzero_halves(x1) << 2 | nonzero_halves(x2) << 4 |
           nonzero_halves(x3) << 6;
}
#else
static unsigned changed_words(const unsigned char *a, const unsigned char *b)
{
    uint64_t d[CORE_BLOCK_WORDS], any = 0;
    for (int w = 0; w < CORE_BLOCK_WORDS; w++)
        any |= d[w] = load(a + 8 * w) ^ load(b + 8 * w);
    if (!any)
        return 0;
    unsigned mask = 0;
    for (int w = 0; w < CORE_BLOCK_WORDS; w++)
        mask |= (unsigned)(d[w] != 0) << w;
    return mask;
}
#endif

#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* What log entries [from, to) do to the shadow's hash sum: the terms of
 * the shadow's words now less those of their logged values. Added after
 * the entries were logged, subtracted before they are undone. Out of line,
 * and called only while a hash is kept: the loops below stay as small for
 * a search that never hashes (the MCTS bot's undoes every move it plays). */
static NOINLINE uint64_t logged_terms(const tw_game *g, size_t from, size_t to)
{
    uint64_t sum = 0;
    for (size_t k = from; k < to; k++) {
        size_t i;
        uint64_t old;
        read_entry(g->log, k, &i, &old);
        sum += core_hash_term(i, load(g->shadow + 8 * i)) - core_hash_term(i, old);
    }
    return sum;
}

/* Logs, from entry k on, every word of now that differs from the shadow,
 * with the shadow's value, and brings the shadow (and its hash sum, when
 * kept) up to date; returns the entry after the last. */
static size_t record_changes(tw_game *g, const unsigned char *now, size_t k)
{
    unsigned char *shadow = g->shadow, *log = g->log;
    size_t first = k;
    for (size_t block = 0; block < g->diff_words; block += CORE_BLOCK_WORDS) {
        for (unsigned mask = changed_words(now + 8 * block, shadow + 8 * block); mask;
             mask &= mask - 1) {
            size_t i = block + (size_t)core_lowest_bit(mask);
            unsigned char *entry = log + k++ * CORE_LOG_ENTRY;
            uint16_t index = (uint16_t)i;
            memcpy(entry, &index, sizeof index);
            memcpy(entry + sizeof index, shadow + 8 * i, 8);
            memcpy(shadow + 8 * i, now + 8 * i, 8);
        }
    }
    if (g->hash_shadow_ok)
        g->hash_shadow += logged_terms(g, first, k);
    return k;
}

#ifndef NDEBUG
/* The shadow's hash sum, when kept, is the sum of its words' terms. */
static int shadow_hash_agrees(const tw_game *g)
{
    return !g->shadow_synced || !g->hash_shadow_ok ||
           g->hash_shadow == core_hash_words(g->shadow, 0, core_hash_mutable_words(g));
}
#endif

/* Makes the shadow the state now; its hash sum waits till a hash is
 * asked for. */
static void sync_shadow(tw_game *g)
{
    memcpy(g->shadow, g->state, g->state_words * 8);
    g->shadow_synced = 1;
    g->hash_shadow_ok = 0;
}

/* ---- apply and undo -------------------------------------------------------------- */

/* Applies a move before the first undo: the move alone is recorded. */
static void apply_unlogged(tw_game *g, tw_move move)
{
    if (g->history_len == 0)
        memcpy(g->start, g->state, g->state_words * 8);
    g->def->apply(g->state, move);
    g->shadow_synced = 0;
    g->moves[g->history_len] = move;
    g->log_end[g->history_len] = 0;
    g->unlogged = ++g->history_len;
}

/* Copies words whole blocks of words: fixed-size copies the compiler
 * inlines, cheaper for a few blocks than a call to memcpy. */
static void copy_blocks(unsigned char *to, const unsigned char *from, size_t words)
{
    for (size_t w = 0; w < words; w += CORE_BLOCK_WORDS)
        memcpy(to + 8 * w, from + 8 * w, 8 * CORE_BLOCK_WORDS);
}

/* Logs what the pending last move changed: the shadow catches up. */
static void finish_pending(tw_game *g)
{
    g->log_len = record_changes(g, g->state, g->log_len);
    g->log_end[g->history_len - 1] = (uint32_t)g->log_len;
    g->pending = 0;
    /* The game kept to its declared mutable part. */
    assert(memcmp(g->shadow, g->state, g->state_words * 8) == 0);
    assert(shadow_hash_agrees(g));
}

void core_history_apply(tw_game *g, tw_move move)
{
    size_t bytes = g->state_words * 8;
    if (!g->logging) {
        apply_unlogged(g, move);
        return;
    }
    if (g->pending)
        finish_pending(g);
    if (!g->shadow_synced)
        sync_shadow(g);
    if (g->history_len == 0)
        memcpy(g->start, g->state, bytes);
    /* Anything that writes the state besides apply and undo clears
     * shadow_synced; a stale shadow would make undo wrong. */
    assert(memcmp(g->shadow, g->state, bytes) == 0);
    g->def->apply(g->state, move);
    g->moves[g->history_len] = move;
    g->history_len++;
    g->pending = 1; /* its entries wait: it is likely to be undone next */
}

/* Writes back the old words of log entries [begin, log_len). */
static inline void undo_entries(tw_game *g, size_t begin)
{
    if (g->hash_shadow_ok)
        g->hash_shadow -= logged_terms(g, begin, g->log_len);
    /* Locals: the stores through bytes below may alias any field of g. */
    unsigned char *state = g->state, *shadow = g->shadow;
    const unsigned char *log = g->log;
    for (size_t k = begin, end = g->log_len; k < end; k++) {
        size_t word;
        uint64_t old;
        read_entry(log, k, &word, &old);
        store(state + 8 * word, old);
        store(shadow + 8 * word, old); /* harmless when not synced */
    }
    g->log_len = begin;
}

/* Replays the first n moves from the start into walk, logging what each
 * changed from entry 0 on when log is set (the shadow serves as the
 * comparison base). Fails only if the log cannot grow. */
static tw_status replay(tw_game *g, unsigned char *walk, size_t n, int log)
{
    size_t k = 0;
    memcpy(walk, g->start, g->state_words * 8);
    memcpy(g->shadow, g->start, g->state_words * 8);
    for (size_t i = 0; i < n; i++) {
        if (log && grow_log(g, k + g->diff_words) != TW_OK)
            return TW_E_NOMEM;
        g->def->apply(walk, g->moves[i]);
        if (log) {
            k = record_changes(g, walk, k);
            g->log_end[i] = (uint32_t)k;
        }
    }
    g->log_len = k;
    return TW_OK;
}

/* Undoes the last of the unlogged moves (every later move is undone
 * already, so the log is empty): rebuilds the log of all of them, and logs
 * from then on, or with no memory for it, replays all but the last. */
static void undo_unlogged(tw_game *g)
{
    uint64_t room[CORE_STATE_MAX / 8];
    unsigned char *walk = (unsigned char *)room;
    size_t h = g->history_len, bytes = g->state_words * 8;
    assert(g->log_len == 0 && h + 1 == g->unlogged);
    if (replay(g, walk, g->unlogged, 1) != TW_OK) {
        replay(g, g->state, h, 0);
        g->unlogged = h;
        if (h > 0)
            g->log_end[h - 1] = 0;
    } else {
        assert(memcmp(walk, g->state, bytes) == 0); /* the replay came out the same */
        g->unlogged = 0;
        g->logging = 1;
        size_t begin = h ? g->log_end[h - 1] : 0;
        memcpy(g->shadow, g->state, bytes);
        undo_entries(g, begin);
    }
    sync_shadow(g);
}

/* Undoes a move whose entries are logged, or whose log is to be rebuilt.
 * Out of line: the pending path of core_history_undo(), a search's
 * commonest, then saves no registers for it. */
static NOINLINE void undo_logged(tw_game *g, size_t h)
{
    if (h < g->unlogged)
        undo_unlogged(g);
    else
        undo_entries(g, h ? g->log_end[h - 1] : 0);
}

void core_history_undo(tw_game *g)
{
    size_t h = --g->history_len;
    if (g->pending) {
        /* The shadow is the state before the move; the immutable part
         * never changed. */
        copy_blocks(g->state, g->shadow, g->diff_words);
        g->pending = 0;
    } else {
        undo_logged(g, h);
    }
    core_kept_drop_above(g, h); /* the next move may change the states they were for */
    assert(shadow_hash_agrees(g));
}

void core_history_truncate(tw_game *g, size_t n)
{
    assert(n <= g->history_len);
    if (g->logging || n == g->history_len) {
        /* Moves from n on are logged (a handle logs every move once it
         * has undone one): undo them, each a copy of its own words. */
        while (g->history_len > n)
            core_history_undo(g);
        return;
    }
    /* Before its first undo a handle keeps no log, and it keeps none after
     * this either: one replay of the first n moves is the state, with no
     * memory needed and nothing else of the history changed. */
    replay(g, g->state, n, 0);
    g->history_len = g->unlogged = n;
    if (n > 0)
        g->log_end[n - 1] = 0;
    g->shadow_synced = 0;
    core_kept_drop_above(g, n);
}

const unsigned char *core_history_start(const tw_game *g)
{
    return g->history_len ? g->start : g->state;
}

/* ---- whole histories ----------------------------------------------------------------- */

tw_status core_history_copy(tw_game *dst, const tw_game *src)
{
    size_t n = src->history_len;
    if (n == 0)
        return TW_OK;
    if (resize_history(dst, n) != TW_OK)
        return TW_E_NOMEM;
    memcpy(dst->moves, src->moves, n * sizeof *dst->moves);
    memcpy(dst->start, src->start, src->state_words * 8);
    dst->log_end[n - 1] = 0; /* the clone's own moves log from entry 0 */
    dst->logging = src->logging; /* a handle that undoes is likely to again */
    dst->history_len = n;
    dst->log_len = 0;
    dst->unlogged = n;
    return TW_OK;
}

void core_history_free(tw_game *g)
{
    core_free(g->alloc, g->alloc_user, g->moves, g->history_cap * 8);
    core_free(g->alloc, g->alloc_user, g->log, g->log_cap * CORE_LOG_ENTRY);
    g->moves = NULL;
    g->log_end = NULL;
    g->log = NULL;
    g->history_len = g->history_cap = g->log_len = g->log_cap = g->unlogged = 0;
    g->logging = g->pending = 0;
}

void core_history_clear(tw_game *g)
{
    g->history_len = 0;
    g->log_len = 0;
    g->unlogged = 0;
    /* A pending move left the shadow behind the state: the shadow is
     * synced afresh at the next apply. */
    g->shadow_synced = 0;
    g->pending = 0;
    core_kept_drop_all(g);
}

/* ---- the hash ---------------------------------------------------------------------------- */

uint64_t core_history_hash_sum(const tw_game *g)
{
    size_t words = core_hash_mutable_words(g);
    if (!g->shadow_synced)
        return core_hash_words(g->state, 0, words);
    /* The shadow's sum and the log are caches of the history, as the kept
     * legal list is: a const handle may fill them (one handle is used by
     * one thread at a time). */
    if (!g->hash_shadow_ok) {
        tw_game *keeper = (tw_game *)g;
        keeper->hash_shadow = core_hash_words(g->shadow, 0, words);
        keeper->hash_shadow_ok = 1;
    }
    /* A pending move is logged now rather than at the next apply, which
     * would have to find its words all the same: once found, they update
     * the shadow's sum, and the sum is the state's. The log has room, kept
     * for it when the move was applied. */
    if (g->pending)
        finish_pending((tw_game *)g);
    assert(shadow_hash_agrees(g));
    return g->hash_shadow;
}
