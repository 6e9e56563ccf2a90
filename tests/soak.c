/* SPDX-License-Identifier: MIT */
/*
 * soak.c: millions of random moves across all games, checking the
 * conformance invariants and the conservation of pieces all the way.
 *
 *   toywar_soak [MOVES [FIRST_SEED]]        (scripts/soak.sh builds and runs it)
 *
 * Plays seeded random games of every registered game, cycling through every
 * scenario and battlefield and a host board and map, until MOVES moves
 * (decisions and chance outcomes) have been applied (default 2,000,000).
 * After every move it checks what is cheap: the player to move, the legal
 * move count, and the pieces through the typed accessors:
 * - Gearhead: for each of the 12 cup toys, cup + board + discard + both
 *   victory piles + the drawn toy = 6 (72 in all); Small Fry, counted apart,
 *   never enter the cup and never vanish;
 * - Droids: for each chit kind, piles + racks + transmitter boxes stay what
 *   the game started with (120 chits with the full set; scenarios that
 *   remove kinds start with fewer);
 * - Toy Battle: each player's rack + reserve + removed + discard + troops on
 *   the board = 24, 3 of each kind; frozen troops are on the rack.
 * Every 32 moves it runs the conformance checks of tests/test_conformance.c:
 * legal moves unique and round-tripping through their text, chance weights,
 * an illegal move refused without a change, apply then undo restoring the
 * state; every 512 moves the position text and a clone; at the end of every
 * game the result, the replay and (every 16th game) undo back to the start.
 * On a failure it prints the game, its params, the ply and the position,
 * writes the replay to soak-failure.replay, and exits 1.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "toywar/droids.h"
#include "toywar/gearhead.h"
#include "toywar/toybattle.h"
#include "toywar/toywar.h"

#include "support/splitmix.h" /* the host's picks */

#define MAX_PLY 200000

/* Every registered game with its defaults (so a game added later is soaked
 * with no change here), then these param sets. */
static const struct {
    const char *game;
    const char *params;
} extra_sets[] = {
    {"gearhead", "placed_moves=off"},
    {"droids", "players=3"},
    {"droids", "players=4 teams=on"},
    {"droids", "scenario=de-mine players=4"},
    {"droids", "scenario=golden-microchips players=3"},
    {"droids", "scenario=robot-madness players=4"},
    {"droids", "scenario=robot-statue players=3"},
    {"droids", "scenario=duel"},
    {"droids", "scenario=robot-killer players=1"},
    {"droids", "scenario=robot-killer players=1 killer_shots=4"},
    {"droids", "@board players=2"}, /* on the default board, as a host's */
    {"toybattle", "map=tropical-pool"},
    {"toybattle", "map=city-of-clouds special_bases=off"},
    {"toybattle", "map=volcanic-jungle"},
    {"toybattle", "map=cursed-cemetery"},
    {"toybattle", "map=caribbean-sea"},
    {"toybattle", "map=station-metal-x"},
    {"toybattle", "map=battlefield"},
    {"toybattle", "@map"}, /* a small host map */
};
#define EXTRA_SETS (sizeof extra_sets / sizeof extra_sets[0])

/* Param set i: game i of the registry with its defaults, then the extras. */
static void param_set(size_t i, const char **game, const char **params)
{
    size_t games = (size_t)tw_games_count();
    *game = i < games ? tw_games_name((int)i) : extra_sets[i - games].game;
    *params = i < games ? "" : extra_sets[i - games].params;
}

static const char small_map[] =
    "map square; size 4 2; effect none; symmetric; hq P 0 0 1; hq Q 1 4 1; base a 1 0; "
    "base b 1 2; base c 3 0; base d 3 2; path P-a P-b a-b a-c b-d c-d Q-c Q-d; "
    "region 2 a c d b; objective 1";

/* ---- failing with the evidence ------------------------------------------ */

static struct {
    const tw_game *g;
    const char *game, *params;
    uint64_t seed;
    long ply;
} context;

static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "SOAK FAILURE: ");
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n  game %s, params \"%s\", seed %" PRIu64 ", ply %ld\n", context.game,
            context.params, context.seed, context.ply);
    if (context.g) {
        static char text[65536];
        if (tw_game_to_text(context.g, text, sizeof text) >= 0)
            fprintf(stderr, "  position: %s\n", text);
        fprintf(stderr, "  last message: %s\n", tw_game_error(context.g));
        int n = tw_game_save_replay(context.g, NULL, 0);
        char *replay = n > 0 ? malloc((size_t)n + 1) : NULL;
        FILE *f = replay ? fopen("soak-failure.replay", "w") : NULL;
        if (f) {
            tw_game_save_replay(context.g, replay, (size_t)n + 1);
            fputs(replay, f);
            fclose(f);
            fprintf(stderr, "  replay: soak-failure.replay (tw_game_load_replay reads it)\n");
        }
        free(replay);
    }
    exit(1);
}

#define CHECK(cond, ...)      \
    do {                      \
        if (!(cond))          \
            fail(__VA_ARGS__); \
    } while (0)

static char *text_of(int (*write)(const tw_game *, char *, size_t), const tw_game *g)
{
    int n = write(g, NULL, 0);
    CHECK(n >= 0, "a writer failed: %d", n);
    char *t = malloc((size_t)n + 1);
    CHECK(t != NULL, "out of memory");
    CHECK(write(g, t, (size_t)n + 1) == n, "a writer's length changed");
    return t;
}

/* ---- conservation of pieces, through the typed accessors ---------------- */

typedef struct pieces {
    int small_fry;               /* gearhead: Small Fry seen so far */
    int chits[TW_DROIDS_CHIT_X]; /* droids: per kind, at the start */
    int chit_total;
} pieces;

static void gearhead_pieces(const tw_game *g, pieces *p, int first)
{
    int on_board[TW_GEARHEAD_TOY_COUNT] = {0};
    for (int file = 0; file < 8; file++)
        for (int rank = 0; rank < 8; rank++) {
            int kind = tw_gearhead_square(g, file, rank, NULL, NULL);
            CHECK(kind >= 0 && kind < TW_GEARHEAD_TOY_COUNT, "square kind %d", kind);
            on_board[kind]++;
        }
    int drawn = tw_gearhead_drawn(g);
    CHECK(drawn >= 0, "drawn");
    int total = 0;
    for (int kind = TW_GEARHEAD_TOY_BIG_AL; kind <= TW_GEARHEAD_TOY_SMALL_FRY; kind++) {
        int cup = tw_gearhead_cup_count(g, kind), discard = tw_gearhead_discard_count(g, kind);
        int won0 = tw_gearhead_victory_count(g, 0, kind), won1 = tw_gearhead_victory_count(g, 1, kind);
        CHECK(cup >= 0 && discard >= 0 && won0 >= 0 && won1 >= 0, "a pile count failed");
        int n = cup + on_board[kind] + discard + won0 + won1 + (drawn == kind);
        if (kind == TW_GEARHEAD_TOY_SMALL_FRY) {
            CHECK(cup == 0 && drawn != kind, "a Small Fry in the cup or drawn");
            CHECK(first || (n >= p->small_fry && n <= p->small_fry + 1),
                  "Small Fry went from %d to %d in one move", p->small_fry, n);
            p->small_fry = n;
        } else {
            CHECK(n == 6, "gearhead: %d of toy %d (cup %d, board %d, discard %d, victory %d+%d, "
                          "drawn %d), not 6", n, kind, cup, on_board[kind], discard, won0, won1,
                  drawn == kind);
            total += n;
        }
    }
    CHECK(total == 72, "gearhead: %d toys, not 72", total);
    CHECK(tw_gearhead_cup_total(g) >= 0 && tw_gearhead_cup_total(g) <= 72, "cup total");
}

static void droids_pieces(const tw_game *g, pieces *p, int first)
{
    int players = tw_game_num_players(g);
    int total = 0;
    for (int kind = TW_DROIDS_CHIT_V1; kind < TW_DROIDS_CHIT_X; kind++) {
        int n = tw_droids_pile_kind_count(g, kind, TW_VIEW_ALL);
        CHECK(n >= 0, "droids: pile of chit %d is %d", kind, n);
        for (int pl = 0; pl < players; pl++) {
            int rack = tw_droids_rack_count(g, pl, kind, TW_VIEW_ALL);
            CHECK(rack >= 0, "droids: rack count %d", rack);
            n += rack;
            for (int t = 0; t < 10; t++)
                for (int b = 0; b < 3; b++)
                    n += tw_droids_box(g, pl, t, b, NULL) == kind;
        }
        if (first)
            p->chits[kind] = n;
        CHECK(n == p->chits[kind], "droids: %d chits of kind %d, the game started with %d", n,
              kind, p->chits[kind]);
        total += n;
    }
    if (first) {
        p->chit_total = total;
        int scenario = tw_droids_scenario(g);
        if (scenario == TW_DROIDS_SCENARIO_CHALLENGE || scenario == TW_DROIDS_SCENARIO_DEMINE ||
            scenario == TW_DROIDS_SCENARIO_GOLDEN_MICROCHIPS ||
            scenario == TW_DROIDS_SCENARIO_ROBOT_MADNESS)
            CHECK(total == 120, "droids: %d chits at the start, not 120", total);
        CHECK(total <= 120, "droids: %d chits", total);
    }
    int piles = 0;
    for (int pile = 0; pile < 4; pile++)
        piles += tw_droids_pile_count(g, pile);
    int racks = 0;
    for (int pl = 0; pl < players; pl++)
        racks += tw_droids_rack_size(g, pl);
    CHECK(piles + racks <= p->chit_total, "droids: piles %d + racks %d", piles, racks);
}

static void toybattle_pieces(const tw_game *g)
{
    int nodes = tw_toybattle_node_count(g);
    int on_board[2][TW_TOYBATTLE_TROOP_COUNT] = {{0}};
    for (int node = 0; node < nodes; node++) {
        int kinds[64], owners[64];
        int h = tw_toybattle_stack(g, node, kinds, owners, 64);
        CHECK(h >= 0 && h <= 64, "toybattle: stack height %d", h);
        for (int i = 0; i < h; i++) {
            CHECK(owners[i] == 0 || owners[i] == 1, "owner %d", owners[i]);
            CHECK(kinds[i] >= 0 && kinds[i] < TW_TOYBATTLE_TROOP_COUNT, "kind %d", kinds[i]);
            on_board[owners[i]][kinds[i]]++;
        }
    }
    for (int pl = 0; pl < 2; pl++) {
        enum { K = TW_TOYBATTLE_TROOP_COUNT };
        int rack[K], reserve[K], removed[K], discard[K], frozen[K];
        CHECK(tw_toybattle_rack(g, pl, TW_VIEW_ALL, rack, K) == K &&
                  tw_toybattle_reserve(g, pl, TW_VIEW_ALL, reserve, K) == K &&
                  tw_toybattle_removed(g, pl, TW_VIEW_ALL, removed, K) == K &&
                  tw_toybattle_discard(g, pl, discard, K) == K &&
                  tw_toybattle_frozen(g, pl, frozen, K) == K,
              "toybattle: a count failed");
        int total = 0;
        for (int k = 0; k < TW_TOYBATTLE_TROOP_COUNT; k++) {
            int n = rack[k] + reserve[k] + removed[k] + discard[k] + on_board[pl][k];
            CHECK(n == 3, "toybattle: player %d has %d troops of kind %d (rack %d, reserve %d, "
                          "removed %d, discard %d, board %d), not 3", pl, n, k, rack[k],
                  reserve[k], removed[k], discard[k], on_board[pl][k]);
            CHECK(frozen[k] >= 0 && frozen[k] <= rack[k], "toybattle: %d frozen, %d on the rack",
                  frozen[k], rack[k]);
            total += n;
        }
        CHECK(total == 24, "toybattle: player %d has %d troops, not 24", pl, total);
    }
}

static void check_pieces(const tw_game *g, pieces *p, int first)
{
    const char *name = tw_game_name(g);
    if (strcmp(name, "gearhead") == 0)
        gearhead_pieces(g, p, first);
    else if (strcmp(name, "droids") == 0)
        droids_pieces(g, p, first);
    else if (strcmp(name, "toybattle") == 0)
        toybattle_pieces(g);
}

/* ---- the conformance checks --------------------------------------------- */

static int compare_moves(const void *a, const void *b)
{
    tw_move x = *(const tw_move *)a, y = *(const tw_move *)b;
    return x < y ? -1 : x > y;
}

static void check_state(tw_game *g, const tw_move *moves, int n, uint64_t *pick)
{
    tw_move sorted[TW_MOVES_MAX];
    memcpy(sorted, moves, (size_t)n * sizeof *moves);
    qsort(sorted, (size_t)n, sizeof *sorted, compare_moves);
    for (int i = 0; i < n; i++) {
        CHECK(sorted[i] != 0 && (i == 0 || sorted[i] != sorted[i - 1]),
              "a legal move is 0 or listed twice");
        char text[128];
        int len = tw_move_to_string(g, moves[i], text, sizeof text);
        tw_move back = 0;
        CHECK(len > 0 && (size_t)len < sizeof text && tw_move_from_string(g, text, &back) == TW_OK &&
                  back == moves[i],
              "legal move 0x%08x does not round-trip through its text", (unsigned)moves[i]);
    }
    int current = tw_game_current_player(g);
    if (current == TW_PLAYER_CHANCE) {
        tw_move outcomes[TW_MOVES_MAX];
        uint32_t weights[TW_MOVES_MAX];
        int k = tw_game_chance_weights(g, outcomes, weights, TW_MOVES_MAX);
        CHECK(k == n && memcmp(outcomes, moves, (size_t)n * sizeof *moves) == 0,
              "the chance outcomes are not the legal moves");
        for (int i = 0; i < k; i++)
            CHECK(weights[i] >= 1, "a chance weight is 0");
    } else {
        CHECK(tw_game_chance_weights(g, NULL, NULL, 0) == TW_E_STATE, "weights at a decision");
    }
    uint64_t hash = tw_game_hash(g);
    int history = tw_game_history(g, NULL, 0);
    tw_move bad = (tw_move)splitmix64_next(pick);
    if (!bsearch(&bad, sorted, (size_t)n, sizeof *sorted, compare_moves)) {
        CHECK(tw_game_apply(g, bad) == TW_E_ILLEGAL, "an illegal move was not refused");
        CHECK(tw_game_hash(g) == hash && tw_game_history(g, NULL, 0) == history,
              "a refused move changed the state");
    }
    tw_move m = moves[splitmix64_next(pick) % (uint64_t)n];
    CHECK(tw_game_apply(g, m) == TW_OK, "a legal move was refused");
    CHECK(tw_game_undo(g) == TW_OK, "undo failed");
    CHECK(tw_game_hash(g) == hash && tw_game_history(g, NULL, 0) == history,
          "apply then undo did not restore the state");
}

static void check_text_and_clone(const tw_game *g)
{
    char *text = text_of(tw_game_to_text, g);
    tw_game *copy = NULL;
    CHECK(tw_game_from_text(tw_game_name(g), text, &copy) == TW_OK,
          "the position text is refused: %s", tw_game_error(NULL));
    char *again = text_of(tw_game_to_text, copy);
    CHECK(strcmp(text, again) == 0 && tw_game_hash(copy) == tw_game_hash(g),
          "the position text does not read back to the same position");
    tw_game *clone = NULL;
    CHECK(tw_game_clone(g, &clone) == TW_OK && tw_game_hash(clone) == tw_game_hash(g),
          "a clone differs");
    free(text);
    free(again);
    tw_game_free(copy);
    tw_game_free(clone);
}

static void check_end(tw_game *g, long plies, int undo_all)
{
    int players = tw_game_num_players(g);
    int winner = tw_game_winner(g);
    CHECK(winner == TW_WINNER_DRAW || winner == TW_WINNER_NOBODY ||
              (winner >= 0 && winner < players),
          "winner %d at the end", winner);
    CHECK(tw_game_current_player(g) == TW_PLAYER_TERMINAL && tw_game_legal_moves(g, NULL, 0) == 0,
          "the end is not terminal");
    CHECK(tw_game_scores(g, NULL, 0) == players, "scores");
    char *replay = text_of(tw_game_save_replay, g);
    tw_game *loaded = NULL;
    CHECK(tw_game_load_replay(replay, &loaded) == TW_OK, "the replay is refused: %s",
          tw_game_error(NULL));
    CHECK(tw_game_hash(loaded) == tw_game_hash(g), "the replay loads another game");
    free(replay);
    if (undo_all) {
        for (long i = 0; i < plies; i++)
            CHECK(tw_game_undo(loaded) == TW_OK, "undo %ld of %ld failed", i + 1, plies);
        CHECK(tw_game_undo(loaded) == TW_E_STATE, "undo past the start");
    }
    tw_game_free(loaded);
}

/* ---- the soak ----------------------------------------------------------- */

static tw_game *start(const char *game, const char *p, uint64_t seed)
{
    char params[256];
    tw_game *g = NULL;
    tw_status st;
    if (strncmp(p, "@board", 6) == 0) {
        static char board[512];
        if (!board[0])
            tw_droids_default_board(board, sizeof board);
        snprintf(params, sizeof params, "%s seed=%" PRIu64, p + 6, seed);
        st = tw_droids_new_on_board(board, params, &g);
    } else if (strncmp(p, "@map", 4) == 0) {
        snprintf(params, sizeof params, "%s seed=%" PRIu64, p + 4, seed);
        st = tw_toybattle_new_on_map(small_map, params, &g);
    } else {
        snprintf(params, sizeof params, "%s%sseed=%" PRIu64, p, *p ? " " : "", seed);
        st = tw_game_new(game, params, &g);
    }
    CHECK(st == TW_OK, "the game could not start: %s", tw_game_error(NULL));
    return g;
}

int main(int argc, char **argv)
{
    long long target = argc > 1 ? atoll(argv[1]) : 2000000;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    if (target <= 0 || argc > 3) {
        fprintf(stderr, "usage: %s [MOVES [FIRST_SEED]]\n", argv[0]);
        return 2;
    }
    long long moves_done = 0, games = 0, per_game[16] = {0};
    long long next_report = target / 10;
    clock_t begin = clock();
    size_t sets = (size_t)tw_games_count() + EXTRA_SETS;
    printf("soak: %lld moves over %zu param sets, from seed %" PRIu64 "\n", target, sets, seed);
    fflush(stdout);
    for (size_t set = 0; moves_done < target; set = (set + 1) % sets, seed++) {
        const char *game, *params;
        param_set(set, &game, &params);
        tw_game *g = start(game, params, seed);
        context.g = g;
        context.game = game;
        context.params = params;
        context.seed = seed;
        context.ply = 0;
        uint64_t pick = seed * 0x9e3779b97f4a7c15ULL;
        pieces p;
        memset(&p, 0, sizeof p);
        check_pieces(g, &p, 1);
        long ply = 0;
        while (!tw_game_is_over(g)) {
            CHECK(ply < MAX_PLY, "the game has not ended after %d plies", MAX_PLY);
            tw_move moves[TW_MOVES_MAX];
            int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
            CHECK(n >= 1 && n <= TW_MOVES_MAX, "%d legal moves before the end", n);
            int current = tw_game_current_player(g);
            CHECK(current == TW_PLAYER_CHANCE || (current >= 0 && current < tw_game_num_players(g)),
                  "current player %d", current);
            CHECK(tw_game_winner(g) == TW_WINNER_NONE, "a winner before the end");
            if (ply % 32 == 0)
                check_state(g, moves, n, &pick);
            if (ply % 512 == 0)
                check_text_and_clone(g);
            tw_status st = current == TW_PLAYER_CHANCE
                               ? tw_game_roll(g, NULL)
                               : tw_game_apply(g, moves[splitmix64_next(&pick) % (uint64_t)n]);
            CHECK(st == TW_OK, "a move was refused: %s", tw_status_string(st));
            context.ply = ++ply;
            check_pieces(g, &p, 0);
        }
        check_end(g, ply, games % 16 == 0);
        tw_game_free(g);
        context.g = NULL;
        moves_done += ply;
        games++;
        for (int i = 0; i < tw_games_count() && i < 16; i++)
            per_game[i] += strcmp(game, tw_games_name(i)) == 0 ? ply : 0;
        if (moves_done >= next_report) {
            printf("  %lld moves, %lld games\n", moves_done, games);
            fflush(stdout);
            next_report += target / 10 ? target / 10 : target;
        }
    }
    double seconds = (double)(clock() - begin) / CLOCKS_PER_SEC;
    printf("soak: OK, %lld moves in %lld games (", moves_done, games);
    for (int i = 0; i < tw_games_count() && i < 16; i++)
        printf("%s%s %lld", i ? ", " : "", tw_games_name(i), per_game[i]);
    printf("), %.1f s CPU\n", seconds);
    return 0;
}
