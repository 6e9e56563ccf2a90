/* SPDX-License-Identifier: MIT */
/*
 * play_log.c: what `toywar play` prints. One line per decision, the chance
 * outcomes that follow it appended to that line; an outcome the viewer may
 * not see (a face-down draw into another player's hand) is written
 * "(hidden)". Whether the viewer sees it is asked of the library: an
 * outcome is hidden when another outcome of the same chance node would
 * leave the viewer's JSON view the same while the omniscient view differs.
 * Under each line, what its moves did, in their events' sentences
 * (docs/events.md), as the log's viewer may know them: who is out and why,
 * and why the game ended, are always said.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "play.h"

int play_log_viewer(const play_session *s)
{
    if (s->view != PLAY_VIEW_AUTO)
        return s->view;
    if (s->humans == 1)
        for (int p = 0; p < s->players; p++)
            if (!s->bots[p])
                return p;
    return TW_VIEW_ALL;
}

int play_turn_viewer(const play_session *s, int player)
{
    return s->view != PLAY_VIEW_AUTO ? s->view : player;
}

/* Ends the line in progress and tells the moves before history index
 * `upto` not told yet (an undo may have taken some told ones back). */
static void end_line_upto(play_session *s, int upto)
{
    if (s->line_open)
        printf("\n");
    s->line_open = 0;
    if (s->told > upto)
        s->told = upto;
    int viewer = play_log_viewer(s);
    for (; s->told < upto; s->told++)
        if (cli_print_events(stdout, s->g, s->told, viewer, "    ") != CLI_OK)
            break;
}

void play_log_decision(play_session *s, int player, const char *text)
{
    /* the decision is applied: the moves before it belong to the last line */
    end_line_upto(s, tw_game_history(s->g, NULL, 0) - 1);
    printf("player %d (%s): %s", player, s->seats[player], text);
    s->line_open = 1;
}

void play_end_line(play_session *s)
{
    end_line_upto(s, tw_game_history(s->g, NULL, 0));
}

void play_told_all(play_session *s)
{
    s->told = tw_game_history(s->g, NULL, 0);
}

/* The JSON views of the viewer and of everyone after `move` is applied
 * (and taken back); 0 if they could not be had. */
static int views_after(tw_game *g, tw_move move, int viewer, char **mine, char **all)
{
    *mine = *all = NULL;
    if (tw_game_apply(g, move) != TW_OK)
        return 0;
    *mine = cli_json(g, viewer);
    *all = cli_json(g, TW_VIEW_ALL);
    tw_game_undo(g);
    return *mine && *all;
}

/* 1 if the viewer can tell `rolled` apart: no other outcome of this chance
 * node leaves the viewer the same view while the game differs (a die that
 * leaves no trace, like a lost roll-off, is no secret). The game is at the
 * node, before the roll. */
static int outcome_visible(tw_game *g, tw_move rolled, int viewer)
{
    tw_move moves[TW_MOVES_MAX];
    char *mine, *all, *other_mine, *other_all;
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    if (viewer == TW_VIEW_ALL || n < 2)
        return 1;
    int visible = 1;
    if (views_after(g, rolled, viewer, &mine, &all)) {
        for (int i = 0; i < n && visible; i++) {
            if (moves[i] == rolled || !views_after(g, moves[i], viewer, &other_mine, &other_all))
                continue;
            visible = strcmp(mine, other_mine) != 0 || strcmp(all, other_all) == 0;
            free(other_mine);
            free(other_all);
        }
    }
    free(mine);
    free(all);
    return visible;
}

int play_redo_push(play_session *s, tw_move outcome)
{
    void *redo = s->redo;
    int st = cli_reserve(&redo, &s->redo_cap, s->redo_count, sizeof *s->redo);
    s->redo = redo;
    if (st != CLI_OK)
        return st;
    s->redo[s->redo_count++] = outcome;
    return CLI_OK;
}

/* 1 if `outcome` is one of the outcomes of the chance node g is at. */
static int is_outcome(const tw_game *g, tw_move outcome)
{
    tw_move moves[TW_MOVES_MAX];
    int n = tw_game_legal_moves(g, moves, TW_MOVES_MAX);
    for (int i = 0; i < n; i++)
        if (moves[i] == outcome)
            return 1;
    return 0;
}

/* The outcome an undo kept, applied, or a roll of the generator. */
static int resolve(play_session *s, tw_move *outcome)
{
    if (s->redo_count && is_outcome(s->g, s->redo[s->redo_count - 1])) {
        *outcome = s->redo[--s->redo_count];
        int st = tw_game_apply(s->g, *outcome);
        return st == TW_OK ? CLI_OK : cli_status(s->g, "tw_game_apply", st);
    }
    s->redo_count = 0;
    int st = tw_game_roll(s->g, outcome);
    return st == TW_OK ? CLI_OK : cli_status(s->g, "tw_game_roll", st);
}

/* Resolves the node, then takes the outcome back to ask whether the viewer
 * sees it. */
int play_roll(play_session *s)
{
    tw_move rolled;
    char text[128];
    int st = resolve(s, &rolled);
    if (st != CLI_OK)
        return st;
    cli_move_text(s->g, rolled, text, sizeof text);
    int viewer = play_log_viewer(s);
    if (viewer != TW_VIEW_ALL && tw_game_undo(s->g) == TW_OK) {
        if (!outcome_visible(s->g, rolled, viewer))
            snprintf(text, sizeof text, "(hidden)");
        st = tw_game_apply(s->g, rolled);
        if (st != TW_OK)
            return cli_status(s->g, "tw_game_apply", st);
    }
    printf(s->line_open ? " | %s" : "chance: %s", text);
    s->line_open = 1;
    return CLI_OK;
}

int play_show_board(play_session *s, int viewer)
{
    char *board = cli_render(s->g, viewer);
    if (!board)
        return CLI_FAIL;
    play_end_line(s);
    cli_print_block(stdout, board);
    free(board);
    return CLI_OK;
}
