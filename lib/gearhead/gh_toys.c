/* SPDX-License-Identifier: MIT */
/*
 * gh_toys.c: every toy's rules, as one table row each.
 *
 * A row reads like the seed's toy list: the move die, what each face does,
 * then the properties the movement code asks about (flying, pushing, what a
 * bump does) and the step the toy offers after it has moved. Behaviour that
 * is more than data lives in one small function per effect (gh_board.c,
 * gh_steps.c), chosen by these fields, never by the toy's name.
 */
#include "gearhead/gh_state.h"

#define S(n) {GH_ACT_STRAIGHT, n}
#define D(n) {GH_ACT_DIAGONAL, n}
#define EGG {GH_ACT_EGG, 0}
#define VANISH {GH_ACT_VANISH, 0}
#define SHOOT(dir) {GH_ACT_SHOOT_##dir, 0}
#define NONE {0, 0}

/* Small Fry and Ziggy: a d6 for the kind of move, then a d6 for distance. */
#define TWO_ROLLS {S(0), S(0), S(0), D(0), D(0), D(0), NONE, NONE}

const gh_toy gh_toys[GH_KIND_SLOTS] = {
    [GH_BIG_AL] = {"A", "Big Al", "big-al", 6, 0, false, true, false, false, GH_STEP_NONE,
                   {S(1), S(1), S(2), S(2), S(3), S(3), NONE, NONE}},
    [GH_CLUCKETTA] = {"C", "Clucketta", "clucketta", 8, 0, true, false, false, false,
                      GH_STEP_NONE, {S(1), S(2), S(3), D(1), D(2), D(3), EGG, EGG}},
    [GH_DEAD_HEAD] = {"D", "Dead Head", "dead-head", 6, 0, false, false, true, false,
                      GH_STEP_NONE, {S(1), S(2), S(3), D(1), D(2), D(3), NONE, NONE}},
    [GH_DISASTEROID] = {"X", "Disasteroid", "disasteroid", 6, 0, false, false, false, false,
                        GH_STEP_NONE,
                        {S(1), S(2), S(3), SHOOT(AHEAD), SHOOT(LEFT), SHOOT(RIGHT), NONE, NONE}},
    [GH_HANDY] = {"H", "Handy", "handy", 6, 0, false, false, false, false, GH_STEP_WIND,
                  {S(1), S(2), S(3), S(4), S(5), S(6), NONE, NONE}},
    [GH_KRINGLE] = {"K", "Krush Kringle", "krush-kringle", 6, 0, false, false, false, false,
                    GH_STEP_POUND, {S(1), S(1), S(1), S(2), S(2), S(2), NONE, NONE}},
    [GH_ORBIT] = {"O", "Orbit", "orbit", 6, 0, true, false, false, false, GH_STEP_NONE,
                  {S(1), S(2), S(3), S(4), S(5), S(6), NONE, NONE}},
    [GH_PRESTO] = {"P", "Presto", "presto", 8, 0, false, false, false, false, GH_STEP_NONE,
                   {S(1), S(1), S(2), S(2), S(3), S(3), VANISH, VANISH}},
    [GH_KANGARUFFIAN] = {"R", "Kangaruffian", "kangaruffian", 8, 0, false, false, false, false,
                         GH_STEP_PUNCH, {D(1), D(1), D(2), D(2), D(3), D(3), D(4), D(4)}},
    [GH_TIMEBOMB] = {"T", "Walking Timebomb", "walking-timebomb", 6, 0, false, false, false,
                     false, GH_STEP_EXPLODE, {S(1), S(2), S(3), S(4), S(5), S(6), NONE, NONE}},
    [GH_ZAP_BOT] = {"B", "Zap-Bot", "zap-bot", 8, 0, false, false, false, false, GH_STEP_ZAP,
                    {D(1), D(1), D(2), D(2), D(3), D(3), D(4), D(4)}},
    [GH_ZIGGY] = {"Z", "Ziggy", "ziggy", 6, 6, false, false, false, true, GH_STEP_AGAIN,
                  TWO_ROLLS},
    [GH_SMALL_FRY] = {"F", "Small Fry", "small-fry", 6, 6, false, false, false, false,
                      GH_STEP_NONE, TWO_ROLLS},
};

int gh_kind_of_letter(char letter)
{
    for (int kind = GH_BIG_AL; kind <= GH_SMALL_FRY; kind++)
        if (gh_toys[kind].code[0] == letter)
            return kind;
    return GH_EMPTY;
}
