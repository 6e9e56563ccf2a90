/* SPDX-License-Identifier: MIT */
/*
 * fuzz_droids_board.c: the Droids board text (tw_droids_check_board,
 * tw_droids_new_on_board).
 *
 * Input: a byte choosing the params (scenarios that read different parts
 * of a board), then the board text. The checker and the creator agree: a
 * board the checker refuses is refused by the creator (TW_E_PARSE, or
 * TW_E_PARAM when the params fail first), a board it accepts starts a game
 * unless the scenario refuses it (TW_E_PARAM). A game on the board plays,
 * and its position and replay (which carry the board) read back.
 */
#include "fuzz_common.h"

static const char *const board_params[] = {
    NULL,
    "players=4",
    "scenario=golden-microchips players=4",
    "scenario=robot-statue players=3",
    "scenario=robot-killer players=1",
    "scenario=de-mine players=3",
    "scenario=duel",
    "scenario=robot-madness players=2",
};
#define BOARD_PARAMS (sizeof board_params / sizeof board_params[0])

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in;
    fuzz_input_init(&in, data, size);
    uint8_t choice = fuzz_byte(&in);
    const char *params = board_params[choice % BOARD_PARAMS];
    size_t cap = fuzz_message_cap(choice);
    char *text = fuzz_rest_as_text(&in);

    tw_status checked =
        fuzz_check_text(tw_droids_check_board, "tw_droids_check_board", text, cap);

    tw_game *g = NULL;
    tw_status st = tw_droids_new_on_board(text, params, &g);
    if (st != TW_OK) {
        fuzz_refused(st, g, "tw_droids_new_on_board");
        FUZZ_CHECK(st == TW_E_PARSE || st == TW_E_PARAM, "a bad board gave %s",
                   tw_status_string(st));
        FUZZ_CHECK(checked == TW_E_PARSE || st == TW_E_PARAM,
                   "the checker accepts a board the creator refuses: %s", tw_game_error(NULL));
    } else {
        FUZZ_CHECK(checked == TW_OK, "the creator accepts a board the checker refuses");
        fuzz_host_game(g, size, 60);
        tw_game_free(g);
    }
    free(text);
    return 0;
}
