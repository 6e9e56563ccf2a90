# SPDX-License-Identifier: MIT
"""toywar-server's protocol (docs/server.md) through aiohttp's test client:
creating a game, each seat's share and nothing more, moves by seat, the
refusals (another seat's move, out of turn, stale, malformed input), the
limits, reconnecting, spectators, bots, records, expiry and the store."""

import asyncio
import json
import os
import sqlite3
import tempfile
import time
import unittest

try:
    from aiohttp import WSMsgType
    from aiohttp.test_utils import AioHTTPTestCase
except ImportError:  # pragma: no cover - scripts/ci/python.sh installs it
    AioHTTPTestCase = unittest.IsolatedAsyncioTestCase
    HAVE_AIOHTTP = False
else:
    HAVE_AIOHTTP = True

import toywar

if HAVE_AIOHTTP:
    from toywar.server.app import Limits, Server
    from toywar.server.store import Store
    from toywar.server.table import Dice, Table, common


# How long a test waits for a message: ample on a loaded machine, and
# scaled like every timeout of the test suite (TOYWAR_TEST_TIMEOUT_SCALE).
WAIT = 30 * float(os.environ.get("TOYWAR_TEST_TIMEOUT_SCALE", "1"))


def token_of(link):
    return link.split("#play=", 1)[1]


@unittest.skipUnless(HAVE_AIOHTTP, "needs aiohttp (Debian's python3-aiohttp)")
class ServerCase(AioHTTPTestCase):
    limits = None

    async def get_application(self):
        self.folder = tempfile.TemporaryDirectory()
        self.db = os.path.join(self.folder.name, "games.db")
        self.toy = Server(Store(self.db), self.limits or Limits())
        return self.toy.app()

    async def asyncTearDown(self):
        await super().asyncTearDown()
        self.folder.cleanup()

    async def create(self, game="toybattle", seats=("human", "human"), params=None,
                     status=201):
        body = {"game": game, "seats": list(seats)}
        if params is not None:
            body["params"] = params
        response = await self.client.post("/api/games", json=body)
        self.assertEqual(response.status, status, await response.text())
        return await response.json()

    async def join(self, token):
        ws = await self.client.ws_connect("/ws")
        await ws.send_json({"type": "join", "token": token})
        return ws, await self.receive(ws, "state")

    async def receive(self, ws, kind):
        """The next message of ``kind`` (states of others' moves may come first)."""
        while True:
            message = await asyncio.wait_for(ws.receive(), WAIT)
            self.assertEqual(message.type, WSMsgType.TEXT, message)
            data = json.loads(message.data)
            if data["type"] == kind:
                return data
            self.assertNotEqual(data["type"], "error", data)

    async def error(self, ws):
        """The next error (states sent meanwhile skipped)."""
        return await self.receive(ws, "error")

    async def state_at(self, ws, version):
        """The first state at ``version`` moves or more."""
        while True:
            state = await self.receive(ws, "state")
            if state["version"] >= version:
                return state

    async def closed(self, ws):
        """Reads until the server closes; returns the close code."""
        while True:
            message = await asyncio.wait_for(ws.receive(), WAIT)
            if message.type != WSMsgType.TEXT:
                self.assertEqual(message.type, WSMsgType.CLOSE)
                return message.data  # the code the server sent

    async def two_seats(self, game="toybattle", params=None):
        created = await self.create(game, params=params)
        joined = [await self.join(token_of(seat["link"])) for seat in created["seats"]]
        return created, [ws for ws, _ in joined], [state for _, state in joined]

    def table(self, created):
        return self.toy.tables[created["id"]]


class CreateTest(ServerCase):
    async def test_a_link_per_human_seat_and_one_for_spectators(self):
        created = await self.create(seats=("human", "mcts:20"))
        self.assertEqual([seat["kind"] for seat in created["seats"]], ["human", "mcts:20"])
        self.assertIn("link", created["seats"][0])
        self.assertNotIn("link", created["seats"][1])
        links = [created["seats"][0]["link"], created["spectator"]]
        self.assertEqual(len(set(links)), 2)
        for link in links:
            self.assertRegex(link, r"^http://127\.0\.0\.1:\d+/#play=%s\.[A-Za-z0-9_-]{32}$"
                             % created["id"])
        # The store keeps digests of the tokens, never the tokens.
        with sqlite3.connect(self.db) as db:
            stored = b"".join(bytes(d) for (d,) in db.execute("SELECT digest FROM tokens"))
            self.assertEqual(db.execute("PRAGMA journal_mode").fetchone()[0], "wal")
        for link in links:
            self.assertNotIn(token_of(link).split(".")[1].encode(), stored)

    async def test_bad_requests_are_refused_with_the_reason(self):
        cases = [
            ({"game": "chess"}, "bad-game", "gearhead, droids, toybattle"),
            ({"game": "droids", "params": {"seed": 7}}, "bad-params", "own generator"),
            ({"game": "droids", "params": ["players=3"]}, "bad-params", "object"),
            ({"game": "droids", "params": {"players": 9}}, "bad-params", "players"),
            ({"game": "toybattle", "params": {"map": "castle-field seed=5"}}, "bad-params",
             "castle-field"),
            ({"game": "toybattle", "params": {"map x": "castle-field"}}, "bad-params",
             "not one token"),
            ({"game": "droids", "params": {"players": "2 seed=1"}}, "bad-params", "players"),
            ({"game": "droids", "params": {"players": 3}, "seats": ["human"] * 2},
             "bad-seats", "a list of 3"),
            ({"game": "gearhead", "seats": ["human", "mcts:100000"]}, "bad-seats",
             "at most 20000"),
            ({"game": "droids", "seats": ["human"]}, "bad-seats", "a list of 2"),
            ({"game": "droids", "seats": ["human", "omniscient-mcts"]}, "bad-seats",
             "fair bot: random, mcts"),
            ({"game": "droids", "seats": ["human", "mcts:x"]}, "bad-seats", "mcts"),
            ([1, 2], "bad-request", "JSON object"),
        ]
        for body, code, words in cases:
            response = await self.client.post("/api/games", json=body)
            answer = await response.json()
            self.assertEqual((response.status, answer["error"]), (400, code), body)
            self.assertIn(words, answer["message"], body)
        response = await self.client.post("/api/games", data=b"{not json")
        self.assertEqual((response.status, (await response.json())["error"]), (400, "bad-json"))
        response = await self.client.post("/api/games", data=b"x" * 20000)
        self.assertEqual(response.status, 413)
        self.assertEqual(self.toy.tables, {})

    async def test_params_as_a_form_sends_them(self):
        created = await self.create("droids", params={"players": "3", "scenario": "de-mine"},
                                    seats=("human", "random", "mcts:20"))
        self.assertEqual(self.table(created).row.params, "players=3 scenario=de-mine")
        self.assertEqual(self.table(created).game.num_players, 3)

    async def test_info_lists_the_games_and_the_fair_bots(self):
        info = await (await self.client.get("/api/info")).json()
        self.assertEqual(info["games"], ["gearhead", "droids", "toybattle"])
        self.assertEqual(info["seats"], ["human", "random", "mcts"])


class SeatTest(ServerCase):
    async def test_each_seat_is_sent_its_own_view_and_no_other(self):
        created, sockets, states = await self.two_seats()
        table = self.table(created)
        for seat, state in enumerate(states):
            self.assertEqual((state["role"], state["seat"]), ("seat", seat))
            self.assertEqual(state["view"], table.game.json(seat))
            self.assertEqual(state["view"]["state"]["players"][1 - seat]["rack"], None)
            self.assertIsNotNone(state["view"]["state"]["players"][seat]["rack"])
            self.assertEqual([entry["move"] for entry in state["log"]],
                             [move.notation for move in table.game.history_for(seat)])
            mover = table.game.current_player
            self.assertEqual(state["legal"],
                             table.game.legal_strings(seat) if seat == mover else [])
        self.assertEqual([state["view"]["position"] for state in states], [None, None])
        for ws in sockets:
            await ws.close()

    async def test_a_seat_plays_and_everyone_is_sent_the_move(self):
        created, sockets, states = await self.two_seats()
        mover = self.table(created).game.current_player
        move = states[mover]["legal"][0]
        await sockets[mover].send_json({"type": "move", "move": move,
                                        "version": states[mover]["version"], "id": 7})
        ack = await self.receive(sockets[mover], "ack")
        self.assertEqual(ack["id"], 7)
        self.assertGreater(ack["version"], states[mover]["version"])
        for ws in sockets:
            state = await self.state_at(ws, ack["version"])
            self.assertEqual(state["version"], ack["version"])
            entry = state["log"][states[mover]["version"]]
            self.assertEqual((entry["player"], entry["move"]), (mover, move))
            self.assertTrue(entry["events"], "the move is told")
        with sqlite3.connect(self.db) as db:
            stored = db.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
        self.assertEqual(stored, ack["version"])  # committed before the ack

    async def test_each_seat_is_sent_its_own_events_and_no_others_secret(self):
        created, sockets, states = await self.two_seats()
        table = self.table(created)
        game = table.game
        hidden_from = {0: 0, 1: 0}   # the other's draws each seat was told of
        for seat, state in enumerate(states):
            self.assertEqual(len(state["log"]), len(game.history))
            for ply, entry in enumerate(state["log"]):
                self.assertEqual(entry["events"], json.loads(game.events_json(ply, seat)))
                referee = game.events(ply, toywar.VIEW_ALL)
                for mine, truth in zip(entry["events"], referee):
                    if mine["kind"] == "drew" and truth.player != seat:
                        # Toy Battle deals and draws are the drawer's secret.
                        hidden_from[seat] += 1
                        self.assertIsNone(mine["piece"])
                        self.assertIsNotNone(truth.names["piece"])
                        self.assertNotEqual(mine["text"], truth.text)
                        self.assertIn("a troop", mine["text"])
            texts = {e["text"] for entry in state["log"] for e in entry["events"]}
            others = {e.text for ply in range(len(game.history))
                      for e in game.events(ply, 1 - seat) if e.kind == "drew"
                      and e.player == 1 - seat}
            self.assertFalse(texts & others, "a sentence naming the other's troop")
        first = game.events(0, 0)[0].player   # dealt 3 troops, the other 4
        self.assertEqual(hidden_from, {seat: 3 if 1 - seat == first else 4 for seat in (0, 1)})
        for ws in sockets:
            await ws.close()

    async def test_another_seats_move_is_refused_revealing_nothing(self):
        created, sockets, states = await self.two_seats()
        table = self.table(created)
        mover = table.game.current_player
        before = table.game.save_replay()
        for move in (states[mover]["legal"][0], "draw", "nonsense"):
            await sockets[1 - mover].send_json({"type": "move", "move": move})
            refusal = await self.error(sockets[1 - mover])
            self.assertEqual(refusal["code"], "illegal")
            self.assertEqual(refusal["message"], "player %d may not move: it is player %d's "
                             "decision" % (1 - mover, mover))
        await sockets[mover].send_json({"type": "move", "move": "Q@z"})
        refusal = await self.error(sockets[mover])
        self.assertIn("'Q@z' is not a legal move of player %d" % mover, refusal["message"])
        self.assertEqual(table.game.save_replay(), before)

    async def test_a_replayed_or_stale_move_is_refused(self):
        created, sockets, states = await self.two_seats("gearhead")
        table = self.table(created)
        mover = table.game.current_player
        request = {"type": "move", "move": states[mover]["legal"][0],
                   "version": states[mover]["version"]}
        await sockets[mover].send_json(request)
        await self.receive(sockets[mover], "ack")
        version = table.version
        await sockets[mover].send_json(request)  # the same message again
        refusal = await self.receive(sockets[mover], "error")
        self.assertEqual(refusal["code"], "stale")
        self.assertIn("the game is at move %d" % version, refusal["message"])
        self.assertEqual(table.version, version)

    async def test_reconnecting_resumes_where_the_game_is(self):
        created, sockets, states = await self.two_seats("gearhead")
        mover = self.table(created).game.current_player
        await sockets[mover].send_json({"type": "move", "move": states[mover]["legal"][0]})
        ack = await self.receive(sockets[mover], "ack")
        await sockets[0].close()
        other = await self.state_at(sockets[1], ack["version"])
        while other["seats"][0]["online"]:  # until seat 0's going is sent
            other = await self.receive(sockets[1], "state")
        ws, state = await self.join(token_of(created["seats"][0]["link"]))
        self.assertEqual(state["version"], ack["version"])
        self.assertEqual(state["view"], self.table(created).game.json(0))
        self.assertTrue(state["seats"][0]["online"])

    async def test_a_record_is_the_seats(self):
        created, sockets, _ = await self.two_seats()
        await sockets[0].send_json({"type": "record"})
        record = await self.receive(sockets[0], "record")
        self.assertEqual(record["text"], self.table(created).game.record(0))
        self.assertIn("\nviewer 0\n", record["text"])
        self.assertNotIn("\nrng ", record["text"])
        self.assertFalse(record["over"])


class StorageFailureTest(ServerCase):
    async def test_a_move_that_cannot_be_stored_is_not_played(self):
        created, sockets, states = await self.two_seats("gearhead")
        table = self.table(created)
        mover = table.game.current_player
        before, counter = table.game.save_replay(), table.dice.counter

        def broken(batch):
            raise sqlite3.OperationalError("disk I/O error")
        self.toy.store.append = broken
        with self.assertLogs("toywar.server", "ERROR") as logged:
            await sockets[mover].send_json({"type": "move", "move": states[mover]["legal"][0]})
            refusal = await self.error(sockets[mover])
        self.assertIn("disk I/O error", "\n".join(logged.output))
        self.assertEqual(refusal, {"type": "error", "code": "storage",
                                   "message": "the move could not be stored: it was not played"})
        self.assertEqual(table.game.save_replay(), before)
        self.assertEqual((table.dice.counter, table.version), (counter, states[mover]["version"]))


class SpectatorTest(ServerCase):
    async def test_a_spectator_sees_what_every_seat_sees(self):
        created = await self.create()
        ws, state = await self.join(token_of(created["spectator"]))
        table = self.table(created)
        self.assertEqual((state["role"], state["seat"]), ("spectator", None))
        self.assertEqual(state["legal"], [])
        self.assertEqual(state["view"]["viewer"], "spectator")
        players = state["view"]["state"]["players"]
        self.assertEqual([p["rack"] for p in players], [None, None])
        self.assertEqual([p["rack_size"] for p in players],
                         [p["rack_size"] for p in table.game.json(0)["state"]["players"]])
        self.assertEqual(state["view"]["state"]["nodes"], table.game.json(0)["state"]["nodes"])
        for ply, entry in enumerate(state["log"]):  # the deals: told as to their opponent
            events = entry["events"]
            self.assertEqual([e["text"] for e in events],
                             [e.text for e in table.game.events(ply, 0)]
                             if any(e["player"] == 1 for e in events if e["kind"] == "drew")
                             else [e.text for e in table.game.events(ply, 1)])
            self.assertTrue(all(e["piece"] is None for e in events if e["kind"] == "drew"))
        await ws.send_json({"type": "move", "move": "draw"})
        self.assertEqual((await self.error(ws))["code"], "not-a-seat")
        await ws.send_json({"type": "record"})
        self.assertEqual((await self.error(ws))["code"], "not-a-seat")

    def test_common_keeps_what_all_views_hold_alike(self):
        views = [{"a": 1, "p": [{"rack": [1, 0], "n": 2}, {"rack": None, "n": 3}], "s": [1, 2]},
                 {"a": 1, "p": [{"rack": None, "n": 2}, {"rack": [0, 1], "n": 3}], "s": [1, 3]}]
        self.assertEqual(common(views), {"a": 1, "p": [{"rack": None, "n": 2},
                                                       {"rack": None, "n": 3}], "s": None})


class MalformedTest(ServerCase):
    limits = Limits(message_bytes=512, rate=1000.0, burst=1000)

    async def test_malformed_frames_are_refused_and_the_connection_kept(self):
        ws = await self.client.ws_connect("/ws")
        cases = [("not json", "bad-json"), ("[1]", "bad-message"), ('{"type": 3}', "bad-message"),
                 ('{"type": "dance"}', "not-joined"), ('{"type": "move", "move": "x"}',
                                                       "not-joined")]
        for text, code in cases:
            await ws.send_str(text)
            self.assertEqual((await self.error(ws))["code"], code, text)
        await ws.send_bytes(b"\x00\x01")
        self.assertEqual((await self.error(ws))["code"], "bad-frame")
        created = await self.create()
        await ws.send_json({"type": "join", "token": token_of(created["seats"][0]["link"])})
        await self.receive(ws, "state")
        for request, code in [({"type": "dance"}, "bad-type"),
                              ({"type": "move"}, "bad-move"),
                              ({"type": "move", "move": "x" * 65}, "bad-move"),
                              ({"type": "move", "move": "dr\u0000aw"}, "bad-move"),
                              ({"type": "move", "move": "draw", "version": "7"}, "stale"),
                              ({"type": "join", "token": "x"}, "joined")]:
            await ws.send_json(request)
            self.assertEqual((await self.error(ws))["code"], code, request)
        await ws.send_json({"type": "ping"})
        self.assertEqual((await self.receive(ws, "pong"))["type"], "pong")
        self.assertEqual(self.table(created).version, len(self.table(created).row.moves))

    async def test_an_oversized_frame_closes_the_connection(self):
        ws = await self.client.ws_connect("/ws")
        await ws.send_str(json.dumps({"type": "ping", "pad": "x" * 600}))
        self.assertEqual(await self.closed(ws), 1009)

    async def test_a_forged_token_closes_the_connection(self):
        created = await self.create()
        other = await self.create()
        real = token_of(created["seats"][0]["link"])
        secret = real.split(".")[1]
        for forged in (real[:-1] + ("A" if real[-1] != "A" else "B"), created["id"] + ".",
                       "nothing", 42, "x" * 200, other["id"] + "." + secret):
            ws = await self.client.ws_connect("/ws")
            await ws.send_json({"type": "join", "token": forged})
            self.assertEqual((await self.error(ws))["code"], "bad-token")
            self.assertEqual(await self.closed(ws), 4001)
        self.assertEqual(self.table(created).version, len(self.table(created).row.moves))
        ws, state = await self.join(real)                  # the real one still opens its seat
        self.assertEqual(state["seat"], 0)


class FloodTest(ServerCase):
    limits = Limits(rate=0.01, burst=10, flood=30, max_games=2, max_connections=3,
                    max_per_game=2, create_rate=0.01, create_burst=3)

    async def test_a_flood_is_refused_then_closed(self):
        ws = await self.client.ws_connect("/ws")
        for _ in range(10):
            await ws.send_json({"type": "ping"})
        codes = []
        for _ in range(200):
            await ws.send_json({"type": "ping"})
        while True:
            message = await asyncio.wait_for(ws.receive(), WAIT)
            if message.type != WSMsgType.TEXT:
                break
            codes.append(json.loads(message.data).get("code"))
        self.assertEqual((message.type, message.data), (WSMsgType.CLOSE, 1008))
        self.assertEqual(codes.count("not-joined"), 10, codes)   # the burst, answered
        self.assertEqual(codes.count("rate"), 29)   # the 30th refused closes
        again = await self.client.ws_connect("/ws")  # the server keeps serving
        await again.send_json({"type": "ping"})
        self.assertEqual((await self.error(again))["code"], "not-joined")

    async def test_caps_on_games_connections_and_creations(self):
        first = await self.create()
        await self.create()
        refused = await self.client.post("/api/games", json={"game": "gearhead"})
        self.assertEqual((refused.status, (await refused.json())["error"]), (503, "full"))
        refused = await self.client.post("/api/games", json={"game": "gearhead"})
        self.assertEqual((refused.status, (await refused.json())["error"]), (429, "rate"))
        token = token_of(first["spectator"])
        for _ in range(2):
            await self.join(token)
        ws = await self.client.ws_connect("/ws")
        await ws.send_json({"type": "join", "token": token})
        self.assertEqual((await self.error(ws))["code"], "full")   # per game
        response = await self.client.get("/ws", headers={"Connection": "Upgrade",
                                                         "Upgrade": "websocket",
                                                         "Sec-WebSocket-Version": "13",
                                                         "Sec-WebSocket-Key": "x" * 22 + "=="})
        self.assertEqual(response.status, 503)                       # the server's cap


class BotTest(ServerCase):
    async def test_a_bot_plays_its_seat_from_its_information_state(self):
        created = await self.create("gearhead", seats=("human", "mcts:30"))
        ws, state = await self.join(token_of(created["seats"][0]["link"]))
        table = self.table(created)
        # The human plays whenever it is his decision (a Gearhead turn is
        # several, as many as the server's dice allow) until the bot has
        # moved: a fixed count of human moves could end still in his turn,
        # and then no state would come.
        for _ in range(200):
            if 1 in [entry["player"] for entry in state["log"]]:
                break
            if state["legal"]:
                await ws.send_json({"type": "move", "move": state["legal"][0]})
                await self.receive(ws, "ack")
            state = await self.receive(ws, "state")
        else:
            self.fail("the bot never moved in 200 states")
        self.assertEqual(table.row.seats, ["human", "mcts:30"])
        self.assertEqual([entry["player"] for entry in state["log"]], table.actors[:state["version"]])


class StoreTest(ServerCase):
    async def test_a_new_server_on_the_file_has_every_game_as_it_was(self):
        created, sockets, states = await self.two_seats("droids")
        table = self.table(created)
        for _ in range(6):
            mover = table.game.current_player
            if not states[mover]["legal"]:
                await self.receive(sockets[mover], "state")
            await sockets[mover].send_json({"type": "move", "move": table.game.legal_strings(
                mover)[0]})
            await self.receive(sockets[mover], "ack")
            states = [await self.receive(ws, "state") for ws in sockets]
        again = Server(Store(self.db))
        other = again.tables[created["id"]]
        self.assertEqual(other.game.save_replay(), table.game.save_replay())
        self.assertEqual(other.dice.counter, table.dice.counter)
        self.assertEqual(other.actors, table.actors)
        self.assertEqual(other.seat_of(token_of(created["seats"][1]["link"]).split(".")[1]), 1)

    async def test_idle_games_are_expired(self):
        created, sockets, _ = await self.two_seats()
        expired = await self.toy.expire(time.time() + self.toy.limits.idle_seconds + 1)
        self.assertEqual(expired, [created["id"]])
        self.assertEqual(await self.closed(sockets[0]), 4002)
        with sqlite3.connect(self.db) as db:
            self.assertEqual(db.execute("SELECT COUNT(*) FROM moves").fetchone()[0], 0)
        ws = await self.client.ws_connect("/ws")
        await ws.send_json({"type": "join", "token": token_of(created["seats"][0]["link"])})
        self.assertEqual((await self.error(ws))["code"], "bad-token")


@unittest.skipUnless(HAVE_AIOHTTP, "needs aiohttp (Debian's python3-aiohttp)")
class DiceTest(unittest.TestCase):
    def test_the_dice_are_their_key_and_counter(self):
        key = bytes(range(32))
        rolls = [Dice(key)(6) for _ in range(1)] + [Dice(key, 5)(6)]
        dice = Dice(key)
        run = [dice(6) for _ in range(400)]
        self.assertEqual(run[0], rolls[0])
        resumed = Dice(key, 5)
        self.assertEqual([resumed(6) for _ in range(10)], run[5:15])
        self.assertEqual(set(run), set(range(6)))
        for face in range(6):  # 400 rolls: each face 66.7 expected
            self.assertTrue(40 <= run.count(face) <= 95, run.count(face))
        self.assertNotIn(key.hex(), repr(dice))
        self.assertEqual(repr(dice), "<Dice at 400>")

    def test_a_game_rolls_with_the_servers_dice_only(self):
        table, _ = Table.create("gearhead", "", ["human", "human"])
        self.assertGreater(table.dice.counter, 0)
        replay = toywar.Game("gearhead")
        replay.set_rng(Dice(table.row.dice_key))
        replay.advance()
        self.assertEqual(replay.history, table.game.history)


if __name__ == "__main__":
    unittest.main()
