"""Python bindings of libtoywar, with ctypes and the standard library only.

>>> import toywar
>>> game = toywar.Game("gearhead", seed=7)
>>> game.advance()                      # the dice: roll-off and first draw
>>> game.legal_strings()[:2]
['place:a1', 'place:b1']
>>> game.apply("place:a1")

The library is found through the environment variable TOYWAR_LIBRARY, a
build tree of this checkout, or the system (see toywar._lib). Every failure
raises a ToywarError subclass carrying the library's status and message.
"""

from .errors import (ArgumentError, IllegalMoveError, OutOfMemoryError, ParamError,
                     ParseError, RngError, StateError, ToywarError)
from .game import (CHANCE, MOVES_MAX, TERMINAL, VIEW_ALL, WINNER_DRAW, WINNER_NOBODY,
                   WINNER_NONE, Game, about, games, lib, version)

__all__ = [
    "Game", "games", "about", "version", "lib",
    "ToywarError", "ArgumentError", "IllegalMoveError", "ParseError", "ParamError",
    "OutOfMemoryError", "StateError", "RngError",
    "CHANCE", "TERMINAL", "VIEW_ALL", "WINNER_NONE", "WINNER_DRAW", "WINNER_NOBODY",
    "MOVES_MAX",
]
