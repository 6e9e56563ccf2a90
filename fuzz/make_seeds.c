/* SPDX-License-Identifier: MIT */
/*
 * make_seeds.c: writes the seed corpora of the fuzz targets.
 *
 *   fuzz_make_seeds OUTDIR        (scripts/ci/fuzz.sh --seeds runs it)
 *
 * OUTDIR/<target>/seed-NNN for every target: valid inputs made with the
 * library itself (params, move texts in reachable states, positions and
 * replays of seeded games, our Droids board, the eight battlefields written
 * back as map text, API call sequences), plus a few near-misses. libFuzzer
 * mutates from there; fuzz/corpus/ holds the committed result.
 */
#include "fuzz_common.h"

#include <errno.h>
#include <sys/stat.h>

static const char *outdir;

static void make_dir(const char *path)
{
    if (mkdir(path, 0755) != 0 && errno != EEXIST) {
        perror(path);
        exit(1);
    }
}

/* Writes one seed: a header of bytes, then text; numbered per target. */
static void seed(const char *target, const uint8_t *head, size_t head_len, const char *text)
{
    static struct {
        const char *target;
        int count;
    } counters[16];
    size_t i = 0;
    while (counters[i].target && strcmp(counters[i].target, target) != 0)
        i++;
    if (i >= sizeof counters / sizeof counters[0] - 1) {
        fprintf(stderr, "too many targets\n");
        exit(1);
    }
    if (!counters[i].target) {
        counters[i].target = target;
        char dir[512];
        snprintf(dir, sizeof dir, "%s/%s", outdir, target);
        make_dir(dir);
    }
    char path[512];
    snprintf(path, sizeof path, "%s/%s/seed-%03d", outdir, target, counters[i].count++);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        exit(1);
    }
    if (head_len)
        fwrite(head, 1, head_len, f);
    if (text)
        fputs(text, f);
    fclose(f);
}

static tw_game *make(const char *name, const char *params)
{
    tw_game *g = NULL;
    if (tw_game_new(name, params, &g) != TW_OK) {
        fprintf(stderr, "tw_game_new(%s, %s): %s\n", name, params, tw_game_error(NULL));
        exit(1);
    }
    return g;
}

static const struct {
    const char *game;
    const char *params;
} sets[] = {
    {"gearhead", "seed=1"},
    {"gearhead", "placed_moves=off seed=2"},
    {"droids", "seed=3"},
    {"droids", "players=4 teams=on seed=4"},
    {"droids", "scenario=golden-microchips players=3 seed=5"},
    {"droids", "scenario=robot-killer players=1 seed=6"},
    {"droids", "scenario=robot-statue seed=7"},
    {"droids", "scenario=duel seed=8"},
    {"toybattle", "seed=9"},
    {"toybattle", "map=tropical-pool seed=10"},
    {"toybattle", "map=battlefield special_bases=off seed=11"},
    {"toybattle", "map=caribbean-sea seed=12"},
};
#define SETS (sizeof sets / sizeof sets[0])


static uint8_t game_byte(const char *name)
{
    for (int i = 0; i < tw_games_count(); i++)
        if (strcmp(tw_games_name(i), name) == 0)
            return (uint8_t)i;
    return 0;
}

static void params_seeds(void)
{
    /* A creator: a game's name, or "@board" / "@map" for the host creators
     * (fuzz_params.c numbers them after the registered games). */
    static const struct {
        const char *creator;
        const char *params;
    } p[] = {
        {"gearhead", ""},
        {"gearhead", "seed=7"},
        {"gearhead", "placed_moves=off, seed=18446744073709551615"},
        {"droids", "players=3 scenario=de-mine"},
        {"droids", "players=4 teams=on max_turns=5"},
        {"droids", "scenario=robot-killer players=1 killer_shots=2"},
        {"droids", "scenario=duel seed=1"},
        {"toybattle", "map=battlefield special_bases=off"},
        {"toybattle", "map=tropical-pool,seed=4"},
        {"@board", "players=4 scenario=golden-microchips"},
        {"@board", "scenario=robot-statue players=3"},
        {"@map", "special_bases=off seed=2"},
        {"@map", ""},
        {"gearhead", "bogus=1"},
        {"droids", "players=9"},
        {"toybattle", "map=nowhere"},
    };
    int games = tw_games_count();
    for (size_t i = 0; i < sizeof p / sizeof p[0]; i++) {
        uint8_t creator = strcmp(p[i].creator, "@board") == 0 ? (uint8_t)games
                          : strcmp(p[i].creator, "@map") == 0 ? (uint8_t)(games + 1)
                                                              : game_byte(p[i].creator);
        seed("fuzz_params", &creator, 1, p[i].params);
    }
}

static void move_text_seeds(void)
{
    static const uint8_t states[][3] = {{0, 1, 0},  {0, 5, 9},   {0, 9, 40}, {1, 2, 0},
                                        {1, 3, 25}, {1, 8, 120}, {2, 4, 0},  {2, 6, 30},
                                        {2, 7, 90}};
    for (size_t i = 0; i < sizeof states / sizeof states[0]; i++) {
        char params[32];
        snprintf(params, sizeof params, "seed=%u", (unsigned)states[i][1]);
        tw_game *g = make(fuzz_game(states[i][0]), params);
        fuzz_play_seeded(g, states[i][1], states[i][2]);
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        for (int k = 0; k < n && k < 3; k++) {
            char text[64];
            tw_move_to_string(g, moves[(size_t)k * (size_t)n / 3], text, sizeof text);
            seed("fuzz_move_text", states[i], 3, text);
        }
        tw_game_free(g);
    }
}

static void position_and_replay_seeds(void)
{
    for (size_t i = 0; i < SETS; i++) {
        tw_game *g = make(sets[i].game, sets[i].params);
        uint8_t game = game_byte(sets[i].game);
        for (int stage = 0; stage < 3; stage++) {
            char *text = fuzz_text(tw_game_to_text, g);
            seed("fuzz_position_text", &game, 1, text);
            free(text);
            fuzz_play_seeded(g, i * 31 + (size_t)stage, stage == 0 ? 25 : 400);
        }
        tw_game *short_game = make(sets[i].game, sets[i].params);
        fuzz_play_seeded(short_game, i, 30);
        char *replay = fuzz_text(tw_game_save_replay, short_game);
        seed("fuzz_replay_text", NULL, 0, replay);
        free(replay);
        tw_game_free(short_game);
        tw_game_free(g);
    }
    /* Replays that start from a position: a host board and a host map. */
    char board[512];
    tw_droids_default_board(board, sizeof board);
    tw_game *g = NULL;
    if (tw_droids_new_on_board(board, "players=3 seed=4", &g) == TW_OK) {
        fuzz_play_seeded(g, 4, 40);
        char *replay = fuzz_text(tw_game_save_replay, g);
        seed("fuzz_replay_text", NULL, 0, replay);
        free(replay);
        tw_game_free(g);
    }
    if (tw_toybattle_new_on_map(fuzz_small_map, "seed=5", &g) == TW_OK) {
        fuzz_play_seeded(g, 5, 40);
        char *replay = fuzz_text(tw_game_save_replay, g);
        seed("fuzz_replay_text", NULL, 0, replay);
        free(replay);
        tw_game_free(g);
    }
}

static void board_seeds(void)
{
    char board[512];
    tw_droids_default_board(board, sizeof board);
    for (uint8_t choice = 0; choice < 8; choice++) {
        uint8_t head = (uint8_t)(choice | 0x80);
        seed("fuzz_droids_board", &head, 1, board);
    }
    /* Near-misses: a square changed, a row cut, a sheet line changed. */
    char edited[512];
    snprintf(edited, sizeof edited, "%s", board);
    char *s = strchr(edited, 'S');
    if (s)
        *s = '.';
    uint8_t head = 0x81;
    seed("fuzz_droids_board", &head, 1, edited);
    snprintf(edited, sizeof edited, "%s", board);
    char *nl = strchr(edited, '\n');
    if (nl && nl - edited > 3)
        memmove(nl - 3, nl, strlen(nl) + 1);
    seed("fuzz_droids_board", &head, 1, edited);
    seed("fuzz_droids_board", &head, 1,
         "; a board with its own sheet\n.........N\n..........\n..........\n..........\n"
         "R.........\n~~~~~~~~~~\n.........R\n..........\n....#.....\nS.........\n"
         "sheet 1 V1n V2e X\nsheet 10 VDne\n");
}

/* Writes a built-in battlefield back as map text, through the accessors. */
static void map_text_of(const tw_game *g, char *out, size_t cap)
{
    static const char *const effects[] = {"none",     "castle",   "pool",   "clouds",
                                          "volcano",  "cemetery", "metalx", "freeze"};
    char name[64];
    int effect = 0, objective = 0, width = 0, height = 0;
    tw_toybattle_map_name(g, name, sizeof name);
    tw_toybattle_map_info(g, &effect, &objective, &width, &height);
    size_t len = 0;
#define PUT(...) len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, __VA_ARGS__)
    PUT("map %s\nsize %d %d\neffect %s\n", name, width, height, effects[effect & 7]);
    int nodes = tw_toybattle_node_count(g);
    char names[32][8];
    for (int n = 0; n < nodes && n < 32; n++) {
        int owner, x, y, special, gate;
        tw_toybattle_node(g, n, &owner, &x, &y, &special, &gate);
        tw_toybattle_node_name(g, n, names[n], sizeof names[n]);
        if (owner >= 0)
            PUT("hq %s %d %d %d\n", names[n], owner, x, y);
        else
            PUT("base %s %d %d\n", names[n], x, y);
    }
    PUT("path");
    for (int a = 0; a < nodes; a++)
        for (int b = a + 1; b < nodes; b++)
            if (tw_toybattle_is_adjacent(g, a, b) == 1)
                PUT(" %s-%s", names[a], names[b]);
    PUT("\n");
    for (int n = 0; n < nodes; n++) {
        int special = 0, gate = 0;
        tw_toybattle_node(g, n, NULL, NULL, NULL, &special, &gate);
        if (special)
            PUT("special %s\n", names[n]);
        if (gate) {
            PUT("gate %s ", names[n]);
            for (int k = 1; k < 8; k++)
                if (gate >> k & 1)
                    PUT("%d", k);
            PUT("\n");
        }
    }
    int regions = tw_toybattle_region_count(g);
    for (int r = 0; r < regions; r++) {
        int medals = 0, ring[32];
        int k = tw_toybattle_region(g, r, &medals, NULL, ring, 32);
        PUT("region %d", medals);
        for (int i = 0; i < k; i++)
            PUT(" %s", names[ring[i]]);
        PUT("\n");
    }
    PUT("objective %d\n", objective);
#undef PUT
}

static void map_seeds(void)
{
    static const char *const maps[] = {"castle-field",    "tropical-pool",   "city-of-clouds",
                                       "volcanic-jungle", "cursed-cemetery", "caribbean-sea",
                                       "station-metal-x", "battlefield"};
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        char params[64], text[8192];
        snprintf(params, sizeof params, "map=%s", maps[i]);
        tw_game *g = make("toybattle", params);
        map_text_of(g, text, sizeof text);
        char message[256];
        if (tw_toybattle_check_map(text, message, sizeof message) != TW_OK) {
            fprintf(stderr, "%s written back is refused: %s\n%s", maps[i], message, text);
            exit(1);
        }
        uint8_t head = (uint8_t)(0x80 | i);
        seed("fuzz_toybattle_map", &head, 1, text);
        tw_game_free(g);
    }
    uint8_t head = 0x82;
    seed("fuzz_toybattle_map", &head, 1, fuzz_small_map);
    seed("fuzz_toybattle_map", &head, 1, "map x; size 2 2; hq P 0 0 0; objective 1");
}

/* API call sequences: mostly legal moves and fair rolls, with every other
 * operation sprinkled in (see fuzz_api.h for the operation bytes). */
static void api_seeds(void)
{
    static const char *const targets[] = {"fuzz_api_gearhead", "fuzz_api_droids",
                                          "fuzz_api_toybattle"};
    static const uint8_t param_choices[] = {3, 11, 9};
    uint64_t x = 12345;
    for (size_t t = 0; t < 3; t++) {
        for (uint8_t p = 0; p < param_choices[t]; p++) {
            uint8_t buf[640];
            size_t len = 0;
            buf[len++] = p;
            while (len + 8 < sizeof buf) {
                x = x * 6364136223846793005ULL + 1442695040888963407ULL;
                unsigned r = (unsigned)(x >> 40) % 100u;
                if (r < 60) { /* a legal move */
                    buf[len++] = 2;
                    buf[len++] = (uint8_t)(x >> 20);
                } else if (r < 80) { /* a fair roll */
                    buf[len++] = 6;
                    buf[len++] = 3;
                    for (int i = 0; i < 4; i++)
                        buf[len++] = (uint8_t)(x >> (8 * i));
                } else {
                    static const uint8_t others[] = {0, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 31};
                    buf[len++] = others[(x >> 16) % sizeof others];
                    for (int i = 0; i < 6; i++)
                        buf[len++] = (uint8_t)(x >> (8 * i + 3));
                }
            }
            seed(targets[t], buf, len, NULL);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTDIR\n", argv[0]);
        return 2;
    }
    outdir = argv[1];
    make_dir(outdir);
    params_seeds();
    move_text_seeds();
    position_and_replay_seeds();
    board_seeds();
    map_seeds();
    api_seeds();
    return 0;
}
