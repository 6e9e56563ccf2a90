# SPDX-License-Identifier: MIT
"""python3 -m toywar.server: the toywar-server command."""
import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
