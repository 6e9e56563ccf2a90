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
