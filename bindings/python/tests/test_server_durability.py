# SPDX-License-Identifier: MIT
"""toywar-server survives SIGKILL: the real command in a subprocess plays
a Toy Battle game between two seats over WebSockets, is killed with
kill -9 mid-game (once right after an acknowledged move, once with a move
in flight), is started again on the same file, and the game goes on to
its end exactly as an uninterrupted referee plays it: every acknowledged
move kept, the dice rolling on from where they stopped, the seats'
records equal to the referee's."""

import asyncio
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import unittest

try:
    import aiohttp
except ImportError:  # pragma: no cover - scripts/ci/python.sh installs it
    aiohttp = None

import toywar

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_ROOT = os.path.dirname(HERE)
DECISIONS_MAX = 600


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Seat:
    """One seat's WebSocket, its messages read into a queue."""

    def __init__(self, ws):
        self.ws = ws
        self.queue = asyncio.Queue()
        self.state = None
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self):
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(message.data)
                if data["type"] == "state":
                    self.state = data
                await self.queue.put(data)
        await self.queue.put({"type": "closed"})

    async def next(self, kind):
        while True:
            data = await asyncio.wait_for(self.queue.get(), 60)
            if data["type"] in (kind, "closed", "error"):
                return data

    async def state_at(self, version):
        while self.state is None or self.state["version"] < version:
            await self.next("state")
        return self.state


@unittest.skipUnless(aiohttp is not None, "needs aiohttp (Debian's python3-aiohttp)")
class KillTest(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.db = os.path.join(self.folder.name, "games.db")
        self.port = free_port()
        self.url = "http://127.0.0.1:%d" % self.port
        self.process = None
        self.session = aiohttp.ClientSession()

    async def asyncTearDown(self):
        await self.session.close()
        if self.process is not None:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            self.process.stderr.close()
        self.folder.cleanup()

    async def start(self):
        env = dict(os.environ, PYTHONPATH=PACKAGE_ROOT + os.pathsep +
                   os.environ.get("PYTHONPATH", ""))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "toywar.server", "--port", str(self.port), "--db", self.db,
             "--quiet"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.fail("toywar-server exited %d: %s" % (self.process.returncode,
                                                          self.process.stderr.read().decode()))
            try:
                async with self.session.get(self.url + "/api/info") as response:
                    if response.status == 200:
                        return
            except aiohttp.ClientConnectionError:
                await asyncio.sleep(0.1)
        self.fail("toywar-server did not answer in 60 s")

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.assertEqual(self.process.wait(), -signal.SIGKILL)
        self.process.stderr.close()

    async def join(self, tokens):
        seats = []
        for token in tokens:
            ws = await self.session.ws_connect(self.url + "/ws")
            await ws.send_json({"type": "join", "token": token})
            seats.append(Seat(ws))
        for seat in seats:
            await seat.next("state")
        return seats

    def referee_of(self, created):
        """An uninterrupted referee: the same game, rolled with the dice
        the server stored for it (read from its file, as only a test may)."""
        with sqlite3.connect(self.db) as db:
            game, params, key = db.execute("SELECT game, params, dice_key FROM games WHERE "
                                           "id = ?", (created["id"],)).fetchone()
        from toywar.server.table import Dice
        referee = toywar.Game(game, params)
        referee.set_rng(Dice(bytes(key)))
        referee.advance()
        return referee

    async def play(self, seats, referee, chooser, count):
        """Plays ``count`` decisions (or to the end), each acknowledged."""
        for _ in range(count):
            mover = referee.current_player
            if not isinstance(mover, int):
                return
            move = chooser.choice(referee.legal_strings(mover))
            await seats[mover].ws.send_json({"type": "move", "move": move,
                                             "version": len(referee.history)})
            ack = await seats[mover].next("ack")
            self.assertEqual(ack["type"], "ack", ack)
            referee.apply_as(mover, move)
            referee.advance()
            self.assertEqual(ack["version"], len(referee.history))

    def assert_seats_see_the_referee(self, seats, referee):
        for number, seat in enumerate(seats):
            self.assertEqual(seat.state["view"], referee.json(number))
            self.assertEqual([e["move"] for e in seat.state["log"]],
                             [m.notation for m in referee.history_for(number)])

    async def test_killed_twice_mid_game_the_game_goes_on_identically(self):
        await self.start()
        async with self.session.post(self.url + "/api/games", json={
                "game": "toybattle", "params": {"map": "castle-field"},
                "seats": ["human", "human"]}) as response:
            self.assertEqual(response.status, 201)
            created = await response.json()
        tokens = [seat["link"].split("#play=")[1] for seat in created["seats"]]
        referee = self.referee_of(created)
        chooser = random.Random(26)

        seats = await self.join(tokens)
        await self.play(seats, referee, chooser, 10)
        self.kill()                      # right after an acknowledged move

        await self.start()
        seats = await self.join(tokens)
        for seat in seats:
            await seat.state_at(len(referee.history))
        self.assert_seats_see_the_referee(seats, referee)
        await self.play(seats, referee, chooser, 10)

        mover = referee.current_player   # a move in flight when killed
        move = chooser.choice(referee.legal_strings(mover))
        await seats[mover].ws.send_json({"type": "move", "move": move})
        self.kill()
        await self.start()
        seats = await self.join(tokens)
        kept = seats[0].state["version"]
        if kept > len(referee.history):  # it was committed: it is kept
            referee.apply_as(mover, move)
            referee.advance()
        self.assertEqual(kept, len(referee.history))
        self.assert_seats_see_the_referee(seats, referee)

        await self.play(seats, referee, chooser, DECISIONS_MAX)
        self.assertTrue(referee.is_over)
        for number, seat in enumerate(seats):
            await seat.state_at(len(referee.history))
            self.assertTrue(seat.state["over"])
            await seat.ws.send_json({"type": "record"})
            record = await seat.next("record")
            self.assertEqual(record["text"], referee.record(number))
        self.assert_seats_see_the_referee(seats, referee)
        with sqlite3.connect(self.db) as db:
            stored = [move for (move,) in db.execute(
                "SELECT move FROM moves WHERE game_id = ? ORDER BY n", (created["id"],))]
        self.assertEqual(stored, [int(move) for move in referee.history])
        for seat in seats:
            await seat.ws.close()


if __name__ == "__main__":
    unittest.main()
