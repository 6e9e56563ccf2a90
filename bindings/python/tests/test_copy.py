# SPDX-License-Identifier: MIT
"""copy.copy, copy.deepcopy and pickle give independent, equal games;
equal games compare equal; games are unhashable (mutable); a Python RNG is
shared by copy, copied by deepcopy, pickled with the game."""

import copy
import gc
import os
import pickle
import random
import subprocess
import sys
import unittest

import toywar

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(toywar.__file__)))


def first(game, moves):
    return moves[0]


def play_some(game, decisions):
    """Plays ``decisions`` decisions, choosing the first legal move."""
    for _, _, _ in game.play(first, max_decisions=decisions):
        pass


def play_until(game, decisions):
    try:
        play_some(game, decisions)
    except toywar.LimitError:
        pass


class CopyTest(unittest.TestCase):
    def test_copy_is_an_independent_clone(self):
        game = toywar.Game("toybattle", seed=11)
        play_until(game, 5)
        other = copy.copy(game)
        self.assertIsNot(other, game)
        self.assertEqual(other, game)
        other.undo()
        self.assertNotEqual(other, game)
        del game
        gc.collect()
        self.assertGreater(len(other.history), 0)  # its handle is its own

    def test_deepcopy_survives_its_source_and_plays_the_same(self):
        game = toywar.Game("droids", {"players": 3}, seed=4)
        play_until(game, 10)
        other = copy.deepcopy(game)
        self.assertEqual(other, game)
        game.close()
        play_until(other, 30)
        again = toywar.Game("droids", {"players": 3}, seed=4)
        play_until(again, 40)
        self.assertEqual(other, again)

    def test_copy_shares_the_rng_and_deepcopy_copies_it(self):
        dice = random.Random(5)
        game = toywar.Game("gearhead", rng=dice.randrange)
        shallow = copy.copy(game)
        deep = copy.deepcopy(game)
        self.assertIs(shallow.rng, game.rng)
        self.assertIsNot(deep.rng.__self__, dice)
        # The deep copy's generator goes on as the original's would.
        deep.advance()
        game.advance()
        self.assertEqual(deep, game)
        self.assertEqual(deep.history, game.history)

    def test_an_rng_that_cannot_be_deep_copied_is_a_clear_error(self):
        class Dice:
            def __call__(self, bound):
                return 0

            def __deepcopy__(self, memo):
                raise TypeError("dice glued to the table")
        game = toywar.Game("gearhead", rng=Dice())
        with self.assertRaises(toywar.ToywarTypeError) as caught:
            copy.deepcopy(game)
        self.assertIn("dice glued to the table", str(caught.exception))
        self.assertIsInstance(copy.copy(game).rng, Dice)

    def test_a_closed_game_cannot_be_copied(self):
        game = toywar.Game("gearhead")
        game.close()
        with self.assertRaises(toywar.ClosedGameError):
            copy.copy(game)


class EqualityTest(unittest.TestCase):
    def test_same_start_same_moves_same_dice_are_equal(self):
        a = toywar.Game("gearhead", seed=9)
        b = toywar.Game("gearhead", "seed=9")
        self.assertEqual(a, b)
        a.advance()
        self.assertNotEqual(a, b)
        b.advance()
        self.assertEqual(a, b)

    def test_other_seeds_params_or_starts_differ(self):
        self.assertNotEqual(toywar.Game("gearhead", seed=1), toywar.Game("gearhead", seed=2))
        self.assertNotEqual(toywar.Game("droids"), toywar.Game("droids", {"players": 3}))
        game = toywar.Game("gearhead")
        at_start = toywar.Game.from_text("gearhead", game.text())
        self.assertEqual(at_start.text(), game.text())
        self.assertNotEqual(at_start, game)  # it started from a position, not params

    def test_not_equal_to_other_types_and_unhashable(self):
        game = toywar.Game("gearhead")
        self.assertNotEqual(game, game.save_replay())
        self.assertEqual(game, game)
        with self.assertRaises(TypeError):
            hash(game)
        with self.assertRaises(TypeError):
            {game}


class PickleTest(unittest.TestCase):
    def test_a_pickle_is_an_equal_game_with_its_history(self):
        game = toywar.Game("toybattle", {"map": "battlefield"}, seed=3)
        play_until(game, 7)
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            loaded = pickle.loads(pickle.dumps(game, protocol))
            self.assertEqual(loaded, game)
            self.assertEqual(loaded.history, game.history)
            self.assertEqual(loaded.text(), game.text())

    def test_the_builtin_dice_go_on_after_loading(self):
        game = toywar.Game("droids", seed=21)
        play_until(game, 4)
        loaded = pickle.loads(pickle.dumps(game))
        play_until(game, 40)
        play_until(loaded, 40)
        self.assertEqual(loaded, game)

    def test_a_picklable_rng_travels_with_the_game(self):
        game = toywar.Game("gearhead", rng=random.Random(8).randrange)
        play_until(game, 3)
        loaded = pickle.loads(pickle.dumps(game))
        self.assertIsNotNone(loaded.rng)
        play_until(game, 30)
        play_until(loaded, 30)
        self.assertEqual(loaded.history, game.history)

    def test_an_rng_that_cannot_be_pickled_is_a_clear_error(self):
        game = toywar.Game("gearhead", rng=lambda bound: 0)
        with self.assertRaises(toywar.ToywarTypeError) as caught:
            pickle.dumps(game)
        self.assertIn("cannot pickle the game's RNG", str(caught.exception))
        self.assertIn("set_rng(None)", str(caught.exception))
        game.set_rng(None)
        self.assertEqual(pickle.loads(pickle.dumps(game)), game)

    def test_moves_pickle_with_their_notation(self):
        game = toywar.Game("gearhead", seed=1)
        move = game.legal_moves()[0]
        loaded = pickle.loads(pickle.dumps(move))
        self.assertEqual((int(loaded), str(loaded)), (int(move), str(move)))

    def test_a_pickle_loads_in_another_process(self):
        game = toywar.Game("droids", {"players": 2}, rng=random.Random(12).randrange)
        play_until(game, 6)
        data = pickle.dumps(game)
        play_until(game, 100000)
        script = ("import pickle, sys\n"
                  "game = pickle.loads(sys.stdin.buffer.read())\n"
                  "for _ in game.play(lambda g, moves: moves[0]):\n"
                  "    pass\n"
                  "print(game.text())\n")
        env = dict(os.environ, PYTHONPATH=PACKAGE_ROOT)
        env.setdefault("TOYWAR_LIBRARY", toywar.library_path())
        done = subprocess.run([sys.executable, "-c", script], input=data, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120,
                              check=False)
        self.assertEqual(done.returncode, 0, done.stderr.decode())
        self.assertTrue(game.is_over)
        self.assertEqual(done.stdout.decode().strip(), game.text())


if __name__ == "__main__":
    unittest.main()
