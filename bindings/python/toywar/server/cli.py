# SPDX-License-Identifier: MIT
"""toywar-server: the command (docs/server.md)."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from typing import List, Optional

from .limits import Limits

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2

_EPILOG = """\
Open http://HOST:PORT/ and "Create online game" from the menu: each human
seat gets its own secret link, and the spectators one. The games and every
move are kept in the --db file (SQLite, WAL): a server stopped or killed
and started again on the same file resumes every game where it was.

exit status: 0 stopped by SIGINT or SIGTERM, 1 could not start or run (the
port is taken, the database or the libraries cannot be opened), 2 bad usage.
"""


def _parser() -> argparse.ArgumentParser:
    limits = Limits()
    parser = argparse.ArgumentParser(
        prog="toywar-server", epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Serves toywar games online: the web page and a WebSocket protocol on "
                    "one port, each player sent his seat and nothing more.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    parser.add_argument("--db", default="toywar-server.db", metavar="FILE",
                        help="the SQLite file of the games (default ./toywar-server.db)")
    parser.add_argument("--web", metavar="DIR",
                        help="the built web page (web/ after ./scripts/web.sh; default: "
                             "$TOYWAR_WEB, or the checkout's web/ when it is built)")
    parser.add_argument("--max-games", type=int, default=limits.max_games, metavar="N",
                        help="games held at once (default %(default)s)")
    parser.add_argument("--max-connections", type=int, default=limits.max_connections,
                        metavar="N", help="WebSockets open at once (default %(default)s)")
    parser.add_argument("--max-per-game", type=int, default=limits.max_per_game, metavar="N",
                        help="connections to one game (default %(default)s)")
    parser.add_argument("--message-bytes", type=int, default=limits.message_bytes,
                        metavar="N", help="the largest message read (default %(default)s)")
    parser.add_argument("--rate", type=float, default=limits.rate, metavar="N",
                        help="messages a second one connection may send (default %(default)s)")
    parser.add_argument("--create-rate", type=float, default=limits.create_rate, metavar="N",
                        help="games a second one address may create, after a burst of %d "
                             "(default %%(default)s)" % limits.create_burst)
    parser.add_argument("--idle-hours", type=float, default=limits.idle_seconds / 3600,
                        metavar="H", help="a game not moved for this long is deleted "
                                          "(default %(default)s)")
    parser.add_argument("--quiet", action="store_true", help="log warnings only")
    return parser


def default_web_root() -> Optional[str]:
    """$TOYWAR_WEB, or the checkout's web/ once scripts/web.sh built it."""
    env = os.environ.get("TOYWAR_WEB")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    web = os.path.abspath(os.path.join(here, "..", "..", "..", "..", "web"))
    built = os.path.isfile(os.path.join(web, "vendor", "toywar", "dist", "toywar_wasm.mjs"))
    return web if built else None


def _room_for(connections: int) -> None:
    """Raises the open files' soft limit towards what the connections need
    (one each, and some for the database and the page's files)."""
    try:
        import resource
    except ImportError:  # not on this platform: the limit stays
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = connections + 64
    if soft != resource.RLIM_INFINITY and soft < want:
        top = want if hard == resource.RLIM_INFINITY else min(want, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (top, hard))


def main(argv: Optional[List[str]] = None) -> int:
    """The command; returns its exit status."""
    args = _parser().parse_args(argv)
    numbers = (args.port, args.max_games, args.max_connections, args.max_per_game,
               args.message_bytes)
    if not 0 <= args.port <= 65535 or min(numbers[1:]) < 1 or args.rate <= 0 \
            or args.idle_hours <= 0 or args.create_rate <= 0:
        print("toywar-server: the port is 0..65535 and every limit is positive",
              file=sys.stderr)
        return EXIT_USAGE
    web_root = args.web or default_web_root()
    if web_root is not None and not os.path.isfile(os.path.join(web_root, "index.html")):
        print("toywar-server: --web %s: no index.html there" % web_root, file=sys.stderr)
        return EXIT_USAGE
    logging.basicConfig(level=logging.WARNING if args.quiet else logging.INFO,
                        format="toywar-server: %(message)s")
    try:
        from aiohttp import web
        from .app import Server
        from .store import Store
        limits = Limits(max_games=args.max_games, max_connections=args.max_connections,
                        max_per_game=args.max_per_game, message_bytes=args.message_bytes,
                        rate=args.rate, burst=max(1, int(2 * args.rate)),
                        create_rate=args.create_rate,
                        idle_seconds=args.idle_hours * 3600)
        _room_for(args.max_connections)
        server = Server(Store(args.db), limits, web_root)
        if web_root is None:
            logging.warning("no web page to serve (build it with ./scripts/web.sh, or "
                            "--web DIR): the WebSocket protocol only")
        web.run_app(server.app(), host=args.host, port=args.port,
                    print=lambda _: logging.info("listening on http://%s:%d/", args.host,
                                                 args.port),
                    handle_signals=True)
    except ImportError as error:
        print("toywar-server: %s (Debian: apt-get install python3-aiohttp)" % error,
              file=sys.stderr)
        return EXIT_FAILED
    except Exception as error:  # the port, the database, the libraries
        print("toywar-server: %s" % error, file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK
