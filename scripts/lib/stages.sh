# SPDX-License-Identifier: MIT
# stages.sh: run a script as named stages that report, for scripts/test.sh
# and .ci/run (sourced, never run alone).
#
#   . scripts/lib/stages.sh
#   stage build   build_normal          # runs the function build_normal
#   stage test    run_tests  --after build
#   stages_report                       # the table; exits 1 if any failed
#
# A stage runs in a subshell with `set -e`, so a failing command ends that
# stage only. The stages that do not depend on it still run and report;
# one whose --after stage failed or was skipped is skipped, saying why.
# A stage explains a failure with `stage_fail TEXT`, which the report
# repeats beside the stage's name.

stages_start=$(date +%s)
stage_order=()
declare -A stage_status=() stage_seconds=() stage_reason=()
# A script of stages run as a stage of another reports its failed stages
# to the outer one's table.
stage_outer_reason_file=${TOYWAR_STAGE_REASON_FILE:-}
stage_reason_file=$(mktemp)
trap 'rm -f "$stage_reason_file"' EXIT
# A script run as a stage may write its reason here too (scripts/ci/common.sh).
export TOYWAR_STAGE_REASON_FILE=$stage_reason_file

# stage_fail TEXT: ends the current stage as failed, with TEXT as the reason.
stage_fail() {
    printf '%s\n' "$*" >"$stage_reason_file"
    printf 'FAIL (%s): %s\n' "${stage_current:-?}" "$*" >&2
    exit 1
}

# stage NAME FUNCTION [ARG...] [--after STAGE...]
stage() {
    local name=$1 fn=$2 after=() args=()
    shift 2
    while [ $# -gt 0 ]; do
        if [ "$1" = --after ]; then
            shift
            after+=("$@")
            break
        fi
        args+=("$1")
        shift
    done
    stage_order+=("$name")
    local dep
    for dep in "${after[@]}"; do
        if [ "${stage_status[$dep]:-}" != passed ]; then
            stage_status[$name]=skipped
            stage_seconds[$name]=0
            stage_reason[$name]="needs stage '$dep', which ${stage_status[$dep]:-did not run}"
            printf '\n==== %s: skipped (%s) ====\n' "$name" "${stage_reason[$name]}"
            return 0
        fi
    done
    printf '\n==== %s (at %ss) ====\n' "$name" "$(( $(date +%s) - stages_start ))"
    : >"$stage_reason_file"
    local t0 rc
    t0=$(date +%s)
    # Not `( ... ) || rc=$?`: bash ignores set -e inside the left of ||.
    set +e
    (set -e; stage_current=$name; "$fn" "${args[@]}")
    rc=$?
    set -e
    stage_seconds[$name]=$(( $(date +%s) - t0 ))
    if [ "$rc" -eq 0 ]; then
        stage_status[$name]=passed
    else
        stage_status[$name]=failed
        stage_reason[$name]=$(head -c 300 "$stage_reason_file")
        [ -n "${stage_reason[$name]}" ] || stage_reason[$name]="a command exited with status $rc (see its output above)"
        printf 'FAIL: stage %s: %s\n' "$name" "${stage_reason[$name]}" >&2
    fi
}

# stages_report: a line per stage, its time and result; returns 1 if a stage
# failed or was skipped, 0 otherwise.
stages_report() {
    local name failed=0
    printf '\n==== stages (%ss in all) ====\n' "$(( $(date +%s) - stages_start ))"
    for name in "${stage_order[@]}"; do
        printf '  %-22s %-8s %5ss  %s\n' "$name" "${stage_status[$name]}" \
            "${stage_seconds[$name]}" "${stage_reason[$name]:-}"
        [ "${stage_status[$name]}" = passed ] || failed="$failed $name"
    done
    [ "$failed" = 0 ] && return 0
    [ -z "$stage_outer_reason_file" ] ||
        printf 'stages not passed:%s\n' "${failed#0}" >"$stage_outer_reason_file"
    return 1
}
