#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# valgrind.sh: the test suite under valgrind memcheck (docs/quality.md).
#
#   bash scripts/ci/valgrind.sh
#
# Runs every test program of the uninstrumented build (build/test, as
# scripts/test.sh leaves it; built here when missing) under memcheck: the
# unit and rules tests, the examples and the fuzz corpus replays (ctest
# labels unit, example, fuzz; the packaging checks are shell scripts). Any
# invalid read or write, use of uninitialised memory, bad free or leak
# (definite, indirect or possible) fails the gate. Slow suites play less:
# TOYWAR_CONFORMANCE_GAMES (default 3 here), TOYWAR_THREAD_GAMES (4) and
# TOYWAR_TEST_WORK (5: the property tests do 5% of their work).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

ensure valgrind jq cmake gcc make pkg-config libcmocka-dev
build=build/test
logs=build/valgrind
export TOYWAR_CONFORMANCE_GAMES=${TOYWAR_CONFORMANCE_GAMES:-3}
export TOYWAR_THREAD_GAMES=${TOYWAR_THREAD_GAMES:-4}
export TOYWAR_TEST_WORK=${TOYWAR_TEST_WORK:-5}

step "build the uninstrumented test suite ($build)"
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOYWAR_WERROR="$werror" \
        -DTOYWAR_BUILD_TESTS=ON -DTOYWAR_BUILD_EXAMPLES=ON >/dev/null ||
        fail "cmake configure of $build failed"
fi
grep -q '^TOYWAR_SANITIZE:BOOL=ON' "$build/CMakeCache.txt" &&
    fail "$build is built with sanitizers: valgrind needs an uninstrumented build"
cmake --build "$build" --parallel "$jobs" >/dev/null || fail "build of $build failed"

rm -rf "$logs"
mkdir -p "$logs"
# name <TAB> working directory <TAB> command, as ctest would run it.
(cd "$build" && ctest --show-only=json-v1) | jq -r '
    .tests[]
    | select([(.properties // [])[] | select(.name == "LABELS") | .value[]]
             | any(. == "unit" or . == "example" or . == "fuzz"))
    | [.name,
       ([(.properties // [])[] | select(.name == "WORKING_DIRECTORY") | .value][0] // "."),
       (.command | @sh)]
    | @tsv' >"$logs/tests.tsv"
# The property tests of hidden information and of Droids' accessors replay
# thousands of positions through text and JSON: under memcheck they took
# 100 to 120 s each, a third of the gate, for code the other tests already
# take memcheck through (and ASan+UBSan and the normal build run them
# whole). TOYWAR_VALGRIND_SKIP="" runs them too.
skip=${TOYWAR_VALGRIND_SKIP-test_information_droids test_information_toybattle test_droids_access}
for name in $skip; do
    awk -F '\t' -v n="$name" '$1 != n' "$logs/tests.tsv" >"$logs/tests.tsv.new"
    mv "$logs/tests.tsv.new" "$logs/tests.tsv"
done
count=$(wc -l <"$logs/tests.tsv")
[ "$count" -gt 0 ] || fail "ctest lists no test labelled unit, example or fuzz in $build"

memcheck() {
    local name=$1 dir cmd
    dir=$(awk -F '\t' -v n="$name" '$1 == n { print $2 }' "$logs/tests.tsv")
    cmd=$(awk -F '\t' -v n="$name" '$1 == n { print $3 }' "$logs/tests.tsv")
    local start=$SECONDS rc=0
    (cd "$dir" && eval "valgrind --tool=memcheck --error-exitcode=99 --leak-check=full \
        --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect,possible \
        --track-fds=no --num-callers=30 $cmd") >"$root/$logs/$name.log" 2>&1 || rc=$?
    printf '  %-28s %s (%ss)\n' "$name" "$([ "$rc" -eq 0 ] && echo ok || echo "FAILED, exit $rc")" \
        "$((SECONDS - start))"
    return "$rc"
}

step "memcheck $count test programs, $jobs at a time (conformance: $TOYWAR_CONFORMANCE_GAMES games per param set; not run: ${skip:-none})"
# The slowest first, so the others fill the second core.
mapfile -t names < <(cut -f1 "$logs/tests.tsv" | awk '{ print (index($0, "test_conformance") == 1 ? 0 : 1), $0 }' |
                     sort -s -k1,1n | cut -d' ' -f2)
pool memcheck "${names[@]}"
if [ "${#pool_failed[@]}" -gt 0 ]; then
    for name in "${pool_failed[@]}"; do
        echo "==== $name ($logs/$name.log)"
        grep -E -A 20 '^==[0-9]+== (Invalid|Conditional|Use of|Mismatched|.*definitely|.*indirectly|.*possibly|Syscall)' \
            "$logs/$name.log" | head -n 60 || tail -n 40 "$logs/$name.log"
    done
    fail "valgrind memcheck found errors or leaks in: ${pool_failed[*]} (logs in $logs/)"
fi
step "done"
echo "OK: $count test programs clean under valgrind memcheck"
