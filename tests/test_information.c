/* SPDX-License-Identifier: MIT */
/*
 * test_information.c: the per-seat functions of toywar.h ("Hidden
 * information: one seat's share") as the core gives them to every game:
 * their arguments and errors, a seat acting out of turn, the seat's record
 * and its loading, determinization and information states, and running
 * out of memory in each. Gearhead, which hides nothing, shows the core's
 * part alone: every seat's answer is the all-seeing one. The games with
 * hidden information are tested pair by pair in test_information_<game>.c.
 */
#include "support/tw_test.h"
#include "support/counting_alloc.h"
#include "support/tw_info.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GH_START_SEED "seed=5"

/* A seeded Gearhead game played to its first decision after the roll-off. */
static tw_game *gearhead_at_decision(void)
{
    tw_game *g = tw_test_new("gearhead", GH_START_SEED);
    assert_int_equal(tw_game_advance(g), TW_OK);
    assert_true(tw_game_current_player(g) >= 0);
    return g;
}

/* A generator that counts its calls and answers them from a PCG-like walk,
 * so that two seeds give two streams. */
typedef struct walk_rng {
    uint64_t state;
    long calls;
    int bad_at; /* answer out of range at this call (1-based); 0 never */
} walk_rng;

static uint32_t walk_next(void *user, uint32_t bound)
{
    walk_rng *w = user;
    w->calls++;
    if (w->bad_at && w->calls == w->bad_at)
        return bound;
    w->state = w->state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)((w->state >> 33) % bound);
}

static void test_gearhead_hides_nothing(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    assert_int_equal(tw_game_has_hidden(g), 0);
    assert_int_equal(tw_game_has_hidden(NULL), 0);
    char obs[512], text[512];
    for (int seat = 0; seat < 2; seat++) {
        assert_true(tw_game_observation(g, seat, obs, sizeof obs) > 0);
        tw_game_to_text(g, text, sizeof text);
        assert_string_equal(obs, text);
        assert_true(tw_game_observation_hash(g, seat) == tw_game_hash(g));
    }
    tw_game_free(g);
}

static void test_legal_moves_for_the_decider_only(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    int mover = tw_game_current_player(g), other = 1 - mover;
    tw_move all[TW_MOVES_MAX], mine[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, all, TW_MOVES_MAX);
    assert_true(n > 0);
    assert_int_equal(tw_game_legal_moves_for(g, mover, mine, TW_MOVES_MAX), n);
    assert_memory_equal(all, mine, (size_t)n * sizeof *all);
    assert_int_equal(tw_game_legal_moves_for(g, other, mine, TW_MOVES_MAX), 0);
    assert_int_equal(tw_game_legal_moves_for(g, TW_VIEW_ALL, NULL, 0), n);
    tw_game_free(g);
}

static void test_chance_weights_for_a_public_die(void **unused)
{
    (void)unused;
    tw_game *g = tw_test_new("gearhead", GH_START_SEED); /* the roll-off's first d8 */
    assert_int_equal(tw_game_current_player(g), TW_PLAYER_CHANCE);
    tw_move moves[16];
    uint32_t weights[16];
    assert_int_equal(tw_game_chance_weights_for(g, 1, moves, weights, 16), 8);
    for (int i = 0; i < 8; i++)
        assert_int_equal(weights[i], 1);
    assert_int_equal(tw_game_legal_moves_for(g, 0, NULL, 0), 8);
    tw_move listed[16], real[16];
    assert_int_equal(tw_game_legal_moves_for(g, 1, listed, 16), 8); /* into a buffer too */
    assert_int_equal(tw_game_legal_moves(g, real, 16), 8);
    assert_memory_equal(listed, real, 8 * sizeof *real);
    assert_int_equal(tw_game_chance_weights_for(g, 0, NULL, weights, 16), 8); /* moves may be NULL */
    assert_int_equal(tw_game_chance_weights_for(g, 0, moves, NULL, 16), 8);   /* weights too */
    tw_game_advance(g);
    assert_int_equal(tw_game_chance_weights_for(g, 0, moves, weights, 16), TW_E_STATE);
    tw_game_free(g);
}

/* What a refusal must leave as it was. */
typedef struct snapshot {
    char *text;
    uint64_t hash;
    int history;
} snapshot;

static snapshot take(const tw_game *g)
{
    snapshot s = {tw_test_text_dup(g), tw_game_hash(g), tw_game_history(g, NULL, 0)};
    return s;
}

static void assert_same(const tw_game *g, snapshot s)
{
    assert_string_equal(tw_test_text(g), s.text);
    assert_true(tw_game_hash(g) == s.hash);
    assert_int_equal(tw_game_history(g, NULL, 0), s.history);
    free(s.text);
}

static void test_apply_as_refuses_another_seat_saying_whose_turn(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    int mover = tw_game_current_player(g), other = 1 - mover;
    tw_move moves[TW_MOVES_MAX];
    tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    snapshot before = take(g);
    assert_int_equal(tw_game_apply_as(g, other, moves[0]), TW_E_ILLEGAL);
    char expected[96];
    snprintf(expected, sizeof expected, "player %d may not move: it is player %d's decision",
             other, mover);
    assert_string_equal(tw_game_error(g), expected);
    assert_same(g, before);
    before = take(g);
    assert_int_equal(tw_game_apply_as(g, mover, 0x7fffffffu), TW_E_ILLEGAL);
    assert_non_null(strstr(tw_game_error(g), "encodes no gearhead move; "));
    assert_non_null(strstr(tw_game_error(g), "; legal: "));
    assert_same(g, before);
    assert_int_equal(tw_game_apply_as(g, 2, moves[0]), TW_E_ARG);
    assert_int_equal(tw_game_apply_as(g, TW_VIEW_ALL, moves[0]), TW_E_ARG);
    assert_int_equal(tw_game_apply_as(NULL, 0, moves[0]), TW_E_ARG);
    assert_int_equal(tw_game_apply_as(g, mover, moves[0]), TW_OK);
    assert_int_equal(tw_game_history(g, NULL, 0), before.history + 1);
    tw_game_free(g);
}

static void test_apply_as_refuses_at_chance_and_at_the_end(void **unused)
{
    (void)unused;
    tw_game *g = tw_test_new("gearhead", GH_START_SEED);
    tw_move moves[8];
    tw_game_legal_moves(g, moves, 8);
    assert_int_equal(tw_game_apply_as(g, 0, moves[0]), TW_E_ILLEGAL);
    assert_string_equal(tw_game_error(g), "player 0 may not move: chance is to be resolved first");
    tw_game_free(g);
}

static void test_bad_arguments(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    char buf[8];
    tw_move moves[4];
    uint32_t weights[4];
    assert_int_equal(tw_game_observation(NULL, 0, buf, sizeof buf), TW_E_ARG);
    assert_int_equal(tw_game_observation(g, 0, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_observation(g, 2, buf, sizeof buf), TW_E_ARG);
    assert_string_equal(tw_game_error(g), "tw_game_observation: viewer 2 is neither a player "
                                          "(0..1) nor TW_VIEW_ALL");
    assert_int_equal(tw_game_observation(g, -1, buf, sizeof buf), TW_E_ARG);
    assert_true(tw_game_observation_hash(NULL, 0) == 0);
    assert_true(tw_game_observation_hash(g, 7) == 0);
    assert_int_equal(tw_game_legal_moves_for(g, 0, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_legal_moves_for(g, 5, moves, 4), TW_E_ARG);
    assert_int_equal(tw_game_chance_weights_for(g, 0, NULL, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_chance_weights_for(g, 0, moves, weights, 4), TW_E_STATE);
    assert_int_equal(tw_game_history_for(g, 0, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_history_for(g, 3, moves, 4), TW_E_ARG);
    assert_int_equal(tw_game_save_replay_for(g, 0, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_game_save_replay_for(NULL, 0, buf, 4), TW_E_ARG);
    tw_game *out = (tw_game *)g;
    assert_int_equal(tw_game_resample(g, 0, NULL, NULL, &out), TW_E_ARG);
    assert_null(out);
    assert_int_equal(tw_game_resample(g, 0, walk_next, NULL, NULL), TW_E_ARG);
    assert_int_equal(tw_game_resample(NULL, 0, walk_next, NULL, &out), TW_E_ARG);
    assert_int_equal(tw_game_resample(g, 9, walk_next, NULL, &out), TW_E_ARG);
    tw_game_free(g);
}

static void test_history_for_a_perfect_information_game_is_the_history(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    tw_move a[64], b[64];
    int n = tw_game_history(g, a, 64);
    assert_true(n >= 2);
    assert_int_equal(tw_game_history_for(g, 1, b, 64), n);
    assert_memory_equal(a, b, (size_t)n * sizeof *a);
    tw_game_free(g);
}

/* A Gearhead seat's record: no seed, no generator, a viewer line; loaded,
 * it is the same game (nothing to complete). */
static void test_a_seats_record_keeps_no_seed_and_loads(void **unused)
{
    (void)unused;
    tw_game *g = tw_test_new("gearhead", "placed_moves=off seed=77");
    tw_game_advance(g);
    tw_move moves[TW_MOVES_MAX];
    for (int i = 0; i < 6 && !tw_game_is_over(g); i++) {
        tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
        tw_game_advance(g);
    }
    int len = tw_game_save_replay_for(g, 1, NULL, 0);
    assert_true(len > 0);
    char *record = malloc((size_t)len + 1);
    assert_int_equal(tw_game_save_replay_for(g, 1, record, (size_t)len + 1), len);
    assert_non_null(strstr(record, "toywar-replay 1\ngame gearhead\nviewer 1\nparams "
                                   "placed_moves=off\nmoves "));
    assert_null(strstr(record, "seed"));
    assert_null(strstr(record, "rng "));
    tw_game *loaded = NULL;
    assert_int_equal(tw_game_load_replay(record, &loaded), TW_OK);
    assert_string_equal(tw_test_text(loaded), tw_test_text(g));
    assert_int_equal(tw_game_history(loaded, NULL, 0), tw_game_history(g, NULL, 0));
    char whole[16];
    assert_int_equal(tw_game_save_replay_for(g, TW_VIEW_ALL, whole, sizeof whole),
                     tw_game_save_replay(g, NULL, 0));
    free(record);
    tw_game_free(loaded);
    tw_game_free(g);
}

static void test_a_record_naming_no_player_is_refused(void **unused)
{
    (void)unused;
    tw_game *g = NULL;
    assert_int_equal(tw_game_load_replay("toywar-replay 1\ngame gearhead\nviewer 2\nparams\n"
                                         "moves 0\n", &g),
                     TW_E_PARSE);
    assert_null(g);
    assert_non_null(strstr(tw_game_error(NULL), "viewer is not a player"));
    assert_int_equal(tw_game_load_replay("toywar-replay 1\ngame gearhead\nviewer x\nparams\n"
                                         "moves 0\n", &g),
                     TW_E_PARSE);
    assert_non_null(strstr(tw_game_error(NULL), "viewer wants a player"));
}

/* Resampling a game that hides nothing gives its position, with a fresh
 * generator seeded from the host's, and leaves the game as it was. */
static void test_resample_of_a_perfect_information_game(void **unused)
{
    (void)unused;
    tw_game *g = tw_test_new("gearhead", GH_START_SEED);
    tw_game *twin = NULL;
    assert_int_equal(tw_game_clone(g, &twin), TW_OK);
    snapshot before = take(g);
    walk_rng w1 = {1, 0, 0}, w2 = {2, 0, 0};
    tw_game *a = NULL, *b = NULL;
    assert_int_equal(tw_game_resample(g, 0, walk_next, &w1, &a), TW_OK);
    assert_int_equal(tw_game_resample(g, 1, walk_next, &w2, &b), TW_OK);
    assert_int_equal(w1.calls, 4); /* the seed, 16 bits a call */
    assert_string_equal(tw_test_text(a), before.text);
    assert_int_equal(tw_game_history(a, NULL, 0), 0);
    assert_same(g, before);
    /* Different host streams give different dice; neither is the game's. */
    tw_move ra[12], rb[12], rg[12];
    for (int i = 0; i < 12; i++) {
        assert_int_equal(tw_game_roll(a, &ra[i]), TW_OK);
        assert_int_equal(tw_game_roll(b, &rb[i]), TW_OK);
        assert_int_equal(tw_game_roll(twin, &rg[i]), TW_OK);
        if (tw_game_current_player(a) != TW_PLAYER_CHANCE ||
            tw_game_current_player(b) != TW_PLAYER_CHANCE ||
            tw_game_current_player(twin) != TW_PLAYER_CHANCE)
            break;
    }
    assert_true(memcmp(ra, rb, 2 * sizeof *ra) != 0 || memcmp(ra, rg, 2 * sizeof *ra) != 0);
    tw_game_free(a);
    tw_game_free(b);
    tw_game_free(twin);
    tw_game_free(g);
}

static void test_resample_refuses_a_bad_rng_and_changes_nothing(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    snapshot before = take(g);
    walk_rng bad = {3, 0, 2};
    tw_game *out = (tw_game *)g;
    assert_int_equal(tw_game_resample(g, 0, walk_next, &bad, &out), TW_E_RNG);
    assert_null(out);
    assert_non_null(strstr(tw_game_error(g), "the RNG returned 65536 for a bound of 65536"));
    assert_non_null(strstr(tw_game_error(NULL), "the RNG returned 65536"));
    assert_same(g, before);
    tw_game_free(g);
}

static void test_infostate_round_trip(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    tw_infostate *is = NULL, *copy = NULL, *read = NULL;
    assert_int_equal(tw_infostate_new(g, 1, &is), TW_OK);
    assert_int_equal(tw_infostate_seat(is), 1);
    assert_string_equal(tw_infostate_game(is), "gearhead");
    assert_true(tw_infostate_hash(is) == tw_game_observation_hash(g, 1));
    char text[512], obs[512];
    int len = tw_infostate_to_text(is, text, sizeof text);
    assert_true(len > 0 && (size_t)len < sizeof text);
    assert_string_equal(text, tw_test_text(g));
    tw_infostate_observation(is, obs, sizeof obs);
    assert_string_equal(obs, text);
    assert_int_equal(tw_infostate_from_text("gearhead", 1, text, &read), TW_OK);
    assert_true(tw_infostate_hash(read) == tw_infostate_hash(is));
    assert_int_equal(tw_infostate_clone(is, &copy), TW_OK);
    assert_true(tw_infostate_hash(copy) == tw_infostate_hash(is));
    tw_game_free(g); /* the information state outlives its game */
    walk_rng w = {9, 0, 0};
    tw_game *sample = NULL;
    assert_int_equal(tw_infostate_sample(copy, walk_next, &w, &sample), TW_OK);
    assert_string_equal(tw_test_text(sample), text);
    assert_true(tw_game_observation_hash(sample, 1) == tw_infostate_hash(is));
    tw_game_free(sample);
    tw_infostate_free(read);
    tw_infostate_free(copy);
    tw_infostate_free(is);
    tw_infostate_free(NULL);
}

/* A sample written into a handle of one's own: no allocation, no history,
 * the handle's own generator kept; another game's handle refused. */
static void test_infostate_sample_into(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    tw_game *work = tw_test_new("gearhead", "seed=1");
    tw_game *droids = tw_test_new("droids", "seed=1");
    tw_infostate *is = NULL;
    assert_int_equal(tw_infostate_new(g, 0, &is), TW_OK);
    walk_rng w = {4, 0, 0};
    tw_game *twin = NULL;
    assert_int_equal(tw_game_clone(work, &twin), TW_OK);
    assert_int_equal(tw_infostate_sample_into(is, walk_next, &w, work), TW_OK);
    assert_string_equal(tw_test_text(work), tw_test_text(g));
    assert_int_equal(tw_game_history(work, NULL, 0), 0);
    assert_int_equal(tw_game_undo(work), TW_E_STATE);
    assert_int_equal(w.calls, 0); /* nothing hidden to deal in Gearhead */
    assert_int_equal(tw_infostate_sample_into(is, walk_next, &w, droids), TW_E_ARG);
    assert_string_equal(tw_game_error(droids),
                        "tw_infostate_sample_into: droids cannot take a gearhead position");
    assert_int_equal(tw_infostate_sample_into(is, NULL, NULL, work), TW_E_ARG);
    assert_int_equal(tw_infostate_sample_into(NULL, walk_next, &w, work), TW_E_ARG);
    tw_infostate_free(is);
    tw_game_free(twin);
    tw_game_free(droids);
    tw_game_free(work);
    tw_game_free(g);
}

static void test_infostate_bad_arguments(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision();
    tw_infostate *is = (tw_infostate *)1;
    assert_int_equal(tw_infostate_new(g, 2, &is), TW_E_ARG);
    assert_null(is);
    assert_string_equal(tw_game_error(g), "tw_infostate_new: seat 2 is not a player (0..1)");
    assert_int_equal(tw_infostate_new(g, TW_VIEW_ALL, &is), TW_E_ARG);
    assert_int_equal(tw_infostate_new(NULL, 0, &is), TW_E_ARG);
    assert_int_equal(tw_infostate_new(g, 0, NULL), TW_E_ARG);
    assert_int_equal(tw_infostate_from_text("gearhead", 0, "not a position", &is), TW_E_PARSE);
    assert_null(is);
    assert_int_equal(tw_infostate_from_text("chess", 0, "x", &is), TW_E_ARG);
    assert_int_equal(tw_infostate_from_text("gearhead", 0, NULL, &is), TW_E_ARG);
    assert_int_equal(tw_infostate_from_text("gearhead", 3, tw_test_text(g), &is), TW_E_ARG);
    assert_non_null(strstr(tw_infostate_error(NULL), "seat 3 is not a player"));
    assert_int_equal(tw_infostate_new(g, 0, &is), TW_OK);
    char buf[4];
    assert_int_equal(tw_infostate_to_text(is, NULL, 4), TW_E_ARG);
    assert_int_equal(tw_infostate_observation(NULL, buf, 4), TW_E_ARG);
    assert_true(tw_infostate_hash(NULL) == 0);
    assert_int_equal(tw_infostate_seat(NULL), TW_E_ARG);
    assert_null(tw_infostate_game(NULL));
    tw_game *out = (tw_game *)g;
    assert_int_equal(tw_infostate_sample(is, NULL, NULL, &out), TW_E_ARG);
    assert_null(out);
    assert_string_equal(tw_infostate_error(is), "tw_infostate_sample: rng is NULL");
    walk_rng bad = {1, 0, 1};
    assert_int_equal(tw_infostate_sample(is, walk_next, &bad, &out), TW_E_RNG);
    assert_null(out);
    assert_int_equal(tw_infostate_clone(NULL, (tw_infostate **)&out), TW_E_ARG);
    tw_infostate_free(is);
    tw_game_free(g);
}

/* The channels harness itself: a clone reads alike, a move apart differs. */
static void test_the_channels_of_a_copy_and_of_a_move_later(void **unused)
{
    (void)unused;
    tw_game *g = gearhead_at_decision(), *copy = NULL;
    assert_int_equal(tw_game_clone(g, &copy), TW_OK);
    for (int seat = 0; seat < 2; seat++)
        tw_info_assert_same(g, copy, seat);
    tw_move moves[TW_MOVES_MAX];
    tw_game_legal_moves(copy, moves, TW_MOVES_MAX);
    tw_game_apply(copy, moves[0]);
    assert_true(tw_info_differ(g, copy, 0));
    assert_true(tw_info_differ(g, copy, 1));
    tw_game_free(copy);
    tw_game_free(g);
}

/* Every allocation of the new entry points on g (whose allocator is c),
 * failing in turn, gives TW_E_NOMEM and leaves g as it was, with nothing
 * leaked: a determinization, an information state, and a sample of one. */
static void every_allocation_may_fail(tw_game *g, tw_counting_alloc *c, int seat)
{
    for (int op = 0; op < 3; op++) {
        for (long n = 1;; n++) {
            snapshot before = take(g);
            c->fail_at = c->calls + n;
            walk_rng w = {5, 0, 0};
            tw_game *sample = NULL;
            tw_infostate *is = NULL;
            tw_status st = op == 0 ? tw_game_resample(g, seat, walk_next, &w, &sample)
                           : op == 1 ? tw_infostate_new(g, seat, &is)
                                     : TW_OK;
            if (op == 2 && tw_infostate_new(g, seat, &is) == TW_OK) {
                st = tw_infostate_sample(is, walk_next, &w, &sample);
                tw_infostate_free(is);
                is = NULL;
            }
            assert_same(g, before);
            long failures = c->failures;
            tw_game_free(sample);
            tw_infostate_free(is);
            if (st == TW_OK && c->calls < c->fail_at)
                break; /* no request left to refuse */
            if (st != TW_OK)
                assert_int_equal(st, TW_E_NOMEM);
            assert_true(failures > 0 || st == TW_OK);
        }
    }
    c->fail_at = 0;
}

static void test_running_out_of_memory(void **unused)
{
    (void)unused;
    tw_counting_alloc c = {0};
    tw_game *g = NULL;
    assert_int_equal(tw_game_new_with_alloc("gearhead", GH_START_SEED, tw_counting_alloc_fn, &c, &g),
                     TW_OK);
    tw_game_advance(g);
    every_allocation_may_fail(g, &c, 1);
    every_allocation_may_fail(g, &c, 0);
    tw_game_free(g);
    assert_int_equal(c.live, 0);
}

/* The same in Droids, in the middle of a draw: every seat has chits it
 * cannot see to deal. */
static void test_running_out_of_memory_in_droids(void **unused)
{
    (void)unused;
    tw_counting_alloc c = {0};
    tw_game *g = NULL;
    assert_int_equal(tw_game_new_with_alloc("droids", "players=3 seed=5", tw_counting_alloc_fn, &c,
                                            &g),
                     TW_OK);
    tw_move moves[TW_MOVES_MAX];
    while (tw_game_history(g, NULL, 0) < 20) {
        assert_int_equal(tw_game_advance(g), TW_OK);
        assert_true(tw_game_legal_moves(g, moves, TW_MOVES_MAX) > 0);
        assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
    }
    for (int seat = 0; seat < 3; seat++)
        every_allocation_may_fail(g, &c, seat);
    tw_game_free(g);
    assert_int_equal(c.live, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gearhead_hides_nothing),
        cmocka_unit_test(test_legal_moves_for_the_decider_only),
        cmocka_unit_test(test_chance_weights_for_a_public_die),
        cmocka_unit_test(test_apply_as_refuses_another_seat_saying_whose_turn),
        cmocka_unit_test(test_apply_as_refuses_at_chance_and_at_the_end),
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_history_for_a_perfect_information_game_is_the_history),
        cmocka_unit_test(test_a_seats_record_keeps_no_seed_and_loads),
        cmocka_unit_test(test_a_record_naming_no_player_is_refused),
        cmocka_unit_test(test_resample_of_a_perfect_information_game),
        cmocka_unit_test(test_resample_refuses_a_bad_rng_and_changes_nothing),
        cmocka_unit_test(test_infostate_round_trip),
        cmocka_unit_test(test_infostate_sample_into),
        cmocka_unit_test(test_infostate_bad_arguments),
        cmocka_unit_test(test_the_channels_of_a_copy_and_of_a_move_later),
        cmocka_unit_test(test_running_out_of_memory),
        cmocka_unit_test(test_running_out_of_memory_in_droids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
