#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# web.sh [build|serve [PORT]|pack]
#
# The WebAssembly build and the web front end (docs/web.md):
#   build  (default) installs what is missing (emscripten, node-acorn, nodejs,
#          npm), builds libtoywar and the bots to wasm with CMake
#          (cmake/wasm.cmake, in build/wasm), puts the module in the
#          JavaScript package (bindings/js/dist) and the page's copy of the
#          package (web/vendor/toywar)
#   serve  builds, then serves web/ on http://127.0.0.1:PORT/ (default 8080)
#   pack   builds, then `npm pack` writes build/toywar-X.Y.Z.tgz
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/ensure-packages.sh cmake make emscripten node-acorn
# Node and npm: Debian's, unless the machine has its own (NodeSource's
# nodejs ships npm, and Debian's npm would conflict with it).
command -v node >/dev/null && command -v npm >/dev/null ||
    bash scripts/ensure-packages.sh nodejs npm
# (Emscripten's optimizer needs Debian's acorn: bindings/js/CMakeLists.txt
# runs the link with NODE_PATH naming it.)

build() {
    cmake -S . -B build/wasm -DCMAKE_TOOLCHAIN_FILE=cmake/wasm.cmake \
          -DTOYWAR_WERROR="${TOYWAR_WERROR:-OFF}" >/dev/null
    nice -n 10 cmake --build build/wasm -j2
    local out=build/wasm/bindings/js
    mkdir -p bindings/js/dist web/vendor/toywar/src web/vendor/toywar/dist
    cp "$out/toywar_wasm.cjs" "$out/toywar_wasm.mjs" bindings/js/dist/
    cp bindings/js/src/core.js bindings/js/src/api.js bindings/js/src/raw.js bindings/js/src/browser.js \
       web/vendor/toywar/src/
    cp "$out/toywar_wasm.mjs" web/vendor/toywar/dist/
    echo "web: wasm module in bindings/js/dist and web/vendor/toywar"
}

case "${1:-build}" in
    build) build ;;
    serve) build; exec node web/tools/serve.mjs "${2:-8080}" web ;;
    pack)
        build
        (cd bindings/js && npm pack --pack-destination ../../build)
        ;;
    *) sed -n '2,13p' "$0" >&2; exit 2 ;;
esac
