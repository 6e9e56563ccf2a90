#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# python.sh: the Python package's checks, against a build of the library.
#
#   bash scripts/ci/python.sh BUILD_DIR        # e.g. build/test
#
# BUILD_DIR is a normal build (BUILD_DIR/lib/libtoywar.so.1). Uses Debian's
# /usr/bin/python3 (PYTHON overrides it: a pyenv python3 first on PATH cannot
# see Debian's modules) and Debian's packages only, no package index:
#
# 1. unit tests: bindings/python/tests against BUILD_DIR's library (with
#    toywar-server's: its protocol on aiohttp's test client, and the
#    command killed with SIGKILL mid-game and restarted), the
#    study's (test_study*.py) included, unless TOYWAR_STUDY_TESTS_ELSEWHERE=1
#    (.ci/run sets it: its study stage, scripts/ci/study.sh, runs them, and
#    each test runs once);
# 2. mypy --strict on the package and its build backend (pyproject.toml's
#    [tool.mypy]); then toywar-server under load (bench/server_load.py:
#    200 games and 1,000 connections for 20 s, nothing lost or mixed);
# 3. install as a new user does, the README's command: a fresh venv of
#    Debian's python3 (pip and setuptools, no wheel: checked) and
#    `python -m pip install --no-index ./bindings/python`, which builds with
#    the package's own backend (_build/toywar_build.py);
# 3b. the same with other Pythons: the python3 first on PATH if it is not
#    Debian's, the oldest and the newest 3.8+ of pyenv's if there are any,
#    and TOYWAR_PYTHONS (paths, space-separated); each gets a venv with pip
#    and no wheel, and the installed package imports with its version and
#    its toywar-study and toywar-server commands (--help runs without
#    aiohttp); and an editable install (pip install -e),
#    which imports the checkout's package;
# 4. first contact: bindings/python/tests/first_contact.py, copied outside the repository,
#    plays a seeded game with a Python RNG, pickles it mid-game and finishes
#    it in a new process (library through TOYWAR_LIBRARY);
# 5. installed prefix: `cmake --install BUILD_DIR --prefix VENV`, then the
#    venv's toywar finds the library with no TOYWAR_LIBRARY, and (Python
#    3.11, for toywar.study) its toywar.study the bots' library with no
#    TOYWAR_BOTS_LIBRARY.
# Each step says what failed; the steps that do not need it still run, and
# the script exits 1 after listing the failed ones.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: bash scripts/ci/python.sh BUILD_DIR" >&2; exit 2; }
build=$(cd "$1" 2>/dev/null && pwd) || { echo "FAIL (python): no build directory '$1'" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

python=${PYTHON:-/usr/bin/python3}
library="$build/lib/libtoywar.so.1"
failed=()

bash scripts/ensure-packages.sh python3 python3-venv python3-mypy python3-aiohttp cmake
[ -x "$python" ] || fail "$python not found (set PYTHON to Debian's python3)"
[ -f "$library" ] || fail "no library at $library: build it first (cmake --build $1)"

work=$(mktemp -d "${TMPDIR:-/tmp}/toywar-python.XXXXXX")
trap 'rm -rf "$work"' EXIT

# check NAME COMMAND...: runs one step, recording its failure.
check() {
    local name=$1
    shift
    step "$name"
    if ! "$@"; then
        printf 'FAIL (%s): %s\n' "$gate_name" "$name" >&2
        failed+=("$name")
        return 1
    fi
}

unit_tests() {
    local args=(discover -s tests) module
    if [ "${TOYWAR_STUDY_TESTS_ELSEWHERE:-}" = 1 ]; then
        args=()
        for module in bindings/python/tests/test*.py; do   # discover's pattern
            module=$(basename "$module" .py)
            case $module in test_study*) continue ;; esac
            args+=("tests.$module")
        done
        echo "the study tests (tests/test_study*.py): left to scripts/ci/study.sh" \
            "(TOYWAR_STUDY_TESTS_ELSEWHERE=1)"
    fi
    (cd bindings/python && PYTHONDONTWRITEBYTECODE=1 TOYWAR_LIBRARY="$library" \
        "$python" -m unittest "${args[@]}")
}

type_check() {
    (cd bindings/python && "$python" -m mypy toywar _build/toywar_build.py)
}

# install_into VENV PYTHON: a fresh venv of PYTHON with pip and without
# wheel (the case a setuptools build fails), then the README's command, as
# on a fresh machine: no index, no local wheel directory either.
install_into() {
    local venv=$1 py=$2
    "$py" -m venv "$venv" || return 1
    if "$venv/bin/python" -c 'import wheel' 2>/dev/null; then
        echo "$venv has wheel: not the case to check; use a Python without it" >&2
        return 1
    fi
    env -u PIP_FIND_LINKS -u PIP_NO_BUILD_ISOLATION PIP_CONFIG_FILE=/dev/null \
        "$venv/bin/python" -m pip install --no-index ./bindings/python || return 1
    [ -x "$venv/bin/toywar-study" ] && [ -x "$venv/bin/toywar-server" ] ||
        { echo "pip installed no toywar-study or toywar-server command ([project.scripts])" >&2; return 1; }
    "$venv/bin/toywar-server" --help >/dev/null ||
        { echo "toywar-server --help failed (it must work without aiohttp)" >&2; return 1; }
    local got
    got=$(cd "$work" && env -u PYTHONPATH "$venv/bin/python" -c \
        'import toywar; print(toywar.__version__, toywar.__file__)') || return 1
    echo "$("$venv/bin/python" --version): toywar $got"
    case $got in
        "$(cat "$work/version") $venv"/*) ;;
        *) echo "expected toywar $(cat "$work/version") from $venv" >&2; return 1 ;;
    esac
}

venv="$work/venv"
install_package() { install_into "$venv" "$python"; }

# An editable install (PEP 660): the venv imports the checkout's package.
install_editable() {
    local dev=$work/venv-editable got
    "$python" -m venv "$dev" || return 1
    env -u PIP_FIND_LINKS PIP_CONFIG_FILE=/dev/null \
        "$dev/bin/python" -m pip install --no-index -e ./bindings/python || return 1
    got=$(cd "$work" && env -u PYTHONPATH "$dev/bin/python" -c 'import toywar; print(toywar.__file__)')
    echo "the editable venv imports $got"
    [ "$got" = "$root/bindings/python/toywar/__init__.py" ] && [ -x "$dev/bin/toywar-study" ]
}

# other_pythons: the Pythons besides $python to install with, one a line.
other_pythons() {
    local first pyenv versions
    first=$(command -v python3 || true)
    if [ -n "$first" ] && [ "$(realpath "$first")" != "$(realpath "$python")" ] &&
        "$first" -c 'import sys; sys.exit(sys.version_info < (3, 8))' 2>/dev/null; then
        echo "$first"
    fi
    pyenv=${PYENV_ROOT:-$HOME/.pyenv}/versions
    versions=$(ls -d "$pyenv"/3.* 2>/dev/null | sed 's|.*/||' | grep -E '^3\.([89]|[1-9][0-9])\.' |
               sort -t. -k2,2n -k3,3n || true)
    if [ -n "$versions" ]; then
        echo "$pyenv/$(echo "$versions" | head -n 1)/bin/python3"
        echo "$pyenv/$(echo "$versions" | tail -n 1)/bin/python3"
    fi
    for first in ${TOYWAR_PYTHONS:-}; do echo "$first"; done
}

install_others() {
    local py n=0 bad=0
    for py in $(other_pythons | awk '!seen[$0]++'); do
        n=$((n + 1))
        install_into "$work/venv-other-$n" "$py" || { echo "FAIL: with $py" >&2; bad=1; }
    done
    [ "$n" -gt 0 ] || echo "no other Python 3.8+ here (set TOYWAR_PYTHONS to some)"
    return "$bad"
}

first_contact() {
    cp bindings/python/tests/first_contact.py "$work/"
    (cd "$work" && env -u PYTHONPATH TOYWAR_LIBRARY="$library" \
        "$venv/bin/python" first_contact.py "$work")
}

installed_prefix() {
    cmake --install "$build" --prefix "$venv" >"$work/install.log" ||
        { cat "$work/install.log"; return 1; }
    local found
    found=$(cd "$work" && env -u PYTHONPATH -u TOYWAR_LIBRARY \
        "$venv/bin/python" -c 'import toywar; print(toywar.library_path())') || return 1
    echo "the venv's toywar loads $found"
    case $found in
        "$venv"/lib*/libtoywar.so.1) ;;
        *) echo "expected the library installed in $venv/lib, got $found" >&2; return 1 ;;
    esac
    if ! "$venv/bin/python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        echo "skip toywar.study's bots: it needs Python 3.11"
        return 0
    fi
    found=$(cd "$work" && env -u PYTHONPATH -u TOYWAR_LIBRARY -u TOYWAR_BOTS_LIBRARY \
        "$venv/bin/python" -c 'from toywar.study import bots
bots.library()
print(bots.LIBRARY_PATH)') || return 1
    echo "the venv's toywar.study loads $found"
    case $found in
        "$venv"/lib*/libtoywar_bots.so) ;;
        *) echo "expected the bots installed in $venv/lib, got $found" >&2; return 1 ;;
    esac
}

# toywar-server under load on loopback: 200 games, 1,000 connections,
# bot-paced moves for 20 s; it prints its figures and fails only when a
# move was lost or a frame went to the wrong game or seat.
server_load() {
    TOYWAR_LIBRARY="$library" "$python" bench/server_load.py --games 200 --spectators 3 \
        --seconds 20 --pace-ms 1000
}

sed -n 's/^__version__ = "\(.*\)"$/\1/p' bindings/python/toywar/_version.py >"$work/version"
check "unit tests (bindings/python/tests, $("$python" --version))" unit_tests || true
check "mypy --strict on the package" type_check || true
check "toywar-server under load: 200 games, 1000 connections (bench/server_load.py)" \
    server_load || true
check "pip install --no-index ./bindings/python with other Pythons, none with wheel" \
    install_others || true
check "pip install --no-index -e ./bindings/python: the checkout's package" install_editable || true
if check "pip install --no-index ./bindings/python into a fresh venv of $python" \
    install_package; then
    check "first contact: a seeded game pickled mid-game, finished in a new process" \
        first_contact || true
    check "the libraries in the venv's prefix, found without TOYWAR_LIBRARY or TOYWAR_BOTS_LIBRARY" \
        installed_prefix || true
else
    failed+=("first contact and installed prefix (not run: the install failed)")
fi

if [ ${#failed[@]} -gt 0 ]; then
    printf 'FAIL (%s): %d step(s) failed:\n' "$gate_name" "${#failed[@]}" >&2
    printf '  - %s\n' "${failed[@]}" >&2
    exit 1
fi
step "all passed"
