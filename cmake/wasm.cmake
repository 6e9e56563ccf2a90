# SPDX-License-Identifier: MIT
# Toolchain file: libtoywar and the bots built to WebAssembly with Emscripten
# (Debian's `emscripten` package, or an emsdk), for bindings/js and web/.
#
#   cmake -S . -B build/wasm -DCMAKE_TOOLCHAIN_FILE=cmake/wasm.cmake
#   cmake --build build/wasm        # -> build/wasm/bindings/js/toywar_wasm*.{cjs,mjs}
#
# scripts/web.sh does this (and installs what is missing). The sources are
# the native ones; lib/CMakeLists.txt and bots/CMakeLists.txt take their
# wasm path when EMSCRIPTEN is set (no shared library, no ld -r/objcopy step:
# a wasm module exports only what its link names).

# Emscripten's own platform file, found from emcc (EMSCRIPTEN_ROOT wins).
if(NOT EMSCRIPTEN_ROOT)
  if(DEFINED ENV{EMSCRIPTEN_ROOT})
    set(EMSCRIPTEN_ROOT "$ENV{EMSCRIPTEN_ROOT}")
  else()
    find_program(_toywar_emcc emcc)
    if(NOT _toywar_emcc)
      message(FATAL_ERROR "emcc not found: install emscripten (scripts/web.sh does)")
    endif()
    get_filename_component(_toywar_emcc "${_toywar_emcc}" REALPATH)
    get_filename_component(EMSCRIPTEN_ROOT "${_toywar_emcc}" DIRECTORY)
  endif()
endif()
set(EMSCRIPTEN_ROOT "${EMSCRIPTEN_ROOT}" CACHE PATH "Emscripten's folder (emcc)")
# Debian puts the CMake files under /usr/share/emscripten, beside emcc.
foreach(_toywar_dir "${EMSCRIPTEN_ROOT}" "${EMSCRIPTEN_ROOT}/../share/emscripten"
                    /usr/share/emscripten /usr/lib/emscripten)
  if(EXISTS "${_toywar_dir}/cmake/Modules/Platform/Emscripten.cmake")
    include("${_toywar_dir}/cmake/Modules/Platform/Emscripten.cmake")
    break()
  endif()
endforeach()
if(NOT EMSCRIPTEN)
  message(FATAL_ERROR "Emscripten.cmake not found near ${EMSCRIPTEN_ROOT}")
endif()

# How the module is compiled (docs/performance.md, "WebAssembly", has the
# figures of each): for the whole program (-flto, so that the bots' calls
# into the library, and the library's into itself, inline across files;
# bindings/js/CMakeLists.txt lets the link inline more), with bulk memory
# (a copy is memory.copy, where Emscripten 3.1.6's memcpy calls out to
# JavaScript for every copy of 512 bytes or more: Toy Battle's state is
# 1,168) and sign extension, and with WebAssembly SIMD, through which the
# SSE2 paths of lib/ (Gearhead's board scans, Toy Battle's tops and rings,
# the undo log's comparison) compile as they do natively, by Emscripten's
# SSE2 headers. The engines it needs: SIMD, Chrome 91, Firefox 89, Safari
# 16.4, Node 16.4; bulk memory, sign extension and the BigInt integration
# the binding uses, Safari 15. TOYWAR_WASM_SIMD=OFF builds a module without
# SIMD, whose Gearhead Skirmish runs a fifth slower.
option(TOYWAR_WASM_SIMD "WebAssembly SIMD in the wasm build (Safari 16.4 and later)" ON)
set(_toywar_wasm_flags "-flto -mbulk-memory -msign-ext")
if(TOYWAR_WASM_SIMD)
  string(APPEND _toywar_wasm_flags " -msimd128 -msse2")
endif()
set(CMAKE_C_FLAGS_INIT "${_toywar_wasm_flags}")

# A wasm build is the library, the bots and the JavaScript module: no
# command, tests, examples or benchmarks (they are native programs).
set(TOYWAR_BUILD_TESTS OFF CACHE BOOL "no native tests in a wasm build")
set(TOYWAR_BUILD_EXAMPLES OFF CACHE BOOL "no native examples in a wasm build")
set(TOYWAR_BUILD_TOOLS OFF CACHE BOOL "no toywar command in a wasm build")
set(TOYWAR_BUILD_BENCH OFF CACHE BOOL "no benchmarks in a wasm build")
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type")
endif()
