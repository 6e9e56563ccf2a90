/* SPDX-License-Identifier: MIT */
/*
 * test_conformance.c: the generic suite every registered game runs.
 *
 * It knows no game: it walks tw_games_count() and plays seeded random games
 * through the public API only, checking the contract of toywar.h at every
 * step (the OpenSpiel random-simulation test is the model). A game added to
 * the registry runs it with no change here; param sets worth covering can
 * be listed in extra_params below.
 */
#include "support/tw_test.h"
#include "support/splitmix.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>

#define TEXT_CAP 16384
#define MAX_PLY 200000          /* every game must end well before this */
#define GAMES_PER_PARAMS 60     /* random games per (game, params) pair */
#define DEEP_CHECK_GAMES 6      /* of which: every legal move applied and undone */

/* TOYWAR_CONFORMANCE_GAMES=N in the environment caps the random games per
 * param set at N (at least 1), so slow runs (valgrind, coverage) play a
 * reduced suite; one in ten of them (none below ten) gets the deep checks. */
#define GAMES_ENV "TOYWAR_CONFORMANCE_GAMES"

/* Param sets beyond the defaults, per game; games not listed run defaults. */
static const struct {
    const char *game;
    const char *params;
} extra_params[] = {
    {"race", "target=5 dice=d4"}, /* the test-only game (tests/toygame/) */
    {"gearhead", "placed_moves=off"},
    {"toybattle", "map=castle-field special_bases=off"},
    {"toybattle", "map=tropical-pool"},
    {"toybattle", "map=tropical-pool special_bases=off"},
    {"toybattle", "map=city-of-clouds"},
    {"toybattle", "map=city-of-clouds special_bases=off"},
    {"toybattle", "map=volcanic-jungle"},
    {"toybattle", "map=volcanic-jungle special_bases=off"},
    {"toybattle", "map=cursed-cemetery"},
    {"toybattle", "map=cursed-cemetery special_bases=off"},
    {"toybattle", "map=caribbean-sea"},
    {"toybattle", "map=caribbean-sea special_bases=off"},
    {"toybattle", "map=station-metal-x"},
    {"toybattle", "map=station-metal-x special_bases=off"},
    {"toybattle", "map=battlefield"},
    {"toybattle", "map=battlefield special_bases=off"},
    {"droids", "players=3"},
    {"droids", "players=4"},
    {"droids", "players=4 teams=on"},
    {"droids", "scenario=de-mine"},
    {"droids", "scenario=de-mine players=3"},
    {"droids", "scenario=de-mine players=4"},
    {"droids", "scenario=de-mine players=4 teams=on"},
    {"droids", "scenario=golden-microchips"},
    {"droids", "scenario=golden-microchips players=3"},
    {"droids", "scenario=golden-microchips players=4"},
    {"droids", "scenario=robot-madness"},
    {"droids", "scenario=robot-madness players=3"},
    {"droids", "scenario=robot-madness players=4"},
    {"droids", "scenario=robot-statue"},
    {"droids", "scenario=robot-statue players=3"},
    {"droids", "scenario=duel"},
    {"droids", "scenario=robot-killer players=1"},
    {"droids", "scenario=robot-killer players=1 killer_shots=2"},
    {"droids", "scenario=robot-killer players=1 killer_shots=6"},
};

/* Games whose twenty-odd param sets would make the suite slow run fewer
 * random games per set. */
static const struct {
    const char *game;
    uint64_t games;
} games_per_params[] = {
    {"droids", 24},
};

/* ---- small tools ------------------------------------------------------- */

static int plays(const char *name);

/* A snapshot of what a host can observe of a state. */
typedef struct observed {
    char *text;
    uint64_t hash;
    int current;
    int count;
    tw_move moves[TW_MOVES_MAX];
    int history;
} observed;

static void observe(const tw_game *g, observed *o)
{
    o->text = tw_test_text_dup(g);
    o->hash = tw_game_hash(g);
    o->current = tw_game_current_player(g);
    o->count = tw_game_legal_moves(g, o->moves, TW_MOVES_MAX);
    o->history = tw_game_history(g, NULL, 0);
}

static void assert_same_observed(const tw_game *g, const observed *o, const char *when)
{
    observed now;
    observe(g, &now);
    if (strcmp(now.text, o->text) != 0)
        fail_msg("%s: text changed\n  before: %s\n  after:  %s", when, o->text, now.text);
    assert_true(now.hash == o->hash);
    assert_int_equal(now.current, o->current);
    assert_int_equal(now.count, o->count);
    assert_memory_equal(now.moves, o->moves, (size_t)o->count * sizeof(tw_move));
    assert_int_equal(now.history, o->history);
    free(now.text);
}

/* ---- a minimal JSON checker (well-formedness only) --------------------- */

static const char *json_value(const char *p);

static const char *json_ws(const char *p)
{
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
        p++;
    return p;
}

static const char *json_string(const char *p)
{
    if (*p++ != '"')
        return NULL;
    while (*p && *p != '"') {
        if ((unsigned char)*p < 0x20)
            return NULL;
        if (*p == '\\') {
            p++;
            if (*p == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (!strchr("0123456789abcdefABCDEF", p[i]) || !p[i])
                        return NULL;
                p += 4;
            } else if (!*p || !strchr("\"\\/bfnrt", *p))
                return NULL;
        }
        p++;
    }
    return *p == '"' ? p + 1 : NULL;
}

static const char *json_number(const char *p)
{
    const char *start = p;
    if (*p == '-')
        p++;
    if (*p < '0' || *p > '9')
        return NULL;
    while ((*p >= '0' && *p <= '9') || *p == '.' || *p == 'e' || *p == 'E' || *p == '+' ||
           (*p == '-' && p != start))
        p++;
    return p;
}

static const char *json_list(const char *p, char close, int keyed)
{
    p = json_ws(p + 1);
    if (*p == close)
        return p + 1;
    for (;;) {
        if (keyed) {
            p = json_string(json_ws(p));
            if (!p)
                return NULL;
            p = json_ws(p);
            if (*p++ != ':')
                return NULL;
        }
        p = json_value(p);
        if (!p)
            return NULL;
        p = json_ws(p);
        if (*p == close)
            return p + 1;
        if (*p++ != ',')
            return NULL;
    }
}

static const char *json_value(const char *p)
{
    p = json_ws(p);
    if (*p == '{')
        return json_list(p, '}', 1);
    if (*p == '[')
        return json_list(p, ']', 0);
    if (*p == '"')
        return json_string(p);
    if (!strncmp(p, "true", 4))
        return p + 4;
    if (!strncmp(p, "false", 5))
        return p + 5;
    if (!strncmp(p, "null", 4))
        return p + 4;
    return json_number(p);
}

static void assert_json(const tw_game *g, int viewer)
{
    int n = tw_game_to_json(g, viewer, NULL, 0);
    assert_true(n > 0);
    char *json = malloc((size_t)n + 1);
    assert_non_null(json);
    assert_int_equal(tw_game_to_json(g, viewer, json, (size_t)n + 1), n);
    const char *end = json_value(json);
    if (!end || *json_ws(end) != '\0')
        fail_msg("malformed JSON near offset %ld: %.80s", end ? (long)(end - json) : -1L,
                 end ? end : json);
    free(json);
}

/* ---- per-state checks -------------------------------------------------- */

static void check_moves_unique_and_round_trip(const tw_game *g, const tw_move *moves, int n)
{
    for (int i = 0; i < n; i++) {
        assert_true(moves[i] != 0);
        for (int j = 0; j < i; j++)
            if (moves[i] == moves[j])
                fail_msg("legal move listed twice at %s", tw_test_text_dup(g));
        char text[128];
        int len = tw_move_to_string(g, moves[i], text, sizeof text);
        assert_true(len > 0 && (size_t)len < sizeof text);
        tw_move back = 0;
        if (tw_move_from_string(g, text, &back) != TW_OK || back != moves[i])
            fail_msg("move '%s' does not round-trip: %s", text, tw_game_error(g));
    }
}

/* The list goes into the host's buffer and nowhere past it: entries after
 * the count keep what the host had there, even with room for any list. */
static void check_list_leaves_the_rest(const tw_game *g, int n)
{
    enum { SENTINEL = 0x5a5a5a5a };
    tw_move moves[TW_MOVES_MAX];
    for (int i = 0; i < TW_MOVES_MAX; i++)
        moves[i] = SENTINEL;
    assert_int_equal(tw_game_legal_moves(g, moves, TW_MOVES_MAX), n);
    for (int i = n; i < TW_MOVES_MAX; i++)
        if (moves[i] != SENTINEL)
            fail_msg("the list of %d moves wrote entry %d at %s", n, i, tw_test_text_dup(g));
    for (int i = 0; i < TW_MOVES_MAX; i++)
        moves[i] = SENTINEL;
    assert_int_equal(tw_game_legal_moves(g, moves, (size_t)n / 2), n);
    for (int i = n / 2; i < TW_MOVES_MAX; i++)
        if (moves[i] != SENTINEL)
            fail_msg("a list cut to %d moves wrote entry %d", n / 2, i);
}

/* A chance node: weights positive; a scripted value v picks the outcome
 * whose cumulative interval holds v, and the RNG sees bound = sum. */
static void check_chance(tw_game *g, uint64_t *seed)
{
    tw_move moves[TW_MOVES_MAX];
    uint32_t weights[TW_MOVES_MAX];
    int n = tw_game_chance_weights(g, moves, weights, TW_MOVES_MAX);
    assert_true(n > 0);
    /* The outcomes are the legal moves, in their order (apply checks an
     * outcome against the list chance_weights kept). */
    tw_move legal[TW_MOVES_MAX];
    assert_int_equal(tw_game_legal_moves(g, legal, TW_MOVES_MAX), n);
    assert_memory_equal(legal, moves, (size_t)n * sizeof *moves);
    n = tw_game_chance_weights(g, moves, weights, TW_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        assert_int_equal(tw_game_apply(g, moves[i]), TW_OK);
        assert_int_equal(tw_game_undo(g), TW_OK);
    }
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        assert_true(weights[i] >= 1);
        total += weights[i];
    }
    uint32_t value = (uint32_t)(splitmix64_next(seed) % total);
    tw_move expected = 0;
    uint64_t cumulative = 0;
    for (int i = 0; i < n && !expected; i++) {
        cumulative += weights[i];
        if (value < cumulative)
            expected = moves[i];
    }
    tw_test_script script = {&value, 1, 0, 0};
    assert_int_equal(tw_game_set_rng(g, tw_test_script_rng, &script), TW_OK);
    tw_move rolled = 0;
    assert_int_equal(tw_game_roll(g, &rolled), TW_OK);
    assert_int_equal(script.last_bound, (uint32_t)total);
    assert_int_equal(rolled, expected);
    assert_int_equal(tw_game_undo(g), TW_OK);
    assert_int_equal(tw_game_set_rng(g, NULL, NULL), TW_OK);
}

/* A move not in the legal list is refused and changes nothing. */
static void check_illegal_refused(tw_game *g, const tw_move *moves, int n, uint64_t *seed)
{
    observed before;
    observe(g, &before);
    for (int attempt = 0; attempt < 4; attempt++) {
        tw_move m = attempt == 0 ? 0 : (tw_move)splitmix64_next(seed);
        if (attempt == 1 && n > 0)
            m = moves[0] + 1;
        int legal = 0;
        for (int i = 0; i < n; i++)
            legal |= moves[i] == m;
        if (legal)
            continue;
        assert_int_equal(tw_game_apply(g, m), TW_E_ILLEGAL);
        assert_true(strlen(tw_game_error(g)) > 0);
        assert_same_observed(g, &before, "illegal move");
    }
    free(before.text);
}

/* Every legal move applies, and undo restores the state exactly. */
static void check_every_move_applies(tw_game *g, const tw_move *moves, int n)
{
    observed before;
    observe(g, &before);
    for (int i = 0; i < n; i++) {
        assert_int_equal(tw_game_apply(g, moves[i]), TW_OK);
        assert_int_equal(tw_game_undo(g), TW_OK);
        assert_same_observed(g, &before, "apply then undo");
    }
    free(before.text);
}

/* The position text reads back to an equal position. */
static void check_text_round_trip(const tw_game *g, const char *name)
{
    char *text = tw_test_text_dup(g);
    tw_game *copy = NULL;
    if (tw_game_from_text(name, text, &copy) != TW_OK)
        fail_msg("position text refused: %s\n  %s", tw_game_error(NULL), text);
    char *again = tw_test_text_dup(copy);
    assert_string_equal(again, text);
    assert_true(tw_game_hash(copy) == tw_game_hash(g));
    tw_move a[TW_MOVES_MAX], b[TW_MOVES_MAX];
    int na = tw_game_legal_moves(g, a, TW_MOVES_MAX);
    int nb = tw_game_legal_moves(copy, b, TW_MOVES_MAX);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, (size_t)na * sizeof(tw_move));
    assert_int_equal(tw_game_current_player(copy), tw_game_current_player(g));
    free(again);
    free(text);
    tw_game_free(copy);
}

/* Text writers honour snprintf semantics on a buffer that is too small. */
static void check_truncation(const tw_game *g)
{
    char small[8];
    int n = tw_game_to_text(g, small, sizeof small);
    assert_true(n > 0);
    assert_int_equal(strlen(small), (size_t)(n < 7 ? n : 7));
    memset(small, 'x', sizeof small);
    assert_int_equal(tw_game_render(g, TW_VIEW_ALL, small, 1), tw_game_render(g, TW_VIEW_ALL,
                                                                               NULL, 0));
    assert_int_equal(small[0], '\0');
    assert_int_equal(small[1], 'x');
}

/* ---- whole games ------------------------------------------------------- */

typedef struct step_record {
    char *text;
    uint64_t hash;
} step_record;

/* Undoes back to the start, checking each earlier state, then one more
 * undo is refused. */
static void check_undo_to_start(tw_game *g, step_record *steps, size_t count)
{
    for (size_t i = count; i-- > 0;) {
        assert_int_equal(tw_game_undo(g), TW_OK);
        char *text = tw_test_text_dup(g);
        if (strcmp(text, steps[i].text) != 0)
            fail_msg("undo to ply %zu differs\n  expected: %s\n  got:      %s", i, steps[i].text,
                     text);
        assert_true(tw_game_hash(g) == steps[i].hash);
        free(text);
    }
    assert_int_equal(tw_game_history(g, NULL, 0), 0);
    assert_int_equal(tw_game_undo(g), TW_E_STATE);
}

static void check_replay_round_trip(const tw_game *g)
{
    int n = tw_game_save_replay(g, NULL, 0);
    assert_true(n > 0);
    char *replay = malloc((size_t)n + 1);
    assert_non_null(replay);
    assert_int_equal(tw_game_save_replay(g, replay, (size_t)n + 1), n);
    tw_game *loaded = NULL;
    if (tw_game_load_replay(replay, &loaded) != TW_OK)
        fail_msg("replay refused: %s", tw_game_error(NULL));
    char *a = tw_test_text_dup(g), *b = tw_test_text_dup(loaded);
    assert_string_equal(a, b);
    assert_true(tw_game_hash(g) == tw_game_hash(loaded));
    int len = tw_game_history(g, NULL, 0);
    assert_int_equal(tw_game_history(loaded, NULL, 0), len);
    tw_move *h1 = calloc((size_t)len + 1, sizeof *h1), *h2 = calloc((size_t)len + 1, sizeof *h2);
    assert_non_null(h1);
    assert_non_null(h2);
    tw_game_history(g, h1, (size_t)len);
    tw_game_history(loaded, h2, (size_t)len);
    assert_memory_equal(h1, h2, (size_t)len * sizeof *h1);
    free(h1);
    free(h2);
    free(a);
    free(b);
    free(replay);
    tw_game_free(loaded);
}

/* A clone equals its source, then the two evolve independently. */
static void check_clone(tw_game *g)
{
    tw_game *c = NULL;
    assert_int_equal(tw_game_clone(g, &c), TW_OK);
    char *a = tw_test_text_dup(g), *b = tw_test_text_dup(c);
    assert_string_equal(a, b);
    assert_true(tw_game_hash(g) == tw_game_hash(c));
    assert_int_equal(tw_game_history(g, NULL, 0), tw_game_history(c, NULL, 0));
    if (!tw_game_is_over(c)) {
        assert_int_equal(tw_game_seed(c, 99), TW_OK);
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(c, moves, TW_MOVES_MAX);
        assert_int_equal(tw_game_apply(c, moves[n - 1]), TW_OK);
        char *after = tw_test_text_dup(g);
        assert_string_equal(after, a); /* the source did not move */
        free(after);
        assert_int_equal(tw_game_undo(c), TW_OK);
    }
    free(a);
    free(b);
    tw_game_free(c);
}

static void play_one(const char *name, const char *params, uint64_t seed, int deep)
{
    char full[256];
    snprintf(full, sizeof full, "%s%sseed=%llu", params, *params ? " " : "",
             (unsigned long long)seed);
    tw_game *g = tw_test_new(name, full);
    uint64_t pick = seed * 7919 + 1;
    size_t cap = 1024, count = 0;
    step_record *steps = malloc(cap * sizeof *steps);
    assert_non_null(steps);
    int players = tw_game_num_players(g);
    assert_true(players >= 1);

    while (!tw_game_is_over(g)) {
        assert_true(count < MAX_PLY);
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        assert_true(n >= 1 && n <= TW_MOVES_MAX);
        int current = tw_game_current_player(g);
        assert_true(current == TW_PLAYER_CHANCE || (current >= 0 && current < players));
        assert_int_equal(tw_game_winner(g), TW_WINNER_NONE);
        check_moves_unique_and_round_trip(g, moves, n);
        check_list_leaves_the_rest(g, n);
        check_illegal_refused(g, moves, n, &pick);
        if (current == TW_PLAYER_CHANCE)
            check_chance(g, &pick);
        else
            assert_int_equal(tw_game_chance_weights(g, NULL, NULL, 0), TW_E_STATE);
        if (deep) {
            check_every_move_applies(g, moves, n);
            check_text_round_trip(g, name);
            assert_json(g, TW_VIEW_ALL);
            assert_json(g, current >= 0 ? current : 0);
        } else if (count % 16 == 0) {
            check_text_round_trip(g, name);
            assert_json(g, TW_VIEW_ALL);
        }
        if (count % 97 == 0) {
            check_clone(g);
            check_truncation(g);
        }
        if (count == cap) {
            cap *= 2;
            steps = realloc(steps, cap * sizeof *steps);
            assert_non_null(steps);
        }
        steps[count].text = tw_test_text_dup(g);
        steps[count].hash = tw_game_hash(g);
        count++;
        if (current == TW_PLAYER_CHANCE)
            assert_int_equal(tw_game_roll(g, NULL), TW_OK);
        else
            assert_int_equal(tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]), TW_OK);
    }

    assert_int_equal(tw_game_current_player(g), TW_PLAYER_TERMINAL);
    assert_int_equal(tw_game_legal_moves(g, NULL, 0), 0);
    int winner = tw_game_winner(g);
    assert_true(winner == TW_WINNER_DRAW || winner == TW_WINNER_NOBODY ||
                (winner >= 0 && winner < players));
    assert_int_equal(tw_game_scores(g, NULL, 0), players);
    assert_int_equal(tw_game_roll(g, NULL), TW_E_STATE);
    assert_int_equal(tw_game_apply(g, 1), TW_E_ILLEGAL);
    assert_json(g, TW_VIEW_ALL);
    check_text_round_trip(g, name);
    check_replay_round_trip(g);
    check_clone(g);
    assert_int_equal(tw_game_history(g, NULL, 0), (int)count);
    check_undo_to_start(g, steps, count);
    for (size_t i = 0; i < count; i++)
        free(steps[i].text);
    free(steps);
    tw_game_free(g);
}

/* The cap TOYWAR_CONFORMANCE_GAMES sets, or 0 for none. */
static uint64_t games_cap(void)
{
    const char *env = getenv(GAMES_ENV);
    if (!env || !*env)
        return 0;
    char *end = NULL;
    unsigned long long n = strtoull(env, &end, 10);
    if (*end != '\0' || n == 0)
        fail_msg("%s=%s: want a positive number of games", GAMES_ENV, env);
    return (uint64_t)n;
}

/* How many random games a param set of game `name` plays, and how many of
 * them (the first) get the deep checks. */
static void games_for(const char *name, uint64_t *games, uint64_t *deep)
{
    *games = GAMES_PER_PARAMS;
    *deep = DEEP_CHECK_GAMES;
    for (size_t i = 0; i < sizeof games_per_params / sizeof games_per_params[0]; i++)
        if (strcmp(games_per_params[i].game, name) == 0)
            *games = games_per_params[i].games;
    uint64_t cap = games_cap();
    if (cap && cap < *games) {
        *games = cap;
        *deep = cap / 10;
    }
}

/* A slice of the suite: the games of one (game, params) pair seeded
 * first..last, a cmocka test of its own, so the log shows each as it runs
 * and ctest's parts can share the work evenly. */
typedef struct slice {
    const char *game;
    const char *params;
    uint64_t first, last, deep;
    char name[128];
} slice;

/* The most games in one slice: Gearhead's sixty games cost a third of the
 * suite, too much for one part. */
#define SLICE_GAMES 15

static void test_slice_conforms(void **state)
{
    const slice *sl = *state;
    clock_t start = clock();
    for (uint64_t seed = sl->first; seed <= sl->last; seed++)
        play_one(sl->game, sl->params, seed, seed <= sl->deep);
    print_message("%s: %.1f s of CPU\n", sl->name, (double)(clock() - start) / CLOCKS_PER_SEC);
}

/* Appends the slices of one param set; returns the new count (at most cap). */
static size_t add_slices(slice *slices, size_t count, size_t cap, const char *game,
                         const char *params)
{
    uint64_t games, deep;
    games_for(game, &games, &deep);
    for (uint64_t first = 1; first <= games && count < cap; first += SLICE_GAMES) {
        slice *sl = &slices[count++];
        *sl = (slice){game, params, first, first + SLICE_GAMES - 1, deep, ""};
        if (sl->last > games)
            sl->last = games;
        snprintf(sl->name, sizeof sl->name, "conforms %s%s%s, seeds %llu-%llu", game,
                 *params ? " " : "", params, (unsigned long long)sl->first,
                 (unsigned long long)sl->last);
    }
    return count;
}

/* Every registered game with its defaults, then the extra param sets of
 * that game, each cut into slices; returns how many were written. */
static size_t list_slices(slice *slices, size_t cap)
{
    size_t count = 0;
    for (int i = 0; i < tw_games_count(); i++) {
        const char *name = tw_games_name(i);
        if (!name || !plays(name))
            continue; /* a missing name: the game list test (test_api) reports it */
        count = add_slices(slices, count, cap, name, "");
        for (size_t k = 0; k < sizeof extra_params / sizeof extra_params[0]; k++)
            if (strcmp(extra_params[k].game, name) == 0)
                count = add_slices(slices, count, cap, name, extra_params[k].params);
    }
    return count;
}

/* The same seed gives the same game; advance() stops at decisions. */
static void test_seeded_games_are_reproducible(void **state)
{
    (void)state;
    for (int i = 0; i < tw_games_count(); i++) {
        const char *name = tw_games_name(i);
        if (!plays(name))
            continue;
        tw_game *a = tw_test_new(name, "seed=42");
        tw_game *b = tw_test_new(name, "seed=42");
        for (int step = 0; step < 400 && !tw_game_is_over(a); step++) {
            assert_int_equal(tw_game_advance(a), TW_OK);
            assert_int_equal(tw_game_advance(b), TW_OK);
            assert_true(tw_game_current_player(a) != TW_PLAYER_CHANCE);
            if (tw_game_is_over(a))
                break;
            tw_move moves[TW_MOVES_MAX];
            int n = tw_game_legal_moves(a, moves, TW_MOVES_MAX);
            assert_int_equal(tw_game_apply(a, moves[step % n]), TW_OK);
            assert_int_equal(tw_game_apply(b, moves[step % n]), TW_OK);
        }
        char *ta = tw_test_text_dup(a), *tb = tw_test_text_dup(b);
        assert_string_equal(ta, tb);
        free(ta);
        free(tb);
        tw_game_free(a);
        tw_game_free(b);
    }
}

#define SLICES_MAX 256

/* The one game "--game NAME" asks for, or NULL for every registered game. */
static const char *only_game;

static int plays(const char *name)
{
    return !only_game || strcmp(only_game, name) == 0;
}

/* "[--part K/N] [--game NAME]": run the K-th of N shares of the slices
 * (1 <= K <= N), so ctest can run the suite as N tests side by side (1/1
 * without it), of one game only (every registered game without it). */
static int parse_args(int argc, char **argv, unsigned *part, unsigned *parts)
{
    *part = 1;
    *parts = 1;
    for (int i = 1; i < argc; i += 2) {
        if (i + 1 == argc)
            return 0;
        if (strcmp(argv[i], "--game") == 0 && tw_games_about(argv[i + 1]))
            only_game = argv[i + 1];
        else if (!(strcmp(argv[i], "--part") == 0 &&
                   sscanf(argv[i + 1], "%u/%u", part, parts) == 2 && *part >= 1 &&
                   *part <= *parts))
            return 0;
    }
    return 1;
}

/* The part (1..parts) that runs slice i: dealt to the parts forth, then
 * back, so the first, heaviest slices of the sets (their deep games) do not
 * all land on the same part. */
static unsigned part_of(size_t i, unsigned parts)
{
    unsigned round = (unsigned)(i / parts), place = (unsigned)(i % parts);
    return 1 + (round % 2 == 0 ? place : parts - 1 - place);
}

int main(int argc, char **argv)
{
    unsigned part, parts;
    if (!parse_args(argc, argv, &part, &parts)) {
        fprintf(stderr, "usage: %s [--part K/N] [--game NAME]   (1 <= K <= N; NAME a game)\n",
                argv[0]);
        return 2;
    }
    static slice slices[SLICES_MAX];
    static struct CMUnitTest tests[SLICES_MAX + 1];
    size_t all = list_slices(slices, SLICES_MAX), count = 0;
    if (all == SLICES_MAX) {
        fprintf(stderr, "%s: more than %d slices: raise SLICES_MAX\n", argv[0], SLICES_MAX);
        return 1;
    }
    for (size_t i = 0; i < all; i++)
        if (part_of(i, parts) == part)
            tests[count++] = (struct CMUnitTest){slices[i].name, test_slice_conforms, NULL,
                                                 NULL, &slices[i]};
    if (part == 1)
        tests[count++] = (struct CMUnitTest)cmocka_unit_test(test_seeded_games_are_reproducible);
    return _cmocka_run_group_tests("conformance", tests, count, NULL, NULL);
}
