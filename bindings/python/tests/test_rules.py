# SPDX-License-Identifier: MIT
"""One rule per game with injected dice, each outcome worked out by hand
from the game's rules (docs/rules/*.md) and pinned by the C rules tests
(tests/test_*_rules.c) as well."""

import unittest

import toywar


class Script:
    """An RNG that hands out fixed values and records the bounds asked."""

    def __init__(self, *values):
        self.values = list(values)
        self.bounds = []

    def __call__(self, bound):
        self.bounds.append(bound)
        return self.values.pop(0)


class GearheadTest(unittest.TestCase):
    def test_big_al_rolls_one_and_pushes_a_line_of_three_off_the_edge(self):
        # docs/notation/gearhead.md, worked example; Big Al's d6 shows 1
        # (value 0): he moves one square and pushes the Handy, the Kringle
        # and the Orbit north; the Orbit leaves by rank 8: a point for 0.
        dice = Script(0)
        game = toywar.Game.from_text("gearhead", "3o4/3k4/3h4/3A4/8/8/8/7K 0 act - - - - 0",
                                     rng=dice)
        game.apply("move:d5")
        self.assertTrue(game.is_chance)
        self.assertEqual(game.move_to_str(game.roll()), "roll:1")
        self.assertEqual(dice.bounds, [6])
        self.assertEqual(game.text(), "3k4/3h4/3A.4/8/8/8/8/7K 0 act - - O1 - 0m")
        self.assertEqual(game.scores, [1, 0])

    def test_rolloff_and_blind_draw_from_the_cup(self):
        # d8 values are face - 1; the cup's 72 counters in canonical order
        # (A1-A6 = 0-5, C = 6-11, D = 12-17), so 13 draws a Dead Head.
        dice = Script(4, 1, 13)
        game = toywar.Game("gearhead", rng=dice)
        game.advance()
        self.assertEqual(dice.bounds, [8, 8, 72])
        self.assertEqual(game.text(),
                         "8/8/8/8/8/8/8/8 0 place:D A6C6D5X6H6K6O6P6R6T6B6Z6 - - - 0")


CH2 = "board=standard scenario=challenge players=2 turn=1 start=S "


class DroidsTest(unittest.TestCase):
    def test_shot_at_distance_three_rolling_seven_makes_two_hits(self):
        # docs/rules/droids.md, Shoot: hits = floor(d10 / distance); e4 to
        # e7 is 3 squares, the d10 shows 7 (value 7: faces 0-9): 2 hits,
        # which north covers on transmitters of his choice.
        dice = Script(7)
        game = toywar.Game.from_text(
            "droids", CH2 + "phase=send cur=S passed=SN S=e4;tx:5a=Sn N=e7;tx:3a=V2e,6a=V1n",
            rng=dice)
        game.apply("send:5")
        self.assertEqual(len(game.chance_weights()), 10)
        game.advance()
        self.assertEqual(dice.bounds, [10])
        self.assertEqual(game.text(), CH2 + "phase=cover cur=N actor=S passed=SN sent=S "
                         "S=e4 N=e7;tx:3a=V2e,6a=V1n;hits:2")
        game.apply("cover:3")
        game.apply("cover:10")
        self.assertEqual(game.text(), CH2 + "phase=send cur=N actor=S passed=SN sent=S "
                         "S=e4 N=e7;dmg:3,10;tx:6a=V1n")


EMPTY_BOARD = "/".join(["-"] * 17)  # castle-field's 17 nodes: HQ0 HQ1 a b ... o
AFTER_X_ON_A = "-/-/X/" + "/".join(["-"] * 14)


def castle_field(head, board, rack, discard):
    # Reserves: 3 of each kind K S C J H X T R, less what is on the board,
    # the racks and the discard (player 0: the XB-42; player 1: K S S).
    return ("castle-field bases=off first=0 " + head + " board=" + board + " rack=" + rack
            + " reserve=33333233/21333333 removed=00000000/00000000 discard=" + discard
            + " frozen=-/- claimed=...... medals=0/0")


class ToyBattleTest(unittest.TestCase):
    def test_xb42_discards_the_troop_the_dice_pick_from_the_enemy_rack(self):
        # docs/rules/toybattle.md, XB-42: a chance node over the opponent's
        # rack, one outcome per kind weighted by its count: Kwak 1, Skully 2
        # (bound 3); value 1 falls in Skully's interval [1, 3).
        dice = Script(1)
        game = toywar.Game.from_text("toybattle", castle_field(
            "turn=0 phase=play", EMPTY_BOARD, "X/kss", "-/-"),
            rng=dice)
        game.apply("X@a")
        self.assertEqual(game.legal_strings(), ["xb42", "no"])
        game.apply("xb42")
        self.assertEqual([w for _, w in game.chance_weights()], [1, 2])
        self.assertEqual(game.move_to_str(game.roll()), "xb42:S")
        self.assertEqual(dice.bounds, [3])
        self.assertEqual(game.text(), castle_field(
            "turn=1 phase=play", AFTER_X_ON_A, "-/ks", "-/s"))


if __name__ == "__main__":
    unittest.main()
