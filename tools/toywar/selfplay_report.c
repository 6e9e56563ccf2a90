/* SPDX-License-Identifier: MIT */
/*
 * selfplay_report.c: selfplay's figures as a table for people or as one
 * JSON object for programs (the fields are listed in docs/tools.md).
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "stats.h"

static double mean(double sum, long n)
{
    return n > 0 ? sum / (double)n : 0.0;
}

/* ---- text -------------------------------------------------------------- */

static void text_entries(FILE *out, const stats *s)
{
    fprintf(out, "%-3s %-14s %6s %6s %6s %6s %9s  %-17s %6s\n", "", "bot", "games", "wins",
            "draws", "losses", "win rate", "95% CI (Wilson)", "score");
    for (int e = 0; e < s->entry_count; e++) {
        const stats_entry *en = &s->entries[e];
        double low, high;
        stats_wilson(en->wins, en->games, &low, &high);
        fprintf(out, "%-3d %-14s %6ld %6ld %6ld %6ld %8.1f%%  [%5.1f%%, %5.1f%%]  %6.2f\n",
                e + 1, en->name, en->games, en->wins, en->draws, en->losses,
                100.0 * mean((double)en->wins, en->games), 100.0 * low, 100.0 * high,
                mean(en->score_sum, en->games));
    }
}

static void text_kinds(FILE *out, const stats *s, const char *game)
{
    if (s->kind_count == 0)
        return;
    fprintf(out, "\nper %s, mean per game and bot:\n%-16s", kinds_title(game), "");
    for (int e = 0; e < s->entry_count; e++)
        fprintf(out, " %9d", e + 1);
    fprintf(out, "\n");
    for (int k = 0; k < s->kind_count; k++) {
        fprintf(out, "%-16s", s->kinds[k].label);
        for (int e = 0; e < s->entry_count; e++)
            fprintf(out, " %9.2f",
                    mean((double)s->kinds[k].uses[e], s->entries[e].games));
        fprintf(out, "\n");
    }
}

void report_text(FILE *out, const stats *s, const report_info *info)
{
    fprintf(out, "selfplay %s%s%s: %ld games, seed %llu, seats %s\n\n", info->game,
            *info->params ? " " : "", info->params, s->games,
            (unsigned long long)info->seed, info->rotate ? "rotated" : "fixed");
    text_entries(out, s);
    fprintf(out, "\ngame length: %.1f decisions on average (min %ld, max %ld), "
                 "%.1f moves with chance\n",
            mean((double)s->decisions_sum, s->games), s->decisions_min, s->decisions_max,
            mean((double)s->moves_sum, s->games));
    fprintf(out, "time: %.2f s, %.3f s per game\n", s->seconds, mean(s->seconds, s->games));
    text_kinds(out, s, info->game);
}

/* ---- JSON -------------------------------------------------------------- */

static void json_entries(FILE *out, const stats *s)
{
    fprintf(out, "\"bots\":[");
    for (int e = 0; e < s->entry_count; e++) {
        const stats_entry *en = &s->entries[e];
        double low, high;
        stats_wilson(en->wins, en->games, &low, &high);
        fprintf(out, "%s{\"name\":", e ? "," : "");
        cli_json_string(out, en->name);
        fprintf(out, ",\"games\":%ld,\"wins\":%ld,\"draws\":%ld,\"losses\":%ld,"
                     "\"win_rate\":%.4f,\"wilson95\":[%.4f,%.4f],\"mean_score\":%.4f}",
                en->games, en->wins, en->draws, en->losses,
                mean((double)en->wins, en->games), low, high,
                mean(en->score_sum, en->games));
    }
    fprintf(out, "]");
}

static void json_kinds(FILE *out, const stats *s)
{
    fprintf(out, "\"kinds\":{");
    for (int k = 0; k < s->kind_count; k++) {
        fprintf(out, "%s", k ? "," : "");
        cli_json_string(out, s->kinds[k].label);
        fprintf(out, ":[");
        for (int e = 0; e < s->entry_count; e++)
            fprintf(out, "%s%ld", e ? "," : "", s->kinds[k].uses[e]);
        fprintf(out, "]");
    }
    fprintf(out, "}");
}

void report_json(FILE *out, const stats *s, const report_info *info)
{
    fprintf(out, "{\"game\":");
    cli_json_string(out, info->game);
    fprintf(out, ",\"params\":");
    cli_json_string(out, info->params);
    fprintf(out, ",\"games\":%ld,\"seed\":%llu,\"rotate\":%s,", s->games,
            (unsigned long long)info->seed, info->rotate ? "true" : "false");
    json_entries(out, s);
    fprintf(out, ",\"length\":{\"decisions_mean\":%.2f,\"decisions_min\":%ld,"
                 "\"decisions_max\":%ld,\"moves_mean\":%.2f},\"seconds\":%.3f,",
            mean((double)s->decisions_sum, s->games), s->decisions_min, s->decisions_max,
            mean((double)s->moves_sum, s->games), s->seconds);
    fprintf(out, "\"kinds_title\":");
    cli_json_string(out, kinds_title(info->game));
    fprintf(out, ",");
    json_kinds(out, s);
    fprintf(out, "}\n");
}
