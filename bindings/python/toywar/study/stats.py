# SPDX-License-Identifier: MIT
"""The statistics of a report: Wilson intervals, quantiles, Elo ratings.

Standard library only, deterministic (the bootstrap draws from a fixed
seed), so the same records always give the same report.
"""

import math
import random
from typing import Dict, List, Sequence, Tuple

#: one game of a pair: (bot a, bot b, a's score: 1, 0.5 or 0)
PairGame = Tuple[str, str, float]

Z95 = 1.959963984540054  #: the normal quantile of a two-sided 95 % interval


def wilson(successes: int, trials: int, z: float = Z95) -> Tuple[float, float]:
    """The Wilson score interval (low, high) of a proportion; (0, 1) for no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """The q-quantile of sorted values, linearly interpolated (NumPy's default)."""
    if not sorted_values:
        return float("nan")
    position = q * (len(sorted_values) - 1)
    low = int(math.floor(position))
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (position - low)


def elo_ratings(players: Sequence[str], games: Sequence[PairGame], prior_draws: float = 1.0,
                iterations: int = 2000) -> Dict[str, float]:
    """Bradley-Terry ratings on the Elo scale from pairwise results.

    ``games``: a list of (a, b, score of a) with the score 1, 0.5 or 0.
    Each pair that met also gets ``prior_draws`` virtual draws, so that a
    bot that won every game gets a finite rating. Fitted by the MM
    algorithm (Hunter 2004); returns {player: Elo}, the first player at 0.
    """
    index = {player: n for n, player in enumerate(players)}
    count = len(players)
    met = [[0.0] * count for _ in range(count)]
    wins = [0.0] * count
    for a, b, score in games:
        i, j = index[a], index[b]
        met[i][j] += 1
        met[j][i] += 1
        wins[i] += score
        wins[j] += 1 - score
    for i in range(count):
        for j in range(i + 1, count):
            if met[i][j] > 0:
                met[i][j] += prior_draws
                met[j][i] += prior_draws
                wins[i] += prior_draws / 2
                wins[j] += prior_draws / 2
    strength = [1.0] * count
    for _ in range(iterations):
        changed = 0.0
        for i in range(count):
            denominator = sum(met[i][j] / (strength[i] + strength[j])
                              for j in range(count) if met[i][j] > 0)
            if denominator > 0 and wins[i] > 0:
                new = wins[i] / denominator
                changed = max(changed, abs(math.log(new / strength[i])))
                strength[i] = new
        norm = strength[0]
        strength = [value / norm for value in strength]
        if changed < 1e-10:
            break
    return {player: 400 * math.log10(strength[index[player]]) for player in players}


def elo_intervals(players: Sequence[str], games: Sequence[PairGame], resamples: int = 400,
                  seed: int = 2026, prior_draws: float = 1.0
                  ) -> Dict[str, Tuple[float, float]]:
    """95 % bootstrap intervals of elo_ratings(): the games of each pair
    are resampled with replacement, the ratings refitted, and the 2.5 and
    97.5 percentiles kept. Returns {player: (low, high)} (the first
    player's is (0, 0): the others are measured from it)."""
    by_pair: Dict[Tuple[str, str], List[PairGame]] = {}
    for game in games:
        by_pair.setdefault((game[0], game[1]), []).append(game)
    pairs = sorted(by_pair)
    draw = random.Random(seed)
    samples: Dict[str, List[float]] = {player: [] for player in players}
    for _ in range(resamples):
        resampled: List[PairGame] = []
        for pair in pairs:
            pool = by_pair[pair]
            resampled.extend(pool[draw.randrange(len(pool))] for _ in pool)
        fitted = elo_ratings(players, resampled, prior_draws, iterations=300)
        for player in players:
            samples[player].append(fitted[player])
    out = {}
    for player in players:
        values = sorted(samples[player])
        out[player] = (quantile(values, 0.025), quantile(values, 0.975))
    return out
