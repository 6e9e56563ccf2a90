/* SPDX-License-Identifier: MIT */
/*
 * play_board.c: what helps a newcomer read `toywar play`: the move list,
 * grouped when long, and the legend of each game's board (the board itself
 * is the library's picture, tw_game_render, Toy Battle's paths included).
 *
 * Both are presentation, so they live here and not in the library: the
 * names and the notation's codes come from the games' _name and _code
 * functions (tw_gearhead_toy_name, tw_droids_chit_code, ...).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <toywar/droids.h>
#include <toywar/gearhead.h>
#include <toywar/toybattle.h>

#include "cli.h"
#include "play.h"

/* Lists of more moves than this are grouped. */
#define PLAIN_LIST_MAX 24
/* Group labels longer than this go on a line of their own. */
#define LABEL_MAX 26
#define LIST_WIDTH 78

/* ---- names ------------------------------------------------------------- */

/* The chit whose code is the len characters at code, or -1. */
static int chit_kind(const char *code, size_t len)
{
    for (int k = 1; k < TW_DROIDS_CHIT_COUNT; k++) {
        const char *c = tw_droids_chit_code(k);
        if (c && strlen(c) == len && strncmp(c, code, len) == 0)
            return k;
    }
    return -1;
}

/* The troop whose code is the letter c, or -1. */
static int troop_kind(char c)
{
    for (int k = 0; k < TW_TOYBATTLE_TROOP_COUNT; k++)
        if (tw_toybattle_troop_code(k)[0] == c)
            return k;
    return -1;
}

/* ---- the move list ----------------------------------------------------- */

/* The widest of the texts, at least 2. */
static int widest(char (*texts)[64], int count)
{
    int width = 2;
    for (int i = 0; i < count; i++) {
        int len = (int)strlen(texts[i]);
        width = len > width ? len : width;
    }
    return width;
}

/* " 12 text" cells of `width` in columns, under LIST_WIDTH, after `indent`
 * spaces. */
static void print_cells(const int *numbers, char (*texts)[64], int count, int indent, int width)
{
    int per_line = (LIST_WIDTH - indent) / (width + 6);
    per_line = per_line < 1 ? 1 : per_line;
    for (int i = 0; i < count; i++) {
        if (i > 0 && i % per_line == 0)
            printf("\n%*s", indent, "");
        printf("%4d %-*s", numbers[i], width + 1, texts[i]);
    }
    printf("\n");
}

static void plain_list(const tw_game *g, const tw_move *moves, int n)
{
    int *numbers = malloc((size_t)n * sizeof *numbers);
    char(*texts)[64] = malloc((size_t)n * sizeof *texts);
    if (numbers && texts) {
        for (int i = 0; i < n; i++) {
            numbers[i] = i + 1;
            cli_move_text(g, moves[i], texts[i], sizeof texts[i]);
        }
        print_cells(numbers, texts, n, 0, widest(texts, n));
    }
    free(numbers);
    free(texts);
}

/* The group of a move and what is left to show of it. */
typedef struct move_group {
    char label[64];
    char item[64];
} move_group;

/* Gearhead Skirmish's "move:SQ" starts the toy on SQ: grouped by toy. */
static int gearhead_group(const tw_game *g, const char *text, move_group *mg)
{
    if (strncmp(text, "move:", 5) != 0 || strlen(text) != 7)
        return 0;
    int kind = tw_gearhead_square(g, text[5] - 'a', text[6] - '1', NULL, NULL);
    if (!tw_gearhead_toy_name(kind))
        return 0;
    snprintf(mg->label, sizeof mg->label, "%s (%s)", tw_gearhead_toy_name(kind),
             tw_gearhead_toy_code(kind));
    snprintf(mg->item, sizeof mg->item, "%s", text);
    return 1;
}

/* "obstacle:e4": grouped by rank; "chit:V2n": by chit (its name when the
 * game has one); "box:3a": by transmitter; "S@b": by troop; else by the
 * word before ':'. The item is what is left to type after the label. */
static void group_of(const tw_game *g, const char *text, move_group *mg)
{
    const char *at = strchr(text, '@'), *colon = strchr(text, ':');
    if (strcmp(tw_game_name(g), "gearhead") == 0 && gearhead_group(g, text, mg))
        return;
    if (at) {
        const char *name = at == text + 1 ? tw_toybattle_troop_name(troop_kind(text[0])) : NULL;
        snprintf(mg->label, sizeof mg->label, "%.*s@%s%s%s", (int)(at - text), text,
                 name ? " (" : "", name ? name : "", name ? ")" : "");
        snprintf(mg->item, sizeof mg->item, "%s", at + 1);
        return;
    }
    if (!colon) {
        snprintf(mg->label, sizeof mg->label, "other");
        snprintf(mg->item, sizeof mg->item, "%s", text);
        return;
    }
    const char *rest = colon + 1;
    int head = (int)(colon - text);
    size_t code = strspn(rest, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
    if (islower((unsigned char)rest[0]) && strspn(rest + 1, "0123456789") == strlen(rest + 1) &&
        rest[1]) {
        snprintf(mg->label, sizeof mg->label, "%.*s: rank %s", head, text, rest + 1);
        snprintf(mg->item, sizeof mg->item, "%s", rest);
    } else if (code > 0 && code < strlen(rest)) {
        const char *name = tw_droids_chit_name(chit_kind(rest, code));
        snprintf(mg->label, sizeof mg->label, "%.*s%s%s%s", (int)(rest - text + (int)code), text,
                 name ? " (" : "", name ? name : "", name ? ")" : "");
        snprintf(mg->item, sizeof mg->item, "%s", rest + code);
    } else {
        snprintf(mg->label, sizeof mg->label, "%.*s:", head, text);
        snprintf(mg->item, sizeof mg->item, "%s", rest);
    }
}

/* Each group on its own lines, in the order of its first move; numbers as
 * in the full list. */
static void grouped_list(const tw_game *g, const tw_move *moves, int n)
{
    move_group *groups = malloc((size_t)n * sizeof *groups);
    int *numbers = malloc((size_t)n * sizeof *numbers);
    char(*items)[64] = malloc((size_t)n * sizeof *items);
    char *done = calloc((size_t)n, 1);
    if (groups && numbers && items && done) {
        for (int i = 0; i < n; i++) {
            char text[128];
            group_of(g, cli_move_text(g, moves[i], text, sizeof text), &groups[i]);
        }
        int indent = 0, width = 2;
        for (int i = 0; i < n; i++) {
            int len = (int)strlen(groups[i].label) + 3, item = (int)strlen(groups[i].item);
            indent = len > indent ? len : indent;
            width = item > width ? item : width;
        }
        indent = indent > LABEL_MAX ? 6 : indent;
        for (int i = 0; i < n; i++) {
            if (done[i])
                continue;
            int count = 0;
            for (int j = i; j < n; j++) {
                if (done[j] || strcmp(groups[j].label, groups[i].label) != 0)
                    continue;
                done[j] = 1;
                numbers[count] = j + 1;
                snprintf(items[count++], sizeof items[0], "%s", groups[j].item);
            }
            if (indent == 6)
                printf("  %s\n%*s", groups[i].label, indent, "");
            else
                printf("  %-*s", indent - 2, groups[i].label);
            print_cells(numbers, items, count, indent, width);
        }
    }
    free(groups);
    free(numbers);
    free(items);
    free(done);
}

void play_list_moves(const tw_game *g, const tw_move *moves, int n)
{
    char example[128];
    if (n <= PLAIN_LIST_MAX) {
        plain_list(g, moves, n);
        return;
    }
    printf("(grouped; type a number, or a move in full: %s)\n",
           cli_move_text(g, moves[0], example, sizeof example));
    grouped_list(g, moves, n);
}

/* ---- the legend -------------------------------------------------------- */

/* "  A Big Al" items, `per_line` a line. */
static void legend_item(const char *code, const char *name, int width, int per_line, int *column)
{
    printf("  %-3s %-*s%s", code, width, name, ++*column % per_line ? "" : "\n");
}

static void legend_end(int column, int per_line)
{
    printf("%s", column % per_line ? "\n" : "");
}

static void gearhead_legend(void)
{
    printf("Gearhead Skirmish: each square shows a toy's letter and its facing.\n"
           "  A^  uppercase, facing north (^): player 0's toy\n"
           "  av  lowercase, facing south (v): player 1's toy\n"
           "  .   an empty square; files a-h west to east, ranks 1-8 south to north\n"
           "toys:\n");
    int column = 0;
    for (int kind = 1; kind < TW_GEARHEAD_TOY_COUNT; kind++)
        if (tw_gearhead_toy_name(kind))
            legend_item(tw_gearhead_toy_code(kind), tw_gearhead_toy_name(kind), 18, 3, &column);
    legend_end(column, 3);
}

static void droids_legend(void)
{
    int column = 0;
    printf("Droids: the board, rank 10 north, files a-j west to east.\n"
           "  .   land      ~  water        #  fixed obstacle   o  mobile obstacle\n"
           "  *   mine      $  cargo box\n");
    for (int robot = 0; robot < TW_DROIDS_ROBOT_COUNT; robot++) {
        /* The board draws the grey droid G as the statue, K as the killer. */
        char code[4];
        snprintf(code, sizeof code, "%s%s", tw_droids_robot_code(robot),
                 robot == TW_DROIDS_ROBOT_GREY ? "/K" : "");
        if (robot != TW_DROIDS_ROBOT_REPAIR1)
            legend_item(code, tw_droids_robot_name(robot), 14, 4, &column);
    }
    legend_end(column, 4);
    printf("each player's line: square | 10 transmitters of 3 boxes a/b/c, '.' an empty\n"
           "box, XX a covered transmitter | the rack (chits drawn, not yet placed)\n"
           "chits (a placed chit carries its direction: n e s w ne se sw nw):\n");
    column = 0;
    for (int kind = 1; kind < TW_DROIDS_CHIT_COUNT; kind++)
        if (tw_droids_chit_name(kind))
            legend_item(tw_droids_chit_code(kind), tw_droids_chit_name(kind), 32, 2, &column);
    legend_end(column, 2);
}

static void toybattle_legend(void)
{
    int column = 0;
    printf("Toy Battle: the map's bases are named by letters (a, b, ...); HQ0 and\n"
           "HQ1 are the players' headquarters; * marks a special base; '-', '|',\n"
           "'/' and '\\' draw the paths between them. b:S2 is a stack of 2 on base b\n"
           "with a Skully on top: uppercase player 0's troops, lowercase player 1's.\n"
           "troops (strength in brackets):\n");
    for (int kind = 0; kind < TW_TOYBATTLE_TROOP_COUNT; kind++) {
        char name[32];
        snprintf(name, sizeof name, "%s (%c)", tw_toybattle_troop_name(kind),
                 kind == TW_TOYBATTLE_TROOP_KWAK ? 'X' : (char)('0' + kind));
        legend_item(tw_toybattle_troop_code(kind), name, 12, 4, &column);
    }
    legend_end(column, 4);
}

void play_legend(const tw_game *g)
{
    const char *name = tw_game_name(g);
    if (strcmp(name, "gearhead") == 0)
        gearhead_legend();
    else if (strcmp(name, "droids") == 0)
        droids_legend();
    else if (strcmp(name, "toybattle") == 0)
        toybattle_legend();
    else
        printf("no legend for %s: see its notation document\n", name);
}
