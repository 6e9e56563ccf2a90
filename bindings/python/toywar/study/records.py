# SPDX-License-Identifier: MIT
"""The results file: JSON lines, one record per game, streamed as shards finish.

Line 1 is a header naming the study and its fingerprint
(``{"toywar_study": 1, "name": ..., "fingerprint": ..., "games": N}``);
every other line is one game's record (see play.play_game), with its
global index ``i``. A finished shard's records are written in one write and
flushed to disk, so a study stopped at any moment leaves whole shards and
at most one torn last line. Resuming reads the file, drops a torn line and
the records of any incomplete shard, and plays only the shards missing.
Records are in the order shards finished; sort them by ``i`` to compare.
"""

import json
import os
from typing import IO, Any, Dict, List, Optional, Sequence, Tuple

import toywar

from .errors import StudyError
from .spec import FORMAT_VERSION, Shard, Study

Record = Dict[str, Any]


def _index(record: Record) -> int:
    return int(record["i"])


def header(study: Study) -> Dict[str, Any]:
    """The first line: the study, its fingerprint, and the library's version
    (a results file is resumed only by the same version)."""
    return {"toywar_study": FORMAT_VERSION, "name": study.name,
            "fingerprint": study.fingerprint(), "games": study.total_games,
            "library": toywar.version()}


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def read(path: str) -> Tuple[Dict[str, Any], List[Record], bool]:
    """(header, records, torn) of a results file: the records in file
    order, and whether a torn or unreadable line was dropped."""
    records: List[Record] = []
    torn = False
    with open(path, "r", encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    head: Any = None
    for number, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            torn = True
            continue
        if number == 0:
            head = value
        elif isinstance(value, dict) and "i" in value:
            records.append(value)
        else:
            torn = True
    if not isinstance(head, dict) or "toywar_study" not in head:
        raise StudyError("%s is not a toywar-study results file (no header line)" % path)
    return head, records, torn


def load_records(path: str, study: Optional[Study] = None) -> List[Record]:
    """The records of a results file, sorted by index; with ``study``,
    StudyError if the file was written by another study."""
    head, records, _ = read(path)
    if study is not None:
        _check_header(path, head, study)
    return sorted(records, key=_index)


def _check_header(path: str, head: Dict[str, Any], study: Study) -> None:
    if head.get("fingerprint") != study.fingerprint():
        raise StudyError(
            "%s holds results of another study (%s, fingerprint %s; this one is %s, %s): "
            "the study file changed since; use --fresh to start over or --results "
            "for another file" % (path, head.get("name"), head.get("fingerprint"),
                                  study.name, study.fingerprint()))


class ResultsFile:
    """The results file of a run, opened for appending whole shards."""

    def __init__(self, path: str, study: Study, fresh: bool = False) -> None:
        self.path = path
        self.study = study
        self.done: Dict[str, List[Record]] = {}   # shard key -> its records
        self._handle: Optional[IO[str]] = None
        self.dropped = 0     # records (and torn lines) dropped on resume
        kept = [] if fresh or not os.path.exists(path) else self._resume()
        self._rewrite(kept)

    def _resume(self) -> List[Record]:
        head, records, torn = read(self.path)
        _check_header(self.path, head, self.study)
        if head.get("library") != toywar.version():
            raise StudyError(
                "%s was played by libtoywar %s, this is %s: its games may differ; use "
                "--fresh to start over or --results for another file"
                % (self.path, head.get("library", "(unknown)"), toywar.version()))
        by_index = {record["i"]: record for record in records}
        kept: List[Record] = []
        for shard in self.study.shards():
            indices = range(shard.start, shard.start + shard.count)
            if all(index in by_index for index in indices):
                self.done[shard.key] = [by_index[index] for index in indices]
                kept.extend(self.done[shard.key])
        self.dropped = len(records) - len(kept) + (1 if torn else 0)
        return kept

    def _rewrite(self, kept: Sequence[Record]) -> None:
        """Writes the header and the records kept, then renames over the
        file, so the file is whole at every moment."""
        directory = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(directory, exist_ok=True)
        temporary = self.path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            handle.write(_dumps(header(self.study)) + "\n")
            for record in kept:
                handle.write(_dumps(record) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, self.path)
        self._handle = open(self.path, "a", encoding="utf-8")

    def append(self, shard: Shard, records: List[Record]) -> None:
        """Records a finished shard: its records in one write, flushed."""
        assert self._handle is not None
        self._handle.write("".join(_dumps(record) + "\n" for record in records))
        self._handle.flush()
        os.fsync(self._handle.fileno())
        self.done[shard.key] = records

    def records(self) -> List[Record]:
        """Every record so far, sorted by index."""
        out = [record for records in self.done.values() for record in records]
        return sorted(out, key=_index)

    def close(self) -> None:
        if self._handle is not None:
            self._handle.close()
        self._handle = None

    def __enter__(self) -> "ResultsFile":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
