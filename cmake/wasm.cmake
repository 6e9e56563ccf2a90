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

# A wasm build is the library, the bots and the JavaScript module: no
# command, tests, examples or benchmarks (they are native programs).
set(TOYWAR_BUILD_TESTS OFF CACHE BOOL "no native tests in a wasm build")
set(TOYWAR_BUILD_EXAMPLES OFF CACHE BOOL "no native examples in a wasm build")
set(TOYWAR_BUILD_TOOLS OFF CACHE BOOL "no toywar command in a wasm build")
set(TOYWAR_BUILD_BENCH OFF CACHE BOOL "no benchmarks in a wasm build")
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type")
endif()
