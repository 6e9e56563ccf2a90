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
from typing import Callable, List, NamedTuple, Optional, Sequence, Tuple

from . import _api
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
# Every prototype is generated from the API description (toywar/_api.py);
# nothing here restates one.

c_move = ctypes.c_uint32

#: tw_rng_fn: uint32_t (*)(void *user, uint32_t bound)
RNG_FN = _api.RNG_FN
#: tw_alloc_fn: void *(*)(void *user, void *ptr, size_t old_size, size_t new_size)
ALLOC_FN = _api.ALLOC_FN


def _declare(lib: ctypes.CDLL, path: str) -> None:
    """Declares every function of the description that the library has;
    refuses a library that lacks one of the first release's."""
    missing = []
    for name, (restype, argtypes) in _api.PROTOTYPES.items():
        try:
            function = getattr(lib, name)
        except AttributeError:
            if name in _api.REQUIRED:
                missing.append(name)
            continue
        function.restype, function.argtypes = restype, argtypes
    if missing:
        raise LibraryError("%s is not libtoywar %d (it lacks %s)"
                           % (path, SONAME_MAJOR, ", ".join(missing)))


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
