/* SPDX-License-Identifier: MIT */
/*
 * fuzz_info.h: the per-seat entry points of toywar.h ("Hidden information:
 * one seat's share") on any state, with their invariants (the targets that
 * reach states include it after fuzz_common.h):
 *
 *   fuzz_per_seat(g, seat, in);   // seat a player; in drives the RNGs
 *
 * - the observation and its hash agree with the seat's information state,
 *   and TW_VIEW_ALL's are the position's own;
 * - the seat's legal moves are the real ones at its decision, none at
 *   another's, the predicted outcomes at a chance node (weights >= 1);
 * - its history has the real length, a masked move written with a '?';
 * - its record loads back to a game where it observes the same, with the
 *   same history as it knows it;
 * - a determinization (resample, the information state's sample) with a
 *   fuzz-driven generator gives a game it observes alike, or TW_E_RNG and
 *   no game; either way the game is unchanged;
 * - the information state's text reads back to an equal one and is a
 *   position a game reads;
 * - a move applied on the seat's behalf on a copy is played only if legal
 *   at its decision, else refused with a reason and nothing changed.
 */
#ifndef TOYWAR_FUZZ_INFO_H
#define TOYWAR_FUZZ_INFO_H

#include "fuzz_common.h"

/* A generator driven by the input: a fair value most of the time, now and
 * then one out of range (the determinization must then fail cleanly). */
static uint32_t fuzz_seat_rng(void *user, uint32_t bound)
{
    fuzz_input *in = user;
    uint8_t mode = fuzz_byte(in);
    if (mode == 0xFF)
        return bound;
    return bound ? fuzz_u32(in) % bound : 0;
}

static inline char *fuzz_observation(const tw_game *g, int seat)
{
    int n = tw_game_observation(g, seat, NULL, 0);
    FUZZ_CHECK(n > 0, "observation for %d gave %d", seat, n);
    char *t = malloc((size_t)n + 1);
    FUZZ_CHECK(t != NULL, "out of memory in the harness");
    FUZZ_CHECK(tw_game_observation(g, seat, t, (size_t)n + 1) == n, "observation length");
    return t;
}

static inline void fuzz_same_observation(const tw_game *a, const tw_game *b, int seat,
                                         const char *what)
{
    char *ta = fuzz_observation(a, seat), *tb = fuzz_observation(b, seat);
    FUZZ_CHECK(strcmp(ta, tb) == 0, "%s: seat %d observes another game\n  %s\n  %s", what, seat,
               ta, tb);
    FUZZ_CHECK(tw_game_observation_hash(a, seat) == tw_game_observation_hash(b, seat),
               "%s: another observation hash", what);
    free(ta);
    free(tb);
}

/* The moves g's history has, and seat's view of them (malloc'd). */
static inline int fuzz_histories(const tw_game *g, int seat, tw_move **real, tw_move **masked)
{
    int n = tw_game_history(g, NULL, 0);
    *real = malloc(sizeof **real * ((size_t)n + 1));
    *masked = malloc(sizeof **masked * ((size_t)n + 1));
    FUZZ_CHECK(*real && *masked, "out of memory in the harness");
    FUZZ_CHECK(tw_game_history(g, *real, (size_t)n) == n, "history");
    FUZZ_CHECK(tw_game_history_for(g, seat, *masked, (size_t)n) == n,
               "the seat's history has another length");
    return n;
}

static inline void fuzz_seat_moves(const tw_game *g, int seat)
{
    tw_move all[TW_MOVES_MAX], mine[TW_MOVES_MAX];
    uint32_t weights[TW_MOVES_MAX];
    int current = tw_game_current_player(g);
    int n = tw_game_legal_moves(g, all, TW_MOVES_MAX);
    int m = tw_game_legal_moves_for(g, seat, mine, TW_MOVES_MAX);
    int w = tw_game_chance_weights_for(g, seat, NULL, weights, TW_MOVES_MAX);
    if (current == seat)
        FUZZ_CHECK(m == n && memcmp(all, mine, sizeof *all * (size_t)n) == 0,
                   "the seat's own moves are not its real ones");
    else if (current == TW_PLAYER_CHANCE)
        FUZZ_CHECK(m > 0 && m == w, "%d predicted outcomes, %d weights", m, w);
    else
        FUZZ_CHECK(m == 0, "another's decision lists %d moves for the seat", m);
    if (current != TW_PLAYER_CHANCE)
        FUZZ_CHECK(w == TW_E_STATE, "weights at no chance node: %d", w);
    for (int i = 0; i < w && i < TW_MOVES_MAX; i++)
        FUZZ_CHECK(weights[i] >= 1, "a predicted weight of 0");
}

static inline void fuzz_seat_record(const tw_game *g, int seat)
{
    int len = tw_game_save_replay_for(g, seat, NULL, 0);
    FUZZ_CHECK(len > 0, "record length %d", len);
    char *record = malloc((size_t)len + 1);
    FUZZ_CHECK(record != NULL, "out of memory in the harness");
    FUZZ_CHECK(tw_game_save_replay_for(g, seat, record, (size_t)len + 1) == len, "record");
    FUZZ_CHECK(strstr(record, "\nrng ") == NULL, "a seat's record carries the generator");
    tw_game *loaded = NULL;
    tw_status st = tw_game_load_replay(record, &loaded);
    FUZZ_CHECK(st == TW_OK, "a seat's record is refused: %s\n%.2000s", tw_game_error(NULL),
               record);
    fuzz_same_observation(g, loaded, seat, "a seat's record");
    tw_move *real, *masked, *loaded_real, *loaded_masked;
    int n = fuzz_histories(g, seat, &real, &masked);
    FUZZ_CHECK(fuzz_histories(loaded, seat, &loaded_real, &loaded_masked) == n,
               "the record loads another history length");
    FUZZ_CHECK(memcmp(masked, loaded_masked, sizeof *masked * (size_t)n) == 0,
               "the loaded record's history differs as the seat knows it");
    for (int i = 0; i < n; i++) {
        char text[128];
        if (masked[i] == real[i])
            continue;
        int tl = tw_move_to_string(g, masked[i], text, sizeof text);
        FUZZ_CHECK(tl > 0 && strchr(text, '?'), "a masked move is written without '?'");
    }
    free(real);
    free(masked);
    free(loaded_real);
    free(loaded_masked);
    free(record);
    tw_game_free(loaded);
}

static inline void fuzz_seat_samples(const tw_game *g, int seat, fuzz_input *in)
{
    uint64_t hash = tw_game_hash(g);
    int history = tw_game_history(g, NULL, 0);
    tw_game *sample = NULL;
    tw_status st = tw_game_resample(g, seat, fuzz_seat_rng, in, &sample);
    FUZZ_CHECK(st == TW_OK || (st == TW_E_RNG && sample == NULL), "resample gave %s",
               tw_status_string(st));
    if (sample)
        fuzz_same_observation(g, sample, seat, "a determinization");
    tw_game_free(sample);
    tw_infostate *is = NULL, *read = NULL;
    FUZZ_CHECK(tw_infostate_new(g, seat, &is) == TW_OK, "tw_infostate_new");
    FUZZ_CHECK(tw_infostate_hash(is) == tw_game_observation_hash(g, seat),
               "the information state's hash is not the observation's");
    int len = tw_infostate_to_text(is, NULL, 0);
    char *text = malloc((size_t)len + 1);
    FUZZ_CHECK(len > 0 && text, "information state text %d", len);
    tw_infostate_to_text(is, text, (size_t)len + 1);
    FUZZ_CHECK(tw_infostate_from_text(tw_game_name(g), seat, text, &read) == TW_OK &&
                   tw_infostate_hash(read) == tw_infostate_hash(is),
               "the information state does not read back: %s", tw_infostate_error(NULL));
    tw_game *position = NULL;
    FUZZ_CHECK(tw_game_from_text(tw_game_name(g), text, &position) == TW_OK,
               "the representative is no position: %s\n  %s", tw_game_error(NULL), text);
    fuzz_same_observation(g, position, seat, "the representative");
    tw_game_free(position);
    st = tw_infostate_sample(is, fuzz_seat_rng, in, &sample);
    FUZZ_CHECK(st == TW_OK || (st == TW_E_RNG && sample == NULL), "infostate sample gave %s",
               tw_status_string(st));
    if (sample)
        fuzz_same_observation(g, sample, seat, "an information state's sample");
    tw_game_free(sample);
    free(text);
    tw_infostate_free(read);
    tw_infostate_free(is);
    FUZZ_CHECK(tw_game_hash(g) == hash && tw_game_history(g, NULL, 0) == history,
               "a determinization changed the game");
}

static inline void fuzz_seat_apply(const tw_game *g, int seat, tw_move move)
{
    tw_game *copy = NULL;
    FUZZ_CHECK(tw_game_clone(g, &copy) == TW_OK, "clone");
    uint64_t hash = tw_game_hash(copy);
    int legal = 0, current = tw_game_current_player(copy);
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(copy, moves, TW_MOVES_MAX);
    for (int i = 0; i < n && current == seat; i++)
        legal |= moves[i] == move;
    tw_status st = tw_game_apply_as(copy, seat, move);
    if (legal) {
        FUZZ_CHECK(st == TW_OK, "a legal move of the seat is refused: %s", tw_game_error(copy));
    } else {
        FUZZ_CHECK(st == TW_E_ILLEGAL && tw_game_error(copy)[0] != '\0',
                   "apply_as of an illegal move gave %s", tw_status_string(st));
        FUZZ_CHECK(tw_game_hash(copy) == hash, "a refused apply_as changed the game");
    }
    tw_game_free(copy);
}

static inline void fuzz_per_seat(const tw_game *g, int seat, fuzz_input *in)
{
    char *all = fuzz_observation(g, TW_VIEW_ALL), *text = fuzz_text(tw_game_to_text, g);
    FUZZ_CHECK(strcmp(all, text) == 0, "TW_VIEW_ALL's observation is not the position");
    FUZZ_CHECK(tw_game_observation_hash(g, TW_VIEW_ALL) == tw_game_hash(g),
               "TW_VIEW_ALL's observation hash is not the position's");
    free(all);
    free(text);
    fuzz_seat_moves(g, seat);
    fuzz_seat_record(g, seat);
    fuzz_seat_samples(g, seat, in);
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    uint32_t pick = fuzz_u32(in);
    fuzz_seat_apply(g, seat, n > 0 && (pick & 1) ? moves[(pick >> 1) % (uint32_t)n] : pick);
}

#endif /* TOYWAR_FUZZ_INFO_H */
