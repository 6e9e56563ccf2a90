/* SPDX-License-Identifier: MIT */
/*
 * fuzz_api.h: random sequences of API calls on one game (the three
 * fuzz_api_<game>.c targets include it with their game's name, param sets
 * and accessors).
 *
 * Input: a byte choosing the params, then operations, one byte each plus
 * their operands: apply an arbitrary 32-bit move or a legal one, undo, roll
 * and advance with a hostile RNG (values from the input, out of range
 * included), clone, switch handles, free, reseed, read accessors with
 * arbitrary arguments, round-trip the position and the replay. Up to four
 * handles live at once. After every operation the contract holds: a refused
 * call changes nothing (hash and history), undo restores exactly, statuses
 * are the documented ones.
 */
#ifndef TOYWAR_FUZZ_API_H
#define TOYWAR_FUZZ_API_H

#include "fuzz_common.h"

#define POOL 4
#define MAX_OPS 400

/* Provided by the including target. */
static void poke_accessors(const tw_game *g, fuzz_input *in);
/* Optional, from the including target: the name of checks run on every
 * state the operations reach (they read no input, so that a target's
 * corpus plays the same with or without them). */
#ifdef FUZZ_EVERY_STATE
static void FUZZ_EVERY_STATE(const tw_game *g);
#endif

/* The hostile RNG: values straight from the input (any 32-bit value, so
 * often out of range), or one past the bound, or a fair value. */
static uint32_t hostile_rng(void *user, uint32_t bound)
{
    fuzz_input *in = user;
    uint8_t mode = fuzz_byte(in);
    switch (mode & 3u) {
    case 0:
        return fuzz_u32(in);
    case 1:
        return bound;
    case 2:
        return mode == 2 ? UINT32_MAX : (uint32_t)fuzz_byte(in);
    default:
        return bound ? fuzz_u32(in) % bound : 0;
    }
}

typedef struct observed {
    uint64_t hash;
    int history;
    int current;
} observed;

static observed observe(const tw_game *g)
{
    observed o = {tw_game_hash(g), tw_game_history(g, NULL, 0), tw_game_current_player(g)};
    return o;
}

static void assert_same(const tw_game *g, observed o, const char *what)
{
    observed now = observe(g);
    FUZZ_CHECK(now.hash == o.hash && now.history == o.history && now.current == o.current,
               "a refused %s changed the state", what);
}

static int is_legal(const tw_game *g, tw_move m)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

static void op_roll(tw_game *g, fuzz_input *in, int advance)
{
    observed before = observe(g);
    tw_game_set_rng(g, hostile_rng, in);
    tw_move rolled = 0;
    tw_status st = advance ? tw_game_advance(g) : tw_game_roll(g, &rolled);
    tw_game_set_rng(g, NULL, NULL);
    if (st == TW_OK) {
        if (!advance)
            FUZZ_CHECK(tw_game_history(g, NULL, 0) == before.history + 1, "a roll not recorded");
        else
            FUZZ_CHECK(tw_game_current_player(g) != TW_PLAYER_CHANCE, "advance stopped early");
        return;
    }
    FUZZ_CHECK(tw_game_error(g)[0] != '\0', "a refused roll without a reason");
    if (advance) {
        FUZZ_CHECK(st == TW_E_RNG, "advance gave %s", tw_status_string(st));
        FUZZ_CHECK(tw_game_history(g, NULL, 0) >= before.history, "advance lost history");
    } else {
        FUZZ_CHECK(st == TW_E_RNG || st == TW_E_STATE, "roll gave %s", tw_status_string(st));
        FUZZ_CHECK(st == TW_E_RNG || before.current != TW_PLAYER_CHANCE,
                   "roll refused at a chance node");
        assert_same(g, before, "roll");
    }
}

static int fuzz_api(const char *name, const char *const *params, size_t param_count,
                    const uint8_t *data, size_t size)
{
    fuzz_input in;
    fuzz_input_init(&in, data, size);
    tw_game *pool[POOL] = {NULL};
    int cur = 0;
    tw_status st = tw_game_new(name, params[fuzz_byte(&in) % param_count], &pool[0]);
    FUZZ_CHECK(st == TW_OK, "tw_game_new(%s): %s", name, tw_game_error(NULL));

    for (int ops = 0; ops < MAX_OPS && fuzz_left(&in); ops++) {
        tw_game *g = pool[cur];
        uint8_t op = fuzz_byte(&in);
        switch (op % 16u) {
        case 0: /* apply an arbitrary 32-bit value */
        case 1: {
            tw_move m = fuzz_u32(&in);
            observed before = observe(g);
            int legal = is_legal(g, m);
            st = tw_game_apply(g, m);
            if (legal) {
                FUZZ_CHECK(st == TW_OK, "a legal move is refused: %s", tw_game_error(g));
            } else {
                FUZZ_CHECK(st == TW_E_ILLEGAL, "an illegal move gave %s", tw_status_string(st));
                FUZZ_CHECK(tw_game_error(g)[0] != '\0', "an illegal move without a reason");
                assert_same(g, before, "move");
            }
            break;
        }
        case 2: /* apply a legal move */
        case 3:
        case 4: {
            tw_move moves[TW_MOVES_MAX];
            int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
            if (n > 0) {
                uint32_t pick = fuzz_byte(&in);
                if (n > 256)
                    pick = pick << 8 | fuzz_byte(&in);
                st = tw_game_apply(g, moves[pick % (uint32_t)n]);
                FUZZ_CHECK(st == TW_OK, "a legal move is refused: %s", tw_game_error(g));
            }
            break;
        }
        case 5: { /* undo */
            observed before = observe(g);
            st = tw_game_undo(g);
            if (before.history == 0) {
                FUZZ_CHECK(st == TW_E_STATE, "undo at the start gave %s", tw_status_string(st));
                assert_same(g, before, "undo");
            } else {
                FUZZ_CHECK(st == TW_OK, "undo failed: %s", tw_game_error(g));
            }
            break;
        }
        case 6: /* roll with the hostile RNG */
            op_roll(g, &in, 0);
            break;
        case 7: /* advance with the hostile RNG */
            op_roll(g, &in, 1);
            break;
        case 8: { /* clone into a free slot (or over the next one) */
            int slot = (cur + 1 + fuzz_byte(&in) % (POOL - 1)) % POOL;
            tw_game *c = NULL;
            st = tw_game_clone(g, &c);
            FUZZ_CHECK(st == TW_OK, "tw_game_clone: %s", tw_game_error(NULL));
            FUZZ_CHECK(tw_game_hash(c) == tw_game_hash(g), "a clone differs");
            tw_game_free(pool[slot]);
            pool[slot] = c;
            break;
        }
        case 9: { /* switch to another live handle */
            int slot = fuzz_byte(&in) % POOL;
            if (pool[slot])
                cur = slot;
            break;
        }
        case 10: { /* free this handle, if another lives */
            for (int k = 1; k < POOL; k++) {
                int other = (cur + k) % POOL;
                if (pool[other]) {
                    tw_game_free(pool[cur]);
                    pool[cur] = NULL;
                    cur = other;
                    break;
                }
            }
            break;
        }
        case 11: { /* reseed the built-in RNG, then roll with it */
            uint64_t seed = (uint64_t)fuzz_u32(&in) << 32 | fuzz_u32(&in);
            FUZZ_CHECK(tw_game_seed(g, seed) == TW_OK, "seed");
            if (tw_game_current_player(g) == TW_PLAYER_CHANCE)
                FUZZ_CHECK(tw_game_roll(g, NULL) == TW_OK, "built-in roll: %s",
                           tw_game_error(g));
            break;
        }
        case 12: /* typed accessors with arbitrary arguments */
            poke_accessors(g, &in);
            break;
        case 13: { /* move text of an arbitrary value, then the legal moves */
            char text[64];
            int len = tw_move_to_string(g, fuzz_u32(&in), text, sizeof text);
            FUZZ_CHECK(len >= 0 || len == TW_E_ARG, "tw_move_to_string gave %d", len);
            tw_move moves[TW_MOVES_MAX];
            fuzz_legal_moves(g, moves);
            break;
        }
        case 14: /* the position reads back */
            fuzz_position_round_trip(g);
            break;
        default: /* the views and, now and then, the replay */
            fuzz_views(g);
            if (op & 0x10u)
                fuzz_replay_round_trip(g);
            break;
        }
#ifdef FUZZ_EVERY_STATE
        FUZZ_EVERY_STATE(pool[cur]);
#endif
    }
    for (int i = 0; i < POOL; i++)
        tw_game_free(pool[i]);
    return 0;
}

#endif /* TOYWAR_FUZZ_API_H */
