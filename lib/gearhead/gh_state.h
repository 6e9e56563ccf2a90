/* SPDX-License-Identifier: MIT */
/*
 * gh_state.h: Gearhead Skirmish's flat state and the vocabulary its files share.
 *
 * The state is plain bytes with no padding, and every byte is canonical
 * (fields a phase does not use are zero), because the core copies, snapshots
 * and hashes it as bytes. A square is a byte: the toy's kind in the low
 * bits, its facing, then the flags that stay with it (on its back, zapped,
 * acted). The two flags that live for a turn or an activation only (turned,
 * in progress) are bitboards, one bit per square, moved with their toy: the
 * turn's flow clears them with one store, and the board is 64 bytes, not
 * 128. Every move's undo compares the state's bytes with a copy (see
 * lib/core/undo.c), so each byte saved is saved at every move; for the
 * same reason each pile of counts (cup, discard, the victory piles) is one
 * 64-bit word (gh_pile), and the state is 128 bytes, two of the 64-byte
 * blocks the core compares.
 * gh_square_bits() gives a square with all its flags as one uint16_t, the
 * form the notation and the views read.
 *
 * The toys' rules are data (gh_toys.c): one row per toy gives its move die,
 * what each face does, whether it flies or pushes, what it does to toys it
 * bumps, and which step it offers after moving.
 */
#ifndef TOYWAR_GEARHEAD_GH_STATE_H
#define TOYWAR_GEARHEAD_GH_STATE_H

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/bits.h"
#include "core/game_def.h"
#include "core/move.h"
#include "core/reader.h"

enum { GH_FILES = 8, GH_RANKS = 8, GH_SQUARES = 64 };

/* Toy kinds, in the seed's order (the canonical order of every pile). */
enum gh_kind {
    GH_EMPTY,
    GH_BIG_AL,
    GH_CLUCKETTA,
    GH_DEAD_HEAD,
    GH_DISASTEROID,
    GH_HANDY,
    GH_KRINGLE,
    GH_ORBIT,
    GH_PRESTO,
    GH_KANGARUFFIAN,
    GH_TIMEBOMB,
    GH_ZAP_BOT,
    GH_ZIGGY,
    GH_SMALL_FRY
};
enum {
    GH_LAST_CUP_KIND = GH_ZIGGY, /* Small Fry never enters the cup */
    GH_KIND_SLOTS = 14,          /* count arrays, indexed by kind */
    GH_COPIES = 6,               /* of each cup kind */
    GH_COUNT_MAX = 65535         /* Small Fry counts saturate here */
};

/* Square bits. The flags sit in the order the position text writes them.
 * The first five fit the board's byte; GH_TURNED and GH_IN_PROGRESS are
 * kept in the bitboards and appear only in gh_square_bits(). */
#define GH_KIND_MASK 0x000Fu
#define GH_SOUTH 0x0010u       /* faces rank 1, so player 1 controls it */
#define GH_ON_BACK 0x0020u     /* Ziggy flipped */
#define GH_ZAPPED 0x0040u
#define GH_ACTED 0x0080u       /* made its own move this turn */
#define GH_TURNED 0x0100u      /* its facing changed this turn */
#define GH_IN_PROGRESS 0x0200u /* a Handy whose wind is being resolved */
#define GH_FLAG_SHIFT 5
#define GH_FLAGS_MASK 0x03E0u
#define GH_SQUARE_BYTE_MASK 0x00FFu /* the bits board[] keeps */

typedef enum gh_phase {
    GH_PH_ROLLOFF,    /* chance: rolloff == 0: player 0 rolls, else player 1 */
    GH_PH_DRAW,       /* chance: a blind draw from the cup */
    GH_PH_PLACE,      /* turn owner places `drawn` on his home row */
    GH_PH_ACT,        /* turn owner picks a toy to move */
    GH_PH_ACTIVATION, /* a toy's move is under way; `step` says what is pending */
    GH_PH_OVER
} gh_phase;

/* What an activation waits for. */
typedef enum gh_step {
    GH_STEP_NONE,
    GH_STEP_ROLL,       /* chance: the move die (the kind die for two-roll toys) */
    GH_STEP_DIST,       /* chance: the distance d6 of a two-roll toy */
    GH_STEP_SIDE,       /* left or right for a diagonal move */
    GH_STEP_EGG,        /* Clucketta's egg square */
    GH_STEP_WIND,       /* Handy's wind target */
    GH_STEP_POUND,      /* Kringle pounds or declines */
    GH_STEP_PUNCH,      /* Kangaruffian's punch target */
    GH_STEP_PUNCH_DIST, /* chance: the d3 of the punch */
    GH_STEP_EXPLODE,    /* the Timebomb explodes or declines */
    GH_STEP_ZAP,        /* Zap-Bot's target */
    GH_STEP_AGAIN,      /* Ziggy's second move or decline */
    GH_STEP_FILE,       /* chance: Presto's reappearance file */
    GH_STEP_RANK,       /* chance: Presto's reappearance rank */
    GH_STEP_COUNT
} gh_step;

/* A pile: the count of every toy kind in one word. A cup kind has 6
 * copies, so 3 bits each, at bit 3 * kind; Small Fry, whose counts
 * saturate at GH_COUNT_MAX, has the top 16 bits. */
typedef uint64_t gh_pile;
#define GH_PILE_FRY_SHIFT 48
#define GH_PILE_KIND_MAX 7u /* the most a 3-bit count holds */
_Static_assert(GH_COPIES <= GH_PILE_KIND_MAX && 3 * GH_LAST_CUP_KIND + 3 <= GH_PILE_FRY_SHIFT &&
                   GH_COUNT_MAX == 0xFFFF,
               "a pile's fields hold every count and do not overlap");

static inline int gh_pile_shift(int kind)
{
    return kind == GH_SMALL_FRY ? GH_PILE_FRY_SHIFT : 3 * kind;
}

static inline unsigned gh_pile_max(int kind)
{
    return kind == GH_SMALL_FRY ? GH_COUNT_MAX : GH_PILE_KIND_MAX;
}

static inline int gh_pile_count(gh_pile pile, int kind)
{
    return (int)((pile >> gh_pile_shift(kind)) & gh_pile_max(kind));
}

/* One more of kind, saturating (only Small Fry can reach the limit). */
static inline void gh_pile_add(gh_pile *pile, int kind)
{
    if ((unsigned)gh_pile_count(*pile, kind) < gh_pile_max(kind))
        *pile += (gh_pile)1 << gh_pile_shift(kind);
}

/* One fewer of kind; there is one. */
static inline void gh_pile_take(gh_pile *pile, int kind)
{
    assert(gh_pile_count(*pile, kind) > 0);
    *pile -= (gh_pile)1 << gh_pile_shift(kind);
}

typedef struct gh_state {
    uint8_t board[GH_SQUARES];           /* index rank * 8 + file, a1 = 0; GH_SQUARE_BYTE_MASK */
    uint64_t turned;                     /* bit sq: GH_TURNED of the toy on sq */
    uint64_t in_progress;                /* bit sq: GH_IN_PROGRESS of the toy on sq */
    gh_pile cup;
    gh_pile discard;
    gh_pile victory[2];                  /* toys each player scored */
    /* What most moves change, together in one 8-byte word: undo logs the
     * words a move changed (lib/core/undo.c), so fields that change
     * together share one, and those that seldom change keep out of it. */
    uint8_t phase;                       /* gh_phase */
    uint8_t step;                        /* gh_step, during an activation */
    uint8_t act_sq;                      /* the active toy's square (it follows the toy) */
    uint8_t roll;                        /* known move die (kind die for two-roll toys) */
    uint8_t dist;                        /* known distance die of a two-roll toy */
    uint8_t changed;                     /* a toy changed square this turn */
    uint8_t drawn;                       /* the kind awaiting placement */
    uint8_t owner;                       /* whose turn it is */
    /* What changes a few times a game or only for some toys. */
    uint8_t second;                      /* this is Ziggy's second move */
    uint8_t rolloff;                     /* player 0's roll-off die, until player 1 rolls */
    uint8_t idle;                        /* consecutive completed turns with no toy moved */
    uint8_t target;                      /* the punched toy's square */
    uint8_t file;                        /* Presto's known file die */
    /* Apply never changes what follows (gh_game_def.mutable_size). */
    uint8_t placed_moves;                /* param: the placed toy may move this turn */
    uint8_t spare[2];                    /* always zero: the struct's size is whole words */
} gh_state;

_Static_assert(sizeof(gh_state) == GH_SQUARES + 2 * 8 + 4 * 8 + 16,
               "gh_state must have no padding: the core hashes its bytes");

/* The square as one uint16_t: its byte and the bitboards' flags. */
static inline uint16_t gh_square_bits(const gh_state *s, int sq)
{
    return (uint16_t)(s->board[sq] | ((s->turned >> sq) & 1u) << 8 |
                      ((s->in_progress >> sq) & 1u) << 9);
}

/* Writes the square from its uint16_t form (gh_square_bits()). */
static inline void gh_set_square_bits(gh_state *s, int sq, uint16_t bits)
{
    uint64_t bit = (uint64_t)1 << sq;
    s->board[sq] = (uint8_t)(bits & GH_SQUARE_BYTE_MASK);
    s->turned = (bits & GH_TURNED) ? s->turned | bit : s->turned & ~bit;
    s->in_progress = (bits & GH_IN_PROGRESS) ? s->in_progress | bit : s->in_progress & ~bit;
}

/* ---- squares and toys ---------------------------------------------------- */

#define GH_FILE_A 0x0101010101010101ull
#define GH_FILE_H 0x8080808080808080ull

/* The (up to eight) squares around sq, as a bitboard: ascending square
 * order is the order the rules list neighbours in. */
static inline uint64_t gh_around(int sq)
{
    uint64_t at = (uint64_t)1 << sq;
    uint64_t row = at | ((at >> 1) & ~GH_FILE_H) | ((at << 1) & ~GH_FILE_A);
    return (row | row << 8 | row >> 8) & ~at;
}

typedef struct gh_dir {
    int df, dr; /* file and rank steps, each -1, 0 or 1 */
} gh_dir;

static inline int gh_file_of(int sq) { return sq & 7; }
static inline int gh_rank_of(int sq) { return sq >> 3; }
static inline int gh_square(int file, int rank) { return rank * GH_FILES + file; }
static inline int gh_kind(uint16_t toy) { return (int)(toy & GH_KIND_MASK); }
static inline int gh_controller(uint16_t toy) { return (toy & GH_SOUTH) ? 1 : 0; }
/* The rank step of "ahead" for this toy. */
static inline int gh_ahead_dr(uint16_t toy) { return (toy & GH_SOUTH) ? -1 : 1; }
static inline uint16_t gh_facing_of_player(int player) { return player ? GH_SOUTH : 0; }

/* What a face of a toy's move die does. */
typedef enum gh_action {
    GH_ACT_STRAIGHT,
    GH_ACT_DIAGONAL,
    GH_ACT_EGG,
    GH_ACT_SHOOT_AHEAD,
    GH_ACT_SHOOT_LEFT,
    GH_ACT_SHOOT_RIGHT,
    GH_ACT_VANISH
} gh_action;

typedef struct gh_face {
    uint8_t action;   /* gh_action */
    uint8_t distance; /* squares; 0: rolled on the toy's distance die */
} gh_face;

typedef struct gh_toy {
    char code[2];       /* position notation, uppercase: "A" */
    const char *name;   /* "Big Al", for people */
    const char *id;     /* "big-al", for JSON */
    uint8_t die;        /* the move die: 6 or 8 */
    uint8_t dist_die;   /* 6 when distance is a die of its own, else 0 */
    bool flies;         /* passes over toys */
    bool pushes;        /* pushes the line it runs into */
    bool scares;        /* reverses a toy face to face with it at a bump */
    bool flips;         /* turns onto its back (and back) at bumps */
    uint8_t after;      /* gh_step offered after moving, GH_STEP_NONE if none */
    gh_face face[8];
} gh_toy;

/* The toy table (gh_toys.c), by kind. */
extern const gh_toy gh_toys[GH_KIND_SLOTS];
/* The phases' names (the JSON view's `phase`), by gh_phase. */
extern const char *const gh_phase_names[GH_PH_OVER + 1];
/* The row of a toy kind (1..13); NULL for anything else. Inline: the
 * rules ask at nearly every step of a move. */
static inline const gh_toy *gh_toy_of(int kind)
{
    return kind >= GH_BIG_AL && kind <= GH_SMALL_FRY ? &gh_toys[kind] : NULL;
}
/* The kind with this uppercase letter, or GH_EMPTY. */
int gh_kind_of_letter(char letter);

/* The one object the game exports (gh_game.c). */
extern const core_game_def gh_game_def;

/* ---- game flow (gh_rules.c) ------------------------------------------------ */

/* The game's entries in gh_game_def (so they take the state untyped). */
int gh_current_player(const void *state);
int gh_legal_moves(const void *state, tw_move *moves);
int gh_chance_weights(const void *state, tw_move *moves, uint32_t *weights);
int gh_chance_uniform(const void *state, tw_move *moves);
/* apply with a recorder (ev NULL: records nothing), and apply itself. */
void gh_apply_events(void *state, tw_move move, core_events *ev);
void gh_apply(void *state, tw_move move);
/* The table's winner: a player, TW_WINNER_NONE or TW_WINNER_DRAW. */
int gh_winner(const void *state);
/* The die of the current chance node, or 0 for the blind draw. */
int gh_chance_die(const gh_state *s);
/* The toy the turn owner may choose to move now (own, fresh, upright). */
bool gh_can_act(const gh_state *s, int sq);
int gh_cup_total(const gh_state *s);
static inline bool gh_cup_empty(const gh_state *s) { return s->cup == 0; }
bool gh_home_has_room(const gh_state *s, int player);
/* Back to the turn owner's action step (or on to the next turn, or the end). */
void gh_run_action(gh_state *s, core_events *ev);

/* ---- the whole board at once (gh_scan.c) ---------------------------------- */

/* Bit sq set when a toy stands on sq. */
uint64_t gh_occupied(const gh_state *s);
bool gh_board_empty(const gh_state *s);
bool gh_board_has_empty(const gh_state *s);
/* Whether any square, and which (the moves choosing them, in square
 * order), passes gh_can_act(). */
bool gh_any_can_act(const gh_state *s);
int gh_actions(const gh_state *s, tw_move *moves);
/* Clears flags (GH_ACTED...) on every square. */
void gh_clear_flags(gh_state *s, uint16_t flags);

/* ---- the steps of an activation (gh_steps.c) ----------------------------- */

/* Which fields a step keeps; the others are zero while it is pending. */
#define GH_KEEP_ROLL 0x01u
#define GH_KEEP_DIST 0x02u
#define GH_KEEP_FILE 0x04u
#define GH_KEEP_TARGET 0x08u
#define GH_KEEP_SECOND 0x10u

/* When a step is offered, and which neighbours are its targets. */
typedef enum gh_offer {
    GH_OFFER_ALWAYS,
    GH_OFFER_EMPTY,    /* targets: empty neighbours */
    GH_OFFER_TOY,      /* targets: neighbours holding a toy */
    GH_OFFER_WINDABLE, /* targets: neighbouring toys not in progress */
    GH_OFFER_UPRIGHT   /* offered after a first move that ended upright */
} gh_offer;

typedef struct gh_step_info {
    const char *name;    /* in the position text */
    const char *what;    /* for describe(): "the side of %s's diagonal move" */
    uint8_t die;         /* chance steps: the die; 0 with `chance`: the toy's */
    bool chance;
    uint8_t keep;        /* GH_KEEP_* */
    uint8_t offer;       /* gh_offer */
    uint8_t target_move; /* move type taking a target square, or 0 */
    uint8_t yes_move;    /* otherwise: the two fixed options, in order */
    uint8_t no_move;
} gh_step_info;

/* The step table (gh_steps.c), by step. */
extern const gh_step_info gh_steps[GH_STEP_COUNT];
/* A step's row; NULL for GH_STEP_NONE and anything not a step. */
static inline const gh_step_info *gh_step_of(int step)
{
    return step > GH_STEP_NONE && step < GH_STEP_COUNT ? &gh_steps[step] : NULL;
}
/* The target squares of an offer around the active toy, as a bitboard. */
uint64_t gh_target_squares(const gh_state *s, int offer);
/* Whether a step would be offered to the active toy now. */
bool gh_step_offered(const gh_state *s, int step);
/* The answers to the pending decision step, in order; returns how many. */
int gh_step_moves(const gh_state *s, tw_move *moves);
/* Starts the move of the toy on sq: its own move (which marks it as having
 * acted) or a free move. */
void gh_activate(gh_state *s, int sq, bool own, core_events *ev);
/* Applies a die or a decision of the activation in progress. */
void gh_activation_apply(gh_state *s, tw_move move, core_events *ev);

/* ---- moves ----------------------------------------------------------------- */

/* A tw_move is type << 16 | operand; 0 is never a move. */
typedef enum gh_move_type {
    GH_MV_NONE,
    GH_MV_ROLL,    /* operand: the face */
    GH_MV_DRAW,    /* operand: the kind */
    GH_MV_PLACE,   /* operands below: a square */
    GH_MV_MOVE,
    GH_MV_LEFT,
    GH_MV_RIGHT,
    GH_MV_EGG,
    GH_MV_WIND,
    GH_MV_PUNCH,
    GH_MV_ZAP,
    GH_MV_POUND,
    GH_MV_EXPLODE,
    GH_MV_AGAIN,
    GH_MV_DECLINE,
    GH_MV_COUNT
} gh_move_type;

/* type << 16 | operand (core/move.h); no second operand. */
#define GH_MOVE_LAYOUT 16, 0, 16, 0, 0
static inline tw_move gh_mv(int type, int operand)
{
    return CORE_MOVE(GH_MOVE_LAYOUT, type, operand, 0);
}
static inline int gh_mv_type(tw_move m) { return CORE_MOVE_TYPE(GH_MOVE_LAYOUT, m); }
static inline int gh_mv_operand(tw_move m) { return CORE_MOVE_A(GH_MOVE_LAYOUT, m); }

int gh_move_to_text(const void *state, tw_move move, core_sb *out);
tw_status gh_move_from_text(const void *state, const char *text, tw_move *move, core_err *err);

/* ---- board mechanics (gh_board.c) ------------------------------------------ */

/* The eight neighbours of sq on the board; returns how many. */
int gh_neighbours(int sq, uint8_t out[8]);
/* The diagonal ahead-left or ahead-right of a toy. Left is toward file a
 * for a toy facing north, toward file h for one facing south: the toy's own
 * left. */
static inline gh_dir gh_diagonal(uint16_t toy, bool left)
{
    int dr = gh_ahead_dr(toy);
    gh_dir d = {left ? -dr : dr, dr};
    return d;
}
/* Moves the toy at sq up to n squares; returns the square it ends on, or
 * the square it left the board from with GH_LEFT_BOARD set. (A returned
 * square, not one written through a pointer: in WebAssembly a local whose
 * address is taken lives in linear memory, with a stack frame made for
 * it.) Walkers stop at a bump, pushers push the line they meet, flyers
 * pass over toys. motion: how a walk's steps are recorded, as the toy's
 * own move (TW_EVENT_MOVED) or, for a punched toy, TW_EVENT_PUSHED. */
enum { GH_LEFT_BOARD = GH_SQUARES };
int gh_walk(gh_state *s, int sq, gh_dir d, int n, bool pushes, int motion, core_events *ev);
int gh_fly(gh_state *s, int sq, gh_dir d, int n, core_events *ev);
/* A laser from sq along d: the first toy hit goes to the discard. */
void gh_shoot(gh_state *s, int sq, gh_dir d, core_events *ev);
/* The toy on sq goes to the discard (why: GH_WHY_SHOT or GH_WHY_BLAST). */
void gh_discard_toy(gh_state *s, int sq, int why, core_events *ev);
void gh_reverse(gh_state *s, int sq, core_events *ev);
void gh_relocate(gh_state *s, int from, int to);

/* ---- events (gh_events.c; docs/events.md, "Gearhead Skirmish") ------------- */

/* The value of an event that says why a toy stopped, left the board or
 * moved as it did, or why the game ended: tw_gearhead_reason_kind's
 * numbers (toywar/gearhead.h; gh_events.c asserts they agree). */
enum gh_why {
    GH_WHY_NONE,
    GH_WHY_BUMP,     /* blocked: the toy on `to` is in the way */
    GH_WHY_WALL,     /* blocked: a side wall */
    GH_WHY_ZAPPED,   /* blocked: the zap is spent instead of the move */
    GH_WHY_ON_BACK,  /* blocked: Ziggy on his back */
    GH_WHY_NO_ROOM,  /* blocked: no empty square for the egg or the teleport */
    GH_WHY_FULL_ROW, /* returned: the drawn toy finds no room on the home row */
    GH_WHY_EDGE,     /* removed: over an end edge (a score follows) */
    GH_WHY_SHOT,     /* removed: Disasteroid's shot */
    GH_WHY_BLAST,    /* removed: the Walking Timebomb's explosion */
    GH_WHY_TELEPORT, /* moved: Presto reappears */
    GH_WHY_CLEARED,  /* ended: empty cup, empty board */
    GH_WHY_IDLE,     /* ended: five idle turns */
    GH_WHY_COUNT
};

/* The value of TW_EVENT_TURNED: the toy's new state
 * (tw_gearhead_turn_kind). The first two are the facings. */
enum gh_turn { GH_TURN_NORTH, GH_TURN_SOUTH, GH_TURN_ON_BACK, GH_TURN_ON_LEGS, GH_TURN_COUNT };

/* Kept out of line (GH_COLD: and out of the hot code): the less frequent
 * paths of the rules, which carry the recorder across calls; inlined, their
 * frames would be set up by every move that does not take them. */
#if defined(__GNUC__)
#define GH_COLD __attribute__((cold, noinline))
#define GH_NOINLINE __attribute__((noinline))
#else
#define GH_COLD
#define GH_NOINLINE
#endif

/* The recorder's side of the events (gh_events.c), out of line and out of
 * the hot code: the rules pay a test of ev where an event happens, and
 * without a recorder nothing more (not even registers for the event's
 * fields). gh_record_toy records an event about a toy (its square's byte:
 * its kind and controller) from sq (to `to`); gh_record_leave a toy's
 * leaving over an end edge from sq and the point it scores; gh_record_step
 * the toy on sq stepping to `to` (motion: TW_EVENT_MOVED or
 * TW_EVENT_PUSHED), joined to the event just recorded when that was the
 * same toy's step to sq: a walk is one event per stretch between two
 * things that stop, push or turn it. */
void gh_record(core_events *ev, int kind, int player, int piece, int from, int to, int value)
    GH_COLD;
void gh_record_toy(core_events *ev, int toy, int kind, int sq, int to, int value) GH_COLD;
void gh_record_leave(core_events *ev, int toy, int sq, int scorer) GH_COLD;
void gh_record_step(core_events *ev, const gh_state *s, int motion, int sq, int to) GH_COLD;

static inline void gh_emit(core_events *ev, int kind, int player, int piece, int from, int to,
                           int value)
{
    if (ev)
        gh_record(ev, kind, player, piece, from, to, value);
}

static inline void gh_emit_toy(core_events *ev, uint8_t toy, int kind, int sq, int to, int value)
{
    if (ev)
        gh_record_toy(ev, toy, kind, sq, to, value);
}

/* Records the turn owner's answer (kind: TW_EVENT_CHOSE or TW_EVENT_PASSED)
 * about the toy on sq, with the step it answers as its value
 * (GH_STEP_NONE: the toy chosen to move). */
static inline void gh_emit_answer(core_events *ev, const gh_state *s, int kind, int sq)
{
    if (ev)
        gh_record(ev, kind, s->owner, gh_kind(s->board[sq]), sq, TW_NONE, s->step);
}

/* The table's event_text and event_fields (core_game_def). */
void gh_event_text(const void *before, const core_event *e, int masked, core_sb *out);
void gh_event_fields(const void *before, const core_event *e, int masked, core_json *j);

/* ---- text (gh_position.c, gh_view.c) ---------------------------------------- */

void gh_to_text(const void *state, core_sb *out);
tw_status gh_from_text(void *state, const char *text, core_err *err);
/* The table's check: what gh_from_text asks of a position it accepts. */
tw_status gh_check(const void *state, core_err *err);
void gh_write_square(core_sb *out, int sq);
/* Takes a square "a1".."h8" from c. */
bool gh_read_square(core_reader *c, int *sq);
/* The phase field of the position text ("act", "c3/side/r5", ...). */
void gh_write_phase(const gh_state *s, core_sb *out);
/* A pile as in the position text ("A6C2F1", "-" when empty). */
void gh_write_counts(core_sb *out, gh_pile pile);
void gh_render(const void *state, int viewer, core_sb *out);
void gh_to_json(const void *state, int viewer, core_json *j);
void gh_describe(const void *state, core_sb *out);

#endif /* TOYWAR_GEARHEAD_GH_STATE_H */
