#!/usr/bin/env bash
# python.sh: the Python package's checks, against a build of the library.
#
#   bash scripts/ci/python.sh BUILD_DIR        # e.g. build/test
#
# BUILD_DIR is a normal build (BUILD_DIR/lib/libtoywar.so.1). Uses Debian's
# /usr/bin/python3 (PYTHON overrides it: a pyenv python3 first on PATH cannot
# see Debian's modules) and Debian's packages only, no package index:
#
# 1. unit tests: bindings/python/tests against BUILD_DIR's library, the
#    study's (test_study*.py) included, unless TOYWAR_STUDY_TESTS_ELSEWHERE=1
#    (.ci/run sets it: its study stage, scripts/ci/study.sh, runs them, and
#    each test runs once);
# 2. mypy --strict on the package (pyproject.toml's [tool.mypy]);
# 3. install: a fresh venv (--system-site-packages, for setuptools and wheel)
#    and `python -m pip install --no-index --no-build-isolation ./bindings/python`;
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

bash scripts/ensure-packages.sh python3 python3-venv python3-setuptools python3-wheel \
    python3-mypy cmake
[ -x "$python" ] || fail "$python not found (set PYTHON to Debian's python3)"
[ -f "$library" ] || fail "no library at $library: build it first (cmake --build $1)"

work=$(mktemp -d "${TMPDIR:-/tmp}/toywar-python.XXXXXX")
clean_tree() { rm -rf bindings/python/build bindings/python/toywar.egg-info; }
trap 'rm -rf "$work"; clean_tree' EXIT

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
    (cd bindings/python && "$python" -m mypy toywar)
}

venv="$work/venv"
install_package() {
    clean_tree
    "$python" -m venv --system-site-packages "$venv" || return 1
    # As on a fresh machine: no index, no local wheel directory either.
    env -u PIP_FIND_LINKS PIP_CONFIG_FILE=/dev/null \
        "$venv/bin/python" -m pip install --no-index --no-build-isolation ./bindings/python ||
        return 1
    [ -x "$venv/bin/toywar-study" ] ||
        { echo "pip installed no toywar-study command ([project.scripts])" >&2; return 1; }
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

check "unit tests (bindings/python/tests, $("$python" --version))" unit_tests || true
check "mypy --strict on the package" type_check || true
if check "pip install --no-index --no-build-isolation ./bindings/python into a fresh venv" \
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
