#!/bin/sh
# SPDX-License-Identifier: MIT
# check_manual.sh DOXYGEN SOURCE_DIR
#
# Builds the reference manual (the Doxyfile, output in a scratch directory)
# and checks what a reader of the API meets: no Doxygen warning; a main
# page written for API readers (not the README and its clone
# instructions); related pages grouped and in order (tutorial, formats,
# notation, rules, using the library, the project); each header's page
# opening with its functions, the macros last; no page named after the
# build machine's path.
set -eu
doxygen=$1 src=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }

cd "$src"
{ cat Doxyfile; echo "OUTPUT_DIRECTORY = $out"; echo "WARN_LOGFILE = $out/warnings.log"; } |
    "$doxygen" - >"$out/doxygen.log" 2>&1 || { cat "$out/doxygen.log"; bad "doxygen ran"; exit 1; }
html=$out/html
if [ -s "$out/warnings.log" ]; then bad "doxygen warned:"; sed 's/^/     /' "$out/warnings.log"
else ok "no warning"; fi

grep -q "libtoywar reference manual" "$html/index.html" && ok "the main page is the API's" ||
    bad "the main page is not docs/api/mainpage.md"
grep -q "After cloning" "$html/index.html" && bad "the main page holds the README's clone steps" ||
    ok "no clone steps on the main page"

# The groups of pages.html, in order, each holding its pages.
last=0
for title in '>Tutorial<' '>Formats<' '>Notation<' '>Rules<' '>Using the library<' '>The project<'; do
    at=$(grep -o -b -- "$title" "$html/pages.html" | head -1 | cut -d: -f1)
    if [ -n "$at" ] && [ "$at" -gt "$last" ]; then last=$at; ok "pages: $title in order"; else
        bad "pages: $title missing or out of order"; fi
done
grep -q "md_docs_notation_gearhead" "$html/notation.html" && ok "pages: notation holds its pages" ||
    bad "pages: the notation group lacks its pages"

# The first section of each header's page is its functions.
for page in toywar_8h gearhead_8h droids_8h toybattle_8h; do
    first=$(grep -o 'class="groupheader"><a id="[a-z]*-members"' "$html/$page.html" | head -1)
    case $first in *'"func-members"') ok "$page opens with its functions" ;;
        *) bad "$page opens with '$first'" ;; esac
done

# Page file names without the machine's path (absolute paths became md__...).
machine=$(printf '%s' "$src" | tr '/.-' '___')
if ls "$html" | grep -q -e '^md__' -e "$machine"; then
    bad "page names hold a machine path:"; ls "$html" | grep -e '^md__' -e "$machine" | head -5
else
    ok "no machine path in page names"
fi

[ "$fail" = 0 ] && echo "manual: all checks passed"
exit "$fail"
