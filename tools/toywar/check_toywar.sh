#!/bin/sh
# SPDX-License-Identifier: MIT
# check_toywar.sh TOYWAR [MANPAGE]
#
# The toywar command end to end, each expectation worked out by hand:
# perft counts from the rules, a scripted game with undo, save and load,
# the replay stepped, a selfplay smoke run in both output formats, and
# the exit codes of bad input (2 for usage, 1 for what the library refuses);
# then what a new user meets (issue 13): lines of any length, control
# bytes, Ctrl-C, one seed, undo and the dice, refusals that name what is
# allowed, list GAME, --json, the legend, grouped moves, Toy Battle's paths;
# and what issue 21 found: lines trimmed, one seed rule, the manual page's
# version (MANPAGE, the built toywar.1) and its exit statuses; and issue
# 25's: the bots' table, the fair bot seated by default and its hint.
set -eu
toywar=$1 manpage=${2:-}
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

# absent NAME PATTERN FILE: no line of FILE matches the fixed string PATTERN.
absent() {
    if grep -qF -- "$2" "$3"; then
        echo "FAIL $1: a line with '$2' in:"; sed 's/^/     /' "$3" | head -20; fail=1
    else
        echo "ok   $1"
    fi
}

# lines NAME WANT PATTERN FILE: exactly WANT lines of FILE match PATTERN.
lines() {
    got=$(grep -cF -- "$3" "$4" || true)
    if [ "$got" = "$2" ]; then echo "ok   $1"; else
        echo "FAIL $1: $got lines with '$3', not $2"; fail=1; fi
}

# --- issue 24: the log and the replay tell the game in the events'
# sentences, as the reader may know them. Gearhead, seed 3: the roll-off
# 6 against 7 puts player 1 first; his Handy on a6 rolls 6 and walks off
# past rank 1, a point for him.
"$toywar" play gearhead --seat all=random --seed 3 >"$tmp/told"
expect "the log says who goes first" \
    "    Player 1 rolls 7 for the roll-off against player 0's 6: player 1 goes first." "$tmp/told"
expect "the log tells a move" "    Player 1's Handy moves from a6 to a1." "$tmp/told"
expect "the log says why a point" \
    "    Player 1 scores a point: Handy left the board past player 0's home row." "$tmp/told"
expect "the log says why the game ended" \
    "    The game ends, the cup empty and no toy left on the board: player 0 wins with more points." \
    "$tmp/told"
# Droids, seed 4, bots in South's view: North's blind draws are a chit to
# South (the notation "(hidden)"), and the end says who is out and why:
# each droid on its start file (e1, f10) takes its orders from
# transmitter 5 only, which no order reached.
"$toywar" play droids --seat all=random --seed 4 --view 0 --save "$tmp/d4.replay" >"$tmp/told"
expect "the log masks another's draw" "    North draws a chit from the red pile." "$tmp/told"
absent "the log names no chit of another" "North draws S" "$tmp/told"
expect "the log says why South is out" "    South is eliminated: no order was sent to his droid or a repair robot this turn, as none of the orders left on his transmitters could take effect; his droid on e1 takes its orders from transmitter 5." "$tmp/told"
expect "the log says why the game ended" \
    "    Nobody wins: every player left is eliminated in the same turn." "$tmp/told"
# The board says which line each transmitter drives, for every seat's
# direction (South's t drives file t, North's the other way, West's and
# East's ranks), and which one reaches each droid: e1 and f10 are both
# transmitter 5's, as are a6 and j5 in four-player Droids.
"$toywar" play droids players=4 --seat all=random --seed 4 >"$tmp/links"
expect "South's transmitters" "   transmitters 1-10 drive files a-j; his droid's file e: transmitter 5" "$tmp/links"
expect "North's transmitters" "   transmitters 1-10 drive files j-a; his droid's file f: transmitter 5" "$tmp/links"
expect "West's transmitters" "   transmitters 1-10 drive ranks 10-1; his droid's rank 6: transmitter 5" "$tmp/links"
expect "East's transmitters" "   transmitters 1-10 drive ranks 1-10; his droid's rank 5: transmitter 5" "$tmp/links"
"$toywar" replay "$tmp/d4.replay" --list >"$tmp/told"
expect "the replay tells all" "    North draws S (shoot) from the red pile." "$tmp/told"
expect "the replay names the draw" "move 11/51, chance: draw:S" "$tmp/told"
"$toywar" replay "$tmp/d4.replay" --list --view 0 >"$tmp/told"
expect "the replay as South" "    North draws a chit from the red pile." "$tmp/told"
expect "the replay masks the move" "move 11/51, chance: draw:?" "$tmp/told"
absent "the replay names no chit of North's to South" "draw:S" "$tmp/told"
printf '11\nq\n' | "$toywar" replay "$tmp/d4.replay" --view 0 >"$tmp/told"
expect "a replay's step is told" "    North draws a chit from the red pile." "$tmp/told"
"$toywar" replay "$tmp/d4.replay" --list --json --view 0 >"$tmp/told"
expect "the replay's JSON has the events" \
    '{"player":"chance","move":"draw:?","events":[{"kind":"drew","player":1,"piece":null,"from":"red","to":null,"value":null,"text":"North draws a chit from the red pile."}]}' \
    "$tmp/told"

# --- lines of any length, read whole: 255 x then 3 is one bad move (the
# 3 used to play move 3), a 1 MB line one message; the same in replay.
{ printf '%0255d' 0 | tr 0 x; printf '3\nquit\n'; } |
    "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/long" 2>&1 || true
lines "a 256-byte line is one line" 1 "is not a gearhead move" "$tmp/long"
absent "its tail plays no move" "(human)" "$tmp/long"
{ head -c 1000000 /dev/zero | tr '\0' x; printf '\nquit\n'; } |
    "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/long" 2>&1 || true
lines "a 1 MB line is one message" 1 "is not a gearhead move" "$tmp/long"
{ head -c 100000 /dev/zero | tr '\0' x; printf '\nq\n'; } |
    "$toywar" replay "$tmp/droids.replay" >"$tmp/long" 2>&1 || true
lines "replay reads a long line whole" 1 "is not a command" "$tmp/long"
# save with a 260-character path writes that file.
dir="$tmp/$(printf '%0100d' 0 | tr 0 d)"
mkdir "$dir"
path="$dir/$(printf '%0255d' 0 | tr 0 f | cut -c1-$((259 - ${#dir})))"
printf 'save %s\nquit\n' "$path" | "$toywar" play gearhead --seed 4 --seat 1=random \
    >"$tmp/long" 2>&1 || true
if [ -f "$path" ] && [ ${#path} -ge 260 ]; then echo "ok   save a long path"; else
    echo "FAIL save a long path (${#path} characters)"; fail=1; fi
absent "save a long path is no move" "not a gearhead move" "$tmp/long"
# save without a file is a usage message, not a move.
printf 'save\nquit\n' | "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/save" 2>&1 || true
expect "save without a file" "usage: save FILE" "$tmp/save"
absent "save without a file is no move" "not a gearhead move" "$tmp/save"

# --- control bytes typed in are escaped, never echoed raw (ESC [ C is
# what the right arrow sends without line editing).
printf 'a\033[Cb\nquit\n' | "$toywar" play gearhead --seed 4 --seat 1=random \
    >"$tmp/ctl" 2>&1 || true
expect "control bytes escaped" 'a\x1b[Cb' "$tmp/ctl"
if tr -d '\033' <"$tmp/ctl" | cmp -s - "$tmp/ctl"; then echo "ok   no raw escape"; else
    echo "FAIL no raw escape: an ESC byte reached the output"; fail=1; fi
printf 'x\0y\nquit\n' | "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/ctl" 2>&1 || true
expect "a NUL byte is refused" "a line with a NUL byte" "$tmp/ctl"

# --- line editing at a terminal (a pty from script(1)), when built with
# libedit: the left arrow moves the cursor, so "place:1", left, "b" is
# place:b1 (without editing the arrow was part of the move); Ctrl-A goes to
# the start of the line. A build root with no /dev/pts (a package built in a
# plain chroot) has script(1) but no terminal to give it.
if "$toywar" --version | grep -q "line editing: libedit" && command -v script >/dev/null &&
   script -qec true /dev/null </dev/null >/dev/null 2>&1; then
    printf 'place:1\033[Db\nquit\n' |
        script -qec "'$toywar' play gearhead --seed 4 --seat 1=random" /dev/null \
        >"$tmp/pty" 2>&1 || true
    expect "the left arrow edits the line" "(human): place:b1" "$tmp/pty"
    printf 'lace:d1\001p\nquit\n' |
        script -qec "'$toywar' play gearhead --seed 4 --seat 1=random" /dev/null \
        >"$tmp/pty" 2>&1 || true
    expect "Ctrl-A edits the line" "(human): place:d1" "$tmp/pty"
else
    echo "skip line editing: built without libedit (or no script(1), or no pseudo-terminal)"
fi

# --- Ctrl-C saves to --save and exits 130: at the prompt and while bots
# play; replay exits 130 too.
# interrupt NAME DELAY OUT COMMAND...: Ctrl-C DELAY seconds into COMMAND,
# its stdin open with nothing typed, its output in OUT: it must exit 130.
# A script's background job starts with SIGINT ignored, which the command
# respects (nohup): env gives it the default action, as a terminal's
# foreground job has.
interrupt() {
    name=$1 delay=$2 out=$3
    shift 3
    sleep 8 | env --default-signal=INT "$@" >"$out" 2>&1 &
    pid=$!
    sleep "$delay"
    kill -INT "$pid" 2>/dev/null || true  # gone already: wait says how it ended
    got=0
    wait "$pid" || got=$?
    if [ "$got" = 130 ]; then echo "ok   $name exits 130"; else
        echo "FAIL $name: exit $got, not 130"; tail -n 20 "$out" | awk '{ print "     " $0 }'; fail=1; fi
}
interrupt "Ctrl-C at the prompt" 1 "$tmp/int-prompt" \
    "$toywar" play gearhead --seed 4 --seat 1=random --save "$tmp/int1.replay"
expect "Ctrl-C at the prompt saves" "saved to $tmp/int1.replay" "$tmp/int-prompt"
interrupt "Ctrl-C among bots" 2 "$tmp/int-bots" \
    "$toywar" play gearhead --seat all=mcts:3000 --seed 3 --save "$tmp/int2.replay"
absent "Ctrl-C among bots: the game was not over" "game over" "$tmp/int-bots"
status "Ctrl-C among bots saves a replay" 0 "$toywar" replay "$tmp/int2.replay" --list
interrupt "Ctrl-C in replay" 1 "$tmp/int-replay" "$toywar" replay "$tmp/int2.replay"

# --- one seed rules the dice and the bots, and the header prints it.
# Small searches (mcts:8:20): a Debug build (coverage, sanitizers) checks
# every state and hash of a search, so mcts:30 games took minutes there.
"$toywar" play gearhead seed=1 --seat all=mcts:8:20 >"$tmp/seed1" || true
"$toywar" play gearhead seed=1 --seat all=mcts:8:20 >"$tmp/seed2" || true
"$toywar" play gearhead --seed 1 --seat all=mcts:8:20 >"$tmp/seed3" || true
expect "the header prints the param's seed" "; seed 1" "$tmp/seed1"
if cmp -s "$tmp/seed1" "$tmp/seed2" && cmp -s "$tmp/seed1" "$tmp/seed3"; then
    echo "ok   the same seed plays the same game"; else
    echo "FAIL the same seed played different games"; fail=1; fi
status "seed= and --seed disagree" 2 "$toywar" play gearhead seed=1 --seed 2

# --- undo keeps the dice: the same choice meets the same dice, and the
# bot the same move.
printf '1\n1\nundo\n1\n1\nquit\n' |
    "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/undo" || true
grep -o '(human): move:.*\|(random): .*' "$tmp/undo" >"$tmp/undo.moves" || true
first=$(sed -n 1,3p "$tmp/undo.moves")
again=$(sed -n 4,6p "$tmp/undo.moves")
if [ -n "$first" ] && [ "$first" = "$again" ]; then echo "ok   undo keeps the dice"; else
    echo "FAIL undo keeps the dice:"; sed 's/^/     /' "$tmp/undo.moves"; fail=1; fi

# --- usage errors exit 2, naming what is allowed
status "unknown bot in selfplay" 2 "$toywar" selfplay gearhead --games 1 --bots alphazero
expect "unknown bot names the bots" "random, mcts[:ITER[:PLAYOUT]], omniscient-mcts" "$tmp/out"
status "unknown seat kind" 2 "$toywar" play gearhead --seat 0=robot
expect "unknown seat kind names the kinds" "human, random, mcts[:ITER[:PLAYOUT]], omni" "$tmp/out"
status "unknown option" 2 "$toywar" play gearhead --bots alphazero
expect "unknown option names the options" "--seat" "$tmp/out"
status "unknown game names the games" 1 "$toywar" play chess
expect "unknown game names the games" "gearhead, droids, toybattle" "$tmp/out"
status "replay --json without --list" 2 "$toywar" replay "$tmp/droids.replay" --json

# --- the bots (issue 25): the bots library's table, each bot fair or not;
# play seats the fair bot by default and marks an all-seeing one.
"$toywar" bots >"$tmp/bots"
expect "bots: the fair MCTS" "mcts[:ITER[:PLAYOUT]]             fair      information-set MCTS" \
    "$tmp/bots"
expect "bots: the all-seeing MCTS is not fair" "omniscient-mcts[:ITER[:PLAYOUT]]  NOT FAIR" \
    "$tmp/bots"
"$toywar" bots --names >"$tmp/bots"
if [ "$(tr '\n' ' ' <"$tmp/bots")" = "random mcts omniscient-mcts " ]; then
    echo "ok   bots --names"; else echo "FAIL bots --names:"; cat "$tmp/bots"; fail=1; fi
"$toywar" bots --json >"$tmp/bots"
expect "bots --json: fair or not" '{"name":"omniscient-mcts","params":":ITER[:PLAYOUT]","fair":false' \
    "$tmp/bots"
status "bots takes no argument" 2 "$toywar" bots mcts
printf 'quit\n' | "$toywar" play toybattle --seed 3 >"$tmp/seats" 2>&1 || true
expect "play seats the fair bot by default" "player 0 human, player 1 mcts; seed 3" "$tmp/seats"
printf 'quit\n' | "$toywar" play toybattle --seed 3 --seat 1=omniscient-mcts:50 >"$tmp/seats" 2>&1 || true
expect "play marks an all-seeing seat" "player 1 omniscient-mcts:50 (not fair: sees every secret)" \
    "$tmp/seats"
# hint is the fair bot's, on the human's own information state: two Toy
# Battle openings that differ only in the troops dealt face down to player 1
# (S S K K or X X R R) get the same hints from the same seeds, where the
# all-seeing bot at seat 0 tells them apart (its first moves differ).
for rack in a b; do
    case $rack in a) deals="deal:S deal:S deal:K deal:K" ;; *) deals="deal:X deal:X deal:R deal:R" ;; esac
    printf 'toywar-replay 1\ngame toybattle\nparams seed=3\nmoves 16\n%s %s\n%s\n' \
        "first:0 remove:T remove:J remove:C remove:K remove:C remove:X remove:R remove:C" \
        "deal:H deal:J deal:T" "$deals" >"$tmp/twin-$rack.replay"
    for seed in 1 2 3; do
        printf 'hint\nquit\n' | "$toywar" play --load "$tmp/twin-$rack.replay" --seed $seed \
            --seat 1=random 2>&1 | grep '^player 0> hint' || true
        "$toywar" play --load "$tmp/twin-$rack.replay" --seed $seed --seat 0=omniscient-mcts:1000 \
            --seat 1=random 2>&1 | grep -m1 '^player 0 (omniscient' >>"$tmp/seen-$rack" || true
    done >"$tmp/hints-$rack"
done
lines "hint on the twins: three hints" 3 "hint (mcts): " "$tmp/hints-a"
if cmp -s "$tmp/hints-a" "$tmp/hints-b"; then echo "ok   hint is the same on the twins"; else
    echo "FAIL hint tells the twins apart:"; paste "$tmp/hints-a" "$tmp/hints-b"; fail=1; fi
lines "the all-seeing bot plays on the twins" 3 "player 0 (omniscient-mcts:1000)" "$tmp/seen-a"
if ! cmp -s "$tmp/seen-a" "$tmp/seen-b"; then echo "ok   the all-seeing bot tells the twins apart"
else echo "FAIL the all-seeing bot played the same on the twins: no test of hint"; fail=1; fi

# --- list GAME and --json on every command that prints results
"$toywar" list gearhead >"$tmp/one" 2>&1 || true
expect "list GAME" "gearhead" "$tmp/one"
absent "list GAME shows that game only" "toybattle" "$tmp/one"
status "list an unknown game" 1 "$toywar" list chess
json_ok() {
    if /usr/bin/python3 -c 'import json, sys; json.load(sys.stdin)' <"$2" 2>/dev/null; then
        echo "ok   $1"; else echo "FAIL $1: not JSON:"; head -c 400 "$2"; echo; fail=1; fi
}
"$toywar" list --json >"$tmp/j" 2>&1 || true; json_ok "list --json" "$tmp/j"
"$toywar" list droids --json >"$tmp/j" 2>&1 || true; json_ok "list GAME --json" "$tmp/j"
"$toywar" count gearhead --depth 3 --divide --json >"$tmp/j" 2>&1 || true
json_ok "count --json" "$tmp/j"
expect "count --json counts" '"counts":[8,64,736]' "$tmp/j"
"$toywar" replay "$tmp/droids.replay" --list --json >"$tmp/j" 2>&1 || true
json_ok "replay --list --json" "$tmp/j"
"$toywar" bots --json >"$tmp/j" 2>&1 || true; json_ok "bots --json" "$tmp/j"
# The param table (tw_games_param_*): list GAME shows it, refusals name
# the keys, the values, the range.
expect "list GAME shows its params" "placed_moves=on|off, default on" "$tmp/one"
"$toywar" list droids >"$tmp/one" 2>&1 || true
expect "list GAME shows a range" "max_turns=1 to 1000, default 100" "$tmp/one"
status "unknown param" 1 "$toywar" play gearhead foo=1
expect "unknown param names the keys" "its keys: placed_moves, seed" "$tmp/out"
status "bad enum value" 1 "$toywar" play droids scenario=maybe
expect "bad enum value names the values" "is not one of challenge|de-mine" "$tmp/out"
status "int out of range" 1 "$toywar" play droids max_turns=0
expect "int out of range names the range" "out of range (1..1000)" "$tmp/out"
status "players out of a scenario's range" 1 "$toywar" play droids scenario=duel players=3
expect "players out of a scenario's range: where to look" "toywar list droids" "$tmp/out"
"$toywar" list droids --json >"$tmp/j" 2>&1 || true
expect "list --json: an enum's values" '"values":["challenge","de-mine"' "$tmp/j"

# --- boards a newcomer can read
printf 'legend\nquit\n' | "$toywar" play gearhead --seed 4 >"$tmp/legend" || true
expect "gearhead legend: toys" "A   Big Al" "$tmp/legend"
expect "gearhead legend: facings" "facing north (^): player 0's toy" "$tmp/legend"
printf 'help\nquit\n' | "$toywar" play droids --seed 3 >"$tmp/legend" || true
expect "help holds the legend" "~  water" "$tmp/legend"
expect "droids legend: chits" "VD  land: diagonal 1" "$tmp/legend"
expect "droids legend: robots" "R   repair robot" "$tmp/legend"
printf 'legend\nquit\n' | "$toywar" play toybattle --seed 3 >"$tmp/legend" || true
expect "toybattle legend: troops" "S   Skully (1)" "$tmp/legend"
# Droids' first decision: 89 obstacle squares grouped by rank, the
# numbers kept (89 is j10, the last).
printf '89\nquit\n' | "$toywar" play droids --seed 3 >"$tmp/group" || true
expect "long lists grouped" "obstacle: rank 10" "$tmp/group"
expect "grouped numbers still play" "(human): obstacle:j10" "$tmp/group"
# Toy Battle's castle-field drawn with its paths: HQ0 to a, d down to e.
"$toywar" play toybattle --seat all=random --seed 2 >"$tmp/map" || true
expect "toybattle paths: HQ0 to a" "HQ0---a" "$tmp/map"
expect "toybattle paths: b to d" "b--------d*" "$tmp/map"
# The same map in replay (the library's picture, issue 21: replay --list
# drew the bases alone): a game saved at the first human decision; d
# (column 24) runs down to e, a column of 7 '|' between them.
printf 'quit\n' | "$toywar" play toybattle --seed 2 --save "$tmp/tb.replay" >/dev/null 2>&1 || true
"$toywar" replay "$tmp/tb.replay" --list >"$tmp/map" 2>&1 || true
expect "replay --list: toybattle paths HQ0 to a" "HQ0---a" "$tmp/map"
expect "replay --list: toybattle paths b to d" "b--------d*" "$tmp/map"
got=$(grep -cE '^.{24}[|]' "$tmp/map" || true)
if [ "$got" = 7 ]; then echo "ok   replay --list: d to e, 7 rows of '|'"; else
    echo "FAIL replay --list: d to e: $got rows of '|', not 7"; sed 's/^/     /' "$tmp/map"; fail=1; fi

# --- issue 21: white space around a line is not part of it (the notation
# stays strict: the command trims what it reads), in play and in replay.
printf ' 1 \nquit\n' | "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/trim" 2>&1 || true
expect "' 1 ' plays move 1" "(human): place:a1" "$tmp/trim"
printf '   T@c   \nquit\n' | "$toywar" play toybattle --seed 3 --seat 1=random >"$tmp/trim" 2>&1 || true
expect "'   T@c   ' plays T@c" "(human): T@c" "$tmp/trim"
printf '\t undo \n 1 \n  save %s  \n quit \n' "$tmp/trim.replay" |
    "$toywar" play gearhead --seed 4 --seat 1=random >"$tmp/trim" 2>&1 || true
expect "' undo ' is undo" "nothing to undo" "$tmp/trim"
expect "'  save FILE  ' saves FILE" "saved to $tmp/trim.replay" "$tmp/trim"
absent "' quit ' is no move" "not a gearhead move" "$tmp/trim"
printf ' n \n 2 \n q \n' | "$toywar" replay "$tmp/droids.replay" >"$tmp/trim" 2>&1 || true
expect "replay ' n ' steps" "move 1/" "$tmp/trim"
expect "replay ' 2 ' goes to move 2" "move 2/" "$tmp/trim"
absent "replay trims its commands" "is not a command" "$tmp/trim"

# --- one seed rule: play without a seed draws one from the time and says
# how to play the game again, which then plays the same game.
"$toywar" play gearhead --seat all=mcts:8:20 >"$tmp/timed" || true
expect "play without a seed says it is from the time" "(from the time: --seed " "$tmp/timed"
drawn=$(sed -n '1s/.*; seed \([0-9]*\) (from the time.*/\1/p' "$tmp/timed")
"$toywar" play gearhead --seat all=mcts:8:20 --seed "${drawn:-none}" >"$tmp/again" 2>&1 || true
sed 1d "$tmp/timed" >"$tmp/timed.rest"
sed 1d "$tmp/again" >"$tmp/again.rest"
if [ -n "$drawn" ] && cmp -s "$tmp/timed.rest" "$tmp/again.rest"; then
    echo "ok   --seed of the drawn seed plays the same game"; else
    echo "FAIL --seed ${drawn:-?} played another game"; fail=1; fi
# selfplay: the param seed= is --seed (it used to be ignored, every run
# seeded with 1), default 1, both given must agree.
"$toywar" selfplay gearhead seed=5 --games 2 --bots random --json >"$tmp/sp1"
"$toywar" selfplay gearhead --seed 5 --games 2 --bots random --json >"$tmp/sp2"
"$toywar" selfplay gearhead --games 2 --bots random >"$tmp/sp3"
expect "selfplay seed= seeds the run" '"seed":5' "$tmp/sp1"
if sed 's/"params":"[^"]*",//; s/"seconds":[0-9.e+-]*//' "$tmp/sp1" >"$tmp/sp1.n" &&
    sed 's/"params":"[^"]*",//; s/"seconds":[0-9.e+-]*//' "$tmp/sp2" | cmp -s - "$tmp/sp1.n"
then echo "ok   selfplay seed=5 and --seed 5 play the same games"; else
    echo "FAIL selfplay seed=5 and --seed 5 differ"; fail=1; fi
expect "selfplay default seed 1" "2 games, seed 1," "$tmp/sp3"
status "selfplay seed= and --seed disagree" 2 "$toywar" selfplay gearhead seed=5 --seed 6 \
    --games 1 --bots random
"$toywar" selfplay --help >"$tmp/help"
expect "selfplay --help states the default seed" "default 1" "$tmp/help"
"$toywar" play --help >"$tmp/help"
expect "play --help states the seed from the time" "a seed is drawn from the time" "$tmp/help"
"$toywar" list gearhead >"$tmp/help"
expect "list: the library's default seed" "seed=0 to 18446744073709551615, default 0" "$tmp/help"
expect "list: the commands' rule" "play draws a seed from the time and" "$tmp/help"

# --- exit statuses as the manual page's EXIT STATUS gives them, on bad and
# long input: EOF mid-game quits (0, saved with --save); a 100 kB line is one
# refusal that says its length; a cut message ends with "..."; output that
# cannot be written is a failure (1), not a silent cut.
status "EOF mid-game exits 0" 0 sh -c "printf '1\n' | '$toywar' play gearhead --seed 4 \
--seat 1=random --save '$tmp/eof.replay'"
expect "EOF mid-game quits" "quit" "$tmp/out"
expect "EOF mid-game saves" "saved to $tmp/eof.replay" "$tmp/out"
status "EOF mid-replay exits 0" 0 sh -c "printf 'n\n' | '$toywar' replay '$tmp/droids.replay'"
{ head -c 100000 /dev/zero | tr '\0' x; printf '\n'; } >"$tmp/100k"
status "a 100 kB line, then EOF: 0" 0 sh -c "'$toywar' play gearhead --seed 4 \
--seat 1=random <'$tmp/100k'"
lines "a 100 kB line: one refusal with its length" 1 "a line of 100000 characters:" "$tmp/out"
status "a 100 kB game name: 1" 1 "$toywar" play "$(tr x g <"$tmp/100k")"
lines "a cut message ends with ..." 1 "ggg..." "$tmp/out"
status "params over 1023 characters: 2" 2 "$toywar" play gearhead "seed=$(head -c 1100 "$tmp/100k")"
status "a 100 kB position: 1" 1 "$toywar" count gearhead --depth 1 --position "$(cat "$tmp/100k")"
status "a 100 kB replay file: 1" 1 "$toywar" replay "$tmp/100k"
status "a seed param too long: 1" 1 "$toywar" play gearhead "seed=1$(printf '%080d' 0)"
if [ -w /dev/full ]; then
    status "output to a full disk: 1" 1 sh -c "'$toywar' list >/dev/full"
    expect "output to a full disk: said" "cannot write the output" "$tmp/out"
else
    echo "skip output to a full disk: no /dev/full"
fi

# --- the manual page: the project's version (the library's, as --version
# prints it), rendered by man without a warning, with an EXIT STATUS section.
if [ -n "$manpage" ] && command -v man >/dev/null 2>&1; then
    version=$("$toywar" --version | sed -n 's/^toywar (libtoywar \([^)]*\)).*/\1/p')
    if grep -q "^\.TH TOYWAR 1 \"[^\"]*\" \"libtoywar $version\"" "$manpage"; then
        echo "ok   man toywar says libtoywar $version"; else
        echo "FAIL man toywar: $(grep '^\.TH' "$manpage"), not libtoywar $version"; fail=1; fi
    MANWIDTH=80 man --warnings -l "$manpage" >"$tmp/man" 2>"$tmp/man.err" || true
    if [ -s "$tmp/man.err" ]; then echo "FAIL man --warnings:"; sed 's/^/     /' "$tmp/man.err"
        fail=1; else echo "ok   man --warnings -l: no warning"; fi
    expect "man toywar: EXIT STATUS" "EXIT STATUS" "$tmp/man"
    expect "man toywar: SEEDS" "SEEDS" "$tmp/man"
else
    echo "skip the manual page: none given or no man (Debian: man-db)"
fi

[ "$fail" = 0 ] && echo "toywar: all checks passed"
exit "$fail"
