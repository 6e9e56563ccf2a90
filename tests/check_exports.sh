#!/bin/sh
# SPDX-License-Identifier: MIT
# check_exports.sh LIB SONAME HEADER_DIR BASELINE
#
# The shared library exports exactly the public API:
# - every defined dynamic symbol is tw_* (besides the version nodes
#   themselves), and each carries the version node TOYWAR_<major> or, for a
#   function added by a minor release, TOYWAR_<major>.<minor>
#   (lib/toywar.map, which names every function and has no wildcard);
# - the functions under TOYWAR_<major> are exactly those the ABI baseline
#   BASELINE (abi/libtoywar.so.<major>.abi, libabigail XML) lists under it:
#   a function a later release adds and the map names under TOYWAR_<major>
#   by mistake would let a host built against 1.1 accept a 1.0 library;
# - every TW_API function declared in HEADER_DIR/*.h is exported (the map
#   leaves a function it does not name local: not exported);
# - the SONAME is SONAME and nothing is left undefined that libc/libm and
#   the sanitizer runtimes do not provide.
set -eu
lib=$1
want_soname=$2
headers=$3
baseline=$4
node="TOYWAR_${want_soname##*.so.}"
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# fail_unless_empty HEADING LIST: a failure, HEADING then each line of LIST
# indented, unless LIST is empty.
fail_unless_empty() {
    [ -n "$2" ] || return 0
    echo "FAIL: $1"
    echo "$2" | sed 's/^/  /'
    fail=1
}

[ -f "$lib" ] || { echo "FAIL: $lib not found"; exit 1; }

# Defined dynamic symbols: "VALUE TYPE NAME@@VERSION" (or "A NODE" for the node).
nm -D --defined-only "$lib" >"$tmp/nm"
awk '{ print $NF }' "$tmp/nm" | sort -u >"$tmp/defined"
nodes="$node"'\(\.[0-9][0-9]*\)\{0,1\}'
grep -v -x "$nodes" "$tmp/defined" | grep -v '^tw_[A-Za-z0-9_]*@@'"$nodes"'$' >"$tmp/bad" || true
if [ -s "$tmp/bad" ]; then
    echo "FAIL: symbols exported that are not tw_*@@$node or tw_*@@$node.<minor>:"
    sed 's/^/  /' "$tmp/bad"
    fail=1
fi
sed -n 's/^\(tw_[A-Za-z0-9_]*\)@@.*/\1/p' "$tmp/defined" | sort -u >"$tmp/exported"
echo "exported: $(wc -l <"$tmp/exported") tw_* functions, version nodes" \
    "$(grep -x "$nodes" "$tmp/defined" | tr '\n' ' ')"

# The major node holds the baseline's functions, no more and no fewer.
if [ ! -f "$baseline" ]; then
    echo "FAIL: no ABI baseline $baseline (docs/abi.md: scripts/ci/abi.sh --update)"
    fail=1
else
    sed -n "s/.*<elf-symbol name='\(tw_[A-Za-z0-9_]*\)' version='$node'.*/\1/p" \
        "$baseline" | sort -u >"$tmp/base_node"
    sed -n "s/^\(tw_[A-Za-z0-9_]*\)@@$node\$/\1/p" "$tmp/defined" | sort -u >"$tmp/node"
    fail_unless_empty "exported under $node but not in $baseline: name each in its\
 release's own version node of lib/toywar.map (docs/abi.md):" \
        "$(comm -13 "$tmp/base_node" "$tmp/node")"
    fail_unless_empty "under $node in $baseline but no longer exported under $node\
 (removed, or moved to a later node: hosts linked to $node break):" \
        "$(comm -23 "$tmp/base_node" "$tmp/node")"
    echo "$node: $(wc -l <"$tmp/node") functions exported, $(wc -l <"$tmp/base_node") in $baseline"
fi

# Every TW_API declaration in the public headers is exported.
cat "$headers"/*.h | tr '\n' ' ' | grep -o 'TW_API[^(;]*(' |
    sed 's/($//; s/.*[^A-Za-z0-9_]//' | grep '^tw_' | sort -u >"$tmp/declared"
fail_unless_empty "declared TW_API but not exported (not defined, or named in no version node\
 of lib/toywar.map?):" \
    "$(comm -23 "$tmp/declared" "$tmp/exported")"
fail_unless_empty "exported but declared in no public header:" \
    "$(comm -13 "$tmp/declared" "$tmp/exported")"

# SONAME.
soname=$(readelf -d "$lib" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
if [ "$soname" != "$want_soname" ]; then
    echo "FAIL: SONAME is '$soname', expected '$want_soname'"
    fail=1
else
    echo "SONAME: $soname"
fi

# Dependencies: libc, the dynamic loader (thread-local storage), libm, and
# the sanitizer runtimes in such a build.
readelf -d "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\].*/\1/p' >"$tmp/needed"
bad_needed=$(grep -v -E '^(libc|libm|libasan|libubsan|libgcc_s|libpthread|libdl|librt)\.so|^ld-linux[^ ]*\.so|^ld64\.so' "$tmp/needed" || true)
if [ -n "$bad_needed" ]; then
    echo "FAIL: unexpected dependencies: $bad_needed"
    fail=1
fi
echo "NEEDED: $(tr '\n' ' ' <"$tmp/needed")"

[ "$fail" -eq 0 ] && echo "OK: exports, SONAME and dependencies"
exit "$fail"
