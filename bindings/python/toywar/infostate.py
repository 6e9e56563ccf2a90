# SPDX-License-Identifier: MIT
"""InfoState: one seat's information state (tw_infostate), what the seat
knows of a game and nothing more.

A fair bot is given one instead of the game; a host that runs a bot
elsewhere sends its text (to_text(): a canonical position of all those the
seat cannot tell apart, never the real one). Copies and pickles go through
that text, so they hold no secret either.
"""

from __future__ import annotations

import ctypes
from typing import Any, Dict, NoReturn, Optional, Tuple

from . import _core
from .catalog import game_name
from .errors import E_RNG, ToywarTypeError, error_for
from .game import Game, Rng, _rng_box


class InfoState(_core.Handle):
    """What one seat knows of a game: ``game.infostate(seat)`` or
    ``InfoState.from_text(name, seat, text)``.

    ``seat``, ``game`` (the game's name), ``observation()``, ``hash``,
    ``to_text()``, ``sample(rng)`` (a game the seat cannot tell from the
    real one). ``copy.copy``, ``copy.deepcopy`` and ``pickle`` give equal,
    independent information states; two are equal when they are of the
    same game and seat with the same text.
    """

    _FREE = "tw_infostate_free"
    _CLOSED = "the information state is closed"

    def __init__(self) -> None:
        raise TypeError("an InfoState comes from Game.infostate(seat) or InfoState.from_text()")

    @classmethod
    def _adopt(cls, status: int, handle: ctypes.c_void_p) -> "InfoState":
        if status != 0:
            _raise(status, None)
        info = cls.__new__(cls)
        info._handle = handle.value
        return info

    @classmethod
    def of(cls, game: Game, seat: int) -> "InfoState":
        """``seat``'s information state of ``game`` now (Game.infostate())."""
        c = _core.need("tw_infostate_new")
        handle = ctypes.c_void_p()
        status = c.tw_infostate_new(game.handle, seat, ctypes.byref(handle))
        if status != 0:
            _core.raise_status(status, game.handle)
        return cls._adopt(status, handle)

    @classmethod
    def from_text(cls, name: str, seat: int, text: str) -> "InfoState":
        """Reads to_text()'s text, or takes ``seat``'s information state of
        any position text of the game ``name`` (its hidden parts forgotten)."""
        c = _core.need("tw_infostate_from_text")
        encoded = game_name(name)
        number = _core.c_int(seat, "seat")
        handle = ctypes.c_void_p()
        status = c.tw_infostate_from_text(encoded, number, _core.encode(text, "the position"),
                                          ctypes.byref(handle))
        return cls._adopt(status, handle)

    def _check(self, status: int) -> int:
        if status < 0:
            _raise(status, self._handle)
        return status

    @property
    def seat(self) -> int:
        """The seat whose knowledge this is."""
        return self._check(_core.lib().tw_infostate_seat(self._h()))

    @property
    def game(self) -> str:
        """The game's name ("droids", ...)."""
        return _core.text(_core.lib().tw_infostate_game(self._h())) or ""

    @property
    def hash(self) -> int:
        """The observation's hash (Game.observation_hash(seat))."""
        return int(_core.lib().tw_infostate_hash(self._h()))

    def observation(self) -> str:
        """The seat's observation text (Game.observation(seat))."""
        return self._string(_core.lib().tw_infostate_observation)

    def to_text(self) -> str:
        """A position text of all those the seat cannot tell apart (its
        hidden parts filled in a canonical order), not the real one;
        from_text() reads it back to an equal information state."""
        return self._string(_core.lib().tw_infostate_to_text)

    @property
    def handle(self) -> int:
        """The address of the library's ``tw_infostate``, for other C code
        (a bot's twbot_choose_infostate()); owned by this object."""
        return self._h()

    def sample(self, rng: Rng) -> Game:
        """A new game at a position drawn from what the seat knows, which
        it cannot tell from the real one; ``rng(bound) -> int in [0,
        bound)`` draws it and seeds the new game's generator."""
        box = _rng_box(rng)
        handle = ctypes.c_void_p()
        box.error = None
        status = _core.lib().tw_infostate_sample(self._h(), box.callback, None,
                                                 ctypes.byref(handle))
        if status == E_RNG and box.error is not None:
            error, box.error = box.error, None
            raise error
        self._check(status)
        return Game._adopt(status, handle)

    def sample_into(self, rng: Rng, game: Game) -> None:
        """Writes a draw from what the seat knows into ``game``, a game of the
        same kind, without allocating (tw_infostate_sample_into): the cheap
        form of sample() for a search that determinizes every iteration.
        ``game`` then plays on from the sample with an empty history; its
        generator is left as it was. ArgumentError for a game of another
        kind; an error of ``rng`` as sample() raises it."""
        if not isinstance(game, Game):
            raise ToywarTypeError("sample_into() writes into a Game, not %s"
                                  % type(game).__name__)
        box = _rng_box(rng)
        box.error = None
        status = _core.lib().tw_infostate_sample_into(self._h(), box.callback, None,
                                                      game.handle)
        if status == E_RNG and box.error is not None:
            error, box.error = box.error, None
            raise error
        if status < 0:  # the message is the destination's (toywar.h)
            _core.raise_status(status, game.handle)

    def clone(self) -> "InfoState":
        """An independent copy."""
        handle = ctypes.c_void_p()
        status = _core.lib().tw_infostate_clone(self._h(), ctypes.byref(handle))
        self._check(status)
        return InfoState._adopt(status, handle)

    def __copy__(self) -> "InfoState":
        return self.clone()

    def __deepcopy__(self, memo: Dict[int, Any]) -> "InfoState":
        return self.clone()

    def __reduce__(self) -> Tuple[Any, Tuple[str, int, str]]:
        return (_unpickle, (self.game, self.seat, self.to_text()))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, InfoState):
            return NotImplemented
        if self is other:
            return True
        if self._handle is None or other._handle is None:
            return False
        return (self.game, self.seat, self.to_text()) == (other.game, other.seat,
                                                           other.to_text())

    __hash__ = None  # type: ignore[assignment]  # equal by value, as Game

    def __repr__(self) -> str:
        if self._handle is None:
            return "<toywar.InfoState closed>"
        return "<toywar.InfoState %s seat %d %016x>" % (self.game, self.seat, self.hash)


def _raise(status: int, handle: Optional[int]) -> NoReturn:
    c = _core.lib()
    raise error_for(status, _core.text(c.tw_status_string(status)) or "error",
                    _core.text(c.tw_infostate_error(handle)) or "")


def _unpickle(name: str, seat: int, text: str) -> InfoState:
    return InfoState.from_text(name, seat, text)
