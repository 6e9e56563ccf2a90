# SPDX-License-Identifier: MIT
# quality.cmake: the instrumented builds of the quality gates (docs/quality.md).
# Included by the top-level CMakeLists.txt when one of these options is ON;
# each applies to every target (library, tests, fuzz targets) and its links.
if(NOT CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  message(FATAL_ERROR "TOYWAR_SANITIZE_THREAD, TOYWAR_COVERAGE and TOYWAR_FUZZ need GCC or Clang")
endif()
if((TOYWAR_SANITIZE_THREAD AND (TOYWAR_SANITIZE OR TOYWAR_FUZZ)) OR
   (TOYWAR_COVERAGE AND TOYWAR_FUZZ))
  message(FATAL_ERROR "ThreadSanitizer, AddressSanitizer/fuzzing and coverage are separate builds")
endif()

if(TOYWAR_SANITIZE_THREAD)
  set(_toywar_tsan -fsanitize=thread -fno-omit-frame-pointer)
  add_compile_options(${_toywar_tsan})
  add_link_options(${_toywar_tsan})
endif()

if(TOYWAR_COVERAGE)
  # -O0 keeps line counts exact; gcovr/lcov read the .gcno/.gcda files.
  # Atomic counters: test_threads plays on several threads at once.
  add_compile_options(--coverage -O0 -fprofile-update=atomic)
  add_link_options(--coverage)
endif()

if(TOYWAR_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "TOYWAR_FUZZ needs Clang (libFuzzer): -DCMAKE_C_COMPILER=clang")
  endif()
  # The library and every object get the fuzzer's coverage feedback; only
  # the fuzz targets link libFuzzer's main (fuzz/CMakeLists.txt).
  set(TOYWAR_FUZZ_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
      -fno-omit-frame-pointer)
  add_compile_options(-fsanitize=fuzzer-no-link ${TOYWAR_FUZZ_FLAGS})
  add_link_options(${TOYWAR_FUZZ_FLAGS})
endif()
