/* SPDX-License-Identifier: MIT */
/*
 * dr_state.h: Droids' flat state and the functions its files share.
 *
 * The whole game lives in one struct of plain bytes (the core copies,
 * snapshots and hashes it): the robots, objects, transmitters, racks and
 * damage, and the step of the turn the game is at, first; then what set-up
 * fixes for the whole game: the board (so that a host-supplied board plays
 * like ours), the Program Sheet and the params. The core looks for a move's
 * changes in the first part only, so it is kept within 4 blocks of 64 bytes:
 * objects take 2 bits a square there, the board's terrain and cargo marks a
 * nibble a square after it; and it copies the whole state for a clone or a
 * copied position, so racks count in nibbles (a rack holds at most 7 chits)
 * and the whole state fits 6 blocks (5 but for the piles' counts kept in
 * it, which moves look up far more often than states are copied). Fields
 * are ordered so there is no padding, and
 * every byte is canonical (unused slots are zero, the two repair robots are
 * kept sorted by square).
 *
 * Squares are numbered rank * 10 + file, a1 = 0 (south-west), j10 = 99.
 * Players are seats: 0 south, 1 north, 2 west, 3 east.
 */
#ifndef TOYWAR_DROIDS_DR_STATE_H
#define TOYWAR_DROIDS_DR_STATE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "core/bits.h"
#include "core/move.h"
#include "core/game_def.h"
#include "core/reader.h"

#define DR_SIZE 10
#define DR_SQUARES 100
#define DR_SEATS 4
#define DR_TX 10            /* transmitters per seat */
#define DR_BOXES 3          /* boxes per transmitter; box 0 is nearest the board */
#define DR_SHEET_SETS 10
#define DR_NONE 0xFF        /* no square, no player */
#define DR_KILLER 4         /* the killer's slot in the sending order */
#define DR_RACK 7           /* chits drawn per turn */
#define DR_FAR 10           /* "as far as possible": more squares than any line */

/* A square's board nibble: terrain, and a cargo mark 1..3 (boxes for 2, 3,
 * 4 players) that only set-up reads. */
#define DR_TERRAIN_MASK 0x03
#define DR_CARGO_SHIFT 2
#define DR_OBJECT_BITS 2    /* objects on squares are 0..3; the statue is a robot */

enum dr_terrain { DR_LAND, DR_WATER, DR_FIXED };
enum dr_object { DR_OBJ_NONE, DR_OBJ_OBSTACLE, DR_OBJ_MINE, DR_OBJ_CARGO, DR_OBJ_STATUE, DR_OBJECTS };

/* Robot slots. */
enum { DR_R_DROID0 = 0, DR_R_REPAIR0 = 4, DR_R_REPAIR1 = 5, DR_R_GREY = 6, DR_ROBOTS = 7 };

/* Chit kinds in canonical order (the order of outcomes of a blind draw);
 * 0 is an empty box. X, the killer's four-way shot, exists only on the
 * Program Sheet. */
enum dr_kind {
    DR_K_EMPTY,
    DR_K_V1, DR_K_VD, DR_K_V2, DR_K_VF,
    DR_K_B1, DR_K_BD,
    DR_K_G1, DR_K_GF, DR_K_G2, DR_K_GR,
    DR_K_SHOOT, DR_K_PICK, DR_K_INTERFERE,
    DR_K_X,
    DR_KIND_COUNT
};
#define DR_DRAW_KINDS 13    /* kinds 1..13 are in the piles */
#define DR_RACK_BYTES ((DR_DRAW_KINDS + 2) / 2) /* a rack: a nibble per kind 0..13 */

enum dr_pile { DR_P_VIOLET, DR_P_BLUE, DR_P_GREY, DR_P_RED, DR_PILES };

/* What an order does. */
enum dr_effect {
    DR_E_NONE, DR_E_LAND, DR_E_WATER, DR_E_REPAIR_MOVE, DR_E_REPAIR, DR_E_SHOOT, DR_E_PICK,
    DR_E_INTERFERE, DR_E_SHOOT4
};

/* Directions: orthogonal 0-3, diagonal 4-7. */
enum { DR_N, DR_E, DR_S, DR_W, DR_NE, DR_SE, DR_SW, DR_NW, DR_DIRS };
enum dr_dirset { DR_DIR_NONE, DR_DIR_ORTH, DR_DIR_DIAG };

typedef struct dr_kind_info {
    const char *code;     /* notation: V1, VD, ... */
    const char *name;     /* words, for render and docs */
    uint8_t pile;
    uint8_t count;        /* in the box */
    uint8_t dirs;         /* enum dr_dirset */
    uint8_t effect;       /* enum dr_effect */
    uint8_t steps;        /* squares for a move */
} dr_kind_info;

enum dr_scenario {
    DR_SC_CHALLENGE, DR_SC_DEMINE, DR_SC_CARGO, DR_SC_MADNESS, DR_SC_STATUE, DR_SC_DUEL,
    DR_SC_KILLER, DR_SCENARIOS
};

typedef struct dr_scenario_info {
    const char *name;
    uint8_t min_players, max_players;
    uint8_t repair_robots;     /* placed in the free corners */
    uint8_t obstacles_each[5]; /* set-up obstacles per player, by player count */
    uint8_t carry_start;       /* obstacles each droid carries at the start */
    uint8_t grey;              /* enum dr_grey: what the grey droid is */
    uint8_t no_shoot, no_diagonal, mines, teams_ok;
} dr_scenario_info;

enum dr_grey { DR_GREY_NONE, DR_GREY_STATUE, DR_GREY_KILLER };

/* Phases: where the game is. The comment says who acts. */
enum dr_phase {
    DR_PH_FIRST,      /* chance: the first start player */
    DR_PH_SETUP,      /* cur places a mobile obstacle */
    DR_PH_PILE,       /* cur picks the pile of his next blind draw */
    DR_PH_DRAW,       /* chance: the chit drawn from pile */
    DR_PH_TAKE,       /* robot-killer: cur picks a chit openly */
    DR_PH_CHIT,       /* cur picks a chit and its direction, or passes */
    DR_PH_BOX,        /* cur picks the box for chit */
    DR_PH_SHEET,      /* chance: the d10 placing the killer's Program Sheet */
    DR_PH_SEND,       /* cur sends an order */
    DR_PH_SHOT,       /* chance: the d10 of a shot at shot_target */
    DR_PH_PICKUP,     /* cur picks what to pick up */
    DR_PH_PUTDOWN,    /* cur picks where to put down */
    DR_PH_UNCOVER,    /* cur uncovers a transmitter (repair) */
    DR_PH_MINE,       /* chance: the d10 for cur's carried mine */
    DR_PH_COVER,      /* cur covers a transmitter (a hit) */
    DR_PH_OVER,
    DR_PHASES,
    /* Transient steps, never seen outside dr_apply. */
    DR_PH_SETTLE_,    /* an order is done: rolls, hits, victory */
    DR_PH_NEXT_       /* find who sends next */
};

/* Results. */
#define DR_RESULT_NONE 0
#define DR_RESULT_DRAW 0xFD
#define DR_RESULT_NOBODY 0xFE
#define DR_RESULT_TEAM_SN 0xFB  /* teams: south and north won */
#define DR_RESULT_TEAM_WE 0xFC  /* teams: west and east won */
/* otherwise player + 1 */

typedef struct dr_state {
    /* What moves change comes first: the core compares and restores only
     * the first DR_MUTABLE_SIZE bytes after each move (4 blocks of 64). */
    uint32_t ksent;                  /* killer: sheet boxes sent, bit set * 3 + box */
    uint16_t covered[DR_SEATS];      /* damage: bit t = transmitter t covered */
    uint16_t turn;                   /* 1-based */
    uint8_t objects[DR_SQUARES / 4]; /* enum dr_object, 2 bits a square (dr_object()) */
    uint8_t robot[DR_ROBOTS];        /* squares, DR_NONE when absent */
    uint8_t carry[DR_SEATS];         /* object | count << 3 */
    uint8_t tx[DR_SEATS][DR_TX * DR_BOXES]; /* kind | direction << 4 */
    uint8_t rack[DR_SEATS][DR_RACK_BYTES]; /* counts by kind, a nibble each (dr_rack()) */
    uint8_t score[DR_SEATS];         /* cargo boxes brought home */
    uint8_t hits[DR_SEATS];          /* transmitters still to cover */
    uint8_t rolls[DR_SEATS];         /* carried-mine d10s still to roll */
    uint8_t start, phase, cur, actor; /* actor: who sent the order in progress */
    uint8_t step;                    /* set-up obstacles placed so far */
    uint8_t pile;                    /* the pile of a pending draw */
    uint8_t chit;                    /* the chit waiting for its box */
    uint8_t shot_target, shot_dist;
    uint8_t out, passed, done, sent; /* masks by player; done bit 4: the killer */
    uint8_t sheet_roll;              /* 1..10, 0 before the roll */
    uint8_t result;
    /* Derived: the chits left in the piles (the scenario's, less racks and
     * transmitters), in dr_left's layout, even kinds then odd kinds, byte 7
     * zero. Listing a pile choice or a draw asks it, and recounting it was
     * a third of their cost; the rules keep it as chits move, and every way
     * a state is made (set-up, the position reader) builds it the same way,
     * so equal positions have equal bytes. */
    uint8_t pile_left[2][8];
    /* What set-up writes and no move changes: the board, the sheet, the
     * params. Copies of a position still copy it; undo never looks at it. */
    uint8_t board[DR_SQUARES / 2];   /* a nibble a square: terrain | cargo mark << 2 */
    uint8_t start_sq[DR_SEATS];
    uint8_t repair_home[2];
    uint8_t statue_home;
    uint8_t players;
    uint8_t sheet[DR_SHEET_SETS * DR_BOXES]; /* kind | direction << 4 */
    uint8_t scenario;
    uint8_t killer_shots, teams;
    uint16_t max_turns;
    uint8_t reserved[2];             /* zero */
} dr_state;

#define DR_MUTABLE_SIZE offsetof(dr_state, board)

_Static_assert(sizeof(dr_state) == 336, "dr_state must have no padding");
_Static_assert(DR_RACK_BYTES < 8 && offsetof(dr_state, rack) + sizeof(((dr_state *)0)->rack) +
                                          8 - DR_RACK_BYTES <= sizeof(dr_state),
               "a rack is read as one word that ends inside the state");
_Static_assert(offsetof(dr_state, board) <= 256, "moves change 4 blocks of 64 bytes at most");

/* Eight bytes as one word, byte i at bits 8i whatever the machine's byte
 * order. */
static inline uint64_t dr_load_word(const uint8_t *bytes)
{
    uint64_t word;
    memcpy(&word, bytes, sizeof word);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap64(word);
#endif
    return word;
}

/* ---- tables (dr_tables.c) ---- */
extern const dr_kind_info dr_kinds[DR_KIND_COUNT];
/* A kind's row (the empty row for anything not a kind). Inline: listing
 * moves asks it of every kind. */
static inline const dr_kind_info *dr_kind(int kind)
{
    return &dr_kinds[kind >= 0 && kind < DR_KIND_COUNT ? kind : 0];
}
const dr_scenario_info *dr_scen(int scenario);
/* A robot, an object or a pile: its code in the notation ("S", "O", "V"),
 * its word in the JSON view ("obstacle"; NULL for robots) and its name in
 * words ("mobile obstacle"); the none object has neither code nor name. */
typedef struct dr_piece_info {
    const char *code;
    const char *id;
    const char *name;
} dr_piece_info;
extern const dr_piece_info dr_robots[DR_ROBOTS];
extern const dr_piece_info dr_objects[DR_OBJECTS];
extern const dr_piece_info dr_piles[DR_PILES];
/* The object whose code is c, among kinds 1..last; DR_OBJ_NONE if none. */
int dr_object_of_code(char c, int last);
const char *dr_pile_name(int pile);
/* A pile's initial, as its chits' codes begin (V B G R): a masked rack's
 * counts are written with it (`?V3`). */
char dr_pile_letter(int pile);
const char *dr_dir_name(int dir);
int dr_dir_delta(int dir, int *df, int *dr);
char dr_seat_letter(int player);
int dr_seat_from_letter(char c);
const char *dr_default_board_text(void);
/* Kinds a scenario puts in the piles (0 when removed); of every kind at
 * once, a byte per kind in dr_left's layout. */
int dr_full_count(const dr_state *s, int kind);
void dr_full_count_words(const dr_state *s, uint64_t words[2]);

/* ---- board (dr_board.c) ---- */
/* Parses a board text (docs/notation/droids-board.md) into the board part of
 * s: sq terrain and cargo marks, start squares, homes, sheet. */
tw_status dr_board_parse(dr_state *s, const char *text, core_err *err);
/* Loads the compiled-in board (never fails). */
void dr_board_default(dr_state *s);
/* Whether s's board and sheet are the compiled-in ones. */
int dr_board_is_default(const dr_state *s);
/* One sheet order from "V1n", "X"...: byte, or -1. */
int dr_sheet_order_parse(const char *text, size_t len);

/* The game table (dr_game.c), for the accessors. */
extern const core_game_def dr_game_def;

/* ---- rules (dr_rules.c) ---- */
tw_status dr_setup(dr_state *s, int players, int scenario, int shots, int teams, int max_turns,
                   core_err *err);
int dr_current_player(const void *state);
int dr_legal_moves(const void *state, tw_move *moves);
int dr_chance_weights(const void *state, tw_move *moves, uint32_t *weights);
void dr_apply(void *state, tw_move move);
/* dr_apply with a recorder: what the move does, as events in ev (NULL: none,
 * and dr_apply is exactly this with NULL; docs/events.md, Droids). */
void dr_apply_events(void *state, tw_move move, core_events *ev);
/* Shared with the position check (dr_position.c), the view and the table. */
int dr_is_chance(int phase);
int dr_rack_size(const dr_state *s, int p);
int dr_free_box_count(const dr_state *s, int p);
/* The players still in, clockwise from `from`, into list; returns how many. */
int dr_cycle_from(const dr_state *s, int from, int *list);
/* Where who is in list, or -1. */
int dr_index_in(const int *list, int n, int who);
/* The turn's end and the game's end (dr_rules.c), for the orders; reason
 * is an enum dr_end_reason, said by the end's event. */
void dr_end_turn(dr_state *s, core_events *ev);
void dr_finish(dr_state *s, int result, int reason, core_events *ev);
/* tw_game_winner() of a DR_RESULT_* or player + 1. */
int dr_result_winner(int result);
/* ---- orders (dr_orders.c), for the turn and the legal moves ---- */
/* Where sq lies as seat sees it: transmitter *t, and the depth returned. */
int dr_line_depth(int seat, int sq, int *t);
/* The line transmitter t (0..9) of seat drives, 0..9 along its axis: a
 * file (*is_file = 1; South's run a..j, North's j..a) or a rank (West's
 * 10..1, East's 1..10). The robot killer (DR_KILLER) uses North's. Its own
 * inverse: the transmitter that drives line v is dr_tx_line(seat, v). */
int dr_tx_line(int seat, int t, int *is_file);
/* The squares p may pick up from or put down on, into out; how many. */
int dr_pick_targets(const dr_state *s, int p, int *out);
int dr_put_targets(const dr_state *s, int p, int *out);
void dr_sort_squares(int *v, int n);
/* The orders p may send, written to moves; how many. */
int dr_sendable_count(const dr_state *s, int p, tw_move *moves);
/* The current player sends the front order of his transmitter t. */
void dr_send(dr_state *s, int t, core_events *ev);
/* Finds who sends next; a player with nothing to send is done. */
void dr_next_sender(dr_state *s, core_events *ev);
int dr_pile_left(const dr_state *s, int kind);
/* What is left in the piles, a byte per kind: even kinds in word[0], odd
 * kinds in word[1], kind k at byte k / 2 (bits 8 * (k / 2)); kind 0 and the
 * killer's X hold 0. The racks' nibbles add up in this layout without
 * reordering (even nibbles and odd apart). Listing a draw asks it of every
 * kind, so it is made a word at a time (dr_counts.c) and says the same as
 * dr_pile_left(). */
typedef struct dr_left {
    uint64_t word[2];
} dr_left;
/* Counts the piles afresh into s->pile_left: set-up and the position
 * reader, and the rules when every chit goes back to the box. */
void dr_pile_left_rebuild(dr_state *s);
/* The racks' chits go back to the box: call before the racks are cleared. */
void dr_pile_left_racks_back(dr_state *s);
/* Every chit is back in the box: the scenario's full counts. */
void dr_pile_left_all_back(dr_state *s);
/* Debug builds: left says the same as dr_pile_left() of every kind. */
int dr_pile_left_agrees(const dr_state *s, const dr_left *left);
/* What is left, as kept in the state. */
static inline void dr_pile_left_all(const dr_state *s, dr_left *left)
{
    left->word[0] = dr_load_word(s->pile_left[0]);
    left->word[1] = dr_load_word(s->pile_left[1]);
}
/* A chit of kind leaves the piles (drawn), or comes back (sent, covered). */
static inline void dr_pile_add(dr_state *s, int kind, int delta)
{
    s->pile_left[kind & 1][kind >> 1] = (uint8_t)(s->pile_left[kind & 1][kind >> 1] + delta);
}
static inline int dr_left_count(const dr_left *left, int kind)
{
    return (int)(left->word[kind & 1] >> 8 * (kind >> 1) & 0xFF);
}
/* What one pile holds: the bytes of its kinds (kinds are ordered by pile,
 * dr_counts.c checks it) added up. Inline: listing a pile choice asks it of
 * every pile. A pile holds at most 35 chits, so no byte sum passes 255. */
static inline int dr_byte_sum(uint64_t word)
{
    return (int)((word * 0x0101010101010101u) >> 56);
}
static inline int dr_left_pile_total(const dr_left *left, int pile)
{
    static const uint64_t pile_bytes[4][2] = {
        /* even kinds,        odd kinds */
        {0x0000000000FFFF00u, 0x000000000000FFFFu}, /* violet: VD VF | V1 V2 */
        {0x00000000FF000000u, 0x0000000000FF0000u}, /* blue: BD | B1 */
        {0x0000FFFF00000000u, 0x000000FFFF000000u}, /* grey: GF GR | G1 G2 */
        {0x00FF000000000000u, 0x00FFFF0000000000u}, /* red: P | S I */
    };
    return dr_byte_sum(left->word[0] & pile_bytes[pile][0]) +
           dr_byte_sum(left->word[1] & pile_bytes[pile][1]);
}
/* occupied[sq] 1 where a robot stands. */
void dr_robot_map(const dr_state *s, uint8_t occupied[DR_SQUARES]);
/* Squares with no fixed obstacle, object or robot: bit q % 64 of free[q / 64]. */
void dr_free_squares(const dr_state *s, uint64_t free[2]);
/* One move (type, square, 0) per square in a set, in square order; moves
 * needs room for DR_SQUARES + 3 (it may write past the last, see
 * dr_counts.c). */
int dr_square_moves(const uint64_t squares[2], int type, tw_move *moves);
int dr_front_box(const dr_state *s, int player, int t);
void dr_describe(const void *state, core_sb *out);
/* The table's check: what dr_from_text asks of a position it accepts. */
tw_status dr_check(const void *state, core_err *err);
int dr_canonical_check(const dr_state *s, core_err *err);
/* Why the player to act cannot be in the phase s is at, or NULL. */
const char *dr_phase_problem(const dr_state *s);
void dr_sort_repair(dr_state *s);

/* ---- helpers shared by several files ---- */
static inline int dr_terrain(const dr_state *s, int sq)
{
    return s->board[sq >> 1] >> (sq & 1) * 4 & DR_TERRAIN_MASK;
}
static inline int dr_cargo_mark(const dr_state *s, int sq)
{
    return s->board[sq >> 1] >> ((sq & 1) * 4 + DR_CARGO_SHIFT) & 3;
}
/* Board parsing only: the board is fixed once set up. */
static inline void dr_set_board(dr_state *s, int sq, int terrain, int mark)
{
    int shift = (sq & 1) * 4;
    s->board[sq >> 1] = (uint8_t)((s->board[sq >> 1] & ~(0xF << shift)) |
                                  (terrain | mark << DR_CARGO_SHIFT) << shift);
}
static inline int dr_object(const dr_state *s, int sq)
{
    return s->objects[sq >> 2] >> (sq & 3) * DR_OBJECT_BITS & 3;
}
static inline void dr_set_object(dr_state *s, int sq, int object)
{
    int shift = (sq & 3) * DR_OBJECT_BITS;
    s->objects[sq >> 2] =
        (uint8_t)((s->objects[sq >> 2] & ~(3 << shift)) | (object & 3) << shift);
}
/* Chits of kind on player p's rack; kind 0's nibble is always zero. */
static inline int dr_rack(const dr_state *s, int p, int kind)
{
    return s->rack[p][kind >> 1] >> (kind & 1) * 4 & 0xF;
}
/* Adds delta to a count that stays within 0..15 (the rules keep racks at
 * most DR_RACK; the position reader stops at 15). */
static inline void dr_rack_add(dr_state *s, int p, int kind, int delta)
{
    unsigned nibble_one = 1u << (kind & 1) * 4; /* unsigned: a negative delta wraps, defined */
    s->rack[p][kind >> 1] = (uint8_t)(s->rack[p][kind >> 1] + (unsigned)delta * nibble_one);
}
/* Player p's rack as one word, its DR_RACK_BYTES bytes at the bottom. One
 * load of eight bytes (the last belongs to the next field and is masked
 * off): copying seven bytes goes through memory and stalls the load. */
static inline uint64_t dr_rack_word(const dr_state *s, int p)
{
    return dr_load_word(s->rack[p]) & (((uint64_t)1 << 8 * DR_RACK_BYTES) - 1);
}
static inline int dr_carry_kind(const dr_state *s, int p) { return s->carry[p] & 7; }
static inline int dr_carry_count(const dr_state *s, int p) { return s->carry[p] >> 3; }

/* ---- recording events ----
 * The rules' one way to record: core_emit() and core_emit_outcome()
 * (game_def.h), with no recorder (apply) marked as the likely case, so
 * that a move pays one test of ev and the recording, with what its fields
 * need, is laid out of the moves' way. */
#if defined(__GNUC__)
#define DR_RARELY(x) __builtin_expect(!!(x), 0)
#else
#define DR_RARELY(x) (x)
#endif
static inline void dr_emit(core_events *ev, int kind, int player, int piece, int from, int to,
                           int value)
{
    if (DR_RARELY(ev != NULL))
        core_emit(ev, kind, player, piece, from, to, value);
}
/* An event whose piece is a chance outcome a seat may not see (a blind
 * draw): masked per seat as tw_game_history_for() masks the move. */
static inline void dr_emit_outcome(core_events *ev, int kind, int player, int piece, int from,
                                   int to, int value)
{
    if (DR_RARELY(ev != NULL))
        core_emit_outcome(ev, kind, player, piece, from, to, value);
}

/* Rules helpers both dr_rules.c and dr_orders.c use, inline as they were. */
static inline int dr_step_sq(int sq, int dir)
{
    int df, dr;
    dr_dir_delta(dir, &df, &dr);
    int f = sq % DR_SIZE + df, r = sq / DR_SIZE + dr;
    if (f < 0 || f >= DR_SIZE || r < 0 || r >= DR_SIZE)
        return -1;
    return r * DR_SIZE + f;
}

static inline int dr_robot_at(const dr_state *s, int sq)
{
    for (int i = 0; i < DR_ROBOTS; i++)
        if (s->robot[i] == sq)
            return i;
    return -1;
}

static inline int dr_is_in(const dr_state *s, int p)
{
    return p >= 0 && p < s->players && !(s->out >> p & 1);
}

/* Player p, still in, takes n hits (the event says so when n > 0). */
static inline void dr_add_hits(dr_state *s, int p, int n, core_events *ev)
{
    if (!dr_is_in(s, p))
        return;
    s->hits[p] = (uint8_t)(s->hits[p] + n > 255 ? 255 : s->hits[p] + n);
    if (n > 0)
        dr_emit(ev, TW_EVENT_HIT, p, TW_NONE, TW_NONE, TW_NONE, n);
}

/* The index after i in a cycle of n, wrapping (i may be -1: the first). */
static inline int dr_cycle_next(int i, int n)
{
    return i + 1 < n ? i + 1 : 0;
}

/* Move encoding: type << 24 | a << 16 | b << 8. */
enum dr_move_type {
    DR_M_FIRST = 1, DR_M_OBSTACLE, DR_M_PILE, DR_M_DRAWN, DR_M_TAKE, DR_M_CHIT, DR_M_BOX,
    DR_M_PASS, DR_M_SEND, DR_M_ROLL, DR_M_COVER, DR_M_UNCOVER, DR_M_PICK, DR_M_PUT,
    DR_M_TYPES
};
/* In the core's packing (core/move.h). */
#define DR_MOVE_LAYOUT 24, 16, 8, 8, 8
static inline tw_move dr_move(int type, int a, int b)
{
    return CORE_MOVE(DR_MOVE_LAYOUT, type, a, b);
}
static inline int dr_mtype(tw_move m) { return CORE_MOVE_TYPE(DR_MOVE_LAYOUT, m); }
static inline int dr_ma(tw_move m) { return CORE_MOVE_A(DR_MOVE_LAYOUT, m); }
static inline int dr_mb(tw_move m) { return CORE_MOVE_B(DR_MOVE_LAYOUT, m); }

/* A draw as a seat that did not see it knows it: `draw:?`, kind 0, which
 * no draw lists (the seat's record, tw_game_history_for()). */
#define DR_MASKED_DRAW dr_move(DR_M_DRAWN, 0, 0)

/* ---- events (dr_events.c; docs/events.md, Droids) ----
 * The values are the public ones of toywar/droids.h (asserted in
 * dr_events.c). An event's piece is a chit as a box holds it (kind |
 * direction << 4, below DR_EV_ROBOT), a robot (DR_EV_ROBOT + its slot; both
 * repair robots are DR_EV_ROBOT + DR_R_REPAIR0, as the two swap slots to
 * stay in square order: their squares say which) or an object (DR_EV_OBJECT
 * + enum dr_object); DR_EV_FIXED is a fixed obstacle, as what stops a move
 * or a shot. */
enum { DR_EV_ROBOT = 128, DR_EV_OBJECT = 144, DR_EV_FIXED = 160 };
static inline int dr_robot_code(int r)
{
    return DR_EV_ROBOT + (r == DR_R_REPAIR1 ? DR_R_REPAIR0 : r);
}
/* Why a player is eliminated (the value of TW_EVENT_ELIMINATED). */
enum dr_out_reason { DR_OUT_COVERED = 1, DR_OUT_UNSENDABLE, DR_OUT_NO_ORDER };
/* Why the game ends (the value of TW_EVENT_ENDED). */
enum dr_end_reason {
    DR_END_LAST = 1, DR_END_ALL_OUT, DR_END_TEAM, DR_END_MAX_TURNS, DR_END_CARGO, DR_END_GARDEN,
    DR_END_DUEL, DR_END_STATUE, DR_END_CAUGHT, DR_END_SCRAP
};
/* Why a player passes (the value of TW_EVENT_PASSED). */
enum dr_pass_reason { DR_PASS_CHOSEN = 1, DR_PASS_EMPTY_RACK, DR_PASS_NO_BOX, DR_PASS_DONE };
/* What a player chooses (the value of TW_EVENT_CHOSE). */
enum dr_choice { DR_CHOSE_PILE = 1, DR_CHOSE_CHIT, DR_CHOSE_COVER };
/* Why a robot stops where its last step took it (the value of
 * TW_EVENT_MOVED, TW_NONE for none of these). */
enum dr_stop { DR_STOP_WATER = 1, DR_STOP_STATUE };
void dr_event_text(const void *before, const core_event *e, int masked, core_sb *out);
void dr_event_fields(const void *before, const core_event *e, int masked, core_json *j);

/* ---- notation (dr_moves.c) ---- */
extern const char *const dr_phase_names[DR_PHASES];
int dr_move_to_text(const void *state, tw_move move, core_sb *out);
tw_status dr_move_from_text(const void *state, const char *text, tw_move *move, core_err *err);
void dr_square_name(int sq, core_sb *out);
int dr_square_parse(const char *text, size_t len);
void dr_chit_text(int chit, core_sb *out);
/* The readers of the pieces of notation; each returns -1 for text that is
 * not one (dr_box_parse: 0, else 1 with the transmitter and box). */
int dr_chit_parse(core_span text);
int dr_kind_parse(core_span text);
int dr_pile_parse(core_span text);
int dr_number_parse(core_span text, int lo, int hi);
int dr_box_parse(core_span text, int *t, int *b);

/* ---- position text (dr_position.c) and views (dr_view.c) ---- */
void dr_to_text(const void *state, core_sb *out);
/* The position text as viewer knows it: each rack viewer may not see
 * written as its chits' counts by pile (`rack:?V3,?B2`); TW_VIEW_ALL writes
 * dr_to_text(). The observation text (docs/notation/droids.md). */
void dr_to_text_for(const dr_state *s, int viewer, core_sb *out);
/* A rack's chits of one pile (public: everyone sees which pile each chit
 * was drawn from). */
int dr_rack_pile_count(const dr_state *s, int p, int pile);
tw_status dr_from_text(void *state, const char *text, core_err *err);
void dr_render(const void *state, int viewer, core_sb *out);
void dr_to_json(const void *state, int viewer, core_json *j);

/* ---- hidden information (dr_info.c; docs/information.md, Droids) ---- */
/* The seam the core derives every per-seat channel from. */
extern const core_hidden_def dr_hidden;
/* Whether player p draws blind now: his seven chits are drawn before he
 * looks at them (the seed), so while his draw is under way he knows only
 * the piles he drew from. */
static inline int dr_draws_blind(const dr_state *s, int p)
{
    return (s->phase == DR_PH_PILE || s->phase == DR_PH_DRAW) && s->cur == p;
}
/* Whether viewer (a player or TW_VIEW_ALL) sees the kinds on p's rack: his
 * own, once his draw is over. */
static inline int dr_sees_rack(const dr_state *s, int viewer, int p)
{
    return viewer == TW_VIEW_ALL || (viewer == p && !dr_draws_blind(s, p));
}

#endif /* TOYWAR_DROIDS_DR_STATE_H */
