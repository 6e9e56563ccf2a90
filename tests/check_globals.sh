#!/bin/sh
# SPDX-License-Identifier: MIT
# check_globals.sh STATIC_LIB
#
# No object of the library holds writable global data, so the library has no
# global mutable state (toywar.h's contract): every allocated, writable section
# (.data, .bss, .data.*, .bss.*, constructors...) of every member of
# STATIC_LIB is empty. Allowed:
# - .data.rel.ro* sections: constant tables of pointers, written only by the
#   dynamic loader at relocation and read-only afterwards (RELRO);
# - thread-local storage for the one documented per-thread message (the
#   reason the calling thread's last creation failed): exactly one TLS
#   object, `thread_error` in core/errors.c (named alone: the archive may
#   hold the library as one joined object, lib/CMakeLists.txt).
# Run it on an uninstrumented build: sanitizers and coverage add their own
# writable counters and metadata.
set -eu
lib=$1
[ -f "$lib" ] || { echo "FAIL: $lib not found"; exit 1; }
command -v readelf >/dev/null 2>&1 || { echo "FAIL: readelf not found (binutils)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# "member section size flags" for every allocated, writable, non-empty section.
readelf -SW "$lib" | awk '
    /^File: / { member = $2; sub(/^.*\(/, "", member); sub(/\)$/, "", member); next }
    /^ *\[ *[0-9]+\]/ {
        line = $0
        sub(/^ *\[ *[0-9]+\] */, "", line)
        n = split(line, f, /[ \t]+/)
        if (n < 9) next
        flags = (n >= 10) ? f[7] : ""
        size = f[5]
        if (flags ~ /W/ && flags ~ /A/ && size !~ /^0+$/)
            print member, f[1], size, flags
    }' >"$tmp/writable"
members=$(readelf -SW "$lib" | grep -c '^File: ' || true)
[ "$members" -gt 0 ] || { echo "FAIL: no object found in $lib"; exit 1; }

grep -v -E ' \.data\.rel\.ro[^ ]* ' "$tmp/writable" | grep -v -E ' [^ ]*T[^ ]*$' >"$tmp/bad" || true
if [ -s "$tmp/bad" ]; then
    echo "FAIL: writable global data (mutable state) in the library:"
    while read -r member section size flags; do
        echo "  $member: section $section, 0x$size bytes ($flags); its symbols:"
        readelf -sW "$lib" | awk -v m="$member" '
            /^File: / { cur = $2; sub(/^.*\(/, "", cur); sub(/\)$/, "", cur); next }
            cur == m' >"$tmp/syms"
        # Symbols whose section index is this section's (readelf -S numbering).
        idx=$(readelf -SW "$lib" | awk -v m="$member" -v s="$section" '
            /^File: / { cur = $2; sub(/^.*\(/, "", cur); sub(/\)$/, "", cur); next }
            cur == m && /^ *\[ *[0-9]+\]/ {
                line = $0; gsub(/[\[\]]/, " ", line); split(line, f, /[ \t]+/)
                for (i = 1; i <= 3; i++) if (f[i] ~ /^[0-9]+$/) { num = f[i]; name = f[i + 1]; break }
                if (name == s) { print num; exit }
            }')
        awk -v i="$idx" '$7 == i && $4 != "SECTION" { print "    " $8 " (" $4 ", " $3 " bytes)" }' \
            "$tmp/syms"
    done <"$tmp/bad"
    fail=1
fi

# Thread-local storage: the one documented per-thread message, nothing else.
readelf -sW "$lib" | awk '
    /^File: / { member = $2; sub(/^.*\(/, "", member); sub(/\)$/, "", member); next }
    $4 == "TLS" { print $8 }' | sort -u >"$tmp/tls"
if [ "$(cat "$tmp/tls")" != "thread_error" ]; then
    echo "FAIL: thread-local objects other than core/errors.c's thread_error:"
    sed 's/^/  /' "$tmp/tls"
    fail=1
fi

[ "$fail" -eq 0 ] &&
    echo "OK: $members objects, no writable global data; TLS: $(tr '\n' ' ' <"$tmp/tls")"
exit "$fail"
