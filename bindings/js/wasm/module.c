/* SPDX-License-Identifier: MIT */
/*
 * The WebAssembly module's own code: what the JavaScript binding asks of
 * the build that the headers give only as macros. Everything else the
 * module exports is libtoywar's and the bots' (bindings/js/CMakeLists.txt).
 */
#include <toywar/toywar.h>

/** @return #TW_MOVES_MAX, the size of a buffer that holds any list of moves. */
int twjs_moves_max(void);

int twjs_moves_max(void)
{
    return TW_MOVES_MAX;
}
