# SPDX-License-Identifier: MIT
"""python3 -m toywar.study: the toywar-study command."""
import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
