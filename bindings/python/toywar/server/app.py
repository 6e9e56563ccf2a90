# SPDX-License-Identifier: MIT
"""The aiohttp application: the web page, game creation over HTTP and the
WebSocket protocol of docs/server.md.

One event loop owns every table. A move is checked and applied under its
game's lock, committed, and only then acknowledged and shown to the
game's connections; the next move of that game waits for the lock, while
other games go on. Commits go to the store's own thread in groups
(:class:`Committer`): the moves of every game that come while the disk is
busy share one transaction, so the loop never waits on the disk and one
fsync serves many games. Every message to a connection goes through its
outbox, in order; a connection that does not read is closed rather than
let slow its game. Bots think in a worker thread on their seat's
information state, and their move is applied like a human's, if the game
is still where it was.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import mimetypes
import os
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Deque, Dict, List, Optional, Set, Tuple

from aiohttp import WSCloseCode, WSMsgType, web

import toywar
from toywar.catalog import params_text
from toywar.study import bots

from .limits import Limits
from .store import SPECTATOR, Appended, Store
from .table import Json, Seat, Table

log = logging.getLogger("toywar.server")
# The page's modules: browsers run a module script only with a JavaScript
# type, which Python's table lacks for .mjs before 3.12.
mimetypes.add_type("text/javascript", ".mjs")

#: Close codes of the protocol (4000-4999 are the application's).
CLOSE_BAD_TOKEN = 4001   #: a join whose token opens nothing
CLOSE_EXPIRED = 4002     #: the game was expired while the connection was open
CLOSE_SLOW = 4003        #: the connection let OUTBOX_MAX messages pile up unread
OUTBOX_MAX = 256         #: messages waiting to be sent to one connection
CLOSE_FLOOD = int(WSCloseCode.POLICY_VIOLATION)       #: 1008, past the flood limit
CLOSE_TOO_BIG = int(WSCloseCode.MESSAGE_TOO_BIG)      #: 1009, by aiohttp
MOVE_TEXT_MAX = 64       #: no move's notation is longer
TOKEN_MAX = 128
BOT_ITERATIONS_MAX = 20000  #: a bot's search per move, so that no seat holds a thread long


class Bucket:
    """A token bucket: ``take()`` is False once the rate is spent."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.stamp = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class Refusal(Exception):
    """A message refused: sent back as {"type": "error", "code", "message"}."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Connection:
    """One WebSocket: before its join, no table; then a seat or a spectator."""

    def __init__(self, ws: web.WebSocketResponse, limits: Limits) -> None:
        self.ws = ws
        self.bucket = Bucket(limits.rate, limits.burst)
        self.refused_in_a_row = 0
        self.table: Optional[Table] = None
        self.seat: Seat = None
        self.closing: Optional["tuple[int, bytes]"] = None  # set by another task
        self.outbox: Deque[str] = collections.deque()
        self._ready = asyncio.Event()
        self._sent = asyncio.Event()

    def send(self, text: str) -> bool:
        """Queues a message; False when OUTBOX_MAX are already waiting."""
        if len(self.outbox) >= OUTBOX_MAX:
            return False
        self.outbox.append(text)
        self._sent.clear()
        self._ready.set()
        return True

    async def pump(self) -> None:
        """Sends the outbox, in order, for as long as the connection lives."""
        while True:
            await self._ready.wait()
            while self.outbox:
                try:
                    await self.ws.send_str(self.outbox[0])
                except (ConnectionError, RuntimeError):
                    self.outbox.clear()
                    break
                self.outbox.popleft()
            self._ready.clear()
            self._sent.set()

    async def flush(self, seconds: float = 5.0) -> None:
        """Waits until the outbox is sent (a last message before a close)."""
        if self.outbox:
            try:
                await asyncio.wait_for(self._sent.wait(), seconds)
            except asyncio.TimeoutError:
                pass

    async def close_from_elsewhere(self, code: int, reason: bytes) -> None:
        """Closes the connection from a task that is not its handler's: the
        handler, woken by aiohttp, sends the code (else aiohttp's own end
        of the handler would send 1000 first)."""
        self.closing = (code, reason)
        await self.ws.close(code=code, message=reason)


class Committer:
    """The store's one thread, and group commit: the moves that come while
    a transaction is being written wait for the next, which takes them all."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="toywar-db")
        self._pending: List[Tuple[Appended, "asyncio.Future[None]"]] = []
        self._wake = asyncio.Event()

    async def run(self, function: Callable[..., Any], *args: Any) -> Any:
        """Any other use of the store, in its thread."""
        return await asyncio.get_running_loop().run_in_executor(self._thread, function, *args)

    async def append(self, entry: Appended) -> None:
        """Returns once ``entry`` is committed; raises what the store raised."""
        future = asyncio.get_running_loop().create_future()
        self._pending.append((entry, future))
        self._wake.set()
        await future

    async def serve(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            batch, self._pending = self._pending, []
            try:
                await self.run(self.store.append, [entry for entry, _ in batch])
            except Exception as error:  # each move of the batch is taken back
                for _, future in batch:
                    future.set_exception(error)
            else:
                for _, future in batch:
                    future.set_result(None)

    def close(self) -> None:
        self._thread.shutdown(wait=True)
        self.store.close()


class Server:
    """Every table, the store, the limits, and the handlers."""

    def __init__(self, store: Store, limits: Optional[Limits] = None,
                 web_root: Optional[str] = None) -> None:
        self.store = store
        self.committer = Committer(store)
        self.limits = limits or Limits()
        self.web_root = web_root
        self.tables: Dict[str, Table] = {}
        self.connections: Set[Connection] = set()
        self.creators: Dict[str, Bucket] = {}
        self.bots: Dict[str, Dict[int, bots.Bot]] = {}
        self.thinking: Set[str] = set()
        self.locks: Dict[str, asyncio.Lock] = {}
        self._tasks: Set["asyncio.Task[None]"] = set()
        self.bot_kinds = {kind.name: kind for kind in bots.kinds()}
        for row in store.games():
            self.tables[row.id] = Table(row)
            self._seat_bots(self.tables[row.id])

    # ---- the application ---------------------------------------------------

    def app(self) -> web.Application:
        app = web.Application(client_max_size=self.limits.body_bytes)
        app.router.add_post("/api/games", self.create)
        app.router.add_get("/api/info", self.info)
        app.router.add_get("/ws", self.websocket)
        app.router.add_get("/", self.index)
        if self.web_root:
            app.router.add_static("/", self.web_root, show_index=False, follow_symlinks=False)
        app.on_startup.append(self._start)
        app.on_shutdown.append(self._shutdown)
        app.on_cleanup.append(self._cleanup)
        return app

    async def _start(self, app: web.Application) -> None:
        self._spawn(self.committer.serve())
        self._spawn(self._sweeper())
        for table in self.tables.values():
            self._wake(table)

    async def _shutdown(self, app: web.Application) -> None:
        for connection in list(self.connections):
            await connection.close_from_elsewhere(WSCloseCode.GOING_AWAY, b"server stopping")

    async def _cleanup(self, app: web.Application) -> None:
        for task in list(self._tasks):
            task.cancel()
        tables, self.tables = self.tables, {}
        for table in tables.values():
            table.close()
        for seated in self.bots.values():
            for bot in seated.values():
                bot.close()
        self.committer.close()

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ---- HTTP ----------------------------------------------------------------

    async def index(self, request: web.Request) -> web.StreamResponse:
        page = os.path.join(self.web_root, "index.html") if self.web_root else None
        if page is None or not os.path.isfile(page):
            return web.Response(status=404, text="toywar-server: no web page here (build it "
                                "with ./scripts/web.sh and start with --web DIR)\n")
        return web.FileResponse(page)

    async def info(self, request: web.Request) -> web.Response:
        return web.json_response({
            "games": toywar.games(),
            "seats": ["human"] + [name for name, kind in self.bot_kinds.items() if kind.fair],
            "default_bot": "mcts",
        })

    async def create(self, request: web.Request) -> web.Response:
        """POST /api/games {"game", "params", "seats"}: 201 with the links."""
        address = request.remote or "?"
        bucket = self.creators.setdefault(address, Bucket(self.limits.create_rate,
                                                          self.limits.create_burst))
        if not bucket.take():
            return _http_error(429, "rate", "too many games created from %s: wait" % address)
        if len(self.tables) >= self.limits.max_games:
            return _http_error(503, "full", "the server holds %d games, its limit"
                               % self.limits.max_games)
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            return _http_error(400, "bad-json", "the body is not JSON")
        try:
            game, params, seats = self._creation(body)
            table, links = Table.create(game, params, seats)
        except Refusal as refusal:
            return _http_error(400, refusal.code, refusal.message)
        except toywar.ToywarError as error:
            return _http_error(400, "bad-game", error.message or str(error))
        await self.committer.run(self.store.create, table.row)
        self.tables[table.row.id] = table
        self._seat_bots(table)
        self._wake(table)
        origin = "%s://%s" % (request.scheme, request.host)
        return web.json_response(status=201, data={
            "id": table.row.id,
            "seats": [{"seat": seat, "kind": kind,
                       **({"link": _link(origin, table.row.id, links[seat])}
                          if seat in links else {})}
                      for seat, kind in enumerate(seats)],
            "spectator": _link(origin, table.row.id, links[SPECTATOR]),
        })

    def _creation(self, body: Any) -> "tuple[str, str, List[str]]":
        """The game, params text and seats of a creation request, checked."""
        if not isinstance(body, dict):
            raise Refusal("bad-request", "the body is a JSON object: {game, params, seats}")
        game = body.get("game")
        if game not in toywar.games():
            raise Refusal("bad-game", "game: one of %s" % ", ".join(toywar.games()))
        text = _params_text(body.get("params", {}))
        try:
            players = toywar.Game(game, text).num_players
        except toywar.ParamError as error:  # the library's check, in its words
            raise Refusal("bad-params", error.message) from None
        seats = body.get("seats", ["human"] * players)
        if (not isinstance(seats, list) or len(seats) != players or
                not all(isinstance(seat, str) for seat in seats)):
            raise Refusal("bad-seats", "seats: a list of %d, each \"human\" or a bot (%s)"
                          % (players, ", ".join(self._fair_kinds())))
        for seat in seats:
            self._check_seat(seat)
        return game, text, seats

    def _fair_kinds(self) -> List[str]:
        return [name for name, kind in self.bot_kinds.items() if kind.fair]

    def _check_seat(self, seat: str) -> None:
        if seat == "human":
            return
        name, *numbers = seat.split(":")
        kind = self.bot_kinds.get(name)
        if kind is None or not kind.fair or bots.spec_error(seat) is not None:
            raise Refusal("bad-seats", "seat %r: \"human\" or a fair bot: %s (with its "
                          "params, as mcts:500)" % (seat[:40], ", ".join(self._fair_kinds())))
        if numbers and int(numbers[0]) > BOT_ITERATIONS_MAX:
            raise Refusal("bad-seats", "seat %r: at most %d iterations a move here"
                          % (seat, BOT_ITERATIONS_MAX))

    # ---- the WebSocket -------------------------------------------------------

    async def websocket(self, request: web.Request) -> web.StreamResponse:
        if len(self.connections) >= self.limits.max_connections:
            return _http_error(503, "full", "the server has %d connections, its limit"
                               % self.limits.max_connections)
        ws = web.WebSocketResponse(max_msg_size=self.limits.message_bytes, heartbeat=30.0)
        await ws.prepare(request)
        connection = Connection(ws, self.limits)
        self.connections.add(connection)
        pump = asyncio.ensure_future(connection.pump())
        try:
            async for message in ws:
                await self._receive(connection, message)
            if connection.closing is not None:
                await ws.close(code=connection.closing[0], message=connection.closing[1])
        finally:
            pump.cancel()
            self._leave(connection)
        return ws

    def _deliver(self, connection: Connection, message: Json) -> None:
        self._deliver_text(connection, json.dumps(message))

    def _deliver_text(self, connection: Connection, text: str) -> None:
        if not connection.ws.closed and not connection.send(text):
            self._spawn(connection.close_from_elsewhere(CLOSE_SLOW, b"too slow to read"))

    async def _close(self, connection: Connection, code: int, reason: bytes) -> None:
        """Closes from the connection's own handler, after what it was sent."""
        await connection.flush()
        await connection.ws.close(code=code, message=reason)

    async def _receive(self, connection: Connection, message: Any) -> None:
        if message.type == WSMsgType.ERROR:
            return  # aiohttp closed it (a frame past message_bytes: 1009)
        try:
            if not connection.bucket.take():
                connection.refused_in_a_row += 1
                if connection.refused_in_a_row >= self.limits.flood:
                    await self._close(connection, CLOSE_FLOOD, b"flood")
                    return
                raise Refusal("rate", "too many messages: at most %g a second"
                              % self.limits.rate)
            connection.refused_in_a_row = 0
            if message.type != WSMsgType.TEXT:
                raise Refusal("bad-frame", "only text frames of JSON are read")
            await self._handle(connection, _parse(message.data))
        except Refusal as refusal:
            self._deliver(connection, {"type": "error", "code": refusal.code,
                                       "message": refusal.message})
        except Exception:  # a fault of the server's own: said, logged, and served on
            log.exception("a message could not be handled")
            self._deliver(connection, {"type": "error", "code": "internal",
                                       "message": "the server failed on this message"})

    async def _handle(self, connection: Connection, request: Json) -> None:
        kind = request.get("type")
        if kind == "join":
            await self._join(connection, request)
        elif connection.table is None:
            raise Refusal("not-joined", "join first: {\"type\": \"join\", \"token\": ...}")
        elif kind == "move":
            await self._move(connection, request)
        elif kind == "record":
            await self._record(connection)
        elif kind == "ping":
            self._deliver(connection, {"type": "pong"})
        else:
            raise Refusal("bad-type", "type: join, move, record or ping")

    async def _join(self, connection: Connection, request: Json) -> None:
        if connection.table is not None:
            raise Refusal("joined", "this connection has joined already")
        token = request.get("token")
        table, seat = self._open(token)
        if table is None:
            self._deliver(connection, {"type": "error", "code": "bad-token",
                                       "message": "this link opens no game here"})
            await self._close(connection, CLOSE_BAD_TOKEN, b"bad token")
            return
        if len(table.connections) >= self.limits.max_per_game:
            raise Refusal("full", "this game has %d connections, its limit"
                          % self.limits.max_per_game)
        connection.table = table
        connection.seat = None if seat == SPECTATOR else seat
        table.connections.add(connection)
        self._broadcast(table)
        self._wake(table)   # a bot stopped by a failed commit tries again

    def _open(self, token: Any) -> "tuple[Optional[Table], int]":
        """The table and seat a token opens: "<game id>.<secret>"."""
        if not isinstance(token, str) or len(token) > TOKEN_MAX or "." not in token:
            return None, 0
        game_id, _, secret = token.partition(".")
        table = self.tables.get(game_id)
        seat = table.seat_of(secret) if table is not None else None
        return (table, seat) if table is not None and seat is not None else (None, 0)

    async def _move(self, connection: Connection, request: Json) -> None:
        table = connection.table
        assert table is not None
        if connection.seat is None:
            raise Refusal("not-a-seat", "a spectator does not move")
        move, version = request.get("move"), request.get("version")
        if not isinstance(move, str) or not 0 < len(move) <= MOVE_TEXT_MAX:
            raise Refusal("bad-move", "move: a move in the game's notation, as \"legal\" lists")
        if version is not None and (not isinstance(version, int) or isinstance(version, bool)):
            raise Refusal("stale", "version: the number of moves the client saw")
        seat = connection.seat
        assert table is not None and seat is not None
        async with self._lock(table):
            if self.tables.get(table.row.id) is not table:
                raise Refusal("expired", "this game expired")
            if version is not None and version != table.version:
                raise Refusal("stale", "this move was for move %r, the game is at move %d"
                              % (version, table.version))
            await self._play(table, seat, move)
            self._deliver(connection, {"type": "ack", "id": request.get("id"),
                                       "version": table.version})
            self._broadcast(table)
        self._wake(table)

    def _lock(self, table: Table) -> asyncio.Lock:
        """The game's lock: held from a move's check to its commit."""
        return self.locks.setdefault(table.row.id, asyncio.Lock())

    async def _play(self, table: Table, seat: int, move: "str | int") -> None:
        """Plays ``seat``'s ``move`` and the chance it leads to, and commits
        them; on a refusal or a failed commit the game is as it was."""
        before, counter = table.version, table.dice.counter
        try:
            table.play(seat, move)
        except toywar.IllegalMoveError as error:
            raise Refusal("illegal", error.message) from None
        except toywar.ToywarError as error:  # no move at all (a NUL in its text)
            raise Refusal("bad-move", error.message) from None
        table.roll()
        try:
            entry = (table.row.id, before, table.moves()[before:], table.dice.counter,
                     time.time())
            await self.committer.append(entry)
        except Exception:
            table.rewind(before, counter)
            log.exception("game %s: the move could not be stored", table.row.id)
            raise Refusal("storage", "the move could not be stored: it was not played")
        table.row.touched = entry[4]

    async def _record(self, connection: Connection) -> None:
        table = connection.table
        assert table is not None
        if connection.seat is None:
            raise Refusal("not-a-seat", "a record is a seat's: a spectator has none")
        self._deliver(connection, {"type": "record", "over": table.game.is_over,
                                   "text": table.record(connection.seat)})

    def _leave(self, connection: Connection) -> None:
        self.connections.discard(connection)
        table = connection.table
        if table is not None:
            table.connections.discard(connection)
            self._broadcast(table)

    def _broadcast(self, table: Table) -> None:
        """Queues for each connection of the game its own state."""
        if self.tables.get(table.row.id) is not table:
            return  # expired, or the server is stopping
        online = [any(c.seat == seat for c in table.connections)
                  for seat in range(table.game.num_players)]
        states: Dict[Seat, str] = {}
        for connection in table.connections:
            if connection.seat not in states:
                states[connection.seat] = table.state_text(connection.seat, online)
        for connection in list(table.connections):
            self._deliver_text(connection, states[connection.seat])

    # ---- bots ------------------------------------------------------------------

    def _seat_bots(self, table: Table) -> None:
        self.bots[table.row.id] = {
            seat: bots.Bot(kind, bots.mix(table.row.bot_seed + seat))
            for seat, kind in enumerate(table.row.seats) if kind != "human"}

    def _wake(self, table: Table) -> None:
        """Lets the bot to move think, if a bot is to move."""
        if table.bot_to_move() is not None and table.row.id not in self.thinking:
            self.thinking.add(table.row.id)
            self._spawn(self._bot_turn(table))

    async def _bot_turn(self, table: Table) -> None:
        game_id = table.row.id
        try:
            while self.tables.get(game_id) is table:
                seat = table.bot_to_move()
                if seat is None:
                    return
                version = table.version
                info = table.game.infostate(seat)   # all the bot is given
                try:
                    move = await asyncio.get_running_loop().run_in_executor(
                        None, self.bots[game_id][seat].choose_infostate, info)
                finally:
                    info.close()
                async with self._lock(table):
                    if self.tables.get(game_id) is not table or table.version != version:
                        return
                    await self._play(table, seat, move)
                    self._broadcast(table)
        except Refusal:
            pass  # logged by _play; the bot tries again at the next wake
        except Exception:  # the bots' library failed: the game waits
            log.exception("game %s: the bot failed", game_id)
        finally:
            self.thinking.discard(game_id)

    # ---- expiry ----------------------------------------------------------------

    async def _sweeper(self) -> None:
        while True:
            await asyncio.sleep(self.limits.sweep_seconds)
            await self.expire(time.time())

    async def expire(self, now: float) -> List[str]:
        """Deletes the games not moved for idle_seconds; returns their ids."""
        old = [game_id for game_id, table in self.tables.items()
               if now - table.row.touched >= self.limits.idle_seconds]
        for game_id in old:
            async with self._lock(self.tables[game_id]):
                table = self.tables.pop(game_id)
                await self.committer.run(self.store.delete, game_id)
            self.locks.pop(game_id, None)
            for connection in list(table.connections):
                await connection.close_from_elsewhere(CLOSE_EXPIRED, b"game expired")
            table.close()
            for bot in self.bots.pop(game_id, {}).values():
                bot.close()
        return old


def _params_text(params: Any) -> str:
    """The library's params text of a creation's params: each key and value
    one token (so no value can smuggle in another param), an integer as a
    number or its digits, as a form sends it. The library checks what they
    mean when the game is made (a ParamError, a bad-params reply)."""
    if not isinstance(params, dict):
        raise Refusal("bad-params", "params: an object of key: text or integer")
    if "seed" in params:
        raise Refusal("bad-params", "seed is no param here: the server rolls the dice "
                      "with its own generator")
    try:
        return params_text(params)
    except (toywar.ParamError, toywar.ToywarTypeError) as error:
        raise Refusal("bad-params", error.message) from None


def _parse(data: str) -> Json:
    try:
        request = json.loads(data)
    except ValueError:
        raise Refusal("bad-json", "the message is not JSON") from None
    if not isinstance(request, dict) or not isinstance(request.get("type"), str):
        raise Refusal("bad-message", "a message is a JSON object with a \"type\"")
    return request


def _http_error(status: int, code: str, message: str) -> web.Response:
    return web.json_response(status=status, data={"error": code, "message": message})


def _link(origin: str, game_id: str, secret: str) -> str:
    """A link the page opens: the token in the fragment, which no browser
    sends to a server (nor writes in its logs)."""
    return "%s/#play=%s.%s" % (origin, game_id, secret)
