/* SPDX-License-Identifier: MIT */
/*
 * rc_state.h: Dice Race, the test-only game of docs/design/adding-a-game.md.
 *
 * Two players race to a target score. A turn is a die roll (a chance
 * node), then the player to move takes the roll (adds it to his own score)
 * or gives it (takes it off the other's score, down to 0). The first to
 * reach the target wins; after RC_TURNS_MAX turns the higher score wins, an
 * equal score is a draw. Built from the guide alone, to prove it: it lives
 * in tests/, and only a test-only copy of the library registers it.
 *
 * Files, as the guide lays them out: rc_state.h (state, vocabulary, move
 * packing), rc_game.c (the table), rc_rules.c, rc_moves.c, rc_position.c,
 * rc_view.c; rc_registry.c lists the shipped games and this one.
 */
#ifndef TOYWAR_TESTS_RC_STATE_H
#define TOYWAR_TESTS_RC_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "core/game_def.h"
#include "core/move.h"

enum { RC_PLAYERS = 2, RC_TURNS_MAX = 100 };

typedef enum rc_phase { RC_PH_ROLL, RC_PH_CHOOSE, RC_PH_OVER, RC_PH_COUNT } rc_phase;

/* Move types: the chance outcome "roll:N", then the two decisions. */
typedef enum rc_move_type { RC_MV_ROLL = 1, RC_MV_TAKE, RC_MV_GIVE, RC_MV_COUNT } rc_move_type;

/* The names of the phases and of the dice param's values, shared by the
 * table, the notation and the views. */
extern const char *const rc_phase_names[RC_PH_COUNT];
#define RC_DICE(FIRST, NEXT) FIRST("d6") NEXT("d4")

typedef struct rc_state {
    /* What apply changes: one 8-byte word. */
    uint8_t score[RC_PLAYERS];
    uint8_t player; /* whose turn it is */
    uint8_t phase;  /* rc_phase */
    uint8_t roll;   /* the die, while the player chooses; else 0 */
    uint8_t turn;   /* completed turns, 0..RC_TURNS_MAX */
    uint8_t spare[2];
    /* Fixed after init or from_text (rc_game_def.mutable_size). */
    uint8_t target; /* the score that wins */
    uint8_t faces;  /* 6 or 4 */
    uint8_t spare2[6];
} rc_state;

_Static_assert(sizeof(rc_state) == 16, "rc_state has no padding: the core hashes its bytes");
_Static_assert(sizeof(rc_state) <= CORE_STATE_MAX, "rc_state fits the core");

/* A move: its type, and the face for a roll (type << 8 | face, in the
 * core's packing, core/move.h); no other bits set. */
#define RC_MOVE_LAYOUT 8, 0, 8, 0, 0
static inline tw_move rc_move(int type, int face)
{
    return CORE_MOVE(RC_MOVE_LAYOUT, type, face, 0);
}
static inline int rc_move_type_of(tw_move m)
{
    return CORE_MOVE_TYPE(RC_MOVE_LAYOUT, m);
}
static inline int rc_move_face(tw_move m)
{
    return CORE_MOVE_A(RC_MOVE_LAYOUT, m);
}

/* Why a race ended (the value of its TW_EVENT_ENDED). */
enum { RC_END_TARGET = 1, RC_END_TURNS = 2 };

/* rc_rules.c */
int rc_current_player(const void *state);
int rc_legal_moves(const void *state, tw_move *moves);
int rc_chance_weights(const void *state, tw_move *moves, uint32_t *weights);
void rc_apply(void *state, tw_move move);
void rc_apply_events(void *state, tw_move move, core_events *ev);
int rc_winner(const void *state);
int rc_scores(const void *state, int *scores);

/* rc_moves.c */
int rc_move_to_text(const void *state, tw_move move, core_sb *out);
tw_status rc_move_from_text(const void *state, const char *text, tw_move *move, core_err *err);

/* rc_position.c */
void rc_to_text(const void *state, core_sb *out);
tw_status rc_from_text(void *state, const char *text, core_err *err);
tw_status rc_check(const void *state, core_err *err);

/* rc_view.c */
void rc_render(const void *state, int viewer, core_sb *out);
void rc_to_json(const void *state, int viewer, core_json *j);
void rc_describe(const void *state, core_sb *out);
void rc_event_text(const void *before, const core_event *e, int masked, core_sb *out);
void rc_event_fields(const void *before, const core_event *e, int masked, core_json *j);

#endif /* TOYWAR_TESTS_RC_STATE_H */
