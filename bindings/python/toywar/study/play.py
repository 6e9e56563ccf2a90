"""Playing games: one game into its record, one shard into its records.

This is what runs on a Dask worker. It needs only the study's payload
(plain data, Study.payload()) and a shard, so a task is small to send, and
it is deterministic: game ``i`` is seeded ``seed + i``, the bot at seat
``s`` ``bots.bot_seed(seed + i, s)``, the dice roll with the game's
built-in generator. The same shard gives the same records on any worker.
"""

import toywar

from . import bots
from .errors import StudyError
from .spec import params_text, seats_of

DRAW = "draw"        #: winner of a game with a shared result
NOBODY = "nobody"    #: winner of a game every player lost


def _winner(code):
    if code >= 0:
        return code
    if code == toywar.WINNER_DRAW:
        return DRAW
    if code == toywar.WINNER_NOBODY:
        return NOBODY
    raise StudyError("the game is over but has no winner code (%d)" % code)


def play_game(game_name, params, seats, specs, seed, max_decisions=100000, replay=False):
    """Plays one game between C bots and returns its record (a dict).

    ``params``: ((key, value), ...); ``seats``: bot names by seat;
    ``specs``: bot name -> twbot spec. The record: seed, game, params,
    seats, first (the seat that made the first decision), winner (a seat,
    "draw" or "nobody"), rewards (twbot_rewards(): 1 a win, alone or with
    the winner's team, 1/k at a k-way draw), scores, length (decisions)
    and moves (chance outcomes included); replay (the replay text) on
    request.
    """
    players = []
    game = toywar.Game(game_name, params_text(params), seed=seed)
    try:
        if game.num_players != len(seats):
            raise StudyError("%s %s has %d seats, the lineup %d" % (
                game_name, params_text(params), game.num_players, len(seats)))
        players = [bots.Bot(specs[name], bots.bot_seed(seed, seat))
                   for seat, name in enumerate(seats)]
        first, decisions = _play_out(game, players, max_decisions, seed)
        record = {
            "seed": seed, "game": game_name, "params": dict(params), "seats": list(seats),
            "first": first, "winner": _winner(game.winner), "rewards": bots.rewards(game),
            "scores": game.scores, "length": decisions, "moves": len(game.history),
        }
        if replay:
            record["replay"] = game.save_replay()
        return record
    finally:
        for player in players:
            player.close()
        game.close()


def _play_out(game, players, max_decisions, seed):
    first, decisions = None, 0
    while True:
        player = game.current_player
        if player == toywar.TERMINAL:
            return first, decisions
        if player == toywar.CHANCE:
            game.advance()
            continue
        if decisions >= max_decisions:
            raise StudyError("%s seed %d: no end after %d decisions (max_decisions)"
                             % (game.name, seed, decisions))
        if first is None:
            first = player
        game.apply(players[player].choose(game))
        decisions += 1


def run_shard(payload, start, count):
    """Plays games ``start`` .. ``start + count - 1`` of a study (all of one
    cell) and returns their records, each with its index ``i``, in order.
    This is the Dask task."""
    cell = _cell_of(payload, start)
    game_name, params, lineup, rotate, offset = cell
    params = tuple(tuple(pair) for pair in params)
    records = []
    for index in range(start, start + count):
        seats = seats_of(lineup, rotate, index - offset)
        record = play_game(game_name, params, seats, payload["bots"],
                           payload["seed"] + index, payload["max_decisions"],
                           payload["replays"])
        records.append(dict({"i": index}, **record))
    return records


def _cell_of(payload, start):
    found = None
    for cell in payload["cells"]:
        if cell[4] <= start:
            found = cell
    if found is None:
        raise StudyError("no cell holds game %d" % start)
    return found
