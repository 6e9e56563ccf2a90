/* SPDX-License-Identifier: MIT */
/*
 * test_search_api.c: what a search host relies on beyond the core contract:
 * tw_game_copy_position() and a history that stops allocating.
 *
 * Every game runs every test (the list comes from tw_games_count()), with
 * seeded random games through the public API only.
 */
#include "support/tw_test.h"
#include "support/counting_alloc.h"
#include "support/splitmix.h"

#include <stdlib.h>
#include <string.h>

/* Plays up to plies random moves (dice by the built-in RNG); returns how many. */
static int play_random(tw_game *g, int plies, uint64_t *pick)
{
    int done = 0;
    tw_move moves[TW_MOVES_MAX];
    for (; done < plies && !tw_game_is_over(g); done++) {
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
            assert_int_equal(tw_game_roll(g, NULL), TW_OK);
            continue;
        }
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        assert_true(n > 0);
        assert_int_equal(tw_game_apply(g, moves[splitmix64_next(pick) % (uint64_t)n]), TW_OK);
    }
    return done;
}

static void assert_same_position(const tw_game *a, const tw_game *b)
{
    char *ta = tw_test_text_dup(a), *tb = tw_test_text_dup(b);
    assert_string_equal(ta, tb);
    assert_true(tw_game_hash(a) == tw_game_hash(b));
    free(ta);
    free(tb);
}

/* The copy is the same position, with no history, and plays on exactly as
 * the source (same dice from the copied RNG). */
static void test_copy_is_the_position_without_history(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        const char *name = tw_games_name(gi);
        tw_game *src = tw_test_new(name, "seed=3");
        tw_game *dst = tw_test_new(name, "seed=99");
        uint64_t pick = 5;
        play_random(src, 40, &pick);
        play_random(dst, 7, &pick);
        assert_int_equal(tw_game_copy_position(dst, src), TW_OK);
        assert_same_position(dst, src);
        assert_int_equal(tw_game_history(dst, NULL, 0), 0);
        assert_int_equal(tw_game_undo(dst), TW_E_STATE);
        assert_int_equal(tw_game_is_over(dst), tw_game_is_over(src));

        uint64_t pick_a = 11, pick_b = 11;
        play_random(src, 60, &pick_a);
        play_random(dst, 60, &pick_b);
        assert_same_position(dst, src);
        tw_game_free(src);
        tw_game_free(dst);
    }
}

/* Undo on the copy goes back to the copied position and no further. */
static void test_copy_undoes_back_to_where_it_was_copied(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        const char *name = tw_games_name(gi);
        tw_game *src = tw_test_new(name, "seed=4");
        uint64_t pick = 8;
        play_random(src, 30, &pick);
        tw_game *dst = tw_test_new(name, NULL);
        assert_int_equal(tw_game_copy_position(dst, src), TW_OK);
        int played = play_random(dst, 50, &pick);
        for (int i = 0; i < played; i++)
            assert_int_equal(tw_game_undo(dst), TW_OK);
        assert_int_equal(tw_game_undo(dst), TW_E_STATE);
        assert_same_position(dst, src);
        tw_game_free(src);
        tw_game_free(dst);
    }
}

/* A replay saved by a copy starts at the copied position and reloads to the
 * same game. */
static void test_copy_saves_a_replay_from_its_position(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        const char *name = tw_games_name(gi);
        tw_game *src = tw_test_new(name, "seed=6");
        uint64_t pick = 2;
        play_random(src, 25, &pick);
        tw_game *dst = tw_test_new(name, NULL);
        assert_int_equal(tw_game_copy_position(dst, src), TW_OK);
        play_random(dst, 20, &pick);

        int len = tw_game_save_replay(dst, NULL, 0);
        assert_true(len > 0);
        char *replay = malloc((size_t)len + 1);
        assert_non_null(replay);
        assert_int_equal(tw_game_save_replay(dst, replay, (size_t)len + 1), len);
        assert_non_null(strstr(replay, "\nposition "));
        tw_game *loaded = NULL;
        assert_int_equal(tw_game_load_replay(replay, &loaded), TW_OK);
        assert_same_position(loaded, dst);
        assert_int_equal(tw_game_history(loaded, NULL, 0), tw_game_history(dst, NULL, 0));
        free(replay);
        tw_game_free(loaded);
        tw_game_free(src);
        tw_game_free(dst);
    }
}

static void test_copy_refuses_another_game_and_null(void **state)
{
    (void)state;
    tw_game *a = tw_test_new(tw_games_name(0), NULL);
    assert_int_equal(tw_game_copy_position(NULL, a), TW_E_ARG);
    assert_int_equal(tw_game_copy_position(a, NULL), TW_E_ARG);
    for (int gi = 1; gi < tw_games_count(); gi++) {
        tw_game *b = tw_test_new(tw_games_name(gi), NULL);
        char *before = tw_test_text_dup(a);
        assert_int_equal(tw_game_copy_position(a, b), TW_E_ARG);
        assert_true(strlen(tw_game_error(a)) > 0);
        char *after = tw_test_text_dup(a);
        assert_string_equal(before, after);
        free(before);
        free(after);
        tw_game_free(b);
    }
    tw_game_free(a);
}

/* Copying a handle onto itself keeps the position and forgets the history. */
static void test_copy_onto_itself_forgets_the_history(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_game *g = tw_test_new(tw_games_name(gi), "seed=1");
        uint64_t pick = 1;
        play_random(g, 20, &pick);
        tw_game *before = NULL;
        assert_int_equal(tw_game_clone(g, &before), TW_OK);
        assert_int_equal(tw_game_copy_position(g, g), TW_OK);
        assert_same_position(g, before);
        assert_int_equal(tw_game_history(g, NULL, 0), 0);
        tw_game_free(before);
        tw_game_free(g);
    }
}

/* On a handle that keeps undo records (it has undone), copying onto itself
 * right after an apply, whose record still waits for the next one, then
 * playing on and undoing comes back to the copied position. */
static void test_copy_onto_itself_after_an_apply_undoes_to_it(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_game *g = tw_test_new(tw_games_name(gi), "seed=2");
        uint64_t pick = 3;
        tw_move moves[TW_MOVES_MAX];
        assert_true(tw_game_legal_moves(g, moves, TW_MOVES_MAX) > 0);
        assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
        assert_int_equal(tw_game_undo(g), TW_OK); /* from now on it keeps records */
        play_random(g, 10, &pick);
        assert_true(tw_game_legal_moves(g, moves, TW_MOVES_MAX) > 0);
        assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
        assert_int_equal(tw_game_copy_position(g, g), TW_OK);
        char *copied = tw_test_text_dup(g);
        uint64_t hash = tw_game_hash(g);
        assert_true(tw_game_legal_moves(g, moves, TW_MOVES_MAX) > 0);
        assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
        assert_int_equal(tw_game_undo(g), TW_OK);
        char *back = tw_test_text_dup(g);
        assert_string_equal(back, copied);
        assert_true(tw_game_hash(g) == hash);
        free(copied);
        free(back);
        tw_game_free(g);
    }
}

/* ---- the hash ----------------------------------------------------------- */

/* The hash of g is that of its position read back from text into a new
 * handle. */
static void assert_hash_is_the_positions(const tw_game *g)
{
    char *text = tw_test_text_dup(g);
    tw_game *read = NULL;
    assert_int_equal(tw_game_from_text(tw_game_name(g), text, &read), TW_OK);
    assert_true(tw_game_hash(read) == tw_game_hash(g));
    tw_game_free(read);
    free(text);
}

/* On a handle that keeps undo records, which keeps the hash up to date
 * move by move, the hash is the position's at every step: after an apply
 * (whose record waits for the next), after an undo, after each pair a
 * search makes at a state. */
static void test_hash_follows_moves_and_undos(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_game *g = tw_test_new(tw_games_name(gi), "seed=6");
        uint64_t pick = 6;
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
        assert_int_equal(tw_game_undo(g), TW_OK);
        for (int ply = 0; ply < 80 && !tw_game_is_over(g); ply++) {
            uint64_t here = tw_game_hash(g);
            assert_hash_is_the_positions(g);
            n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
            for (int i = 0; i < n && i < 4; i++) {
                assert_int_equal(tw_game_apply(g, moves[i]), TW_OK);
                assert_hash_is_the_positions(g);
                assert_int_equal(tw_game_undo(g), TW_OK);
                assert_true(tw_game_hash(g) == here);
            }
            assert_int_equal(tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]),
                             TW_OK);
            if (ply % 5 == 4) { /* an undo of a move whose record is written */
                n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
                if (n > 0) {
                    assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
                    assert_int_equal(tw_game_undo(g), TW_OK);
                }
                assert_int_equal(tw_game_undo(g), TW_OK);
                assert_true(tw_game_hash(g) == here);
                assert_hash_is_the_positions(g);
                assert_true(tw_game_legal_moves(g, moves, TW_MOVES_MAX) > 0);
                assert_int_equal(tw_game_apply(g, moves[0]), TW_OK);
                assert_hash_is_the_positions(g);
            }
        }
        tw_game_free(g);
    }
}

/* Positions that differ have different hashes, equal ones equal hashes,
 * along a whole seeded game of each game (a handle that never undid, whose
 * hash is summed afresh). */
static void test_hash_tells_positions_apart(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_game *g = tw_test_new(tw_games_name(gi), "seed=8");
        uint64_t pick = 8;
        enum { SEEN = 400 };
        char *texts[SEEN];
        uint64_t hashes[SEEN];
        int n = 0;
        for (; n < SEEN && !tw_game_is_over(g); n++) {
            texts[n] = tw_test_text_dup(g);
            hashes[n] = tw_game_hash(g);
            play_random(g, 1, &pick);
        }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++)
                if ((hashes[i] == hashes[j]) != (strcmp(texts[i], texts[j]) == 0))
                    fail_msg("%s plies %d and %d: hashes %llx %llx\n  %s\n  %s", tw_games_name(gi), j, i,
                             (unsigned long long)hashes[j], (unsigned long long)hashes[i], texts[j], texts[i]);
        for (int i = 0; i < n; i++)
            free(texts[i]);
        tw_game_free(g);
    }
}

/* A position copied into a handle that was set up otherwise (another Toy
 * Battle battlefield, whose map is the part of the state no move changes)
 * hashes as the source does, and as the position read from text. */
static void test_hash_of_a_copy_on_another_map(void **state)
{
    (void)state;
    static const char *const maps[] = {"map=castle-field", "map=tropical-pool",
                                       "map=volcanic-jungle", "map=battlefield"};
    tw_game *dst = tw_test_new("toybattle", "map=castle-field");
    uint64_t first = tw_game_hash(dst);
    for (size_t i = 1; i < sizeof maps / sizeof maps[0]; i++) {
        tw_game *src = tw_test_new("toybattle", maps[i]);
        uint64_t pick = i;
        play_random(src, 12, &pick);
        assert_true(tw_game_hash(src) != first);
        assert_int_equal(tw_game_copy_position(dst, src), TW_OK);
        assert_true(tw_game_hash(dst) == tw_game_hash(src));
        assert_hash_is_the_positions(dst);
        play_random(dst, 5, &pick);
        assert_hash_is_the_positions(dst);
        tw_game_free(src);
    }
    tw_game_free(dst);
}

/* ---- apply's check ------------------------------------------------------ */

static int contains(const tw_move *moves, int n, tw_move m)
{
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

/* Apply accepts exactly the moves legal in the state it is at, even when
 * the host last listed moves at the same ply of another line: list at a
 * state, undo below it, take another move (a roll, at a chance node, which
 * lists nothing), and try the old list there, with nothing listed since. */
static void test_apply_checks_the_state_it_is_at(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_game *g = tw_test_new(tw_games_name(gi), "seed=12");
        uint64_t pick = 9;
        for (int round = 0; round < 60 && !tw_game_is_over(g); round++) {
            tw_move before[TW_MOVES_MAX], old[TW_MOVES_MAX], now[TW_MOVES_MAX];
            int nb = tw_game_legal_moves(g, before, TW_MOVES_MAX);
            tw_move first = before[splitmix64_next(&pick) % (uint64_t)nb];
            assert_int_equal(tw_game_apply(g, first), TW_OK);
            if (tw_game_is_over(g)) {
                assert_int_equal(tw_game_undo(g), TW_OK);
                break;
            }
            int no = tw_game_legal_moves(g, old, TW_MOVES_MAX);
            assert_int_equal(tw_game_undo(g), TW_OK);
            if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
                assert_int_equal(tw_game_seed(g, splitmix64_next(&pick)), TW_OK);
                assert_int_equal(tw_game_roll(g, NULL), TW_OK);
            } else {
                tw_move other = before[splitmix64_next(&pick) % (uint64_t)nb];
                assert_int_equal(tw_game_apply(g, other), TW_OK);
            }
            tw_game *lister = NULL;
            assert_int_equal(tw_game_clone(g, &lister), TW_OK);
            int nn = tw_game_legal_moves(lister, now, TW_MOVES_MAX);
            tw_game_free(lister);
            for (int i = 0; i < no; i++) {
                if (contains(now, nn, old[i]))
                    continue;
                assert_int_equal(tw_game_apply(g, old[i]), TW_E_ILLEGAL);
            }
            for (int i = 0; i < nn && i < 4; i++) {
                assert_int_equal(tw_game_apply(g, now[i]), TW_OK);
                assert_int_equal(tw_game_undo(g), TW_OK);
            }
            play_random(g, 1, &pick);
        }
        tw_game_free(g);
    }
}

/* ---- clones ------------------------------------------------------------- */

/* Plays plies random moves, recording the position text before each. */
static char **play_recording(tw_game *g, int plies, uint64_t *pick, int *played)
{
    char **texts = calloc((size_t)plies + 1, sizeof *texts);
    assert_non_null(texts);
    int i = 0;
    for (; i < plies && !tw_game_is_over(g); i++) {
        texts[i] = tw_test_text_dup(g);
        play_random(g, 1, pick);
    }
    *played = i;
    return texts;
}

static void assert_undoes_through(tw_game *g, char **texts, int from, int to)
{
    for (int i = from - 1; i >= to; i--) {
        assert_int_equal(tw_game_undo(g), TW_OK);
        char *t = tw_test_text_dup(g);
        assert_string_equal(t, texts[i]);
        free(t);
    }
}

static void free_texts(char **texts, int n)
{
    for (int i = 0; i < n; i++)
        free(texts[i]);
    free(texts);
}

/* A clone undoes past the point it was cloned at, down to the start, through
 * the same positions as its source, also after moves of its own and as the
 * clone of a clone. */
static void test_clone_undoes_to_the_start(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        const char *name = tw_games_name(gi);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            tw_game *g = tw_test_new(name, "seed=5");
            tw_game_seed(g, seed);
            uint64_t pick = seed;
            int n = 0;
            char **texts = play_recording(g, 80, &pick, &n);

            tw_game *c = NULL, *cc = NULL;
            assert_int_equal(tw_game_clone(g, &c), TW_OK);
            assert_int_equal(tw_game_clone(c, &cc), TW_OK);
            assert_int_equal(tw_game_history(c, NULL, 0), n);
            assert_undoes_through(c, texts, n, 0);
            assert_int_equal(tw_game_undo(c), TW_E_STATE);

            /* Its own moves first, then the way down. */
            int extra = play_random(cc, 5, &pick);
            for (int i = 0; i < extra; i++)
                assert_int_equal(tw_game_undo(cc), TW_OK);
            assert_undoes_through(cc, texts, n, n / 2);
            tw_game *ccc = NULL;
            assert_int_equal(tw_game_clone(cc, &ccc), TW_OK);
            assert_undoes_through(ccc, texts, n / 2, 0);
            assert_undoes_through(cc, texts, n / 2, 0);

            free_texts(texts, n);
            tw_game_free(ccc);
            tw_game_free(cc);
            tw_game_free(c);
            tw_game_free(g);
        }
    }
}

/* Plays one random move or roll, whichever the state wants. */
static void step_random(tw_game *g, uint64_t *pick)
{
    assert_int_equal(play_random(g, 1, pick), 1);
}

/* Undoes the last move and checks the position is the one before it;
 * texts[depth - 1] is that position. */
static void undo_to(tw_game *g, char **texts, int *depth)
{
    assert_int_equal(tw_game_undo(g), TW_OK);
    char *now = tw_test_text_dup(g);
    assert_string_equal(now, texts[--*depth]);
    free(now);
    free(texts[*depth]);
}

/* The order of applies and undoes a search makes (a move undone at once,
 * two applied then both undone, undo then another move, a clone taken or a
 * position copied between an apply and its undo) restores every position
 * exactly: undo.c logs a move only when the next one is applied. */
static void test_search_order_undoes_exactly(void **state)
{
    (void)state;
    enum { STEPS = 600, DEPTH_MAX = STEPS };
    for (int gi = 0; gi < tw_games_count(); gi++) {
        const char *name = tw_games_name(gi);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            tw_game *g = tw_test_new(name, "seed=9");
            tw_game_seed(g, seed);
            uint64_t pick = seed * 7919;
            char **texts = calloc(DEPTH_MAX, sizeof *texts);
            assert_non_null(texts);
            int depth = 0;
            for (int i = 0; i < STEPS; i++) {
                uint64_t r = splitmix64_next(&pick) % 100;
                if (depth > 0 && (r < 45 || tw_game_is_over(g))) {
                    undo_to(g, texts, &depth);
                } else if (!tw_game_is_over(g)) {
                    texts[depth++] = tw_test_text_dup(g);
                    step_random(g, &pick);
                }
                if (r == 99 && depth > 0) { /* a clone of a state with a move pending */
                    tw_game *c = NULL;
                    assert_int_equal(tw_game_clone(g, &c), TW_OK);
                    assert_same_position(c, g);
                    assert_int_equal(tw_game_undo(c), TW_OK);
                    undo_to(g, texts, &depth);
                    assert_same_position(c, g);
                    tw_game_free(c);
                }
                if (r == 98) { /* a position copied over a move pending */
                    tw_game *c = tw_test_new(name, "seed=9");
                    step_random(c, &pick);
                    assert_int_equal(tw_game_copy_position(c, g), TW_OK);
                    assert_same_position(c, g);
                    assert_int_equal(tw_game_undo(c), TW_E_STATE);
                    tw_game_free(c);
                }
            }
            while (depth > 0)
                undo_to(g, texts, &depth);
            assert_int_equal(tw_game_undo(g), TW_E_STATE);
            free(texts);
            tw_game_free(g);
        }
    }
}

/* A clone saves the same replay as its source. */
static void test_clone_saves_the_same_replay(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_game *g = tw_test_new(tw_games_name(gi), "seed=8");
        uint64_t pick = 4;
        play_random(g, 60, &pick);
        tw_game *c = NULL;
        assert_int_equal(tw_game_clone(g, &c), TW_OK);
        int len = tw_game_save_replay(g, NULL, 0);
        assert_true(len > 0);
        char *a = malloc((size_t)len + 1), *b = malloc((size_t)len + 1);
        assert_non_null(a);
        assert_non_null(b);
        assert_int_equal(tw_game_save_replay(g, a, (size_t)len + 1), len);
        assert_int_equal(tw_game_save_replay(c, b, (size_t)len + 1), len);
        assert_string_equal(a, b);
        free(a);
        free(b);
        tw_game_free(c);
        tw_game_free(g);
    }
}

/* ---- allocations --------------------------------------------------------- */

/* Undo needs no memory: with none left for the undo log a handle (and a
 * clone) still undoes every move to the start, through the same positions,
 * and logs as usual once memory is back. */
static void test_undo_never_needs_memory(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_counting_alloc f = {0};
        tw_game *g = NULL, *c = NULL;
        assert_int_equal(
            tw_game_new_with_alloc(tw_games_name(gi), "seed=2", tw_counting_alloc_fn, &f, &g),
            TW_OK);
        uint64_t pick = 6;
        int n = 0;
        char **texts = play_recording(g, 70, &pick, &n);
        assert_int_equal(tw_game_clone(g, &c), TW_OK);
        f.refuse_all = 1;
        assert_undoes_through(g, texts, n, n / 2);
        assert_undoes_through(c, texts, n, 0);
        f.refuse_all = 0;
        assert_undoes_through(g, texts, n / 2, 0);
        assert_int_equal(tw_game_undo(g), TW_E_STATE);
        free_texts(texts, n);
        tw_game_free(c);
        tw_game_free(g);
    }
}

/* Playouts repeated on one handle, reset by tw_game_copy_position(), stop
 * allocating once the history has grown to a game's length. */
static void test_repeated_playouts_stop_allocating(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        tw_counting_alloc c = {0};
        tw_game *start = NULL, *work = NULL;
        assert_int_equal(tw_game_new_with_alloc(tw_games_name(gi), NULL, tw_counting_alloc_fn, &c,
                                                &start),
                         TW_OK);
        assert_int_equal(tw_game_clone(start, &work), TW_OK);
        uint64_t pick;
        /* A few games grow the history; the same games again allocate
         * nothing. */
        for (uint64_t seed = 0; seed < 4; seed++) {
            assert_int_equal(tw_game_copy_position(work, start), TW_OK);
            assert_int_equal(tw_game_seed(work, seed), TW_OK);
            pick = seed;
            play_random(work, 1000000, &pick);
        }
        long before = c.granted;
        for (uint64_t seed = 0; seed < 4; seed++) {
            assert_int_equal(tw_game_copy_position(work, start), TW_OK);
            assert_int_equal(tw_game_seed(work, seed), TW_OK);
            pick = seed;
            play_random(work, 1000000, &pick);
        }
        assert_int_equal(c.granted, before);
        tw_game_free(work);
        tw_game_free(start);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_copy_is_the_position_without_history),
        cmocka_unit_test(test_copy_undoes_back_to_where_it_was_copied),
        cmocka_unit_test(test_copy_saves_a_replay_from_its_position),
        cmocka_unit_test(test_copy_refuses_another_game_and_null),
        cmocka_unit_test(test_copy_onto_itself_forgets_the_history),
        cmocka_unit_test(test_copy_onto_itself_after_an_apply_undoes_to_it),
        cmocka_unit_test(test_hash_follows_moves_and_undos),
        cmocka_unit_test(test_hash_tells_positions_apart),
        cmocka_unit_test(test_hash_of_a_copy_on_another_map),
        cmocka_unit_test(test_apply_checks_the_state_it_is_at),
        cmocka_unit_test(test_clone_undoes_to_the_start),
        cmocka_unit_test(test_clone_saves_the_same_replay),
        cmocka_unit_test(test_search_order_undoes_exactly),
        cmocka_unit_test(test_undo_never_needs_memory),
        cmocka_unit_test(test_repeated_playouts_stop_allocating),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
