/* SPDX-License-Identifier: MIT */
/*
 * events.c: what each move did (toywar.h, "Events"; docs/events.md).
 *
 * A ply's events are found by walking the history from its start to the
 * state before the ply, on a scratch copy, and applying the ply's move
 * once more through the game's apply_events with a recorder. So the
 * events cost nothing on the hot path (apply records nothing), and a
 * game's rules are written once: apply is apply_events with no recorder.
 *
 * Per seat: an event whose piece is a chance outcome (core_emit_outcome)
 * is masked for a viewer whose history masks the move now
 * (core_hidden_def.mask_move), the same test tw_game_history_for() makes,
 * so the two channels never disagree.
 */
#include "core/core.h"
#include "core/json.h"

#include <string.h>

static const char *const event_names[TW_EVENT_KIND_COUNT] = {
    "none",     "moved",    "pushed", "blocked", "turned", "removed",    "exploded",
    "shot",     "hit",      "rolled", "drew",    "placed", "returned",   "scored",
    "claimed",  "eliminated", "turn", "phase",   "ended",  "passed",     "chose",
    "sent",     "picked",   "dropped", "repaired", "froze", "zapped",     "wound",
};

const char *tw_game_event_kind_name(int kind)
{
    return kind > 0 && kind < TW_EVENT_KIND_COUNT ? event_names[kind] : NULL;
}

/* A ply's events, and whether its outcome is masked for the viewer. */
typedef struct ply_events {
    uint64_t before[CORE_STATE_MAX / 8]; /* the state the move was applied to */
    core_events ev;
    int masked;
} ply_events;

static tw_status check_ply(const tw_game *g, int ply, int viewer, const char *fn)
{
    tw_status st = core_check_viewer(g, viewer, fn);
    if (st != TW_OK)
        return st;
    if (ply < 0 || (size_t)ply >= g->history_len)
        return core_game_fail(g, TW_E_ARG, "%s: ply %d is not an applied move (0..%zu)", fn, ply,
                              g->history_len ? g->history_len - 1 : 0);
    return TW_OK;
}

/* Replays the history up to ply and records the ply's move. */
static void record_ply(const tw_game *g, int ply, int viewer, ply_events *out)
{
    unsigned char *state = (unsigned char *)out->before;
    memcpy(state, core_history_start(g), g->state_words * 8);
    for (int i = 0; i < ply; i++)
        g->def->apply(state, g->moves[i]);
    tw_move move = g->moves[ply];
    out->ev.count = 0;
    out->masked = viewer != TW_VIEW_ALL && g->def->hidden &&
                  g->def->hidden->mask_move(state, move, viewer, g->state) != move;
    if (!g->def->apply_events)
        return;
    uint64_t after[CORE_STATE_MAX / 8];
    memcpy(after, state, g->state_words * 8);
    g->def->apply_events(after, move, &out->ev);
}

/* Whether event e hides its piece from the viewer. */
static int hides(const ply_events *p, const core_event *e)
{
    return p->masked && e->reveals;
}

/* Checks ply and viewer for fn, then records the ply's events in out. */
static tw_status replay_ply(const tw_game *g, int ply, int viewer, const char *fn,
                            ply_events *out)
{
    tw_status st = check_ply(g, ply, viewer, fn);
    if (st == TW_OK)
        record_ply(g, ply, viewer, out);
    return st;
}

int tw_game_event_count(const tw_game *g, int ply, int viewer)
{
    if (!g)
        return TW_E_ARG;
    ply_events p;
    tw_status st = replay_ply(g, ply, viewer, "tw_game_event_count", &p);
    return st == TW_OK ? p.ev.count : st;
}

/* Event index of the ply, recorded in p for fn; NULL (and g's message)
 * when the ply, the viewer or the index is out of range. */
static const core_event *ply_event(const tw_game *g, int ply, int index, int viewer,
                                   const char *fn, ply_events *p)
{
    if (replay_ply(g, ply, viewer, fn, p) != TW_OK)
        return NULL;
    if (index >= 0 && index < p->ev.count)
        return &p->ev.list[index];
    core_game_fail(g, TW_E_ARG, "%s: event %d of a ply of %d events", fn, index, p->ev.count);
    return NULL;
}

static void put(int *out, int value)
{
    if (out)
        *out = value;
}

tw_status tw_game_event(const tw_game *g, int ply, int index, int viewer, int *kind, int *player,
                        int *piece, int *from, int *to, int *value)
{
    if (!g)
        return TW_E_ARG;
    ply_events p;
    const core_event *e = ply_event(g, ply, index, viewer, "tw_game_event", &p);
    if (!e)
        return TW_E_ARG;
    put(kind, e->kind);
    put(player, e->player);
    put(piece, hides(&p, e) ? TW_HIDDEN : e->piece);
    put(from, e->from);
    put(to, e->to);
    put(value, e->value);
    return TW_OK;
}

int tw_game_event_text(const tw_game *g, int ply, int index, int viewer, char *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_event_text: buf is NULL with cap %zu", cap);
    ply_events p;
    const core_event *e = ply_event(g, ply, index, viewer, "tw_game_event_text", &p);
    if (!e)
        return TW_E_ARG;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    g->def->event_text(p.before, e, hides(&p, e), &sb);
    return core_sb_result(&sb);
}

static void json_field(core_json *j, const char *key, int value)
{
    core_json_key(j, key);
    if (value == TW_NONE || value == TW_HIDDEN)
        core_json_null(j);
    else
        core_json_int(j, value);
}

/* One event as a JSON object: its kind, the game's names for its piece
 * and places, its player and value, its sentence. */
static void json_event(const tw_game *g, const ply_events *p, const core_event *e, core_json *j)
{
    int masked = hides(p, e);
    core_json_object(j);
    core_json_key_string(j, "kind", event_names[e->kind]);
    json_field(j, "player", e->player);
    g->def->event_fields(p->before, e, masked, j);
    json_field(j, "value", e->value);
    char text[CORE_ERR_CAP];
    core_sb t;
    core_sb_init(&t, text, sizeof text);
    g->def->event_text(p->before, e, masked, &t);
    core_json_key_string(j, "text", text);
    core_json_end(j);
}

void core_events_json(const tw_game *g, int ply, int viewer, core_json *j)
{
    core_json_array(j);
    if (ply >= 0) {
        ply_events p;
        record_ply(g, ply, viewer, &p);
        for (int i = 0; i < p.ev.count; i++)
            json_event(g, &p, &p.ev.list[i], j);
    }
    core_json_end(j);
}

int tw_game_events_json(const tw_game *g, int ply, int viewer, char *buf, size_t cap)
{
    if (!g)
        return TW_E_ARG;
    if (!buf && cap > 0)
        return core_game_fail(g, TW_E_ARG, "tw_game_events_json: buf is NULL with cap %zu", cap);
    tw_status st = check_ply(g, ply, viewer, "tw_game_events_json");
    if (st != TW_OK)
        return st;
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    core_json j;
    core_json_init(&j, &sb);
    core_events_json(g, ply, viewer, &j);
    return core_sb_result(&sb);
}
