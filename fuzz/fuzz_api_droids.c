/* SPDX-License-Identifier: MIT */
/*
 * fuzz_api_droids.c: random API call sequences on Droids (fuzz_api.h), in
 * every scenario, with its typed accessors read at arbitrary arguments and
 * a seat's per-seat entry points checked (fuzz_info.h).
 */
#include <limits.h>
#include "fuzz_api.h"
#include "fuzz_info.h"

static const char *const params[] = {
    "seed=1",
    "players=3 seed=2",
    "players=4 teams=on seed=3",
    "scenario=de-mine players=3 seed=4",
    "scenario=golden-microchips players=4 seed=5",
    "scenario=robot-madness seed=6",
    "scenario=robot-statue players=3 seed=7",
    "scenario=duel seed=8",
    "scenario=robot-killer players=1 seed=9",
    "scenario=robot-killer players=1 killer_shots=6 seed=10",
    "max_turns=2 seed=11",
};

/* The turn's accessors (docs/abi.md's convention): never -1, yes/no as
 * 1/0, TW_NONE exactly when absent. Reads no more input, so the corpus
 * plays as before. */
static void poke_turn_accessors(const tw_game *g, int x, int y)
{
    int a = 0;
    int r[] = {
        tw_droids_max_turns(g),
        tw_droids_killer_shots(g),
        tw_droids_obstacles_placed(g),
        tw_droids_hits_pending(g, x),
        tw_droids_mine_rolls_pending(g, x),
        tw_droids_player_flags(g, x),
        tw_droids_pending_chit(g, &a),
    };
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
        FUZZ_CHECK(r[i] >= 0 || r[i] == TW_E_ARG, "turn accessor %zu gave %d", i, r[i]);
    int yes_no[] = {tw_droids_has_teams(g), tw_droids_is_killer_done(g),
                    tw_droids_is_sheet_sent(g, x, y)};
    for (size_t i = 0; i < sizeof yes_no / sizeof yes_no[0]; i++)
        FUZZ_CHECK(yes_no[i] == 0 || yes_no[i] == 1, "yes/no %zu: %d", i, yes_no[i]);
    int (*const named[])(const tw_game *) = {tw_droids_chooser, tw_droids_actor,
                                             tw_droids_pending_pile};
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        int got = named[i](g);
        FUZZ_CHECK(got >= 0 || got == TW_NONE, "named %zu: %d", i, got);
    }
    int target = tw_droids_pending_shot(g, &a);
    FUZZ_CHECK((target >= 0 && a >= 1) || (target == TW_NONE && a == TW_NONE), "shot %d: %d",
               target, a);
}

static void poke_accessors(const tw_game *g, fuzz_input *in)
{
    int x = fuzz_small_int(in), y = fuzz_small_int(in), z = fuzz_small_int(in);
    int square = fuzz_small_int(in);
    int drawn = fuzz_small_int(in);
    /* now and then a viewer at TW_VIEW_ALL; INT_MIN (from the input) stays */
    int v = drawn < INT_MIN + 92 ? drawn : drawn - 92;
    int players = tw_game_num_players(g);
    int dir = 0, count = 0;
    int r[] = {
        tw_droids_terrain(g, square),
        tw_droids_object(g, square),
        tw_droids_start_square(g, x),
        tw_droids_robot_square(g, x),
        tw_droids_robot_at(g, square),
        tw_droids_carried(g, x, &count),
        tw_droids_covered(g, x),
        tw_droids_box(g, x, y, z, &dir),
        tw_droids_rack_size(g, x),
        tw_droids_rack_count(g, x, y, v),
        tw_droids_rack_count(g, x, y, TW_VIEW_ALL),
        tw_droids_rack_pile_count(g, x, y),
        tw_droids_pile_count(g, x),
        tw_droids_pile_kind_count(g, y, v),
        tw_droids_is_eliminated(g, x),
        tw_droids_cargo_score(g, x),
        tw_droids_sheet_order(g, x, y, &dir),
    };
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
        FUZZ_CHECK(r[i] >= 0 || r[i] == TW_NONE || r[i] == TW_HIDDEN || r[i] == TW_E_ARG,
                   "accessor %zu gave %d", i, r[i]);
    FUZZ_CHECK(dir >= 0 || dir == TW_NONE, "direction %d", dir);
    FUZZ_CHECK(tw_droids_scenario(g) >= 0 && tw_droids_phase(g) >= 0 && tw_droids_turn(g) >= 1,
               "scenario, phase, turn");
    int sp = tw_droids_start_player(g);
    FUZZ_CHECK((sp >= 0 && sp < 4) || (sp == TW_NONE && tw_droids_phase(g) == 0),
               "start player %d", sp);
    int sheet = tw_droids_sheet_position(g);
    FUZZ_CHECK((sheet >= 0 && sheet <= 9) || sheet == TW_NONE, "sheet position %d", sheet);
    if (x >= 0 && x < players)
        FUZZ_CHECK(tw_droids_rack_size(g, x) >= 0 && tw_droids_rack_size(g, x) <= 120, "rack");
    FUZZ_CHECK(tw_gearhead_cup_total(g) == TW_E_ARG, "another game's accessor");
    poke_turn_accessors(g, x, y);
    /* A player's blind draw: his own chits are hidden from him. */
    int chooser = tw_droids_chooser(g);
    if (chooser >= 0 && (tw_droids_phase(g) == TW_DROIDS_PHASE_PILE ||
                         tw_droids_phase(g) == TW_DROIDS_PHASE_DRAW))
        FUZZ_CHECK(tw_droids_rack_count(g, chooser, 1, chooser) == TW_HIDDEN,
                   "the drawer sees his rack while he draws blind");
    fuzz_per_seat(g, (int)(fuzz_byte(in) % (unsigned)players), in);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_api("droids", params, sizeof params / sizeof params[0], data, size);
}
