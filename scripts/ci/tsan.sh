#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tsan.sh: the ThreadSanitizer gate (docs/quality.md).
#
#   bash scripts/ci/tsan.sh
#
# Builds tests/test_threads.c and the library with -fsanitize=thread in
# build/tsan, then runs it: several threads each play many whole games on
# their own handles (clones, replays, positions and failing creations
# included) while TSan watches every memory access; any data race fails.
# First it proves TSan works here: a planted race must be reported.
# TOYWAR_TSAN_GAMES sets the games per thread (default 60).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

ensure cmake gcc make pkg-config libcmocka-dev
build=build/tsan
games=${TOYWAR_TSAN_GAMES:-60}
export TSAN_OPTIONS="halt_on_error=1:exitcode=66:second_deadlock_stack=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"

step "self-check: ThreadSanitizer reports a planted race"
mkdir -p "$build"
cat >"$build/planted_race.c" <<'EOF'
#include <pthread.h>
static int shared;
static void *bump(void *arg) { (void)arg; for (int i = 0; i < 1000; i++) shared++; return 0; }
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, bump, 0);
    pthread_create(&b, 0, bump, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return shared < 0;
}
EOF
cc -fsanitize=thread -g -O1 -pthread -o "$build/planted_race" "$build/planted_race.c" ||
    fail "cannot build with -fsanitize=thread (the compiler's TSan runtime is missing)"
rc=0
"$build/planted_race" >"$build/planted_race.log" 2>&1 || rc=$?
if [ "$rc" -eq 0 ] || ! grep -q 'ThreadSanitizer: data race' "$build/planted_race.log"; then
    cat "$build/planted_race.log"
    fail "ThreadSanitizer did not report the planted race (exit $rc): the gate would prove nothing"
fi
echo "OK: the planted race is reported (exit $rc)"

step "build test_threads with -fsanitize=thread ($build)"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOYWAR_SANITIZE_THREAD=ON \
    -DTOYWAR_WERROR="$werror" -DTOYWAR_BUILD_TESTS=ON -DTOYWAR_BUILD_EXAMPLES=OFF \
    -DTOYWAR_BUILD_TOOLS=OFF -DTOYWAR_BUILD_BENCH=OFF \
    >"$build/configure.log" 2>&1 || { cat "$build/configure.log"; fail "cmake configure failed"; }
cmake --build "$build" --parallel "$jobs" --target test_threads ||
    fail "build of test_threads failed"

step "test_threads: 4 threads x $games games under ThreadSanitizer"
TOYWAR_THREAD_GAMES=$games "$build/tests/test_threads" ||
    fail "test_threads failed under ThreadSanitizer (a data race or a wrong result, above)"
step "done"
echo "OK: no data race"
