/* SPDX-License-Identifier: MIT */
/*
 * fuzz_api_toybattle.c: random API call sequences on Toy Battle
 * (fuzz_api.h), on every battlefield, with its typed accessors read at
 * arbitrary arguments, and on every state each seat's share of it
 * (toywar.h, "Hidden information: one seat's share"): its observation and
 * hash, its legal moves and chance weights and its information state,
 * which must agree; now and then (the accessors' operation) its history,
 * its information state read back from text, its record loaded back and a
 * determinization drawn with the fuzzer's generator.
 */
#define FUZZ_EVERY_STATE check_hidden_info
#include "fuzz_api.h"

static const char *const params[] = {
    "seed=1",
    "map=castle-field special_bases=off seed=2",
    "map=tropical-pool seed=3",
    "map=city-of-clouds seed=4",
    "map=volcanic-jungle seed=5",
    "map=cursed-cemetery seed=6",
    "map=caribbean-sea seed=7",
    "map=station-metal-x seed=8",
    "map=battlefield seed=9",
};

/* The 1.1 accessors (docs/abi.md's convention): never -1, enumerators in
 * range, an out-parameter -1 exactly when absent. Reads no more input, so
 * the corpus plays as before. */
static void poke_turn_accessors(const tw_game *g)
{
    int turn = -7, left = tw_toybattle_left(g);
    int step = tw_toybattle_step(g), end = tw_toybattle_end(g);
    int named_turn = tw_toybattle_turn_player(g, &turn);
    FUZZ_CHECK((named_turn == 1 && (turn == 0 || turn == 1)) || (named_turn == 0 && turn == -1),
               "turn %d: %d", named_turn, turn);
    FUZZ_CHECK(left >= 0 && left <= 4, "left %d", left);
    FUZZ_CHECK(step >= TW_TOYBATTLE_STEP_NONE && step <= TW_TOYBATTLE_STEP_BASES, "step %d", step);
    FUZZ_CHECK(end >= TW_TOYBATTLE_END_NONE && end <= TW_TOYBATTLE_END_STUCK, "end %d", end);
    FUZZ_CHECK((end == TW_TOYBATTLE_END_NONE) == (tw_toybattle_phase(g) != TW_TB_PHASE_OVER),
               "an end exactly when over: %d", end);
    int nodes[8], heights[8];
    int chain = tw_toybattle_placements(g, nodes, heights, 8);
    FUZZ_CHECK(chain >= 0 && chain <= 8 && tw_toybattle_placements(g, NULL, NULL, 0) == chain,
               "placements %d", chain);
    int (*const named[])(const tw_game *, int *) = {tw_toybattle_first_player,
                                                    tw_toybattle_resolving,
                                                    tw_toybattle_volcano_target};
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        int a = -7, got = named[i](g, &a);
        FUZZ_CHECK((got == 1 && a >= 0) || (got == 0 && a == -1), "named %zu: %d, %d", i, got, a);
    }
}

/* A (g, seat, buf, cap) writer's whole output (the caller frees). */
static char *seat_text(int (*write)(const tw_game *, int, char *, size_t), const tw_game *g,
                       int seat)
{
    int n = write(g, seat, NULL, 0);
    FUZZ_CHECK(n > 0, "a per-seat writer gave %d", n);
    char *t = malloc((size_t)n + 1);
    FUZZ_CHECK(t != NULL, "out of memory in the harness");
    FUZZ_CHECK(write(g, seat, t, (size_t)n + 1) == n && strlen(t) == (size_t)n,
               "a per-seat writer's length changed");
    return t;
}

/* The seat's legal moves: its own decision's, none at another's, the
 * outcomes it holds possible at a chance node (weights >= 1). */
static void check_moves_for(const tw_game *g, int seat)
{
    tw_move mine[TW_MOVES_MAX], all[TW_MOVES_MAX];
    uint32_t weights[TW_MOVES_MAX];
    int n = tw_game_legal_moves_for(g, seat, mine, TW_MOVES_MAX);
    int current = tw_game_current_player(g);
    if (current == seat) {
        FUZZ_CHECK(n == tw_game_legal_moves(g, all, TW_MOVES_MAX) &&
                       memcmp(mine, all, (size_t)n * sizeof *all) == 0,
                   "the decider's own moves differ from his legal moves");
    } else if (current == TW_PLAYER_CHANCE) {
        int w = tw_game_chance_weights_for(g, seat, all, weights, TW_MOVES_MAX);
        FUZZ_CHECK(w == n && w > 0 && memcmp(mine, all, (size_t)n * sizeof *all) == 0,
                   "%d predicted outcomes, %d listed", w, n);
        uint64_t total = 0;
        for (int i = 0; i < w; i++) {
            char text[32];
            FUZZ_CHECK(weights[i] >= 1 && tw_move_to_string(g, all[i], text, sizeof text) > 0,
                       "predicted outcome %d", i);
            total += weights[i];
        }
        FUZZ_CHECK(total <= UINT32_MAX, "predicted weights sum to %llu",
                   (unsigned long long)total);
    } else {
        FUZZ_CHECK(n == 0, "%d moves of another's decision", n);
        FUZZ_CHECK(tw_game_chance_weights_for(g, seat, all, weights, TW_MOVES_MAX) == TW_E_STATE,
                   "chance weights away from chance");
    }
}

/* The seat's history: one move per move, each written. */
static void check_history_for(const tw_game *g, int seat)
{
    int n = tw_game_history_for(g, seat, NULL, 0);
    FUZZ_CHECK(n == tw_game_history(g, NULL, 0), "history_for counts %d", n);
    tw_move *moves = malloc(((size_t)n + 1) * sizeof *moves);
    FUZZ_CHECK(moves != NULL, "out of memory in the harness");
    FUZZ_CHECK(tw_game_history_for(g, seat, moves, (size_t)n) == n, "history_for changed");
    for (int i = 0; i < n; i++) {
        char text[32];
        FUZZ_CHECK(tw_move_to_string(g, moves[i], text, sizeof text) > 0, "masked move %d", i);
    }
    free(moves);
}

/* The information state says what the observation says; with
 * read_back, its text reads back to the same (a position read, map and
 * all: too dear for every state). */
static void check_infostate(const tw_game *g, int seat, const char *observation, int read_back)
{
    tw_infostate *is = NULL, *back = NULL;
    FUZZ_CHECK(tw_infostate_new(g, seat, &is) == TW_OK, "infostate: %s", tw_game_error(NULL));
    char text[8192], obs[8192];
    int len = tw_infostate_to_text(is, text, sizeof text);
    FUZZ_CHECK(len > 0 && (size_t)len < sizeof text, "infostate text %d", len);
    tw_infostate_observation(is, obs, sizeof obs);
    FUZZ_CHECK(strcmp(obs, observation) == 0, "infostate observation differs");
    FUZZ_CHECK(tw_infostate_hash(is) == tw_game_observation_hash(g, seat), "infostate hash");
    if (read_back) {
        FUZZ_CHECK(tw_infostate_from_text("toybattle", seat, text, &back) == TW_OK,
                   "an infostate's text is refused: %s\n  %s", tw_game_error(NULL), text);
        FUZZ_CHECK(tw_infostate_hash(back) == tw_infostate_hash(is), "infostate round trip");
        tw_infostate_free(back);
    }
    tw_infostate_free(is);
}

static void check_hidden_info(const tw_game *g)
{
    for (int seat = 0; seat < 2; seat++) {
        char *obs = seat_text(tw_game_observation, g, seat);
        check_moves_for(g, seat);
        check_infostate(g, seat, obs, 0);
        free(obs);
    }
}

/* A seat's history is written, its information state reads back from its
 * text, its record loads back to a game it cannot tell apart, and a
 * determinization drawn with the fuzzer's generator keeps its
 * observation; none changes the game. */
static void poke_seat(const tw_game *g, fuzz_input *in)
{
    int seat = fuzz_byte(in) & 1;
    observed before = observe(g);
    char *obs = seat_text(tw_game_observation, g, seat);
    check_infostate(g, seat, obs, 1);
    check_history_for(g, seat); /* a walk of the whole history */
    if (fuzz_byte(in) & 1) {
        char *record = seat_text(tw_game_save_replay_for, g, seat);
        tw_game *loaded = NULL;
        FUZZ_CHECK(tw_game_load_replay(record, &loaded) == TW_OK,
                   "a seat's record is refused: %s\n%.3000s", tw_game_error(NULL), record);
        char *again = seat_text(tw_game_observation, loaded, seat);
        FUZZ_CHECK(strcmp(obs, again) == 0, "the record loads to another observation");
        free(again);
        free(record);
        tw_game_free(loaded);
    }
    tw_game *sample = NULL;
    tw_status st = tw_game_resample(g, seat, hostile_rng, in, &sample);
    FUZZ_CHECK(st == TW_OK || st == TW_E_RNG, "resample gave %s", tw_status_string(st));
    FUZZ_CHECK((st == TW_OK) == (sample != NULL), "resample's out");
    if (sample) {
        char *seen = seat_text(tw_game_observation, sample, seat);
        FUZZ_CHECK(strcmp(obs, seen) == 0, "a sample looks otherwise to its seat");
        FUZZ_CHECK(tw_game_history(sample, NULL, 0) == 0, "a sample has a history");
        free(seen);
        tw_game_free(sample);
    }
    assert_same(g, before, "per-seat call");
    free(obs);
}

static void poke_accessors(const tw_game *g, fuzz_input *in)
{
    int node = fuzz_small_int(in), player = fuzz_small_int(in);
    int viewer = fuzz_small_int(in) - 92;
    int kinds[64], owners[64], counts[TW_TB_KINDS], ring[32];
    char name[8];
    int r[] = {
        tw_toybattle_map_name(g, name, sizeof name),
        tw_toybattle_map_info(g, NULL, NULL, NULL, NULL),
        tw_toybattle_node(g, node, NULL, NULL, NULL, NULL, NULL),
        tw_toybattle_node_name(g, node, name, (size_t)(fuzz_byte(in) % sizeof name)),
        tw_toybattle_adjacent(g, node, player),
        tw_toybattle_region(g, node, NULL, NULL, ring, 32),
        tw_toybattle_stack(g, node, kinds, owners, 64),
        tw_toybattle_rack(g, player, viewer, counts),
        tw_toybattle_reserve(g, player, viewer, counts),
        tw_toybattle_removed(g, player, viewer, counts),
        tw_toybattle_discard(g, player, counts),
        tw_toybattle_frozen(g, player, counts),
        tw_toybattle_medals(g, player),
        tw_toybattle_node_find(g, name),
    };
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
        FUZZ_CHECK(r[i] >= 0 || r[i] == TW_E_ARG, "accessor %zu gave %d", i, r[i]);
    int phase = tw_toybattle_phase(g);
    FUZZ_CHECK(phase >= 0 && phase <= TW_TB_PHASE_OVER, "phase %d", phase);
    FUZZ_CHECK(tw_toybattle_stack(g, 0, NULL, NULL, 3) == TW_E_ARG, "NULL arrays with cap");
    FUZZ_CHECK(tw_droids_turn(g) == TW_E_ARG, "another game's accessor");
    poke_turn_accessors(g);
    poke_seat(g, in);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_api("toybattle", params, sizeof params / sizeof params[0], data, size);
}
