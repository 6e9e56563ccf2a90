"""The Game class: one libtoywar handle and its whole API."""

import ctypes
import json as _json
import random as _random

from . import _lib
from .errors import E_RNG, error_for

CHANCE = -100          #: current_player at a chance node (TW_PLAYER_CHANCE)
TERMINAL = -101        #: current_player once the game is over (TW_PLAYER_TERMINAL)
VIEW_ALL = -100        #: the omniscient viewer (TW_VIEW_ALL)
WINNER_NONE = -100     #: winner while the game goes on
WINNER_DRAW = -101     #: winner of a game over with a shared result
WINNER_NOBODY = -102   #: winner of a game every player lost
MOVES_MAX = 1024       #: no state of any game has more legal moves

_LIB = None
LIBRARY_PATH = None


def lib():
    """The loaded ctypes library (loaded on first use)."""
    global _LIB, LIBRARY_PATH
    if _LIB is None:
        _LIB, LIBRARY_PATH = _lib.load()
    return _LIB


def _text(value):
    return value.decode("utf-8") if value is not None else None


def _raise(status, handle=None):
    c = lib()
    raise error_for(status, _text(c.tw_status_string(status)),
                    _text(c.tw_game_error(handle)) or "")


def version():
    """The library's version, "major.minor.patch"."""
    return _text(lib().tw_version_string())


def games():
    """The names of the games the library plays."""
    c = lib()
    return [_text(c.tw_games_name(i)) for i in range(c.tw_games_count())]


def about(name):
    """A game's description, players and params; KeyError for an unknown game."""
    text = lib().tw_games_about(name.encode("utf-8"))
    if text is None:
        raise KeyError(name)
    return _text(text)


def _params_text(params):
    if params is None:
        return ""
    if isinstance(params, dict):
        return " ".join("%s=%s" % (key, value) for key, value in params.items())
    return str(params)


class _RngBox:
    """A Python RNG as a tw_rng_fn. The ctypes callback lives as long as
    the box, which every Game using it holds; an exception raised by the
    Python function is kept and raised again once the library returns."""

    def __init__(self, function):
        self.function = function
        self.error = None
        self.callback = _lib.RNG_FN(self._call)

    def _call(self, user, bound):
        try:
            value = int(self.function(bound))
        except BaseException as exc:  # pylint: disable=broad-except
            self.error = exc
            return bound  # out of range: the library refuses the roll
        return value if 0 <= value < bound else bound


class Game:
    """A game in progress: a libtoywar handle with its full history.

    ``Game("gearhead", "seed=7")`` or ``Game("droids", {"players": 4})``
    starts a game; ``Game.from_text`` and ``Game.load_replay`` start one
    from a position or a replay. ``rng=`` takes any callable
    ``rng(bound) -> int in [0, bound)`` to roll the dice; ``seed=`` seeds
    the built-in generator. Moves are the library's opaque integers; every
    method that takes a move also takes its notation (a ``str``).
    """

    def __init__(self, name, params=None, *, seed=None, rng=None, _handle=None):
        self._handle = None
        self._rng = None
        if _handle is None:
            handle = ctypes.c_void_p()
            status = lib().tw_game_new(name.encode("utf-8"),
                                       _params_text(params).encode("utf-8"),
                                       ctypes.byref(handle))
            if status != 0:
                _raise(status)
            _handle = handle.value
        self._handle = _handle
        if seed is not None:
            self.seed(seed)
        if rng is not None:
            self.set_rng(rng)

    # ---- creation and lifetime -------------------------------------------

    @classmethod
    def _adopt(cls, status, handle):
        if status != 0:
            _raise(status)
        return cls(None, _handle=handle.value)

    @classmethod
    def from_text(cls, name, text, *, rng=None):
        """A game at the position ``text`` (the game's position notation)."""
        handle = ctypes.c_void_p()
        status = lib().tw_game_from_text(name.encode("utf-8"), text.encode("utf-8"),
                                         ctypes.byref(handle))
        game = cls._adopt(status, handle)
        if rng is not None:
            game.set_rng(rng)
        return game

    @classmethod
    def load_replay(cls, text):
        """A game from a replay written by :meth:`save_replay`, at its end."""
        handle = ctypes.c_void_p()
        status = lib().tw_game_load_replay(text.encode("utf-8"), ctypes.byref(handle))
        return cls._adopt(status, handle)

    def clone(self):
        """A deep copy, history, RNG and all; shares nothing mutable."""
        handle = ctypes.c_void_p()
        game = Game._adopt(lib().tw_game_clone(self._h(), ctypes.byref(handle)), handle)
        game._rng = self._rng  # the clone calls the same Python RNG
        return game

    def close(self):
        """Frees the handle now (the garbage collector does it otherwise)."""
        if self._handle is not None and _LIB is not None:
            _LIB.tw_game_free(self._handle)
        self._handle = None

    def __del__(self):
        self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _h(self):
        if self._handle is None:
            raise ValueError("the game is closed")
        return self._handle

    def _check(self, status):
        if status >= 0:
            return status
        box = self._rng
        if status == E_RNG and box is not None and box.error is not None:
            error, box.error = box.error, None
            raise error
        return _raise(status, self._handle)

    def _string(self, function, *args):
        need = self._check(function(self._h(), *args, None, 0))
        buf = ctypes.create_string_buffer(need + 1)
        function(self._h(), *args, buf, need + 1)
        return buf.value.decode("utf-8")

    # ---- the game ----------------------------------------------------------

    @property
    def name(self):
        """The game's name ("gearhead", ...)."""
        return _text(lib().tw_game_name(self._h()))

    @property
    def num_players(self):
        return self._check(lib().tw_game_num_players(self._h()))

    @property
    def current_player(self):
        """The player to decide (>= 0), CHANCE or TERMINAL."""
        return lib().tw_game_current_player(self._h())

    @property
    def is_chance(self):
        return self.current_player == CHANCE

    @property
    def is_over(self):
        return self._check(lib().tw_game_is_over(self._h())) == 1

    @property
    def winner(self):
        """The winning player, or WINNER_NONE, WINNER_DRAW, WINNER_NOBODY."""
        return lib().tw_game_winner(self._h())

    @property
    def scores(self):
        n = self._check(lib().tw_game_scores(self._h(), None, 0))
        scores = (ctypes.c_int * max(n, 1))()
        lib().tw_game_scores(self._h(), scores, n)
        return list(scores[:n])

    @property
    def history(self):
        """The applied moves, oldest first."""
        n = self._check(lib().tw_game_history(self._h(), None, 0))
        moves = (_lib.c_move * max(n, 1))()
        lib().tw_game_history(self._h(), moves, n)
        return list(moves[:n])

    @property
    def hash(self):
        return lib().tw_game_hash(self._h())

    @property
    def error(self):
        """The handle's last detailed message."""
        return _text(lib().tw_game_error(self._h()))

    def legal_moves(self):
        """The legal moves (at a chance node, the outcomes), in the library's order."""
        moves = (_lib.c_move * MOVES_MAX)()
        n = self._check(lib().tw_game_legal_moves(self._h(), moves, MOVES_MAX))
        return list(moves[:n])

    def legal_strings(self):
        """The legal moves in notation."""
        return [self.move_to_str(move) for move in self.legal_moves()]

    def chance_weights(self):
        """At a chance node, (outcome, weight) pairs; StateError elsewhere."""
        moves = (_lib.c_move * MOVES_MAX)()
        weights = (ctypes.c_uint32 * MOVES_MAX)()
        n = self._check(lib().tw_game_chance_weights(self._h(), moves, weights, MOVES_MAX))
        return list(zip(moves[:n], weights[:n]))

    def move_to_str(self, move):
        """A move in the game's notation."""
        return self._string(lib().tw_move_to_string, _lib.c_move(move))

    def parse_move(self, text):
        """The move written ``text``; ParseError if it names no move of the game."""
        move = _lib.c_move()
        self._check(lib().tw_move_from_string(self._h(), text.encode("utf-8"),
                                              ctypes.byref(move)))
        return move.value

    def _move(self, move):
        return self.parse_move(move) if isinstance(move, str) else move

    def apply(self, move):
        """Applies a move (an int, or its notation); IllegalMoveError if not legal."""
        self._check(lib().tw_game_apply(self._h(), self._move(move)))

    def undo(self):
        """Undoes the last move; StateError at the start."""
        self._check(lib().tw_game_undo(self._h()))

    # ---- randomness --------------------------------------------------------

    def seed(self, seed):
        """Seeds the built-in generator (PCG32)."""
        self._check(lib().tw_game_seed(self._h(), seed))

    def set_rng(self, rng):
        """Rolls the dice with ``rng(bound) -> int`` (None: the built-in one).

        An exception raised by ``rng`` makes the roll fail and is raised
        again by the call that rolled; a value out of range is RngError.
        """
        box = _RngBox(rng) if rng is not None else None
        callback = box.callback if box is not None else _lib.RNG_FN()
        self._check(lib().tw_game_set_rng(self._h(), callback, None))
        self._rng = box

    def roll(self):
        """Resolves the chance node with the RNG; returns the outcome applied."""
        move = _lib.c_move()
        self._check(lib().tw_game_roll(self._h(), ctypes.byref(move)))
        return move.value

    def advance(self):
        """Rolls until a decision or the end."""
        self._check(lib().tw_game_advance(self._h()))

    # ---- text --------------------------------------------------------------

    def text(self):
        """The position in the game's one-line notation."""
        return self._string(lib().tw_game_to_text)

    def render(self, viewer=VIEW_ALL):
        """The board drawn as text, as ``viewer`` sees it."""
        return self._string(lib().tw_game_render, viewer)

    def json(self, viewer=VIEW_ALL):
        """The state as ``viewer`` sees it, parsed (docs/json.md)."""
        return _json.loads(self._string(lib().tw_game_to_json, viewer))

    def save_replay(self):
        """The game as replay text (docs/replay.md)."""
        return self._string(lib().tw_game_save_replay)

    # ---- iteration helpers -------------------------------------------------

    def moves(self):
        """Yields (move, notation) for each legal move."""
        for move in self.legal_moves():
            yield move, self.move_to_str(move)

    def history_strings(self):
        """The history in notation, each move written in the state it was
        applied to (replayed on a clone)."""
        start = self.clone()
        moves = self.history
        for _ in moves:
            start.undo()
        texts = []
        for move in moves:
            texts.append(start.move_to_str(move))
            start.apply(move)
        start.close()
        return texts

    def play(self, choose=None, max_decisions=1000000):
        """Plays to the end, yielding (player, move, notation) after each move.

        ``choose(game, moves) -> move`` picks each decision (default: a
        uniformly random one); chance nodes are rolled with the game's RNG
        and yielded with player CHANCE.
        """
        choose = choose or (lambda game, moves: _random.choice(moves))
        decisions = 0
        while True:
            player = self.current_player
            if player == TERMINAL:
                return
            if player == CHANCE:
                move = self.roll()
                self.undo()  # the notation of a move is that of its state
                text = self.move_to_str(move)
                self.apply(move)
                yield player, move, text
                continue
            if decisions >= max_decisions:
                raise RuntimeError("no end after %d decisions" % decisions)
            move = self._move(choose(self, self.legal_moves()))
            text = self.move_to_str(move)
            self.apply(move)
            decisions += 1
            yield player, move, text

    def __repr__(self):
        if self._handle is None:
            return "<toywar.Game closed>"
        return "<toywar.Game %s %s>" % (self.name, self.text())
