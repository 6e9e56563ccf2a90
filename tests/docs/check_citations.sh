#!/bin/sh
# SPDX-License-Identifier: MIT
# check_citations.sh SOURCE_DIR
#
# Every file of the repository that the docs, the headers, the sources and
# the scripts cite exists: paths under a top-level directory of the
# repository (`docs/json.md`, `tests/test_core.c`, ...) from the root; any
# document named `*.md` from the root, the citing file's directory or
# docs/ (the manual page says `tools.md`); the relative links of the
# Markdown files (`[x](../notation/gearhead.md)`) from the file's own
# directory. Wildcards (`docs/rules/*.md`) and paths in build or install
# trees (`build/`, `share/doc/`) are not citations of a file, and neither
# are the project's design notes named alone (`rulings.md`, `api.md`,
# `style.md`), which are kept outside the repository.
set -eu
cd "$1"
fail=0
roots='docs|tests|tools|examples|bots|lib|include|scripts|bench|fuzz|bindings|cmake|abi|pkgconfig'
# A source tarball unpacked inside another repository's tree (a build
# directory, say) is no checkout either: git would list that one's files.
[ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ] ||
    { echo "not a git checkout: nothing to check"; exit 0; }
# (This script's own comments show citations, not cite files.)
files=$(git ls-files '*.md' '*.h' '*.c' '*.sh' '*.py' '*.txt' '*.1' '*.1.in' '*.cmake' '*.dox' |
    grep -v '^tests/docs/check_citations.sh$')
for f in $files; do
    cited=$(grep -oE "(^|[^A-Za-z0-9_./*-])($roots)/[A-Za-z0-9_./-]*[A-Za-z0-9_]\.(md|c|h|sh|py|txt|in|json|map)([^A-Za-z0-9_*]|$)" "$f" |
        sed -E 's/^[^a-z]//; s/[^A-Za-z0-9_]$//' | sort -u || true)
    for path in $cited; do
        [ -e "$path" ] || { echo "FAIL $f cites $path, not in the repository"; fail=1; }
    done
    docs=$(grep -oE "(^|[^A-Za-z0-9_./*-])[A-Za-z0-9_.][A-Za-z0-9_./-]*\.md([^A-Za-z0-9_*]|$)" "$f" |
        sed -E 's/^[^A-Za-z0-9_.]//; s/[^A-Za-z0-9_]$//; s|^\./||' | sort -u || true)
    for path in $docs; do
        case $path in build/* | share/* | */share/doc/* | *://*) continue ;; esac
        # The project's design notes, cited by name as documents kept with
        # its specifications outside this repository (docs/rules/ restates them).
        case $path in api.md | rulings.md | style.md) continue ;; esac
        [ -e "$path" ] || [ -e "$(dirname "$f")/$path" ] || [ -e "docs/$path" ] ||
            { echo "FAIL $f cites $path, not in the repository"; fail=1; }
    done
    case $f in *.md) ;; *) continue ;; esac
    links=$(grep -oE '\]\([^):#]+\)' "$f" | sed -E 's/^\]\(//; s/\)$//' | sort -u || true)
    for link in $links; do
        [ -e "$(dirname "$f")/$link" ] || { echo "FAIL $f links to $link, not in the repository"; fail=1; }
    done
done
[ "$fail" = 0 ] && echo "every cited file exists"
exit "$fail"
