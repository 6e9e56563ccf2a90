/* SPDX-License-Identifier: MIT */
/*
 * mcts.c: Monte Carlo tree search over the public API, in two forms that
 * share one search:
 *
 * - the fair bot, single-observer information-set MCTS (Cowling, Powley
 *   and Whitehouse, 2012): it is given the seat's information state and
 *   nothing else (twbot_mcts_move takes a tw_infostate, which has no real
 *   state behind it). Each iteration determinizes: it draws a state the
 *   seat cannot tell from the real one (tw_infostate_sample_into) and walks
 *   the tree with it. The tree's nodes are the seat's information sets: a
 *   decision's children are keyed by the move (every decision of the
 *   library's games is seen by every seat), a chance node's by what the
 *   seat observes after the outcome (tw_game_observation_hash), so that a
 *   draw the seat does not see is one edge and a die it sees is several.
 *   Determinizations differ in the other players' options, so UCB weighs a
 *   child by how often it was available rather than by its parent's visits;
 * - the all-seeing bot, for tests and as an upper bound: the same search
 *   whose determinization is the game itself (tw_game_copy_position), its
 *   chance children keyed by the position reached: UCT with chance nodes
 *   (and, in a game that hides nothing, the fair bot's very search). It reads
 *   the other players' racks: it is no fair opponent.
 *
 * One iteration: determinize; descend (at a chance node roll with the
 * bot's generator and follow or create the child for what was seen; at a
 * decision with a legal move that has no child yet, add one, picked at
 * random, and stop; otherwise follow the available child of best UCB);
 * play out uniformly at random (max_playout moves at most); add to each
 * node on the path the reward of the player who chose the move leading to
 * it, worth 0.999 less for every move from the root to the playout's end
 * (decay_by_length). The move played is the root's most visited child.
 *
 * The tree lives in growable arrays owned by the bot, children as
 * first-child / next-sibling lists by index. A decision step finds which
 * legal moves have a child through a small open-addressing table of the
 * node's children, so that a step costs the moves plus the children, not
 * their product.
 */
#include "twbot.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NONE (-1)
#define MAX_PLAYERS 64
/* Slots of the table of a node's children (a power of two, over twice
 * TW_MOVES_MAX so that probes stay short). */
#define SLOTS 4096

typedef struct mcts_node {
    uint64_t key;      /* the move from the parent, or the observation after a chance outcome */
    tw_move move;      /* the move from the parent (0 at the root) */
    int mover;         /* the player who chose it; NONE for a chance outcome */
    int first_child;   /* NONE when it has none yet */
    int next_sibling;  /* NONE for the last child */
    long visits;
    long available;    /* iterations in which it could have been chosen */
    double reward;     /* the mover's rewards, summed over the visits */
} mcts_node;

/* Where one search's determinizations come from: the seat's information
 * state (fair), or the game itself (all-seeing). */
typedef struct mcts_source {
    const tw_infostate *info;
    const tw_game *game;
    int seat;          /* the searcher; TW_VIEW_ALL for the all-seeing bot */
} mcts_source;

/* An entry of the table of a node's children: the child's move beside its
 * index, so that a probe reads one entry and not the node too. */
typedef struct mcts_slot {
    unsigned stamp;    /* the entry is valid when equal to the bot's stamp */
    tw_move move;
    int node;
} mcts_slot;

struct twbot_mcts {
    twbot_mcts_config config;
    twbot_rng rng;
    mcts_node *nodes;
    size_t node_count, node_cap;
    int *path;         /* the nodes of the current iteration, root first */
    size_t path_len, path_cap;
    double rewards[MAX_PLAYERS];
    tw_move legal[TW_MOVES_MAX];
    tw_move untried[TW_MOVES_MAX];
    mcts_slot slots[SLOTS];        /* the table of a node's children */
    unsigned stamp;
    double *log_of;    /* log_of[k] == log(k) for k < log_cap: the UCB of a child available k times */
    size_t log_cap;
};

void twbot_mcts_defaults(twbot_mcts_config *config)
{
    config->iterations = 500;
    config->exploration = 1.0;
    config->max_playout = 100;
    config->seed = 1;
}

tw_status twbot_mcts_new(const twbot_mcts_config *config, twbot_mcts **out)
{
    twbot_mcts_config use;
    if (!out)
        return TW_E_ARG;
    *out = NULL;
    if (config)
        use = *config;
    else
        twbot_mcts_defaults(&use);
    if (use.iterations < 1 || !(use.exploration >= 0) || use.max_playout < 1)
        return TW_E_ARG;
    twbot_mcts *bot = calloc(1, sizeof *bot);
    if (!bot)
        return TW_E_NOMEM;
    bot->config = use;
    twbot_rng_seed(&bot->rng, use.seed);
    *out = bot;
    return TW_OK;
}

void twbot_mcts_free(twbot_mcts *bot)
{
    if (!bot)
        return;
    free(bot->nodes);
    free(bot->path);
    free(bot->log_of);
    free(bot);
}

/* ---- rewards ----------------------------------------------------------- */

/* 1 / k to each of the k players with the best score. */
static void share_best(const int *scores, int n, double *rewards)
{
    int best = scores[0], k = 0;
    for (int p = 1; p < n; p++)
        if (scores[p] > best)
            best = scores[p];
    for (int p = 0; p < n; p++)
        k += scores[p] == best;
    for (int p = 0; p < n; p++)
        rewards[p] = scores[p] == best ? 1.0 / k : 0.0;
}

int twbot_rewards(const tw_game *g, double *rewards, size_t cap)
{
    int scores[MAX_PLAYERS];
    double all[MAX_PLAYERS];
    int n = tw_game_scores(g, scores, MAX_PLAYERS);
    if (n < 0)
        return n;
    if (n == 0 || n > MAX_PLAYERS || (!rewards && cap > 0))
        return TW_E_ARG;
    int winner = tw_game_winner(g);
    if (winner >= 0) {
        for (int p = 0; p < n; p++)
            all[p] = p == winner || (n > 2 && scores[p] == scores[winner]) ? 1.0 : 0.0;
    } else if (winner == TW_WINNER_DRAW || winner == TW_WINNER_NONE) {
        share_best(scores, n, all);
    } else if (winner == TW_WINNER_NOBODY) {
        for (int p = 0; p < n; p++)
            all[p] = 0.0;
    } else {
        return winner;
    }
    for (size_t p = 0; p < cap && p < (size_t)n; p++)
        rewards[p] = all[p];
    return n;
}

/* ---- the tree ---------------------------------------------------------- */

/* Makes room for `more` entries in an array of `size`-byte entries. */
static int reserve(void **array, size_t *cap, size_t count, size_t more, size_t size)
{
    if (count + more <= *cap)
        return 1;
    size_t new_cap = *cap ? *cap : 256;
    while (new_cap < count + more)
        new_cap *= 2;
    void *grown = realloc(*array, new_cap * size);
    if (!grown)
        return 0;
    *array = grown;
    *cap = new_cap;
    return 1;
}

/* A new node, the first child of `parent` (NONE for the root); NONE if out
 * of memory. */
static int add_node(twbot_mcts *bot, int parent, uint64_t key, tw_move move, int mover)
{
    if (!reserve((void **)&bot->nodes, &bot->node_cap, bot->node_count, 1, sizeof *bot->nodes))
        return NONE;
    int index = (int)bot->node_count++;
    bot->nodes[index] = (mcts_node){key, move, mover, NONE, NONE, 0, 0, 0.0};
    if (parent != NONE) {
        bot->nodes[index].next_sibling = bot->nodes[parent].first_child;
        bot->nodes[parent].first_child = index;
    }
    return index;
}

/* The child of `parent` keyed by key, created if new; NONE if out of memory. */
static int chance_child(twbot_mcts *bot, int parent, uint64_t key, tw_move move)
{
    for (int c = bot->nodes[parent].first_child; c != NONE; c = bot->nodes[c].next_sibling)
        if (bot->nodes[c].key == key)
            return c;
    return add_node(bot, parent, key, move, NONE);
}

static unsigned slot_of(tw_move move)
{
    return (unsigned)((move * 2654435761u) >> 20) & (SLOTS - 1);
}

/* Enters node's children in the table, for child_of(). */
static void index_children(twbot_mcts *bot, int node)
{
    if (++bot->stamp == 0) { /* the stamps wrapped: forget every old entry */
        memset(bot->slots, 0, sizeof bot->slots);
        bot->stamp = 1;
    }
    for (int c = bot->nodes[node].first_child; c != NONE; c = bot->nodes[c].next_sibling) {
        tw_move move = bot->nodes[c].move;
        unsigned s = slot_of(move);
        while (bot->slots[s].stamp == bot->stamp)
            s = (s + 1) & (SLOTS - 1);
        bot->slots[s] = (mcts_slot){bot->stamp, move, c};
    }
}

/* The indexed child reached by move, or NONE. */
static int child_of(const twbot_mcts *bot, tw_move move)
{
    for (unsigned s = slot_of(move); bot->slots[s].stamp == bot->stamp; s = (s + 1) & (SLOTS - 1))
        if (bot->slots[s].move == move)
            return bot->slots[s].node;
    return NONE;
}

/* Makes log_of[] reach log(available); 0 if out of memory. A decision
 * step takes the logarithm of every child's availability, which grows by
 * one an iteration at most: a table of log(k), kept from search to search,
 * replaces those libm calls (compiled C in WebAssembly, at about twice
 * native's cost) by loads. */
static int know_log(twbot_mcts *bot, long available)
{
    size_t known = bot->log_cap;
    if ((size_t)available < known)
        return 1;
    if (!reserve((void **)&bot->log_of, &bot->log_cap, known, (size_t)available + 1 - known,
                 sizeof *bot->log_of))
        return 0;
    for (size_t k = known; k < bot->log_cap; k++)
        bot->log_of[k] = log((double)k);
    return 1;
}

/* UCB of a child that was available `available` times (know_log() first). */
static double ucb(const twbot_mcts *bot, const mcts_node *child)
{
    double n = (double)child->visits;
    return child->reward / n + bot->config.exploration * sqrt(bot->log_of[child->available] / n);
}

/* ---- one iteration ----------------------------------------------------- */

static tw_status push_path(twbot_mcts *bot, int node)
{
    if (node == NONE)
        return TW_E_NOMEM;
    if (!reserve((void **)&bot->path, &bot->path_cap, bot->path_len, 1, sizeof *bot->path))
        return TW_E_NOMEM;
    bot->path[bot->path_len++] = node;
    return TW_OK;
}

/* A chance node: roll with the bot's generator and follow what the seat
 * saw. */
static tw_status chance_step(twbot_mcts *bot, tw_game *work, int node, int seat)
{
    tw_move move;
    tw_status st = tw_game_roll(work, &move);
    if (st != TW_OK)
        return st;
    uint64_t key = tw_game_observation_hash(work, seat); /* the position, for TW_VIEW_ALL */
    return push_path(bot, chance_child(bot, node, key, move));
}

/* A decision of `player`: a new child for a legal move that has none (then
 * *expanded), else the available child of best UCB. */
static tw_status decision_step(twbot_mcts *bot, tw_game *work, int node, int player,
                               int *expanded)
{
    int n = tw_game_legal_moves(work, bot->legal, TW_MOVES_MAX);
    if (n <= 0)
        return n < 0 ? (tw_status)n : TW_E_STATE;
    index_children(bot, node);
    int untried = 0, best = NONE;
    double best_value = -1.0;
    for (int i = 0; i < n; i++) {
        int c = child_of(bot, bot->legal[i]);
        if (c == NONE) {
            bot->untried[untried++] = bot->legal[i];
            continue;
        }
        mcts_node *child = &bot->nodes[c];
        child->available++;
        if (!know_log(bot, child->available))
            return TW_E_NOMEM;
        double value = ucb(bot, child);
        if (value > best_value) {
            best_value = value;
            best = c;
        }
    }
    if (untried > 0) {
        tw_move move = bot->untried[twbot_rng_below(&bot->rng, (uint32_t)untried)];
        *expanded = 1;
        tw_status st = tw_game_apply(work, move);
        return st == TW_OK ? push_path(bot, add_node(bot, node, move, move, player)) : st;
    }
    tw_status st = tw_game_apply(work, bot->nodes[best].move);
    return st == TW_OK ? push_path(bot, best) : st;
}

/* Walks from the root to a new node (or the end). */
static tw_status descend(twbot_mcts *bot, tw_game *work, int seat)
{
    int expanded = 0;
    long chance_run = 0; /* rolls since the last decision: bounded as in tw_game_advance() */
    tw_status st = push_path(bot, 0);
    while (st == TW_OK && !expanded) {
        int player = tw_game_current_player(work);
        int node = bot->path[bot->path_len - 1];
        if (player == TW_PLAYER_TERMINAL)
            break;
        if (player == TW_PLAYER_CHANCE) {
            if (++chance_run > TW_ADVANCE_MAX)
                return TW_E_RNG;
            st = chance_step(bot, work, node, seat);
        } else if (player >= 0) {
            chance_run = 0;
            st = decision_step(bot, work, node, player, &expanded);
        } else {
            return (tw_status)player;
        }
    }
    return st;
}

/* A result is worth a little less for every move it took to reach (from
 * the root, the playout included): of two wins the bot prefers the sooner,
 * and a playout cut off, the longest of all, counts less than a game played
 * out. Without it a bot with a won game had no reason to end it: a Gearhead
 * Skirmish player alone on the board moved its toys round for ever, as
 * nothing in the rules ends a game while toys change squares. */
#define DECAY_PER_MOVE 0.999

static void decay_by_length(twbot_mcts *bot, int players, long moves)
{
    double worth = pow(DECAY_PER_MOVE, (double)moves);
    for (int p = 0; p < players && p < MAX_PLAYERS; p++)
        bot->rewards[p] *= worth;
}

static void backup(twbot_mcts *bot)
{
    for (size_t i = 0; i < bot->path_len; i++) {
        mcts_node *node = &bot->nodes[bot->path[i]];
        node->visits++;
        if (node->mover >= 0 && node->mover < MAX_PLAYERS)
            node->reward += bot->rewards[node->mover];
    }
    /* The root is available whenever it is visited. */
    bot->nodes[0].available = bot->nodes[0].visits;
}

/* Puts a fresh determinization in work, which then rolls with the bot's
 * generator. */
static tw_status determinize(twbot_mcts *bot, const mcts_source *src, tw_game *work)
{
    tw_status st = src->info ? tw_infostate_sample_into(src->info, twbot_rng_fn, &bot->rng, work)
                             : tw_game_copy_position(work, src->game);
    if (st == TW_OK)
        st = tw_game_set_rng(work, twbot_rng_fn, &bot->rng);
    return st;
}

static tw_status iterate(twbot_mcts *bot, const mcts_source *src, tw_game *work)
{
    bot->path_len = 0;
    tw_status st = determinize(bot, src, work);
    if (st == TW_OK)
        st = descend(bot, work, src->seat);
    long played = 0;
    if (st == TW_OK)
        st = twbot_random_playout(work, &bot->rng, bot->config.max_playout, &played);
    if (st == TW_OK) {
        int n = twbot_rewards(work, bot->rewards, MAX_PLAYERS);
        st = n < 0 ? (tw_status)n : TW_OK;
        if (st == TW_OK)
            decay_by_length(bot, n, (long)bot->path_len + played);
    }
    if (st == TW_OK)
        backup(bot);
    return st;
}

/* ---- the search -------------------------------------------------------- */

static tw_move most_visited(const twbot_mcts *bot)
{
    const mcts_node *best = NULL;
    for (int c = bot->nodes[0].first_child; c != NONE; c = bot->nodes[c].next_sibling) {
        const mcts_node *child = &bot->nodes[c];
        if (!best || child->visits > best->visits ||
            (child->visits == best->visits && child->reward > best->reward) ||
            (child->visits == best->visits && child->reward == best->reward &&
             child->move < best->move))
            best = child;
    }
    return best ? best->move : 0;
}

/* Searches from work (a determinization of src at the searcher's
 * decision), then picks the move. */
static tw_status search(twbot_mcts *bot, const mcts_source *src, tw_game *work, tw_move *out)
{
    int n = tw_game_legal_moves(work, bot->legal, 2);
    if (n < 0)
        return (tw_status)n;
    if (n == 1) { /* nothing to weigh */
        *out = bot->legal[0];
        return TW_OK;
    }
    bot->node_count = 0;
    if (add_node(bot, NONE, 0, 0, NONE) == NONE)
        return TW_E_NOMEM;
    for (long i = 0; i < bot->config.iterations; i++) {
        tw_status st = iterate(bot, src, work);
        if (st != TW_OK)
            return st;
    }
    *out = most_visited(bot);
    return *out ? TW_OK : TW_E_STATE;
}

/* A handle of info's game at info's canonical position, to determinize
 * into (made from the text, so that it draws nothing from the bot's
 * generator). */
static tw_status work_game(const tw_infostate *info, tw_game **work)
{
    int n = tw_infostate_to_text(info, NULL, 0);
    if (n < 0)
        return (tw_status)n;
    char *text = malloc((size_t)n + 1);
    if (!text)
        return TW_E_NOMEM;
    tw_infostate_to_text(info, text, (size_t)n + 1);
    tw_status st = tw_game_from_text(tw_infostate_game(info), text, work);
    free(text);
    return st;
}

tw_status twbot_mcts_move(twbot_mcts *bot, const tw_infostate *info, tw_move *out)
{
    if (!bot || !info || !out)
        return TW_E_ARG;
    tw_game *work = NULL;
    tw_status st = work_game(info, &work);
    if (st != TW_OK)
        return st;
    mcts_source src = {info, NULL, tw_infostate_seat(info)};
    if (tw_game_current_player(work) != src.seat)
        st = TW_E_STATE; /* not the seat's decision */
    else
        st = search(bot, &src, work, out);
    tw_game_free(work);
    return st;
}

tw_status twbot_omniscient_move(twbot_mcts *bot, const tw_game *g, tw_move *out)
{
    if (!bot || !g || !out)
        return TW_E_ARG;
    if (tw_game_current_player(g) < 0)
        return TW_E_STATE;
    tw_game *work = NULL;
    tw_status st = tw_game_clone(g, &work);
    if (st != TW_OK)
        return st;
    mcts_source src = {NULL, g, TW_VIEW_ALL};
    st = tw_game_copy_position(work, g);
    if (st == TW_OK)
        st = search(bot, &src, work, out);
    tw_game_free(work);
    return st;
}
