/* SPDX-License-Identifier: MIT */
/**
 * @file gearhead.h
 * @brief Gearhead Skirmish: enums and typed read-only accessors.
 *
 * Everything a C front end needs to draw a Gearhead Skirmish position
 * without parsing text: the toy, facing and flags on each square, the piles,
 * whose turn it is and what the game waits for. Nothing in Gearhead is
 * hidden (the cup's order is random, only its counts are known), so there
 * is no viewer argument and every accessor is public.
 *
 * Every function follows the convention of docs/abi.md ("The public
 * convention"): @p g must be a game created with the name "gearhead"; a
 * NULL @p g, a game of another kind or an argument out of range is
 * #TW_E_ARG (0 for a yes/no question, NULL for static text), and, when
 * @p g is a handle, tw_game_error() says which. Out-parameters may be NULL
 * and are written only on success; a value that is absent is #TW_NONE.
 *
 * Squares are given as a file 0..7 (files a..h) and a rank 0..7 (ranks
 * 1..8). Player 0's home row is rank 0 (rank 1); player 1's is rank 7.
 *
 * This header is C99 and includes only toywar.h.
 */
#ifndef TOYWAR_GEARHEAD_H
#define TOYWAR_GEARHEAD_H

#include "toywar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Toy kinds, in the seed's order, which is the canonical order of every
 *  pile (and of the blind draw's chance outcomes). */
typedef enum tw_gearhead_toy_kind {
    TW_GEARHEAD_TOY_NONE = 0,              /**< no toy (an empty square) */
    TW_GEARHEAD_TOY_BIG_AL = 1,            /**< A: the bulldozer; pushes lines of toys */
    TW_GEARHEAD_TOY_CLUCKETTA = 2,         /**< C: the chicken; flies, lays eggs */
    TW_GEARHEAD_TOY_DEAD_HEAD = 3,         /**< D: the skull; turns toys face to face with it */
    TW_GEARHEAD_TOY_DISASTEROID = 4,       /**< X: the laser robot; shoots */
    TW_GEARHEAD_TOY_HANDY = 5,             /**< H: the glove; winds up a neighbour */
    TW_GEARHEAD_TOY_KRUSH_KRINGLE = 6,     /**< K: pounds the ground, reversing neighbours */
    TW_GEARHEAD_TOY_ORBIT = 7,             /**< O: the flying saucer */
    TW_GEARHEAD_TOY_PRESTO = 8,            /**< P: the magician; teleports */
    TW_GEARHEAD_TOY_KANGARUFFIAN = 9,      /**< R: the boxing kangaroo; punches */
    TW_GEARHEAD_TOY_WALKING_TIMEBOMB = 10, /**< T: explodes */
    TW_GEARHEAD_TOY_ZAP_BOT = 11,          /**< B: zaps a neighbour */
    TW_GEARHEAD_TOY_ZIGGY = 12,            /**< Z: the cockroach; flips, moves twice */
    TW_GEARHEAD_TOY_SMALL_FRY = 13         /**< F: Clucketta's chick; never in the cup */
} tw_gearhead_toy_kind;

/** The number of values of ::tw_gearhead_toy_kind, #TW_GEARHEAD_TOY_NONE included. */
#define TW_GEARHEAD_TOY_COUNT 14

/** Which way a toy faces. A toy facing north is controlled by player 0,
 *  one facing south by player 1. */
typedef enum tw_gearhead_facing_kind {
    TW_GEARHEAD_FACING_NORTH = 0, /**< toward rank 8 (player 0's toys) */
    TW_GEARHEAD_FACING_SOUTH = 1  /**< toward rank 1 (player 1's toys) */
} tw_gearhead_facing_kind;

/** The number of values of ::tw_gearhead_facing_kind. */
#define TW_GEARHEAD_FACING_COUNT 2

/** @name Square flags (bits of the flags out-parameter of tw_gearhead_square())
 *  @{ */
#define TW_GEARHEAD_FLAG_ON_BACK 0x01     /**< Ziggy is on his back and cannot move */
#define TW_GEARHEAD_FLAG_ZAPPED 0x02      /**< its next move will be skipped */
#define TW_GEARHEAD_FLAG_ACTED 0x04       /**< made its own move this turn */
#define TW_GEARHEAD_FLAG_TURNED 0x08      /**< its facing changed this turn: no own move */
#define TW_GEARHEAD_FLAG_IN_PROGRESS 0x10 /**< a Handy whose wind is being resolved */
/** @} */

/** The phase of the game. */
typedef enum tw_gearhead_phase_kind {
    TW_GEARHEAD_PHASE_ROLLOFF = 0,    /**< the players roll a d8 each for the first turn */
    TW_GEARHEAD_PHASE_DRAW = 1,       /**< the turn player draws from the cup (chance) */
    TW_GEARHEAD_PHASE_PLACE = 2,      /**< the turn player places the drawn toy */
    TW_GEARHEAD_PHASE_ACT = 3,        /**< the turn player picks a toy to move */
    TW_GEARHEAD_PHASE_ACTIVATION = 4, /**< a toy's move is under way (see ::tw_gearhead_step_kind) */
    TW_GEARHEAD_PHASE_OVER = 5        /**< the game has ended */
} tw_gearhead_phase_kind;

/** The number of values of ::tw_gearhead_phase_kind. */
#define TW_GEARHEAD_PHASE_COUNT 6

/** What an activation waits for (#TW_GEARHEAD_PHASE_ACTIVATION only). */
typedef enum tw_gearhead_step_kind {
    TW_GEARHEAD_STEP_NONE = 0,       /**< no activation under way */
    TW_GEARHEAD_STEP_ROLL = 1,       /**< chance: the move die (the kind die for Ziggy, Small Fry) */
    TW_GEARHEAD_STEP_DIST = 2,       /**< chance: the distance d6 of Ziggy or Small Fry */
    TW_GEARHEAD_STEP_SIDE = 3,       /**< decision: left or right for a diagonal move */
    TW_GEARHEAD_STEP_EGG = 4,        /**< decision: where Clucketta lays her egg */
    TW_GEARHEAD_STEP_WIND = 5,       /**< decision: the toy Handy winds up */
    TW_GEARHEAD_STEP_POUND = 6,      /**< decision: Krush Kringle pounds or declines */
    TW_GEARHEAD_STEP_PUNCH = 7,      /**< decision: the toy Kangaruffian punches */
    TW_GEARHEAD_STEP_PUNCH_DIST = 8, /**< chance: the d3 of the punch */
    TW_GEARHEAD_STEP_EXPLODE = 9,    /**< decision: the Timebomb explodes or declines */
    TW_GEARHEAD_STEP_ZAP = 10,       /**< decision: the toy Zap-Bot zaps */
    TW_GEARHEAD_STEP_AGAIN = 11,     /**< decision: Ziggy's second move or decline */
    TW_GEARHEAD_STEP_FILE = 12,      /**< chance: the file Presto reappears on */
    TW_GEARHEAD_STEP_RANK = 13       /**< chance: the rank Presto reappears on */
} tw_gearhead_step_kind;

/** The number of values of ::tw_gearhead_step_kind, #TW_GEARHEAD_STEP_NONE included. */
#define TW_GEARHEAD_STEP_COUNT 14

/**
 * Reads one square.
 * @param g      a gearhead game
 * @param file   0..7 (a..h)
 * @param rank   0..7 (ranks 1..8)
 * @param facing receives a ::tw_gearhead_facing_kind, #TW_NONE for an empty
 *               square; may be NULL
 * @param flags  receives the TW_GEARHEAD_FLAG_* bits (0 for an empty
 *               square); may be NULL
 * @return the ::tw_gearhead_toy_kind on the square (#TW_GEARHEAD_TOY_NONE
 *         when empty); #TW_E_ARG for a NULL or non-gearhead @p g, or
 *         @p file or @p rank out of 0..7.
 * @public
 */
TW_API int tw_gearhead_square(const tw_game *g, int file, int rank, int *facing, int *flags);

/**
 * @param g    a gearhead game
 * @param kind a ::tw_gearhead_toy_kind from #TW_GEARHEAD_TOY_BIG_AL to
 *             #TW_GEARHEAD_TOY_SMALL_FRY
 * @return how many of @p kind are left in the cup (0..6; always 0 for Small
 *         Fry); #TW_E_ARG for a NULL or non-gearhead @p g or @p kind out of range.
 * @public
 */
TW_API int tw_gearhead_cup_count(const tw_game *g, int kind);

/**
 * @param g a gearhead game
 * @return the number of counters left in the cup (0..72); #TW_E_ARG for a
 *         NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_cup_total(const tw_game *g);

/**
 * @param g    a gearhead game
 * @param kind a ::tw_gearhead_toy_kind from #TW_GEARHEAD_TOY_BIG_AL to
 *             #TW_GEARHEAD_TOY_SMALL_FRY
 * @return how many of @p kind are in the discard (destroyed, or drawn with
 *         a full home row); #TW_E_ARG for a NULL or non-gearhead @p g or
 *         @p kind out of range.
 * @public
 */
TW_API int tw_gearhead_discard_count(const tw_game *g, int kind);

/**
 * @param g      a gearhead game
 * @param player 0 or 1
 * @param kind   a ::tw_gearhead_toy_kind from #TW_GEARHEAD_TOY_BIG_AL to
 *               #TW_GEARHEAD_TOY_SMALL_FRY
 * @return how many toys of @p kind @p player has scored (each is a point);
 *         #TW_E_ARG for a NULL or non-gearhead @p g, or @p player or
 *         @p kind out of range.
 * @public
 */
TW_API int tw_gearhead_victory_count(const tw_game *g, int player, int kind);

/**
 * @param g a gearhead game
 * @return the phase, a ::tw_gearhead_phase_kind; #TW_E_ARG for a NULL or
 *         non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_phase(const tw_game *g);

/**
 * The turn player: the player whose turn it is, who makes every decision
 * of the turn (those of free moves and of toys he no longer controls too).
 * During the roll-off it is 0; once the game is over, whoever had the last
 * turn.
 * @param g a gearhead game
 * @return 0 or 1; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_turn_player(const tw_game *g);

/**
 * The activation under way: the square of the toy that is moving (it
 * follows the toy) and the step it waits for.
 * @param g    a gearhead game
 * @param file receives 0..7, or #TW_NONE when no activation is under way;
 *             may be NULL
 * @param rank receives 0..7, or #TW_NONE when no activation is under way;
 *             may be NULL
 * @param step receives a ::tw_gearhead_step_kind (#TW_GEARHEAD_STEP_NONE
 *             when none); may be NULL
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API tw_status tw_gearhead_active_square(const tw_game *g, int *file, int *rank, int *step);

/**
 * The dice the activation under way already knows.
 * @param g           a gearhead game
 * @param move_roll   receives the move die (the kind die for Ziggy and
 *                    Small Fry), 1..8, known while the side is chosen;
 *                    #TW_NONE while not rolled (or not kept); may be NULL
 * @param distance    receives Ziggy's or Small Fry's distance die, 1..6, or
 *                    #TW_NONE; may be NULL
 * @param presto_file receives Presto's file die, 1..8, while his rank is
 *                    rolled, or #TW_NONE; may be NULL
 * @param second_move receives 1 during Ziggy's second move, else 0; may be
 *                    NULL
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API tw_status tw_gearhead_dice(const tw_game *g, int *move_roll, int *distance,
                                  int *presto_file, int *second_move);

/**
 * The toy Kangaruffian punched, while its d3 is rolled.
 * @param g    a gearhead game
 * @param file receives 0..7, or #TW_NONE when no punch is pending; may be NULL
 * @param rank receives 0..7, or #TW_NONE when no punch is pending; may be NULL
 * @return #TW_OK; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API tw_status tw_gearhead_punch_target(const tw_game *g, int *file, int *rank);

/**
 * @param g a gearhead game
 * @return the drawn toy awaiting placement (#TW_GEARHEAD_PHASE_PLACE), a
 *         ::tw_gearhead_toy_kind, else #TW_GEARHEAD_TOY_NONE; #TW_E_ARG for
 *         a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_drawn(const tw_game *g);

/**
 * @param g a gearhead game
 * @return player 0's roll-off die (1..8) while player 1 rolls, else
 *         #TW_NONE; #TW_E_ARG for a NULL or non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_rolloff(const tw_game *g);

/**
 * @param g a gearhead game
 * @return the number of consecutive completed turns in which no toy changed
 *         square (0..5; the game ends at 5); #TW_E_ARG for a NULL or
 *         non-gearhead @p g.
 * @public
 */
TW_API int tw_gearhead_idle_turns(const tw_game *g);

/**
 * Whether a toy has changed square (or left the board) during the turn in
 * progress, so that the turn will not count as idle.
 * @param g a gearhead game
 * @return 1 if one has, 0 if not; 0 for a NULL or non-gearhead @p g (a
 *         yes/no question never answers with a negative value; the
 *         handle's message says why).
 * @public
 */
TW_API int tw_gearhead_has_moved(const tw_game *g);

/**
 * Whether a toy placed this turn may move this turn (the param
 * `placed_moves`, `on` by default).
 * @param g a gearhead game
 * @return 1 if it may (placed_moves=on), 0 if not (placed_moves=off); 0 for
 *         a NULL or non-gearhead @p g (the handle's message says why).
 * @public
 */
TW_API int tw_gearhead_has_placed_moves(const tw_game *g);

/**
 * @param kind a ::tw_gearhead_toy_kind from #TW_GEARHEAD_TOY_BIG_AL to
 *             #TW_GEARHEAD_TOY_SMALL_FRY
 * @return the toy's name, static text ("Big Al", "Zap-Bot", ...); NULL for
 *         #TW_GEARHEAD_TOY_NONE (an empty square is no toy) and any value
 *         that names no toy.
 * @public
 */
TW_API const char *tw_gearhead_toy_name(int kind);

/**
 * @param kind a ::tw_gearhead_toy_kind from #TW_GEARHEAD_TOY_BIG_AL to
 *             #TW_GEARHEAD_TOY_SMALL_FRY
 * @return the toy's code in the notation, static text, its upper-case
 *         letter ("A" for Big Al, "X" for Disasteroid, "F" for Small
 *         Fry...; a position writes it in lower case for a toy facing
 *         south); NULL for #TW_GEARHEAD_TOY_NONE and any value that names
 *         no toy.
 * @public
 */
TW_API const char *tw_gearhead_toy_code(int kind);

/**
 * @param phase a ::tw_gearhead_phase_kind
 * @return the phase's name, static text, as the JSON view's `phase` writes
 *         it: "rolloff", "draw", "place", "act", "activation", "over"; NULL
 *         for any value that names no phase.
 * @public
 */
TW_API const char *tw_gearhead_phase_name(int phase);

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
