/* SPDX-License-Identifier: MIT */
/*
 * game.c: handles, the state machine, randomness, results.
 *
 * Every decided move goes through core_apply_checked(): the move must be in
 * the game's legal list, the history must have room (grown before anything
 * changes, so running out of memory leaves the state as it was), then the
 * game applies the move and the history records what it changed (undo.c).
 * The legal list is the one the host was just given when it asked, kept in
 * the handle, so a playout lists each state's moves once, not twice. A
 * rolled outcome comes from the game's own list of outcomes and needs no
 * check. The RNG is consulted only by tw_game_roll(); tw_game_advance()
 * rolls at most TW_ADVANCE_MAX times and takes every roll back on failure.
 */
#include "core/core.h"

#include <assert.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- memory ------------------------------------------------------------ */

static void *default_alloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    (void)user;
    (void)old_size;
    if (new_size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, new_size);
}

void *core_alloc(tw_alloc_fn alloc, void *user, size_t size)
{
    return alloc(user, NULL, 0, size);
}

void core_free(tw_alloc_fn alloc, void *user, void *ptr, size_t size)
{
    if (ptr)
        (void)alloc(user, ptr, size, 0);
}

/* ---- handles ----------------------------------------------------------- */

tw_status core_handle_create(const core_game_def *def, tw_alloc_fn alloc, void *alloc_user,
                             tw_game **out)
{
    if (!alloc)
        alloc = default_alloc;
    /* A game's own mistake, caught on its first handle. */
    assert(core_game_def_sound(def));
    if (def->state_size > CORE_STATE_MAX || def->mutable_size > def->state_size)
        return TW_E_NOMEM;
    tw_game *g = core_alloc(alloc, alloc_user, sizeof *g);
    if (!g)
        return TW_E_NOMEM;
    memset(g, 0, offsetof(tw_game, kept)); /* the kept lists are written before they are read */
    size_t mutable_size = def->mutable_size ? def->mutable_size : def->state_size;
    size_t block = 8 * CORE_BLOCK_WORDS;
    g->state_words = (def->state_size + block - 1) / block * CORE_BLOCK_WORDS;
    g->diff_words = (mutable_size + block - 1) / block * CORE_BLOCK_WORDS;
    /* The state, zero-padded to whole words, its shadow and the start: one
     * block. */
    g->state = core_alloc(alloc, alloc_user, 3 * 8 * g->state_words);
    if (!g->state) {
        core_free(alloc, alloc_user, g, sizeof *g);
        return TW_E_NOMEM;
    }
    memset(g->state, 0, 3 * 8 * g->state_words);
    g->shadow = g->state + 8 * g->state_words;
    g->start = g->shadow + 8 * g->state_words;
    core_kept_drop_all(g);
    g->kept_last = &g->kept[0];
    g->kept_prev = &g->kept[1];
    g->def = def;
    g->alloc = alloc;
    g->alloc_user = alloc_user;
    core_params_defaults(def, &g->params);
    core_pcg32_seed(&g->pcg, 0);
    *out = g;
    return TW_OK;
}

tw_status core_handle_set_start(tw_game *g, core_origin origin, const char *text)
{
    size_t size = strlen(text) + 1;
    char *copy = core_alloc(g->alloc, g->alloc_user, size);
    if (!copy)
        return TW_E_NOMEM;
    memcpy(copy, text, size);
    core_free(g->alloc, g->alloc_user, g->start_text, g->start_text_size);
    g->start_text = copy;
    g->start_text_size = size;
    g->origin = origin;
    return TW_OK;
}

void tw_game_free(tw_game *g)
{
    if (!g)
        return;
    core_history_free(g);
    core_free(g->alloc, g->alloc_user, g->start_text, g->start_text_size);
    core_free(g->alloc, g->alloc_user, g->state, 3 * 8 * g->state_words);
    core_free(g->alloc, g->alloc_user, g, sizeof *g);
}

/* Fails a creation: frees what was made and records why on this thread. */
static tw_status creation_failed(tw_game *g, tw_game **out, tw_status status, const char *why)
{
    tw_game_free(g);
    if (out)
        *out = NULL;
    return core_set_thread_error(status, why);
}

/* The start of a game made from params, for its replays. */
static tw_status record_params_start(tw_game *g, const core_params *parsed, uint64_t seed)
{
    char canonical[512];
    core_sb sb;
    core_sb_init(&sb, canonical, sizeof canonical);
    core_params_write(g->def, parsed, seed, &sb);
    return core_handle_set_start(g, CORE_ORIGIN_PARAMS, canonical);
}

/* The start of a game made from params plus a host's own data (a board, a
 * map): the params alone cannot recreate it, so the position text does. */
static tw_status record_position_start(tw_game *g)
{
    core_sb sb;
    core_sb_init(&sb, NULL, 0);
    g->def->to_text(g->state, &sb);
    size_t size = sb.len + 1;
    char *text = core_alloc(g->alloc, g->alloc_user, size);
    if (!text)
        return TW_E_NOMEM;
    core_sb_init(&sb, text, size);
    g->def->to_text(g->state, &sb);
    tw_status st = core_handle_set_start(g, CORE_ORIGIN_POSITION, text);
    core_free(g->alloc, g->alloc_user, text, size);
    return st;
}

/* The one path of every creation from params: parse them, make the handle,
 * seed the generator, let the game set up (its init, or a creator's own
 * prepare), and record the start. */
static tw_status create_from_params(const core_game_def *def, const char *params,
                                    tw_alloc_fn alloc, void *alloc_user, core_prepare_fn prepare,
                                    const void *ctx, tw_game **out)
{
    core_err err = {{0}};
    core_params parsed;
    uint64_t seed = 0;
    tw_status st = core_params_parse(def, params, &parsed, &seed, &err);
    if (st != TW_OK)
        return core_set_thread_error(st, err.text);

    tw_game *g = NULL;
    if (core_handle_create(def, alloc, alloc_user, &g) != TW_OK)
        return core_set_thread_error(TW_E_NOMEM, "out of memory creating the game");
    g->params = parsed;
    g->seed = seed;
    core_pcg32_seed(&g->pcg, seed);
    st = prepare ? prepare(g->state, &parsed, ctx, &err) : def->init(g->state, &parsed, &err);
    if (st != TW_OK)
        return creation_failed(g, out, st, err.text);
    st = prepare ? record_position_start(g) : record_params_start(g, &parsed, seed);
    if (st != TW_OK)
        return creation_failed(g, out, st, "out of memory creating the game");
    *out = g;
    return TW_OK;
}

tw_status tw_game_new_with_alloc(const char *name, const char *params, tw_alloc_fn alloc,
                                 void *alloc_user, tw_game **out)
{
    if (!out)
        return core_set_thread_error(TW_E_ARG, "tw_game_new: out is NULL");
    *out = NULL;
    if (!name)
        return core_set_thread_error(TW_E_ARG, "tw_game_new: name is NULL");
    const core_game_def *def = core_game_find(name);
    if (!def)
        return core_set_thread_error(TW_E_ARG, "tw_game_new: no game is called that");
    return create_from_params(def, params, alloc, alloc_user, NULL, NULL, out);
}

tw_status tw_game_new(const char *name, const char *params, tw_game **out)
{
    return tw_game_new_with_alloc(name, params, NULL, NULL, out);
}

tw_status core_game_new_prepared(const core_game_def *def, const char *params,
                                 core_prepare_fn prepare, const void *ctx, tw_game **out)
{
    if (!out)
        return core_set_thread_error(TW_E_ARG, "out is NULL");
    *out = NULL;
    return create_from_params(def, params, NULL, NULL, prepare, ctx, out);
}

tw_status tw_game_clone(const tw_game *g, tw_game **out)
{
    if (!out)
        return core_set_thread_error(TW_E_ARG, "tw_game_clone: out is NULL");
    *out = NULL;
    if (!g)
        return core_set_thread_error(TW_E_ARG, "tw_game_clone: game is NULL");
    tw_game *c = NULL;
    if (core_handle_create(g->def, g->alloc, g->alloc_user, &c) != TW_OK)
        return core_set_thread_error(TW_E_NOMEM, "out of memory cloning the game");
    memcpy(c->state, g->state, 8 * g->state_words);
    c->rng = g->rng;
    c->rng_user = g->rng_user;
    c->pcg = g->pcg;
    c->params = g->params;
    c->seed = g->seed;
    if (core_handle_set_start(c, g->origin, g->start_text) != TW_OK ||
        core_history_copy(c, g) != TW_OK)
        return creation_failed(c, out, TW_E_NOMEM, "out of memory cloning the game");
    *out = c;
    return TW_OK;
}

tw_status tw_game_copy_position(tw_game *dst, const tw_game *src)
{
    if (!dst || !src)
        return TW_E_ARG;
    if (dst->def != src->def)
        return core_game_fail(dst, TW_E_ARG, "tw_game_copy_position: %s cannot take a %s position",
                              dst->def->name, src->def->name);
    if (dst != src) {
        memcpy(dst->state, src->state, 8 * src->state_words);
        dst->shadow_synced = 0;
        dst->rng = src->rng;
        dst->rng_user = src->rng_user;
        dst->pcg = src->pcg;
        dst->params = src->params;
        dst->seed = src->seed;
        dst->hash_fixed = src->hash_fixed; /* the words no move changes: src's */
        dst->hash_fixed_ok = src->hash_fixed_ok;
    }
    /* The history's room stays, for the next game played on dst. */
    core_history_clear(dst);
    dst->origin = CORE_ORIGIN_COPY;
    return TW_OK;
}

int tw_game_num_players(const tw_game *g)
{
    return g ? g->def->num_players(g->state) : TW_E_ARG;
}

const char *tw_game_name(const tw_game *g)
{
    return g ? g->def->name : NULL;
}

const void *core_game_state(const tw_game *g, const core_game_def *def)
{
    if (!g)
        return NULL;
    if (g->def != def) {
        core_game_fail(g, TW_E_ARG, "this accessor is for %s, the handle plays %s", def->name,
                       g->def->name);
        return NULL;
    }
    return g->state;
}

/* ---- state machine ----------------------------------------------------- */

int tw_game_current_player(const tw_game *g)
{
    return g ? g->def->current_player(g->state) : TW_E_ARG;
}

/* Where a list of the state now is kept: in the slot of the last list,
 * unless that one is of an earlier state of the history (a parent, whose
 * list a search comes back to), which then stays. Only on a handle that
 * undoes: a playout never comes back. */
static core_kept *kept_slot(tw_game *g)
{
    core_kept *last = g->kept_last;
    if (g->logging && last->at < g->history_len) { /* CORE_KEPT_NONE is not */
        g->kept_last = g->kept_prev;
        g->kept_prev = last;
    }
    return g->kept_last;
}

/* Keeps the legal moves of the state now for apply's check. The kept lists
 * are a cache, not part of the game, which is why a const handle may keep
 * them (one handle is used by one thread at a time). */
static inline void keep_legal(const tw_game *g, const tw_move *moves, int n)
{
    core_kept *kept = kept_slot((tw_game *)g);
    if (n > CORE_LEGAL_CACHE) {
        kept->at = CORE_KEPT_NONE;
        return;
    }
    /* Most lists are short: a copy of fixed size is inlined, where one of
     * n moves is a call to memcpy. Both buffers hold TW_MOVES_MAX. */
    if (n <= 16)
        memcpy(kept->moves, moves, 16 * sizeof *moves);
    else
        memcpy(kept->moves, moves, (size_t)n * sizeof *moves);
    kept->count = n;
    kept->at = g->history_len;
    kept->next = 0;
}

/* Lists the state's legal moves into moves (TW_MOVES_MAX room) and keeps
 * them for apply's check; returns their count. */
static int list_and_keep(const tw_game *g, tw_move *moves)
{
    int n = g->def->legal_moves(g->state, moves);
    keep_legal(g, moves, n);
    return n;
}

/* Lists the moves into a buffer shorter than the longest list: through
 * room of the core's own, out of line to keep the common path's frame
 * small. */
CORE_COLD static int legal_moves_into_short(const tw_game *g, tw_move *buf, size_t cap)
{
    tw_move room[TW_MOVES_MAX];
    int n = list_and_keep(g, room);
    size_t copy = (size_t)n < cap ? (size_t)n : cap;
    if (copy)
        memcpy(buf, room, copy * sizeof *buf);
    return n;
}

/* Refusals of the calls every move makes, out of line: a variadic call's
 * arguments are stored in memory, and in WebAssembly that memory is a
 * stack frame in linear memory, which the function would otherwise make
 * on every call, the refusal taken or not. */
CORE_COLD static int refuse_null_buffer(const tw_game *g, const char *fn, size_t cap)
{
    return core_game_fail(g, TW_E_ARG, "%s: buf is NULL with cap %zu", fn, cap);
}

int tw_game_legal_moves(const tw_game *g, tw_move *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return refuse_null_buffer(g, "tw_game_legal_moves", cap);
    if (cap < TW_MOVES_MAX)
        return legal_moves_into_short(g, buf, cap);
    /* A buffer with room for any list takes the moves directly. */
    return list_and_keep(g, buf);
}

int tw_game_chance_weights(const tw_game *g, tw_move *moves, uint32_t *weights, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if ((!moves || !weights) && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_chance_weights: NULL array with cap %zu",
                              cap);
    if (g->def->current_player(g->state) != TW_PLAYER_CHANCE)
        return core_game_fail(g, TW_E_STATE, "not a chance node: %s",
                              "the state is a decision or the game is over");
    tw_move all[TW_MOVES_MAX];
    uint32_t all_weights[TW_MOVES_MAX];
    int n = g->def->chance_weights(g->state, all, all_weights);
    /* The outcomes are the legal moves: kept for apply's check, as an
     * expectimax search applies each outcome next. */
    keep_legal(g, all, n);
    size_t copy = (size_t)n < cap ? (size_t)n : cap;
    if (copy) {
        memcpy(moves, all, copy * sizeof *moves);
        memcpy(weights, all_weights, copy * sizeof *weights);
    }
    return n;
}

CORE_COLD tw_status core_refuse_move(tw_game *g, const void *state, tw_move move,
                                    const tw_move *legal, int count)
{
    char text[CORE_ERR_CAP];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    core_sb_puts(&sb, "move ");
    if (move == 0 || g->def->move_to_text(state, move, &sb) == 0)
        core_sb_printf(&sb, "0x%08x encodes no %s move", (unsigned)move, g->def->name);
    else
        core_sb_puts(&sb, " is not legal now");
    core_sb_puts(&sb, "; ");
    if (count == 0) {
        core_sb_puts(&sb, "the game is over");
    } else {
        g->def->describe(state, &sb);
        core_sb_puts(&sb, "; legal:");
        for (int i = 0; i < count && i < 6; i++) {
            core_sb_putc(&sb, ' ');
            g->def->move_to_text(state, legal[i], &sb);
        }
        if (count > 6)
            core_sb_printf(&sb, " ... (%d in all)", count);
    }
    return core_game_fail(g, TW_E_ILLEGAL, "%s", text);
}

/* Notes where in the kept list a legal move was found, for the next look. */
static int found_legal(core_kept *kept, int index)
{
    kept->next = index + 1;
    return 1;
}

/* Whether move is in a list of the state now, listed afresh and kept in
 * turn, for the next apply at this state. Out of line: its room for the
 * longest list would otherwise enlarge the frame of every apply. */
CORE_COLD static int is_legal_afresh(tw_game *g, tw_move move)
{
    tw_move room[TW_MOVES_MAX];
    int n = list_and_keep(g, room);
    for (int i = 0; i < n; i++)
        if (room[i] == move)
            return found_legal(g->kept_last, i);
    return 0;
}

/* The kept list of the state now, or NULL: the last one listed, or the
 * one before it when a search came back to its state. */
static core_kept *kept_now(tw_game *g)
{
    if (g->kept_last->at == g->history_len)
        return g->kept_last;
    return g->kept_prev->at == g->history_len ? g->kept_prev : NULL;
}

/* Whether move is legal now: in a kept list if one is this state's, else
 * in a fresh one. */
static int is_legal(tw_game *g, tw_move move)
{
    core_kept *kept = kept_now(g);
    if (!kept)
        return is_legal_afresh(g, move);
    /* A search tries a list's moves in its order, each after the undo of
     * the one before: the look starts after the move last found. */
    const tw_move *legal = kept->moves;
    int n = kept->count;
    int start = kept->next < n ? kept->next : 0;
    for (int i = start; i < n; i++)
        if (legal[i] == move)
            return found_legal(kept, i);
    for (int i = 0; i < start; i++)
        if (legal[i] == move)
            return found_legal(kept, i);
    return 0;
}

/* Applies a move known to be legal. Inline: every move takes this path. */
CORE_COLD static tw_status refuse_history_growth(tw_game *g)
{
    return core_game_fail(g, TW_E_NOMEM, "out of memory growing the history");
}

static inline tw_status apply_legal(tw_game *g, tw_move move)
{
    if (core_history_reserve(g) != TW_OK)
        return refuse_history_growth(g); /* out of line, as refuse_null_buffer */
    core_history_apply(g, move);
    CORE_DEBUG_CHECK(g, "apply");
    return TW_OK;
}

/* Refuses an illegal move, with the legal ones in the message. */
CORE_COLD static tw_status refuse_illegal(tw_game *g, tw_move move)
{
    tw_move legal[TW_MOVES_MAX];
    return core_refuse_move(g, g->state, move, legal, g->def->legal_moves(g->state, legal));
}

tw_status core_apply_checked(tw_game *g, tw_move move)
{
    if (move == 0 || !is_legal(g, move))
        return refuse_illegal(g, move);
    return apply_legal(g, move);
}

tw_status tw_game_apply(tw_game *g, tw_move move)
{
    if (!g)
        return TW_E_ARG;
    return core_apply_checked(g, move);
}

tw_status tw_game_undo(tw_game *g)
{
    if (!g)
        return TW_E_ARG;
    if (g->history_len == 0)
        return core_game_fail(g, TW_E_STATE, "nothing to undo: the game is at its start");
    core_history_undo(g);
    CORE_DEBUG_CHECK(g, "undo");
    return TW_OK;
}

int tw_game_history(const tw_game *g, tw_move *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_history: buf is NULL with cap %zu", cap);
    size_t copy = g->history_len < cap ? g->history_len : cap;
    if (copy)
        memcpy(buf, g->moves, copy * sizeof *buf);
    return (int)g->history_len; /* core_history_reserve keeps it below INT_MAX */
}

/* ---- randomness -------------------------------------------------------- */

tw_status tw_game_set_rng(tw_game *g, tw_rng_fn fn, void *user)
{
    if (!g)
        return TW_E_ARG;
    g->rng = fn;
    g->rng_user = fn ? user : NULL;
    return TW_OK;
}

tw_status tw_game_seed(tw_game *g, uint64_t seed)
{
    if (!g)
        return TW_E_ARG;
    g->seed = seed;
    core_pcg32_seed(&g->pcg, seed);
    return TW_OK;
}

/* Picks the outcome whose cumulative weight interval contains value: the
 * first whose cumulative weight exceeds it, found by counting those before
 * it. No branch depends on value, which is random: a loop that stopped at
 * the outcome would be mispredicted at nearly every roll. */
static tw_move pick_outcome(const tw_move *moves, const uint32_t *weights, int n, uint32_t value)
{
    uint64_t cumulative = 0;
    int index = 0;
    for (int i = 0; i < n - 1; i++) {
        cumulative += weights[i];
        index += cumulative <= value;
    }
    return moves[index];
}

CORE_COLD static tw_status refuse_rng_value(tw_game *g, uint32_t value, uint32_t bound)
{
    return core_game_fail(g, TW_E_RNG, "the RNG returned %" PRIu32 " for a bound of %" PRIu32
                          " (a value must be below its bound)", value, bound);
}

/* Draws a value below bound from the host's RNG or the built-in one. */
static tw_status draw_value(tw_game *g, uint32_t bound, uint32_t *value)
{
    *value = g->rng ? g->rng(g->rng_user, bound) : core_pcg32_bounded(&g->pcg, bound);
    if (*value >= bound)
        return refuse_rng_value(g, *value, bound); /* out of line, as refuse_null_buffer */
    return TW_OK;
}

#ifndef NDEBUG
/* The game's uniform outcomes are its weighted ones, each of weight 1. */
static int uniform_agrees(const tw_game *g, const tw_move *moves, int n)
{
    tw_move weighted[TW_MOVES_MAX];
    uint32_t weights[TW_MOVES_MAX];
    if (g->def->chance_weights(g->state, weighted, weights) != n)
        return 0;
    for (int i = 0; i < n; i++)
        if (weighted[i] != moves[i] || weights[i] != 1)
            return 0;
    return 1;
}
#endif

/* Draws the outcome of the chance node now, into *move. */
static tw_status draw_outcome(tw_game *g, tw_move *move)
{
    tw_move moves[TW_MOVES_MAX];
    uint32_t value;
    int n = g->def->chance_uniform ? g->def->chance_uniform(g->state, moves) : 0;
    if (n > 0) {
        assert(uniform_agrees(g, moves, n));
        tw_status st = draw_value(g, (uint32_t)n, &value);
        if (st == TW_OK)
            *move = moves[value];
        return st;
    }
    uint32_t weights[TW_MOVES_MAX];
    n = g->def->chance_weights(g->state, moves, weights);
    uint64_t total = 0;
    for (int i = 0; i < n; i++)
        total += weights[i];
    tw_status st = draw_value(g, (uint32_t)total, &value);
    if (st == TW_OK)
        *move = pick_outcome(moves, weights, n, value);
    return st;
}

CORE_COLD static tw_status refuse_roll(tw_game *g)
{
    return core_game_fail(g, TW_E_STATE, "cannot roll: the state is not a chance node");
}

tw_status tw_game_roll(tw_game *g, tw_move *rolled)
{
    if (!g)
        return TW_E_ARG;
    if (g->def->current_player(g->state) != TW_PLAYER_CHANCE)
        return refuse_roll(g);
    core_pcg32 before = g->pcg; /* a failed roll leaves the built-in RNG as it was */
    tw_move move = 0;
    tw_status st = draw_outcome(g, &move);
    /* The outcomes are the legal moves here: no need to check. */
    if (st == TW_OK)
        st = apply_legal(g, move);
    if (st != TW_OK)
        g->pcg = before;
    else if (rolled)
        *rolled = move;
    return st;
}

/* Takes back the rolls an advance made before it failed, so that the game
 * is as before the call, and keeps the failure's message. */
CORE_COLD static tw_status take_back_rolls(tw_game *g, size_t rolls, core_pcg32 pcg,
                                           tw_status st)
{
    core_history_truncate(g, g->history_len - rolls);
    g->pcg = pcg;
    return st;
}

CORE_COLD static tw_status refuse_endless_chance(tw_game *g)
{
    return core_game_fail(g, TW_E_RNG,
                          "tw_game_advance: %d chance outcomes in a row and still no decision: "
                          "the dice never let the game reach one (as an RNG that always "
                          "returns the same value can); the game is as before the call",
                          TW_ADVANCE_MAX);
}

tw_status tw_game_advance(tw_game *g)
{
    if (!g)
        return TW_E_ARG;
    /* All or nothing: a failure takes back every roll of this call. */
    core_pcg32 pcg = g->pcg;
    size_t rolls = 0;
    while (g->def->current_player(g->state) == TW_PLAYER_CHANCE) {
        tw_status st = rolls < TW_ADVANCE_MAX ? tw_game_roll(g, NULL) : refuse_endless_chance(g);
        if (st != TW_OK)
            return take_back_rolls(g, rolls, pcg, st);
        rolls++;
    }
    return TW_OK;
}

/* ---- results ----------------------------------------------------------- */

/* A yes/no question answers 1 or 0 only, so `if (tw_game_is_over(g))` is
 * safe: NULL is no game, and so none that is over. */
int tw_game_is_over(const tw_game *g)
{
    if (!g)
        return 0;
    return g->def->current_player(g->state) == TW_PLAYER_TERMINAL;
}

int tw_game_scores(const tw_game *g, int *scores, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!scores && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_scores: scores is NULL with cap %zu", cap);
    int all[CORE_PLAYERS_MAX];
    int n = g->def->scores(g->state, all);
    for (size_t i = 0; i < cap && i < (size_t)n; i++)
        scores[i] = all[i];
    return n;
}

int tw_game_winner(const tw_game *g)
{
    return g ? g->def->winner(g->state) : TW_E_ARG;
}
