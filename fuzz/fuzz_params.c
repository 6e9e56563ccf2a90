/* SPDX-License-Identifier: MIT */
/*
 * fuzz_params.c: the params text of every creator.
 *
 * Input: one byte choosing the creator (tw_game_new of each registered
 * game, tw_droids_new_on_board on our board, tw_toybattle_new_on_map on a
 * small map), then the params text. A refusal is TW_E_PARAM with a reason; an
 * accepted game writes a position and a replay that read back to it.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in;
    fuzz_input_init(&in, data, size);
    int games = tw_games_count();
    int which = fuzz_byte(&in) % (games + 2);
    char *params = fuzz_rest_as_text(&in);
    tw_game *g = NULL;
    tw_status st;
    if (which < games) {
        st = tw_game_new(tw_games_name(which), params, &g);
    } else if (which == games) {
        char board[512];
        int n = tw_droids_default_board(board, sizeof board);
        FUZZ_CHECK(n > 0 && (size_t)n < sizeof board, "default board length %d", n);
        st = tw_droids_new_on_board(board, params, &g);
    } else {
        st = tw_toybattle_new_on_map(fuzz_small_map, params, &g);
    }
    if (st != TW_OK) {
        fuzz_refused(st, g, "a creator");
        FUZZ_CHECK(st == TW_E_PARAM, "bad params gave %s: %s", tw_status_string(st),
                   tw_game_error(NULL));
    } else {
        FUZZ_CHECK(g != NULL, "no handle");
        fuzz_position_round_trip(g);
        fuzz_replay_round_trip(g);
        fuzz_views(g);
        tw_game_free(g);
    }
    free(params);
    return 0;
}
