# SPDX-License-Identifier: MIT
"""Python bindings of libtoywar, with ctypes and the standard library only.

>>> import toywar
>>> game = toywar.Game("gearhead", seed=7)
>>> game.advance()                      # the dice: roll-off and first draw
[Move(65543, 'roll:7'), Move(65539, 'roll:3'), Move(131081, 'draw:R')]
>>> print(game.legal_moves()[0])        # moves print as their notation
place:a1
>>> game.apply("place:a1")
>>> game.winner is None                 # None until the game is over
True

The library is found through the environment variable TOYWAR_LIBRARY, the
installed prefix, or the build tree of the checkout the package is imported
from (see toywar._lib), on first use. Every error a caller can cause raises
a ToywarError subclass (also a TypeError or a ValueError where Python's
conventions say so).
"""

from . import capi, droids, gearhead, toybattle
from ._api import EventKind, ParamKind, Status
from ._core import lib, library_path
from .catalog import ParamSpec, about, game_params, game_players, games
from ._version import __version__
from .errors import (ArgumentError, ClosedGameError, IllegalMoveError, LibraryError,
                     LibraryVersionWarning, LimitError, OutOfMemoryError, ParamError,
                     ParseError, RngError, RngTypeError, StateError, ToywarError,
                     ToywarTypeError, UnknownGameError)
from .game import (ADVANCE_MAX, CHANCE, HIDDEN, MOVES_MAX, TERMINAL, VIEW_ALL, WINNER_DRAW,
                   WINNER_NOBODY, WINNER_NONE, Alloc, Event, Game, Hidden, Move, Outcome, Turn,
                   VersionInfo, View, event_kind_name, version, version_info)
from .infostate import InfoState

__all__ = [
    "__version__",
    "Game", "InfoState", "Move", "Outcome", "Turn", "View", "ParamSpec", "Event", "Hidden",
    "games", "game_params", "game_players", "about", "version", "version_info", "VersionInfo",
    "event_kind_name", "lib", "library_path", "Alloc", "EventKind", "ParamKind", "Status",
    "gearhead", "droids", "toybattle", "capi",
    "ToywarError", "ToywarTypeError", "ArgumentError", "UnknownGameError",
    "IllegalMoveError", "ParseError", "ParamError", "OutOfMemoryError", "StateError",
    "ClosedGameError", "RngError", "RngTypeError", "LimitError", "LibraryError",
    "LibraryVersionWarning",
    "CHANCE", "TERMINAL", "VIEW_ALL", "WINNER_NONE", "WINNER_DRAW", "WINNER_NOBODY", "HIDDEN",
    "MOVES_MAX", "ADVANCE_MAX",
]
