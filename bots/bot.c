/*
 * bot.c: either bot behind one interface, created from its name, so a host
 * (the toywar command, the examples) lets the user pick "random", "mcts",
 * "mcts:ITER" or "mcts:ITER:PLAYOUT".
 */
#include "twbot.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITERATIONS 100000000L
#define NAME_CAP 32

struct twbot {
    char name[NAME_CAP];
    twbot_rng rng;      /* the random bot's generator */
    twbot_mcts *mcts;   /* NULL for the random bot */
};

/* A whole number in [1, MAX_ITERATIONS] at text, up to stop; 0 if none. */
static long number(const char *text, char stop, const char **end)
{
    char *after;
    if (*text < '0' || *text > '9')
        return 0;
    errno = 0;
    long n = strtol(text, &after, 10);
    if (errno != 0 || n < 1 || n > MAX_ITERATIONS || *after != stop)
        return 0;
    *end = after;
    return n;
}

/* "mcts", "mcts:ITER" or "mcts:ITER:PLAYOUT" into config; 0 if it is none. */
static int parse_mcts(const char *spec, twbot_mcts_config *config)
{
    const char *at;
    twbot_mcts_defaults(config);
    if (strcmp(spec, "mcts") == 0)
        return 1;
    if (strncmp(spec, "mcts:", 5) != 0)
        return 0;
    at = spec + 5;
    const char *colon = strchr(at, ':');
    config->iterations = number(at, colon ? ':' : '\0', &at);
    if (config->iterations == 0)
        return 0;
    if (colon)
        config->max_playout = number(colon + 1, '\0', &at);
    return config->max_playout > 0;
}

tw_status twbot_new(const char *spec, uint64_t seed, twbot **out)
{
    twbot_mcts_config config;
    if (!spec || !out)
        return TW_E_ARG;
    *out = NULL;
    int random = strcmp(spec, "random") == 0;
    if ((!random && !parse_mcts(spec, &config)) || strlen(spec) >= NAME_CAP)
        return TW_E_PARAM;
    twbot *bot = calloc(1, sizeof *bot);
    if (!bot)
        return TW_E_NOMEM;
    snprintf(bot->name, sizeof bot->name, "%s", spec);
    twbot_rng_seed(&bot->rng, seed);
    if (!random) {
        config.seed = seed;
        tw_status st = twbot_mcts_new(&config, &bot->mcts);
        if (st != TW_OK) {
            free(bot);
            return st;
        }
    }
    *out = bot;
    return TW_OK;
}

void twbot_free(twbot *bot)
{
    if (!bot)
        return;
    twbot_mcts_free(bot->mcts);
    free(bot);
}

const char *twbot_name(const twbot *bot)
{
    return bot ? bot->name : "";
}

tw_status twbot_choose(twbot *bot, const tw_game *g, tw_move *out)
{
    if (!bot)
        return TW_E_ARG;
    if (bot->mcts)
        return twbot_mcts_move(bot->mcts, g, out);
    return twbot_random_move(g, &bot->rng, out);
}
