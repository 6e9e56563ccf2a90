#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# coverage.sh: line and branch coverage of lib/ by the test suite
# (docs/quality.md).
#
#   bash scripts/ci/coverage.sh
#
# Builds everything with gcov instrumentation (TOYWAR_COVERAGE, Debug, -O0)
# in build/coverage, runs the tests, the examples and the fuzz corpus
# replays (the packaging checks aside: they install and relink the library;
# and the command's end-to-end test, label tools, 133 s of -O0 runs of the
# CLI on its own, for library code the other tests cover),
# then prints with gcovr the line and the branch coverage of each file of
# lib/ and the totals, and fails when lines fall below TOYWAR_COVERAGE_MIN
# percent (default 90). A browsable report: build/coverage/html/index.html.
# The conformance suite plays TOYWAR_CONFORMANCE_GAMES (default 10) games
# per param set here, and the property tests TOYWAR_TEST_WORK (30) percent
# of their work.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# What the tests it runs use too: man-db (install_docs), git (docs_citations).
ensure cmake gcc make gcovr pkg-config libcmocka-dev binutils git man-db python3
build=build/coverage
min=${TOYWAR_COVERAGE_MIN:-90}
export TOYWAR_CONFORMANCE_GAMES=${TOYWAR_CONFORMANCE_GAMES:-10}
export TOYWAR_TEST_WORK=${TOYWAR_TEST_WORK:-30}

step "build with gcov instrumentation ($build)"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Debug -DTOYWAR_COVERAGE=ON \
    -DTOYWAR_WERROR="$werror" -DTOYWAR_BUILD_TESTS=ON -DTOYWAR_BUILD_EXAMPLES=ON \
    -DTOYWAR_BUILD_BENCH=OFF \
    >"$build.configure.log" 2>&1 || { cat "$build.configure.log"; fail "cmake configure failed"; }
cmake --build "$build" --parallel "$jobs" >"$build.build.log" 2>&1 ||
    { tail -n 40 "$build.build.log"; fail "build failed"; }

step "run the tests (conformance: $TOYWAR_CONFORMANCE_GAMES games per param set)"
find "$build" -name '*.gcda' -delete
(cd "$build" && ctest --output-on-failure --parallel "$jobs" -LE 'packaging|tools') ||
    fail "tests failed in the coverage build"

step "coverage of lib/ (gcovr)"
mkdir -p "$build/html"
gcovr_args=(--root "$root" --filter "$root/lib/" --object-directory "$build")
gcovr "${gcovr_args[@]}" --txt "$build/lines.txt" --print-summary \
    --html-details "$build/html/index.html" >"$build/summary.txt" ||
    fail "gcovr failed"
gcovr "${gcovr_args[@]}" --branches --txt "$build/branches.txt" || fail "gcovr failed"
echo "Lines, by file:"
cat "$build/lines.txt"
echo "Branches, by file:"
cat "$build/branches.txt"
cat "$build/summary.txt"
lines=$(sed -n 's/^lines: \([0-9.]*\)%.*/\1/p' "$build/summary.txt")
[ -n "$lines" ] || fail "no line coverage in gcovr's summary"
if awk -v l="$lines" -v m="$min" 'BEGIN { exit !(l < m) }'; then
    fail "line coverage of lib/ is $lines%, below $min%: test the lines listed as missing above"
fi
step "done"
echo "OK: line coverage of lib/ $lines% (at least $min%); report in $build/html/index.html"
