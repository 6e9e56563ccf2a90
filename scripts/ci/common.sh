# SPDX-License-Identifier: MIT
# common.sh: helpers the gate scripts of scripts/ci/ source (not run alone).
#
#   . "$(dirname "${BASH_SOURCE[0]}")/common.sh"
#
# Sets root (the source tree, also the working directory), jobs (cores) and
# werror (ON under CI=true or TOYWAR_WERROR=ON, as scripts/test.sh does), and
# defines step, fail and ensure.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
jobs=$(nproc 2>/dev/null || echo 2)
case ${CI:-} in
    ""|0|false|no) werror=${TOYWAR_WERROR:-OFF} ;;
    *) werror=ON ;;
esac
gate_name=$(basename "${BASH_SOURCE[1]:-$0}" .sh)
gate_start=$(date +%s)

# step TEXT: a heading with the seconds since the gate started.
step() { printf -- '--- %s: %s (%ss)\n' "$gate_name" "$*" "$(( $(date +%s) - gate_start ))"; }

# fail TEXT: says which gate failed and why, then exits 1.
fail() {
    printf 'FAIL (%s): %s\n' "$gate_name" "$*" >&2
    # Run as a stage (scripts/lib/stages.sh): the stage's table repeats it.
    [ -z "${TOYWAR_STAGE_REASON_FILE:-}" ] || printf '%s: %s\n' "$gate_name" "$*" >"$TOYWAR_STAGE_REASON_FILE"
    exit 1
}

# ensure PACKAGE...: installs the Debian packages the gate uses that are
# missing (scripts/ensure-packages.sh: apt-get as root), or fails naming
# them. Each gate ensures all it uses, so that it runs alone on a fresh
# machine (scripts/ci/check_packages.py checks the lists).
ensure() {
    bash "$root/scripts/ensure-packages.sh" "$@" ||
        fail "missing Debian packages (above): apt-get install $*"
}

# pool FUNCTION ITEM...: runs FUNCTION ITEM for every item, $jobs at a time,
# and sets pool_failed to the items whose run exited non-zero.
pool() {
    local fn=$1 item rc
    shift
    local -A running=()
    pool_failed=()
    for item in "$@"; do
        while [ "${#running[@]}" -ge "$jobs" ]; do
            wait -n || true
            for done_item in "${!running[@]}"; do
                if ! kill -0 "${running[$done_item]}" 2>/dev/null; then
                    rc=0
                    wait "${running[$done_item]}" || rc=$?
                    [ "$rc" -eq 0 ] || pool_failed+=("$done_item")
                    unset "running[$done_item]"
                fi
            done
        done
        "$fn" "$item" &
        running[$item]=$!
    done
    for item in "${!running[@]}"; do
        rc=0
        wait "${running[$item]}" || rc=$?
        [ "$rc" -eq 0 ] || pool_failed+=("$item")
    done
}
