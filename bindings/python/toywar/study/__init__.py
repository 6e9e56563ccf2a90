# SPDX-License-Identifier: MIT
"""Studies at scale: many bot games on a Dask cluster, and their report.

A study file (TOML or JSON) declares games, params, bots, lineups, how
many games and a base seed; the runner plays it on a Dask cluster (a local
one by default), streaming compact per-game records into a JSON-lines
results file that a stopped study resumes from; the report turns the
records into win rates with Wilson intervals, first-player advantage,
game lengths and round-robin Elo ratings, with plots. docs/studies.md
tells the whole story; ``toywar-study --help`` (or ``python3 -m
toywar.study``) the command.

>>> from toywar import study
>>> plan = study.load("docs/studies/bot-ladder.toml")
>>> summary = study.run(plan, "ladder.jsonl")           # a local cluster
>>> study.write_report(plan, summary.records, "ladder.html")

Needs Python 3.11 or later (tomllib); Dask distributed (Debian's
python3-distributed) to run on a cluster, matplotlib (python3-matplotlib)
for the plots; the C bots as libtoywar_bots.so (built and installed with the
library).
"""

from typing import Any, Sequence

from .errors import StudyError, StudyFileError
from .play import play_game, run_shard
from .records import Record, load_records
from .runner import RunSummary, run
from .spec import Study, load

__all__ = ["load", "run", "write_report", "load_records", "play_game", "run_shard",
           "Study", "RunSummary", "StudyError", "StudyFileError"]


def write_report(study: Study, records: Sequence[Record], path: str, **options: Any) -> str:
    """Writes the report of ``records`` to ``path`` (.md or .html), its
    plots in a directory beside it; see toywar.study.report.write."""
    from . import report  # matplotlib is loaded only for a report
    return report.write(study, records, path, **options)
