#!/bin/sh
# SPDX-License-Identifier: MIT
# check_exports_fires.sh CHECK_EXPORTS LIB SONAME HEADER_DIR PROBE_HEADER BASELINE
#
# Proves that check_exports.sh catches a function added to a public header
# but named in no version node of lib/toywar.map: LIB is a copy of the
# library with one more TW_API function (tests/abi/unmapped_probe.c), which
# the map's tw_* wildcard exports under TOYWAR_<major>. With PROBE_HEADER
# beside the public headers (so that only the version node is wrong),
# check_exports.sh must fail, name the function as missing from BASELINE,
# and report nothing else.
set -eu
check=$1
lib=$2
soname=$3
headers=$4
probe_header=$5
baseline=$6
probe=tw_unmapped_probe
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir "$tmp/toywar"
cp "$headers"/*.h "$probe_header" "$tmp/toywar/"
nm -D --defined-only "$lib" | grep -q " $probe@@TOYWAR_" ||
    { echo "FAIL: $lib does not export $probe under a TOYWAR_ node"; exit 1; }

rc=0
sh "$check" "$lib" "$soname" "$tmp/toywar" "$baseline" >"$tmp/out" 2>&1 || rc=$?
sed 's/^/    /' "$tmp/out"
if [ "$rc" -eq 0 ]; then
    echo "FAIL: check_exports.sh passed a library that exports $probe under the major node"
    exit 1
fi
fails=$(grep -c '^FAIL' "$tmp/out" || true)
if ! grep -q "^FAIL: exported under TOYWAR_[0-9]* but not in " "$tmp/out" ||
    ! grep -q "^  $probe\$" "$tmp/out" || [ "$fails" -ne 1 ]; then
    echo "FAIL: check_exports.sh failed ($rc), but not (only) for $probe missing from the baseline"
    exit 1
fi
echo "OK: check_exports.sh rejects $probe, exported under the major node and not in the baseline"
