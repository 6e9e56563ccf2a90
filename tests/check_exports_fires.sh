#!/bin/sh
# SPDX-License-Identifier: MIT
# check_exports_fires.sh CHECK_EXPORTS UNMAPPED MAPPED SONAME HEADER_DIR PROBE_HEADER BASELINE
#
# Proves that check_exports.sh catches the two ways a function added to a
# public header goes wrong in lib/toywar.map, each in a test-only copy of
# the library with one more TW_API function, tw_unmapped_probe
# (tests/abi/), declared beside the public headers (PROBE_HEADER):
# - UNMAPPED, linked with the map itself, which names the probe in no node:
#   the probe stays local (the map has no wildcard), and check_exports.sh
#   must fail for a declared function that is not exported, and nothing else;
# - MAPPED, linked with a copy of the map that names the probe under
#   TOYWAR_<major> (as a later release's function put in the wrong node):
#   check_exports.sh must fail for a function under the major node that the
#   baseline does not list, and nothing else.
set -eu
check=$1
unmapped=$2
mapped=$3
soname=$4
headers=$5
probe_header=$6
baseline=$7
probe=tw_unmapped_probe
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir "$tmp/toywar"
cp "$headers"/*.h "$probe_header" "$tmp/toywar/"

# expect_only LIB HEADING: check_exports.sh fails on LIB with one failure,
# HEADING (a prefix of its FAIL line), naming the probe.
expect_only() {
    rc=0
    sh "$check" "$1" "$soname" "$tmp/toywar" "$baseline" >"$tmp/out" 2>&1 || rc=$?
    sed 's/^/    /' "$tmp/out"
    if [ "$rc" -eq 0 ]; then
        echo "FAIL: check_exports.sh passed $1"
        exit 1
    fi
    fails=$(grep -c '^FAIL' "$tmp/out" || true)
    if ! grep -q "^FAIL: $2" "$tmp/out" || ! grep -q "^  $probe\$" "$tmp/out" ||
        [ "$fails" -ne 1 ]; then
        echo "FAIL: check_exports.sh failed ($rc) on $1, but not (only) with '$2' for $probe"
        exit 1
    fi
}

if nm -D --defined-only "$unmapped" | grep -q " $probe@"; then
    echo "FAIL: $unmapped exports $probe, which lib/toywar.map names in no node"
    exit 1
fi
expect_only "$unmapped" "declared TW_API but not exported"
echo "OK: check_exports.sh rejects $probe, declared but named in no version node"

nm -D --defined-only "$mapped" | grep -q " $probe@@TOYWAR_" ||
    { echo "FAIL: $mapped does not export $probe under a TOYWAR_ node"; exit 1; }
expect_only "$mapped" "exported under TOYWAR_[0-9]* but not in "
echo "OK: check_exports.sh rejects $probe, exported under the major node and not in the baseline"
