/* SPDX-License-Identifier: MIT */
/*
 * fuzz_position_text.c: tw_game_from_text on any text.
 *
 * Input: a byte for the game, then the position text. A refusal is
 * TW_E_PARSE with a reason. An accepted position is a state like any other:
 * its text reads back to an equal position, its legal moves are sound and
 * each applies and undoes exactly, its views and replay can be written, a
 * few more plies can be played from it, and then each seat's per-seat
 * entry points keep their invariants (fuzz_info.h).
 */
#include "fuzz_common.h"
#include "fuzz_info.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in;
    fuzz_input_init(&in, data, size);
    const char *name = fuzz_game(fuzz_byte(&in));
    char *text = fuzz_rest_as_text(&in);
    tw_game *g = NULL;
    tw_status st = tw_game_from_text(name, text, &g);
    if (st != TW_OK) {
        fuzz_refused(st, g, "tw_game_from_text");
        FUZZ_CHECK(st == TW_E_PARSE, "bad position text gave %s", tw_status_string(st));
    } else {
        char *first = fuzz_text(tw_game_to_text, g);
        fuzz_position_round_trip(g);
        fuzz_views(g);
        int scores[8];
        FUZZ_CHECK(tw_game_scores(g, scores, 8) == tw_game_num_players(g), "scores");
        int winner = tw_game_winner(g);
        FUZZ_CHECK(winner >= TW_WINNER_NOBODY && winner < tw_game_num_players(g), "winner %d",
                   winner);
        tw_move moves[TW_MOVES_MAX];
        int n = fuzz_legal_moves(g, moves);
        for (int i = 0; i < n && i < 8; i++)
            fuzz_apply_undo(g, moves[(size_t)i * (size_t)n / 8]);
        uint64_t seed = tw_game_hash(g);
        for (int round = 0; round < 3 && !tw_game_is_over(g); round++) {
            fuzz_play_seeded(g, seed + (uint64_t)round, 8);
            fuzz_legal_moves(g, moves);
            fuzz_position_round_trip(g);
        }
        fuzz_replay_round_trip(g);
        for (int seat = 0; seat < tw_game_num_players(g); seat++)
            fuzz_per_seat(g, seat, &in); /* a record from a position: its start is completed */
        while (tw_game_undo(g) == TW_OK) {
        }
        char *start = fuzz_text(tw_game_to_text, g);
        FUZZ_CHECK(strcmp(start, first) == 0, "undo to the start gives another position");
        free(start);
        free(first);
        tw_game_free(g);
    }
    free(text);
    return 0;
}
