"""Workers survive Redis restarts (issue 32, item 2).

A private ``redis-server`` (never the machine's shared one) is stopped and started again, on the
same socket and append-only file, while a ``rules`` worker holds countdown tasks (the turn
clocks of games that tick on their own) and an ``ai`` worker answers a bot's turns. Before the
fix every worker holding a message died at the first restart (``AttributeError: 'NoneType'
object has no attribute 'hostname'`` from kombu's channel close). After each restart:

* both workers are still running (same processes);
* every short clock fires again within 10 s, and a bot answers a human's move within 10 s;
* the broker's unacknowledged pile stays the size of what the workers hold (the long clocks
  and the short ones), instead of growing by the held messages at each restart.

The full 20 restarts are ``long``; the suite runs three.
"""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from celery import Celery

from dashgames.accounts.types import Player
from dashgames.infra.broker import broker_url
from dashgames.infra.local import PrivateRedis, start_worker, stop_worker
from dashgames.infra.settings import from_env
from dashgames.play import lifecycle
from dashgames.play.commands import Rules
from dashgames.play.followups import Followups
from dashgames.play.results import Command, new_command_id
from dashgames.play.store import Store
from dashgames.play.types import SeatSpec

ROOT = Path(__file__).resolve().parents[2]
RESUME_SECONDS = 10.0
SHORT_CLOCK = 2.0  # these games' clocks fire every 2 s, a countdown held at every restart
LONG_CLOCK = 60.0  # these are held across all the restarts
ANN, BOB = Player("ann", "ann", False), Player("bob", "bob", False)


class Platform:
    """A private Redis, a rules worker and an ai worker on it, and this process's rules
    service publishing to it through a Celery app of its own (the process's shared app talks
    to the session's broker)."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.redis = PrivateRedis(data_dir)
        path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
        self.env = {**os.environ, "REDIS_URL": self.redis.url, "CELERY_BROKER_URL": "",
                    "DASHGAMES_KEY_PREFIX": f"dgrs{uuid.uuid4().hex[:6]}:",
                    "DASHGAMES_EXTRA_GAMES": "tests.support.toy_games",
                    "DASHGAMES_HEARTBEAT": "1", "DASHGAMES_ISOLATION": "0", "PYTHONPATH": path}
        self.settings = from_env(self.env)
        celery = Celery(f"restarts-{uuid.uuid4().hex[:6]}", set_as_current=False,
                        broker=broker_url(self.settings.broker_url))
        celery.conf.update(task_serializer="json", accept_content=["json"],
                           broker_transport_options={"visibility_timeout": 3600})
        self.celery = celery
        self.followups = Followups(celery)
        self.store = Store.connect(self.settings)
        self.workers = [start_worker("rules,archive", self.env),
                        start_worker("ai,pairing", self.env)]
        ends = time.monotonic() + 60
        while not all(self.store.workers.live(q, 3.0) for q in ("rules", "ai")):
            assert all(w.poll() is None for w in self.workers), "a worker exited at start"
            assert time.monotonic() < ends, "the workers did not start"
            time.sleep(0.1)

    def restart_redis(self) -> None:
        self.redis.stop()  # SIGTERM: Redis writes its append-only file and exits
        self.redis = PrivateRedis(self.data_dir)  # same socket, same file

    def stop(self) -> None:
        for worker in self.workers:
            worker.terminate()
        for worker in self.workers:
            stop_worker(worker, seconds=10.0)
        self.celery.close()
        self.redis.stop()

    def clock_game(self, seconds: float) -> str:
        """Two people who never move: the clock passes the turn every ``seconds``."""
        game_id = lifecycle.create_game(
            self.store, self.followups, ANN, "toy_duel", {"turn_seconds": seconds},
            [SeatSpec("human"), SeatSpec("human")], 0)
        join = {"player": BOB.id, "name": BOB.name}
        joined = Rules(self.store, self.followups).apply(
            Command(game_id, "join", 1, new_command_id(), join))
        assert joined.status == "applied", joined
        return game_id

    def bot_game(self) -> str:
        return lifecycle.create_game(self.store, self.followups, ANN, "toy_duel",
                                     {"target": 100},
                                     [SeatSpec("human"), SeatSpec("bot")], 0)

    def version(self, game_id: str) -> int:
        return int(self.store.meta(game_id)["v"])

    def unacked(self) -> int:
        return int(self.store.redis.hlen("unacked"))


@pytest.fixture
def platform(tmp_path: Path) -> Iterator[Platform]:
    running = Platform(tmp_path / "redis")
    try:
        yield running
    finally:
        running.stop()


def _wait(what: str, done: Any, seconds: float = RESUME_SECONDS) -> None:
    ends = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < ends, f"{what}: not within {seconds} s"
        time.sleep(0.1)


def _bot_answers(platform: Platform, game_id: str) -> None:
    """The human (seat 0) rolls; the bot (seat 1) must answer within the time allowed."""
    rules = Rules(platform.store, platform.followups)
    before = platform.version(game_id)
    result = rules.apply(Command(game_id, "move", 0, new_command_id(), {"type": "roll",
                                                                         "dice": 1}))
    assert result.status == "applied", result
    _wait("the bot's answer", lambda: platform.version(game_id) >= before + 2)


def restarts_leave_every_worker_serving(platform: Platform, restarts: int) -> None:
    short = [platform.clock_game(SHORT_CLOCK) for _ in range(3)]
    long = [platform.clock_game(LONG_CLOCK) for _ in range(4)]
    pids = [w.pid for w in platform.workers]
    started = {g: platform.version(g) for g in [*short, *long]}
    _wait("the first clocks", lambda: all(platform.version(g) > started[g] for g in short))
    held = len(short) + len(long)
    _wait("the countdowns held", lambda: platform.unacked() >= held)
    for n in range(restarts):
        versions = {g: platform.version(g) for g in short}
        platform.restart_redis()
        restarted = time.monotonic()
        assert [w.poll() for w in platform.workers] == [None, None], f"restart {n}: a worker died"
        _wait(f"restart {n}: the short clocks",
              lambda versions=versions: all(platform.version(g) > v
                                            for g, v in versions.items()))
        _bot_answers(platform, platform.bot_game())  # a new game each time: none ends
        assert time.monotonic() - restarted < 2 * RESUME_SECONDS
        assert [w.pid for w in platform.workers] == pids
        assert [w.poll() for w in platform.workers] == [None, None], f"restart {n}: a worker died"
        # What the workers hold: one countdown per clock game (a short one may be between two),
        # and nothing left behind by the restarts.
        assert platform.unacked() <= held + 2, f"restart {n}: {platform.unacked()} unacked"
    assert all(platform.version(g) == started[g] for g in long)  # not due yet: held throughout
    assert all(platform.store.workers.live(q, 3.0) == 1 for q in ("rules", "ai"))


def test_workers_survive_three_redis_restarts_holding_countdowns(platform: Platform) -> None:
    restarts_leave_every_worker_serving(platform, 3)


@pytest.mark.long
def test_workers_survive_twenty_redis_restarts_holding_countdowns(platform: Platform) -> None:
    restarts_leave_every_worker_serving(platform, 20)


@pytest.mark.long  # make test restarts Redis three times under the workers (above)
def test_workers_survive_their_broker_connections_being_cut_while_holding_messages(
    platform: Platform,
) -> None:
    """Redis drops every subscriber connection (``CLIENT KILL TYPE pubsub``, as a failover or a
    proxy may) while the workers hold countdowns and pairing passes: a message delivered on the
    lost channel and acked after it closed must not stop the worker (it did: kombu rebuilt the
    closed channel's pool from a connection that was gone, an unrecoverable AttributeError)."""
    short = [platform.clock_game(SHORT_CLOCK) for _ in range(3)]
    held = len(short)
    _wait("the countdowns held", lambda: platform.unacked() >= held)
    for n in range(5):
        platform.store.redis.client_kill_filter(_type="pubsub")
        versions = {g: platform.version(g) for g in short}
        _wait(f"cut {n}: the short clocks",
              lambda versions=versions: all(platform.version(g) > v for g, v in versions.items()))
        _bot_answers(platform, platform.bot_game())
        assert [w.poll() for w in platform.workers] == [None, None], f"cut {n}: a worker died"
