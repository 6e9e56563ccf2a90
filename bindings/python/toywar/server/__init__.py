# SPDX-License-Identifier: MIT
"""toywar-server: an authoritative game server for online play.

The server keeps every game (the rules on the server, libtoywar through
the toywar package) and sends each player his seat and nothing more: the
JSON view for his seat, the log as he may know it, his legal moves; moves
are applied on behalf of a seat and refused out of turn. It serves the
web page and its WebSocket protocol on one port, rolls the dice with its
own generator, and commits every move to SQLite before it acknowledges
it. docs/server.md has the protocol; ``toywar-server --help`` the command.

Needs aiohttp (Debian's python3-aiohttp) and the bots' library
(libtoywar_bots.so, as toywar.study finds it).
"""
