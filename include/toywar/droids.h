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
 * Every function follows the convention of docs/abi.md ("The public
 * convention"): @p g must be a game created by this library with the name
 * "droids"; a NULL @p g, a game of another kind or an index out of range is
 * #TW_E_ARG (0 for a yes/no question, NULL for static text), and, when
 * @p g is a handle, tw_game_error() says which. Out-parameters may be NULL
 * and are written only on success. A value that is absent is #TW_NONE;
 * what the viewer may not see (another player's rack, the piles' contents)
 * is answered #TW_HIDDEN, never refused.
 *
 * This header is C99 and includes only toywar.h.
 */
#ifndef TOYWAR_DROIDS_H
#define TOYWAR_DROIDS_H

#include "toywar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** What a square is made of. */
typedef enum tw_droids_terrain_kind {
    TW_DROIDS_TERRAIN_LAND = 0,  /**< land */
    TW_DROIDS_TERRAIN_WATER = 1, /**< water (the river) */
    TW_DROIDS_TERRAIN_FIXED = 2  /**< a fixed obstacle */
} tw_droids_terrain_kind;

/** The number of values of ::tw_droids_terrain_kind. */
#define TW_DROIDS_TERRAIN_COUNT 3

/** An object on a square or carried by a droid. */
typedef enum tw_droids_object_kind {
    TW_DROIDS_OBJECT_NONE = 0,     /**< nothing */
    TW_DROIDS_OBJECT_OBSTACLE = 1, /**< a mobile obstacle */
    TW_DROIDS_OBJECT_MINE = 2,     /**< a mine (de-mine) */
    TW_DROIDS_OBJECT_CARGO = 3,    /**< a cargo box (golden-microchips) */
    TW_DROIDS_OBJECT_STATUE = 4    /**< the statue, when carried (robot-statue) */
} tw_droids_object_kind;

/** The number of values of ::tw_droids_object_kind, #TW_DROIDS_OBJECT_NONE included. */
#define TW_DROIDS_OBJECT_COUNT 5

/** Order chits, in the canonical order of a blind draw's outcomes. */
typedef enum tw_droids_chit_kind {
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
} tw_droids_chit_kind;

/** The number of values of ::tw_droids_chit_kind, #TW_DROIDS_CHIT_NONE included. */
#define TW_DROIDS_CHIT_COUNT 15

/** Absolute directions on the board (north is rank 10). */
typedef enum tw_droids_dir_kind {
    TW_DROIDS_DIR_N = 0,  /**< north */
    TW_DROIDS_DIR_E = 1,  /**< east */
    TW_DROIDS_DIR_S = 2,  /**< south */
    TW_DROIDS_DIR_W = 3,  /**< west */
    TW_DROIDS_DIR_NE = 4, /**< north-east */
    TW_DROIDS_DIR_SE = 5, /**< south-east */
    TW_DROIDS_DIR_SW = 6, /**< south-west */
    TW_DROIDS_DIR_NW = 7  /**< north-west */
} tw_droids_dir_kind;

/** The number of values of ::tw_droids_dir_kind. */
#define TW_DROIDS_DIR_COUNT 8

/** Robots: the players' droids, the two repair robots, the grey droid
 *  (the statue in robot-statue, the killer in robot-killer). A player's
 *  droid has the player's number. */
typedef enum tw_droids_robot_kind {
    TW_DROIDS_ROBOT_SOUTH = 0,   /**< player 0's droid */
    TW_DROIDS_ROBOT_NORTH = 1,   /**< player 1's droid */
    TW_DROIDS_ROBOT_WEST = 2,    /**< player 2's droid */
    TW_DROIDS_ROBOT_EAST = 3,    /**< player 3's droid */
    TW_DROIDS_ROBOT_REPAIR0 = 4, /**< repair robot (the two are kept in square order) */
    TW_DROIDS_ROBOT_REPAIR1 = 5, /**< the other repair robot */
    TW_DROIDS_ROBOT_GREY = 6     /**< statue or killer */
} tw_droids_robot_kind;

/** The number of values of ::tw_droids_robot_kind. */
#define TW_DROIDS_ROBOT_COUNT 7

/** The four face-down piles. */
typedef enum tw_droids_pile_kind {
    TW_DROIDS_PILE_VIOLET = 0, /**< violet: moves on land */
    TW_DROIDS_PILE_BLUE = 1,   /**< blue: moves in water */
    TW_DROIDS_PILE_GREY = 2,   /**< grey: the repair robots */
    TW_DROIDS_PILE_RED = 3     /**< red: shoot, pick up, interference */
} tw_droids_pile_kind;

/** The number of values of ::tw_droids_pile_kind. */
#define TW_DROIDS_PILE_COUNT 4

/** Scenarios, as the param `scenario` names them. */
typedef enum tw_droids_scenario_kind {
    TW_DROIDS_SCENARIO_CHALLENGE = 0,         /**< challenge */
    TW_DROIDS_SCENARIO_DEMINE = 1,            /**< de-mine */
    TW_DROIDS_SCENARIO_GOLDEN_MICROCHIPS = 2, /**< golden-microchips */
    TW_DROIDS_SCENARIO_ROBOT_MADNESS = 3,     /**< robot-madness */
    TW_DROIDS_SCENARIO_ROBOT_STATUE = 4,      /**< robot-statue */
    TW_DROIDS_SCENARIO_DUEL = 5,              /**< duel */
    TW_DROIDS_SCENARIO_ROBOT_KILLER = 6       /**< robot-killer */
} tw_droids_scenario_kind;

/** The number of values of ::tw_droids_scenario_kind. */
#define TW_DROIDS_SCENARIO_COUNT 7

/** Where a turn is (see docs/notation/droids.md, "phase"). */
typedef enum tw_droids_phase_kind {
    TW_DROIDS_PHASE_FIRST = 0,    /**< chance: the first start player */
    TW_DROIDS_PHASE_SETUP = 1,    /**< the chooser places a mobile obstacle */
    TW_DROIDS_PHASE_PILE = 2,     /**< the chooser picks the pile of his next blind draw */
    TW_DROIDS_PHASE_DRAW = 3,     /**< chance: the chit drawn from that pile */
    TW_DROIDS_PHASE_TAKE = 4,     /**< robot-killer: the chooser picks a chit openly */
    TW_DROIDS_PHASE_CHIT = 5,     /**< the chooser picks a chit and its direction, or passes */
    TW_DROIDS_PHASE_BOX = 6,      /**< the chooser picks the box for that chit */
    TW_DROIDS_PHASE_SHEET = 7,    /**< chance: the d10 placing the killer's Program Sheet */
    TW_DROIDS_PHASE_SEND = 8,     /**< the chooser sends an order */
    TW_DROIDS_PHASE_SHOT = 9,     /**< chance: the d10 of a shot */
    TW_DROIDS_PHASE_PICK = 10,    /**< the chooser picks what to pick up */
    TW_DROIDS_PHASE_PUT = 11,     /**< the chooser picks where to put down */
    TW_DROIDS_PHASE_UNCOVER = 12, /**< the chooser uncovers a transmitter (repair) */
    TW_DROIDS_PHASE_MINE = 13,    /**< chance: the d10 for the chooser's carried mine */
    TW_DROIDS_PHASE_COVER = 14,   /**< the chooser covers a transmitter (a hit) */
    TW_DROIDS_PHASE_OVER = 15     /**< the game is over */
} tw_droids_phase_kind;

/** The number of values of ::tw_droids_phase_kind. */
#define TW_DROIDS_PHASE_COUNT 16

/** The robot killer where a sender is named (tw_droids_actor()), as `K` is
 *  in the position text: a value past the seats 0..3. */
#define TW_DROIDS_SENDER_KILLER 4

/** @name Player flags (the bits tw_droids_player_flags() returns)
 *  The position text's `out`, `passed`, `done` and `sent` tokens, one
 *  player's bit of each.
 *  @{ */
#define TW_DROIDS_FLAG_ELIMINATED 0x01 /**< out of the game (`out`) */
#define TW_DROIDS_FLAG_PASSED 0x02     /**< has passed in this turn's programming (`passed`) */
#define TW_DROIDS_FLAG_DONE 0x04       /**< has no order left that can take effect this
                                            turn's execution (`done`) */
#define TW_DROIDS_FLAG_SENT 0x08       /**< sent an order to his own droid or a repair robot
                                            this turn (`sent`) */
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Games on a host's board
 *  @{ */

/**
 * Starts a Droids game on a board supplied by the host.
 *
 * @param board_text the board in the format of docs/notation/droids-board.md
 *        (ten rows of ten squares, rank 10 first, optional `sheet` lines);
 *        without sheet lines the robot killer uses our Program Sheet.
 * @param params the same params as tw_game_new("droids", ...); NULL or "" for
 *        the defaults.
 * @param out receives the new game (required); set to NULL on failure.
 * @return #TW_OK; #TW_E_ARG if @p board_text or @p out is NULL; #TW_E_PARSE
 *         if the board is malformed (a row not 10 squares, an unknown
 *         character, a start square missing or doubled, not exactly two
 *         repair corners 'R' or one grey square 'G', a bad sheet line), the
 *         message naming the line; #TW_E_PARAM for a bad param or a player
 *         count the scenario refuses; #TW_E_NOMEM. On failure
 *         tw_game_error(NULL) says why. The game's replay starts from its
 *         position text, which carries the board.
 * @public
 */
TW_API tw_status tw_droids_new_on_board(const char *board_text, const char *params,
                                        tw_game **out);

/**
 * Checks a board text without starting a game.
 * @param board_text the board (see tw_droids_new_on_board()).
 * @param message    receives the reason a board is refused ("" when valid);
 *                   may be NULL when @p cap is 0; always NUL-terminated
 *                   when @p cap > 0.
 * @param cap        bytes available at @p message.
 * @return #TW_OK for a valid board; #TW_E_PARSE for an invalid one;
 *         #TW_E_ARG for a NULL @p board_text, or a NULL @p message with
 *         @p cap > 0.
 * @public
 */
TW_API tw_status tw_droids_check_board(const char *board_text, char *message, size_t cap);

/**
 * Writes our standard board, with its Program Sheet, as board text.
 * @return the length needed (snprintf semantics); #TW_E_ARG when @p buf
 *         is NULL with @p cap > 0.
 * @public
 */
TW_API int tw_droids_default_board(char *buf, size_t cap);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The board and the robots
 *  @{ */

/**
 * @param g a droids game
 * @return the scenario, a ::tw_droids_scenario_kind; #TW_E_ARG for a NULL
 *         or non-droids @p g.
 * @public
 */
TW_API int tw_droids_scenario(const tw_game *g);

/**
 * @param g a droids game
 * @return the phase of the turn, a ::tw_droids_phase_kind; #TW_E_ARG for a
 *         NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_phase(const tw_game *g);

/**
 * @param g a droids game
 * @return the turn number (from 1); #TW_E_ARG for a NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_turn(const tw_game *g);

/**
 * @param g a droids game
 * @return this turn's start player, a seat 0..3; #TW_NONE before chance
 *         has drawn the first one (#TW_DROIDS_PHASE_FIRST); #TW_E_ARG for a
 *         NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_start_player(const tw_game *g);

/**
 * @param g      a droids game
 * @param square 0..99
 * @return the terrain of @p square, a ::tw_droids_terrain_kind; #TW_E_ARG
 *         for a NULL or non-droids @p g or @p square out of range.
 * @public
 */
TW_API int tw_droids_terrain(const tw_game *g, int square);

/**
 * @param g      a droids game
 * @param square 0..99
 * @return the object lying on @p square, a ::tw_droids_object_kind
 *         (#TW_DROIDS_OBJECT_NONE for nothing; never the statue: a statue
 *         on the board is the grey robot); #TW_E_ARG for a NULL or
 *         non-droids @p g or @p square out of range.
 * @public
 */
TW_API int tw_droids_object(const tw_game *g, int square);

/**
 * @param g      a droids game
 * @param player a seat 0..3 (whether or not it plays)
 * @return the seat's start square 0..99; #TW_E_ARG for a NULL or non-droids
 *         @p g or @p player out of 0..3.
 * @public
 */
TW_API int tw_droids_start_square(const tw_game *g, int player);

/**
 * @param g     a droids game
 * @param robot a ::tw_droids_robot_kind (a player's droid is the player's
 *              number)
 * @return the robot's square 0..99; #TW_NONE when it is not on the board
 *         (a seat not playing, no repair robots in the scenario, a carried
 *         statue); #TW_E_ARG for a NULL or non-droids @p g or @p robot out
 *         of range.
 * @public
 */
TW_API int tw_droids_robot_square(const tw_game *g, int robot);

/**
 * @param g      a droids game
 * @param square 0..99
 * @return the robot on @p square, a ::tw_droids_robot_kind; #TW_NONE for
 *         none; #TW_E_ARG for a NULL or non-droids @p g or @p square out of
 *         range.
 * @public
 */
TW_API int tw_droids_robot_at(const tw_game *g, int square);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The players
 *  @{ */

/**
 * @param g      a droids game
 * @param player a player of the game, 0 .. tw_game_num_players() - 1
 * @param count  receives how many (duel and robot-killer supplies hold
 *               several obstacles; 0 when nothing is carried); may be NULL
 * @return what @p player's droid carries, a ::tw_droids_object_kind
 *         (#TW_DROIDS_OBJECT_NONE for nothing); #TW_E_ARG for a NULL or
 *         non-droids @p g or @p player out of range.
 * @public
 */
TW_API int tw_droids_carried(const tw_game *g, int player, int *count);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @return the covered (damaged) transmitters of @p player, bit t for
 *         transmitter t; #TW_E_ARG for a NULL or non-droids @p g or
 *         @p player out of range.
 * @public
 */
TW_API int tw_droids_covered(const tw_game *g, int player);

/**
 * Reads a box of a player's transmitter. Chits on transmitters are face
 * up: visible to all.
 * @param g           a droids game
 * @param player      a player of the game
 * @param transmitter 0..9, from the seat's left
 * @param box         0..2, 0 nearest the board
 * @param direction   receives the chit's ::tw_droids_dir_kind, #TW_NONE for
 *                    an empty box or a chit that takes no direction (pick
 *                    up / put down); may be NULL
 * @return the chit, a ::tw_droids_chit_kind (#TW_DROIDS_CHIT_NONE for an
 *         empty box); #TW_E_ARG for a NULL or non-droids @p g or an index
 *         out of range.
 * @public
 */
TW_API int tw_droids_box(const tw_game *g, int player, int transmitter, int box,
                         int *direction);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @return how many chits @p player holds on his rack (visible to all);
 *         #TW_E_ARG for a NULL or non-droids @p g or @p player out of range.
 * @public
 */
TW_API int tw_droids_rack_size(const tw_game *g, int player);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @param pile   a ::tw_droids_pile_kind
 * @return how many of the chits on @p player's rack came from @p pile
 *         (public: every draw names its pile; the JSON view's
 *         `rack_piles`); #TW_E_ARG for a NULL or non-droids @p g, or
 *         @p player or @p pile out of range.
 * @public
 */
TW_API int tw_droids_rack_pile_count(const tw_game *g, int player, int pile);

/**
 * How many chits of a kind a player holds, as @p viewer sees it: a player
 * sees his own rack once his draw is over (he draws blind), no one else's.
 * @param g      a droids game
 * @param player a player of the game
 * @param chit   a ::tw_droids_chit_kind from #TW_DROIDS_CHIT_V1 to
 *               #TW_DROIDS_CHIT_INTERFERE
 * @param viewer a player of the game or #TW_VIEW_ALL
 * @return the count; #TW_HIDDEN when @p viewer may not see it; #TW_E_ARG
 *         for a NULL or non-droids @p g, or @p player, @p chit or
 *         @p viewer out of range.
 * @perseat
 */
TW_API int tw_droids_rack_count(const tw_game *g, int player, int chit, int viewer);

/**
 * @param g    a droids game
 * @param pile a ::tw_droids_pile_kind
 * @return how many chits @p pile holds (visible to all); #TW_E_ARG for a
 *         NULL or non-droids @p g or @p pile out of range.
 * @public
 */
TW_API int tw_droids_pile_count(const tw_game *g, int pile);

/**
 * How many chits of a kind are left in the piles, as @p viewer sees it:
 * the piles are face down, so only #TW_VIEW_ALL sees them.
 * @param g      a droids game
 * @param chit   a ::tw_droids_chit_kind from #TW_DROIDS_CHIT_V1 to
 *               #TW_DROIDS_CHIT_INTERFERE
 * @param viewer a player of the game or #TW_VIEW_ALL
 * @return the count; #TW_HIDDEN for a player; #TW_E_ARG for a NULL or
 *         non-droids @p g, or @p chit or @p viewer out of range.
 * @perseat
 */
TW_API int tw_droids_pile_kind_count(const tw_game *g, int chit, int viewer);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @return 1 if @p player is eliminated, 0 if not; 0 for a NULL or
 *         non-droids @p g or @p player out of range (a yes/no question
 *         never answers with a negative value; the handle's message says
 *         why).
 * @public
 */
TW_API int tw_droids_is_eliminated(const tw_game *g, int player);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @return the cargo boxes @p player brought home (golden-microchips), else
 *         0; #TW_E_ARG for a NULL or non-droids @p g or @p player out of
 *         range.
 * @public
 */
TW_API int tw_droids_cargo_score(const tw_game *g, int player);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @return how many transmitters @p player must still cover after hits
 *         (the JSON view's `hits_pending`, the position text's `hits:`);
 *         #TW_E_ARG for a NULL or non-droids @p g or @p player out of range.
 * @public
 */
TW_API int tw_droids_hits_pending(const tw_game *g, int player);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @return how many d10s @p player still owes for the mine he carries
 *         (de-mine; the position text's `rolls:`), else 0; #TW_E_ARG for a
 *         NULL or non-droids @p g or @p player out of range.
 * @public
 */
TW_API int tw_droids_mine_rolls_pending(const tw_game *g, int player);

/**
 * @param g      a droids game
 * @param player a player of the game
 * @return the TW_DROIDS_FLAG_* bits of @p player (0 for none); #TW_E_ARG
 *         for a NULL or non-droids @p g or @p player out of range.
 * @public
 */
TW_API int tw_droids_player_flags(const tw_game *g, int player);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The turn
 *  What the position text says of the turn (docs/notation/droids.md). None
 *  of it is hidden from any player, so none takes a viewer.
 *  @{ */

/**
 * @param g a droids game
 * @return the turn limit (the param `max_turns`, 1..1000, the position
 *         text's `maxturns`): after this turn the game is a draw among
 *         the players still in (in robot-killer, lost); #TW_E_ARG for a
 *         NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_max_turns(const tw_game *g);

/**
 * @param g a droids game
 * @return the param `killer_shots` (the position text's `shots`), 1..6 in
 *         robot-killer: 1 the killer's four-way shot fires as a droid's
 *         shots do; 2..5 it hits, covering 1, 2, 3 or 5 transmitters,
 *         whenever the droid is in its row or column; 6 such a hit loses.
 *         Always 1 in the other scenarios (which refuse any other value);
 *         #TW_E_ARG for a NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_killer_shots(const tw_game *g);

/**
 * Whether the players play in teams: south with north, west with east
 * (the param `teams`, only with 4 players in challenge or de-mine).
 * @param g a droids game
 * @return 1 if they do (teams=on), 0 if not; 0 for a NULL or non-droids
 *         @p g (the handle's message says why).
 * @public
 */
TW_API int tw_droids_has_teams(const tw_game *g);

/**
 * Who the game waits for (the position text's `cur`): the player to decide
 * in every phase but four, also the drawer at #TW_DROIDS_PHASE_DRAW and the
 * carrier of the mine at #TW_DROIDS_PHASE_MINE (chance phases that roll for
 * him). Nobody at #TW_DROIDS_PHASE_FIRST, #TW_DROIDS_PHASE_SHEET,
 * #TW_DROIDS_PHASE_SHOT and #TW_DROIDS_PHASE_OVER.
 * @param g a droids game
 * @return the seat 0..3; #TW_NONE for nobody; #TW_E_ARG for a NULL or
 *         non-droids @p g.
 * @public
 */
TW_API int tw_droids_chooser(const tw_game *g);

/**
 * Who sent the order being resolved, or else the last order of this
 * turn's execution (the position text's `actor`).
 * @param g a droids game
 * @return the seat 0..3 or #TW_DROIDS_SENDER_KILLER (the robot killer's
 *         Program Sheet); #TW_NONE before an order has been sent in this
 *         turn's execution (and once the game is over); #TW_E_ARG for a
 *         NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_actor(const tw_game *g);

/**
 * @param g a droids game
 * @return the mobile obstacles the players have placed at set-up (the
 *         position text's `step`): so far during #TW_DROIDS_PHASE_SETUP,
 *         all of them once it is over (challenge and robot-madness; the
 *         count stays for the rest of the game, as the text keeps it: a
 *         position written without `step` says 0); 0 in scenarios without
 *         set-up obstacles (position text that says otherwise is refused);
 *         #TW_E_ARG for a NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_obstacles_placed(const tw_game *g);

/**
 * The pile being drawn from (the position text's `pile`): the chooser
 * named it at #TW_DROIDS_PHASE_PILE, the draw is chance.
 * @param g a droids game
 * @return the ::tw_droids_pile_kind at #TW_DROIDS_PHASE_DRAW; #TW_NONE in
 *         every other phase; #TW_E_ARG for a NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_pending_pile(const tw_game *g);

/**
 * The chit the chooser took from his rack and is about to put in a box
 * (the position text's `chit`). It stays counted on his rack until then,
 * but is no secret: the move that chose it is in the history, and it goes
 * face up next.
 * @param g         a droids game
 * @param direction receives its ::tw_droids_dir_kind, #TW_NONE when none
 *                  is waiting or the chit takes no direction (pick up /
 *                  put down); may be NULL
 * @return the ::tw_droids_chit_kind at #TW_DROIDS_PHASE_BOX, else
 *         #TW_DROIDS_CHIT_NONE; #TW_E_ARG for a NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_pending_chit(const tw_game *g, int *direction);

/**
 * The shot whose d10 is being rolled (the position text's `shot`): the
 * face divided by the distance is the number of transmitters the target
 * loses.
 * @param g        a droids game
 * @param distance receives the distance in squares 1..9, #TW_NONE when no
 *                 shot is rolled; may be NULL
 * @return the target's seat 0..3 at #TW_DROIDS_PHASE_SHOT; #TW_NONE in
 *         every other phase; #TW_E_ARG for a NULL or non-droids @p g.
 * @public
 */
TW_API int tw_droids_pending_shot(const tw_game *g, int *distance);

/**
 * @param g a droids game
 * @return the transmitter (0..9) the killer's Program Sheet set 1 lies on
 *         this turn: the d10 roll (0 counts as 10) minus 1; #TW_NONE before
 *         the roll and outside robot-killer; #TW_E_ARG for a NULL or
 *         non-droids @p g.
 * @public
 */
TW_API int tw_droids_sheet_position(const tw_game *g);

/**
 * An order of the Program Sheet.
 * @param g         a droids game
 * @param set       a set of the Program Sheet, 0..9
 * @param order     an order of the set, 0..2
 * @param direction receives the order's ::tw_droids_dir_kind, #TW_NONE for
 *                  no order or one that takes no direction (the four-way
 *                  shot); may be NULL
 * @return the chit, a ::tw_droids_chit_kind (#TW_DROIDS_CHIT_NONE for no
 *         order); #TW_E_ARG for a NULL or non-droids @p g, or @p set or
 *         @p order out of range.
 * @public
 */
TW_API int tw_droids_sheet_order(const tw_game *g, int set, int order, int *direction);

/**
 * Whether the robot killer has no Program Sheet order left to send this
 * turn (the position text's `done=K`).
 * @param g a droids game
 * @return 1 if it has none, else 0 (always 0 outside robot-killer); 0 for
 *         a NULL or non-droids @p g (the handle's message says why).
 * @public
 */
TW_API int tw_droids_is_killer_done(const tw_game *g);

/**
 * Whether the robot killer sent an order of its Program Sheet this turn
 * (the position text's `ksent`).
 * @param g     a droids game
 * @param set   a set of the Program Sheet, 0..9
 * @param order an order of the set, 0..2 (its box, as tw_droids_sheet_order())
 * @return 1 if it did, else 0 (always 0 outside robot-killer); 0 for a
 *         NULL or non-droids @p g, or @p set or @p order out of range (the
 *         handle's message says why).
 * @public
 */
TW_API int tw_droids_is_sheet_sent(const tw_game *g, int set, int order);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Names and codes
 *  Static text, for every kind of piece: a name in words and the
 *  notation's code (docs/notation/droids.md).
 *  @{ */

/**
 * @param kind a ::tw_droids_chit_kind from #TW_DROIDS_CHIT_V1 to #TW_DROIDS_CHIT_X
 * @return the chit's name, static text: what the order does, after the
 *         pile's element ("land: advance 1", "water: diagonal 1",
 *         "repair robot: repair", "shoot", "pick up / put down",
 *         "interference", "killer: four-way shot"...); NULL for
 *         #TW_DROIDS_CHIT_NONE (an empty box is no chit) and any value that
 *         names no chit.
 * @public
 */
TW_API const char *tw_droids_chit_name(int kind);

/**
 * @param kind a ::tw_droids_chit_kind from #TW_DROIDS_CHIT_V1 to #TW_DROIDS_CHIT_X
 * @return the chit's code in the notation, static text: "V1", "VD", "V2",
 *         "VF", "B1", "BD", "G1", "GF", "G2", "GR", "S", "P", "I", "X";
 *         NULL for #TW_DROIDS_CHIT_NONE and any value that names no chit.
 * @public
 */
TW_API const char *tw_droids_chit_code(int kind);

/**
 * @param robot a ::tw_droids_robot_kind
 * @return the robot's name, static text: "south droid", "north droid",
 *         "west droid", "east droid", "repair robot" (both repair robots),
 *         "grey droid" (the statue in robot-statue, the killer in
 *         robot-killer); NULL for any value that names no robot.
 * @public
 */
TW_API const char *tw_droids_robot_name(int robot);

/**
 * @param robot a ::tw_droids_robot_kind
 * @return the robot's code in the notation, static text: the seat's
 *         letter "S", "N", "W", "E" for a player's droid, "R" for a repair
 *         robot, "G" for the grey droid (the position text's keys; the
 *         board picture draws the killer `K`); NULL for any value that
 *         names no robot.
 * @public
 */
TW_API const char *tw_droids_robot_code(int robot);

/**
 * @param kind a ::tw_droids_object_kind from #TW_DROIDS_OBJECT_OBSTACLE to
 *             #TW_DROIDS_OBJECT_STATUE
 * @return the object's name, static text: "mobile obstacle", "mine",
 *         "cargo box", "statue"; NULL for #TW_DROIDS_OBJECT_NONE and any
 *         value that names no object.
 * @public
 */
TW_API const char *tw_droids_object_name(int kind);

/**
 * @param kind a ::tw_droids_object_kind from #TW_DROIDS_OBJECT_OBSTACLE to
 *             #TW_DROIDS_OBJECT_STATUE
 * @return the object's code in the position text (`carry:O`, `obj=Md4`),
 *         static text: "O", "M", "C", "G"; NULL for #TW_DROIDS_OBJECT_NONE
 *         and any value that names no object.
 * @public
 */
TW_API const char *tw_droids_object_code(int kind);

/**
 * @param pile a ::tw_droids_pile_kind
 * @return the pile's name, static text, as moves (`pile:violet`) and the
 *         JSON view write it: "violet", "blue", "grey", "red"; NULL for any
 *         value that names no pile.
 * @public
 */
TW_API const char *tw_droids_pile_name(int pile);

/**
 * @param pile a ::tw_droids_pile_kind
 * @return the pile's code, static text, its initial as its chits' codes
 *         begin and a seat's observation writes a hidden chit (`?V`): "V",
 *         "B", "G", "R"; NULL for any value that names no pile.
 * @public
 */
TW_API const char *tw_droids_pile_code(int pile);

/**
 * @param phase a ::tw_droids_phase_kind
 * @return the phase's name, static text, as the position text and the
 *         JSON view's `phase` write it: "first", "setup", "pile", "draw",
 *         "take", "chit", "box", "sheet", "send", "shot", "pick", "put",
 *         "uncover", "mine", "cover", "over"; NULL for any value that names
 *         no phase.
 * @public
 */
TW_API const char *tw_droids_phase_name(int phase);

/** @} */

/** @name Events (toywar.h, "Events"; docs/events.md, Droids)
 *  What the fields of Droids' events hold. A `piece` is a chit as a box
 *  holds it: its ::tw_droids_chit_kind plus 16 times its
 *  ::tw_droids_dir_kind (`V2n` is 3, `V2e` 19; a drawn chit, and a chit
 *  that takes no direction, adds nothing); a robot:
 *  #TW_DROIDS_EVENT_ROBOT plus its index (both repair robots are
 *  #TW_DROIDS_EVENT_ROBOT + #TW_DROIDS_ROBOT_REPAIR0, as the two swap
 *  indices to stay in square order: their squares say which); an object:
 *  #TW_DROIDS_EVENT_OBJECT plus its ::tw_droids_object_kind; or
 *  #TW_DROIDS_EVENT_FIXED, a fixed obstacle (what stops a move or a shot).
 *  `from` and `to` are squares 0..99, transmitters 0..9, boxes
 *  (transmitter * 3 + box) or piles (::tw_droids_pile_kind), kind by kind as
 *  docs/events.md says. The enums below are the values of the kinds that
 *  say why.
 *  @{ */
#define TW_DROIDS_EVENT_ROBOT 128  /**< a robot's piece: this plus its index */
#define TW_DROIDS_EVENT_OBJECT 144 /**< an object's piece: this plus its ::tw_droids_object_kind */
#define TW_DROIDS_EVENT_FIXED 160  /**< the piece of a fixed obstacle */

/** Why a player is eliminated (the value of #TW_EVENT_ELIMINATED): he sent
 *  no order to his droid or a repair robot during the turn, because... */
typedef enum tw_droids_out_kind {
    TW_DROIDS_OUT_NONE = 0,       /**< never an event's value */
    TW_DROIDS_OUT_COVERED = 1,    /**< all ten of his transmitters are covered */
    TW_DROIDS_OUT_UNSENDABLE = 2, /**< none of the orders left on his transmitters could take effect */
    TW_DROIDS_OUT_NO_ORDER = 3    /**< he had no such order left (none placed, or interference only) */
} tw_droids_out_kind;

/** The number of values of ::tw_droids_out_kind, #TW_DROIDS_OUT_NONE included. */
#define TW_DROIDS_OUT_COUNT 4

/** Why the game ends (the value of #TW_EVENT_ENDED). */
typedef enum tw_droids_end_kind {
    TW_DROIDS_END_NONE = 0,      /**< never an event's value */
    TW_DROIDS_END_LAST = 1,      /**< one player is left in: he wins by default */
    TW_DROIDS_END_ALL_OUT = 2,   /**< every player left is eliminated in the same turn: nobody wins */
    TW_DROIDS_END_TEAM = 3,      /**< teams: the other team is out */
    TW_DROIDS_END_MAX_TURNS = 4, /**< the last turn (`max_turns`) is over: a draw among the
                                      players still in; robot-killer: lost */
    TW_DROIDS_END_CARGO = 5,     /**< golden-microchips: no box is left; most boxes wins, a tie loses */
    TW_DROIDS_END_GARDEN = 6,    /**< robot-madness: a concrete garden is complete */
    TW_DROIDS_END_DUEL = 7,      /**< duel: a droid is surrounded, and its player loses */
    TW_DROIDS_END_STATUE = 8,    /**< robot-statue: a droid carried the statue to its start square */
    TW_DROIDS_END_CAUGHT = 9,    /**< robot-killer: the killer is surrounded: the player wins */
    TW_DROIDS_END_SCRAP = 10     /**< robot-killer, `killer_shots=6`: the killer's hit scraps the droid */
} tw_droids_end_kind;

/** The number of values of ::tw_droids_end_kind, #TW_DROIDS_END_NONE included. */
#define TW_DROIDS_END_COUNT 11

/** Why a player passes (the value of #TW_EVENT_PASSED). */
typedef enum tw_droids_pass_kind {
    TW_DROIDS_PASS_NONE = 0,       /**< never an event's value */
    TW_DROIDS_PASS_CHOSEN = 1,     /**< he passes (`pass`): no more chits this turn */
    TW_DROIDS_PASS_EMPTY_RACK = 2, /**< he has no chit left to place */
    TW_DROIDS_PASS_NO_BOX = 3,     /**< he has no free box on an undamaged transmitter */
    TW_DROIDS_PASS_DONE = 4        /**< execution: no order of his (or of the killer's) can take
                                        effect now: done for the turn */
} tw_droids_pass_kind;

/** The number of values of ::tw_droids_pass_kind, #TW_DROIDS_PASS_NONE included. */
#define TW_DROIDS_PASS_COUNT 5

/** What a player chooses (the value of #TW_EVENT_CHOSE). */
typedef enum tw_droids_choice_kind {
    TW_DROIDS_CHOICE_NONE = 0,  /**< never an event's value */
    TW_DROIDS_CHOICE_PILE = 1,  /**< the pile of his next blind draw (`from`) */
    TW_DROIDS_CHOICE_CHIT = 2,  /**< the chit to place, with its direction (`piece`) */
    TW_DROIDS_CHOICE_COVER = 3  /**< the transmitter a hit covers (`from`) */
} tw_droids_choice_kind;

/** The number of values of ::tw_droids_choice_kind, #TW_DROIDS_CHOICE_NONE included. */
#define TW_DROIDS_CHOICE_COUNT 4

/** Why a robot stops where its last step took it, with squares left (the
 *  value of #TW_EVENT_MOVED; a move that stops for none of these does not
 *  use its value, which is then #TW_NONE, as for any unused field). */
typedef enum tw_droids_stop_kind {
    TW_DROIDS_STOP_NONE = 0,  /**< never an event's value */
    TW_DROIDS_STOP_WATER = 1, /**< a droid (or the statue) entering water stops */
    TW_DROIDS_STOP_STATUE = 2 /**< a droid carrying the statue moves one square an order */
} tw_droids_stop_kind;

/** The number of values of ::tw_droids_stop_kind, #TW_DROIDS_STOP_NONE included. */
#define TW_DROIDS_STOP_COUNT 3
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_DROIDS_H */
