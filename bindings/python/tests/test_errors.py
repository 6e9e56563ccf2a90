# SPDX-License-Identifier: MIT
"""Every error a caller can cause is a ToywarError, and also a TypeError
or a ValueError where Python's conventions say so; nothing of ctypes
(ArgumentError, wrapped integers) leaks, and the messages name what was
wrong."""

import ctypes
import threading
import unittest

import toywar


class TypeErrorsTest(unittest.TestCase):
    def assert_value_error(self, cls, call, *words):
        return ValueErrorsTest.assert_value_error(self, cls, call, *words)

    def assert_type_error(self, call, *words):
        with self.assertRaises(toywar.ToywarTypeError) as caught:
            call()
        error = caught.exception
        self.assertIsInstance(error, TypeError)
        self.assertIsInstance(error, toywar.ToywarError)
        self.assertNotIsInstance(error, ctypes.ArgumentError)
        for word in words:
            self.assertIn(word, str(error))
        return error

    def test_apply_none_and_a_float(self):
        game = toywar.Game("gearhead", seed=1)
        game.advance()
        before = game.save_replay()
        self.assert_type_error(lambda: game.apply(None), "move", "NoneType")
        self.assert_type_error(lambda: game.apply(1.0), "move", "float")
        self.assert_type_error(lambda: game.apply(True), "bool")
        self.assertEqual(game.save_replay(), before)

    def test_a_float_seed(self):
        self.assert_type_error(lambda: toywar.Game("gearhead", seed=1.5), "seed", "float")
        game = toywar.Game("gearhead")
        self.assert_type_error(lambda: game.seed(1.5), "seed", "float")
        self.assert_type_error(lambda: game.seed("7"), "seed", "str")

    def test_a_game_that_is_no_str(self):
        self.assert_type_error(lambda: toywar.Game(None), "name", "NoneType")
        self.assert_type_error(lambda: toywar.Game(b"gearhead"), "name", "bytes")
        self.assert_type_error(lambda: toywar.Game.from_text(None, "x"), "name")
        self.assert_type_error(lambda: toywar.Game.load_replay(None), "replay")

    def test_params_of_the_wrong_type(self):
        self.assert_type_error(lambda: toywar.Game("droids", 4), "params", "int")
        self.assert_type_error(lambda: toywar.Game("droids", {"players": 2.0}),
                               "players", "float")
        self.assert_value_error(toywar.ParamError,
                                lambda: toywar.Game("droids", {"scenario": 1}),
                                "param 'scenario': '1' is not one of challenge")

    def test_a_dict_is_written_as_the_text_the_library_reads(self):
        # docs/python.md: a dict's values are the text's tokens (an int or a
        # str); the library reads each as its param's type and refuses, in
        # its words, what it cannot. No bools: the switches are on|off.
        self.assertEqual(toywar.Game("droids", {"players": "3"}, seed=1),
                         toywar.Game("droids", {"players": 3}, seed=1))
        self.assert_value_error(toywar.ParamError,
                                lambda: toywar.Game("droids", {"max_turns": "ten"}),
                                "param 'max_turns': 'ten' is not a number (1..1000)")
        self.assert_type_error(lambda: toywar.Game("droids", {"players": True}), "bool")
        self.assert_type_error(lambda: toywar.Game("droids", {"teams": True}),
                               "teams", "bool")
        self.assertEqual(toywar.Game("gearhead", {"seed": "7"}), toywar.Game("gearhead", seed=7))
        self.assert_type_error(lambda: toywar.Game("gearhead", seed="7"), "seed", "str")
        # The text form is text: its values are read as the params' types.
        self.assertEqual(toywar.Game("droids", "players=3 seed=7"),
                         toywar.Game("droids", {"players": 3}, seed=7))

    def test_an_rng_that_is_not_callable(self):
        game = toywar.Game("gearhead")
        self.assert_type_error(lambda: game.set_rng(7), "callable", "int")

    def test_text_arguments(self):
        game = toywar.Game("gearhead")
        self.assert_type_error(lambda: game.parse_move(3), "move", "int")
        self.assert_type_error(lambda: game.render("all"), "viewer", "str")


class ValueErrorsTest(unittest.TestCase):
    def assert_value_error(self, cls, call, *words):
        with self.assertRaises(cls) as caught:
            call()
        error = caught.exception
        self.assertIsInstance(error, ValueError)
        self.assertIsInstance(error, toywar.ToywarError)
        for word in words:
            self.assertIn(word, str(error))
        return error

    def test_unknown_game_names_it_and_lists_the_games(self):
        error = self.assert_value_error(toywar.UnknownGameError, lambda: toywar.Game("chess"),
                                        "'chess'", "gearhead, droids, toybattle")
        self.assertIsInstance(error, KeyError)  # as about() raised before
        self.assertEqual(str(error), "bad argument: no game 'chess'; "
                                     "the games are: gearhead, droids, toybattle")
        self.assert_value_error(toywar.UnknownGameError, lambda: toywar.about("chess"), "chess")
        self.assert_value_error(toywar.UnknownGameError,
                                lambda: toywar.Game.from_text("go", "x"), "'go'")

    def test_seeds_out_of_range_are_refused_not_wrapped(self):
        self.assert_value_error(toywar.ParamError, lambda: toywar.Game("gearhead", seed=2**64),
                                "'18446744073709551616' is not a number",
                                "0..18446744073709551615")
        self.assert_value_error(toywar.ParamError, lambda: toywar.Game("gearhead", seed=-1),
                                "param 'seed': '-1' is not a number")
        self.assert_value_error(toywar.ParamError,
                                lambda: toywar.Game("gearhead", "seed=-1"), "'-1'")
        game = toywar.Game("gearhead", seed=5)
        before = game.save_replay()
        self.assert_value_error(toywar.ArgumentError, lambda: game.seed(2**64), "seed")
        self.assert_value_error(toywar.ArgumentError, lambda: game.seed(-1), "seed -1")
        self.assertEqual(game.save_replay(), before)

    def test_the_largest_seed_is_taken_as_it_is(self):
        game = toywar.Game("gearhead", seed=2**64 - 1)
        self.assertIn("seed=18446744073709551615", game.save_replay())
        self.assertEqual(game, toywar.Game("gearhead", {"seed": 2**64 - 1}))

    def test_the_seed_given_twice(self):
        self.assert_value_error(toywar.ParamError,
                                lambda: toywar.Game("gearhead", "seed=1", seed=2), "twice")

    def test_moves_out_of_range_and_illegal(self):
        game = toywar.Game("gearhead", seed=3)
        game.advance()
        before = game.save_replay()
        self.assert_value_error(toywar.IllegalMoveError, lambda: game.apply(-1), "-1")
        self.assert_value_error(toywar.IllegalMoveError, lambda: game.apply(2**32), "4294967296")
        self.assert_value_error(toywar.IllegalMoveError, lambda: game.apply("move:a1"),
                                "not legal")
        self.assert_value_error(toywar.ParseError, lambda: game.apply("Move:a1"))
        self.assertEqual(game.save_replay(), before)

    def test_a_bad_viewer(self):
        game = toywar.Game("gearhead")
        self.assert_value_error(toywar.ArgumentError, lambda: game.render(2), "viewer 2",
                                "0..1")
        self.assert_value_error(toywar.ArgumentError, lambda: game.json(-100), "viewer -100")

    def test_a_nul_in_text(self):
        game = toywar.Game("gearhead")
        self.assert_value_error(toywar.ArgumentError, lambda: game.parse_move("roll:1\0x"),
                                "NUL")

    def test_a_closed_game(self):
        game = toywar.Game("gearhead")
        game.close()
        self.assert_value_error(toywar.ClosedGameError, game.text, "closed")
        self.assertIsInstance(toywar.ClosedGameError("x"), toywar.StateError)


class RngErrorsTest(unittest.TestCase):
    def test_minus_one_is_reported_as_it_was_returned(self):
        game = toywar.Game("gearhead", rng=lambda bound: -1)
        with self.assertRaises(toywar.RngError) as caught:
            game.roll()
        self.assertIsInstance(caught.exception, ValueError)
        self.assertIn("returned -1 for a bound of 8", str(caught.exception))
        self.assertEqual(game.history, [])

    def test_the_bound_itself_and_a_huge_value(self):
        for value in (8, 2**32, 2**70):
            game = toywar.Game("gearhead", rng=lambda bound, value=value: value)
            with self.assertRaises(toywar.RngError) as caught:
                game.advance()
            self.assertIn("returned %d for a bound of 8" % value, str(caught.exception))
            self.assertEqual(game.history, [])

    def test_a_value_that_is_no_int(self):
        game = toywar.Game("gearhead", rng=lambda bound: 1.0)
        with self.assertRaises(toywar.RngTypeError) as caught:
            game.roll()
        self.assertIsInstance(caught.exception, TypeError)
        self.assertIsInstance(caught.exception, toywar.RngError)
        self.assertIn("returned 1.0 (float) for a bound of 8", str(caught.exception))

    def test_an_exception_mid_advance_leaves_the_game_as_it_was(self):
        # Gearhead's start rolls two d8 (the roll-off) then draws from 72:
        # the third call raises, after two rolls the library accepted.
        values = [4, 1]

        def dice(bound):
            if not values:
                raise KeyError("out of dice")
            return values.pop(0)
        game = toywar.Game("gearhead", rng=dice)
        before = game.save_replay()
        with self.assertRaises(KeyError) as caught:
            game.advance()
        self.assertEqual(caught.exception.args, ("out of dice",))
        self.assertEqual(game.save_replay(), before)
        self.assertEqual(game.history, [])

    def test_an_error_is_raised_once_and_the_next_roll_is_clean(self):
        calls = []

        def dice(bound):
            calls.append(bound)
            if len(calls) == 1:
                raise RuntimeError("first")
            return 0
        game = toywar.Game("gearhead", rng=dice)
        with self.assertRaises(RuntimeError):
            game.roll()
        self.assertEqual(str(game.roll()), "roll:1")


class RngThreadsTest(unittest.TestCase):
    def test_a_failure_of_the_rng_belongs_to_the_thread_that_rolled(self):
        # Clones share their Python RNG and may roll in several threads:
        # the failure one thread's roll keeps for it is not another's.
        game = toywar.Game("gearhead", rng=lambda bound: bound)
        box = game._rng
        seen = []
        box.error = KeyError("this thread's")
        other = threading.Thread(target=lambda: seen.append(box.error))
        other.start()
        other.join()
        self.assertEqual(seen, [None])
        self.assertIsInstance(box.error, KeyError)
        # And a roll in another thread, failing there, leaves this one's.
        thread = threading.Thread(target=lambda: seen.append(self.roll_error(game.clone())))
        thread.start()
        thread.join()
        self.assertIsInstance(seen[1], toywar.RngError)
        self.assertIsInstance(box.error, KeyError)

    @staticmethod
    def roll_error(game):
        try:
            game.roll()
        except toywar.RngError as error:
            return error
        return None


class LibraryErrorsTest(unittest.TestCase):
    def test_errors_of_the_library_carry_its_status(self):
        with self.assertRaises(toywar.ParseError) as caught:
            toywar.Game.from_text("gearhead", "9/8 0 act")
        self.assertEqual(caught.exception.status, -3)
        self.assertEqual(caught.exception.status_name, "parse error")

    def test_an_error_the_package_raises_has_the_librarys_status_name(self):
        # The package names a status before any library call (errors.py
        # keeps the names for that): they must be tw_status_string's.
        for status in toywar.Status:
            if status == toywar.Status.OK:
                continue
            with self.subTest(status=status.name):
                error = toywar.ToywarError("x", int(status))
                library = toywar.capi.call("tw_status_string", int(status)).decode()
                self.assertEqual(error.status_name, library)
        self.assertEqual(toywar.IllegalMoveError("x").status_name, "illegal move")

    def test_every_class_is_a_toywar_error(self):
        for name in toywar.__all__:
            value = getattr(toywar, name)
            if isinstance(value, type) and issubclass(value, Exception) \
                    and not issubclass(value, Warning):
                self.assertTrue(issubclass(value, toywar.ToywarError), name)


if __name__ == "__main__":
    unittest.main()
