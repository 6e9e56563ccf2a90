# SPDX-License-Identifier: MIT
"""One seat's share through the binding (toywar.h's "Hidden information"
functions): the viewer is always named, the per-seat calls reach the
library's per-seat functions, refusals on behalf of a seat, records,
determinization and the InfoState handle."""

import copy
import pickle
import random
import unittest

import toywar


def at_decision(name, seed, params=None):
    game = toywar.Game(name, params, seed=seed)
    game.advance()
    return game


class ViewerTest(unittest.TestCase):
    def test_views_take_a_named_viewer_only(self):
        game = at_decision("toybattle", 4)
        for call in (game.json, game.render, game.json_text, game.observation,
                     game.record, game.history_for):
            with self.assertRaises(toywar.ToywarTypeError) as caught:
                call(None)
            self.assertIn("VIEW_ALL", caught.exception.message)
            with self.assertRaises(TypeError):
                call()  # pylint: disable=no-value-for-parameter
        self.assertEqual(game.json(toywar.VIEW_ALL)["viewer"], "all")
        self.assertEqual(game.json(1)["viewer"], 1)
        self.assertIs(toywar.VIEW_ALL, toywar.View.ALL)

    def test_a_seat_is_a_player(self):
        game = at_decision("gearhead", 1)
        for seat in (toywar.VIEW_ALL, None):
            with self.assertRaises(toywar.ToywarTypeError):
                game.apply_as(seat, game.legal_moves()[0])
            with self.assertRaises(toywar.ToywarTypeError):
                game.infostate(seat)
        with self.assertRaises(toywar.ArgumentError):
            game.apply_as(2, game.legal_moves()[0])

    def test_repr_shows_no_secret(self):
        game = at_decision("toybattle", 3)
        text = repr(game)
        self.assertEqual(text, "<toywar.Game toybattle, 2 players, 16 moves, player 1 to move>")
        self.assertNotIn("rack", text)
        self.assertNotIn("seed", text)


class PerfectInformationTest(unittest.TestCase):
    """Gearhead hides nothing: every seat's answer is the all-seeing one."""

    def setUp(self):
        self.game = at_decision("gearhead", 5)
        for _ in range(3):
            self.game.apply(self.game.legal_moves()[0])
            self.game.advance()

    def test_every_seat_knows_everything(self):
        game = self.game
        self.assertFalse(game.has_hidden)
        for seat in (0, 1, toywar.VIEW_ALL):
            self.assertEqual(game.observation(seat), game.text())
            self.assertEqual(game.observation_hash(seat), game.hash)
            self.assertEqual(game.history_for(seat), game.history)
            self.assertEqual([m.notation for m in game.history_for(seat)],
                             game.history_strings())

    def test_the_moves_of_the_seat_to_move_only(self):
        game, player = self.game, self.game.current_player
        self.assertEqual(game.legal_moves(player), game.legal_moves())
        self.assertEqual(game.legal_moves(1 - player), [])
        self.assertEqual(game.legal_moves(toywar.VIEW_ALL), game.legal_moves())

    def test_a_record_has_its_viewer_and_no_generator(self):
        record = self.game.record(1)
        self.assertIn("\nviewer 1\n", record)
        self.assertNotIn("\nrng ", record)
        self.assertNotIn("seed=", record)
        self.assertIn("\nrng ", self.game.record(toywar.VIEW_ALL))
        loaded = toywar.Game.load_replay(record)
        self.assertEqual(loaded.text(), self.game.text())

    def test_resample_is_the_position_and_changes_nothing(self):
        before = self.game.save_replay()
        sample = self.game.resample(0, random.Random(3).randrange)
        self.assertEqual(sample.text(), self.game.text())
        self.assertEqual(sample.history, [])
        self.assertEqual(self.game.save_replay(), before)


class ApplyAsTest(unittest.TestCase):
    def test_a_seat_plays_its_own_move(self):
        game = at_decision("droids", 9)
        seat = game.current_player
        move = game.legal_moves(seat)[0]
        game.apply_as(seat, move.notation)
        self.assertEqual(game.history[-1], move)

    def test_another_seats_turn_is_refused_and_says_whose_it_is(self):
        game = at_decision("droids", 9)
        seat = game.current_player
        before = game.save_replay()
        for move in (game.legal_strings()[0], game.legal_moves()[0]):
            with self.assertRaises(toywar.IllegalMoveError) as caught:
                game.apply_as(1 - seat, move)
            self.assertEqual(caught.exception.message,
                             "player %d may not move: it is player %d's decision"
                             % (1 - seat, seat))
        self.assertEqual(game.save_replay(), before)

    def test_a_move_that_is_not_the_seats_is_refused_with_its_own_moves(self):
        game = at_decision("droids", 9)
        seat = game.current_player
        before = game.save_replay()
        with self.assertRaises(toywar.IllegalMoveError) as caught:
            game.apply_as(seat, "obstacle:zz")
        self.assertIn("'obstacle:zz' is not a legal move of player %d" % seat,
                      caught.exception.message)
        self.assertIn("obstacle:a1", caught.exception.message)
        self.assertEqual(game.save_replay(), before)

    def test_at_a_chance_node_no_seat_moves(self):
        game = toywar.Game("gearhead", seed=1)
        outcome = game.legal_moves()[0]
        with self.assertRaises(toywar.IllegalMoveError):
            game.apply_as(0, outcome.notation)
        with self.assertRaises(toywar.IllegalMoveError):
            game.apply_as(0, outcome)
        self.assertEqual(game.history, [])


class ChanceForTest(unittest.TestCase):
    def test_weights_as_a_seat_predicts_them(self):
        game = toywar.Game("gearhead", seed=1)
        self.assertEqual(game.chance_weights(0), game.chance_weights())
        self.assertEqual([w for _, w in game.chance_weights(1)], [1] * 8)
        game.advance()
        with self.assertRaises(toywar.StateError):
            game.chance_weights(0)


class InfoStateTest(unittest.TestCase):
    def setUp(self):
        self.game = at_decision("droids", 9)
        self.info = self.game.infostate(0)

    def test_what_it_holds(self):
        info = self.info
        self.assertEqual((info.game, info.seat), ("droids", 0))
        self.assertEqual(info.observation(), self.game.observation(0))
        self.assertEqual(info.hash, self.game.observation_hash(0))
        again = toywar.InfoState.from_text("droids", 0, info.to_text())
        self.assertEqual(again, info)
        self.assertNotIn(self.game.text(), repr(info))

    def test_copies_and_pickles_are_equal_and_independent(self):
        for other in (copy.copy(self.info), copy.deepcopy(self.info),
                      pickle.loads(pickle.dumps(self.info))):
            self.assertEqual(other, self.info)
            self.assertIsNot(other, self.info)
            other.close()
            self.assertEqual(self.info.seat, 0)
        self.assertNotEqual(self.info, self.game.infostate(1))

    def test_a_sample_is_what_the_seat_knows(self):
        sample = self.info.sample(random.Random(4).randrange)
        self.assertEqual(sample.observation(0), self.game.observation(0))
        self.assertEqual(sample.history, [])

    def test_an_rng_that_fails_is_raised(self):
        def broken(bound):
            raise KeyError("no dice")
        with self.assertRaises(KeyError):
            self.info.sample(broken)
        with self.assertRaises(toywar.RngError):
            self.game.resample(0, lambda bound: bound)
        with self.assertRaises(toywar.ToywarTypeError):
            self.info.sample(7)

    def test_bad_text_and_a_closed_handle(self):
        with self.assertRaises(toywar.ParseError):
            toywar.InfoState.from_text("droids", 0, "no position")
        with self.assertRaises(TypeError):
            toywar.InfoState()
        self.info.close()
        with self.assertRaises(toywar.ClosedGameError):
            self.info.observation()
        self.assertEqual(repr(self.info), "<toywar.InfoState closed>")


if __name__ == "__main__":
    unittest.main()
