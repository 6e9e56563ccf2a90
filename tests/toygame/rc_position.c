/* SPDX-License-Identifier: MIT */
/*
 * rc_position.c: Dice Race's position text, both ways, and its check.
 *
 *   score=3/5 turn=12 player=0 phase=choose roll=2 target=20 dice=d6
 *
 * Fields in a fixed order, separated by single spaces. Reading fills a
 * zeroed state field by field, then runs rc_check(): a text is accepted
 * exactly when it is a state play can reach.
 */
#include "rc_state.h"

#include <string.h>

#include "core/reader.h"

static const char *const rc_dice_names[] = {RC_DICE(CORE_VALUE_ITEM_, CORE_VALUE_ITEM_) NULL};

void rc_to_text(const void *state, core_sb *out)
{
    const rc_state *s = state;
    core_sb_printf(out, "score=%d/%d turn=%d player=%d phase=%s roll=%d target=%d dice=%s",
                   s->score[0], s->score[1], s->turn, s->player, rc_phase_names[s->phase],
                   s->roll, s->target, s->faces == 6 ? "d6" : "d4");
}

/* Takes the next field, which must be key's. */
static tw_status rc_field(core_reader *r, const char *key, core_span *value)
{
    if (!core_rd_key(r, key, value))
        return core_rd_fail(r, key, "expected here (fields come in a fixed order)");
    return TW_OK;
}

/* A field holding a number in [lo, hi]. */
static tw_status rc_number(core_reader *r, const char *key, int lo, int hi, uint8_t *out)
{
    core_span value;
    int v = 0;
    tw_status st = rc_field(r, key, &value);
    if (st == TW_OK && !core_span_int(value, lo, hi, &v))
        return core_rd_fail(r, key, "'%.*s' is not a number %d..%d", core_span_shown(value, 20),
                            value.p, lo, hi);
    *out = (uint8_t)v;
    return st;
}

/* A field holding one of names; *out is its index. */
static tw_status rc_name(core_reader *r, const char *key, const char *const *names, int *out)
{
    core_span value;
    tw_status st = rc_field(r, key, &value);
    if (st == TW_OK && (*out = core_span_name(value, names, -1)) < 0)
        return core_rd_fail(r, key, "'%.*s' is unknown", core_span_shown(value, 20), value.p);
    return st;
}

/* "score=A/B". */
static tw_status rc_read_scores(rc_state *s, core_reader *r)
{
    core_span value, a, b;
    tw_status st = rc_field(r, "score", &value);
    int sa = 0, sb = 0;
    if (st == TW_OK && (!core_span_cut(value, '/', &a, &b) || !core_span_int(a, 0, 255, &sa) ||
                        !core_span_int(b, 0, 255, &sb)))
        return core_rd_fail(r, "score", "expected two scores, as in 3/5");
    s->score[0] = (uint8_t)sa;
    s->score[1] = (uint8_t)sb;
    return st;
}

static tw_status rc_read_fields(rc_state *s, core_reader *r)
{
    int phase = 0, dice = 0;
    tw_status st = rc_read_scores(s, r);
    if (st == TW_OK)
        st = rc_number(r, "turn", 0, RC_TURNS_MAX, &s->turn);
    if (st == TW_OK)
        st = rc_number(r, "player", 0, RC_PLAYERS - 1, &s->player);
    if (st == TW_OK)
        st = rc_name(r, "phase", rc_phase_names, &phase);
    if (st == TW_OK)
        st = rc_number(r, "roll", 0, 6, &s->roll);
    if (st == TW_OK)
        st = rc_number(r, "target", 5, 40, &s->target);
    if (st == TW_OK)
        st = rc_name(r, "dice", rc_dice_names, &dice);
    if (st == TW_OK && !core_rd_done(r))
        return core_rd_fail(r, NULL, "text after the last field");
    s->phase = (uint8_t)phase;
    s->faces = dice == 0 ? 6 : 4;
    return st;
}

tw_status rc_from_text(void *state, const char *text, core_err *err)
{
    rc_state *s = state;
    memset(s, 0, sizeof *s);
    core_reader r;
    core_rd_init(&r, text, "position", err);
    tw_status st = rc_read_fields(s, &r);
    if (st == TW_OK && rc_check(s, err) != TW_OK)
        st = TW_E_PARSE;
    if (st != TW_OK)
        memset(s, 0, sizeof *s);
    return st;
}

/* Why s is no state of a played race, or NULL. */
static const char *rc_misfit(const rc_state *s)
{
    int over = s->phase == RC_PH_OVER;
    int mover = over ? (s->turn + 1) % 2 : s->turn % 2;
    if ((s->target < 5 || s->target > 40) || (s->faces != 4 && s->faces != 6))
        return "the target is 5..40 and the die a d4 or a d6";
    if (s->phase >= RC_PH_COUNT || s->player != mover || s->turn > RC_TURNS_MAX)
        return "player 0 plays the even turns and player 1 the odd ones";
    if ((s->phase == RC_PH_CHOOSE) != (s->roll != 0) || s->roll > s->faces)
        return "a roll of the die is kept while the player chooses, and only then";
    if (s->score[0] > s->target || s->score[1] > s->target || s->score[1 - s->player] == s->target)
        return "only the player who just moved can have reached the target";
    if (over != (s->score[s->player] == s->target || s->turn == RC_TURNS_MAX))
        return "the race is over exactly when the target is reached or the turns are spent";
    static const uint8_t zeros[sizeof s->spare2] = {0};
    if (memcmp(s->spare, zeros, sizeof s->spare) || memcmp(s->spare2, zeros, sizeof s->spare2))
        return "the spare bytes are zero";
    return NULL;
}

tw_status rc_check(const void *state, core_err *err)
{
    const char *why = rc_misfit(state);
    if (why)
        return core_fail(err, TW_E_STATE, "position: %s", why);
    return TW_OK;
}
