# SPDX-License-Identifier: MIT
"""Raw access to libtoywar's C functions, as the API description declares
them (toywar._api), for what the typed layer does not cover: a host's own
C code, a test of the C API itself.

>>> from toywar import capi
>>> capi.call("tw_games_count")
3
>>> with capi.recording() as calls:
...     _ = toywar.Game("gearhead", seed=1).num_players
>>> calls["tw_game_num_players"]
1

``FUNCTIONS`` lists every exported function; ``function(name)`` is the
loaded library's ctypes function, its restype and argtypes declared;
``recording()`` counts every call made through the library, by the
package or by the caller, while it is open (the test that every exported
function is reached uses it).
"""

from __future__ import annotations

import collections
import contextlib
import threading
from typing import Any, Callable, Counter, Iterator, Tuple

from . import _api, _core
from .errors import LibraryError

#: Every exported function of the description, in the headers' order.
FUNCTIONS: Tuple[str, ...] = _api.FUNCTIONS
#: Each function's (restype, argtypes).
PROTOTYPES = _api.PROTOTYPES

_LOCK = threading.Lock()
_RECORDING = False


def function(name: str) -> Any:
    """The loaded library's function ``name`` (one of FUNCTIONS), declared;
    LibraryError when the library lacks it, KeyError for a name that is no
    function of the API."""
    if name not in PROTOTYPES:
        raise KeyError("%s is no function of libtoywar's API" % name)
    return getattr(_core.need(name), name)


def call(name: str, *args: Any) -> Any:
    """Calls ``name`` with ``args`` as ctypes converts them; what it returns
    is C's (a status is not raised: this is the raw API)."""
    return function(name)(*args)


def _recorder(counts: Counter[str], name: str, original: Any) -> Callable[..., Any]:
    def recorded(*args: Any) -> Any:
        counts[name] += 1
        return original(*args)
    recorded.__name__ = name
    setattr(recorded, "original", original)
    return recorded


@contextlib.contextmanager
def recording() -> Iterator[Counter[str]]:
    """Counts the calls of every function of the API, by name, for as long
    as the ``with`` block runs: every call through the loaded library, the
    package's own included. One recording at a time (RuntimeError for a
    second); meant for tests, it slows each call a little."""
    global _RECORDING
    c = _core.lib()
    with _LOCK:
        if _RECORDING:
            raise RuntimeError("capi.recording() is already open")
        _RECORDING = True
    counts: Counter[str] = collections.Counter()
    originals = {}
    try:
        for name in FUNCTIONS:
            try:
                original = getattr(c, name)
            except AttributeError:
                continue
            originals[name] = original
            setattr(c, name, _recorder(counts, name, original))
        yield counts
    finally:
        for name, original in originals.items():
            setattr(c, name, original)
        with _LOCK:
            _RECORDING = False


def missing() -> Tuple[str, ...]:
    """The functions of the API that the loaded library lacks (none for a
    library of this package's version)."""
    c = _core.lib()
    absent = []
    for name in FUNCTIONS:
        try:
            getattr(c, name)
        except AttributeError:
            absent.append(name)
    return tuple(absent)


__all__ = ["FUNCTIONS", "PROTOTYPES", "function", "call", "recording", "missing",
           "LibraryError"]
