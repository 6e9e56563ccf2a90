# SPDX-License-Identifier: MIT
"""Finding libtoywar, checking its version and declaring its C functions.

The library is looked for, in this order, and the first that loads is used:

1. the file named by the environment variable ``TOYWAR_LIBRARY`` (only
   that file: if it does not load, nothing else is tried);
2. the installed prefix: ``lib/`` (also ``lib64/`` and ``lib/<multiarch>/``)
   of the Python prefix (``sys.prefix``: a venv the library was installed
   into with ``cmake --install build --prefix "$VIRTUAL_ENV"``), then the
   SONAME ``libtoywar.so.1`` through the dynamic loader (``LD_LIBRARY_PATH``,
   the ldconfig cache, ``/usr/lib``), ``ctypes.util.find_library("toywar")``
   and ``/usr/local/lib``;
3. the build tree, only when the package is imported from a source checkout
   (``bindings/python/toywar`` beside ``include/toywar/toywar.h``):
   ``build/lib/``, then ``build/*/lib/`` (the newest first).

The library's major version must be this package's (the ABI); an older
library than the package warns (:class:`LibraryVersionWarning`), since the
calls it lacks then fail with :class:`LibraryError`.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os
import sys
import sysconfig
import warnings
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple

from ._version import __version__
from .errors import LibraryError, LibraryVersionWarning

SONAME_MAJOR = 1

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
_CHECKOUT = os.path.abspath(os.path.join(_PACKAGE_DIR, "..", "..", ".."))


def file_names() -> List[str]:
    """The library's file names on this platform, the SONAME first."""
    if sys.platform == "darwin":
        return ["libtoywar.%d.dylib" % SONAME_MAJOR, "libtoywar.dylib"]
    return ["libtoywar.so.%d" % SONAME_MAJOR, "libtoywar.so"]


class Place(NamedTuple):
    """One place the search looks: what it is, for the error that lists
    them, and the path or name to load there; no path, and ``note`` says
    why, where there is nothing to load (a variable not set, a search that
    found nothing)."""

    where: str
    path: Optional[str] = None
    note: str = ""


def _lib_dirs(prefix: str) -> List[str]:
    dirs = [os.path.join(prefix, "lib"), os.path.join(prefix, "lib64")]
    multiarch = sysconfig.get_config_var("MULTIARCH")
    if multiarch:
        dirs.append(os.path.join(prefix, "lib", str(multiarch)))
    return dirs


def _files(where: str, dirs: Sequence[str], names: Sequence[str]) -> List[Place]:
    return [Place(where, os.path.join(directory, name)) for directory in dirs for name in names]


def env_place(variable: str) -> Optional[Place]:
    """Step 1: the file ``variable`` names, or None when it is not set."""
    path = os.environ.get(variable)
    return Place(variable, path) if path else None


def installed_candidates(names: Optional[Sequence[str]] = None,
                         link_name: str = "toywar") -> List[Place]:
    """Step 2 of the search: the installed prefix. ``names`` are the file
    names, the SONAME first, and ``link_name`` the name find_library takes:
    libtoywar's by default; toywar.study looks for libtoywar_bots with them."""
    names = file_names() if names is None else names
    places = _files("the Python prefix", _lib_dirs(sys.prefix), names)
    places.append(Place("the dynamic loader (LD_LIBRARY_PATH, the ldconfig cache, /usr/lib)",
                        names[0]))
    finder = "ctypes.util.find_library(%r)" % link_name
    system = ctypes.util.find_library(link_name)
    places.append(Place(finder, system) if system else Place(finder, note="found nothing"))
    return places + _files("/usr/local", _lib_dirs("/usr/local"), names)


def in_checkout() -> bool:
    """Whether the package is imported from its source checkout."""
    return (os.path.isfile(os.path.join(_CHECKOUT, "include", "toywar", "toywar.h"))
            and os.path.basename(os.path.dirname(_PACKAGE_DIR)) == "python")


def build_tree_candidates(names: Optional[Sequence[str]] = None) -> List[Place]:
    """Step 3 of the search: the checkout's build trees, if imported from one
    (``names`` as for :func:`installed_candidates`)."""
    where = "the build trees"
    if not in_checkout():
        return [Place(where, note="not searched: the package at %s is not imported from "
                      "a source checkout" % _PACKAGE_DIR)]
    names = file_names() if names is None else names
    places = _files("the build tree", [os.path.join(_CHECKOUT, "build", "lib")], names)
    for name in names:
        pattern = os.path.join(_CHECKOUT, "build", "*", "lib", name)
        nested = sorted(glob.glob(pattern), key=os.path.getmtime, reverse=True)
        places += ([Place(where, path) for path in nested] or
                   [Place(where, note="%s: no such file" % pattern)])
    return places


def candidates() -> List[Place]:
    """Every place to try, in the order of the module's docstring."""
    env = env_place("TOYWAR_LIBRARY")
    if env is not None:
        return [env]
    return ([Place("TOYWAR_LIBRARY", note="not set")] + installed_candidates()
            + build_tree_candidates())


def _parse_version(text: str) -> Tuple[int, ...]:
    return tuple(int(part) for part in text.split(".")[:3])


def check_version(library: str, path: str) -> None:
    """Refuses a library of another major version; warns for an older one."""
    mine = _parse_version(__version__)
    theirs = _parse_version(library)
    if theirs[0] != mine[0]:
        raise LibraryError("%s is libtoywar %s, but this toywar package %s needs "
                           "libtoywar %d.x (set TOYWAR_LIBRARY to one)"
                           % (path, library, __version__, mine[0]))
    if theirs < mine:
        warnings.warn("%s is libtoywar %s, older than this toywar package %s: "
                      "the calls it lacks raise LibraryError" % (path, library, __version__),
                      LibraryVersionWarning, stacklevel=3)


def load_first(places: Sequence[Place], prepare: Callable[[ctypes.CDLL, str], None]
               ) -> Tuple[Optional[ctypes.CDLL], str, List[str]]:
    """Loads the first of ``places`` that the dynamic loader takes and calls
    ``prepare(lib, path)`` on it. Returns the library and its path, and a
    line for each place tried before it: what it is and why nothing loaded
    there."""
    tried = []
    for place in places:
        if place.path is None:
            tried.append("%s: %s" % (place.where, place.note))
            continue
        if os.path.isabs(place.path) and not os.path.exists(place.path):
            tried.append("%s: %s: no such file" % (place.where, place.path))
            continue
        try:
            lib = ctypes.CDLL(place.path)
        except OSError as exc:
            tried.append("%s: %s: %s" % (place.where, place.path, exc))
            continue
        prepare(lib, place.path)
        return lib, place.path, tried
    return None, "", tried


def _prepare(lib: ctypes.CDLL, path: str) -> None:
    _declare(lib, path)
    check_version(lib.tw_version_string().decode("ascii"), path)


def load() -> Tuple[ctypes.CDLL, str]:
    """Loads libtoywar, checks its version and declares its functions.

    Raises LibraryError, saying where it looked, if none loads."""
    lib, path, errors = load_first(candidates(), _prepare)
    if lib is None:
        raise LibraryError("libtoywar not found (set TOYWAR_LIBRARY to its path); tried, "
                           "in order:\n  " + "\n  ".join(errors))
    return lib, path


# ---- the C declarations ------------------------------------------------------

c_game_p = ctypes.c_void_p
c_infostate_p = ctypes.c_void_p
c_move = ctypes.c_uint32
c_move_p = ctypes.POINTER(c_move)
c_size = ctypes.c_size_t
c_int = ctypes.c_int
c_int_p = ctypes.POINTER(ctypes.c_int)
c_char_p = ctypes.c_char_p
c_buf = ctypes.c_char_p  # a writable buffer from create_string_buffer, or None

#: tw_rng_fn: uint32_t (*)(void *user, uint32_t bound)
RNG_FN = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32)

_Prototype = Tuple[Any, List[Any]]

#: ABI 1 as the first release has it: the package needs all of these.
_REQUIRED: Dict[str, _Prototype] = {
    "tw_version": (ctypes.c_uint32, []),
    "tw_version_string": (c_char_p, []),
    "tw_status_string": (c_char_p, [c_int]),
    "tw_games_count": (c_int, []),
    "tw_games_name": (c_char_p, [c_int]),
    "tw_games_about": (c_char_p, [c_char_p]),
    "tw_game_new": (c_int, [c_char_p, c_char_p, ctypes.POINTER(c_game_p)]),
    "tw_game_clone": (c_int, [c_game_p, ctypes.POINTER(c_game_p)]),
    "tw_game_free": (None, [c_game_p]),
    "tw_game_error": (c_char_p, [c_game_p]),
    "tw_game_num_players": (c_int, [c_game_p]),
    "tw_game_name": (c_char_p, [c_game_p]),
    "tw_game_current_player": (c_int, [c_game_p]),
    "tw_game_legal_moves": (c_int, [c_game_p, c_move_p, c_size]),
    "tw_game_chance_weights": (c_int, [c_game_p, c_move_p,
                                       ctypes.POINTER(ctypes.c_uint32), c_size]),
    "tw_game_apply": (c_int, [c_game_p, c_move]),
    "tw_game_undo": (c_int, [c_game_p]),
    "tw_game_history": (c_int, [c_game_p, c_move_p, c_size]),
    "tw_game_set_rng": (c_int, [c_game_p, RNG_FN, ctypes.c_void_p]),
    "tw_game_seed": (c_int, [c_game_p, ctypes.c_uint64]),
    "tw_game_roll": (c_int, [c_game_p, c_move_p]),
    "tw_game_advance": (c_int, [c_game_p]),
    "tw_move_to_string": (c_int, [c_game_p, c_move, c_buf, c_size]),
    "tw_move_from_string": (c_int, [c_game_p, c_char_p, c_move_p]),
    "tw_game_to_text": (c_int, [c_game_p, c_buf, c_size]),
    "tw_game_from_text": (c_int, [c_char_p, c_char_p, ctypes.POINTER(c_game_p)]),
    "tw_game_render": (c_int, [c_game_p, c_int, c_buf, c_size]),
    "tw_game_to_json": (c_int, [c_game_p, c_int, c_buf, c_size]),
    "tw_game_save_replay": (c_int, [c_game_p, c_buf, c_size]),
    "tw_game_load_replay": (c_int, [c_char_p, ctypes.POINTER(c_game_p)]),
    "tw_game_hash": (ctypes.c_uint64, [c_game_p]),
    "tw_game_is_over": (c_int, [c_game_p]),
    "tw_game_scores": (c_int, [c_game_p, ctypes.POINTER(c_int), c_size]),
    "tw_game_winner": (c_int, [c_game_p]),
}

#: The rest of ABI 1 (every 1.0 library has them, in the one node TOYWAR_1),
#: declared when present: the functions of the package that need one raise
#: LibraryError on a library without it.
_OPTIONAL: Dict[str, _Prototype] = {
    "tw_games_players": (c_int, [c_char_p, c_int_p, c_int_p]),
    "tw_games_param_count": (c_int, [c_char_p]),
    "tw_games_param_key": (c_char_p, [c_char_p, c_int]),
    "tw_games_param_help": (c_char_p, [c_char_p, c_int]),
    "tw_games_param_kind": (c_int, [c_char_p, c_int]),
    "tw_games_param_range": (c_int, [c_char_p, c_int, c_int_p, c_int_p, c_int_p]),
    "tw_games_param_value": (c_char_p, [c_char_p, c_int, c_int]),
    # 1.2: hidden information, one seat's share (toywar.h; docs/information.md)
    "tw_game_has_hidden": (c_int, [c_game_p]),
    "tw_game_observation": (c_int, [c_game_p, c_int, c_buf, c_size]),
    "tw_game_observation_hash": (ctypes.c_uint64, [c_game_p, c_int]),
    "tw_game_legal_moves_for": (c_int, [c_game_p, c_int, c_move_p, c_size]),
    "tw_game_chance_weights_for": (c_int, [c_game_p, c_int, c_move_p,
                                           ctypes.POINTER(ctypes.c_uint32), c_size]),
    "tw_game_apply_as": (c_int, [c_game_p, c_int, c_move]),
    "tw_game_history_for": (c_int, [c_game_p, c_int, c_move_p, c_size]),
    "tw_game_save_replay_for": (c_int, [c_game_p, c_int, c_buf, c_size]),
    "tw_game_resample": (c_int, [c_game_p, c_int, RNG_FN, ctypes.c_void_p,
                                 ctypes.POINTER(c_game_p)]),
    "tw_infostate_new": (c_int, [c_game_p, c_int, ctypes.POINTER(c_infostate_p)]),
    "tw_infostate_from_text": (c_int, [c_char_p, c_int, c_char_p,
                                       ctypes.POINTER(c_infostate_p)]),
    "tw_infostate_to_text": (c_int, [c_infostate_p, c_buf, c_size]),
    "tw_infostate_observation": (c_int, [c_infostate_p, c_buf, c_size]),
    "tw_infostate_hash": (ctypes.c_uint64, [c_infostate_p]),
    "tw_infostate_seat": (c_int, [c_infostate_p]),
    "tw_infostate_game": (c_char_p, [c_infostate_p]),
    "tw_infostate_sample": (c_int, [c_infostate_p, RNG_FN, ctypes.c_void_p,
                                    ctypes.POINTER(c_game_p)]),
    "tw_infostate_sample_into": (c_int, [c_infostate_p, RNG_FN, ctypes.c_void_p, c_game_p]),
    "tw_infostate_clone": (c_int, [c_infostate_p, ctypes.POINTER(c_infostate_p)]),
    "tw_infostate_error": (c_char_p, [c_infostate_p]),
    "tw_infostate_free": (None, [c_infostate_p]),
    # 1.2: each move's events, per seat (toywar.h "Events"; docs/events.md)
    "tw_game_event_kind_name": (c_char_p, [c_int]),
    "tw_game_event_count": (c_int, [c_game_p, c_int, c_int]),
    "tw_game_event": (c_int, [c_game_p, c_int, c_int, c_int, c_int_p, c_int_p, c_int_p,
                              c_int_p, c_int_p, c_int_p]),
    "tw_game_event_text": (c_int, [c_game_p, c_int, c_int, c_int, c_buf, c_size]),
    "tw_game_events_json": (c_int, [c_game_p, c_int, c_int, c_buf, c_size]),
}


def _declare_one(lib: ctypes.CDLL, name: str, prototype: _Prototype) -> None:
    function = getattr(lib, name)
    function.restype, function.argtypes = prototype


def _declare(lib: ctypes.CDLL, path: str) -> None:
    missing = []
    for name, prototype in _REQUIRED.items():
        try:
            _declare_one(lib, name, prototype)
        except AttributeError:
            missing.append(name)
    if missing:
        raise LibraryError("%s is not libtoywar 1 (it lacks %s)" % (path, ", ".join(missing)))
    for name, prototype in _OPTIONAL.items():
        try:
            _declare_one(lib, name, prototype)
        except AttributeError:
            pass


def has(lib: ctypes.CDLL, name: str) -> bool:
    """Whether the loaded library has the (optional) function ``name``."""
    try:
        getattr(lib, name)
    except AttributeError:
        return False
    return True


def need(lib: ctypes.CDLL, path: Optional[str], name: str) -> None:
    """Raises LibraryError when the library lacks the function ``name``."""
    if not has(lib, name):
        raise LibraryError("the loaded libtoywar (%s, %s) has no %s(): it is older than "
                           "this toywar package %s" % (path, lib.tw_version_string().decode(),
                                                       name, __version__))
