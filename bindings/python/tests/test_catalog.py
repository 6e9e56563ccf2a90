# SPDX-License-Identifier: MIT
"""games(), game_players(), game_params() over the library's tw_games_*
functions, and params checked against them before tw_game_new(): keys,
kinds, ranges and enum values, with messages that name the key and what
it allows. The expected specs are those of docs/rules/*.md."""

import unittest

import toywar


class CatalogTest(unittest.TestCase):
    def test_games_and_players(self):
        self.assertEqual(toywar.games(), ["gearhead", "droids", "toybattle"])
        self.assertEqual(toywar.game_players("gearhead"), (2, 2))
        self.assertEqual(toywar.game_players("droids"), (1, 4))
        self.assertEqual(toywar.game_players("toybattle"), (2, 2))

    def test_an_int_param(self):
        players = toywar.game_params("droids")[0]
        self.assertEqual((players.key, players.kind, players.min, players.max, players.default,
                          players.values), ("players", "int", 1, 4, 2, ()))
        self.assertTrue(players.help)
        self.assertNotIn("\n", players.help)

    def test_an_enum_param(self):
        (placed,) = toywar.game_params("gearhead")
        self.assertEqual((placed.key, placed.kind, placed.min, placed.max, placed.default,
                          placed.values), ("placed_moves", "enum", 0, 1, "on", ("on", "off")))
        maps = toywar.game_params("toybattle")[0]
        self.assertEqual(maps.key, "map")
        self.assertEqual(len(maps.values), 8)
        self.assertEqual((maps.default, maps.values[-1]), ("castle-field", "battlefield"))

    def test_every_game_lists_its_keys_in_order_and_not_seed(self):
        keys = {name: [spec.key for spec in toywar.game_params(name)]
                for name in toywar.games()}
        self.assertEqual(keys, {
            "gearhead": ["placed_moves"],
            "droids": ["players", "scenario", "killer_shots", "teams", "max_turns"],
            "toybattle": ["map", "special_bases"],
        })

    def test_specs_are_frozen_and_lists_are_fresh(self):
        specs = toywar.game_params("droids")
        specs.clear()
        self.assertEqual(len(toywar.game_params("droids")), 5)
        with self.assertRaises(AttributeError):
            toywar.game_params("droids")[0].min = 0

    def test_the_defaults_start_the_default_game(self):
        for name in toywar.games():
            defaults = {spec.key: spec.default for spec in toywar.game_params(name)}
            self.assertEqual(toywar.Game(name, defaults), toywar.Game(name))

    def test_unknown_game(self):
        for call in (toywar.game_params, toywar.game_players, toywar.about):
            with self.assertRaises(toywar.UnknownGameError):
                call("chess")
            with self.assertRaises(toywar.ToywarTypeError):
                call(None)


class ParamCheckTest(unittest.TestCase):
    def refused(self, params, *words, error=toywar.ParamError, game="droids"):
        with self.assertRaises(error) as caught:
            toywar.Game(game, params)
        for word in words:
            self.assertIn(word, str(caught.exception))
        return caught.exception

    def test_an_unknown_key_lists_the_keys(self):
        # The library's own check and words (the binding restates none of it).
        self.refused({"player": 2}, "param 'player': unknown key for droids",
                     "players, scenario, killer_shots, teams, max_turns, seed")
        self.refused("colour=red", "'colour'", game="gearhead")

    def test_ints_out_of_range_give_the_range(self):
        error = self.refused({"players": 9}, "param 'players': 9 is out of range (1..4)")
        self.assertIsInstance(error, ValueError)
        self.assertEqual(error.status, -4)  # TW_E_PARAM, from the library
        self.refused("max_turns=0", "'max_turns'", "1..1000")
        self.refused("max_turns=ten", "param 'max_turns': 'ten' is not a number (1..1000)")

    def test_enum_values_are_listed(self):
        self.refused({"scenario": "chess"}, "'scenario'", "'chess'",
                     "is not one of challenge|de-mine|golden-microchips")
        self.refused("map=moon", "'map'", "castle-field", game="toybattle")
        self.refused({"scenario": 2}, "param 'scenario': '2' is not one of challenge")

    def test_text_and_dicts_are_checked_alike(self):
        self.refused("players", "param 'players': expected key=value")
        self.refused("players=2 players=3", "param 'players' given twice")
        # A dict's value is one token: none smuggles in another param.
        self.refused({"players": "2 seed=1"}, "param 'players'", "not one token")
        self.assertEqual(toywar.Game("droids", "players=3, scenario=de-mine"),
                         toywar.Game("droids", {"players": 3, "scenario": "de-mine"}))

    def test_good_params_reach_the_library(self):
        game = toywar.Game("droids", {"players": 4, "scenario": "golden-microchips",
                                      "max_turns": 1000}, seed=2)
        self.assertEqual(game.num_players, 4)
        self.assertIn("players=4", game.save_replay())
        self.assertIn("max_turns=1000", game.save_replay())

    def test_what_only_the_library_knows_is_still_refused(self):
        # Each value is in range, but robot-killer is a one-player game: the
        # library's own check speaks.
        self.refused({"players": 3, "scenario": "robot-killer"}, "robot-killer")


if __name__ == "__main__":
    unittest.main()
