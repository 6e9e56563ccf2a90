# SPDX-License-Identifier: MIT
"""toywar.study without a cluster: the study file and its errors, the
records (checked against the toywar command's selfplay), the results file
and resume, the statistics and the report.

These need Python 3.11 (tomllib) and libtoywar_bots.so (built with the
library); matplotlib for the report. A missing one skips its tests, unless
TOYWAR_STUDY_REQUIRE=1 (scripts/ci/study.sh sets it), where it fails them.
"""

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

import toywar

REQUIRED = os.environ.get("TOYWAR_STUDY_REQUIRE") == "1"
HERE = os.path.dirname(os.path.abspath(__file__))
STUDIES = os.path.join(HERE, "..", "..", "..", "docs", "studies")


def need(condition, what):
    """Skips the test (or fails it under TOYWAR_STUDY_REQUIRE=1) without ``what``."""
    if condition:
        return
    if REQUIRED:
        raise AssertionError("TOYWAR_STUDY_REQUIRE=1 but %s" % what)
    raise unittest.SkipTest(what)


def study_package():
    need(sys.version_info >= (3, 11), "toywar.study needs Python 3.11 (tomllib)")
    from toywar import study
    try:
        study.bots.library()
    except study.StudyError as exc:
        need(False, str(exc))
    return study


# A small study: two maps of Toy Battle, MCTS against random, seats rotating,
# and a round robin of Gearhead; 5 shards.
TINY = """
name = "tiny"
seed = 500
shard_size = 2

[bots]
random = "random"
mcts = "mcts:20"

[[games]]
game = "toybattle"
games = 3
params = { map = ["castle-field", "tropical-pool"] }
lineups = [["mcts", "random"]]
rotate = true

[[games]]
game = "droids"
games = 2
params = { players = 3, scenario = "challenge", max_turns = 6 }
lineups = [["random"]]
"""


class TempDir(unittest.TestCase):
    def setUp(self):
        self.study = study_package()
        self.dir = tempfile.mkdtemp(prefix="toywar-study-test-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def tiny(self, text=TINY, name="tiny.toml"):
        return self.study.load(self.write(name, text))


class BotsSearchTest(unittest.TestCase):
    """Where toywar.study looks for libtoywar_bots.so beside the libtoywar
    the package loaded: the same folder (a build tree, a prefix), then its
    toywar/ folder (Debian's toywar package keeps it private there), before
    the installed prefix's folders."""

    def candidates(self, folders):
        """The paths the search tries, in order, with the libtoywar loaded
        from a scratch folder holding the bots in ``folders``."""
        need(sys.version_info >= (3, 11), "toywar.study needs Python 3.11 (tomllib)")
        from toywar.study import bots
        lib_dir = tempfile.mkdtemp(prefix="toywar-bots-search-")
        self.addCleanup(shutil.rmtree, lib_dir, True)
        for folder in folders:
            os.makedirs(os.path.join(lib_dir, folder), exist_ok=True)
            open(os.path.join(lib_dir, folder, bots.FILE_NAME), "w").close()
        loaded = os.path.join(lib_dir, "libtoywar.so.1")
        with mock.patch.dict(os.environ), \
                mock.patch.object(toywar, "library_path", return_value=loaded):
            os.environ.pop("TOYWAR_BOTS_LIBRARY", None)
            found = bots._candidates()
        # A place is a path, or an object naming its path (None: nothing to load).
        paths = [getattr(place, "path", place) for place in found]
        return lib_dir, [path for path in paths if path]

    def test_the_private_folder_beside_the_library(self):
        lib_dir, paths = self.candidates(["toywar"])
        private = os.path.join(lib_dir, "toywar", "libtoywar_bots.so")
        self.assertIn(private, paths)
        elsewhere = [i for i, path in enumerate(paths) if not path.startswith(lib_dir)]
        self.assertLess(paths.index(private), min(elsewhere, default=len(paths)))

    def test_the_same_folder_first(self):
        lib_dir, paths = self.candidates(["", "toywar"])
        beside = os.path.join(lib_dir, "libtoywar_bots.so")
        private = os.path.join(lib_dir, "toywar", "libtoywar_bots.so")
        self.assertLess(paths.index(beside), paths.index(private))


class BotTableTest(unittest.TestCase):
    """The bots' table as the bots library lists it, the fair default, and
    a fair bot given the whole game: the same move on games its seat cannot
    tell apart."""

    def setUp(self):
        self.bots = study_package().bots

    def test_the_table_is_the_library_s(self):
        self.assertEqual([(k.name, k.params, k.fair) for k in self.bots.kinds()],
                         [("random", "", True), ("mcts", ":ITER[:PLAYOUT]", True),
                          ("omniscient-mcts", ":ITER[:PLAYOUT]", False)])
        self.assertEqual(self.bots.spec_error("alphazero"),
                         "'alphazero' is not a bot (random, mcts[:ITER[:PLAYOUT]], "
                         "omniscient-mcts[:ITER[:PLAYOUT]])")

    def test_the_default_bot_is_the_fair_one(self):
        bot = self.bots.Bot()
        self.addCleanup(bot.close)
        self.assertEqual(self.bots.library().twbot_name(bot._bot), b"mcts")
        self.assertTrue(bot.is_fair)
        seer = self.bots.Bot("omniscient-mcts:10", 1)
        self.addCleanup(seer.close)
        self.assertFalse(seer.is_fair)

    def test_choose_hands_a_fair_bot_the_decider_s_information_state(self):
        # Toy Battle at player 0's first decision; twins drawn from what
        # player 0 knows differ in player 1's rack.
        draws = iter(range(1, 10 ** 6))
        differ = told = 0
        for seed in range(1, 5):
            game = toywar.Game("toybattle", seed=seed)
            while game.current_player != 0:
                game.advance() if game.is_chance else game.apply(game.legal_moves()[0])
            for _ in range(3):
                twin = game.resample(0, lambda bound: next(draws) % bound)
                differ += twin.text() != game.text()
                moves = [self.bots.Bot("mcts:60", seed).choose(g) for g in (game, twin)]
                self.assertEqual(moves[0], moves[1])
                seen = [self.bots.Bot("omniscient-mcts:60", seed).choose(g) for g in (game, twin)]
                told += seen[0] != seen[1]
        self.assertGreaterEqual(differ, 10)
        self.assertGreater(told, 0, "the all-seeing bot told no twin apart: no test of a cheat")

    def test_a_bot_shared_by_threads_serves_one_call_at_a_time(self):
        # ctypes lets go of the GIL in a call, so four threads would be in
        # one C bot at once: its search tree was corrupted (a node made its
        # own child, and the next search looped for ever).
        from concurrent.futures import ThreadPoolExecutor
        game = toywar.Game("toybattle", seed=3)
        while game.current_player != 0:
            game.advance() if game.is_chance else game.apply(game.legal_moves()[0])
        legal = set(game.legal_moves())
        bot = self.bots.Bot("mcts:400", 7)
        infos = [game.infostate(0) for _ in range(12)]
        for info in infos:
            self.addCleanup(info.close)
        with ThreadPoolExecutor(4) as pool:
            moves = list(pool.map(bot.choose_infostate, infos))
        self.assertEqual(len(moves), 12)
        self.assertTrue(set(moves) <= legal, moves)
        with ThreadPoolExecutor(1) as pool:   # close() waits for the call under way
            pending = pool.submit(bot.choose_infostate, infos[0])
            bot.close()
            try:
                self.assertIn(pending.result(), legal)
            except self.bots.StudyError as e:
                self.assertEqual(str(e), "the bot is closed")
        with self.assertRaisesRegex(self.bots.StudyError, "the bot is closed"):
            bot.choose(game)


class StudyFileTest(TempDir):
    def test_the_plan(self):
        plan = self.tiny()
        self.assertEqual(plan.total_games, 3 + 3 + 2)
        self.assertEqual([s.key for s in plan.shards()], ["0+2", "2+1", "3+2", "5+1", "6+2"])
        self.assertEqual(plan.cells[1].params, (("map", "tropical-pool"),))
        self.assertEqual(plan.cells[2].lineup, ("random",) * 3)   # padded to 3 seats
        self.assertEqual(plan.cells[0].seats(1), ["random", "mcts"])   # rotated once

    def test_json_is_the_same_study(self):
        as_json = json.dumps({
            "name": "tiny", "seed": 500, "shard_size": 2,
            "bots": {"random": "random", "mcts": "mcts:20"},
            "games": [
                {"game": "toybattle", "games": 3,
                 "params": {"map": ["castle-field", "tropical-pool"]},
                 "lineups": [["mcts", "random"]], "rotate": True},
                {"game": "droids", "games": 2,
                 "params": {"players": 3, "scenario": "challenge", "max_turns": 6},
                 "lineups": [["random"]]}]})
        self.assertEqual(self.study.load(self.write("tiny.json", as_json)).fingerprint(),
                         self.tiny().fingerprint())

    def test_shipped_twins_are_the_same_study(self):
        toml = self.study.load(os.path.join(STUDIES, "toybattle-balance.toml"))
        twin = self.study.load(os.path.join(STUDIES, "toybattle-balance.json"))
        self.assertEqual(toml.fingerprint(), twin.fingerprint())
        self.assertEqual((toml.title, toml.description, toml.scaling),
                         (twin.title, twin.description, twin.scaling))
        self.assertEqual(toml.total_games, 16 * 160)

    def assert_bad(self, text, *expected, name="bad.toml"):
        with self.assertRaises(self.study.StudyFileError) as caught:
            self.study.load(self.write(name, text))
        for part in expected:
            self.assertIn(part, str(caught.exception))
        return str(caught.exception)

    def test_bad_files_say_where_and_why(self):
        self.assert_bad("name = 'x'\nseed = \n", "bad.toml", "not valid TOML", "line 2")
        self.assert_bad('{"name": "x",}', "not valid JSON", name="bad.json")
        self.assert_bad("name = 'x'", "bad.yaml", ".toml or .json", name="bad.yaml")
        self.assert_bad(TINY.replace('name = "tiny"', ""), "name: missing")
        self.assert_bad(TINY.replace("shard_size", "shard_sise"), "shard_sise: unknown key")
        self.assert_bad(TINY.replace("seed = 500", "seed = -1"), "seed: -1 is out of range")
        self.assert_bad(TINY.replace("games = 3", 'games = "3"'),
                        "games[0].games: expected an integer")
        self.assert_bad(TINY.replace('"mcts:20"', '"mcts:x"'), "bots.mcts",
                        "'mcts:x' is not a bot")
        self.assert_bad(TINY.replace('["mcts", "random"]', '["mcts", "alphazero"]'),
                        "games[0].lineups[0]", "'alphazero' is not a bot of [bots]")
        self.assert_bad(TINY.replace('"tropical-pool"', '"tropical-poll"'),
                        "games[0].params", "map=tropical-poll", "map")
        self.assert_bad(TINY.replace('game = "droids"', 'game = "chess"'),
                        "games[1].game", "unknown game 'chess'")
        self.assert_bad(TINY.replace("max_turns = 6", "seed = 6"), "games[1].params.seed")
        self.assert_bad(TINY.replace('lineups = [["random"]]',
                                     'round_robin = ["random", "mcts"]'),
                        "games[1].round_robin", "needs 2 seats", "has 3")
        self.assert_bad(TINY.replace('lineups = [["random"]]', ""),
                        "games[1]", "either lineups")

    def test_the_command_says_it_and_exits_2(self):
        from toywar.study import cli
        path = self.write("bad.toml", TINY.replace("games = 3", "games = 0"))
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr):
            self.assertEqual(cli.main([path]), 2)
        self.assertIn("games[0].games: 0 is out of range 1..", stderr.getvalue())


def toywar_command():
    """The toywar command beside the library the package loaded, or None."""
    library = os.path.abspath(toywar.lib()._name)
    path = os.path.join(os.path.dirname(library), "..", "bin", "toywar")
    return path if os.access(path, os.X_OK) else None


class RecordTest(TempDir):
    def test_a_record_is_the_game_toywar_selfplay_plays(self):
        # The same seed gives the same game here and in the C command
        # (tools/toywar/cmd_selfplay.c seeds its bots the same way).
        command = toywar_command()
        need(command is not None, "the toywar command is not built beside the library")
        for seed in (11, 12):
            record = self.study.play_game("toybattle", (("map", "city-of-clouds"),),
                                          ["mcts", "random"],
                                          {"mcts": "mcts:40", "random": "random"}, seed)
            out = subprocess.run(
                [command, "selfplay", "toybattle", "map=city-of-clouds", "--games", "1",
                 "--seed", str(seed), "--bots", "mcts:40,random", "--fixed-seats", "--json"],
                check=True, capture_output=True, text=True).stdout
            figures = json.loads(out)
            self.assertEqual(record["scores"], [int(b["mean_score"]) for b in figures["bots"]])
            self.assertEqual(record["length"], figures["length"]["decisions_min"])
            self.assertEqual(record["moves"], int(figures["length"]["moves_mean"]))
            self.assertEqual(record["rewards"][0] == 1.0, figures["bots"][0]["wins"] == 1)

    def test_record_fields_and_replay(self):
        record = self.study.play_game("gearhead", (), ["random", "random"],
                                      {"random": "random"}, 3, replay=True)
        self.assertEqual(sorted(record), ["first", "game", "length", "moves", "params",
                                          "replay", "rewards", "scores", "seats", "seed",
                                          "winner"])
        game = toywar.Game.load_replay(record["replay"])
        self.assertTrue(game.is_over)
        self.assertEqual(game.scores, record["scores"])
        self.assertEqual(len(game.history), record["moves"])
        winner = record["winner"]
        self.assertEqual(record["rewards"][winner] if isinstance(winner, int) else 0.5,
                         1.0 if isinstance(winner, int) else 0.5)

    def test_endless_games_are_an_error(self):
        with self.assertRaises(self.study.StudyError) as caught:
            self.study.play_game("gearhead", (), ["random", "random"], {"random": "random"},
                                 3, max_decisions=10)
        self.assertIn("seed 3: no end after 10 decisions", str(caught.exception))


class ResumeTest(TempDir):
    def test_resume_plays_no_finished_shard_again(self):
        plan = self.tiny()
        reference = self.study.run(plan, os.path.join(self.dir, "all.jsonl"), serial=True,
                                   progress=False)
        self.assertEqual([r["i"] for r in reference.records], list(range(8)))
        path = os.path.join(self.dir, "stopped.jsonl")

        def stop_after_two(shard, records, summary):
            if len(summary.played) == 2:
                raise KeyboardInterrupt
        with self.assertRaises(KeyboardInterrupt):
            self.study.run(plan, path, serial=True, progress=False, on_shard=stop_after_two)
        with open(path, "a", encoding="utf-8") as handle:
            handle.write('{"i": 4, "seed": 50')       # a torn write
        resumed = self.study.run(plan, path, serial=True, progress=False)
        self.assertEqual(resumed.resumed, 2)
        self.assertEqual(resumed.dropped, 1)
        self.assertEqual(resumed.played, ["3+2", "5+1", "6+2"])
        self.assertEqual(resumed.records, reference.records)
        self.assertEqual(self.study.load_records(path, plan), reference.records)
        again = self.study.run(plan, path, serial=True, progress=False)
        self.assertEqual(again.played, [])

    def test_another_study_does_not_resume_a_file(self):
        path = os.path.join(self.dir, "r.jsonl")
        self.study.run(self.tiny(), path, serial=True, progress=False)
        other = self.tiny(TINY.replace("seed = 500", "seed = 501"), "other.toml")
        with self.assertRaises(self.study.StudyError) as caught:
            self.study.run(other, path, serial=True, progress=False)
        self.assertIn("holds results of another study", str(caught.exception))
        fresh = self.study.run(other, path, serial=True, progress=False, fresh=True)
        self.assertEqual(len(fresh.played), 5)


class StatsTest(unittest.TestCase):
    def setUp(self):
        need(sys.version_info >= (3, 11), "toywar.study needs Python 3.11 (tomllib)")
        from toywar.study import stats
        self.stats = stats

    def test_wilson(self):
        # Hand-checked: Wilson (1927) with z = 1.96.
        low, high = self.stats.wilson(5, 10)
        self.assertAlmostEqual(low, 0.2366, places=4)
        self.assertAlmostEqual(high, 0.7634, places=4)
        low, high = self.stats.wilson(0, 10)
        self.assertEqual(low, 0.0)
        self.assertAlmostEqual(high, 0.2775, places=4)
        self.assertEqual(self.stats.wilson(0, 0), (0.0, 1.0))

    def test_elo_of_two_bots(self):
        # 3 wins in 4, plus the prior's draw: a scores 3.5 of 5, p = 0.7,
        # so b is 400 log10(0.7 / 0.3) = 147.2 below a.
        games = [("a", "b", 1.0)] * 3 + [("a", "b", 0.0)]
        ratings = self.stats.elo_ratings(["a", "b"], games)
        self.assertEqual(ratings["a"], 0.0)
        self.assertAlmostEqual(ratings["b"], -147.2, places=1)
        low, high = self.stats.elo_intervals(["a", "b"], games)["b"]
        self.assertLess(low, -147.2)
        self.assertGreater(high, -147.2)

    def test_elo_is_transitive(self):
        # a beats b 3 to 1 and b beats c 3 to 1 (with the prior: 0.7 each)
        # and a beats c every time: c sits about 2 x 147 below a.
        games = ([("a", "b", 1.0)] * 3 + [("a", "b", 0.0)] +
                 [("b", "c", 1.0)] * 3 + [("b", "c", 0.0)] + [("a", "c", 1.0)] * 4)
        ratings = self.stats.elo_ratings(["a", "b", "c"], games)
        self.assertTrue(0 > ratings["b"] > ratings["c"])

    def test_quantile(self):
        self.assertEqual(self.stats.quantile([1, 2, 3, 4], 0.5), 2.5)
        self.assertEqual(self.stats.quantile([7], 0.9), 7)


class ReportTest(TempDir):
    def setUp(self):
        super().setUp()
        try:
            import matplotlib  # noqa: F401  pylint: disable=unused-import,import-outside-toplevel
        except ImportError:
            need(False, "matplotlib is not importable (Debian: python3-matplotlib)")

    def test_first_player_table_counts_the_records(self):
        plan = self.tiny(TINY.replace('params = { map = ["castle-field", "tropical-pool"] }',
                                      'params = { map = "castle-field" }'))

        def record(i, first, winner):
            rewards = [0.0, 0.0]
            rewards[winner] = 1.0
            return {"i": i, "seed": 500 + i, "game": "toybattle", "first": first,
                    "params": {"map": "castle-field"}, "seats": plan.cells[0].seats(i),
                    "winner": winner, "rewards": rewards, "scores": [1, 0], "length": 10 + i,
                    "moves": 20}
        # The first player won games 0 and 1 and lost game 2: 2 of 3.
        records = [record(0, 0, 0), record(1, 1, 1), record(2, 1, 0)]
        path = self.study.write_report(plan, records, os.path.join(self.dir, "r") + ".md")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn("| (one setting) | 3 | 66.7 % [20.8, 93.9] | 0 |", text)
        self.assertIn("| (one setting) | 3 | 11.0 | 11 | 10 | 12 | 10 | 12 |", text)
        self.assertIn("3 of 5 games played", text)
        self.assertIn("![first player's win rate](r/block0-first.png)", text)
        for image in ("block0-first.png", "block0-lengths.png"):
            with open(os.path.join(self.dir, "r", image), "rb") as handle:
                self.assertEqual(handle.read(8), b"\x89PNG\r\n\x1a\n")

    def test_the_report_says_which_bots_played_and_whether_they_are_fair(self):
        rows = {
            "mcts:20": "| mcts | `mcts:20` | `mcts` | yes | information-set MCTS: searches "
                       "states drawn from what its seat knows (fair) |",
            "omniscient-mcts:20": "| mcts | `omniscient-mcts:20` | `omniscient-mcts` | NO: "
                                  "it reads every secret | MCTS on the true state, the other "
                                  "players' secrets included (not fair: an upper bound) |"}
        for spec, row in rows.items():
            plan = self.tiny(TINY.replace('"mcts:20"', '"%s"' % spec))
            path = self.study.write_report(plan, [], os.path.join(self.dir, "b") + ".md", plots=False)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            self.assertIn("| bot | spec | kind | fair | what it is |", text)
            self.assertIn("| random | `random` | `random` | yes | a uniformly random legal move |",
                          text)
            self.assertIn(row, text)

    def test_the_command_runs_resumes_and_reports(self):
        from toywar.study import cli
        path = self.write("tiny.toml", TINY)
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr):
            self.assertEqual(cli.main([path, "--serial", "--report",
                                       os.path.join(self.dir, "tiny.html")]), 0)
        self.assertIn("5 shards played, 0 resumed, 8 games", stderr.getvalue())
        self.assertIn("8/8 games", stderr.getvalue())     # the progress, not a terminal
        with open(os.path.join(self.dir, "tiny.html"), encoding="utf-8") as handle:
            self.assertIn("<h2>droids</h2>", handle.read())
        self.assertEqual(len(self.study.load_records(os.path.join(self.dir, "tiny.jsonl"))),
                         8)


if __name__ == "__main__":
    unittest.main()
