#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# server.sh: one command for online play from a checkout (docs/server.md):
# builds the library and the bots (Release, build/server) and the web page
# (scripts/web.sh, when web/ is not built yet), then runs toywar-server on
# them with Debian's python3 and aiohttp.
#
#   ./scripts/server.sh [toywar-server options]   (e.g. --port 8080 --db games.db)
#
# Installs cmake, gcc, make, python3 and python3-aiohttp (and what
# scripts/web.sh needs) with apt-get when missing and running as root,
# else says what to install. Then open http://127.0.0.1:8000/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/ensure-packages.sh cmake gcc make python3 python3-aiohttp >&2

build=build/server
log=$build/server-build.log
mkdir -p "$build"
if ! { cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DTOYWAR_BUILD_TESTS=OFF \
           -DTOYWAR_BUILD_TOOLS=OFF -DTOYWAR_BUILD_EXAMPLES=ON -DTOYWAR_BUILD_BENCH=OFF &&
       cmake --build "$build" --target toywar toywar_bots_shared \
             --parallel "$(nproc 2>/dev/null || echo 2)"
     } >"$log" 2>&1; then
    cat "$log" >&2
    echo "server.sh: the build failed (log above, also in $log)" >&2
    exit 1
fi
[ -f web/vendor/toywar/dist/toywar_wasm.mjs ] || ./scripts/web.sh build >&2

export TOYWAR_LIBRARY=$PWD/$build/lib/libtoywar.so.1
export PYTHONPATH=$PWD/bindings/python${PYTHONPATH:+:$PYTHONPATH}
exec /usr/bin/python3 -m toywar.server --web web "$@"
