/* SPDX-License-Identifier: MIT */
/*
 * core.h: the handle, shared by the core's own files only.
 *
 * A handle owns one flat game state and its history: the state before the
 * first move, the moves, and once the handle has undone a move, per move
 * the old value of every 8-byte word of the state the move changed
 * (undo.c). Undo writes those words back, which restores every byte
 * exactly whatever the game did, at a cost that follows what changed
 * rather than the state's size. All memory comes from the handle's
 * allocator; the hot path (apply) allocates only when the history doubles.
 */
#ifndef TOYWAR_CORE_CORE_H
#define TOYWAR_CORE_CORE_H

#include "core/game_def.h"
#include "core/rng.h"

/* Kept out of line and out of the hot code: error paths, and paths with
 * large frames that the moves of a game rarely take. */
#if defined(__GNUC__)
#define CORE_COLD __attribute__((cold, noinline))
#else
#define CORE_COLD
#endif

/* Where a game started, for replays. */
typedef enum core_origin {
    CORE_ORIGIN_PARAMS,   /* tw_game_new: start_text holds canonical params */
    CORE_ORIGIN_POSITION, /* tw_game_from_text: start_text holds the position */
    CORE_ORIGIN_COPY      /* tw_game_copy_position: the start is the state before
                             the first applied move; start_text is unused */
} core_origin;

/* The state is compared with its shadow a block of 8 words (64 bytes) at a
 * time, so state_words and diff_words are whole blocks. */
#define CORE_BLOCK_WORDS 8

/* A log entry: the index of a changed word (uint16_t) and the word's value
 * before the move (uint64_t), packed: 10 bytes rather than 16. */
#define CORE_LOG_ENTRY 10

/* Legal moves kept per handle for apply's check; lists that are longer are
 * listed again. Playouts of every game stay far below this. */
#define CORE_LEGAL_CACHE 256

/* A list of the legal moves of the state at history length at, or
 * CORE_KEPT_NONE when none is kept (no history is that long). */
typedef struct core_kept {
    size_t at;
    int count;
    int next;                 /* where in the list apply looks first */
    tw_move moves[CORE_LEGAL_CACHE];
} core_kept;
#define CORE_KEPT_NONE SIZE_MAX

struct tw_game {
    const core_game_def *def;
    tw_alloc_fn alloc;
    void *alloc_user;
    tw_rng_fn rng;            /* NULL: the built-in PCG32 below */
    void *rng_user;
    core_pcg32 pcg;
    core_params params;
    uint64_t seed;
    core_origin origin;
    char *start_text;         /* NUL-terminated, owned */
    size_t start_text_size;   /* bytes allocated for start_text */
    /* The state, its shadow and the start: state_words words each (zero
     * padding after the state), in one block. */
    unsigned char *state;
    unsigned char *shadow;    /* the state as the last apply or undo left it (when
                                 shadow_synced): what a move's changes are found
                                 against */
    unsigned char *start;     /* the state before the first move (history_len > 0) */
    size_t state_words;       /* 8-byte words in state, whole blocks */
    size_t diff_words;        /* the words apply may change (def->mutable_size),
                                 whole blocks */
    int shadow_synced;        /* 0 after anything but apply and undo wrote state */
    /* History: moves[history_cap] then log_end[history_cap], in one block.
     * log_end[i]: where move i's entries in the log end. */
    tw_move *moves;
    uint32_t *log_end;
    size_t history_len;
    size_t history_cap;
    unsigned char *log;       /* undo log: CORE_LOG_ENTRY bytes per changed word */
    size_t log_len;           /* entries, counting those of unlogged moves */
    size_t log_cap;           /* entries allocated */
    /* Moves [0, unlogged) have no entries in the log, and their log_end is
     * unknown but for the last (0): a handle logs no move until it first
     * undoes one (logging is 0 till then; clones inherit it), and a clone
     * copies only the moves. Undoing one of them rebuilds their entries by
     * replaying them from the start. */
    size_t unlogged;
    int logging;
    /* When logging, the last move's entries wait for the next apply: till
     * then the shadow still holds the state before it, so undoing it is a
     * copy of the shadow, with no comparison (pending is 1). A search
     * undoes most moves right after applying them. */
    int pending;
    core_kept *kept_last;     /* of kept[] below: the slot listed last, */
    core_kept *kept_prev;     /* the other */
    /* The hash's sums of terms (core/hash.h): of the shadow's mutable words
     * when shadow_synced and hash_shadow_ok (undo.c: from the first hash
     * asked for on, every change to the shadow updates it), and of the
     * words after them, which no move changes, once hash_fixed_ok
     * (hash.c). */
    uint64_t hash_shadow;
    uint64_t hash_fixed;
    int hash_shadow_ok;
    int hash_fixed_ok;
    char error[CORE_ERR_CAP]; /* last detailed message; not part of the state */
    /* Lists of legal moves kept for apply's check (game.c), so that apply
     * checks a move without listing again: the list the host had last and
     * the one before it, each of the state at history length `at` of this
     * history. A list stays while its state is on the way to the state
     * now: undo below its length drops it, and so does anything that
     * writes the state but apply and undo. Two, so that a search that
     * lists a child's moves and comes back to the parent finds the
     * parent's list kept. Last: a new handle zeroes the fields before
     * them, not the lists' 2 KB. */
    core_kept kept[2];
};

/* Drops the kept lists of the states past history length h, which an
 * undo to h leaves; core_kept_drop_all() drops every list, when anything
 * but apply and undo writes the state. */
static inline void core_kept_drop_above(tw_game *g, size_t h)
{
    for (int i = 0; i < 2; i++)
        if (h < g->kept[i].at)
            g->kept[i].at = CORE_KEPT_NONE;
}

static inline void core_kept_drop_all(tw_game *g)
{
    g->kept[0].at = g->kept[1].at = CORE_KEPT_NONE;
}

/* Memory through the handle's allocator. */
void *core_alloc(tw_alloc_fn alloc, void *user, size_t size);
void core_free(tw_alloc_fn alloc, void *user, void *ptr, size_t size);

/* The calling thread's message about its last failed creation. */
tw_status core_set_thread_error(tw_status status, const char *text);
const char *core_thread_error(void);

/* Creates a handle for def with a zeroed state; the caller fills it. */
tw_status core_handle_create(const core_game_def *def, tw_alloc_fn alloc, void *alloc_user,
                             tw_game **out);
/* Stores a copy of text as the handle's start. */
tw_status core_handle_set_start(tw_game *g, core_origin origin, const char *text);

/* Params: parses text against def's specs (plus the generic seed). */
tw_status core_params_parse(const core_game_def *def, const char *text, core_params *params,
                            uint64_t *seed, core_err *err);
/* Writes the canonical params text: every non-default param, then seed. */
void core_params_write(const core_game_def *def, const core_params *params, uint64_t seed,
                       core_sb *out);
/* The same without the seed: a seat's record, where the seed would tell
 * the dice. */
void core_params_write_unseeded(const core_game_def *def, const core_params *params, core_sb *out);
void core_params_defaults(const core_game_def *def, core_params *params);

/* Applies a move after checking it is legal; the one path decided moves
 * take. */
tw_status core_apply_checked(tw_game *g, tw_move move);

/* Refuses move with TW_E_ILLEGAL: what state expects and a few of its
 * legal moves (legal[0..count)), in g's message. state is g's, or a
 * seat's representative when the refusal must say only what the seat
 * knows. */
tw_status core_refuse_move(tw_game *g, const void *state, tw_move move, const tw_move *legal,
                           int count);

/* ---- hidden information (info.c) ---------------------------------------- */

/* TW_OK for a player or TW_VIEW_ALL; otherwise TW_E_ARG with fn's message. */
tw_status core_check_viewer(const tw_game *g, int viewer, const char *fn);
/* Writes into obs (words 8-byte words) viewer's representative of state:
 * the state itself for TW_VIEW_ALL or a game of perfect information. */
void core_observe(const core_game_def *def, const unsigned char *state, size_t words, int viewer,
                  unsigned char *obs);
/* The state viewer's views are written from: g's own state, or viewer's
 * representative written into room (CORE_STATE_MAX bytes). */
const void *core_view_state(const tw_game *g, int viewer, void *room);
/* Writes g's history as viewer knows it now into out (history_len moves):
 * a game with hidden information only, viewer a player. */
void core_history_masked(const tw_game *g, int viewer, tw_move *out);

/* ---- events (events.c) ---------------------------------------------------- */

/* Writes ply's events as viewer may know them, as a JSON array (an empty
 * one for ply < 0: no move yet). */
void core_events_json(const tw_game *g, int ply, int viewer, core_json *j);

/* ---- history and undo (undo.c) ----------------------------------------- */

/* Grows the history so that core_history_reserve() finds room. */
tw_status core_history_grow(tw_game *g);

/* Makes room for one more move and its worst-case log, before anything
 * changes, so running out of memory leaves the state as it was. Inline:
 * there is room but for one move in a few dozen. */
static inline tw_status core_history_reserve(tw_game *g)
{
    int room = g->history_len < g->history_cap &&
               (!g->logging || g->log_len + g->diff_words <= g->log_cap);
    return room ? TW_OK : core_history_grow(g);
}
/* Applies a legal move with room reserved and records what it changed. */
/* Debug builds: runs the game's check on g's state (after names the step
 * that led there, "apply" or "undo") and aborts with the position and the
 * check's message when it fails. Release builds: nothing. */
#ifndef NDEBUG
void core_debug_check(const tw_game *g, const char *after);
#define CORE_DEBUG_CHECK(g, after) core_debug_check(g, after)
#else
#define CORE_DEBUG_CHECK(g, after) ((void)0)
#endif

void core_history_apply(tw_game *g, tw_move move);
/* Undoes the last recorded move (history_len > 0). */
void core_history_undo(tw_game *g);
/* Takes back the last moves until n remain (n <= history_len), leaving
 * the history and its undo records as they were when n moves had been
 * applied (a handle that has not undone yet still keeps no log). Cannot
 * fail. */
void core_history_truncate(tw_game *g, size_t n);
/* The state before the first recorded move, for replays. */
const unsigned char *core_history_start(const tw_game *g);
/* Copies src's history into dst, which has none: its start and moves, not
 * the log, which dst rebuilds only if it undoes that far. */
tw_status core_history_copy(tw_game *dst, const tw_game *src);
void core_history_free(tw_game *g);
/* The sum of the hash's terms over the state's mutable words
 * (core_hash_mutable_words()): kept up to date on a handle that keeps undo
 * records, summed afresh otherwise. */
uint64_t core_history_hash_sum(const tw_game *g);

/* ---- the position hash (hash.c) ------------------------------------------ */

/* The words at the start of the state that moves may change. */
size_t core_hash_mutable_words(const tw_game *g);
/* Forgets the history, keeping its room; the state becomes the start. */
void core_history_clear(tw_game *g);

#endif /* TOYWAR_CORE_CORE_H */
