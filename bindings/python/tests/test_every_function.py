# SPDX-License-Identifier: MIT
"""Every exported function of libtoywar, called through the package.

Each test calls some of the API through the typed layer (toywar.Game,
toywar.InfoState, the catalogue, toywar.gearhead, toywar.droids,
toywar.toybattle) and asserts an outcome checked by hand against the
board the library draws (render) or the rules. CoverageTest then runs
them all again with toywar.capi.recording() open and fails when any
function of the API description (api/toywar-api.json, the generated
toywar._api.FUNCTIONS) was not called: a function added to a header must
get a wrapper and a test here.
"""

import ctypes
import ctypes.util
import json
import os
import unittest

import toywar
from toywar import capi, catalog
from toywar import droids as dr
from toywar import gearhead as gh
from toywar import toybattle as tb

SQUARE_MAP = ("map square; size 4 2; effect none; symmetric; hq P 0 0 1; hq Q 1 4 1; "
              "base a 1 0; base b 1 2; base c 3 0; base d 3 2; "
              "path P-a P-b a-b a-c b-d c-d Q-c Q-d; region 2 a c d b; objective 1")

DESCRIPTION = os.path.join(os.path.dirname(__file__), "..", "..", "..", "api",
                           "toywar-api.json")


def gearhead_at_side():
    """Gearhead, seed 7: the roll-off 7 to 3, player 0 draws Kangaruffian,
    places it on a1 and moves it: the move die rolls 3, a diagonal move,
    and player 0 now chooses its side."""
    game = toywar.Game("gearhead", seed=7)
    game.advance()                      # roll:7 roll:3 draw:R
    game.apply("place:a1")
    game.apply("move:a1")
    game.apply("roll:3")
    return game


class CoreTest(unittest.TestCase):
    def test_versions_and_statuses(self):
        # tw_version, tw_version_string, tw_status_string
        self.assertEqual(toywar.version_info(), (1, 0, 0))
        self.assertEqual(toywar.version(), "1.0.0")
        self.assertEqual(toywar.version(), toywar.__version__)
        with self.assertRaises(toywar.ParamError) as caught:
            toywar.Game("droids", {"players": 9})
        self.assertEqual(caught.exception.status_name, "bad param")
        self.assertEqual(str(caught.exception),
                         "bad param: param 'players': 9 is out of range (1..4)")

    def test_catalogue(self):
        # tw_games_count, _name, _about, _players, _param_count/_key/_help/_kind/_range/_value
        catalog._GAMES.clear()   # the package reads the catalogue once: read it again
        catalog._SPECS.clear()
        self.assertEqual(toywar.games(), ["gearhead", "droids", "toybattle"])
        self.assertIn("Gearhead", toywar.about("gearhead"))
        self.assertEqual(toywar.game_players("droids"), (1, 4))
        players, scenario = toywar.game_params("droids")[:2]
        self.assertEqual((players.key, players.kind, players.min, players.max, players.default),
                         ("players", "int", 1, 4, 2))
        self.assertEqual(players.help.split(";")[0], "how many play")
        self.assertEqual((scenario.kind, scenario.default, scenario.values[:2]),
                         ("enum", "challenge", ("challenge", "de-mine")))
        self.assertEqual(toywar.ParamKind.ENUM, 2)

    def test_creation_copies_and_lifetime(self):
        # tw_game_new, _clone, _copy_position, _free, _error, _num_players, _name
        game = gearhead_at_side()
        self.assertEqual((game.name, game.num_players), ("gearhead", 2))
        twin = game.clone()
        self.assertEqual(twin, game)
        scratch = toywar.Game("gearhead", seed=1)
        scratch.copy_position_from(game)
        self.assertEqual(scratch.text(), game.text())
        self.assertEqual(scratch.history, [])
        with self.assertRaises(toywar.ArgumentError) as caught:
            scratch.copy_position_from(toywar.Game("droids", seed=1))
        self.assertIn("droids", str(caught.exception))
        self.assertEqual(scratch.error, caught.exception.message)
        twin.close()
        with self.assertRaises(toywar.ClosedGameError):
            twin.text()

    def test_a_host_allocator(self):
        # tw_game_new_with_alloc: every allocation of the handle through it
        libc = ctypes.CDLL(ctypes.util.find_library("c"))
        libc.realloc.restype, libc.realloc.argtypes = ctypes.c_void_p, [ctypes.c_void_p,
                                                                         ctypes.c_size_t]
        libc.free.argtypes = [ctypes.c_void_p]
        live = {}

        def alloc(ptr, old, new):
            if ptr:
                live.pop(ptr)
            if new == 0:
                libc.free(ptr)
                return None
            block = libc.realloc(ptr, new)
            live[block] = new
            return block

        game = toywar.Game.new_with_alloc("gearhead", {"placed_moves": "off"}, alloc=alloc,
                                          seed=7)
        self.assertGreater(len(live), 0)
        game.advance()
        self.assertIn("placed_moves=off", game.save_replay())
        game.close()
        self.assertEqual(live, {})  # everything it allocated, it freed through alloc

    def test_turns_moves_and_undo(self):
        # tw_game_current_player, _legal_moves, _chance_weights, _apply, _undo, _history
        game = toywar.Game("gearhead", seed=7)
        self.assertIs(game.current_player, toywar.CHANCE)
        self.assertEqual(game.chance_weights(), [(m, 1) for m in game.legal_moves()])
        self.assertEqual(game.legal_strings(), ["roll:%d" % d for d in range(1, 9)])
        game.apply("roll:7")
        self.assertEqual(game.history_strings(), ["roll:7"])
        game.undo()
        self.assertEqual(game.history, [])
        with self.assertRaises(toywar.StateError):
            game.undo()

    def test_the_dice(self):
        # tw_game_set_rng, _seed, _roll, _advance
        game = toywar.Game("gearhead", rng=lambda bound: 0)
        self.assertEqual(str(game.roll()), "roll:1")       # the lowest face
        game.set_rng(None)
        game.seed(7)
        # Player 1 rolls 7 against player 0's 1, and draws.
        self.assertEqual([str(m) for m in game.advance()], ["roll:7", "draw:X"])

    def test_notation_and_text(self):
        # tw_move_to_string, _from_string, tw_game_to_text, _from_text, _render, _to_json,
        # _save_replay, _load_replay, _hash
        game = gearhead_at_side()
        move = game.parse_move("left")
        self.assertEqual(game.move_to_str(move), "left")
        self.assertEqual(game.text(), "8/8/8/8/8/8/8/R.7 0 a1/side/r3 A6C6D6X6H6K6O6P6R5T6B6Z6"
                                      " - - - 0")
        again = toywar.Game.from_text("gearhead", game.text())
        self.assertEqual((again.text(), again.hash), (game.text(), game.hash))
        self.assertIn("1  R^ .", game.render(toywar.VIEW_ALL))
        self.assertEqual(game.json(0)["game"], "gearhead")
        replay = game.save_replay()
        self.assertEqual(toywar.Game.load_replay(replay).history_strings(),
                         ["roll:7", "roll:3", "draw:R", "place:a1", "move:a1", "roll:3"])

    def test_the_end(self):
        # tw_game_is_over, _scores, _winner
        game = toywar.Game("gearhead", seed=7)
        self.assertEqual((game.is_over, game.scores, game.winner), (False, [0, 0], None))
        list(game.play())
        self.assertTrue(game.is_over)
        scores = game.scores
        expected = (0 if scores[0] > scores[1] else 1 if scores[1] > scores[0]
                    else toywar.Outcome.DRAW)
        self.assertEqual(game.winner, expected)

    def test_one_seats_share(self):
        # tw_game_has_hidden, _observation, _observation_hash, _legal_moves_for,
        # _chance_weights_for, _apply_as, _history_for, _save_replay_for, _resample
        game = toywar.Game("toybattle", seed=3)
        self.assertFalse(toywar.Game("gearhead").has_hidden)
        self.assertTrue(game.has_hidden)
        game.advance()
        self.assertIn("rack=KSHT/???", game.observation(0))
        self.assertNotEqual(game.observation_hash(0), game.observation_hash(1))
        self.assertEqual(game.legal_moves(0), [])       # player 1's decision
        self.assertEqual(game.legal_strings(1)[0], "draw")
        self.assertEqual(game.history_for(0)[0].notation, "first:1")
        self.assertIn("viewer 0", game.record(0))
        weights = toywar.Game("toybattle", seed=3).chance_weights(0)
        self.assertEqual([(str(m), w) for m, w in weights], [("first:0", 1), ("first:1", 1)])
        with self.assertRaises(toywar.IllegalMoveError):
            game.apply_as(0, "draw")
        game.apply_as(1, "J@m")
        sample = game.resample(0, lambda bound: 0)
        self.assertEqual(sample.observation(0), game.observation(0))


class InfoStateTest(unittest.TestCase):
    def test_every_call(self):
        # tw_infostate_new, _from_text, _to_text, _observation, _hash, _seat, _game,
        # _sample, _sample_into, _clone, _error, _free
        game = toywar.Game("toybattle", seed=3)
        game.advance()
        info = game.infostate(0)
        self.assertEqual((info.seat, info.game), (0, "toybattle"))
        self.assertEqual(info.observation(), game.observation(0))
        self.assertEqual(info.hash, game.observation_hash(0))
        copy = toywar.InfoState.from_text("toybattle", 0, info.to_text())
        self.assertEqual(copy, info)
        self.assertEqual(info.clone(), info)
        sample = info.sample(lambda bound: 0)
        self.assertEqual(sample.observation(0), game.observation(0))
        scratch = toywar.Game("toybattle", seed=9)
        info.sample_into(lambda bound: 0, scratch)
        self.assertEqual(scratch.text(), sample.text())
        with self.assertRaises(toywar.ArgumentError) as caught:
            info.sample_into(lambda bound: 0, toywar.Game("droids"))
        self.assertIn("droids", str(caught.exception))
        with self.assertRaises(toywar.ParseError) as caught:
            toywar.InfoState.from_text("toybattle", 0, "nonsense")
        self.assertTrue(caught.exception.message)
        copy.close()
        with self.assertRaises(toywar.ClosedGameError):
            copy.to_text()


class EventsTest(unittest.TestCase):
    def test_every_call(self):
        # tw_game_event_kind_name, _event_count, _event, _event_text, _events_json
        self.assertEqual(toywar.event_kind_name(toywar.EventKind.MOVED), "moved")
        game = toywar.Game("gearhead", seed=7)
        game.advance()
        game.apply("place:a1")
        self.assertEqual(game.event_count(-1, 1), 1)
        event, = game.events(-1, 1)
        self.assertEqual((event.kind, event.player, event.to), ("placed", 0, 0))
        self.assertEqual(game.event_text(-1, 0, 1), event.text)
        self.assertEqual(json.loads(game.events_json(-1, 1))[0]["kind"], "placed")


class GearheadTest(unittest.TestCase):
    def test_the_board_and_the_cup(self):
        game = gearhead_at_side()
        # a1: Kangaruffian facing north, player 0's, which has acted (render: "a1
        # Kangaruffian: acted").
        self.assertEqual(gh.square(game, 0, 0),
                         gh.Square(gh.Toy.KANGARUFFIAN, gh.Facing.NORTH, gh.Flag.ACTED))
        self.assertEqual(gh.square(game, 1, 0), gh.Square(gh.Toy.NONE, None, gh.Flag(0)))
        self.assertEqual(gh.cup_total(game), 71)                        # 72 less the R drawn
        self.assertEqual(gh.cup_count(game, gh.Toy.KANGARUFFIAN), 5)     # "R5" in the cup
        self.assertEqual(gh.cup_count(game, gh.Toy.BIG_AL), 6)
        self.assertEqual(gh.discard_count(game, gh.Toy.BIG_AL), 0)
        self.assertEqual(gh.victory_count(game, 0, gh.Toy.BIG_AL), 0)
        with self.assertRaises(toywar.ArgumentError) as caught:
            gh.square(game, 8, 0)
        self.assertIn("file 8, rank 0 is not on the board", str(caught.exception))

    def test_the_turn(self):
        game = toywar.Game("gearhead", seed=7)
        self.assertEqual((gh.phase(game), gh.rolloff(game)), (gh.Phase.ROLLOFF, None))
        game.apply("roll:7")
        self.assertEqual(gh.rolloff(game), 7)          # player 0's die while player 1 rolls
        game.apply("roll:3")
        game.apply("draw:R")
        self.assertEqual((gh.phase(game), gh.drawn(game)), (gh.Phase.PLACE, gh.Toy.KANGARUFFIAN))
        self.assertEqual(gh.turn_player(game), 0)      # 7 beat 3
        self.assertFalse(gh.has_moved(game))
        self.assertTrue(gh.has_placed_moves(game))
        self.assertFalse(gh.has_placed_moves(toywar.Game("gearhead", "placed_moves=off")))
        game = gearhead_at_side()
        self.assertEqual(gh.phase(game), gh.Phase.ACTIVATION)
        self.assertEqual(gh.active_square(game), gh.ActiveSquare(0, 0, gh.Step.SIDE))
        self.assertEqual(gh.dice(game), gh.Dice(3, None, None, False))
        self.assertEqual(gh.punch_target(game), gh.PunchTarget(None, None))
        self.assertEqual(gh.idle_turns(game), 0)

    def test_names(self):
        self.assertEqual((gh.toy_name(gh.Toy.BIG_AL), gh.toy_code(gh.Toy.BIG_AL)), ("Big Al", "A"))
        self.assertEqual(gh.toy_code(gh.Toy.SMALL_FRY), "F")
        self.assertEqual(gh.phase_name(gh.Phase.ROLLOFF), "rolloff")
        with self.assertRaises(toywar.ArgumentError):
            gh.toy_name(gh.Toy.NONE)                   # an empty square is no toy


class DroidsTest(unittest.TestCase):
    def test_boards(self):
        board = dr.default_board()
        self.assertTrue(board.startswith("; Droids standard board"))
        self.assertEqual(dr.check_board(board), "")
        self.assertEqual(dr.check_board("x"), "board line 1: a row has 1 squares, expected 10")
        game = dr.new_on_board(board, {"players": 2}, seed=3)
        self.assertEqual(game.text(), toywar.Game("droids", seed=3).text())

    def test_the_board_at_the_start(self):
        game = toywar.Game("droids", seed=3)
        self.assertEqual(dr.scenario(game), dr.Scenario.CHALLENGE)
        self.assertEqual((dr.phase(game), dr.turn(game)), (dr.Phase.FIRST, 1))
        self.assertIsNone(dr.start_player(game))
        # Square 9 is j1, '#': a fixed obstacle; e1 (4) is S's start, f10 (95) N's.
        self.assertEqual((dr.terrain(game, 9), dr.terrain(game, 0)),
                         (dr.Terrain.FIXED, dr.Terrain.LAND))
        self.assertEqual(dr.object(game, 0), dr.Object.NONE)
        self.assertEqual((dr.start_square(game, 0), dr.start_square(game, 1)), (4, 95))
        self.assertEqual(dr.robot_square(game, dr.Robot.NORTH), 95)
        self.assertIsNone(dr.robot_square(game, dr.Robot.GREY))
        self.assertEqual(dr.robot_at(game, 4), dr.Robot.SOUTH)
        self.assertIsNone(dr.robot_at(game, 0))
        self.assertEqual(dr.carried(game, 0), dr.Carried(dr.Object.NONE, 0))
        self.assertEqual(dr.covered(game, 0), 0)
        self.assertEqual(dr.box(game, 0, 0, 0), dr.Box(dr.Chit.NONE, None))  # "././."
        self.assertEqual((dr.is_eliminated(game, 0), dr.cargo_score(game, 0)), (False, 0))
        self.assertEqual((dr.hits_pending(game, 0), dr.mine_rolls_pending(game, 0)), (0, 0))
        self.assertEqual(dr.player_flags(game, 0), dr.Flag(0))
        self.assertEqual((dr.max_turns(game), dr.killer_shots(game)), (100, 1))
        self.assertFalse(dr.has_teams(game))
        self.assertEqual((dr.chooser(game), dr.actor(game)), (None, None))
        self.assertEqual(dr.obstacles_placed(game), 0)
        self.assertIsNone(dr.pending_pile(game))
        self.assertEqual(dr.pending_chit(game), dr.PendingChit(dr.Chit.NONE, None))
        self.assertEqual(dr.pending_shot(game), dr.PendingShot(None, None))
        self.assertIsNone(dr.sheet_position(game))
        self.assertEqual(dr.sheet_order(game, 0, 0), dr.SheetOrder(dr.Chit.V1, dr.Dir.S))
        self.assertFalse(dr.is_killer_done(game))
        self.assertFalse(dr.is_sheet_sent(game, 0, 0))
        game.advance()                                  # first:N
        self.assertEqual((dr.start_player(game), dr.chooser(game)), (1, 1))

    def test_chits_and_piles(self):
        game = toywar.Game("droids", seed=3)
        self.assertEqual((dr.rack_size(game, 0), dr.rack_pile_count(game, 0, dr.Pile.VIOLET)),
                         (0, 0))
        self.assertIs(dr.rack_count(game, 0, dr.Chit.V1, 1), toywar.HIDDEN)
        self.assertEqual(dr.rack_count(game, 0, dr.Chit.V1, 0), 0)
        self.assertEqual(dr.pile_count(game, dr.Pile.VIOLET), 32)
        self.assertIs(dr.pile_kind_count(game, dr.Chit.V1, 0), toywar.HIDDEN)
        self.assertEqual(dr.pile_kind_count(game, dr.Chit.V1, toywar.VIEW_ALL), 8)

    def test_names(self):
        self.assertEqual((dr.chit_name(dr.Chit.V1), dr.chit_code(dr.Chit.V1)),
                         ("land: advance 1", "V1"))
        self.assertEqual((dr.robot_name(dr.Robot.SOUTH), dr.robot_code(dr.Robot.SOUTH)),
                         ("south droid", "S"))
        self.assertEqual((dr.object_name(dr.Object.CARGO), dr.object_code(dr.Object.CARGO)),
                         ("cargo box", "C"))
        self.assertEqual((dr.pile_name(dr.Pile.VIOLET), dr.pile_code(dr.Pile.VIOLET)),
                         ("violet", "V"))
        self.assertEqual(dr.phase_name(dr.Phase.FIRST), "first")


class ToyBattleTest(unittest.TestCase):
    def test_maps(self):
        self.assertEqual(tb.check_map(SQUARE_MAP), "")
        self.assertEqual(tb.check_map("x"), "map statement 1 (x): unknown keyword")
        game = tb.new_on_map(SQUARE_MAP, seed=4)
        self.assertEqual(tb.map_name(game), "square")
        self.assertEqual(tb.map_info(game), tb.MapInfo(tb.Effect.NONE, 1, 4, 2))
        self.assertEqual(tb.node_count(game), 6)         # P, Q, a, b, c, d
        self.assertEqual(tb.region(game, 0), tb.Region(2, None, [2, 4, 5, 3]))  # a c d b

    def test_castle_field(self):
        game = toywar.Game("toybattle", seed=3)
        self.assertEqual(tb.map_name(game), "castle-field")
        self.assertEqual(tb.map_info(game), tb.MapInfo(tb.Effect.CASTLE, 7, 14, 6))
        self.assertTrue(tb.has_special_bases(game))
        self.assertEqual((tb.node_count(game), tb.region_count(game)), (17, 6))
        self.assertEqual(tb.node(game, 0), tb.Node(0, 0, 3, False, 0))   # HQ0, at the left
        self.assertEqual(tb.node_name(game, 2), "a")
        self.assertEqual((tb.node_find(game, "HQ1"), tb.node_find(game, "nowhere")), (1, None))
        self.assertEqual((tb.is_adjacent(game, 0, 2), tb.is_adjacent(game, 0, 1)), (True, False))
        # The first region: a-b, b-d, d-e, e-c, c-a in the drawing.
        self.assertEqual(tb.region(game, 0), tb.Region(3, None, [2, 3, 5, 6, 4]))
        self.assertEqual((tb.phase(game), tb.phase_name(tb.phase(game))), (tb.Phase.FIRST, "first"))
        self.assertEqual((tb.turn_player(game), tb.first_player(game)), (None, None))
        self.assertEqual((tb.resolving(game), tb.volcano_target(game)), (None, None))
        self.assertEqual((tb.step(game), tb.end(game)), (tb.Step.NONE, tb.End.NONE))

    def test_piles_and_stacks(self):
        game = toywar.Game("toybattle", seed=3)
        game.advance()      # first:1, four troops removed and a rack dealt to each
        # render(0): "player 0: ... rack KSHT, reserve 16, removed 4"
        self.assertEqual((tb.rack_size(game, 0), tb.reserve_size(game, 0)), (4, 16))
        self.assertEqual(tb.rack(game, 0, 0), [1, 1, 0, 0, 1, 0, 1, 0])   # K S H T
        self.assertEqual(tb.rack(game, 0, 1), [toywar.HIDDEN] * 8)
        self.assertEqual(sum(tb.reserve(game, 0, toywar.VIEW_ALL)), 16)
        self.assertEqual(tb.removed_size(game, 0), 4)
        self.assertEqual(sum(tb.removed(game, 0, toywar.VIEW_ALL)), 4)
        self.assertEqual(tb.discard(game, 0), [0] * 8)
        self.assertEqual(tb.frozen(game, 0), [0] * 8)
        self.assertEqual(tb.known(game, 0), [0] * 8)
        self.assertEqual(tb.medals(game, 0), 0)
        self.assertEqual((tb.first_player(game), tb.turn_player(game)), (1, 1))
        game.apply("J@m")                              # player 1's Jumbo on m
        self.assertEqual(tb.stack(game, tb.node_find(game, "m")),
                         [tb.StackRow(tb.Troop.JUMBO, 1)])
        self.assertEqual(tb.placements(game), [])
        self.assertEqual(tb.left(game), 0)

    def test_names(self):
        self.assertEqual((tb.troop_name(tb.Troop.XB42), tb.troop_code(tb.Troop.XB42)),
                         ("XB-42", "X"))
        self.assertEqual(tb.phase_name(tb.Phase.FIRST), "first")


SUITES = (CoreTest, InfoStateTest, EventsTest, GearheadTest, DroidsTest, ToyBattleTest)


class CoverageTest(unittest.TestCase):
    def test_the_description_is_the_generated_list(self):
        if not os.path.isfile(DESCRIPTION):
            self.skipTest("no api/toywar-api.json: not a checkout")
        with open(DESCRIPTION, encoding="utf-8") as f:
            described = [fn["name"] for fn in json.load(f)["functions"]]
        self.assertEqual(list(capi.FUNCTIONS), described)
        self.assertEqual(len(described), 169)
        self.assertEqual(capi.missing(), ())

    def test_every_exported_function_is_called(self):
        loader = unittest.TestLoader()
        suite = unittest.TestSuite(loader.loadTestsFromTestCase(case) for case in SUITES)
        result = unittest.TestResult()
        with capi.recording() as calls:
            suite.run(result)
            toywar.Game("gearhead").close()  # tw_game_free, recorded here too
        self.assertEqual(result.errors + result.failures, [], "the suites fail")
        uncalled = [name for name in capi.FUNCTIONS if calls[name] == 0]
        self.assertEqual(uncalled, [], "exported functions no test calls")
        self.assertEqual(set(calls) - set(capi.FUNCTIONS), set())


if __name__ == "__main__":
    unittest.main()
