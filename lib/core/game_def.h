/* SPDX-License-Identifier: MIT */
/*
 * game_def.h: the one internal interface between the generic core and a game.
 *
 * A game is a table of functions over a flat, fixed-size state (plain bytes:
 * no pointers, so the core can copy, clone, snapshot and hash it). The core
 * owns handles, params, history, undo, the RNG, replays, errors and memory;
 * a game owns its rules and its notation and knows nothing about handles.
 *
 * Contract for every function: the core has already checked its arguments.
 * Functions that read text report problems through core_err and return a
 * tw_status; no game function allocates memory.
 *
 * Adding a game: write lib/<game>/, define one core_game_def, and add it to
 * the registry in lib/core/registry.c. Nothing else in the core changes
 * (docs/design/adding-a-game.md walks through it).
 *
 * The contracts of a state, which the core relies on without asking:
 *
 *  1. A state is plain bytes of state_size <= CORE_STATE_MAX (the core
 *     copies it, walks copies of it on the stack, and saves it in 8-byte
 *     words): no pointers, no handles, nothing owned.
 *  2. Its bytes are canonical: two states that are the same position are the
 *     same bytes, padding and unused slots included (the game zeroes them).
 *     The default hash, clones, undo and the conformance suite's
 *     text-round-trip check compare bytes.
 *  3. Bytes from mutable_size on never change after init or from_text (a
 *     map, a board): apply may write the first mutable_size bytes only, as
 *     undo looks for a move's changes there alone.
 *  4. Every function is a pure function of the state and its arguments: no
 *     globals written, no RNG (chance is a node whose outcomes the core
 *     draws), no allocation.
 *
 * 1 and the table's own bounds are asserted when a handle is made
 * (core_game_def_sound(), debug builds) and at compile time by each game's
 * state;
 * 2 and 3 are checked by the conformance suite (tests/test_conformance.c:
 * text round trips compare hashes, apply then undo compares every byte);
 * the game's own invariants by its check entry, after every apply and undo
 * of a debug build.
 */
#ifndef TOYWAR_CORE_GAME_DEF_H
#define TOYWAR_CORE_GAME_DEF_H

#include <stddef.h>
#include <stdint.h>

#include "toywar/toywar.h"
#include "core/json.h"
#include "core/strbuf.h"

/* The most params one game declares (seed is generic and not counted). */
#define CORE_PARAMS_MAX 8

/* The largest state a game may have (the core walks a copy on the stack). */
#define CORE_STATE_MAX 4096

/* The most players any game seats. */
#define CORE_PLAYERS_MAX 8

/* Room for one detailed message. */
#define CORE_ERR_CAP 256

/* A detailed error message being built by a game or by the core. */
typedef struct core_err {
    char text[CORE_ERR_CAP];
} core_err;

/* Formats a message into err (when err is not NULL) and returns status. */
tw_status core_fail(core_err *err, tw_status status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

typedef enum core_param_kind {
    CORE_PARAM_INT,  /* a decimal integer in [min, max] */
    CORE_PARAM_ENUM  /* one of values[]; the value is its index */
} core_param_kind;

/* One param a game accepts, besides the generic seed. */
typedef struct core_param_spec {
    const char *key;
    core_param_kind kind;
    int min, max;                /* CORE_PARAM_INT */
    const char *const *values;   /* CORE_PARAM_ENUM, NULL-terminated */
    int default_value;           /* a number, or an index into values */
    const char *help;            /* one line (tw_games_param_help()) */
} core_param_spec;

/* ---- param tables, written once and read twice ---------------------------
 *
 * A game lists its params once, as a macro of two arguments
 *
 *     #define XX_PARAMS(INT, ENUM) \
 *         INT("players", 1, 4, 2, "how many play") \
 *         ENUM("teams", XX_TEAMS, "play in teams") ...
 *
 * where INT(key, min, max, default, help) is an integer param and
 * ENUM(key, VALUES, help) one of named values, VALUES being a macro
 * VALUES(FIRST, NEXT) that lists them: FIRST("off") NEXT("on"). An enum's
 * default is its FIRST value, so every enum lists its default first.
 * CORE_PARAM_TABLE(XX_PARAMS) is the table of core_param_spec, and
 * CORE_ABOUT(summary, min_players, max_players, XX_PARAMS) the text of
 * tw_games_about(), both from the same list, at compile time (the library
 * has no mutable global state to build the text in at run time). Numbers
 * must be literals or macros that expand to literals. */

#define CORE_STR_(x) #x
#define CORE_STR(x) CORE_STR_(x)
#define CORE_VALUE_ITEM_(v) v,
#define CORE_VALUE_NONE_(v)
#define CORE_VALUE_TEXT_(v) v
#define CORE_VALUE_NEXT_TEXT_(v) "|" v

#define CORE_INT_SPEC_(key, min, max, def, help) \
    {key, CORE_PARAM_INT, min, max, NULL, def, help},
#define CORE_ENUM_SPEC_(key, VALUES, help)                                               \
    {key, CORE_PARAM_ENUM, 0, 0,                                                         \
     (const char *const[]){VALUES(CORE_VALUE_ITEM_, CORE_VALUE_ITEM_) NULL}, 0, help},

/* The initializer of a game's core_param_spec array. */
#define CORE_PARAM_TABLE(PARAMS) {PARAMS(CORE_INT_SPEC_, CORE_ENUM_SPEC_)}

#define CORE_INT_ABOUT_(key, min, max, def, help) \
    "  " key ": integer " CORE_STR(min) ".." CORE_STR(max) ", default " CORE_STR(def) ": " help "\n"
#define CORE_ENUM_ABOUT_(key, VALUES, help)                                               \
    "  " key ": one of " VALUES(CORE_VALUE_TEXT_, CORE_VALUE_NEXT_TEXT_) ", default "   \
        VALUES(CORE_VALUE_TEXT_, CORE_VALUE_NONE_) ": " help "\n"

/* The help of the generic seed, which every game accepts. */
#define CORE_SEED_HELP "the seed of the built-in random generator (tw_game_seed())"

/* The text of tw_games_about(): the one layout of every game (its contract
 * is in toywar.h). */
#define CORE_ABOUT(summary, min_players, max_players, PARAMS)                           \
    summary "\n"                                                                        \
    "players: " CORE_STR(min_players) ".." CORE_STR(max_players) "\n"                   \
    "params:\n" PARAMS(CORE_INT_ABOUT_, CORE_ENUM_ABOUT_)                               \
    "  seed: integer 0..18446744073709551615, default 0: " CORE_SEED_HELP "\n"

/* Param values after parsing, in the game's spec order. */
typedef struct core_params {
    int value[CORE_PARAMS_MAX];
} core_params;

struct core_event;
struct core_events;
struct core_hidden_def;

typedef struct core_game_def {
    const char *name;            /* "gearhead" */
    const char *about;           /* tw_games_about(): CORE_ABOUT() of the params */
    int min_players, max_players;
    const core_param_spec *params;
    size_t param_count;
    size_t state_size;           /* bytes of the flat state, at most CORE_STATE_MAX */
    /* Bytes at the start of the state that apply may change; the rest (a
     * map, a board) stays as init or from_text wrote it for the whole game.
     * 0 means the whole state. The core looks for each move's changes in
     * this part only (lib/core/undo.c), so fixed data belongs at the end. */
    size_t mutable_size;

    /* Sets up the start of a game. May fail only with TW_E_PARAM (a
     * combination of params the rules refuse). */
    tw_status (*init)(void *state, const core_params *params, core_err *err);

    int (*num_players)(const void *state);

    /* >= 0, TW_PLAYER_CHANCE or TW_PLAYER_TERMINAL. */
    int (*current_player)(const void *state);

    /* Writes every legal move (TW_MOVES_MAX room) and returns the count.
     * Nothing past the last move: moves may be the host's own buffer,
     * whose other entries are the host's (test_conformance checks it). */
    int (*legal_moves)(const void *state, tw_move *moves);

    /* At a chance node: writes outcomes and weights (TW_MOVES_MAX room) in
     * legal-move order and returns the count. Both arrays are the core's
     * own, so entries past the count may be written too. */
    int (*chance_weights)(const void *state, tw_move *moves, uint32_t *weights);

    /* Optional (NULL: none), for rolls: at a chance node whose outcomes all
     * have weight 1 in chance_weights() (a die), writes the same outcomes
     * (TW_MOVES_MAX room) and returns their count; at any other chance
     * node returns 0. A roll then takes the outcome the value names,
     * without summing and searching weights: the same draw and outcome. */
    int (*chance_uniform)(const void *state, tw_move *moves);

    /* Applies a move the core has checked to be legal, then runs the state
     * forward to the next decision, chance node or end. */
    void (*apply)(void *state, tw_move move);

    /* Notation. move_to_text returns 0 for a value that encodes no move. */
    int (*move_to_text)(const void *state, tw_move move, core_sb *out);
    tw_status (*move_from_text)(const void *state, const char *text, tw_move *move,
                                core_err *err);

    /* Position notation; from_text writes a complete state or fails with
     * TW_E_PARSE and a message naming where. */
    void (*to_text)(const void *state, core_sb *out);
    tw_status (*from_text)(void *state, const char *text, core_err *err);

    /* Views; viewer is a player index or TW_VIEW_ALL (already checked). */
    void (*render)(const void *state, int viewer, core_sb *out);
    /* to_json writes the keys of the view's "state" object into j (the
     * core opens and closes the object, inside the JSON envelope). */
    void (*to_json)(const void *state, int viewer, core_json *j);

    /* What the state expects now, in words, for error messages
     * ("player 0 chooses which toy to move"). */
    void (*describe)(const void *state, core_sb *out);

    /* Writes one score per player and returns the count. */
    int (*scores)(const void *state, int *scores);

    /* A player, TW_WINNER_NONE, TW_WINNER_DRAW or TW_WINNER_NOBODY. */
    int (*winner)(const void *state);

    /* Hash of the position; NULL means the core's own hash of the state's
     * words (lib/core/hash.h), kept up to date move by move (so such a
     * state must keep every byte, padding included, canonical). */
    uint64_t (*hash)(const void *state);

    /* Optional (NULL: none): the game's own invariants, TW_OK or TW_E_STATE
     * with what is wrong in err. A debug build (NDEBUG unset) runs it after
     * every apply and undo and aborts when it fails, as Stockfish asserts
     * pos_is_ok(): a broken invariant is caught at the move that broke it.
     * The game's position reader is the natural one to serve it (a text it
     * refuses is a state play must never reach). Release builds never call
     * it. */
    tw_status (*check)(const void *state, core_err *err);

    /* Hidden information: the seam every per-seat channel is derived from
     * (docs/design/information.md). A game of perfect information leaves
     * `hidden` NULL: every seat then knows the whole state. A game with
     * hidden information sets every entry (core_game_def_sound() asserts
     * it), and its move_from_text reads no more of the state than its fixed
     * part (after mutable_size), so that a seat's record, whose hidden
     * outcomes are masked, parses against its start. */
    const struct core_hidden_def *hidden;

    /* Events (toywar.h, "Events"; docs/events.md). Optional: NULL, and a
     * move causes no events. apply_events is the game's apply with a
     * recorder threaded through its rules: it changes state exactly as
     * apply does, and records what happened in ev when ev is not NULL
     * (apply is apply_events with NULL, so the rules are written once).
     * event_text writes an event's sentence and event_fields its JSON
     * fields "piece", "from" and "to" in the game's own names, each given
     * the state the move was applied to; masked: the event's outcome is
     * one the reader did not see (say "a chit", write null). */
    void (*apply_events)(void *state, tw_move move, struct core_events *ev);
    void (*event_text)(const void *before, const struct core_event *e, int masked, core_sb *out);
    void (*event_fields)(const void *before, const struct core_event *e, int masked,
                         core_json *j);
} core_game_def;

/* One event (tw_event_kind and its fields, TW_NONE where unused).
 * reveals: piece names a chance outcome, hidden from a seat whose history
 * masks the move (core_hidden_def.mask_move). */
typedef struct core_event {
    int kind, player, piece, from, to, value;
    int reveals;
} core_event;

/* The most events one move records; more are dropped (none of the games
 * comes near: a Gearhead explosion is a few dozen). */
#define CORE_EVENTS_MAX 128

typedef struct core_events {
    int count;
    core_event list[CORE_EVENTS_MAX];
} core_events;

/* Records an event, when there is a recorder: what a game's rules call. */
static inline void core_emit(struct core_events *ev, int kind, int player, int piece, int from,
                             int to, int value)
{
    if (ev && ev->count < CORE_EVENTS_MAX)
        ev->list[ev->count++] = (core_event){kind, player, piece, from, to, value, 0};
}

/* The same for an event whose piece is a chance outcome a seat may not see. */
static inline void core_emit_outcome(struct core_events *ev, int kind, int player, int piece,
                                     int from, int to, int value)
{
    if (ev && ev->count < CORE_EVENTS_MAX)
        ev->list[ev->count++] = (core_event){kind, player, piece, from, to, value, 1};
}

/* Draws a value in [0, bound) for a game's sample(): TW_OK, or TW_E_RNG
 * when the host's generator misbehaved (the sample is then abandoned). */
typedef tw_status (*core_draw_fn)(void *ctx, uint32_t bound, uint32_t *value);

/* A game's hidden information. seat is always a player here (0 .. players
 * - 1): the core answers TW_VIEW_ALL with the state itself. */
typedef struct core_hidden_def {
    /* Writes into obs (state_size bytes) the seat's canonical
     * representative: state with every part the seat may not know
     * replaced by a filler that depends only on what the seat knows (its
     * own hidden parts, the public ones, and what the state keeps of what
     * it saw: a troop it saw go back to a rack), laid out in a canonical
     * order. Two states give the same bytes exactly when the seat cannot
     * tell them apart. obs is a state play could reach (the game's check
     * passes), observe(obs) == obs, and every view of seat (render,
     * to_json, describe, and legal_moves when seat decides) reads the
     * same on obs as on state. */
    void (*observe)(const void *state, int seat, void *obs);

    /* The position text of a representative obs, each part the seat may
     * not know written masked ('?'): the canonical observation text. */
    void (*observation_text)(const void *obs, int seat, core_sb *out);

    /* At a chance node of the representative obs: its outcomes (the
     * state's, in legal-move order; TW_MOVES_MAX room) with weights
     * proportional to their probability given what seat knows (a blind
     * draw's outcome weighted by the kinds the seat has not seen), and
     * the count. Outcomes of weight 0 are left out. */
    int (*chance_predict)(const void *obs, int seat, tw_move *moves, uint32_t *weights);

    /* Writes into state a draw from the seat's posterior: obs's hidden
     * parts dealt again as chance would have dealt them given what seat
     * saw (the other players' choices taken as uninformative), with
     * draw(ctx, bound). Returns TW_OK, or draw's failure (state is then
     * scratch). observe(state, seat) == obs afterwards. */
    tw_status (*sample)(const void *obs, int seat, core_draw_fn draw, void *ctx, void *state);

    /* The move applied to before, as seat knows it once the game reached
     * now: move itself, or its masked code (a nonzero move that is never
     * legal, which move_to_text writes and move_from_text reads, as
     * "draw:?"). now is a state later than (or equal to) the one after
     * the move. */
    tw_move (*mask_move)(const void *before, tw_move move, int seat, const void *now);

    /* Completes a seat's record: start (state_size bytes, a state the seat
     * cannot tell from the real start) and moves[0..n), some masked, are
     * rewritten into a legal history from a start the seat cannot tell
     * from it, with every masked move replaced by a legal outcome, so that
     * the seat's observation after every move is the record's. TW_E_ILLEGAL
     * with a message when no such history exists (a record tampered
     * with). */
    tw_status (*complete)(void *start, tw_move *moves, size_t n, int seat, core_err *err);

    /* Optional (NULL: observe): writes into obs (state_size bytes) the
     * start of seat's record as the seat knows it once the game reached
     * now, when that is more than observe(start) says: what seat learned
     * of the start later (Droids: the chits it had drawn blind before the
     * start, which it sees once its draw is over). The same
     * representative's properties as observe's, for the start. */
    void (*observe_start)(const void *start, int seat, const void *now, void *obs);

    /* Optional (NULL: complete() alone): complete() for a record that says
     * where it ends. end (state_size bytes) is the seat's representative
     * after the last move, as the record gives it: the completed history
     * must reach a state the seat cannot tell from it. A hidden part can
     * decide what public follows the last move (Toy Battle: whether the
     * player to move is stuck, which ends the game), and only the end
     * says which it was. */
    tw_status (*complete_to)(void *start, tw_move *moves, size_t n, const void *end, int seat,
                             core_err *err);
} core_hidden_def;

/* Whether def keeps the bounds of the table (contract 1 above and the
 * sizes of params and players) and its about text says what the table says
 * (the player range, every param); asserted (debug builds) when a handle is
 * made. */
int core_game_def_sound(const core_game_def *def);

/* The registry: the list of games (lib/core/registry.c) and its lookups
 * (lib/core/games.c). */
extern const core_game_def *const core_registry[];
extern const int core_registry_size;
int core_game_count(void);
const core_game_def *core_game_at(int index);
const core_game_def *core_game_find(const char *name);

/* For a game's typed accessors: the state of g if g plays def, else NULL
 * (and sets g's message). */
const void *core_game_state(const tw_game *g, const core_game_def *def);
/* For the accessors (docs/abi.md, "The public convention"): writes value
 * through out, an optional out-parameter (NULL: nothing is written). */
static inline void core_put(int *out, int value)
{
    if (out)
        *out = value;
}
/* A value that may be absent: value when present, else TW_NONE. */
static inline int core_or_none(int present, int value)
{
    return present ? value : TW_NONE;
}
/* Sets g's message and returns status, for accessors. */
tw_status core_game_fail(const tw_game *g, tw_status status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Prepares a new game's state from parsed params and the game's own extra
 * input (ctx); fails with TW_E_PARAM or TW_E_PARSE and a message in err. */
typedef tw_status (*core_prepare_fn)(void *state, const core_params *params, const void *ctx,
                                     core_err *err);

/* For a game's own creators (a game on a host-supplied board): like
 * tw_game_new(def's name, params, out), but prepare fills the state instead
 * of def->init. The handle's start is recorded as the resulting position
 * text, so replays, clones and undo work as for tw_game_from_text. On
 * failure *out is NULL and tw_game_error(NULL) gives the reason. */
tw_status core_game_new_prepared(const core_game_def *def, const char *params,
                                 core_prepare_fn prepare, const void *ctx, tw_game **out);

#endif /* TOYWAR_CORE_GAME_DEF_H */
