/* SPDX-License-Identifier: MIT */
/*
 * info.c: hidden information, one seat at a time (toywar.h, "Hidden
 * information: one seat's share"; docs/design/information.md).
 *
 * Every per-seat channel is derived from one seam of the game's table
 * (core_hidden_def): observe() writes the seat's canonical representative,
 * a state that depends only on what the seat knows. The core then answers
 * each per-seat question by asking the game's ordinary functions about
 * that representative instead of the real state (views, what the state
 * expects, the decider's legal moves, the hash), so that a per-seat answer
 * cannot reveal more than the representative holds: the property is kept
 * by construction, and the tests check the seam itself (two states a seat
 * cannot tell apart give one representative; one it can, another).
 *
 * Cost: an observation is a copy of the state and the game's filling-in,
 * a few hundred nanoseconds; nothing here is on the apply/undo path.
 */
#include "core/core.h"
#include "core/hash.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

/* Room for one state, in words, as the core walks copies of it. */
typedef struct core_scratch {
    uint64_t words[CORE_STATE_MAX / 8];
} core_scratch;

tw_status core_check_viewer(const tw_game *g, int viewer, const char *fn)
{
    int players = g->def->num_players(g->state);
    if (viewer == TW_VIEW_ALL || (viewer >= 0 && viewer < players))
        return TW_OK;
    return core_game_fail(g, TW_E_ARG, "%s: viewer %d is neither a player (0..%d) nor TW_VIEW_ALL",
                          fn, viewer, players - 1);
}

/* A seat, never TW_VIEW_ALL, for the functions that act for one player. */
static tw_status check_seat(const tw_game *g, int seat, const char *fn)
{
    int players = g->def->num_players(g->state);
    if (seat >= 0 && seat < players)
        return TW_OK;
    return core_game_fail(g, TW_E_ARG, "%s: seat %d is not a player (0..%d)", fn, seat,
                          players - 1);
}

/* Whether viewer sees the whole state: the omniscient view, or a game
 * that hides nothing. */
static int sees_all(const core_game_def *def, int viewer)
{
    return viewer == TW_VIEW_ALL || !def->hidden;
}

void core_observe(const core_game_def *def, const unsigned char *state, size_t words, int viewer,
                  unsigned char *obs)
{
    /* The padding after the state is zero in both. */
    memcpy(obs, state, words * 8);
    if (!sees_all(def, viewer))
        def->hidden->observe(state, viewer, obs);
}

const void *core_view_state(const tw_game *g, int viewer, void *room)
{
    if (sees_all(g->def, viewer))
        return g->state;
    core_observe(g->def, g->state, g->state_words, viewer, room);
    return room;
}

/* The hash of a representative: the position hash's own function. */
static uint64_t hash_of(const core_game_def *def, const unsigned char *obs, size_t words)
{
    if (def->hash)
        return def->hash(obs);
    (void)words;
    return core_hash_finish(core_hash_words(obs, 0, (def->state_size + 7) / 8));
}

int tw_game_has_hidden(const tw_game *g)
{
    return g && g->def->hidden ? 1 : 0;
}

int tw_game_observation(const tw_game *g, int viewer, char *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_observation: buf is NULL with cap %zu", cap);
    tw_status st = core_check_viewer(g, viewer, "tw_game_observation");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    if (sees_all(g->def, viewer)) {
        g->def->to_text(g->state, &sb);
    } else {
        core_scratch obs;
        core_observe(g->def, g->state, g->state_words, viewer, (unsigned char *)obs.words);
        g->def->hidden->observation_text(obs.words, viewer, &sb);
    }
    return core_sb_result(&sb);
}

uint64_t tw_game_observation_hash(const tw_game *g, int viewer)
{
    if (!g || core_check_viewer(g, viewer, "tw_game_observation_hash") != TW_OK)
        return 0;
    if (sees_all(g->def, viewer))
        return tw_game_hash(g);
    core_scratch obs;
    core_observe(g->def, g->state, g->state_words, viewer, (unsigned char *)obs.words);
    return hash_of(g->def, (const unsigned char *)obs.words, g->state_words);
}

/* Copies the first cap of n moves (and weights) out, returning n. */
static int copy_out(const tw_move *moves, const uint32_t *weights, int n, tw_move *buf,
                    uint32_t *wbuf, size_t cap)
{
    size_t copy = (size_t)n < cap ? (size_t)n : cap;
    if (copy && buf)
        memcpy(buf, moves, copy * sizeof *buf);
    if (copy && wbuf)
        memcpy(wbuf, weights, copy * sizeof *wbuf);
    return n;
}

#ifndef NDEBUG
/* The decider's moves on its representative are its real ones (a game's
 * listing reads nothing its decider does not know). */
static int same_moves(const tw_move *a, int na, const tw_move *b, int nb)
{
    return na == nb && memcmp(a, b, (size_t)na * sizeof *a) == 0;
}
#endif

int tw_game_legal_moves_for(const tw_game *g, int viewer, tw_move *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_legal_moves_for: buf is NULL with cap %zu",
                              cap);
    tw_status st = core_check_viewer(g, viewer, "tw_game_legal_moves_for");
    if (st != TW_OK)
        return st;
    if (viewer == TW_VIEW_ALL)
        return tw_game_legal_moves(g, buf, cap);
    int current = g->def->current_player(g->state);
    if (current == TW_PLAYER_CHANCE)
        return tw_game_chance_weights_for(g, viewer, buf, NULL, cap);
    if (current != viewer)
        return 0; /* another's decision, or the end */
    core_scratch room;
    const void *view = core_view_state(g, viewer, room.words);
    tw_move moves[TW_MOVES_MAX];
    int n = g->def->legal_moves(view, moves);
#ifndef NDEBUG
    tw_move real[TW_MOVES_MAX];
    assert(same_moves(moves, n, real, g->def->legal_moves(g->state, real)));
#endif
    return copy_out(moves, NULL, n, buf, NULL, cap);
}

int tw_game_chance_weights_for(const tw_game *g, int viewer, tw_move *moves, uint32_t *weights,
                               size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!moves && !weights && cap > 0)
        return core_game_fail(g, TW_E_ARG,
                              "tw_game_chance_weights_for: NULL arrays with cap %zu", cap);
    tw_status st = core_check_viewer(g, viewer, "tw_game_chance_weights_for");
    if (st != TW_OK)
        return st;
    tw_move all[TW_MOVES_MAX];
    uint32_t all_weights[TW_MOVES_MAX];
    if (sees_all(g->def, viewer)) {
        /* Through the core's arrays: either of the host's may be NULL here. */
        int n = tw_game_chance_weights(g, all, all_weights, TW_MOVES_MAX);
        return n < 0 ? n : copy_out(all, all_weights, n, moves, weights, cap);
    }
    if (g->def->current_player(g->state) != TW_PLAYER_CHANCE)
        return core_game_fail(g, TW_E_STATE, "not a chance node: %s",
                              "the state is a decision or the game is over");
    core_scratch obs;
    core_observe(g->def, g->state, g->state_words, viewer, (unsigned char *)obs.words);
    int n = g->def->hidden->chance_predict(obs.words, viewer, all, all_weights);
    return copy_out(all, all_weights, n, moves, weights, cap);
}

/* Refuses a move sent by a seat whose decision it is not, saying only
 * what every seat knows: whose decision it is. */
CORE_COLD static tw_status refuse_out_of_turn(tw_game *g, int seat, int current)
{
    if (current == TW_PLAYER_TERMINAL)
        return core_game_fail(g, TW_E_ILLEGAL, "player %d may not move: the game is over", seat);
    if (current == TW_PLAYER_CHANCE)
        return core_game_fail(g, TW_E_ILLEGAL,
                              "player %d may not move: chance is to be resolved first", seat);
    return core_game_fail(g, TW_E_ILLEGAL, "player %d may not move: it is player %d's decision",
                          seat, current);
}

tw_status tw_game_apply_as(tw_game *g, int seat, tw_move move)
{
    if (!g)
        return TW_E_ARG;
    tw_status st = check_seat(g, seat, "tw_game_apply_as");
    if (st != TW_OK)
        return st;
    int current = g->def->current_player(g->state);
    if (current != seat)
        return refuse_out_of_turn(g, seat, current);
    /* The refusal is written from the seat's representative, so that it
     * says only what the seat knows (what it expects, its own moves). */
    core_scratch room;
    const void *view = core_view_state(g, seat, room.words);
    tw_move legal[TW_MOVES_MAX];
    int n = g->def->legal_moves(view, legal);
    for (int i = 0; i < n; i++)
        if (legal[i] == move && move != 0)
            return core_apply_checked(g, move);
    return core_refuse_move(g, view, move, legal, n);
}

/* ---- the seat's record ----------------------------------------------- */

void core_history_masked(const tw_game *g, int viewer, tw_move *out)
{
    core_scratch walk, before;
    memcpy(walk.words, core_history_start(g), g->state_words * 8);
    for (size_t i = 0; i < g->history_len; i++) {
        memcpy(before.words, walk.words, g->state_words * 8);
        g->def->apply(walk.words, g->moves[i]);
        out[i] = g->def->hidden->mask_move(before.words, g->moves[i], viewer, g->state);
    }
}

CORE_COLD static int masked_history_into(const tw_game *g, int viewer, tw_move *buf, size_t cap)
{
    size_t n = g->history_len;
    tw_move *all = core_alloc(g->alloc, g->alloc_user, (n ? n : 1) * sizeof *all);
    if (!all)
        return core_game_fail(g, TW_E_NOMEM, "out of memory masking the history");
    core_history_masked(g, viewer, all);
    size_t copy = n < cap ? n : cap;
    if (copy)
        memcpy(buf, all, copy * sizeof *buf);
    core_free(g->alloc, g->alloc_user, all, (n ? n : 1) * sizeof *all);
    return (int)n;
}

int tw_game_history_for(const tw_game *g, int viewer, tw_move *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_history_for: buf is NULL with cap %zu", cap);
    tw_status st = core_check_viewer(g, viewer, "tw_game_history_for");
    if (st != TW_OK)
        return st;
    if (sees_all(g->def, viewer))
        return tw_game_history(g, buf, cap);
    return masked_history_into(g, viewer, buf, cap);
}

/* ---- determinization ---------------------------------------------------- */

/* The host's generator as the games' samplers draw from it. */
typedef struct host_draw {
    tw_rng_fn rng;
    void *user;
    uint32_t bad_value, bad_bound; /* the first value out of range */
} host_draw;

static tw_status draw_from_host(void *ctx, uint32_t bound, uint32_t *value)
{
    host_draw *h = ctx;
    *value = h->rng(h->user, bound);
    if (*value < bound)
        return TW_OK;
    h->bad_value = *value;
    h->bad_bound = bound;
    return TW_E_RNG;
}

/* A 64-bit seed from the host's generator, 16 bits a call. */
static tw_status draw_seed(host_draw *h, uint64_t *seed)
{
    *seed = 0;
    for (int i = 0; i < 4; i++) {
        uint32_t v;
        tw_status st = draw_from_host(h, 1u << 16, &v);
        if (st != TW_OK)
            return st;
        *seed = *seed << 16 | v;
    }
    return TW_OK;
}

/* Makes a new game at a draw from the seat's posterior, given its
 * representative obs: the sampled position as its start, params as
 * given, a generator seeded from the host's. The reason of a failure is
 * written into err. */
static tw_status sample_game(const core_game_def *def, const unsigned char *obs, size_t words,
                             int seat, const core_params *params, tw_alloc_fn alloc,
                             void *alloc_user, host_draw *h, core_err *err, tw_game **out)
{
    *out = NULL;
    core_scratch state;
    memcpy(state.words, obs, words * 8);
    tw_status st = TW_OK;
    if (def->hidden && seat != TW_VIEW_ALL)
        st = def->hidden->sample(obs, seat, draw_from_host, h, state.words);
    uint64_t seed = 0;
    if (st == TW_OK)
        st = draw_seed(h, &seed);
    if (st != TW_OK)
        return core_fail(err, st, "the RNG returned %u for a bound of %u (a value must be below "
                         "its bound)", (unsigned)h->bad_value, (unsigned)h->bad_bound);
    tw_game *g = NULL;
    if (core_handle_create(def, alloc, alloc_user, &g) != TW_OK)
        return core_fail(err, TW_E_NOMEM, "out of memory creating the sampled game");
    memcpy(g->state, state.words, words * 8);
    g->params = *params;
    tw_game_seed(g, seed);
    char text[CORE_STATE_MAX * 2];
    core_sb sb;
    core_sb_init(&sb, text, sizeof text);
    def->to_text(g->state, &sb);
    st = core_sb_result(&sb) < (int)sizeof text ? core_handle_set_start(g, CORE_ORIGIN_POSITION, text)
                                               : TW_E_NOMEM;
    if (st != TW_OK) {
        tw_game_free(g);
        return core_fail(err, TW_E_NOMEM, "out of memory creating the sampled game");
    }
    *out = g;
    return TW_OK;
}

tw_status tw_game_resample(const tw_game *g, int viewer, tw_rng_fn rng, void *user,
                           tw_game **out)
{
    if (!out)
        return g ? core_game_fail(g, TW_E_ARG, "tw_game_resample: out is NULL") : TW_E_ARG;
    *out = NULL;
    if (!g)
        return core_set_thread_error(TW_E_ARG, "tw_game_resample: g is NULL");
    if (!rng)
        return core_game_fail(g, TW_E_ARG, "tw_game_resample: rng is NULL (a sample is drawn "
                              "with the host's generator, never the game's own)");
    tw_status st = core_check_viewer(g, viewer, "tw_game_resample");
    if (st != TW_OK)
        return st;
    core_scratch obs;
    core_observe(g->def, g->state, g->state_words, viewer, (unsigned char *)obs.words);
    host_draw h = {rng, user, 0, 0};
    core_err err = {{0}};
    st = sample_game(g->def, (const unsigned char *)obs.words, g->state_words, viewer, &g->params,
                     g->alloc, g->alloc_user, &h, &err, out);
    if (st != TW_OK) {
        core_set_thread_error(st, err.text);
        return core_game_fail(g, st, "%s", err.text);
    }
    return TW_OK;
}

/* ---- information states ------------------------------------------------- */

struct tw_infostate {
    const core_game_def *def;
    tw_alloc_fn alloc;
    void *alloc_user;
    int seat;
    core_params params;
    size_t state_words;
    unsigned char *obs;          /* the seat's representative, state_words words */
    char error[CORE_ERR_CAP];
};

static tw_status infostate_make(const core_game_def *def, tw_alloc_fn alloc, void *alloc_user,
                                int seat, const core_params *params, const unsigned char *state,
                                size_t words, tw_infostate **out)
{
    tw_infostate *is = core_alloc(alloc, alloc_user, sizeof *is);
    if (!is)
        return TW_E_NOMEM;
    memset(is, 0, sizeof *is);
    is->obs = core_alloc(alloc, alloc_user, words * 8);
    if (!is->obs) {
        core_free(alloc, alloc_user, is, sizeof *is);
        return TW_E_NOMEM;
    }
    is->def = def;
    is->alloc = alloc;
    is->alloc_user = alloc_user;
    is->seat = seat;
    is->params = *params;
    is->state_words = words;
    core_observe(def, state, words, seat, is->obs);
    *out = is;
    return TW_OK;
}

tw_status tw_infostate_new(const tw_game *g, int seat, tw_infostate **out)
{
    if (!out)
        return g ? core_game_fail(g, TW_E_ARG, "tw_infostate_new: out is NULL") : TW_E_ARG;
    *out = NULL;
    if (!g)
        return core_set_thread_error(TW_E_ARG, "tw_infostate_new: g is NULL");
    tw_status st = check_seat(g, seat, "tw_infostate_new");
    if (st != TW_OK)
        return st;
    st = infostate_make(g->def, g->alloc, g->alloc_user, seat, &g->params, g->state,
                        g->state_words, out);
    if (st != TW_OK)
        return core_set_thread_error(st, "out of memory taking the information state");
    return TW_OK;
}

tw_status tw_infostate_from_text(const char *name, int seat, const char *text,
                                 tw_infostate **out)
{
    if (!out)
        return core_set_thread_error(TW_E_ARG, "tw_infostate_from_text: out is NULL");
    *out = NULL;
    if (!name || !text)
        return core_set_thread_error(TW_E_ARG, "tw_infostate_from_text: name or text is NULL");
    tw_game *g = NULL;
    tw_status st = tw_game_from_text(name, text, &g);
    if (st != TW_OK)
        return st; /* the thread's message says why */
    st = check_seat(g, seat, "tw_infostate_from_text");
    if (st == TW_OK)
        st = tw_infostate_new(g, seat, out);
    else
        core_set_thread_error(st, g->error);
    tw_game_free(g);
    return st;
}

/* The checks every (is, buf, cap) writer shares. */
static tw_status check_is_writer(const tw_infostate *is, const char *buf, size_t cap,
                                 const char *fn)
{
    if (!is)
        return TW_E_ARG;
    if (!buf && cap > 0) {
        core_err err = {{0}};
        core_fail(&err, TW_E_ARG, "%s: buf is NULL with cap %zu", fn, cap);
        memcpy(((tw_infostate *)is)->error, err.text, sizeof err.text);
        return TW_E_ARG;
    }
    return TW_OK;
}

int tw_infostate_to_text(const tw_infostate *is, char *buf, size_t cap)
{
    tw_status st = check_is_writer(is, buf, cap, "tw_infostate_to_text");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    is->def->to_text(is->obs, &sb);
    return core_sb_result(&sb);
}

int tw_infostate_observation(const tw_infostate *is, char *buf, size_t cap)
{
    tw_status st = check_is_writer(is, buf, cap, "tw_infostate_observation");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    if (is->def->hidden)
        is->def->hidden->observation_text(is->obs, is->seat, &sb);
    else
        is->def->to_text(is->obs, &sb);
    return core_sb_result(&sb);
}

uint64_t tw_infostate_hash(const tw_infostate *is)
{
    return is ? hash_of(is->def, is->obs, is->state_words) : 0;
}

int tw_infostate_seat(const tw_infostate *is)
{
    return is ? is->seat : TW_E_ARG;
}

const char *tw_infostate_game(const tw_infostate *is)
{
    return is ? is->def->name : NULL;
}

tw_status tw_infostate_sample(const tw_infostate *is, tw_rng_fn rng, void *user, tw_game **out)
{
    if (!is || !out || !rng) {
        if (out)
            *out = NULL;
        if (is)
            snprintf(((tw_infostate *)is)->error, CORE_ERR_CAP,
                     "tw_infostate_sample: %s is NULL", !out ? "out" : "rng");
        return TW_E_ARG;
    }
    host_draw h = {rng, user, 0, 0};
    core_err err = {{0}};
    tw_status st = sample_game(is->def, is->obs, is->state_words, is->seat, &is->params, is->alloc,
                               is->alloc_user, &h, &err, out);
    if (st != TW_OK) {
        memcpy(((tw_infostate *)is)->error, err.text, sizeof err.text);
        core_set_thread_error(st, err.text);
    }
    return st;
}

tw_status tw_infostate_sample_into(const tw_infostate *is, tw_rng_fn rng, void *user,
                                   tw_game *dst)
{
    if (!is || !dst || !rng) {
        if (is)
            snprintf(((tw_infostate *)is)->error, CORE_ERR_CAP,
                     "tw_infostate_sample_into: %s is NULL", !dst ? "dst" : "rng");
        return TW_E_ARG;
    }
    if (dst->def != is->def)
        return core_game_fail(dst, TW_E_ARG,
                              "tw_infostate_sample_into: %s cannot take a %s position",
                              dst->def->name, is->def->name);
    host_draw h = {rng, user, 0, 0};
    core_scratch state;
    memcpy(state.words, is->obs, is->state_words * 8);
    if (is->def->hidden &&
        is->def->hidden->sample(is->obs, is->seat, draw_from_host, &h, state.words) != TW_OK)
        return core_game_fail(dst, TW_E_RNG, "the RNG returned %u for a bound of %u (a value "
                              "must be below its bound)", (unsigned)h.bad_value,
                              (unsigned)h.bad_bound);
    memcpy(dst->state, state.words, is->state_words * 8);
    dst->shadow_synced = 0;
    dst->hash_fixed_ok = 0;
    dst->params = is->params;
    core_history_clear(dst); /* its room stays, for the next sample */
    dst->origin = CORE_ORIGIN_COPY;
    return TW_OK;
}

tw_status tw_infostate_clone(const tw_infostate *is, tw_infostate **out)
{
    if (!out)
        return TW_E_ARG;
    *out = NULL;
    if (!is)
        return core_set_thread_error(TW_E_ARG, "tw_infostate_clone: is is NULL");
    /* The representative observes to itself, so a copy is made from it. */
    tw_status st = infostate_make(is->def, is->alloc, is->alloc_user, is->seat, &is->params,
                                  is->obs, is->state_words, out);
    if (st != TW_OK)
        return core_set_thread_error(st, "out of memory copying the information state");
    return TW_OK;
}

const char *tw_infostate_error(const tw_infostate *is)
{
    return is ? is->error : core_thread_error();
}

void tw_infostate_free(tw_infostate *is)
{
    if (!is)
        return;
    core_free(is->alloc, is->alloc_user, is->obs, is->state_words * 8);
    core_free(is->alloc, is->alloc_user, is, sizeof *is);
}
