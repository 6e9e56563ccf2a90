/* SPDX-License-Identifier: MIT */
/*
 * tb_rules.c: the rules of Toy Battle as a state machine.
 *
 * A turn is one action, draw or place. A placement runs in the order the
 * rulings fix: the troop lands (an enemy HQ wins at once), regions are
 * claimed, the troop's effect resolves (Cap'n's extra placement being a
 * full placement with its own effect, so chains need no stack: Cap'n's
 * effect ends with it), then the special bases placed on this turn resolve
 * in placement order. Every placement is remembered in the turn's chain so
 * the special bases can be walked afterwards. Each "you may" stops at a
 * decision whose last option is "no"; every randomiser (the first player,
 * removals, draws, XB-42's pick, Battlefield's freeze) is a chance node
 * over the kinds left, weighted by how many are left. Whatever needs no
 * decision and no chance runs inside apply, so after every move the state
 * waits for a decision, a chance outcome or nobody.
 */
#include "toybattle/tb_state.h"

#include <assert.h>
#include <string.h>

/* ---- the recorder ---------------------------------------------------------
 *
 * The rules record their events as they act (docs/events.md) through a
 * recorder, ev, that is NULL on the hot path, where core_emit() is a
 * test. What a recorder costs there is the register that keeps it through
 * a call, saved and restored by a function's every call: so the branches
 * that record and seldom run (claims, a thaw, a stuck player) are out of
 * line, where the hot path does not keep the recorder for them, and the
 * hottest move, a placement, is compiled twice, with no recorder and with
 * one (tb_on_place()). Measured by bench/instruction_counts.sh
 * (docs/events.md gives the figures). */

#if defined(__GNUC__)
#define TB_COLD __attribute__((cold, noinline))
#define TB_NOINLINE __attribute__((noinline))
#define TB_ALWAYS_INLINE __attribute__((always_inline))
#else
#define TB_COLD
#define TB_NOINLINE
#define TB_ALWAYS_INLINE
#endif

/* ---- small readers ------------------------------------------------------ */

/* The troops of a count by kind (a rack, a reserve, ...), kind by kind. */
static int tb_count8_each(const uint8_t *counts)
{
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++)
        n += counts[k];
    return n;
}

/* As tb_count8_each(), in one multiply (racks and reserves are counted at
 * every turn and every draw): the product's top byte is the sum of the
 * eight counts, in any byte order, and no byte carries since the counts
 * add up to at most TB_ARMY. */
static int tb_count8(const uint8_t *counts)
{
    uint64_t word;
    _Static_assert(TB_KINDS == 8 && TB_ARMY < 256, "a count by kind is one word");
    memcpy(&word, counts, sizeof word);
    int n = (int)((word * UINT64_C(0x0101010101010101)) >> 56);
    assert(n == tb_count8_each(counts));
    (void)tb_count8_each; /* the reference stays compiled */
    return n;
}

int tb_rack_size(const tb_state *s, int player)
{
    return tb_count8(s->rack[player]);
}

/* The owner of node's top troop, or -1 when it has none. */
static int tb_top_owner(const tb_state *s, int node)
{
    int t = tb_top(s, node);
    return t ? TB_TROOP_OWNER(t) : -1;
}

/* The bases topped by player's troops. */
static uint32_t tb_bases_of(const tb_state *s, int player)
{
    return s->mine[player] & s->map.bases;
}

static int tb_special_base(const tb_state *s, int node)
{
    return s->special_on && s->map.special[node];
}

/* How many troops a draw of up to wanted gives: the rack holds at most 8
 * and the reserve may run short. */
static int tb_draw_count(const tb_state *s, int player, int wanted)
{
    int room = TB_RACK_MAX - tb_rack_size(s, player);
    int left = tb_count8(s->reserve[player]);
    int n = wanted < room ? wanted : room;
    return n < left ? n : left;
}

/* ---- placement ---------------------------------------------------------- */

/* The nodes player may reach under the connection rule: the neighbours of
 * his HQs and of every base topped by his troops that is joined to an HQ
 * through such bases. HQs are never in between. */
static uint32_t tb_connected(const tb_state *s, int player)
{
    const tb_map *m = &s->map;
    uint32_t seen = 0, reach = 0;
    for (int n = 0; n < m->node_count; n++)
        if (m->owner[n] == player)
            seen |= 1u << n;
    uint32_t frontier = seen;
    while (frontier) {
        int n = core_lowest_bit(frontier);
        frontier &= frontier - 1;
        reach |= m->adj[n];
        for (uint32_t next = m->adj[n] & ~seen; next; next &= next - 1) {
            int k = core_lowest_bit(next);
            if (tb_is_base(m, k) && tb_top_owner(s, k) == player) {
                seen |= 1u << k;
                frontier |= 1u << k;
            }
        }
    }
    return reach;
}

/* Kwak is a joker both ways; otherwise only a strictly stronger troop covers. */
static int tb_can_cover(int kind, int troop)
{
    int below = TB_TROOP_KIND(troop);
    return kind == TB_KWAK || below == TB_KWAK || kind > below;
}

/* Tropical Pool's gates let through the strengths they show, and Kwak. */
static int tb_gate_allows(const tb_state *s, int node, int kind)
{
    uint8_t gate = s->map.gate[node];
    return !s->special_on || !gate || kind == TB_KWAK || (gate >> kind & 1);
}

/* Whether player may place a troop of kind on node, the connection mask
 * being connected(s, player). Hook waives the path for bases only. */
static int tb_place_ok(const tb_state *s, int player, int kind, int node, uint32_t conn)
{
    const tb_map *m = &s->map;
    int linked = (int)(conn >> node & 1u);
    if (!tb_gate_allows(s, node, kind))
        return 0;
    if (!tb_is_base(m, node))
        return m->owner[node] != player && linked;
    int t = tb_top(s, node);
    if (t && TB_TROOP_OWNER(t) != player && !tb_can_cover(kind, t))
        return 0;
    return linked || kind == TB_HOOK;
}

/* A frozen troop stays on the rack but cannot be placed. */
static int tb_placeable(const tb_state *s, int player, int kind)
{
    return s->rack[player][kind] > s->frozen[player][kind];
}

/* Writes player's legal placements (kind by kind, node by node): the rules
 * as written, one tb_place_ok() per kind and node. tb_list_placements() below
 * gives the same list faster, and debug builds check that it does. */
static int tb_list_placements_each(const tb_state *s, int player, tw_move *moves)
{
    uint32_t conn = tb_connected(s, player);
    int n = 0;
    for (int kind = 0; kind < TB_KINDS; kind++) {
        if (!tb_placeable(s, player, kind))
            continue;
        for (int node = 0; node < s->map.node_count; node++)
            if (tb_place_ok(s, player, kind, node, conn)) {
                if (moves)
                    moves[n] = TB_MOVE(TB_MV_PLACE, kind, node);
                n++;
            }
    }
    return n;
}

/* ---- placements by node masks -------------------------------------------- */

/* What tb_place_ok() looks at, for every node at once: a bit per node. Listing
 * placements is most of a random playout's time, and tb_place_ok() asks the
 * same questions of each node once per kind. */
typedef struct node_masks {
    uint32_t linked;          /* connected(s, player) */
    uint32_t hq;              /* the opponent's HQs */
    uint32_t open;            /* bases with no troop, or the player's own, on top */
    uint32_t under[TB_KINDS]; /* bases topped by an enemy troop of each kind */
} node_masks;

/* As tb_connected(), from the player's HQs and the bases his troops top. */
static uint32_t tb_connected_masks(const tb_map *m, uint32_t own_hqs, uint32_t topped)
{
    uint32_t seen = own_hqs, reach = 0, frontier = own_hqs;
    while (frontier) {
        int n = core_lowest_bit(frontier);
        frontier &= frontier - 1;
        reach |= m->adj[n];
        uint32_t next = m->adj[n] & topped & ~seen;
        seen |= next;
        frontier |= next;
    }
    return reach;
}

/* The board's masks are kept in the state; the connection search runs on
 * them. */
static void tb_node_masks_of(const tb_state *s, int player, node_masks *nm)
{
    const tb_map *m = &s->map;
    uint32_t enemy = tb_bases_of(s, 1 - player);
    for (int kind = 0; kind < TB_KINDS; kind++)
        nm->under[kind] = s->kinds[kind] & enemy;
    nm->hq = m->hqs[1 - player];
    nm->open = m->bases & ~enemy;
    nm->linked = tb_connected_masks(m, m->hqs[player], tb_bases_of(s, player));
    assert(nm->linked == tb_connected(s, player));
}

/* The nodes where a troop of kind may go: tb_place_ok() for every node.
 * weaker: the bases topped by an enemy Kwak or by an enemy weaker than
 * kind (tb_can_cover()); Kwak itself covers every enemy. */
static uint32_t tb_placements_of_kind(const tb_state *s, const node_masks *nm, int kind,
                                   uint32_t weaker)
{
    uint32_t coverable = kind == TB_KWAK ? s->map.bases & ~nm->open : weaker;
    uint32_t closed = s->special_on ? s->map.closed[kind] : 0; /* tb_gate_allows() */
    uint32_t bases = (nm->open | coverable) & (kind == TB_HOOK ? ~0u : nm->linked);
    return ((nm->hq & nm->linked) | bases) & ~closed;
}

/* As tb_list_placements_each(). */
static int tb_list_placements(const tb_state *s, int player, tw_move *moves)
{
    node_masks nm;
    tb_node_masks_of(s, player, &nm);
    int n = 0;
    uint32_t weaker = nm.under[TB_KWAK];
    for (int kind = 0; kind < TB_KINDS; weaker |= nm.under[kind], kind++) {
        if (!tb_placeable(s, player, kind))
            continue;
        uint32_t nodes = tb_placements_of_kind(s, &nm, kind, weaker);
        for (; nodes; nodes &= nodes - 1)
            moves[n++] = TB_MOVE(TB_MV_PLACE, kind, core_lowest_bit(nodes));
    }
#ifndef NDEBUG
    tw_move each[TW_MOVES_MAX];
    assert(tb_list_placements_each(s, player, each) == n);
    assert(memcmp(moves, each, (size_t)n * sizeof *moves) == 0);
#else
    (void)tb_list_placements_each; /* the reference stays compiled */
#endif
    return n;
}

/* Whether player has a legal placement: tb_list_placements() > 0, stopping at
 * the first kind that has one (the stuck test and Cap'n ask only that). */
static int tb_has_placement(const tb_state *s, int player)
{
    node_masks nm;
    tb_node_masks_of(s, player, &nm);
    int any = 0;
    uint32_t weaker = nm.under[TB_KWAK];
    for (int kind = 0; kind < TB_KINDS && !any; weaker |= nm.under[kind], kind++)
        any = tb_placeable(s, player, kind) && tb_placements_of_kind(s, &nm, kind, weaker) != 0;
    assert(any == (tb_list_placements_each(s, player, NULL) > 0));
    return any;
}

/* ---- the board changes, regions and the end ----------------------------- */

static void tb_game_over(tb_state *s, int winner, int how, core_events *ev)
{
    core_emit(ev, TW_EVENT_ENDED, winner, TW_NONE, TW_NONE, TW_NONE, how);
    s->phase = TB_PH_OVER;
    s->winner = (uint8_t)winner;
    s->end = (uint8_t)how;
    s->step = TB_STEP_NONE;
    s->left = 0;
    s->target = 0;
    s->chain_len = s->chain_next = 0;
    memset(s->chain, 0, sizeof s->chain);
}

void tb_rules_count_medals(tb_state *s)
{
    s->medals[0] = s->medals[1] = 0;
    for (int g = 0; g < s->map.region_count; g++)
        if (s->claimed[g])
            s->medals[s->claimed[g] - 1] = (uint8_t)(s->medals[s->claimed[g] - 1] +
                                                     s->map.region_medals[g]);
}

/* Whether the medals are those of the claimed regions (debug asserts). */
static int tb_medals_match_claims(const tb_state *s)
{
    tb_state recount;
    memcpy(&recount, s, sizeof recount);
    tb_rules_count_medals(&recount);
    return recount.medals[0] == s->medals[0] && recount.medals[1] == s->medals[1];
}

/* Whether every base around region g is topped by player's troops (an HQ
 * on the border is not required). */
static int tb_ringed_by(const tb_state *s, int g, int player)
{
    for (int i = 0; i < s->map.region_len[g]; i++) {
        int n = s->map.region_ring[g][i];
        if (tb_is_base(&s->map, n) && tb_top_owner(s, n) != player)
            return 0;
    }
    return 1;
}

/* Which players ring region g, bit p for player p: tb_ringed_by() for both,
 * by the ring's bases and the players' topped nodes. Debug builds check it
 * against tb_ringed_by(). */
static unsigned tb_ringed_players(const tb_state *s, int g)
{
    uint32_t ring = s->map.ring_bases[g];
    unsigned both = (unsigned)!(ring & ~s->mine[0]) | (unsigned)!(ring & ~s->mine[1]) << 1;
#ifndef NDEBUG
    assert((both & 1) == (unsigned)tb_ringed_by(s, g, 0));
    assert((both >> 1) == (unsigned)tb_ringed_by(s, g, 1));
#else
    (void)tb_ringed_by; /* the reference stays compiled */
#endif
    return both;
}

/* The unclaimed regions among regions that each player rings, bit g for
 * region g: tb_ringed_players() of each, region by region. */
static void tb_ringed_among_each(const tb_state *s, uint32_t regions, uint32_t ringed[2])
{
    ringed[0] = ringed[1] = 0;
    for (; regions; regions &= regions - 1) {
        int g = core_lowest_bit(regions);
        /* No branch on the claim: which region is claimed is unpredictable. */
        unsigned both = tb_ringed_players(s, g) & (unsigned)(s->claimed[g] == 0) * 3u;
        ringed[0] |= (both & 1u) << g;
        ringed[1] |= (both >> 1) << g;
    }
}

#if defined(__SSE2__)
#include <emmintrin.h>

/* Bits g to g + 3 of within[p] set where the rings of regions g to g + 3
 * have no base outside ~outside[p], the bases player p tops. */
static void tb_rings_within(const tb_map *m, int g, const __m128i outside[2], uint32_t within[2])
{
    __m128i ring = _mm_loadu_si128((const __m128i *)(const void *)&m->ring_bases[g]);
    for (int p = 0; p < 2; p++) {
        __m128i left = _mm_cmpeq_epi32(_mm_and_si128(ring, outside[p]), _mm_setzero_si128());
        within[p] |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(left)) << g;
    }
}

/* As tb_ringed_among_each(), the map's regions four at a time, each ring's
 * bases outside each player's tops tested at once, with no branch on the
 * regions (a loop over the regions around a placement ended
 * unpredictably); maps of more than 8 regions take two rounds more. */
static void tb_ringed_among(const tb_state *s, uint32_t regions, uint32_t ringed[2])
{
    const tb_map *m = &s->map;
    __m128i outside[2] = {_mm_set1_epi32((int)~s->mine[0]), _mm_set1_epi32((int)~s->mine[1])};
    __m128i claimed = _mm_loadu_si128((const __m128i *)(const void *)s->claimed);
    regions &= (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(claimed, _mm_setzero_si128()));
    uint32_t within[2] = {0, 0};
    tb_rings_within(m, 0, outside, within);
    tb_rings_within(m, 4, outside, within);
    if (m->region_count > 8) {
        tb_rings_within(m, 8, outside, within);
        tb_rings_within(m, 12, outside, within);
    }
    ringed[0] = within[0] & regions;
    ringed[1] = within[1] & regions;
#ifndef NDEBUG
    uint32_t each[2];
    tb_ringed_among_each(s, regions, each);
    assert(each[0] == ringed[0] && each[1] == ringed[1]);
#else
    (void)tb_ringed_among_each; /* the reference stays compiled */
#endif
}
_Static_assert(TB_REGIONS_MAX == 16, "ringed_among() reads the claims as one 16-byte vector");
#else
static void tb_ringed_among(const tb_state *s, uint32_t regions, uint32_t ringed[2])
{
    tb_ringed_among_each(s, regions, ringed);
}
#endif

/* The unclaimed regions each player rings, among all the map's. */
static void tb_ringed_regions_each(const tb_state *s, uint32_t ringed[2])
{
    tb_ringed_among(s, ((uint32_t)1 << s->map.region_count) - 1, ringed);
}

void tb_rules_find_rings(tb_state *s)
{
    uint32_t ringed[2];
    tb_ringed_regions_each(s, ringed);
    s->ringed[0] = (uint16_t)ringed[0];
    s->ringed[1] = (uint16_t)ringed[1];
}

/* Whether s->ringed holds the unclaimed regions each player rings (debug
 * asserts). */
static int tb_ringed_is_current(const tb_state *s)
{
    uint32_t ringed[2];
    tb_ringed_regions_each(s, ringed);
    return s->ringed[0] == ringed[0] && s->ringed[1] == ringed[1];
}

/* The claims of tb_claim_regions() once some region is ringed (or a
 * player is at the objective): out of line, as few changes claim. */
TB_NOINLINE static int tb_claim_ringed(tb_state *s, uint32_t ringed[2], core_events *ev)
{
    int order[2] = {s->player, 1 - s->player};
    int over = 0;
    for (int i = 0; i < 2 && !over; i++) {
        int q = order[i];
        /* No region is ringed by both (each has at least 3 bases), and the
         * medals always match the claims (the position reader checks), so
         * adding the new claims' medals is tb_rules_count_medals(). */
        for (uint32_t r = ringed[q]; r; r &= r - 1) {
            int g = core_lowest_bit(r);
            s->claimed[g] = (uint8_t)(1 + q);
            s->medals[q] = (uint8_t)(s->medals[q] + s->map.region_medals[g]);
            core_emit(ev, TW_EVENT_CLAIMED, q, TW_NONE, TW_NONE, g, TW_NONE);
            core_emit(ev, TW_EVENT_SCORED, q, TW_NONE, TW_NONE, TW_NONE, s->map.region_medals[g]);
        }
        ringed[q] = 0;
        assert(tb_medals_match_claims(s));
        (void)tb_medals_match_claims; /* the reference stays compiled */
        over = s->medals[q] >= s->map.objective;
        if (over)
            tb_game_over(s, q, TB_END_MEDALS, ev);
    }
    s->ringed[0] = (uint16_t)ringed[0];
    s->ringed[1] = (uint16_t)ringed[1];
    assert(tb_ringed_is_current(s));
    (void)tb_ringed_is_current; /* the reference stays compiled */
    return over;
}

/* After every change to the board: each unclaimed region ringed by one
 * player's troops is his for good, the active player first; reaching the
 * objective wins at once. Returns 1 when the game ended. changed: the
 * nodes whose top troop changed. Only the regions around them can have
 * been ringed by the change; any other unclaimed ringed region is already
 * in s->ringed (one a position read from text came with, or the other
 * player's when a claim ended the game), so the rings need not all be
 * walked after every placement. */
static int tb_claim_regions(tb_state *s, uint32_t changed, core_events *ev)
{
    uint32_t around = 0, now[2];
    for (; changed; changed &= changed - 1)
        around |= s->map.node_regions[core_lowest_bit(changed)];
    tb_ringed_among(s, around, now); /* claiming leaves the board as it is */
    uint32_t ringed[2] = {(s->ringed[0] & ~around) | now[0], (s->ringed[1] & ~around) | now[1]};
    if (!(ringed[0] | ringed[1]) && s->medals[0] < s->map.objective &&
        s->medals[1] < s->map.objective) {
        s->ringed[0] = s->ringed[1] = 0; /* a region read ringed may have been broken */
        assert(tb_ringed_is_current(s));
        return 0; /* nearly every change: nothing to claim, nobody at the objective */
    }
    return tb_claim_ringed(s, ringed, ev);
}

/* ---- turns -------------------------------------------------------------- */

/* A turn's start when the player cannot draw: he is stuck unless he can
 * place, and then most medals wins; equal medals, the stuck player loses.
 * Out of line, as few turns start so. */
TB_NOINLINE static void tb_start_turn_without_draw(tb_state *s, core_events *ev)
{
    int p = s->player;
    if (tb_has_placement(s, p))
        return;
    core_emit(ev, TW_EVENT_BLOCKED, p, TW_NONE, TW_NONE, TW_NONE, TW_NONE);
    tb_game_over(s, s->medals[p] > s->medals[1 - p] ? p : 1 - p, TB_END_STUCK, ev);
}

static void tb_start_turn(tb_state *s, core_events *ev)
{
    int p = s->player;
    s->phase = TB_PH_PLAY;
    s->step = TB_STEP_NONE;
    s->chain_len = s->chain_next = 0;
    memset(s->chain, 0, sizeof s->chain);
    core_emit(ev, TW_EVENT_TURN, p, TW_NONE, TW_NONE, TW_NONE, TW_NONE);
    if (tb_draw_count(s, p, 2) == 0)
        tb_start_turn_without_draw(s, ev);
}

/* A freeze lasts for the frozen player's next turn, which ends here; the
 * troops stay on his rack, known to the opponent, who saw them frozen. */
TB_NOINLINE static void tb_thaw_all(tb_state *s, int player, core_events *ev)
{
    for (int k = 0; k < TB_KINDS; k++)
        for (; s->frozen[player][k]; s->frozen[player][k]--) {
            tb_known_add(s, player, k);
            core_emit(ev, TW_EVENT_TURNED, player, k, TB_PILE_RACK, TW_NONE, 0);
        }
}

static void tb_thaw(tb_state *s, int player, core_events *ev)
{
    uint64_t any;
    memcpy(&any, s->frozen[player], sizeof any);
    if (any) /* seldom: a Battlefield freeze */
        tb_thaw_all(s, player, ev);
}

static void tb_end_turn(tb_state *s, core_events *ev)
{
    tb_thaw(s, s->player, ev);
    s->player = (uint8_t)(1 - s->player);
    tb_start_turn(s, ev);
}

static void tb_start_draw(tb_state *s, int count)
{
    s->phase = TB_PH_DRAW;
    s->left = (uint8_t)count;
}

/* ---- special bases ------------------------------------------------------ */

/* The nodes of player's visible troops that Castle Field may take back:
 * all but the troop placed on the special base of chain entry i. The rule
 * node by node; tb_castle_targets() below is the same by masks. */
static uint32_t tb_castle_targets_each(const tb_state *s, int i)
{
    uint32_t targets = 0;
    if (tb_rack_size(s, s->player) >= TB_RACK_MAX)
        return 0;
    for (int n = 0; n < s->map.node_count; n++) {
        int placed_here = n == s->chain[i].node && tb_height(s, n) == s->chain[i].height + 1;
        if (tb_is_base(&s->map, n) && tb_top_owner(s, n) == s->player && !placed_here)
            targets |= 1u << n;
    }
    return targets;
}

/* As tb_castle_targets_each(), which debug builds check it against. */
static uint32_t tb_castle_targets(const tb_state *s, int i)
{
    int node = s->chain[i].node;
    int placed_here = tb_height(s, node) == s->chain[i].height + 1;
    uint32_t targets = tb_rack_size(s, s->player) >= TB_RACK_MAX ? 0 : tb_bases_of(s, s->player);
    targets &= ~((uint32_t)placed_here << node);
    assert(targets == tb_castle_targets_each(s, i));
    (void)tb_castle_targets_each; /* the reference stays compiled */
    return targets;
}

/* The bases next to node, where a Volcanic Jungle troop may be moved. */
static uint32_t tb_adjacent_bases(const tb_state *s, int node)
{
    return s->map.adj[node] & s->map.bases;
}

/* Enemy troops next to the special base that have somewhere to go. */
static uint32_t tb_volcano_targets(const tb_state *s, int base)
{
    uint32_t targets = 0;
    for (uint32_t b = tb_adjacent_bases(s, base) & s->mine[1 - s->player]; b; b &= b - 1)
        if (tb_adjacent_bases(s, core_lowest_bit(b)))
            targets |= b & -b;
    return targets;
}

static int tb_base_castle(tb_state *s, int i)
{
    if (!tb_castle_targets(s, i))
        return 0;
    s->phase = TB_PH_CASTLE;
    return 1;
}

static int tb_base_clouds(tb_state *s, int i)
{
    (void)i;
    if (!tb_draw_count(s, s->player, 1))
        return 0;
    s->phase = TB_PH_CLOUDS;
    return 1;
}

static int tb_base_volcano(tb_state *s, int i)
{
    if (!tb_volcano_targets(s, s->chain[i].node))
        return 0;
    s->phase = TB_PH_VOLCANO;
    return 1;
}

static int tb_base_cemetery(tb_state *s, int i)
{
    (void)i;
    if (tb_rack_size(s, s->player) >= TB_RACK_MAX || !tb_count8(s->discard[s->player]))
        return 0;
    s->phase = TB_PH_CEMETERY;
    return 1;
}

static int tb_base_freeze(tb_state *s, int i)
{
    (void)i;
    int opp = 1 - s->player;
    if (tb_rack_size(s, opp) <= tb_count8(s->frozen[opp]))
        return 0;
    s->phase = TB_PH_FREEZE;
    return 1;
}

static int tb_base_nothing(tb_state *s, int i)
{
    (void)s;
    (void)i;
    return 0;
}

/* Each battlefield's special-base effect, by TB_FX_*; Tropical Pool's gates
 * and Station Metal-X's cancelled effects act on placement instead. */
static int (*const base_effects[TB_FX_COUNT])(tb_state *s, int i) = {
    tb_base_nothing, tb_base_castle,   tb_base_nothing, tb_base_clouds,
    tb_base_volcano, tb_base_cemetery, tb_base_nothing, tb_base_freeze,
};

/* Called whenever a draw or an effect is done: goes on to the next special
 * base of the turn, or ends the turn. */
static void tb_resume(tb_state *s, core_events *ev)
{
    s->target = 0;
    if (s->step == TB_STEP_ACTION) {
        tb_end_turn(s, ev);
        return;
    }
    if (s->step == TB_STEP_TROOP) {
        s->step = TB_STEP_BASES;
        s->chain_next = 0;
    }
    while (s->chain_next < s->chain_len) {
        int i = s->chain_next++;
        if (tb_special_base(s, s->chain[i].node) && base_effects[s->map.effect](s, i))
            return;
    }
    tb_end_turn(s, ev);
}

/* ---- troop effects ------------------------------------------------------ */

static int tb_troop_nothing(tb_state *s, int node)
{
    (void)s;
    (void)node;
    return 0;
}

static int tb_troop_skully(tb_state *s, int node)
{
    (void)node;
    if (!tb_draw_count(s, s->player, 2))
        return 0;
    s->phase = TB_PH_SKULLY;
    return 1;
}

static int tb_troop_capn(tb_state *s, int node)
{
    (void)node;
    if (!tb_has_placement(s, s->player))
        return 0;
    s->phase = TB_PH_CAPN;
    return 1;
}

/* Jumbo's targets: visible enemy troops one path away. */
static uint32_t tb_jumbo_targets(const tb_state *s, int node)
{
    return tb_adjacent_bases(s, node) & s->mine[1 - s->player];
}

static int tb_troop_jumbo(tb_state *s, int node)
{
    if (!tb_jumbo_targets(s, node))
        return 0;
    s->phase = TB_PH_JUMBO;
    return 1;
}

static int tb_troop_xb42(tb_state *s, int node)
{
    (void)node;
    if (!tb_rack_size(s, 1 - s->player))
        return 0;
    s->phase = TB_PH_XB42;
    return 1;
}

static int tb_troop_star(tb_state *s, int node)
{
    (void)node;
    if (!tb_draw_count(s, s->player, 1))
        return 0;
    s->phase = TB_PH_STAR;
    return 1;
}

/* Each kind's effect after placement; Kwak's and Hook's powers are
 * placement rules (can_cover, place_ok). */
static int (*const troop_effects[TB_KINDS])(tb_state *s, int node) = {
    tb_troop_nothing, tb_troop_skully, tb_troop_capn, tb_troop_jumbo,
    tb_troop_nothing, tb_troop_xb42, tb_troop_star, tb_troop_nothing,
};

/* The owner of node's top troop, or TW_NONE: what an event says a troop
 * landing there covers. */
static int tb_covered(const tb_state *s, int node)
{
    int owner = tb_top_owner(s, node);
    return owner < 0 ? TW_NONE : owner;
}

/* Compiled twice by tb_on_place(), with no recorder and with one. */
TB_ALWAYS_INLINE static inline void tb_do_place(tb_state *s, int kind, int node,
                                                core_events *ev)
{
    int p = s->player;
    if (ev) /* what it covers is read before it lands, and only for a recorder */
        core_emit(ev, TW_EVENT_PLACED, p, kind, TB_PILE_RACK, node, tb_covered(s, node));
    s->rack[p][kind]--;
    tb_known_take(s, p, kind);
    s->chain[s->chain_len].node = (uint8_t)node;
    s->chain[s->chain_len].height = (uint8_t)tb_height(s, node);
    s->chain_len++;
    tb_push(s, node, TB_TROOP(kind, p));
    if (!tb_is_base(&s->map, node)) {
        tb_game_over(s, p, TB_END_HQ, ev);
        return;
    }
    if (tb_claim_regions(s, 1u << node, ev))
        return;
    s->step = TB_STEP_TROOP;
    int cancelled = tb_special_base(s, node) && s->map.effect == TB_FX_METALX;
    if (cancelled && troop_effects[kind] != tb_troop_nothing)
        core_emit(ev, TW_EVENT_BLOCKED, p, kind, node, TW_NONE, TW_NONE);
    if (!cancelled && troop_effects[kind](s, node))
        return;
    tb_resume(s, ev);
}

/* ---- setup --------------------------------------------------------------- */

void tb_rules_start(tb_state *s, int special_on)
{
    s->special_on = (uint8_t)special_on;
    memset(s->reserve, TB_COPIES, sizeof s->reserve);
    s->phase = TB_PH_FIRST;
    s->winner = TB_NO_OWNER;
}

/* The setup's next step once player's removals or deal are done. */
static void tb_setup_next(tb_state *s, core_events *ev)
{
    int first_done = s->player == s->first;
    if (s->phase == TB_PH_REMOVE && first_done) {
        s->player = (uint8_t)(1 - s->first);
        s->left = TB_REMOVED;
    } else if (s->phase == TB_PH_REMOVE) {
        s->player = s->first;
        s->phase = TB_PH_DEAL;
        s->left = TB_FIRST_RACK;
        core_emit(ev, TW_EVENT_PHASE, s->first, TW_NONE, TW_NONE, TW_NONE, TB_PH_DEAL);
    } else if (first_done) {
        s->player = (uint8_t)(1 - s->first);
        s->left = TB_FIRST_RACK + 1;
    } else {
        s->player = s->first;
        s->left = 0;
        tb_start_turn(s, ev);
    }
}

/* ---- positions read from text --------------------------------------------- */

/* The special-base effect each base phase belongs to (0: not a base phase). */
static const uint8_t phase_effect[TB_PH_COUNT] = {
    [TB_PH_CASTLE] = TB_FX_CASTLE,   [TB_PH_CLOUDS] = TB_FX_CLOUDS,
    [TB_PH_VOLCANO] = TB_FX_VOLCANO, [TB_PH_TO] = TB_FX_VOLCANO,
    [TB_PH_CEMETERY] = TB_FX_CEMETERY, [TB_PH_FREEZE] = TB_FX_FREEZE,
};

/* Whether the draws still owed fit: setup fills exactly 4 removed and the
 * opening racks; a draw never passes the rack of 8 nor empties a reserve
 * that still owes troops. */
static int tb_left_fits(const tb_state *s)
{
    int p = s->player, left = s->left;
    if (left > tb_count8(s->reserve[p]))
        return 0;
    switch (s->phase) {
    case TB_PH_REMOVE:
        return tb_count8(s->removed[p]) + left == TB_REMOVED;
    case TB_PH_DEAL:
        return tb_rack_size(s, p) + left == TB_FIRST_RACK + (p != s->first);
    case TB_PH_DRAW:
        return left <= 2 && tb_rack_size(s, p) + left <= TB_RACK_MAX;
    default:
        return 1;
    }
}

/* Whether the effect the phase asks about has a target, as when play
 * enters it (a phase without one would let a draw pass the rack of 8, pop
 * an empty stack, or wait for a chance outcome that does not exist). */
static int tb_effect_has_target(const tb_state *s)
{
    int p = s->player, opp = 1 - p;
    int last = s->chain_len ? s->chain[s->chain_len - 1].node : 0;
    int base = s->chain_next ? s->chain[s->chain_next - 1].node : 0;
    if (phase_effect[s->phase] &&
        (!tb_special_base(s, base) || s->map.effect != phase_effect[s->phase]))
        return 0;
    switch (s->phase) {
    case TB_PH_SKULLY:
        return tb_draw_count(s, p, 2) > 0;
    case TB_PH_STAR:
    case TB_PH_CLOUDS:
        return tb_draw_count(s, p, 1) > 0;
    case TB_PH_CAPN:
        return tb_has_placement(s, p);
    case TB_PH_JUMBO:
        return tb_jumbo_targets(s, last) != 0;
    case TB_PH_XB42:
    case TB_PH_PICK:
        return tb_rack_size(s, opp) > 0;
    case TB_PH_CASTLE:
        return tb_castle_targets(s, s->chain_next - 1) != 0;
    case TB_PH_VOLCANO:
        return tb_volcano_targets(s, base) != 0;
    case TB_PH_TO:
        return (tb_volcano_targets(s, base) >> s->target & 1u) != 0;
    case TB_PH_CEMETERY:
        return tb_rack_size(s, p) < TB_RACK_MAX && tb_count8(s->discard[p]) > 0;
    case TB_PH_FREEZE:
        return tb_rack_size(s, opp) > tb_count8(s->frozen[opp]);
    default:
        return 1;
    }
}

int tb_rules_phase_fits(const tb_state *s)
{
    return tb_left_fits(s) && tb_effect_has_target(s);
}

int tb_rules_rack_matters(const tb_state *s)
{
    int cannot_draw = !tb_draw_count(s, s->player, 2);
    return s->phase == TB_PH_CAPN || (s->phase == TB_PH_PLAY && cannot_draw) ||
           (s->phase == TB_PH_OVER && s->end == TB_END_STUCK);
}

int tb_rules_rack_allows(const tb_state *s)
{
    if (!tb_rules_rack_matters(s))
        return 1;
    /* The stuck player (the game ended at the start of his turn) had none. */
    return tb_has_placement(s, s->player) == (s->phase != TB_PH_OVER);
}

/* ---- the state machine --------------------------------------------------- */

/* Who acts in each phase: chance, nobody, or (0) the player to move. The
 * host asks at every step of a playout, so a table, not a switch. */
static const int phase_mover[TB_PH_COUNT] = {
    [TB_PH_FIRST] = TW_PLAYER_CHANCE, [TB_PH_REMOVE] = TW_PLAYER_CHANCE,
    [TB_PH_DEAL] = TW_PLAYER_CHANCE,  [TB_PH_DRAW] = TW_PLAYER_CHANCE,
    [TB_PH_PICK] = TW_PLAYER_CHANCE,  [TB_PH_FREEZE] = TW_PLAYER_CHANCE,
    [TB_PH_OVER] = TW_PLAYER_TERMINAL,
};

int tb_rules_current(const void *state)
{
    const tb_state *s = state;
    int mover = phase_mover[s->phase];
    return mover ? mover : s->player;
}

/* One outcome per kind with a positive count, weighted by the count. */
static int tb_kinds_outcomes(int type, const uint8_t *counts, const uint8_t *minus, tw_move *moves,
                          uint32_t *weights)
{
    int n = 0;
    for (int k = 0; k < TB_KINDS; k++) {
        int w = counts[k] - (minus ? minus[k] : 0);
        if (w <= 0)
            continue;
        moves[n] = TB_MOVE(type, k, 0);
        if (weights)
            weights[n] = (uint32_t)w;
        n++;
    }
    return n;
}

int tb_rules_chance(const void *state, tw_move *moves, uint32_t *weights)
{
    const tb_state *s = state;
    int p = s->player;
    switch (s->phase) {
    case TB_PH_FIRST:
        moves[0] = TB_MOVE(TB_MV_FIRST, 0, 0);
        moves[1] = TB_MOVE(TB_MV_FIRST, 1, 0);
        if (weights)
            weights[0] = weights[1] = 1;
        return 2;
    case TB_PH_REMOVE:
        return tb_kinds_outcomes(TB_MV_REMOVE, s->reserve[p], NULL, moves, weights);
    case TB_PH_DEAL:
        return tb_kinds_outcomes(TB_MV_DEAL, s->reserve[p], NULL, moves, weights);
    case TB_PH_DRAW:
        return tb_kinds_outcomes(TB_MV_DRAWN, s->reserve[p], NULL, moves, weights);
    case TB_PH_PICK:
        return tb_kinds_outcomes(TB_MV_PICK, s->rack[1 - p], NULL, moves, weights);
    case TB_PH_FREEZE:
        return tb_kinds_outcomes(TB_MV_FREEZE, s->rack[1 - p], s->frozen[1 - p], moves, weights);
    default:
        return 0;
    }
}

/* Writes one move per set bit of nodes, then "no". */
static int tb_node_choices(int type, uint32_t nodes, int decline, tw_move *moves)
{
    int n = 0;
    for (; nodes; nodes &= nodes - 1)
        moves[n++] = TB_MOVE(type, 0, core_lowest_bit(nodes));
    if (decline)
        moves[n++] = TB_MOVE(TB_MV_DECLINE, 0, 0);
    return n;
}

int tb_rules_legal(const void *state, tw_move *moves)
{
    const tb_state *s = state;
    int p = s->player, n = 0, base = s->chain_next ? s->chain[s->chain_next - 1].node : 0;
    switch (s->phase) {
    case TB_PH_PLAY:
        if (tb_draw_count(s, p, 2))
            moves[n++] = TB_MOVE(TB_MV_DRAW, 0, 0);
        return n + tb_list_placements(s, p, moves + n);
    case TB_PH_SKULLY:
    case TB_PH_XB42:
    case TB_PH_STAR:
    case TB_PH_CLOUDS:
        moves[0] = TB_MOVE(TB_MV_ACCEPT, s->phase, 0);
        moves[1] = TB_MOVE(TB_MV_DECLINE, 0, 0);
        return 2;
    case TB_PH_CAPN:
        n = tb_list_placements(s, p, moves);
        moves[n++] = TB_MOVE(TB_MV_DECLINE, 0, 0);
        return n;
    case TB_PH_JUMBO:
        return tb_node_choices(TB_MV_JUMBO, tb_jumbo_targets(s, s->chain[s->chain_len - 1].node), 1,
                            moves);
    case TB_PH_CASTLE:
        return tb_node_choices(TB_MV_CASTLE, tb_castle_targets(s, s->chain_next - 1), 1, moves);
    case TB_PH_VOLCANO:
        return tb_node_choices(TB_MV_VOLCANO, tb_volcano_targets(s, base), 1, moves);
    case TB_PH_TO:
        return tb_node_choices(TB_MV_TO, tb_adjacent_bases(s, s->target), 0, moves);
    case TB_PH_CEMETERY:
        n = tb_kinds_outcomes(TB_MV_CEMETERY, s->discard[p], NULL, moves, NULL);
        moves[n++] = TB_MOVE(TB_MV_DECLINE, 0, 0);
        return n;
    case TB_PH_OVER:
        return 0;
    default:
        return tb_rules_chance(s, moves, NULL);
    }
}

/* ---- applying a move: one handler per move type ------------------------------
 *
 * Each handler records what its move does as it does it (ev NULL on the
 * hot path: apply is apply_events without a recorder, so the rules are
 * written once). A troop's events name its owner as their player; the
 * piles are the TB_PILE_* places. Removals, deals and draws are outcomes a
 * seat may not see (core_emit_outcome), exactly the moves tb_info.c masks. */

/* The board changed at nodes (their top troops): the regions it closes are
 * claimed, which may end the game; else the draw or effect is done. */
static void tb_board_changed(tb_state *s, uint32_t nodes, core_events *ev)
{
    if (!tb_claim_regions(s, nodes, ev))
        tb_resume(s, ev);
}

/* A setup troop out of the player's reserve into counts (the removed
 * troops or the rack); the setup goes on once the last is out. */
static void tb_setup_take(tb_state *s, uint8_t *counts, int kind, core_events *ev)
{
    s->reserve[s->player][kind]--;
    counts[kind]++;
    if (--s->left == 0)
        tb_setup_next(s, ev);
}

static void tb_on_first(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)p, (void)b;
    s->first = s->player = (uint8_t)a;
    s->phase = TB_PH_REMOVE;
    s->left = TB_REMOVED;
    core_emit(ev, TW_EVENT_PHASE, a, TW_NONE, TW_NONE, TW_NONE, TB_PH_REMOVE);
}

static void tb_on_remove(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    core_emit_outcome(ev, TW_EVENT_REMOVED, p, a, TB_PILE_RESERVE, TB_PILE_REMOVED, TW_NONE);
    tb_setup_take(s, s->removed[p], a, ev);
}

static void tb_on_deal(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    core_emit_outcome(ev, TW_EVENT_DREW, p, a, TB_PILE_RESERVE, TB_PILE_RACK, TW_NONE);
    tb_setup_take(s, s->rack[p], a, ev);
}

static void tb_on_draw(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)a, (void)b;
    core_emit(ev, TW_EVENT_CHOSE, p, TW_NONE, TW_NONE, TW_NONE, TB_PH_PLAY);
    s->step = TB_STEP_ACTION;
    tb_start_draw(s, tb_draw_count(s, p, 2));
}

static void tb_on_drawn(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    core_emit_outcome(ev, TW_EVENT_DREW, p, a, TB_PILE_RESERVE, TB_PILE_RACK, TW_NONE);
    s->reserve[p][a]--;
    s->rack[p][a]++;
    if (--s->left == 0)
        tb_resume(s, ev);
}

TB_COLD static void tb_do_place_recorded(tb_state *s, int kind, int node, core_events *ev)
{
    tb_do_place(s, kind, node, ev);
}

/* The hottest move, compiled without a recorder for the hot path: a
 * recorder kept through the placement (its push, its claims, its effect)
 * took a register that every placement saved and restored. */
static void tb_on_place(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)p;
    if (ev)
        tb_do_place_recorded(s, a, b, ev);
    else
        tb_do_place(s, a, b, NULL);
}

/* "Yes" to a yes-or-no effect. */
static void tb_on_accept(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)a, (void)b;
    core_emit(ev, TW_EVENT_CHOSE, p, TW_NONE, TW_NONE, TW_NONE, s->phase);
    if (s->phase == TB_PH_XB42)
        s->phase = TB_PH_PICK;
    else
        tb_start_draw(s, tb_draw_count(s, p, s->phase == TB_PH_SKULLY ? 2 : 1));
}

static void tb_on_jumbo(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)p, (void)a;
    uint8_t t = tb_pop(s, b);
    core_emit(ev, TW_EVENT_REMOVED, TB_TROOP_OWNER(t), TB_TROOP_KIND(t), b, TB_PILE_DISCARD,
              TW_NONE);
    s->discard[TB_TROOP_OWNER(t)][TB_TROOP_KIND(t)]++;
    tb_board_changed(s, 1u << b, ev);
}

static void tb_on_pick(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    core_emit(ev, TW_EVENT_REMOVED, 1 - p, a, TB_PILE_RACK, TB_PILE_DISCARD, TW_NONE);
    s->rack[1 - p][a]--;
    tb_known_take(s, 1 - p, a);
    s->discard[1 - p][a]++;
    tb_resume(s, ev);
}

static void tb_on_castle(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)a;
    uint8_t t = tb_pop(s, b);
    core_emit(ev, TW_EVENT_RETURNED, p, TB_TROOP_KIND(t), b, TB_PILE_RACK, TW_NONE);
    s->rack[p][TB_TROOP_KIND(t)]++;
    tb_known_add(s, p, TB_TROOP_KIND(t)); /* in view, from the board */
    tb_board_changed(s, 1u << b, ev);
}

static void tb_on_volcano(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)a;
    if (ev)
        core_emit(ev, TW_EVENT_CHOSE, p, TB_TROOP_KIND(tb_top(s, b)), b, TW_NONE, TB_PH_VOLCANO);
    s->target = (uint8_t)b;
    s->phase = TB_PH_TO;
}

static void tb_on_to(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)p, (void)a;
    int from = s->target;
    uint8_t t = tb_pop(s, from);
    if (ev) /* what it covers is read before it lands, and only for a recorder */
        core_emit(ev, TW_EVENT_PUSHED, TB_TROOP_OWNER(t), TB_TROOP_KIND(t), from, b,
                  tb_covered(s, b));
    tb_push(s, b, t);
    tb_board_changed(s, 1u << b | 1u << from, ev);
}

static void tb_on_cemetery(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    core_emit(ev, TW_EVENT_RETURNED, p, a, TB_PILE_DISCARD, TB_PILE_RACK, TW_NONE);
    s->discard[p][a]--;
    s->rack[p][a]++;
    tb_known_add(s, p, a); /* in view, from the face-up discard */
    tb_resume(s, ev);
}

static void tb_on_freeze(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)b;
    core_emit(ev, TW_EVENT_FROZE, 1 - p, a, TB_PILE_RACK, TW_NONE, TW_NONE);
    tb_known_take(s, 1 - p, a); /* a known troop frozen is known as frozen */
    s->frozen[1 - p][a]++;
    tb_resume(s, ev);
}

static void tb_on_decline(tb_state *s, int p, int a, int b, core_events *ev)
{
    (void)a, (void)b;
    core_emit(ev, TW_EVENT_PASSED, p, TW_NONE, TW_NONE, TW_NONE, s->phase);
    tb_resume(s, ev);
}

/* p is the player whose turn it is; a and b the move's fields (TB_MOVE). */
typedef void (*tb_handler)(tb_state *s, int p, int a, int b, core_events *ev);

static const tb_handler tb_handlers[TB_MV_COUNT] = {
    [TB_MV_FIRST] = tb_on_first,     [TB_MV_REMOVE] = tb_on_remove,
    [TB_MV_DEAL] = tb_on_deal,       [TB_MV_DRAW] = tb_on_draw,
    [TB_MV_DRAWN] = tb_on_drawn,     [TB_MV_PLACE] = tb_on_place,
    [TB_MV_ACCEPT] = tb_on_accept,   [TB_MV_JUMBO] = tb_on_jumbo,
    [TB_MV_PICK] = tb_on_pick,       [TB_MV_CASTLE] = tb_on_castle,
    [TB_MV_VOLCANO] = tb_on_volcano, [TB_MV_TO] = tb_on_to,
    [TB_MV_CEMETERY] = tb_on_cemetery, [TB_MV_FREEZE] = tb_on_freeze,
    [TB_MV_DECLINE] = tb_on_decline,
};

/* The core hands apply only legal moves, so every type has its handler. */
static inline void tb_apply(tb_state *s, tw_move move, core_events *ev)
{
    int type = TB_MOVE_TYPE(move);
    if (type > 0 && type < TB_MV_COUNT)
        tb_handlers[type](s, s->player, TB_MOVE_A(move), TB_MOVE_B(move), ev);
    assert(tb_board_consistent(s)); /* every push and pop kept the board canonical */
    assert(tb_ringed_is_current(s));
}

void tb_rules_apply_events(void *state, tw_move move, core_events *ev)
{
    tb_apply(state, move, ev);
}

void tb_rules_apply(void *state, tw_move move)
{
    tb_apply(state, move, NULL);
}

/* ---- what the events' sentences ask of the rules ---------------------------- */

int tb_rules_draw_count(const tb_state *s, int player, int wanted)
{
    return tb_draw_count(s, player, wanted);
}

int tb_rules_reaches(const tb_state *s, int player, int node)
{
    return (int)(tb_connected(s, player) >> node & 1u);
}
