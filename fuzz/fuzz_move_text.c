/* SPDX-License-Identifier: MIT */
/*
 * fuzz_move_text.c: tw_move_from_string on any text, in reachable states.
 *
 * Input: a byte for the game, a byte for the seed, a byte for how many
 * plies to play first (seeded choices), then the move text. The text parses
 * (TW_OK) or is TW_E_PARSE with a reason; a parsed move that is legal
 * writes back to a text that parses to it, applies and undoes exactly; one
 * that is not legal is refused with TW_E_ILLEGAL and changes nothing.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in;
    fuzz_input_init(&in, data, size);
    const char *name = fuzz_game(fuzz_byte(&in));
    uint8_t seed = fuzz_byte(&in);
    uint8_t plies = fuzz_byte(&in);
    char *text = fuzz_rest_as_text(&in);

    char params[32];
    snprintf(params, sizeof params, "seed=%u", (unsigned)seed);
    tw_game *g = NULL;
    FUZZ_CHECK(tw_game_new(name, params, &g) == TW_OK, "tw_game_new: %s", tw_game_error(NULL));
    fuzz_play_seeded(g, seed, plies);

    uint64_t hash = tw_game_hash(g);
    tw_move m = 0x5a5a5a5a;
    tw_status st = tw_move_from_string(g, text, &m);
    if (st != TW_OK) {
        FUZZ_CHECK(st == TW_E_PARSE, "move text gave %s", tw_status_string(st));
        FUZZ_CHECK(tw_game_error(g)[0] != '\0', "a parse error without a reason");
    } else {
        tw_move legal[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, legal, TW_MOVES_MAX);
        int is_legal = 0;
        for (int i = 0; i < n; i++)
            is_legal |= legal[i] == m;
        char back[128];
        int len = tw_move_to_string(g, m, back, sizeof back);
        FUZZ_CHECK(len >= 0 || len == TW_E_ARG, "tw_move_to_string gave %d", len);
        if (is_legal) {
            FUZZ_CHECK(len > 0 && (size_t)len < sizeof back, "a legal move has no text");
            tw_move again = 0;
            FUZZ_CHECK(tw_move_from_string(g, back, &again) == TW_OK && again == m,
                       "'%s' parsed to 0x%08x, written '%s', which does not read back", text,
                       (unsigned)m, back);
            fuzz_apply_undo(g, m);
        } else {
            FUZZ_CHECK(tw_game_apply(g, m) == TW_E_ILLEGAL, "'%s' is not legal but applies",
                       text);
            FUZZ_CHECK(tw_game_error(g)[0] != '\0', "an illegal move without a reason");
        }
        FUZZ_CHECK(tw_game_hash(g) == hash, "the state changed");
    }
    tw_game_free(g);
    free(text);
    return 0;
}
