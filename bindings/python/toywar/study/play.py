# SPDX-License-Identifier: MIT
"""Playing games: one game into its record, one shard into its records.

This is what runs on a Dask worker. It needs only the study's payload
(plain data, Study.payload()) and a shard, so a task is small to send, and
it is deterministic: game ``i`` is seeded ``seed + i``, the bot at seat
``s`` ``bots.bot_seed(seed + i, s)``, the dice roll with the game's
built-in generator. The same shard gives the same records on any worker.
"""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import toywar

from . import bots
from .errors import StudyError
from .spec import Payload, params_text, seats_of

Record = Dict[str, Any]


def _winner(winner: Union[int, toywar.Outcome, None]) -> Union[int, str]:
    """A seat, "draw" or "nobody" (Outcome's values)."""
    if isinstance(winner, toywar.Outcome):
        return str(winner.value)
    if winner is None:
        raise StudyError("the game is over but names no winner")
    return winner


def play_game(game_name: str, params: Sequence[Tuple[str, Any]], seats: Sequence[str],
              specs: Mapping[str, str], seed: int, max_decisions: int = 100000,
              replay: bool = False) -> Record:
    """Plays one game between C bots and returns its record (a dict).

    ``params``: ((key, value), ...); ``seats``: bot names by seat;
    ``specs``: bot name -> twbot spec. The record: seed, game, params,
    seats, first (the seat that made the first decision), winner (a seat,
    "draw" or "nobody"), rewards (twbot_rewards(): 1 a win, alone or with
    the winner's team, 1/k at a k-way draw), scores, length (decisions)
    and moves (chance outcomes included); replay (the replay text) on
    request.
    """
    players: List[bots.Bot] = []
    game = toywar.Game(game_name, params_text(params), seed=seed)
    try:
        if game.num_players != len(seats):
            raise StudyError("%s %s has %d seats, the lineup %d" % (
                game_name, params_text(params), game.num_players, len(seats)))
        players = [bots.Bot(specs[name], bots.bot_seed(seed, seat))
                   for seat, name in enumerate(seats)]
        first, decisions = _play_out(game, players, max_decisions, seed)
        record: Record = {
            "seed": seed, "game": game_name, "params": dict(params), "seats": list(seats),
            "first": first, "winner": _winner(game.winner), "rewards": bots.rewards(game),
            "scores": game.scores, "length": decisions, "moves": _history_length(game),
        }
        if replay:
            record["replay"] = game.save_replay()
        return record
    finally:
        for player in players:
            player.close()
        game.close()


def _check(game: toywar.Game, status: int, what: str) -> int:
    if status < 0:
        c = toywar.lib()
        raise StudyError("%s: %s: %s: %s" % (
            game.name, what, (c.tw_status_string(status) or b"").decode("utf-8"), game.error))
    return status


def _advance(game: toywar.Game) -> None:
    # tw_game_advance() itself: Game.advance() also writes every outcome
    # in notation, which a study never reads.
    _check(game, toywar.lib().tw_game_advance(bots.handle(game)), "tw_game_advance")


def _history_length(game: toywar.Game) -> int:
    return _check(game, toywar.lib().tw_game_history(bots.handle(game), None, 0),
                  "tw_game_history")


def _play_out(game: toywar.Game, players: Sequence["bots.Bot"], max_decisions: int,
              seed: int) -> Tuple[Optional[int], int]:
    first: Optional[int] = None
    decisions = 0
    while True:
        player = game.current_player
        if player is toywar.TERMINAL:
            return first, decisions
        if player is toywar.CHANCE:
            _advance(game)
            continue
        assert isinstance(player, int)
        if decisions >= max_decisions:
            raise StudyError("%s seed %d: no end after %d decisions (max_decisions)"
                             % (game.name, seed, decisions))
        if first is None:
            first = player
        game.apply(players[player].choose(game))
        decisions += 1


def run_shard(payload: Payload, start: int, count: int) -> List[Record]:
    """Plays games ``start`` .. ``start + count - 1`` of a study (all of one
    cell) and returns their records, each with its index ``i``, in order.
    This is the Dask task."""
    game_name, params, lineup, rotate, offset = _cell_of(payload, start)
    pairs = tuple((str(key), value) for key, value in params)
    records = []
    for index in range(start, start + count):
        seats = seats_of(lineup, rotate, index - offset)
        record = play_game(game_name, pairs, seats, payload["bots"],
                           payload["seed"] + index, payload["max_decisions"],
                           payload["replays"])
        records.append(dict({"i": index}, **record))
    return records


def _cell_of(payload: Payload, start: int) -> Any:
    found = None
    for cell in payload["cells"]:
        if cell[4] <= start:
            found = cell
    if found is None:
        raise StudyError("no cell holds game %d" % start)
    return found
