#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# study.sh: the study runner's gate (toywar.study, docs/studies.md).
#
#   bash scripts/ci/study.sh
#
# Installs Debian's Dask distributed and matplotlib when missing, builds
# what toywar.study loads (libtoywar.so.1, libtoywar_bots.so, and the
# toywar command its tests compare against), reusing scripts/test.sh's
# build/test when it is there, then runs the study tests with Debian's
# /usr/bin/python3 (python3-distributed is importable from it only, not
# from a pyenv python3 that may come first on PATH) and checks the shipped
# study files. TOYWAR_STUDY_REQUIRE=1 makes a missing piece a failure, not
# a skipped test. About a minute on an idle 2-core machine.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

bash scripts/ensure-packages.sh cmake gcc make python3 python3-distributed python3-matplotlib
py=/usr/bin/python3
[ -x "$py" ] || fail "$py not found (Debian: apt-get install python3)"
"$py" -c 'import sys; sys.exit(sys.version_info < (3, 11))' ||
    fail "toywar.study needs Python 3.11 or later (tomllib); $py is $("$py" --version)"

step "build the libraries and the toywar command"
if [ -f build/test/CMakeCache.txt ]; then
    dir=build/test
else
    dir=build/study
    cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOYWAR_WERROR="$werror" \
        -DTOYWAR_BUILD_TESTS=OFF -DTOYWAR_BUILD_EXAMPLES=OFF -DTOYWAR_BUILD_BENCH=OFF >/dev/null
fi
cmake --build "$dir" --parallel "$jobs" --target toywar toywar_bots_shared toywar_cmd

export TOYWAR_LIBRARY=$root/$dir/lib/libtoywar.so.1
export TOYWAR_BOTS_LIBRARY=$root/$dir/lib/libtoywar_bots.so
export TOYWAR_STUDY_REQUIRE=1 PYTHONDONTWRITEBYTECODE=1
cd bindings/python

step "the study tests ($py)"
"$py" -m unittest -v tests.test_study tests.test_study_cluster

step "the shipped studies are valid"
for study in "$root"/docs/studies/*.toml "$root"/docs/studies/*.json; do
    "$py" -m toywar.study "$study" --check >/dev/null || fail "$study is not a valid study"
done
step "passed"
