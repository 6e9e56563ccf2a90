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

# The function keeps the policies in force where it is defined: list()
# must keep the empty elements of the arguments (CMP0007).
cmake_policy(PUSH)
cmake_policy(SET CMP0007 NEW)
function(set_tests_properties)
  set(_args "${ARGV}")
  list(FIND _args TIMEOUT _at)
  if(_at GREATER -1)
    math(EXPR _value_at "${_at} + 1")
    list(GET _args ${_value_at} _seconds)
    if(_seconds MATCHES "^[0-9]+$")
      math(EXPR _seconds "${_seconds} * ${_toywar_timeout_scale}")
      list(REMOVE_AT _args ${_value_at})
      list(INSERT _args ${_value_at} ${_seconds})
    endif()
  endif()
  _set_tests_properties(${_args})
endfunction()
cmake_policy(POP)
