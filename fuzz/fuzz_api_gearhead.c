/* SPDX-License-Identifier: MIT */
/*
 * fuzz_api_gearhead.c: random API call sequences on Gearhead Skirmish
 * (fuzz_api.h), with its typed accessors read at arbitrary arguments.
 */
#include "fuzz_api.h"

static const char *const params[] = {"seed=1", "seed=2 placed_moves=no", "seed=77"};

/* Every accessor returns a value in its documented range or TW_E_ARG. */
static void poke_accessors(const tw_game *g, fuzz_input *in)
{
    int file = fuzz_small_int(in), rank = fuzz_small_int(in), kind = fuzz_small_int(in);
    int a = 0, b = 0, c = 0, d = 0;
    tw_status st = tw_gearhead_square(g, file, rank, &a, &b, &c);
    int on_board = file >= 0 && file < 8 && rank >= 0 && rank < 8;
    FUZZ_CHECK(on_board ? st == TW_OK : st == TW_E_ARG, "square(%d, %d) gave %d", file, rank,
               (int)st);
    if (st == TW_OK)
        FUZZ_CHECK(a >= 0 && a < TW_GH_TOY_KINDS && (b == 0 || b == 1) && c >= 0 && c < 32,
                   "square(%d, %d) = %d %d %d", file, rank, a, b, c);
    int n = tw_gearhead_cup_count(g, kind);
    FUZZ_CHECK((n >= 0 && n <= 6) || n == TW_E_ARG, "cup_count(%d) = %d", kind, n);
    n = tw_gearhead_discard_count(g, kind);
    FUZZ_CHECK(n >= 0 || n == TW_E_ARG, "discard_count(%d) = %d", kind, n);
    n = tw_gearhead_victory_count(g, fuzz_small_int(in), kind);
    FUZZ_CHECK(n >= 0 || n == TW_E_ARG, "victory_count = %d", n);
    n = tw_gearhead_cup_total(g);
    FUZZ_CHECK(n >= 0 && n <= 72, "cup_total = %d", n);
    FUZZ_CHECK(tw_gearhead_phase(g, &a) == TW_OK && a >= 0 && a <= TW_GH_PHASE_OVER, "phase");
    FUZZ_CHECK(tw_gearhead_turn_owner(g, &a) == TW_OK && (a == 0 || a == 1), "turn owner");
    FUZZ_CHECK(tw_gearhead_active_square(g, &a, &b, &c) == TW_OK && a >= -1 && a < 8 &&
                   b >= -1 && b < 8 && c >= 0 && c <= TW_GH_STEP_RANK,
               "active square");
    FUZZ_CHECK(tw_gearhead_dice(g, &a, &b, &c, &d) == TW_OK, "dice");
    FUZZ_CHECK(tw_gearhead_punch_target(g, &a, &b) == TW_OK, "punch target");
    FUZZ_CHECK(tw_gearhead_drawn(g, &a) == TW_OK && a >= 0 && a < TW_GH_TOY_KINDS, "drawn");
    FUZZ_CHECK(tw_gearhead_rolloff(g, &a) == TW_OK && a >= 0 && a <= 8, "rolloff");
    n = tw_gearhead_idle_turns(g);
    FUZZ_CHECK(n >= 0 && n <= 5, "idle turns %d", n);
    n = tw_gearhead_moved_this_turn(g);
    FUZZ_CHECK(n == 0 || n == 1, "moved this turn %d", n);
    n = tw_gearhead_placed_moves(g);
    FUZZ_CHECK(n == 0 || n == 1, "placed moves %d", n);
    const char *toy = tw_gearhead_toy_name(kind);
    FUZZ_CHECK((toy != NULL) == (kind >= TW_GH_BIG_AL && kind <= TW_GH_SMALL_FRY), "toy name");
    (void)tw_gearhead_toy_letter(kind);
    FUZZ_CHECK(tw_gearhead_square(g, 0, 0, NULL, &a, &b) == TW_E_ARG, "NULL out-parameter");
    FUZZ_CHECK(tw_droids_phase(g) == TW_E_ARG && tw_toybattle_phase(g) == TW_E_ARG,
               "another game's accessor");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_api("gearhead", params, sizeof params / sizeof params[0], data, size);
}
