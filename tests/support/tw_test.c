/* SPDX-License-Identifier: MIT */
/* tw_test.c: see tw_test.h. */
#include "tw_test.h"
#include "splitmix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEXT_CAP 8192

static char text_buf[TEXT_CAP];

tw_game *tw_test_position(const char *game, const char *text)
{
    tw_game *g = NULL;
    tw_status st = tw_game_from_text(game, text, &g);
    if (st != TW_OK)
        fail_msg("position refused (%s): %s\n  text: %s", tw_status_string(st),
                 tw_game_error(NULL), text);
    return g;
}

tw_game *tw_test_new(const char *game, const char *params)
{
    tw_game *g = NULL;
    tw_status st = tw_game_new(game, params, &g);
    if (st != TW_OK)
        fail_msg("tw_game_new(%s, %s) failed (%s): %s", game, params ? params : "NULL",
                 tw_status_string(st), tw_game_error(NULL));
    return g;
}

void tw_test_play(tw_game *g, const char *moves)
{
    char token[128];
    const char *p = moves;
    int index = 0;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        size_t n = strcspn(p, " ");
        if (n >= sizeof token)
            fail_msg("move %d too long in \"%s\"", index, moves);
        memcpy(token, p, n);
        token[n] = '\0';
        p += n;
        tw_move m = 0;
        tw_status st = tw_move_from_string(g, token, &m);
        if (st != TW_OK)
            fail_msg("move %d \"%s\" does not parse (%s): %s\n  at: %s", index, token,
                     tw_status_string(st), tw_game_error(g), tw_test_text(g));
        st = tw_game_apply(g, m);
        if (st != TW_OK)
            fail_msg("move %d \"%s\" refused (%s): %s\n  at: %s", index, token,
                     tw_status_string(st), tw_game_error(g), tw_test_text(g));
        index++;
    }
}

const char *tw_test_text(const tw_game *g)
{
    int n = tw_game_to_text(g, text_buf, sizeof text_buf);
    if (n < 0 || (size_t)n >= sizeof text_buf)
        fail_msg("tw_game_to_text failed or too long (%d)", n);
    return text_buf;
}

char *tw_test_text_dup(const tw_game *g)
{
    int n = tw_game_to_text(g, NULL, 0);
    assert_true(n > 0);
    char *t = malloc((size_t)n + 1);
    assert_non_null(t);
    assert_int_equal(tw_game_to_text(g, t, (size_t)n + 1), n);
    assert_int_equal(strlen(t), (size_t)n);
    return t;
}

void tw_test_assert_position(const tw_game *g, const char *expected)
{
    const char *got = tw_test_text(g);
    if (strcmp(got, expected) != 0)
        fail_msg("position differs\n  expected: %s\n  got:      %s", expected, got);
}

void tw_test_assert_legal(const tw_game *g, const char *expected)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    if (n < 0)
        fail_msg("tw_game_legal_moves failed: %s", tw_status_string((tw_status)n));
    static char joined[TEXT_CAP];
    size_t len = 0;
    joined[0] = '\0';
    for (int i = 0; i < n; i++) {
        char one[128];
        int k = tw_move_to_string(g, moves[i], one, sizeof one);
        if (k < 0)
            fail_msg("tw_move_to_string failed on move %d", i);
        int w = snprintf(joined + len, sizeof joined - len, "%s%s", i ? " " : "", one);
        if (w < 0 || (size_t)w >= sizeof joined - len)
            fail_msg("legal move list too long");
        len += (size_t)w;
    }
    if (strcmp(joined, expected) != 0)
        fail_msg("legal moves differ\n  expected: %s\n  got:      %s\n  at: %s", expected,
                 joined, tw_test_text(g));
}

void tw_test_assert_scores2(const tw_game *g, int score0, int score1)
{
    int s[2] = {-1, -1};
    int n = tw_game_scores(g, s, 2);
    assert_int_equal(n, 2);
    if (s[0] != score0 || s[1] != score1)
        fail_msg("scores differ: expected %d-%d, got %d-%d", score0, score1, s[0], s[1]);
}

uint32_t tw_test_script_rng(void *user, uint32_t bound)
{
    tw_test_script *script = user;
    script->last_bound = bound;
    if (script->next >= script->count)
        fail_msg("scripted RNG ran out after %zu values (bound %u)", script->count, bound);
    return script->values[script->next++];
}

int tw_test_work(int full)
{
    const char *env = getenv("TOYWAR_TEST_WORK");
    long percent = env && *env ? strtol(env, NULL, 10) : 100;
    if (percent < 1 || percent > 100)
        percent = 100;
    long n = (long)full * percent / 100;
    return n < 1 ? 1 : (int)n;
}

int tw_test_floor(int full)
{
    int n = tw_test_work(full);
    return n == full ? full : n * 3 / 4;
}

void tw_test_random_step(tw_game *g, uint64_t *pick)
{
    if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
        assert_int_equal(tw_game_roll(g, NULL), TW_OK);
        return;
    }
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    assert_true(n > 0);
    assert_int_equal(tw_game_apply(g, moves[splitmix64_next(pick) % (uint64_t)n]), TW_OK);
}
