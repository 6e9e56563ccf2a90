/* SPDX-License-Identifier: MIT */
/*
 * dr_tables.c: Droids as data: the chits in the box, the scenarios, the
 * directions, the seats, and our standard board with its Program Sheet
 * (written in the board format of docs/notation/droids-board.md and parsed
 * by the same parser as a host's board).
 */
#include "droids/dr_state.h"

#include <assert.h>
#include <string.h>

/* Counts from the rulings (the original box): 120 chits in four piles. */
const dr_kind_info dr_kinds[DR_KIND_COUNT] = {
    [DR_K_EMPTY] = {"-", "empty", 0, 0, DR_DIR_NONE, DR_E_NONE, 0},
    [DR_K_V1] = {"V1", "land: advance 1", DR_P_VIOLET, 8, DR_DIR_ORTH, DR_E_LAND, 1},
    [DR_K_VD] = {"VD", "land: diagonal 1", DR_P_VIOLET, 7, DR_DIR_DIAG, DR_E_LAND, 1},
    [DR_K_V2] = {"V2", "land: advance 2", DR_P_VIOLET, 8, DR_DIR_ORTH, DR_E_LAND, 2},
    [DR_K_VF] = {"VF", "land: as far as possible", DR_P_VIOLET, 9, DR_DIR_ORTH, DR_E_LAND,
                 DR_FAR},
    [DR_K_B1] = {"B1", "water: advance 1", DR_P_BLUE, 20, DR_DIR_ORTH, DR_E_WATER, 1},
    [DR_K_BD] = {"BD", "water: diagonal 1", DR_P_BLUE, 4, DR_DIR_DIAG, DR_E_WATER, 1},
    [DR_K_G1] = {"G1", "repair robot: advance 1", DR_P_GREY, 10, DR_DIR_ORTH, DR_E_REPAIR_MOVE,
                 1},
    [DR_K_GF] = {"GF", "repair robot: as far as possible", DR_P_GREY, 6, DR_DIR_ORTH,
                 DR_E_REPAIR_MOVE, DR_FAR},
    [DR_K_G2] = {"G2", "repair robot: advance 2", DR_P_GREY, 8, DR_DIR_ORTH, DR_E_REPAIR_MOVE,
                 2},
    [DR_K_GR] = {"GR", "repair robot: repair", DR_P_GREY, 8, DR_DIR_ORTH, DR_E_REPAIR, 0},
    [DR_K_SHOOT] = {"S", "shoot", DR_P_RED, 14, DR_DIR_ORTH, DR_E_SHOOT, 0},
    [DR_K_PICK] = {"P", "pick up / put down", DR_P_RED, 10, DR_DIR_NONE, DR_E_PICK, 0},
    [DR_K_INTERFERE] = {"I", "interference", DR_P_RED, 8, DR_DIR_ORTH, DR_E_INTERFERE, DR_FAR},
    [DR_K_X] = {"X", "killer: four-way shot", 0, 0, DR_DIR_NONE, DR_E_SHOOT4, 0},
};

/* name, players, repair robots, set-up obstacles by player count, carried
 * obstacles, grey droid, no shoot, no diagonal, mines, teams allowed. */
static const dr_scenario_info scenarios[DR_SCENARIOS] = {
    [DR_SC_CHALLENGE] = {"challenge", 2, 4, 0, {0, 0, 4, 3, 2}, 0, DR_GREY_NONE, 0, 0, 0, 1},
    [DR_SC_DEMINE] = {"de-mine", 2, 4, 1, {0}, 0, DR_GREY_NONE, 0, 0, 1, 1},
    [DR_SC_CARGO] = {"golden-microchips", 2, 4, 1, {0}, 0, DR_GREY_NONE, 0, 0, 0, 0},
    [DR_SC_MADNESS] = {"robot-madness", 2, 4, 1, {0, 0, 3, 3, 3}, 0, DR_GREY_NONE, 0, 0, 0, 0},
    [DR_SC_STATUE] = {"robot-statue", 2, 3, 0, {0}, 0, DR_GREY_STATUE, 1, 0, 0, 0},
    [DR_SC_DUEL] = {"duel", 2, 2, 0, {0}, 12, DR_GREY_NONE, 0, 1, 0, 0},
    [DR_SC_KILLER] = {"robot-killer", 1, 1, 0, {0}, 7, DR_GREY_KILLER, 0, 0, 0, 0},
};

const dr_scenario_info *dr_scen(int scenario)
{
    return &scenarios[scenario >= 0 && scenario < DR_SCENARIOS ? scenario : 0];
}

/* By robot index: the seats' droids (their seats' letters), then the repair
 * robots and the grey droid (the position text's keys R and G). */
const dr_piece_info dr_robots[DR_ROBOTS] = {
    {"S", NULL, "south droid"},  {"N", NULL, "north droid"},  {"W", NULL, "west droid"},
    {"E", NULL, "east droid"},   {"R", NULL, "repair robot"}, {"R", NULL, "repair robot"},
    {"G", NULL, "grey droid"},
};

/* By enum dr_object: the position text's letters (carry:O, obj=Md4). */
const dr_piece_info dr_objects[DR_OBJECTS] = {
    [DR_OBJ_NONE] = {NULL, "none", NULL},
    [DR_OBJ_OBSTACLE] = {"O", "obstacle", "mobile obstacle"},
    [DR_OBJ_MINE] = {"M", "mine", "mine"},
    [DR_OBJ_CARGO] = {"C", "cargo", "cargo box"},
    [DR_OBJ_STATUE] = {"G", "statue", "statue"},
};

/* By enum dr_pile: a pile's initial is its chits' codes' (V B G R). */
const dr_piece_info dr_piles[DR_PILES] = {
    {"V", "violet", "violet"}, {"B", "blue", "blue"}, {"G", "grey", "grey"}, {"R", "red", "red"},
};

int dr_object_of_code(char c, int last)
{
    for (int kind = DR_OBJ_OBSTACLE; kind <= last && kind < DR_OBJECTS; kind++)
        if (dr_objects[kind].code[0] == c)
            return kind;
    return DR_OBJ_NONE;
}

const char *dr_pile_name(int pile)
{
    return pile >= 0 && pile < DR_PILES ? dr_piles[pile].name : "?";
}

char dr_pile_letter(int pile)
{
    return pile >= 0 && pile < DR_PILES ? dr_piles[pile].code[0] : '?';
}

static const char *const dir_names[DR_DIRS] = {"n", "e", "s", "w", "ne", "se", "sw", "nw"};
static const signed char dir_df[DR_DIRS] = {0, 1, 0, -1, 1, 1, -1, -1};
static const signed char dir_dr[DR_DIRS] = {1, 0, -1, 0, 1, -1, -1, 1};

const char *dr_dir_name(int dir)
{
    return dir >= 0 && dir < DR_DIRS ? dir_names[dir] : "?";
}

int dr_dir_delta(int dir, int *df, int *dr)
{
    *df = dir_df[dir];
    *dr = dir_dr[dir];
    return 1;
}

/* Player p sits at seat p: south, north, west, east; his droid is robot p. */
char dr_seat_letter(int player)
{
    if (player == DR_KILLER)
        return 'K';
    return player >= 0 && player < DR_SEATS ? dr_robots[player].code[0] : '?';
}

int dr_tx_line(int seat, int t, int *is_file)
{
    static const struct {
        uint8_t file, flip;
    } lines[DR_SEATS] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}}; /* S N W E */
    int s = seat == DR_KILLER ? 1 : seat & (DR_SEATS - 1);
    *is_file = lines[s].file;
    return lines[s].flip ? DR_SIZE - 1 - t : t;
}

int dr_seat_from_letter(char c)
{
    if (c == 'K')
        return DR_KILLER;
    for (int p = 0; p < DR_SEATS; p++)
        if (dr_robots[p].code[0] == c)
            return p;
    return -1;
}

/* The chits of kind a scenario puts in the piles. */
static int dr_count_in(const dr_scenario_info *sc, int kind)
{
    if (kind < DR_K_V1 || kind > DR_K_INTERFERE)
        return 0;
    if (sc->no_shoot && kind == DR_K_SHOOT)
        return 0;
    if (sc->no_diagonal && (kind == DR_K_VD || kind == DR_K_BD))
        return 0;
    if (sc->grey == DR_GREY_KILLER && dr_kinds[kind].pile != DR_P_VIOLET &&
        dr_kinds[kind].pile != DR_P_BLUE && kind != DR_K_PICK)
        return 0;
    return dr_kinds[kind].count;
}

int dr_full_count(const dr_state *s, int kind)
{
    return dr_count_in(dr_scen(s->scenario), kind);
}

/* dr_kinds[].count a byte per kind in dr_left's layout (kind k at byte
 * k / 2 of word k % 2); kinds outside the piles (empty, X) hold none. */
#define DR_BYTES8(b0, b1, b2, b3, b4, b5, b6, b7)                                               \
    ((uint64_t)(b0) | (uint64_t)(b1) << 8 | (uint64_t)(b2) << 16 | (uint64_t)(b3) << 24 |      \
     (uint64_t)(b4) << 32 | (uint64_t)(b5) << 40 | (uint64_t)(b6) << 48 | (uint64_t)(b7) << 56)
/* A kind's byte in its word of two (kind k at byte k / 2 of word k % 2). */
#define DR_KIND_BYTE(kind, word) ((kind) % 2 == (word) ? (uint64_t)0xFF << 8 * ((kind) / 2) : 0)
/* The bytes of the kinds a scenario removes from the box: shoot (statue),
 * the diagonals (duel), all but violet, blue and pick-up (killer). */
#define DR_NO_SHOOT(w) DR_KIND_BYTE(DR_K_SHOOT, w)
#define DR_NO_DIAGONAL(w) (DR_KIND_BYTE(DR_K_VD, w) | DR_KIND_BYTE(DR_K_BD, w))
#define DR_KILLER_ONLY(w)                                                                       \
    (DR_KIND_BYTE(DR_K_G1, w) | DR_KIND_BYTE(DR_K_GF, w) | DR_KIND_BYTE(DR_K_G2, w) |          \
     DR_KIND_BYTE(DR_K_GR, w) | DR_KIND_BYTE(DR_K_SHOOT, w) | DR_KIND_BYTE(DR_K_INTERFERE, w))
#define DR_BOX_LESS(removed) {DR_BOX_WORD0 & ~removed(0), DR_BOX_WORD1 & ~removed(1)}
#define DR_NOTHING(w) ((uint64_t)0)
#define DR_BOX_WORD0 DR_BYTES8(0, 7, 9, 4, 6, 8, 10, 0)  /* -, VD, VF, BD, GF, GR, P, X */
#define DR_BOX_WORD1 DR_BYTES8(8, 8, 20, 10, 8, 14, 8, 0) /* V1, V2, B1, G1, G2, S, I, - */

/* dr_count_in() of every kind at once, by scenario: listing a draw's outcomes
 * asks it, and asking it kind by kind (or rebuilding it from the scenario's
 * flags) cost more than the rest of the listing. Debug builds check every
 * kind against dr_count_in(). */
static const uint64_t full_count_words[DR_SCENARIOS][2] = {
    [DR_SC_CHALLENGE] = DR_BOX_LESS(DR_NOTHING),
    [DR_SC_DEMINE] = DR_BOX_LESS(DR_NOTHING),
    [DR_SC_CARGO] = DR_BOX_LESS(DR_NOTHING),
    [DR_SC_MADNESS] = DR_BOX_LESS(DR_NOTHING),
    [DR_SC_STATUE] = DR_BOX_LESS(DR_NO_SHOOT),
    [DR_SC_DUEL] = DR_BOX_LESS(DR_NO_DIAGONAL),
    [DR_SC_KILLER] = DR_BOX_LESS(DR_KILLER_ONLY),
};

void dr_full_count_words(const dr_state *s, uint64_t words[2])
{
    int scenario = s->scenario < DR_SCENARIOS ? s->scenario : DR_SC_CHALLENGE; /* as dr_scen() */
    words[0] = full_count_words[scenario][0];
    words[1] = full_count_words[scenario][1];
#ifndef NDEBUG
    const dr_scenario_info *sc = dr_scen(s->scenario);
    for (int kind = 0; kind < 16; kind++) {
        int count = (int)(words[kind & 1] >> 8 * (kind >> 1) & 0xFF);
        assert(count == (kind < DR_KIND_COUNT ? dr_count_in(sc, kind) : 0));
    }
#endif
}

/* Our board: 10x10, half-turn symmetric (square (f, r) mirrors (9-f, 9-r)),
 * a river from the west edge to the east edge with a ford in the middle,
 * six fixed obstacles, the four start squares near the middle of each edge,
 * the repair robots' free corners a1 and j10. Rank 10 first. */
static const char default_board[] =
    "; Droids standard board (libtoywar). Rank 10 (north) first, file a (west) left.\n"
    "#....N...R\n"
    "..........\n"
    "..#..#.#..\n"
    "..........\n"
    "W..4..3~2~\n"
    "~2~3G.4..E\n"
    "..........\n"
    "..#.#..#..\n"
    "..........\n"
    "R...S....#\n"
    "; The robot killer's Program Sheet: ten order sets of up to three orders.\n"
    "sheet 1 V1s X V1e\n"
    "sheet 2 V2s X\n"
    "sheet 3 V1w X V1s\n"
    "sheet 4 VFe X\n"
    "sheet 5 V2w X V1s\n"
    "sheet 6 X V1s X\n"
    "sheet 7 VDse X V1w\n"
    "sheet 8 VFw X\n"
    "sheet 9 V1s V1s X\n"
    "sheet 10 X V2n X\n";

const char *dr_default_board_text(void)
{
    return default_board;
}
