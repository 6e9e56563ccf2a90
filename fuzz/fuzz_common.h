/* SPDX-License-Identifier: MIT */
/*
 * fuzz_common.h: what the fuzz targets share (one header, included once per
 * target, so everything here is static).
 *
 * A target is `int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)`.
 * Built with TOYWAR_FUZZ it links libFuzzer; otherwise fuzz/replay_main.c
 * supplies main() and runs the committed corpus and crashers through it, as
 * a regression test of every build (docs/quality.md).
 *
 * A target calls the library on whatever the input says and checks the
 * contract on the way: FUZZ_CHECK aborts, so libFuzzer (or the replay
 * test) reports a broken promise like a crash.
 */
#ifndef TOYWAR_FUZZ_COMMON_H
#define TOYWAR_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "toywar/droids.h"
#include "toywar/gearhead.h"
#include "toywar/toybattle.h"
#include "toywar/toywar.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with a message naming the broken promise. */
#define FUZZ_CHECK(cond, ...)                                                         \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                             \
            fputc('\n', stderr);                                                      \
            abort();                                                                  \
        }                                                                             \
    } while (0)

/* ---- reading the input ------------------------------------------------- */

typedef struct fuzz_input {
    const uint8_t *data;
    size_t size, pos;
    uint64_t fallback; /* feeds reads past the end, so they vary */
} fuzz_input;

static inline void fuzz_input_init(fuzz_input *in, const uint8_t *data, size_t size)
{
    in->data = data;
    in->size = size;
    in->pos = 0;
    in->fallback = 0x243f6a8885a308d3ULL ^ size;
}

static inline int fuzz_left(const fuzz_input *in)
{
    return in->pos < in->size;
}

static inline uint8_t fuzz_byte(fuzz_input *in)
{
    if (in->pos < in->size)
        return in->data[in->pos++];
    in->fallback = in->fallback * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint8_t)(in->fallback >> 56);
}

static inline uint32_t fuzz_u32(fuzz_input *in)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v = v << 8 | fuzz_byte(in);
    return v;
}

/* A small signed int, mostly near the valid ranges of the accessors. */
static inline int fuzz_small_int(fuzz_input *in)
{
    uint8_t b = fuzz_byte(in);
    if (b == 0xff)
        return (int)fuzz_u32(in);
    return (int)b - 8;
}

/* The rest of the input as a NUL-terminated string (the caller frees). */
static inline char *fuzz_rest_as_text(fuzz_input *in)
{
    size_t n = in->size - (in->pos < in->size ? in->pos : in->size);
    char *text = malloc(n + 1);
    FUZZ_CHECK(text != NULL, "out of memory in the harness");
    if (n)
        memcpy(text, in->data + in->pos, n);
    text[n] = '\0';
    in->pos += n;
    return text;
}

/* ---- small tools ------------------------------------------------------- */

/* A game of the registry, chosen by a byte: every game registered, now or
 * later, is fuzzed with no change here. */
static inline const char *fuzz_game(uint8_t b)
{
    return tw_games_name(b % tw_games_count());
}

/* A copy of a writer's whole output (the caller frees), checking snprintf
 * semantics on the way: the size asked first is the size written. */
static inline char *fuzz_text(int (*write)(const tw_game *, char *, size_t), const tw_game *g)
{
    int n = write(g, NULL, 0);
    FUZZ_CHECK(n >= 0, "a writer failed on a valid handle: %d", n);
    char *t = malloc((size_t)n + 1);
    FUZZ_CHECK(t != NULL, "out of memory in the harness");
    FUZZ_CHECK(write(g, t, (size_t)n + 1) == n, "the length changed between two calls");
    FUZZ_CHECK(strlen(t) == (size_t)n, "the length returned is not the length written");
    return t;
}

static inline int fuzz_json_all(const tw_game *g, char *buf, size_t cap)
{
    return tw_game_to_json(g, TW_VIEW_ALL, buf, cap);
}

static inline int fuzz_render_all(const tw_game *g, char *buf, size_t cap)
{
    return tw_game_render(g, TW_VIEW_ALL, buf, cap);
}

/* Every view of g can be written (and each viewer's too). */
static inline void fuzz_views(const tw_game *g)
{
    free(fuzz_text(fuzz_json_all, g));
    free(fuzz_text(fuzz_render_all, g));
    int players = tw_game_num_players(g);
    FUZZ_CHECK(players >= 1 && players <= 8, "players %d", players);
    for (int p = 0; p < players; p++) {
        char small[16];
        FUZZ_CHECK(tw_game_to_json(g, p, small, sizeof small) >= 0, "JSON for viewer %d", p);
        FUZZ_CHECK(tw_game_render(g, p, small, sizeof small) >= 0, "render for viewer %d", p);
    }
}

/* The position reads back to an equal one (same text and hash). */
static inline void fuzz_position_round_trip(const tw_game *g)
{
    char *text = fuzz_text(tw_game_to_text, g);
    tw_game *copy = NULL;
    tw_status st = tw_game_from_text(tw_game_name(g), text, &copy);
    FUZZ_CHECK(st == TW_OK, "the position it wrote is refused: %s\n  %s", tw_game_error(NULL),
               text);
    char *again = fuzz_text(tw_game_to_text, copy);
    FUZZ_CHECK(strcmp(text, again) == 0, "position text changed on a round trip\n  %s\n  %s",
               text, again);
    FUZZ_CHECK(tw_game_hash(copy) == tw_game_hash(g), "hash changed on a round trip: %s", text);
    free(again);
    free(text);
    tw_game_free(copy);
}

/* The replay loads back to the same position and history. */
static inline void fuzz_replay_round_trip(const tw_game *g)
{
    char *replay = fuzz_text(tw_game_save_replay, g);
    tw_game *loaded = NULL;
    tw_status st = tw_game_load_replay(replay, &loaded);
    FUZZ_CHECK(st == TW_OK, "the replay it wrote is refused: %s\n%.2000s", tw_game_error(NULL),
               replay);
    FUZZ_CHECK(tw_game_hash(loaded) == tw_game_hash(g), "the replay loads another position");
    FUZZ_CHECK(tw_game_history(loaded, NULL, 0) == tw_game_history(g, NULL, 0),
               "the replay loads another history");
    free(replay);
    tw_game_free(loaded);
}

/* The legal moves: in range, unique enough, and each written text parses
 * back to the move; at a chance node the weights match. */
static inline int fuzz_legal_moves(const tw_game *g, tw_move *moves)
{
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    FUZZ_CHECK(n >= 0 && n <= TW_MOVES_MAX, "legal move count %d", n);
    int over = tw_game_is_over(g);
    FUZZ_CHECK(over == (n == 0), "is_over %d with %d legal moves", over, n);
    for (int i = 0; i < n; i++) {
        char text[128];
        FUZZ_CHECK(moves[i] != 0, "0 listed as a legal move");
        int len = tw_move_to_string(g, moves[i], text, sizeof text);
        FUZZ_CHECK(len > 0 && (size_t)len < sizeof text, "legal move 0x%08x has no text",
                   (unsigned)moves[i]);
        tw_move back = 0;
        FUZZ_CHECK(tw_move_from_string(g, text, &back) == TW_OK && back == moves[i],
                   "legal move '%s' does not read back: %s", text, tw_game_error(g));
    }
    if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
        tw_move outcomes[TW_MOVES_MAX];
        uint32_t weights[TW_MOVES_MAX];
        int k = tw_game_chance_weights(g, outcomes, weights, TW_MOVES_MAX);
        FUZZ_CHECK(k == n, "%d outcomes, %d legal moves", k, n);
        uint64_t total = 0;
        for (int i = 0; i < k; i++) {
            FUZZ_CHECK(weights[i] >= 1 && outcomes[i] == moves[i], "outcome %d", i);
            total += weights[i];
        }
        FUZZ_CHECK(total > 0 && total <= UINT32_MAX, "weights sum to %llu",
                   (unsigned long long)total);
    }
    return n;
}

/* Applies legal move m and undoes it: the state must come back exactly. */
static inline void fuzz_apply_undo(tw_game *g, tw_move m)
{
    uint64_t hash = tw_game_hash(g);
    int history = tw_game_history(g, NULL, 0);
    tw_status st = tw_game_apply(g, m);
    FUZZ_CHECK(st == TW_OK, "a legal move is refused: %s", tw_game_error(g));
    FUZZ_CHECK(tw_game_history(g, NULL, 0) == history + 1, "history did not grow");
    FUZZ_CHECK(tw_game_undo(g) == TW_OK, "undo failed: %s", tw_game_error(g));
    FUZZ_CHECK(tw_game_hash(g) == hash, "undo did not restore the hash");
}

/* Plays up to plies moves on g, choices and dice from in. */
static inline void fuzz_play(tw_game *g, fuzz_input *in, int plies)
{
    for (int i = 0; i < plies && !tw_game_is_over(g); i++) {
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        FUZZ_CHECK(n > 0, "no legal move in a game not over");
        uint32_t pick = fuzz_byte(in);
        if (n > 256)
            pick = pick << 8 | fuzz_byte(in);
        tw_status st = tw_game_apply(g, moves[pick % (uint32_t)n]);
        FUZZ_CHECK(st == TW_OK, "a legal move is refused: %s", tw_game_error(g));
    }
}

/* Plays up to plies moves on g, the choices from a generator seeded with
 * seed (so the input's bytes stay for the text under test). */
static inline void fuzz_play_seeded(tw_game *g, uint64_t seed, int plies)
{
    for (int i = 0; i < plies && !tw_game_is_over(g); i++) {
        tw_move moves[TW_MOVES_MAX];
        int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
        FUZZ_CHECK(n > 0, "no legal move in a game not over");
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        tw_status st = tw_game_apply(g, moves[(seed >> 33) % (uint64_t)n]);
        FUZZ_CHECK(st == TW_OK, "a legal move is refused: %s", tw_game_error(g));
    }
}

/* ---- the checkers of host texts and their message buffer --------------- */

/* A checker of a host text that starts no game (tw_droids_check_board,
 * tw_toybattle_check_map): why the text is refused goes to message, cap
 * bytes, always NUL-terminated when cap > 0. */
typedef tw_status (*fuzz_text_checker)(const char *text, char *message, size_t cap);

#define FUZZ_MESSAGE_MAX 256

/* The message buffer's size, chosen by an input byte: FUZZ_MESSAGE_MAX when
 * its high bit is set, else its low four bits (0 to 15 bytes, 0 meaning no
 * buffer), so that short buffers, where truncation happens, come often. */
static inline size_t fuzz_message_cap(uint8_t choice)
{
    return choice & 0x80 ? FUZZ_MESSAGE_MAX : (size_t)(choice & 0x0f);
}

/* Runs check (named what) on text with a message buffer of cap bytes, at
 * most FUZZ_MESSAGE_MAX (a NULL buffer when cap is 0), and aborts unless
 * the checker keeps its promise: the status is TW_OK or TW_E_PARSE; the
 * message is NUL-terminated within cap and nothing is written past cap; and
 * when cap > 1 (a 1-byte buffer holds only the NUL) the message is empty
 * exactly when the text is accepted. Returns the checker's status. */
static inline tw_status fuzz_check_text(fuzz_text_checker check, const char *what,
                                        const char *text, size_t cap)
{
    char message[FUZZ_MESSAGE_MAX];
    FUZZ_CHECK(cap <= sizeof message, "the harness asked for a %zu-byte message", cap);
    memset(message, 'x', sizeof message); /* a canary past cap */
    tw_status checked = check(text, cap ? message : NULL, cap);
    FUZZ_CHECK(checked == TW_OK || checked == TW_E_PARSE, "%s gave %s", what,
               tw_status_string(checked));
    if (cap) {
        FUZZ_CHECK(memchr(message, '\0', cap) != NULL, "%s: the message is not terminated in cap",
                   what);
        FUZZ_CHECK(cap == sizeof message || message[cap] == 'x', "%s: written past cap %zu", what,
                   cap);
        if (cap > 1)
            FUZZ_CHECK((checked == TW_OK) == (message[0] == '\0'),
                       "%s: message and status disagree", what);
    }
    return checked;
}

/* A game made on a host's board or map, played through: its lists, texts
 * and replays before and after plies seeded moves, then every view. */
static inline void fuzz_host_game(tw_game *g, uint64_t seed, int plies)
{
    tw_move moves[TW_MOVES_MAX];
    fuzz_legal_moves(g, moves);
    fuzz_position_round_trip(g);
    fuzz_replay_round_trip(g);
    fuzz_play_seeded(g, seed, plies);
    fuzz_legal_moves(g, moves);
    fuzz_position_round_trip(g);
    fuzz_replay_round_trip(g);
    fuzz_views(g);
}

/* A refused creation: NULL handle, a known status, and a reason. */
static inline void fuzz_refused(tw_status st, const tw_game *g, const char *what)
{
    FUZZ_CHECK(g == NULL, "%s failed (%s) but returned a handle", what, tw_status_string(st));
    FUZZ_CHECK(st < 0 && st >= TW_E_RNG, "%s returned %d", what, (int)st);
    FUZZ_CHECK(tw_game_error(NULL)[0] != '\0', "%s refused (%s) without a reason", what,
               tw_status_string(st));
}

/* A small host map (docs/notation/toybattle-map.md) for the params target. */
static const char fuzz_small_map[] =
    "map square; size 4 2; effect none; symmetric; hq P 0 0 1; hq Q 1 4 1; base a 1 0; "
    "base b 1 2; base c 3 0; base d 3 2; path P-a P-b a-b a-c b-d c-d Q-c Q-d; "
    "region 2 a c d b; objective 1";

#endif /* TOYWAR_FUZZ_COMMON_H */
