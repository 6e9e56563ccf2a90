/* SPDX-License-Identifier: MIT */
/**
 * @file toywar.h
 * @brief libtoywar: the generic API every game honours.
 *
 * libtoywar plays board games by their full rules behind one C ABI. A game in
 * progress is an opaque ::tw_game handle. Every state is exactly one of: a
 * decision of a player, a chance node, or terminal. Moves (decisions and
 * chance outcomes alike) are opaque 32-bit integers; the text functions give
 * each game's documented notation.
 *
 * Every public function of the library follows one convention, written
 * out in docs/abi.md ("The public convention") and checked by a test that
 * walks every exported function:
 * - It returns one of six shapes: a ::tw_status (#TW_OK is 0, errors are
 *   negative); an `int` value, >= 0 or a named special value <= -100
 *   (#TW_NONE, #TW_HIDDEN, #TW_PLAYER_CHANCE...), or a negative ::tw_status;
 *   a yes/no `int` (`tw_<area>_is_...`, `_has_...`), 1 or 0 and never
 *   negative; the length of a text written to `(buf, cap)` or a negative
 *   ::tw_status; static text, or NULL; or a hash (0 on error), the version
 *   number, or nothing (free).
 * - Arguments come in one order: the handle; the indices that name what is
 *   read; `viewer` or `seat`; the inputs; out-parameters; an array or a
 *   text buffer and its capacity last.
 * - A NULL handle or NULL required pointer is #TW_E_ARG, never a crash.
 * - A failing call leaves the handle's state exactly as it was, leaves the
 *   out-parameters as they were, and sets the handle's message
 *   (tw_game_error()).
 * - Functions that write text take `(buf, cap)`, never write past `cap`,
 *   always NUL-terminate when `cap > 0`, and return the length they needed
 *   excluding the NUL (snprintf semantics): call with `buf = NULL, cap = 0`
 *   to size a buffer. An array is written the same way: `(array, cap)`,
 *   the return the number of entries it has.
 * - Text arguments are NUL-terminated UTF-8 and never read past their NUL.
 * - Each function says what it reveals of hidden information: all-seeing,
 *   per seat, or public (docs/information.md).
 * - There is no global mutable state: two handles may be used from two
 *   threads at once; one handle is used by one thread at a time.
 *
 * This header is C99 and includes only `<stddef.h>` and `<stdint.h>`.
 */
#ifndef TOYWAR_TOYWAR_H
#define TOYWAR_TOYWAR_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @name Version
 *  The header's version; tw_version() gives the library's, and the two agree
 *  for a library built from this header.
 *  @{ */
#define TOYWAR_VERSION_MAJOR 1 /**< changes with an incompatible ABI (and the SONAME) */
#define TOYWAR_VERSION_MINOR 0 /**< changes when functions or games are added */
#define TOYWAR_VERSION_PATCH 0 /**< changes with fixes only */
/** The version as one number: major << 16 | minor << 8 | patch. */
#define TOYWAR_VERSION \
    ((TOYWAR_VERSION_MAJOR << 16) | (TOYWAR_VERSION_MINOR << 8) | TOYWAR_VERSION_PATCH)
/** The version as text, "major.minor.patch". */
#define TOYWAR_VERSION_STRING "1.0.0"
/** @} */

/** @cond INTERNAL */
#if defined(TOYWAR_BUILDING) && defined(__GNUC__)
#define TW_API __attribute__((visibility("default")))
#else
#define TW_API
#endif
/** @endcond */

/** An opaque game in progress, with its full history. */
typedef struct tw_game tw_game;

/** An encoded move (a decision or a chance outcome). 0 is never a legal
 *  move. Hosts treat the bits as opaque and use tw_move_to_string(). */
typedef uint32_t tw_move;

/** Status codes. New codes are only ever appended. */
typedef enum tw_status {
    TW_OK = 0,          /**< success */
    TW_E_ARG = -1,      /**< NULL or out-of-range argument */
    TW_E_ILLEGAL = -2,  /**< move not legal here; state unchanged */
    TW_E_PARSE = -3,    /**< malformed text (move, position, replay) */
    TW_E_PARAM = -4,    /**< unknown or bad game param */
    TW_E_NOMEM = -5,    /**< allocation failed; state unchanged */
    TW_E_STATE = -6,    /**< not possible in this state (undo at start, roll at a decision) */
    TW_E_RNG = -7       /**< the RNG returned a value out of range, or its dice never
                             let the game reach a decision (#TW_ADVANCE_MAX) */
    /* new codes are only ever appended */
} tw_status;

/** @name Special values
 *  They live at -100 and below, so they never collide with a ::tw_status.
 *  @{ */
#define TW_PLAYER_CHANCE   (-100) /**< tw_game_current_player(): a chance node */
#define TW_PLAYER_TERMINAL (-101) /**< tw_game_current_player(): the game is over */
#define TW_VIEW_ALL        (-100) /**< viewer: the omniscient view */
#define TW_WINNER_NONE     (-100) /**< tw_game_winner(): game not over */
#define TW_WINNER_DRAW     (-101) /**< tw_game_winner(): over, shared result */
#define TW_WINNER_NOBODY   (-102) /**< tw_game_winner(): over, every player lost */
#define TW_NONE            (-103) /**< an accessor's answer, or an out-parameter's, when there is none */
#define TW_HIDDEN          (-104) /**< an accessor's answer when the viewer may not see it */
#define TW_MOVES_MAX       1024   /**< no state of any game has more legal moves */
/** The most chance outcomes tw_game_advance() resolves in one call with no
 *  decision between them; past it the call fails with #TW_E_RNG (the dice
 *  never let the game reach a decision) and leaves the game exactly as it
 *  was before the call (state, history, built-in RNG). No game needs more
 *  than a handful in a row with a fair RNG. */
#define TW_ADVANCE_MAX     10000
/** @} */

/**
 * A host random number generator.
 *
 * It may return any sequence of values in range, even the same one every
 * time (a test rig's "always 0"): no sequence can hang a host, since
 * tw_game_advance() gives up after #TW_ADVANCE_MAX chance outcomes in a row
 * (a Gearhead roll-off that ties forever, for instance) with #TW_E_RNG.
 * @param user  the pointer given to tw_game_set_rng()
 * @param bound the number of equally likely values, >= 1
 * @return a value in [0, bound); any other value makes the roll fail with
 *         #TW_E_RNG (the message gives the value as returned and the bound)
 *         and leaves the state unchanged.
 */
typedef uint32_t (*tw_rng_fn)(void *user, uint32_t bound);

/**
 * A host allocator, with lua_Alloc semantics: `new_size == 0` frees `ptr`
 * (which may be NULL) and returns NULL; otherwise it behaves like
 * `realloc(ptr, new_size)`, `old_size` being the size of the block `ptr`
 * (0 when `ptr` is NULL). Returning NULL for `new_size > 0` reports
 * failure, which the library turns into #TW_E_NOMEM.
 */
typedef void *(*tw_alloc_fn)(void *user, void *ptr, size_t old_size, size_t new_size);

/* ------------------------------------------------------------------------ */
/** @name Library and games
 *  @{ */

/** @return the library's version, major << 16 | minor << 8 | patch. Never fails. @public */
TW_API uint32_t tw_version(void);

/** @return the library's version as static text, "major.minor.patch". Never fails (never
 *  NULL). @public */
TW_API const char *tw_version_string(void);

/**
 * @return a static, human-readable name for @p s, such as "illegal move";
 *         "unknown status" for a value that is not a ::tw_status. Never
 *         fails (never NULL).
 * @public
 */
TW_API const char *tw_status_string(tw_status s);

/** @return the number of games the library plays (>= 1). Never fails. @public */
TW_API int tw_games_count(void);

/**
 * @param index 0 <= index < tw_games_count()
 * @return the game's name as passed to tw_game_new() ("gearhead", ...), or
 *         NULL when @p index is out of range.
 * @public
 */
TW_API const char *tw_games_name(int index);

/**
 * Describes a game for a host that lists what the library offers, in one
 * layout for every game, written from the same table as the tw_games_param_*
 * functions below (so the two never disagree):
 *
 *     <one line of summary>
 *     players: <min>..<max>
 *     params:
 *       <key>: integer <min>..<max>, default <n>: <help>
 *       <key>: one of <value>|<value>|..., default <value>: <help>
 *       seed: integer 0..18446744073709551615, default 0: <help>
 *
 * one line per param in the game's declared order, the generic `seed` last.
 * The text is static and stable within a release.
 * @param name a game's name
 * @return the description, or NULL if @p name is NULL or names no game.
 * @public
 */
TW_API const char *tw_games_about(const char *name);

/** Kinds of game params (tw_games_param_kind()). */
typedef enum tw_param_kind {
    TW_PARAM_INT = 1, /**< a decimal integer in [min, max] */
    TW_PARAM_ENUM = 2 /**< one of named values; min 0, max count-1, default an index */
} tw_param_kind;

/**
 * The player range of a game: how many players its params may seat.
 * @param game        a game's name
 * @param min_players receives the fewest players (required)
 * @param max_players receives the most players (required)
 * @return #TW_OK; #TW_E_ARG for a NULL or unknown @p game or a NULL out
 *         pointer (then nothing is written).
 *
 * @public
 */
TW_API tw_status tw_games_players(const char *game, int *min_players, int *max_players);

/**
 * @param game a game's name
 * @return the number of params @p game declares (>= 0), the generic `seed`
 *         not counted (every game accepts seed=0..18446744073709551615);
 *         #TW_E_ARG for a NULL or unknown @p game.
 *
 * @public
 */
TW_API int tw_games_param_count(const char *game);

/**
 * @param game  a game's name
 * @param index 0 <= index < tw_games_param_count(), in the game's declared order
 * @return the param's key, as given to tw_game_new() ("players", ...),
 *         static text; NULL for a NULL or unknown @p game or a bad @p index.
 *
 * @public
 */
TW_API const char *tw_games_param_key(const char *game, int index);

/**
 * @param game  a game's name
 * @param index 0 <= index < tw_games_param_count()
 * @return one line of help (no newline) saying what the param does, static
 *         text; NULL for a NULL or unknown @p game or a bad @p index.
 *
 * @public
 */
TW_API const char *tw_games_param_help(const char *game, int index);

/**
 * @param game  a game's name
 * @param index 0 <= index < tw_games_param_count()
 * @return #TW_PARAM_INT or #TW_PARAM_ENUM; #TW_E_ARG for a NULL or unknown
 *         @p game or a bad @p index.
 *
 * @public
 */
TW_API int tw_games_param_kind(const char *game, int index);

/**
 * The range and default of a param. For #TW_PARAM_INT: the smallest and
 * largest values tw_game_new() accepts and the value used when the param is
 * not given. For #TW_PARAM_ENUM: min 0, max the number of values - 1, and
 * the index of the default value (see tw_games_param_value()).
 * @param game          a game's name
 * @param index         0 <= index < tw_games_param_count()
 * @param min           receives the minimum; may be NULL
 * @param max           receives the maximum; may be NULL
 * @param default_value receives the default; may be NULL
 * @return #TW_OK; #TW_E_ARG for a NULL or unknown @p game or a bad @p index
 *         (then nothing is written).
 *
 * @public
 */
TW_API tw_status tw_games_param_range(const char *game, int index, int *min, int *max,
                                      int *default_value);

/**
 * @param game  a game's name
 * @param index 0 <= index < tw_games_param_count(), a #TW_PARAM_ENUM param
 * @param value 0 <= value <= the max of tw_games_param_range()
 * @return the name of value @p value as tw_game_new() takes it ("challenge",
 *         ...), static text; NULL for an integer param, a NULL or unknown
 *         @p game, or a bad @p index or @p value.
 *
 * @public
 */
TW_API const char *tw_games_param_value(const char *game, int index, int value);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Handles
 *  @{ */

/**
 * Starts a new game with the default allocator.
 *
 * @param name   a game's name (see tw_games_name())
 * @param params NULL or "" for the defaults, or `key=value` pairs separated
 *               by spaces or commas, e.g. "seed=7". Every game accepts
 *               `seed=N` (0 <= N < 2^64), the built-in PRNG's seed; a key
 *               may be given once.
 * @param out    receives the new handle (required); set to NULL on failure
 * @return #TW_OK; #TW_E_ARG if @p name or @p out is NULL or @p name names
 *         no game; #TW_E_PARAM for an unknown key, a repeated key, a bad
 *         value or an out-of-range number (the message names the key);
 *         #TW_E_NOMEM. On failure tw_game_error(NULL) gives the reason on
 *         the calling thread.
 * @public
 */
TW_API tw_status tw_game_new(const char *name, const char *params, tw_game **out);

/**
 * As tw_game_new(), with the host's allocator for everything this handle
 * (and its clones) ever allocates.
 * @param alloc      the allocator; NULL means the default (malloc family)
 * @param alloc_user passed to every call of @p alloc
 * @param out        receives the new handle (required); set to NULL on failure
 * @return as tw_game_new(): #TW_OK; #TW_E_ARG if @p name or @p out is NULL
 *         or @p name names no game; #TW_E_PARAM; #TW_E_NOMEM.
 * @public
 */
TW_API tw_status tw_game_new_with_alloc(const char *name, const char *params,
                                        tw_alloc_fn alloc, void *alloc_user, tw_game **out);

/**
 * Makes a deep copy of @p g: state, history, params, RNG (the built-in
 * generator's state, or the same host RNG function and user pointer) and
 * allocator. The clone shares nothing mutable with its source.
 *
 * Cost: the clone copies the state and the applied moves (8 bytes each),
 * not what undo needs of them; if it ever undoes past the point it was
 * cloned at, it first replays those moves from the start, once (see
 * docs/performance.md). A search that only plays on from a clone, or wants
 * no history at all (tw_game_copy_position()), never pays for that.
 * @param out receives the clone (required); set to NULL on failure
 * @return #TW_OK; #TW_E_ARG for NULL arguments; #TW_E_NOMEM (the reason
 *         is then in tw_game_error(NULL)).
 * @allseeing
 */
TW_API tw_status tw_game_clone(const tw_game *g, tw_game **out);

/**
 * Copies the position of @p src into @p dst, without the history: the cheap
 * copy for search (a playout from a tree node, a scratch state per thread).
 * It costs about a memcpy of the state, where tw_game_clone() also
 * allocates a handle and copies the whole history.
 *
 * Afterwards @p dst plays on as a game that started at that position: its
 * history is empty (tw_game_undo() is refused until a move is applied), and
 * a replay it saves starts from the position's text. @p dst also takes the
 * params and the RNG of @p src (the built-in generator's state, or the same
 * host RNG function and user pointer), as a clone would, and keeps its own
 * allocator. Nothing is allocated: the copy cannot run out of memory, and
 * @p dst keeps the room its history had grown to, so playouts repeated on
 * one handle stop allocating once one of them has run as long.
 * @param dst a handle playing the same game as @p src (with any params); may
 *            be @p src itself, which then only forgets its history
 * @param src the handle whose position is copied; unchanged
 * @return #TW_OK; #TW_E_ARG for a NULL handle, or when @p dst plays another
 *         game than @p src (then @p dst is unchanged and tw_game_error(dst)
 *         says so).
 *
 * @allseeing
 */
TW_API tw_status tw_game_copy_position(tw_game *dst, const tw_game *src);

/** Frees @p g and everything it owns. NULL is a no-op. @public */
TW_API void tw_game_free(tw_game *g);

/**
 * @return the handle's last detailed message, or "" if the last failing
 *         call on it left none. With @p g NULL: the reason the calling
 *         thread's last failed creation (tw_game_new(), tw_game_clone(),
 *         tw_game_from_text(), tw_game_load_replay()...) failed. The text
 *         stays valid until the next call on the same handle (or thread).
 * @allseeing
 */
TW_API const char *tw_game_error(const tw_game *g);

/** @return the number of players of @p g (>= 1), or #TW_E_ARG for NULL. @public */
TW_API int tw_game_num_players(const tw_game *g);

/**
 * @return the name of the game @p g plays ("gearhead", ...), or NULL for NULL.
 * @public
 */
TW_API const char *tw_game_name(const tw_game *g);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name State machine
 *  @{ */

/**
 * @return the player to decide (>= 0), #TW_PLAYER_CHANCE at a chance node,
 *         #TW_PLAYER_TERMINAL when the game is over, or #TW_E_ARG for NULL.
 * @public
 */
TW_API int tw_game_current_player(const tw_game *g);

/**
 * Lists the legal moves (at a chance node: the outcomes) in a deterministic
 * order, each exactly once.
 * @param buf receives up to @p cap moves; may be NULL when @p cap is 0
 * @return the total number of legal moves (0 only when the game is over),
 *         never more than #TW_MOVES_MAX; #TW_E_ARG for a NULL handle or a
 *         NULL @p buf with @p cap > 0.
 * @allseeing
 */
TW_API int tw_game_legal_moves(const tw_game *g, tw_move *buf, size_t cap);

/**
 * At a chance node, gives each outcome and its exact integer weight
 * (probability = weight / sum of weights), in the order of
 * tw_game_legal_moves(). Every weight is >= 1.
 * @param moves   receives up to @p cap outcomes; may be NULL
 * @param weights receives up to @p cap weights; may be NULL
 * @return the number of outcomes; #TW_E_STATE when the state is not a
 *         chance node; #TW_E_ARG for a NULL handle, or a NULL array with
 *         @p cap > 0.
 * @allseeing
 */
TW_API int tw_game_chance_weights(const tw_game *g, tw_move *moves, uint32_t *weights,
                                  size_t cap);

/**
 * Applies one legal move, a decision or a chance outcome, and records it in
 * the history. Never calls the RNG.
 * @return #TW_OK; #TW_E_ILLEGAL for 0 or any move not legal now (the message
 *         says why; the state is bit-for-bit unchanged), which includes any
 *         move once the game is over; #TW_E_NOMEM if the history could not
 *         grow (state unchanged); #TW_E_ARG for NULL.
 * @allseeing
 */
TW_API tw_status tw_game_apply(tw_game *g, tw_move move);

/**
 * Undoes the last applied move, whatever its kind, restoring the state
 * exactly (hash, text, legal moves, history).
 *
 * Cost: a handle records only its moves until it first undoes one, so that
 * playouts pay nothing for undo; that first undo replays the moves since
 * the start (or since the position was copied in), and from then on every
 * move keeps what it changed and undo writes it back (see
 * docs/performance.md). Undo needs no memory: it cannot fail but at the
 * start.
 * @return #TW_OK; #TW_E_STATE at the start (nothing to undo); #TW_E_ARG.
 * @public
 */
TW_API tw_status tw_game_undo(tw_game *g);

/**
 * Copies the applied moves, oldest first.
 * @param buf receives up to @p cap moves; may be NULL when @p cap is 0
 * @return the number of applied moves; #TW_E_ARG.
 * @allseeing
 */
TW_API int tw_game_history(const tw_game *g, tw_move *buf, size_t cap);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Randomness
 *  A chance node is resolved by calling the RNG once with `bound` = the sum
 *  of the outcome weights and taking the outcome whose cumulative weight
 *  interval, in tw_game_chance_weights() order, contains the value. So for a
 *  die dN the value is the face - 1, and for a blind draw it indexes the
 *  items of the pile in the game's canonical kind order.
 *  @{ */

/**
 * Plugs a host RNG into @p g. Any generator is safe: a value out of range
 * fails the roll with #TW_E_RNG, and one that never lets the game reach a
 * decision (always the same value, say) makes tw_game_advance() fail with
 * #TW_E_RNG after #TW_ADVANCE_MAX outcomes; either way the game is left as
 * it was.
 * @param fn   the generator, or NULL to restore the built-in one
 * @param user passed to every call of @p fn
 * @return #TW_OK; #TW_E_ARG for a NULL handle.
 * @public
 */
TW_API tw_status tw_game_set_rng(tw_game *g, tw_rng_fn fn, void *user);

/**
 * Seeds the built-in generator (PCG32, XSH-RR, with Lemire's unbiased
 * bounded draw). Equal seeds give equal games on every platform.
 * @return #TW_OK; #TW_E_ARG for a NULL handle.
 * @public
 */
TW_API tw_status tw_game_seed(tw_game *g, uint64_t seed);

/**
 * Resolves the current chance node with the RNG and applies the outcome.
 * @param rolled receives the applied outcome; may be NULL
 * @return #TW_OK; #TW_E_STATE if the state is not a chance node; #TW_E_RNG
 *         if a host RNG returned a value >= bound (state unchanged);
 *         #TW_E_NOMEM; #TW_E_ARG.
 * @allseeing
 */
TW_API tw_status tw_game_roll(tw_game *g, tw_move *rolled);

/**
 * Rolls chance nodes until the state is a decision or terminal (no-op when
 * it already is), at most #TW_ADVANCE_MAX of them.
 *
 * The call is all or nothing: on any failure the game is left exactly as it
 * was before the call (state, hash, history, what undo can take back, the
 * built-in RNG's state), as if it had not been made.
 * @return #TW_OK; #TW_E_RNG if the RNG returned a value out of range (the
 *         message gives the value and its bound), or if #TW_ADVANCE_MAX
 *         outcomes in a row left the game still at a chance node: the dice
 *         never let it reach a decision, as an RNG that always returns the
 *         same value can (Gearhead's roll-off then ties forever);
 *         #TW_E_NOMEM if the history could not grow; #TW_E_ARG for NULL.
 *         The host's RNG has been called by then: a host that replays its
 *         values should rewind them.
 * @allseeing
 */
TW_API tw_status tw_game_advance(tw_game *g);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Text
 *  Each writing function returns the length needed, excluding the NUL, or a
 *  negative ::tw_status.
 *  @{ */

/**
 * Writes @p move in the game's notation. The move need not be legal now,
 * but its text may depend on the state, so write legal moves.
 * @return the length needed; #TW_E_ARG for a NULL handle, a NULL @p buf with
 *         @p cap > 0, or a value that encodes no move of this game.
 * @allseeing
 */
TW_API int tw_move_to_string(const tw_game *g, tw_move move, char *buf, size_t cap);

/**
 * Parses a move in the game's notation (the inverse of tw_move_to_string()
 * for the moves legal now). A well-formed move that is not legal now is
 * returned, and refused later by tw_game_apply().
 * @param text the move's text
 * @param out  receives the move (required)
 * @return #TW_OK; #TW_E_PARSE for text that names no move of this game (the
 *         message says what was expected); #TW_E_ARG for NULL arguments.
 * @public
 */
TW_API tw_status tw_move_from_string(const tw_game *g, const char *text, tw_move *out);

/**
 * Writes the position in the game's one-line notation: the board, whose turn
 * it is, the phase, any pending sub-decision and every param that shapes the
 * game; tw_game_from_text() reads it back to an equal position.
 * @return the length needed; #TW_E_ARG.
 * @allseeing
 */
TW_API int tw_game_to_text(const tw_game *g, char *buf, size_t cap);

/**
 * Starts a game at the position @p text describes, with an empty history
 * and the built-in RNG seeded with 0.
 * @param name the game's name
 * @param out  receives the handle (required); NULL on failure
 * @return #TW_OK; #TW_E_PARSE for bad text (tw_game_error(NULL) names
 *         where it failed); #TW_E_ARG for NULL arguments or an unknown game;
 *         #TW_E_NOMEM.
 * @public
 */
TW_API tw_status tw_game_from_text(const char *name, const char *text, tw_game **out);

/**
 * Draws the board as readable text for a terminal, as @p viewer sees it.
 * @param viewer a player index or #TW_VIEW_ALL
 * @return the length needed; #TW_E_ARG for NULL or a viewer that is neither.
 * @perseat
 */
TW_API int tw_game_render(const tw_game *g, int viewer, char *buf, size_t cap);

/**
 * Writes the state as one JSON object (documented in docs/json.md), as
 * @p viewer sees it: a player's view hides what that player cannot see.
 * @param viewer a player index or #TW_VIEW_ALL
 * @return the length needed; #TW_E_ARG for NULL or a bad viewer.
 * @perseat
 */
TW_API int tw_game_to_json(const tw_game *g, int viewer, char *buf, size_t cap);

/**
 * Saves the game as a replay: where it started (its params, or the position
 * text it was created from), the state of the built-in RNG, and the whole
 * history in move notation. The format is documented in docs/replay.md.
 * @return the length needed; #TW_E_ARG.
 * @allseeing
 */
TW_API int tw_game_save_replay(const tw_game *g, char *buf, size_t cap);

/**
 * Loads a replay written by tw_game_save_replay(): recreates the start and
 * applies every move, so the game can be stepped back with tw_game_undo()
 * or continued. A seat's record (tw_game_save_replay_for()) loads too, its
 * masked outcomes completed.
 * @param out receives the handle (required); NULL on failure
 * @return #TW_OK; #TW_E_PARSE for malformed text, #TW_E_PARAM for bad
 *         params, #TW_E_ILLEGAL for a move that is not legal where it
 *         stands, or a seat's record that no legal history fits or whose
 *         moves do not reach its end (tw_game_error(NULL) says which line
 *         or move); #TW_E_ARG; #TW_E_NOMEM.
 * @public
 */
TW_API tw_status tw_game_load_replay(const char *text, tw_game **out);

/**
 * @return a 64-bit hash of the position (not the history or the RNG): equal
 *         positions give equal hashes. 0 for NULL.
 * @allseeing
 */
TW_API uint64_t tw_game_hash(const tw_game *g);

/** @} */
/* ------------------------------------------------------------------------ */
/** @name Results
 *  @{ */

/**
 * Whether the game is over (its current player is #TW_PLAYER_TERMINAL).
 * A yes/no question: it never returns a negative value, so
 * `if (tw_game_is_over(g))` reads as it says.
 * @return 1 if the game is over; 0 if it is not, and 0 for NULL (no game,
 *         so none that is over).
 * @public
 */
TW_API int tw_game_is_over(const tw_game *g);

/**
 * Writes each player's score (what the game counts: points, medals...),
 * so far or final.
 * @param scores receives up to @p cap scores, player 0 first; may be NULL
 *               when @p cap is 0
 * @return the number of players; #TW_E_ARG.
 * @public
 */
TW_API int tw_game_scores(const tw_game *g, int *scores, size_t cap);

/**
 * @return the winning player; #TW_WINNER_NONE while the game is not over;
 *         #TW_WINNER_DRAW or #TW_WINNER_NOBODY when it ended so; #TW_E_ARG.
 * @public
 */
TW_API int tw_game_winner(const tw_game *g);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Hidden information: one seat's share
 *
 *  Droids and Toy Battle hide things (racks, piles, troops removed face
 *  down); docs/information.md says, game by game, what each seat sees and
 *  knows. Every function of this header either gives one seat exactly what
 *  it may know (marked **Per seat**, taking a `viewer` or a `seat`) or reads
 *  the whole state (**All-seeing**: for the host that referees, tests and
 *  tools). A host that serves a remote player, or a bot that must play
 *  fair, uses the per-seat functions below only.
 *
 *  Two states are *indistinguishable* to a seat when it cannot tell them
 *  apart from what it has seen: its own hidden parts, everything public,
 *  and what it saw happen (a troop it saw go back to a rack, the piles
 *  others drew from). Every per-seat function answers the same on two
 *  states indistinguishable to its seat. They are all derived from one
 *  seam, the seat's *observation*: a canonical representative of the
 *  states the seat cannot tell apart (docs/information.md).
 *
 *  `viewer` may be #TW_VIEW_ALL, which sees everything (the all-seeing
 *  answer); `seat` must be a player. A game of perfect information
 *  (Gearhead) hides nothing: there every seat's answer is the all-seeing
 *  one.
 * 
 *  @{ */

/**
 * @return 1 if @p g's game hides something from some seat at some point
 *         (Droids, Toy Battle), 0 if every seat always knows the whole
 *         state (Gearhead); 0 for a NULL @p g (a yes/no question never
 *         answers with a negative value).
 * @public
 *
 */
TW_API int tw_game_has_hidden(const tw_game *g);

/**
 * Writes what @p viewer knows of the position, as one line of text: the
 * position notation with every part the viewer may not know written `?`
 * (docs/information.md gives each game's form). Two states give the same
 * text exactly when the viewer cannot tell them apart. #TW_VIEW_ALL
 * writes the position text (tw_game_to_text()).
 * @param viewer a player or #TW_VIEW_ALL
 * @return the length needed; #TW_E_ARG for a NULL @p g, a NULL @p buf with
 *         @p cap > 0, or a bad viewer.
 * @perseat
 *
 */
TW_API int tw_game_observation(const tw_game *g, int viewer, char *buf, size_t cap);

/**
 * A 64-bit hash of what @p viewer knows: equal for two states the viewer
 * cannot tell apart (so a search may key its tree on it), and, as
 * tw_game_hash(), different in practice for two it can. For #TW_VIEW_ALL,
 * and for every seat of a game of perfect information, it is
 * tw_game_hash().
 * @param viewer a player or #TW_VIEW_ALL
 * @return the hash; 0 for a NULL @p g or a bad viewer (the message says
 *         which).
 * @perseat
 *
 */
TW_API uint64_t tw_game_observation_hash(const tw_game *g, int viewer);

/**
 * The legal moves as @p viewer may know them: at its own decision, its
 * legal moves (the same list as tw_game_legal_moves()); at another
 * player's decision, none (the options of another can reveal his rack);
 * at a chance node, the outcomes the viewer holds possible, as
 * tw_game_chance_weights_for() lists them; none once the game is over.
 * @param viewer a player or #TW_VIEW_ALL (then as tw_game_legal_moves())
 * @param buf    receives up to @p cap moves; may be NULL when @p cap is 0
 * @return the number of moves; #TW_E_ARG for a NULL @p g, a NULL @p buf
 *         with @p cap > 0, or a bad viewer.
 * @perseat
 *
 */
TW_API int tw_game_legal_moves_for(const tw_game *g, int viewer, tw_move *buf, size_t cap);

/**
 * At a chance node, each outcome with its weight as @p viewer predicts
 * it: probability = weight / sum is the outcome's probability given what
 * the viewer knows (a blind draw from a pile whose contents it has not
 * all seen is weighted by the kinds it has not seen, whoever holds them).
 * Outcomes the viewer knows to be impossible are left out; the order is
 * that of tw_game_legal_moves(). Weights are exact integers >= 1.
 * @param viewer  a player or #TW_VIEW_ALL (then as tw_game_chance_weights())
 * @param moves   receives up to @p cap outcomes; may be NULL
 * @param weights receives up to @p cap weights; may be NULL
 * @return the number of outcomes; #TW_E_STATE when the state is not a
 *         chance node; #TW_E_ARG for a NULL @p g, a NULL array with
 *         @p cap > 0, or a bad viewer.
 * @perseat
 *
 */
TW_API int tw_game_chance_weights_for(const tw_game *g, int viewer, tw_move *moves,
                                      uint32_t *weights, size_t cap);

/**
 * Applies @p move on behalf of @p seat, as a server applies what a remote
 * player sent: only when it is @p seat's decision, and only one of its
 * legal moves. A refusal's message (tw_game_error()) reveals nothing the
 * seat may not know: whose turn it is, or what the seat expects and its
 * own legal moves.
 * @param seat a player
 * @return #TW_OK; #TW_E_ILLEGAL when it is not @p seat's decision (another
 *         player's, a chance node, or the game is over) or @p move is not
 *         one of its legal moves (the state is unchanged); #TW_E_NOMEM;
 *         #TW_E_ARG for a NULL @p g or a @p seat that is not a player.
 * @perseat
 *
 */
TW_API tw_status tw_game_apply_as(tw_game *g, int seat, tw_move move);

/**
 * The applied moves, oldest first, as @p viewer knows them now: a chance
 * outcome it has not seen (another player's blind draw, a troop removed
 * face down) is its masked code, which tw_move_to_string() writes with a
 * `?` (`draw:?`) and which is never legal. An outcome it sees only later
 * (the drawer of Droids sees his seven chits once the draw is over) is
 * masked until then.
 * @param viewer a player or #TW_VIEW_ALL (then as tw_game_history())
 * @param buf    receives up to @p cap moves; may be NULL when @p cap is 0
 * @return the number of applied moves; #TW_E_ARG for a NULL @p g, a NULL
 *         @p buf with @p cap > 0, or a bad viewer.
 * @perseat
 *
 */
TW_API int tw_game_history_for(const tw_game *g, int viewer, tw_move *buf, size_t cap);

/**
 * Saves @p viewer's record of the game: the replay format of
 * tw_game_save_replay() with a `viewer` line, the start as the viewer
 * knows it (the params without the seed, or the start position as the
 * viewer knows it), no generator state, in a game with hidden information
 * the end as the viewer knows it (an `end` line: where a hidden part
 * decided what followed the last move, the loaded game must end the same
 * way), and the moves of tw_game_history_for(). It is what a player may keep: it reveals nothing
 * he may not know. tw_game_load_replay() loads it as a game whose hidden
 * parts are completed consistently: the viewer cannot tell that game from
 * the real one at any move (docs/replay.md).
 * @param viewer a player or #TW_VIEW_ALL (then as tw_game_save_replay())
 * @return the length needed; #TW_E_ARG for a NULL @p g, a NULL @p buf with
 *         @p cap > 0, or a bad viewer.
 * @perseat
 *
 */
TW_API int tw_game_save_replay_for(const tw_game *g, int viewer, char *buf, size_t cap);

/**
 * Determinization: starts a new, independent game at a position drawn
 * from what @p viewer knows: every part it may not know dealt again at its
 * probability given what the viewer saw (the other players' choices taken
 * as uninformative), so that the viewer cannot tell the new game from
 * @p g. Its built-in generator is seeded from @p rng, never from @p g's
 * (which it neither reads nor changes): it cannot predict @p g's dice.
 * The new game has an empty history, @p g's params and allocator, and
 * starts at its position (tw_game_to_text()). For #TW_VIEW_ALL, or a
 * game of perfect information, the position is @p g's own.
 * @param viewer a player or #TW_VIEW_ALL
 * @param rng    the host's generator (required), called a few times per
 *               hidden item and four times for the new game's seed
 * @param user   passed to @p rng
 * @param out    receives the new game (required); set to NULL on failure
 * @return #TW_OK; #TW_E_RNG when @p rng returned a value out of range;
 *         #TW_E_NOMEM; #TW_E_ARG for a NULL @p g, @p rng or @p out, or a
 *         bad viewer. @p g is never changed.
 * @perseat
 *
 */
TW_API tw_status tw_game_resample(const tw_game *g, int viewer, tw_rng_fn rng, void *user,
                                  tw_game **out);

/** An opaque information state: what one seat knows of a game, and
 *  nothing more. A bot given one cannot see through it: no function reads
 *  anything from it that the seat may not know. */
typedef struct tw_infostate tw_infostate;

/**
 * Takes @p seat's information state of @p g now. It keeps only what the
 * seat knows (the observation, tw_game_observation()): @p g may be freed
 * afterwards.
 * @param seat a player
 * @param out  receives the new information state (required); set to NULL on failure
 * @return #TW_OK; #TW_E_NOMEM (tw_game_error(NULL) then says so);
 *         #TW_E_ARG for a NULL @p g or @p out, or a @p seat that is not a
 *         player (the message is @p g's).
 * @perseat
 *
 */
TW_API tw_status tw_infostate_new(const tw_game *g, int seat, tw_infostate **out);

/**
 * Reads an information state written by tw_infostate_to_text(), or takes
 * @p seat's information state of any position text of the game (the
 * position's hidden parts are forgotten at once).
 * @param name the game's name
 * @param seat a player
 * @param text a position text (tw_game_to_text(), tw_infostate_to_text())
 * @param out  receives the new information state (required); set to NULL on failure
 * @return #TW_OK; #TW_E_PARSE for bad text (tw_game_error(NULL) names
 *         where); #TW_E_ARG for NULL arguments, an unknown game or a bad
 *         @p seat; #TW_E_NOMEM.
 * @perseat
 *
 */
TW_API tw_status tw_infostate_from_text(const char *name, int seat, const char *text,
                                        tw_infostate **out);

/**
 * Writes the information state as a position text: the canonical position
 * of all those the seat cannot tell apart (its hidden parts filled in a
 * canonical order), not the real one. tw_infostate_from_text() reads it
 * back to an equal information state; it is what a host sends a bot
 * running elsewhere (a Web Worker) so that the bot never holds a secret.
 * @return the length needed; #TW_E_ARG for a NULL @p is, or a NULL @p buf
 *         with @p cap > 0.
 * @perseat
 *
 */
TW_API int tw_infostate_to_text(const tw_infostate *is, char *buf, size_t cap);

/**
 * Writes the seat's observation text, as tw_game_observation() does.
 * @return the length needed; #TW_E_ARG for a NULL @p is, or a NULL @p buf
 *         with @p cap > 0.
 * @perseat
 *
 */
TW_API int tw_infostate_observation(const tw_infostate *is, char *buf, size_t cap);

/**
 * @return the hash of the observation, as tw_game_observation_hash() of
 *         the seat; 0 for NULL.
 * @perseat
 *
 */
TW_API uint64_t tw_infostate_hash(const tw_infostate *is);

/** @return the seat whose information state @p is is; #TW_E_ARG for NULL.
 *  @perseat */
TW_API int tw_infostate_seat(const tw_infostate *is);

/** @return the name of the game ("droids", ...); NULL for NULL.
 *  @public */
TW_API const char *tw_infostate_game(const tw_infostate *is);

/**
 * Starts a new game at a position drawn from the information state, as
 * tw_game_resample() does from a game: the seat cannot tell it from the
 * real one, and a search may play it out freely.
 * @param rng  the host's generator (required)
 * @param user passed to @p rng
 * @param out  receives the new game (required); set to NULL on failure
 * @return #TW_OK; #TW_E_RNG; #TW_E_NOMEM; #TW_E_ARG for NULL arguments.
 *         The reason is in tw_infostate_error().
 * @perseat
 *
 */
TW_API tw_status tw_infostate_sample(const tw_infostate *is, tw_rng_fn rng, void *user,
                                     tw_game **out);

/**
 * Writes a draw from the information state into @p dst, as
 * tw_infostate_sample() does, without allocating: the cheap form for a
 * search that determinizes once per iteration. Afterwards @p dst plays on
 * from the sample as from a position copied in (tw_game_copy_position()):
 * its history is empty and keeps its room, and its generator is left as it
 * was (a search plugs its own with tw_game_set_rng()).
 * @param rng  the host's generator (required)
 * @param user passed to @p rng
 * @param dst  a game of the same kind as the information state (required)
 * @return #TW_OK; #TW_E_RNG when @p rng returned a value out of range
 *         (@p dst is then unchanged); #TW_E_ARG for NULL arguments or a
 *         @p dst of another game (its message says so).
 * @perseat
 *
 */
TW_API tw_status tw_infostate_sample_into(const tw_infostate *is, tw_rng_fn rng, void *user,
                                          tw_game *dst);

/**
 * Copies an information state.
 * @param out receives the copy (required); set to NULL on failure
 * @return #TW_OK; #TW_E_NOMEM; #TW_E_ARG for NULL arguments.
 * @perseat
 *
 */
TW_API tw_status tw_infostate_clone(const tw_infostate *is, tw_infostate **out);

/** @return the information state's last detailed message ("" if none);
 *  with @p is NULL, the calling thread's last failed creation, as
 *  tw_game_error(NULL). @public */
TW_API const char *tw_infostate_error(const tw_infostate *is);

/** Frees @p is. NULL is a no-op. @public */
TW_API void tw_infostate_free(tw_infostate *is);

/** @} */

/* ------------------------------------------------------------------------ */
/** @name Events: what each move did
 *
 *  Applying a move (a decision or a chance outcome) causes events: a toy
 *  moves, another is pushed, a die is rolled, a region is claimed, a
 *  player is eliminated and why. The library gives, for any applied move
 *  (its index in the history, its *ply*), the ordered list of its events,
 *  as data (a kind and up to six integer fields) and as one plain sentence
 *  each, the way a rulebook would say it; docs/events.md lists, game by
 *  game, the kinds each game emits and what their fields mean.
 *
 *  Events are per seat: an event that names a chance outcome the viewer
 *  did not see (another player's blind draw) gives #TW_HIDDEN for the
 *  outcome and says "a chit" in its sentence, exactly when
 *  tw_game_history_for() masks the move for that viewer now.
 *
 *  Cost: the events of a ply are found by replaying the history up to it
 *  on a scratch copy and applying the move once more with a recorder; the
 *  game's own apply, undo and playouts pay nothing for them.
 *  @{ */

/** What an event says happened. Fields a kind does not use are #TW_NONE;
 *  `piece` is a game's kind of piece (a toy, a chit, a
 *  troop...), `from` and `to` squares, nodes, piles or boxes, as
 *  docs/events.md says for each game. Appended only. */
typedef enum tw_event_kind {
    TW_EVENT_NONE = 0,    /**< no event (never emitted) */
    TW_EVENT_MOVED,       /**< `piece` of `player` moves from `from` to `to` by its own move */
    TW_EVENT_PUSHED,      /**< `piece` is pushed (or carried, thrown) from `from` to `to` */
    TW_EVENT_BLOCKED,     /**< `piece` at `from` cannot move: the move is spent */
    TW_EVENT_TURNED,      /**< `piece` at `from` changes its facing or state to `value` */
    TW_EVENT_REMOVED,     /**< `piece` at `from` leaves the board (destroyed, discarded) */
    TW_EVENT_EXPLODED,    /**< `piece` at `from` explodes (a bomb, a mine) */
    TW_EVENT_SHOT,        /**< `piece` of `player` at `from` shoots toward `to` */
    TW_EVENT_HIT,         /**< `player` takes `value` hits */
    TW_EVENT_ROLLED,      /**< a die shows `value`, rolled for `player` */
    TW_EVENT_DREW,        /**< `player` draws `piece` from `from` (a pile, a cup) */
    TW_EVENT_PLACED,      /**< `player` places `piece` at `to` */
    TW_EVENT_RETURNED,    /**< `piece` of `player` goes back from `from` (to his rack, the box) */
    TW_EVENT_SCORED,      /**< `player` scores `value` (points, medals, boxes) */
    TW_EVENT_CLAIMED,     /**< `player` claims `to` (a region) */
    TW_EVENT_ELIMINATED,  /**< `player` is out of the game; `value`: why (the game's reason) */
    TW_EVENT_TURN,        /**< `player`'s turn begins; `value`: the turn number, or #TW_NONE */
    TW_EVENT_PHASE,       /**< the game moves on to phase `value` (the game's phase kind) */
    TW_EVENT_ENDED,       /**< the game is over: `player` the winner or a TW_WINNER_*; `value`: why */
    TW_EVENT_PASSED,      /**< `player` passes, or declines what he may do */
    TW_EVENT_CHOSE,       /**< `player` makes a choice that moves nothing (`value`: the game's) */
    TW_EVENT_SENT,        /**< `player` sends the order `piece` of his transmitter `from` */
    TW_EVENT_PICKED,      /**< `player`'s piece picks up `piece` from `from` */
    TW_EVENT_DROPPED,     /**< `player`'s piece puts `piece` down at `to` */
    TW_EVENT_REPAIRED,    /**< `player` has `value` damage repaired */
    TW_EVENT_FROZE,       /**< `piece` of `player` is frozen (cannot be played for a while) */
    TW_EVENT_ZAPPED,      /**< `piece` at `from` is zapped: its next move is lost */
    TW_EVENT_WOUND        /**< `piece` at `from` is wound up by another and moves next */
    /* appended only */
} tw_event_kind;

/** The number of values of ::tw_event_kind, #TW_EVENT_NONE included. */
#define TW_EVENT_KIND_COUNT 28

/**
 * @param kind a ::tw_event_kind
 * @return the kind's name as the JSON writes it ("moved", "pushed", ...),
 *         static text; NULL for a value that names no kind.
 * @public
 */
TW_API const char *tw_game_event_kind_name(int kind);

/**
 * @param ply    an applied move: 0 <= ply < tw_game_history()
 * @param viewer a player or #TW_VIEW_ALL
 * @return the number of events the move caused; #TW_E_ARG for a NULL
 *         @p g, a bad @p ply or viewer.
 * @perseat
 */
TW_API int tw_game_event_count(const tw_game *g, int ply, int viewer);

/**
 * Reads one event of a ply. A field the
 * kind does not use receives #TW_NONE, one the viewer may not see
 * #TW_HIDDEN.
 * @param ply    an applied move: 0 <= ply < tw_game_history()
 * @param index  0 <= index < tw_game_event_count()
 * @param viewer a player or #TW_VIEW_ALL
 * @param kind   receives a ::tw_event_kind; may be NULL
 * @param player receives the player it concerns, or #TW_NONE; may be NULL
 * @param piece  receives the kind of piece, #TW_NONE or #TW_HIDDEN; may be NULL
 * @param from   receives where from, or #TW_NONE; may be NULL
 * @param to     receives where to, or #TW_NONE; may be NULL
 * @param value  receives the number it carries (a die, a count, a reason), or
 *               #TW_NONE; may be NULL
 * @return #TW_OK; #TW_E_ARG for a NULL @p g, a bad @p ply, @p index or
 *         viewer (the out-parameters are then left as they were).
 * @perseat
 */
TW_API tw_status tw_game_event(const tw_game *g, int ply, int index, int viewer, int *kind,
                               int *player, int *piece, int *from, int *to, int *value);

/**
 * Writes one event as a plain English sentence ("Big Al moves from a1 to
 * a3.", "West is eliminated: all his transmitters are covered."), as
 * @p viewer may know it.
 * @return the length needed; #TW_E_ARG for a NULL @p g, a bad @p ply,
 *         @p index or viewer, or a NULL @p buf with @p cap > 0.
 * @perseat
 */
TW_API int tw_game_event_text(const tw_game *g, int ply, int index, int viewer, char *buf,
                              size_t cap);

/**
 * Writes every event of a ply as a JSON array (docs/json.md, "events"):
 * each an object with its kind's name, its fields (the game's own names
 * for pieces and places, null where unused or hidden) and its sentence.
 * @return the length needed; #TW_E_ARG for a NULL @p g, a bad @p ply or
 *         viewer, or a NULL @p buf with @p cap > 0.
 * @perseat
 */
TW_API int tw_game_events_json(const tw_game *g, int ply, int viewer, char *buf, size_t cap);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* TOYWAR_TOYWAR_H */
