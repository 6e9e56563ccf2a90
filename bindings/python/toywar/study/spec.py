# SPDX-License-Identifier: MIT
"""The study file: reading, checking, and the plan it describes.

A study file (TOML or JSON, the same keys; docs/studies.md) declares games
with their params, bots and lineups, how many games and the base seed. It
expands into *cells*: one param combination of one ``[[games]]`` block
with one lineup (or one pair of a round robin), each playing ``games``
games. Every game of the study has a global index ``i`` (cells in order,
games in order within a cell) and is seeded ``seed + i``. Cells are cut
into *shards* of consecutive indices (a seed range), the unit of work that
a Dask task plays and the results file records as finished.
"""

import hashlib
import itertools
import json
import os
import re
from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, NoReturn, Optional, Sequence, Tuple

import toywar

from . import bots
from .errors import StudyFileError

FORMAT_VERSION = 1
Payload = Dict[str, Any]    #: Study.payload(): what a task needs, plain data
MAX_SEED = (1 << 64) - 1
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$")

_TOP_KEYS = {
    "name": "the study's name (letters, digits, - _ . :)",
    "title": "a title for the report",
    "description": "what the study asks, for the report",
    "seed": "the base seed: game i is seeded seed + i",
    "shard_size": "games per task (a seed range)",
    "replays": "keep each game's replay in its record",
    "max_decisions": "decisions after which a game counts as endless (an error)",
    "bots": "a table: bot name = twbot spec (`toywar bots` lists the kinds)",
    "games": "the [[games]] blocks",
    "scaling": "notes on scaling the study up (free text, for the reader)",
}
_BLOCK_KEYS = {
    "game": "the game's name",
    "games": "games per cell (param combination and lineup or pair)",
    "params": "the game's params; a list sweeps its values",
    "lineups": "lineups: each a list of bot names by seat",
    "round_robin": "bot names: every pair plays, seats alternating",
    "rotate": "rotate each lineup over the seats from game to game",
    "label": "a heading for the block in the report",
}


@dataclass(frozen=True)
class Cell:
    """One param combination and lineup of a block, and its games."""
    block: int          #: index of its [[games]] block
    game: str
    params: Tuple[Tuple[str, Any], ...]  #: ((key, value), ...) in the file's order
    lineup: Tuple[str, ...]  #: bot names, one per seat (padded), before rotation
    rotate: bool
    games: int
    offset: int         #: global index of its first game

    def seats(self, index: int) -> List[str]:
        """The bot names by seat of the game of global index ``index``."""
        return seats_of(self.lineup, self.rotate, index - self.offset)


def seats_of(lineup: Sequence[str], rotate: bool, local: int) -> List[str]:
    """The bot names by seat of a cell's game number ``local`` (0 first):
    the lineup, or with ``rotate`` the lineup turned by ``local`` seats
    (seat s gets entry (s + local) mod seats), as `toywar selfplay` does."""
    count = len(lineup)
    if not rotate:
        return list(lineup)
    return [lineup[(seat + local) % count] for seat in range(count)]


@dataclass(frozen=True)
class Shard:
    """Consecutive games of one cell: global indices start .. start+count-1."""
    cell: int
    start: int
    count: int

    @property
    def key(self) -> str:
        return "%d+%d" % (self.start, self.count)


@dataclass(frozen=True)
class Block:
    """A [[games]] block as the report needs it."""
    index: int
    game: str
    label: str
    swept: Tuple[str, ...]  #: the param keys with several values
    round_robin: Tuple[str, ...]  #: bot names of a round robin, () for lineups


@dataclass(frozen=True)
class Study:
    """A checked study: its settings, bots, blocks, cells and shards."""
    path: str
    name: str
    title: str
    description: str
    scaling: str
    seed: int
    shard_size: int
    replays: bool
    max_decisions: int
    bots: Dict[str, str]  #: bot name -> twbot spec
    blocks: Tuple[Block, ...]
    cells: Tuple[Cell, ...]

    @property
    def total_games(self) -> int:
        return sum(cell.games for cell in self.cells)

    def shards(self) -> List[Shard]:
        """Every shard, in index order."""
        out = []
        for number, cell in enumerate(self.cells):
            for start in range(0, cell.games, self.shard_size):
                out.append(Shard(number, cell.offset + start,
                                 min(self.shard_size, cell.games - start)))
        return out

    def payload(self) -> Payload:
        """What a task needs, as plain data (pickled to the workers)."""
        return {
            "seed": self.seed, "replays": self.replays,
            "max_decisions": self.max_decisions, "bots": dict(self.bots),
            "cells": [[c.game, list(c.params), list(c.lineup), c.rotate, c.offset]
                      for c in self.cells],
        }

    def fingerprint(self) -> str:
        """A hash of everything that decides the records (not the title,
        description or scaling notes): a results file is resumed only by
        the study that wrote it."""
        data = dict(self.payload(), shard_size=self.shard_size, version=FORMAT_VERSION,
                    games=[c.games for c in self.cells])
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]

    def describe(self) -> str:
        """The plan in a few lines (toywar-study --check)."""
        lines = ["study %s: %d games in %d cells, %d shards of up to %d, seeds %d..%d"
                 % (self.name, self.total_games, len(self.cells), len(self.shards()),
                    self.shard_size, self.seed, self.seed + self.total_games - 1)]
        for cell in self.cells:
            lines.append("  %-10s %-40s %-28s %5d games%s" % (
                cell.game, params_text(cell.params) or "(defaults)",
                " vs ".join(cell.lineup), cell.games, " (rotating)" if cell.rotate else ""))
        return "\n".join(lines)


def params_text(params: Sequence[Tuple[str, Any]]) -> str:
    """Params as the library reads them: "key=value key=value"."""
    return " ".join("%s=%s" % (key, value) for key, value in params)


# ---- reading ------------------------------------------------------------------

def load(path: str, check_library: bool = True) -> Study:
    """Reads and checks the study file at ``path`` (.toml or .json).

    Raises StudyFileError naming the file and key for any problem. With
    ``check_library`` (the default) every param combination is tried on
    the library and every bot spec on the bots' library, so a typo in a
    map's name fails here, not in a worker an hour later.
    """
    data = _read(path)
    return _Checker(path, check_library).study(data)


def _read(path: str) -> Dict[str, Any]:
    ext = os.path.splitext(path)[1].lower()
    if ext not in (".toml", ".json"):
        raise StudyFileError("%s: a study file is .toml or .json" % path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise StudyFileError("%s: cannot read: %s" % (path, exc.strerror or exc)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StudyFileError("%s: not UTF-8 text" % path) from None
    if ext == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise StudyFileError("%s: not valid JSON: %s (line %d, column %d)"
                                 % (path, exc.msg, exc.lineno, exc.colno)) from None
    else:
        try:
            import tomllib  # Python 3.11
        except ImportError:
            raise StudyFileError("%s: reading TOML needs Python 3.11 or later (tomllib); "
                                 "this is %d.%d: use a JSON study file" % (
                                     path, *__import__("sys").version_info[:2])) from None
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise StudyFileError("%s: not valid TOML: %s" % (path, exc)) from None
    if not isinstance(data, dict):
        raise StudyFileError("%s: the top level must be a table (an object)" % path)
    return data


class _Checker:
    """Checks the decoded file key by key; every error names its key."""

    def __init__(self, path: str, check_library: bool) -> None:
        self.path = path
        self.check_library = check_library

    def fail(self, key: str, message: str) -> NoReturn:
        raise StudyFileError("%s: %s: %s" % (self.path, key, message))

    def known_keys(self, table: Mapping[str, Any], known: Mapping[str, str],
                   where: str) -> None:
        for key in table:
            if key not in known:
                self.fail(where + key, "unknown key (known: %s)" % ", ".join(sorted(known)))

    def typed(self, table: Mapping[str, Any], key: str, kinds: Tuple[type, ...], where: str,
              default: Any = None, required: bool = False) -> Any:
        if key not in table:
            if required:
                self.fail(where + key, "missing (%s)" % (_TOP_KEYS.get(key)
                                                       or _BLOCK_KEYS.get(key)))
            return default
        value = table[key]
        if isinstance(value, bool) and bool not in kinds:
            self.fail(where + key, "expected %s, got a boolean" % _kind_names(kinds))
        if not isinstance(value, kinds):
            self.fail(where + key, "expected %s, got %r" % (_kind_names(kinds), value))
        return value

    def integer(self, table: Mapping[str, Any], key: str, where: str, low: int, high: int,
                default: Optional[int] = None, required: bool = False) -> Any:
        value = self.typed(table, key, (int,), where, default, required)
        if value is not None and not low <= value <= high:
            self.fail(where + key, "%d is out of range %d..%d" % (value, low, high))
        return value

    def study(self, data: Dict[str, Any]) -> Study:
        self.known_keys(data, _TOP_KEYS, "")
        name = self.typed(data, "name", (str,), "", required=True)
        if not _NAME.match(name):
            self.fail("name", "%r: use letters, digits and - _ . : (up to 64)" % name)
        seed = self.integer(data, "seed", "", 0, MAX_SEED, default=1)
        shard_size = self.integer(data, "shard_size", "", 1, 100000, default=10)
        max_decisions = self.integer(data, "max_decisions", "", 1, 10 ** 9, default=100000)
        replays = self.typed(data, "replays", (bool,), "", default=False)
        bot_table = self.bots(self.typed(data, "bots", (dict,), "", required=True))
        blocks_data = self.typed(data, "games", (list,), "", required=True)
        if not blocks_data:
            self.fail("games", "needs at least one [[games]] block")
        blocks: List[Block] = []
        cells: List[Cell] = []
        for number, block in enumerate(blocks_data):
            where = "games[%d]." % number
            if not isinstance(block, dict):
                self.fail(where[:-1], "expected a table ([[games]])")
            blocks.append(self.block(block, number, where, bot_table, cells))
        if seed + sum(c.games for c in cells) - 1 > MAX_SEED:
            self.fail("seed", "the seeds seed + i run past %d" % MAX_SEED)
        return Study(path=self.path, name=name,
                     title=self.typed(data, "title", (str,), "", default=name),
                     description=self.typed(data, "description", (str,), "", default=""),
                     scaling=self.typed(data, "scaling", (str,), "", default=""),
                     seed=seed, shard_size=shard_size, replays=replays,
                     max_decisions=max_decisions, bots=bot_table,
                     blocks=tuple(blocks), cells=tuple(cells))

    def bots(self, table: Dict[str, Any]) -> Dict[str, str]:
        if not table:
            self.fail("bots", "needs at least one bot: name = \"random\" or \"mcts:ITER\"")
        for name, spec in table.items():
            if not _NAME.match(name):
                self.fail("bots." + name, "a bot's name uses letters, digits and - _ . :")
            if not isinstance(spec, str):
                self.fail("bots." + name, "expected a bot spec string, got %r" % (spec,))
            if self.check_library:
                problem = bots.spec_error(spec)
                if problem:
                    self.fail("bots." + name, problem)
        return dict(table)

    def block(self, block: Dict[str, Any], number: int, where: str,
              bot_table: Dict[str, str], cells: List[Cell]) -> Block:
        self.known_keys(block, _BLOCK_KEYS, where)
        game = self.typed(block, "game", (str,), where, required=True)
        if self.check_library and game not in toywar.games():
            self.fail(where + "game", "unknown game %r (this library plays: %s)"
                      % (game, ", ".join(toywar.games())))
        count = self.integer(block, "games", where, 1, 10 ** 9, required=True)
        combos, swept = self.params(self.typed(block, "params", (dict,), where, default={}),
                                    where + "params")
        lineups, rotate, ranked = self.lineups(block, where, bot_table)
        label = self.typed(block, "label", (str,), where, default=game)
        for params in combos:
            seats = self.seat_count(game, params, where)
            if ranked and seats != 2:
                self.fail(where + "round_robin", "a round robin needs 2 seats; %s %s has %d"
                          % (game, params_text(params) or "(defaults)", seats))
            for lineup in lineups:
                if len(lineup) > seats:
                    self.fail(where + "lineups", "%d bots for %d seats in %s %s"
                              % (len(lineup), seats, game, params_text(params)))
                full = tuple(lineup) + (lineup[-1],) * (seats - len(lineup))
                offset = cells[-1].offset + cells[-1].games if cells else 0
                cells.append(Cell(number, game, params, full, rotate, count, offset))
        return Block(number, game, label, swept, tuple(ranked))

    def params(self, table: Dict[str, Any], where: str
               ) -> Tuple[List[Tuple[Tuple[str, Any], ...]], Tuple[str, ...]]:
        keys, choices, swept = [], [], []
        for key, value in table.items():
            if key == "seed":
                self.fail(where + ".seed", "the seed of each game is the study's seed + i")
            values = value if isinstance(value, list) else [value]
            if not values:
                self.fail(where + "." + key, "an empty list sweeps nothing")
            for item in values:
                if not isinstance(item, (str, int)) or isinstance(item, bool):
                    self.fail(where + "." + key, "a param value is a string or an integer "
                              "(write on/off, yes/no as the game names them), got %r"
                              % (item,))
            if len(set(map(repr, values))) != len(values):
                self.fail(where + "." + key, "a value is listed twice")
            keys.append(key)
            choices.append(values)
            if len(values) > 1:
                swept.append(key)
        combos = [tuple(zip(keys, chosen)) for chosen in itertools.product(*choices)]
        return combos, tuple(swept)

    def lineups(self, block: Dict[str, Any], where: str, bot_table: Dict[str, str]
                ) -> Tuple[List[Sequence[str]], bool, List[str]]:
        has_lineups, has_pairs = "lineups" in block, "round_robin" in block
        if has_lineups == has_pairs:
            self.fail(where[:-1], "give either lineups = [[bot, ...], ...] or "
                      "round_robin = [bot, ...]")
        if has_pairs:
            names = self.names(self.typed(block, "round_robin", (list,), where),
                               where + "round_robin", bot_table)
            if len(names) < 2 or len(set(names)) != len(names):
                self.fail(where + "round_robin", "needs at least two different bots")
            if "rotate" in block and block["rotate"] is not True:
                self.fail(where + "rotate", "a round robin always alternates the seats")
            pairs: List[Sequence[str]] = list(itertools.combinations(names, 2))
            return pairs, True, names
        lineups = self.typed(block, "lineups", (list,), where)
        if not lineups:
            self.fail(where + "lineups", "needs at least one lineup")
        checked: List[Sequence[str]] = []
        for number, lineup in enumerate(lineups):
            key = "%slineups[%d]" % (where, number)
            if not isinstance(lineup, list) or not lineup:
                self.fail(key, "a lineup is a non-empty list of bot names, one per seat")
            checked.append(self.names(lineup, key, bot_table))
        rotate = bool(self.typed(block, "rotate", (bool,), where, default=False))
        return checked, rotate, []

    def names(self, names: List[Any], key: str, bot_table: Dict[str, str]) -> List[str]:
        for name in names:
            if not isinstance(name, str) or name not in bot_table:
                self.fail(key, "%r is not a bot of [bots] (%s)"
                          % (name, ", ".join(bot_table)))
        return list(names)

    def seat_count(self, game: str, params: Tuple[Tuple[str, Any], ...], where: str) -> int:
        if not self.check_library:
            return _declared_players(params)
        try:
            with toywar.Game(game, params_text(params)) as trial:
                return trial.num_players
        except toywar.ToywarError as exc:
            self.fail(where + "params", "%s %s: %s" % (game, params_text(params), exc))
        return 0


def _declared_players(params: Sequence[Tuple[str, Any]]) -> int:
    for key, value in params:
        if key == "players" and isinstance(value, int):
            return value
    return 2


def _kind_names(kinds: Tuple[type, ...]) -> str:
    names = {str: "a string", int: "an integer", bool: "a boolean", list: "a list",
             dict: "a table"}
    return " or ".join(names.get(kind, kind.__name__) for kind in kinds)
