/* SPDX-License-Identifier: MIT */
/* rc_view.c: Dice Race's views: the terminal picture, JSON, and what the
 * state waits for. Nothing is hidden, so every view ignores its viewer. */
#include "rc_state.h"

#include "core/json.h"

void rc_describe(const void *state, core_sb *out)
{
    const rc_state *s = state;
    if (s->phase == RC_PH_ROLL)
        core_sb_printf(out, "chance rolls player %d's die", s->player);
    else if (s->phase == RC_PH_CHOOSE)
        core_sb_printf(out, "player %d takes or gives a %d", s->player, s->roll);
    else
        core_sb_puts(out, "the race is over");
}

void rc_render(const void *state, int viewer, core_sb *out)
{
    const rc_state *s = state;
    (void)viewer;
    core_sb_printf(out, "Dice Race to %d with a d%d, turn %d\n", s->target, s->faces, s->turn);
    for (int p = 0; p < RC_PLAYERS; p++)
        core_sb_printf(out, "player %d: %d\n", p, s->score[p]);
    core_sb_puts(out, "Now: ");
    rc_describe(s, out);
    core_sb_putc(out, '\n');
}

void rc_to_json(const void *state, int viewer, core_json *j)
{
    const rc_state *s = state;
    (void)viewer;
    core_json_key_int(j, "target", s->target);
    core_json_key_int(j, "faces", s->faces);
    core_json_key(j, "scores");
    core_json_array(j);
    for (int p = 0; p < RC_PLAYERS; p++)
        core_json_int(j, s->score[p]);
    core_json_end(j);
    core_json_key_int(j, "turn", s->turn);
    core_json_key_string(j, "phase", rc_phase_names[s->phase]);
    core_json_key(j, "roll");
    if (s->phase == RC_PH_CHOOSE)
        core_json_int(j, s->roll);
    else
        core_json_null(j);
}

/* ---- events: a sentence a row (kind, the words around the numbers) ---- */

void rc_event_text(const void *before, const core_event *e, int masked, core_sb *out)
{
    (void)before;
    (void)masked; /* nothing is hidden */
    switch (e->kind) {
    case TW_EVENT_ROLLED:
        core_sb_printf(out, "Player %d rolls a %d.", e->player, e->value);
        break;
    case TW_EVENT_SCORED:
        core_sb_printf(out, "Player %d %s %d.", e->player, e->value >= 0 ? "gains" : "loses",
                       e->value >= 0 ? e->value : -e->value);
        break;
    case TW_EVENT_TURN:
        core_sb_printf(out, "Player %d's turn %d begins.", e->player, e->value);
        break;
    case TW_EVENT_ENDED:
        if (e->player >= 0)
            core_sb_printf(out, "Player %d wins: %s.", e->player,
                           e->value == RC_END_TARGET ? "the target is reached"
                                                     : "the higher score after the last turn");
        else
            core_sb_puts(out, "The race is a draw: equal scores after the last turn.");
        break;
    default:
        break;
    }
}

void rc_event_fields(const void *before, const core_event *e, int masked, core_json *j)
{
    (void)before;
    (void)e;
    (void)masked;
    /* No pieces and no places in a race. */
    core_json_key(j, "piece");
    core_json_null(j);
    core_json_key(j, "from");
    core_json_null(j);
    core_json_key(j, "to");
    core_json_null(j);
}
