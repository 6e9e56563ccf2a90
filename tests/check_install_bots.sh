#!/bin/sh
# SPDX-License-Identifier: MIT
# check_install_bots.sh CMAKE BUILD_DIR SOURCE_DIR PYTHON_CHECK(ON|OFF)
#
# Installs the build into a scratch prefix P and checks the bots' shared
# library there, as toywar.study needs it: P/lib*/libtoywar_bots.so beside
# libtoywar.so.1, exporting twbot_* only, resolving libtoywar.so.1 from
# beside itself (RUNPATH $ORIGIN). With PYTHON_CHECK=ON (uninstrumented
# builds: ctypes cannot load a sanitized library into an uninstrumented
# python), a copy of the package outside the checkout, with neither
# TOYWAR_LIBRARY nor TOYWAR_BOTS_LIBRARY set, must load P's two libraries:
# with P as sys.prefix (a venv it was installed into), and through the
# dynamic loader (LD_LIBRARY_PATH=P/lib). Needs Python 3.11 (toywar.study):
# /usr/bin/python3, or $PYTHON.
set -eu
cmake=$1 build=$2 src=$3 python_check=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }
# verdict OK_TEXT FAIL_TEXT COMMAND...: ok or FAIL as COMMAND succeeds.
verdict() {
    good=$1 wrong=$2
    shift 2
    if "$@"; then ok "$good"; else bad "$wrong"; fi
}

"$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; echo "FAIL cmake --install"; exit 1; }
bots=$(find "$prefix" -name libtoywar_bots.so | head -n 1)
[ -n "$bots" ] || { echo "FAIL libtoywar_bots.so not installed under $prefix"; exit 1; }
libdir=$(dirname "$bots")
ok "installed ${bots#"$prefix"/}"
verdict "beside libtoywar.so.1" "no libtoywar.so.1 beside it in ${libdir#"$prefix"/}" \
    test -f "$libdir/libtoywar.so.1"

# What bots/CMakeLists.txt builds: SONAME libtoywar_bots.so, RUNPATH $ORIGIN.
readelf -d "$bots" >"$tmp/dynamic"
verdict "SONAME libtoywar_bots.so" "SONAME: $(grep SONAME "$tmp/dynamic" || echo none)" \
    grep -q '(SONAME).*\[libtoywar_bots\.so\]' "$tmp/dynamic"
# shellcheck disable=SC2016 # $ORIGIN is the text looked for
verdict 'RUNPATH $ORIGIN' "RUNPATH: $(grep -E 'R(UN)?PATH' "$tmp/dynamic" || echo none)" \
    grep -q '(RUNPATH).*\[\$ORIGIN\]' "$tmp/dynamic"
others=$(nm -D --defined-only "$bots" | awk '{ print $NF }' | grep -v '^twbot_' | grep -v -x 'TWBOT[A-Z0-9_.]*' || true)
if [ -z "$others" ] && nm -D --defined-only "$bots" | grep -q ' twbot_new$'; then
    ok "exports twbot_* only"
else
    bad "exports besides twbot_*: $others"
fi
if command -v ldd >/dev/null 2>&1; then
    resolved=$(env -u LD_LIBRARY_PATH ldd "$bots" | sed -n 's/.*libtoywar\.so\.1 => \([^ ]*\).*/\1/p')
    verdict "it loads $resolved" "it loads libtoywar.so.1 from '$resolved', not from $libdir" \
        test "$resolved" = "$libdir/libtoywar.so.1"
fi

if [ "$python_check" != ON ]; then
    echo "skip toywar.study's search: an instrumented build"
else
    python=${PYTHON:-/usr/bin/python3}
    if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        bad "$python is missing or older than 3.11 (toywar.study needs tomllib): set PYTHON"
    else
        # A copy of the package: imported from outside the checkout, it
        # never looks in the build trees.
        mkdir "$tmp/pkg"
        cp -R "$src/bindings/python/toywar" "$tmp/pkg/"
        cat >"$tmp/find.py" <<'PY'
import sys
if len(sys.argv) > 1:
    sys.prefix = sys.argv[1]  # as in a venv the build was installed into
import toywar
from toywar.study import bots
bots.library()
print(toywar.library_path())
print(bots.LIBRARY_PATH)
PY
        # find ROUTE EXPECTED_TOYWAR EXPECTED_BOTS [PREFIX]
        find_libs() {
            route=$1 want_tw=$2 want_bots=$3
            shift 3
            if ! (cd "$tmp" && env -u TOYWAR_LIBRARY -u TOYWAR_BOTS_LIBRARY -u LD_LIBRARY_PATH \
                PYTHONPATH="$tmp/pkg" \
                PYTHONDONTWRITEBYTECODE=1 ${LD_PATH:+LD_LIBRARY_PATH="$LD_PATH"} \
                "$python" find.py "$@") >"$tmp/found" 2>&1; then
                bad "toywar.study, $route: $(cat "$tmp/found")"
                return
            fi
            got=$(tr '\n' ' ' <"$tmp/found")
            verdict "toywar.study, $route: $got" \
                "toywar.study, $route: loaded '$got', expected '$want_tw $want_bots'" \
                test "$got" = "$want_tw $want_bots "
        }
        LD_PATH='' find_libs "P as sys.prefix" "$libdir/libtoywar.so.1" "$bots" "$prefix"
        LD_PATH=$libdir find_libs "LD_LIBRARY_PATH=P/lib" libtoywar.so.1 libtoywar_bots.so
    fi
fi

[ "$fail" = 0 ] && echo "install of the bots: all checks passed"
exit "$fail"
