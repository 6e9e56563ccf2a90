# SPDX-License-Identifier: MIT
# The source tarball (the `dist` target of CMakeLists.txt), run as
#
#   cmake -DSOURCE_DIR=... -DOUTPUT=.../toywar-X.Y.Z.tar.gz -DPREFIX=toywar-X.Y.Z \
#         -DGIT=/usr/bin/git -P cmake/dist.cmake
#
# `git archive` of HEAD: the files git tracks as committed, so no build
# tree, node_modules or stray file can slip in, and the same commit gives
# the same bytes (git's own gzip, the commit's time on every file). The
# paths .gitattributes marks export-ignore stay out (debian/: the Debian
# packaging travels in its own debian.tar.xz beside this tarball as the
# orig tarball, docs/release.md). Uncommitted changes are not in it: a
# warning says so.
foreach(var SOURCE_DIR OUTPUT PREFIX)
  if(NOT ${var})
    message(FATAL_ERROR "dist.cmake: ${var} not set")
  endif()
endforeach()
if(NOT GIT)
  message(FATAL_ERROR "dist: git not found (Debian: apt-get install git); the tarball is "
                      "`git archive` of a checkout's HEAD")
endif()
execute_process(COMMAND ${GIT} -C ${SOURCE_DIR} rev-parse --show-toplevel
                OUTPUT_VARIABLE toplevel OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE rc ERROR_QUIET)
get_filename_component(source_real ${SOURCE_DIR} REALPATH)
if(toplevel)
  get_filename_component(toplevel ${toplevel} REALPATH)
endif()
if(NOT rc EQUAL 0 OR NOT toplevel STREQUAL source_real)
  message(FATAL_ERROR "dist: ${SOURCE_DIR} is not a git checkout (an unpacked tarball?): "
                      "make the tarball from a clone of the repository")
endif()
execute_process(COMMAND ${GIT} -C ${SOURCE_DIR} status --porcelain --untracked-files=no
                OUTPUT_VARIABLE changed OUTPUT_STRIP_TRAILING_WHITESPACE)
if(changed)
  message(WARNING "dist: uncommitted changes are not in the tarball (it is HEAD):\n${changed}")
endif()
execute_process(COMMAND ${GIT} -C ${SOURCE_DIR} archive --format=tar.gz --prefix=${PREFIX}/
                        -o ${OUTPUT} HEAD
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dist: git archive failed")
endif()
execute_process(COMMAND ${GIT} -C ${SOURCE_DIR} rev-parse HEAD
                OUTPUT_VARIABLE head OUTPUT_STRIP_TRAILING_WHITESPACE)
file(SHA256 ${OUTPUT} sha256)
file(SIZE ${OUTPUT} size)
message(STATUS "dist: ${OUTPUT} (${size} bytes, commit ${head})")
message(STATUS "dist: sha256 ${sha256}")
