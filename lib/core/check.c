/* SPDX-License-Identifier: MIT */
/*
 * check.c: the contracts of a game's table (game_def.h), asserted where a
 * program can see them: the table's bounds when a handle is made, the
 * game's own check after every apply and undo of a debug build.
 */
#include "core/core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/reader.h"

/* The functions every game must give (the optional ones are left out). */
static int has_required_functions(const core_game_def *def)
{
    return def->init && def->num_players && def->current_player && def->legal_moves &&
           def->chance_weights && def->apply && def->move_to_text && def->move_from_text &&
           def->to_text && def->from_text && def->render && def->to_json && def->describe &&
           def->scores && def->winner;
}

/* Whether the about text says what the table says: the player range on its
 * "players: MIN..MAX" line, and a line "  KEY: ..." for every param. The
 * text and the table come from the same macros (CORE_ABOUT,
 * CORE_PARAM_TABLE); this catches a table given other numbers or another
 * list than its text. */
static int about_matches(const core_game_def *def)
{
    const char *line = strstr(def->about, "\nplayers: ");
    if (!line)
        return 0;
    core_reader r;
    core_rd_init(&r, line + strlen("\nplayers: "), "about", NULL);
    core_span lo = core_rd_until(&r, "."), hi;
    int min = 0, max = 0;
    if (!core_rd_accept_word(&r, "..") || !core_span_int(lo, 0, CORE_PLAYERS_MAX, &min))
        return 0;
    hi = core_rd_until(&r, "\n");
    if (!core_span_int(hi, 0, CORE_PLAYERS_MAX, &max) || min != def->min_players ||
        max != def->max_players)
        return 0;
    for (size_t i = 0; i < def->param_count; i++) {
        char key_line[64];
        snprintf(key_line, sizeof key_line, "\n  %s: ", def->params[i].key);
        if (!strstr(def->about, key_line))
            return 0;
    }
    return 1;
}

/* A game with hidden information gives every entry of its seam. */
static int hidden_sound(const core_hidden_def *hidden)
{
    return !hidden || (hidden->observe && hidden->observation_text && hidden->chance_predict &&
                       hidden->sample && hidden->mask_move && hidden->complete);
}

/* A game that records events writes them too. */
static int events_sound(const core_game_def *def)
{
    return !def->apply_events || (def->event_text && def->event_fields);
}

int core_game_def_sound(const core_game_def *def)
{
    return def->name && hidden_sound(def->hidden) && events_sound(def) && def->about && has_required_functions(def) && about_matches(def) &&
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
