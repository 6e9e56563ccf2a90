# SPDX-License-Identifier: MIT
"""Full random playouts of every game through the bindings, with undo
checked at every step: after each move, undo must restore the position,
its hash and its legal moves exactly, and undoing the whole game must
give back the start."""

import random
import unittest

import toywar

# (game, params): every game, and the variants with more players or
# another map that the library treats differently.
SETUPS = [
    ("gearhead", ""),
    ("droids", ""),
    ("droids", "players=4 scenario=golden-microchips"),
    ("toybattle", ""),
    ("toybattle", "map=battlefield"),
]


def snapshot(game):
    return game.text(), game.hash, game.legal_moves(), game.current_player


class PlayoutTest(unittest.TestCase):
    def play_checked(self, name, params, seed):
        game = toywar.Game(name, params, seed=seed)
        start = snapshot(game)
        choose = random.Random(seed)
        decisions = 0
        while not game.is_over:
            before = snapshot(game)
            if game.is_chance:
                weights = game.chance_weights()
                self.assertTrue(all(w >= 1 for _, w in weights))
                move = game.roll()
                self.assertIn(move, [m for m, _ in weights])
            else:
                move = choose.choice(game.legal_moves())
                game.apply(move)
                decisions += 1
            game.undo()
            self.assertEqual(snapshot(game), before)
            game.apply(move)
            self.assertLess(decisions, 100000)
        self.check_end(game, start)

    def check_end(self, game, start):
        self.assertEqual(game.current_player, toywar.TERMINAL)
        self.assertEqual(game.legal_moves(), [])
        self.assertNotEqual(game.winner, toywar.WINNER_NONE)
        self.assertEqual(len(game.scores), game.num_players)
        # The replay reproduces the end; the clone is equal; undo to the start.
        loaded = toywar.Game.load_replay(game.save_replay())
        self.assertEqual(snapshot(loaded), snapshot(game))
        clone = game.clone()
        self.assertEqual(clone.history, game.history)
        for _ in range(len(game.history)):
            clone.undo()
        self.assertEqual(snapshot(clone), start)
        with self.assertRaises(toywar.StateError):
            clone.undo()

    def test_random_playouts_with_undo_at_every_step(self):
        for name, params in SETUPS:
            for seed in (1, 2):
                with self.subTest(game=name, params=params, seed=seed):
                    self.play_checked(name, params, seed)

    def test_play_helper_reaches_the_end_and_names_every_move(self):
        for name in toywar.games():
            with self.subTest(game=name):
                game = toywar.Game(name, seed=5)
                steps = list(game.play(lambda g, moves: moves[0]))
                self.assertTrue(game.is_over)
                self.assertEqual([move for _, move, _ in steps], game.history)
                self.assertEqual([text for _, _, text in steps], game.history_strings())


if __name__ == "__main__":
    unittest.main()
