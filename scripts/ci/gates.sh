#!/usr/bin/env bash
# gates.sh: the quality gates, in CI after scripts/test.sh (docs/quality.md).
#
#   bash scripts/ci/gates.sh                   # every gate
#   TOYWAR_GATES="abi fuzz" bash scripts/ci/gates.sh   # some of them
#
# Installs what the gates need (Debian 12 packages) when missing, then runs
# each gate script of scripts/ci/ in turn, timing each, and fails at the
# first gate that fails. The gates reuse scripts/test.sh's builds
# (build/test, build/test-sanitize) where they can; the instrumented ones
# build their own trees (build/tsan, build/coverage, build/fuzz).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

gates=${TOYWAR_GATES:-abi tsan valgrind coverage fuzz soak}

bash scripts/ensure-packages.sh cmake gcc g++ make pkg-config libcmocka-dev binutils jq \
    abigail-tools valgrind gcovr clang libclang-rt-14-dev

# soak: a short soak under ASan+UBSan, so that the soak keeps working (the
# long one, millions of moves, is scripts/soak.sh, outside CI).
run_soak() {
    bash scripts/soak.sh --asan "${TOYWAR_CI_SOAK_MOVES:-500000}" 1
}

declare -A took=()
for gate in $gates; do
    printf '\n==== gate: %s (%ss) ====\n' "$gate" "$(( $(date +%s) - gate_start ))"
    t0=$(date +%s)
    case $gate in
        abi|tsan|valgrind|coverage|fuzz) bash "scripts/ci/$gate.sh" ;;
        soak) run_soak ;;
        *) fail "unknown gate '$gate' (known: abi tsan valgrind coverage fuzz soak)" ;;
    esac
    took[$gate]=$(( $(date +%s) - t0 ))
done

printf '\n==== gates passed (%ss) ====\n' "$(( $(date +%s) - gate_start ))"
for gate in $gates; do
    printf '  %-10s %5ss\n' "$gate" "${took[$gate]}"
done
