#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check_convention.py: every exported function against the public convention.

    check_convention.py --lib LIB --include DIR --map MAP --lib-src DIR --cc CC
                        [--cflags FLAGS] [--work DIR] [--expect FILE]

The convention is docs/abi.md's ("The public convention"); this test walks
every function LIB exports (`nm -D`) and checks it against the written
rules, with no function excepted:

- its name (rule `name`): tw_<area>_<noun>..., the area `game`, `games`,
  `infostate`, `move` or a registered game's name (asked of LIB), declared
  in that game's header (generic areas in toywar.h); a yes/no question
  (its @return starts "1 if" or "1 when") is named tw_<area>_is_... or
  _has_..., and only a yes/no question is (rule `yes-no name`);
- its prototype from the headers (rule `shape`): the return type is one of
  the six shapes; (rule `order`) the arguments come handle, indices,
  viewer or seat, inputs, out-parameters, then an array or text buffer and
  its capacity, and every out-array has a capacity;
- its comment (rule `tag`): exactly one of @allseeing, @perseat, @public,
  @perseat exactly when it takes a viewer or a seat (or reads an
  information state); (rule `errors`) its error answer documented (a
  negative status named, "0 for" a yes/no question, NULL for static text);
  (rule `none`) no -1 for "none"; (rule `outs`) every out-parameter says
  whether it may be NULL ("may be NULL", or "(required)" when the function
  exists only to fill it); (rule `since`) no @since in a function of the
  first node;
- and, in C (a driver generated from the prototypes, compiled with CC and
  linked with LIB), each is called with a NULL handle or name, a handle of
  another game, each index and viewer out of range, a NULL array with a
  capacity > 0, and NULL for each required pointer: (rule `error answer`)
  the return is the shape's error (a negative status, 0 for yes/no, NULL
  for static text, 0 for a hash), the handle's message is set when there
  is a handle, and out-parameters are left as they were (a creator's
  handle is set to NULL, as toywar.h says of creators); (rule `documented errors`) every
  status seen is named in the comment; (rule `value`) a reader called
  on real states answers within its shape (a value >= 0, a named special
  value <= -100, or a status with a message; 1 or 0 for yes/no), and the
  same with its optional out-parameters NULL; (rule `names`) each
  _name/_code function answers static text for each value of its enum but
  the _NONE one, NULL out of range.

The headers' enums and macros are checked too: (rule `enum`) a game's enum
types are tw_<game>_<noun>_kind, their enumerators TW_<GAME>_<NOUN>_*, 0..n-1,
with a TW_<GAME>_<NOUN>_COUNT macro of n; (rule `pinned`) each enumerator
and count is pinned by a _Static_assert of LIB-SRC; (rule `macro`) a game
header's macros are TW_<GAME>_*; (rule `include`) a game header includes
"toywar.h" only; (rule `code`) a piece with a _name has a _code and the
other way round, and each game with a phase enum has a _phase_name; (rule
`map`) MAP names every function in TOYWAR_1 (or a later node), with no
wildcard, and LIB exports each under its node.

Each failure is printed as `FAIL <function> [<rule>]: why`; the test fails
on any. With --expect FILE (lines `<function> <rule>`), it instead passes
exactly when the failures are those, each at least once (the proof that it
fires: tests/convention/probe.h).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

# The headers are read by the module that also writes the API description
# (scripts/api/toywar_api.py), so the two read them alike.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "scripts", "api"))
from toywar_api import (BASE_AREAS, HANDLES, RANKS, area_of, is_yes_no_doc,  # noqa: E402
                        parse_header, rank_params, read_map, shape_of)

SHAPES = ("status", "value", "yes/no", "text", "static text", "hash", "version", "free")


class Report:
    def __init__(self):
        self.failures = []

    def fail(self, fn, rule, why):
        self.failures.append((fn, rule, why))


# ---- static rules ------------------------------------------------------------------

def check_static(functions, areas, game_headers, rep):
    for fn in functions:
        area = area_of(fn.name, areas)
        if area is None:
            rep.fail(fn.name, "name", "no area: tw_<area>_<noun>, the area one of %s"
                     % ", ".join(sorted(areas)))
            continue
        if not re.match(r"^tw_[a-z0-9]+(_[a-z0-9]+)*$", fn.name):
            rep.fail(fn.name, "name", "not lower-case words joined by _")
        want_header = "%s.h" % area if area in game_headers else "toywar.h"
        if fn.header != want_header:
            rep.fail(fn.name, "name", "declared in %s, its area's header is %s"
                     % (fn.header, want_header))
        fn.shape = shape_of(fn, area)
        if fn.shape is None:
            rep.fail(fn.name, "shape", "returns %s: not one of the six shapes" % fn.ret)
            continue
        if is_yes_no_doc(fn) != (fn.shape == "yes/no"):
            rep.fail(fn.name, "yes-no name",
                     "answers 1 or 0 but is not named is_/has_" if is_yes_no_doc(fn)
                     else "named is_/has_ but its @return is not '1 if ...'")
            if is_yes_no_doc(fn) and fn.ret == "int":
                fn.shape = "yes/no"  # checked as what it is
        check_order(fn, rep)
        check_doc(fn, rep)


def check_order(fn, rep):
    fn.ranks = rank_params(fn)
    last = 0
    for (ptype, pname), rank in zip(fn.params, fn.ranks):
        if rank is None:
            rep.fail(fn.name, "order", "parameter %s %s has no place in the order" % (ptype, pname))
            continue
        r = RANKS.index(rank)
        if r < last:
            rep.fail(fn.name, "order", "%s (%s) after a later kind of argument: the order is %s"
                     % (pname, rank, ", ".join(RANKS)))
        last = max(last, r)
        if ptype == "size_t" and (pname != "cap" or rank != "array"):
            rep.fail(fn.name, "order", "a size_t is the capacity, last, named cap")
        doc = fn.param_doc(pname) or ""
        if "receives up to" in doc and rank != "array":
            rep.fail(fn.name, "order", "%s is an out-array without a capacity" % pname)


def check_doc(fn, rep):
    doc = fn.doc
    tags = [t for t in ("@allseeing", "@perseat", "@public") if re.search(t + r"\b", doc)]
    if len(tags) != 1:
        rep.fail(fn.name, "tag", "%s of @allseeing, @perseat, @public" % len(tags))
    takes_viewer = any(r == "viewer" for r in fn.ranks)
    reads_infostate = bool(fn.params) and fn.params[0][0] == "const tw_infostate *"
    if tags == ["@public"] and takes_viewer:
        rep.fail(fn.name, "tag", "@public, but it takes a viewer or a seat")
    if takes_viewer and tags != ["@perseat"]:
        rep.fail(fn.name, "tag", "takes a viewer or a seat but is not @perseat")
    if tags == ["@perseat"] and not (takes_viewer or reads_infostate):
        rep.fail(fn.name, "tag", "@perseat, but it takes no viewer, seat or information state")
    ret = fn.returns()
    words = " ".join(doc.split())
    want = {
        "status": r"#?TW_E_\w+",
        "value": r"#?TW_E_\w+",
        "text": r"#?TW_E_\w+",
        "yes/no": r"\b0 for\b",
        "static text": r"\bNULL\b",
        "hash": r"\b0 for\b",
        "version": r"Never fails",
        "free": r"NULL is a no-op",
    }[fn.shape]
    if not fn.params and fn.shape in ("value", "status", "text"):
        want = r"Never fails"
    if not re.search(want, words) and not re.search(r"Never fails", words):
        rep.fail(fn.name, "errors", "its comment does not give its error answer (%s)" % want)
    if re.search(r"(^|[\s(,])-1\b(?!\s*\.\.)", " ".join(strip_doc_code(doc).split())):
        rep.fail(fn.name, "none", "its comment has -1 for a value: none is TW_NONE")
    for (ptype, pname), rank in zip(fn.params, fn.ranks):
        if rank != "out":
            continue
        pdoc = fn.param_doc(pname)
        if pdoc is None or not re.search(r"may be NULL|\(required\)", pdoc):
            rep.fail(fn.name, "outs", "out-parameter %s: say 'may be NULL' or '(required)'"
                     % pname)
    if ret == "" and fn.shape not in ("free",) and "@return" not in doc:
        rep.fail(fn.name, "errors", "no @return")


def strip_doc_code(doc):
    # "0 .. tw_game_num_players() - 1" and the like are arithmetic, not values.
    return re.sub(r"\s-\s1\b", " minus 1", doc)


def check_enums(headers, game_headers, lib_src, rep):
    pinned = ""
    for root, _, files in os.walk(lib_src):
        for f in files:
            if f.endswith(".c"):
                text = open(os.path.join(root, f), encoding="utf-8").read()
                pinned += " ".join(re.findall(r"_Static_assert\s*\((.*?)\);", text, re.S))
    pinned_names = set(re.findall(r"\bTW_\w+", pinned))
    for header, (_, _, enums, macros, includes, text) in headers.items():
        game = header[:-2]
        if game not in game_headers:
            continue
        if includes != ['"toywar.h"']:
            rep.fail(header, "include", "includes %s: a game header includes \"toywar.h\" only"
                     % " ".join(includes))
        for tag, typedef, values in enums:
            m = re.match(r"^tw_%s_([a-z0-9_]+)_kind$" % game, typedef)
            if tag != typedef or not m:
                rep.fail(typedef, "enum", "an enum type is tw_%s_<noun>_kind" % game)
                continue
            noun = m.group(1).upper()
            prefix = "TW_%s_%s_" % (game.upper(), noun)
            for i, (name, v) in enumerate(values):
                if not name.startswith(prefix) or name.endswith(("_COUNT", "_KINDS")):
                    rep.fail(name, "enum", "an enumerator of %s is %s<VALUE>" % (typedef, prefix))
                if v != i:
                    rep.fail(name, "enum", "is %d, not %d: the values are 0..n-1" % (v, i))
                if name not in pinned_names:
                    rep.fail(name, "pinned", "no _Static_assert of %s pins it" % lib_src)
            count = prefix + "COUNT"
            if macros.get(count) != str(len(values)):
                rep.fail(typedef, "enum", "%s is %s, not %d" % (count, macros.get(count),
                                                               len(values)))
            elif count not in pinned_names:
                rep.fail(count, "pinned", "no _Static_assert of %s pins it" % lib_src)
        guard = "TOYWAR_%s_H" % game.upper()
        for name in macros:
            if name != guard and not name.startswith("TW_%s_" % game.upper()):
                rep.fail(name, "macro", "a macro of %s is TW_%s_*" % (header, game.upper()))


def check_codes(functions, game_headers, headers, rep):
    """The static text of the pieces: a _name with a _code, per enum."""
    names = {fn.name for fn in functions if fn.ret == "const char *" and
             [t for t, _ in fn.params] == ["int"]}
    every = {fn.name for fn in functions}
    for game in game_headers:
        enums = headers["%s.h" % game][2]
        for fn in sorted(names):
            m = re.match(r"^tw_%s_(\w+)_(name|code)$" % game, fn)
            if not m or m.group(1) == "phase":
                continue
            twin = "tw_%s_%s_%s" % (game, m.group(1), "code" if m.group(2) == "name" else "name")
            if twin not in names:
                rep.fail(fn, "code", "a piece with a _%s has a _%s: %s is missing"
                         % (m.group(2), "code" if m.group(2) == "name" else "name", twin))
        if any(t == "tw_%s_phase_kind" % game for _, t, _ in enums) and \
                "tw_%s_phase_name" % game not in every:
            rep.fail("tw_%s_phase_name" % game, "code", "the game's phases have no _phase_name")


def check_map(map_path, functions, exported, rep):
    nodes, wild = read_map(map_path)
    for node in wild:
        rep.fail(node, "map", "a wildcard in the global names: name each function")
    for fn in functions:
        if fn.name not in nodes:
            rep.fail(fn.name, "map", "%s names it in no version node" % map_path)
            continue
        fn.node = nodes[fn.name]
        if exported.get(fn.name) != fn.node:
            rep.fail(fn.name, "map", "exported under %s, the map says %s"
                     % (exported.get(fn.name), fn.node))
        since = re.findall(r"@since\s+(\S+)", fn.doc)
        major_only = re.match(r"^TOYWAR_\d+$", fn.node)
        if major_only and since:
            rep.fail(fn.name, "since", "@since %s, but it is in the first node %s"
                     % (since[0], fn.node))
        if not major_only and since != [fn.node[len("TOYWAR_"):]]:
            rep.fail(fn.name, "since", "in %s: its comment says @since %s"
                     % (fn.node, fn.node[len("TOYWAR_"):]))


# ---- the C driver ------------------------------------------------------------------

DRIVER_HEAD = r'''/* Generated by tests/convention/check_convention.py: do not edit. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
%(includes)s

#define MAGIC 0x5A5A5A5A
static const int specials[] = {%(specials)s};
static const char *const games[] = {%(games)s};
enum { NGAMES = %(ngames)d };
static tw_game *G[NGAMES][2];  /* each game fresh, and at its first decision */
static tw_game *scratch[NGAMES];
static tw_infostate *IS;
static int failures;

#define FAIL(fn, rule, ...)                                                           \
    do {                                                                              \
        printf("FAIL %%s [%%s]: ", fn, rule);                                         \
        printf(__VA_ARGS__);                                                          \
        printf("\n");                                                                 \
        failures++;                                                                   \
    } while (0)

static uint32_t rng_zero(void *user, uint32_t bound)
{
    (void)user;
    (void)bound;
    return 0;
}

static int game_index(const char *name)
{
    for (int i = 0; i < NGAMES; i++)
        if (strcmp(games[i], name) == 0)
            return i;
    return 0;
}

static int is_special(int v)
{
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++)
        if (specials[i] == v)
            return 1;
    return 0;
}

/* The messages before a call, the handle's and the calling thread's (a
 * creator's, toywar.h): a failing call must change one of them. */
static void mark(tw_game *g)
{
    tw_move m;
    tw_game *made = NULL;
    if (g)
        tw_move_from_string(g, "\x01", &m); /* a parse message no other call writes */
    tw_game_new("gearhead", "\x01=1", &made); /* the same, for the thread */
}
static int marked_changed(const tw_game *g)
{
    return (g && strstr(tw_game_error(g), "\x01") == NULL) ||
           strstr(tw_game_error(NULL), "\x01") == NULL;
}

static void seen(const char *fn, int status)
{
    printf("SEEN %%s %%d\n", fn, status);
}

/* An error answer of its shape; status: whether it is a status. */
static int error_answer(const char *shape, long long got)
{
    if (!strcmp(shape, "yes/no") || !strcmp(shape, "hash"))
        return got == 0;
    return got < 0 && got > -100;
}

static void setup(void)
{
    for (int i = 0; i < NGAMES; i++) {
        for (int s = 0; s < 2; s++) {
            if (tw_game_new(games[i], "seed=3", &G[i][s]) != TW_OK) {
                printf("FAIL setup [driver]: cannot start %%s\n", games[i]);
                exit(1);
            }
        }
        tw_game_advance(G[i][1]);
        if (tw_game_new(games[i], "seed=4", &scratch[i]) != TW_OK)
            exit(1);
    }
    int d = game_index("%(hidden_game)s");
    if (tw_infostate_new(G[d][1], 0, &IS) != TW_OK) {
        printf("FAIL setup [driver]: no information state\n");
        exit(1);
    }
}
'''


def c_str(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


class Gen:
    """Writes the C calls of one function: check_<name>(), with the handle
    of the game GI (the area's game, or for the generic areas each game in
    turn) and the indices idx[] (0, or for a reader the first values it
    accepts, so that a bad index is refused for itself)."""

    def __init__(self, fn, area, games, other_game, hidden_game):
        self.fn, self.area, self.games = fn, area, games
        self.other, self.hidden = other_game, hidden_game
        self.lines = []
        self.n = 0
        self.index_params = [i for i, r in enumerate(fn.ranks) if r == "index"]

    def emit(self, line=""):
        self.lines.append("    " + line)

    def game_of_area(self):
        return self.area if self.area in self.games else self.hidden

    def is_reader(self):
        fn = self.fn
        return bool(fn.params) and (fn.params[0][0] in ("const tw_game *", "const tw_infostate *")
                                    or (fn.ranks[0] == "index" and fn.shape == "static text"))

    def handle_expr(self, state="1"):
        return "G[GI][%s]" % state

    def value(self, i, mode, state="1"):
        """The C expression of argument i; mode: 'good', 'null', 'other', ('bad', i, v),
        'nullarray', ('nullreq', i)."""
        ptype, pname = self.fn.params[i]
        rank = self.fn.ranks[i]
        if ptype in ("const tw_game *", "tw_game *") and i == 0:
            if mode == "null":
                return "NULL"
            if mode == "other":
                return 'G[game_index("%s")][%s]' % (self.other, state)
            return self.handle_expr(state)
        if ptype in ("const tw_infostate *", "tw_infostate *"):
            return "NULL" if mode == "null" else "IS"
        if ptype == "const char *" and i == 0:
            if mode == "null":
                return "NULL"
            if pname in ("name", "game"):
                return "games[GI]"
            return '""'
        if isinstance(mode, tuple) and mode[0] == "nullreq" and mode[1] == i:
            return "NULL"
        if ptype == "int":
            if isinstance(mode, tuple) and mode[0] == "bad" and mode[1] == i:
                return str(mode[2])
            if rank == "viewer":
                return "viewer"
            return "idx[%d]" % self.index_params.index(i)
        if ptype == "tw_status":
            return "TW_E_ARG"
        if ptype == "tw_move":
            return "0"
        if ptype == "const char *":
            return "NULL" if pname == "params" else '""'
        if ptype == "uint64_t":
            return "1"
        if ptype == "tw_rng_fn":
            return "rng_zero"
        if ptype in ("void *", "tw_alloc_fn"):
            return "NULL"
        if ptype == "const tw_game *":
            return "G[GI][0]"
        if ptype == "tw_game *":
            return "scratch[GI]"
        if ptype == "size_t":
            return "4" if mode == "nullarray" else "1024"
        if rank == "array":
            return "NULL" if mode == "nullarray" else "arr_%s" % pname
        if ptype in ("int *", "tw_move *", "uint32_t *"):
            return "&out_%s" % pname
        if ptype == "tw_game **":
            return "&gout_%s" % pname
        if ptype == "tw_infostate **":
            return "&iout_%s" % pname
        raise ValueError("no value for %s %s" % (ptype, pname))

    def declare(self):
        self.emit('int GI = game_index("%s"), viewer = TW_VIEW_ALL;' % self.game_of_area())
        self.emit("(void)viewer;")
        if self.index_params:
            self.emit("int idx[%d] = {0};" % len(self.index_params))
        for (ptype, pname), rank in zip(self.fn.params, self.fn.ranks):
            if rank == "array" and ptype != "size_t":
                self.emit("%s arr_%s[1024];" % (ptype[:-2].strip(), pname))
            elif rank == "out" and ptype in ("int *", "tw_move *", "uint32_t *"):
                self.emit("%s out_%s;" % (ptype[:-2].strip(), pname))
            elif ptype == "tw_game **":
                self.emit("tw_game *gout_%s = NULL;" % pname)
            elif ptype == "tw_infostate **":
                self.emit("tw_infostate *iout_%s = NULL;" % pname)

    def reset(self):
        for (ptype, pname), rank in zip(self.fn.params, self.fn.ranks):
            if rank == "array" and ptype != "size_t":
                self.emit("memset(arr_%s, 0x5A, sizeof arr_%s);" % (pname, pname))
            elif rank == "out" and ptype in ("int *", "tw_move *", "uint32_t *"):
                self.emit("out_%s = (%s)MAGIC;" % (pname, ptype[:-2].strip()))
            elif ptype == "tw_game **":
                self.emit("gout_%s = (tw_game *)&failures;" % pname)
            elif ptype == "tw_infostate **":
                self.emit("iout_%s = (tw_infostate *)&failures;" % pname)

    def unchanged(self, what):
        """C checks that no out-parameter was written (a creator's handle is set
        to NULL, as toywar.h says of creators)."""
        name = self.fn.name
        for (ptype, pname), rank in zip(self.fn.params, self.fn.ranks):
            if rank == "array" and ptype != "size_t":
                self.emit("for (size_t k = 0; k < sizeof arr_%s; k++)" % pname)
                self.emit("    if (((unsigned char *)arr_%s)[k] != 0x5A) {" % pname)
                self.emit('        FAIL("%s", "error answer", "%s: %s written on an error");'
                          % (name, what, pname))
                self.emit("        break;")
                self.emit("    }")
            elif rank == "out" and ptype in ("int *", "tw_move *", "uint32_t *"):
                self.emit("if (out_%s != (%s)MAGIC)" % (pname, ptype[:-2].strip()))
                self.emit('    FAIL("%s", "error answer", "%s: out-parameter %s written on an '
                          'error");' % (name, what, pname))
            elif ptype in ("tw_game **", "tw_infostate **"):
                var = ("gout_" if ptype == "tw_game **" else "iout_") + pname
                self.emit("if (%s != NULL && %s != (void *)&failures)" % (var, var))
                self.emit('    FAIL("%s", "error answer", "%s: %s not set to NULL on an error");'
                          % (name, what, pname))
                self.emit("if (%s != NULL && %s != (void *)&failures)" % (var, var))
                self.emit("    %s(%s);" % ("tw_game_free" if ptype == "tw_game **"
                                           else "tw_infostate_free", var))

    def free_made(self):
        for ptype, pname in self.fn.params:
            if ptype == "tw_game **":
                self.emit("if (gout_%s && gout_%s != (tw_game *)&failures)" % (pname, pname))
                self.emit("    tw_game_free(gout_%s);" % pname)
            elif ptype == "tw_infostate **":
                self.emit("if (iout_%s && iout_%s != (tw_infostate *)&failures)"
                          % (pname, pname))
                self.emit("    tw_infostate_free(iout_%s);" % pname)

    def call(self, mode, state="1"):
        args = ", ".join(self.value(i, mode, state) for i in range(len(self.fn.params)))
        return "%s(%s)" % (self.fn.name, args)

    def has_handle(self):
        return self.fn.params[0][0] in ("const tw_game *", "tw_game *") and \
            self.fn.ranks[0] == "handle"

    def succeeded(self, got="got"):
        """A C condition: the call just made answered, not refused (for a handle: its
        message did not change)."""
        shape = self.fn.shape
        if shape == "static text":
            return "%s != NULL" % got
        cond = {"yes/no": "1", "hash": "%s != 0" % got}.get(shape, "(%s >= 0 || %s <= -100)"
                                                           % (got, got))
        if self.has_handle():
            cond += " && !marked_changed(%s)" % self.handle_expr()
        return cond

    def find_good(self):
        """For a reader: the first indices (each 0..15) it answers for."""
        loops = len(self.index_params)
        self.emit("{ /* the first indices it answers for */")
        self.emit("int found = 0;")
        for k in range(loops):
            self.emit("for (int i%d = 0; i%d < 16 && !found; i%d++)" % (k, k, k))
        self.emit("{")
        for k in range(loops):
            self.emit("    idx[%d] = i%d;" % (k, k))
        self.reset()
        if self.has_handle():
            self.emit("    mark(%s);" % self.handle_expr())
        result = "const char *" if self.fn.shape == "static text" else "long long"
        self.emit("    %s got = (%s)%s;" % (result, result, self.call("good")))
        self.free_made()
        self.emit("    found = %s;" % self.succeeded())
        self.emit("}")
        self.emit("if (!found)")
        for k in range(loops):
            self.emit("    idx[%d] = 0;" % k)
        self.emit("}")

    def error_call(self, mode, what):
        """A call that must fail: the shape's error answer, outs unchanged, message set."""
        fn, shape = self.fn.name, self.fn.shape
        handle = self.has_handle() and mode not in ("null", "other")
        target = 'G[game_index("%s")][1]' % self.other if mode == "other" else self.handle_expr()
        self.emit("{ /* %s */" % what)
        self.reset()
        if handle or mode == "other":
            self.emit("mark(%s);" % target)
        if shape == "static text":
            self.emit("const char *got = %s;" % self.call(mode))
            if fn.endswith("_error") and mode == "null":
                # A message getter's NULL handle is the calling thread's (toywar.h).
                self.emit("if (got == NULL)")
                self.emit('    FAIL("%s", "error answer", "%s: NULL, not the thread\'s message");'
                          % (fn, what))
            else:
                self.emit("if (got != NULL)")
                self.emit('    FAIL("%s", "error answer", "%s: \\"%%s\\", not NULL", got);'
                          % (fn, what))
        else:
            self.emit("long long got = (long long)%s;" % self.call(mode))
            self.emit('if (!error_answer("%s", got))' % shape)
            self.emit('    FAIL("%s", "error answer", "%s: %%lld, not a %s\'s error", got);'
                      % (fn, what, shape))
            if shape in ("status", "value", "text"):
                self.emit("if (got < 0 && got > -100)")
                self.emit('    seen("%s", (int)got);' % fn)
        if handle or mode == "other":
            self.emit("if (!marked_changed(%s))" % target)
            self.emit('    FAIL("%s", "error answer", "%s: the handle\'s message says nothing");'
                      % (fn, what))
        self.unchanged(what)
        self.emit("}")

    def good_call(self, state):
        """A reader on a real state: an answer within its shape; optional outs NULL the same."""
        fn, shape = self.fn.name, self.fn.shape
        self.emit("{ /* a real state (%s) */" % state)
        self.reset()
        if shape == "static text":
            self.emit("(void)%s;" % self.call("good", state))
            self.emit("}")
            return
        self.emit("long long got = (long long)%s;" % self.call("good", state))
        self.free_made()
        if shape == "yes/no":
            self.emit("if (got != 0 && got != 1)")
            self.emit('    FAIL("%s", "value", "%%lld, not 1 or 0", got);' % fn)
        elif shape in ("value", "text", "status"):
            self.emit("if (got < 0 && got > -100)")
            self.emit('    seen("%s", (int)got);' % fn)
            self.emit("if (got <= -100 && !(%d && is_special((int)got)))" % (shape == "value"))
            self.emit('    FAIL("%s", "value", "%%lld: no status and no named special value", '
                      'got);' % fn)
            if self.has_handle():
                self.emit('if (got < 0 && got > -100 && !*tw_game_error(%s))'
                          % self.handle_expr(state))
                self.emit('    FAIL("%s", "value", "%%lld with no message", got);' % fn)
        optional = [i for i, ((t, p), r) in enumerate(zip(self.fn.params, self.fn.ranks))
                    if r == "out" and "may be NULL" in (self.fn.param_doc(p) or "")]
        if optional and shape in ("value", "yes/no", "status"):
            args = ", ".join("NULL" if i in optional else self.value(i, "good", state)
                             for i in range(len(self.fn.params)))
            self.emit("if ((long long)%s(%s) != got)" % (fn, args))
            self.emit('    FAIL("%s", "value", "another answer with the optional outs NULL");'
                      % fn)
        self.emit("}")

    def generate(self):
        fn = self.fn
        name = fn.name
        self.declare()
        if fn.shape == "free":
            self.emit("%s(NULL); /* a no-op */" % name)
        elif fn.shape == "version":
            self.emit("if (%s() != TOYWAR_VERSION)" % name)
            self.emit('    FAIL("%s", "value", "not TOYWAR_VERSION");' % name)
        elif not fn.params:
            self.emit("if (!%s())" % name)
            self.emit('    FAIL("%s", "value", "no answer");' % name)
        else:
            if self.is_reader() and self.index_params:
                self.find_good()
            self.errors()
            if self.is_reader():
                per_game = self.area in self.games or fn.params[0][0] == "const tw_infostate *"
                if not per_game:
                    self.emit("for (GI = 0; GI < NGAMES; GI++) {")
                for state in ("0", "1"):
                    for viewer in (("TW_VIEW_ALL", "0") if "viewer" in fn.ranks else ("0",)):
                        self.emit("viewer = %s;" % viewer)
                        self.good_call(state)
                if not per_game:
                    self.emit("}")
        return ["static void check_%s(void)" % name, "{"] + self.lines + ["}", ""]

    def errors(self):
        fn = self.fn
        first, rank0 = fn.params[0], fn.ranks[0]
        if rank0 == "handle" or first[0] in HANDLES or \
                (first[0] == "const char *" and rank0 in ("handle", "input")):
            self.error_call("null", "a NULL %s" % first[1])
        if self.has_handle() and self.area in self.games:
            self.error_call("other", "a handle of %s" % self.other)
        for i, ((ptype, pname), rank) in enumerate(zip(fn.params, fn.ranks)):
            if rank not in ("index", "viewer"):
                continue
            for bad in (-1, 1000000):
                self.error_call(("bad", i, bad), "%s %d" % (pname, bad))
        if fn.params[-1] == ("size_t", "cap") and fn.ranks.count("array") >= 2:
            self.error_call("nullarray", "a NULL array with a capacity of 4")
        for i, ((ptype, pname), rank) in enumerate(zip(fn.params, fn.ranks)):
            if rank == "out" and "(required)" in (fn.param_doc(pname) or ""):
                self.error_call(("nullreq", i), "a NULL %s (required)" % pname)


def static_names_calls(functions, game_headers, headers):
    """The _name/_code functions against their enums: text for each value but _NONE."""
    lines = ["static void check_names(void)", "{"]
    names = {fn.name: fn for fn in functions}
    for game in game_headers:
        for _, typedef, values in headers["%s.h" % game][2]:
            m = re.match(r"^tw_%s_(\w+)_kind$" % game, typedef)
            if not m:
                continue
            for kind in ("name", "code"):
                fn = "tw_%s_%s_%s" % (game, m.group(1), kind)
                if fn not in names:
                    continue
                for i, (enumerator, _) in enumerate(values):
                    none = enumerator.endswith("_NONE")
                    lines.append("    if ((%s(%s) == NULL) != %d)" % (fn, enumerator, none))
                    lines.append('        FAIL("%s", "names", "%s: %s");'
                                 % (fn, enumerator, "a name for none" if none
                                    else "no static text"))
                    if not none:
                        lines.append("    else if (!*%s(%s))" % (fn, enumerator))
                        lines.append('        FAIL("%s", "names", "%s: empty");'
                                     % (fn, enumerator))
                lines.append("    if (%s(%d) != NULL)" % (fn, len(values)))
                lines.append('        FAIL("%s", "names", "text past the enum\'s count");' % fn)
    lines += ["}", ""]
    return lines


def write_driver(path, functions, areas, games, headers, game_headers, specials):
    hidden = "droids" if "droids" in games else games[0]
    out = [DRIVER_HEAD % {
        "includes": "\n".join('#include "toywar/%s"' % h for h in sorted(headers)),
        "specials": ", ".join(str(v) for v in specials),
        "games": ", ".join(c_str(g) for g in games),
        "ngames": len(games),
        "hidden_game": hidden,
    }]
    calls = []
    for fn in functions:
        if fn.shape is None or any(r is None for r in fn.ranks):
            continue
        area = area_of(fn.name, areas)
        other = games[(games.index(area) + 1) % len(games)] if area in games else games[0]
        out += Gen(fn, area, games, other, hidden).generate()
        calls.append("    check_%s();" % fn.name)
    out += static_names_calls(functions, game_headers, headers)
    out += ["int main(int argc, char **argv)", "{",
            "    if (argc > 1 && strcmp(argv[1], \"--games\") == 0) {",
            "        for (int i = 0; i < tw_games_count(); i++)",
            "            printf(\"%s\\n\", tw_games_name(i));",
            "        return 0;", "    }",
            "    setup();"] + calls + [
            "    check_names();",
            "    for (int i = 0; i < NGAMES; i++) {",
            "        tw_game_free(G[i][0]);", "        tw_game_free(G[i][1]);",
            "        tw_game_free(scratch[i]);", "    }",
            "    tw_infostate_free(IS);",
            "    return 0;", "}"]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def compile_and_run(args, source, binary, run_args):
    cmd = [args.cc, "-std=c11", "-w", "-I", args.include_root, source, "-o", binary,
           args.lib] + args.cflags.split()
    build = subprocess.run(cmd, capture_output=True, text=True)
    if build.returncode != 0:
        sys.stdout.write(build.stdout + build.stderr)
        raise SystemExit("FAIL: the generated driver does not build: %s" % " ".join(cmd))
    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = args.lib_dir + ":" + env.get("LD_LIBRARY_PATH", "")
    run = subprocess.run([binary] + run_args, capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.stdout.write(run.stdout + run.stderr)
        raise SystemExit("FAIL: the generated driver exited %d" % run.returncode)
    return run.stdout


def exported_functions(lib):
    out = subprocess.run(["nm", "-D", "--defined-only", "--with-symbol-versions", lib],
                         capture_output=True, text=True, check=True).stdout
    funcs = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] in ("T", "W") and parts[2].startswith("tw_"):
            name, _, node = parts[2].partition("@@")
            if not node:
                name, _, node = parts[2].partition("@")
            funcs[name] = node
    return funcs


def soname_dir(lib, work):
    """A folder where LIB is found under its SONAME (a test-only copy of the
    library has another file name), for the loader to run the driver."""
    dynamic = subprocess.run(["readelf", "-d", lib], capture_output=True, text=True,
                             check=True).stdout
    m = re.search(r"\(SONAME\).*\[(.*)\]", dynamic)
    folder = os.path.join(work, "lib")
    os.makedirs(folder, exist_ok=True)
    link = os.path.join(folder, m.group(1) if m else os.path.basename(lib))
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(os.path.abspath(lib), link)
    return folder


def plant(include, spec, work):
    """A copy of the headers in work/include/toywar with FILE's planted part
    at the end of HEADER (before its closing extern "C")."""
    header, path = spec.split("=", 1)
    planted = open(path, encoding="utf-8").read()
    m = re.search(r"/\* PLANT BEGIN \*/(.*?)/\* PLANT END \*/", planted, re.S)
    if not m:
        raise SystemExit("FAIL: %s has no PLANT BEGIN ... PLANT END part" % path)
    out = os.path.join(work, "include", "toywar")
    os.makedirs(out, exist_ok=True)
    for h in os.listdir(include):
        if not h.endswith(".h"):
            continue
        text = open(os.path.join(include, h), encoding="utf-8").read()
        if h == header:
            end = text.rindex("#ifdef __cplusplus")
            text = text[:end] + m.group(1).strip() + "\n\n" + text[end:]
        with open(os.path.join(out, h), "w", encoding="utf-8") as f:
            f.write(text)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lib", required=True)
    ap.add_argument("--include", required=True, help="the folder of the headers (toywar/)")
    ap.add_argument("--map", required=True)
    ap.add_argument("--lib-src", required=True)
    ap.add_argument("--cc", default="cc")
    ap.add_argument("--cflags", default="")
    ap.add_argument("--work", default=None)
    ap.add_argument("--expect", default=None)
    ap.add_argument("--plant", default=None, metavar="HEADER=FILE",
                    help="check a copy of the headers, the part of FILE between its PLANT "
                         "marks planted at the end of HEADER (the proof that it fires)")
    args = ap.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="convention.")
    os.makedirs(work, exist_ok=True)
    if args.plant:
        args.include = plant(args.include, args.plant, work)
    args.include_root = os.path.dirname(os.path.abspath(args.include))
    args.lib_dir = soname_dir(args.lib, work)
    rep = Report()

    headers = {}
    functions, declared = [], []
    for h in sorted(os.listdir(args.include)):
        if h.endswith(".h"):
            headers[h] = parse_header(os.path.join(args.include, h))
            functions += headers[h][0]
            declared += headers[h][1]
    documented = {fn.name for fn in functions}
    for name in declared:
        if name not in documented:
            rep.fail(name, "tag", "declared without a /** comment */ the test can read")
    exported = exported_functions(args.lib)
    for name in sorted(set(exported) - set(declared)):
        rep.fail(name, "map", "exported but declared in no header of %s" % args.include)
    functions = [fn for fn in functions if fn.name in exported]
    for name in sorted(set(declared) - set(exported)):
        rep.fail(name, "map", "declared but not exported")

    statuses = {v: k for _, t, values in headers["toywar.h"][2] if t == "tw_status"
                for k, v in values}
    macros = headers["toywar.h"][3]
    specials = sorted({int(v) for k, v in macros.items() if re.match(r"^-\d+$", v)})
    for name in ("TW_NONE", "TW_HIDDEN"):
        if name not in macros or int(macros[name]) > -100:
            rep.fail(name, "value", "toywar.h must define %s at -100 or below" % name)
    for k, v in macros.items():
        if re.match(r"^-\d+$", v) and int(v) > -100:
            rep.fail(k, "value", "a special value at %s: they live at -100 and below" % v)

    # The games the library registers name the per-game areas.
    probe_src = os.path.join(work, "games.c")
    with open(probe_src, "w") as f:
        f.write('#include <stdio.h>\n#include "toywar/toywar.h"\nint main(void){for(int i=0;'
                'i<tw_games_count();i++)printf("%s\\n",tw_games_name(i));return 0;}\n')
    games = compile_and_run(args, probe_src, os.path.join(work, "games"), []).split()
    game_headers = [g for g in games if "%s.h" % g in headers]
    areas = set(BASE_AREAS) | set(games)

    check_static(functions, areas, game_headers, rep)
    check_enums(headers, game_headers, args.lib_src, rep)
    check_codes(functions, game_headers, headers, rep)
    check_map(args.map, functions, exported, rep)

    driver = os.path.join(work, "convention_driver.c")
    write_driver(driver, functions, areas, games, headers, game_headers, specials)
    output = compile_and_run(args, driver, os.path.join(work, "convention_driver"), [])
    by_name = {fn.name: fn for fn in functions}
    for line in output.splitlines():
        m = re.match(r"^FAIL (\S+) \[([^\]]+)\]: (.*)$", line)
        if m:
            rep.fail(m.group(1), m.group(2), m.group(3))
            continue
        m = re.match(r"^SEEN (\S+) (-?\d+)$", line)
        if m:
            fn, status = by_name[m.group(1)], int(m.group(2))
            code = statuses.get(status)
            if code is None:
                rep.fail(fn.name, "documented errors", "answered %d, no tw_status" % status)
            elif not re.search(r"#?%s\b" % code, fn.doc):
                rep.fail(fn.name, "documented errors", "answered %s, which its comment does "
                         "not name" % code)

    failures = sorted(set((f, r) for f, r, _ in rep.failures))
    for fn, rule, why in sorted(set(rep.failures)):
        print("FAIL %s [%s]: %s" % (fn, rule, why))
    checked = len(functions)
    if args.expect:
        want = sorted(set(tuple(line.split(None, 1)) for line in open(args.expect)
                          if line.strip() and not line.startswith("#")))
        want = [(f, r.strip()) for f, r in want]
        missing = [w for w in want if w not in failures]
        extra = [f for f in failures if f not in want]
        for f, r in missing:
            print("NOT CAUGHT: %s [%s]" % (f, r))
        for f, r in extra:
            print("UNEXPECTED: %s [%s]" % (f, r))
        if missing or extra:
            print("FAIL: the check does not fire exactly on the planted breaks")
            return 1
        print("OK: the check fires on each of the %d planted breaks, and on nothing else"
              % len(want))
        return 0
    if failures:
        print("FAIL: %d of %d exported functions (or their enums) break the convention"
              % (len({f for f, _ in failures}), checked))
        return 1
    print("OK: %d exported functions, %d headers, %d games: every one follows the convention"
          % (checked, len(headers), len(games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
