/* SPDX-License-Identifier: MIT */
/*
 * test_bots.c: the bots' table (bots/bot.c), their specs, and the fair
 * bot's promise: it chooses from its seat's information state alone, so
 * two games its seat cannot tell apart get the same move from it for
 * every seed (test_fair_bot_* in the games with hidden information).
 */
#include "support/tw_test.h"
#include "twbot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_the_table_lists_every_bot(void **unused)
{
    (void)unused;
    assert_int_equal(twbot_kind_count(), 3);
    const char *names[] = {"random", "mcts", "omniscient-mcts"};
    const int fair[] = {1, 1, 0};
    for (int i = 0; i < 3; i++) {
        assert_string_equal(twbot_kind_name(i), names[i]);
        assert_int_equal(twbot_kind_is_fair(i), fair[i]);
        assert_non_null(twbot_kind_help(i));
        assert_non_null(twbot_kind_params(i));
    }
    assert_string_equal(twbot_kind_params(1), ":ITER[:PLAYOUT]");
    assert_null(twbot_kind_name(3));
    assert_null(twbot_kind_name(-1));
    assert_null(twbot_kind_help(3));
    assert_int_equal(twbot_kind_is_fair(3), 0);
}

static void test_specs(void **unused)
{
    (void)unused;
    const char *good[] = {"random", "mcts", "mcts:10", "mcts:10:5", "omniscient-mcts",
                          "omniscient-mcts:7:3"};
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        twbot *bot = NULL;
        assert_int_equal(twbot_new(good[i], 1, &bot), TW_OK);
        assert_string_equal(twbot_name(bot), good[i]);
        assert_int_equal(twbot_is_fair(bot), strncmp(good[i], "omniscient", 10) != 0);
        twbot_free(bot);
    }
    const char *bad[] = {"", "mcts:", "mcts:0", "mcts:x", "mcts:5:", "mcts:5:0", "random:3",
                         "mctsx", "omniscient", "mcts:100000001", "MCTS"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        twbot *bot = (twbot *)1;
        assert_int_equal(twbot_new(bad[i], 1, &bot), TW_E_PARAM);
        assert_null(bot);
    }
    twbot *bot = NULL;
    assert_int_equal(twbot_new(NULL, 1, &bot), TW_E_ARG);
    assert_int_equal(twbot_new("mcts", 1, NULL), TW_E_ARG);
    assert_string_equal(twbot_name(NULL), "");
    assert_int_equal(twbot_is_fair(NULL), 0);
    twbot_free(NULL);
}

/* A Gearhead decision after the roll-off. */
static tw_game *gearhead_decision(uint64_t seed)
{
    char params[32];
    snprintf(params, sizeof params, "seed=%llu", (unsigned long long)seed);
    tw_game *g = tw_test_new("gearhead", params);
    assert_int_equal(tw_game_advance(g), TW_OK);
    return g;
}

/* The fair bot on a game is the fair bot on the decider's information
 * state: same seed, same move. */
static void test_a_fair_bot_sees_only_the_information_state(void **unused)
{
    (void)unused;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        tw_game *g = gearhead_decision(seed);
        twbot *a = NULL, *b = NULL;
        assert_int_equal(twbot_new("mcts:60", seed, &a), TW_OK);
        assert_int_equal(twbot_new("mcts:60", seed, &b), TW_OK);
        tw_infostate *info = NULL;
        assert_int_equal(tw_infostate_new(g, tw_game_current_player(g), &info), TW_OK);
        tw_move from_game = 0, from_info = 0;
        assert_int_equal(twbot_choose(a, g, &from_game), TW_OK);
        assert_int_equal(twbot_choose_infostate(b, info, &from_info), TW_OK);
        assert_int_equal(from_game, from_info);
        assert_int_equal(tw_game_apply(g, from_game), TW_OK);
        tw_infostate_free(info);
        twbot_free(a);
        twbot_free(b);
        tw_game_free(g);
    }
}

static void test_choosing_out_of_turn_or_without_a_seat(void **unused)
{
    (void)unused;
    tw_game *g = tw_test_new("gearhead", "seed=3"); /* the roll-off: chance */
    twbot *fair = NULL, *seer = NULL, *random = NULL;
    assert_int_equal(twbot_new("mcts:10", 1, &fair), TW_OK);
    assert_int_equal(twbot_new("omniscient-mcts:10", 1, &seer), TW_OK);
    assert_int_equal(twbot_new("random", 1, &random), TW_OK);
    tw_move move = 0;
    assert_int_equal(twbot_choose(fair, g, &move), TW_E_STATE);
    assert_int_equal(twbot_choose(seer, g, &move), TW_E_STATE);
    assert_int_equal(twbot_choose(random, g, &move), TW_E_STATE);
    tw_game_advance(g);
    int mover = tw_game_current_player(g);
    tw_infostate *other = NULL;
    assert_int_equal(tw_infostate_new(g, 1 - mover, &other), TW_OK);
    assert_int_equal(twbot_choose_infostate(fair, other, &move), TW_E_STATE);
    assert_int_equal(twbot_choose_infostate(random, other, &move), TW_E_STATE);
    /* The all-seeing bot needs the game, not a seat's share of it. */
    assert_int_equal(twbot_choose_infostate(seer, other, &move), TW_E_STATE);
    assert_int_equal(twbot_choose(seer, g, &move), TW_OK);
    assert_int_equal(twbot_choose(NULL, g, &move), TW_E_ARG);
    assert_int_equal(twbot_choose_infostate(fair, NULL, &move), TW_E_ARG);
    tw_infostate_free(other);
    twbot_free(fair);
    twbot_free(seer);
    twbot_free(random);
    tw_game_free(g);
}

/* Where nothing is hidden, the fair search and the all-seeing one are the
 * same search: the same seed gives the same move. */
static void test_in_gearhead_fair_and_all_seeing_agree(void **unused)
{
    (void)unused;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        tw_game *g = gearhead_decision(seed + 10);
        twbot_mcts_config config;
        twbot_mcts_defaults(&config);
        config.iterations = 80;
        config.seed = seed;
        twbot_mcts *a = NULL, *b = NULL;
        assert_int_equal(twbot_mcts_new(&config, &a), TW_OK);
        assert_int_equal(twbot_mcts_new(&config, &b), TW_OK);
        tw_infostate *info = NULL;
        tw_infostate_new(g, tw_game_current_player(g), &info);
        tw_move fair = 0, all = 0;
        assert_int_equal(twbot_mcts_move(a, info, &fair), TW_OK);
        assert_int_equal(twbot_omniscient_move(b, g, &all), TW_OK);
        assert_int_equal(fair, all);
        assert_int_equal(tw_game_apply(g, fair), TW_OK);
        tw_infostate_free(info);
        twbot_mcts_free(a);
        twbot_mcts_free(b);
        tw_game_free(g);
    }
}

/* A generator for resampling, from a seed. */
static uint64_t twin_state;
static uint32_t twin_rng(void *user, uint32_t bound)
{
    (void)user;
    twin_state = twin_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)((twin_state >> 33) % bound);
}

/* The move a fresh bot of spec and seed chooses in g. */
static tw_move chosen(const char *spec, uint64_t seed, const tw_game *g)
{
    twbot *bot = NULL;
    assert_int_equal(twbot_new(spec, seed, &bot), TW_OK);
    tw_move move = 0;
    assert_int_equal(twbot_choose(bot, g, &move), TW_OK);
    twbot_free(bot);
    return move;
}

/* Counts the pairs, and the seeds on which the all-seeing bot told a pair
 * apart, after asserting the fair bot never did: for each decision of
 * seeded games of `game`, a twin drawn from what the decider knows (so
 * that only what he may not know differs), and each seed's move in both. */
typedef struct pair_counts {
    int pairs, hidden_differs, seer_differs;
} pair_counts;

static void compare_on_twin(const tw_game *g, pair_counts *c)
{
    int seat = tw_game_current_player(g);
    tw_game *twin = NULL;
    assert_int_equal(tw_game_resample(g, seat, twin_rng, NULL, &twin), TW_OK);
    assert_true(tw_game_observation_hash(twin, seat) == tw_game_observation_hash(g, seat));
    c->pairs++;
    char *real = tw_test_text_dup(g), *other = tw_test_text_dup(twin);
    int hidden_differs = strcmp(real, other) != 0;
    c->hidden_differs += hidden_differs;
    free(real);
    free(other);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        assert_int_equal(chosen("mcts:40", seed, g), chosen("mcts:40", seed, twin));
        if (hidden_differs)
            c->seer_differs += chosen("omniscient-mcts:40", seed, g) !=
                               chosen("omniscient-mcts:40", seed, twin);
    }
    tw_game_free(twin);
}

static pair_counts fair_on_twins(const char *game, const char *params, int games, int every)
{
    pair_counts c = {0, 0, 0};
    twin_state = 99;
    for (int i = 0; i < games; i++) {
        char full[96];
        snprintf(full, sizeof full, "%s seed=%d", params, 300 + i);
        tw_game *g = tw_test_new(game, full);
        twbot *walker = NULL;
        assert_int_equal(twbot_new("random", (uint64_t)i, &walker), TW_OK);
        for (int ply = 0; tw_game_advance(g) == TW_OK && !tw_game_is_over(g) && ply < 120; ply++) {
            if (ply % every == 0 && tw_game_legal_moves(g, NULL, 0) > 1)
                compare_on_twin(g, &c);
            tw_move move = 0;
            assert_int_equal(twbot_choose(walker, g, &move), TW_OK);
            assert_int_equal(tw_game_apply(g, move), TW_OK);
        }
        twbot_free(walker);
        tw_game_free(g);
    }
    return c;
}

/* The issue's test of fairness: where what a seat may not know is all
 * that differs, the fair bot plays the same move for every seed; the
 * all-seeing bot, on the same pairs, does not (the test can tell). */
static void test_fair_bot_plays_alike_on_twins_toybattle(void **unused)
{
    (void)unused;
    pair_counts c = fair_on_twins("toybattle", "", 3, 9);
    printf("  toybattle: %d pairs (%d differing in hidden parts), the all-seeing bot told "
           "%d seed-pairs apart\n", c.pairs, c.hidden_differs, c.seer_differs);
    assert_true(c.pairs >= 10 && c.hidden_differs >= c.pairs / 2);
    assert_true(c.seer_differs > 0);
}

static void test_fair_bot_plays_alike_on_twins_droids(void **unused)
{
    (void)unused;
    pair_counts c = fair_on_twins("droids", "players=3 scenario=golden-microchips", 3, 3);
    printf("  droids: %d pairs (%d differing in hidden parts), the all-seeing bot told "
           "%d seed-pairs apart\n", c.pairs, c.hidden_differs, c.seer_differs);
    assert_true(c.pairs >= 10 && c.hidden_differs >= c.pairs / 2);
    assert_true(c.seer_differs > 0);
}

/* The issue's own pair: player 0 to place, player 1 holding a Star and a
 * Skully among his five, or two Skullys (the Star still in his reserve).
 * Player 0 cannot tell the two apart; the fair bot plays the same move on
 * both for every seed, and the all-seeing bot, which reads the rack, is
 * shown to tell them apart on some. */
static void test_the_issue_s_star_or_skully_pair(void **unused)
{
    (void)unused;
    tw_game *star = tw_test_position("toybattle",
        "castle-field bases=on first=1 turn=0 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
        "rack=JJHT/schtt reserve=32211322/21132213 removed=01101001/11100100 discard=-/- "
        "frozen=-/- claimed=...... medals=0/0");
    tw_game *skully = tw_test_position("toybattle",
        "castle-field bases=on first=1 turn=0 phase=play board=-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/- "
        "rack=JJHT/sscht reserve=32211322/20132223 removed=01101001/11100100 discard=-/- "
        "frozen=-/- claimed=...... medals=0/0");
    assert_true(tw_game_observation_hash(star, 0) == tw_game_observation_hash(skully, 0));
    assert_true(tw_game_observation_hash(star, 1) != tw_game_observation_hash(skully, 1));
    int seer_differs = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        assert_int_equal(chosen("mcts:300", seed, star), chosen("mcts:300", seed, skully));
        seer_differs += chosen("omniscient-mcts:300", seed, star) !=
                        chosen("omniscient-mcts:300", seed, skully);
    }
    printf("  the all-seeing bot told the pair apart on %d of 8 seeds\n", seer_differs);
    assert_true(seer_differs > 0);
    tw_game_free(star);
    tw_game_free(skully);
}

/* Gearhead Skirmish, the cup empty and player 0's toys all gone: player
 * 1, far ahead (38 points to 17), has two Kangaruffians left, and nothing
 * in the rules ends the game while its toys keep changing squares. The
 * bot, which scored a playout cut off while ahead as a win, moved them
 * round for ever; a game played out now beats one only kept, and the bot
 * ends it, for every seed. */
static void test_a_bot_far_ahead_ends_the_game(void **unused)
{
    (void)unused;
    const char *position = "8/8/8/8/6r1/7r/8/8 1 act - X2H2K1O1P1R1T6B2Z2 "
                           "C2D2X2K4O2P1R1B1Z1F1 A6C4D4X2H4K1O3P4R2B3Z3F2 1";
    for (uint64_t seed = 1; seed <= 6; seed++) {
        tw_game *g = NULL;
        twbot *bot = NULL;
        assert_int_equal(tw_game_from_text("gearhead", position, &g), TW_OK);
        tw_game_seed(g, seed);
        assert_int_equal(twbot_new("mcts:30", seed, &bot), TW_OK);
        long decisions = 0;
        int player;
        while ((player = tw_game_current_player(g)) != TW_PLAYER_TERMINAL && decisions < 2000) {
            tw_move move = 0;
            if (player == TW_PLAYER_CHANCE) {
                assert_int_equal(tw_game_roll(g, &move), TW_OK);
                continue;
            }
            assert_int_equal(player, 1);
            assert_int_equal(twbot_choose(bot, g, &move), TW_OK);
            assert_int_equal(tw_game_apply(g, move), TW_OK);
            decisions++;
        }
        printf("  seed %d: over after %ld decisions\n", (int)seed, decisions);
        assert_int_equal(tw_game_is_over(g), 1);
        assert_int_equal(tw_game_winner(g), 1);
        twbot_free(bot);
        tw_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_table_lists_every_bot),
        cmocka_unit_test(test_specs),
        cmocka_unit_test(test_a_fair_bot_sees_only_the_information_state),
        cmocka_unit_test(test_choosing_out_of_turn_or_without_a_seat),
        cmocka_unit_test(test_in_gearhead_fair_and_all_seeing_agree),
        cmocka_unit_test(test_fair_bot_plays_alike_on_twins_toybattle),
        cmocka_unit_test(test_fair_bot_plays_alike_on_twins_droids),
        cmocka_unit_test(test_the_issue_s_star_or_skully_pair),
        cmocka_unit_test(test_a_bot_far_ahead_ends_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
