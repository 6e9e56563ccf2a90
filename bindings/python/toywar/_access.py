# SPDX-License-Identifier: MIT
"""The mechanics the generated wrappers (toywar.gearhead, toywar.droids,
toywar.toybattle) share: the API convention of docs/abi.md once.

- a status or a value's negative status becomes its exception, with the
  message of the game's handle (or, for a creator, of the calling
  thread's last failed creation): the library's own words;
- TW_NONE is None, TW_HIDDEN is toywar.HIDDEN, an enum's value its
  IntEnum;
- an array or a text is read with the length-needed protocol (ask with
  NULL and 0, then read exactly that many).

Nothing here knows a rule of the library: an index is checked only to be
an int that fits a C int; whether it is in range the library says.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable, List, Optional, Sequence

from . import _api, _core
from .catalog import Params, params_text
from .errors import ArgumentError, ToywarTypeError
from .game import HIDDEN, Game, View

#: A call of a C function that takes its trailing arguments (the arrays
#: and their capacity, or a buffer and its capacity) from the caller.
Call = Callable[..., Any]


def lib() -> ctypes.CDLL:
    """The loaded library, its prototypes declared."""
    return _core.lib()


def handle(game: object) -> int:
    """The handle of a Game (ClosedGameError once closed)."""
    if not isinstance(game, Game):
        raise ToywarTypeError("expected a toywar.Game, not %s" % type(game).__name__)
    return game.handle


def index(value: object, what: str) -> int:
    """An int argument: an int (or any integer type, never a bool) that fits a C int."""
    return _core.c_int(value, what)


def viewer(value: object) -> int:
    """A viewer: a player index or toywar.VIEW_ALL (None is refused: a
    viewer is chosen, never had by default)."""
    if value is View.ALL:
        return _api.VIEW_ALL
    if value is None:
        raise ToywarTypeError("viewer is required: a player index or toywar.VIEW_ALL "
                              "(None is no viewer)")
    return index(value, "viewer")


def encode(value: object, what: str) -> bytes:
    """A str argument as a C string."""
    return _core.encode(value, what)


def params(value: Params, seed: Optional[int]) -> bytes:
    """A creator's params (as Game() takes them) as the library's text."""
    return params_text(value, seed).encode("utf-8")


def _raise(owner: Optional[Game], status: int) -> Any:
    _core.raise_status(status, owner.handle if owner is not None else None)


def status(owner: Optional[Game], result: int) -> None:
    """A status: TW_OK, or the exception of an error."""
    if result != 0:
        _raise(owner, result)


def value(owner: Optional[Game], result: int) -> int:
    """A value: >= 0 or a special (<= -100); the exception of an error (-1..-99)."""
    if -100 < result < 0:
        _raise(owner, result)
    return result


def yes_no(owner: Optional[Game], result: int) -> bool:
    """A yes/no answer."""
    if result < 0:
        _raise(owner, result)
    return result == 1


def field(raw: int, kind: Optional[Callable[[int], Any]] = None, *, none: bool = False,
          hidden: bool = False) -> Any:
    """A value read: None for TW_NONE, HIDDEN for TW_HIDDEN (where the
    function may answer them), else ``kind(raw)`` (an IntEnum, the Flag)
    or the int."""
    if none and raw == _api.NONE:
        return None
    if hidden and raw == _api.HIDDEN:
        return HIDDEN
    return kind(raw) if kind is not None else raw


def static_text(result: Optional[bytes], what: str) -> str:
    """Static text; NULL (a value that names nothing) is an ArgumentError."""
    if result is None:
        raise ArgumentError("%s: the library names nothing for that value" % what)
    return result.decode("utf-8")


def arrays(owner: Optional[Game], call: Call, types: Sequence[Any]) -> List[List[int]]:
    """The arrays a reader fills, each as a list: asked with NULL and 0
    first, then read with exactly the room it needs."""
    count = value(owner, call(*([None] * len(types)), 0))
    buffers = [(kind * max(count, 1))() for kind in types]
    count = value(owner, call(*buffers, count))
    return [list(buffer[:count]) for buffer in buffers]


def text(owner: Optional[Game], call: Call, room: int = 256) -> str:
    """The text a writer gives (the length-needed convention)."""
    return _core.read_text(call, lambda result: value(owner, result), room)[0]


def message(call: Call, room: int = 256) -> str:
    """A checker's answer: "" for TW_OK, the reason for TW_E_PARSE (a
    refused text is an answer, not an error); any other status raises."""
    while True:
        buffer = ctypes.create_string_buffer(room)
        result = call(buffer, room)
        if result not in (0, _api.Status.E_PARSE):
            _raise(None, result)
        reason = buffer.value.decode("utf-8")
        if len(reason) < room - 1:
            return reason
        room *= 4


def create(call: Callable[[Any], Any]) -> Game:
    """The Game a creator makes (tw_game ** last); its error, with the
    thread's message (tw_game_error(NULL)), otherwise."""
    out = ctypes.c_void_p()
    result = call(ctypes.byref(out))
    if result != 0 or not out.value:
        _raise(None, result)
    return Game.adopt(int(out.value or 0))
