/*
 * dr_counts.c: counts that listing the legal moves needs, made in one pass.
 *
 * The rules ask one thing at a time: what is left of one kind in the piles
 * (dr_pile_left() walks every rack and transmitter), whether a robot
 * stands on one square. Listing moves asks it for every kind or every
 * square, and asking one by one was most of a random playout's time. The
 * functions here answer for all at once; they say the same as the rules'
 * own, which stay the reference.
 */
#include "droids/dr_internal.h"

#include <assert.h>
#include <string.h>

_Static_assert(sizeof(((dr_state *)0)->tx) % 8 == 0, "boxes are read 8 at a time");

static int count_trailing_zeros(uint64_t v)
{
#if defined(__GNUC__)
    return __builtin_ctzll(v);
#else
    int n = 0;
    while (!(v & 1u)) {
        v >>= 1;
        n++;
    }
    return n;
#endif
}

void dr_pile_counts(const dr_state *s, int left[DR_KIND_COUNT])
{
    /* Chits on transmitters by kind. Every seat's boxes are read 8 at a
     * time and only the set bytes visited: most boxes are empty (zero). */
    int boxed[16] = {0};
    const uint8_t *boxes = &s->tx[0][0];
    for (size_t b = 0; b < sizeof s->tx; b += 8) {
        uint64_t eight;
        memcpy(&eight, boxes + b, sizeof eight);
        while (eight) {
            int shift = count_trailing_zeros(eight) & ~7;
            boxed[(eight >> shift) & 15]++;
            eight &= ~((uint64_t)0xFF << shift);
        }
    }
    for (int k = 0; k < DR_KIND_COUNT; k++)
        left[k] = 0; /* empty boxes and the killer's X are in no pile */
    for (int k = 1; k <= DR_DRAW_KINDS; k++) {
        left[k] = dr_full_count(s, k) - boxed[k];
        for (int p = 0; p < DR_SEATS; p++)
            left[k] -= s->rack[p][k];
    }
#ifndef NDEBUG
    for (int k = 1; k <= DR_DRAW_KINDS; k++)
        assert(left[k] == dr_pile_left(s, k));
#endif
}

void dr_robot_map(const dr_state *s, uint8_t occupied[DR_SQUARES])
{
    memset(occupied, 0, DR_SQUARES);
    for (int r = 0; r < DR_ROBOTS; r++)
        if (s->robot[r] != DR_NONE)
            occupied[s->robot[r]] = 1;
}
