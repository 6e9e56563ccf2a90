#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# test.sh: the whole test suite, as CI runs it.
#
#   ./scripts/test.sh
#
# Installs what is missing (cmake gcc g++ make pkg-config libcmocka-dev
# binutils doxygen python3 man-db libedit-dev git; the python stage adds
# python3-venv and python3-mypy) with apt-get when running as root, else
# says what; then runs these stages, each timed:
#
#   build, test                   a normal build (RelWithDebInfo) and ctest
#   build-sanitize, test-sanitize the same with ASan+UBSan (TOYWAR_SANITIZE=ON):
#                                 every test, example and consumer under them
#   doxygen                       the manual, which must print no warning
#   python                        the Python package (scripts/ci/python.sh:
#                                 tests, mypy, pip install, pickling; needs build)
#   selfplay                      a short selfplay of each game (needs build)
#
# A stage that fails says which and why; the stages that do not depend on
# it still run, and the script exits 1 after a table of every stage.
# With CI set (CI=true), compiler warnings are errors (TOYWAR_WERROR=ON);
# elsewhere TOYWAR_WERROR=ON in the environment does the same.
# TOYWAR_TEST_TIMEOUT_SCALE=N multiplies every ctest timeout (a busy machine).
# Builds go to build/test and build/test-sanitize, the docs to build/docs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
. scripts/lib/stages.sh

# g++: the public headers are checked as C++ too; git: the docs' citations.
bash scripts/ensure-packages.sh cmake gcc g++ make pkg-config libcmocka-dev binutils doxygen \
    python3 man-db libedit-dev git

case ${CI:-} in
    ""|0|false|no) werror=${TOYWAR_WERROR:-OFF} ;;
    *) werror=ON ;;
esac
jobs=$(nproc 2>/dev/null || echo 2)

build_tree() {   # build_tree DIR BUILD_TYPE EXTRA_CMAKE_ARGS...
    local dir=$1 type=$2
    shift 2
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE="$type" \
        -DTOYWAR_WERROR="$werror" -DTOYWAR_BUILD_TESTS=ON -DTOYWAR_BUILD_EXAMPLES=ON "$@" ||
        stage_fail "cmake could not configure $dir"
    cmake --build "$dir" --parallel "$jobs" || stage_fail "the build of $dir failed"
}

run_ctest() {    # run_ctest DIR
    local dir=$1
    (cd "$dir" && ctest --output-on-failure --parallel "$jobs") && return 0
    local failed
    failed=$(tr '\n' ' ' <"$dir/Testing/Temporary/LastTestsFailed.log" 2>/dev/null | head -c 200)
    stage_fail "ctest in $dir: failed tests: ${failed:-see above}"
}

build_normal() { build_tree build/test RelWithDebInfo -DTOYWAR_SANITIZE=OFF; }

# Debug keeps the assertions; -O1 (as ASan recommends) halves the run time.
build_sanitize() {
    build_tree build/test-sanitize Debug -DTOYWAR_SANITIZE=ON -DCMAKE_C_FLAGS_DEBUG="-g -O1"
}

manual() {
    mkdir -p build/docs
    rm -f build/docs/doxygen-warnings.log
    doxygen Doxyfile >build/docs/doxygen-output.log 2>&1 || {
        cat build/docs/doxygen-output.log; stage_fail "doxygen failed"; }
    if [ -s build/docs/doxygen-warnings.log ] ||
       grep -qi 'warning' build/docs/doxygen-output.log; then
        cat build/docs/doxygen-warnings.log build/docs/doxygen-output.log 2>/dev/null
        stage_fail "doxygen printed warnings (above)"
    fi
    echo "doxygen: no warnings; manual in build/docs/html/index.html"
}

# The Python package on the normal build's shared library: its tests, mypy,
# a pip install with no index and a game pickled across processes.
python_bindings() { bash scripts/ci/python.sh build/test; }

selfplay_smoke() {
    local game
    for game in $(build/test/bin/toywar list --names); do
        build/test/bin/toywar selfplay "$game" --games 2 --bots mcts:50,random ||
            stage_fail "toywar selfplay $game failed"
    done
}

stage build          build_normal
stage test           run_ctest build/test          --after build
stage build-sanitize build_sanitize
stage test-sanitize  run_ctest build/test-sanitize --after build-sanitize
stage doxygen        manual
stage python         python_bindings               --after build
stage selfplay       selfplay_smoke                --after build
stages_report
