/* SPDX-License-Identifier: MIT */
/* Linked into two test-only copies of the library (tests/CMakeLists.txt):
 * with lib/toywar.map, which names it in no node, it is not exported; with
 * a copy of the map that names it under TOYWAR_1, where the 1.0 baseline
 * does not list it. tests/check_exports.sh must fail on each. */
#include "unmapped_probe.h"

int tw_unmapped_probe(void)
{
    return 1;
}
