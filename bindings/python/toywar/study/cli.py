# SPDX-License-Identifier: MIT
"""toywar-study: run a study file and write its report (docs/studies.md)."""

import argparse
import os
import sys
from typing import List, Optional

from .errors import StudyError

_EPILOG = """\
Without --scheduler a local Dask cluster of --workers processes runs the
study; with it, the cluster of that scheduler (started with `dask scheduler`
and `dask worker ADDRESS` on its hosts). Finished shards are kept in the
results file: run the same command again to resume a stopped study.

exit status: 0 done, 1 a failed game or run, 2 a bad study file or usage,
130 interrupted (the finished shards are saved).
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toywar-study", epilog=_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Plays a study (a TOML or JSON file of games, params, bots and seeds) "
                    "on a Dask cluster and writes its report.")
    parser.add_argument("study", help="the study file (.toml or .json)")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="a Dask scheduler's address (tcp://host:8786)")
    where.add_argument("--workers", type=int, metavar="N",
                       help="worker processes of the local cluster (default: the CPUs)")
    where.add_argument("--serial", action="store_true",
                       help="no Dask: play every shard in this process")
    parser.add_argument("--results", metavar="FILE",
                        help="the results file (JSON lines; default: STUDY without its "
                             "extension + .jsonl)")
    parser.add_argument("--report", metavar="FILE",
                        help="the report, .md or .html (default: STUDY without its "
                             "extension + .md), its plots in FILE without extension/")
    parser.add_argument("--fresh", action="store_true",
                        help="start over: discard the results file's records")
    parser.add_argument("--check", action="store_true",
                        help="only check the study file and print its plan")
    parser.add_argument("--report-only", action="store_true",
                        help="write the report from the results file, play nothing")
    parser.add_argument("--no-report", action="store_true", help="play, write no report")
    parser.add_argument("--no-plots", action="store_true", help="a report without plots")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--retries", type=int, default=2, metavar="N",
                        help="retries of a shard that raised an error (default 2)")
    return parser


def _default(path: str, ext: str) -> str:
    return os.path.splitext(path)[0] + ext


def main(argv: Optional[List[str]] = None) -> int:
    """The command; returns its exit status."""
    args = _parser().parse_args(argv)
    if args.workers is not None and args.workers < 1:
        print("toywar-study: --workers needs at least 1", file=sys.stderr)
        return 2
    from . import spec, runner, records, write_report
    try:
        study = spec.load(args.study)
    except StudyError as exc:
        print("toywar-study: %s" % exc, file=sys.stderr)
        return 2
    if args.check:
        print(study.describe())
        return 0
    results = args.results or _default(args.study, ".jsonl")
    report = args.report or _default(args.study, ".md")
    try:
        if args.report_only:
            rows = records.load_records(results, study)
        else:
            summary = runner.run(study, results, scheduler=args.scheduler,
                                 workers=args.workers, serial=args.serial, fresh=args.fresh,
                                 progress=not args.quiet, retries=args.retries)
            rows = summary.records
            if not args.quiet:
                print("toywar-study: %d shards played, %d resumed, %d games in %s, "
                      "%.1f s on %d workers" % (len(summary.played), summary.resumed,
                                                len(rows), results, summary.seconds,
                                                summary.workers), file=sys.stderr)
        if not args.no_report:
            write_report(study, rows, report, plots=not args.no_plots)
            if not args.quiet:
                print("toywar-study: report in %s" % report, file=sys.stderr)
    except KeyboardInterrupt:
        print("\ntoywar-study: stopped; the finished shards are in %s: run again to "
              "resume" % results, file=sys.stderr)
        return 130
    except (StudyError, OSError) as exc:
        print("toywar-study: %s" % exc, file=sys.stderr)
        return 1
    return 0
