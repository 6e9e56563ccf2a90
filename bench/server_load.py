#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""server_load.py: toywar-server under load on loopback (docs/server.md).

Starts the command on a free port of 127.0.0.1 with a fresh database,
creates --games games of two human seats, opens for each its two seats and
--spectators spectators' connections (200 games and 3 spectators: 1,000
connections), and has every seat play bot-paced moves (a random legal
move --pace-ms after its turn comes) for --seconds. It prints the moves
played, the latency of a move (sent to acknowledged) at its percentiles,
and the server's memory; and it checks that nothing was lost or mixed:
every frame a connection got is of its own game and seat, every ack's
version follows the last, and each game's stored moves are as many as its
last state says. Exit status 1 when a check fails, 0 otherwise: figures,
not a timed test.

    TOYWAR_LIBRARY=build/lib/libtoywar.so.1 /usr/bin/python3 bench/server_load.py
    ... --games 200 --spectators 3 --seconds 60 --pace-ms 150
"""

import argparse
import asyncio
import json
import os
import random
import resource
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time

import aiohttp

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def memory_kib(pid):
    """VmRSS and VmHWM (the peak) of a process, in KiB."""
    fields = {}
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


class Load:
    def __init__(self, args, url):
        self.args, self.url = args, url
        self.latencies = []
        self.problems = []
        self.moves = 0
        self.last = {}      # game id -> the highest version a seat saw

    def problem(self, text):
        if len(self.problems) < 20:
            self.problems.append(text)

    async def create(self, session, index):
        async with session.post(self.url + "/api/games", json={
                "game": self.args.game, "seats": ["human", "human"]}) as response:
            if response.status != 201:
                raise RuntimeError("game %d: %d %s" % (index, response.status,
                                                       await response.text()))
            return await response.json()

    async def connect(self, session, token, gate):
        async with gate:
            ws = await session.ws_connect(self.url + "/ws", max_msg_size=0)
            await ws.send_json({"type": "join", "token": token})
            return ws

    def check(self, message, game_id, seat):
        if message.get("type") != "state":
            return
        if message["id"] != game_id or message["seat"] != seat:
            self.problem("game %s seat %r was sent game %s seat %r"
                         % (game_id, seat, message["id"], message["seat"]))
        if seat is not None:
            self.last[game_id] = max(self.last.get(game_id, 0), message["version"])

    async def frames(self, ws, who, deadline):
        """The text frames a connection gets until the deadline (or a close)."""
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.receive(), max(0.01, deadline - time.monotonic()))
            except asyncio.TimeoutError:
                return
            if raw.type != aiohttp.WSMsgType.TEXT:
                self.problem("%s: closed (%s)" % (who, raw.type))
                return
            yield raw.data

    async def seat(self, ws, game_id, seat, deadline, rng):
        """Plays the seat's moves until the deadline or the end."""
        state, version = None, -1
        sent_at = None
        async for data in self.frames(ws, "game %s seat %d" % (game_id, seat), deadline):
            message = json.loads(data)
            self.check(message, game_id, seat)
            if message["type"] == "ack":
                self.latencies.append(time.monotonic() - sent_at)
                self.moves += 1
                if message["version"] <= version:
                    self.problem("game %s: ack %d after %d" % (game_id, message["version"],
                                                               version))
                version, sent_at = message["version"], None
            elif message["type"] == "error":
                self.problem("game %s seat %d: %s" % (game_id, seat, message))
            elif message["type"] == "state":
                state = message
            if state is not None and state["over"]:
                return
            # The state after our own ack may be our turn again (its version is the ack's).
            if state is not None and state["legal"] and sent_at is None \
                    and state["version"] >= version:
                await asyncio.sleep(self.args.pace_ms / 1000 * rng.uniform(0.5, 1.5))
                sent_at = time.monotonic()
                await ws.send_json({"type": "move", "move": rng.choice(state["legal"]),
                                    "version": state["version"]})
                state = None

    async def spectator(self, ws, game_id, deadline):
        async for data in self.frames(ws, "game %s spectator" % game_id, deadline):
            # Its game and role from the message's head alone: the load's own
            # process should not spend the cores the server is measured on.
            head = data[:160]
            if not (head.startswith('{"type": "state", "id": "%s"' % game_id)
                    and '"role": "spectator", "seat": null' in head):
                self.problem("game %s spectator was sent %s" % (game_id, head))

    async def run(self):
        args = self.args
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:
            games = [await self.create(session, i) for i in range(args.games)]
            gate = asyncio.Semaphore(64)
            tasks, sockets = [], []
            started = time.monotonic()
            for game in games:
                tokens = [seat["link"].split("#play=")[1] for seat in game["seats"]]
                spectator = game["spectator"].split("#play=")[1]
                sockets.append((game["id"], [self.connect(session, t, gate) for t in tokens],
                                [self.connect(session, spectator, gate)
                                 for _ in range(args.spectators)]))
            opened = []
            for game_id, seats, watchers in sockets:
                opened.append((game_id, await asyncio.gather(*seats),
                               await asyncio.gather(*watchers)))
            connect_seconds = time.monotonic() - started
            deadline = time.monotonic() + args.seconds
            for game_id, seats, watchers in opened:
                rng = random.Random(game_id)
                tasks += [self.seat(ws, game_id, n, deadline, rng) for n, ws in enumerate(seats)]
                tasks += [self.spectator(ws, game_id, deadline) for ws in watchers]
            await asyncio.gather(*tasks)
            for _, seats, watchers in opened:
                for ws in seats + watchers:
                    await ws.close()
            return games, sum(len(s) + len(w) for _, s, w in opened), connect_seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--spectators", type=int, default=3, help="per game")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--pace-ms", type=float, default=150.0)
    parser.add_argument("--game", default="toybattle")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = args.games * (2 + args.spectators) + 64
    if soft < need:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(need, hard), hard))

    folder = tempfile.TemporaryDirectory()
    db, port = os.path.join(folder.name, "games.db"), free_port()
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bindings", "python"))
    server = subprocess.Popen([sys.executable, "-m", "toywar.server", "--port", str(port),
                               "--db", db, "--quiet", "--create-rate", "100000",
                               "--max-connections", str(need)], env=env)
    url = "http://127.0.0.1:%d" % port
    try:
        for _ in range(300):
            try:
                with socket.create_connection(("127.0.0.1", port), 0.2):
                    break
            except OSError:
                if server.poll() is not None:
                    sys.exit("server_load: toywar-server exited %d" % server.returncode)
                time.sleep(0.1)
        load = Load(args, url)
        games, connections, connect_seconds = asyncio.run(load.run())
        rss, peak = memory_kib(server.pid)
        time.sleep(0.5)
        with sqlite3.connect(db) as stored:
            for game in games:
                count = stored.execute("SELECT COUNT(*) FROM moves WHERE game_id = ?",
                                       (game["id"],)).fetchone()[0]
                if count < load.last.get(game["id"], 0):
                    load.problem("game %s: %d moves stored, %d seen"
                                 % (game["id"], count, load.last[game["id"]]))
    finally:
        server.terminate()
        server.wait()
        folder.cleanup()
    ms = [1000 * latency for latency in load.latencies] or [0.0]
    print("server_load: %d games of %s, %d connections (opened in %.1f s), %.0f s"
          % (len(games), args.game, connections, connect_seconds, args.seconds))
    print("  moves acknowledged: %d (%.0f a second)" % (load.moves, load.moves / args.seconds))
    print("  move latency (sent to ack), ms: p50 %.1f  p90 %.1f  p99 %.1f  max %.1f"
          % (percentile(ms, 0.5), percentile(ms, 0.9), percentile(ms, 0.99), max(ms)))
    print("  server memory: %.1f MiB resident at the end, %.1f MiB at its peak"
          % (rss / 1024, peak / 1024))
    print("  lost or mixed: %d" % len(load.problems))
    for text in load.problems:
        print("    " + text)
    return 1 if load.problems else 0


if __name__ == "__main__":
    sys.exit(main())
