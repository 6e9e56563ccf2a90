/* SPDX-License-Identifier: MIT */
/*
 * stats.h: what `toywar selfplay` measures, and how a decision is sorted
 * into a kind (a toy, an order, a troop) for the per-kind table.
 */
#ifndef TOYWAR_TOOLS_STATS_H
#define TOYWAR_TOOLS_STATS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <toywar/toywar.h>

#define STATS_MAX_ENTRIES 16  /* bots in a lineup (one per seat) */
#define STATS_MAX_KINDS 64
#define STATS_LABEL_CAP 24

/* ---- kinds.c ---- */

/* What the per-kind table counts for this game: "toy moved" (gearhead),
 * "order sent" (droids), "troop placed" (toybattle), or "move" (by the
 * first word of the notation) for any other game. */
const char *kinds_title(const char *game);

/* The kind of a decision about to be made in g: a toy's name, an order
 * chit, a troop's name (from the typed accessors), or for other games the
 * notation up to its first ':' or '@'. Returns 1 and fills label, or 0 when
 * the decision is not of a kind the table counts. */
int kinds_of_move(const tw_game *g, tw_move move, char *label, size_t cap);

/* ---- stats.c ---- */

typedef struct stats_entry {
    char name[32];          /* the bot, as given */
    long games, wins, draws, losses;
    double score_sum;
} stats_entry;

typedef struct stats_kind {
    char label[STATS_LABEL_CAP];
    long uses[STATS_MAX_ENTRIES];
} stats_kind;

typedef struct stats {
    stats_entry entries[STATS_MAX_ENTRIES];
    int entry_count;
    stats_kind kinds[STATS_MAX_KINDS];
    int kind_count;
    long games;
    long decisions_sum, decisions_min, decisions_max;
    long moves_sum;
    double seconds;
} stats;

/* A Wilson score interval at 95 % for wins out of games. */
void stats_wilson(long wins, long games, double *low, double *high);

/* Counts one decision of a kind for an entry (a lineup position). */
void stats_count_kind(stats *s, int entry, const char *label);

/* Records a finished game: the entry at each seat, each seat's reward as
 * twbot_rewards() gives it (1 a win, alone or with a team; between 0 and
 * 1 a shared result; 0 a loss) and score, the game's length in decisions
 * and in moves with chance. */
void stats_record_game(stats *s, const int *entry_at_seat, int seats, const double *rewards,
                       const int *scores, long decisions, long moves);

/* Sorts the per-kind table by label, for the report. */
void stats_sort_kinds(stats *s);

/* ---- selfplay_report.c ---- */

typedef struct report_info {
    const char *game, *params;
    uint64_t seed;
    int rotate;
} report_info;

void report_text(FILE *out, const stats *s, const report_info *info);
void report_json(FILE *out, const stats *s, const report_info *info);

#endif /* TOYWAR_TOOLS_STATS_H */
