#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# demo.sh: builds the library and the toywar command (Release) and plays,
# with `toywar play`, a seeded game of random bots of every game the
# library ships, and a four-player Droids game, drawing the board as it goes.
#
#   ./scripts/demo.sh [seed [every]]     (seed 1, a picture every 100 decisions)
#
# Installs cmake, gcc and make with apt-get when missing and running as
# root, else says what to install.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/ensure-packages.sh cmake gcc make >&2

mkdir -p build/demo
log=build/demo/demo-build.log
if ! { cmake -S . -B build/demo -DCMAKE_BUILD_TYPE=Release \
           -DTOYWAR_BUILD_TESTS=OFF -DTOYWAR_BUILD_TOOLS=ON &&
       cmake --build build/demo --target toywar_cmd --parallel "$(nproc 2>/dev/null || echo 2)"
     } >"$log" 2>&1; then
    cat "$log" >&2
    echo "demo.sh: the build failed (log above, also in $log)" >&2
    exit 1
fi

seed=${1:-1}
every=${2:-100}
toywar=build/demo/bin/toywar
show() {   # show GAME [PARAMS...]
    printf '\n######## toywar play %s --seat all=random --seed %s --every %s ########\n' \
        "$*" "$seed" "$every"
    "$toywar" play "$@" --seat all=random --seed "$seed" --every "$every"
}
for game in $("$toywar" list --names); do
    show "$game"
    if [ "$game" = droids ]; then
        show droids players=4
    fi
done
