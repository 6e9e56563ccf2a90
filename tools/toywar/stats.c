/* SPDX-License-Identifier: MIT */
/*
 * stats.c: selfplay's accumulators: results per lineup entry, game
 * lengths, the per-kind table, and the Wilson score interval.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

#define Z95 1.959963984540054

/* Wilson (1927): the interval of p for wins out of games at 95 %; better
 * than the normal approximation near 0 and 1 and for small samples. */
void stats_wilson(long wins, long games, double *low, double *high)
{
    if (games <= 0) {
        *low = 0.0;
        *high = 1.0;
        return;
    }
    double n = (double)games, p = (double)wins / n, z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Z95 * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    *low = centre - half < 0 ? 0 : centre - half;
    *high = centre + half > 1 ? 1 : centre + half;
}

void stats_count_kind(stats *s, int entry, const char *label)
{
    int k = 0;
    while (k < s->kind_count && strcmp(s->kinds[k].label, label) != 0)
        k++;
    if (k == s->kind_count) {
        if (s->kind_count == STATS_MAX_KINDS)
            return;
        memset(&s->kinds[k], 0, sizeof s->kinds[k]);
        snprintf(s->kinds[k].label, sizeof s->kinds[k].label, "%s", label);
        s->kind_count++;
    }
    if (entry >= 0 && entry < STATS_MAX_ENTRIES)
        s->kinds[k].uses[entry]++;
}

static void record_lengths(stats *s, long decisions, long moves)
{
    if (s->games == 0 || decisions < s->decisions_min)
        s->decisions_min = decisions;
    if (s->games == 0 || decisions > s->decisions_max)
        s->decisions_max = decisions;
    s->decisions_sum += decisions;
    s->moves_sum += moves;
    s->games++;
}

void stats_record_game(stats *s, const int *entry_at_seat, int seats, const double *rewards,
                       const int *scores, long decisions, long moves)
{
    for (int seat = 0; seat < seats; seat++) {
        stats_entry *e = &s->entries[entry_at_seat[seat]];
        e->games++;
        if (rewards[seat] >= 1.0)
            e->wins++;
        else if (rewards[seat] > 0.0)
            e->draws++;
        else
            e->losses++;
        e->score_sum += scores[seat];
    }
    record_lengths(s, decisions, moves);
}

static int by_label(const void *a, const void *b)
{
    return strcmp(((const stats_kind *)a)->label, ((const stats_kind *)b)->label);
}

void stats_sort_kinds(stats *s)
{
    qsort(s->kinds, (size_t)s->kind_count, sizeof s->kinds[0], by_label);
}
