# SPDX-License-Identifier: MIT
"""naming.py: how every binding names what the API description holds.

The emitters (gen_*.py) share these rules, so that a thing has the same
name, up to each language's case, in every binding:

- a function is its noun, in the language's case: tw_gearhead_square is
  `square` in Python and JavaScript, tw_droids_rack_pile_count
  `rack_pile_count` in Python and `rackPileCount` in JavaScript;
- an enum is its noun in CamelCase, without its game (which its module or
  namespace gives) and without `_kind`: tw_gearhead_toy_kind is `Toy`,
  tw_droids_dir_kind `Dir`; the core's keep their names (tw_status is
  `Status`, tw_param_kind `ParamKind`, tw_event_kind `EventKind`);
- an enumerator is its name after the enum's prefix: TW_GEARHEAD_TOY_BIG_AL
  is `Toy.BIG_AL`; TW_E_ARG is `Status.E_ARG`;
- a game's flag bits (TW_<GAME>_FLAG_*) are one flag set, `Flag`, and its
  other constants lose their game's prefix: TW_DROIDS_SENDER_KILLER is
  `SENDER_KILLER` of the droids module;
- a reader that returns a value and writes out-parameters answers a record
  of them all, its value first, named after the enum it is
  (tw_gearhead_square gives {toy, facing, flags}) or `value`; a reader
  with several arrays answers a list of rows, each named by its arrays
  (tw_toybattle_stack gives [{kind, owner}, ...]: the arrays' names in the
  singular).
"""

import re


def camel(words):
    """snake_case as camelCase."""
    head, *rest = words.split("_")
    return head + "".join(w[:1].upper() + w[1:] for w in rest)


def pascal(words):
    """snake_case as PascalCase."""
    return "".join(w[:1].upper() + w[1:] for w in words.split("_"))


def enum_noun(enum):
    """tw_gearhead_toy_kind -> toy; tw_status -> status; tw_event_kind -> event_kind."""
    name = enum["name"][len("tw_"):]
    if enum.get("game"):
        name = name[len(enum["game"]) + 1:]
        return name[:-len("_kind")] if name.endswith("_kind") else name
    return name


def enum_class(enum):
    """The enum's class or object name: Toy, Dir, Status, ParamKind, EventKind."""
    return pascal(enum_noun(enum))


def enum_prefix(enum):
    """The common prefix of the enum's values: TW_GEARHEAD_TOY_, TW_E_ for
    tw_status (whose TW_OK keeps `OK`)."""
    names = [v["name"] for v in enum["values"]]
    prefix = names[0]
    for name in names[1:]:
        while not name.startswith(prefix):
            prefix = prefix[:-1]
    prefix = prefix[:prefix.rfind("_") + 1]
    return prefix if prefix != "TW_" or enum["name"] != "tw_status" else "TW_"


def enumerator(enum, value):
    """The enumerator's name in its enum: BIG_AL, NORTH, E_ARG, OK."""
    return value["name"][len(enum_prefix(enum)):]


def constant_name(constant, game):
    """A constant's name in its game's module: TW_DROIDS_SENDER_KILLER -> SENDER_KILLER;
    the core's lose TW_ (TW_MOVES_MAX -> MOVES_MAX)."""
    prefix = "TW_%s_" % game.upper() if game else "TW_"
    name = constant["name"]
    return name[len(prefix):] if name.startswith(prefix) else name


def is_flag(constant, game):
    """A flag bit of a game: TW_<GAME>_FLAG_*."""
    return bool(game) and constant["name"].startswith("TW_%s_FLAG_" % game.upper())


def flag_name(constant, game):
    """TW_GEARHEAD_FLAG_ON_BACK -> ON_BACK (of the game's Flag)."""
    return constant["name"][len("TW_%s_FLAG_" % game.upper()):]


def is_count(constant, enums):
    """A `_COUNT` macro of an enum (the enum's own count, not a constant of its own)."""
    return any(e.get("count") == constant["name"] for e in enums)


def function_name(fn):
    """The function's name in a binding, snake_case: its noun."""
    return fn["noun"]


def singular(word):
    """owners -> owner, kinds -> kind, heights -> height, nodes -> node."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def value_field(fn):
    """The name of the value a reader returns beside its out-parameters:
    the noun of the enum it is (toy, chit, object), else `value`."""
    enum = fn["returns"].get("enum")
    if enum:
        noun = re.sub(r"^tw_[a-z]+_", "", enum)
        return noun[:-len("_kind")] if noun.endswith("_kind") else noun
    return "value"


def row_fields(fn):
    """The fields of a row of a reader with several arrays: each array's name
    in the singular (moves, weights -> move, weight)."""
    return [singular(p["name"]) for p in fn["params"] if p["role"] == "array"]
