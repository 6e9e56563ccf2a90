/* SPDX-License-Identifier: MIT */
/*
 * replay_save_load.c: save a game, load it back, step it, continue it.
 *
 *   replay_save_load [FILE]
 *
 * Plays half a seeded game of Toy Battle (random decisions, the library's
 * dice), saves it as a replay (docs/replay.md) to FILE (default
 * toybattle.replay in the current directory), loads the file, and checks
 * that the loaded game is the saved one (position and hash); that it can
 * be stepped back to its start with tw_game_undo() (where it equals a new
 * game); and that both copies, continued with the same decisions, roll the
 * same dice (the replay carries the generator's state) and end alike.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <toywar/toywar.h>
#include <twbot.h>

static int fail(const tw_game *g, const char *what)
{
    fprintf(stderr, "replay_save_load: %s: %s\n", what, tw_game_error(g));
    return 1;
}

/* Random decisions from the generator `rng`, the library's own dice. */
static int play(tw_game *g, twbot_rng *rng, int decisions)
{
    for (int i = 0; decisions < 0 || i < decisions;) {
        int player = tw_game_current_player(g);
        tw_move move;
        if (player == TW_PLAYER_TERMINAL)
            return 0;
        if (player == TW_PLAYER_CHANCE) {
            if (tw_game_advance(g) != TW_OK)
                return fail(g, "advance");
            continue;
        }
        if (twbot_random_move(g, rng, &move) != TW_OK || tw_game_apply(g, move) != TW_OK)
            return fail(g, "a random move");
        i++;
    }
    return 0;
}

static int save(const tw_game *g, const char *path)
{
    int need = tw_game_save_replay(g, NULL, 0);
    char *text = malloc((size_t)need + 1);
    FILE *f = fopen(path, "w");
    int failed = !text || !f;
    if (!failed) {
        tw_game_save_replay(g, text, (size_t)need + 1);
        failed = fputs(text, f) < 0;
        const char *moves = strstr(text, "\nmoves ");
        int head = moves ? (int)(moves - text) + 1 + (int)strcspn(moves + 1, "\n") : 0;
        printf("saved to %s:\n%.*s\n...\n", path, head, text);
    }
    if (f)
        failed |= fclose(f) != 0;
    free(text);
    return failed;
}

static tw_game *load(const char *path)
{
    static char text[1 << 16];
    tw_game *g = NULL;
    FILE *f = fopen(path, "r");
    size_t len = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f)
        fclose(f);
    text[len] = '\0';
    if (tw_game_load_replay(text, &g) != TW_OK)
        fail(NULL, "tw_game_load_replay");
    return g;
}

static int same_position(const tw_game *a, const tw_game *b)
{
    char ta[4096], tb[4096];
    tw_game_to_text(a, ta, sizeof ta);
    tw_game_to_text(b, tb, sizeof tb);
    return strcmp(ta, tb) == 0 && tw_game_hash(a) == tw_game_hash(b);
}

/* Undoes a clone of the loaded game to its start: a new game's position. */
static int steps_back_to_start(const tw_game *loaded)
{
    tw_game *back = NULL, *fresh = NULL;
    int ok = tw_game_clone(loaded, &back) == TW_OK &&
             tw_game_new("toybattle", "seed=11", &fresh) == TW_OK;
    while (ok && tw_game_history(back, NULL, 0) > 0)
        ok = tw_game_undo(back) == TW_OK;
    ok = ok && same_position(back, fresh);
    tw_game_free(back);
    tw_game_free(fresh);
    return ok;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "toybattle.replay";
    tw_game *g = NULL, *loaded = NULL;
    twbot_rng rng;
    int failed = tw_game_new("toybattle", "seed=11", &g) != TW_OK;
    twbot_rng_seed(&rng, 11);
    failed = failed || play(g, &rng, 30) || save(g, path) || !(loaded = load(path));
    if (!failed && !same_position(g, loaded))
        failed = fail(loaded, "the loaded game differs from the saved one");
    if (!failed && !steps_back_to_start(loaded))
        failed = fail(loaded, "undo to the start differs from a new game");
    if (!failed) {
        twbot_rng copy = rng; /* the same decisions for both */
        failed = play(g, &rng, -1) || play(loaded, &copy, -1);
    }
    if (!failed && !same_position(g, loaded))
        failed = fail(loaded, "the continued games differ");
    if (!failed)
        printf("loaded, stepped back to the start and continued to the same end: "
               "%d moves, winner %d\n", tw_game_history(loaded, NULL, 0),
               tw_game_winner(loaded));
    tw_game_free(g);
    tw_game_free(loaded);
    return failed;
}
