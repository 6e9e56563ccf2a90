#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# check_spdx.sh: every source file names its licence, MIT (LICENSE), on its
# first line, or its second after a #! line: a comment holding
# "SPDX-License-Identifier: MIT".
#
#   bash scripts/ci/check_spdx.sh            # the self-test, then every C, H,
#                                            # CMake, Python, JS and shell file
#                                            # git tracks, .ci/run included
#   bash scripts/ci/check_spdx.sh FILE...    # these files only
#
# Fails naming each file without it. The self-test checks first that a file
# with the identifier on its third line is caught and the two allowed
# places pass.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

ensure git
tag='SPDX-License-Identifier: MIT'

# missing FILE...: prints each file whose first line (the second, after a
# #! line) does not hold the identifier.
missing() {
    local file
    for file in "$@"; do
        awk -v tag="$tag" 'NR == 1 && /^#!/ { next } { found = index($0, tag) > 0; exit }
                           END { exit !found }' "$file" || echo "$file"
    done
}

self_test() {
    local dir got
    dir=$(mktemp -d)
    printf '/* %s */\nint x;\n' "$tag" >"$dir/first.c"
    printf '#!/bin/sh\n# %s\n' "$tag" >"$dir/shebang.sh"
    printf '"""Doc."""\n\n# %s\n' "$tag" >"$dir/third.py"
    : >"$dir/empty.js"
    got=$(missing "$dir/first.c" "$dir/shebang.sh" "$dir/third.py" "$dir/empty.js" |
          sed "s|$dir/||" | tr '\n' ' ')
    rm -rf "$dir"
    [ "$got" = "third.py empty.js " ] ||
        fail "self-test: expected third.py and empty.js to be caught, got '$got'"
    echo "OK: the check catches a file without the identifier on its first line"
}

if [ $# -eq 0 ]; then
    self_test
    mapfile -t files < <(git ls-files -- '*.c' '*.h' '*.cmake' '*.cmake.in' '*CMakeLists.txt' \
                         '*.py' '*.js' '*.mjs' '*.cjs' '*.sh' .ci/run)
    [ "${#files[@]}" -gt 0 ] || fail "git lists no source file: not a checkout?"
else
    files=("$@")
fi
bad=$(missing "${files[@]}")
[ -z "$bad" ] || fail "no '$tag' line at the top of (add it as a comment on the first line,
after any #! line):
$bad"
echo "OK: ${#files[@]} files say $tag"
