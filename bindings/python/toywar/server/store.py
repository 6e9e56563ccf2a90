# SPDX-License-Identifier: MIT
"""The server's durable state: one SQLite file in WAL mode.

Every game is a row (its name, params, seats, the key and counter of its
dice, when it last moved) with its moves, one row each, and the digests of
its links' tokens (never the tokens). A move is acknowledged only once the
transaction that appends it (and the dice counter it left) has committed,
with ``synchronous=FULL``: a server killed at any instant restarts with
every acknowledged move, and the dice go on from where they were.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Dict, Iterator, List, Sequence, Tuple

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id           TEXT PRIMARY KEY,
    game         TEXT NOT NULL,
    params       TEXT NOT NULL,
    seats        TEXT NOT NULL,     -- JSON list: "human" or a bot spec, by seat
    dice_key     BLOB NOT NULL,     -- the server's generator for this game: never sent
    dice_counter INTEGER NOT NULL,
    bot_seed     INTEGER NOT NULL,
    created      REAL NOT NULL,
    touched      REAL NOT NULL      -- the last move (or the creation)
);
CREATE TABLE IF NOT EXISTS tokens (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,       -- a player, or -1 for the spectators' link
    digest  BLOB NOT NULL,          -- SHA-256 of the token's secret
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n       INTEGER NOT NULL,       -- 0 for the first move
    move    INTEGER NOT NULL,       -- the library's code (tw_move)
    PRIMARY KEY (game_id, n)
);
"""

SPECTATOR = -1  #: the seat of the spectators' link in the tokens table

#: What Store.append stores of one game: its id, the index of the first new
#: move, the new moves, the dice counter they left, when.
Appended = Tuple[str, int, Sequence[int], int, float]


@dataclass
class GameRow:
    """One stored game."""

    id: str
    game: str
    params: str
    seats: List[str]
    dice_key: bytes
    dice_counter: int
    bot_seed: int
    created: float
    touched: float
    digests: Dict[int, bytes] = field(default_factory=dict)
    moves: List[int] = field(default_factory=list)


class Store:
    """The SQLite file. One thread at a time uses it: the server's database
    thread (toywar.server.app.Committer), or whoever made it before."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        self._db.close()

    def _transaction(self) -> "_Transaction":
        return _Transaction(self._db)

    def create(self, row: GameRow) -> None:
        """Stores a new game, its tokens' digests and its first moves."""
        with self._transaction() as db:
            db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (row.id, row.game, row.params, json.dumps(row.seats), row.dice_key,
                        row.dice_counter, row.bot_seed, row.created, row.touched))
            db.executemany("INSERT INTO tokens VALUES (?, ?, ?)",
                           [(row.id, seat, digest) for seat, digest in row.digests.items()])
            self._insert_moves(db, row.id, 0, row.moves)

    @staticmethod
    def _insert_moves(db: sqlite3.Connection, game_id: str, first: int,
                      moves: Sequence[int]) -> None:
        db.executemany("INSERT INTO moves VALUES (?, ?, ?)",
                       [(game_id, first + i, move) for i, move in enumerate(moves)])

    def append(self, batch: Sequence[Appended]) -> None:
        """Appends the moves of each game of ``batch`` with the dice counter
        they left, all in one transaction (one write to the disk, however
        many games moved): all of it is durable when this returns, or none
        of it (an exception)."""
        with self._transaction() as db:
            for game_id, first, moves, dice_counter, touched in batch:
                self._insert_moves(db, game_id, first, moves)
                db.execute("UPDATE games SET dice_counter = ?, touched = ? WHERE id = ?",
                           (dice_counter, touched, game_id))

    def delete(self, game_id: str) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def games(self) -> Iterator[GameRow]:
        """Every stored game, with its moves and digests, oldest first."""
        rows = self._db.execute("SELECT id, game, params, seats, dice_key, dice_counter, "
                                "bot_seed, created, touched FROM games ORDER BY created")
        for values in rows.fetchall():
            row = GameRow(values[0], values[1], values[2], json.loads(values[3]),
                          bytes(values[4]), *values[5:])
            row.digests = {seat: bytes(digest) for seat, digest in self._db.execute(
                "SELECT seat, digest FROM tokens WHERE game_id = ?", (row.id,))}
            row.moves = [move for (move,) in self._db.execute(
                "SELECT move FROM moves WHERE game_id = ? ORDER BY n", (row.id,))]
            yield row


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on an exception."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> sqlite3.Connection:
        self._db.execute("BEGIN IMMEDIATE")
        return self._db

    def __exit__(self, kind: object, *rest: object) -> None:
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")
