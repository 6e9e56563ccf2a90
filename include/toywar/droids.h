/* SPDX-License-Identifier: MIT */
/**
 * @file droids.h
 * @brief Droids: enums, typed read-only accessors, and games on a host's board.
 *
 * Droids is played through the generic API of toywar.h
 * (`tw_game_new("droids", "players=3 scenario=de-mine", &g)`). This header
 * adds what a C front end needs to draw every visible part of a state
 * without parsing text, and a way to start a game on a board of the host's
 * own (the board text format is docs/notation/droids-board.md).
 *
 * Squares are numbered `rank * 10 + file`: a1 = 0 (south-west corner),
 * j1 = 9, a10 = 90, j10 = 99. Players are seats: 0 south, 1 north, 2 west,
 * 3 east. Transmitters are numbered 0..9 from the seat's left; box 0 is the
 * one nearest the board.
 *
 * Every accessor takes a game made by this library. Unless it says
 * otherwise, an accessor returns a value >= 0, or a negative tw_status:
 * TW_E_ARG when g is NULL, plays another game, or an index is out of range
 * (tw_game_error(g) then says which). Hidden information (another player's
 * rack, the piles' contents) is refused with TW_E_ARG for a viewer who may
 * not see it.
 *
 * The accessors of the turn's state added in 1.1 (tw_droids_max_turns() to
 * tw_droids_sheet_sent()) follow the accessor convention of docs/abi.md:
 * what none of them reads is hidden from any player, so none takes a
 * viewer; where every value >= 0 is taken they return 1 (present) or 0
 * (absent) and write the value through an out-parameter, which may be
 * NULL and receives -1 for none.
 */
#ifndef TOYWAR_DROIDS_H
#define TOYWAR_DROIDS_H

#include <stddef.h>
#include <stdint.h>

#include "toywar/toywar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** What a square is made of. */
typedef enum tw_droids_terrain_kind {
    TW_DROIDS_LAND = 0,   /**< land */
    TW_DROIDS_WATER = 1,  /**< water (the river) */
    TW_DROIDS_FIXED = 2   /**< a fixed obstacle */
} tw_droids_terrain_kind;

/** An object on a square or carried by a droid. */
typedef enum tw_droids_object_kind {
    TW_DROIDS_OBJ_NONE = 0,      /**< nothing */
    TW_DROIDS_OBJ_OBSTACLE = 1,  /**< a mobile obstacle */
    TW_DROIDS_OBJ_MINE = 2,      /**< a mine (de-mine) */
    TW_DROIDS_OBJ_CARGO = 3,     /**< a cargo box (golden-microchips) */
    TW_DROIDS_OBJ_STATUE = 4     /**< the statue, when carried (robot-statue) */
} tw_droids_object_kind;

/** Order chits, in the canonical order of a blind draw's outcomes. */
typedef enum tw_droids_chit {
    TW_DROIDS_CHIT_NONE = 0,       /**< an empty box */
    TW_DROIDS_CHIT_V1 = 1,         /**< violet: advance 1 */
    TW_DROIDS_CHIT_VD = 2,         /**< violet: diagonal 1 */
    TW_DROIDS_CHIT_V2 = 3,         /**< violet: advance 2 */
    TW_DROIDS_CHIT_VF = 4,         /**< violet: as far as possible */
    TW_DROIDS_CHIT_B1 = 5,         /**< blue: advance 1 in water */
    TW_DROIDS_CHIT_BD = 6,         /**< blue: diagonal 1 in water */
    TW_DROIDS_CHIT_G1 = 7,         /**< grey: repair robot advance 1 */
    TW_DROIDS_CHIT_GF = 8,         /**< grey: repair robot as far as possible */
    TW_DROIDS_CHIT_G2 = 9,         /**< grey: repair robot advance 2 */
    TW_DROIDS_CHIT_GR = 10,        /**< grey: repair */
    TW_DROIDS_CHIT_SHOOT = 11,     /**< red: shoot */
    TW_DROIDS_CHIT_PICK = 12,      /**< red: pick up / put down */
    TW_DROIDS_CHIT_INTERFERE = 13, /**< red: interference */
    TW_DROIDS_CHIT_X = 14          /**< the killer's four-way shot (Program Sheet only) */
} tw_droids_chit;

/** The number of values of ::tw_droids_chit, #TW_DROIDS_CHIT_NONE included. @since 1.1 */
#define TW_DROIDS_CHIT_COUNT 15

/** Absolute directions on the board (north is rank 10). */
typedef enum tw_droids_dir {
    TW_DROIDS_N = 0, TW_DROIDS_E = 1, TW_DROIDS_S = 2, TW_DROIDS_W = 3,
    TW_DROIDS_NE = 4, TW_DROIDS_SE = 5, TW_DROIDS_SW = 6, TW_DROIDS_NW = 7
} tw_droids_dir;

/** Robots: players' droids 0..3, the two repair robots, the grey droid
 *  (the statue in robot-statue, the killer in robot-killer). */
typedef enum tw_droids_robot {
    TW_DROIDS_ROBOT_REPAIR0 = 4, /**< repair robot (the two are kept in square order) */
    TW_DROIDS_ROBOT_REPAIR1 = 5, /**< the other repair robot */
    TW_DROIDS_ROBOT_GREY = 6     /**< statue or killer */
} tw_droids_robot;

/** The number of robot indices: players' droids 0..3, then the values of
 *  ::tw_droids_robot. @since 1.1 */
#define TW_DROIDS_ROBOT_COUNT 7

/** The four face-down piles. */
typedef enum tw_droids_pile {
    TW_DROIDS_PILE_VIOLET = 0, TW_DROIDS_PILE_BLUE = 1, TW_DROIDS_PILE_GREY = 2,
    TW_DROIDS_PILE_RED = 3
} tw_droids_pile;

/** Scenarios, as the param `scenario` names them. */
typedef enum tw_droids_scenario_id {
    TW_DROIDS_CHALLENGE = 0, TW_DROIDS_DEMINE = 1, TW_DROIDS_GOLDEN_MICROCHIPS = 2,
    TW_DROIDS_ROBOT_MADNESS = 3, TW_DROIDS_ROBOT_STATUE = 4, TW_DROIDS_DUEL = 5,
    TW_DROIDS_ROBOT_KILLER = 6
} tw_droids_scenario_id;

/** Where a turn is (see docs/notation/droids.md, "phase"). */
typedef enum tw_droids_phase_id {
    TW_DROIDS_PH_FIRST = 0, TW_DROIDS_PH_SETUP, TW_DROIDS_PH_PILE, TW_DROIDS_PH_DRAW,
    TW_DROIDS_PH_TAKE, TW_DROIDS_PH_CHIT, TW_DROIDS_PH_BOX, TW_DROIDS_PH_SHEET,
    TW_DROIDS_PH_SEND, TW_DROIDS_PH_SHOT, TW_DROIDS_PH_PICK, TW_DROIDS_PH_PUT,
    TW_DROIDS_PH_UNCOVER, TW_DROIDS_PH_MINE, TW_DROIDS_PH_COVER, TW_DROIDS_PH_OVER
} tw_droids_phase_id;

/**
 * @brief Starts a Droids game on a board supplied by the host.
 *
 * @param board_text the board in the format of docs/notation/droids-board.md
 *        (ten rows of ten squares, rank 10 first, optional `sheet` lines);
 *        without sheet lines the robot killer uses our Program Sheet.
 * @param params the same params as tw_game_new("droids", ...); NULL or "" for
 *        the defaults.
 * @param out receives the new game; set to NULL on failure.
 * @return TW_OK; TW_E_ARG if board_text or out is NULL; TW_E_PARSE if the
 *         board is malformed (a row not 10 squares, an unknown character, a
 *         start square missing or doubled, not exactly two repair corners
 *         'R' or one grey square 'G', a bad sheet line), the message naming
 *         the line; TW_E_PARAM for a bad param or a player count the
 *         scenario refuses; TW_E_NOMEM. On failure tw_game_error(NULL) says
 *         why. The game's replay starts from its position text, which
 *         carries the board.
 */
TW_API tw_status tw_droids_new_on_board(const char *board_text, const char *params,
                                        tw_game **out);

/**
 * @brief Checks a board text without starting a game.
 * @param board_text the board (see tw_droids_new_on_board()).
 * @param msg receives the reason a board is refused ("" when valid); may be
 *        NULL when cap is 0; always NUL-terminated when cap > 0.
 * @param cap size of msg.
 * @return TW_OK, TW_E_ARG (board_text NULL, or msg NULL with cap > 0) or
 *         TW_E_PARSE.
 */
TW_API tw_status tw_droids_check_board(const char *board_text, char *msg, size_t cap);

/**
 * @brief Writes our standard board, with its Program Sheet, as board text.
 * @return the length needed (snprintf semantics), or TW_E_ARG when buf is
 *         NULL with cap > 0.
 */
TW_API int tw_droids_default_board(char *buf, size_t cap);

/** @brief The scenario (tw_droids_scenario_id), or a negative tw_status. */
TW_API int tw_droids_scenario(const tw_game *g);
/** @brief The phase of the turn (tw_droids_phase_id), or a negative tw_status. */
TW_API int tw_droids_phase(const tw_game *g);
/** @brief The turn number (from 1), or a negative tw_status. */
TW_API int tw_droids_turn(const tw_game *g);
/** @brief This turn's start player, or a negative tw_status.
 *  @note Accessor convention (docs/abi.md, 3): before chance has drawn the
 *  first start player (`TW_DROIDS_PH_FIRST`) it returns 0, a seat; 2.0
 *  returns 1 or 0 and writes the seat, or -1, through an out-parameter. */
TW_API int tw_droids_start_player(const tw_game *g);

/** @brief The terrain of square 0..99 (tw_droids_terrain_kind); TW_E_ARG when out of range. */
TW_API int tw_droids_terrain(const tw_game *g, int square);
/** @brief The object lying on square 0..99 (tw_droids_object_kind; never STATUE:
 *  a statue on the board is the grey robot); TW_E_ARG when out of range. */
TW_API int tw_droids_object(const tw_game *g, int square);
/** @brief Player's start square; TW_E_ARG unless 0 <= player < 4. */
TW_API int tw_droids_start_square(const tw_game *g, int player);

/** @brief The square of a robot (0..3 a player's droid, tw_droids_robot
 *  otherwise), or -1 when it is not on the board (a seat not playing, no
 *  repair robots in the scenario, a carried statue); TW_E_ARG when robot is
 *  not 0..6.
 *  @note Accessor convention (docs/abi.md, 3): -1 for none is TW_E_ARG's
 *  value; 2.0 returns 1 or 0 and writes the square through an out-parameter. */
TW_API int tw_droids_robot_square(const tw_game *g, int robot);
/** @brief The robot on square 0..99, or -1 for none; TW_E_ARG when out of range.
 *  @note Accessor convention (docs/abi.md, 3): -1 for none is TW_E_ARG's
 *  value; 2.0 returns 1 or 0 and writes the robot through an out-parameter. */
TW_API int tw_droids_robot_at(const tw_game *g, int square);

/** @brief What player's droid carries (tw_droids_object_kind); count (may be
 *  NULL) receives how many (duel and robot-killer supplies hold several
 *  obstacles). TW_E_ARG unless player is in the game. */
TW_API int tw_droids_carried(const tw_game *g, int player, int *count);
/** @brief The covered (damaged) transmitters of player, bit t for
 *  transmitter t. TW_E_ARG unless player is in the game. */
TW_API int tw_droids_covered(const tw_game *g, int player);
/** @brief The chit in a box of player's transmitter (tw_droids_chit, 0 for
 *  empty); direction (may be NULL) receives its tw_droids_dir (0 for a pick
 *  up chit). Chits on transmitters are face up: visible to all. TW_E_ARG for
 *  an index out of range. */
TW_API int tw_droids_box(const tw_game *g, int player, int transmitter, int box, int *direction);
/** @brief How many chits player holds on his rack (visible to all). */
TW_API int tw_droids_rack_size(const tw_game *g, int player);
/** @brief How many chits of a kind (1..13) player holds, as viewer sees it:
 *  TW_E_ARG when viewer is another player (racks are hidden), when viewer is
 *  player while he still draws blind (he sees his seven chits once his draw
 *  is over), or an index is out of range; viewer may be TW_VIEW_ALL.
 *  @note Accessor convention (docs/abi.md, 4 and 5): 2.0 takes the viewer
 *  after the player and the chit, and answers a hidden count with -1
 *  rather than TW_E_ARG. */
TW_API int tw_droids_rack_count(const tw_game *g, int viewer, int player, int chit);
/** @brief How many chits a pile (tw_droids_pile) holds (visible to all). */
TW_API int tw_droids_pile_count(const tw_game *g, int pile);
/** @brief How many chits of a kind (1..13) are left in the piles: only for
 *  viewer TW_VIEW_ALL (TW_E_ARG otherwise: the piles are face down).
 *  @note Accessor convention (docs/abi.md, 4 and 5): 2.0 takes the viewer
 *  after the chit, and answers a hidden count with -1 rather than TW_E_ARG. */
TW_API int tw_droids_pile_kind_count(const tw_game *g, int viewer, int chit);

/** @brief 1 if player is eliminated, 0 if not; TW_E_ARG for a bad player. */
TW_API int tw_droids_is_eliminated(const tw_game *g, int player);
/** @brief Cargo boxes player brought home (golden-microchips), else 0. */
TW_API int tw_droids_cargo_score(const tw_game *g, int player);
/** @brief Transmitters (0..9) the killer's Program Sheet set 1 lies on this
 *  turn: the d10 roll (0 counts as 10) minus 1, or -1 before the roll.
 *  @note Accessor convention (docs/abi.md, 3): -1 before the roll is
 *  TW_E_ARG's value; 2.0 returns 1 or 0 and writes the position through an
 *  out-parameter. */
TW_API int tw_droids_sheet_position(const tw_game *g);
/** @brief An order of the Program Sheet: set 0..9, order 0..2; returns the
 *  chit (0 for none) and its direction through direction (may be NULL). */
TW_API int tw_droids_sheet_order(const tw_game *g, int set, int order, int *direction);

/**
 * @param kind a ::tw_droids_chit from #TW_DROIDS_CHIT_V1 to #TW_DROIDS_CHIT_X
 * @return the chit's name, static text: what the order does, after the
 *         pile's element ("land: advance 1", "water: diagonal 1",
 *         "repair robot: repair", "shoot", "pick up / put down",
 *         "interference", "killer: four-way shot"...); NULL for
 *         #TW_DROIDS_CHIT_NONE (an empty box is no chit) and any value that
 *         names no chit.
 * @since 1.1
 */
TW_API const char *tw_droids_chit_name(int kind);

/**
 * @param robot a robot index: a player's droid 0..3 (the seats south, north,
 *              west, east), or a ::tw_droids_robot
 * @return the robot's name, static text: "south droid", "north droid",
 *         "west droid", "east droid", "repair robot" (both repair robots),
 *         "grey droid" (the statue in robot-statue, the killer in
 *         robot-killer); NULL for any value that names no robot.
 * @since 1.1
 */
TW_API const char *tw_droids_robot_name(int robot);

/** The robot killer where a sender is named (tw_droids_actor()), as `K` is
 *  in the position text: a value past the seats 0..3. @since 1.1 */
#define TW_DROIDS_SENDER_KILLER 4

/** @name Player flags (the bits tw_droids_player_flags() returns)
 *  The position text's `out`, `passed`, `done` and `sent` tokens, one
 *  player's bit of each. @since 1.1
 *  @{ */
#define TW_DROIDS_FLAG_ELIMINATED 0x01 /**< out of the game (`out`) */
#define TW_DROIDS_FLAG_PASSED 0x02     /**< has passed in this turn's programming (`passed`) */
#define TW_DROIDS_FLAG_DONE 0x04       /**< has no order left that can take effect this
                                            turn's execution (`done`) */
#define TW_DROIDS_FLAG_SENT 0x08       /**< sent an order to his own droid or a repair robot
                                            this turn (`sent`) */
/** @} */

/**
 * @param g a droids game
 * @return the turn limit (the param `max_turns`, 1..1000, the position
 *         text's `maxturns`): after this turn the game is a draw among
 *         the players still in (in robot-killer, lost); #TW_E_ARG for a
 *         NULL or non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_max_turns(const tw_game *g);

/**
 * @param g a droids game
 * @return the param `killer_shots` (the position text's `shots`), 1..6 in
 *         robot-killer: 1 the killer's four-way shot fires as a droid's
 *         shots do; 2..5 it hits, covering 1, 2, 3 or 5 transmitters,
 *         whenever the droid is in its row or column; 6 such a hit loses.
 *         Always 1 in the other
 *         scenarios (which refuse any other value); #TW_E_ARG for a NULL or
 *         non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_killer_shots(const tw_game *g);

/**
 * @param g a droids game
 * @return 1 if the players play in teams (south with north, west with
 *         east: the param `teams`, only with 4 players in challenge or
 *         de-mine), else 0; #TW_E_ARG for a NULL or non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_teams(const tw_game *g);

/**
 * Who the game waits for (the position text's `cur`): the player to decide
 * in every phase but four, also the drawer at `TW_DROIDS_PH_DRAW` and the
 * carrier of the mine at `TW_DROIDS_PH_MINE` (chance phases that roll for
 * him). Nobody at `TW_DROIDS_PH_FIRST`, `TW_DROIDS_PH_SHEET`,
 * `TW_DROIDS_PH_SHOT` and `TW_DROIDS_PH_OVER`.
 * @param g      a droids game
 * @param player receives the seat 0..3, or -1 for nobody; may be NULL
 * @return 1 if someone is named, 0 if nobody; #TW_E_ARG for a NULL or
 *         non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_chooser(const tw_game *g, int *player);

/**
 * Who sent the order being resolved, or else the last order of this
 * turn's execution (the position text's `actor`).
 * @param g      a droids game
 * @param sender receives the seat 0..3 or #TW_DROIDS_SENDER_KILLER (the
 *               robot killer's Program Sheet), or -1 for nobody; may be NULL
 * @return 1 once an order has been sent in this turn's execution, 0
 *         before (and once the game is over); #TW_E_ARG for a NULL or
 *         non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_actor(const tw_game *g, int *sender);

/**
 * @param g a droids game
 * @return the mobile obstacles the players have placed at set-up (the
 *         position text's `step`): so far during `TW_DROIDS_PH_SETUP`, all
 *         of them once it is over (challenge and robot-madness; the count
 *         stays for the rest of the game, as the text keeps it: a position
 *         written without `step` says 0); 0 in scenarios without set-up
 *         obstacles (position text that says otherwise is refused);
 *         #TW_E_ARG for a NULL or non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_obstacles_placed(const tw_game *g);

/**
 * The pile being drawn from (the position text's `pile`): the chooser
 * named it at `TW_DROIDS_PH_PILE`, the draw is chance.
 * @param g    a droids game
 * @param pile receives the ::tw_droids_pile, or -1 for none; may be NULL
 * @return 1 at `TW_DROIDS_PH_DRAW`, else 0; #TW_E_ARG for a NULL or
 *         non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_pending_pile(const tw_game *g, int *pile);

/**
 * The chit the chooser took from his rack and is about to put in a box
 * (the position text's `chit`). It stays counted on his rack until then,
 * but is no secret: the move that chose it is in the history, and it goes
 * face up next.
 * @param g         a droids game
 * @param direction receives its ::tw_droids_dir, or -1 when none is waiting
 *                  or the chit takes no direction (pick up / put down; 0
 *                  would be `TW_DROIDS_N`); may be NULL
 * @return the ::tw_droids_chit at `TW_DROIDS_PH_BOX`, else
 *         #TW_DROIDS_CHIT_NONE; #TW_E_ARG for a NULL or non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_pending_chit(const tw_game *g, int *direction);

/**
 * The shot whose d10 is being rolled (the position text's `shot`): the
 * face divided by the distance is the number of transmitters the target
 * loses.
 * @param g        a droids game
 * @param target   receives the target's seat 0..3, or -1 for none; may be NULL
 * @param distance receives the distance in squares 1..9, or -1 for none;
 *                 may be NULL
 * @return 1 at `TW_DROIDS_PH_SHOT`, else 0; #TW_E_ARG for a NULL or
 *         non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_pending_shot(const tw_game *g, int *target, int *distance);

/**
 * @param g      a droids game
 * @param player a player of the game, 0 .. tw_game_num_players() - 1
 * @return how many transmitters @p player must still cover after hits
 *         (the JSON view's `hits_pending`, the position text's `hits:`);
 *         #TW_E_ARG for a NULL or non-droids @p g or @p player out of range.
 * @since 1.1
 */
TW_API int tw_droids_hits_pending(const tw_game *g, int player);

/**
 * @param g      a droids game
 * @param player a player of the game, 0 .. tw_game_num_players() - 1
 * @return how many d10s @p player still owes for the mine he carries
 *         (de-mine; the position text's `rolls:`), else 0; #TW_E_ARG for a
 *         NULL or non-droids @p g or @p player out of range.
 * @since 1.1
 */
TW_API int tw_droids_mine_rolls_pending(const tw_game *g, int player);

/**
 * @param g      a droids game
 * @param player a player of the game, 0 .. tw_game_num_players() - 1
 * @return the TW_DROIDS_FLAG_* bits of @p player (0 for none);
 *         #TW_E_ARG for a NULL or non-droids @p g or @p player out of range.
 * @since 1.1
 */
TW_API int tw_droids_player_flags(const tw_game *g, int player);

/**
 * @param g a droids game
 * @return 1 if the robot killer has no Program Sheet order left to send
 *         this turn (the
 *         position text's `done=K`), else 0 (always 0 outside
 *         robot-killer); #TW_E_ARG for a NULL or non-droids @p g.
 * @since 1.1
 */
TW_API int tw_droids_killer_done(const tw_game *g);

/**
 * @param g     a droids game
 * @param set   a set of the Program Sheet, 0..9
 * @param order an order of the set, 0..2 (its box, as tw_droids_sheet_order())
 * @return 1 if the robot killer sent that order this turn (the position
 *         text's `ksent`), else 0 (always 0 outside robot-killer);
 *         #TW_E_ARG for a NULL or non-droids @p g, or @p set or @p order
 *         out of range.
 * @since 1.1
 */
TW_API int tw_droids_sheet_sent(const tw_game *g, int set, int order);

/** @name Events (toywar.h, "Events"; docs/events.md, Droids)
 *  What the fields of Droids' events hold. A `piece` is a chit as a box
 *  holds it: its ::tw_droids_chit plus 16 times its ::tw_droids_dir (`V2n`
 *  is 3, `V2e` 19; a drawn chit has no direction); a robot:
 *  #TW_DROIDS_EVENT_ROBOT plus its index (both repair robots are
 *  #TW_DROIDS_EVENT_ROBOT + #TW_DROIDS_ROBOT_REPAIR0, as the two swap
 *  indices to stay in square order: their squares say which); an object:
 *  #TW_DROIDS_EVENT_OBJECT plus its ::tw_droids_object_kind; or
 *  #TW_DROIDS_EVENT_FIXED, a fixed obstacle (what stops a move or a shot).
 *  `from` and `to` are squares 0..99, transmitters 0..9, boxes
 *  (transmitter * 3 + box) or piles (::tw_droids_pile), kind by kind as
 *  docs/events.md says. The enums below are the values of the kinds that
 *  say why. @since 1.1
 *  @{ */
#define TW_DROIDS_EVENT_ROBOT 128  /**< a robot's piece: this plus its index */
#define TW_DROIDS_EVENT_OBJECT 144 /**< an object's piece: this plus its ::tw_droids_object_kind */
#define TW_DROIDS_EVENT_FIXED 160  /**< the piece of a fixed obstacle */

/** Why a player is eliminated (the value of #TW_EVENT_ELIMINATED): he sent
 *  no order to his droid or a repair robot during the turn, because... */
typedef enum tw_droids_out_reason {
    TW_DROIDS_OUT_COVERED = 1,    /**< all ten of his transmitters are covered */
    TW_DROIDS_OUT_UNSENDABLE = 2, /**< none of the orders left on his transmitters could take effect */
    TW_DROIDS_OUT_NO_ORDER = 3    /**< he had no such order left (none placed, or interference only) */
} tw_droids_out_reason;

/** Why the game ends (the value of #TW_EVENT_ENDED). */
typedef enum tw_droids_end_reason {
    TW_DROIDS_END_LAST = 1,  /**< one player is left in: he wins by default */
    TW_DROIDS_END_ALL_OUT,   /**< every player left is eliminated in the same turn: nobody wins */
    TW_DROIDS_END_TEAM,      /**< teams: the other team is out */
    TW_DROIDS_END_MAX_TURNS, /**< the last turn (`max_turns`) is over: a draw among the players
                                  still in; robot-killer: lost */
    TW_DROIDS_END_CARGO,     /**< golden-microchips: no box is left; most boxes wins, a tie loses */
    TW_DROIDS_END_GARDEN,    /**< robot-madness: a concrete garden is complete */
    TW_DROIDS_END_DUEL,      /**< duel: a droid is surrounded, and its player loses */
    TW_DROIDS_END_STATUE,    /**< robot-statue: a droid carried the statue to its start square */
    TW_DROIDS_END_CAUGHT,    /**< robot-killer: the killer is surrounded: the player wins */
    TW_DROIDS_END_SCRAP      /**< robot-killer, `killer_shots=6`: the killer's hit scraps the droid */
} tw_droids_end_reason;

/** Why a player passes (the value of #TW_EVENT_PASSED). */
typedef enum tw_droids_pass_reason {
    TW_DROIDS_PASS_CHOSEN = 1, /**< he passes (`pass`): no more chits this turn */
    TW_DROIDS_PASS_EMPTY_RACK, /**< he has no chit left to place */
    TW_DROIDS_PASS_NO_BOX,     /**< he has no free box on an undamaged transmitter */
    TW_DROIDS_PASS_DONE        /**< execution: no order of his (or of the killer's) can take
                                    effect now: done for the turn */
} tw_droids_pass_reason;

/** What a player chooses (the value of #TW_EVENT_CHOSE). */
typedef enum tw_droids_choice {
    TW_DROIDS_CHOSE_PILE = 1, /**< the pile of his next blind draw (`from`) */
    TW_DROIDS_CHOSE_CHIT,     /**< the chit to place, with its direction (`piece`) */
    TW_DROIDS_CHOSE_COVER     /**< the transmitter a hit covers (`from`) */
} tw_droids_choice;

/** Why a robot stops where its last step took it, with squares left (the
 *  value of #TW_EVENT_MOVED; #TW_NONE for none of these). */
typedef enum tw_droids_stop {
    TW_DROIDS_STOP_WATER = 1, /**< a droid (or the statue) entering water stops */
    TW_DROIDS_STOP_STATUE     /**< a droid carrying the statue moves one square an order */
} tw_droids_stop;
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_DROIDS_H */
