/* SPDX-License-Identifier: MIT */
/*
 * kinds.c: sorts a decision into a kind for selfplay's per-kind table,
 * with each game's typed accessors where they say more than the notation:
 * - gearhead: `move:SQ` starts a toy's own move; the toy is read from the
 *   square (tw_gearhead_square) and named (tw_gearhead_toy_name);
 * - droids: `send:T` sends the front chit of transmitter T, read with
 *   tw_droids_box and written with tw_droids_chit_code (V1, VD, ... S, P, I);
 * - toybattle: `J@d` places a troop, named (tw_toybattle_troop_name) from
 *   its code (tw_toybattle_troop_code): Jumbo...;
 * - any other game: the notation's first word, up to ':' or '@'.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <toywar/droids.h>
#include <toywar/gearhead.h>
#include <toywar/toybattle.h>

#include "stats.h"

const char *kinds_title(const char *game)
{
    if (strcmp(game, "gearhead") == 0)
        return "toy moved";
    if (strcmp(game, "droids") == 0)
        return "order sent";
    if (strcmp(game, "toybattle") == 0)
        return "troop placed";
    return "move";
}

/* "move:d5": the toy on d5. */
static int gearhead_kind(const tw_game *g, const char *text, char *label, size_t cap)
{
    if (strncmp(text, "move:", 5) != 0 || strlen(text) != 7)
        return 0;
    const char *name = tw_gearhead_toy_name(tw_gearhead_square(g, text[5] - 'a', text[6] - '1',
                                                                NULL, NULL));
    snprintf(label, cap, "%s", name ? name : "?");
    return name != NULL;
}

/* "send:3": the front chit of the sender's transmitter 3. */
static int droids_kind(const tw_game *g, const char *text, char *label, size_t cap)
{
    int player = tw_game_current_player(g);
    if (strncmp(text, "send:", 5) != 0 || player < 0)
        return 0;
    const char *code = tw_droids_chit_code(tw_droids_box(g, player, atoi(text + 5) - 1, 0, NULL));
    if (!code)
        return 0;
    snprintf(label, cap, "%s", code);
    return 1;
}

/* "J@d": a Jumbo placed. */
static int toybattle_kind(const char *text, char *label, size_t cap)
{
    if (!text[0] || text[1] != '@')
        return 0;
    for (int kind = 0; kind < TW_TOYBATTLE_TROOP_COUNT; kind++)
        if (tw_toybattle_troop_code(kind)[0] == text[0]) {
            snprintf(label, cap, "%s", tw_toybattle_troop_name(kind));
            return 1;
        }
    return 0;
}

int kinds_of_move(const tw_game *g, tw_move move, char *label, size_t cap)
{
    char text[128];
    const char *game = tw_game_name(g);
    if (!game || tw_move_to_string(g, move, text, sizeof text) < 0)
        return 0;
    if (strcmp(game, "gearhead") == 0)
        return gearhead_kind(g, text, label, cap);
    if (strcmp(game, "droids") == 0)
        return droids_kind(g, text, label, cap);
    if (strcmp(game, "toybattle") == 0)
        return toybattle_kind(text, label, cap);
    snprintf(label, cap, "%.*s", (int)strcspn(text, ":@"), text);
    return 1;
}
