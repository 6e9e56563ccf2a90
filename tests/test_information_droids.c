/* SPDX-License-Identifier: MIT */
/*
 * test_information_droids.c: what each seat of Droids knows
 * (docs/information.md, Droids), through the public API only.
 *
 * A seat sees everything but the kinds on the racks it may not see
 * (another's; its own while it still draws blind) and in the piles, and
 * every rack's count by pile. The tests:
 *  - pairs: thousands of seeded positions of every scenario and player
 *    count, each edited only where a seat may not look (chits swapped
 *    between a hidden rack and the pile, or between two hidden racks,
 *    within a pile) give that seat the same answer on every per-seat
 *    channel (tests/support/tw_info.h); an edit of what it knows (its own
 *    rack, a transmitter, a rack's count by pile) changes them; and pairs
 *    reached by play (one draw of another player's turned out otherwise);
 *  - the posterior, by enumeration on small positions: a determinization
 *    deals each consistent assignment at its exact probability (within
 *    4 standard errors over 20,000 seeded samples), and a blind draw's
 *    predicted weights are the posterior's average of the real ones;
 *  - determinizations of seeded games keep the seat's observation and
 *    leave the real game as it was (text, hash, history, next rolls);
 *  - a seat's record of a seeded game loads back to a game the seat
 *    cannot tell from the real one at any move; a tampered record is
 *    refused.
 */
#include "support/tw_test.h"
#include "support/tw_info.h"
#include "support/splitmix.h"
#include "toywar/droids.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KINDS 14 /* chit kinds 1..13 are in the piles */
#define TEXT_CAP 4096
#define SAMPLES 20000

/* The notation's chit codes (docs/notation/droids.md), by kind. */
static const char *const code[KINDS] = {"",   "V1", "VD", "V2", "VF", "B1", "BD",
                                        "G1", "GF", "G2", "GR", "S",  "P",  "I"};

static int pile_of(int kind)
{
    return kind <= TW_DROIDS_CHIT_VF ? 0 : kind <= TW_DROIDS_CHIT_BD ? 1
                                       : kind <= TW_DROIDS_CHIT_GR ? 2 : 3;
}

/* Every scenario with every player count it allows. */
static const char *const param_sets[] = {
    "players=2",
    "players=3",
    "players=4",
    "players=4 teams=on",
    "scenario=de-mine",
    "scenario=de-mine players=3",
    "scenario=de-mine players=4 teams=on",
    "scenario=golden-microchips",
    "scenario=golden-microchips players=3",
    "scenario=golden-microchips players=4",
    "scenario=robot-madness",
    "scenario=robot-madness players=3",
    "scenario=robot-madness players=4",
    "scenario=robot-statue",
    "scenario=robot-statue players=3",
    "scenario=duel",
    "scenario=robot-killer players=1",
};
#define PARAM_SETS (sizeof param_sets / sizeof param_sets[0])

/* The host's generator, from the test's own stream. */
static uint32_t host_rng(void *user, uint32_t bound)
{
    return (uint32_t)(splitmix64_next(user) % bound);
}

static tw_game *seeded_game(size_t set, int seed)
{
    char params[96];
    snprintf(params, sizeof params, "%s seed=%d", param_sets[set], seed);
    return tw_test_new("droids", params);
}

/* A chance node's outcome, drawn by its weights. */
static tw_move random_outcome(const tw_game *g, uint64_t *pick)
{
    tw_move moves[TW_MOVES_MAX];
    uint32_t weights[TW_MOVES_MAX];
    int n = tw_game_chance_weights(g, moves, weights, TW_MOVES_MAX);
    assert_true(n > 0);
    uint64_t total = 0;
    for (int i = 0; i < n; i++)
        total += weights[i];
    uint64_t r = splitmix64_next(pick) % total;
    int i = 0;
    while (r >= weights[i])
        r -= weights[i++];
    return moves[i];
}

/* The first of moves[0..n) whose text starts with prefix and goes on with
 * a character from next ("" for any), picked by the stream among them;
 * -1 if none. */
static int pick_prefixed(const tw_game *g, const tw_move *moves, int n, const char *prefix,
                         const char *next, uint64_t *pick)
{
    int found[TW_MOVES_MAX], count = 0;
    size_t len = strlen(prefix);
    for (int i = 0; i < n; i++) {
        char text[32];
        tw_move_to_string(g, moves[i], text, sizeof text);
        if (!strncmp(text, prefix, len) && (!*next || (text[len] && strchr(next, text[len]))))
            found[count++] = i;
    }
    return count ? found[splitmix64_next(pick) % (uint64_t)count] : -1;
}

/* The transmitter (1..10) in line with player p's droid
 * (docs/notation/droids.md). */
static int transmitter_in_line(const tw_game *g, int p)
{
    int square = tw_droids_robot_square(g, p), file = square % 10, rank = square / 10;
    static const int mirrored[4] = {0, 1, 1, 0};
    int line = p < 2 ? file : rank;
    return (mirrored[p] ? 9 - line : line) + 1;
}

/* The move a seeded random player makes, or chance's. A uniformly random
 * player passes at once and is eliminated in turn 1 (his chits rarely line
 * up with his droid), so this one mostly places violet chits, on the
 * transmitter in line with his droid, and rarely passes: its games last
 * several turns. */
static tw_move random_move(const tw_game *g, uint64_t *pick)
{
    if (tw_game_current_player(g) == TW_PLAYER_CHANCE)
        return random_outcome(g, pick);
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    assert_true(n > 0);
    int i = (int)(splitmix64_next(pick) % (uint64_t)n), wanted = -1;
    int phase = tw_droids_phase(g), mind = (int)(splitmix64_next(pick) % 16);
    if (phase == TW_DROIDS_PHASE_CHIT && mind > 0)
        wanted = pick_prefixed(g, moves, n, mind < 12 ? "chit:V" : "chit:", "", pick);
    if (phase == TW_DROIDS_PHASE_BOX && mind < 12) {
        char prefix[16];
        snprintf(prefix, sizeof prefix, "box:%d", transmitter_in_line(g, tw_game_current_player(g)));
        wanted = pick_prefixed(g, moves, n, prefix, "abc", pick);
    }
    return moves[wanted >= 0 ? wanted : i];
}

static void random_step(tw_game *g, uint64_t *pick)
{
    assert_int_equal(tw_game_apply(g, random_move(g, pick)), TW_OK);
}

static int in_phase(const tw_game *g, int a, int b)
{
    int phase = tw_droids_phase(g);
    return phase == a || phase == b;
}

/* Whether seat may not see p's rack: another's, or its own while it
 * draws blind. */
static int rack_hidden(const tw_game *g, int seat, int p)
{
    return p != seat ||
           (in_phase(g, TW_DROIDS_PHASE_PILE, TW_DROIDS_PHASE_DRAW) && tw_droids_chooser(g) == seat);
}

/* The racks and piles by kind, as the referee sees them. */
typedef struct racks {
    int players;
    int count[4][KINDS];
    int pile[KINDS];
    int pending_owner, pending_kind; /* the chit waiting for its box: known to all */
} racks;

static void read_racks(const tw_game *g, racks *r)
{
    memset(r, 0, sizeof *r);
    r->players = tw_game_num_players(g);
    for (int k = 1; k < KINDS; k++) {
        r->pile[k] = tw_droids_pile_kind_count(g, k, TW_VIEW_ALL);
        for (int p = 0; p < r->players; p++)
            r->count[p][k] = tw_droids_rack_count(g, p, k, TW_VIEW_ALL);
    }
    r->pending_owner = tw_droids_phase(g) == TW_DROIDS_PHASE_BOX ? tw_droids_chooser(g) : -1;
    r->pending_kind = tw_droids_pending_chit(g, NULL);
}

/* Chits of kind k on p's rack that an edit may change (not the one
 * waiting for its box). */
static int free_count(const racks *r, int p, int k)
{
    return r->count[p][k] - (p == r->pending_owner && k == r->pending_kind);
}

/* text with player p's rack item written from r. */
static void rewrite_rack(char *text, int p, const racks *r)
{
    char pattern[4] = {' ', "SNWE"[p], '=', '\0'};
    char *token = strstr(text, pattern);
    assert_non_null(token);
    char *end = strchr(token + 1, ' ');
    if (!end)
        end = text + strlen(text);
    char *item = strstr(token, ";rack:");
    assert_true(item && item < end);
    char *item_end = item + 1;
    while (item_end < end && *item_end != ';')
        item_end++;
    char rack[96] = "";
    for (int k = 1; k < KINDS; k++)
        for (int i = 0; i < r->count[p][k]; i++)
            snprintf(rack + strlen(rack), sizeof rack - strlen(rack), "%s%s",
                     rack[0] ? "," : ";rack:", code[k]);
    char rest[TEXT_CAP];
    snprintf(rest, sizeof rest, "%s", item_end);
    snprintf(item, TEXT_CAP - (size_t)(item - text), "%s%s", rack, rest);
}

/* A kind of pile other than avoid with chits left in the piles, picked
 * by the stream; 0 if none. */
static int kind_in_pile(const racks *r, int pile, int avoid, uint64_t *pick)
{
    int options[KINDS], n = 0;
    for (int k = 1; k < KINDS; k++)
        if (pile_of(k) == pile && k != avoid && r->pile[k] > 0)
            options[n++] = k;
    return n ? options[splitmix64_next(pick) % (uint64_t)n] : 0;
}

/* A chit of p's rack an edit may change, picked by the stream; 0 if none. */
static int chit_on(const racks *r, int p, uint64_t *pick)
{
    int options[4 * 7], n = 0;
    for (int k = 1; k < KINDS; k++)
        for (int i = 0; i < free_count(r, p, k); i++)
            options[n++] = k;
    return n ? options[splitmix64_next(pick) % (uint64_t)n] : 0;
}

/* Replaces one chit of kind k on p's rack by one of kind to from the piles. */
static void exchange_with_pile(char *text, racks *r, int p, int k, int to)
{
    r->count[p][k]--;
    r->count[p][to]++;
    rewrite_rack(text, p, r);
}

/* ---- the twins ------------------------------------------------------------ */

/* Edits text where seat may not look: a chit of a rack hidden from it
 * changed for another of the same pile from the piles, or two chits of
 * one pile swapped between two hidden racks. 0 when nothing can be. */
static int edit_unseen(const tw_game *g, int seat, char *text, uint64_t *pick)
{
    racks r;
    read_racks(g, &r);
    int hidden[4], n = 0;
    for (int p = 0; p < r.players; p++)
        if (rack_hidden(g, seat, p))
            hidden[n++] = p;
    for (int tries = 0; tries < 12 && n > 0; tries++) {
        int p = hidden[splitmix64_next(pick) % (uint64_t)n], k = chit_on(&r, p, pick);
        if (!k)
            continue;
        int q = hidden[splitmix64_next(pick) % (uint64_t)n];
        int other = q != p ? chit_on(&r, q, pick) : 0;
        if (other && other != k && pile_of(other) == pile_of(k) && splitmix64_next(pick) % 2) {
            r.count[p][k]--, r.count[p][other]++;
            r.count[q][other]--, r.count[q][k]++;
            rewrite_rack(text, p, &r);
            rewrite_rack(text, q, &r);
            return 1;
        }
        int to = kind_in_pile(&r, pile_of(k), k, pick);
        if (to) {
            exchange_with_pile(text, &r, p, k, to);
            return 1;
        }
    }
    return 0;
}

/* The first chit on a transmitter changed for another kind of its pile
 * with the same directions (so its own direction still fits). */
static int edit_transmitter(const tw_game *g, char *text, uint64_t *pick)
{
    racks r;
    read_racks(g, &r);
    char *box = strstr(text, ";tx:");
    if (!box)
        return 0;
    char *chit = strchr(box, '=') + 1;
    size_t len = strspn(chit, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
    int kind = 0;
    for (int k = 1; k < KINDS; k++)
        if (strlen(code[k]) == len && !strncmp(chit, code[k], len))
            kind = k;
    assert_true(kind > 0);
    static const int diagonal[KINDS] = {[TW_DROIDS_CHIT_VD] = 1, [TW_DROIDS_CHIT_BD] = 1,
                                        [TW_DROIDS_CHIT_PICK] = 2};
    int options[KINDS], n = 0;
    for (int k = 1; k < KINDS; k++)
        if (k != kind && pile_of(k) == pile_of(kind) && diagonal[k] == diagonal[kind] &&
            r.pile[k] > 0)
            options[n++] = k;
    if (!n)
        return 0;
    const char *to = code[options[splitmix64_next(pick) % (uint64_t)n]];
    char rest[TEXT_CAP];
    snprintf(rest, sizeof rest, "%s", chit + len);
    snprintf(chit, TEXT_CAP - (size_t)(chit - text), "%s%s", to, rest);
    return 1;
}

/* Edits text where seat does look: its own rack once it sees it (a chit
 * for another of its pile), a hidden rack's count by pile (a chit for one
 * of another pile), or a transmitter. 0 when none can be. */
static int edit_seen(const tw_game *g, int seat, char *text, uint64_t *pick)
{
    racks r;
    read_racks(g, &r);
    int choice = (int)(splitmix64_next(pick) % 3);
    for (int tries = 0; tries < 3; tries++, choice = (choice + 1) % 3) {
        if (choice == 0 && !rack_hidden(g, seat, seat)) {
            int k = chit_on(&r, seat, pick), to = k ? kind_in_pile(&r, pile_of(k), k, pick) : 0;
            if (to) {
                exchange_with_pile(text, &r, seat, k, to);
                return 1;
            }
        }
        for (int p = 0; choice == 1 && p < r.players; p++) {
            int k = rack_hidden(g, seat, p) ? chit_on(&r, p, pick) : 0;
            int to = k ? kind_in_pile(&r, (pile_of(k) + 1) % 4, 0, pick) : 0;
            if (to) {
                exchange_with_pile(text, &r, p, k, to);
                return 1;
            }
        }
        if (choice == 2 && edit_transmitter(g, text, pick))
            return 1;
    }
    return 0;
}

/* Counts of what the pairs tests checked, so that none passes by checking
 * nothing. */
typedef struct tally {
    long positions, same, differ;
    long later_turns; /* positions past turn 1 (every chit back in the box since) */
} tally;

/* For each seat of g: a twin edited where it may not look reads the same
 * on every per-seat channel; one edited where it looks does not. */
static void check_twins(const tw_game *g, uint64_t *pick, tally *t)
{
    char text[TEXT_CAP];
    assert_true(tw_game_to_text(g, text, sizeof text) < TEXT_CAP);
    tw_game *a = tw_test_position("droids", text);
    t->positions++;
    t->later_turns += tw_droids_turn(g) > 1;
    for (int seat = 0; seat < tw_game_num_players(g); seat++) {
        char twin[TEXT_CAP];
        memcpy(twin, text, sizeof twin);
        if (edit_unseen(a, seat, twin, pick)) {
            tw_game *b = tw_test_position("droids", twin);
            assert_string_not_equal(tw_test_text(b), text);
            tw_info_assert_same(a, b, seat);
            tw_game_free(b);
            t->same++;
        }
        memcpy(twin, text, sizeof twin);
        tw_game *c = NULL;
        if (edit_seen(a, seat, twin, pick) && tw_game_from_text("droids", twin, &c) == TW_OK) {
            if (!tw_info_differ(a, c, seat))
                fail_msg("seat %d cannot tell apart what it sees:\n  %s\n  %s", seat, text, twin);
            t->differ++;
        }
        tw_game_free(c);
    }
    tw_game_free(a);
}

static void test_twins_edited_where_a_seat_may_not_look(void **unused)
{
    (void)unused;
    tally t = {0, 0, 0, 0};
    for (size_t set = 0; set < PARAM_SETS; set++)
        for (int seed = 1; seed <= tw_test_work(4); seed++) {
            tw_game *g = seeded_game(set, seed);
            uint64_t pick = (uint64_t)seed * 1000 + set;
            for (int ply = 0; ply < 220 && !tw_game_is_over(g); ply++) {
                if (splitmix64_next(&pick) % 4 == 0)
                    check_twins(g, &pick, &t);
                random_step(g, &pick);
            }
            tw_game_free(g);
        }
    print_message("%ld positions (%ld past turn 1): %ld twins alike, %ld controls told apart\n",
                  t.positions, t.later_turns, t.same, t.differ);
    assert_true(t.positions >= tw_test_floor(2000));
    assert_true(t.later_turns >= tw_test_floor(300));
    assert_true(t.same >= tw_test_floor(5000));
    assert_true(t.differ >= tw_test_floor(5000));
}

/* Two games that part at a draw of player p (two outcomes of one pile)
 * and then take the same moves, as long as both can. */
static void check_parted_pair(size_t set, int seed, tally *t)
{
    tw_game *a = seeded_game(set, seed);
    uint64_t pick = (uint64_t)seed * 77 + set;
    int warmup = (int)(splitmix64_next(&pick) % 150);
    for (int ply = 0; !tw_game_is_over(a) && (ply < warmup || tw_droids_phase(a) != TW_DROIDS_PHASE_DRAW);
         ply++)
        random_step(a, &pick);
    tw_move outcomes[TW_MOVES_MAX];
    uint32_t weights[TW_MOVES_MAX];
    int n = tw_game_is_over(a) ? 0 : tw_game_chance_weights(a, outcomes, weights, TW_MOVES_MAX);
    if (n < 2) {
        tw_game_free(a);
        return;
    }
    int drawer = tw_droids_chooser(a), turn = tw_droids_turn(a);
    tw_game *b = NULL;
    assert_int_equal(tw_game_clone(a, &b), TW_OK);
    int first = (int)(splitmix64_next(&pick) % (uint64_t)n);
    assert_int_equal(tw_game_apply(a, outcomes[first]), TW_OK);
    assert_int_equal(tw_game_apply(b, outcomes[(first + 1) % n]), TW_OK);
    int plies = (int)(splitmix64_next(&pick) % 90);
    for (int ply = 0; ply < plies && !tw_game_is_over(a); ply++) {
        tw_move m = random_move(a, &pick);
        if (tw_game_apply(b, m) != TW_OK)
            break;
        assert_int_equal(tw_game_apply(a, m), TW_OK);
    }
    int still_blind = tw_droids_turn(a) == turn && rack_hidden(a, drawer, drawer);
    for (int seat = 0; seat < tw_game_num_players(a); seat++) {
        if (seat != drawer || still_blind) {
            tw_info_assert_same(a, b, seat);
            t->same++;
        } else {
            assert_true(tw_info_differ(a, b, seat)); /* his record names the draw */
            t->differ++;
        }
    }
    t->positions++;
    tw_game_free(a);
    tw_game_free(b);
}

static void test_pairs_reached_by_play(void **unused)
{
    (void)unused;
    tally t = {0, 0, 0, 0};
    for (size_t set = 0; set < PARAM_SETS; set++)
        for (int seed = 1; seed <= tw_test_work(10); seed++)
            check_parted_pair(set, seed, &t);
    print_message("%ld parted pairs: %ld seats alike, %ld drawers told apart\n", t.positions,
                  t.same, t.differ);
    assert_true(t.positions >= tw_test_floor(100));
    assert_true(t.same >= tw_test_floor(200));
    assert_true(t.differ >= tw_test_floor(50));
}

/* ---- the posterior, by enumeration --------------------------------------- */

#define STD "board=standard "
#define CH2 STD "scenario=challenge players=2 turn=1 start=S "
#define CH3N STD "scenario=challenge players=3 turn=1 start=N "
#define DU2 STD "scenario=duel players=2 turn=1 start=S "

/* A small position where the seat's unseen chits are all of one pile: the
 * seat's pool of that pile (hand-counted: the box's chits less those it
 * sees), and the racks it cannot see with their chits of that pile, in
 * seat order. */
typedef struct small_case {
    const char *text;
    int seat, pile;
    int pool[KINDS];
    int groups, player[3], size[3];
} small_case;

static const small_case small_cases[] = {
    /* North's two violets, seen from south (who holds V1 V1 V2 VF). */
    {CH2 "phase=pile cur=N S=e1;rack:V1,V1,V2,VF,B1,G1,S N=f10;rack:V2,V1", 0, 0,
     {[1] = 6, [2] = 7, [3] = 7, [4] = 8}, 1, {1}, {2}},
    /* South's two greys while he draws blind, seen by himself and by north. */
    {DU2 "phase=pile cur=S S=e1;carry:O12;rack:G1,GR N=f10;carry:O12", 0, 2,
     {[7] = 10, [8] = 6, [9] = 8, [10] = 8}, 1, {0}, {2}},
    {DU2 "phase=pile cur=S S=e1;carry:O12;rack:G1,GR N=f10;carry:O12", 1, 2,
     {[7] = 10, [8] = 6, [9] = 8, [10] = 8}, 1, {0}, {2}},
    /* Three players: north's seven blues and south's one (drawing blind),
     * seen by west, by south and by north. */
    {CH3N "phase=pile cur=S N=f10;rack:B1,B1,B1,B1,B1,B1,BD S=e1;rack:BD W=a6", 2, 1,
     {[5] = 20, [6] = 4}, 2, {0, 1}, {1, 7}},
    {CH3N "phase=pile cur=S N=f10;rack:B1,B1,B1,B1,B1,B1,BD S=e1;rack:BD W=a6", 0, 1,
     {[5] = 20, [6] = 4}, 2, {0, 1}, {1, 7}},
    {CH3N "phase=pile cur=S N=f10;rack:B1,B1,B1,B1,B1,B1,BD S=e1;rack:BD W=a6", 1, 1,
     {[5] = 14, [6] = 3}, 1, {0}, {1}},
};

static double choose(int n, int k)
{
    double c = 1;
    for (int i = 0; i < k; i++)
        c = c * (n - i) / (i + 1);
    return c;
}

#define OUTCOMES_MAX 64

/* Every consistent deal of the case's unseen chits: each hidden rack's
 * chits by kind, and its exact probability (the ways to pick them, chit
 * by chit, rack after rack, over all the ways). */
typedef struct deal {
    int count[3][KINDS];
    double p;
} deal;

typedef struct deals {
    deal d[OUTCOMES_MAX];
    int n;
} deals;

static void enumerate(const small_case *c, int group, int kind, int left, int pool[KINDS],
                      deal *cur, deals *out)
{
    if (group == c->groups) {
        assert_true(out->n < OUTCOMES_MAX);
        out->d[out->n++] = *cur;
        return;
    }
    if (kind == KINDS) {
        if (left == 0)
            enumerate(c, group + 1, 1, group + 1 < c->groups ? c->size[group + 1] : 0, pool, cur,
                      out);
        return;
    }
    if (pile_of(kind) != c->pile) {
        enumerate(c, group, kind + 1, left, pool, cur, out);
        return;
    }
    for (int x = 0; x <= left && x <= pool[kind]; x++) {
        deal next = *cur;
        next.count[group][kind] = x;
        next.p *= choose(pool[kind], x);
        pool[kind] -= x;
        enumerate(c, group, kind + 1, left - x, pool, &next, out);
        pool[kind] += x;
    }
}

static void enumerate_deals(const small_case *c, deals *out)
{
    int pool[KINDS], total = 0;
    memcpy(pool, c->pool, sizeof pool);
    for (int k = 1; k < KINDS; k++)
        total += pool[k];
    deal start;
    memset(&start, 0, sizeof start);
    start.p = 1;
    out->n = 0;
    enumerate(c, 0, 1, c->size[0], pool, &start, out);
    double all = 1, sum = 0;
    for (int g = 0; g < c->groups; g++) {
        all *= choose(total, c->size[g]);
        total -= c->size[g];
    }
    for (int i = 0; i < out->n; i++)
        sum += out->d[i].p /= all;
    assert_true(sum > 1 - 1e-12 && sum < 1 + 1e-12);
}

/* Which deal a game holds, or -1. */
static int deal_of(const tw_game *g, const small_case *c, const deals *all)
{
    for (int i = 0; i < all->n; i++) {
        int same = 1;
        for (int gr = 0; gr < c->groups; gr++)
            for (int k = 1; k < KINDS; k++)
                if (pile_of(k) == c->pile)
                    same &= tw_droids_rack_count(g, c->player[gr], k, TW_VIEW_ALL) ==
                            all->d[i].count[gr][k];
        if (same)
            return i;
    }
    return -1;
}

/* SAMPLES determinizations (half by tw_game_resample, half written into a
 * handle by tw_infostate_sample_into) fall on each deal within 4 standard
 * errors of its probability, and on nothing else. */
static void test_samples_follow_the_posterior_exactly(void **unused)
{
    (void)unused;
    for (size_t i = 0; i < sizeof small_cases / sizeof small_cases[0]; i++) {
        const small_case *c = &small_cases[i];
        deals all;
        enumerate_deals(c, &all);
        tw_game *g = tw_test_position("droids", c->text), *work = tw_test_new("droids", NULL);
        tw_infostate *is = NULL;
        assert_int_equal(tw_infostate_new(g, c->seat, &is), TW_OK);
        long hits[OUTCOMES_MAX] = {0};
        uint64_t host = 1234 + i;
        for (int n = 0; n < SAMPLES; n++) {
            tw_game *sample = NULL;
            if (n % 2) {
                assert_int_equal(tw_game_resample(g, c->seat, host_rng, &host, &sample), TW_OK);
            } else {
                assert_int_equal(tw_infostate_sample_into(is, host_rng, &host, work), TW_OK);
            }
            int d = deal_of(sample ? sample : work, c, &all);
            if (d < 0)
                fail_msg("case %zu: a sample outside the posterior: %s", i,
                         tw_test_text(sample ? sample : work));
            hits[d]++;
            tw_game_free(sample);
        }
        for (int d = 0; d < all.n; d++) {
            double expected = SAMPLES * all.d[d].p, off = (double)hits[d] - expected;
            if (off * off > 16 * expected * (1 - all.d[d].p))
                fail_msg("case %zu, deal %d: %ld samples, %.1f expected (p = %.5f)", i, d,
                         hits[d], expected, all.d[d].p);
        }
        print_message("case %zu: %d deals, each within 4 standard errors\n", i, all.n);
        tw_infostate_free(is);
        tw_game_free(work);
        tw_game_free(g);
    }
}

/* At the case's draw from its pile: the seat's predicted weights are its
 * pool (hand-counted), and they are the posterior's average of the real
 * weights, deal by deal. */
static void test_predicted_draws_average_the_real_ones(void **unused)
{
    (void)unused;
    for (size_t i = 0; i < sizeof small_cases / sizeof small_cases[0]; i++) {
        const small_case *c = &small_cases[i];
        char text[TEXT_CAP];
        snprintf(text, sizeof text, "%s", c->text);
        char *phase = strstr(text, "phase=pile");
        assert_non_null(phase);
        static const char *const pile_names[] = {"violet", "blue", "grey", "red"};
        char draw[48];
        snprintf(draw, sizeof draw, "phase=draw pile=%s", pile_names[c->pile]);
        char rest[TEXT_CAP];
        snprintf(rest, sizeof rest, "%s", phase + strlen("phase=pile"));
        snprintf(phase, sizeof text - (size_t)(phase - text), "%s%s", draw, rest);
        tw_game *g = tw_test_position("droids", text);
        tw_move moves[16], real_moves[16];
        uint32_t weights[16], real[16];
        int n = tw_game_chance_weights_for(g, c->seat, moves, weights, 16);
        int rn = tw_game_chance_weights(g, real_moves, real, 16);
        deals all;
        enumerate_deals(c, &all);
        double total = 0;
        for (int j = 0; j < n; j++)
            total += weights[j];
        int shown = 0;
        for (int k = 1; k < KINDS; k++) {
            if (pile_of(k) != c->pile)
                continue;
            double average = 0;
            for (int d = 0; d < all.n; d++) {
                double left = c->pool[k], in_pile = 0;
                for (int gr = 0; gr < c->groups; gr++)
                    left -= all.d[d].count[gr][k];
                for (int kk = 1; kk < KINDS; kk++)
                    if (pile_of(kk) == c->pile) {
                        in_pile += c->pool[kk];
                        for (int gr = 0; gr < c->groups; gr++)
                            in_pile -= all.d[d].count[gr][kk];
                    }
                average += all.d[d].p * left / in_pile;
            }
            double predicted = 0;
            for (int j = 0; j < n; j++) {
                char move[16];
                tw_move_to_string(g, moves[j], move, sizeof move);
                if (!strcmp(move + strlen("draw:"), code[k])) {
                    assert_int_equal(weights[j], c->pool[k]);
                    predicted = weights[j] / total;
                    shown++;
                }
            }
            assert_true(c->pool[k] > 0 || predicted == 0);
            assert_true(predicted - average < 1e-12 && average - predicted < 1e-12);
        }
        assert_int_equal(shown, n);
        assert_true(rn > 0); /* the real weights exist, and are another answer */
        tw_game_free(g);
    }
}

/* Any other chance node is a public die: the same outcomes and weights
 * for every seat as for the referee. */
static void test_public_dice_are_predicted_as_they_are(void **unused)
{
    (void)unused;
    const char *at_chance[] = {
        "players=3 seed=4", /* the first start player */
        CH2 "phase=shot passed=SN sent=S actor=S shot=N2 S=e1 N=e5", /* a shot's d10 */
    };
    for (int i = 0; i < 2; i++) {
        tw_game *g = i == 0 ? tw_test_new("droids", at_chance[i])
                            : tw_test_position("droids", at_chance[i]);
        tw_move all[16], mine[16];
        uint32_t w_all[16], w_mine[16];
        int n = tw_game_chance_weights(g, all, w_all, 16);
        assert_int_equal(n, i == 0 ? 3 : 10);
        for (int seat = 0; seat < tw_game_num_players(g); seat++) {
            assert_int_equal(tw_game_chance_weights_for(g, seat, mine, w_mine, 16), n);
            assert_memory_equal(all, mine, sizeof *all * (size_t)n);
            assert_memory_equal(w_all, w_mine, sizeof *w_all * (size_t)n);
        }
        tw_game_free(g);
    }
}

/* ---- determinizations of seeded games -------------------------------------- */

static char *observation_of(const tw_game *g, int seat)
{
    int n = tw_game_observation(g, seat, NULL, 0);
    assert_true(n > 0);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(tw_game_observation(g, seat, text, (size_t)n + 1), n);
    return text;
}

static void assert_same_observation(const tw_game *a, const tw_game *b, int seat)
{
    char *ta = observation_of(a, seat), *tb = observation_of(b, seat);
    assert_string_equal(ta, tb);
    assert_true(tw_game_observation_hash(a, seat) == tw_game_observation_hash(b, seat));
    free(ta);
    free(tb);
}

/* What a determinization must leave as it was. */
typedef struct snapshot {
    char *text;
    uint64_t hash;
    int history;
    tw_move moves[1024];
} snapshot;

static void take(const tw_game *g, snapshot *s)
{
    s->text = tw_test_text_dup(g);
    s->hash = tw_game_hash(g);
    s->history = tw_game_history(g, s->moves, 1024);
    assert_true(s->history <= 1024);
}

static void assert_unchanged(const tw_game *g, snapshot *s)
{
    char *now = tw_test_text_dup(g);
    assert_string_equal(now, s->text);
    assert_true(tw_game_hash(g) == s->hash);
    tw_move moves[1024];
    assert_int_equal(tw_game_history(g, moves, 1024), s->history);
    assert_memory_equal(moves, s->moves, sizeof *moves * (size_t)s->history);
    free(now);
    free(s->text);
}

/* Every way to draw from seat's information at g: resample, an
 * information state's sample, its sample into a handle, and the
 * information state's own position; each is a game seat cannot tell from
 * g, and g stays as it was. */
static void check_determinizations(const tw_game *g, int seat, tw_game *work, uint64_t *host)
{
    snapshot before;
    take(g, &before);
    tw_game *sample = NULL, *sampled_is = NULL, *read = NULL;
    assert_int_equal(tw_game_resample(g, seat, host_rng, host, &sample), TW_OK);
    assert_same_observation(sample, g, seat);
    assert_int_equal(tw_game_history(sample, NULL, 0), 0);
    tw_infostate *is = NULL;
    assert_int_equal(tw_infostate_new(g, seat, &is), TW_OK);
    assert_true(tw_infostate_hash(is) == tw_game_observation_hash(g, seat));
    assert_int_equal(tw_infostate_sample(is, host_rng, host, &sampled_is), TW_OK);
    assert_same_observation(sampled_is, g, seat);
    assert_int_equal(tw_infostate_sample_into(is, host_rng, host, work), TW_OK);
    assert_same_observation(work, g, seat);
    char text[TEXT_CAP], obs[TEXT_CAP];
    assert_true(tw_infostate_to_text(is, text, sizeof text) < TEXT_CAP);
    assert_int_equal(tw_game_from_text("droids", text, &read), TW_OK); /* a position play reaches */
    assert_same_observation(read, g, seat);
    tw_infostate_observation(is, obs, sizeof obs);
    char *real = observation_of(g, seat);
    assert_string_equal(obs, real);
    tw_game *masked = NULL; /* an observation with a masked rack is no position */
    assert_int_equal(tw_game_from_text("droids", real, &masked), strchr(real, '?') ? TW_E_PARSE : TW_OK);
    tw_game_free(masked);
    free(real);
    tw_infostate_free(is);
    tw_game_free(read);
    tw_game_free(sampled_is);
    tw_game_free(sample);
    assert_unchanged(g, &before);
}

/* Determinizations of seeded games at random points, for every seat; the
 * real game then rolls on as a copy taken before them does. */
static void test_determinizations_keep_the_observation_and_the_game(void **unused)
{
    (void)unused;
    long checked = 0;
    tw_game *work = tw_test_new("droids", NULL);
    for (size_t set = 0; set < PARAM_SETS; set++)
        for (int seed = 1; seed <= tw_test_work(2); seed++) {
            tw_game *g = seeded_game(set, seed);
            uint64_t pick = (uint64_t)seed * 31 + set, host = pick ^ 0xabcdef;
            for (int ply = 0; ply < 400 && !tw_game_is_over(g); ply++) {
                if (splitmix64_next(&pick) % 8 == 0) {
                    tw_game *before = NULL;
                    assert_int_equal(tw_game_clone(g, &before), TW_OK);
                    for (int seat = 0; seat < tw_game_num_players(g); seat++, checked++)
                        check_determinizations(g, seat, work, &host);
                    for (int k = 0; k < 6 && !tw_game_is_over(g); k++) {
                        tw_move mg = 0, mb = 0;
                        if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
                            assert_int_equal(tw_game_roll(g, &mg), TW_OK);
                            assert_int_equal(tw_game_roll(before, &mb), TW_OK);
                        } else {
                            mg = mb = random_move(g, &pick);
                            assert_int_equal(tw_game_apply(g, mg), TW_OK);
                            assert_int_equal(tw_game_apply(before, mb), TW_OK);
                        }
                        assert_int_equal(mg, mb);
                    }
                    tw_game_free(before);
                } else {
                    random_step(g, &pick);
                }
            }
            tw_game_free(g);
        }
    tw_game_free(work);
    print_message("%ld determinizations of each kind\n", checked);
    assert_true(checked >= tw_test_floor(500));
}

/* ---- a seat's record ------------------------------------------------------- */

static char *record_of(const tw_game *g, int seat)
{
    int n = tw_game_save_replay_for(g, seat, NULL, 0);
    assert_true(n > 0);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(tw_game_save_replay_for(g, seat, text, (size_t)n + 1), n);
    return text;
}

/* g back at its start: undone move by move. */
static void rewind_game(tw_game *g)
{
    while (tw_game_history(g, NULL, 0) > 0)
        assert_int_equal(tw_game_undo(g), TW_OK);
}

/* seat's record of real loads back to a game whose every position seat
 * cannot tell from the real one's, and whose own record for seat is the
 * record (at, the real game at its start, is walked forward). */
static void check_record(const tw_game *real, tw_game *at_start, int seat)
{
    char *record = record_of(real, seat);
    assert_null(strstr(record, "seed="));
    assert_null(strstr(record, "\nrng "));
    tw_game *loaded = NULL;
    if (tw_game_load_replay(record, &loaded) != TW_OK)
        fail_msg("seat %d's record refused: %s\n%s", seat, tw_game_error(NULL), record);
    char *again = record_of(loaded, seat);
    char *moves = strstr(record, "\nmoves "), *moves_again = strstr(again, "\nmoves ");
    assert_string_equal(moves, moves_again); /* the start may be completed */
    int n = tw_game_history(real, NULL, 0);
    tw_move *real_moves = malloc(sizeof *real_moves * ((size_t)n + 1));
    tw_move *loaded_moves = malloc(sizeof *loaded_moves * ((size_t)n + 1));
    assert_int_equal(tw_game_history(real, real_moves, (size_t)n), n);
    assert_int_equal(tw_game_history(loaded, loaded_moves, (size_t)n), n);
    rewind_game(loaded);
    for (int i = 0;; i++) {
        assert_same_observation(at_start, loaded, seat);
        if (i == n)
            break;
        assert_int_equal(tw_game_apply(at_start, real_moves[i]), TW_OK);
        assert_int_equal(tw_game_apply(loaded, loaded_moves[i]), TW_OK);
    }
    rewind_game(at_start);
    free(real_moves);
    free(loaded_moves);
    free(again);
    free(record);
    tw_game_free(loaded);
}

/* Every seat's record of seeded games, from the params and from a
 * position in the middle of a draw (a start with chits the seats have not
 * seen, the drawer's own among them). */
static void test_records_load_back_to_games_the_seat_cannot_tell_apart(void **unused)
{
    (void)unused;
    long records = 0, from_positions = 0;
    for (size_t set = 0; set < PARAM_SETS; set++)
        for (int seed = 1; seed <= tw_test_work(3); seed++) {
            tw_game *g = seeded_game(set, seed), *start = NULL, *from = NULL, *from_start = NULL;
            assert_int_equal(tw_game_clone(g, &start), TW_OK);
            uint64_t pick = (uint64_t)seed * 57 + set;
            int plies = 20 + (int)(splitmix64_next(&pick) % 300);
            for (int ply = 0; ply < plies && !tw_game_is_over(g); ply++) {
                tw_move m = random_move(g, &pick);
                assert_int_equal(tw_game_apply(g, m), TW_OK);
                if (from)
                    assert_int_equal(tw_game_apply(from, m), TW_OK);
                if (!from && in_phase(g, TW_DROIDS_PHASE_PILE, TW_DROIDS_PHASE_DRAW) &&
                    tw_droids_rack_size(g, tw_droids_chooser(g)) > 0 && splitmix64_next(&pick) % 4 == 0) {
                    from = tw_test_position("droids", tw_test_text(g));
                    from_start = tw_test_position("droids", tw_test_text(g));
                }
            }
            for (int seat = 0; seat < tw_game_num_players(g); seat++, records++) {
                check_record(g, start, seat);
                if (from) {
                    check_record(from, from_start, seat);
                    from_positions++;
                }
            }
            tw_game_free(from_start);
            tw_game_free(from);
            tw_game_free(start);
            tw_game_free(g);
        }
    print_message("%ld records from params, %ld from positions\n", records, from_positions);
    assert_true(records >= tw_test_floor(100));
    assert_true(from_positions >= 40);
}

/* record with the first move from written to instead (the moves come
 * after the header's "moves N" line); the result is malloc'd. */
static char *tampered(const char *record, const char *from, const char *to)
{
    const char *moves = strstr(record, "\nmoves ");
    assert_non_null(moves);
    const char *at = strstr(moves, from);
    assert_non_null(at);
    size_t head = (size_t)(at - record), len = strlen(record) - strlen(from) + strlen(to);
    char *text = malloc(len + 1);
    assert_non_null(text);
    snprintf(text, len + 1, "%.*s%s%s", (int)head, record, to, at + strlen(from));
    return text;
}

/* The record without its end line (a record may omit it: then only the
 * moves constrain the completion). */
static char *without_end(const char *record)
{
    char *text = malloc(strlen(record) + 1);
    assert_non_null(text);
    strcpy(text, record);
    char *end = strstr(text, "\nend ");
    assert_non_null(end);
    char *next = strchr(end + 1, '\n');
    memmove(end, next, strlen(next) + 1);
    return text;
}

static void assert_refused(const char *record, const char *message)
{
    tw_game *loaded = NULL;
    assert_int_equal(tw_game_load_replay(record, &loaded), TW_E_ILLEGAL);
    assert_null(loaded);
    if (!strstr(tw_game_error(NULL), message))
        fail_msg("refused with \"%s\", not \"%s\"", tw_game_error(NULL), message);
}

/* South's record of a programming he saw: north placed B1n from a rack of
 * a blue and a grey chit. Edited, it loads when the edit is one north
 * could have made (GRn: his grey could be any) and the record has no end
 * line (its end shows the B1n on the face-up transmitter), and is refused
 * when no deal of the unseen chits makes it legal. */
static void test_a_tampered_record_is_refused(void **unused)
{
    (void)unused;
    tw_game *g = tw_test_position("droids", CH2 "phase=chit cur=S S=e1;rack:V1,V2 N=f10;rack:B1,GR");
    tw_test_play(g, "chit:V1n box:1a chit:B1n box:1a");
    char *record = record_of(g, 0);
    assert_non_null(strstr(record, "\nviewer 0\nposition " CH2 "phase=chit cur=S "
                                   "S=e1;rack:V1,V2 N=f10;rack:B1,G1\nend "));
    assert_non_null(strstr(record, "\nmoves 4\n"));
    tw_game *loaded = NULL;
    char *edit = tampered(record, "chit:B1n", "chit:GRn");
    assert_refused(edit, "the moves do not lead to the record's end");
    free(edit);
    char *endless = without_end(record);
    edit = tampered(endless, "chit:B1n", "chit:GRn");
    free(endless);
    assert_int_equal(tw_game_load_replay(edit, &loaded), TW_OK);
    assert_string_equal(tw_test_text(loaded),
                        CH2 "phase=chit cur=S S=e1;rack:V2;tx:1a=V1n N=f10;rack:B1;tx:1a=GRn");
    tw_game_free(loaded);
    free(edit);
    edit = tampered(record, "chit:B1n", "chit:V2n");
    assert_refused(edit, "the record's move 3 (chit:V2n) places a chit its player cannot hold");
    free(edit);
    edit = tampered(record, "chit:V1n", "chit:VFn"); /* south holds V1 and V2, and knows it */
    assert_refused(edit, "the record's move 1 (chit:VFn) places a chit its player cannot hold");
    free(edit);
    edit = tampered(record, "box:1a", "draw:?");
    assert_refused(edit, "the record's move 2 (draw:?) is not legal there");
    free(edit);
    free(record);
    tw_game_free(g);

    /* The duel has no diagonal chits: north's blue cannot be a BD. */
    g = tw_test_position("droids", DU2 "phase=chit cur=S S=e1;carry:O12;rack:V1,V2 "
                                   "N=f10;carry:O12;rack:B1,GR");
    tw_test_play(g, "chit:V1n box:1a chit:B1n box:1a");
    record = record_of(g, 0);
    edit = tampered(record, "chit:B1n", "chit:BDne");
    assert_refused(edit, "the record draws or places more BD chits in a turn than the box holds");
    free(edit);
    free(record);
    tw_game_free(g);
}

/* A record whose masked draws are north's: he places what the record
 * says, and the chits he never places are the lowest of their pile. */
static void test_a_record_completes_masked_draws_with_the_placed_kinds(void **unused)
{
    (void)unused;
    tw_game *g = tw_test_position("droids", CH2 "phase=pile cur=N S=e1;rack:V1,V1,V1,V1,V1,V1,V1 "
                                            "N=f10;rack:B1,B1,B1,B1,B1");
    tw_test_play(g, "pile:red draw:I pile:violet draw:VF chit:V1n box:1a chit:In box:1a");
    char *record = record_of(g, 0);
    assert_non_null(strstr(record, "\nmoves 8\npile:red draw:? pile:violet draw:? chit:V1n box:1a "
                                   "chit:In box:1a\n"));
    tw_game *loaded = NULL;
    assert_int_equal(tw_game_load_replay(record, &loaded), TW_OK);
    /* I is placed, so his red draw was an I; his violet, never placed, the lowest: V1 */
    tw_move moves[8];
    assert_int_equal(tw_game_history(loaded, moves, 8), 8);
    char text[16];
    tw_move_to_string(loaded, moves[1], text, sizeof text);
    assert_string_equal(text, "draw:I");
    tw_move_to_string(loaded, moves[3], text, sizeof text);
    assert_string_equal(text, "draw:V1");
    assert_string_equal(tw_test_text(loaded), CH2 "phase=chit cur=S S=e1;rack:V1,V1,V1,V1,V1,V1;tx:1a=V1n "
                                              "N=f10;rack:V1,B1,B1,B1,B1,B1;tx:1a=In");
    free(record);
    tw_game_free(loaded);
    tw_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_twins_edited_where_a_seat_may_not_look),
        cmocka_unit_test(test_pairs_reached_by_play),
        cmocka_unit_test(test_samples_follow_the_posterior_exactly),
        cmocka_unit_test(test_predicted_draws_average_the_real_ones),
        cmocka_unit_test(test_public_dice_are_predicted_as_they_are),
        cmocka_unit_test(test_determinizations_keep_the_observation_and_the_game),
        cmocka_unit_test(test_records_load_back_to_games_the_seat_cannot_tell_apart),
        cmocka_unit_test(test_a_tampered_record_is_refused),
        cmocka_unit_test(test_a_record_completes_masked_draws_with_the_placed_kinds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
