# SPDX-License-Identifier: MIT
"""The generated per-game modules (toywar.gearhead, toywar.droids,
toywar.toybattle) and toywar.capi: their types, their refusals and the
library's messages in them."""

import ctypes
import pickle
import unittest

import toywar
from toywar import _api, capi
from toywar import droids as dr
from toywar import gearhead as gh
from toywar import toybattle as tb


class TypesTest(unittest.TestCase):
    def test_enums_are_int_enums_of_the_headers_values(self):
        self.assertEqual(int(gh.Toy.SMALL_FRY), 13)
        self.assertEqual(dr.Dir.NW, 7)
        self.assertEqual(tb.Troop.ROXY, 7)
        self.assertEqual(toywar.Status.E_PARAM, -4)
        self.assertEqual(len(toywar.EventKind), 28)
        self.assertIsInstance(gh.phase(toywar.Game("gearhead")), gh.Phase)

    def test_flags_are_one_int_flag_per_game(self):
        self.assertEqual(gh.Flag.ON_BACK | gh.Flag.ZAPPED, 3)
        self.assertEqual(dr.Flag.SENT, 8)
        self.assertFalse(hasattr(tb, "Flag"))            # Toy Battle has no flag bits
        self.assertIsInstance(dr.player_flags(toywar.Game("droids"), 0), dr.Flag)

    def test_constants_lose_their_games_prefix(self):
        self.assertEqual(dr.SENDER_KILLER, 4)
        self.assertEqual(dr.EVENT_ROBOT, 128)
        self.assertEqual(tb.EVENT_PILE, 100)
        self.assertEqual((_api.MOVES_MAX, _api.NONE, _api.HIDDEN), (1024, -103, -104))
        self.assertEqual(toywar.MOVES_MAX, _api.MOVES_MAX)

    def test_records_unpack_compare_and_pickle(self):
        game = toywar.Game("gearhead")
        toy, facing, flags = gh.square(game, 0, 0)
        self.assertEqual((toy, facing, flags), (gh.Toy.NONE, None, gh.Flag(0)))
        record = tb.region(toywar.Game("toybattle"), 0)
        self.assertEqual(pickle.loads(pickle.dumps(record)), record)
        self.assertEqual(record.ring, [2, 3, 5, 6, 4])
        self.assertEqual(dr.carried(toywar.Game("droids"), 0).count, 0)

    def test_each_module_lists_what_it_defines(self):
        for module in (gh, dr, tb):
            for name in module.__all__:
                self.assertTrue(hasattr(module, name), (module.__name__, name))
        self.assertEqual(len([n for n in gh.__all__ if callable(getattr(gh, n))
                              and not isinstance(getattr(gh, n), type)]), 18)
        self.assertEqual(len([n for n in dr.__all__ if callable(getattr(dr, n))
                              and not isinstance(getattr(dr, n), type)]), 47)
        self.assertEqual(len([n for n in tb.__all__ if callable(getattr(tb, n))
                              and not isinstance(getattr(tb, n), type)]), 35)


class RefusalsTest(unittest.TestCase):
    def test_a_game_of_another_kind_is_the_librarys_error(self):
        with self.assertRaises(toywar.ArgumentError) as caught:
            gh.cup_total(toywar.Game("droids"))
        self.assertEqual(caught.exception.message,
                         "this accessor is for gearhead, the handle plays droids")

    def test_an_index_out_of_range_is_the_librarys_error(self):
        with self.assertRaises(toywar.ArgumentError) as caught:
            dr.rack_size(toywar.Game("droids"), 5)
        self.assertIn("5", caught.exception.message)
        with self.assertRaises(toywar.ArgumentError):
            gh.square(toywar.Game("gearhead"), 2**31, 0)     # no C int: refused before C

    def test_arguments_of_the_wrong_type(self):
        game = toywar.Game("droids")
        with self.assertRaises(toywar.ToywarTypeError):
            dr.turn("droids")
        with self.assertRaises(toywar.ToywarTypeError):
            dr.terrain(game, "a1")
        with self.assertRaises(toywar.ToywarTypeError):
            dr.terrain(game, True)
        with self.assertRaises(toywar.ToywarTypeError):
            dr.rack_count(game, 0, 1, None)                  # a viewer is chosen
        with self.assertRaises(toywar.ToywarTypeError):
            tb.node_find(toywar.Game("toybattle"), 3)

    def test_a_closed_game(self):
        game = toywar.Game("toybattle")
        game.close()
        with self.assertRaises(toywar.ClosedGameError):
            tb.node_count(game)

    def test_creators_raise_the_librarys_message(self):
        with self.assertRaises(toywar.ParseError) as caught:
            dr.new_on_board("x")
        self.assertEqual(caught.exception.message,
                         "board line 1: a row has 1 squares, expected 10")
        with self.assertRaises(toywar.ParseError) as caught:
            tb.new_on_map("x")
        self.assertEqual(caught.exception.message, "map statement 1 (x): unknown keyword")
        with self.assertRaises(toywar.ParamError) as caught:
            dr.new_on_board(dr.default_board(), {"players": 9})
        self.assertEqual(caught.exception.message, "param 'players': 9 is out of range (1..4)")

    def test_names_of_nothing(self):
        with self.assertRaises(toywar.ArgumentError):
            dr.chit_name(dr.Chit.NONE)
        with self.assertRaises(toywar.ArgumentError):
            tb.troop_code(99)
        with self.assertRaises(toywar.ArgumentError):
            toywar.event_kind_name(999)


class CapiTest(unittest.TestCase):
    def test_raw_calls(self):
        self.assertEqual(capi.call("tw_games_count"), 3)
        self.assertEqual(capi.call("tw_status_string", -4), b"bad param")
        self.assertEqual(capi.function("tw_version").restype, ctypes.c_uint32)
        with self.assertRaises(KeyError):
            capi.function("tw_no_such_function")

    def test_a_handle_made_in_c_is_adopted(self):
        out = ctypes.c_void_p()
        self.assertEqual(capi.call("tw_game_new", b"droids", b"players=3", ctypes.byref(out)),
                         0)
        game = toywar.Game.adopt(out.value)
        self.assertEqual((game.name, game.num_players), ("droids", 3))
        game.close()                                     # freed once, by the Game
        with self.assertRaises(toywar.ToywarTypeError):
            toywar.Game.adopt(0)

    def test_recording_counts_calls_and_restores(self):
        game = toywar.Game("gearhead", seed=1)
        with capi.recording() as calls:
            game.num_players
            game.num_players
            with self.assertRaises(RuntimeError):
                with capi.recording():
                    pass
        self.assertEqual(calls["tw_game_num_players"], 2)
        game.num_players
        self.assertEqual(calls["tw_game_num_players"], 2)  # no longer recording
        self.assertFalse(hasattr(toywar.lib().tw_game_num_players, "original"))


if __name__ == "__main__":
    unittest.main()
