/* SPDX-License-Identifier: MIT */
/*
 * bot.c: every bot behind one interface, created from its name, so a host
 * (the toywar command, the bindings, the examples) lets the user pick
 * "random", "mcts[:ITER[:PLAYOUT]]" or "omniscient-mcts[:ITER[:PLAYOUT]]".
 *
 * The bots are the rows of one table, in the shape of the library's game
 * table: a name, what it takes after the name, a line of help, whether it
 * plays fair, and how it is made and how it chooses. A new bot is one row.
 * A fair bot's chooser is handed the seat's information state and nothing
 * else, so twbot_choose() on a game builds that state first.
 */
#include "twbot.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITERATIONS 100000000L
#define NAME_CAP 40

typedef struct bot_kind bot_kind;

struct twbot {
    char name[NAME_CAP];
    const bot_kind *kind;
    twbot_rng rng;      /* the random bot's generator */
    twbot_mcts *mcts;   /* the searches' state; NULL for the random bot */
};

struct bot_kind {
    const char *name;
    const char *params;  /* what may follow the name */
    const char *help;
    int fair;            /* chooses from the seat's information state alone */
    /* Reads what follows the name (NULL: nothing) into the bot; TW_E_PARAM
     * if it is not of the kind's form. */
    tw_status (*make)(twbot *bot, const char *args, uint64_t seed);
    /* A fair kind's chooser gets info, the other kind's the game. */
    tw_status (*choose_fair)(twbot *bot, const tw_infostate *info, tw_move *out);
    tw_status (*choose_all)(twbot *bot, const tw_game *g, tw_move *out);
};

/* ---- the rows' functions ---------------------------------------------- */

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

static tw_status make_random(twbot *bot, const char *args, uint64_t seed)
{
    (void)bot;
    (void)seed;
    return args ? TW_E_PARAM : TW_OK;
}

/* NULL, "ITER" or "ITER:PLAYOUT" into a search's settings. */
static tw_status make_search(twbot *bot, const char *args, uint64_t seed)
{
    twbot_mcts_config config;
    twbot_mcts_defaults(&config);
    config.seed = seed;
    if (args) {
        const char *at = args, *colon = strchr(args, ':');
        config.iterations = number(at, colon ? ':' : '\0', &at);
        if (config.iterations == 0)
            return TW_E_PARAM;
        if (colon && (config.max_playout = number(colon + 1, '\0', &at)) == 0)
            return TW_E_PARAM;
    }
    return twbot_mcts_new(&config, &bot->mcts);
}

/* The random bot's fair choice: any state the seat cannot tell from the
 * real one has the seat's own legal moves. */
static tw_status random_from_info(twbot *bot, const tw_infostate *info, tw_move *out)
{
    tw_game *sample = NULL;
    tw_status st = tw_infostate_sample(info, twbot_rng_fn, &bot->rng, &sample);
    if (st != TW_OK)
        return st;
    st = tw_game_current_player(sample) == tw_infostate_seat(info)
             ? twbot_random_move(sample, &bot->rng, out)
             : TW_E_STATE;
    tw_game_free(sample);
    return st;
}

static tw_status search_from_info(twbot *bot, const tw_infostate *info, tw_move *out)
{
    return twbot_mcts_move(bot->mcts, info, out);
}

static tw_status search_all(twbot *bot, const tw_game *g, tw_move *out)
{
    return twbot_omniscient_move(bot->mcts, g, out);
}

/* ---- the table -------------------------------------------------------- */

static const bot_kind kinds[] = {
    {"random", "", "a uniformly random legal move", 1, make_random, random_from_info, NULL},
    {"mcts", ":ITER[:PLAYOUT]",
     "information-set MCTS: searches states drawn from what its seat knows (fair)", 1,
     make_search, search_from_info, NULL},
    {"omniscient-mcts", ":ITER[:PLAYOUT]",
     "MCTS on the true state, the other players' secrets included (not fair: an upper bound)",
     0, make_search, NULL, search_all},
};

#define KIND_COUNT ((int)(sizeof kinds / sizeof kinds[0]))

static const bot_kind *kind_at(int index)
{
    return index >= 0 && index < KIND_COUNT ? &kinds[index] : NULL;
}

int twbot_kind_count(void)
{
    return KIND_COUNT;
}

const char *twbot_kind_name(int index)
{
    const bot_kind *k = kind_at(index);
    return k ? k->name : NULL;
}

const char *twbot_kind_params(int index)
{
    const bot_kind *k = kind_at(index);
    return k ? k->params : NULL;
}

const char *twbot_kind_help(int index)
{
    const bot_kind *k = kind_at(index);
    return k ? k->help : NULL;
}

int twbot_kind_is_fair(int index)
{
    const bot_kind *k = kind_at(index);
    return k ? k->fair : 0;
}

/* The kind spec names, and where its arguments start (NULL: none). */
static const bot_kind *kind_of(const char *spec, const char **args)
{
    for (int i = 0; i < KIND_COUNT; i++) {
        size_t n = strlen(kinds[i].name);
        if (strncmp(spec, kinds[i].name, n) != 0 || (spec[n] != '\0' && spec[n] != ':'))
            continue;
        *args = spec[n] == ':' ? spec + n + 1 : NULL;
        return &kinds[i];
    }
    return NULL;
}

tw_status twbot_new(const char *spec, uint64_t seed, twbot **out)
{
    if (!spec || !out)
        return TW_E_ARG;
    *out = NULL;
    const char *args = NULL;
    const bot_kind *kind = kind_of(spec, &args);
    if (!kind || strlen(spec) >= NAME_CAP)
        return TW_E_PARAM;
    twbot *bot = calloc(1, sizeof *bot);
    if (!bot)
        return TW_E_NOMEM;
    snprintf(bot->name, sizeof bot->name, "%s", spec);
    bot->kind = kind;
    twbot_rng_seed(&bot->rng, seed);
    tw_status st = kind->make(bot, args, seed);
    if (st != TW_OK) {
        twbot_free(bot);
        return st;
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

int twbot_is_fair(const twbot *bot)
{
    return bot && bot->kind->fair;
}

tw_status twbot_choose_infostate(twbot *bot, const tw_infostate *info, tw_move *out)
{
    if (!bot || !info || !out)
        return TW_E_ARG;
    if (!bot->kind->fair)
        return TW_E_STATE;
    return bot->kind->choose_fair(bot, info, out);
}

tw_status twbot_choose(twbot *bot, const tw_game *g, tw_move *out)
{
    if (!bot || !g || !out)
        return TW_E_ARG;
    if (!bot->kind->fair)
        return bot->kind->choose_all(bot, g, out);
    int seat = tw_game_current_player(g);
    if (seat < 0)
        return TW_E_STATE;
    tw_infostate *info = NULL;
    tw_status st = tw_infostate_new(g, seat, &info);
    if (st == TW_OK)
        st = bot->kind->choose_fair(bot, info, out);
    tw_infostate_free(info);
    return st;
}
