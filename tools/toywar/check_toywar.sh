#!/bin/sh
# check_toywar.sh TOYWAR
#
# The toywar command end to end, each expectation worked out by hand:
# perft counts from the rules, a scripted game with undo, save and load,
# the replay stepped, a selfplay smoke run in both output formats, and
# the exit codes of bad input (2 for usage, 1 for what the library refuses).
set -eu
toywar=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# expect NAME PATTERN FILE: FILE has a line matching the fixed string PATTERN.
expect() {
    if grep -qF -- "$2" "$3"; then
        echo "ok   $1"
    else
        echo "FAIL $1: no line with '$2' in:"; sed 's/^/     /' "$3"; fail=1
    fi
}

# status NAME WANT COMMAND...: the command exits with WANT.
status() {
    name=$1 want=$2
    shift 2
    got=0
    "$@" >"$tmp/out" 2>&1 || got=$?
    if [ "$got" = "$want" ]; then echo "ok   $name"; else
        echo "FAIL $name: exit $got, not $want"; sed 's/^/     /' "$tmp/out"; fail=1; fi
}

# --- list
"$toywar" list >"$tmp/list"
for game in gearhead droids toybattle; do expect "list names $game" "$game" "$tmp/list"; done

# --- count: Gearhead opens with the roll-off (d8 each: 8, 64); 56 unequal
# pairs then draw one of 12 kinds (672) and 8 ties roll again (64): 736;
# then a placement on 8 squares (5376) or the re-roll (512): 5888; then
# the placed toy's move (5376) or, after a tie, 448 unequal pairs draw
# (5376) and 64 ties roll again (512): 11264.
"$toywar" count gearhead --depth 5 >"$tmp/count"
expect "count gearhead depth 4" "depth 4: 5888" "$tmp/count"
expect "count gearhead depth 5" "depth 5: 11264" "$tmp/count"
# Toy Battle: who plays first (2), then 4 troops removed blind, 8 kinds of
# 3 each: 8^4 sequences less the 8 that would take a 4th of one kind.
"$toywar" count toybattle --depth 5 >"$tmp/count"
expect "count toybattle depth 5" "depth 5: 8176" "$tmp/count"
# A position: Big Al on d2 and Krush Kringle on h1 may move (2), each
# then rolls a d6 (12).
"$toywar" count gearhead --depth 2 --position "8/8/8/8/8/8/3A4/7K 0 act - - - - 0" \
    --divide >"$tmp/count"
expect "count from a position" "depth 2: 12" "$tmp/count"
expect "count --divide" "move:d2: 6" "$tmp/count"

# --- play: a human against the random bot, undo, save, quit; then load
printf 'help\n1\nundo\n1\nsave %s\nquit\n' "$tmp/game.replay" |
    "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/play"
expect "play lists the moves" "   1 " "$tmp/play"
expect "play undo" "undone: back to your move" "$tmp/play"
expect "play save" "saved to $tmp/game.replay" "$tmp/play"
printf 'load %s\nquit\n' "$tmp/game.replay" |
    "$toywar" play gearhead --seed 5 --seat 1=random >"$tmp/load"
expect "play load" "loaded $tmp/game.replay" "$tmp/load"
# Bots only, hot seat of bots on four Droids seats, to the end.
"$toywar" play droids players=4 --seat all=random --seed 2 --save "$tmp/droids.replay" \
    >"$tmp/bots"
expect "play bots to the end" "game over; scores:" "$tmp/bots"

# --- replay: the saved game listed, and stepped by commands
"$toywar" replay "$tmp/droids.replay" --list >"$tmp/list"
expect "replay --list" "move 1/" "$tmp/list"
printf '\n\nb\ne\nq\n' | "$toywar" replay "$tmp/droids.replay" >"$tmp/step"
expect "replay steps" "move 2/" "$tmp/step"
expect "replay to the end" "game over" "$tmp/step"

# --- selfplay smoke runs
"$toywar" selfplay toybattle --games 4 --bots mcts:20,random >"$tmp/self"
expect "selfplay table" "95% CI (Wilson)" "$tmp/self"
expect "selfplay per troop" "per troop placed" "$tmp/self"
"$toywar" selfplay droids players=3 --games 3 --bots random --json >"$tmp/self"
expect "selfplay --json" '"games":3' "$tmp/self"

# --- bad input
status "unknown command" 2 "$toywar" frobnicate
status "unknown game" 1 "$toywar" count chess --depth 1
status "bad param" 1 "$toywar" selfplay droids players=9 --games 1 --bots random
status "missing --depth" 2 "$toywar" count gearhead
status "bad bot" 2 "$toywar" selfplay gearhead --games 1 --bots mcts:x,random
status "missing replay" 1 "$toywar" replay "$tmp/nothing"

[ "$fail" = 0 ] && echo "toywar: all checks passed"
exit "$fail"
