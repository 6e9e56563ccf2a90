#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# abi.sh: the ABI gate (docs/abi.md).
#
#   bash scripts/ci/abi.sh            # check the build against the baseline
#   bash scripts/ci/abi.sh --update   # write a new baseline (at a release)
#
# 1. Builds libtoywar.so.1 with -g (the library always has it), reusing
#    build/test when scripts/test.sh made it, else in build/abi.
# 2. abidiff --no-added-syms, with the public headers, compares the committed
#    baseline abi/libtoywar.so.1.abi with it: any non-zero exit fails, an ABI
#    change (4) and an incompatible one (8) alike. Added functions pass.
# 3. checks debian/libtoywar1.symbols against the library and the baseline
#    (scripts/release/symbols.sh check);
# 4. Proves the gate fires: builds deliberately incompatible variants of the
#    library in scratch copies of the sources under build/abi-variants/ (a
#    changed prototype, a removed function, a renumbered enumerator) and
#    asserts that abidiff rejects each. The real sources are never changed.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

ensure abigail-tools cmake gcc make

baseline=abi/libtoywar.so.1.abi
headers=include/toywar
update=0
case ${1:-} in
    --update) update=1 ;;
    "") ;;
    *) fail "usage: $0 [--update]" ;;
esac

# build_lib SRC BUILD: configures (library only) unless BUILD is configured,
# builds the shared library and prints its path.
build_lib() {
    local src=$1 dir=$2 log=$2.log
    mkdir -p "$(dirname "$dir")"
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DTOYWAR_BUILD_TESTS=OFF -DTOYWAR_BUILD_EXAMPLES=OFF -DTOYWAR_BUILD_TOOLS=OFF \
            -DTOYWAR_BUILD_BENCH=OFF >"$log" 2>&1 ||
            { cat "$log" >&2; fail "cmake configure of $dir failed"; }
    fi
    cmake --build "$dir" --parallel "$jobs" --target toywar >>"$log" 2>&1 ||
        { cat "$log" >&2; fail "build of the library in $dir failed"; }
    local lib=$dir/lib/libtoywar.so.1
    [ -f "$lib" ] || fail "$lib not built"
    echo "$lib"
}

# abi_of LIB OUT: the library's ABI as abixml, without machine paths.
abi_of() {
    abidw --headers-dir "$headers" --drop-private-types --no-corpus-path \
        --no-comp-dir-path --no-show-locs --type-id-style hash --out-file "$2" "$1" ||
        fail "abidw failed on $1"
    sed -i "s|path='$root/|path='|g" "$2"
}

# compare LIB: abidiff's exit status for the baseline against LIB (the
# report goes to $report).
compare() {
    local rc=0
    abidiff --no-added-syms --hd2 "$headers" "$baseline" "$1" >"$report" 2>&1 || rc=$?
    return "$rc"
}

build=build/test
[ -f "$build/CMakeCache.txt" ] || build=build/abi
step "build the library ($build)"
lib=$(build_lib "$root" "$build")
report=$(mktemp)
trap 'rm -f "$report"' EXIT

if [ "$update" = 1 ]; then
    mkdir -p abi
    abi_of "$lib" "$baseline"
    echo "wrote $baseline from $lib: review it with git diff, commit it with the release"
    exit 0
fi

[ -f "$baseline" ] || fail "no baseline $baseline: make one with $0 --update (docs/abi.md)"

step "abidiff --no-added-syms $baseline $lib"
rc=0
compare "$lib" || rc=$?
cat "$report"
if [ "$rc" -ne 0 ]; then
    fail "abidiff exited $rc (1: error, 2: usage, 4: ABI change, 8: incompatible change):
the ABI of $lib differs from $baseline (report above). A minor release may
only add functions; anything else needs a new major version and SONAME, and a
refreshed baseline ($0 --update), as docs/abi.md says."
fi
echo "OK: the ABI matches $baseline (added functions aside)"

# The Debian symbols file lists exactly what the library exports, and
# every function the baseline guards under its node (docs/release.md).
step "debian/libtoywar1.symbols against $lib"
sh scripts/release/symbols.sh check "$lib" ||
    fail "debian/libtoywar1.symbols differs from the library's exports (above)"

# variant NAME WHAT FILE SED_EXPR [FILE SED_EXPR]...: a scratch copy of the
# sources with the edits applied must be rejected by abidiff.
variant() {
    local name=$1 what=$2
    shift 2
    local dir=build/abi-variants/$name
    step "variant '$name' ($what) must be rejected"
    rm -rf "$dir"
    mkdir -p "$dir/src"
    # The whole source tree, build trees and git aside, so that whatever the
    # top-level CMakeLists.txt names is there.
    tar -C "$root" --exclude=./.git --exclude='./build' --exclude='./build?*' -cf - . |
        tar -C "$dir/src" -xf - || fail "variant '$name': cannot copy the sources"
    while [ $# -gt 0 ]; do
        sed -i -e "$2" "$dir/src/$1"
        if cmp -s "$1" "$dir/src/$1"; then
            fail "variant '$name': the edit '$2' changed nothing in $1; update it in $0"
        fi
        shift 2
    done
    local vlib vrc=0
    vlib=$(build_lib "$dir/src" "$dir/build")
    compare "$vlib" || vrc=$?
    if [ $(( vrc & 3 )) -ne 0 ] || [ $(( vrc & 12 )) -eq 0 ]; then
        cat "$report"
        fail "variant '$name': abidiff exited $vrc, not an ABI change (4 or 8): the gate would not fire"
    fi
    sed -n '1,12p' "$report" | sed 's/^/    /'
    echo "OK: abidiff rejects '$name' with exit $vrc"
}

variant changed-prototype "tw_game_seed takes a uint32_t seed" \
    include/toywar/toywar.h 's/tw_game_seed(tw_game \*g, uint64_t seed)/tw_game_seed(tw_game *g, uint32_t seed)/' \
    lib/core/game.c 's/tw_game_seed(tw_game \*g, uint64_t seed)/tw_game_seed(tw_game *g, uint32_t seed)/'
variant removed-function "tw_version_string is gone" \
    lib/core/errors.c '/^const char \*tw_version_string(void)$/,/^}$/d'
variant renumbered-enum "TW_E_RNG becomes -8" \
    include/toywar/toywar.h 's/TW_E_RNG = -7 /TW_E_RNG = -8 /'

step "done"
echo "OK: ABI gate passed, and fires on each incompatible variant"
