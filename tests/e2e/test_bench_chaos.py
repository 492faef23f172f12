"""The chaos run, short (``make chaos`` runs the full one): every process type killed once
(the API's whole process group and one of its gunicorn workers, a rules, the ai, the archive
and the pairing worker, and Redis killed and started again on its data), in a random order,
while five tables play games of every type over HTTP on the processes of deploy/Procfile.
Nothing acknowledged is lost or applied twice, no game stalls, every game finishes and its
replay verifies, and no stream follower misses or doubles an event across the breaks.

The per-move clock here outlasts the API's restart on this machine (about 10 s), and no seat
lets it run out on purpose (a turn left to a 15 s clock would read as a stall); ``make chaos``
keeps 3 s clocks, so there seats go to the clock's bot while the API is down, and their retries
get their first answers (play/commit.py, ``RESULT_SECONDS``). The clocks still run, and Dash
and Cache's sand timer fires. In ``make test-long``: a few minutes alone.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from bench.chaos.players import Plan
from bench.chaos.processes import KINDS
from bench.chaos.run import Config, run


@pytest.mark.long
@pytest.mark.timeout(900)  # a few minutes alone; much longer while others load the 2 cores
def test_a_short_chaos_run_loses_nothing(tmp_path: Path) -> None:
    config = Config(injections=len(KINDS), games=5, seed=11, pause=(0.2, 1.0),
                    finish_seconds=300.0,
                    plan=Plan(per_move_seconds=15.0, think=(0.02, 0.15), idle_chance=0.0))
    # In a thread of its own: a browser test before it in this worker leaves Playwright's
    # event loop running in the main thread, and the run starts its own (asyncio.run).
    with ThreadPoolExecutor(1) as pool:
        outcome = pool.submit(run, config, tmp_path).result()
    print("\n" + outcome.table())
    assert outcome.findings.notes == []
    assert outcome.failures() == dict.fromkeys(outcome.failures(), 0)
    assert dict(outcome.injections) == dict.fromkeys(KINDS, 1)
    assert outcome.findings.finished >= 5
    assert outcome.findings.acked > 100
    assert outcome.findings.account_events > 0 and outcome.findings.game_events > 0
