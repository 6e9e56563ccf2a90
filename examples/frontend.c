/* SPDX-License-Identifier: MIT */
/*
 * frontend.c: a front end draws a state from the typed accessors alone.
 *
 *   frontend [seed]
 *
 * For each game, plays a seeded game part way with random decisions, then
 * draws it with its own picture, built only from the game's header
 * (toywar/gearhead.h, toywar/droids.h, toywar/toybattle.h): integers and
 * enums through out-parameters, no text parsed. A graphical front end
 * reads the same numbers to place its sprites. (tw_game_render() is the
 * library's own picture; this one is the host's.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <toywar/droids.h>
#include <toywar/gearhead.h>
#include <toywar/toybattle.h>
#include <twbot.h>

/* ---- Gearhead Skirmish --------------------------------------------------- */

static void draw_gearhead(const tw_game *g)
{
    int owner = 0, points[2] = {0, 0};
    printf("   a b c d e f g h\n");
    for (int rank = 7; rank >= 0; rank--) {
        printf("%d ", rank + 1);
        for (int file = 0; file < 8; file++) {
            int kind, facing, flags;
            tw_gearhead_square(g, file, rank, &kind, &facing, &flags);
            int letter = kind == TW_GH_EMPTY ? '.' : tw_gearhead_toy_letter(kind);
            if (kind != TW_GH_EMPTY && facing == TW_GH_SOUTH)
                letter += 'a' - 'A';
            printf(" %c", letter);
        }
        printf("\n");
    }
    for (int p = 0; p < 2; p++)
        for (int kind = TW_GH_BIG_AL; kind <= TW_GH_SMALL_FRY; kind++)
            points[p] += tw_gearhead_victory_count(g, p, kind);
    tw_gearhead_turn_owner(g, &owner);
    printf("cup %d, points %d-%d, turn of player %d\n", tw_gearhead_cup_total(g), points[0],
           points[1], owner);
}

/* ---- Droids -------------------------------------------------------------- */

static char droids_square(const tw_game *g, int square)
{
    static const char robots[] = "SNWERRG";
    static const char objects[] = " o*$G";
    static const char terrain[] = ".~#";
    int robot = tw_droids_robot_at(g, square);
    int object = tw_droids_object(g, square);
    if (robot >= 0 && robot < 7)
        return robots[robot];
    if (object > TW_DROIDS_OBJ_NONE && object <= TW_DROIDS_OBJ_STATUE)
        return objects[object];
    int kind = tw_droids_terrain(g, square);
    return kind >= 0 && kind < 3 ? terrain[kind] : '?';
}

static void draw_droids(const tw_game *g)
{
    for (int rank = 9; rank >= 0; rank--) {
        printf("%2d ", rank + 1);
        for (int file = 0; file < 10; file++)
            printf("%c", droids_square(g, rank * 10 + file));
        printf("\n");
    }
    printf("   abcdefghij\n");
    for (int p = 0; p < tw_game_num_players(g); p++) {
        int covered = tw_droids_covered(g, p), damaged = 0;
        for (int t = 0; t < 10; t++)
            damaged += (covered >> t) & 1;
        printf("player %d: square %d, %d transmitters covered, rack %d%s\n", p,
               tw_droids_robot_square(g, p), damaged, tw_droids_rack_size(g, p),
               tw_droids_is_eliminated(g, p) == 1 ? ", eliminated" : "");
    }
    static const char *const phases[] = {"first", "setup", "pile", "draw", "take", "chit",
                                         "box", "sheet", "send", "shot", "pick", "put",
                                         "uncover", "mine", "cover", "over"};
    int phase = tw_droids_phase(g);
    printf("turn %d, phase %s\n", tw_droids_turn(g),
           phase >= 0 && phase <= TW_DROIDS_PH_OVER ? phases[phase] : "?");
}

/* ---- Toy Battle ---------------------------------------------------------- */

#define TB_COLS 5 /* characters per map unit across */

/* The node's label: its name and its top troop ("d:J3": Jumbo of player
 * 0, a stack of 3); lower case for player 1. */
static void node_label(const tw_game *g, int node, char *label, size_t cap)
{
    static const char letters[] = "KSCJHXTR";
    int kinds[64], owners[64];
    char name[16];
    tw_toybattle_node_name(g, node, name, sizeof name);
    int height = tw_toybattle_stack(g, node, kinds, owners, 64);
    if (height <= 0 || height > 64) {
        snprintf(label, cap, "%s", name);
        return;
    }
    char top = letters[kinds[height - 1]];
    if (owners[height - 1] == 1)
        top = (char)(top - 'A' + 'a');
    snprintf(label, cap, "%s:%c%d", name, top, height);
}

static void draw_toybattle(const tw_game *g)
{
    int width = 0, height = 0, objective = 0;
    char grid[32][128];
    tw_toybattle_map_info(g, NULL, &objective, &width, &height);
    if (width >= 24 || height >= 32)
        return;
    memset(grid, ' ', sizeof grid);
    for (int node = 0; node < tw_toybattle_node_count(g); node++) {
        int x, y;
        char label[24];
        tw_toybattle_node(g, node, NULL, &x, &y, NULL, NULL);
        node_label(g, node, label, sizeof label);
        memcpy(&grid[y][x * TB_COLS], label, strlen(label));
    }
    for (int y = 0; y <= height; y++)
        printf("  %.*s\n", (width + 1) * TB_COLS, grid[y]);
    for (int p = 0; p < 2; p++)
        printf("player %d: medals %d/%d, rack %d, reserve %d\n", p,
               tw_toybattle_medals(g, p), objective, tw_toybattle_rack(g, p, TW_VIEW_ALL, NULL),
               tw_toybattle_reserve(g, p, TW_VIEW_ALL, NULL));
}

/* ---- the games ----------------------------------------------------------- */

/* Random decisions and the library's dice, for `decisions` decisions. */
static int play_some(tw_game *g, uint64_t seed, int decisions)
{
    twbot_rng rng;
    twbot_rng_seed(&rng, seed);
    while (decisions > 0) {
        int player = tw_game_current_player(g);
        tw_move move;
        if (player == TW_PLAYER_TERMINAL)
            return 0;
        if (player == TW_PLAYER_CHANCE) {
            if (tw_game_advance(g) != TW_OK)
                return 1;
            continue;
        }
        if (twbot_random_move(g, &rng, &move) != TW_OK || tw_game_apply(g, move) != TW_OK)
            return 1;
        decisions--;
    }
    return 0;
}

static int show(const char *name, const char *params, uint64_t seed, int decisions,
                void (*draw)(const tw_game *))
{
    tw_game *g = NULL;
    if (tw_game_new(name, params, &g) != TW_OK || play_some(g, seed, decisions)) {
        fprintf(stderr, "frontend: %s: %s\n", name, tw_game_error(g));
        tw_game_free(g);
        return 1;
    }
    printf("\n== %s%s%s, after %d decisions ==\n", name, *params ? " " : "", params, decisions);
    draw(g);
    tw_game_free(g);
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    int failed = show("gearhead", "", seed, 60, draw_gearhead);
    failed |= show("droids", "players=4 scenario=golden-microchips", seed, 60, draw_droids);
    failed |= show("toybattle", "map=battlefield", seed, 20, draw_toybattle);
    return failed;
}
