#!/bin/sh
# SPDX-License-Identifier: MIT
# check_static_names.sh STATIC_LIB
#
# A program that links libtoywar.a gets the public API and nothing else:
# every global symbol the archive defines is tw_*, so the library's own
# names (core_*, gh_*, dr_*, tb_*, ...) cannot clash with the program's
# (lib/CMakeLists.txt makes them local). Run it on an uninstrumented build:
# sanitizers and gcov add global names of their own.
set -eu
lib=$1
[ -f "$lib" ] || { echo "FAIL: $lib not found"; exit 1; }
command -v nm >/dev/null 2>&1 || { echo "FAIL: nm not found (binutils)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# "VALUE TYPE NAME": global types are upper case (U, undefined, excluded).
nm -g --defined-only "$lib" 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u >"$tmp/global"
[ -s "$tmp/global" ] || { echo "FAIL: $lib defines no global symbol"; exit 1; }
grep -v '^tw_[A-Za-z0-9_]*$' "$tmp/global" >"$tmp/bad" || true
if [ -s "$tmp/bad" ]; then
    echo "FAIL: $lib defines global symbols that are not tw_*:"
    sed 's/^/  /' "$tmp/bad" | head -n 20
    exit 1
fi
echo "OK: $lib defines $(wc -l <"$tmp/global") global symbols, all tw_*"
