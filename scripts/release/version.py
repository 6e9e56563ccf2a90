#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""version.py: every package of the repository carries the C library's version.

    python3 scripts/release/version.py check [ROOT]    # fails naming each file that differs
    python3 scripts/release/version.py set X.Y.Z [ROOT] # the release's bump: writes them all
    python3 scripts/release/version.py show [ROOT]      # prints the version
    python3 scripts/release/version.py --self-test      # the check fires on a planted mismatch

The version is written once, by hand: ``project(toywar VERSION X.Y.Z ...)``
in CMakeLists.txt. Every other copy follows it (the table COPIES): the
header's TOYWAR_VERSION_* macros, the Python package's ``__version__``, the
npm package (bindings/js) and the web page's package with their lock files,
the manual pages' footers (docs/man/*.1; toywar.1.in is filled in by CMake), and debian/changelog's upstream version when debian/ is there (a source
tarball has none). ``set`` writes the new version into CMakeLists.txt and
each copy, adding a debian/changelog entry ``X.Y.Z-1 UNRELEASED`` when the
upstream version changes; ``check`` (the ctest ``versions`` and
scripts/ci/release.sh) fails when any copy differs. ROOT defaults to the
checkout this script is in. The standard library only.
"""

import email.utils
import json
import os
import re
import shutil
import sys
import tempfile
from typing import Callable, List, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ROOT = os.path.dirname(os.path.dirname(HERE))

VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
PROJECT = re.compile(r"^(project\(toywar\s+VERSION\s+)(\d+\.\d+\.\d+)(\b.*)$", re.M)
HEADER_PARTS = ("MAJOR", "MINOR", "PATCH")
CHANGELOG_TOP = re.compile(r"^(\S+) \(((?:\d+:)?([^-\s)]+)(?:-([^\s)]+))?)\) ([^;]+);")


class VersionError(Exception):
    """A file whose version cannot be read or written."""


def read(path: str) -> str:
    with open(path, encoding="utf-8") as file:
        return file.read()


def write(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def project_version(root: str) -> str:
    try:
        return project_get(read(os.path.join(root, "CMakeLists.txt")))
    except VersionError as error:
        raise VersionError("CMakeLists.txt: %s" % error)


# --- each copy: how to read it and how to write it ---------------------------

def header_get(text: str) -> str:
    parts = []
    for part in HEADER_PARTS:
        match = re.search(r"^#define TOYWAR_VERSION_%s (\d+)\b" % part, text, re.M)
        if not match:
            raise VersionError("no #define TOYWAR_VERSION_%s" % part)
        parts.append(match.group(1))
    string = re.search(r'^#define TOYWAR_VERSION_STRING "([^"]*)"', text, re.M)
    if not string:
        raise VersionError("no #define TOYWAR_VERSION_STRING")
    numeric = ".".join(parts)
    if string.group(1) != numeric:
        raise VersionError("TOYWAR_VERSION_STRING is %s but the parts say %s"
                           % (string.group(1), numeric))
    return numeric


def header_set(text: str, version: str) -> str:
    for part, value in zip(HEADER_PARTS, version.split(".")):
        # value is digits alone: safe in a replacement string.
        text = re.sub(r"^(#define TOYWAR_VERSION_%s )\d+\b" % part,
                      r"\g<1>" + value, text, flags=re.M)
    return re.sub(r'^(#define TOYWAR_VERSION_STRING ")[^"]*"',
                  lambda m: m.group(1) + version + '"', text, flags=re.M)


Getter = Callable[[str], str]
Setter = Callable[[str, str], str]


def pattern_copy(pattern: "re.Pattern[str]", expected: str) -> Tuple[Getter, Setter]:
    """How to read and write a version that is group 2 of ``pattern``
    (groups 1 and 3 the text around it); ``expected`` names the line."""
    def get(text: str) -> str:
        match = pattern.search(text)
        if not match:
            raise VersionError("no line %s" % expected)
        return match.group(2)

    def put(text: str, version: str) -> str:
        return pattern.sub(lambda m: m.group(1) + version + m.group(3), text, count=1)

    return get, put


python_get, python_set = pattern_copy(re.compile(r'^(__version__ = ")([^"]*)(")', re.M),
                                      '__version__ = "X.Y.Z"')
man_get, man_set = pattern_copy(
    re.compile(r'^(\.TH \S+ \S+ "[^"]*" "libtoywar )([^"]*)(")', re.M),
    '.TH NAME SECTION "DATE" "libtoywar X.Y.Z"')
project_get, project_set = pattern_copy(PROJECT, "project(toywar VERSION X.Y.Z ...)")


def json_dump(data: object) -> str:
    # npm's own layout (JSON.stringify(data, null, 2) and a newline).
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def package_get(text: str) -> str:
    return str(json.loads(text).get("version"))


def package_set(text: str, version: str) -> str:
    data = json.loads(text)
    data["version"] = version
    return json_dump(data)


def lock_get(text: str) -> str:
    data = json.loads(text)
    top = str(data.get("version"))
    own = str(data.get("packages", {}).get("", {}).get("version", top))
    if own != top:
        raise VersionError('"version" is %s but packages[""] says %s' % (top, own))
    return top


def lock_set(text: str, version: str) -> str:
    data = json.loads(text)
    data["version"] = version
    if "" in data.get("packages", {}):
        data["packages"][""]["version"] = version
    return json_dump(data)


def changelog_get(text: str) -> str:
    match = CHANGELOG_TOP.match(text)
    if not match:
        raise VersionError("the first line is not 'source (version) distribution; ...'")
    return match.group(3)


def changelog_set(text: str, version: str) -> str:
    """A new top entry X.Y.Z-1 UNRELEASED, by the last entry's maintainer,
    unless the top entry already is of upstream version X.Y.Z."""
    match = CHANGELOG_TOP.match(text)
    if not match:
        raise VersionError("the first line is not 'source (version) distribution; ...'")
    if match.group(3) == version:
        return text
    signer = re.search(r"^ -- (.+?>)  ", text, re.M)
    if not signer:
        raise VersionError("no ' -- Name <email>  date' line to take the maintainer from")
    entry = ("%s (%s-1) UNRELEASED; urgency=medium\n\n"
             "  * New upstream release %s.\n\n"
             " -- %s  %s\n\n"
             % (match.group(1), version, version, signer.group(1),
                email.utils.formatdate(localtime=True)))
    return entry + text


Copy = Tuple[str, Getter, Setter, bool]
#: (file, read its version, write a version into it, required): every copy
#: of the version. A copy that is not required is checked when present
#: (debian/ is not in the source tarball).
COPIES: List[Copy] = [
    ("include/toywar/toywar.h", header_get, header_set, True),
    ("bindings/python/toywar/_version.py", python_get, python_set, True),
    ("bindings/js/package.json", package_get, package_set, True),
    ("bindings/js/package-lock.json", lock_get, lock_set, True),
    ("web/package.json", package_get, package_set, True),
    ("web/package-lock.json", lock_get, lock_set, True),
    # docs/man/toywar.1.in takes @PROJECT_VERSION@ from CMake: no copy.
    ("docs/man/toywar-study.1", man_get, man_set, True),
    ("docs/man/toywar-server.1", man_get, man_set, True),
    ("debian/changelog", changelog_get, changelog_set, False),
]


def check(root: str) -> List[str]:
    """The problems found: each copy that differs from project()'s version."""
    want = project_version(root)
    problems = []
    for name, get, _, required in COPIES:
        path = os.path.join(root, name)
        if not os.path.isfile(path):
            if required:
                problems.append("%s: missing" % name)
            continue
        try:
            have = get(read(path))
        except (VersionError, ValueError) as error:
            problems.append("%s: %s" % (name, error))
            continue
        if have != want:
            problems.append("%s: version %s, but CMakeLists.txt's project() says %s"
                            % (name, have, want))
    return problems


def set_version(root: str, version: str) -> None:
    if not VERSION.match(version):
        raise VersionError("'%s' is not a version X.Y.Z" % version)
    cmake = os.path.join(root, "CMakeLists.txt")
    project_version(root)  # fails before anything is written
    write(cmake, project_set(read(cmake), version))
    for name, _, put, _ in COPIES:
        path = os.path.join(root, name)
        if os.path.isfile(path):
            write(path, put(read(path), version))
            print("wrote %s" % name)


def self_test() -> int:
    """check passes on a copy of the files, and fails, naming the file, on
    each copy changed to another version in turn."""
    with tempfile.TemporaryDirectory() as scratch:
        for name in ["CMakeLists.txt"] + [c[0] for c in COPIES]:
            source = os.path.join(DEFAULT_ROOT, name)
            if os.path.isfile(source):
                os.makedirs(os.path.dirname(os.path.join(scratch, name)), exist_ok=True)
                shutil.copy(source, os.path.join(scratch, name))
        if check(scratch):
            print("FAIL self-test: the copy of the files fails already: %s" % check(scratch))
            return 1
        want = project_version(scratch)
        other = "%d.0.0" % (int(want.split(".")[0]) + 7)
        for name, _, put, _ in COPIES:
            path = os.path.join(scratch, name)
            if not os.path.isfile(path):
                continue
            original = read(path)
            write(path, put(original, other))
            problems = check(scratch)
            write(path, original)
            if not any(p.startswith(name + ":") for p in problems):
                print("FAIL self-test: %s at %s passed the check" % (name, other))
                return 1
            print("ok   %s at %s fails the check" % (name, other))
        set_version(scratch, other)
        if check(scratch) or project_version(scratch) != other:
            print("FAIL self-test: after set %s: %s" % (other, check(scratch)))
            return 1
        print("ok   set %s writes every copy, and the check passes" % other)
    return 0


def main(argv: List[str]) -> int:
    if argv[:1] == ["--self-test"]:
        return self_test()
    if not argv or argv[0] not in ("check", "set", "show"):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    command, args = argv[0], argv[1:]
    version: Optional[str] = None
    if command == "set":
        if not args:
            print("usage: version.py set X.Y.Z [ROOT]", file=sys.stderr)
            return 2
        version, args = args[0], args[1:]
    root = os.path.abspath(args[0]) if args else DEFAULT_ROOT
    try:
        if command == "show":
            print(project_version(root))
        elif command == "set":
            assert version is not None
            set_version(root, version)
        else:
            problems = check(root)
            for problem in problems:
                print("FAIL %s" % problem)
            if problems:
                print("every package carries CMakeLists.txt's version: run "
                      "python3 scripts/release/version.py set %s" % project_version(root))
                return 1
            print("OK: every copy of the version is %s (CMakeLists.txt's project())"
                  % project_version(root))
    except VersionError as error:
        print("FAIL %s" % error)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
