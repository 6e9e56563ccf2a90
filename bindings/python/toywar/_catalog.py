# SPDX-License-Identifier: MIT
"""What the library offers: its games, their players and params, and the
check of a game's params against them before tw_game_new() sees them."""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass
from typing import Dict, List, Mapping, Optional, Tuple, Union

from . import _core
from .errors import ParamError, ToywarTypeError, UnknownGameError

PARAM_INT = 1   #: TW_PARAM_INT
PARAM_ENUM = 2  #: TW_PARAM_ENUM

#: What Game() takes as params: a mapping of key to value, or the library's
#: "key=value key=value" text.
ParamValue = Union[int, str]
Params = Union[None, str, Mapping[str, ParamValue]]


@dataclass(frozen=True)
class ParamSpec:
    """One param of a game, as ``tw_games_param_*`` declare it.

    ``kind`` is ``"int"`` (a value in ``min..max``) or ``"enum"`` (one of
    ``values``; ``min`` 0, ``max`` ``len(values) - 1``). ``default`` is the
    value used when the param is not given: an int, or for an enum the
    name of the default value.
    """

    key: str
    kind: str
    min: int
    max: int
    default: ParamValue
    values: Tuple[str, ...]
    help: str

    def describe(self) -> str:
        """What the param allows, as an error message writes it."""
        if self.kind == "enum":
            return "one of " + ", ".join(self.values)
        return "an integer in %d..%d" % (self.min, self.max)


_GAMES: List[str] = []


def games() -> List[str]:
    """The names of the games the library plays, in its order."""
    if not _GAMES:
        c = _core.lib()
        _GAMES.extend(_core.text(c.tw_games_name(i)) or "" for i in range(c.tw_games_count()))
    return list(_GAMES)


def game_name(name: object) -> bytes:
    """``name`` as the C string of a game the library plays:
    ToywarTypeError if not a str, UnknownGameError naming the games if unknown."""
    if not isinstance(name, str):
        raise ToywarTypeError("the game's name must be a str, not %s" % type(name).__name__)
    known = games()
    if name not in known:
        raise UnknownGameError("no game %r; the games are: %s" % (name, ", ".join(known)))
    return name.encode("utf-8")


def about(name: str) -> str:
    """A game's description: summary, players and params, as text."""
    return _core.text(_core.lib().tw_games_about(game_name(name))) or ""


def game_players(name: str) -> Tuple[int, int]:
    """The fewest and the most players of a game."""
    encoded = game_name(name)
    c = _core.need("tw_games_players")
    low, high = ctypes.c_int(), ctypes.c_int()
    status = c.tw_games_players(encoded, ctypes.byref(low), ctypes.byref(high))
    if status != 0:
        _core.raise_status(status)
    return low.value, high.value


def _param(c: ctypes.CDLL, game: bytes, index: int) -> ParamSpec:
    low, high, default = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
    status = c.tw_games_param_range(game, index, ctypes.byref(low), ctypes.byref(high),
                                    ctypes.byref(default))
    if status != 0:
        _core.raise_status(status)
    key = _core.text(c.tw_games_param_key(game, index)) or ""
    help_text = _core.text(c.tw_games_param_help(game, index)) or ""
    if c.tw_games_param_kind(game, index) == PARAM_ENUM:
        values = tuple(_core.text(c.tw_games_param_value(game, index, v)) or ""
                       for v in range(low.value, high.value + 1))
        return ParamSpec(key, "enum", low.value, high.value, values[default.value], values,
                         help_text)
    return ParamSpec(key, "int", low.value, high.value, default.value, (), help_text)


_SPECS: Dict[str, Tuple[ParamSpec, ...]] = {}


def _specs(name: str) -> Tuple[ParamSpec, ...]:
    if name not in _SPECS:
        encoded = game_name(name)
        c = _core.need("tw_games_param_count")
        count = c.tw_games_param_count(encoded)
        if count < 0:
            _core.raise_status(count)
        _SPECS[name] = tuple(_param(c, encoded, i) for i in range(count))
    return _SPECS[name]


def game_params(name: str) -> List[ParamSpec]:
    """The params a game declares, in its order. The generic ``seed``
    (an integer in 0..2**64-1) is not listed: every game accepts it."""
    return list(_specs(name))


# ---- checking params before tw_game_new() --------------------------------------

_SEPARATORS = re.compile(r"[ \t\r\n,]+")


#: A param as given: its key, its value, and whether the value is text (of
#: the "key=value" str, so "3" is the int 3) or a Python value (of a dict or
#: seed=, which must have the param's type).
_Pair = Tuple[str, object, bool]


def _pairs(params: Params) -> List[_Pair]:
    if params is None:
        return []
    if isinstance(params, str):
        pairs: List[_Pair] = []
        for token in _SEPARATORS.split(params.strip(" \t\r\n,")):
            if not token:
                continue
            key, equals, value = token.partition("=")
            if not equals or not key:
                raise ParamError("param %r is not key=value" % token)
            pairs.append((key, value, True))
        return pairs
    if isinstance(params, Mapping):
        for key in params:
            if not isinstance(key, str):
                raise ToywarTypeError("param keys must be str, not %s" % type(key).__name__)
        return [(key, value, False) for key, value in params.items()]
    raise ToywarTypeError("params must be a dict or a 'key=value ...' str, not %s"
                          % type(params).__name__)


def _int_value(key: str, value: object, text: bool) -> int:
    """An int param's value: text must spell an integer (ParamError), a
    Python value must be an int (ToywarTypeError: "3" is no int)."""
    if text:
        assert isinstance(value, str)
        if not re.fullmatch(r"-?[0-9]+", value):
            raise ParamError("param %r: %r is not an integer" % (key, value))
        return int(value)
    return _core.integer(value, "param %r" % key)


def _check_value(game: str, spec: ParamSpec, value: object, text: bool) -> str:
    if spec.kind == "enum":
        if not isinstance(value, str):
            raise ToywarTypeError("param %r of %s must be a str, %s; not %s"
                                  % (spec.key, game, spec.describe(), type(value).__name__))
        if value not in spec.values:
            raise ParamError("param %r of %s: %r is not %s"
                             % (spec.key, game, value, spec.describe()))
        return value
    number = _int_value(spec.key, value, text)
    if not spec.min <= number <= spec.max:
        raise ParamError("param %r of %s: %d is out of range: %s"
                         % (spec.key, game, number, spec.describe()))
    return str(number)


def _check_seed(value: object, text: bool) -> str:
    number = _int_value("seed", value, text)
    return str(_core.in_range(number, "seed", 0, _core.UINT64_MAX, ParamError))


def params_text(game: str, params: Params, seed: Optional[object] = None) -> str:
    """The params as the library's text, every key and value checked first:
    ParamError for an unknown key (listing the keys), a key given twice, a
    value out of range or not among the allowed ones; ToywarTypeError for
    a value of the wrong type (in a dict or as ``seed``: an int for an
    integer param, a str for an enum; "3" is no int there, though the text
    "players=3" is). A library without the param functions
    checks the keys and values itself."""
    pairs = _pairs(params)
    if seed is not None:
        pairs.append(("seed", seed, False))
    checked = _core.has_function("tw_games_param_count")
    specs = {spec.key: spec for spec in _specs(game)} if checked else {}
    written: Dict[str, str] = {}
    for key, value, text in pairs:
        if key in written:
            raise ParamError("param %r given twice" % key)
        if key == "seed":
            written[key] = _check_seed(value, text)
        elif not checked:
            written[key] = str(value)
        elif key in specs:
            written[key] = _check_value(game, specs[key], value, text)
        else:
            raise ParamError("%s has no param %r; its params: %s"
                             % (game, key, ", ".join(list(specs) + ["seed"])))
    return " ".join("%s=%s" % pair for pair in written.items())
