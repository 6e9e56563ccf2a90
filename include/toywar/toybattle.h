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
 * Every accessor takes a handle that plays Toy Battle. Each returns
 * #TW_E_ARG, and sets the handle's message (tw_game_error()), when the
 * handle is NULL, plays another game, or an index, player or viewer is out
 * of range, or a required pointer is NULL. Accessors never change the game.
 * Nodes (bases and HQs) are numbered 0 .. tw_toybattle_node_count() - 1 in
 * the order the map declares them; regions likewise.
 *
 * This header is C99 and includes only toywar.h.
 */
#ifndef TOYWAR_TOYBATTLE_H
#define TOYWAR_TOYBATTLE_H

#include "toywar/toywar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Troop kinds, in the canonical order of counts and chance outcomes. A
 *  kind's value is its strength, Kwak (0) being the joker.
 *  @note Accessor convention (docs/abi.md, 1): this header's enums and
 *  macros take the prefix TW_TB_ (types tw_tb_); 2.0 names them
 *  TW_TOYBATTLE_ (tw_toybattle_), after the game. */
typedef enum tw_tb_kind {
    TW_TB_KWAK = 0,   /**< X: covers any enemy troop, and any enemy troop covers it */
    TW_TB_SKULLY = 1, /**< 1: may draw 2 troops */
    TW_TB_CAPN = 2,   /**< 2: may place 1 extra troop */
    TW_TB_JUMBO = 3,  /**< 3: may discard 1 adjacent visible enemy troop */
    TW_TB_HOOK = 4,   /**< 4: may be placed on a base ignoring the connection rule */
    TW_TB_XB42 = 5,   /**< 5: may discard 1 random troop of the opponent's rack */
    TW_TB_STAR = 6,   /**< 6: may draw 1 troop */
    TW_TB_ROXY = 7,   /**< 7: no effect */
    TW_TB_KINDS = 8   /**< the number of kinds */
} tw_tb_kind;

/** A battlefield's special-base effect. */
typedef enum tw_tb_effect {
    TW_TB_EFFECT_NONE = 0,     /**< no special bases (Caribbean Sea) */
    TW_TB_EFFECT_CASTLE = 1,   /**< Castle Field: one other troop of yours back to the rack */
    TW_TB_EFFECT_POOL = 2,     /**< Tropical Pool: gates on bases and HQs */
    TW_TB_EFFECT_CLOUDS = 3,   /**< City of Clouds: draw 1 troop */
    TW_TB_EFFECT_VOLCANO = 4,  /**< Volcanic Jungle: move an adjacent enemy troop one path */
    TW_TB_EFFECT_CEMETERY = 5, /**< Cursed Cemetery: one troop of yours back from the discard */
    TW_TB_EFFECT_METALX = 6,   /**< Station Metal-X: troop effects are not applied there */
    TW_TB_EFFECT_FREEZE = 7    /**< Battlefield: a random troop of the opponent's rack frozen */
} tw_tb_effect;

/** What a game waits for (tw_toybattle_phase()). */
typedef enum tw_tb_phase {
    TW_TB_PHASE_FIRST = 0,    /**< chance: who plays first */
    TW_TB_PHASE_REMOVE,       /**< chance: a troop removed unseen from a reserve */
    TW_TB_PHASE_DEAL,         /**< chance: a troop of an opening rack */
    TW_TB_PHASE_PLAY,         /**< decision: draw or place */
    TW_TB_PHASE_DRAW,         /**< chance: a troop drawn from the reserve */
    TW_TB_PHASE_SKULLY,       /**< decision: Skully's draw or "no" */
    TW_TB_PHASE_CAPN,         /**< decision: Cap'n's extra placement or "no" */
    TW_TB_PHASE_JUMBO,        /**< decision: Jumbo's target or "no" */
    TW_TB_PHASE_XB42,         /**< decision: XB-42's pick or "no" */
    TW_TB_PHASE_PICK,         /**< chance: the troop XB-42 takes */
    TW_TB_PHASE_STAR,         /**< decision: Star's draw or "no" */
    TW_TB_PHASE_CASTLE,       /**< decision: Castle Field's troop or "no" */
    TW_TB_PHASE_CLOUDS,       /**< decision: City of Clouds' draw or "no" */
    TW_TB_PHASE_VOLCANO,      /**< decision: Volcanic Jungle's enemy troop or "no" */
    TW_TB_PHASE_TO,           /**< decision: where that troop goes */
    TW_TB_PHASE_CEMETERY,     /**< decision: Cursed Cemetery's troop or "no" */
    TW_TB_PHASE_FREEZE,       /**< chance: Battlefield's frozen troop */
    TW_TB_PHASE_OVER          /**< the game is over */
} tw_tb_phase;

/** What the current draw or effect belongs to (tw_toybattle_step()): the
 *  position text's `step`. The type's name has `_kind` after the noun, as
 *  ::tw_droids_object_kind has, since a typedef and the function cannot
 *  share a name. @since 1.1 */
typedef enum tw_toybattle_step_kind {
    TW_TOYBATTLE_STEP_NONE = 0,   /**< none: setup, #TW_TB_PHASE_PLAY, or the game is over */
    TW_TOYBATTLE_STEP_ACTION = 1, /**< the turn's draw: the turn ends after it */
    TW_TOYBATTLE_STEP_TROOP = 2,  /**< the placed troop's effect: the special bases come next */
    TW_TOYBATTLE_STEP_BASES = 3   /**< a special base's effect (tw_toybattle_resolving()) */
} tw_toybattle_step_kind;

/** How the game ended (tw_toybattle_end()): the position text's `by`.
 *  (`_kind`: as ::tw_toybattle_step_kind.) @since 1.1 */
typedef enum tw_toybattle_end_kind {
    TW_TOYBATTLE_END_NONE = 0,   /**< the game is not over */
    TW_TOYBATTLE_END_HQ = 1,     /**< a troop was placed on the enemy HQ */
    TW_TOYBATTLE_END_MEDALS = 2, /**< the winner reached the map's medal objective */
    TW_TOYBATTLE_END_STUCK = 3   /**< a player could neither draw nor place at his turn's start */
} tw_toybattle_end_kind;

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
 * @param out      receives the new handle; set to NULL on failure
 * @return #TW_OK; #TW_E_PARSE for a map the validator refuses;
 *         #TW_E_PARAM for an unknown, repeated or bad param; #TW_E_ARG for
 *         a NULL @p map_text or @p out; #TW_E_NOMEM. On failure
 *         tw_game_error(NULL) gives the reason on the calling thread.
 */
TW_API tw_status tw_toybattle_new_on_map(const char *map_text, const char *params, tw_game **out);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The map
 *  @{ */

/**
 * Writes the map's name.
 * @return the length needed (snprintf semantics); #TW_E_ARG.
 */
TW_API int tw_toybattle_map_name(const tw_game *g, char *buf, size_t cap);

/**
 * Reads the map's figures; each out-pointer may be NULL.
 * @param effect    receives a ::tw_tb_effect
 * @param objective receives the medals that win at once
 * @param width     receives the largest x coordinate of the drawing
 * @param height    receives the largest y coordinate of the drawing
 * @return 1 if special bases are played (special_bases=on), 0 if not; #TW_E_ARG.
 */
TW_API int tw_toybattle_map_info(const tw_game *g, int *effect, int *objective, int *width,
                                 int *height);

/** @return the number of nodes (bases and HQs) of the map; #TW_E_ARG. */
TW_API int tw_toybattle_node_count(const tw_game *g);

/**
 * Reads one node; each out-pointer may be NULL.
 * @param hq_owner  receives the player whose HQ it is, or -1 for a base
 * @param x, y      receive its place in the drawing
 * @param special   receives 1 for a special base, else 0
 * @param gate      receives the strengths a gate lets through, bit k for
 *                  strength k (Kwak passes every gate), or 0 without a gate
 * @return #TW_OK; #TW_E_ARG.
 */
TW_API tw_status tw_toybattle_node(const tw_game *g, int node, int *hq_owner, int *x, int *y,
                                   int *special, int *gate);

/**
 * Writes a node's name, as moves write it.
 * @return the length needed (snprintf semantics); #TW_E_ARG.
 */
TW_API int tw_toybattle_node_name(const tw_game *g, int node, char *buf, size_t cap);

/** @return the node called @p name; #TW_E_ARG if none is (or NULL arguments). */
TW_API int tw_toybattle_node_find(const tw_game *g, const char *name);

/** @return 1 if a path joins nodes @p a and @p b, 0 if not; #TW_E_ARG. */
TW_API int tw_toybattle_adjacent(const tw_game *g, int a, int b);

/** @return the number of regions of the map; #TW_E_ARG. */
TW_API int tw_toybattle_region_count(const tw_game *g);

/**
 * Reads one region.
 * @param medals receives its medals; may be NULL
 * @param owner  receives the player who claimed it, or -1; may be NULL
 * @param ring   receives up to @p cap nodes around it, in order; may be
 *               NULL when @p cap is 0
 * @return the number of nodes around it; #TW_E_ARG.
 */
TW_API int tw_toybattle_region(const tw_game *g, int region, int *medals, int *owner, int *ring,
                               size_t cap);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The game
 *  @{ */

/** @return what the game waits for, a ::tw_tb_phase; #TW_E_ARG. */
TW_API int tw_toybattle_phase(const tw_game *g);

/**
 * Reads a node's stack, bottom first. Every troop on the board is visible.
 * @param kinds  receives up to @p cap ::tw_tb_kind values; may be NULL when @p cap is 0
 * @param owners receives up to @p cap players; may be NULL
 * @return the height of the stack (0: empty); #TW_E_ARG.
 */
TW_API int tw_toybattle_stack(const tw_game *g, int node, int *kinds, int *owners, size_t cap);

/**
 * Reads a player's rack as @p viewer sees it.
 * @param player the rack's owner, 0 or 1
 * @param viewer a player or #TW_VIEW_ALL; a player sees only his own rack
 * @param counts receives #TW_TB_KINDS counts by kind, or -1 in each entry
 *               when @p viewer may not see them; may be NULL
 * @return the number of troops on the rack (always public); #TW_E_ARG.
 */
TW_API int tw_toybattle_rack(const tw_game *g, int player, int viewer, int *counts);

/**
 * Reads a player's reserve as @p viewer sees it: its size is public, its
 * contents (which depend on the troops removed unseen) only to #TW_VIEW_ALL.
 * @param counts receives #TW_TB_KINDS counts by kind, or -1 in each entry
 *               for a player's view; may be NULL
 * @return the number of troops in the reserve; #TW_E_ARG.
 */
TW_API int tw_toybattle_reserve(const tw_game *g, int player, int viewer, int *counts);

/**
 * Reads the troops removed unseen from a player's reserve at setup, as
 * @p viewer sees them (only #TW_VIEW_ALL sees which they are).
 * @param counts receives #TW_TB_KINDS counts, or -1 each when hidden; may be NULL
 * @return how many were removed; #TW_E_ARG.
 */
TW_API int tw_toybattle_removed(const tw_game *g, int player, int viewer, int *counts);

/**
 * Reads a player's troops in the (public, face-up) discard.
 * @param counts receives #TW_TB_KINDS counts by kind; may be NULL
 * @return how many of his troops are in the discard; #TW_E_ARG.
 */
TW_API int tw_toybattle_discard(const tw_game *g, int player, int *counts);

/**
 * Reads the troops frozen on a player's rack (Battlefield): they stay on
 * the rack, in view, and cannot be placed during his next turn.
 * @param counts receives #TW_TB_KINDS counts by kind; may be NULL
 * @return how many are frozen; #TW_E_ARG.
 */
TW_API int tw_toybattle_frozen(const tw_game *g, int player, int *counts);

/** @return the medals a player holds; #TW_E_ARG. */
TW_API int tw_toybattle_medals(const tw_game *g, int player);

/**
 * @param kind a ::tw_tb_kind from #TW_TB_KWAK to #TW_TB_ROXY
 * @return the troop's name, static text: "Kwak", "Skully", "Cap'n",
 *         "Jumbo", "Hook", "XB-42", "Star", "Roxy"; NULL for any value that
 *         names no troop.
 * @since 1.1
 */
TW_API const char *tw_toybattle_troop_name(int kind);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The turn
 *  What the position text says of the turn besides the phase (its fields
 *  first, turn, left, step, chain, next, target and by;
 *  docs/notation/toybattle.md). All of it is public: no viewer is needed.
 *  @{ */

/**
 * The player whose turn it is: the position text's `turn`. During the
 * setup, the player whose troops are being removed or dealt; once the game
 * is over, the player whose turn it was; nobody in #TW_TB_PHASE_FIRST
 * (no turn has started: the text and the JSON view write 0 there).
 * @param player receives 0 or 1, or -1 in #TW_TB_PHASE_FIRST; may be NULL
 * @return 1 when a player's turn is named, 0 in #TW_TB_PHASE_FIRST;
 *         #TW_E_ARG for a NULL handle or one of another game.
 * @since 1.1
 */
TW_API int tw_toybattle_turn_player(const tw_game *g, int *player);

/**
 * Who plays first: the position text's `first`.
 * @param player receives the first player, 0 or 1, when chance has drawn
 *               him, -1 while not; may be NULL
 * @return 1 once chance has drawn the first player, 0 while it has not
 *         (#TW_TB_PHASE_FIRST, where the text writes `first=-`);
 *         #TW_E_ARG for a NULL handle or one of another game.
 * @since 1.1
 */
TW_API int tw_toybattle_first_player(const tw_game *g, int *player);

/**
 * The troops still to remove, deal or draw: the position text's `left`.
 * @return 1 to 4 in #TW_TB_PHASE_REMOVE, #TW_TB_PHASE_DEAL and
 *         #TW_TB_PHASE_DRAW, 0 in every other phase; #TW_E_ARG for a NULL
 *         handle or one of another game.
 * @since 1.1
 */
TW_API int tw_toybattle_left(const tw_game *g);

/**
 * What the current draw or effect belongs to: the position text's `step`.
 * @return a ::tw_toybattle_step_kind; #TW_TOYBATTLE_STEP_NONE in the setup, in
 *         #TW_TB_PHASE_PLAY and once the game is over; #TW_E_ARG for a NULL
 *         handle or one of another game.
 * @since 1.1
 */
TW_API int tw_toybattle_step(const tw_game *g);

/**
 * This turn's placements in order (the first, then Cap'n's extra one): the
 * position text's `chain`. A turn's placements are kept while their
 * effects are resolved (#TW_TOYBATTLE_STEP_TROOP and
 * #TW_TOYBATTLE_STEP_BASES); in every other step there are none.
 * @param nodes   receives up to @p cap nodes, the first placement first;
 *                may be NULL when @p cap is 0
 * @param heights receives up to @p cap heights: the troops the stack held
 *                under the placed troop when it was placed; may be NULL
 * @param cap     entries available at @p nodes (and @p heights)
 * @return the number of placements, which may exceed @p cap (as
 *         snprintf's length does: ask with NULL and 0, then read); #TW_E_ARG
 *         for a NULL handle or one of another game, or a NULL @p nodes
 *         with @p cap > 0.
 * @since 1.1
 */
TW_API int tw_toybattle_placements(const tw_game *g, int *nodes, int *heights, size_t cap);

/**
 * The special base whose effect is being resolved, with
 * #TW_TOYBATTLE_STEP_BASES: the position text's `next`, counted from 0 here
 * where the text counts from 1.
 * @param entry receives its index in tw_toybattle_placements(), 0-based
 *              (the text's `next` - 1), -1 when there is none; may be
 *              NULL
 * @return 1 with #TW_TOYBATTLE_STEP_BASES, 0 in every other step; #TW_E_ARG
 *         for a NULL handle or one of another game.
 * @since 1.1
 */
TW_API int tw_toybattle_resolving(const tw_game *g, int *entry);

/**
 * The enemy troop Volcanic Jungle moves, in #TW_TB_PHASE_TO: the position
 * text's `target`.
 * @param node receives the node it stands on, -1 when there is none; may
 *             be NULL
 * @return 1 in #TW_TB_PHASE_TO, 0 in every other phase; #TW_E_ARG for a
 *         NULL handle or one of another game.
 * @since 1.1
 */
TW_API int tw_toybattle_volcano_target(const tw_game *g, int *node);

/**
 * How the game ended: the position text's `by` (tw_game_winner() says who
 * won).
 * @return a ::tw_toybattle_end_kind; #TW_TOYBATTLE_END_NONE while the game is
 *         not over; #TW_E_ARG for a NULL handle or one of another game.
 * @since 1.1
 */
TW_API int tw_toybattle_end(const tw_game *g);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Events
 *  What a Toy Battle move did (toywar.h, "Events: what each move did";
 *  docs/events.md, "Toy Battle"): an event's `from` and `to` are a node
 *  (0 .. tw_toybattle_node_count() - 1), one of the event's player's
 *  piles below, or for #TW_EVENT_CLAIMED a region; its `piece` a
 *  ::tw_tb_kind. The reason of #TW_EVENT_ENDED is a
 *  ::tw_toybattle_end_kind, the value of #TW_EVENT_CHOSE and
 *  #TW_EVENT_PASSED the ::tw_tb_phase that offered the choice.
 *  @{ */

/** A player's piles, as an event's `from` or `to` names them (beyond
 *  every node number). @since 1.1 */
typedef enum tw_toybattle_pile {
    TW_TOYBATTLE_PILE_RESERVE = 100, /**< his reserve, face down */
    TW_TOYBATTLE_PILE_RACK = 101,    /**< his rack */
    TW_TOYBATTLE_PILE_DISCARD = 102, /**< the discard, face up */
    TW_TOYBATTLE_PILE_REMOVED = 103  /**< the troops removed unseen at setup */
} tw_toybattle_pile;

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_TOYBATTLE_H */
