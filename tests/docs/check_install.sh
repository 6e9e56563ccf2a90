#!/bin/sh
# SPDX-License-Identifier: MIT
# check_install.sh CMAKE BUILD_DIR SOURCE_DIR MAN_PAGES(ON|OFF)
#
# Installs the build into a scratch prefix P (cmake --install BUILD --prefix
# P) and checks what a reader finds there: every document the public
# headers and toywar(1) cite, under P/share/doc/toywar with the layout of
# docs/; the man(3) pages of the API (man -M P/share/man tw_game_apply),
# when the build made them (Doxygen found); toywar(1).
set -eu
cmake=$1 build=$2 src=$3 man_pages=$4
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }

"$cmake" --install "$build" --prefix "$prefix" >"$prefix/install.log" 2>&1 ||
    { cat "$prefix/install.log"; bad "cmake --install"; exit 1; }
doc=$prefix/share/doc/toywar

# Every docs/ path cited by a public header or the command's manual page.
cited=$(grep -ohE 'docs/[A-Za-z0-9_/.-]+\.md' "$src"/include/toywar/*.h \
    "$src"/docs/man/toywar.1.in | sort -u)
[ -n "$cited" ] || bad "the headers cite documents (none found: the check is broken)"
for path in $cited; do
    if [ -f "$doc/${path#docs/}" ]; then ok "installed $path"; else bad "missing $path"; fi
done
for path in README.md CHANGELOG.md LICENSE json.md replay.md notation/gearhead.md \
    notation/droids.md notation/toybattle.md rules/gearhead.md rules/droids.md \
    rules/toybattle.md tutorial/1-front-end.md tutorial/2-deterministic-test.md \
    tutorial/3-bot.md; do
    if [ -f "$doc/$path" ]; then ok "installed $path"; else bad "missing $path"; fi
done
cmp -s "$src/LICENSE" "$doc/LICENSE" && ok "share/doc/toywar/LICENSE is the licence" ||
    bad "share/doc/toywar/LICENSE differs from LICENSE"
[ ! -e "$doc/tutorial/CMakeLists.txt" ] && ok "no build file among the docs" ||
    bad "docs/tutorial/CMakeLists.txt installed"

# The manual pages, as man finds them (man-db: Debian's package man-db).
if ! command -v man >/dev/null 2>&1; then
    bad "man not found: install man-db (Debian) to check the manual pages"
    exit 1
fi
page=$(man -M "$prefix/share/man" -w toywar 2>/dev/null || true)
case $page in */man1/toywar.1*) ok "man toywar: $page" ;; *) bad "man toywar: '$page'" ;; esac
if [ "$man_pages" = ON ]; then
    # tw_game_apply.3 is the function's own page (check_man3.py checks
    # every function's); a type's page (tw_move) opens its header's.
    page=$(man -M "$prefix/share/man" -w tw_game_apply 2>/dev/null || true)
    case $page in */man3/tw_game_apply.3*) ok "man tw_game_apply: $page" ;;
        *) bad "man tw_game_apply: '$page'" ;; esac
    text=$(MANWIDTH=100 man -M "$prefix/share/man" -P cat tw_game_apply 2>/dev/null || true)
    case $text in *"tw_status tw_game_apply(tw_game *g, tw_move move);"*)
        ok "the page shows tw_game_apply's prototype" ;;
        *) bad "the page of tw_game_apply lacks its prototype" ;; esac
    page=$(man -M "$prefix/share/man" -w tw_move 2>/dev/null || true)
    case $page in */man3/toywar.h.3*) ok "man tw_move opens toywar.h(3)" ;;
        *) bad "man tw_move: '$page'" ;; esac
    for name in toywar.h tw_game_new tw_gearhead_toy_name tw_toybattle_node tw_move; do
        if man -M "$prefix/share/man" -w "$name" >/dev/null 2>&1; then ok "man $name"; else
            bad "man $name"; fi
    done
    if grep -rl "$build\|$src" "$prefix/share/man/man3" >/dev/null 2>&1; then
        bad "a man page holds the build machine's path"
    else
        ok "no machine path in the man pages"
    fi
else
    echo "skip the man(3) pages: this build made none (Doxygen not found)"
fi

[ "$fail" = 0 ] && echo "install: all checks passed"
exit "$fail"
