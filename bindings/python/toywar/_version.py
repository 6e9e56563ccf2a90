# SPDX-License-Identifier: MIT
"""The package's version: the version of libtoywar it was written for.

The one place it is written; pyproject.toml reads it, and a test checks it
against the version in the repository's CMakeLists.txt.
"""

__version__ = "1.0.0"
