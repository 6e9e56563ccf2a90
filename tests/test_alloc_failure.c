/* SPDX-License-Identifier: MIT */
/*
 * test_alloc_failure.c: running out of memory anywhere along a whole game.
 *
 * For every game in the registry (and a few param sets), a whole seeded game
 * is played through a host allocator that fails its N-th allocation, for
 * every N from 1 until a game runs without reaching N. Moves, rolls, clones,
 * undos and advances are all on the path. Every failure must be TW_E_NOMEM
 * with the state exactly as it was (position text, hash, history, the
 * built-in RNG), the call must succeed when retried, and when the handles
 * are freed nothing is left allocated.
 *
 * The creators that take no allocator (tw_game_new, tw_game_from_text,
 * tw_game_load_replay, tw_droids_new_on_board, tw_toybattle_new_on_map) use
 * the default one, realloc and free: on Linux the test wraps those
 * (-Wl,--wrap, see tests/CMakeLists.txt) to fail their N-th call too, and
 * checks TW_E_NOMEM, a NULL handle and no leak for every N.
 *
 * test_api.c checks the same contract on a short game with a few
 * operations; this is the exhaustive version.
 */
#include "support/tw_test.h"
#include "support/counting_alloc.h"
#include "support/splitmix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "toywar/droids.h"
#include "toywar/toybattle.h"

#define MAX_PLY 100000
#define HEAD_CAP 1024 /* a replay's head: start and rng lines */

/* Param sets played, besides each game's defaults. */
static const struct {
    const char *game;
    const char *params;
} extra_params[] = {
    {"droids", "players=4 scenario=golden-microchips"},
    {"droids", "players=1 scenario=robot-killer"},
    {"toybattle", "map=battlefield"},
};

/* ---- what must not change on a failure --------------------------------- */

typedef struct snapshot {
    char *text;
    uint64_t hash;
    int history;
    char head[HEAD_CAP]; /* the replay's first lines: start and RNG state */
} snapshot;

static void take(const tw_game *g, snapshot *s)
{
    int n = tw_game_to_text(g, NULL, 0);
    assert_true(n > 0);
    s->text = malloc((size_t)n + 1);
    assert_non_null(s->text);
    tw_game_to_text(g, s->text, (size_t)n + 1);
    s->hash = tw_game_hash(g);
    s->history = tw_game_history(g, NULL, 0);
    assert_true(tw_game_save_replay(g, s->head, sizeof s->head) > 0);
    char *moves = strstr(s->head, "\nmoves ");
    if (moves)
        moves[1] = '\0'; /* keep the lines before the move list */
}

static void assert_unchanged(const tw_game *g, const snapshot *s, const char *what, long n)
{
    snapshot now;
    take(g, &now);
    if (strcmp(now.text, s->text) != 0)
        fail_msg("%s failing allocation %ld changed the position\n  before: %s\n  after:  %s",
                 what, n, s->text, now.text);
    if (now.hash != s->hash || now.history != s->history)
        fail_msg("%s failing allocation %ld changed the hash or history", what, n);
    if (strcmp(now.head, s->head) != 0)
        fail_msg("%s failing allocation %ld changed the start or RNG:\n%s\n---\n%s", what, n,
                 s->head, now.head);
    free(now.text);
}

static void release(snapshot *s)
{
    free(s->text);
    s->text = NULL;
}

static void assert_nomem_message(const char *message, const char *what, long n)
{
    if (!strstr(message, "memory"))
        fail_msg("%s failing allocation %ld: message \"%s\" does not say memory", what, n,
                 message);
}

/* ---- one whole game with the N-th allocation failing ------------------- */

/* The most allocations one apply or roll makes: the two history arrays. */
#define OP_ALLOCS 2

/* Runs op on g; a TW_E_NOMEM must leave g as it was, then op is retried
 * (only the N-th allocation fails, so the retry must succeed). The state is
 * snapshotted only when op can reach the failing allocation, which keeps
 * each game linear; a failure without a snapshot fails the test. */
typedef tw_status (*game_op)(tw_game *g, void *arg);

static void run_op(tw_game *g, game_op op, void *arg, const char *what, tw_counting_alloc *c)
{
    snapshot before = {NULL, 0, 0, {0}};
    int may_fail = c->fail_at > c->calls && c->fail_at <= c->calls + OP_ALLOCS;
    if (may_fail)
        take(g, &before);
    long failures = c->failures;
    tw_status st = op(g, arg);
    if (st != TW_OK) {
        if (st != TW_E_NOMEM || c->failures != failures + 1)
            fail_msg("%s: %s (%s) with allocation %ld failing", what, tw_status_string(st),
                     tw_game_error(g), c->fail_at);
        if (!may_fail)
            fail_msg("%s made more than %d allocations", what, OP_ALLOCS);
        assert_nomem_message(tw_game_error(g), what, c->fail_at);
        assert_unchanged(g, &before, what, c->fail_at);
        st = op(g, arg);
        if (st != TW_OK)
            fail_msg("%s retried after a failed allocation: %s (%s)", what,
                     tw_status_string(st), tw_game_error(g));
    }
    release(&before);
}

static tw_status op_apply(tw_game *g, void *arg)
{
    return tw_game_apply(g, *(tw_move *)arg);
}

static tw_status op_roll(tw_game *g, void *arg)
{
    return tw_game_roll(g, arg);
}

/* A clone must equal its source; a failed clone is NULL and says why. */
static void clone_check(tw_game *g, tw_counting_alloc *c)
{
    snapshot before;
    take(g, &before);
    long failures = c->failures;
    tw_game *copy = (tw_game *)&copy;
    tw_status st = tw_game_clone(g, &copy);
    if (st == TW_E_NOMEM && c->failures == failures + 1) {
        assert_null(copy);
        assert_nomem_message(tw_game_error(NULL), "tw_game_clone", c->fail_at);
        assert_unchanged(g, &before, "tw_game_clone", c->fail_at);
    } else {
        assert_int_equal(st, TW_OK);
        snapshot same;
        take(copy, &same);
        assert_string_equal(same.text, before.text);
        assert_string_equal(same.head, before.head);
        release(&same);
        tw_game_free(copy);
    }
    release(&before);
}

/* Plays one whole game with allocation c->fail_at failing; returns how many
 * allocations the game made. */
static long play_whole_game(const char *name, const char *params, tw_counting_alloc *c)
{
    char full[256];
    snprintf(full, sizeof full, "%s%sseed=5", params, *params ? " " : "");
    tw_game *g = (tw_game *)&g;
    tw_status st = tw_game_new_with_alloc(name, full, tw_counting_alloc_fn, c, &g);
    if (st != TW_OK) {
        assert_int_equal(st, TW_E_NOMEM);
        assert_null(g);
        assert_nomem_message(tw_game_error(NULL), "tw_game_new_with_alloc", c->fail_at);
        assert_int_equal(c->live, 0);
        return c->calls;
    }
    uint64_t pick = 77;
    for (int ply = 0; !tw_game_is_over(g); ply++) {
        assert_true(ply < MAX_PLY);
        if ((ply & (ply - 1)) == 0) /* plies 0, 1, 2, 4, 8...: a clone */
            clone_check(g, c);
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        assert_true(n > 0);
        tw_move m = moves[splitmix64_next(&pick) % (uint64_t)n];
        if (tw_game_current_player(g) == TW_PLAYER_CHANCE && ply % 3 != 0) {
            run_op(g, op_roll, NULL, "tw_game_roll", c);
        } else {
            run_op(g, op_apply, &m, "tw_game_apply", c);
            if (ply % 7 == 0) { /* undo, then the same move again */
                assert_int_equal(tw_game_undo(g), TW_OK);
                run_op(g, op_apply, &m, "tw_game_apply after undo", c);
            }
        }
    }
    clone_check(g, c);
    tw_game_free(g);
    if (c->live != 0 || c->bytes != 0)
        fail_msg("%s %s, allocation %ld failing: %ld blocks (%zu bytes) left after free", name,
                 full, c->fail_at, c->live, c->bytes);
    return c->calls;
}

static void every_allocation_of(const char *name, const char *params)
{
    tw_counting_alloc dry = {0};
    long total = play_whole_game(name, params, &dry);
    assert_true(total >= 2);
    for (long n = 1; n <= total; n++) {
        tw_counting_alloc c = {.fail_at = n};
        play_whole_game(name, params, &c);
        if (c.failures != 1)
            fail_msg("%s %s: allocation %ld of %ld was never made (the game is not "
                     "deterministic?)", name, params, n, total);
    }
    print_message("%s %s: each of %ld allocations failed in turn\n", name,
                  *params ? params : "(defaults)", total);
}

static void test_every_allocation_of_a_whole_game_may_fail(void **state)
{
    (void)state;
    for (int i = 0; i < tw_games_count(); i++) {
        const char *name = tw_games_name(i);
        every_allocation_of(name, "");
        for (size_t k = 0; k < sizeof extra_params / sizeof extra_params[0]; k++)
            if (strcmp(extra_params[k].game, name) == 0)
                every_allocation_of(name, extra_params[k].params);
    }
}

/* ---- the default allocator: realloc and free, wrapped ------------------ */

#if defined(TOYWAR_WRAP_MALLOC)

/* Counted and failed only while armed, i.e. inside the library calls below
 * (the test itself allocates nothing while armed). */
static struct {
    int armed;
    long calls, fail_at, failures, live;
} wrap;

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *ptr, size_t size);
void __real_free(void *ptr);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *ptr, size_t size);
void __wrap_free(void *ptr);

static int wrap_fails(void)
{
    if (!wrap.armed)
        return 0;
    if (++wrap.calls != wrap.fail_at)
        return 0;
    wrap.failures++;
    return 1;
}

void *__wrap_malloc(size_t size)
{
    if (wrap_fails())
        return NULL;
    void *p = __real_malloc(size);
    wrap.live += wrap.armed && p;
    return p;
}

void *__wrap_calloc(size_t count, size_t size)
{
    if (wrap_fails())
        return NULL;
    void *p = __real_calloc(count, size);
    wrap.live += wrap.armed && p;
    return p;
}

void *__wrap_realloc(void *ptr, size_t size)
{
    if (size > 0 && wrap_fails())
        return NULL;
    void *p = __real_realloc(ptr, size);
    wrap.live += wrap.armed && p && !ptr;
    return p;
}

void __wrap_free(void *ptr)
{
    wrap.live -= wrap.armed && ptr;
    __real_free(ptr);
}

typedef tw_status (*creator)(const void *arg, tw_game **out);

/* Calls create with allocation N failing, for every N until it succeeds
 * untouched; each failure is TW_E_NOMEM, a NULL handle and no leak. */
static void every_allocation_of_creator(const char *what, creator create, const void *arg)
{
    for (long n = 1;; n++) {
        assert_true(n < 100000);
        wrap.calls = wrap.failures = wrap.live = 0;
        wrap.fail_at = n;
        tw_game *g = (tw_game *)&g;
        wrap.armed = 1;
        tw_status st = create(arg, &g);
        if (st == TW_OK)
            tw_game_free(g);
        wrap.armed = 0;
        if (st == TW_OK && wrap.failures == 0) {
            assert_int_equal(wrap.live, 0);
            print_message("%s: each of %ld allocations failed in turn\n", what, n - 1);
            return;
        }
        if (st != TW_E_NOMEM || wrap.failures != 1)
            fail_msg("%s with allocation %ld failing: %s (%s)", what, n, tw_status_string(st),
                     tw_game_error(NULL));
        assert_null(g);
        assert_nomem_message(tw_game_error(NULL), what, n);
        if (wrap.live != 0)
            fail_msg("%s with allocation %ld failing: %ld blocks leaked", what, n, wrap.live);
    }
}

static tw_status create_new(const void *arg, tw_game **out)
{
    return tw_game_new((const char *)arg, "seed=3", out);
}

typedef struct named_text {
    const char *name;
    const char *text;
} named_text;

static tw_status create_from_text(const void *arg, tw_game **out)
{
    const named_text *nt = arg;
    return tw_game_from_text(nt->name, nt->text, out);
}

static tw_status create_load_replay(const void *arg, tw_game **out)
{
    return tw_game_load_replay((const char *)arg, out);
}

static tw_status create_on_board(const void *arg, tw_game **out)
{
    return tw_droids_new_on_board((const char *)arg, "players=2", out);
}

static tw_status create_on_map(const void *arg, tw_game **out)
{
    return tw_toybattle_new_on_map((const char *)arg, "seed=4", out);
}

/* A whole seeded game of g's kind, played on g, saved as a replay. */
static char *whole_game_replay(tw_game *g)
{
    uint64_t pick = 5;
    while (!tw_game_is_over(g)) {
        assert_int_equal(tw_game_advance(g), TW_OK);
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        if (n > 0)
            assert_int_equal(tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]), TW_OK);
    }
    int len = tw_game_save_replay(g, NULL, 0);
    char *replay = malloc((size_t)len + 1);
    assert_non_null(replay);
    tw_game_save_replay(g, replay, (size_t)len + 1);
    return replay;
}

static const char castle_field[] =
    "map castle-field\nsize 14 6\neffect castle\nsymmetric\n"
    "hq HQ0 0 0 3\nhq HQ1 1 14 3\n"
    "base a 1 3\nbase b 2 1\nbase c 2 5\nbase d 4 1\nbase e 4 5\nbase f 6 1\nbase g 6 5\n"
    "base h 7 3\nbase i 8 1\nbase j 8 5\nbase k 10 1\nbase l 10 5\nbase m 12 1\n"
    "base n 12 5\nbase o 13 3\n"
    "path a-b b-d d-f f-i i-k k-m m-o o-n n-l l-j\n"
    "path j-g g-e e-c c-a d-e k-l h-f h-i h-g h-j\n"
    "path HQ0-a HQ0-b HQ0-c HQ1-o HQ1-n HQ1-m\n"
    "special d l i g\n"
    "region 3 a b d e c\nregion 3 d f h g e\nregion 1 f i h\nregion 1 g h j\n"
    "region 3 h i k l j\nregion 3 k m o n l\nobjective 7\n";

static void test_default_allocator_failures_leave_nothing_behind(void **state)
{
    (void)state;
    for (int i = 0; i < tw_games_count(); i++) {
        const char *name = tw_games_name(i);
        char what[96];
        snprintf(what, sizeof what, "tw_game_new(%s)", name);
        every_allocation_of_creator(what, create_new, name);

        tw_game *g = tw_test_new(name, "seed=8");
        assert_int_equal(tw_game_advance(g), TW_OK);
        named_text nt = {name, NULL};
        char *text = malloc(16384);
        assert_non_null(text);
        assert_true(tw_game_to_text(g, text, 16384) < 16384);
        nt.text = text;
        snprintf(what, sizeof what, "tw_game_from_text(%s)", name);
        every_allocation_of_creator(what, create_from_text, &nt);
        free(text);

        char *replay = whole_game_replay(g);
        snprintf(what, sizeof what, "tw_game_load_replay(whole %s game)", name);
        every_allocation_of_creator(what, create_load_replay, replay);
        free(replay);
        tw_game_free(g);
    }

    int n = tw_droids_default_board(NULL, 0);
    assert_true(n > 0);
    char *board = malloc((size_t)n + 1);
    assert_non_null(board);
    tw_droids_default_board(board, (size_t)n + 1);
    every_allocation_of_creator("tw_droids_new_on_board", create_on_board, board);
    tw_game *g = NULL;
    assert_int_equal(tw_droids_new_on_board(board, "players=2 seed=2", &g), TW_OK);
    char *replay = whole_game_replay(g);
    every_allocation_of_creator("tw_game_load_replay(droids on a host board)",
                                create_load_replay, replay);
    free(replay);
    tw_game_free(g);
    free(board);

    /* A Droids seat's record from a position with chits the seat cannot
     * see: south's record has north's grey as the lowest (G1), and north
     * places a GR, so the start is completed anew (north's record keeps
     * it), then the moves are applied. */
    g = tw_test_position("droids", "board=standard scenario=challenge players=2 turn=1 start=S "
                                   "phase=chit cur=S S=e1;rack:V1,V2 N=f10;rack:B1,GR");
    tw_test_play(g, "chit:V1n box:1a chit:GRn box:1a");
    for (int seat = 0; seat < 2; seat++) {
        int len = tw_game_save_replay_for(g, seat, NULL, 0);
        replay = malloc((size_t)len + 1);
        assert_non_null(replay);
        tw_game_save_replay_for(g, seat, replay, (size_t)len + 1);
        every_allocation_of_creator("tw_game_load_replay(a droids seat's record)",
                                    create_load_replay, replay);
        free(replay);
    }
    tw_game_free(g);

    every_allocation_of_creator("tw_toybattle_new_on_map", create_on_map, castle_field);
    assert_int_equal(tw_toybattle_new_on_map(castle_field, "seed=6", &g), TW_OK);
    replay = whole_game_replay(g);
    every_allocation_of_creator("tw_game_load_replay(toybattle on a host map)",
                                create_load_replay, replay);
    free(replay);
    tw_game_free(g);

    /* A seat's record, whose masked outcomes the loader completes. */
    g = tw_test_new("toybattle", "map=battlefield seed=8");
    free(whole_game_replay(g));
    int len = tw_game_save_replay_for(g, 1, NULL, 0);
    char *record = malloc((size_t)len + 1);
    assert_non_null(record);
    tw_game_save_replay_for(g, 1, record, (size_t)len + 1);
    every_allocation_of_creator("tw_game_load_replay(a toybattle seat's record)",
                                create_load_replay, record);
    free(record);
    tw_game_free(g);
}

#endif /* TOYWAR_WRAP_MALLOC */

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_allocation_of_a_whole_game_may_fail),
#if defined(TOYWAR_WRAP_MALLOC)
        cmocka_unit_test(test_default_allocator_failures_leave_nothing_behind),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
