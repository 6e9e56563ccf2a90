/* SPDX-License-Identifier: MIT */
/* Linked into a test-only copy of the library (tests/CMakeLists.txt): the
 * map's tw_* wildcard exports it under TOYWAR_1, where the 1.0 baseline does
 * not list it, and tests/check_exports.sh must say so. */
#include "unmapped_probe.h"

int tw_unmapped_probe(void)
{
    return 1;
}
