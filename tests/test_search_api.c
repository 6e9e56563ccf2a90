/*
 * test_search_api.c: what a search host relies on beyond the core contract:
 * tw_game_copy_position() and a history that stops allocating.
 *
 * Every game runs every test (the list comes from tw_games_count()), with
 * seeded random games through the public API only.
 */
#include "support/tw_test.h"

#include <stdlib.h>
#include <string.h>

#define TEXT_CAP 16384

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

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
        assert_int_equal(tw_game_apply(g, moves[splitmix(pick) % (uint64_t)n]), TW_OK);
    }
    return done;
}

static char *text_of(const tw_game *g)
{
    char *t = malloc(TEXT_CAP);
    assert_non_null(t);
    assert_true(tw_game_to_text(g, t, TEXT_CAP) < TEXT_CAP);
    return t;
}

static void assert_same_position(const tw_game *a, const tw_game *b)
{
    char *ta = text_of(a), *tb = text_of(b);
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
        char *before = text_of(a);
        assert_int_equal(tw_game_copy_position(a, b), TW_E_ARG);
        assert_true(strlen(tw_game_error(a)) > 0);
        char *after = text_of(a);
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

/* ---- allocations --------------------------------------------------------- */

typedef struct counter {
    long allocations;
} counter;

static void *counting_alloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    counter *c = user;
    (void)old_size;
    if (new_size == 0) {
        free(ptr);
        return NULL;
    }
    c->allocations++;
    return realloc(ptr, new_size);
}

/* Playouts repeated on one handle, reset by tw_game_copy_position(), stop
 * allocating once the history has grown to a game's length. */
static void test_repeated_playouts_stop_allocating(void **state)
{
    (void)state;
    for (int gi = 0; gi < tw_games_count(); gi++) {
        counter c = {0};
        tw_game *start = NULL, *work = NULL;
        assert_int_equal(tw_game_new_with_alloc(tw_games_name(gi), NULL, counting_alloc, &c,
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
        long before = c.allocations;
        for (uint64_t seed = 0; seed < 4; seed++) {
            assert_int_equal(tw_game_copy_position(work, start), TW_OK);
            assert_int_equal(tw_game_seed(work, seed), TW_OK);
            pick = seed;
            play_random(work, 1000000, &pick);
        }
        assert_int_equal(c.allocations, before);
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
        cmocka_unit_test(test_repeated_playouts_stop_allocating),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
