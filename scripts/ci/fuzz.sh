#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# fuzz.sh: the fuzzing gate (docs/quality.md).
#
#   bash scripts/ci/fuzz.sh [SECONDS]     # each target for SECONDS (default 45)
#   bash scripts/ci/fuzz.sh --seeds       # rewrite fuzz/corpus/ from make_seeds.c
#   FUZZ_TARGETS="fuzz_params" bash scripts/ci/fuzz.sh 600   # one target, longer
#
# Builds every fuzz/fuzz_*.c as a libFuzzer binary with Clang, ASan and
# UBSan in build/fuzz, replays the committed corpus and crashers once, then
# fuzzes each target for SECONDS, as many at a time as there are cores,
# starting from fuzz/corpus/<target>/ (new inputs go to
# build/fuzz/corpus/<target>/, never to the committed seeds). Any crash,
# leak, undefined behaviour, broken check or timeout fails the gate and
# leaves the input in build/fuzz/artifacts/<target>/: make it a regression
# test by copying it to fuzz/regressions/<target>/, fix the bug, commit both.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# --seeds builds with the tests (gcc, cmocka), the fuzzers with Clang.
ensure cmake clang libclang-rt-14-dev gcc make pkg-config libcmocka-dev
build=build/fuzz
seconds=${TOYWAR_FUZZ_SECONDS:-45}

if [ "${1:-}" = --seeds ]; then
    step "rewrite fuzz/corpus from fuzz/make_seeds.c"
    seeds_build=build/test
    [ -f "$seeds_build/CMakeCache.txt" ] || seeds_build=build/fuzz-seeds
    cmake -S "$root" -B "$seeds_build" -DTOYWAR_BUILD_TESTS=ON >/dev/null ||
        fail "cmake configure of $seeds_build failed"
    cmake --build "$seeds_build" --parallel "$jobs" --target fuzz_make_seeds >/dev/null ||
        fail "build of fuzz_make_seeds failed"
    rm -rf fuzz/corpus
    "$seeds_build/fuzz/fuzz_make_seeds" fuzz/corpus || fail "fuzz_make_seeds failed"
    for d in fuzz/corpus/*/; do echo "  $d: $(ls "$d" | wc -l) seeds"; done
    echo "review and commit fuzz/corpus/"
    exit 0
fi
if [ -n "${1:-}" ]; then
    case $1 in *[!0-9]*|0) fail "usage: $0 [SECONDS | --seeds]" ;; esac
    seconds=$1
fi

step "check that Clang has libFuzzer"
mkdir -p "$build"
printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' \
    >"$build/probe.c"
clang -fsanitize=fuzzer,address,undefined -o "$build/probe" "$build/probe.c" 2>"$build/probe.log" ||
    { cat "$build/probe.log"; fail "clang cannot link libFuzzer: install libclang-rt-14-dev (Debian 12) or llvm"; }

step "build the fuzz targets (Clang, ASan+UBSan, libFuzzer) in $build"
cmake -S "$root" -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DTOYWAR_FUZZ=ON -DTOYWAR_BUILD_TESTS=OFF -DTOYWAR_BUILD_EXAMPLES=OFF -DTOYWAR_BUILD_TOOLS=OFF \
    -DTOYWAR_BUILD_BENCH=OFF \
    -DTOYWAR_WERROR="$werror" >"$build/configure.log" 2>&1 ||
    { cat "$build/configure.log"; fail "cmake configure failed"; }
cmake --build "$build" --parallel "$jobs" || fail "build of the fuzz targets failed"

targets=${FUZZ_TARGETS:-$(cd fuzz && ls fuzz_*.c | sed 's/\.c$//' | tr '\n' ' ')}
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:allocator_may_return_null=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# The text targets read whole replays and maps; the API targets' inputs are
# operation lists, kept short so that each run is quick.
max_len() {
    case $1 in
        fuzz_api_*) echo 1024 ;;
        fuzz_replay_text|fuzz_toybattle_map) echo 8192 ;;
        *) echo 4096 ;;
    esac
}

step "replay the committed corpus and crashers once"
for t in $targets; do
    [ -x "$build/fuzz/$t" ] || fail "no fuzz target $t in $build/fuzz"
    inputs=$(find "fuzz/corpus/$t" "fuzz/regressions/$t" -type f 2>/dev/null | sort || true)
    [ -n "$inputs" ] || fail "$t has no seed corpus in fuzz/corpus/$t (run $0 --seeds)"
    # shellcheck disable=SC2086
    "$build/fuzz/$t" $inputs >"$build/$t.replay.log" 2>&1 ||
        { tail -n 40 "$build/$t.replay.log"; fail "$t fails on a committed input (above)"; }
    echo "  $t: $(echo "$inputs" | wc -l) inputs"
done

# fuzz_one TARGET: runs libFuzzer for $seconds; its exit status is the result.
fuzz_one() {
    local t=$1 dict=()
    mkdir -p "$build/corpus/$t" "$build/artifacts/$t"
    [ -f "fuzz/dict/$t.dict" ] && dict=("-dict=fuzz/dict/$t.dict")
    "$build/fuzz/$t" "$build/corpus/$t" "fuzz/corpus/$t" "${dict[@]}" \
        -max_total_time="$seconds" -timeout=$(( 20 * ${TOYWAR_TEST_TIMEOUT_SCALE:-1} )) -rss_limit_mb=2048 -max_len="$(max_len "$t")" \
        -artifact_prefix="$build/artifacts/$t/" -print_final_stats=1 \
        >"$build/$t.log" 2>&1
}

step "fuzz each target for ${seconds}s, $jobs at a time"
# shellcheck disable=SC2086
pool fuzz_one $targets
failed=("${pool_failed[@]}")

printf '%-22s %12s %8s %8s\n' target executions cov corpus
for t in $targets; do
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/$t.log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$build/$t.log" | tail -n 1 | cut -d' ' -f2)
    printf '%-22s %12s %8s %8s\n' "$t" "${execs:-?}" "${cov:-?}" \
        "$(find "$build/corpus/$t" -type f | wc -l)"
done

if [ "${#failed[@]}" -gt 0 ]; then
    for t in "${failed[@]}"; do
        echo "==== $t: last lines of $build/$t.log"
        grep -E -m 3 -A 25 'ERROR|check failed|runtime error|Sanitizer|timeout' "$build/$t.log" |
            head -n 60 || tail -n 40 "$build/$t.log"
        echo "inputs: $(ls "$build/artifacts/$t" 2>/dev/null | tr '\n' ' ')"
    done
    fail "fuzzing found a failure in: ${failed[*]}. Reproduce with $build/fuzz/<target> <input>;
copy the input to fuzz/regressions/<target>/ (a regression test from then on), fix, commit."
fi
step "done"
echo "OK: $(echo "$targets" | wc -w) targets fuzzed for ${seconds}s each, nothing found"
