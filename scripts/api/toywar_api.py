# SPDX-License-Identifier: MIT
"""toywar_api.py: the public headers read as data, and the API description.

    toywar_api.py --include DIR --map MAP --out FILE       write the description
    toywar_api.py --include DIR --map MAP --check FILE     fail if FILE differs

The headers of include/toywar/ follow one convention (docs/abi.md, "The
public convention"), regular enough to be read without a C parser: every
function is one `TW_API` declaration after its Doxygen comment, every enum
a `typedef enum` with its values written out, every constant a `#define`
of a literal. This module reads them, once, for everything that needs
them as data:

- tests/convention/check_convention.py checks each function against the
  convention (it imports parse_header, shape_of, rank_params, ...);
- describe() writes the machine-readable description of the API,
  `api/toywar-api.json` (docs/api-description.md says what each field
  means), from which scripts/api/generate.py writes the bindings' generated
  parts (the Python package's ctypes prototypes and constants, the
  JavaScript binding's table, its exports and its TypeScript types).

The description holds what a binding needs and the headers say: each
function's prototype, the role of each argument in the convention's order
(handle, index, viewer, input, out, array, buffer, capacity), whether an
out-parameter may be NULL, the enum a value or an argument takes (the
comment's ::tw_..._kind), the special values it may answer (#TW_NONE,
#TW_HIDDEN), the statuses it names, what it reveals (@public, @perseat,
@allseeing), the version node it is exported under, and its comment; each
enum with its values, and each constant with its value.
"""

import argparse
import json
import os
import re
import sys

SCHEMA = 1
GENERIC = {"tw_version", "tw_version_string", "tw_status_string"}
BASE_AREAS = ("game", "games", "infostate", "move")
HANDLES = {"const tw_game *", "tw_game *", "const tw_infostate *", "tw_infostate *"}
INPUTS = {"tw_move", "const char *", "uint64_t", "tw_rng_fn", "tw_alloc_fn", "void *",
          "const tw_game *", "tw_status"}
OUTS = {"int *", "tw_move *", "uint32_t *", "tw_game **", "tw_infostate **", "tw_game *"}
ARRAY_TYPES = ("int *", "tw_move *", "uint32_t *", "char *")
RANKS = ("handle", "index", "viewer", "input", "out", "array")
TAGS = ("@allseeing", "@perseat", "@public")
_DOC_END = r"(?=@param|@return|@public|@perseat|@allseeing|@since|@note|\Z)"


class Function:
    """One TW_API function as its header declares and documents it."""

    def __init__(self, name, ret, params, doc, header):
        self.name, self.ret, self.params, self.doc, self.header = name, ret, params, doc, header
        self.shape = None
        self.ranks = []
        self.node = None

    def param_doc(self, pname):
        m = re.search(r"@param\s+%s\b(.*?)%s" % (re.escape(pname), _DOC_END), self.doc, re.S)
        return " ".join(m.group(1).split()) if m else None

    def returns(self):
        m = re.search(r"@return\b(.*?)%s" % _DOC_END, self.doc, re.S)
        return " ".join(m.group(1).split()) if m else ""


# ---- reading a header ----------------------------------------------------------------

def split_param(text):
    text = " ".join(text.split())
    m = re.match(r"^(.*?)(\w+)$", text)
    ptype = " ".join(m.group(1).replace("*", " * ").split())
    ptype = ptype.replace("* *", "**")
    ptype = re.sub(r" \*$", " *", ptype)
    ptype = re.sub(r"\s*\*\s*\*$", " **", ptype)
    return ptype.strip(), m.group(2)


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", " ", text, flags=re.S)


def _enum_values(body):
    """An enum's (name, value, doc) in order; a value not written is the one after."""
    values, nxt = [], 0
    items = re.findall(r"(\w+)(?:\s*=\s*(-?\w+))?\s*,?\s*(?:/\*\*<(.*?)\*/)?", 
                       re.sub(r"/\*(?!\*<).*?\*/", " ", body, flags=re.S), re.S)
    for name, value, doc in items:
        v = int(value, 0) if value and re.match(r"^-?\d", value) else nxt
        values.append((name, v, " ".join(doc.split())))
        nxt = v + 1
    return values


def _macro_docs(text):
    """Each #define's comment: its trailing /**< */, else the /** */ just before it."""
    docs = {}
    for m in re.finditer(r"(?:/\*\*(?!<)((?:(?!\*/).)*)\*/\s*)?^#define\s+(\w+)[^\n]*?"
                         r"(?:/\*\*<(.*?)\*/)?$", text, re.S | re.M):
        doc = m.group(3) or m.group(1) or ""
        doc = re.sub(r"^[ \t]*\*+ ?", "", doc, flags=re.M)
        docs[m.group(2)] = " ".join(doc.split())
    return docs


def parse_header(path):
    """(functions, declared names, enums, macros, includes, text) of a header:
    enums as (tag, typedef, [(name, value)]), macros as {name: literal}."""
    text = open(path, encoding="utf-8").read()
    header = os.path.basename(path)
    functions = []
    for m in re.finditer(r"/\*\*((?:(?!\*/).)*)\*/\s*TW_API\s+([^;(]*?)\b(tw_\w+)\s*\(([^)]*)\)\s*;",
                         text, re.S):
        doc, ret, name, params = m.group(1), m.group(2), m.group(3), m.group(4)
        doc = re.sub(r"^[ \t]*\*+ ?", "", doc, flags=re.M)  # the comment's leading stars
        ret = " ".join(ret.replace("*", " * ").split()).replace(" *", " *")
        plist = [] if params.strip() in ("", "void") else [split_param(p) for p in params.split(",")]
        functions.append(Function(name, ret, plist, doc, header))
    bare = strip_comments(text)
    declared = re.findall(r"TW_API\s+[^;(]*?\b(tw_\w+)\s*\(", bare)
    enums = []
    for m in re.finditer(r"typedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", text, re.S):
        enums.append((m.group(1), m.group(3), [(n, v) for n, v, _ in _enum_values(m.group(2))]))
    macros = dict(re.findall(r"^#define\s+(\w+)\s+\(?(-?\w+)\)?", text, re.M))
    includes = re.findall(r"^\s*#\s*include\s+(\S+)", text, re.M)
    return functions, declared, enums, macros, includes, text


def read_map(map_path):
    """{function: version node} of the linker script, and the nodes that
    have a wildcard among their global names."""
    text = strip_comments(open(map_path, encoding="utf-8").read())
    nodes, wild = {}, []
    for m in re.finditer(r"(TOYWAR_[\d.]+)\s*\{(.*?)\}", text, re.S):
        names = m.group(2).split("local:")[0]
        if "*" in names:
            wild.append(m.group(1))
        for name in re.findall(r"\b(tw_\w+)\s*;", names):
            nodes[name] = m.group(1)
    return nodes, wild


# ---- what the convention says of a function ------------------------------------------

def area_of(name, areas):
    if name in GENERIC:
        return "generic"
    for area in sorted(areas, key=len, reverse=True):
        if name.startswith("tw_%s_" % area) and len(name) > len("tw_%s_" % area):
            return area
    return None


def is_yes_no_doc(fn):
    return bool(re.match(r"^(1 if|1 when)\b", fn.returns()))


def shape_of(fn, area):
    ret, params = fn.ret, fn.params
    noun = fn.name[len("tw_%s_" % area):] if area not in (None, "generic") else ""
    if ret == "tw_status":
        return "status"
    if ret == "int" and re.match(r"^(is|has)_", noun):
        return "yes/no"
    if ret == "int" and len(params) >= 2 and params[-1] == ("size_t", "cap") and \
            params[-2][0] == "char *":
        return "text"
    if ret == "int":
        return "value"
    if ret == "const char *":
        return "static text"
    if ret == "uint64_t" and fn.name.endswith("_hash"):
        return "hash"
    if ret == "uint32_t" and fn.name == "tw_version":
        return "version"
    if ret == "void" and fn.name.endswith("_free") and len(params) == 1:
        return "free"
    return None


def rank_params(fn):
    """The rank of each parameter in the convention's order, or None for one
    that has none."""
    params, ranks = fn.params, []
    array_from = len(params)
    if params and params[-1] == ("size_t", "cap"):
        array_from = len(params) - 1
        while array_from > 0 and params[array_from - 1][0] in ARRAY_TYPES:
            array_from -= 1
    for i, (ptype, pname) in enumerate(params):
        if i >= array_from:
            ranks.append("array")
        elif i == 0 and (ptype in HANDLES or ptype == "const char *"):
            ranks.append("handle")
        elif ptype == "int" and pname in ("viewer", "seat"):
            ranks.append("viewer")
        elif ptype == "int":
            ranks.append("index")
        elif ptype in OUTS and not (ptype == "tw_game *" and i == 0):
            ranks.append("out")
        elif ptype in INPUTS:
            ranks.append("input")
        else:
            ranks.append(None)
    return ranks


def tags_of(fn):
    return [t for t in TAGS if re.search(t + r"\b", fn.doc)]


# ---- the description -----------------------------------------------------------------

def _role(ptype, rank, pdoc):
    """The rank, with the array rank told apart: an array ("receives up to
    @p cap ..."), a text buffer, the capacity that closes them, or an
    out-parameter that stands among the arrays (tw_toybattle_region()'s
    medals and owner come before its ring)."""
    if rank != "array":
        return rank
    if ptype == "size_t":
        return "capacity"
    if ptype == "char *":
        return "buffer"
    return "array" if "receives up to" in pdoc else "out"


def _enum_named(doc, enums):
    """The first enum type a comment names (::tw_..._kind, ::tw_status)."""
    for name in re.findall(r"::(tw_\w+)", doc or ""):
        if name in enums:
            return name
    return None


def _specials(doc, specials):
    """The special values (<= -100) a comment names, in the header's order."""
    named = set(re.findall(r"#(TW_[A-Z_]+)", doc or ""))
    return [name for name in specials if name in named]


def _brief(doc):
    """The comment's text before its first tag: what the function does."""
    head = re.split(r"@param|@return|@public|@perseat|@allseeing|@since|@note", doc)[0]
    return " ".join(head.split())


def describe_function(fn, area, game_areas, enums, specials, statuses, nodes):
    ranks = rank_params(fn)
    params = []
    for (ptype, pname), rank in zip(fn.params, ranks):
        pdoc = fn.param_doc(pname) or ""
        role = _role(ptype, rank, pdoc)
        param = {"name": pname, "type": ptype, "role": role, "doc": pdoc}
        if role == "out":
            param["optional"] = "may be NULL" in pdoc
        enum = _enum_named(pdoc, enums)
        if enum:
            param["enum"] = enum
        named = _specials(pdoc, specials)
        if named and role in ("out", "array"):
            param["specials"] = named
        params.append(param)
    ret_doc = fn.returns()
    shape = shape_of(fn, area)
    returns = {"type": fn.ret, "doc": ret_doc}
    if shape == "value":
        enum = _enum_named(ret_doc, enums)
        if enum:
            returns["enum"] = enum
        returns["specials"] = _specials(ret_doc, specials)
    since = re.findall(r"@since\s+(\S+)", fn.doc)
    tags = tags_of(fn)
    return {
        "name": fn.name,
        "header": fn.header,
        "area": area,
        "game": area if area in game_areas else None,
        "noun": fn.name[len("tw_%s_" % area):] if area != "generic" else fn.name[3:],
        "shape": shape,
        "reveals": tags[0][1:] if len(tags) == 1 else None,
        "node": nodes.get(fn.name),
        "since": since[0] if since else None,
        "returns": returns,
        "params": params,
        "errors": [s for s in statuses if re.search(r"#?%s\b" % s, fn.doc) and s != "TW_OK"],
        "brief": _brief(fn.doc),
    }


def _enum_docs(text):
    """{typedef: (its comment, {enumerator: comment})} of a header."""
    out = {}
    for m in re.finditer(r"(?:/\*\*((?:(?!\*/).)*)\*/\s*)?typedef\s+enum\s+\w+\s*\{(.*?)\}\s*(\w+)\s*;",
                         text, re.S):
        doc = re.sub(r"^[ \t]*\*+ ?", "", m.group(1) or "", flags=re.M)
        out[m.group(3)] = (" ".join(doc.split()),
                           {n: d for n, _, d in _enum_values(m.group(2))})
    return out


def _constant(name, literal, header, game, doc):
    if re.match(r"^-?(0x[0-9a-fA-F]+|\d+)$", literal):
        return {"name": name, "value": int(literal, 0), "header": header, "game": game,
                "doc": doc}
    return None


def _typedefs(text):
    """The typedefs that are no enum: opaque handles, tw_move, the callbacks."""
    out = []
    for m in re.finditer(r"/\*\*((?:(?!\*/).)*)\*/\s*typedef\s+(struct\s+\w+|[^;(]*?\(\s*\*\s*\w+\s*\)"
                         r"\s*\([^)]*\)|\w+)\s*(\w*)\s*;", text, re.S):
        doc = " ".join(re.sub(r"^[ \t]*\*+ ?", "", m.group(1), flags=re.M).split())
        body = " ".join(m.group(2).split())
        fp = re.match(r"^(.*?)\(\s*\*\s*(\w+)\s*\)\s*\((.*)\)$", body)
        if fp:
            ret = " ".join(fp.group(1).replace("*", " * ").split()).replace(" *", " *")
            params = [{"name": n, "type": t} for t, n in
                      (split_param(p) for p in fp.group(3).split(","))]
            out.append({"name": fp.group(2), "kind": "callback", "returns": ret,
                        "params": params, "doc": doc})
        elif body.startswith("struct "):
            out.append({"name": m.group(3), "kind": "opaque", "doc": doc})
        else:
            out.append({"name": m.group(3), "kind": "alias", "type": body, "doc": doc})
    return out


def header_paths(include_dir):
    """toywar.h first, then the games' headers in name order."""
    names = sorted(h for h in os.listdir(include_dir) if h.endswith(".h"))
    names.sort(key=lambda h: h != "toywar.h")
    return [os.path.join(include_dir, h) for h in names]


def _count_macro(typedef, macros):
    """The macro that counts an enum's values: TW_<AREA>_COUNT for a game's
    tw_<area>_kind, TW_<NAME>_COUNT for the core's (TW_EVENT_KIND_COUNT for
    tw_event_kind); None when the header defines neither."""
    m = re.match(r"^tw_(\w+?)(_kind)?$", typedef)
    if not m:
        return None
    for name in (m.group(1), m.group(1) + (m.group(2) or "")):
        macro = "TW_%s_COUNT" % name.upper()
        if macro in macros:
            return macro
    return None


def describe(include_dir, map_path):
    """The API description of the headers in include_dir, as a dict."""
    parsed = {os.path.basename(p): parse_header(p) for p in header_paths(include_dir)}
    game_areas = [h[:-2] for h in parsed if h != "toywar.h"]
    areas = set(BASE_AREAS) | set(game_areas)
    nodes, _ = read_map(map_path)
    enums, constants, typedefs, strings = [], [], [], []
    for header, (_, _, header_enums, macros, _, text) in parsed.items():
        docs = _enum_docs(text)
        game = header[:-2] if header != "toywar.h" else None
        for _, typedef, values in header_enums:
            doc, value_docs = docs.get(typedef, ("", {}))
            count = _count_macro(typedef, macros)
            enums.append({"name": typedef, "header": header, "game": game, "doc": doc,
                          "count": count,
                          "values": [{"name": n, "value": v, "doc": value_docs.get(n, "")}
                                     for n, v in values]})
        macro_docs = _macro_docs(text)
        for name, literal in macros.items():
            constant = _constant(name, literal, header, game, macro_docs.get(name, ""))
            if constant:
                constants.append(constant)
        for m in re.finditer(r'^#define\s+(\w+)\s+"([^"]*)"', text, re.M):
            strings.append({"name": m.group(1), "value": m.group(2), "header": header,
                            "doc": macro_docs.get(m.group(1), "")})
        typedefs += [dict(t, header=header) for t in _typedefs(text)]
    enum_names = {e["name"] for e in enums}
    specials = [c["name"] for c in constants if c["header"] == "toywar.h" and c["value"] <= -100]
    statuses = [v["name"] for e in enums if e["name"] == "tw_status" for v in e["values"]]
    functions = []
    for header, (fns, _, _, _, _, _) in parsed.items():
        for fn in fns:
            functions.append(describe_function(fn, area_of(fn.name, areas), game_areas,
                                               enum_names, specials, statuses, nodes))
    version = {c["name"]: c["value"] for c in constants if c["name"].startswith("TOYWAR_VERSION_")}
    return {
        "schema": SCHEMA,
        "library": "libtoywar",
        "version": "%d.%d.%d" % (version["TOYWAR_VERSION_MAJOR"], version["TOYWAR_VERSION_MINOR"],
                                 version["TOYWAR_VERSION_PATCH"]),
        "soname": "libtoywar.so.%d" % version["TOYWAR_VERSION_MAJOR"],
        "headers": ["toywar/%s" % h for h in parsed],
        "games": game_areas,
        "specials": specials,
        "typedefs": typedefs,
        "enums": enums,
        "constants": constants,
        "strings": strings,
        "functions": functions,
    }


def dumps(description):
    """The description as the committed file writes it: sorted nowhere (the
    headers' order is the API's), two-space indents, a final newline."""
    return json.dumps(description, indent=2, ensure_ascii=False) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--include", required=True, help="the headers' folder (include/toywar)")
    ap.add_argument("--map", required=True, help="the linker script (lib/toywar.map)")
    out = ap.add_mutually_exclusive_group(required=True)
    out.add_argument("--out", help="write the description here")
    out.add_argument("--check", help="fail unless this file is the description")
    args = ap.parse_args(argv)
    text = dumps(describe(args.include, args.map))
    if args.out:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
        return 0
    with open(args.check, encoding="utf-8") as f:
        if f.read() != text:
            print("FAIL: %s is not the description of %s (write it again: cmake --build "
                  "BUILD --target api)" % (args.check, args.include))
            return 1
    print("OK: %s describes %s" % (args.check, args.include))
    return 0


if __name__ == "__main__":
    sys.exit(main())
