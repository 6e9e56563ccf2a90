/* SPDX-License-Identifier: MIT */
/*
 * frontend.c: a front end draws a state from the typed accessors alone.
 *
 *   frontend [seed]
 *
 * For each game, plays a seeded game part way with random decisions, then
 * draws it with its own picture, built only from the game's header
 * (toywar/gearhead.h, toywar/droids.h, toywar/toybattle.h): integers and
 * enums, the pieces' codes and the phases' names from the library's own
 * _code and _phase_name functions, no text parsed. A graphical front end
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
    int points[2] = {0, 0};
    printf("   a b c d e f g h\n");
    for (int rank = 7; rank >= 0; rank--) {
        printf("%d ", rank + 1);
        for (int file = 0; file < 8; file++) {
            int facing;
            const char *code = tw_gearhead_toy_code(tw_gearhead_square(g, file, rank, &facing, NULL));
            int letter = code ? code[0] : '.';
            if (code && facing == TW_GEARHEAD_FACING_SOUTH)
                letter += 'a' - 'A';
            printf(" %c", letter);
        }
        printf("\n");
    }
    for (int p = 0; p < 2; p++)
        for (int kind = TW_GEARHEAD_TOY_BIG_AL; kind <= TW_GEARHEAD_TOY_SMALL_FRY; kind++)
            points[p] += tw_gearhead_victory_count(g, p, kind);
    printf("cup %d, points %d-%d, turn of player %d, phase %s\n", tw_gearhead_cup_total(g),
           points[0], points[1], tw_gearhead_turn_player(g),
           tw_gearhead_phase_name(tw_gearhead_phase(g)));
}

/* ---- Droids -------------------------------------------------------------- */

/* A robot or an object by its code (upper case), else the terrain, the
 * host's own characters. */
static char droids_square(const tw_game *g, int square)
{
    static const char terrain[TW_DROIDS_TERRAIN_COUNT] = {'.', '~', '#'};
    const char *robot = tw_droids_robot_code(tw_droids_robot_at(g, square));
    const char *object = tw_droids_object_code(tw_droids_object(g, square));
    if (robot)
        return robot[0];
    if (object)
        return object[0];
    int kind = tw_droids_terrain(g, square);
    return kind >= 0 && kind < TW_DROIDS_TERRAIN_COUNT ? terrain[kind] : '?';
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
    const char *phase = tw_droids_phase_name(tw_droids_phase(g));
    printf("turn %d, phase %s\n", tw_droids_turn(g), phase ? phase : "?");
}

/* ---- Toy Battle ---------------------------------------------------------- */

#define TB_COLS 5 /* characters per map unit across */

/* The node's label: its name and its top troop ("d:J3": Jumbo of player
 * 0, a stack of 3); lower case for player 1. */
static void node_label(const tw_game *g, int node, char *label, size_t cap)
{
    int kinds[64], owners[64];
    char name[16];
    tw_toybattle_node_name(g, node, name, sizeof name);
    int height = tw_toybattle_stack(g, node, kinds, owners, 64);
    if (height <= 0 || height > 64) {
        snprintf(label, cap, "%s", name);
        return;
    }
    char top = tw_toybattle_troop_code(kinds[height - 1])[0];
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
        printf("player %d: medals %d/%d, rack %d, reserve %d\n", p, tw_toybattle_medals(g, p),
               objective, tw_toybattle_rack_size(g, p), tw_toybattle_reserve_size(g, p));
    printf("phase %s\n", tw_toybattle_phase_name(tw_toybattle_phase(g)));
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
