/*
 * mcts.c: UCT with chance nodes, over the public API only.
 *
 * The tree lives in two growable arrays owned by the bot: nodes (children
 * as first-child / next-sibling lists, by index, so growing the array
 * moves nothing that matters) and a pool of moves not yet tried at each
 * decision node. A search clones the game once (tw_game_clone) and plugs
 * the bot's generator into the clone; every iteration then walks that copy
 * with tw_game_apply / tw_game_roll and takes back every move it made with
 * tw_game_undo, so the copy is back at the root for the next one.
 *
 * One iteration:
 * 1. descend: at a chance node roll (tw_game_roll samples the outcome by
 *    its weight) and follow, or create, the child for the outcome rolled;
 *    at a decision node with moves not yet tried, try one (picked at
 *    random) as a new child and stop; otherwise follow the UCT-best child;
 * 2. play out uniformly at random to the end (or max_playout moves);
 * 3. score the end with twbot_rewards() and add to each node on the path
 *    the reward of the player who chose the move leading to it.
 * The move played is the root's most visited child.
 */
#include "twbot.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NONE (-1)
#define MAX_PLAYERS 64

typedef struct mcts_node {
    tw_move move;      /* the move from the parent (0 at the root) */
    int mover;         /* the player who chose it; NONE for a chance outcome */
    int first_child;   /* NONE when it has none yet */
    int next_sibling;  /* NONE for the last child */
    int moves_at;      /* index of its untried moves in the pool; NONE until listed */
    int untried;       /* how many are left */
    long visits;
    double reward;     /* the mover's rewards, summed over the visits */
} mcts_node;

struct twbot_mcts {
    twbot_mcts_config config;
    twbot_rng rng;
    mcts_node *nodes;
    size_t node_count, node_cap;
    tw_move *pool;
    size_t pool_count, pool_cap;
    int *path;         /* the nodes of the current iteration, root first */
    size_t path_len, path_cap;
    double rewards[MAX_PLAYERS];
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
    free(bot->pool);
    free(bot->path);
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

/* A new node, the last child of `parent` (NONE for the root); NONE if out of memory. */
static int add_node(twbot_mcts *bot, int parent, tw_move move, int mover)
{
    if (!reserve((void **)&bot->nodes, &bot->node_cap, bot->node_count, 1, sizeof *bot->nodes))
        return NONE;
    int index = (int)bot->node_count++;
    mcts_node *node = &bot->nodes[index];
    *node = (mcts_node){move, mover, NONE, NONE, NONE, 0, 0, 0.0};
    if (parent == NONE)
        return index;
    int *link = &bot->nodes[parent].first_child;
    while (*link != NONE)
        link = &bot->nodes[*link].next_sibling;
    *link = index;
    return index;
}

/* The child of `parent` reached by `move`, created if new; NONE if out of memory. */
static int chance_child(twbot_mcts *bot, int parent, tw_move move)
{
    for (int c = bot->nodes[parent].first_child; c != NONE; c = bot->nodes[c].next_sibling)
        if (bot->nodes[c].move == move)
            return c;
    return add_node(bot, parent, move, NONE);
}

/* Lists a decision node's moves in the pool, all untried. */
static tw_status list_moves(twbot_mcts *bot, int node, const tw_game *g)
{
    int n = tw_game_legal_moves(g, NULL, 0);
    if (n <= 0)
        return n < 0 ? (tw_status)n : TW_E_STATE;
    if (!reserve((void **)&bot->pool, &bot->pool_cap, bot->pool_count, (size_t)n,
                 sizeof *bot->pool))
        return TW_E_NOMEM;
    tw_move *at = bot->pool + bot->pool_count;
    tw_game_legal_moves(g, at, (size_t)n);
    bot->nodes[node].moves_at = (int)bot->pool_count;
    bot->nodes[node].untried = n;
    bot->pool_count += (size_t)n;
    return TW_OK;
}

/* Takes one untried move of `node` at random. */
static tw_move take_untried(twbot_mcts *bot, int node)
{
    mcts_node *nd = &bot->nodes[node];
    tw_move *moves = bot->pool + nd->moves_at;
    uint32_t pick = twbot_rng_below(&bot->rng, (uint32_t)nd->untried);
    tw_move move = moves[pick];
    moves[pick] = moves[--nd->untried];
    return move;
}

/* The child of a fully tried decision node with the best UCT value. */
static int select_uct(const twbot_mcts *bot, int node)
{
    double log_n = log((double)bot->nodes[node].visits);
    double best_value = -1.0;
    int best = NONE;
    for (int c = bot->nodes[node].first_child; c != NONE; c = bot->nodes[c].next_sibling) {
        const mcts_node *child = &bot->nodes[c];
        double n = (double)child->visits;
        double value = child->reward / n + bot->config.exploration * sqrt(log_n / n);
        if (value > best_value) {
            best_value = value;
            best = c;
        }
    }
    return best;
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

/* One step down from `node` (a decision or chance state of `work`): applies
 * a move and pushes the node it leads to. *expanded is set when that node
 * is new at a decision, which ends the descent. */
static tw_status descend_step(twbot_mcts *bot, tw_game *work, int node, int player,
                              int *expanded)
{
    tw_move move;
    tw_status st;
    if (player == TW_PLAYER_CHANCE) {
        st = tw_game_roll(work, &move);
        return st == TW_OK ? push_path(bot, chance_child(bot, node, move)) : st;
    }
    if (bot->nodes[node].moves_at == NONE && (st = list_moves(bot, node, work)) != TW_OK)
        return st;
    if (bot->nodes[node].untried > 0) {
        move = take_untried(bot, node);
        *expanded = 1;
        st = tw_game_apply(work, move);
        return st == TW_OK ? push_path(bot, add_node(bot, node, move, player)) : st;
    }
    int child = select_uct(bot, node);
    if (child == NONE)
        return TW_E_STATE;
    st = tw_game_apply(work, bot->nodes[child].move);
    return st == TW_OK ? push_path(bot, child) : st;
}

/* Walks from the root to a new node (or the end); counts the moves applied. */
static tw_status descend(twbot_mcts *bot, tw_game *work, long *applied)
{
    int expanded = 0;
    long chance_run = 0; /* rolls since the last decision: bounded as in tw_game_advance() */
    tw_status st = push_path(bot, 0);
    while (st == TW_OK && !expanded) {
        int player = tw_game_current_player(work);
        if (player == TW_PLAYER_TERMINAL)
            break;
        if (player < 0 && player != TW_PLAYER_CHANCE)
            return (tw_status)player;
        chance_run = player == TW_PLAYER_CHANCE ? chance_run + 1 : 0;
        if (chance_run > TW_ADVANCE_MAX)
            return TW_E_RNG;
        st = descend_step(bot, work, bot->path[bot->path_len - 1], player, &expanded);
        if (st == TW_OK)
            ++*applied;
    }
    return st;
}

static void backup(twbot_mcts *bot)
{
    for (size_t i = 0; i < bot->path_len; i++) {
        mcts_node *node = &bot->nodes[bot->path[i]];
        node->visits++;
        if (node->mover >= 0 && node->mover < MAX_PLAYERS)
            node->reward += bot->rewards[node->mover];
    }
}

static tw_status iterate(twbot_mcts *bot, tw_game *work)
{
    long applied = 0, played = 0;
    bot->path_len = 0;
    tw_status st = descend(bot, work, &applied);
    if (st == TW_OK)
        st = twbot_random_playout(work, &bot->rng, bot->config.max_playout, &played);
    applied += played;
    if (st == TW_OK) {
        int n = twbot_rewards(work, bot->rewards, MAX_PLAYERS);
        st = n < 0 ? (tw_status)n : TW_OK;
    }
    if (st == TW_OK)
        backup(bot);
    for (long i = 0; i < applied && st == TW_OK; i++)
        st = tw_game_undo(work);
    return st;
}

/* ---- the search -------------------------------------------------------- */

static tw_move most_visited(const twbot_mcts *bot)
{
    const mcts_node *best = NULL;
    for (int c = bot->nodes[0].first_child; c != NONE; c = bot->nodes[c].next_sibling) {
        const mcts_node *child = &bot->nodes[c];
        if (!best || child->visits > best->visits ||
            (child->visits == best->visits && child->reward > best->reward))
            best = child;
    }
    return best ? best->move : 0;
}

static tw_status search(twbot_mcts *bot, tw_game *work, tw_move *out)
{
    bot->node_count = 0;
    bot->pool_count = 0;
    if (add_node(bot, NONE, 0, NONE) == NONE)
        return TW_E_NOMEM;
    tw_game_set_rng(work, twbot_rng_fn, &bot->rng);
    for (long i = 0; i < bot->config.iterations; i++) {
        tw_status st = iterate(bot, work);
        if (st != TW_OK)
            return st;
    }
    *out = most_visited(bot);
    return *out ? TW_OK : TW_E_STATE;
}

tw_status twbot_mcts_move(twbot_mcts *bot, const tw_game *g, tw_move *out)
{
    tw_move only[2];
    if (!bot || !g || !out)
        return TW_E_ARG;
    if (tw_game_current_player(g) < 0)
        return TW_E_STATE;
    int n = tw_game_legal_moves(g, only, 2);
    if (n < 0)
        return (tw_status)n;
    if (n == 1) {
        *out = only[0];
        return TW_OK;
    }
    tw_game *work = NULL;
    tw_status st = tw_game_clone(g, &work);
    if (st != TW_OK)
        return st;
    st = search(bot, work, out);
    tw_game_free(work);
    return st;
}
