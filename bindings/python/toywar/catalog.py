# SPDX-License-Identifier: MIT
"""What the library offers: its games, their players and params
(tw_games_*), and params as the library's text, which the library checks."""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass
from typing import Dict, List, Mapping, Optional, Tuple, Union

from . import _api, _core
from .errors import ParamError, ToywarTypeError, UnknownGameError


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
    if c.tw_games_param_kind(game, index) == _api.ParamKind.ENUM:
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


# ---- params as the library's text -----------------------------------------------------

_SEPARATORS = re.compile(r"[ \t\r\n,=]")


def _one(value: object, what: str) -> str:
    """A key or a value of a mapping as one token of the text: no value
    may smuggle in another param ("2 seed=1"). What the token means, the
    library checks."""
    if isinstance(value, bool):
        raise ToywarTypeError("%s must be an int or a str, not bool" % what)
    if isinstance(value, str):
        if not value or _SEPARATORS.search(value):
            raise ParamError("%s %r is not one token (no space, comma or '=')" % (what, value))
        return value
    return str(_core.integer(value, what))


def params_text(params: Params, seed: Optional[object] = None) -> str:
    """The params as the library's "key=value ..." text: a str as it is, a
    mapping's items written out (each key and value one token), and
    ``seed`` appended. Nothing else is checked here: the library checks
    every key and value when it makes the game, and its ParamError names
    the key and what it allows (an unknown key lists the game's keys)."""
    if params is None:
        words: List[str] = []
    elif isinstance(params, str):
        words = [params]
    elif isinstance(params, Mapping):
        words = []
        for key, value in params.items():
            if not isinstance(key, str):
                raise ToywarTypeError("param keys must be str, not %s" % type(key).__name__)
            words.append("%s=%s" % (_one(key, "a param's key"), _one(value, "param %r" % key)))
    else:
        raise ToywarTypeError("params must be a dict or a 'key=value ...' str, not %s"
                              % type(params).__name__)
    if seed is not None:
        words.append("seed=%d" % _core.integer(seed, "seed"))
    return " ".join(words)
