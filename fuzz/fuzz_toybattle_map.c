/* SPDX-License-Identifier: MIT */
/*
 * fuzz_toybattle_map.c: the Toy Battle map text (tw_toybattle_check_map,
 * tw_toybattle_new_on_map).
 *
 * Input: a byte choosing the params and the message buffer's size, then the
 * map text. The checker and the creator agree on every map; a game on an
 * accepted map plays, and its position and replay (which carry the map)
 * read back; the accessors describe the map consistently.
 */
#include "fuzz_common.h"

static const char *const map_params[] = {NULL, "special_bases=off", "seed=3",
                                         "special_bases=on seed=11"};
#define MAP_PARAMS (sizeof map_params / sizeof map_params[0])

static void check_map_accessors(const tw_game *g)
{
    int nodes = tw_toybattle_node_count(g);
    FUZZ_CHECK(nodes >= 2 && nodes <= 32, "%d nodes", nodes);
    for (int n = 0; n < nodes; n++) {
        char name[16];
        int len = tw_toybattle_node_name(g, n, name, sizeof name);
        FUZZ_CHECK(len > 0 && (size_t)len < sizeof name, "node %d's name", n);
        FUZZ_CHECK(tw_toybattle_node_find(g, name) == n, "node '%s' is not found", name);
        FUZZ_CHECK(tw_toybattle_node(g, n, NULL, NULL, NULL, NULL, NULL) == TW_OK, "node %d", n);
        for (int m = 0; m < nodes; m++)
            FUZZ_CHECK(tw_toybattle_is_adjacent(g, n, m) == tw_toybattle_is_adjacent(g, m, n),
                       "paths are not symmetric");
    }
    int regions = tw_toybattle_region_count(g);
    FUZZ_CHECK(regions >= 1 && regions <= 16, "%d regions", regions);
    for (int r = 0; r < regions; r++) {
        int ring[32];
        int k = tw_toybattle_region(g, r, NULL, NULL, ring, 32);
        FUZZ_CHECK(k >= 3 && k <= 14, "region %d has %d nodes", r, k);
        for (int i = 0; i < k; i++)
            FUZZ_CHECK(tw_toybattle_is_adjacent(g, ring[i], ring[(i + 1) % k]) == 1,
                       "region %d's ring does not follow paths", r);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in;
    fuzz_input_init(&in, data, size);
    uint8_t choice = fuzz_byte(&in);
    const char *params = map_params[choice % MAP_PARAMS];
    size_t cap = fuzz_message_cap(choice);
    char *text = fuzz_rest_as_text(&in);

    tw_status checked =
        fuzz_check_text(tw_toybattle_check_map, "tw_toybattle_check_map", text, cap);

    tw_game *g = NULL;
    tw_status st = tw_toybattle_new_on_map(text, params, &g);
    if (st != TW_OK) {
        fuzz_refused(st, g, "tw_toybattle_new_on_map");
        FUZZ_CHECK(st == TW_E_PARSE, "a bad map gave %s", tw_status_string(st));
        FUZZ_CHECK(checked == TW_E_PARSE, "the checker accepts a map the creator refuses: %s",
                   tw_game_error(NULL));
    } else {
        FUZZ_CHECK(checked == TW_OK, "the creator accepts a map the checker refuses");
        check_map_accessors(g);
        fuzz_host_game(g, size, 120);
        tw_game_free(g);
    }
    free(text);
    return 0;
}
