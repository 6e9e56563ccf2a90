/* SPDX-License-Identifier: MIT */
/*
 * fuzz_api_toybattle.c: random API call sequences on Toy Battle
 * (fuzz_api.h), on every battlefield, with its typed accessors read at
 * arbitrary arguments, and on every state each seat's share of it
 * (toywar.h, "Hidden information: one seat's share"): its moves and chance
 * weights, its observation, hash and information state, which must agree;
 * at the accessors' operation, one seat's entry points all
 * (fuzz_info.h: its history, record, determinizations, information state
 * read back, a move applied on its behalf).
 */
#define FUZZ_EVERY_STATE check_every_state
#include "fuzz_api.h"
#include "fuzz_info.h"

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

/* The turn's accessors (docs/abi.md's convention): never -1, enumerators
 * in range, TW_NONE exactly when absent. Reads no more input, so the
 * corpus plays as before. */
static void poke_turn_accessors(const tw_game *g)
{
    int left = tw_toybattle_left(g);
    int step = tw_toybattle_step(g), end = tw_toybattle_end(g);
    int turn = tw_toybattle_turn_player(g);
    FUZZ_CHECK(turn == 0 || turn == 1 ||
                   (turn == TW_NONE && tw_toybattle_phase(g) == TW_TOYBATTLE_PHASE_FIRST),
               "turn %d", turn);
    FUZZ_CHECK(left >= 0 && left <= 4, "left %d", left);
    FUZZ_CHECK(step >= TW_TOYBATTLE_STEP_NONE && step <= TW_TOYBATTLE_STEP_BASES, "step %d", step);
    FUZZ_CHECK(end >= TW_TOYBATTLE_END_NONE && end <= TW_TOYBATTLE_END_STUCK, "end %d", end);
    FUZZ_CHECK((end == TW_TOYBATTLE_END_NONE) == (tw_toybattle_phase(g) != TW_TOYBATTLE_PHASE_OVER),
               "an end exactly when over: %d", end);
    int nodes[8], heights[8];
    int chain = tw_toybattle_placements(g, nodes, heights, 8);
    FUZZ_CHECK(chain >= 0 && chain <= 8 && tw_toybattle_placements(g, NULL, NULL, 0) == chain,
               "placements %d", chain);
    int (*const named[])(const tw_game *) = {tw_toybattle_first_player, tw_toybattle_resolving,
                                             tw_toybattle_volcano_target};
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        int got = named[i](g);
        FUZZ_CHECK(got >= 0 || got == TW_NONE, "named %zu: %d", i, got);
    }
}

/* On every state, for both seats, what costs little: the moves and
 * chance weights as the seat may know them, and the observation and its
 * hash against the seat's information state (fuzz_per_seat() checks the
 * rest, records and determinizations, at the accessors' operation). */
static void check_every_state(const tw_game *g)
{
    for (int seat = 0; seat < 2; seat++) {
        fuzz_seat_moves(g, seat);
        char *obs = fuzz_observation(g, seat);
        tw_infostate *is = NULL;
        FUZZ_CHECK(tw_infostate_new(g, seat, &is) == TW_OK, "tw_infostate_new");
        char seen[8192];
        int len = tw_infostate_observation(is, seen, sizeof seen);
        FUZZ_CHECK(len > 0 && (size_t)len < sizeof seen && strcmp(obs, seen) == 0,
                   "the information state observes otherwise\n  %s\n  %s", obs, seen);
        FUZZ_CHECK(tw_infostate_hash(is) == tw_game_observation_hash(g, seat),
                   "the information state's hash is not the observation's");
        tw_infostate_free(is);
        free(obs);
    }
}

static void poke_accessors(const tw_game *g, fuzz_input *in)
{
    int node = fuzz_small_int(in), player = fuzz_small_int(in);
    int viewer = fuzz_small_int(in) - 92;
    int kinds[64], owners[64], counts[TW_TOYBATTLE_TROOP_COUNT], ring[32];
    char name[8];
    int r[] = {
        tw_toybattle_map_name(g, name, sizeof name),
        tw_toybattle_map_info(g, NULL, NULL, NULL, NULL),
        tw_toybattle_node(g, node, NULL, NULL, NULL, NULL, NULL),
        tw_toybattle_node_name(g, node, name, (size_t)(fuzz_byte(in) % sizeof name)),
        tw_toybattle_is_adjacent(g, node, player),
        tw_toybattle_region(g, node, NULL, NULL, ring, 32),
        tw_toybattle_stack(g, node, kinds, owners, 64),
        tw_toybattle_rack(g, player, viewer, counts, TW_TOYBATTLE_TROOP_COUNT),
        tw_toybattle_reserve(g, player, viewer, counts, TW_TOYBATTLE_TROOP_COUNT),
        tw_toybattle_removed(g, player, viewer, counts, TW_TOYBATTLE_TROOP_COUNT),
        tw_toybattle_discard(g, player, counts, TW_TOYBATTLE_TROOP_COUNT),
        tw_toybattle_frozen(g, player, counts, TW_TOYBATTLE_TROOP_COUNT),
        tw_toybattle_known(g, player, counts, TW_TOYBATTLE_TROOP_COUNT),
        tw_toybattle_rack_size(g, player),
        tw_toybattle_reserve_size(g, player),
        tw_toybattle_removed_size(g, player),
        tw_toybattle_medals(g, player),
        tw_toybattle_node_find(g, name),
    };
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
        FUZZ_CHECK(r[i] >= 0 || r[i] == TW_NONE || r[i] == TW_E_ARG, "accessor %zu gave %d", i,
                   r[i]);
    int phase = tw_toybattle_phase(g);
    FUZZ_CHECK(phase >= 0 && phase <= TW_TOYBATTLE_PHASE_OVER, "phase %d", phase);
    FUZZ_CHECK(tw_toybattle_stack(g, 0, NULL, NULL, 3) == TW_E_ARG, "NULL arrays with cap");
    FUZZ_CHECK(tw_droids_turn(g) == TW_E_ARG, "another game's accessor");
    poke_turn_accessors(g);
    fuzz_per_seat(g, fuzz_byte(in) & 1, in);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_api("toybattle", params, sizeof params / sizeof params[0], data, size);
}
