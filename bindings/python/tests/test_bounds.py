# SPDX-License-Identifier: MIT
"""play() and advance() are bounded in every step, chance ones included:
an RNG that always returns 0, or always bound - 1, makes every game end or
raise RngError promptly, with the game as it was before the failing step.

Each case runs in a child process with a memory limit and a timeout, so
that a library or binding without the bound fails the test (out of memory,
or the timeout) instead of hanging the suite."""

import json
import os
import resource
import subprocess
import sys
import unittest

import toywar

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(toywar.__file__)))

SETUPS = [
    ("gearhead", ""),
    ("droids", ""),
    ("droids", "players=4 scenario=golden-microchips"),
    ("droids", "players=1 scenario=robot-killer"),
    ("toybattle", ""),
    ("toybattle", "map=battlefield special_bases=off"),
]

# The child: plays the game with a constant RNG, choosing the first legal
# move, and reports how it stopped and whether a failing step changed it.
CHILD = r"""
import json, sys, time, toywar
name, params, kind = sys.argv[1:4]
rng = (lambda bound: 0) if kind == "zero" else (lambda bound: bound - 1)
game = toywar.Game(name, params, rng=rng)
before = game.save_replay()
report = {"steps": 0}
start = time.monotonic()
try:
    for _ in game.play(lambda g, moves: moves[0], max_decisions=100000):
        report["steps"] += 1
        before = game.save_replay()
    report["result"] = "ended"
except toywar.RngError as error:
    report.update(result="rng error", status=error.status, message=str(error),
                  unchanged=game.save_replay() == before,
                  chance=game.current_player is toywar.CHANCE)
except toywar.ToywarError as error:
    report.update(result=type(error).__name__, message=str(error))
report["seconds"] = time.monotonic() - start
print(json.dumps(report))
"""


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (1 << 29, 1 << 29))


def run_child(script, *args):
    env = dict(os.environ, PYTHONPATH=PACKAGE_ROOT)
    env.setdefault("TOYWAR_LIBRARY", toywar.library_path())
    try:
        done = subprocess.run([sys.executable, "-c", script, *args], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120,
                              preexec_fn=limit_memory, check=False)
    except subprocess.TimeoutExpired:
        return {"result": "no end after 120 s"}
    if done.returncode != 0:
        return {"result": "exit %d" % done.returncode, "message": done.stderr.decode()[-2000:]}
    return json.loads(done.stdout.decode())


class ConstantDiceTest(unittest.TestCase):
    def check(self, kind):
        for name, params in SETUPS:
            with self.subTest(game=name, params=params, rng=kind):
                report = run_child(CHILD, name, params, kind)
                self.assertIn(report["result"], ("ended", "rng error"), report)
                if report["result"] == "rng error":
                    self.assertEqual(report["status"], -7, report)
                    self.assertTrue(report["unchanged"], report)
                    self.assertTrue(report["chance"], report)

    def test_always_zero(self):
        self.check("zero")

    def test_always_the_largest_value(self):
        self.check("top")

    def test_gearhead_roll_off_ties_forever(self):
        # Both d8 of the roll-off show the same face every time: the tie is
        # rolled again forever, so the very first advance gives up.
        for kind in ("zero", "top"):
            report = run_child(CHILD, "gearhead", "", kind)
            self.assertEqual(report["result"], "rng error", report)
            self.assertEqual(report["steps"], 0, report)
            self.assertTrue(report["unchanged"], report)


ADVANCE_CHILD = r"""
import json, toywar
calls = []
def tie(bound):
    calls.append(bound)
    return 3
game = toywar.Game("gearhead", seed=4, rng=tie)
before = game.save_replay()
report = {"result": "no error"}
try:
    game.advance()
except toywar.RngError as error:
    report.update(result="rng error", status=error.status, message=str(error))
report.update(calls=len(calls), unchanged=game.save_replay() == before,
              history=len(game.history))
print(json.dumps(report))
"""


class AdvanceBoundTest(unittest.TestCase):
    def test_advance_gives_up_and_leaves_the_game_as_it_was(self):
        # The roll-off's two d8 both show 4, forever (in a child process:
        # without the bound, it would never end).
        report = run_child(ADVANCE_CHILD)
        self.assertEqual(report["result"], "rng error", report)
        self.assertEqual(report["status"], -7, report)
        self.assertTrue(report["unchanged"], report)
        self.assertEqual(report["history"], 0, report)
        # The library stopped after its bound of outcomes in a row.
        self.assertGreaterEqual(report["calls"], toywar.ADVANCE_MAX, report)
        self.assertLessEqual(report["calls"], toywar.ADVANCE_MAX + 1, report)


class DecisionBoundTest(unittest.TestCase):
    def test_max_decisions_stops_play(self):
        game = toywar.Game("toybattle", seed=1)
        players = []
        with self.assertRaises(toywar.LimitError) as caught:
            for player, _, _ in game.play(lambda g, moves: moves[0], max_decisions=3):
                players.append(player)
        self.assertIsInstance(caught.exception, RuntimeError)
        self.assertIn("3 decisions", str(caught.exception))
        self.assertEqual(len([p for p in players if p is not toywar.CHANCE]), 3)
        self.assertFalse(game.is_over)

    def test_max_decisions_is_checked(self):
        game = toywar.Game("toybattle")
        with self.assertRaises(toywar.ToywarTypeError):
            next(game.play(max_decisions=1.5))
        with self.assertRaises(toywar.ArgumentError):
            next(game.play(max_decisions=-1))


if __name__ == "__main__":
    unittest.main()
