/* SPDX-License-Identifier: MIT */
/**
 * @file gearhead.h
 * @brief Gearhead Skirmish: enums and typed read-only accessors.
 *
 * Everything a C front end needs to draw a Gearhead Skirmish position
 * without parsing text: the toy, facing and flags on each square, the piles,
 * whose turn it is and what the game waits for. Nothing in Gearhead is
 * hidden (the cup's order is random, only its counts are known), so there
 * is no viewer argument.
 *
 * Conventions for every accessor below:
 * - @p g must be a game created with the name "gearhead". A NULL @p g, a
 *   game of another kind, a NULL out-parameter or an out-of-range argument
 *   is #TW_E_ARG, and (when @p g is a handle) tw_game_error() says which.
 * - Out-parameters are written only on success.
 * - Functions that count return the count (>= 0) or a negative ::tw_status.
 *
 * Squares are given as a file 0..7 (files a..h) and a rank 0..7 (ranks
 * 1..8). Player 0's home row is rank 0 (rank 1); player 1's is rank 7.
 *
 * This header is C99 and includes only `<stddef.h>`, `<stdint.h>` and
 * toywar.h.
 */
#ifndef TOYWAR_GEARHEAD_H
#define TOYWAR_GEARHEAD_H

#include <stddef.h>
#include <stdint.h>

#include "toywar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Toy kinds, in the seed's order, which is the canonical order of every
 *  pile (and of the blind draw's chance outcomes).
 *  @note Accessor convention (docs/abi.md, 1): this header's enums and
 *  macros take the prefix TW_GH_ (types tw_gh_); 2.0 names them
 *  TW_GEARHEAD_ (tw_gearhead_), after the game. */
typedef enum tw_gh_toy {
    TW_GH_EMPTY = 0,             /**< no toy */
    TW_GH_BIG_AL = 1,            /**< A: the bulldozer; pushes lines of toys */
    TW_GH_CLUCKETTA = 2,         /**< C: the chicken; flies, lays eggs */
    TW_GH_DEAD_HEAD = 3,         /**< D: the skull; turns toys face to face with it */
    TW_GH_DISASTEROID = 4,       /**< X: the laser robot; shoots */
    TW_GH_HANDY = 5,             /**< H: the glove; winds up a neighbour */
    TW_GH_KRUSH_KRINGLE = 6,     /**< K: pounds the ground, reversing neighbours */
    TW_GH_ORBIT = 7,             /**< O: the flying saucer */
    TW_GH_PRESTO = 8,            /**< P: the magician; teleports */
    TW_GH_KANGARUFFIAN = 9,      /**< R: the boxing kangaroo; punches */
    TW_GH_WALKING_TIMEBOMB = 10, /**< T: explodes */
    TW_GH_ZAP_BOT = 11,          /**< B: zaps a neighbour */
    TW_GH_ZIGGY = 12,            /**< Z: the cockroach; flips, moves twice */
    TW_GH_SMALL_FRY = 13         /**< F: Clucketta's chick; never in the cup */
} tw_gh_toy;

/** The number of values of ::tw_gh_toy, TW_GH_EMPTY included. */
#define TW_GH_TOY_KINDS 14

/** Which way a toy faces. A toy facing north is controlled by player 0,
 *  one facing south by player 1. */
typedef enum tw_gh_facing {
    TW_GH_NORTH = 0, /**< toward rank 8 (player 0's toys) */
    TW_GH_SOUTH = 1  /**< toward rank 1 (player 1's toys) */
} tw_gh_facing;

/** @name Square flags (bits of the flags out-parameter of tw_gearhead_square())
 *  @{ */
#define TW_GH_FLAG_ON_BACK 0x01     /**< Ziggy is on his back and cannot move */
#define TW_GH_FLAG_ZAPPED 0x02      /**< its next move will be skipped */
#define TW_GH_FLAG_ACTED 0x04       /**< made its own move this turn */
#define TW_GH_FLAG_TURNED 0x08      /**< its facing changed this turn: no own move */
#define TW_GH_FLAG_IN_PROGRESS 0x10 /**< a Handy whose wind is being resolved */
/** @} */

/** The phase of the game. */
typedef enum tw_gh_phase {
    TW_GH_PHASE_ROLLOFF = 0,    /**< the players roll a d8 each for the first turn */
    TW_GH_PHASE_DRAW = 1,       /**< the turn owner draws from the cup (chance) */
    TW_GH_PHASE_PLACE = 2,      /**< the turn owner places the drawn toy */
    TW_GH_PHASE_ACT = 3,        /**< the turn owner picks a toy to move */
    TW_GH_PHASE_ACTIVATION = 4, /**< a toy's move is under way (see ::tw_gh_step) */
    TW_GH_PHASE_OVER = 5        /**< the game has ended */
} tw_gh_phase;

/** What an activation waits for (#TW_GH_PHASE_ACTIVATION only). */
typedef enum tw_gh_step {
    TW_GH_STEP_NONE = 0,       /**< no activation under way */
    TW_GH_STEP_ROLL = 1,       /**< chance: the move die (the kind die for Ziggy, Small Fry) */
    TW_GH_STEP_DIST = 2,       /**< chance: the distance d6 of Ziggy or Small Fry */
    TW_GH_STEP_SIDE = 3,       /**< decision: left or right for a diagonal move */
    TW_GH_STEP_EGG = 4,        /**< decision: where Clucketta lays her egg */
    TW_GH_STEP_WIND = 5,       /**< decision: the toy Handy winds up */
    TW_GH_STEP_POUND = 6,      /**< decision: Krush Kringle pounds or declines */
    TW_GH_STEP_PUNCH = 7,      /**< decision: the toy Kangaruffian punches */
    TW_GH_STEP_PUNCH_DIST = 8, /**< chance: the d3 of the punch */
    TW_GH_STEP_EXPLODE = 9,    /**< decision: the Timebomb explodes or declines */
    TW_GH_STEP_ZAP = 10,       /**< decision: the toy Zap-Bot zaps */
    TW_GH_STEP_AGAIN = 11,     /**< decision: Ziggy's second move or decline */
    TW_GH_STEP_FILE = 12,      /**< chance: the file Presto reappears on */
    TW_GH_STEP_RANK = 13       /**< chance: the rank Presto reappears on */
} tw_gh_step;

/**
 * Reads one square.
 * @param g      a gearhead game
 * @param file   0..7 (a..h)
 * @param rank   0..7 (ranks 1..8)
 * @param kind   receives a ::tw_gh_toy (#TW_GH_EMPTY for an empty square)
 * @param facing receives a ::tw_gh_facing (#TW_GH_NORTH for an empty square)
 * @param flags  receives the TW_GH_FLAG_* bits (0 for an empty square)
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g, a NULL
 *         out-parameter, or @p file or @p rank out of 0..7.
 */
TW_API tw_status tw_gearhead_square(const tw_game *g, int file, int rank, int *kind,
                                    int *facing, int *flags);

/**
 * @param g    a gearhead game
 * @param kind a ::tw_gh_toy from #TW_GH_BIG_AL to #TW_GH_SMALL_FRY
 * @return how many of @p kind are left in the cup (0..6; always 0 for Small
 *         Fry); #TW_E_ARG for a NULL or non-gearhead @p g or @p kind out of range.
 */
TW_API int tw_gearhead_cup_count(const tw_game *g, int kind);

/**
 * @return the number of counters left in the cup (0..72); #TW_E_ARG for a
 *         NULL or non-gearhead @p g.
 */
TW_API int tw_gearhead_cup_total(const tw_game *g);

/**
 * @param kind a ::tw_gh_toy from #TW_GH_BIG_AL to #TW_GH_SMALL_FRY
 * @return how many of @p kind are in the discard (destroyed, or drawn with
 *         a full home row); #TW_E_ARG for a NULL or non-gearhead @p g or
 *         @p kind out of range.
 */
TW_API int tw_gearhead_discard_count(const tw_game *g, int kind);

/**
 * @param player 0 or 1
 * @param kind   a ::tw_gh_toy from #TW_GH_BIG_AL to #TW_GH_SMALL_FRY
 * @return how many toys of @p kind @p player has scored (each is a point);
 *         #TW_E_ARG for a NULL or non-gearhead @p g, or @p player or
 *         @p kind out of range.
 */
TW_API int tw_gearhead_victory_count(const tw_game *g, int player, int kind);

/**
 * @param phase receives a ::tw_gh_phase
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g or a NULL @p phase.
 * @note Accessor convention (docs/abi.md, 2): 2.0 returns the phase instead of a status.
 */
TW_API tw_status tw_gearhead_phase(const tw_game *g, int *phase);

/**
 * The turn owner: the player whose turn it is, who makes every decision of
 * the turn (those of free moves and of toys he no longer controls too).
 * During the roll-off it is 0; once the game is over, whoever had the last turn.
 * @param player receives 0 or 1
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g or a NULL @p player.
 * @note Accessor convention (docs/abi.md, 2): 2.0 returns the player instead of a status.
 */
TW_API tw_status tw_gearhead_turn_owner(const tw_game *g, int *player);

/**
 * The activation under way: the square of the toy that is moving (it
 * follows the toy) and the step it waits for.
 * @param file receives 0..7, or -1 when no activation is under way
 * @param rank receives 0..7, or -1 when no activation is under way
 * @param step receives a ::tw_gh_step (#TW_GH_STEP_NONE when none)
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g or a NULL
 *         out-parameter.
 */
TW_API tw_status tw_gearhead_active_square(const tw_game *g, int *file, int *rank, int *step);

/**
 * The dice the activation under way already knows, 0 for each one not
 * rolled (or not kept) yet.
 * @param move_roll   receives the move die (the kind die for Ziggy and
 *                    Small Fry), 0..8; known while the side is chosen
 * @param distance    receives Ziggy's or Small Fry's distance die, 0..6
 * @param presto_file receives Presto's file die, 0..8, while his rank is rolled
 * @param second_move receives 1 during Ziggy's second move, else 0
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g or a NULL
 *         out-parameter.
 */
TW_API tw_status tw_gearhead_dice(const tw_game *g, int *move_roll, int *distance,
                                  int *presto_file, int *second_move);

/**
 * The toy Kangaruffian punched, while its d3 is rolled.
 * @param file receives 0..7, or -1 when no punch is pending
 * @param rank receives 0..7, or -1 when no punch is pending
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g or a NULL
 *         out-parameter.
 */
TW_API tw_status tw_gearhead_punch_target(const tw_game *g, int *file, int *rank);

/**
 * @param kind receives the drawn toy awaiting placement (#TW_GH_PHASE_PLACE),
 *             else #TW_GH_EMPTY
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g or a NULL @p kind.
 * @note Accessor convention (docs/abi.md, 2): 2.0 returns the kind instead of a status.
 */
TW_API tw_status tw_gearhead_drawn(const tw_game *g, int *kind);

/**
 * @param roll receives player 0's roll-off die while player 1 rolls, else 0
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g or a NULL @p roll.
 * @note Accessor convention (docs/abi.md, 2): 2.0 returns the roll instead of a status.
 */
TW_API tw_status tw_gearhead_rolloff(const tw_game *g, int *roll);

/**
 * @return the number of consecutive completed turns in which no toy changed
 *         square (0..5; the game ends at 5); #TW_E_ARG for a NULL or
 *         non-gearhead @p g.
 */
TW_API int tw_gearhead_idle_turns(const tw_game *g);

/**
 * @return 1 if a toy has changed square (or left the board) during the
 *         turn in progress, so it will not count as idle, else 0; #TW_E_ARG
 *         for a NULL or non-gearhead @p g.
 */
TW_API int tw_gearhead_moved_this_turn(const tw_game *g);

/**
 * @return 1 if a toy placed this turn may move this turn (the param
 *         placed_moves=yes, the default), 0 if not; #TW_E_ARG for a NULL or
 *         non-gearhead @p g.
 */
TW_API int tw_gearhead_placed_moves(const tw_game *g);

/**
 * @param kind a ::tw_gh_toy from #TW_GH_BIG_AL to #TW_GH_SMALL_FRY
 * @return the toy's name, static text ("Big Al", "Zap-Bot", ...), or NULL
 *         when @p kind is out of range.
 */
TW_API const char *tw_gearhead_toy_name(int kind);

/**
 * @param kind a ::tw_gh_toy from #TW_GH_BIG_AL to #TW_GH_SMALL_FRY
 * @return the toy's letter in the notation, uppercase ('A' for Big Al, 'X'
 *         for Disasteroid, 'F' for Small Fry...), or 0 when @p kind is out
 *         of range.
 */
TW_API int tw_gearhead_toy_letter(int kind);

/* ------------------------------------------------------------------------ */
/** @name Events: the values of Gearhead's events
 *
 *  What a Gearhead move did, as tw_game_event() gives it (docs/events.md,
 *  "Gearhead Skirmish", lists every kind the game emits and its fields):
 *  the `value` of an event that says why, and of a turn.
 *  @{ */

/** Why: the `value` of #TW_EVENT_BLOCKED (why a toy stopped or stayed),
 *  #TW_EVENT_RETURNED, #TW_EVENT_REMOVED (why a toy left the board),
 *  #TW_EVENT_MOVED (#TW_GEARHEAD_REASON_TELEPORT, else #TW_NONE) and
 *  #TW_EVENT_ENDED (why the game ended). */
typedef enum tw_gearhead_reason_kind {
    TW_GEARHEAD_REASON_NONE = 0,      /**< never an event's value */
    TW_GEARHEAD_REASON_BUMP = 1,      /**< blocked: it bumped into the toy on `to` */
    TW_GEARHEAD_REASON_WALL = 2,      /**< blocked: a side wall (file a or h), not a bump */
    TW_GEARHEAD_REASON_ZAPPED = 3,    /**< blocked: it was zapped and spends the zap instead */
    TW_GEARHEAD_REASON_ON_BACK = 4,   /**< blocked: Ziggy on his back cannot move */
    TW_GEARHEAD_REASON_NO_ROOM = 5,   /**< blocked: no empty square for Clucketta's egg or for Presto */
    TW_GEARHEAD_REASON_FULL_ROW = 6,  /**< returned: the home row is full, the drawn toy is discarded */
    TW_GEARHEAD_REASON_EDGE = 7,      /**< removed: it crossed an end edge (a #TW_EVENT_SCORED follows) */
    TW_GEARHEAD_REASON_SHOT = 8,      /**< removed: Disasteroid shot it */
    TW_GEARHEAD_REASON_BLAST = 9,     /**< removed: the Walking Timebomb's explosion */
    TW_GEARHEAD_REASON_TELEPORT = 10, /**< moved: Presto disappeared and reappeared */
    TW_GEARHEAD_REASON_CLEARED = 11,  /**< ended: the cup is empty and no toy is on the board */
    TW_GEARHEAD_REASON_IDLE = 12      /**< ended: five turns in a row without a toy changing square */
} tw_gearhead_reason_kind;

/** The number of values of ::tw_gearhead_reason_kind, #TW_GEARHEAD_REASON_NONE included. */
#define TW_GEARHEAD_REASON_COUNT 13

/** A toy's new state: the `value` of #TW_EVENT_TURNED. The first two are
 *  the facings' values: a toy that turns around changes hands. */
typedef enum tw_gearhead_turn_kind {
    TW_GEARHEAD_TURN_NORTH = 0,   /**< it turns to face north: player 0 controls it */
    TW_GEARHEAD_TURN_SOUTH = 1,   /**< it turns to face south: player 1 controls it */
    TW_GEARHEAD_TURN_ON_BACK = 2, /**< Ziggy flips onto his back */
    TW_GEARHEAD_TURN_ON_LEGS = 3  /**< Ziggy flips back onto his legs */
} tw_gearhead_turn_kind;

/** The number of values of ::tw_gearhead_turn_kind. */
#define TW_GEARHEAD_TURN_COUNT 4

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_GEARHEAD_H */
