# SPDX-License-Identifier: MIT
"""One game in play on the server: the referee's game and what each seat
(and a spectator) may be sent of it.

The server keeps the real game (all-seeing) and answers a seat only with
the library's per-seat functions (docs/information.md's "Serving one
seat"): the JSON view for that seat, the masked history written in
notation with each move's events as the seat may know them (an outcome it
did not see is "a chit", docs/events.md), the seat's legal moves, its
record, moves applied with ``apply_as``. The dice are the server's own (:class:`Dice`), never the
library's built-in generator, and their key never leaves the server. A bot
is given its seat's information state and nothing else.

A spectator is no seat, and the library has no seat-less view: a
spectator gets what every seat is sent alike (:func:`common`), which is
public in these games (docs/server.md says why); a move's events as a seat
sees them that did not see its outcome (:func:`common_events`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from typing import Any, Dict, List, Optional, Sequence, Set, Tuple, Union

import toywar

from .store import SPECTATOR, GameRow

Json = Dict[str, Any]
#: A connection's seat: a player, or None for a spectator.
Seat = Optional[int]


class Dice:
    """The server's generator for one game: HMAC-SHA256 of a secret key
    over a counter, a value in [0, bound) by rejection (no modulo bias).
    Its whole state is (key, counter), stored with the game, so a restarted
    server rolls on exactly where it stopped."""

    def __init__(self, key: bytes, counter: int = 0) -> None:
        self._key = key
        self.counter = counter

    def __call__(self, bound: int) -> int:
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            self.counter += 1
            digest = hmac.new(self._key, self.counter.to_bytes(8, "big"), hashlib.sha256).digest()
            value = int.from_bytes(digest[:8], "big")
            if value < limit:
                return value % bound

    def __repr__(self) -> str:
        return "<Dice at %d>" % self.counter  # never the key


def digest(secret: str) -> bytes:
    """What the store keeps of a token's secret."""
    return hashlib.sha256(secret.encode("utf-8")).digest()


def common(values: Sequence[Any]) -> Any:
    """What the views ``values`` hold alike: a value all of them hold, an
    object key by key, a list of objects item by item (the same length in
    every view); anything else that differs is None. The per-seat views
    write what a seat may not see as null (docs/json.md), so what is left
    is what every seat is shown."""
    first = values[0]
    if all(value == first for value in values[1:]):
        return first
    if all(isinstance(value, dict) and value.keys() == first.keys() for value in values):
        return {key: common([value[key] for value in values]) for key in first}
    if (all(isinstance(value, list) and len(value) == len(first) for value in values)
            and all(isinstance(item, dict) for value in values for item in value)):
        return [common([value[i] for value in values]) for i in range(len(first))]
    return None


def common_move(texts: Sequence[str]) -> str:
    """A log entry every seat may be shown: the move if all see it alike,
    else a masked form (one with a ``?``)."""
    if all(text == texts[0] for text in texts):
        return texts[0]
    masked = [text for text in texts if "?" in text]
    return masked[0] if masked else texts[0].split(":")[0] + ":?"


def common_events(texts: Sequence[str], told: Sequence[List[Any]]) -> List[Any]:
    """A move's events every seat may be shown: those of a seat whose log
    masks the move (``texts`` the seats' notations, ``told`` their
    events), else the first's, since then all are alike."""
    for text, events in zip(texts, told):
        if "?" in text:
            return events
    return told[0]


#: What a seat is sent of the game at one version: its JSON view (the
#: library's text), its log in notation, and each move's events.
Seen = Tuple[str, List[str], List[List[Any]]]


class Table:
    """A game on the server: the referee's toywar.Game, its seats (human,
    or a bot spec), its dice, and who played each move."""

    def __init__(self, row: GameRow) -> None:
        self.row = row
        self.game = toywar.Game(row.game, row.params)
        self.dice = Dice(row.dice_key, row.dice_counter)
        self.game.set_rng(self.dice)
        self.actors: List[Seat] = []   # the player of each move, None for chance
        for move in row.moves:
            self._apply(move)
        self.connections: Set[Any] = set()  # the server's Connections to this game
        self._memo: Dict[int, Seen] = {}
        self._memo_version = -1
        # (seat, ply) -> (the seat's masked move, its events): a move's events
        # change for a seat only when its record of the move does.
        self._told: Dict[Tuple[int, int], Tuple[int, List[Any]]] = {}

    @classmethod
    def create(cls, game: str, params: str, seats: Sequence[str],
               now: Optional[float] = None) -> "tuple[Table, Dict[int, str]]":
        """A new game with fresh dice and tokens: the table and each link's
        secret by seat (SPECTATOR for the spectators'), to hand out once."""
        when = time.time() if now is None else now
        row = GameRow(id=secrets.token_hex(8), game=game, params=params, seats=list(seats),
                      dice_key=secrets.token_bytes(32), dice_counter=0,
                      bot_seed=secrets.randbits(63), created=when, touched=when)
        links = {seat: secrets.token_urlsafe(24) for seat, kind in enumerate(seats)
                 if kind == "human"}
        links[SPECTATOR] = secrets.token_urlsafe(24)
        row.digests = {seat: digest(secret) for seat, secret in links.items()}
        table = cls(row)
        table.roll()
        row.moves = table.moves()
        row.dice_counter = table.dice.counter
        return table, links

    # ---- moves -------------------------------------------------------------

    def _apply(self, move: int) -> None:
        player = self.game.current_player
        self.game.apply(move)
        self.actors.append(player if isinstance(player, int) else None)

    @property
    def version(self) -> int:
        """How many moves were played: public, and what a client's move names."""
        return len(self.actors)

    def moves(self) -> List[int]:
        return [int(move) for move in self.game.history]

    def play(self, seat: int, move: Union[str, int]) -> None:
        """Applies ``seat``'s move (apply_as: IllegalMoveError out of turn or
        for a move not its own, the game unchanged)."""
        self.game.apply_as(seat, move)
        self.actors.append(seat)

    def roll(self) -> int:
        """Resolves chance with the server's dice until a decision or the
        end; returns how many outcomes were rolled."""
        rolled = self.game.advance() if self.game.is_chance else []
        self.actors.extend([None] * len(rolled))
        return len(rolled)

    def rewind(self, version: int, counter: int) -> None:
        """Takes the game back to ``version`` moves and the dice to
        ``counter`` (a commit that failed)."""
        while len(self.actors) > version:
            self.game.undo()
            self.actors.pop()
        self.dice.counter = counter
        self._memo_version = -1
        self._told = {key: told for key, told in self._told.items() if key[1] < version}

    @property
    def to_move(self) -> Seat:
        player = self.game.current_player
        return player if isinstance(player, int) else None

    def bot_to_move(self) -> Optional[int]:
        """The seat to move if a bot holds it."""
        seat = self.to_move
        return seat if seat is not None and self.row.seats[seat] != "human" else None

    # ---- what a connection is sent -----------------------------------------

    def seat_of(self, secret: str) -> Optional[int]:
        """The seat a link's secret opens (SPECTATOR for the spectators'),
        or None; every digest is compared, in constant time."""
        given = digest(secret)
        found = None
        for seat, stored in self.row.digests.items():
            if hmac.compare_digest(given, stored):
                found = seat
        return found

    def _seen(self, seat: int) -> Seen:
        """The seat's JSON view (the library's text), log and events, made
        once per move: a broadcast asks for each seat's, and the
        spectators' merge for all of them."""
        if self._memo_version != self.version:
            self._memo, self._memo_version = {}, self.version
        if seat not in self._memo:
            known = self.game.history_for(seat)  # notation as the seat may read it
            self._memo[seat] = (self.game.json_text(seat), [move.notation for move in known],
                                self._events(seat, known))
        return self._memo[seat]

    def _events(self, seat: int, known: Sequence[toywar.Move]) -> List[List[Any]]:
        """The events of every move as ``seat`` may know them (the
        library's per-seat events), each asked of the library once, and
        again only when the seat's record of that move changes (its own
        draws, shown once they are over)."""
        told = []
        for ply, move in enumerate(known):
            kept = self._told.get((seat, ply))
            if kept is None or kept[0] != int(move):
                kept = (int(move), json.loads(self.game.events_json(ply, seat)))
                self._told[(seat, ply)] = kept
            told.append(kept[1])
        return told

    def state_text(self, seat: Seat, online: Sequence[bool]) -> str:
        """The message (JSON text) a connection of ``seat`` (None: a
        spectator) is sent. A seat's view goes out as the library wrote it."""
        players = range(self.game.num_players)
        if seat is None:
            seen = [self._seen(p) for p in players]
            merged = dict(common([json.loads(view) for view, _, _ in seen]))
            merged["viewer"] = "spectator"
            merged["legal_moves"] = []
            view = json.dumps(merged)
            logs = list(zip(*(log for _, log, _ in seen)))
            log = [common_move(texts) for texts in logs]
            told = [common_events(texts, events)
                    for texts, events in zip(logs, zip(*(events for _, _, events in seen)))]
            legal: List[str] = []
        else:
            view, log, told = self._seen(seat)
            legal = self.game.legal_strings(seat) if self.to_move == seat else []
        head = json.dumps({
            "type": "state", "id": self.row.id, "game": self.row.game,
            "role": "spectator" if seat is None else "seat", "seat": seat,
            "version": self.version, "over": self.game.is_over,
            "seats": [{"kind": kind, "online": up} for kind, up in zip(self.row.seats, online)],
            "legal": legal,
            "log": [{"player": player, "move": text, "events": events}
                    for player, text, events in zip(self.actors, log, told)],
        })
        return head[:-1] + ', "view": ' + view + "}"

    def record(self, seat: int) -> str:
        """The seat's record of the game (save_replay_for): no secret of
        another, no seed, no dice."""
        return self.game.record(seat)

    def close(self) -> None:
        self.game.close()
