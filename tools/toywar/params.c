/*
 * params.c: a game's params from its structured table (see params.h). The
 * table is the library's (tw_games_param_*), so `toywar list GAME` and the
 * refusals never disagree with what tw_game_new() accepts.
 */
#include "params.h"

#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Every game also takes seed=0..2^64-1 (toywar.h). */
#define SEED_RANGE "0 to 18446744073709551615"

/* The first line of the game's description. */
static void print_summary(FILE *out, const char *game)
{
    const char *about = tw_games_about(game);
    if (about)
        fprintf(out, "%.*s\n", (int)strcspn(about, "\n"), about);
}


static int find_key(const char *game, const char *key, size_t len)
{
    int count = tw_games_param_count(game);
    for (int i = 0; i < count; i++) {
        const char *k = tw_games_param_key(game, i);
        if (k && strlen(k) == len && strncmp(k, key, len) == 0)
            return i;
    }
    return -1;
}

/* "a, b, c" into buf: the keys (index < 0) or the values of param index. */
static const char *join(const char *game, int index, char *buf, size_t cap)
{
    size_t at = 0;
    int count = index < 0 ? tw_games_param_count(game) : 0, max = 0;
    if (index >= 0 && tw_games_param_range(game, index, NULL, &max, NULL) == TW_OK)
        count = max + 1;
    buf[0] = '\0';
    for (int i = 0; i < count && at < cap; i++) {
        const char *word = index < 0 ? tw_games_param_key(game, i)
                                     : tw_games_param_value(game, index, i);
        int n = snprintf(buf + at, cap - at, "%s%s", i ? ", " : "", word ? word : "?");
        at += n > 0 ? (size_t)n : 0;
    }
    if (index < 0 && at < cap)
        snprintf(buf + at, cap - at, "%sseed", at ? ", " : "");
    return buf;
}

/* 1 if text is a decimal integer in [min, max]. */
static int in_range(const char *text, size_t len, long min, long max)
{
    char number[32];
    long value;
    if (len == 0 || len >= sizeof number)
        return 0;
    snprintf(number, sizeof number, "%.*s", (int)len, text);
    char *end;
    value = strtol(number, &end, 10);
    return *end == '\0' && (number[0] == '-' || (number[0] >= '0' && number[0] <= '9')) &&
           value >= min && value <= max;
}

/* One key=value word; CLI_FAIL (reported) when it is at fault. */
static int explain_word(const char *game, const char *word, size_t len)
{
    char list[512];
    const char *eq = memchr(word, '=', len);
    size_t key_len = eq ? (size_t)(eq - word) : len;
    const char *value = eq ? eq + 1 : word + len;
    size_t value_len = len - key_len - (eq != NULL);
    if (key_len == 4 && strncmp(word, "seed", 4) == 0)
        return CLI_OK;
    int index = find_key(game, word, key_len);
    if (index < 0)
        return cli_error("%s: unknown param '%.*s'; the params are %s", game, (int)key_len, word,
                         join(game, -1, list, sizeof list));
    int min = 0, max = 0;
    tw_games_param_range(game, index, &min, &max, NULL);
    if (tw_games_param_kind(game, index) == TW_PARAM_ENUM) {
        for (int v = 0; v <= max; v++) {
            const char *name = tw_games_param_value(game, index, v);
            if (name && strlen(name) == value_len && strncmp(name, value, value_len) == 0)
                return CLI_OK;
        }
        return cli_error("%s: %.*s is not a value of %.*s; its values are %s", game, (int)len,
                         word, (int)key_len, word, join(game, index, list, sizeof list));
    }
    if (!in_range(value, value_len, min, max))
        return cli_error("%s: %.*s: %.*s is a number from %d to %d", game, (int)len, word,
                         (int)key_len, word, min, max);
    return CLI_OK;
}

int params_explain(const char *game, const char *params)
{
    for (const char *p = params; *p; p += strspn(p, " ")) {
        size_t len = strcspn(p, " ");
        if (explain_word(game, p, len) != CLI_OK)
            return CLI_FAIL;
        p += len;
    }
    return CLI_OK;
}

/* "1..4 (default 2)" or "challenge|de-mine (default challenge)". */
static void print_domain(FILE *out, const char *game, int index)
{
    int min = 0, max = 0, def = 0;
    tw_games_param_range(game, index, &min, &max, &def);
    if (tw_games_param_kind(game, index) != TW_PARAM_ENUM) {
        fprintf(out, "%d to %d, default %d", min, max, def);
        return;
    }
    for (int v = min; v <= max; v++)
        fprintf(out, "%s%s", v > min ? "|" : "", tw_games_param_value(game, index, v));
    fprintf(out, ", default %s", tw_games_param_value(game, index, def));
}

void params_print(FILE *out, const char *game)
{
    int min = 0, max = 0;
    fprintf(out, "%s: ", game);
    print_summary(out, game);
    if (tw_games_players(game, &min, &max) == TW_OK)
        fprintf(out, "players: %d%s%.0d\n", min, min == max ? "" : " to ", min == max ? 0 : max);
    fprintf(out, "params (key=value words):\n");
    for (int i = 0; i < tw_games_param_count(game); i++) {
        fprintf(out, "  %s=", tw_games_param_key(game, i));
        print_domain(out, game, i);
        fprintf(out, "\n      %s\n", tw_games_param_help(game, i));
    }
    fprintf(out, "  seed=%s, default 0\n      the seed of the dice (toywar play: and of the bots)\n",
            SEED_RANGE);
}

static void json_param(FILE *out, const char *game, int index)
{
    int min = 0, max = 0, def = 0, is_enum = tw_games_param_kind(game, index) == TW_PARAM_ENUM;
    tw_games_param_range(game, index, &min, &max, &def);
    fprintf(out, "{\"key\":");
    cli_json_string(out, tw_games_param_key(game, index));
    fprintf(out, ",\"kind\":\"%s\",\"min\":%d,\"max\":%d", is_enum ? "enum" : "int", min, max);
    if (is_enum) {
        fprintf(out, ",\"values\":[");
        for (int v = min; v <= max; v++) {
            fprintf(out, v > min ? "," : "");
            cli_json_string(out, tw_games_param_value(game, index, v));
        }
        fprintf(out, "],\"default\":");
        cli_json_string(out, tw_games_param_value(game, index, def));
    } else {
        fprintf(out, ",\"default\":%d", def);
    }
    fprintf(out, ",\"help\":");
    cli_json_string(out, tw_games_param_help(game, index));
    fprintf(out, "}");
}

void params_json(FILE *out, const char *game)
{
    int min = 0, max = 0;
    tw_games_players(game, &min, &max);
    fprintf(out, "{\"name\":");
    cli_json_string(out, game);
    fprintf(out, ",\"about\":");
    cli_json_string(out, tw_games_about(game));
    fprintf(out, ",\"players\":[%d,%d],\"params\":[", min, max);
    for (int i = 0; i < tw_games_param_count(game); i++) {
        fprintf(out, i ? "," : "");
        json_param(out, game, i);
    }
    fprintf(out, "]}");
}
