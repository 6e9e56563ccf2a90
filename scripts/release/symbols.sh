#!/bin/sh
# SPDX-License-Identifier: MIT
# symbols.sh: debian/libtoywar1.symbols, the Debian symbols file, from the
# built library (docs/release.md).
#
#   sh scripts/release/symbols.sh update [LIB]  # rewrite the file (builds LIB
#                                               # in build/symbols when not given)
#   sh scripts/release/symbols.sh check LIB [BASELINE]
#   sh scripts/release/symbols.sh --self-test LIB
#
# The file lists every symbol LIB exports, each as NAME@NODE (the version
# node of lib/toywar.map, as `nm -D --with-symbol-versions` shows it; a node
# itself is NODE@NODE, as dpkg-gensymbols writes it) with the first upstream
# version that had it. A symbol the file already lists keeps its version; a
# new one gets CMakeLists.txt's project() version. Nothing is written by
# hand: after functions are added, renamed or moved to another node, run
# `update` and commit the file.
#
# `check` fails, showing the difference, when the file is not exactly what
# `update` would write for LIB (a symbol missing, extra, under another node,
# or a header that is not LIB's SONAME and package), and when a function of
# the ABI baseline (abi/libtoywar.so.1.abi; BASELINE overrides it) is not in
# the file under the node the baseline gives it: the ABI gate and the
# symbols file guard the same functions. `--self-test` proves the check
# fires: copies of the file with a line removed, one added and one node
# changed must each fail against LIB. The package build checks it once
# more (dpkg-gensymbols -c4, debian/rules).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
file=$root/debian/libtoywar1.symbols
python=${PYTHON:-python3}

die() { echo "FAIL (symbols): $*" >&2; exit 1; }

# exports LIB: NAME@NODE of every defined dynamic symbol, sorted.
exports() {
    nm -D --defined-only --with-symbol-versions "$1" |
        awk 'NF >= 3 { s = $3; if (s !~ /@/) s = s "@" s; sub(/@@/, "@", s); print s }' |
        LC_ALL=C sort -u
}

# header LIB: the symbols file's first lines, from LIB's SONAME
# (libtoywar.so.1 is the package libtoywar1, Debian's policy 8.1).
header() {
    soname=$(readelf -d "$1" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
    [ -n "$soname" ] || die "$1 has no SONAME"
    package=$(echo "$soname" | sed 's/\.so\./ /; s/^lib//' |
        awk '{ n = $1; if ($1 ~ /[0-9]$/) n = n "-"; print "lib" n $2 }')
    echo "$soname $package #MINVER#"
    echo "* Build-Depends-Package: libtoywar-dev"
}

# render LIB OLD: the file `update` writes, OLD being the current one (or
# /dev/null): the versions OLD gives, the project's version for the rest.
render() {
    current=$("$python" "$root/scripts/release/version.py" show "$root") ||
        die "cannot read the project's version"
    header "$1"
    exports "$1" | awk -v current="$current" -v old="$2" '
        BEGIN { while ((getline line < old) > 0)
                    if (line ~ /^ [^ ]+ [^ ]+/) { split(line, f, " "); since[f[1]] = f[2] } }
        { print " " $1 " " ($1 in since ? since[$1] : current) }'
}

# build_lib: the library alone, in build/symbols; prints its path.
build_lib() {
    dir=$root/build/symbols
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOYWAR_BUILD_TESTS=OFF \
        -DTOYWAR_BUILD_EXAMPLES=OFF -DTOYWAR_BUILD_TOOLS=OFF -DTOYWAR_BUILD_BENCH=OFF \
        -DTOYWAR_MAN_PAGES=OFF >"$dir.log" 2>&1 || { cat "$dir.log" >&2; die "cmake failed"; }
    cmake --build "$dir" --target toywar >>"$dir.log" 2>&1 || { cat "$dir.log" >&2; die "build failed"; }
    echo "$dir/lib/libtoywar.so.1"
}

# compare LIB FILE BASELINE: 0 if FILE is what update writes for LIB and
# holds every function of BASELINE under its node; else prints why.
compare() {
    ctmp=$(mktemp -d)
    render "$1" "$2" >"$ctmp/want"
    status=0
    if ! diff -u "$2" "$ctmp/want" >"$ctmp/diff"; then
        echo "FAIL: $2 is not what $1 exports (- the file, + the library):"
        sed -n '3,$p' "$ctmp/diff"
        status=1
    fi
    if [ -f "$3" ]; then
        sed -n "s/.*<elf-symbol name='\([^']*\)' version='\([^']*\)'.*/\1@\2/p" "$3" |
            LC_ALL=C sort -u >"$ctmp/baseline"
        awk '/^ / { print $1 }' "$2" | LC_ALL=C sort -u >"$ctmp/listed"
        missing=$(LC_ALL=C comm -23 "$ctmp/baseline" "$ctmp/listed")
        if [ -n "$missing" ]; then
            echo "FAIL: the ABI baseline $3 guards functions $2 does not list so:"
            echo "$missing" | sed 's/^/  /'
            status=1
        fi
    fi
    rm -rf "$ctmp"
    return "$status"
}

command=${1:-}
case $command in
    update)
        bash "$root"/scripts/ensure-packages.sh binutils python3 cmake gcc make
        lib=${2:-}
        [ -n "$lib" ] || lib=$(build_lib)
        [ -f "$lib" ] || die "no library $lib"
        old=$file
        [ -f "$old" ] || old=/dev/null
        tmp=$(mktemp)
        render "$lib" "$old" >"$tmp"
        mv "$tmp" "$file"
        echo "wrote $file from $lib: $(grep -c '^ ' "$file") symbols; review it with git diff"
        ;;
    check)
        [ $# -ge 2 ] || die "usage: $0 check LIB [BASELINE]"
        bash "$root"/scripts/ensure-packages.sh binutils python3
        [ -f "$2" ] || die "no library $2"
        [ -f "$file" ] || die "no $file: write it with sh $0 update"
        if compare "$2" "$file" "${3:-$root/abi/libtoywar.so.1.abi}"; then
            echo "OK: $file lists exactly the $(grep -c '^ ' "$file") symbols $2 exports" \
                 "(the ABI baseline's functions among them)"
        else
            echo "the fix: sh scripts/release/symbols.sh update $2 (then review and commit $file)"
            exit 1
        fi
        ;;
    --self-test)
        [ $# -ge 2 ] || die "usage: $0 --self-test LIB"
        bash "$root"/scripts/ensure-packages.sh binutils python3
        tmp=$(mktemp -d)
        trap 'rm -rf "$tmp"' EXIT
        render "$2" "$file" >"$tmp/good"
        compare "$2" "$tmp/good" /dev/null >/dev/null || die "self-test: the rendered file fails"
        victim=$(awk '/^ tw_/ { print $1; exit }' "$tmp/good")
        grep -v -F " $victim " "$tmp/good" >"$tmp/removed"
        { cat "$tmp/good"; echo " tw_not_exported@TOYWAR_1 1.0.0"; } >"$tmp/added"
        sed "s/^ $victim / ${victim%@*}@TOYWAR_0 /" "$tmp/good" >"$tmp/moved"
        for planted in removed added moved; do
            if compare "$2" "$tmp/$planted" /dev/null >/dev/null; then
                die "self-test: a file with a symbol $planted passes the check"
            fi
            echo "ok   a file with a symbol $planted ($victim) fails the check"
        done
        ;;
    *)
        sed -n '3,8p' "$0" >&2
        exit 2
        ;;
esac
