/* SPDX-License-Identifier: MIT */
/**
 * @file toybattle.h
 * @brief Toy Battle: its enums, typed read-only accessors, and games on a
 *        host-supplied map.
 *
 * A game is created with tw_game_new("toybattle", params, &g), where params
 * accepts `map=castle-field | tropical-pool | city-of-clouds |
 * volcanic-jungle | cursed-cemetery | caribbean-sea | station-metal-x |
 * battlefield` (default castle-field), `special_bases=on|off` (default on;
 * off is the first-games variant) and `seed=N`; or on a map of the host's
 * with tw_toybattle_new_on_map(). The map text format is documented in
 * docs/notation/toybattle-map.md, the rules as played in
 * docs/rules/toybattle.md, moves and positions in
 * docs/notation/toybattle.md.
 *
 * Every function follows the convention of docs/abi.md ("The public
 * convention"): @p g must be a handle that plays Toy Battle; a NULL @p g, a
 * game of another kind, an index, player or viewer out of range, or a NULL
 * array with a capacity > 0 is #TW_E_ARG (0 for a yes/no question, NULL
 * for static text), and, when @p g is a handle, tw_game_error() says
 * which. Out-parameters may be NULL and are written only on success; a
 * value that is absent is #TW_NONE, and what the viewer may not see is
 * #TW_HIDDEN. Accessors never change the game. Nodes (bases and HQs) are
 * numbered 0 .. tw_toybattle_node_count() - 1 in the order the map declares
 * them; regions likewise.
 *
 * This header is C99 and includes only toywar.h.
 */
#ifndef TOYWAR_TOYBATTLE_H
#define TOYWAR_TOYBATTLE_H

#include "toywar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Troop kinds, in the canonical order of counts and chance outcomes. A
 *  kind's value is its strength, Kwak (0) being the joker. */
typedef enum tw_toybattle_troop_kind {
    TW_TOYBATTLE_TROOP_KWAK = 0,   /**< K: covers any enemy troop, and any enemy troop covers it */
    TW_TOYBATTLE_TROOP_SKULLY = 1, /**< S: may draw 2 troops */
    TW_TOYBATTLE_TROOP_CAPN = 2,   /**< C: may place 1 extra troop */
    TW_TOYBATTLE_TROOP_JUMBO = 3,  /**< J: may discard 1 adjacent visible enemy troop */
    TW_TOYBATTLE_TROOP_HOOK = 4,   /**< H: may be placed on a base ignoring the connection rule */
    TW_TOYBATTLE_TROOP_XB42 = 5,   /**< X: may discard 1 random troop of the opponent's rack */
    TW_TOYBATTLE_TROOP_STAR = 6,   /**< T: may draw 1 troop */
    TW_TOYBATTLE_TROOP_ROXY = 7    /**< R: no effect */
} tw_toybattle_troop_kind;

/** The number of values of ::tw_toybattle_troop_kind: the entries of every
 *  count-by-kind array of this header. */
#define TW_TOYBATTLE_TROOP_COUNT 8

/** A battlefield's special-base effect. */
typedef enum tw_toybattle_effect_kind {
    TW_TOYBATTLE_EFFECT_NONE = 0,     /**< no special bases (Caribbean Sea) */
    TW_TOYBATTLE_EFFECT_CASTLE = 1,   /**< Castle Field: one other troop of yours back to the rack */
    TW_TOYBATTLE_EFFECT_POOL = 2,     /**< Tropical Pool: gates on bases and HQs */
    TW_TOYBATTLE_EFFECT_CLOUDS = 3,   /**< City of Clouds: draw 1 troop */
    TW_TOYBATTLE_EFFECT_VOLCANO = 4,  /**< Volcanic Jungle: move an adjacent enemy troop one path */
    TW_TOYBATTLE_EFFECT_CEMETERY = 5, /**< Cursed Cemetery: one troop of yours back from the discard */
    TW_TOYBATTLE_EFFECT_METALX = 6,   /**< Station Metal-X: troop effects are not applied there */
    TW_TOYBATTLE_EFFECT_FREEZE = 7    /**< Battlefield: a random troop of the opponent's rack frozen */
} tw_toybattle_effect_kind;

/** The number of values of ::tw_toybattle_effect_kind, #TW_TOYBATTLE_EFFECT_NONE included. */
#define TW_TOYBATTLE_EFFECT_COUNT 8

/** What a game waits for (tw_toybattle_phase()). */
typedef enum tw_toybattle_phase_kind {
    TW_TOYBATTLE_PHASE_FIRST = 0,     /**< chance: who plays first */
    TW_TOYBATTLE_PHASE_REMOVE = 1,    /**< chance: a troop removed unseen from a reserve */
    TW_TOYBATTLE_PHASE_DEAL = 2,      /**< chance: a troop of an opening rack */
    TW_TOYBATTLE_PHASE_PLAY = 3,      /**< decision: draw or place */
    TW_TOYBATTLE_PHASE_DRAW = 4,      /**< chance: a troop drawn from the reserve */
    TW_TOYBATTLE_PHASE_SKULLY = 5,    /**< decision: Skully's draw or "no" */
    TW_TOYBATTLE_PHASE_CAPN = 6,      /**< decision: Cap'n's extra placement or "no" */
    TW_TOYBATTLE_PHASE_JUMBO = 7,     /**< decision: Jumbo's target or "no" */
    TW_TOYBATTLE_PHASE_XB42 = 8,      /**< decision: XB-42's pick or "no" */
    TW_TOYBATTLE_PHASE_PICK = 9,      /**< chance: the troop XB-42 takes */
    TW_TOYBATTLE_PHASE_STAR = 10,     /**< decision: Star's draw or "no" */
    TW_TOYBATTLE_PHASE_CASTLE = 11,   /**< decision: Castle Field's troop or "no" */
    TW_TOYBATTLE_PHASE_CLOUDS = 12,   /**< decision: City of Clouds' draw or "no" */
    TW_TOYBATTLE_PHASE_VOLCANO = 13,  /**< decision: Volcanic Jungle's enemy troop or "no" */
    TW_TOYBATTLE_PHASE_TO = 14,       /**< decision: where that troop goes */
    TW_TOYBATTLE_PHASE_CEMETERY = 15, /**< decision: Cursed Cemetery's troop or "no" */
    TW_TOYBATTLE_PHASE_FREEZE = 16,   /**< chance: Battlefield's frozen troop */
    TW_TOYBATTLE_PHASE_OVER = 17      /**< the game is over */
} tw_toybattle_phase_kind;

/** The number of values of ::tw_toybattle_phase_kind. */
#define TW_TOYBATTLE_PHASE_COUNT 18

/** What the current draw or effect belongs to (tw_toybattle_step()): the
 *  position text's `step`. */
typedef enum tw_toybattle_step_kind {
    TW_TOYBATTLE_STEP_NONE = 0,   /**< none: setup, #TW_TOYBATTLE_PHASE_PLAY, or the game is over */
    TW_TOYBATTLE_STEP_ACTION = 1, /**< the turn's draw: the turn ends after it */
    TW_TOYBATTLE_STEP_TROOP = 2,  /**< the placed troop's effect: the special bases come next */
    TW_TOYBATTLE_STEP_BASES = 3   /**< a special base's effect (tw_toybattle_resolving()) */
} tw_toybattle_step_kind;

/** The number of values of ::tw_toybattle_step_kind, #TW_TOYBATTLE_STEP_NONE included. */
#define TW_TOYBATTLE_STEP_COUNT 4

/** How the game ended (tw_toybattle_end()): the position text's `by`. */
typedef enum tw_toybattle_end_kind {
    TW_TOYBATTLE_END_NONE = 0,   /**< the game is not over */
    TW_TOYBATTLE_END_HQ = 1,     /**< a troop was placed on the enemy HQ */
    TW_TOYBATTLE_END_MEDALS = 2, /**< the winner reached the map's medal objective */
    TW_TOYBATTLE_END_STUCK = 3   /**< a player could neither draw nor place at his turn's start */
} tw_toybattle_end_kind;

/** The number of values of ::tw_toybattle_end_kind, #TW_TOYBATTLE_END_NONE included. */
#define TW_TOYBATTLE_END_COUNT 4

/* ------------------------------------------------------------------------ */
/** @name Host-supplied maps
 *  @{ */

/**
 * Checks a map text (docs/notation/toybattle-map.md) as the library does
 * before playing on it: syntax, planar straight paths, regions that are
 * faces ringed by bases with n - 2 medals, an objective of half the medals,
 * every base reachable from each player's HQs, the half-turn symmetry a
 * map declares.
 * @param map_text the map, NUL-terminated
 * @param message  receives why the map is refused ("" when it is fine);
 *                 may be NULL when @p cap is 0
 * @param cap      bytes available at @p message
 * @return #TW_OK for a valid map; #TW_E_PARSE for an invalid one (the
 *         message names the statement or the rule broken); #TW_E_ARG for a
 *         NULL @p map_text, or a NULL @p message with @p cap > 0.
 * @public
 */
TW_API tw_status tw_toybattle_check_map(const char *map_text, char *message, size_t cap);

/**
 * Starts a game of Toy Battle on a host's map, at the start of its setup
 * (the first chance node), with the default allocator. The position text
 * of such a game carries the whole map, and its replays start from that
 * position, so saved games reload without the host's help.
 * @param map_text the map, NUL-terminated; it may not contain '{' or '}'
 * @param params   NULL, "", or `special_bases=on|off` and `seed=N`
 *                 separated by spaces or commas (`map=` is refused: the
 *                 map is @p map_text)
 * @param out      receives the new handle (required); set to NULL on failure
 * @return #TW_OK; #TW_E_PARSE for a map the validator refuses;
 *         #TW_E_PARAM for an unknown, repeated or bad param; #TW_E_ARG for
 *         a NULL @p map_text or @p out; #TW_E_NOMEM. On failure
 *         tw_game_error(NULL) gives the reason on the calling thread.
 * @public
 */
TW_API tw_status tw_toybattle_new_on_map(const char *map_text, const char *params, tw_game **out);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The map
 *  @{ */

/**
 * Writes the map's name.
 * @param g a toybattle game
 * @return the length needed (snprintf semantics); #TW_E_ARG for a NULL or
 *         non-toybattle @p g, or a NULL @p buf with @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_map_name(const tw_game *g, char *buf, size_t cap);

/**
 * Reads the map's figures.
 * @param g         a toybattle game
 * @param effect    receives a ::tw_toybattle_effect_kind; may be NULL
 * @param objective receives the medals that win at once; may be NULL
 * @param width     receives the largest x coordinate of the drawing; may be NULL
 * @param height    receives the largest y coordinate of the drawing; may be NULL
 * @return #TW_OK; #TW_E_ARG for a NULL or non-toybattle @p g.
 * @public
 */
TW_API tw_status tw_toybattle_map_info(const tw_game *g, int *effect, int *objective,
                                       int *width, int *height);

/**
 * Whether the special bases are played (the param `special_bases`).
 * @param g a toybattle game
 * @return 1 if they are (special_bases=on), 0 if not (the first-games
 *         variant); 0 for a NULL or non-toybattle @p g (a yes/no question
 *         never answers with a negative value; the handle's message says
 *         why).
 * @public
 */
TW_API int tw_toybattle_has_special_bases(const tw_game *g);

/**
 * @param g a toybattle game
 * @return the number of nodes (bases and HQs) of the map; #TW_E_ARG for a
 *         NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_node_count(const tw_game *g);

/**
 * Reads one node.
 * @param g        a toybattle game
 * @param node     0 .. tw_toybattle_node_count() - 1
 * @param hq_owner receives the player whose HQ it is, #TW_NONE for a base;
 *                 may be NULL
 * @param x        receives its place in the drawing; may be NULL
 * @param y        receives its place in the drawing; may be NULL
 * @param special  receives 1 for a special base, else 0; may be NULL
 * @param gate     receives the strengths a gate lets through, bit k for
 *                 strength k (Kwak passes every gate), or 0 without a gate;
 *                 may be NULL
 * @return #TW_OK; #TW_E_ARG for a NULL or non-toybattle @p g or @p node
 *         out of range.
 * @public
 */
TW_API tw_status tw_toybattle_node(const tw_game *g, int node, int *hq_owner, int *x, int *y,
                                   int *special, int *gate);

/**
 * Writes a node's name, as moves write it.
 * @param g    a toybattle game
 * @param node 0 .. tw_toybattle_node_count() - 1
 * @return the length needed (snprintf semantics); #TW_E_ARG for a NULL or
 *         non-toybattle @p g, @p node out of range, or a NULL @p buf with
 *         @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_node_name(const tw_game *g, int node, char *buf, size_t cap);

/**
 * @param g    a toybattle game
 * @param name a node's name, as moves write it
 * @return the node called @p name; #TW_NONE if none is; #TW_E_ARG for a
 *         NULL or non-toybattle @p g or a NULL @p name.
 * @public
 */
TW_API int tw_toybattle_node_find(const tw_game *g, const char *name);

/**
 * Whether a path joins two nodes.
 * @param g a toybattle game
 * @param a a node
 * @param b a node
 * @return 1 if a path joins @p a and @p b, 0 if not; 0 for a NULL or
 *         non-toybattle @p g or a node out of range (the handle's message
 *         says why).
 * @public
 */
TW_API int tw_toybattle_is_adjacent(const tw_game *g, int a, int b);

/**
 * @param g a toybattle game
 * @return the number of regions of the map; #TW_E_ARG for a NULL or
 *         non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_region_count(const tw_game *g);

/**
 * Reads one region.
 * @param g      a toybattle game
 * @param region 0 .. tw_toybattle_region_count() - 1
 * @param medals receives its medals; may be NULL
 * @param owner  receives the player who claimed it, #TW_NONE while nobody
 *               has; may be NULL
 * @param ring   receives up to @p cap nodes around it, in order; may be
 *               NULL when @p cap is 0
 * @param cap    entries available at @p ring
 * @return the number of nodes around it (which may exceed @p cap);
 *         #TW_E_ARG for a NULL or non-toybattle @p g, @p region out of
 *         range, or a NULL @p ring with @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_region(const tw_game *g, int region, int *medals, int *owner, int *ring,
                               size_t cap);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The troops
 *  The arrays of counts by kind have #TW_TOYBATTLE_TROOP_COUNT entries
 *  (Kwak first); each function writes up to @p cap of them and returns
 *  #TW_TOYBATTLE_TROOP_COUNT, as snprintf returns the length. How many
 *  troops a rack, a reserve or the removed pile holds is public: its own
 *  accessor (tw_toybattle_rack_size()...) gives it.
 *  @{ */

/**
 * Reads a node's stack, bottom first. Every troop on the board is visible.
 * @param g      a toybattle game
 * @param node   0 .. tw_toybattle_node_count() - 1
 * @param kinds  receives up to @p cap ::tw_toybattle_troop_kind values; may
 *               be NULL when @p cap is 0
 * @param owners receives up to @p cap players; may be NULL
 * @param cap    entries available at @p kinds (and @p owners)
 * @return the height of the stack (0: empty), which may exceed @p cap;
 *         #TW_E_ARG for a NULL or non-toybattle @p g, @p node out of range,
 *         or a NULL @p kinds with @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_stack(const tw_game *g, int node, int *kinds, int *owners, size_t cap);

/**
 * @param g      a toybattle game
 * @param player 0 or 1
 * @return how many troops @p player has on his rack (public); #TW_E_ARG
 *         for a NULL or non-toybattle @p g or a bad @p player.
 * @public
 */
TW_API int tw_toybattle_rack_size(const tw_game *g, int player);

/**
 * Reads a player's rack as @p viewer sees it: a player sees only his own.
 * @param g      a toybattle game
 * @param player the rack's owner, 0 or 1
 * @param viewer a player or #TW_VIEW_ALL
 * @param counts receives up to @p cap counts by kind, #TW_HIDDEN in each
 *               entry when @p viewer may not see them; may be NULL when
 *               @p cap is 0
 * @param cap    entries available at @p counts
 * @return #TW_TOYBATTLE_TROOP_COUNT; #TW_E_ARG for a NULL or non-toybattle
 *         @p g, a bad @p player or @p viewer, or a NULL @p counts with
 *         @p cap > 0.
 * @perseat
 */
TW_API int tw_toybattle_rack(const tw_game *g, int player, int viewer, int *counts, size_t cap);

/**
 * @param g      a toybattle game
 * @param player 0 or 1
 * @return how many troops are left in @p player's reserve (public);
 *         #TW_E_ARG for a NULL or non-toybattle @p g or a bad @p player.
 * @public
 */
TW_API int tw_toybattle_reserve_size(const tw_game *g, int player);

/**
 * Reads a player's reserve as @p viewer sees it: its contents (which
 * depend on the troops removed unseen) are seen by #TW_VIEW_ALL only.
 * @param g      a toybattle game
 * @param player 0 or 1
 * @param viewer a player or #TW_VIEW_ALL
 * @param counts receives up to @p cap counts by kind, #TW_HIDDEN in each
 *               entry for a player's view; may be NULL when @p cap is 0
 * @param cap    entries available at @p counts
 * @return #TW_TOYBATTLE_TROOP_COUNT; #TW_E_ARG for a NULL or non-toybattle
 *         @p g, a bad @p player or @p viewer, or a NULL @p counts with
 *         @p cap > 0.
 * @perseat
 */
TW_API int tw_toybattle_reserve(const tw_game *g, int player, int viewer, int *counts,
                                size_t cap);

/**
 * @param g      a toybattle game
 * @param player 0 or 1
 * @return how many troops were removed unseen from @p player's reserve at
 *         setup (public; 4 once the setup is done); #TW_E_ARG for a NULL or
 *         non-toybattle @p g or a bad @p player.
 * @public
 */
TW_API int tw_toybattle_removed_size(const tw_game *g, int player);

/**
 * Reads the troops removed unseen from a player's reserve at setup, as
 * @p viewer sees them: only #TW_VIEW_ALL sees which they are.
 * @param g      a toybattle game
 * @param player 0 or 1
 * @param viewer a player or #TW_VIEW_ALL
 * @param counts receives up to @p cap counts by kind, #TW_HIDDEN in each
 *               entry for a player's view; may be NULL when @p cap is 0
 * @param cap    entries available at @p counts
 * @return #TW_TOYBATTLE_TROOP_COUNT; #TW_E_ARG for a NULL or non-toybattle
 *         @p g, a bad @p player or @p viewer, or a NULL @p counts with
 *         @p cap > 0.
 * @perseat
 */
TW_API int tw_toybattle_removed(const tw_game *g, int player, int viewer, int *counts,
                                size_t cap);

/**
 * Reads a player's troops in the (public, face-up) discard.
 * @param g      a toybattle game
 * @param player 0 or 1
 * @param counts receives up to @p cap counts by kind; may be NULL when
 *               @p cap is 0
 * @param cap    entries available at @p counts
 * @return #TW_TOYBATTLE_TROOP_COUNT; #TW_E_ARG for a NULL or non-toybattle
 *         @p g, a bad @p player, or a NULL @p counts with @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_discard(const tw_game *g, int player, int *counts, size_t cap);

/**
 * Reads the troops frozen on a player's rack (Battlefield): they stay on
 * the rack, in view, and cannot be placed during his next turn.
 * @param g      a toybattle game
 * @param player 0 or 1
 * @param counts receives up to @p cap counts by kind; may be NULL when
 *               @p cap is 0
 * @param cap    entries available at @p counts
 * @return #TW_TOYBATTLE_TROOP_COUNT; #TW_E_ARG for a NULL or non-toybattle
 *         @p g, a bad @p player, or a NULL @p counts with @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_frozen(const tw_game *g, int player, int *counts, size_t cap);

/**
 * Reads the known troops of a player's rack: those the opponent saw enter
 * it and knows are still there, besides the frozen ones (a troop Castle
 * Field returned, one Cursed Cemetery took back from the discard, one the
 * Battlefield froze once the freeze is over; docs/information.md). They
 * are public: the position text's `known=`, the JSON view's `known`.
 * @param g      a toybattle game
 * @param player 0 or 1
 * @param counts receives up to @p cap counts by kind; may be NULL when
 *               @p cap is 0
 * @param cap    entries available at @p counts
 * @return #TW_TOYBATTLE_TROOP_COUNT; #TW_E_ARG for a NULL or non-toybattle
 *         @p g, a bad @p player, or a NULL @p counts with @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_known(const tw_game *g, int player, int *counts, size_t cap);

/**
 * @param g      a toybattle game
 * @param player 0 or 1
 * @return the medals @p player holds; #TW_E_ARG for a NULL or non-toybattle
 *         @p g or a bad @p player.
 * @public
 */
TW_API int tw_toybattle_medals(const tw_game *g, int player);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The turn
 *  What the position text says of the turn besides the phase (its fields
 *  first, turn, left, step, chain, next, target and by;
 *  docs/notation/toybattle.md). All of it is public: no viewer is needed.
 *  @{ */

/**
 * @param g a toybattle game
 * @return what the game waits for, a ::tw_toybattle_phase_kind; #TW_E_ARG
 *         for a NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_phase(const tw_game *g);

/**
 * The player whose turn it is: the position text's `turn`. During the
 * setup, the player whose troops are being removed or dealt; once the game
 * is over, the player whose turn it was.
 * @param g a toybattle game
 * @return 0 or 1; #TW_NONE in #TW_TOYBATTLE_PHASE_FIRST (no turn has
 *         started); #TW_E_ARG for a NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_turn_player(const tw_game *g);

/**
 * Who plays first: the position text's `first`.
 * @param g a toybattle game
 * @return 0 or 1 once chance has drawn him; #TW_NONE while it has not
 *         (#TW_TOYBATTLE_PHASE_FIRST, where the text writes `first=-`);
 *         #TW_E_ARG for a NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_first_player(const tw_game *g);

/**
 * The troops still to remove, deal or draw: the position text's `left`.
 * @param g a toybattle game
 * @return 1 to 4 in #TW_TOYBATTLE_PHASE_REMOVE, #TW_TOYBATTLE_PHASE_DEAL
 *         and #TW_TOYBATTLE_PHASE_DRAW, 0 in every other phase; #TW_E_ARG
 *         for a NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_left(const tw_game *g);

/**
 * What the current draw or effect belongs to: the position text's `step`.
 * @param g a toybattle game
 * @return a ::tw_toybattle_step_kind; #TW_TOYBATTLE_STEP_NONE in the setup,
 *         in #TW_TOYBATTLE_PHASE_PLAY and once the game is over; #TW_E_ARG
 *         for a NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_step(const tw_game *g);

/**
 * This turn's placements in order (the first, then Cap'n's extra one): the
 * position text's `chain`. A turn's placements are kept while their
 * effects are resolved (#TW_TOYBATTLE_STEP_TROOP and
 * #TW_TOYBATTLE_STEP_BASES); in every other step there are none.
 * @param g       a toybattle game
 * @param nodes   receives up to @p cap nodes, the first placement first;
 *                may be NULL when @p cap is 0
 * @param heights receives up to @p cap heights: the troops the stack held
 *                under the placed troop when it was placed; may be NULL
 * @param cap     entries available at @p nodes (and @p heights)
 * @return the number of placements, which may exceed @p cap (as
 *         snprintf's length does: ask with NULL and 0, then read); #TW_E_ARG
 *         for a NULL or non-toybattle @p g, or a NULL @p nodes with
 *         @p cap > 0.
 * @public
 */
TW_API int tw_toybattle_placements(const tw_game *g, int *nodes, int *heights, size_t cap);

/**
 * The special base whose effect is being resolved, with
 * #TW_TOYBATTLE_STEP_BASES: the position text's `next`, counted from 0 here
 * where the text counts from 1.
 * @param g a toybattle game
 * @return its index in tw_toybattle_placements(), 0-based (the text's
 *         `next` - 1); #TW_NONE in every other step; #TW_E_ARG for a NULL
 *         or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_resolving(const tw_game *g);

/**
 * The enemy troop Volcanic Jungle moves, in #TW_TOYBATTLE_PHASE_TO: the
 * position text's `target`.
 * @param g a toybattle game
 * @return the node it stands on; #TW_NONE in every other phase; #TW_E_ARG
 *         for a NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_volcano_target(const tw_game *g);

/**
 * How the game ended: the position text's `by` (tw_game_winner() says who
 * won).
 * @param g a toybattle game
 * @return a ::tw_toybattle_end_kind; #TW_TOYBATTLE_END_NONE while the game
 *         is not over; #TW_E_ARG for a NULL or non-toybattle @p g.
 * @public
 */
TW_API int tw_toybattle_end(const tw_game *g);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Names and codes
 *  Static text: a troop's name and the notation's code, a phase's name.
 *  @{ */

/**
 * @param kind a ::tw_toybattle_troop_kind
 * @return the troop's name, static text: "Kwak", "Skully", "Cap'n",
 *         "Jumbo", "Hook", "XB-42", "Star", "Roxy"; NULL for any value that
 *         names no troop.
 * @public
 */
TW_API const char *tw_toybattle_troop_name(int kind);

/**
 * @param kind a ::tw_toybattle_troop_kind
 * @return the troop's code in the notation, static text, upper case (a
 *         position writes player 1's troops in lower case): "K", "S", "C",
 *         "J", "H", "X", "T", "R"; NULL for any value that names no troop.
 * @public
 */
TW_API const char *tw_toybattle_troop_code(int kind);

/**
 * @param phase a ::tw_toybattle_phase_kind
 * @return the phase's name, static text, as the position text and the
 *         JSON view's `phase` write it: "first", "remove", "deal", "play",
 *         "draw", "skully", "capn", "jumbo", "xb42", "pick", "star",
 *         "castle", "clouds", "volcano", "to", "cemetery", "freeze",
 *         "over"; NULL for any value that names no phase.
 * @public
 */
TW_API const char *tw_toybattle_phase_name(int phase);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Events
 *  What a Toy Battle move did (toywar.h, "Events: what each move did";
 *  docs/events.md, "Toy Battle"): an event's `from` and `to` are a node
 *  (0 .. tw_toybattle_node_count() - 1), one of the event's player's
 *  piles (#TW_TOYBATTLE_EVENT_PILE plus its ::tw_toybattle_pile_kind,
 *  beyond every node number), or for #TW_EVENT_CLAIMED a region; its
 *  `piece` a ::tw_toybattle_troop_kind. The reason of #TW_EVENT_ENDED is
 *  a ::tw_toybattle_end_kind, the value of #TW_EVENT_CHOSE and
 *  #TW_EVENT_PASSED the ::tw_toybattle_phase_kind that offered the
 *  choice.
 *  @{ */

/** A pile as an event's `from` or `to` names it: this plus its
 *  ::tw_toybattle_pile_kind (100 to 103, beyond every node number). */
#define TW_TOYBATTLE_EVENT_PILE 100

/** A player's piles. */
typedef enum tw_toybattle_pile_kind {
    TW_TOYBATTLE_PILE_RESERVE = 0, /**< his reserve, face down */
    TW_TOYBATTLE_PILE_RACK = 1,    /**< his rack */
    TW_TOYBATTLE_PILE_DISCARD = 2, /**< the discard, face up */
    TW_TOYBATTLE_PILE_REMOVED = 3  /**< the troops removed unseen at setup */
} tw_toybattle_pile_kind;

/** The number of values of ::tw_toybattle_pile_kind. */
#define TW_TOYBATTLE_PILE_COUNT 4

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_TOYBATTLE_H */
