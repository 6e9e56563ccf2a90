# SPDX-License-Identifier: MIT
"""Running a study: its shards on a Dask cluster (or in this process),
streamed into the results file with a progress bar.

- No address: a LocalCluster of worker processes on this machine (one
  thread each: the bots are CPU-bound C).
- A scheduler address (``tcp://host:8786``): that cluster's workers, which
  need this package and the two libraries (docs/studies.md).
- ``serial``: no Dask at all, every shard in this process, one after the
  other (for debugging, and as the reference the tests compare against).

Shards already in the results file are not played again. A worker that
dies takes its running shards with it; the scheduler gives them to another
worker (Dask's own rescheduling), and a shard that fails with an exception
is retried ``retries`` times before the run stops with its error.
"""

import logging
import os
import sys
import time
import uuid
from dataclasses import dataclass, field
from typing import IO, Any, Callable, Dict, List, Optional, Sequence, Tuple

import toywar

from . import bots, play
from .errors import StudyError
from .records import Record, ResultsFile
from .spec import Shard, Study

#: on_shard(shard, records, summary), called after each shard is written
OnShard = Callable[[Shard, List[Record], "RunSummary"], None]
Finished = Callable[[Shard, List[Record]], None]

_PACKAGE_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


@dataclass
class RunSummary:
    """What a run did: the shards it played (keys, in the order they
    finished), the shards it found done, and every record of the study so
    far, sorted by index."""
    played: List[str] = field(default_factory=list)
    resumed: int = 0
    dropped: int = 0
    records: List[Record] = field(default_factory=list)
    seconds: float = 0.0
    workers: int = 0


class Progress:
    """A progress bar on a terminal, a line at every tenth elsewhere."""

    WIDTH = 30

    def __init__(self, total: int, done: int = 0, stream: Optional[IO[str]] = None,
                 enabled: bool = True) -> None:
        self.total, self.done, self.start_done = total, done, done
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled and total > 0
        self.tty = self.enabled and hasattr(self.stream, "isatty") and self.stream.isatty()
        self.start = time.monotonic()
        self.next_tenth = (10 * done) // max(total, 1) + 1

    def update(self, games: int) -> None:
        self.done += games
        if not self.enabled:
            return
        if self.tty:
            self.stream.write("\r" + self.line())
            if self.done >= self.total:
                self.stream.write("\n")
        elif 10 * self.done >= self.next_tenth * self.total:
            self.next_tenth = (10 * self.done) // self.total + 1
            self.stream.write(self.line() + "\n")
        self.stream.flush()

    def line(self) -> str:
        filled = self.WIDTH * self.done // self.total
        seconds = time.monotonic() - self.start
        rate = (self.done - self.start_done) / seconds if seconds > 0 else 0.0
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        return "[%s%s] %d/%d games, %.1f games/s, %s elapsed, %s left" % (
            "#" * filled, "." * (self.WIDTH - filled), self.done, self.total, rate,
            _clock(seconds), _clock(left))


def _clock(seconds: float) -> str:
    seconds = int(seconds + 0.5)
    return "%d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def run(study: Study, results_path: str, *, scheduler: Optional[str] = None,
        workers: Optional[int] = None, serial: bool = False, fresh: bool = False,
        progress: bool = True, stream: Optional[IO[str]] = None, retries: int = 2,
        on_shard: Optional[OnShard] = None) -> RunSummary:
    """Plays the shards of ``study`` not yet in ``results_path`` and
    returns a RunSummary.

    ``on_shard(shard, records, summary)`` is called after each shard is
    written (the tests stop a run or kill a worker from it). Ctrl-C (or
    KeyboardInterrupt from on_shard) stops the run with every finished
    shard saved; run again to resume.
    """
    started = time.monotonic()
    summary = RunSummary()
    with ResultsFile(results_path, study, fresh=fresh) as results:
        summary.resumed, summary.dropped = len(results.done), results.dropped
        todo = [shard for shard in study.shards() if shard.key not in results.done]
        bar = Progress(study.total_games, sum(len(r) for r in results.done.values()),
                       stream, progress)

        def finished(shard: Shard, records: List[Record]) -> None:
            results.append(shard, records)
            summary.played.append(shard.key)
            bar.update(len(records))
            if on_shard is not None:
                on_shard(shard, records, summary)

        try:
            if serial or not todo:
                summary.workers = 1
                _run_serial(study, todo, finished)
            else:
                _run_dask(study, todo, finished, scheduler, workers, retries, summary)
        finally:
            summary.records = results.records()
            summary.seconds = time.monotonic() - started
    return summary


def _run_serial(study: Study, todo: Sequence[Shard], finished: Finished) -> None:
    payload = study.payload()
    for shard in todo:
        finished(shard, play.run_shard(payload, shard.start, shard.count))


def _run_dask(study: Study, todo: Sequence[Shard], finished: Finished,
              scheduler: Optional[str], workers: Optional[int], retries: int,
              summary: RunSummary) -> None:
    try:
        import distributed
    except ImportError:
        raise StudyError(
            "Dask distributed is not importable from this Python (%s): install it "
            "(Debian: apt-get install python3-distributed) and run with that Python, "
            "or use --serial" % sys.executable) from None
    client, cluster = _connect(distributed, scheduler, workers)
    futures = {}
    try:
        summary.workers = len(client.scheduler_info().get("workers", {}))
        payload = study.payload()
        run_id = uuid.uuid4().hex[:8]
        for shard in todo:
            key = "toywar-study-%s-%s-%s" % (study.fingerprint(), run_id, shard.key)
            future = client.submit(play.run_shard, payload, shard.start, shard.count,
                                   key=key, retries=retries)
            futures[future] = shard
        for future in distributed.as_completed(list(futures)):
            shard = futures[future]
            try:
                records = future.result()
            except Exception as exc:  # the task's error, after its retries
                raise StudyError("shard %s (games %d..%d, seeds %d..%d) failed: %s: %s" % (
                    shard.key, shard.start, shard.start + shard.count - 1,
                    study.seed + shard.start, study.seed + shard.start + shard.count - 1,
                    type(exc).__name__, exc)) from exc
            finished(shard, records)
            future.release()
    finally:
        if futures:
            client.cancel(list(futures))
        client.close()
        if cluster is not None:
            cluster.close()


def _connect(distributed: Any, scheduler: Optional[str], workers: Optional[int]
             ) -> Tuple[Any, Any]:
    if scheduler:
        try:
            return distributed.Client(scheduler, timeout="20s"), None
        except (OSError, TimeoutError) as exc:
            raise StudyError("cannot reach the Dask scheduler at %s: %s"
                             % (scheduler, exc)) from None
    _export_package_path()
    cluster = distributed.LocalCluster(
        n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
        dashboard_address=":0", silence_logs=logging.ERROR)
    return distributed.Client(cluster), cluster


def _export_package_path() -> None:
    """The local workers are new processes: they import this package from
    where this one was imported, and load the very libraries it loaded."""
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    if _PACKAGE_ROOT not in paths:
        os.environ["PYTHONPATH"] = os.pathsep.join([_PACKAGE_ROOT] + [p for p in paths if p])
    bots.library()
    for variable, path in (("TOYWAR_LIBRARY", toywar.library_path()),
                           ("TOYWAR_BOTS_LIBRARY", bots.LIBRARY_PATH)):
        if path and os.path.isabs(path):
            os.environ.setdefault(variable, path)
