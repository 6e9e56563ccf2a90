# SPDX-License-Identifier: MIT
"""The errors of the package, all subclasses of :class:`ToywarError`.

A failing library call raises the subclass of its status, carrying the
status code, its name (``tw_status_string``) and the library's detailed
message (``tw_game_error``). The package checks what Python must before
calling (types, what fits a C type, the values a Python RNG returns) and
raises the same classes with a message that names what was wrong; the
rules of the games and their params are the library's, in its words.

The ones that are type or value errors by Python's conventions are also
:class:`TypeError` or :class:`ValueError`, so ``except ValueError`` catches
a bad seed as it would catch ``int("x")``.
"""

from __future__ import annotations

from typing import Dict, Optional, Type

from ._api import Status

# The statuses, from the API description (toywar._api.Status).
OK = int(Status.OK)
E_ARG = int(Status.E_ARG)
E_ILLEGAL = int(Status.E_ILLEGAL)
E_PARSE = int(Status.E_PARSE)
E_PARAM = int(Status.E_PARAM)
E_NOMEM = int(Status.E_NOMEM)
E_STATE = int(Status.E_STATE)
E_RNG = int(Status.E_RNG)

#: tw_status_string() of each status (the library's static text).
_STATUS_NAMES = {
    E_ARG: "bad argument",
    E_ILLEGAL: "illegal move",
    E_PARSE: "parse error",
    E_PARAM: "bad param",
    E_NOMEM: "out of memory",
    E_STATE: "wrong state",
    E_RNG: "RNG failure",
}


class ToywarError(Exception):
    """Something the package or the library refused.

    Attributes: ``status`` (the negative ``tw_status`` of the failure, or
    the one the library would have given for a failure the package caught
    first), ``status_name`` (its name, e.g. ``"illegal move"``) and
    ``message`` (the detailed message, which may be empty).
    """

    default_status = E_ARG

    def __init__(self, message: str = "", status: Optional[int] = None,
                 status_name: Optional[str] = None) -> None:
        self.status: int = self.default_status if status is None else status
        self.status_name: str = (status_name if status_name is not None
                                 else _STATUS_NAMES.get(self.status, "error"))
        self.message: str = message
        self.text: str = self.status_name + (": " + message if message else "")
        super().__init__(self.text)

    def __str__(self) -> str:
        # KeyError and OSError, among our bases, would write args otherwise.
        return self.text


class ToywarTypeError(ToywarError, TypeError):
    """An argument of the wrong Python type (``apply(None)``, ``seed=1.5``)."""


class ArgumentError(ToywarError, ValueError):
    """TW_E_ARG: an argument out of range (``seed=-1``, a bad viewer)."""


class UnknownGameError(ArgumentError, KeyError):
    """A game name the library does not know; the message lists the games."""


class IllegalMoveError(ToywarError, ValueError):
    """TW_E_ILLEGAL: the move is not legal here; the state is unchanged."""

    default_status = E_ILLEGAL


class ParseError(ToywarError, ValueError):
    """TW_E_PARSE: malformed text (a move, a position, a replay)."""

    default_status = E_PARSE


class ParamError(ToywarError, ValueError):
    """TW_E_PARAM: an unknown or bad game param; the message names the key
    and what it allows."""

    default_status = E_PARAM


class OutOfMemoryError(ToywarError, MemoryError):
    """TW_E_NOMEM: an allocation failed; the state is unchanged."""

    default_status = E_NOMEM


class StateError(ToywarError):
    """TW_E_STATE: not possible now (undo at the start, roll at a decision)."""

    default_status = E_STATE


class ClosedGameError(StateError, ValueError):
    """A method of a game after :meth:`toywar.Game.close` (a ValueError, as
    for a closed file)."""


class RngError(ToywarError, ValueError):
    """TW_E_RNG: the RNG returned a value out of range (the message gives the
    value and its bound), or the dice never let the game reach a decision."""

    default_status = E_RNG


class RngTypeError(RngError, ToywarTypeError):
    """A Python RNG returned something that is not an int."""


class LimitError(ToywarError, RuntimeError):
    """A loop of the package reached the bound it was given (``play()``'s
    ``max_decisions``)."""

    default_status = E_STATE


class LibraryError(ToywarError, OSError):
    """libtoywar could not be loaded: not found, or a version this package
    cannot use. The message says where it looked."""


class LibraryVersionWarning(RuntimeWarning):
    """The loaded library is older than this package: calls it lacks fail."""


_BY_STATUS: Dict[int, Type[ToywarError]] = {
    E_ARG: ArgumentError,
    E_ILLEGAL: IllegalMoveError,
    E_PARSE: ParseError,
    E_PARAM: ParamError,
    E_NOMEM: OutOfMemoryError,
    E_STATE: StateError,
    E_RNG: RngError,
}


def error_for(status: int, status_name: str, message: str) -> ToywarError:
    """The exception for a negative status the library returned."""
    return _BY_STATUS.get(status, ToywarError)(message, status, status_name)
