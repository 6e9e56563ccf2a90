#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# wasm_vs_native.sh [ARGS...]: builds the native half of the benchmark
# (toywar-side-by-side, in build/bench) and the WebAssembly module (in
# build/wasm, as scripts/web.sh does), then runs bench/wasm_vs_native.mjs
# with ARGS: the same playouts and bot moves natively and under Node, in
# one run, and the ratios (the median of the rounds' ratios;
# docs/performance.md, "WebAssembly").
#
#   bench/wasm_vs_native.sh                       # every game, 21 rounds x 3 runs
#   bench/wasm_vs_native.sh --game gearhead --rounds 5
#   bench/wasm_vs_native.sh --count --quick       # instructions, with valgrind
#
# Figures, never pass/fail, but for one check: it exits 1 when the two
# builds did not play alike (a row says DIFFERS).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/ensure-packages.sh cmake make gcc emscripten node-acorn
command -v node >/dev/null || bash scripts/ensure-packages.sh nodejs
case " $* " in *" --count "*) bash scripts/ensure-packages.sh valgrind ;; esac

cmake -S . -B build/bench -DCMAKE_BUILD_TYPE=Release -DTOYWAR_BUILD_TESTS=OFF >/dev/null
nice cmake --build build/bench -j2 --target toywar-side-by-side >/dev/null
cmake -S . -B build/wasm -DCMAKE_TOOLCHAIN_FILE=cmake/wasm.cmake >/dev/null
nice cmake --build build/wasm -j2 --target toywar_wasm_node >/dev/null

exec node bench/wasm_vs_native.mjs --native build/bench/bench/toywar-side-by-side \
    --module build/wasm/bindings/js/toywar_wasm.cjs "$@"
