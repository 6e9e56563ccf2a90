/* SPDX-License-Identifier: MIT */
/* probe.c: the probes of probe.h, each breaking the rule it says, in a
 * test-only copy of the library (tests/CMakeLists.txt). */
#include "gearhead/gh_state.h"

#include "probe.h"

static const gh_state *probe_state(const tw_game *g)
{
    return core_game_state(g, &gh_game_def);
}

int tw_gearhead_probe_ready(const tw_game *g)
{
    return probe_state(g) != NULL;
}

int tw_gearhead_probe_count(const tw_game *g, int viewer, int player)
{
    if (!probe_state(g))
        return TW_E_ARG;
    if (viewer != TW_VIEW_ALL && (viewer < 0 || viewer > 1))
        return core_game_fail(g, TW_E_ARG, "probe: viewer %d", viewer);
    if (player < 0 || player > 1)
        return core_game_fail(g, TW_E_ARG, "probe: player %d", player);
    return 0;
}

int tw_gearhead_probe_phase(const tw_game *g)
{
    return probe_state(g) ? 0 : TW_E_ARG;
}

int tw_gearhead_is_probed(const tw_game *g)
{
    if (!g)
        return TW_E_ARG;
    return probe_state(g) ? 1 : 0;
}

tw_status tw_gearhead_probe_square(const tw_game *g, int *file)
{
    if (file)
        *file = 0;
    return probe_state(g) ? TW_OK : TW_E_ARG;
}

int tw_gearhead_probe_owner(const tw_game *g)
{
    return probe_state(g) ? TW_NONE : TW_E_ARG;
}

int tw_gearhead_probe_refuse(const tw_game *g, int kind)
{
    if (!probe_state(g))
        return TW_E_ARG;
    if (kind < 1 || kind > 3)
        return core_game_fail(g, TW_E_PARSE, "probe: kind %d", kind);
    return kind;
}

int tw_gearhead_probe_value(const tw_game *g)
{
    return probe_state(g) ? -150 : TW_E_ARG;
}

const char *tw_gearhead_probe_name(int kind)
{
    return kind == 0 ? "a" : kind == 1 ? "b" : NULL;
}
