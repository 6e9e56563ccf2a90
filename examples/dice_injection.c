/* SPDX-License-Identifier: MIT */
/*
 * dice_injection.c: deterministic dice from the host.
 *
 * A host (a test, a front end with physical dice, a network game whose
 * server rolls) plugs its own generator with tw_game_set_rng(). The library
 * calls it once per chance node with bound = the sum of the outcome
 * weights and takes the outcome whose cumulative weight interval holds
 * the value: for a die dN the value is the face - 1; for a blind draw it
 * indexes the pile in its canonical order.
 *
 * Here a script of values replays three rules of Gearhead Skirmish
 * (docs/rules/gearhead.md, docs/notation/gearhead.md), each checked
 * against the outcome worked out by hand. Exit status 0 when all agree.
 *
 * No generator can hang the host: a value out of range fails the roll with
 * TW_E_RNG, and one that never lets the game reach a decision (the "always
 * 0" of a first test rig, under which Gearhead's roll-off ties forever)
 * makes tw_game_advance() give up with TW_E_RNG after TW_ADVANCE_MAX
 * outcomes. Either way the game is left exactly as it was before the call.
 */
#include <stdio.h>
#include <string.h>

#include <toywar/toywar.h>

/* The host's "dice": values handed out in order; bounds recorded. */
typedef struct script {
    const uint32_t *values;
    size_t count, next;
    uint32_t bounds[8];
} script;

static uint32_t scripted(void *user, uint32_t bound)
{
    script *s = user;
    if (s->next < sizeof s->bounds / sizeof s->bounds[0])
        s->bounds[s->next] = bound;
    return s->next < s->count ? s->values[s->next++] : bound; /* bound: refused */
}

static int check(const char *what, const char *got, const char *want)
{
    int ok = strcmp(got, want) == 0;
    printf("%-44s %s%s%s\n", what, got, ok ? "" : "   EXPECTED ", ok ? "" : want);
    return ok ? 0 : 1;
}

static const char *position(const tw_game *g)
{
    static char text[512];
    tw_game_to_text(g, text, sizeof text);
    return text;
}

static const char *rolled(const tw_game *g, tw_move move)
{
    static char text[64];
    tw_move_to_string(g, move, text, sizeof text);
    return text;
}

/* The roll-off (two d8s, values face - 1) and a blind draw from the cup of
 * 72: A1-A6 are values 0-5, C 6-11, D 12-17, so 13 is a Dead Head. */
static int rolloff_and_draw(void)
{
    static const uint32_t values[] = {4, 1, 13};
    script s = {values, 3, 0, {0}};
    tw_game *g = NULL;
    tw_move move;
    int failed = 0;
    tw_game_new("gearhead", NULL, &g);
    tw_game_set_rng(g, scripted, &s);
    tw_game_roll(g, &move);
    failed |= check("player 0's d8, value 4 of bound 8:", rolled(g, move), "roll:5");
    tw_game_roll(g, &move);
    failed |= check("player 1's d8, value 1:", rolled(g, move), "roll:2");
    tw_game_roll(g, &move);
    failed |= check("player 0 won the roll-off and draws, 13 of 72:", rolled(g, move), "draw:D");
    failed |= s.bounds[0] != 8 || s.bounds[2] != 72;
    failed |= check("the position:", position(g),
                    "8/8/8/8/8/8/8/8 0 place:D A6C6D5X6H6K6O6P6R6T6B6Z6 - - - 0");
    tw_game_free(g);
    return failed;
}

/* Big Al on d5 rolls a 1 (value 0 of his d6) and pushes the line of three
 * in front of him: the Orbit on d8 is pushed off player 1's edge, a point
 * for player 0. */
static int big_al_pushes(void)
{
    static const uint32_t values[] = {0};
    script s = {values, 1, 0, {0}};
    tw_game *g = NULL;
    tw_move move;
    int failed = 0;
    if (tw_game_from_text("gearhead", "3o4/3k4/3h4/3A4/8/8/8/7K 0 act - - - - 0", &g) != TW_OK)
        return check("position", tw_game_error(NULL), "a game");
    tw_game_set_rng(g, scripted, &s);
    tw_move_from_string(g, "move:d5", &move);
    tw_game_apply(g, move);
    tw_game_advance(g); /* rolls until the next decision: Al's d6 */
    failed |= s.bounds[0] != 6;
    failed |= check("Big Al rolls 1 and pushes the line:", position(g),
                    "3k4/3h4/3A.4/8/8/8/8/7K 0 act - - O1 - 0m");
    tw_game_free(g);
    return failed;
}

/* A value out of range is an error, not a roll: the state is unchanged. */
static int out_of_range(void)
{
    static const uint32_t values[] = {8};
    script s = {values, 1, 0, {0}};
    tw_game *g = NULL;
    tw_game_new("gearhead", NULL, &g);
    tw_game_set_rng(g, scripted, &s);
    tw_status st = tw_game_roll(g, NULL);
    int failed = check("a d8 value of 8 is refused:", tw_status_string(st),
                       tw_status_string(TW_E_RNG));
    failed |= tw_game_history(g, NULL, 0) != 0;
    tw_game_free(g);
    return failed;
}

/* The test rig's first RNG: always 0. */
static uint32_t always_zero(void *user, uint32_t bound)
{
    (void)bound;
    ++*(long *)user; /* counts the calls */
    return 0;
}

/* Under an RNG that always returns 0, a game either plays to its end or
 * tw_game_advance() gives up. Toy Battle plays to its end (its runs of
 * chance nodes are finite); Gearhead's roll-off ties 1 to 1 forever, so
 * advance gives up after TW_ADVANCE_MAX rolls, with the game as before. */
static int always_zero_ends_or_is_refused(void)
{
    int failed = 0;
    const char *games[] = {"toybattle", "gearhead"};
    char refused[96];
    snprintf(refused, sizeof refused, "TW_E_RNG after %d rolls, game unchanged", TW_ADVANCE_MAX);
    const char *want[] = {"the game ended", refused};
    for (int i = 0; i < 2; i++) {
        long calls = 0;
        tw_game *g = NULL;
        tw_game_new(games[i], NULL, &g);
        tw_game_set_rng(g, always_zero, &calls);
        char got[96] = "no end";
        for (int decisions = 0; decisions < 10000; decisions++) {
            char before[512];
            snprintf(before, sizeof before, "%s", position(g));
            calls = 0;
            tw_status st = tw_game_advance(g);
            if (st == TW_E_RNG) {
                int same = strcmp(before, position(g)) == 0;
                snprintf(got, sizeof got, "TW_E_RNG after %ld rolls, game %s", calls,
                         same ? "unchanged" : "CHANGED");
                printf("  (%s)\n", tw_game_error(g));
                break;
            }
            if (st != TW_OK || tw_game_is_over(g)) {
                snprintf(got, sizeof got, "%s", st == TW_OK ? "the game ended" : tw_game_error(g));
                break;
            }
            tw_move first;
            tw_game_legal_moves(g, &first, 1); /* the first legal move */
            tw_game_apply(g, first);
        }
        char what[64];
        snprintf(what, sizeof what, "%s, RNG always 0:", games[i]);
        failed |= check(what, got, want[i]);
        tw_game_free(g);
    }
    return failed;
}

int main(void)
{
    int failed = rolloff_and_draw() | big_al_pushes() | out_of_range() |
                 always_zero_ends_or_is_refused();
    printf(failed ? "FAILED\n" : "all injected dice gave the expected outcomes\n");
    return failed;
}
