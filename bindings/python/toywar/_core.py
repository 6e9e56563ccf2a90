# SPDX-License-Identifier: MIT
"""The loaded library and the checks every call shares: status to
exception, str to bytes, ints range-checked before they reach ctypes."""

from __future__ import annotations

import ctypes
import operator
from typing import Any, Callable, NoReturn, Optional, Tuple, Type, TypeVar

from . import _lib
from .errors import (ArgumentError, ClosedGameError, ToywarError, ToywarTypeError,
                     error_for)

_LIB: Optional[ctypes.CDLL] = None
_PATH: Optional[str] = None

UINT64_MAX = 2**64 - 1
INT_MIN, INT_MAX = -2**31, 2**31 - 1


def lib() -> ctypes.CDLL:
    """The loaded ctypes library (loaded on first use; see toywar._lib)."""
    global _LIB, _PATH
    if _LIB is None:
        _LIB, _PATH = _lib.load()
    return _LIB


def library_path() -> str:
    """The path or name the library was loaded from."""
    lib()
    assert _PATH is not None
    return _PATH


def loaded() -> Optional[ctypes.CDLL]:
    """The library if it is loaded, else None (for finalizers)."""
    return _LIB


def need(function: str) -> ctypes.CDLL:
    """The library, if it has ``function``; LibraryError otherwise."""
    c = lib()
    _lib.need(c, _PATH, function)
    return c


def has_function(function: str) -> bool:
    """Whether the loaded library has ``function`` (an optional one)."""
    return _lib.has(lib(), function)


def text(value: Optional[bytes]) -> Optional[str]:
    """A C string as str (None stays None)."""
    return value.decode("utf-8") if value is not None else None


def raise_status(status: int, handle: Optional[int] = None) -> NoReturn:
    """Raises the exception of a negative status, with the message of
    ``handle`` (or of the calling thread, for a failed creation)."""
    c = lib()
    raise error_for(status, text(c.tw_status_string(status)) or "error",
                    text(c.tw_game_error(handle)) or "")


def encode(value: object, what: str) -> bytes:
    """``value`` as UTF-8 for a C string; it must be a str without NUL."""
    if not isinstance(value, str):
        raise ToywarTypeError("%s must be a str, not %s" % (what, type(value).__name__))
    if "\0" in value:
        raise ArgumentError("%s %r contains a NUL character" % (what, value))
    return value.encode("utf-8")


def integer(value: object, what: str) -> int:
    """``value`` as an int: an int or any integer type (operator.index),
    never a bool or a float."""
    if isinstance(value, bool):
        raise ToywarTypeError("%s must be an int, not bool" % what)
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise ToywarTypeError("%s must be an int, not %s"
                              % (what, type(value).__name__)) from None


def in_range(value: object, what: str, low: int, high: int,
             error: Type[ToywarError] = ArgumentError) -> int:
    """``value`` as an int in [low, high]; ``error`` otherwise."""
    number = integer(value, what)
    if not low <= number <= high:
        raise error("%s %d is out of range: it must be in %d..%d" % (what, number, low, high))
    return number


def c_int(value: object, what: str) -> int:
    """An int argument: an int (or any integer type, never a bool) that
    fits a C int; whether it is in the function's range, the library says."""
    return in_range(value, what, INT_MIN, INT_MAX)


def read_text(call: Callable[[Any, int], int], check: Callable[[int], int],
              room: int = 256) -> Tuple[str, int]:
    """The text a writing function gives, by the length-needed convention:
    ``call(buffer, size)`` returns the length the whole text needs (its
    status goes through ``check`` first); asked again with that much room
    when the first buffer was short. Returns the text and the room it
    took, for the caller to start with next time."""
    while True:
        buf = ctypes.create_string_buffer(room)
        need = check(call(buf, room))
        if need < room:
            return buf.value.decode("utf-8"), room
        room = need + 1


def seed(value: object) -> int:
    """A seed of the built-in generator: an int in 0..2^64-1, never wrapped."""
    return in_range(value, "seed", 0, UINT64_MAX)


_H = TypeVar("_H", bound="Handle")


class Handle:
    """A library handle that a Python object owns (a game, an information
    state): freed by close(), at the end of a ``with`` block, or by the
    garbage collector. A subclass names the C function that frees it
    (``_FREE``) and how a status becomes its exception (``_check``)."""

    _FREE = ""
    _CLOSED = "the handle is closed"
    _handle: Optional[int]
    _text_room = 256

    def close(self) -> None:
        """Frees the handle now (the garbage collector does it otherwise)."""
        c = loaded()
        if self._handle is not None and c is not None:
            getattr(c, self._FREE)(self._handle)
        self._handle = None

    def __del__(self) -> None:
        if getattr(self, "_handle", None) is not None:
            self.close()

    def __enter__(self: _H) -> _H:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _h(self) -> int:
        if self._handle is None:
            raise ClosedGameError(self._CLOSED)
        return self._handle

    def _check(self, status: int) -> int:
        raise NotImplementedError

    def _string(self, function: Callable[..., int], *args: Any) -> str:
        """The text a writing function gives (the length-needed convention)."""
        handle = self._h()
        text, self._text_room = read_text(lambda buf, size: function(handle, *args, buf, size),
                                          self._check, self._text_room)
        return text  # the next text of this handle starts with the room this one took
