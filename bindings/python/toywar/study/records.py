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

from .errors import StudyError
from .spec import FORMAT_VERSION


def header(study):
    return {"toywar_study": FORMAT_VERSION, "name": study.name,
            "fingerprint": study.fingerprint(), "games": study.total_games}


def _dumps(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def read(path):
    """(header, records, torn) of a results file: the records in file
    order, and whether a torn or unreadable line was dropped."""
    records, torn = [], False
    with open(path, "r", encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    head = None
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


def load_records(path, study=None):
    """The records of a results file, sorted by index; with ``study``,
    StudyError if the file was written by another study."""
    head, records, _ = read(path)
    if study is not None:
        _check_header(path, head, study)
    return sorted(records, key=lambda record: record["i"])


def _check_header(path, head, study):
    if head.get("fingerprint") != study.fingerprint():
        raise StudyError(
            "%s holds results of another study (%s, fingerprint %s; this one is %s, %s): "
            "the study file changed since; use --fresh to start over or --results "
            "for another file" % (path, head.get("name"), head.get("fingerprint"),
                                  study.name, study.fingerprint()))


class ResultsFile:
    """The results file of a run, opened for appending whole shards."""

    def __init__(self, path, study, fresh=False):
        self.path = path
        self.study = study
        self.done = {}       # shard key -> its records
        self._handle = None
        self.dropped = 0     # records (and torn lines) dropped on resume
        kept = [] if fresh or not os.path.exists(path) else self._resume()
        self._rewrite(kept)

    def _resume(self):
        head, records, torn = read(self.path)
        _check_header(self.path, head, self.study)
        by_index = {record["i"]: record for record in records}
        kept = []
        for shard in self.study.shards():
            indices = range(shard.start, shard.start + shard.count)
            if all(index in by_index for index in indices):
                self.done[shard.key] = [by_index[index] for index in indices]
                kept.extend(self.done[shard.key])
        self.dropped = len(records) - len(kept) + (1 if torn else 0)
        return kept

    def _rewrite(self, kept):
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

    def append(self, shard, records):
        """Records a finished shard: its records in one write, flushed."""
        self._handle.write("".join(_dumps(record) + "\n" for record in records))
        self._handle.flush()
        os.fsync(self._handle.fileno())
        self.done[shard.key] = records

    def records(self):
        """Every record so far, sorted by index."""
        out = [record for records in self.done.values() for record in records]
        return sorted(out, key=lambda record: record["i"])

    def close(self):
        if self._handle is not None:
            self._handle.close()
        self._handle = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
