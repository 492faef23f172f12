"""The suite's two tiers and its parallel run: what `make test` leaves to `make test-long` runs
there, in CI too, and the xdist workers of one run never share a Redis database."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from tests.support.parallel import redis_db, runs_tests

ROOT = Path(__file__).resolve().parents[1]


def _recipe(target: str) -> str:
    makefile = (ROOT / "Makefile").read_text()
    found = re.search(rf"^{re.escape(target)}:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert found, f"no target {target} in the Makefile"
    return found.group(1)


def test_the_two_tiers_split_the_suite_on_the_long_marker_and_ci_runs_both() -> None:
    recipe = _recipe("test").splitlines()
    parallel, alone = recipe[1], recipe[-1]
    assert '-n $(TEST_WORKERS) --dist worksteal -m "not long and not alone"' in parallel
    assert "lint typecheck" in recipe[0] and "[ $$checked = 0 ]" in recipe[-2]
    assert '-m "alone and not long"' in alone and " -n " not in alone
    long_parallel, long_alone = _recipe("test-long").splitlines()
    assert '-n $(LONG_WORKERS) -m "long and not alone"' in long_parallel
    assert '-m "long and alone"' in long_alone and " -n " not in long_alone
    steps = [line.strip() for line in (ROOT / ".ci/run").read_text().splitlines()]
    assert steps.index("make test") < steps.index("make test-long")


def test_each_xdist_worker_takes_its_own_redis_database() -> None:
    assert redis_db({}) == "15"
    assert redis_db({"DASHGAMES_TEST_REDIS_DB": "8"}) == "8"
    assert redis_db({"DASHGAMES_TEST_REDIS_DB": "14", "PYTEST_XDIST_WORKER": "gw0"}) == "14"
    assert redis_db({"DASHGAMES_TEST_REDIS_DB": "14", "PYTEST_XDIST_WORKER": "gw3"}) == "11"


def test_the_process_that_controls_the_workers_runs_no_test_and_makes_no_history_file() -> None:
    def config(numprocesses: int | None, worker: bool) -> Any:
        made = SimpleNamespace(option=SimpleNamespace(numprocesses=numprocesses))
        if worker:
            made.workerinput = {"workerid": "gw0"}
        return made

    assert runs_tests(config(None, worker=False))  # no xdist, or `-n 0`
    assert runs_tests(config(0, worker=False))
    assert not runs_tests(config(2, worker=False))
    assert runs_tests(config(2, worker=True))
