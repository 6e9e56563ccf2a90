/* SPDX-License-Identifier: MIT */
/*
 * probe.h: functions and an enum that each break one rule of the public
 * convention (docs/abi.md), for tests/convention/check_convention.py's
 * proof that it fires (the ctest api_convention_fires): the part between
 * the PLANT marks is planted in a copy of gearhead.h, and probe.c is
 * linked into a test-only copy of the library. probe.expect lists what the
 * check must say, and nothing else. Never in the shipped library.
 */
#ifndef TOYWAR_CONVENTION_PROBE_H
#define TOYWAR_CONVENTION_PROBE_H

#include "toywar/toywar.h"

/* PLANT BEGIN */
/** Probe values (not pinned by any _Static_assert). */
typedef enum tw_gearhead_probe_kind {
    TW_GEARHEAD_PROBE_A = 0, /**< a */
    TW_GEARHEAD_PROBE_B = 1  /**< b */
} tw_gearhead_probe_kind;

/** The number of values of ::tw_gearhead_probe_kind. */
#define TW_GEARHEAD_PROBE_COUNT 2

/**
 * A yes/no question not named is_/has_ (rule `yes-no name`).
 * @param g a gearhead game
 * @return 1 if the game is ready, 0 if not; 0 for a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_probe_ready(const tw_game *g);

/**
 * The viewer before the index (rule `order`).
 * @param g      a gearhead game
 * @param viewer a player or #TW_VIEW_ALL
 * @param player 0 or 1
 * @return 0; #TW_E_ARG for a NULL or non-gearhead @p g or a bad argument.
 * @perseat
 */
TW_API int tw_gearhead_probe_count(const tw_game *g, int viewer, int player);

/**
 * No tag (rule `tag`).
 * @param g a gearhead game
 * @return 0; #TW_E_ARG for a NULL or non-gearhead @p g.
 */
TW_API int tw_gearhead_probe_phase(const tw_game *g);

/**
 * A yes/no question that answers a NULL handle with TW_E_ARG (rule
 * `error answer`).
 * @param g a gearhead game
 * @return 1 if probed, else 0; 0 for a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_is_probed(const tw_game *g);

/**
 * Writes its out-parameter before it checks the handle (rule `error answer`).
 * @param g    a gearhead game
 * @param file receives 0; may be NULL
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API tw_status tw_gearhead_probe_square(const tw_game *g, int *file);

/**
 * Says -1 for none (rule `none`).
 * @param g a gearhead game
 * @return the owner, or -1 for none; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_probe_owner(const tw_game *g);

/**
 * Refuses a bad kind with a status its comment does not name (rule
 * `documented errors`).
 * @param g    a gearhead game
 * @param kind 1..3
 * @return @p kind; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_probe_refuse(const tw_game *g, int kind);

/**
 * Answers a value below -100 that no special value names (rule `value`).
 * @param g a gearhead game
 * @return -150; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_probe_value(const tw_game *g);

/**
 * A name with no code (rule `code`).
 * @param kind a ::tw_gearhead_probe_kind
 * @return "a" or "b"; NULL for any other value.
 * @public
 */
TW_API const char *tw_gearhead_probe_name(int kind);
/* PLANT END */

#endif
