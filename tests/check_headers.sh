#!/bin/sh
# check_headers.sh INCLUDE_DIR CC
#
# Each public header compiles on its own, warning-free, as strict C99 and
# (when a C++ compiler is installed) as C++, and includes nothing beyond
# <stddef.h>, <stdint.h> and the library's own headers.
set -eu
inc=$1
cc=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
cxx=""
for c in c++ g++ clang++; do
    if command -v "$c" >/dev/null 2>&1; then cxx=$c; break; fi
done

for h in "$inc"/toywar/*.h; do
    name=toywar/$(basename "$h")
    printf '#include "%s"\nint toywar_header_check;\n' "$name" >"$tmp/t.c"
    if ! "$cc" -std=c99 -pedantic -Wall -Wextra -Wshadow -Wconversion -Werror \
            -I"$inc" -fsyntax-only "$tmp/t.c"; then
        echo "FAIL: $name as C99"; fail=1
    fi
    if [ -n "$cxx" ]; then
        cp "$tmp/t.c" "$tmp/t.cpp"
        if ! "$cxx" -std=c++11 -pedantic -Wall -Wextra -Werror \
                -I"$inc" -fsyntax-only "$tmp/t.cpp"; then
            echo "FAIL: $name as C++"; fail=1
        fi
    fi
    bad=$(grep -E '^[[:space:]]*#[[:space:]]*include' "$h" |
          grep -v -E '<(stddef|stdint)\.h>|"(toywar/)?[a-z0-9_]+\.h"|<toywar/[a-z0-9_]+\.h>' || true)
    if [ -n "$bad" ]; then
        echo "FAIL: $name includes more than <stddef.h>/<stdint.h>: $bad"; fail=1
    fi
    echo "checked $name"
done
[ -n "$cxx" ] || echo "note: no C++ compiler found, C++ check skipped"
exit "$fail"
