/* SPDX-License-Identifier: MIT */
/*
 * text.c: the public text functions: moves, positions, views, JSON.
 *
 * Each public writer checks its arguments, runs the game's writer into a
 * core_sb over the caller's buffer, and returns the length needed, so a
 * host can size its buffer with a first call of cap 0.
 */
#include "core/core.h"
#include "core/json.h"

#include <string.h>

/* The checks every (g, buf, cap) writer shares. */
static tw_status check_writer(const tw_game *g, const char *buf, size_t cap, const char *fn)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "%s: buf is NULL with cap %zu", fn, cap);
    return TW_OK;
}


int tw_move_to_string(const tw_game *g, tw_move move, char *buf, size_t cap)
{
    tw_status st = check_writer(g, buf, cap, "tw_move_to_string");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    if (move == 0 || g->def->move_to_text(g->state, move, &sb) == 0) {
        core_sb_init(&sb, buf, cap);
        return core_game_fail(g, TW_E_ARG, "0x%08x encodes no %s move", (unsigned)move,
                              g->def->name);
    }
    return core_sb_result(&sb);
}

tw_status tw_move_from_string(const tw_game *g, const char *text, tw_move *out)
{
    if (!g)
        return TW_E_ARG;
    if (!text || !out)
        return core_game_fail(g, TW_E_ARG, "tw_move_from_string: %s is NULL",
                              text ? "out" : "text");
    core_err err = {{0}};
    tw_status st = g->def->move_from_text(g->state, text, out, &err);
    if (st != TW_OK)
        return core_game_fail(g, st, "%s", err.text);
    return TW_OK;
}

int tw_game_to_text(const tw_game *g, char *buf, size_t cap)
{
    tw_status st = check_writer(g, buf, cap, "tw_game_to_text");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    g->def->to_text(g->state, &sb);
    return core_sb_result(&sb);
}

tw_status tw_game_from_text(const char *name, const char *text, tw_game **out)
{
    if (!out)
        return core_set_thread_error(TW_E_ARG, "tw_game_from_text: out is NULL");
    *out = NULL;
    if (!name || !text)
        return core_set_thread_error(TW_E_ARG, "tw_game_from_text: name or text is NULL");
    const core_game_def *def = core_game_find(name);
    if (!def)
        return core_set_thread_error(TW_E_ARG, "tw_game_from_text: no game is called that");
    tw_game *g = NULL;
    if (core_handle_create(def, NULL, NULL, &g) != TW_OK)
        return core_set_thread_error(TW_E_NOMEM, "out of memory creating the game");
    core_err err = {{0}};
    tw_status st = def->from_text(g->state, text, &err);
    if (st == TW_OK)
        st = core_handle_set_start(g, CORE_ORIGIN_POSITION, text);
    if (st != TW_OK) {
        tw_game_free(g);
        return core_set_thread_error(st, st == TW_E_NOMEM ? "out of memory creating the game"
                                                          : err.text);
    }
    *out = g;
    return TW_OK;
}

int tw_game_render(const tw_game *g, int viewer, char *buf, size_t cap)
{
    tw_status st = check_writer(g, buf, cap, "tw_game_render");
    if (st == TW_OK)
        st = core_check_viewer(g, viewer, "tw_game_render");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    uint64_t room[CORE_STATE_MAX / 8];
    g->def->render(core_view_state(g, viewer, room), viewer, &sb);
    return core_sb_result(&sb);
}

/* ---- JSON -------------------------------------------------------------- */

static void json_special_or_int(core_json *j, int value)
{
    if (value == TW_PLAYER_CHANCE)
        core_json_string(j, "chance");
    else if (value == TW_PLAYER_TERMINAL)
        core_json_string(j, "terminal");
    else
        core_json_int(j, value);
}

static void json_winner(core_json *j, int winner)
{
    if (winner == TW_WINNER_NONE)
        core_json_null(j);
    else if (winner == TW_WINNER_DRAW)
        core_json_string(j, "draw");
    else if (winner == TW_WINNER_NOBODY)
        core_json_string(j, "nobody");
    else
        core_json_int(j, winner);
}

static void json_scores(const tw_game *g, core_json *j)
{
    int scores[CORE_PLAYERS_MAX];
    int n = g->def->scores(g->state, scores);
    core_json_array(j);
    for (int i = 0; i < n; i++)
        core_json_int(j, scores[i]);
    core_json_end(j);
}

/* Legal moves are shown to the player who decides and to the omniscient
 * view only: at a chance node they list what is left in a pile, and a
 * player's options can reveal his hidden rack. view is the viewer's
 * state (core_view_state()). */
static void json_legal_moves(const tw_game *g, const void *view, int viewer, core_json *j)
{
    int current = g->def->current_player(view);
    core_json_array(j);
    if (viewer == TW_VIEW_ALL || viewer == current) {
        tw_move moves[TW_MOVES_MAX];
        int n = g->def->legal_moves(view, moves);
        for (int i = 0; i < n; i++) {
            char one[64];
            core_sb m;
            core_sb_init(&m, one, sizeof one);
            g->def->move_to_text(view, moves[i], &m);
            core_json_string(j, one);
        }
    }
    core_json_end(j);
}

/* The position text for the omniscient view, null for a player; and the
 * viewer's observation text (tw_game_observation()). */
static void json_position(const tw_game *g, const void *view, int viewer, core_json *j)
{
    char text[4096];
    core_sb t;
    core_sb_init(&t, text, sizeof text);
    core_json_key(j, "position");
    if (viewer != TW_VIEW_ALL) {
        core_json_null(j);
    } else {
        g->def->to_text(view, &t);
        if (t.len >= sizeof text)
            core_json_null(j); /* never a truncated position */
        else
            core_json_string(j, text);
    }
    core_sb_init(&t, text, sizeof text);
    core_json_key(j, "observation");
    if (viewer == TW_VIEW_ALL || !g->def->hidden)
        g->def->to_text(view, &t);
    else
        g->def->hidden->observation_text(view, viewer, &t);
    if (t.len >= sizeof text)
        core_json_null(j);
    else
        core_json_string(j, text);
}

int tw_game_to_json(const tw_game *g, int viewer, char *buf, size_t cap)
{
    tw_status st = check_writer(g, buf, cap, "tw_game_to_json");
    if (st == TW_OK)
        st = core_check_viewer(g, viewer, "tw_game_to_json");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    uint64_t room[CORE_STATE_MAX / 8];
    const void *view = core_view_state(g, viewer, room);
    char expects[CORE_ERR_CAP];
    core_sb e;
    core_sb_init(&e, expects, sizeof expects);
    g->def->describe(view, &e);

    int current = g->def->current_player(g->state);
    core_json j;
    core_json_init(&j, &sb);
    core_json_object(&j);
    core_json_key_string(&j, "game", g->def->name);
    core_json_key_string(&j, "version", TOYWAR_VERSION_STRING);
    core_json_key_int(&j, "players", g->def->num_players(g->state));
    core_json_key(&j, "viewer");
    if (viewer == TW_VIEW_ALL)
        core_json_string(&j, "all");
    else
        core_json_int(&j, viewer);
    core_json_key(&j, "current_player");
    json_special_or_int(&j, current);
    core_json_key_bool(&j, "is_over", current == TW_PLAYER_TERMINAL);
    core_json_key(&j, "winner");
    json_winner(&j, g->def->winner(g->state));
    core_json_key(&j, "scores");
    json_scores(g, &j);
    core_json_key_int(&j, "history_length", (long long)g->history_len);
    core_json_key_string(&j, "expects", expects);
    core_json_key(&j, "legal_moves");
    json_legal_moves(g, view, viewer, &j);
    json_position(g, view, viewer, &j);
    core_json_key(&j, "events");
    core_events_json(g, (int)g->history_len - 1, viewer, &j);
    core_json_key(&j, "state");
    core_json_object(&j);
    g->def->to_json(view, viewer, &j);
    core_json_end(&j);
    core_json_end(&j);
    return core_sb_result(&sb);
}
