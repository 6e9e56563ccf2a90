#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# gates.sh: the quality gates, in CI after scripts/test.sh (docs/quality.md).
#
#   bash scripts/ci/gates.sh                   # every gate
#   TOYWAR_GATES="abi fuzz" bash scripts/ci/gates.sh   # some of them
#
# Runs each gate script of scripts/ci/ in turn, timing each; each installs
# the Debian 12 packages it needs when missing (scripts/ci/common.sh's
# ensure), so that it also runs alone. A gate that fails
# says why; the others still run, and the script exits 1 after a table of
# every gate. The gates reuse scripts/test.sh's builds (build/test,
# build/test-sanitize) where they can; the instrumented ones build their own
# trees (build/tsan, build/coverage, build/fuzz).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

gates=${TOYWAR_GATES:-abi tsan valgrind coverage fuzz soak}
# In CI each fuzz target runs 15 s (fuzz.sh alone: 45 s): nine targets two
# at a time, so that the gates keep CI well within its 30 minutes.
export TOYWAR_FUZZ_SECONDS=${TOYWAR_FUZZ_SECONDS:-15}

# soak: a short soak under ASan+UBSan, so that the soak keeps working (the
# long one, millions of moves, is scripts/soak.sh, outside CI).
run_soak() {
    bash scripts/soak.sh --asan "${TOYWAR_CI_SOAK_MOVES:-500000}" 1
}

. scripts/lib/stages.sh
for gate in $gates; do
    case $gate in
        abi|tsan|valgrind|coverage|fuzz) stage "gate $gate" bash "scripts/ci/$gate.sh" ;;
        soak) stage "gate soak" run_soak ;;
        *) fail "unknown gate '$gate' (known: abi tsan valgrind coverage fuzz soak)" ;;
    esac
done
stages_report
