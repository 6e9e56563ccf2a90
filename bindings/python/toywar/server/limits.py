# SPDX-License-Identifier: MIT
"""What one toywar-server takes at most: every bound of docs/server.md,
with its default (the command's options set them)."""

from dataclasses import dataclass


@dataclass
class Limits:
    """What one server takes at most (docs/server.md, toywar-server --help)."""

    max_games: int = 1000          #: games held (a new one past it: 503)
    max_connections: int = 2000    #: WebSockets open at once (past it: 503)
    max_per_game: int = 32         #: connections to one game
    message_bytes: int = 4096      #: a frame past it closes the connection (1009)
    rate: float = 20.0             #: messages a second a connection may send...
    burst: int = 40                #: ...in bursts of this many
    flood: int = 100               #: refused for rate in a row: then closed (1008)
    create_rate: float = 1.0       #: games a second one address may create...
    create_burst: int = 20         #: ...in bursts of this many
    idle_seconds: float = 7 * 24 * 3600.0  #: a game not moved for this long is deleted
    sweep_seconds: float = 60.0    #: how often idle games are looked for
    body_bytes: int = 16384        #: an HTTP request body past it: 413
