/*
 * core.h: the handle, shared by the core's own files only.
 *
 * A handle owns one flat game state plus, per applied move, the move and a
 * snapshot of the state before it: undo copies the snapshot back, which
 * restores every byte exactly whatever the game did. All memory comes from
 * the handle's allocator; the hot path (apply) allocates only when the
 * history doubles.
 */
#ifndef TOYWAR_CORE_CORE_H
#define TOYWAR_CORE_CORE_H

#include "core/game_def.h"
#include "core/rng.h"

/* Where a game started, for replays. */
typedef enum core_origin {
    CORE_ORIGIN_PARAMS,   /* tw_game_new: start_text holds canonical params */
    CORE_ORIGIN_POSITION, /* tw_game_from_text: start_text holds the position */
    CORE_ORIGIN_COPY      /* tw_game_copy_position: the start is the state before
                             the first applied move; start_text is unused */
} core_origin;

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
    unsigned char *state;     /* def->state_size bytes */
    tw_move *moves;           /* history: the applied moves */
    unsigned char *snapshots; /* the state before each of them */
    size_t history_len;
    size_t moves_cap;         /* entries allocated in moves */
    size_t snapshots_cap;     /* states allocated in snapshots */
    char error[CORE_ERR_CAP]; /* last detailed message; not part of the state */
};

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
void core_params_defaults(const core_game_def *def, core_params *params);

/* Applies a move after checking it is legal; the one path every move takes. */
tw_status core_apply_checked(tw_game *g, tw_move move);

#endif /* TOYWAR_CORE_CORE_H */
