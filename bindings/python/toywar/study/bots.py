# SPDX-License-Identifier: MIT
"""The C bots (bots/twbot.h) through ctypes: libtoywar_bots.so.

MCTS written in Python would be far too slow for studies, so the study
runner calls the C bots of the repository, built as a shared library that
links libtoywar.so.1. The library is looked for, in order:

1. the file named by the environment variable ``TOYWAR_BOTS_LIBRARY``
   (only that file);
2. beside the libtoywar the ``toywar`` package loaded (``lib/`` of a build
   tree or of an installed prefix holds both), or in its ``toywar/``
   folder (``/usr/lib/<multiarch>/toywar/``, where Debian's toywar
   package keeps it private);
3. the installed prefix, as ``toywar`` looks for libtoywar
   (``toywar._lib``): ``lib/`` (also ``lib64/``, ``lib/<multiarch>/``) of
   ``sys.prefix``, then ``libtoywar_bots.so`` through the dynamic loader,
   ``ctypes.util.find_library("toywar_bots")`` and ``/usr/local/lib``;
   ``cmake --install`` puts it beside libtoywar.so.1;
4. only when the package is imported from a source checkout, its build
   trees: ``build/lib/``, then ``build/*/lib/`` (the newest first).

libtoywar is always loaded first, by the ``toywar`` package, so the bots
use the very library whose game handles they are given.
"""

import ctypes
import os
import threading
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

import toywar
from toywar import _lib

from .errors import StudyError

FILE_NAME = "libtoywar_bots.so"
_MASK64 = (1 << 64) - 1

_c_bot_p = ctypes.c_void_p
_PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    "twbot_new": (ctypes.c_int, [ctypes.c_char_p, ctypes.c_uint64,
                                 ctypes.POINTER(_c_bot_p)]),
    "twbot_free": (None, [_c_bot_p]),
    "twbot_name": (ctypes.c_char_p, [_c_bot_p]),
    "twbot_choose": (ctypes.c_int, [_c_bot_p, ctypes.c_void_p,
                                    ctypes.POINTER(ctypes.c_uint32)]),
    "twbot_rewards": (ctypes.c_int, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_double),
                                     ctypes.c_size_t]),
    "twbot_choose_infostate": (ctypes.c_int, [_c_bot_p, ctypes.c_void_p,
                                              ctypes.POINTER(ctypes.c_uint32)]),
    "twbot_is_fair": (ctypes.c_int, [_c_bot_p]),
    "twbot_kind_count": (ctypes.c_int, []),
    "twbot_kind_name": (ctypes.c_char_p, [ctypes.c_int]),
    "twbot_kind_params": (ctypes.c_char_p, [ctypes.c_int]),
    "twbot_kind_help": (ctypes.c_char_p, [ctypes.c_int]),
    "twbot_kind_is_fair": (ctypes.c_int, [ctypes.c_int]),
}

_BOTS: Optional[ctypes.CDLL] = None
LIBRARY_PATH: Optional[str] = None  #: the file loaded, once loaded


def _candidates() -> List[_lib.Place]:
    env = _lib.env_place("TOYWAR_BOTS_LIBRARY")
    if env is not None:
        return [env]
    found = [_lib.Place("TOYWAR_BOTS_LIBRARY", note="not set")]
    loaded = toywar.library_path()
    if os.path.isabs(loaded):
        for folder, where in (("", "beside libtoywar"), ("toywar", "libtoywar's toywar/ folder")):
            found.append(_lib.Place(where, os.path.join(os.path.dirname(loaded), folder,
                                                        FILE_NAME)))
    found.extend(_lib.installed_candidates([FILE_NAME], "toywar_bots"))
    found.extend(_lib.build_tree_candidates([FILE_NAME]))
    return found


def _declare(lib: ctypes.CDLL, path: str) -> None:
    for name, (restype, argtypes) in _PROTOTYPES.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes


def library() -> ctypes.CDLL:
    """The loaded libtoywar_bots (loaded on first use); StudyError if none loads."""
    global _BOTS, LIBRARY_PATH
    if _BOTS is not None:
        return _BOTS
    toywar.lib()  # libtoywar first: the bots must share its handles
    lib, path, errors = _lib.load_first(_candidates(), _declare)
    if lib is not None:
        _BOTS, LIBRARY_PATH = lib, path
        return lib
    raise StudyError(
        "libtoywar_bots.so not found: build the repository (cmake --build build), "
        "install it (cmake --install build --prefix PREFIX) "
        "or set TOYWAR_BOTS_LIBRARY to its path" +
        ("; tried:\n  " + "\n  ".join(errors) if errors else ""))


def mix(value: int) -> int:
    """splitmix64's finalizer, as tools/toywar/cmd_selfplay.c seeds its bots."""
    value &= _MASK64
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK64
    return value ^ (value >> 31)


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the game seeded ``game_seed``:
    the same as ``toywar selfplay`` gives it, so a study's game can be
    replayed there."""
    return mix(game_seed * 64 + seat + 1)


def handle(game: toywar.Game) -> int:
    """The raw tw_game pointer of a toywar.Game, for the C bots."""
    return game.handle


def spec_error(spec: str) -> Optional[str]:
    """None if ``spec`` names a bot twbot_new() accepts, else the reason,
    naming the bots of the table (kinds())."""
    bot = _c_bot_p()
    status = library().twbot_new(spec.encode("utf-8"), 1, ctypes.byref(bot))
    if status != 0:
        return "'%s' is not a bot (%s)" % (spec, ", ".join(kind.form for kind in kinds()))
    library().twbot_free(bot)
    return None


class Kind(NamedTuple):
    """One row of the bots' table (twbot_kind_*)."""

    name: str    #: as specs begin: "mcts"
    params: str  #: what may follow the name: ":ITER[:PLAYOUT]", or ""
    help: str    #: one line
    fair: bool   #: plays from its seat's information state alone

    @property
    def form(self) -> str:
        """How a spec of this kind is written: "mcts[:ITER[:PLAYOUT]]"."""
        return "%s[%s]" % (self.name, self.params) if self.params else self.name


def kinds() -> List[Kind]:
    """The kinds of bot the loaded libtoywar_bots offers, in its order."""
    c = library()
    return [Kind(c.twbot_kind_name(i).decode("utf-8"), c.twbot_kind_params(i).decode("utf-8"),
                 c.twbot_kind_help(i).decode("utf-8"), c.twbot_kind_is_fair(i) == 1)
            for i in range(c.twbot_kind_count())]


class Bot:
    """One C bot (twbot_new) of the table kinds() lists, freed by close()
    or the garbage collector. The default, ``mcts``, is the fair bot: it
    chooses from the information state of the seat it plays and nothing
    else, even when choose() is handed the whole game.

    A C bot serves one call at a time (bots/twbot.h): a Bot shared by
    threads (a server's executor, say) runs their calls one after another,
    and close() waits for the call under way."""

    def __init__(self, spec: str = "mcts", seed: int = 0) -> None:
        self._bot: Optional[int] = None
        bot = _c_bot_p()
        status = library().twbot_new(spec.encode("utf-8"), seed & _MASK64, ctypes.byref(bot))
        if status != 0:
            raise StudyError("bot '%s': %s" % (spec, toywar.lib().tw_status_string(status)
                                               .decode("utf-8")))
        self._bot = bot.value
        self._move = ctypes.c_uint32()
        self._lock = threading.Lock()

    def choose(self, game: toywar.Game) -> int:
        """The bot's move for the player to move in ``game`` (not changed).
        A fair bot is handed that player's information state, made from
        ``game`` inside the library (twbot_choose), never ``game`` itself:
        it plays the same move on any game that player cannot tell apart."""
        with self._lock:
            status = library().twbot_choose(self._live(), handle(game),
                                            ctypes.byref(self._move))
            move = self._move.value
        if status != 0:
            raise StudyError("bot %s failed: %s: %s" % (
                library().twbot_name(self._bot).decode("utf-8"),
                toywar.lib().tw_status_string(status).decode("utf-8"), game.error))
        return move

    @property
    def is_fair(self) -> bool:
        """Whether the bot plays from its seat's information state alone."""
        return bool(library().twbot_is_fair(self._bot) == 1)

    def choose_infostate(self, info: toywar.InfoState) -> int:
        """A fair bot's move for the seat whose information state ``info``
        is (twbot_choose_infostate): it is given nothing else. StudyError
        for a bot that is not fair (TW_E_STATE)."""
        with self._lock:
            status = library().twbot_choose_infostate(self._live(), info.handle,
                                                      ctypes.byref(self._move))
            move = self._move.value
        if status != 0:
            raise StudyError("bot %s failed on seat %d's information state: %s" % (
                library().twbot_name(self._bot).decode("utf-8"), info.seat,
                toywar.lib().tw_status_string(status).decode("utf-8")))
        return move

    def _live(self) -> int:
        if self._bot is None:
            raise StudyError("the bot is closed")
        return self._bot

    def close(self) -> None:
        lock = getattr(self, "_lock", None)   # None when __init__ failed
        if lock is None:
            self._free()
            return
        with lock:
            self._free()

    def _free(self) -> None:
        if self._bot is not None and _BOTS is not None:
            _BOTS.twbot_free(self._bot)
        self._bot = None

    def __del__(self) -> None:
        self.close()


def rewards(game: toywar.Game) -> List[float]:
    """Each player's result as MCTS scores it (twbot_rewards()): 1 a win,
    alone or with the winner's team; 1/k for the k best at a draw; 0 a loss."""
    values = (ctypes.c_double * 8)()
    count = library().twbot_rewards(handle(game), values, 8)
    if count < 0:
        raise StudyError("twbot_rewards failed with status %d" % count)
    return list(values[:count])
