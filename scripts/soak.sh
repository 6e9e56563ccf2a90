#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# soak.sh: millions of random moves across all games (tests/soak.c), with
# the conformance invariants and the conservation of pieces checked all the
# way. Not part of the default test run; one command away:
#
#   bash scripts/soak.sh                     # 5,000,000 moves, from seed 1
#   bash scripts/soak.sh 20000000 1000       # 20 million moves, from seed 1000
#   bash scripts/soak.sh --asan 1000000      # the same under ASan+UBSan
#
# Builds toywar_soak in build/test (or build/test-sanitize with --asan), as
# scripts/test.sh configures them, and runs it. On a failure it prints the
# game, params, seed, ply and position, and leaves soak-failure.replay in
# the current directory. Installs what the build needs when missing (as
# root; else says what).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
jobs=$(nproc 2>/dev/null || echo 2)

build=build/test
args=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOYWAR_SANITIZE=OFF)
if [ "${1:-}" = --asan ]; then
    build=build/test-sanitize
    args=(-DCMAKE_BUILD_TYPE=Debug -DTOYWAR_SANITIZE=ON -DCMAKE_C_FLAGS_DEBUG="-g -O1")
    shift
fi
moves=${1:-5000000}
seed=${2:-1}
case $moves$seed in
    *[!0-9]*) echo "usage: $0 [--asan] [MOVES [FIRST_SEED]]" >&2; exit 2 ;;
esac

bash scripts/ensure-packages.sh cmake gcc make pkg-config libcmocka-dev

# Configure (a build tree of scripts/test.sh keeps its settings, and learns
# of the soak target if it predates it).
[ -f "$build/CMakeCache.txt" ] && args=()
cmake -S "$root" -B "$build" "${args[@]}" -DTOYWAR_BUILD_TESTS=ON >/dev/null ||
    { echo "FAIL (soak): cmake configure of $build failed" >&2; exit 1; }
cmake --build "$build" --parallel "$jobs" --target toywar_soak >/dev/null ||
    { echo "FAIL (soak): build of toywar_soak failed" >&2; exit 1; }
start=$(date +%s)
"$build/tests/toywar_soak" "$moves" "$seed" ||
    { echo "FAIL (soak): see above; soak-failure.replay holds the game" >&2; exit 1; }
echo "soak: passed in $(( $(date +%s) - start ))s"
