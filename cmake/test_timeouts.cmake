# SPDX-License-Identifier: MIT
# test_timeouts.cmake: read by ctest (the TEST_INCLUDE_FILES of the top
# directory), never by cmake. It scales every TIMEOUT the build gives a test
# by the environment variable TOYWAR_TEST_TIMEOUT_SCALE, a whole number
# (default 1), when ctest runs:
#
#   TOYWAR_TEST_TIMEOUT_SCALE=3 ctest      # every test gets 3x its time
#
# Why here: a TIMEOUT property is fixed when cmake writes the test files,
# and `ctest --timeout` only sets the time of tests that have none. A busy
# machine (CI beside another build) needs more time for every test without
# a reconfigure. ctest reads this file before the tests of every directory,
# so wrapping set_tests_properties() scales each TIMEOUT as it is set.
set(_toywar_timeout_scale "$ENV{TOYWAR_TEST_TIMEOUT_SCALE}")
if(_toywar_timeout_scale STREQUAL "")
  set(_toywar_timeout_scale 1)
elseif(NOT _toywar_timeout_scale MATCHES "^[1-9][0-9]?$")
  message(FATAL_ERROR "TOYWAR_TEST_TIMEOUT_SCALE='${_toywar_timeout_scale}': "
                      "want a whole number from 1 to 99")
endif()

# set_tests_properties(TESTS... PROPERTIES NAME VALUE...), passed on with
# the value of every TIMEOUT scaled. Each argument is taken whole from
# ARGV<n> and passed on bracket-quoted: ${ARGV} would split list values
# (an ENVIRONMENT of two variables) and shift every name after them.
function(set_tests_properties)
  set(_call "_set_tests_properties(")
  set(_offset -1)    # position after PROPERTIES: even a name, odd a value
  set(_name "")
  math(EXPR _last "${ARGC} - 1")
  foreach(_i RANGE ${_last})
    set(_arg "${ARGV${_i}}")
    if(_offset GREATER -1)
      math(EXPR _odd "${_offset} % 2")
      if(_odd EQUAL 0)
        set(_name "${_arg}")
      elseif(_name STREQUAL "TIMEOUT" AND _arg MATCHES "^[0-9]+$")
        math(EXPR _arg "${_arg} * ${_toywar_timeout_scale}")
      endif()
      math(EXPR _offset "${_offset} + 1")
    elseif(_arg STREQUAL "PROPERTIES")
      set(_offset 0)
    endif()
    string(APPEND _call " [==[${_arg}]==]")
  endforeach()
  cmake_language(EVAL CODE "${_call})")
endfunction()
