/* SPDX-License-Identifier: MIT */
/*
 * tw_info.h: every per-seat channel of toywar.h at once, for the tests of
 * hidden information (tests/test_information_<game>.c).
 *
 *   tw_info_assert_same(a, b, seat);     // a and b look alike to seat
 *   assert_true(tw_info_differ(a, c, seat));  // a control: seat can tell
 *
 * The channels: the observation text and hash, the render and the JSON
 * view, the legal moves and chance weights for the seat, what
 * tw_game_apply_as answers (status and message) for the move 0 and for
 * each of the seat's legal moves, the observation after each of them (on
 * copies), the masked history, the seat's record, and the information
 * state's text and hash.
 */
#ifndef TOYWAR_TESTS_TW_INFO_H
#define TOYWAR_TESTS_TW_INFO_H

#include "toywar/toywar.h"

/* Everything seat's channels say of g, as one malloc'd text (the caller
 * frees it); the sections are named, so a failing comparison shows which
 * channel differs. */
char *tw_info_channels(const tw_game *g, int seat);

/* Fails the test, naming the first channel that differs, unless every
 * per-seat channel of seat reads the same on a and b. */
void tw_info_assert_same(const tw_game *a, const tw_game *b, int seat);

/* 1 if some per-seat channel of seat differs between a and b, else 0. */
int tw_info_differ(const tw_game *a, const tw_game *b, int seat);

#endif /* TOYWAR_TESTS_TW_INFO_H */
