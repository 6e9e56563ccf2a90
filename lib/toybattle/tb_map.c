/* SPDX-License-Identifier: MIT */
/*
 * tb_map.c: battlefields as data: the map text format, its parser, its
 * validator and the eight compiled-in maps.
 *
 * The format (docs/notation/toybattle-map.md) is a list of statements, one
 * per line or separated by ';', each a keyword and its words. Nodes have
 * integer coordinates, so the validator can check what a printed board
 * guarantees: paths are straight segments that never cross (the drawing is
 * planar), every region is a face of that drawing ringed by its bases and
 * holds n - 2 medals, the objective is half the medals, every base can be
 * reached from each side's HQs, and a map that says "symmetric" looks the
 * same to both players after a half turn. The compiled-in maps go through
 * the same parser and validator as a host's, so they are checked on every
 * load.
 */
#include "toybattle/tb_state.h"

#include "core/reader.h"

#include <string.h>

#define STATEMENT_CAP 512
#define WORDS_MAX 64

static const char map_castle_field[] =
    "map castle-field\n"
    "size 14 6\n"
    "effect castle\n"
    "symmetric\n"
    "hq HQ0 0 0 3\n"
    "hq HQ1 1 14 3\n"
    "base a 1 3\n"
    "base b 2 1\n"
    "base c 2 5\n"
    "base d 4 1\n"
    "base e 4 5\n"
    "base f 6 1\n"
    "base g 6 5\n"
    "base h 7 3\n"
    "base i 8 1\n"
    "base j 8 5\n"
    "base k 10 1\n"
    "base l 10 5\n"
    "base m 12 1\n"
    "base n 12 5\n"
    "base o 13 3\n"
    "path a-b b-d d-f f-i i-k k-m m-o o-n n-l l-j\n"
    "path j-g g-e e-c c-a d-e k-l h-f h-i h-g h-j\n"
    "path HQ0-a HQ0-b HQ0-c HQ1-o HQ1-n HQ1-m\n"
    "special d l i g\n"
    "region 3 a b d e c\n"
    "region 3 d f h g e\n"
    "region 1 f i h\n"
    "region 1 g h j\n"
    "region 3 h i k l j\n"
    "region 3 k m o n l\n"
    "objective 7\n";

static const char map_tropical_pool[] =
    "map tropical-pool\n"
    "size 12 6\n"
    "effect pool\n"
    "symmetric\n"
    "hq HQ0a 0 0 2\n"
    "hq HQ0b 0 0 4\n"
    "hq HQ1a 1 12 4\n"
    "hq HQ1b 1 12 2\n"
    "base a 1 3\n"
    "base b 2 1\n"
    "base c 2 5\n"
    "base d 4 1\n"
    "base e 4 5\n"
    "base f 6 1\n"
    "base g 6 3\n"
    "base h 6 5\n"
    "base i 8 1\n"
    "base j 8 5\n"
    "base k 10 1\n"
    "base l 10 5\n"
    "base m 11 3\n"
    "path a-b b-d d-f f-i i-k k-m m-l l-j j-h h-e\n"
    "path e-c c-a g-f g-h d-e i-j HQ0a-a HQ0a-b HQ0b-a HQ0b-c\n"
    "path HQ1a-m HQ1a-l HQ1b-m HQ1b-k\n"
    "special g d j e i\n"
    "gate g 67\n"
    "gate d 12\n"
    "gate j 12\n"
    "gate e 345\n"
    "gate i 345\n"
    "gate HQ0a 67\n"
    "gate HQ1a 67\n"
    "region 3 a b d e c\n"
    "region 3 d f g h e\n"
    "region 3 f i j h g\n"
    "region 3 i k m l j\n"
    "objective 6\n";

static const char map_city_of_clouds[] =
    "map city-of-clouds\n"
    "size 12 6\n"
    "effect clouds\n"
    "symmetric\n"
    "hq HQ0 0 0 3\n"
    "hq HQ1 1 12 3\n"
    "base a 1 3\n"
    "base b 3 0\n"
    "base c 3 6\n"
    "base d 4 3\n"
    "base e 5 0\n"
    "base f 5 6\n"
    "base g 6 2\n"
    "base h 6 4\n"
    "base i 7 0\n"
    "base j 7 6\n"
    "base k 8 3\n"
    "base l 9 0\n"
    "base m 9 6\n"
    "base n 11 3\n"
    "path a-b b-e e-i i-l l-n n-m m-j j-f f-c c-a\n"
    "path a-d n-k d-g k-h d-h k-g g-h b-d m-k e-g\n"
    "path j-h i-g f-h l-k c-d HQ0-a HQ0-b HQ0-c HQ1-n HQ1-m\n"
    "path HQ1-l\n"
    "special g h e j\n"
    "region 1 a b d\n"
    "region 1 a d c\n"
    "region 2 b e g d\n"
    "region 2 c d h f\n"
    "region 1 d g h\n"
    "region 1 e i g\n"
    "region 1 f h j\n"
    "region 2 g i l k\n"
    "region 1 g k h\n"
    "region 2 h k m j\n"
    "region 1 k l n\n"
    "region 1 k n m\n"
    "objective 8\n";

static const char map_volcanic_jungle[] =
    "map volcanic-jungle\n"
    "size 12 6\n"
    "effect volcano\n"
    "symmetric\n"
    "hq HQ0 0 0 3\n"
    "hq HQ1 1 12 3\n"
    "base a 1 3\n"
    "base b 3 0\n"
    "base c 3 3\n"
    "base d 3 6\n"
    "base e 5 0\n"
    "base f 5 6\n"
    "base g 6 3\n"
    "base h 7 0\n"
    "base i 7 6\n"
    "base j 9 0\n"
    "base k 9 3\n"
    "base l 9 6\n"
    "base m 11 3\n"
    "path a-b b-e e-h h-j j-m m-l l-i i-f f-d d-a\n"
    "path a-c c-g g-k k-m b-c d-c j-k l-k g-e g-h\n"
    "path g-f g-i HQ0-a HQ0-b HQ0-d HQ1-m HQ1-l HQ1-j\n"
    "special e i\n"
    "region 1 a b c\n"
    "region 1 a c d\n"
    "region 2 b e g c\n"
    "region 2 c g f d\n"
    "region 1 e h g\n"
    "region 1 f g i\n"
    "region 2 g h j k\n"
    "region 2 g k l i\n"
    "region 1 j m k\n"
    "region 1 k m l\n"
    "objective 7\n";

static const char map_cursed_cemetery[] =
    "map cursed-cemetery\n"
    "size 14 6\n"
    "effect cemetery\n"
    "symmetric\n"
    "hq HQ0 0 0 3\n"
    "hq HQ1 1 14 3\n"
    "base a 1 2\n"
    "base b 1 4\n"
    "base c 3 0\n"
    "base d 3 6\n"
    "base e 5 0\n"
    "base f 5 6\n"
    "base g 7 0\n"
    "base h 7 3\n"
    "base i 7 6\n"
    "base j 9 0\n"
    "base k 9 6\n"
    "base l 11 0\n"
    "base m 11 6\n"
    "base n 13 2\n"
    "base o 13 4\n"
    "path a-c c-e e-g g-j j-l l-n n-o o-m m-k k-i\n"
    "path i-f f-d d-b b-a c-d l-m h-e h-j h-f h-k\n"
    "path HQ0-a HQ0-b HQ1-o HQ1-n\n"
    "special g i c m\n"
    "region 2 a c d b\n"
    "region 3 c e h f d\n"
    "region 2 e g j h\n"
    "region 2 f h k i\n"
    "region 3 h j l m k\n"
    "region 2 l n o m\n"
    "objective 7\n";

static const char map_caribbean_sea[] =
    "map caribbean-sea\n"
    "size 12 6\n"
    "effect none\n"
    "hq HQ0a 0 0 0\n"
    "hq HQ0b 0 0 6\n"
    "hq HQ1 1 12 3\n"
    "base a 1 2\n"
    "base b 1 4\n"
    "base c 2 0\n"
    "base d 2 6\n"
    "base e 5 0\n"
    "base f 5 3\n"
    "base g 5 6\n"
    "base h 8 0\n"
    "base i 8 6\n"
    "base j 10 1\n"
    "base k 10 5\n"
    "base l 11 3\n"
    "path c-e e-h h-j j-l l-k k-i i-g g-d d-b b-a\n"
    "path a-c f-a f-b f-e f-g h-i HQ0a-c HQ0a-a HQ0b-d HQ0b-b\n"
    "path HQ1-j HQ1-l HQ1-k\n"
    "region 2 a c e f\n"
    "region 1 a f b\n"
    "region 2 b f g d\n"
    "region 3 e h i g f\n"
    "region 3 h j l k i\n"
    "objective 5\n";

static const char map_station_metal_x[] =
    "map station-metal-x\n"
    "size 12 6\n"
    "effect metalx\n"
    "symmetric\n"
    "hq HQ0 0 0 3\n"
    "hq HQ1 1 12 3\n"
    "base a 1 3\n"
    "base b 3 0\n"
    "base c 3 6\n"
    "base d 4 2\n"
    "base e 5 0\n"
    "base f 5 6\n"
    "base g 6 3\n"
    "base h 7 0\n"
    "base i 7 6\n"
    "base j 8 4\n"
    "base k 9 0\n"
    "base l 9 6\n"
    "base m 11 3\n"
    "path a-b b-e e-h h-k k-m m-l l-i i-f f-c c-a\n"
    "path a-d m-j d-g j-g b-d l-j e-d i-j h-g f-g\n"
    "path c-g k-g HQ0-a HQ0-b HQ0-c HQ1-m HQ1-l HQ1-k\n"
    "special g d j\n"
    "region 1 a b d\n"
    "region 2 a d g c\n"
    "region 1 b e d\n"
    "region 1 c g f\n"
    "region 2 d e h g\n"
    "region 2 f g j i\n"
    "region 1 g h k\n"
    "region 2 g k m j\n"
    "region 1 i j l\n"
    "region 1 j m l\n"
    "objective 7\n";

static const char map_battlefield[] =
    "map battlefield\n"
    "size 12 6\n"
    "effect freeze\n"
    "symmetric\n"
    "hq HQ0 0 0 3\n"
    "hq HQ1 1 12 3\n"
    "base a 1 3\n"
    "base b 3 0\n"
    "base c 3 6\n"
    "base d 4 2\n"
    "base e 4 4\n"
    "base f 5 0\n"
    "base g 5 6\n"
    "base h 7 0\n"
    "base i 7 6\n"
    "base j 8 2\n"
    "base k 8 4\n"
    "base l 9 0\n"
    "base m 9 6\n"
    "base n 11 3\n"
    "path a-b b-f f-h h-l l-n n-m m-i i-g g-c c-a\n"
    "path a-d n-k a-e n-j d-e k-j d-j e-k b-d m-k\n"
    "path c-e l-j f-d i-k h-j g-e HQ0-a HQ0-b HQ0-c HQ1-n\n"
    "path HQ1-m HQ1-l\n"
    "special d k h g\n"
    "region 1 a b d\n"
    "region 1 a d e\n"
    "region 1 a e c\n"
    "region 1 b f d\n"
    "region 1 c e g\n"
    "region 2 d f h j\n"
    "region 2 d j k e\n"
    "region 2 e k i g\n"
    "region 1 h l j\n"
    "region 1 i k m\n"
    "region 1 j l n\n"
    "region 1 j n k\n"
    "region 1 k n m\n"
    "objective 8\n";
static const char *const builtin_text[TB_BUILTIN_MAPS] = {
    map_castle_field, map_tropical_pool, map_city_of_clouds, map_volcanic_jungle,
    map_cursed_cemetery, map_caribbean_sea, map_station_metal_x, map_battlefield,
};

const char *const tb_map_names[TB_BUILTIN_MAPS + 1] = {
    TB_MAP_NAMES(CORE_VALUE_ITEM_, CORE_VALUE_ITEM_) NULL,
};

/* Indexed by TB_FX_*. */
const char *const tb_effect_names[TB_FX_COUNT] = {
    "none", "castle", "pool", "clouds", "volcano", "cemetery", "metalx", "freeze",
};

/* ---- reading statements ------------------------------------------------ */

typedef struct map_reader {
    tb_map *map;
    core_err *err;
    int statement;              /* 1-based, for messages */
    int have_size, have_objective;
    core_span word[WORDS_MAX];  /* the words of the current statement */
    int words;
} map_reader;

/* "map statement N (keyword): what[ detail]". */
static tw_status tb_map_fail_at(map_reader *r, const char *what, const core_span *detail)
{
    core_span keyword = r->words > 0 ? r->word[0] : core_span_of("");
    return core_fail(r->err, TW_E_PARSE, "map statement %d (%.*s): %s%s%.*s", r->statement,
                     (int)keyword.len, keyword.p, what, detail ? " " : "",
                     detail ? (int)detail->len : 0, detail ? detail->p : "");
}

static tw_status tb_map_fail(map_reader *r, const char *what)
{
    return tb_map_fail_at(r, what, NULL);
}

/* The message names the word it refuses. */
static tw_status tb_map_fail_word(map_reader *r, const char *what, int word)
{
    return tb_map_fail_at(r, what, &r->word[word]);
}

int tb_map_find(const tb_map *map, const char *name, size_t len)
{
    for (int i = 0; i < map->node_count; i++)
        if (strlen(map->node_name[i]) == len && memcmp(map->node_name[i], name, len) == 0)
            return i;
    return -1;
}

static int tb_find_word_node(map_reader *r, core_span w)
{
    return tb_map_find(r->map, w.p, w.len);
}

/* Word i as a number in [0, max]. */
static bool tb_read_number(map_reader *r, int i, int max, int *out)
{
    return core_span_int(r->word[i], 0, max, out);
}

static int tb_valid_name(core_span w)
{
    if (w.len == 0 || w.len >= TB_NAME_CAP)
        return 0;
    for (size_t i = 0; i < w.len; i++) {
        char c = w.p[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
            return 0;
    }
    return 1;
}

static tw_status tb_want_words(map_reader *r, int min, int max)
{
    if (r->words < min || r->words > max)
        return tb_map_fail(r, "wrong number of words");
    return TW_OK;
}

static tw_status tb_st_map(map_reader *r)
{
    tw_status st = tb_want_words(r, 2, 2);
    if (st != TW_OK)
        return st;
    core_span name = r->word[1];
    if (name.len >= TB_MAPNAME_CAP || r->map->name[0])
        return tb_map_fail(r, "a map has one name of at most 31 characters");
    if (memchr(name.p, '{', name.len) || memchr(name.p, '}', name.len))
        return tb_map_fail(r, "braces are not allowed in a map name");
    memcpy(r->map->name, name.p, name.len);
    r->map->name[name.len] = '\0';
    return TW_OK;
}

static tw_status tb_st_size(map_reader *r)
{
    int w, h;
    tw_status st = tb_want_words(r, 3, 3);
    if (st != TW_OK)
        return st;
    if (r->have_size || !tb_read_number(r, 1, TB_COORD_MAX, &w) ||
        !tb_read_number(r, 2, TB_COORD_MAX, &h) || w < 1 || h < 1)
        return tb_map_fail(r, "wants one width and height, 1 to 40");
    r->map->width = (uint8_t)w;
    r->map->height = (uint8_t)h;
    r->have_size = 1;
    return TW_OK;
}

static tw_status tb_st_effect(map_reader *r)
{
    tw_status st = tb_want_words(r, 2, 2);
    if (st != TW_OK)
        return st;
    int effect = core_span_name(r->word[1], tb_effect_names, TB_FX_COUNT);
    if (effect < 0)
        return tb_map_fail_word(r, "unknown effect", 1);
    r->map->effect = (uint8_t)effect;
    return TW_OK;
}

static tw_status tb_st_symmetric(map_reader *r)
{
    tw_status st = tb_want_words(r, 1, 1);
    if (st == TW_OK)
        r->map->symmetric = 1;
    return st;
}

/* "hq NAME OWNER X Y" and "base NAME X Y": name is word 1, x and y the
 * words from x_word on. */
static tw_status tb_add_node(map_reader *r, int owner, int x_word)
{
    const int name_word = 1;
    tb_map *m = r->map;
    core_span name = r->word[name_word];
    int x, y;
    if (!r->have_size)
        return tb_map_fail(r, "comes before the size");
    if (m->node_count >= TB_NODES_MAX)
        return tb_map_fail(r, "too many nodes (at most 32)");
    if (!tb_valid_name(name))
        return tb_map_fail_word(r, "a node name is 1 to 4 letters or digits:", name_word);
    if (tb_find_word_node(r, name) >= 0)
        return tb_map_fail_word(r, "node declared twice:", name_word);
    if (!tb_read_number(r, x_word, m->width, &x) || !tb_read_number(r, x_word + 1, m->height, &y))
        return tb_map_fail_word(r, "coordinates outside the size for", name_word);
    for (int i = 0; i < m->node_count; i++)
        if (m->x[i] == x && m->y[i] == y)
            return tb_map_fail_word(r, "two nodes at the same coordinates:", name_word);
    int n = m->node_count++;
    memcpy(m->node_name[n], name.p, name.len);
    m->node_name[n][name.len] = '\0';
    m->x[n] = (uint8_t)x;
    m->y[n] = (uint8_t)y;
    m->owner[n] = (uint8_t)owner;
    return TW_OK;
}

static tw_status tb_st_hq(map_reader *r)
{
    int owner;
    tw_status st = tb_want_words(r, 5, 5);
    if (st != TW_OK)
        return st;
    if (!tb_read_number(r, 2, 1, &owner))
        return tb_map_fail_word(r, "an HQ's owner is player 0 or 1:", 2);
    return tb_add_node(r, owner, 3);
}

static tw_status tb_st_base(map_reader *r)
{
    tw_status st = tb_want_words(r, 4, 4);
    if (st != TW_OK)
        return st;
    return tb_add_node(r, TB_NO_OWNER, 2);
}

static tw_status tb_st_path(map_reader *r)
{
    tw_status st = tb_want_words(r, 2, WORDS_MAX);
    for (int i = 1; st == TW_OK && i < r->words; i++) {
        core_span from, to;
        if (!core_span_cut(r->word[i], '-', &from, &to))
            return tb_map_fail_word(r, "a path is written A-B, not", i);
        int a = tb_find_word_node(r, from), b = tb_find_word_node(r, to);
        if (a < 0 || b < 0)
            return tb_map_fail_word(r, "a path names an undeclared node:", i);
        if (a == b || (r->map->adj[a] >> b & 1u))
            return tb_map_fail_word(r, "a path is a loop or given twice:", i);
        r->map->adj[a] |= 1u << b;
        r->map->adj[b] |= 1u << a;
    }
    return st;
}

static tw_status tb_st_special(map_reader *r)
{
    tw_status st = tb_want_words(r, 2, WORDS_MAX);
    for (int i = 1; st == TW_OK && i < r->words; i++) {
        int n = tb_find_word_node(r, r->word[i]);
        if (n < 0 || !tb_is_base(r->map, n) || r->map->special[n])
            return tb_map_fail_word(r, "a special base must be a base, named once:", i);
        r->map->special[n] = 1;
    }
    return st;
}

/* "gate NODE DIGITS": the strengths (1-7) that may be placed there. */
static tw_status tb_st_gate(map_reader *r)
{
    tw_status st = tb_want_words(r, 3, 3);
    if (st != TW_OK)
        return st;
    int n = tb_find_word_node(r, r->word[1]);
    if (n < 0 || r->map->gate[n])
        return tb_map_fail_word(r, "a gate needs a declared node, gated once:", 1);
    uint8_t mask = 0;
    for (size_t i = 0; i < r->word[2].len; i++) {
        char c = r->word[2].p[i];
        if (c < '1' || c > '7' || (mask >> (c - '0') & 1))
            return tb_map_fail_word(r, "a gate lists strengths 1 to 7, each once, not", 2);
        mask = (uint8_t)(mask | 1u << (c - '0'));
    }
    r->map->gate[n] = mask;
    return TW_OK;
}

/* ---- rings ----------------------------------------------------------------- */

/* A walk around region g's ring: each node in ring order with the node
 * after it (the first node follows the last), so every side of the ring is
 * met once as node-next. Every reader of a ring walks it this way:
 *
 *     for (ring_walk w = tb_ring_walk_of(m, g); tb_ring_step(&w);)
 *         ... w.node, w.next ...
 */
typedef struct ring_walk {
    const tb_map *map;
    int region, i;  /* the region, and the index of the next node to visit */
    int node, next; /* after tb_ring_step(): the current node and its successor */
} ring_walk;

static ring_walk tb_ring_walk_of(const tb_map *m, int g)
{
    ring_walk w = {m, g, 0, -1, -1};
    return w;
}

/* Moves to the next node of the ring; 0 once every node has been visited. */
static int tb_ring_step(ring_walk *w)
{
    int len = w->map->region_len[w->region];
    const uint8_t *ring = w->map->region_ring[w->region];
    if (w->i >= len)
        return 0;
    w->node = ring[w->i];
    w->next = ring[(w->i + 1) % len];
    w->i++;
    return 1;
}

static int tb_ring_has(const tb_map *m, int g, int n)
{
    for (ring_walk w = tb_ring_walk_of(m, g); tb_ring_step(&w);)
        if (w.node == n)
            return 1;
    return 0;
}

static tw_status tb_st_region(map_reader *r)
{
    tb_map *m = r->map;
    int medals;
    tw_status st = tb_want_words(r, 5, 2 + TB_RING_MAX);
    if (st != TW_OK)
        return st;
    if (m->region_count >= TB_REGIONS_MAX)
        return tb_map_fail(r, "too many regions (at most 16)");
    if (!tb_read_number(r, 1, 99, &medals))
        return tb_map_fail_word(r, "a region starts with its medals, not", 1);
    int g = m->region_count++;
    m->region_medals[g] = (uint8_t)medals;
    for (int i = 2; i < r->words; i++) {
        int n = tb_find_word_node(r, r->word[i]);
        if (n < 0)
            return tb_map_fail_word(r, "a region names an undeclared node:", i);
        if (tb_ring_has(m, g, n))
            return tb_map_fail_word(r, "a ring passes a node twice:", i);
        m->region_ring[g][m->region_len[g]++] = (uint8_t)n;
    }
    return TW_OK;
}

static tw_status tb_st_objective(map_reader *r)
{
    int v;
    tw_status st = tb_want_words(r, 2, 2);
    if (st != TW_OK)
        return st;
    if (r->have_objective || !tb_read_number(r, 1, 255, &v))
        return tb_map_fail(r, "wants one number");
    r->map->objective = (uint8_t)v;
    r->have_objective = 1;
    return TW_OK;
}

static const struct {
    const char *keyword;
    tw_status (*read)(map_reader *r);
} statements[] = {
    {"map", tb_st_map},         {"size", tb_st_size},   {"effect", tb_st_effect},
    {"symmetric", tb_st_symmetric}, {"hq", tb_st_hq},   {"base", tb_st_base},
    {"path", tb_st_path},       {"special", tb_st_special}, {"gate", tb_st_gate},
    {"region", tb_st_region},   {"objective", tb_st_objective},
};

/* Splits a statement into words and runs its keyword's reader. */
static tw_status tb_read_statement(map_reader *r, core_span text)
{
    core_reader words;
    core_rd_init_span(&words, text, "map", r->err);
    r->words = 0;
    for (core_span word; (word = core_rd_token(&words, " \t\r")).len > 0;) {
        if (r->words == WORDS_MAX)
            return tb_map_fail(r, "too many words");
        r->word[r->words++] = word;
    }
    if (r->words == 0)
        return TW_OK;
    for (size_t i = 0; i < sizeof statements / sizeof statements[0]; i++)
        if (core_span_is(r->word[0], statements[i].keyword))
            return statements[i].read(r);
    return tb_map_fail(r, "unknown keyword");
}

/* Splits text into statements at ';' and newlines; '#' starts a comment
 * that runs to the end of the line. */
static tw_status tb_read_statements(map_reader *r, const char *text)
{
    core_reader c;
    core_rd_init(&c, text, "map", r->err);
    while (!core_rd_done(&c)) {
        core_span statement = core_rd_until(&c, ";\n#");
        if (statement.len >= STATEMENT_CAP)
            return core_fail(r->err, TW_E_PARSE, "map statement %d: too long", r->statement + 1);
        if (core_rd_peek(&c) == '#')
            core_rd_until(&c, "\n");
        if (!core_rd_done(&c))
            c.p++; /* the ';' or newline */
        r->statement++;
        tw_status st = tb_read_statement(r, statement);
        if (st != TW_OK)
            return st;
    }
    return TW_OK;
}

/* ---- validation -------------------------------------------------------- */

static int64_t tb_cross(int ax, int ay, int bx, int by, int cx, int cy)
{
    return (int64_t)(bx - ax) * (cy - ay) - (int64_t)(by - ay) * (cx - ax);
}

static int tb_sign64(int64_t v)
{
    return (v > 0) - (v < 0);
}

/* Whether node n lies strictly inside the segment a-b. */
static int tb_on_segment(const tb_map *m, int n, int a, int b)
{
    if (tb_cross(m->x[a], m->y[a], m->x[b], m->y[b], m->x[n], m->y[n]) != 0)
        return 0;
    int lo_x = m->x[a] < m->x[b] ? m->x[a] : m->x[b], hi_x = m->x[a] ^ m->x[b] ^ lo_x;
    int lo_y = m->y[a] < m->y[b] ? m->y[a] : m->y[b], hi_y = m->y[a] ^ m->y[b] ^ lo_y;
    return m->x[n] >= lo_x && m->x[n] <= hi_x && m->y[n] >= lo_y && m->y[n] <= hi_y;
}

static int tb_segments_cross(const tb_map *m, int a, int b, int c, int d)
{
    int o1 = tb_sign64(tb_cross(m->x[a], m->y[a], m->x[b], m->y[b], m->x[c], m->y[c]));
    int o2 = tb_sign64(tb_cross(m->x[a], m->y[a], m->x[b], m->y[b], m->x[d], m->y[d]));
    int o3 = tb_sign64(tb_cross(m->x[c], m->y[c], m->x[d], m->y[d], m->x[a], m->y[a]));
    int o4 = tb_sign64(tb_cross(m->x[c], m->y[c], m->x[d], m->y[d], m->x[b], m->y[b]));
    return o1 * o2 < 0 && o3 * o4 < 0;
}

/* Paths are straight segments: no node on another's path, no crossing. */
static tw_status tb_check_planar(const tb_map *m, core_err *err)
{
    for (int a = 0; a < m->node_count; a++) {
        for (int b = a + 1; b < m->node_count; b++) {
            if (!(m->adj[a] >> b & 1u))
                continue;
            for (int n = 0; n < m->node_count; n++)
                if (n != a && n != b && tb_on_segment(m, n, a, b))
                    return core_fail(err, TW_E_PARSE, "map: node %s lies on the path %s-%s",
                                     m->node_name[n], m->node_name[a], m->node_name[b]);
            for (int c = a; c < m->node_count; c++)
                for (int d = c + 1; d < m->node_count; d++)
                    if ((m->adj[c] >> d & 1u) && c != a && c != b && d != a && d != b &&
                        tb_segments_cross(m, a, b, c, d))
                        return core_fail(err, TW_E_PARSE, "map: paths %s-%s and %s-%s cross",
                                         m->node_name[a], m->node_name[b], m->node_name[c],
                                         m->node_name[d]);
        }
    }
    return TW_OK;
}

/* Whether the point (px, py), in doubled coordinates, is strictly inside the
 * ring of region g (ray casting; points on the ring never reach here). */
static int tb_inside_ring(const tb_map *m, int g, int px, int py)
{
    int inside = 0;
    /* Each side once, from node (i) to next (j): the test is exact and the
     * same whichever end is i, so the direction of the walk does not matter. */
    for (ring_walk w = tb_ring_walk_of(m, g); tb_ring_step(&w);) {
        int xi = 2 * m->x[w.node], yi = 2 * m->y[w.node];
        int xj = 2 * m->x[w.next], yj = 2 * m->y[w.next];
        if ((yi > py) == (yj > py))
            continue;
        /* px < xi + (py - yi) * (xj - xi) / (yj - yi), without dividing */
        int64_t lhs = (int64_t)(px - xi) * (yj - yi), rhs = (int64_t)(py - yi) * (xj - xi);
        if (yj > yi ? lhs < rhs : lhs > rhs)
            inside = !inside;
    }
    return inside;
}

/* Whether a and b follow each other around region g's ring. */
static int tb_ring_side(const tb_map *m, int g, int a, int b)
{
    for (ring_walk w = tb_ring_walk_of(m, g); tb_ring_step(&w);)
        if ((w.node == a && w.next == b) || (w.node == b && w.next == a))
            return 1;
    return 0;
}

/* A region is a face of the drawing: its ring follows paths, and no node
 * and no path lies inside it. Its medals are its bases minus 2. */
static tw_status tb_check_region(const tb_map *m, int g, core_err *err)
{
    int len = m->region_len[g], bases = 0;
    for (ring_walk w = tb_ring_walk_of(m, g); tb_ring_step(&w);) {
        if (!(m->adj[w.node] >> w.next & 1u))
            return core_fail(err, TW_E_PARSE, "map: region %d: no path joins %s and %s", g + 1,
                             m->node_name[w.node], m->node_name[w.next]);
        bases += tb_is_base(m, w.node);
    }
    if (bases < 3 || m->region_medals[g] != bases - 2)
        return core_fail(err, TW_E_PARSE,
                         "map: region %d is ringed by %d bases, so it holds %d medals, not %d",
                         g + 1, bases, bases - 2, m->region_medals[g]);
    for (int n = 0; n < m->node_count; n++) {
        if (!tb_ring_has(m, g, n) && tb_inside_ring(m, g, 2 * m->x[n], 2 * m->y[n]))
            return core_fail(err, TW_E_PARSE, "map: region %d is not a face: %s lies inside",
                             g + 1, m->node_name[n]);
        for (int k = n + 1; k < m->node_count; k++)
            if ((m->adj[n] >> k & 1u) && tb_ring_has(m, g, n) && tb_ring_has(m, g, k) &&
                !tb_ring_side(m, g, n, k) && tb_inside_ring(m, g, m->x[n] + m->x[k], m->y[n] + m->y[k]))
                return core_fail(err, TW_E_PARSE,
                                 "map: region %d is not a face: path %s-%s splits it", g + 1,
                                 m->node_name[n], m->node_name[k]);
    }
    for (int h = 0; h < g; h++) {
        int same = m->region_len[h] == len;
        for (ring_walk w = tb_ring_walk_of(m, g); same && tb_ring_step(&w);)
            same = tb_ring_has(m, h, w.node);
        if (same)
            return core_fail(err, TW_E_PARSE, "map: regions %d and %d are the same", h + 1, g + 1);
    }
    return TW_OK;
}

/* The nodes a player's troops can reach from his HQs, through bases only
 * (an HQ ends a path: it is never in between). */
static uint32_t tb_reach_from(const tb_map *m, int player)
{
    uint32_t seen = 0;
    for (int n = 0; n < m->node_count; n++)
        if (m->owner[n] == player)
            seen |= 1u << n;
    uint32_t frontier = seen;
    while (frontier) {
        int n = core_lowest_bit(frontier);
        frontier &= frontier - 1;
        for (uint32_t next = m->adj[n] & ~seen; next; next &= next - 1) {
            int k = core_lowest_bit(next);
            seen |= 1u << k;
            if (tb_is_base(m, k))
                frontier |= 1u << k;
        }
    }
    return seen;
}

static tw_status tb_check_nodes(const tb_map *m, core_err *err)
{
    int hqs[2] = {0, 0};
    for (int n = 0; n < m->node_count; n++) {
        if (!tb_is_base(m, n))
            hqs[m->owner[n]]++;
        if (!tb_is_base(m, n))
            for (int k = 0; k < m->node_count; k++)
                if ((m->adj[n] >> k & 1u) && !tb_is_base(m, k))
                    return core_fail(err, TW_E_PARSE, "map: a path joins two HQs, %s and %s",
                                     m->node_name[n], m->node_name[k]);
        if (m->gate[n] && m->effect != TB_FX_POOL)
            return core_fail(err, TW_E_PARSE, "map: gate on %s, but only 'effect pool' has gates",
                             m->node_name[n]);
        if (m->special[n] && m->effect == TB_FX_NONE)
            return core_fail(err, TW_E_PARSE, "map: special base %s, but the map has no effect",
                             m->node_name[n]);
    }
    if (hqs[0] == 0 || hqs[1] == 0)
        return core_fail(err, TW_E_PARSE, "map: each player needs an HQ");
    uint32_t all = m->node_count == 32 ? ~0u : (1u << m->node_count) - 1;
    for (int p = 0; p < 2; p++) {
        uint32_t missing = all & ~tb_reach_from(m, p);
        if (missing)
            return core_fail(err, TW_E_PARSE, "map: %s cannot be reached from player %d's HQs",
                             m->node_name[core_lowest_bit(missing)], p);
    }
    return TW_OK;
}

/* The node at the half-turn image of n's place, or -1. */
static int tb_mirror_of(const tb_map *m, int n)
{
    for (int k = 0; k < m->node_count; k++)
        if (m->x[k] == m->width - m->x[n] && m->y[k] == m->height - m->y[n])
            return k;
    return -1;
}

static tw_status tb_check_symmetry(const tb_map *m, core_err *err)
{
    for (int n = 0; n < m->node_count; n++) {
        int k = tb_mirror_of(m, n);
        int same = k >= 0 && m->special[k] == m->special[n] && m->gate[k] == m->gate[n] &&
                   (tb_is_base(m, n) ? tb_is_base(m, k)
                                     : !tb_is_base(m, k) && m->owner[k] != m->owner[n]);
        for (int a = 0; same && a < m->node_count; a++)
            if (m->adj[n] >> a & 1u)
                same = tb_mirror_of(m, a) >= 0 && (m->adj[k] >> tb_mirror_of(m, a) & 1u);
        if (!same)
            return core_fail(err, TW_E_PARSE, "map: not symmetric: %s has no matching node",
                             m->node_name[n]);
    }
    for (int g = 0; g < m->region_count; g++) {
        int found = 0;
        for (int h = 0; h < m->region_count && !found; h++) {
            found = m->region_len[h] == m->region_len[g];
            for (ring_walk w = tb_ring_walk_of(m, g); found && tb_ring_step(&w);)
                found = tb_ring_has(m, h, tb_mirror_of(m, w.node));
        }
        if (!found)
            return core_fail(err, TW_E_PARSE, "map: not symmetric: region %d has no match", g + 1);
    }
    return TW_OK;
}

static tw_status tb_check_map(const map_reader *r, core_err *err)
{
    const tb_map *m = r->map;
    if (!m->name[0] || !r->have_size || !r->have_objective)
        return core_fail(err, TW_E_PARSE, "map: 'map', 'size' and 'objective' are required");
    tw_status st = tb_check_nodes(m, err);
    if (st == TW_OK)
        st = tb_check_planar(m, err);
    int medals = 0;
    for (int g = 0; st == TW_OK && g < m->region_count; g++) {
        st = tb_check_region(m, g, err);
        medals += m->region_medals[g];
    }
    if (st == TW_OK && (medals < 2 || m->objective != medals / 2))
        st = core_fail(err, TW_E_PARSE,
                       "map: the objective is half the medals (%d of %d), not %d; at least 2 medals",
                       medals / 2, medals, m->objective);
    if (st == TW_OK && m->symmetric)
        st = tb_check_symmetry(m, err);
    return st;
}

/* The masks the rules read instead of the per-node fields they come from. */
static void tb_derive_masks(tb_map *m)
{
    for (int n = 0; n < m->node_count; n++) {
        uint32_t bit = 1u << n;
        if (tb_is_base(m, n))
            m->bases |= bit;
        else
            m->hqs[m->owner[n]] |= bit;
        for (int k = 1; k < TB_KINDS; k++) /* Kwak (0) passes every gate */
            if (m->gate[n] && !(m->gate[n] >> k & 1))
                m->closed[k] |= bit;
    }
    for (int g = 0; g < m->region_count; g++)
        for (ring_walk w = tb_ring_walk_of(m, g); tb_ring_step(&w);) {
            m->ring_bases[g] |= m->bases & 1u << w.node;
            m->node_regions[w.node] = (uint16_t)(m->node_regions[w.node] | 1u << g);
        }
}

tw_status tb_map_parse(tb_map *map, const char *text, core_err *err)
{
    map_reader r;
    memset(&r, 0, sizeof r);
    memset(map, 0, sizeof *map);
    memset(map->owner, TB_NO_OWNER, sizeof map->owner);
    r.map = map;
    r.err = err;
    tw_status st = tb_read_statements(&r, text);
    if (st == TW_OK)
        st = tb_check_map(&r, err);
    if (st != TW_OK)
        return st;
    /* Unused owner bytes back to zero: every byte of the state is canonical. */
    for (int n = map->node_count; n < TB_NODES_MAX; n++)
        map->owner[n] = 0;
    tb_derive_masks(map);
    map->builtin = TB_HOST_MAP;
    return TW_OK;
}

tw_status tb_map_builtin(tb_map *map, int index, core_err *err)
{
    tw_status st = tb_map_parse(map, builtin_text[index], err);
    if (st == TW_OK)
        map->builtin = (uint8_t)index;
    return st;
}

/* ---- writing ------------------------------------------------------------ */

void tb_map_write(const tb_map *m, core_sb *out)
{
    core_sb_printf(out, "map %s; size %d %d; effect %s", m->name, m->width, m->height,
                   tb_effect_names[m->effect]);
    if (m->symmetric)
        core_sb_puts(out, "; symmetric");
    for (int n = 0; n < m->node_count; n++) {
        if (tb_is_base(m, n))
            core_sb_printf(out, "; base %s %d %d", m->node_name[n], m->x[n], m->y[n]);
        else
            core_sb_printf(out, "; hq %s %d %d %d", m->node_name[n], m->owner[n], m->x[n],
                           m->y[n]);
    }
    core_sb_puts(out, "; path");
    for (int a = 0; a < m->node_count; a++)
        for (int b = a + 1; b < m->node_count; b++)
            if (m->adj[a] >> b & 1u)
                core_sb_printf(out, " %s-%s", m->node_name[a], m->node_name[b]);
    int any = 0;
    for (int n = 0; n < m->node_count; n++)
        if (m->special[n])
            core_sb_printf(out, "%s %s", any++ ? "" : "; special", m->node_name[n]);
    for (int n = 0; n < m->node_count; n++) {
        if (!m->gate[n])
            continue;
        core_sb_printf(out, "; gate %s ", m->node_name[n]);
        for (int k = 1; k < TB_KINDS; k++)
            if (m->gate[n] >> k & 1)
                core_sb_putc(out, (char)('0' + k));
    }
    for (int g = 0; g < m->region_count; g++) {
        core_sb_printf(out, "; region %d", m->region_medals[g]);
        for (ring_walk w = tb_ring_walk_of(m, g); tb_ring_step(&w);)
            core_sb_printf(out, " %s", m->node_name[w.node]);
    }
    core_sb_printf(out, "; objective %d", m->objective);
}
