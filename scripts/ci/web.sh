#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# web.sh: the web stage of CI (docs/web.md): the WebAssembly build, the
# JavaScript binding's tests and the page's tests in a real browser.
#
#   bash scripts/ci/web.sh
#   TOYWAR_WEB_DOCS=1 bash scripts/ci/web.sh   # also copies the boards'
#                                              # screenshots to docs/web-*.png
#
# Installs what is missing (emscripten, node-acorn, chromium, python3-aiohttp
# from Debian; playwright-core from npm, pinned by web/package-lock.json),
# builds the wasm module (scripts/web.sh, build/wasm) and the native library
# with the tracer the tests compare against and the bots (build/web-native),
# then runs bindings/js's tests and web/'s Playwright tests with Node's test
# runner, online play through toywar-server included.
# Screenshots are left in web/test/artifacts/.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

bash scripts/ensure-packages.sh cmake gcc make chromium python3 python3-aiohttp

step "wasm build"
TOYWAR_WERROR=$werror ./scripts/web.sh build

step "native library, bots and tracer"
# The shared library and the bots' are toywar-server's, which the online
# test (web/test/online.test.js) starts; the examples' switch brings the bots.
native=build/web-native
cmake -S . -B $native -DCMAKE_BUILD_TYPE=Release -DTOYWAR_WERROR="$werror" \
      -DTOYWAR_BUILD_TESTS=OFF -DTOYWAR_BUILD_EXAMPLES=ON \
      -DTOYWAR_BUILD_TOOLS=OFF -DTOYWAR_BUILD_BENCH=OFF >/dev/null
nice -n 10 cmake --build $native --target toywar_static toywar toywar_bots_shared -j"$jobs" >/dev/null
cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Werror -Iinclude \
   bindings/js/test/native_trace.c $native/lib/libtoywar.a -o $native/native_trace
export TOYWAR_NATIVE_TRACE=$root/$native/native_trace
export TOYWAR_LIBRARY=$root/$native/lib/libtoywar.so.1

step "bindings/js: node --test"
(cd bindings/js && npm ci --no-audit --no-fund --loglevel=error && node --test test/*.test.js)

step "web: Playwright on $(/usr/bin/chromium --version 2>/dev/null | head -1)"
(cd web && npm ci --no-audit --no-fund --loglevel=error && node --test test/*.test.js)

if [ -n "${TOYWAR_WEB_DOCS:-}" ]; then
    for game in gearhead droids toybattle; do
        cp "web/test/artifacts/web-$game.png" "docs/web-$game.png"
    done
    step "screenshots copied to docs/web-*.png"
fi
step "passed"
