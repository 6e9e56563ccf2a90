#!/bin/sh
# SPDX-License-Identifier: MIT
# check_test_timeouts.sh CTEST BUILD_DIR
#
# cmake/test_timeouts.cmake wraps set_tests_properties() when ctest reads
# the test files, to scale every TIMEOUT by TOYWAR_TEST_TIMEOUT_SCALE. It
# must scale the timeouts and pass every other property on unchanged: a
# list value (ENVIRONMENT with two variables) once shifted every property
# after it. Lists the tests with the scale at 1 and at 3 and compares.
set -eu
ctest=$1
build=$2
list() {
    (cd "$build" && TOYWAR_TEST_TIMEOUT_SCALE=$1 "$ctest" --show-only=json-v1)
}
list 1 >"${TMPDIR:-/tmp}/toywar-timeouts.$$.1"
list 3 >"${TMPDIR:-/tmp}/toywar-timeouts.$$.3"
trap 'rm -f "${TMPDIR:-/tmp}/toywar-timeouts.$$".*' EXIT
python3 - "${TMPDIR:-/tmp}/toywar-timeouts.$$.1" "${TMPDIR:-/tmp}/toywar-timeouts.$$.3" <<'PY'
import json, sys

def tests(path):
    with open(path) as f:
        return {t["name"]: {p["name"]: p["value"] for p in t.get("properties", [])}
                for t in json.load(f)["tests"]}

one, three = tests(sys.argv[1]), tests(sys.argv[2])
failed = []
for name, props in one.items():
    if "TIMEOUT" not in props or "LABELS" not in props:
        failed.append(f"{name}: no TIMEOUT or LABELS ({sorted(props)})")
        continue
    if three[name]["TIMEOUT"] != 3 * props["TIMEOUT"]:
        failed.append(f"{name}: TIMEOUT {props['TIMEOUT']} became {three[name]['TIMEOUT']} at scale 3")
    rest1 = {k: v for k, v in props.items() if k != "TIMEOUT"}
    rest3 = {k: v for k, v in three[name].items() if k != "TIMEOUT"}
    if rest1 != rest3:
        failed.append(f"{name}: other properties changed with the scale")
# A test of tests/: the sanitizers' two variables stay two, and the
# sanitizer build's reduced work (tests/CMakeLists.txt) two more after them.
env = one.get("test_api", {}).get("ENVIRONMENT", [])
want = ["ASAN_OPTIONS=", "UBSAN_OPTIONS="]
if len(env) == 4:
    want += ["TOYWAR_TEST_WORK=", "TOYWAR_CONFORMANCE_GAMES="]
if len(env) != len(want) or not all(v.startswith(w) for v, w in zip(env, want)):
    failed.append(f"test_api: ENVIRONMENT is {env}, want "
                  "ASAN_OPTIONS and UBSAN_OPTIONS (and under the sanitizers "
                  "TOYWAR_TEST_WORK and TOYWAR_CONFORMANCE_GAMES)")
for line in failed:
    print("FAIL", line)
if failed:
    sys.exit(1)
print(f"{len(one)} tests: each TIMEOUT scaled, every other property kept")
PY
