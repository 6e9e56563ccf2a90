# SPDX-License-Identifier: MIT
"""Each move's events through the binding (toywar.h's "Events"): typed
records per seat, the library's integers and names side by side, the
masking of a blind draw, the end and its reason, and the refusals."""

import json
import unittest

import toywar


def played(name, seed, moves):
    """A game whose decisions are each the first legal move, the dice the
    built-in generator's, until ``moves`` moves or the end."""
    game = toywar.Game(name, seed=seed)
    while not game.is_over and len(game.history) < moves:
        if game.is_chance:
            game.roll()
        else:
            game.apply(game.legal_moves()[0])
    return game


class GearheadEventsTest(unittest.TestCase):
    def test_the_roll_off_says_who_goes_first(self):
        game = toywar.Game("gearhead", seed=7)
        game.advance()
        self.assertEqual([str(m) for m in game.history], ["roll:7", "roll:3", "draw:R"])
        first, second = game.events(1, 0)
        self.assertEqual(first, toywar.Event(
            kind="rolled", player=1, piece=None, from_=None, to=None, value=3,
            text="Player 1 rolls 3 for the roll-off against player 0's 7: player 0 goes first.",
            names={"player": 1, "piece": None, "from": None, "to": None, "value": 3}))
        self.assertEqual((second.kind, second.player, second.text),
                         ("turn", 0, "Player 0's turn begins."))
        self.assertEqual([e.text for e in game.events(-1, 1)],
                         ["Player 0 draws Kangaruffian from the cup."])

    def test_every_seat_reads_the_same(self):
        game = played("gearhead", 3, 60)
        for ply in range(len(game.history)):
            seen = game.events(ply, toywar.VIEW_ALL)
            self.assertTrue(seen, "ply %d says nothing" % ply)
            self.assertEqual(game.events(ply, 0), seen)
            self.assertEqual(game.events(ply, 1), seen)


class DroidsEventsTest(unittest.TestCase):
    def setUp(self):
        self.game = played("droids", 4, 1000)

    def test_a_blind_draw_is_hidden_from_the_other_seat_only(self):
        self.assertEqual(str(self.game.history[10]), "draw:VD")
        mine, theirs = self.game.events(10, 1), self.game.events(10, 0)
        self.assertEqual(len(mine), 1)
        self.assertEqual((mine[0].kind, mine[0].player, mine[0].piece, mine[0].from_),
                         ("drew", 1, 2, 0))
        self.assertEqual(mine[0].names["piece"], "VD")
        self.assertEqual(mine[0].text, "North draws VD (land: diagonal 1) from the violet pile.")
        self.assertIs(theirs[0].piece, toywar.HIDDEN)
        self.assertIsNone(theirs[0].names["piece"])
        self.assertEqual(theirs[0].text, "North draws a chit from the violet pile.")
        self.assertNotIn('"VD"', self.game.events_json(10, 0))

    def test_the_end_says_who_is_out_and_why(self):
        game = self.game
        self.assertIs(game.winner, toywar.Outcome.NOBODY)
        last = game.events(-1, 0)
        out = [e for e in last if e.kind == "eliminated"]
        self.assertEqual([(e.player, e.names["from"], e.value) for e in out],
                         [(0, "e1", 2), (1, "f10", 2)])
        self.assertEqual(out[0].text,
                         "South is eliminated: no order was sent to his droid or a repair robot "
                         "this turn, as none of the orders left on his transmitters could take "
                         "effect; his droid on e1 takes its orders from transmitter 5.")
        ended = last[-1]
        self.assertEqual((ended.kind, ended.player, ended.value),
                         ("ended", toywar.Outcome.NOBODY, 2))
        self.assertEqual(ended.text, "Nobody wins: every player left is eliminated in the same turn.")

    def test_the_json_is_the_events(self):
        for ply in (0, 10, len(self.game.history) - 1):
            for viewer in (0, 1, toywar.VIEW_ALL):
                parsed = json.loads(self.game.events_json(ply, viewer))
                self.assertEqual([entry["text"] for entry in parsed],
                                 [e.text for e in self.game.events(ply, viewer)])


class EventRefusalsTest(unittest.TestCase):
    def test_a_viewer_and_a_ply_of_the_history(self):
        game = toywar.Game("toybattle", seed=2)
        with self.assertRaises(toywar.ArgumentError):
            game.events(0, 0)           # nothing applied yet
        game.advance()
        n = len(game.history)
        with self.assertRaises(toywar.ToywarTypeError):
            game.events(0, None)
        with self.assertRaises(toywar.ArgumentError):
            game.events(n, 0)
        with self.assertRaises(toywar.ArgumentError):
            game.events(-n - 1, 0)
        with self.assertRaises(toywar.ArgumentError):
            game.events_json(0, 2)
        with self.assertRaises(toywar.ToywarTypeError):
            game.events(True, 0)
        self.assertEqual(game.events(-n, 1), game.events(0, 1))

    def test_toy_battle_removals_are_hidden_from_every_seat(self):
        game = toywar.Game("toybattle", seed=2)
        game.advance()
        removed = [e for ply in range(len(game.history)) for e in game.events(ply, 0)
                   if e.kind == "removed"]
        self.assertEqual(len(removed), 8)
        self.assertTrue(all(e.piece is toywar.HIDDEN for e in removed))
        for_all = [e for ply in range(len(game.history))
                   for e in game.events(ply, toywar.VIEW_ALL) if e.kind == "removed"]
        self.assertTrue(all(isinstance(e.piece, int) for e in for_all))


if __name__ == "__main__":
    unittest.main()
