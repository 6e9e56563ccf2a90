#!/bin/sh
# SPDX-License-Identifier: MIT
# check_consumers.sh BUILD_DIR CONSUMER_DIR CMAKE CC [EXTRA_CFLAGS]
#
# Installs BUILD_DIR into a temporary prefix, then builds and runs the outside
# project CONSUMER_DIR against it two ways:
#   1. CMake: find_package(toywar 1 CONFIG REQUIRED), toywar::toywar (shared)
#      and toywar::toywar_static;
#   2. by hand: cc main.c $(pkg-config --cflags --libs toywar), run with
#      LD_LIBRARY_PATH.
# Every run must succeed and print the same game. EXTRA_CFLAGS are the
# sanitizer flags of a sanitized build (the consumer must use them too).
set -eu
build=$1
src=$2
cmake=$3
cc=$4
extra=${5:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
seed=7

step() { echo "--- $*"; }

step "install $build into $prefix"
"$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" || {
    cat "$tmp/install.log"; exit 1; }

pcdir=$(dirname "$(find "$prefix" -name toywar.pc | head -n 1)")
libdir=$(dirname "$(find "$prefix" -name 'libtoywar.so.*' | head -n 1)")
[ -f "$pcdir/toywar.pc" ] || { echo "FAIL: toywar.pc not installed"; exit 1; }
[ -f "$prefix/include/toywar/toywar.h" ] || { echo "FAIL: toywar.h not installed"; exit 1; }
[ -f "$libdir/libtoywar.a" ] || { echo "FAIL: libtoywar.a not installed"; exit 1; }
[ -f "$(find "$prefix" -name toywarConfig.cmake | head -n 1)" ] || {
    echo "FAIL: toywarConfig.cmake not installed"; exit 1; }

step "find_package(toywar 1 CONFIG REQUIRED)"
"$cmake" -S "$src" -B "$tmp/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="$extra" -DCMAKE_BUILD_TYPE=Debug \
    >"$tmp/configure.log" 2>&1 || { cat "$tmp/configure.log"; exit 1; }
"$cmake" --build "$tmp/cmake-build" >"$tmp/build.log" 2>&1 || {
    cat "$tmp/build.log"; exit 1; }
"$tmp/cmake-build/consumer" "$seed" >"$tmp/out-cmake-shared"
"$tmp/cmake-build/consumer_static" "$seed" >"$tmp/out-cmake-static"
tail -n 3 "$tmp/out-cmake-shared"
# The shared one really is the installed libtoywar.so.1.
if command -v ldd >/dev/null 2>&1; then
    ldd "$tmp/cmake-build/consumer" | grep -q "$libdir/libtoywar.so" || {
        echo "FAIL: consumer does not load $libdir/libtoywar.so"; ldd "$tmp/cmake-build/consumer"; exit 1; }
fi

step "cc main.c \$(pkg-config --cflags --libs toywar)"
flags=$(PKG_CONFIG_PATH=$pcdir pkg-config --cflags --libs toywar)
echo "pkg-config: $flags"
# shellcheck disable=SC2086
"$cc" -std=c99 -pedantic -Wall -Wextra -Werror $extra -o "$tmp/consumer-pc" \
    "$src/main.c" $flags
LD_LIBRARY_PATH=$libdir "$tmp/consumer-pc" "$seed" >"$tmp/out-pc"
PKG_CONFIG_PATH=$pcdir pkg-config --exists 'toywar >= 1.0.0' || {
    echo "FAIL: pkg-config version check"; exit 1; }
grep -qx 'License: MIT' "$pcdir/toywar.pc" || {
    echo "FAIL: toywar.pc has no 'License: MIT'"; cat "$pcdir/toywar.pc"; exit 1; }

for f in out-cmake-static out-pc; do
    if ! cmp -s "$tmp/out-cmake-shared" "$tmp/$f"; then
        echo "FAIL: $f differs from the CMake shared consumer's game"
        diff "$tmp/out-cmake-shared" "$tmp/$f" | head -n 20
        exit 1
    fi
done
echo "OK: find_package (shared, static) and pkg-config consumers played the same game"
