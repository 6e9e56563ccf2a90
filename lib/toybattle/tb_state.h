/* SPDX-License-Identifier: MIT */
/*
 * tb_state.h: Toy Battle's flat state and the functions its files share.
 *
 * The core copies, snapshots and hashes the state's bytes, so the state is
 * one struct of fixed-size arrays: no pointers, no padding (the 32-bit
 * node masks come first, the rest are bytes but for two pairs of 16-bit
 * fields on even offsets, the bytes before the map fill whole words, and
 * the asserts below check the sizes), and every unused byte zero. The map lives inside
 * the state, so a host-supplied map plays exactly like a compiled-in one; it
 * comes last because it never changes once the game is set up, and the
 * core looks for a move's changes only in the part before it
 * (TB_MUTABLE_SIZE).
 *
 * That mutable part is what every apply + undo, clone and copy pays for, so
 * it is kept small (256 bytes, four of the core's 64-byte blocks):
 * the top troops are masks (the nodes each player's troops top, and those
 * each kind tops), which are what the rules ask of the board most, and
 * the troops under them share one pool, in node order, instead of a stack
 * of the greatest possible height per node (tb_board.c).
 *
 * Troop kinds are numbered in the canonical order used everywhere (chance
 * outcomes, counts in the position text, accessors): Kwak, Skully, Cap'n,
 * Jumbo, Hook, XB-42, Star, Roxy; a kind's number is its strength, Kwak (0)
 * being the joker.
 *
 * What a player knows of the opponent's rack besides its size is kept in
 * the state too, as public knowledge (docs/information.md): the troops he
 * saw enter it (Castle Field, Cursed Cemetery) or saw frozen on it once
 * the freeze is over, as the rack's `known` troops, apart from the frozen
 * ones. Play never reads them: they are what the position text and the
 * per-seat views carry of the history (lib/toybattle/tb_info.c).
 */
#ifndef TOYWAR_TB_STATE_H
#define TOYWAR_TB_STATE_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "core/bits.h"
#include "core/game_def.h"
#include "core/move.h"

enum {
    TB_KWAK, TB_SKULLY, TB_CAPN, TB_JUMBO, TB_HOOK, TB_XB42, TB_STAR, TB_ROXY,
    TB_KINDS
};

#define TB_COPIES 3        /* of each kind, per player */
#define TB_REMOVED 4       /* troops removed unseen from each reserve at setup */
#define TB_RACK_MAX 8
#define TB_FIRST_RACK 3    /* the first player's opening rack; the other draws one more */
#define TB_ARMY (TB_KINDS * TB_COPIES)

#define TB_NODES_MAX 32    /* one bit per node in a uint32_t adjacency mask */
#define TB_REGIONS_MAX 16
#define TB_RING_MAX 14
#define TB_NAME_CAP 5      /* node names: 1-4 characters and the NUL */
#define TB_MAPNAME_CAP 32
#define TB_STACK_MAX (2 * (TB_ARMY - TB_REMOVED)) /* every troop in play on one base */
#define TB_POOL_MAX (2 * TB_ARMY) /* every troop on the board (a position read may hold all) */
#define TB_CHAIN_MAX 8     /* placements in one turn: a Cap'n chain is at most 4 */
#define TB_COORD_MAX 40
#define TB_HOST_MAP 0xff   /* map.builtin of a host-supplied map */

#define TB_NO_OWNER 0xff   /* map.owner of a base; state.winner while playing */

/* The special-base effect of a battlefield (map.effect). */
enum {
    TB_FX_NONE, TB_FX_CASTLE, TB_FX_POOL, TB_FX_CLOUDS, TB_FX_VOLCANO, TB_FX_CEMETERY,
    TB_FX_METALX, TB_FX_FREEZE, TB_FX_COUNT
};

typedef struct tb_map {
    uint32_t adj[TB_NODES_MAX];                   /* neighbour bits per node */
    /* Derived by tb_map_parse() from the fields below, for the rules' node
     * masks (never written out: the map text stays as it was). */
    uint32_t bases;                               /* the nodes that are bases */
    uint32_t hqs[2];                              /* each player's HQs */
    uint32_t closed[TB_KINDS];                    /* gated nodes a strength may not enter */
    uint32_t ring_bases[TB_REGIONS_MAX];          /* the bases around each region */
    uint16_t node_regions[TB_NODES_MAX];          /* the regions each node rings */
    char name[TB_MAPNAME_CAP];
    char node_name[TB_NODES_MAX][TB_NAME_CAP];
    uint8_t node_count, region_count, effect, symmetric;
    uint8_t width, height, objective, builtin;    /* builtin: index or TB_HOST_MAP */
    uint8_t x[TB_NODES_MAX], y[TB_NODES_MAX];
    uint8_t owner[TB_NODES_MAX];                  /* an HQ's player; TB_NO_OWNER: a base */
    uint8_t special[TB_NODES_MAX];                /* 1: a special base */
    uint8_t gate[TB_NODES_MAX];                   /* bit k: strength k may enter; 0: no gate */
    uint8_t region_len[TB_REGIONS_MAX];
    uint8_t region_medals[TB_REGIONS_MAX];
    uint8_t region_ring[TB_REGIONS_MAX][TB_RING_MAX];
} tb_map;

/* What the state waits for (state.phase). */
enum {
    TB_PH_FIRST,     /* chance: who plays first */
    TB_PH_REMOVE,    /* chance: a troop removed unseen from player's reserve */
    TB_PH_DEAL,      /* chance: a troop of player's opening rack */
    TB_PH_PLAY,      /* decision: draw or place */
    TB_PH_DRAW,      /* chance: a troop drawn from player's reserve */
    TB_PH_SKULLY,    /* decision: Skully's draw, or decline */
    TB_PH_CAPN,      /* decision: Cap'n's extra placement, or decline */
    TB_PH_JUMBO,     /* decision: the enemy troop Jumbo discards, or decline */
    TB_PH_XB42,      /* decision: XB-42 takes a troop, or decline */
    TB_PH_PICK,      /* chance: the troop XB-42 takes from the opponent's rack */
    TB_PH_STAR,      /* decision: Star's draw, or decline */
    TB_PH_CASTLE,    /* decision: Castle Field, the troop back to the rack, or decline */
    TB_PH_CLOUDS,    /* decision: City of Clouds' draw, or decline */
    TB_PH_VOLCANO,   /* decision: Volcanic Jungle, the enemy troop to move, or decline */
    TB_PH_TO,        /* decision: where the Volcanic Jungle troop goes */
    TB_PH_CEMETERY,  /* decision: Cursed Cemetery, the troop back from the discard, or decline */
    TB_PH_FREEZE,    /* chance: Battlefield, the opponent's troop frozen */
    TB_PH_OVER,
    TB_PH_COUNT
};

/* What follows once the current draw or effect is done (state.step). */
enum {
    TB_STEP_NONE,    /* setup, play, over */
    TB_STEP_ACTION,  /* the turn's draw action: the turn ends */
    TB_STEP_TROOP,   /* a troop effect: the special bases come next */
    TB_STEP_BASES    /* a special-base effect: the next special base */
};

/* How the game ended (state.end). */
enum { TB_END_NONE, TB_END_HQ, TB_END_MEDALS, TB_END_STUCK, TB_END_COUNT };

/* A troop on a base: 0 none, else 1 + kind + TB_KINDS * owner. */
#define TB_TROOP(kind, owner) ((uint8_t)(1 + (kind) + TB_KINDS * (owner)))
#define TB_TROOP_KIND(t) (((t) - 1) % TB_KINDS)
#define TB_TROOP_OWNER(t) (((t) - 1) / TB_KINDS)

/* A placement of this turn: its node, and the height of the stack under
 * the troop placed (node and height side by side, so a placement changes
 * one word of the chain). */
typedef struct tb_chain_entry {
    uint8_t node, height;
} tb_chain_entry;

typedef struct tb_state {
    /* The board, changed by tb_push() and tb_pop() only. Each node's top
     * troop is in the masks: */
    uint32_t mine[2];                             /* nodes topped by each player's troops */
    uint32_t kinds[TB_KINDS];                     /* nodes topped by a troop of each kind */
    /* and the troops under the tops, bottom first, node n's buried[n]
     * after those of the nodes before it, in pool; the rest of pool is
     * zero. (A troop placed on an empty base changes the masks alone.) */
    uint8_t buried[TB_NODES_MAX];
    uint8_t pool[TB_POOL_MAX];
    uint8_t rack[2][TB_KINDS];
    uint8_t reserve[2][TB_KINDS];
    uint8_t removed[2][TB_KINDS];
    uint8_t discard[2][TB_KINDS];                 /* by owner of the troop */
    uint8_t frozen[2][TB_KINDS];                  /* frozen troops on each rack */
    uint8_t claimed[TB_REGIONS_MAX];              /* 0 unclaimed, else 1 + player */
    /* The turn's flow, in one 8-byte word: nearly every move changes it,
     * and the core logs each changed word. */
    uint8_t phase, player;
    uint8_t left;                                 /* draws or removals left */
    uint8_t step, chain_len, chain_next, target, end;
    tb_chain_entry chain[TB_CHAIN_MAX];           /* this turn's placements, in order */
    /* Derived: the unclaimed regions each player rings, bit g for region g.
     * Play claims them at once, so this is empty but in a position read
     * from text that comes with some, or once a claim has ended the game
     * (the other player's); claim_regions() then need only look at the
     * regions around the nodes a move changed. Kept by claim_regions(),
     * set by the position reader (tb_rules_find_rings()). */
    uint16_t ringed[2];
    /* The troops of each rack its opponent knows are there (besides the
     * frozen ones), 2 bits a kind, kind k at bits 2k and 2k + 1 (a count
     * is at most 3): tb_known() and its writers below. Packed so that the
     * mutable part stays four blocks. */
    uint16_t known[2];
    uint8_t medals[2];
    uint8_t special_on, first, winner;
    uint8_t spare[3];                             /* zero: rounds the size to whole words */
    tb_map map;                                   /* last: apply never changes it */
} tb_state;

/* The bytes apply may change: all but the map. */
#define TB_MUTABLE_SIZE offsetof(tb_state, map)

_Static_assert(sizeof(tb_map) == 4 * TB_NODES_MAX + 4 * (3 + TB_KINDS + TB_REGIONS_MAX) +
                                     2 * TB_NODES_MAX +
                                     TB_MAPNAME_CAP + TB_NODES_MAX * TB_NAME_CAP +
                                     8 + 5 * TB_NODES_MAX + 2 * TB_REGIONS_MAX +
                                     TB_REGIONS_MAX * TB_RING_MAX,
               "tb_map has padding");
_Static_assert(sizeof(tb_state) == sizeof(tb_map) + 8 + 4 * TB_KINDS + TB_NODES_MAX + TB_POOL_MAX +
                                       10 * TB_KINDS + TB_REGIONS_MAX + 2 + 8 +
                                       2 * TB_CHAIN_MAX + 4 + 4 + 6,
               "tb_state has padding");
_Static_assert(TB_MUTABLE_SIZE <= 4 * 64, "the mutable part fits four of the core's blocks");
_Static_assert(offsetof(tb_state, phase) % 8 == 0 && offsetof(tb_state, end) % 8 == 7,
               "the turn's flow is one word");

/* ---- maps (tb_map.c) ----------------------------------------------------- */

#define TB_BUILTIN_MAPS 8

/* The compiled-in battlefields, in the order of the map param. */
/* The built-in maps' names in their order, the default first, as a list
 * macro of the param tables (lib/core/game_def.h). */
#define TB_MAP_NAMES(FIRST, NEXT)                                                        \
    FIRST("castle-field") NEXT("tropical-pool") NEXT("city-of-clouds")                   \
    NEXT("volcanic-jungle") NEXT("cursed-cemetery") NEXT("caribbean-sea")                \
    NEXT("station-metal-x") NEXT("battlefield")
extern const char *const tb_map_names[TB_BUILTIN_MAPS + 1];

/* Parses and validates a map text into map (zeroed first). */
tw_status tb_map_parse(tb_map *map, const char *text, core_err *err);
/* Loads compiled-in map index (parsed and validated like a host map). */
tw_status tb_map_builtin(tb_map *map, int index, core_err *err);
/* Writes the map as one line of its text format (statements joined by "; "). */
void tb_map_write(const tb_map *map, core_sb *out);
/* The node called name (length len), or -1. */
int tb_map_find(const tb_map *map, const char *name, size_t len);

static inline int tb_is_base(const tb_map *map, int node)
{
    return map->owner[node] == TB_NO_OWNER;
}

/* All nodes of a map of count nodes. */
static inline uint32_t tb_all_nodes(int count)
{
    return count >= 32 ? ~0u : (1u << count) - 1;
}

/* ---- the board (tb_board.c) ------------------------------------------------ */

/* The nodes that have a troop. */
static inline uint32_t tb_occupied(const tb_state *s)
{
    return s->mine[0] | s->mine[1];
}

/* How many troops node holds. */
static inline int tb_height(const tb_state *s, int node)
{
    return (int)(tb_occupied(s) >> node & 1u) + s->buried[node];
}

/* Where the troops under node's top start in the pool: the troops buried
 * at the nodes before it. */
static inline int tb_stack_start_each(const tb_state *s, int node)
{
    int start = 0;
    for (int n = 0; n < node; n++)
        start += s->buried[n];
    return start;
}

/* As tb_stack_start_each(), eight counts at a time (a push or a pop asks,
 * and a node-by-node sum was most of their time): multiplying a word of
 * counts by 0x0101...01 leaves their sum in its top byte, and no byte of
 * the product carries since all counts together are at most TB_POOL_MAX. */
static inline int tb_stack_start(const tb_state *s, int node)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    int start = 0;
    for (int w = 0; 8 * w < node; w++) {
        uint64_t counts;
        memcpy(&counts, s->buried + 8 * w, sizeof counts);
        int below = node - 8 * w; /* the word's first bytes, in memory order */
        if (below < 8)
            counts &= (UINT64_C(1) << (8 * below)) - 1;
        start += (int)((counts * UINT64_C(0x0101010101010101)) >> 56);
    }
    assert(start == tb_stack_start_each(s, node));
    return start;
#else
    return tb_stack_start_each(s, node);
#endif
}

/* Node's top troop, or 0. */
int tb_top(const tb_state *s, int node);
/* Troop i of node's stack, counted from the bottom (i < tb_height()). */
int tb_stack_troop(const tb_state *s, int node, int i);
/* Puts troop on top of node's stack (the board holds fewer than
 * TB_POOL_MAX troops, as it does whenever a troop comes from elsewhere). */
void tb_push(tb_state *s, int node, uint8_t troop);
/* Takes node's top troop off (node has one). */
uint8_t tb_pop(tb_state *s, int node);
/* Whether the board's bytes are canonical: masks that give each occupied
 * node one owner and one kind, troops buried only under a top, and the
 * pool's unused end zero (for debug asserts). */
int tb_board_consistent(const tb_state *s);

/* The game table (tb_game.c), for the accessors. */
extern const core_game_def tb_game_def;
/* Its hidden information (tb_info.c). */
extern const core_hidden_def tb_hidden;

/* ---- the known troops of a rack ------------------------------------------- */

/* How many troops of kind on player's rack his opponent knows (frozen ones
 * apart). */
static inline int tb_known(const tb_state *s, int player, int kind)
{
    return s->known[player] >> (2 * kind) & 3;
}

/* The opponent saw a troop of kind enter player's rack. */
static inline void tb_known_add(tb_state *s, int player, int kind)
{
    assert(tb_known(s, player, kind) < TB_COPIES);
    s->known[player] = (uint16_t)(s->known[player] + (1u << (2 * kind)));
}

/* A troop of kind left player's rack in view (placed, taken, frozen): it
 * is taken as one of the known ones when there is one, which leaves what
 * the opponent does not know of the rack as it was. Returns whether it
 * was. */
static inline int tb_known_take(tb_state *s, int player, int kind)
{
    unsigned one = (unsigned)(tb_known(s, player, kind) != 0);
    s->known[player] = (uint16_t)(s->known[player] - (one << (2 * kind)));
    return (int)one;
}

/* The known troops of player by kind, as counts. */
static inline void tb_known_counts(const tb_state *s, int player, uint8_t *counts)
{
    for (int k = 0; k < TB_KINDS; k++)
        counts[k] = (uint8_t)tb_known(s, player, k);
}

/* Sets player's known troops from counts (each at most 3). */
static inline void tb_known_set(tb_state *s, int player, const uint8_t *counts)
{
    unsigned packed = 0;
    for (int k = 0; k < TB_KINDS; k++)
        packed |= (unsigned)counts[k] << (2 * k);
    s->known[player] = (uint16_t)packed;
}

/* ---- rules (tb_rules.c) -------------------------------------------------- */

/* Sets up the start of a game on an already loaded map. */
void tb_rules_start(tb_state *s, int special_on);
/* The game table's current_player, legal_moves, chance_weights and apply
 * (core/game_def.h), registered directly: state is a tb_state. */
int tb_rules_current(const void *state);
int tb_rules_legal(const void *state, tw_move *moves);
int tb_rules_chance(const void *state, tw_move *moves, uint32_t *weights);
/* Whether a phase read from text is one play reaches: its owed draws fit
 * the rack and the reserve, and its effect has a target. Checked after the
 * phase's own fields (step, chain, next) are known to fit it. */
int tb_rules_phase_fits(const tb_state *s);
/* Whether the mover's rack decides if his phase is one play reaches: at
 * capn, at play when he cannot draw, and at the end of a game a stuck
 * player ended (tb_rules_rack_allows()). */
int tb_rules_rack_matters(const tb_state *s);
/* Whether the mover's rack allows his phase: at capn he has a placement,
 * at play a draw or a placement (else he was stuck and the game over);
 * the stuck player, at the end, has none. */
int tb_rules_rack_allows(const tb_state *s);
void tb_rules_apply(void *state, tw_move move);
/* The table's apply_events: tb_rules_apply() (which is this with no
 * recorder) recording in ev, when it is not NULL, what the move did
 * (docs/events.md, "Toy Battle"). */
void tb_rules_apply_events(void *state, tw_move move, core_events *ev);
/* For the events' sentences (tb_events.c), which read the state a move
 * was applied to: how many troops a draw of up to wanted gives player,
 * and whether a path of player's reaches node (the connection rule). */
int tb_rules_draw_count(const tb_state *s, int player, int wanted);
int tb_rules_reaches(const tb_state *s, int player, int node);
/* Recounts medals from the claimed regions. */
void tb_rules_count_medals(tb_state *s);
/* Sets s->ringed from the board and the claims (the position reader). */
void tb_rules_find_rings(tb_state *s);
int tb_rack_size(const tb_state *s, int player);
/* The troops counted by kind in counts. */
static inline int tb_total(const uint8_t *counts)
{
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++)
        n += counts[k];
    return n;
}
/* Whether viewer may see the contents of player's rack. */
static inline int tb_sees_rack(int viewer, int player)
{
    return viewer == TW_VIEW_ALL || viewer == player;
}
int tb_strength_char(int kind);

/* ---- events (recorded by tb_rules.c, written by tb_events.c) ------------- */

/* The places an event's from and to name besides the nodes: the player's
 * piles (toybattle.h: TW_TOYBATTLE_EVENT_PILE + a tw_toybattle_pile_kind). */
enum { TB_PILE_RESERVE = 100, TB_PILE_RACK, TB_PILE_DISCARD, TB_PILE_REMOVED };

/* The table's event_text and event_fields (core/game_def.h). */
void tb_event_text(const void *before, const core_event *e, int masked, core_sb *out);
void tb_event_fields(const void *before, const core_event *e, int masked, core_json *j);

/* ---- moves (tb_moves.c) -------------------------------------------------- */

enum {
    TB_MV_FIRST = 1, TB_MV_REMOVE, TB_MV_DEAL, TB_MV_DRAW, TB_MV_DRAWN, TB_MV_PLACE,
    TB_MV_ACCEPT, TB_MV_JUMBO, TB_MV_PICK, TB_MV_CASTLE, TB_MV_VOLCANO, TB_MV_TO,
    TB_MV_CEMETERY, TB_MV_FREEZE, TB_MV_DECLINE, TB_MV_COUNT
};

/* type << 24 | a << 8 | b (core/move.h). */
#define TB_MOVE_LAYOUT 24, 8, 8, 0, 8
#define TB_MOVE(type, a, b) CORE_MOVE(TB_MOVE_LAYOUT, type, a, b)
#define TB_MOVE_TYPE(m) CORE_MOVE_TYPE(TB_MOVE_LAYOUT, m)
#define TB_MOVE_A(m) CORE_MOVE_A(TB_MOVE_LAYOUT, m)
#define TB_MOVE_B(m) CORE_MOVE_B(TB_MOVE_LAYOUT, m)

/* The a of a chance outcome a seat did not see (remove:?, deal:?, draw:?):
 * never a kind, so never legal (the seat's record, tb_info.c). */
#define TB_MASKED 0xff

/* A troop kind's code in the notation ("K") and its name ("Kwak"). */
typedef struct tb_troop_info {
    const char *code;
    const char *name;
} tb_troop_info;
extern const tb_troop_info tb_troops[TB_KINDS];
/* The letter of a kind (K S C J H X T R), upper case for player 0. */
char tb_kind_letter(int kind, int owner);
/* The kind and owner of a troop letter; -1 if it names none. */
int tb_kind_of_letter(char c, int *owner);

int tb_move_to_text(const void *state, tw_move move, core_sb *out);
tw_status tb_move_from_text(const void *state, const char *text, tw_move *move, core_err *err);

/* ---- position text (tb_position.c) and views (tb_view.c) ------------------ */
/* The words of the phases and of the ends, as the text and JSON write them. */
extern const char *const tb_phase_names[TB_PH_COUNT];
extern const char *const tb_end_names[TB_END_COUNT];
/* The effects' words in the map format (`effect castle`), by TB_FX_*. */
extern const char *const tb_effect_names[TB_FX_COUNT];
/* A player's troops by kind as letters ("-" for none), and a node's stack
 * bottom first ("-" when empty), as the position text writes them. */
void tb_write_letters(core_sb *out, const uint8_t *counts, int owner);
void tb_write_stack(core_sb *out, const tb_state *s, int node);

void tb_to_text(const void *state, core_sb *out);
/* The position text (seat TW_VIEW_ALL), or seat's observation text: the
 * same with what seat may not know written '?' (docs/information.md). */
void tb_write_position(const tb_state *s, int seat, core_sb *out);
/* The table's check: what tb_from_text asks of a position it accepts. */
tw_status tb_check(const void *state, core_err *err);
tw_status tb_from_text(void *state, const char *text, core_err *err);
void tb_render(const void *state, int viewer, core_sb *out);
void tb_to_json(const void *state, int viewer, core_json *j);
void tb_describe(const void *state, core_sb *out);

#endif /* TOYWAR_TB_STATE_H */
