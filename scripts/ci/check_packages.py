#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check_packages.py: every CI script installs the Debian packages it uses.

    python3 scripts/ci/check_packages.py [ROOT]     # the checkout (default: this one)
    python3 scripts/ci/check_packages.py --self-test

A fresh machine has only what the image has, so each script of scripts/
and .ci/run must install, through scripts/ensure-packages.sh, every
package it runs a program of. This check reads the scripts' code lines
(comments aside) and finds uses by the table USES below (a package and the
ways a script runs it); a script's ensured packages are those it names to
ensure-packages.sh or to common.sh's `ensure PACKAGE...`, and those of every script it runs or sources by its path. A
script that runs ctest also uses what the test scripts ctest runs use (the
.sh files the CMakeLists.txt name), labels aside. It fails naming each
script and the packages it uses without ensuring them.

It sees the programs the table knows, invoked as the table writes them:
a new tool needs a line in USES. --self-test checks that it fires, on a
scratch tree with a script that runs valgrind and jq unensured.
"""

import os
import re
import sys
import tempfile
from typing import Dict, Iterable, List, Set, Tuple

#: (package, how a code line runs it). A line that ensures the package
#: matches too, harmlessly: it ensures it.
USES: List[Tuple[str, str]] = [
    ("cmake", r"\bcmake\s+(-S|--build|--install|-E|-P)\b"),
    ("make", r"\bcmake\s+(-S|--build)\b"),
    ("gcc", r"\bcmake\s+(-S|--build)\b(?!.*wasm)|(^|[\s;(|&])cc\s+-"),
    ("g++", r"(^|[\s;(|&])(g|c)\+\+\s+-"),
    ("clang", r"(^|[\s;(|&])clang\s+-|CMAKE_C_COMPILER=clang\b"),
    ("libclang-rt-14-dev", r"-fsanitize=[a-z,]*fuzzer"),
    ("libcmocka-dev", r"-DTOYWAR_BUILD_TESTS=ON"),
    ("pkg-config", r"-DTOYWAR_BUILD_TESTS=ON|\bpkg-config\s+-"),
    ("binutils", r"(^|[\s;(|&$])(readelf|nm|objdump)\s+-"),
    ("doxygen", r"(^|[\s;(|&])doxygen\s"),
    ("man-db", r"(^|[\s;(|&])man\s+-"),
    ("jq", r"\|\s*jq\s|(^|[\s;(&])jq\s+-"),
    ("valgrind", r"\bvalgrind\s+--"),
    ("abigail-tools", r"\babid(w|iff)\s"),
    ("gcovr", r"(^|[\s;(|&])gcovr\s"),
    ("lcov", r"(^|[\s;(|&])(lcov|genhtml)\s"),
    ("git", r"(^|[\s;(|&])git\s+[a-z]"),
    ("python3", r"(^|[\s;(|&\"'/])python3(?![-\w.])"),
    ("python3-venv", r"-m\s+venv\b"),
    ("python3-mypy", r"-m\s+mypy\b"),
    ("python3-distributed", r"\btests\.test_study|-m\s+toywar\.study\b"),
    ("python3-matplotlib", r"\btests\.test_study|-m\s+toywar\.study\b"),
    ("emscripten", r"cmake/wasm\.cmake|\bem(cc|cmake|make)\s"),
    ("node-acorn", r"cmake/wasm\.cmake"),
    ("nodejs", r"(^|[\s;(|&])node\s+[-\w]"),
    ("npm", r"(^|[\s;(|&])npm\s+[a-z]"),
    ("chromium", r"/usr/bin/chromium\b"),
]

#: How a script names packages to install.
ENSURES = [
    re.compile(r"ensure-packages\.sh((?:\s+[a-z0-9][a-z0-9+.-]*)+)"),
    re.compile(r"^\s*ensure((?:\s+[a-z0-9][a-z0-9+.-]*)+)"),
]
#: A path of another script of the checkout that a script runs or sources.
SCRIPT_PATH = re.compile(r"\b((?:scripts|\.ci)/[\w./-]+\.sh|\.ci/run)\b")
INSTALLER = "scripts/ensure-packages.sh"
RUNS_CTEST = re.compile(r"\bctest\s+--output-on-failure")
#: Lines that run nothing: comments, and messages.
NOT_CODE = re.compile(r"^\s*(#|(echo|printf)\s)")
#: A double-quoted string: text, unless it runs a command ("$(...)").
QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')


def _unquoted(line: str) -> str:
    return QUOTED.sub(lambda m: m.group(0) if "$(" in m.group(0) else '""', line)


def code_lines(path: str) -> List[str]:
    """The file's lines that run something, backslash continuations joined,
    messages and double-quoted text emptied."""
    with open(path, encoding="utf-8") as file:
        text = file.read().replace("\\\n", " ")
    return [_unquoted(line) for line in text.splitlines() if not NOT_CODE.match(line)]


def uses(lines: Iterable[str]) -> Set[str]:
    found = set()
    for line in lines:
        found.update(package for package, pattern in USES if re.search(pattern, line))
    return found


def own_ensures(lines: Iterable[str]) -> Set[str]:
    found: Set[str] = set()
    for line in lines:
        for pattern in ENSURES:
            for match in pattern.finditer(line):
                found.update(match.group(1).split())
    return found


def ci_scripts(root: str) -> List[str]:
    """.ci/run and every .sh under scripts/ but the installer itself,
    relative to root."""
    found = [".ci/run"] if os.path.isfile(os.path.join(root, ".ci", "run")) else []
    for directory, _, files in os.walk(os.path.join(root, "scripts")):
        found.extend(os.path.relpath(os.path.join(directory, name), root)
                     for name in files if name.endswith(".sh"))
    return sorted(path for path in found if path != INSTALLER)


def ctest_scripts(root: str) -> List[str]:
    """The .sh files a CMakeLists.txt of the checkout names (what ctest runs)."""
    found = []
    for directory, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in ("build", "node_modules", ".git")]
        if "CMakeLists.txt" not in files:
            continue
        for line in code_lines(os.path.join(directory, "CMakeLists.txt")):
            for name in re.findall(r"([\w-]+\.sh)\b", line):
                path = os.path.join(directory, name)
                if os.path.isfile(path):
                    found.append(os.path.relpath(path, root))
    return sorted(set(found))


def missing(root: str) -> Dict[str, Set[str]]:
    """For each CI script, the packages it uses and does not ensure."""
    scripts = ci_scripts(root)
    lines = {path: code_lines(os.path.join(root, path)) for path in scripts}
    ensured = {path: own_ensures(lines[path]) for path in scripts}
    calls = {path: {p for line in lines[path] for p in SCRIPT_PATH.findall(line)
                    if p in lines and p != path} for path in scripts}
    ctest_uses = set().union(*(uses(code_lines(os.path.join(root, path)))
                               for path in ctest_scripts(root)))
    result = {}
    for path in scripts:
        needed = uses(lines[path])
        if any(RUNS_CTEST.search(line) for line in lines[path]):
            needed |= ctest_uses
        have = set(ensured[path])
        for called in calls[path]:
            have |= ensured[called]
        if needed - have:
            result[path] = needed - have
    return result


def report(root: str) -> int:
    gaps = missing(root)
    for path, packages in sorted(gaps.items()):
        print("FAIL (packages): %s uses %s but does not ensure %s (add %s to its "
              "scripts/ensure-packages.sh call)" % (path, ", ".join(sorted(packages)),
                                                    "it" if len(packages) == 1 else "them",
                                                    " ".join(sorted(packages))))
    if gaps:
        return 1
    print("OK: each of %d CI scripts ensures the Debian packages it uses" % len(ci_scripts(root)))
    return 0


def self_test() -> int:
    """The check must fire on a script that runs a program it does not ensure,
    and pass once it does (also through a script it calls)."""
    with tempfile.TemporaryDirectory() as root:
        # Paths joined, never written out: the docs' citation check would
        # take them for files of the checkout.
        os.makedirs(os.path.join(root, "scripts"))
        planted, called = os.path.join("scripts", "planted.sh"), os.path.join("scripts", "called.sh")
        tool, helper = os.path.join(root, planted), os.path.join(root, called)
        with open(tool, "w", encoding="utf-8") as file:
            file.write("# valgrind in a comment is no use\n"
                       "valgrind --tool=memcheck ./a\nctest --show-only=json-v1 | jq -r .x\n")
        with open(helper, "w", encoding="utf-8") as file:
            file.write("bash %s jq\n" % INSTALLER)
        gaps = missing(root).get(planted, set())
        if gaps != {"valgrind", "jq"}:
            print("FAIL (packages): the self-test found %s, not valgrind and jq" % sorted(gaps))
            return 1
        with open(tool, "a", encoding="utf-8") as file:
            file.write("bash %s \\\n    valgrind\nbash %s\n" % (INSTALLER, called))
        if missing(root):
            print("FAIL (packages): the self-test still finds %s once ensured" % missing(root))
            return 1
    print("OK: the check fires on a script that runs valgrind and jq unensured")
    return 0


def main(argv: List[str]) -> int:
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) > 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    here = os.path.dirname(os.path.abspath(__file__))
    return report(argv[1] if len(argv) == 2 else os.path.dirname(os.path.dirname(here)))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
