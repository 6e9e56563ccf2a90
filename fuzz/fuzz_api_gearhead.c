/* SPDX-License-Identifier: MIT */
/*
 * fuzz_api_gearhead.c: random API call sequences on Gearhead Skirmish
 * (fuzz_api.h), with its typed accessors read at arbitrary arguments.
 */
#include "fuzz_api.h"

static const char *const params[] = {"seed=1", "seed=2 placed_moves=off", "seed=77"};

/* Every accessor returns a value in its documented range, TW_NONE where
 * there is none, or TW_E_ARG. */
static void poke_accessors(const tw_game *g, fuzz_input *in)
{
    int file = fuzz_small_int(in), rank = fuzz_small_int(in), kind = fuzz_small_int(in);
    int a = 0, b = 0, c = 0, d = 0;
    int toy = tw_gearhead_square(g, file, rank, &b, &c);
    int on_board = file >= 0 && file < 8 && rank >= 0 && rank < 8;
    FUZZ_CHECK(on_board ? toy >= 0 && toy < TW_GEARHEAD_TOY_COUNT : toy == TW_E_ARG,
               "square(%d, %d) gave %d", file, rank, toy);
    if (on_board)
        FUZZ_CHECK(toy ? b == 0 || b == 1 : b == TW_NONE && c == 0, "square(%d, %d) = %d %d %d",
                   file, rank, toy, b, c);
    int n = tw_gearhead_cup_count(g, kind);
    FUZZ_CHECK((n >= 0 && n <= 6) || n == TW_E_ARG, "cup_count(%d) = %d", kind, n);
    n = tw_gearhead_discard_count(g, kind);
    FUZZ_CHECK(n >= 0 || n == TW_E_ARG, "discard_count(%d) = %d", kind, n);
    n = tw_gearhead_victory_count(g, fuzz_small_int(in), kind);
    FUZZ_CHECK(n >= 0 || n == TW_E_ARG, "victory_count = %d", n);
    n = tw_gearhead_cup_total(g);
    FUZZ_CHECK(n >= 0 && n <= 72, "cup_total = %d", n);
    n = tw_gearhead_phase(g);
    FUZZ_CHECK(n >= 0 && n < TW_GEARHEAD_PHASE_COUNT, "phase %d", n);
    n = tw_gearhead_turn_player(g);
    FUZZ_CHECK(n == 0 || n == 1, "turn player %d", n);
    FUZZ_CHECK(tw_gearhead_active_square(g, &a, &b, &c) == TW_OK &&
                   ((a >= 0 && a < 8 && b >= 0 && b < 8) || (a == TW_NONE && b == TW_NONE)) &&
                   c >= 0 && c < TW_GEARHEAD_STEP_COUNT,
               "active square");
    FUZZ_CHECK(tw_gearhead_dice(g, &a, &b, &c, &d) == TW_OK && (a == TW_NONE || a >= 1) &&
                   (b == TW_NONE || b >= 1) && (c == TW_NONE || c >= 1) && (d == 0 || d == 1),
               "dice");
    FUZZ_CHECK(tw_gearhead_punch_target(g, &a, &b) == TW_OK && (a == TW_NONE) == (b == TW_NONE),
               "punch target");
    n = tw_gearhead_drawn(g);
    FUZZ_CHECK(n >= 0 && n < TW_GEARHEAD_TOY_COUNT, "drawn %d", n);
    n = tw_gearhead_rolloff(g);
    FUZZ_CHECK(n == TW_NONE || (n >= 1 && n <= 8), "rolloff %d", n);
    n = tw_gearhead_idle_turns(g);
    FUZZ_CHECK(n >= 0 && n <= 5, "idle turns %d", n);
    n = tw_gearhead_has_moved(g);
    FUZZ_CHECK(n == 0 || n == 1, "moved this turn %d", n);
    n = tw_gearhead_has_placed_moves(g);
    FUZZ_CHECK(n == 0 || n == 1, "placed moves %d", n);
    int is_toy = kind >= TW_GEARHEAD_TOY_BIG_AL && kind <= TW_GEARHEAD_TOY_SMALL_FRY;
    FUZZ_CHECK((tw_gearhead_toy_name(kind) != NULL) == is_toy, "toy name");
    FUZZ_CHECK((tw_gearhead_toy_code(kind) != NULL) == is_toy, "toy code");
    FUZZ_CHECK(tw_gearhead_square(g, 0, 0, NULL, NULL) >= 0, "NULL out-parameters are optional");
    FUZZ_CHECK(tw_droids_phase(g) == TW_E_ARG && tw_toybattle_phase(g) == TW_E_ARG,
               "another game's accessor");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_api("gearhead", params, sizeof params / sizeof params[0], data, size);
}
