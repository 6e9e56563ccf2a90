/* SPDX-License-Identifier: MIT */
/*
 * The native side of the binding's conformance test (trace.test.js): plays
 * a game with the native library from the moves the wasm build played and
 * prints, after the start and after each move, the position text and the
 * hash, one "HASH TEXT" line each, as the test prints them from the wasm.
 *
 *   native_trace GAME PARAMS < moves     (one move in notation per line)
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <toywar/toywar.h>

static int print_position(const tw_game *g)
{
    char text[8192];
    int n = tw_game_to_text(g, text, sizeof text);
    if (n < 0 || (size_t)n >= sizeof text)
        return 1;
    printf("%016" PRIx64 " %s\n", tw_game_hash(g), text);
    return 0;
}

static int play(tw_game *g, FILE *in)
{
    char line[256];
    if (print_position(g))
        return 1;
    while (fgets(line, sizeof line, in)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0')
            continue;
        tw_move move = 0;
        tw_status st = tw_move_from_string(g, line, &move);
        if (st == TW_OK)
            st = tw_game_apply(g, move);
        if (st != TW_OK) {
            fprintf(stderr, "%s: %s: %s\n", line, tw_status_string(st), tw_game_error(g));
            return 1;
        }
        if (print_position(g))
            return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    tw_game *g = NULL;
    if (argc != 3) {
        fprintf(stderr, "usage: native_trace GAME PARAMS < moves\n");
        return 2;
    }
    if (tw_game_new(argv[1], argv[2], &g) != TW_OK) {
        fprintf(stderr, "%s\n", tw_game_error(NULL));
        return 1;
    }
    int rc = play(g, stdin);
    tw_game_free(g);
    return rc;
}
