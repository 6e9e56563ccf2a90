/* SPDX-License-Identifier: MIT */
/*
 * fuzz_replay_text.c: tw_game_load_replay on any text.
 *
 * Input: the replay text. A refusal is TW_E_PARSE, TW_E_PARAM or
 * TW_E_ILLEGAL with a reason. An accepted replay saves back to a replay
 * that loads to the same game, and undoes to its start.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in;
    fuzz_input_init(&in, data, size);
    char *text = fuzz_rest_as_text(&in);
    tw_game *g = NULL;
    tw_status st = tw_game_load_replay(text, &g);
    if (st != TW_OK) {
        fuzz_refused(st, g, "tw_game_load_replay");
        FUZZ_CHECK(st == TW_E_PARSE || st == TW_E_PARAM || st == TW_E_ILLEGAL,
                   "a bad replay gave %s", tw_status_string(st));
    } else {
        fuzz_replay_round_trip(g);
        fuzz_position_round_trip(g);
        tw_move moves[TW_MOVES_MAX];
        fuzz_legal_moves(g, moves);
        int history = tw_game_history(g, NULL, 0);
        for (int i = 0; i < history; i++)
            FUZZ_CHECK(tw_game_undo(g) == TW_OK, "undo %d of %d", i + 1, history);
        FUZZ_CHECK(tw_game_undo(g) == TW_E_STATE, "undo past the start");
        fuzz_legal_moves(g, moves);
        tw_game_free(g);
    }
    free(text);
    return 0;
}
