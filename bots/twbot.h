/* SPDX-License-Identifier: MIT */
/**
 * @file twbot.h
 * @brief Bots for libtoywar: a uniform random player, a fair MCTS player
 *        (information-set MCTS) and an all-seeing one.
 *
 * The bots are examples of the public API, outside the library's ABI: a
 * small static library (`toywar_bots`) that the `toywar` command and the
 * examples link, never part of libtoywar.so and never exported. They see a
 * game only through toywar.h, so they play every game the library ships.
 *
 * - `random` picks a legal move of its seat uniformly.
 * - `mcts` plays fair: single-observer information-set MCTS (Cowling,
 *   Powley and Whitehouse) on the library's determinization. It is given
 *   the seat's information state (::tw_infostate) and nothing else, so it
 *   cannot read what its seat may not know: each iteration searches a
 *   state drawn from what the seat knows (tw_infostate_sample_into()), and
 *   its tree keys on what the seat observes (a decision by its move, a
 *   chance outcome by tw_game_observation_hash()). In Gearhead, where
 *   nothing is hidden, it is UCT with chance nodes.
 * - `omniscient-mcts` is the same search on the true state, the other
 *   players' racks included: an upper bound and a test opponent, never a
 *   fair player of Droids or Toy Battle. Future draws stay unknown to it,
 *   as they are chance nodes.
 *
 * The bots are listed in one table (twbot_kind_count() and the functions
 * after it), which twbot_new() reads: a new bot is one row of it.
 *
 * Bots are not thread-safe; use one bot per thread. Their randomness is
 * their own seeded generator (splitmix64), so a seeded bot chooses the same
 * moves on every platform, given the same game.
 *
 * Names use the prefix `twbot_`, never `tw_`, which belongs to the library.
 */
#ifndef TOYWAR_TWBOT_H
#define TOYWAR_TWBOT_H

#include <stddef.h>
#include <stdint.h>

#include <toywar/toywar.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/** @name Random numbers
 *  @{ */

/** A splitmix64 generator: one 64-bit word of state, any seed is good. */
typedef struct twbot_rng {
    uint64_t state; /**< the generator's state; set it with twbot_rng_seed() */
} twbot_rng;

/** Seeds @p rng; equal seeds give equal sequences on every platform. */
void twbot_rng_seed(twbot_rng *rng, uint64_t seed);

/** @return the next 64 random bits of @p rng. */
uint64_t twbot_rng_next(twbot_rng *rng);

/**
 * @param bound the number of equally likely values; 0 is treated as 1
 * @return a value in [0, @p bound), without modulo bias.
 */
uint32_t twbot_rng_below(twbot_rng *rng, uint32_t bound);

/**
 * A ::tw_rng_fn over a ::twbot_rng, for tw_game_set_rng(g, twbot_rng_fn, &rng):
 * the game then rolls its dice with the bot's generator.
 * @param user  a `twbot_rng *`
 * @param bound the bound the library asks for
 * @return twbot_rng_below(user, bound).
 */
uint32_t twbot_rng_fn(void *user, uint32_t bound);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The random bot
 *  @{ */

/**
 * Picks one of the legal moves of the player to move, uniformly.
 * @param g   a game at a decision
 * @param rng the generator to draw with
 * @param out receives the move
 * @return #TW_OK; #TW_E_STATE when @p g is at a chance node or over;
 *         #TW_E_ARG for NULL arguments.
 */
tw_status twbot_random_move(const tw_game *g, twbot_rng *rng, tw_move *out);

/**
 * Plays @p g to its end: rolls chance nodes with @p g's own RNG and picks
 * every decision with twbot_random_move(), stopping after @p max_moves
 * moves in all (chance outcomes included) if the game has not ended.
 * @param moves receives how many moves were applied; may be NULL
 * @return #TW_OK (the game is over or @p max_moves were applied); any
 *         error of the library's calls, @p g keeping the moves applied before.
 */
tw_status twbot_random_playout(tw_game *g, twbot_rng *rng, long max_moves, long *moves);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name The MCTS bot
 *  @{ */

/** The MCTS bot's settings; twbot_mcts_defaults() fills in the defaults. */
typedef struct twbot_mcts_config {
    /** Search iterations per move (each: a descent of the tree, one new
     *  node, one random playout, the backup). Default 500. */
    long iterations;
    /** The UCT exploration constant c in mean + c * sqrt(ln N / n), the
     *  rewards being in [0, 1]. Default 1.0. */
    double exploration;
    /** Moves (chance outcomes included) a playout may apply before it is
     *  cut off and scored from the scores so far (twbot_rewards()).
     *  Default 100: whole playouts of Gearhead Skirmish run to a thousand
     *  moves, and the points so far already tell who is ahead. */
    long max_playout;
    /** The seed of the bot's own generator. Default 1. */
    uint64_t seed;
} twbot_mcts_config;

/** Fills @p config with the defaults listed in ::twbot_mcts_config. */
void twbot_mcts_defaults(twbot_mcts_config *config);

/** An MCTS bot: its settings, its generator and the memory of its tree. */
typedef struct twbot_mcts twbot_mcts;

/**
 * Creates an MCTS bot.
 * @param config its settings; NULL for the defaults
 * @param out    receives the bot; NULL on failure
 * @return #TW_OK; #TW_E_ARG for a NULL @p out or a setting out of range
 *         (iterations < 1, exploration < 0, max_playout < 1); #TW_E_NOMEM.
 */
tw_status twbot_mcts_new(const twbot_mcts_config *config, twbot_mcts **out);

/** Frees @p bot and its tree. NULL is a no-op. */
void twbot_mcts_free(twbot_mcts *bot);

/**
 * The fair search: picks the move of the seat whose information state
 * @p info is, at its decision, from what that seat knows alone (the root's
 * most visited child; a single legal move is returned without searching).
 * @param info the seat's information state (tw_infostate_new())
 * @param out  receives the move
 * @return #TW_OK; #TW_E_STATE when it is not the seat's decision;
 *         #TW_E_NOMEM; #TW_E_ARG for NULL arguments; #TW_E_RNG when the
 *         search meets more than #TW_ADVANCE_MAX chance outcomes in a row,
 *         as tw_game_advance() would; any other error of the library's calls.
 */
tw_status twbot_mcts_move(twbot_mcts *bot, const tw_infostate *info, tw_move *out);

/**
 * The all-seeing search: as twbot_mcts_move(), on the true state of @p g,
 * hidden parts included (not a fair player). @p g is not changed.
 * @return #TW_OK; #TW_E_STATE when @p g is at a chance node or over; the
 *         errors of twbot_mcts_move().
 */
tw_status twbot_omniscient_move(twbot_mcts *bot, const tw_game *g, tw_move *out);

/**
 * The rewards MCTS backs up from a finished (or cut off) game, one per
 * player, each in [0, 1]:
 * - a winner gets 1 and the others 0; with more than two players, a player
 *   whose score equals the winner's shares the win (Droids' teams, where
 *   the winner is named by the team's first seat);
 * - a draw gives 1 / k to each of the k players with the best score;
 * - #TW_WINNER_NOBODY gives 0 to everyone;
 * - a game not over yet is scored as a draw by its scores so far.
 *
 * The search backs each up at 0.999^N of its worth, N the moves from the
 * root to the playout's end: the sooner of two wins is worth more, so a
 * bot with a won game ends it (and a playout cut off, the longest, counts
 * less than one played out).
 * @param rewards receives up to @p cap rewards, player 0 first
 * @return the number of players; a negative ::tw_status from the library.
 */
int twbot_rewards(const tw_game *g, double *rewards, size_t cap);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Any bot by name
 *  One interface over every bot, for hosts that let the user pick one:
 *  "random", "mcts", "mcts:ITER" (ITER iterations per move),
 *  "mcts:ITER:PLAYOUT" (and playouts cut off after PLAYOUT moves), and the
 *  same forms of "omniscient-mcts". The bots are the rows of one table,
 *  which these functions list.
 *  @{ */

/** @return the number of kinds of bot (>= 1). */
int twbot_kind_count(void);

/** @return the name of kind @p index as specs begin ("mcts"), or NULL out of range. */
const char *twbot_kind_name(int index);

/** @return what kind @p index accepts after its name (":ITER[:PLAYOUT]", or
 *  ""), or NULL out of range. */
const char *twbot_kind_params(int index);

/** @return one line saying what kind @p index is, or NULL out of range. */
const char *twbot_kind_help(int index);

/** @return 1 if kind @p index plays from its seat's information state alone,
 *  0 if it reads the whole state or @p index is out of range. */
int twbot_kind_is_fair(int index);

/** A bot of either kind. */
typedef struct twbot twbot;

/**
 * Creates a bot from its name.
 * @param spec "random", "mcts" (the defaults of twbot_mcts_defaults()),
 *             "mcts:ITER" or "mcts:ITER:PLAYOUT" (each 1 to 100000000)
 * @param seed the seed of the bot's generator
 * @param out  receives the bot; NULL on failure
 * @return #TW_OK; #TW_E_PARAM for a spec that names no bot; #TW_E_ARG for
 *         NULL arguments; #TW_E_NOMEM.
 */
tw_status twbot_new(const char *spec, uint64_t seed, twbot **out);

/** Frees @p bot. NULL is a no-op. */
void twbot_free(twbot *bot);

/** @return the bot's name as given to twbot_new() ("mcts:500"), or "" for NULL. */
const char *twbot_name(const twbot *bot);

/** @return 1 if @p bot plays from its seat's information state alone. */
int twbot_is_fair(const twbot *bot);

/**
 * Picks the move of the player to move in @p g, which is not changed. A
 * fair bot is given only that player's information state
 * (tw_infostate_new()), never @p g itself.
 * @return as twbot_random_move() or twbot_mcts_move().
 */
tw_status twbot_choose(twbot *bot, const tw_game *g, tw_move *out);

/**
 * Picks the move of the seat whose information state @p info is, at its
 * decision: what a host that holds no secret (a Web Worker given
 * tw_infostate_to_text()) asks of a fair bot.
 * @return as twbot_mcts_move(); #TW_E_STATE for a bot that is not fair
 *         (it needs the whole game: twbot_choose()).
 */
tw_status twbot_choose_infostate(twbot *bot, const tw_infostate *info, tw_move *out);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_TWBOT_H */
