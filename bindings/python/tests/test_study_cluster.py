# SPDX-License-Identifier: MIT
"""toywar.study on Dask clusters of this machine: the records of 1 and 2
worker processes equal a single-process run, and a worker killed in the
middle of a study loses no game.

Needs Dask distributed (Debian: python3-distributed, importable from
Debian's /usr/bin/python3); without it these tests skip, unless
TOYWAR_STUDY_REQUIRE=1 (scripts/ci/study.sh), where they fail.
"""

import logging
import os
import signal
import unittest

try:
    from test_study import TINY, TempDir, need
except ImportError:  # run as tests.test_study_cluster
    from tests.test_study import TINY, TempDir, need

# Shards long enough (4 games of MCTS each) for a worker to be killed in
# the middle of one.
LONGER = TINY.replace("shard_size = 2", "shard_size = 4").replace(
    "games = 3", "games = 8").replace('mcts = "mcts:20"', 'mcts = "mcts:150"')


class ClusterTest(TempDir):
    def setUp(self):
        super().setUp()
        try:
            import distributed
        except ImportError:
            need(False, "Dask distributed is not importable from this Python")
        self.distributed = distributed

    def run_on(self, plan, name, **options):
        return self.study.run(plan, os.path.join(self.dir, name), progress=False, **options)

    def test_any_number_of_workers_gives_the_same_records(self):
        plan = self.tiny()
        alone = self.run_on(plan, "serial.jsonl", serial=True)
        one = self.run_on(plan, "one.jsonl", workers=1)
        two = self.run_on(plan, "two.jsonl", workers=2)
        self.assertEqual((one.workers, two.workers), (1, 2))
        self.assertEqual(len(alone.records), 8)
        self.assertEqual(one.records, alone.records)
        self.assertEqual(two.records, alone.records)

    def test_a_killed_worker_loses_no_game(self):
        plan = self.tiny(LONGER)
        reference = self.run_on(plan, "serial.jsonl", serial=True)
        cluster = self.distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
            silence_logs=logging.CRITICAL)
        self.addCleanup(cluster.close)
        client = self.distributed.Client(cluster)
        self.addCleanup(client.close)
        killed = []

        def kill_a_busy_worker(shard, records, summary):
            if killed:
                return
            busy = [address for address, keys in client.processing().items() if keys]
            if not busy:
                return
            pid = client.run(os.getpid, workers=[busy[0]])[busy[0]]
            killed.append((pid, busy[0]))
            os.kill(pid, signal.SIGKILL)

        run = self.run_on(plan, "killed.jsonl", scheduler=cluster.scheduler_address,
                          on_shard=kill_a_busy_worker)
        self.assertTrue(killed, "no worker was busy when a shard finished")
        self.assertNotIn(killed[0][0], client.run(os.getpid).values())  # it died
        self.assertEqual(sorted(run.played), sorted(s.key for s in plan.shards()))
        self.assertEqual(run.records, reference.records)


if __name__ == "__main__":
    unittest.main()
