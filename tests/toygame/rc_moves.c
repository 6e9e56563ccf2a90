/* SPDX-License-Identifier: MIT */
/* rc_moves.c: Dice Race's move notation: "roll:N", "take", "give". */
#include "rc_state.h"

#include "core/reader.h"

/* The word of each move type; a roll has its face after a ':'. */
static const char *const rc_move_words[RC_MV_COUNT] = {NULL, "roll", "take", "give"};

int rc_move_to_text(const void *state, tw_move move, core_sb *out)
{
    const rc_state *s = state;
    int type = rc_move_type_of(move), face = rc_move_face(move);
    if (type < RC_MV_ROLL || type >= RC_MV_COUNT)
        return 0;
    if (type == RC_MV_ROLL ? face < 1 || face > s->faces : face != 0)
        return 0;
    core_sb_puts(out, rc_move_words[type]);
    if (type == RC_MV_ROLL)
        core_sb_printf(out, ":%d", face);
    return 1;
}

tw_status rc_move_from_text(const void *state, const char *text, tw_move *move, core_err *err)
{
    const rc_state *s = state;
    core_span word = core_span_of(text), face_text;
    int has_face = core_span_cut(word, ':', &word, &face_text);
    int type = core_span_name(word, rc_move_words, RC_MV_COUNT), face = 0;
    if (type < 0)
        return core_fail(err, TW_E_PARSE, "'%.40s' is no Dice Race move (roll:N, take, give)",
                         text);
    if ((type == RC_MV_ROLL) != has_face ||
        (has_face && !core_span_int(face_text, 1, s->faces, &face)))
        return core_fail(err, TW_E_PARSE, "'%.40s': %s", text,
                         type == RC_MV_ROLL ? "a roll is roll:1 up to the die's faces"
                                            : "take and give have nothing after them");
    *move = rc_move(type, face);
    return TW_OK;
}
