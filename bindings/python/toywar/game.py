# SPDX-License-Identifier: MIT
"""The Game class: one libtoywar handle and its whole API."""

from __future__ import annotations

import copy as _copy
import ctypes
import enum
import json as _json
import pickle
import random as _random
import re
import threading
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterator, List, NamedTuple, Optional,
                    Sequence, Tuple, TypeVar, Union)

from . import _api, _core, _lib
from .catalog import Params, game_name, params_text
from .errors import (E_RNG, ArgumentError, IllegalMoveError, LimitError,
                     RngError, RngTypeError, ToywarTypeError)

MOVES_MAX = _api.MOVES_MAX      #: no state of any game has more legal moves (TW_MOVES_MAX)
ADVANCE_MAX = _api.ADVANCE_MAX  #: chance outcomes advance() resolves in a row (TW_ADVANCE_MAX)
_C_CHANCE = _api.PLAYER_CHANCE
_C_TERMINAL = _api.PLAYER_TERMINAL
_C_VIEW_ALL = _api.VIEW_ALL
_C_WINNER_NONE = _api.WINNER_NONE
_C_WINNER_DRAW = _api.WINNER_DRAW
_C_WINNER_NOBODY = _api.WINNER_NOBODY
_C_NONE = _api.NONE      # TW_NONE: a field an event's kind does not use
_C_HIDDEN = _api.HIDDEN  # TW_HIDDEN: a field the viewer may not see
_MOVE_MAX = 2**32 - 1     # tw_move is a uint32_t
_MOVE_TEXT = 64           # room for a move's text in the common case


class Turn(enum.Enum):
    """Whose turn it is when no player decides: ``current_player`` is a
    player index (an int) or one of these."""

    CHANCE = "chance"      #: the dice decide: roll(), advance()
    TERMINAL = "terminal"  #: the game is over


class View(enum.Enum):
    """A viewer that is no seat: ``View.ALL`` (``toywar.VIEW_ALL``) sees
    every secret, as the referee does. Every method that shows a viewer
    something takes a player index or this, never a default: the
    all-seeing view is asked for by name, not had by accident."""

    ALL = "all"  #: the omniscient view (TW_VIEW_ALL)


class Outcome(enum.Enum):
    """A result that is no single winner: ``winner`` is a player index, one
    of these, or None while the game goes on. Not ints, so that
    ``scores[game.winner]`` fails on a draw instead of reading the wrong
    player."""

    DRAW = "draw"      #: over with a shared result
    NOBODY = "nobody"  #: over, and every player lost


class Hidden(enum.Enum):
    """What an event's field is when the viewer may not see it (another
    player's blind draw): ``toywar.HIDDEN``, never an int a caller could
    take for a piece."""

    HIDDEN = "hidden"  #: TW_HIDDEN


CHANCE = Turn.CHANCE
TERMINAL = Turn.TERMINAL
VIEW_ALL = View.ALL             #: the omniscient viewer, given by name (TW_VIEW_ALL)
WINNER_NONE = None              #: winner while the game goes on
WINNER_DRAW = Outcome.DRAW
WINNER_NOBODY = Outcome.NOBODY
HIDDEN = Hidden.HIDDEN          #: an event's field the viewer may not see (TW_HIDDEN)


class Move(int):
    """A move: the library's integer, which prints as its notation.

    ``Move(66049, "place:a1")`` is equal to the int 66049 and can be given
    back to :meth:`Game.apply`; ``str(move)`` and ``f"{move}"`` give the
    notation it had in the state it was listed in (``notation``).
    """

    notation: str

    def __new__(cls, value: int, notation: str) -> "Move":
        move = super().__new__(cls, value)
        move.notation = notation
        return move

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return "Move(%d, %r)" % (int(self), self.notation)

    def __format__(self, spec: str) -> str:
        return self.notation.__format__(spec) if not spec else int(self).__format__(spec)

    def __reduce__(self) -> Tuple[Any, Tuple[int, str]]:
        return (Move, (int(self), self.notation))


#: An event's integer field: None where its kind uses none, HIDDEN where the viewer may not see it.
EventField = Union[int, None, Hidden]


class Event(NamedTuple):
    """One thing a move did (docs/events.md), as one viewer reads it.

    ``kind`` is the kind's name as the JSON writes it (``"moved"``,
    ``"eliminated"``...). ``player``, ``piece``, ``from_``, ``to`` and
    ``value`` are the library's integers (``tw_game_event``; what they
    mean for each game: docs/events.md), None where the kind uses none,
    ``HIDDEN`` where the viewer may not see it; an ``ended`` event's
    ``player`` is the winner, or ``Outcome.DRAW`` / ``Outcome.NOBODY``.
    ``names`` holds the same fields as the JSON names them (``"e4"``,
    ``"V2n"``, ``"violet"``; None where unused or hidden) and ``text`` the
    sentence.
    """

    kind: str
    player: Union[int, None, Outcome]
    piece: EventField
    from_: EventField
    to: EventField
    value: EventField
    text: str
    names: Dict[str, Any]


#: What takes a move: a Move, an int, or the move's notation.
MoveLike = Union[int, str]
#: A viewer: a player index or VIEW_ALL.
Viewer = Union[int, View]
#: A Python RNG: rng(bound) -> an int in [0, bound).
Rng = Callable[[int], int]
#: play()'s chooser: choose(game, legal_moves) -> one of them (or its notation).
Chooser = Callable[["Game", List[Move]], MoveLike]
#: The built-in generator's state in a replay (docs/replay.md).
_RNG_LINE = re.compile(r"^rng ([0-9a-f]+ [0-9a-f]+)$", re.MULTILINE)

_G = TypeVar("_G", bound="Game")


def version() -> str:
    """The loaded library's version, "major.minor.patch"."""
    return _core.text(_core.lib().tw_version_string()) or ""


class VersionInfo(NamedTuple):
    """The loaded library's version as numbers (tw_version())."""

    major: int
    minor: int
    patch: int


def version_info() -> VersionInfo:
    """The loaded library's version as (major, minor, patch), from tw_version()."""
    packed = int(_core.lib().tw_version())
    return VersionInfo(packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF)


def event_kind_name(kind: int) -> str:
    """An event kind's name as the JSON writes it ("moved", "ended"...;
    tw_game_event_kind_name); ArgumentError for a value that is no kind."""
    name = _core.lib().tw_game_event_kind_name(_core.c_int(kind, "kind"))
    if name is None:
        raise ArgumentError("no event kind %d" % kind)
    return str(name.decode("utf-8"))


#: A host allocator for Game.new_with_alloc: alloc(ptr, old_size, new_size)
#: -> the address of the block (None or 0 for a failure, or after a free),
#: with realloc's semantics and free's for new_size 0 (tw_alloc_fn).
Alloc = Callable[[Optional[int], int, int], Optional[int]]


class _AllocBox:
    """A Python allocator as a tw_alloc_fn, kept alive by every game that
    allocates with it (the game and its clones)."""

    def __init__(self, function: Alloc) -> None:
        self.function = function
        self.callback = _lib.ALLOC_FN(self._call)

    def _call(self, user: Optional[int], ptr: Optional[int], old: int, new: int) -> Optional[int]:
        try:
            return self.function(ptr, old, new) or None
        except Exception:  # pylint: disable=broad-except
            return None  # the library reports TW_E_NOMEM


class _RngBox:
    """A Python RNG as a tw_rng_fn. The ctypes callback lives as long as
    the box, which every Game using it holds. What the function returns is
    checked here, before it reaches the library; a bad value or an
    exception is kept (the library then refuses the roll) and raised again
    by the call that rolled."""

    def __init__(self, function: Rng) -> None:
        self.function = function
        # Per thread: clones sharing the box may roll in several threads,
        # and the library calls back in the thread that rolled.
        self._errors = threading.local()
        self.callback = _lib.RNG_FN(self._call)

    @property
    def error(self) -> Optional[BaseException]:
        """The failure of the current roll in this thread, if any."""
        error: Optional[BaseException] = getattr(self._errors, "error", None)
        return error

    @error.setter
    def error(self, error: Optional[BaseException]) -> None:
        self._errors.error = error

    def _call(self, user: Optional[int], bound: int) -> int:
        try:
            value = self._value(bound)
        except BaseException as exc:  # pylint: disable=broad-except
            if self.error is None:
                self.error = exc
            return bound  # out of range: the library refuses the roll
        return value

    def _value(self, bound: int) -> int:
        raw = self.function(bound)
        try:
            value = _core.integer(raw, "the RNG's value")
        except ToywarTypeError:
            raise RngTypeError("the RNG returned %r (%s) for a bound of %d: it must return "
                               "an int in [0, %d)" % (raw, type(raw).__name__, bound, bound)
                               ) from None
        if not 0 <= value < bound:
            raise RngError("the RNG returned %d for a bound of %d: it must return an int "
                           "in [0, %d)" % (value, bound, bound))
        return value


def _null_rng() -> Any:
    return _lib.RNG_FN(0)  # a NULL tw_rng_fn: the built-in generator


class Game(_core.Handle):
    """A game in progress: a libtoywar handle with its full history.

    ``Game("gearhead", seed=7)`` or ``Game("droids", {"players": 4})``
    starts a game (the library checks the params: ParamError with its
    message, naming the key and what it allows; :func:`toywar.game_params`
    lists them); ``Game.from_text`` and ``Game.load_replay``
    start one from a position or a replay. ``rng=`` takes any callable
    ``rng(bound) -> int in [0, bound)`` to roll the dice; ``seed=`` seeds
    the built-in generator (0..2**64-1). Every method that takes a move
    takes a :class:`Move`, its int or its notation.

    ``copy.copy(game)`` and ``copy.deepcopy(game)`` are independent clones;
    ``pickle`` goes through the replay text, so a game loads in another
    process. Games are equal when their replays are (see ``__eq__``).
    """

    _FREE = "tw_game_free"
    _CLOSED = "the game is closed"
    _rng: Optional[_RngBox]
    _alloc: Optional[_AllocBox] = None

    def __init__(self, name: str, params: Params = None, *,
                 seed: Optional[int] = None, rng: Optional[Rng] = None) -> None:
        self._handle = None
        self._rng = None
        encoded = game_name(name)
        text = params_text(params, seed).encode("utf-8")
        handle = ctypes.c_void_p()
        status = _core.lib().tw_game_new(encoded, text, ctypes.byref(handle))
        if status != 0:
            _core.raise_status(status)
        self._handle = handle.value
        if rng is not None:
            self.set_rng(rng)

    # ---- creation and lifetime -------------------------------------------

    @classmethod
    def _adopt(cls: type[_G], status: int, handle: ctypes.c_void_p) -> _G:
        if status != 0:
            _core.raise_status(status)
        game = cls.__new__(cls)
        game._handle = handle.value
        game._rng = None
        return game

    @classmethod
    def adopt(cls: type[_G], handle: int) -> _G:
        """A Game that owns ``handle``, the address of a ``tw_game`` that C
        code made (toywar.capi, a creator of another library): it frees it
        on close() or when collected. Adopt a handle once, and free it no
        other way."""
        if not isinstance(handle, int) or isinstance(handle, bool) or handle <= 0:
            raise ToywarTypeError("adopt() takes a tw_game's address, a non-zero int, not %r"
                                  % (handle,))
        return cls._adopt(0, ctypes.c_void_p(handle))

    @classmethod
    def new_with_alloc(cls: type[_G], name: str, params: Params = None, *, alloc: Alloc,
                       seed: Optional[int] = None) -> _G:
        """As Game(name, params, seed=seed), with ``alloc(ptr, old_size,
        new_size) -> address`` allocating everything the handle (and its
        clones) ever allocates (tw_game_new_with_alloc): realloc's semantics,
        free's for new_size 0 (return None then). An exception it raises is
        a failed allocation (OutOfMemoryError from the call that needed it).
        The game holds the allocator until it and its clones are closed."""
        if not callable(alloc):
            raise ToywarTypeError("alloc must be a callable, not %s" % type(alloc).__name__)
        box = _AllocBox(alloc)
        handle = ctypes.c_void_p()
        status = _core.lib().tw_game_new_with_alloc(
            game_name(name), params_text(params, seed).encode("utf-8"), box.callback, None,
            ctypes.byref(handle))
        game = cls._adopt(status, handle)
        game._alloc = box
        return game

    @classmethod
    def from_text(cls: type[_G], name: str, text: str, *, rng: Optional[Rng] = None) -> _G:
        """A game at the position ``text`` (the game's position notation),
        with an empty history and the built-in RNG seeded with 0."""
        encoded = game_name(name)
        handle = ctypes.c_void_p()
        status = _core.lib().tw_game_from_text(encoded, _core.encode(text, "the position"),
                                               ctypes.byref(handle))
        game = cls._adopt(status, handle)
        if rng is not None:
            game.set_rng(rng)
        return game

    @classmethod
    def load_replay(cls: type[_G], text: str, *, rng: Optional[Rng] = None) -> _G:
        """A game from a replay written by :meth:`save_replay`, at its end,
        with the built-in RNG as it was saved (or ``rng``)."""
        handle = ctypes.c_void_p()
        status = _core.lib().tw_game_load_replay(_core.encode(text, "the replay"),
                                                 ctypes.byref(handle))
        game = cls._adopt(status, handle)
        if rng is not None:
            game.set_rng(rng)
        return game

    def clone(self: _G) -> _G:
        """An independent copy, history and RNG included: the built-in
        generator's state is copied, a Python RNG is shared (the same
        callable rolls for both)."""
        handle = ctypes.c_void_p()
        game = self._adopt(_core.lib().tw_game_clone(self._h(), ctypes.byref(handle)), handle)
        game._rng = self._rng
        game._alloc = self._alloc
        return game

    def copy_position_from(self, source: "Game") -> None:
        """Copies ``source``'s position into this game, without its history
        (tw_game_copy_position): the cheap copy a search makes per playout.
        This game then plays on from that position with an empty history,
        ``source``'s params and built-in generator state, and its own
        allocator; ``source`` may be this game (which then forgets its
        history). ArgumentError, with this game unchanged, for a game of
        another kind. A Python RNG of ``source`` is shared, as clone() does."""
        if not isinstance(source, Game):
            raise ToywarTypeError("copy_position_from() takes a Game, not %s"
                                  % type(source).__name__)
        self._check(_core.lib().tw_game_copy_position(self._h(), source._h()))
        self._rng = source._rng

    def __copy__(self: _G) -> _G:
        return self.clone()

    def __deepcopy__(self: _G, memo: Dict[int, Any]) -> _G:
        """A clone whose Python RNG is a deep copy too (copy.deepcopy's rules:
        a bound method of a random.Random gets its own generator with the
        same state; a plain function is shared)."""
        game = self.clone()
        if self._rng is not None:
            try:
                rng = _copy.deepcopy(self._rng.function, memo)
            except Exception as exc:
                game.close()
                raise ToywarTypeError("cannot deep-copy the game's RNG %r (%s); copy.copy "
                                      "shares it instead" % (self._rng.function, exc)) from exc
            game.set_rng(rng)
        return game

    def __reduce_ex__(self, protocol: Any) -> Tuple[Any, ...]:
        """Pickles the replay text and the Python RNG, which must then be
        picklable (a random.Random's method is; a lambda is not)."""
        replay = self.save_replay()
        rng = self._rng.function if self._rng is not None else None
        if rng is not None:
            try:
                pickle.dumps(rng, protocol)
            except Exception as exc:
                raise ToywarTypeError(
                    "cannot pickle the game's RNG %r (%s); give it a picklable RNG such "
                    "as random.Random(seed).randrange, or set_rng(None) first"
                    % (rng, exc)) from exc
        return (_unpickle, (type(self), replay, rng))

    @property
    def handle(self) -> int:
        """The address of the library's ``tw_game`` handle, for other C code
        that takes one (the bots of ``toywar.study``, a host's own library
        through ctypes). It stays owned by this object: valid until
        ``close()``, never to be freed elsewhere. ``ClosedGameError`` once
        closed."""
        return self._h()

    def _check(self, status: int) -> int:
        if status >= 0:
            return status
        return _core.raise_status(status, self._handle)

    def _rolling(self, function: Callable[..., int], *args: Any) -> int:
        """Calls a function that may call the RNG: an error of the Python
        RNG (a bad value, an exception) is raised as it was."""
        box = self._rng
        if box is not None:
            box.error = None
        status = function(self._h(), *args)
        if status >= 0:
            return status
        if status == E_RNG and box is not None and box.error is not None:
            error, box.error = box.error, None
            raise error
        return _core.raise_status(status, self._handle)

    # ---- equality ----------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        """Equal when the replays are: same game, same start (params or
        position), same moves, same built-in generator state. A Python RNG
        is not compared. A closed game equals only itself."""
        if not isinstance(other, Game):
            return NotImplemented
        if self is other:
            return True
        if self._handle is None or other._handle is None:
            return False
        return self.save_replay() == other.save_replay()

    __hash__ = None  # type: ignore[assignment]  # mutable: unhashable, as a list

    # ---- the game ----------------------------------------------------------

    @property
    def name(self) -> str:
        """The game's name ("gearhead", ...)."""
        return _core.text(_core.lib().tw_game_name(self._h())) or ""

    @property
    def num_players(self) -> int:
        return self._check(_core.lib().tw_game_num_players(self._h()))

    @property
    def current_player(self) -> Union[int, Turn]:
        """The player to decide (an int >= 0), CHANCE or TERMINAL."""
        player = int(_core.lib().tw_game_current_player(self._h()))
        if player == _C_CHANCE:
            return Turn.CHANCE
        if player == _C_TERMINAL:
            return Turn.TERMINAL
        return self._check(player)

    @property
    def is_chance(self) -> bool:
        return self.current_player is Turn.CHANCE

    @property
    def is_over(self) -> bool:
        return self._check(_core.lib().tw_game_is_over(self._h())) == 1

    @property
    def winner(self) -> Union[int, Outcome, None]:
        """The winning player (an int), Outcome.DRAW, Outcome.NOBODY, or
        None while the game goes on."""
        winner = int(_core.lib().tw_game_winner(self._h()))
        if winner == _C_WINNER_NONE:
            return None
        if winner == _C_WINNER_DRAW:
            return Outcome.DRAW
        if winner == _C_WINNER_NOBODY:
            return Outcome.NOBODY
        return self._check(winner)

    @property
    def scores(self) -> List[int]:
        n = self._check(_core.lib().tw_game_scores(self._h(), None, 0))
        scores = (ctypes.c_int * max(n, 1))()
        _core.lib().tw_game_scores(self._h(), scores, n)
        return list(scores[:n])

    def _history_length(self) -> int:
        return self._check(_core.lib().tw_game_history(self._h(), None, 0))

    def _history_values(self) -> List[int]:
        n = self._history_length()
        moves = (_lib.c_move * max(n, 1))()
        _core.lib().tw_game_history(self._h(), moves, n)
        return list(moves[:n])

    @property
    def history(self) -> List[Move]:
        """The applied moves, oldest first, each with the notation of the
        state it was applied to (read from the replay)."""
        values = self._history_values()
        texts = _record_moves(self.save_replay())
        if len(texts) != len(values):
            raise RuntimeError("the replay lists %d moves for a history of %d"
                               % (len(texts), len(values)))
        return [Move(value, text) for value, text in zip(values, texts)]

    def history_strings(self) -> List[str]:
        """The history in notation."""
        return [move.notation for move in self.history]

    @property
    def hash(self) -> int:
        """A 64-bit hash of the position (not of the history or the RNG)."""
        return int(_core.lib().tw_game_hash(self._h()))

    @property
    def error(self) -> str:
        """The handle's last detailed message."""
        return _core.text(_core.lib().tw_game_error(self._h())) or ""

    def _value(self, move: object) -> int:
        """A move's int, from a Move, an int or its notation."""
        if isinstance(move, str):
            return int(self.parse_move(move))
        value = _core.integer(move, "a move")
        if not 0 <= value <= _MOVE_MAX:
            raise IllegalMoveError("%d is no move: moves are in 0..%d" % (value, _MOVE_MAX))
        return value

    def _moves(self, values: Sequence[int]) -> List[Move]:
        """Each move with its notation: one call per move into one buffer
        (a move's text is short; a longer one takes the general path)."""
        handle, write = self._h(), _core.lib().tw_move_to_string
        buf = ctypes.create_string_buffer(_MOVE_TEXT)
        moves = []
        for value in values:
            need = write(handle, value, buf, _MOVE_TEXT)
            text = buf.value.decode("utf-8") if 0 <= need < _MOVE_TEXT \
                else self._notation(value)
            moves.append(Move(value, text))
        return moves

    def legal_moves(self, viewer: Optional[Viewer] = None) -> List[Move]:
        """The legal moves (at a chance node, the outcomes), in the library's order.

        Without ``viewer``, the referee's list (all-seeing:
        tw_game_legal_moves). With a player, the moves as that seat may
        know them (tw_game_legal_moves_for): its own at its decision, none
        at another's, the outcomes it holds possible at a chance node."""
        moves = (_lib.c_move * MOVES_MAX)()
        if viewer is None:
            n = self._check(_core.lib().tw_game_legal_moves(self._h(), moves, MOVES_MAX))
        else:
            c = _core.need("tw_game_legal_moves_for")
            n = self._check(c.tw_game_legal_moves_for(self._h(), self._viewer(viewer),
                                                      moves, MOVES_MAX))
        return self._moves(moves[:n])

    def legal_strings(self, viewer: Optional[Viewer] = None) -> List[str]:
        """The legal moves in notation (``viewer`` as for legal_moves())."""
        return [move.notation for move in self.legal_moves(viewer)]

    def chance_weights(self, viewer: Optional[Viewer] = None) -> List[Tuple[Move, int]]:
        """At a chance node, (outcome, weight) pairs; StateError elsewhere.

        Without ``viewer``, the true weights (all-seeing: they are a pile's
        contents). With a player, the weights as that seat predicts them
        (tw_game_chance_weights_for): the outcomes it holds possible."""
        moves = (_lib.c_move * MOVES_MAX)()
        weights = (ctypes.c_uint32 * MOVES_MAX)()
        if viewer is None:
            n = self._check(_core.lib().tw_game_chance_weights(self._h(), moves, weights,
                                                               MOVES_MAX))
        else:
            c = _core.need("tw_game_chance_weights_for")
            n = self._check(c.tw_game_chance_weights_for(self._h(), self._viewer(viewer),
                                                         moves, weights, MOVES_MAX))
        return list(zip(self._moves(moves[:n]), weights[:n]))

    def _notation(self, value: int) -> str:
        return self._string(_core.lib().tw_move_to_string, _lib.c_move(value))

    def move_to_str(self, move: MoveLike) -> str:
        """A move in the game's notation (write moves legal now: the text
        of a move may depend on the state)."""
        return self._notation(self._value(move))

    def parse_move(self, text: str) -> Move:
        """The move written ``text``; ParseError if it names no move of the game."""
        move = _lib.c_move()
        self._check(_core.lib().tw_move_from_string(self._h(), _core.encode(text, "a move"),
                                                    ctypes.byref(move)))
        return Move(move.value, self._notation(move.value))

    def apply(self, move: MoveLike) -> None:
        """Applies a move (a Move, an int, or its notation); IllegalMoveError
        if it is not legal, and the game is unchanged."""
        self._check(_core.lib().tw_game_apply(self._h(), self._value(move)))

    def apply_as(self, seat: int, move: MoveLike) -> None:
        """Applies ``move`` on behalf of ``seat``, as a server applies what a
        remote player sent (tw_game_apply_as): IllegalMoveError when it is
        not that seat's decision or not one of its legal moves, with a
        message that reveals nothing the seat may not know; the game is
        unchanged. A move given as text is matched against the seat's own
        legal moves first, so that parsing reads nothing hidden either."""
        who = self._seat(seat)
        c = _core.need("tw_game_apply_as")
        if isinstance(move, str):
            _core.encode(move, "a move")
            if self.current_player != who:
                # Not the seat's decision: the library's refusal (a move
                # that is never legal) says whose turn it is, and no more.
                self._check(c.tw_game_apply_as(self._h(), who, 0))
            mine = {m.notation: int(m) for m in self.legal_moves(who)}
            if move not in mine:
                shown = " ".join(list(mine)[:6]) + (" ..." if len(mine) > 6 else "")
                raise IllegalMoveError("%r is not a legal move of player %d now; its legal "
                                       "moves: %s (%d in all)" % (move, who, shown, len(mine)))
            value = mine[move]
        else:
            value = self._value(move)
        self._check(c.tw_game_apply_as(self._h(), who, value))

    def undo(self) -> None:
        """Undoes the last move; StateError at the start."""
        self._check(_core.lib().tw_game_undo(self._h()))

    # ---- randomness --------------------------------------------------------

    def seed(self, seed: int) -> None:
        """Seeds the built-in generator (PCG32) with an int in 0..2**64-1."""
        self._check(_core.lib().tw_game_seed(self._h(), _core.seed(seed)))

    @property
    def rng(self) -> Optional[Rng]:
        """The Python RNG rolling the dice, or None for the built-in one."""
        return self._rng.function if self._rng is not None else None

    def set_rng(self, rng: Optional[Rng]) -> None:
        """Rolls the dice with ``rng(bound) -> int in [0, bound)`` (None: the
        built-in generator again).

        What ``rng`` returns is checked before the library sees it: a value
        out of range raises RngError (giving the value and the bound), a
        value that is no int RngTypeError, and an exception ``rng`` raises
        comes out as it is; in each case from the call that rolled, with
        the game unchanged.
        """
        box = _rng_box(rng) if rng is not None else None
        callback = box.callback if box is not None else _null_rng()
        self._check(_core.lib().tw_game_set_rng(self._h(), callback, None))
        self._rng = box

    def roll(self) -> Move:
        """Resolves the chance node with the RNG; returns the outcome applied."""
        move = _lib.c_move()
        self._rolling(_core.lib().tw_game_roll, ctypes.byref(move))
        self.undo()  # the notation of a move is that of the state it applies to
        rolled = Move(move.value, self._notation(move.value))
        self.apply(move.value)
        return rolled

    def advance(self) -> List[Move]:
        """Rolls until a decision or the end; returns the outcomes applied.

        At most ADVANCE_MAX outcomes in a row: past it the dice never let
        the game reach a decision, and RngError is raised. On any error
        the game is left as it was before the call.
        """
        before = self._history_length()
        try:
            self._rolling(_core.lib().tw_game_advance)
        except BaseException:
            self._undo_to(before)  # a library older than the bound keeps the rolls
            raise
        return self._replayed(before)

    def _undo_to(self, length: int) -> None:
        for _ in range(self._history_length() - length):
            self.undo()

    def _replayed(self, length: int) -> List[Move]:
        """The moves after the first ``length``, each written in its state."""
        if self._history_length() == length:
            return []
        values = self._history_values()[length:]
        self._undo_to(length)
        moves = []
        for value in values:
            moves.append(Move(value, self._notation(value)))
            self.apply(value)
        return moves

    # ---- text --------------------------------------------------------------

    def _viewer(self, viewer: Viewer) -> int:
        """A viewer's C value: a player, or TW_VIEW_ALL for View.ALL; None
        (a viewer forgotten, not chosen) is refused."""
        if viewer is View.ALL:
            return _C_VIEW_ALL
        if viewer is None:
            raise ToywarTypeError("viewer is required: a player index or toywar.VIEW_ALL "
                                  "(None is no viewer)")
        return _core.in_range(viewer, "viewer", 0, self.num_players - 1)

    def _seat(self, seat: int) -> int:
        """A seat: a player index (VIEW_ALL is no seat)."""
        if isinstance(seat, View) or seat is None:
            raise ToywarTypeError("a seat is a player index, not %r" % (seat,))
        return _core.in_range(seat, "seat", 0, self.num_players - 1)

    def text(self) -> str:
        """The position in the game's one-line notation."""
        return self._string(_core.lib().tw_game_to_text)

    def render(self, viewer: Viewer) -> str:
        """The board drawn as text, as ``viewer`` (a player, or VIEW_ALL for
        everything) sees it. The viewer is required."""
        return self._string(_core.lib().tw_game_render, self._viewer(viewer))

    def json(self, viewer: Viewer) -> Dict[str, Any]:
        """The state as ``viewer`` (a player, or VIEW_ALL) sees it, parsed
        (docs/json.md). The viewer is required."""
        return self._parsed_json(self.json_text(viewer))

    def json_text(self, viewer: Viewer) -> str:
        """json() unparsed: the library's text, as a server sends it."""
        return self._string(_core.lib().tw_game_to_json, self._viewer(viewer))

    @staticmethod
    def _parsed_json(text: str) -> Dict[str, Any]:
        parsed: Dict[str, Any] = _json.loads(text)
        return parsed

    def save_replay(self) -> str:
        """The game as replay text (docs/replay.md): all-seeing, with every
        secret and the built-in generator's state (record() is a seat's)."""
        return self._string(_core.lib().tw_game_save_replay)

    # ---- hidden information: one seat's share -----------------------------

    @property
    def has_hidden(self) -> bool:
        """Whether the game hides something from some seat (Droids, Toy
        Battle); False for Gearhead, where every seat knows everything."""
        return int(_core.need("tw_game_has_hidden").tw_game_has_hidden(self._h())) == 1

    def observation(self, viewer: Viewer) -> str:
        """What ``viewer`` knows of the position, as one line: the position
        text with what it may not know written ``?``. Equal for two states
        exactly when the viewer cannot tell them apart."""
        c = _core.need("tw_game_observation")
        return self._string(c.tw_game_observation, self._viewer(viewer))

    def observation_hash(self, viewer: Viewer) -> int:
        """A 64-bit hash of observation(viewer) (the position's hash for VIEW_ALL)."""
        c = _core.need("tw_game_observation_hash")
        return int(c.tw_game_observation_hash(self._h(), self._viewer(viewer)))

    def history_for(self, viewer: Viewer) -> List[Move]:
        """The applied moves as ``viewer`` knows them now: a chance outcome
        it has not seen is a masked move, written with a ``?``
        (``draw:?``), which is never legal. Each move has the notation of
        the viewer's record (record())."""
        c = _core.need("tw_game_history_for")
        who = self._viewer(viewer)
        n = self._check(c.tw_game_history_for(self._h(), who, None, 0))
        moves = (_lib.c_move * max(n, 1))()
        self._check(c.tw_game_history_for(self._h(), who, moves, n))
        texts = _record_moves(self.record(viewer))
        if len(texts) != n:
            raise RuntimeError("the record lists %d moves for a history of %d" % (len(texts), n))
        return [Move(value, text) for value, text in zip(moves[:n], texts)]

    # ---- events: what each move did ----------------------------------------

    def _ply(self, ply: int) -> int:
        """A ply of the history: 0..len(history)-1, or negative from the end
        as a list's index (-1 the last move)."""
        length = self._history_length()
        number = _core.integer(ply, "ply")
        if number < 0:
            number += length
        if not 0 <= number < length:
            raise ArgumentError("ply %d is out of range: the history holds %d moves"
                                % (_core.integer(ply, "ply"), length))
        return number

    def events_json(self, ply: int, viewer: Viewer) -> str:
        """The events of the move of history index ``ply`` (negative: from
        the end) as ``viewer`` may know them, as the library's JSON array
        (tw_game_events_json): what a server sends a seat."""
        return self._events_json(self._ply(ply), self._viewer(viewer))

    def _events_json(self, ply: int, viewer: int) -> str:
        c = _core.need("tw_game_events_json")
        return self._string(c.tw_game_events_json, ply, viewer)

    def event_count(self, ply: int, viewer: Viewer) -> int:
        """How many events the move of history index ``ply`` (negative:
        from the end) made, as ``viewer`` may know them (tw_game_event_count)."""
        return self._check(_core.lib().tw_game_event_count(self._h(), self._ply(ply),
                                                           self._viewer(viewer)))

    def event_text(self, ply: int, index: int, viewer: Viewer) -> str:
        """The sentence of event ``index`` of the move of history index
        ``ply``, as ``viewer`` may know it (tw_game_event_text)."""
        return self._string(_core.lib().tw_game_event_text, self._ply(ply),
                            _core.c_int(index, "index"), self._viewer(viewer))

    def events(self, ply: int, viewer: Viewer) -> List[Event]:
        """The events of the move of history index ``ply`` (negative: from
        the end), in order, as ``viewer`` (a player, or VIEW_ALL) may know
        them: each an :class:`Event`. The viewer is required; an event
        naming a chance outcome the seat did not see has ``HIDDEN`` for it
        and says so in its sentence ("draws a chit")."""
        c = _core.need("tw_game_event")
        where, who = self._ply(ply), self._viewer(viewer)
        named = _json.loads(self._events_json(where, who))
        fields = [ctypes.c_int() for _ in range(6)]
        events = []
        for index, entry in enumerate(named):
            self._check(c.tw_game_event(self._h(), where, index, who,
                                        *[ctypes.byref(field) for field in fields]))
            player, piece, origin, to, value = (field.value for field in fields[1:])
            events.append(Event(
                kind=entry["kind"],
                player=_player_field(player, entry["kind"] == "ended"),
                piece=_event_field(piece), from_=_event_field(origin), to=_event_field(to),
                value=_event_field(value), text=entry["text"],
                names={key: entry[key] for key in ("player", "piece", "from", "to", "value")}))
        return events

    def record(self, viewer: Viewer) -> str:
        """``viewer``'s record of the game (tw_game_save_replay_for): the
        replay format with a viewer line, no seed, no generator state, the
        moves of history_for(). It reveals nothing the seat may not know;
        Game.load_replay() loads it as a game the seat cannot tell from
        this one. For VIEW_ALL, save_replay()."""
        c = _core.need("tw_game_save_replay_for")
        return self._string(c.tw_game_save_replay_for, self._viewer(viewer))

    def resample(self: _G, viewer: Viewer, rng: Rng) -> _G:
        """A new, independent game at a position drawn from what ``viewer``
        knows (determinization): every hidden part dealt again at its
        probability given what the viewer saw. ``rng(bound) -> int in
        [0, bound)`` draws it and seeds the new game's generator; this
        game's own generator is neither read nor changed. The new game has
        an empty history. For VIEW_ALL or a game that hides nothing, the
        position is this one's."""
        c = _core.need("tw_game_resample")
        who = self._viewer(viewer)
        box = _rng_box(rng)
        handle = ctypes.c_void_p()
        box.error = None
        status = c.tw_game_resample(self._h(), who, box.callback, None, ctypes.byref(handle))
        if status == E_RNG and box.error is not None:
            error, box.error = box.error, None
            raise error
        game = self._adopt(self._check(status), handle)
        game._alloc = self._alloc
        return game

    def infostate(self, seat: int) -> "InfoState":
        """``seat``'s information state of the game now (an InfoState): what
        the seat knows and nothing more, which a fair bot is given."""
        from .infostate import InfoState  # pylint: disable=import-outside-toplevel
        return InfoState.of(self, self._seat(seat))

    # ---- iteration helpers -------------------------------------------------

    def moves(self) -> Iterator[Tuple[Move, str]]:
        """Yields (move, notation) for each legal move."""
        for move in self.legal_moves():
            yield move, move.notation

    def play(self, choose: Optional[Chooser] = None,
             max_decisions: int = 1000000) -> Iterator[Tuple[Union[int, Turn], Move, str]]:
        """Plays to the end, yielding (player, move, notation) after each move.

        ``choose(game, moves) -> move`` picks each decision (default: a
        uniformly random one, from a ``random.Random`` seeded with the
        built-in generator's state when play() starts, so a game of the
        same seed, params and moves plays the same every time, in every
        process; the global ``random`` is left alone). Chance nodes are resolved with advance() and
        yielded with player CHANCE. Every step is bounded: LimitError after
        ``max_decisions`` decisions (the game stays where it is), RngError
        when the dice never reach a decision (ADVANCE_MAX outcomes in a row;
        the game stays at the chance node they started from).
        """
        limit = _core.in_range(max_decisions, "max_decisions", 0, 2**63 - 1)
        pick: Chooser = choose or self._seeded_chooser()
        decisions = 0
        while True:
            player = self.current_player
            if player is Turn.TERMINAL:
                return
            if player is Turn.CHANCE:
                for move in self.advance():
                    yield player, move, move.notation
                continue
            if decisions >= limit:
                raise LimitError("no end after %d decisions (max_decisions)" % decisions)
            value = self._value(pick(self, self.legal_moves()))
            move = Move(value, self._notation(value))
            self.apply(value)
            decisions += 1
            yield player, move, move.notation

    def _seeded_chooser(self) -> Chooser:
        """play()'s default: uniform choices from a random.Random seeded with
        the built-in generator's state (the replay's rng line: the seed and
        the dice drawn since), a str, so the same in every process."""
        state = _RNG_LINE.search(self.save_replay())
        assert state is not None, "a replay always has its rng line (lib/core/replay.c)"
        chooser = _random.Random(state.group(1))
        return lambda game, moves: chooser.choice(moves)

    def __repr__(self) -> str:
        """The game, its players, its length and whose turn it is: nothing
        any seat may not know (no position, seed or rack: text() and
        json(VIEW_ALL) are asked for by name)."""
        if self._handle is None:
            return "<toywar.Game closed>"
        player = self.current_player
        turn = ("player %d to move" % player if isinstance(player, int)
                else "chance" if player is Turn.CHANCE else "over")
        return "<toywar.Game %s, %d players, %d moves, %s>" % (
            self.name, self.num_players, self._history_length(), turn)


def _event_field(value: int) -> EventField:
    """An event's field from the library's int (TW_NONE, TW_HIDDEN)."""
    if value == _C_NONE:
        return None
    if value == _C_HIDDEN:
        return HIDDEN
    return value


def _player_field(value: int, ended: bool) -> Union[int, None, Outcome]:
    """An event's player: a player, None; an ``ended`` event's winner, or
    a TW_WINNER_* as Outcome."""
    if ended and value == _C_WINNER_DRAW:
        return Outcome.DRAW
    if ended and value == _C_WINNER_NOBODY:
        return Outcome.NOBODY
    return None if value in (_C_NONE, _C_WINNER_NONE) else value


def _unpickle(cls: type[Game], replay: str, rng: Optional[Rng]) -> Game:
    return cls.load_replay(replay, rng=rng)


def _rng_box(rng: Rng) -> _RngBox:
    """A required Python RNG as a tw_rng_fn."""
    if not callable(rng):
        raise ToywarTypeError("the RNG must be a callable rng(bound) -> int, not %s"
                              % type(rng).__name__)
    return _RngBox(rng)


def _record_moves(replay: str) -> List[str]:
    """The moves of a replay or record, in notation."""
    _, _, tail = replay.partition("\nmoves ")
    return tail.split()[1:]


if TYPE_CHECKING:
    from .infostate import InfoState
