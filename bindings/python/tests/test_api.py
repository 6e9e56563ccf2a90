# SPDX-License-Identifier: MIT
"""The bindings' own behaviour: errors carry the library's status and
message, the Python RNG is kept alive and its failures surface, params,
views and the listing of games."""

import gc
import os
import random
import subprocess
import sys
import unittest

import toywar


class ErrorsTest(unittest.TestCase):
    def test_bad_params_name_the_key(self):
        with self.assertRaises(toywar.ParamError) as caught:
            toywar.Game("droids", {"players": 9})
        self.assertIn("players", caught.exception.message)
        self.assertEqual(caught.exception.status, -4)

    def test_unknown_game(self):
        with self.assertRaises(toywar.ArgumentError):
            toywar.Game("chess")
        with self.assertRaises(KeyError):
            toywar.about("chess")

    def test_illegal_move_says_why_and_changes_nothing(self):
        game = toywar.Game("gearhead", seed=3)
        before = game.text()
        with self.assertRaises(toywar.IllegalMoveError) as caught:
            game.apply("move:a1")
        self.assertIn("not legal", caught.exception.message)
        self.assertEqual(game.text(), before)

    def test_unparsable_move_and_position(self):
        game = toywar.Game("gearhead")
        with self.assertRaises(toywar.ParseError):
            game.parse_move("Move:a1")
        with self.assertRaises(toywar.ParseError):
            toywar.Game.from_text("gearhead", "9/8 0 act")

    def test_undo_at_the_start_and_roll_at_a_decision(self):
        game = toywar.Game("gearhead", seed=1)
        with self.assertRaises(toywar.StateError):
            game.undo()
        game.advance()
        with self.assertRaises(toywar.StateError):
            game.roll()


class RngTest(unittest.TestCase):
    def test_any_callable_rolls_the_dice(self):
        game = toywar.Game("gearhead", rng=lambda bound: bound - 1)
        self.assertEqual(game.move_to_str(game.roll()), "roll:8")

    def test_the_callback_outlives_its_game_in_a_clone(self):
        game = toywar.Game("gearhead", rng=lambda bound: 0)
        clone = game.clone()
        del game
        gc.collect()
        self.assertEqual(clone.move_to_str(clone.roll()), "roll:1")

    def test_an_exception_in_the_rng_is_raised_by_the_roll(self):
        def broken(bound):
            raise ValueError("no dice")
        game = toywar.Game("gearhead", rng=broken)
        with self.assertRaises(ValueError):
            game.roll()
        self.assertEqual(game.history, [])

    def test_a_value_out_of_range_is_refused(self):
        game = toywar.Game("gearhead", rng=lambda bound: bound)
        with self.assertRaises(toywar.RngError):
            game.roll()
        game.set_rng(None)
        game.roll()
        self.assertEqual(len(game.history), 1)

    def test_equal_seeds_give_equal_games(self):
        games = [toywar.Game("toybattle", seed=9) for _ in range(2)]
        for game in games:
            list(game.play(lambda g, moves: moves[-1]))
        self.assertEqual(games[0].history, games[1].history)

    def test_play_with_the_default_chooser_is_the_seeds_game(self):
        def played(seed):
            return [notation for _, _, notation in toywar.Game("gearhead", seed=seed).play()]
        random.seed(1)
        first = played(1)
        random.seed(2)  # the global random plays no part
        self.assertEqual(played(1), first)
        self.assertNotEqual(played(2), first)
        random.seed(5)
        expected = random.random()
        random.seed(5)
        played(1)
        self.assertEqual(random.random(), expected, "play() drew from the global random")
        # Another process (another hash seed) plays the same game.
        script = ("import toywar\nprint(' '.join(n for _, _, n in "
                  "toywar.Game('gearhead', seed=1).play()))\n")
        env = dict(os.environ, PYTHONHASHSEED="12345",
                   PYTHONPATH=os.path.dirname(os.path.dirname(toywar.__file__)))
        done = subprocess.run([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, check=False, timeout=120)
        self.assertEqual(done.returncode, 0, done.stderr.decode())
        self.assertEqual(done.stdout.decode().split(), first)


class ViewsTest(unittest.TestCase):
    def test_listing(self):
        self.assertEqual(toywar.games(), ["gearhead", "droids", "toybattle"])
        self.assertIn("players", toywar.about("droids"))
        self.assertRegex(toywar.version(), r"^\d+\.\d+\.\d+$")

    def test_json_is_parsed_and_hides_what_a_player_cannot_see(self):
        game = toywar.Game("toybattle", seed=4)
        game.advance()
        everything = game.json(toywar.VIEW_ALL)
        self.assertEqual(everything["game"], "toybattle")
        self.assertEqual(everything["viewer"], "all")
        self.assertEqual(everything["position"], game.text())
        mine = game.json(viewer=0)
        self.assertIsNone(mine["position"])

    def test_render_and_moves_helper(self):
        game = toywar.Game("gearhead", seed=2)
        game.advance()
        self.assertIn("a  b  c", game.render(toywar.VIEW_ALL))
        pairs = list(game.moves())
        self.assertEqual([text for _, text in pairs], game.legal_strings())
        self.assertEqual([game.parse_move(text) for _, text in pairs], game.legal_moves())

    def test_closed_game(self):
        with toywar.Game("gearhead") as game:
            pass
        with self.assertRaises(ValueError):
            game.text()


if __name__ == "__main__":
    unittest.main()
