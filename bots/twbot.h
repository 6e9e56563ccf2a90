/**
 * @file twbot.h
 * @brief Bots for libtoywar: a uniform random player and an MCTS player.
 *
 * The bots are examples of the public API, outside the library's ABI: a
 * small static library (`toywar_bots`) that the `toywar` command and the
 * examples link, never part of libtoywar.so and never exported. They see a
 * game only through toywar.h, so they play every game the library ships.
 *
 * - The random bot picks a legal move uniformly.
 * - The MCTS bot is UCT (Kocsis and Szepesvari) with chance nodes: at a
 *   chance node the search samples an outcome by its weight (through
 *   tw_game_roll() on its working copy) and follows the child for that
 *   outcome; the playouts are uniformly random. It searches a copy of the
 *   game made with tw_game_clone() and walks it with tw_game_apply() and
 *   tw_game_undo(), for a fixed number of iterations.
 *
 * A bot searches the true state of the game it is given, hidden parts
 * included (the other players' racks in Droids and Toy Battle): it is an
 * opponent for testing and practice, not a fair player of hidden-information
 * games. Future draws stay unknown to it, as they are chance nodes.
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
 * Searches @p g and picks the move of the player to move: the root's most
 * visited child. With a single legal move, returns it without searching.
 * @p g itself is not changed (the search walks a clone of it).
 * @param out receives the move
 * @return #TW_OK; #TW_E_STATE when @p g is at a chance node or over;
 *         #TW_E_NOMEM; #TW_E_ARG for NULL arguments; #TW_E_RNG when the
 *         search meets more than #TW_ADVANCE_MAX chance outcomes in a row,
 *         as tw_game_advance() would; any other error of the library's calls.
 */
tw_status twbot_mcts_move(twbot_mcts *bot, const tw_game *g, tw_move *out);

/**
 * The rewards MCTS backs up from a finished (or cut off) game, one per
 * player, each in [0, 1]:
 * - a winner gets 1 and the others 0; with more than two players, a player
 *   whose score equals the winner's shares the win (Droids' teams, where
 *   the winner is named by the team's first seat);
 * - a draw gives 1 / k to each of the k players with the best score;
 * - #TW_WINNER_NOBODY gives 0 to everyone;
 * - a game not over yet is scored as a draw by its scores so far.
 * @param rewards receives up to @p cap rewards, player 0 first
 * @return the number of players; a negative ::tw_status from the library.
 */
int twbot_rewards(const tw_game *g, double *rewards, size_t cap);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Any bot by name
 *  One interface over both bots, for hosts that let the user pick a bot:
 *  "random", "mcts", "mcts:ITER" (ITER iterations per move) or
 *  "mcts:ITER:PLAYOUT" (and playouts cut off after PLAYOUT moves).
 *  @{ */

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

/**
 * Picks the move of the player to move in @p g, which is not changed.
 * @return as twbot_random_move() or twbot_mcts_move().
 */
tw_status twbot_choose(twbot *bot, const tw_game *g, tw_move *out);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_TWBOT_H */
