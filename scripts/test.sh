#!/usr/bin/env bash
# test.sh: the whole test suite, as CI runs it.
#
#   ./scripts/test.sh
#
# 1. installs what is missing (cmake gcc make pkg-config libcmocka-dev
#    binutils doxygen python3) with apt-get when running as root, else says what;
# 2. a normal build (RelWithDebInfo) and ctest;
# 3. a build with ASan+UBSan (TOYWAR_SANITIZE=ON) and ctest: every test,
#    example and consumer runs under the sanitizers;
# 4. doxygen, which must print no warning;
# 5. the Python bindings' tests and a selfplay smoke run (python3).
# With CI set (CI=true), compiler warnings are errors (TOYWAR_WERROR=ON);
# elsewhere TOYWAR_WERROR=ON in the environment does the same.
# Builds go to build/test and build/test-sanitize, the docs to build/docs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)

bash scripts/ensure-packages.sh cmake gcc make pkg-config libcmocka-dev binutils doxygen python3

case ${CI:-} in
    ""|0|false|no) werror=${TOYWAR_WERROR:-OFF} ;;
    *) werror=ON ;;
esac
jobs=$(nproc 2>/dev/null || echo 2)
start=$(date +%s)

section() { printf '\n==== %s (%ss) ====\n' "$*" "$(( $(date +%s) - start ))"; }

run_suite() {   # run_suite DIR BUILD_TYPE EXTRA_CMAKE_ARGS...
    local dir=$1 type=$2
    shift 2
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE="$type" \
        -DTOYWAR_WERROR="$werror" -DTOYWAR_BUILD_TESTS=ON -DTOYWAR_BUILD_EXAMPLES=ON "$@"
    cmake --build "$dir" --parallel "$jobs"
    (cd "$dir" && ctest --output-on-failure --parallel "$jobs")
}

section "build and test (RelWithDebInfo, TOYWAR_WERROR=$werror)"
run_suite build/test RelWithDebInfo -DTOYWAR_SANITIZE=OFF

# Debug keeps the assertions; -O1 (as ASan recommends) halves the run time.
section "build and test under ASan+UBSan (Debug -O1, TOYWAR_SANITIZE=ON)"
run_suite build/test-sanitize Debug -DTOYWAR_SANITIZE=ON -DCMAKE_C_FLAGS_DEBUG="-g -O1"

section "doxygen"
mkdir -p build/docs
rm -f build/docs/doxygen-warnings.log
doxygen Doxyfile >build/docs/doxygen-output.log 2>&1 || {
    cat build/docs/doxygen-output.log; echo "FAIL: doxygen failed"; exit 1; }
if [ -s build/docs/doxygen-warnings.log ] ||
   grep -qi 'warning' build/docs/doxygen-output.log; then
    cat build/docs/doxygen-warnings.log build/docs/doxygen-output.log 2>/dev/null
    echo "FAIL: doxygen printed warnings (above)"
    exit 1
fi
echo "doxygen: no warnings; manual in build/docs/html/index.html"

# The host tools against the normal build: the Python bindings' own tests
# on its shared library, and a short selfplay of each game (the examples
# and the toywar command's checks run in ctest above).
section "host tools: Python bindings, selfplay smoke run"
(cd bindings/python &&
    PYTHONDONTWRITEBYTECODE=1 TOYWAR_LIBRARY="$root/build/test/lib/libtoywar.so.1" \
        python3 -m unittest discover -s tests)
for game in $(build/test/bin/toywar list --names); do
    build/test/bin/toywar selfplay "$game" --games 2 --bots mcts:50,random
done

section "all passed"
