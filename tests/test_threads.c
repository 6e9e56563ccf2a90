/* SPDX-License-Identifier: MIT */
/*
 * test_threads.c: several threads each playing many games on their own
 * handles, at once.
 *
 * toywar.h promises no global mutable state: two handles may be used from two
 * threads at once. Each thread here plays whole games of every registered
 * game (and a few param sets), each through its own host allocator, with
 * clones that play on, replays saved and loaded, positions written and read
 * back, and creations that fail on purpose (the reason must be the calling
 * thread's own, tw_game_error(NULL)). Every registered game is played. Every game's final hash and replay
 * must equal those of the same game played alone first, on the main thread.
 *
 * It runs in every build; scripts/ci/tsan.sh runs it under ThreadSanitizer,
 * which reports any data race between the threads.
 *
 * TOYWAR_THREAD_GAMES=N sets the games per thread (default 40).
 */
#include "support/tw_test.h"
#include "support/splitmix.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4
#define DEFAULT_GAMES 40
#define MAX_GAMES 1000
#define MAX_PLY 100000
#define MSG_CAP 256

/* Every registered game with its defaults (so a game added later is played
 * with no change here), then these param sets. */
static const struct {
    const char *game;
    const char *params;
} extra_sets[] = {
    {"gearhead", "placed_moves=off"},
    {"droids", "players=4 scenario=golden-microchips"},
    {"toybattle", "map=battlefield"},
    {"droids", "players=1 scenario=robot-killer"},
    {"toybattle", "map=tropical-pool"},
};
#define EXTRA_SETS (sizeof extra_sets / sizeof extra_sets[0])

/* The game and params of game number k of a sequence. */
static void param_set(int k, const char **game, const char **params)
{
    size_t games = (size_t)tw_games_count();
    size_t i = (size_t)k % (games + EXTRA_SETS);
    *game = i < games ? tw_games_name((int)i) : extra_sets[i - games].game;
    *params = i < games ? "" : extra_sets[i - games].params;
}

/* What one game ends with: compared between the threads and the main one. */
typedef struct outcome {
    uint64_t hash;      /* the final position */
    uint64_t replay;    /* hash of the saved replay text */
    uint64_t clone;     /* the final hash of a clone that played on alone */
    int plies;
} outcome;

typedef struct worker {
    int index;
    int games;
    outcome *results;
    long live;          /* blocks alive in this thread's allocator */
    char failure[MSG_CAP];
} worker;

static uint64_t hash_text(const char *text)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (; *text; text++)
        h = (h ^ (unsigned char)*text) * 0x100000001b3ULL;
    return h;
}

/* A per-thread allocator: counts its live blocks (lua_Alloc semantics). */
static void *thread_alloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    worker *w = user;
    (void)old_size;
    if (new_size == 0) {
        w->live -= ptr != NULL;
        free(ptr);
        return NULL;
    }
    void *p = realloc(ptr, new_size);
    w->live += p && !ptr;
    return p;
}

/* Records the first failure of a thread (cmocka's checks are not for other
 * threads); returns 0 so callers can `return thread_fail(...)`. */
static int thread_fail(worker *w, const char *fmt, const char *detail)
{
    if (!w->failure[0])
        snprintf(w->failure, sizeof w->failure, fmt, detail);
    return 0;
}

static char *text_alloc(int (*write)(const tw_game *, char *, size_t), const tw_game *g)
{
    int n = write(g, NULL, 0);
    if (n < 0)
        return NULL;
    char *t = malloc((size_t)n + 1);
    if (t)
        write(g, t, (size_t)n + 1);
    return t;
}

static int json_all(const tw_game *g, char *buf, size_t cap)
{
    return tw_game_to_json(g, TW_VIEW_ALL, buf, cap);
}

static int render_all(const tw_game *g, char *buf, size_t cap)
{
    return tw_game_render(g, TW_VIEW_ALL, buf, cap);
}

/* Plays on to the end with a seeded choice of decisions and the RNG. */
static int play_out(worker *w, tw_game *g, uint64_t *pick, int *plies)
{
    while (!tw_game_is_over(g)) {
        if (++*plies > MAX_PLY)
            return thread_fail(w, "a game did not end%s", "");
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        if (n <= 0)
            return thread_fail(w, "no legal move before the end%s", "");
        tw_status st = tw_game_current_player(g) == TW_PLAYER_CHANCE
                           ? tw_game_roll(g, NULL)
                           : tw_game_apply(g, moves[splitmix64_next(pick) % (uint64_t)n]);
        if (st != TW_OK)
            return thread_fail(w, "a move failed: %s", tw_game_error(g));
    }
    return 1;
}

/* One whole game, number k of the sequence; fills *out. */
static int play_game(worker *w, int k, outcome *out)
{
    const char *name, *set;
    param_set(k, &name, &set);
    char params[160];
    snprintf(params, sizeof params, "%s seed=%d", set, k + 1);

    /* A creation that fails names this thread's own bad key. */
    char bad[64], key[32];
    snprintf(key, sizeof key, "'bogus_%d_%d'", w->index, k);
    snprintf(bad, sizeof bad, "bogus_%d_%d=1", w->index, k);
    tw_game *none = NULL;
    if (tw_game_new(name, bad, &none) != TW_E_PARAM || none)
        return thread_fail(w, "a bad param was accepted%s", "");

    tw_game *g = NULL;
    if (tw_game_new_with_alloc(name, params, thread_alloc, w, &g) != TW_OK)
        return thread_fail(w, "tw_game_new_with_alloc failed: %s", tw_game_error(NULL));
    uint64_t pick = (uint64_t)k * 7919u + 1;
    int plies = 0;
    tw_game *clone = NULL;
    while (!tw_game_is_over(g) && plies < 40) {
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        tw_status st = tw_game_current_player(g) == TW_PLAYER_CHANCE
                           ? tw_game_roll(g, NULL)
                           : tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]);
        if (st != TW_OK)
            return thread_fail(w, "a move failed: %s", tw_game_error(g));
        plies++;
    }
    /* A clone at ply 40 plays on alone, with its own choices. */
    if (tw_game_clone(g, &clone) != TW_OK)
        return thread_fail(w, "tw_game_clone failed: %s", tw_game_error(NULL));
    uint64_t clone_pick = pick ^ 0xabcdefULL;
    int clone_plies = plies;
    if (!play_out(w, clone, &clone_pick, &clone_plies))
        return 0;
    out->clone = tw_game_hash(clone);
    tw_game_free(clone);

    if (!play_out(w, g, &pick, &plies))
        return 0;
    out->hash = tw_game_hash(g);
    out->plies = plies;

    /* The replay loads back to the same game; the position reads back. */
    char *replay = text_alloc(tw_game_save_replay, g);
    char *position = text_alloc(tw_game_to_text, g);
    if (!replay || !position)
        return thread_fail(w, "out of memory in the test%s", "");
    out->replay = hash_text(replay);
    tw_game *loaded = NULL, *read = NULL;
    if (tw_game_load_replay(replay, &loaded) != TW_OK)
        return thread_fail(w, "the replay did not load: %s", tw_game_error(NULL));
    if (tw_game_hash(loaded) != out->hash)
        return thread_fail(w, "the loaded replay differs%s", "");
    while (tw_game_undo(loaded) == TW_OK) {
    }
    if (tw_game_history(loaded, NULL, 0) != 0)
        return thread_fail(w, "undo did not reach the start%s", "");
    if (tw_game_from_text(name, position, &read) != TW_OK || tw_game_hash(read) != out->hash)
        return thread_fail(w, "the position did not read back: %s", tw_game_error(NULL));
    char *json = text_alloc(json_all, read), *picture = text_alloc(render_all, read);
    if (!json || !picture)
        return thread_fail(w, "JSON or render failed%s", "");
    free(json);
    free(picture);
    tw_game_free(loaded);
    tw_game_free(read);
    free(replay);
    free(position);
    tw_game_free(g);

    /* This thread's creation message is still its own. */
    if (tw_game_new(name, bad, &none) != TW_E_PARAM || !strstr(tw_game_error(NULL), key))
        return thread_fail(w, "tw_game_error(NULL) is not this thread's: %s", tw_game_error(NULL));
    return 1;
}

static void *run_worker(void *arg)
{
    worker *w = arg;
    for (int k = 0; k < w->games && !w->failure[0]; k++)
        play_game(w, w->index * MAX_GAMES + k, &w->results[k]);
    if (!w->failure[0] && w->live != 0)
        thread_fail(w, "the thread's allocator has blocks left%s", "");
    return NULL;
}

static int games_per_thread(void)
{
    const char *env = getenv("TOYWAR_THREAD_GAMES");
    if (!env || !*env)
        return DEFAULT_GAMES;
    int n = atoi(env);
    if (n < 1 || n > MAX_GAMES)
        fail_msg("TOYWAR_THREAD_GAMES=%s: want 1..%d", env, MAX_GAMES);
    return n;
}

static void test_threads_play_their_own_games_at_once(void **state)
{
    (void)state;
    int games = games_per_thread();
    worker alone[THREADS], threads[THREADS];
    pthread_t ids[THREADS];
    memset(alone, 0, sizeof alone);
    memset(threads, 0, sizeof threads);
    for (int t = 0; t < THREADS; t++) {
        alone[t].index = threads[t].index = t;
        alone[t].games = threads[t].games = games;
        alone[t].results = calloc((size_t)games, sizeof(outcome));
        threads[t].results = calloc((size_t)games, sizeof(outcome));
        assert_non_null(alone[t].results);
        assert_non_null(threads[t].results);
    }
    /* The expected outcomes: each sequence played alone, on this thread. */
    for (int t = 0; t < THREADS; t++) {
        run_worker(&alone[t]);
        if (alone[t].failure[0])
            fail_msg("sequence %d alone: %s", t, alone[t].failure);
    }
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_create(&ids[t], NULL, run_worker, &threads[t]), 0);
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(ids[t], NULL), 0);
    for (int t = 0; t < THREADS; t++) {
        if (threads[t].failure[0])
            fail_msg("thread %d: %s", t, threads[t].failure);
        for (int k = 0; k < games; k++) {
            const outcome *a = &alone[t].results[k], *b = &threads[t].results[k];
            if (a->hash != b->hash || a->replay != b->replay || a->clone != b->clone ||
                a->plies != b->plies)
                fail_msg("thread %d, game %d: differs from the same game played alone", t, k);
        }
        free(alone[t].results);
        free(threads[t].results);
    }
    print_message("%d threads x %d games, each equal to the game played alone\n", THREADS,
                  games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threads_play_their_own_games_at_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
