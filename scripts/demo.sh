#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# demo.sh: builds the library and the toywar command (Release) and plays,
# with `toywar play`, a seeded game of every game the library ships, and a
# four-player Droids game, drawing the board as it goes and telling each
# move in its events' sentences (docs/events.md). Gearhead Skirmish and Toy
# Battle are played by random bots; Droids by the fair mcts bot with a
# short budget (mcts:1000; mcts:500 and six turns for four players): random
# players program transmitters that drive no droid, and are all eliminated
# on turn 1 with no order sent, where the bot sends orders that move,
# push and shoot. The games take a few seconds in all, the first build
# about a minute.
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
show() {   # show BOT GAME [PARAMS...]
    local bot=$1
    shift
    printf '\n######## toywar play %s --seat all=%s --seed %s --every %s ########\n' \
        "$*" "$bot" "$seed" "$every"
    "$toywar" play "$@" --seat all="$bot" --seed "$seed" --every "$every"
}
for game in $("$toywar" list --names); do
    if [ "$game" = droids ]; then
        show mcts:1000 droids
        show mcts:500 droids players=4 max_turns=6
    else
        show random "$game"
    fi
done
