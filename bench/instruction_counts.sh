#!/bin/sh
# SPDX-License-Identifier: MIT
# instruction_counts.sh: the instruction counts of docs/performance.md,
# counted by cachegrind over toywar-playouts' fixed work (figures that,
# unlike times, do not move with the load of a shared machine).
#
#   bench/instruction_counts.sh [PLAYOUTS] [GAME]
#
# PLAYOUTS is the toywar-playouts binary (default build-bench/bench/
# toywar-playouts); GAME limits the table to one game. Prints one markdown
# row per config: the moves played (equal counts between two builds show
# they play the same games), then instructions and mispredicted branches
# per playout move, per apply + undo pair at a decision and at a chance
# node, per pair of the search pattern of issue 27 (each legal move at one
# decision in eight; the same with each child's moves listed before the
# undo; and at one fixed decision of each game), per tw_game_hash() on a
# search handle and on a playout handle, and per MCTS iteration. A
# per-item count is the difference between runs with 2 and 1 rounds of the
# item at every state over the items added (for MCTS: searches of 256 and
# 128 iterations; for a hash: one hash at every state and none; for the
# pattern's pairs at sampled decisions: one round and none, so that what
# the pairs cost the moves around them counts too), so the playout around
# it cancels.
set -eu

bin=${1:-build-bench/bench/toywar-playouts}
only=${2:-}
[ -x "$bin" ] || { echo "instruction_counts.sh: no $bin (build toywar-playouts)" >&2; exit 1; }

# Runs toywar-playouts under cachegrind; prints "IR MISPREDICTS ITEMS"
# where ITEMS is the count named by $1 in the program's report.
count() {
    item=$1
    shift
    out=$(valgrind --tool=cachegrind --cache-sim=no --branch-sim=yes \
        --cachegrind-out-file=/dev/null "$bin" "$@" 2>&1)
    ir=$(printf '%s\n' "$out" | sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,)
    mp=$(printf '%s\n' "$out" | sed -n 's/.*Mispredicts: *\([0-9,]*\).*/\1/p' | tr -d ,)
    n=$(printf '%s\n' "$out" | sed -n "s/.* \([0-9]*\) $item.*/\1/p" | head -n 1)
    echo "$ir $mp $n"
}

# "instructions (mispredicts)" per item between two runs.
per_item() {
    echo "$1 $2" | awk '{ d = $6 - $3; if (d <= 0) { print "-"; exit }
        printf "%.0f (%.2f)", ($4 - $1) / d, ($5 - $2) / d }'
}

# One row: a config's label, game, params and the games each count plays.
row() {
    label=$1 game=$2 params=$3 games=$4
    if [ -n "$only" ] && [ "$only" != "$game" ]; then
        return
    fi
    set -- $(count moves "$game" "$params" "$games")
    moves=$3
    playout=$(echo "$1 $2 $3" | awk '{ printf "%.0f (%.2f)", $1 / $3, $2 / $3 }')
    cells=""
    for what in decision chance; do
        a=$(count pairs "$game" "$params" "$games" 1 "$what")
        b=$(count pairs "$game" "$params" "$games" 2 "$what")
        cells="$cells | $(per_item "$a" "$b")"
    done
    # The search pattern: pairs at one decision in eight, over the same
    # games on a handle that keeps undo records with no pairs.
    base=$(count pairs "$game" "$params" "$games" 1 logged)
    for what in sampled listing; do
        b=$(count pairs "$game" "$params" "$games" 1 "$what")
        cells="$cells | $(per_item "$base" "$b")"
    done
    a=$(count pairs "$game" "$params" "$games" 1 fixed)
    b=$(count pairs "$game" "$params" "$games" 2 fixed)
    cells="$cells | $(per_item "$a" "$b")"
    # A hash's base is the same games with no hash: on a handle that keeps
    # undo records, and on one that never undid.
    a=$(count hashes "$game" "$params" "$games" 1 logged)
    b=$(count hashes "$game" "$params" "$games" 1 hash)
    cells="$cells | $(per_item "$a" "$b")"
    a=$(count hashes "$game" "$params" "$games")
    b=$(count hashes "$game" "$params" "$games" 1 hash-playout)
    cells="$cells | $(per_item "$a" "$b")"
    a=$(count iterations "$game" "$params" 4 128 mcts)
    b=$(count iterations "$game" "$params" 4 256 mcts)
    cells="$cells | $(per_item "$a" "$b")"
    echo "| $label | $games | $moves | $playout$cells |"
}

echo "| game, params | games | moves | a playout move | a pair at a decision | a pair at a chance node | a pair, 1 decision in 8 | the same, child listed | a pair, fixed decision | a hash | a hash (playout handle) | an MCTS iteration |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
row "gearhead" gearhead "" 100
row "gearhead placed_moves=off" gearhead "placed_moves=off" 100
row "droids players=2" droids "players=2" 1000
row "droids players=3" droids "players=3" 700
row "droids players=4" droids "players=4" 500
row "toybattle map=castle-field" toybattle "map=castle-field" 500
row "toybattle map=tropical-pool" toybattle "map=tropical-pool" 500
row "toybattle map=volcanic-jungle" toybattle "map=volcanic-jungle" 500
row "toybattle map=battlefield" toybattle "map=battlefield" 500
