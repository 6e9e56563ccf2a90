"""Finding libtoywar and declaring its C functions for ctypes.

The library is looked for, in order:

1. the file named by the environment variable ``TOYWAR_LIBRARY``;
2. a build tree of this checkout: ``build/lib/libtoywar.so.1``, then
   ``build/*/lib/libtoywar.so.1`` (the newest first), relative to the
   repository this package sits in;
3. the system: ``ctypes.util.find_library("toywar")``, then the SONAME
   ``libtoywar.so.1`` through the dynamic loader's search path.
"""

import ctypes
import ctypes.util
import glob
import os
import sys

SONAME_MAJOR = 1

_REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def _file_names():
    if sys.platform == "darwin":
        return ["libtoywar.%d.dylib" % SONAME_MAJOR, "libtoywar.dylib"]
    return ["libtoywar.so.%d" % SONAME_MAJOR, "libtoywar.so"]


def _build_tree_candidates():
    found = []
    for name in _file_names():
        found.append(os.path.join(_REPO, "build", "lib", name))
        nested = glob.glob(os.path.join(_REPO, "build", "*", "lib", name))
        found.extend(sorted(nested, key=os.path.getmtime, reverse=True))
    return [path for path in found if os.path.isfile(path)]


def _candidates():
    env = os.environ.get("TOYWAR_LIBRARY")
    if env:
        return [env]
    found = _build_tree_candidates()
    system = ctypes.util.find_library("toywar")
    if system:
        found.append(system)
    found.extend(_file_names())
    return found


def load():
    """Loads libtoywar and declares its functions; raises OSError if none loads."""
    errors = []
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
        except OSError as exc:
            errors.append("%s: %s" % (path, exc))
            continue
        _declare(lib)
        return lib, path
    raise OSError("libtoywar not found (set TOYWAR_LIBRARY to its path); tried:\n  "
                  + "\n  ".join(errors))


# ---- the C declarations ------------------------------------------------------

c_game_p = ctypes.c_void_p
c_move = ctypes.c_uint32
c_move_p = ctypes.POINTER(c_move)
c_size = ctypes.c_size_t
c_int = ctypes.c_int
c_char_p = ctypes.c_char_p
c_buf = ctypes.c_char_p  # a writable buffer from create_string_buffer, or None

#: tw_rng_fn: uint32_t (*)(void *user, uint32_t bound)
RNG_FN = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32)

_PROTOTYPES = {
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


def _declare(lib):
    for name, (restype, argtypes) in _PROTOTYPES.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
