/* SPDX-License-Identifier: MIT */
/*
 * toywar bots: the bots a seat may be given, read from the bots library's
 * own table (twbot_kind_*: name, what may follow it, whether it plays
 * fair, one line of help), in text or JSON, so the list cannot drift from
 * the bots that twbot_new() makes. The other commands name the bots in
 * their messages from the same table (cli_bot_kinds()).
 */
#include <stdio.h>
#include <string.h>

#include <twbot.h>

#include "cli.h"

static const char usage[] =
    "usage: toywar bots [--names] [--json]\n"
    "Lists the bots (for play's --seat N=BOT and selfplay's --bots A,B): each\n"
    "one's name, what may follow it, whether it plays fair (from what its seat\n"
    "may know alone) and what it is. --names: only the names, one a line;\n"
    "--json: one JSON object.\n";

/* Kind i as a spec may be written: "random", "mcts[:ITER[:PLAYOUT]]" (what
 * follows the name may be left out). */
static int kind_form(int i, char *buf, size_t cap)
{
    const char *params = twbot_kind_params(i);
    return snprintf(buf, cap, *params ? "%s[%s]" : "%s%s", twbot_kind_name(i), params);
}

const char *cli_bot_kinds(char *buf, size_t cap)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < twbot_kind_count() && used + 2 < cap; i++) {
        if (i) {
            memcpy(buf + used, ", ", 3);
            used += 2;
        }
        int n = kind_form(i, buf + used, cap - used);
        used += n > 0 ? (size_t)n : 0;
    }
    return buf;
}

static void bots_json(void)
{
    printf("{\"bots\":[");
    for (int i = 0; i < twbot_kind_count(); i++) {
        printf("%s{\"name\":", i ? "," : "");
        cli_json_string(stdout, twbot_kind_name(i));
        printf(",\"params\":");
        cli_json_string(stdout, twbot_kind_params(i));
        printf(",\"fair\":%s,\"help\":", twbot_kind_is_fair(i) ? "true" : "false");
        cli_json_string(stdout, twbot_kind_help(i));
        printf("}");
    }
    printf("]}\n");
}

static void bots_text(void)
{
    char form[96];
    int width = 0;
    for (int i = 0; i < twbot_kind_count(); i++) {
        int w = kind_form(i, form, sizeof form);
        width = w > width ? w : width;
    }
    printf("%d bots (play: --seat N=BOT; selfplay: --bots A,B); a fair bot chooses from\n"
           "what its seat may know alone, one that is not reads every secret:\n\n",
           twbot_kind_count());
    for (int i = 0; i < twbot_kind_count(); i++) {
        kind_form(i, form, sizeof form);
        printf("  %-*s  %-8s  %s\n", width, form, twbot_kind_is_fair(i) ? "fair" : "NOT FAIR",
               twbot_kind_help(i));
    }
}

int cmd_bots(int argc, char **argv)
{
    int help = 0, names = 0, json = 0, count;
    const char *positional[1];
    const cli_option options[] = {CLI_FLAG("--names", &names), CLI_FLAG("--json", &json),
                                  CLI_FLAG("--help", &help), CLI_END};
    int st = cli_parse(argc, argv, 2, options, positional, 0, &count);
    if (st != CLI_OK || help) {
        fputs(usage, help ? stdout : stderr);
        return help ? CLI_OK : st;
    }
    if (json && !names) {
        bots_json();
        return CLI_OK;
    }
    if (!names) {
        bots_text();
        return CLI_OK;
    }
    printf(json ? "[" : "");
    for (int i = 0; i < twbot_kind_count(); i++) {
        if (json) {
            printf(i ? "," : "");
            cli_json_string(stdout, twbot_kind_name(i));
        } else {
            printf("%s\n", twbot_kind_name(i));
        }
    }
    printf(json ? "]\n" : "");
    return CLI_OK;
}
