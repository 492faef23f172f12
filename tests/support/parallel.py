"""The suite on every core (pytest-xdist, ``make test``): each worker process runs tests with a
platform of its own, and what the processes of one run could share is told apart here."""

from __future__ import annotations

from collections.abc import Mapping

import pytest


def redis_db(env: Mapping[str, str]) -> str:
    """This process's database on a given Redis (``REDIS_URL``): ``DASHGAMES_TEST_REDIS_DB``
    (default 15) less the xdist worker's index, ``gw1`` one below; a plain run takes the given
    one. The Celery queues live in it too: two workers sharing one would flush it under each
    other and take each other's tasks."""
    base = int(env.get("DASHGAMES_TEST_REDIS_DB", "15"))
    worker = env.get("PYTEST_XDIST_WORKER", "gw0")
    db = base - int(worker.removeprefix("gw") or 0)
    assert db >= 0, f"xdist worker {worker} has no Redis database below {base}"
    return str(db)


def runs_tests(config: pytest.Config) -> bool:
    """False in the process that controls xdist's workers (it runs no test itself)."""
    return hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None)
