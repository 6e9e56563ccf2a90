/* SPDX-License-Identifier: MIT */
/* A function "added to a header but forgotten in lib/toywar.map", for
 * tests/check_exports_fires.sh only: never in the shipped library. */
#ifndef TOYWAR_UNMAPPED_PROBE_H
#define TOYWAR_UNMAPPED_PROBE_H

#include "toywar/toywar.h"

TW_API int tw_unmapped_probe(void);

#endif
