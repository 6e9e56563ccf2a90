#!/bin/sh
# SPDX-License-Identifier: MIT
# check_headers.sh INCLUDE_DIR CC
#
# Each public header compiles on its own, warning-free (-Wall -Wextra
# -Werror), as strict C99 (-std=c99 -pedantic) with CC and, when installed,
# with clang too; and as C++ (-std=c++11 -pedantic) with every C++ compiler
# found (c++/g++, clang++). It includes nothing beyond <stddef.h>,
# <stdint.h> and the library's own headers. With TOYWAR_REQUIRE_CXX=1 in
# the environment (CI) a missing C++ compiler is a failure, not a skip.
set -eu
inc=$1
cc=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
ccs=$cc
if command -v clang >/dev/null 2>&1 && [ "$(basename "$cc")" != clang ]; then
    ccs="$ccs clang"
fi
cxx=""
for c in c++ g++; do
    if command -v "$c" >/dev/null 2>&1; then cxx=$c; break; fi
done
if command -v clang++ >/dev/null 2>&1; then cxx="$cxx clang++"; fi
cxx=${cxx# }

for h in "$inc"/toywar/*.h; do
    name=toywar/$(basename "$h")
    printf '#include "%s"\nint toywar_header_check;\n' "$name" >"$tmp/t.c"
    for c in $ccs; do
        if ! "$c" -std=c99 -pedantic -Wall -Wextra -Wshadow -Wconversion -Werror \
                -I"$inc" -fsyntax-only "$tmp/t.c"; then
            echo "FAIL: $name as C99 ($c)"; fail=1
        fi
    done
    cp "$tmp/t.c" "$tmp/t.cpp"
    for c in $cxx; do
        if ! "$c" -std=c++11 -pedantic -Wall -Wextra -Wshadow -Wconversion -Werror \
                -I"$inc" -fsyntax-only "$tmp/t.cpp"; then
            echo "FAIL: $name as C++ ($c)"; fail=1
        fi
    done
    bad=$(grep -E '^[[:space:]]*#[[:space:]]*include' "$h" |
          grep -v -E '<(stddef|stdint)\.h>|"(toywar/)?[a-z0-9_]+\.h"|<toywar/[a-z0-9_]+\.h>' || true)
    if [ -n "$bad" ]; then
        echo "FAIL: $name includes more than <stddef.h>/<stdint.h>: $bad"; fail=1
    fi
    echo "checked $name: C99 with $ccs; C++ with ${cxx:-none}"
done
if [ -z "$cxx" ]; then
    if [ "${TOYWAR_REQUIRE_CXX:-0}" = 1 ]; then
        echo "FAIL: no C++ compiler found (install g++), and TOYWAR_REQUIRE_CXX=1"
        fail=1
    else
        echo "note: no C++ compiler found, C++ check skipped"
    fi
fi
exit "$fail"
