/*
 * check.c: the contracts of a game's table (game_def.h), asserted where a
 * program can see them: the table's bounds when a handle is made, the
 * game's own check after every apply and undo of a debug build.
 */
#include "core/core.h"

#include <stdio.h>
#include <stdlib.h>

/* The functions every game must give (the optional ones are left out). */
static int has_required_functions(const core_game_def *def)
{
    return def->init && def->num_players && def->current_player && def->legal_moves &&
           def->chance_weights && def->apply && def->move_to_text && def->move_from_text &&
           def->to_text && def->from_text && def->render && def->to_json && def->describe &&
           def->scores && def->winner;
}

int core_game_def_sound(const core_game_def *def)
{
    return def->name && def->about && has_required_functions(def) &&
           def->state_size > 0 && def->state_size <= CORE_STATE_MAX &&
           def->mutable_size <= def->state_size && def->param_count <= CORE_PARAMS_MAX &&
           (def->param_count == 0 || def->params) && def->min_players >= 1 &&
           def->min_players <= def->max_players && def->max_players <= CORE_PLAYERS_MAX;
}

#ifndef NDEBUG
void core_debug_check(const tw_game *g, const char *after)
{
    if (!g->def->check)
        return;
    core_err err = {{0}};
    if (g->def->check(g->state, &err) == TW_OK)
        return;
    char position[4096];
    core_sb sb;
    core_sb_init(&sb, position, sizeof position);
    g->def->to_text(g->state, &sb);
    fprintf(stderr, "toywar: %s's state breaks its invariants after %s (history %zu): %s\n"
                    "  position: %s\n",
            g->def->name, after, g->history_len, err.text, position);
    abort();
}
#endif
