/* SPDX-License-Identifier: MIT */
/*
 * tw_info.c: every per-seat channel written out as one text (tw_info.h).
 */
#include "tw_info.h"
#include "tw_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* At most about this many of a seat's legal moves are applied on copies. */
#define APPLIED_MOVES 12

/* A growing text. */
typedef struct info_text {
    char *p;
    size_t len, cap;
} info_text;

static void put(info_text *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->p = realloc(t->p, t->cap);
        assert_non_null(t->p);
    }
    memcpy(t->p + t->len, s, n);
    t->len += n;
    t->p[t->len] = '\0';
}

static void puts_(info_text *t, const char *s)
{
    put(t, s, strlen(s));
}

/* text, then the number n, then after. */
static void put_number(info_text *t, const char *text, long n, const char *after)
{
    char line[160];
    snprintf(line, sizeof line, "%s%ld%s", text, n, after);
    puts_(t, line);
}

/* A (g, viewer, buf, cap) writer's whole output, in a section. */
typedef int (*viewer_writer)(const tw_game *, int, char *, size_t);

static void section(info_text *t, const char *name, const tw_game *g, int seat, viewer_writer w)
{
    int n = w(g, seat, NULL, 0);
    assert_true(n >= 0);
    char *buf = malloc((size_t)n + 1);
    assert_non_null(buf);
    assert_int_equal(w(g, seat, buf, (size_t)n + 1), n);
    puts_(t, "\n== ");
    puts_(t, name);
    puts_(t, "\n");
    puts_(t, buf);
    free(buf);
}

static void moves_section(info_text *t, const char *name, const tw_game *g, const tw_move *moves,
                          const uint32_t *weights, int n)
{
    puts_(t, "\n== ");
    puts_(t, name);
    puts_(t, "\n");
    for (int i = 0; i < n; i++) {
        char text[96];
        tw_move_to_string(g, moves[i], text, sizeof text);
        puts_(t, text);
        if (weights)
            put_number(t, "/", (long)weights[i], "");
        puts_(t, " ");
    }
}

/* What apply_as answers for move, and what the seat then observes. */
static void apply_section(info_text *t, const tw_game *g, int seat, tw_move move)
{
    tw_game *copy = NULL;
    assert_int_equal(tw_game_clone(g, &copy), TW_OK);
    tw_status st = tw_game_apply_as(copy, seat, move);
    put_number(t, "\n== apply_as ", (long)move, "");
    put_number(t, " -> ", (long)st, ": ");
    puts_(t, st == TW_OK ? "" : tw_game_error(copy));
    if (st == TW_OK)
        section(t, "observation after", copy, seat, tw_game_observation);
    tw_game_free(copy);
}

static void infostate_section(info_text *t, const tw_game *g, int seat)
{
    tw_infostate *is = NULL;
    assert_int_equal(tw_infostate_new(g, seat, &is), TW_OK);
    char text[8192];
    int n = tw_infostate_to_text(is, text, sizeof text);
    assert_true(n >= 0 && (size_t)n < sizeof text);
    puts_(t, "\n== infostate\n");
    puts_(t, text);
    char hash[40];
    snprintf(hash, sizeof hash, "\n== infostate hash %016llx",
             (unsigned long long)tw_infostate_hash(is));
    puts_(t, hash);
    tw_infostate_free(is);
}

static int json_for(const tw_game *g, int seat, char *buf, size_t cap)
{
    return tw_game_to_json(g, seat, buf, cap);
}

char *tw_info_channels(const tw_game *g, int seat)
{
    info_text t = {NULL, 0, 0};
    put_number(&t, "seat ", seat, "");
    section(&t, "observation", g, seat, tw_game_observation);
    char hash[40];
    snprintf(hash, sizeof hash, "\n== observation hash %016llx",
             (unsigned long long)tw_game_observation_hash(g, seat));
    puts_(&t, hash);
    section(&t, "render", g, seat, tw_game_render);
    section(&t, "json", g, seat, json_for);
    section(&t, "record", g, seat, tw_game_save_replay_for);
    static tw_move moves[TW_MOVES_MAX];
    static uint32_t weights[TW_MOVES_MAX];
    int n = tw_game_legal_moves_for(g, seat, moves, TW_MOVES_MAX);
    assert_true(n >= 0);
    moves_section(&t, "legal moves for", g, moves, NULL, n);
    int hn = tw_game_history_for(g, seat, NULL, 0);
    tw_move *history = malloc(((size_t)hn + 1) * sizeof *history);
    assert_int_equal(tw_game_history_for(g, seat, history, (size_t)hn), hn);
    put_number(&t, "\n== history for (", hn, " moves)");
    free(history); /* its text is in the record, each in its own state */
    if (tw_game_current_player(g) == TW_PLAYER_CHANCE) {
        int w = tw_game_chance_weights_for(g, seat, moves, weights, TW_MOVES_MAX);
        assert_true(w >= 0);
        moves_section(&t, "chance weights for", g, moves, weights, w);
    }
    apply_section(&t, g, seat, 0);
    tw_move own[TW_MOVES_MAX];
    int mine = tw_game_legal_moves_for(g, seat, own, TW_MOVES_MAX);
    /* The seat's own moves, each applied on a copy: every one of a short
     * list, an even spread of APPLIED_MOVES of a long one (the list itself
     * is compared whole above; the copies cost a clone each). */
    if (tw_game_current_player(g) == seat) {
        int step = mine > APPLIED_MOVES ? mine / APPLIED_MOVES : 1;
        for (int i = 0; i < mine; i += step)
            apply_section(&t, g, seat, own[i]);
    }
    infostate_section(&t, g, seat);
    return t.p;
}

/* The line where two channel texts first differ, for the failure message. */
static void report_difference(const char *a, const char *b)
{
    size_t i = 0;
    while (a[i] && a[i] == b[i])
        i++;
    size_t from = i;
    while (from > 0 && a[from - 1] != '\n')
        from--;
    fail_msg("per-seat channels differ at:\n  a: %.200s\n  b: %.200s", a + from, b + from);
}

void tw_info_assert_same(const tw_game *a, const tw_game *b, int seat)
{
    char *ta = tw_info_channels(a, seat), *tb = tw_info_channels(b, seat);
    if (strcmp(ta, tb) != 0)
        report_difference(ta, tb);
    free(ta);
    free(tb);
}

int tw_info_differ(const tw_game *a, const tw_game *b, int seat)
{
    char *ta = tw_info_channels(a, seat), *tb = tw_info_channels(b, seat);
    int differ = strcmp(ta, tb) != 0;
    free(ta);
    free(tb);
    return differ;
}
