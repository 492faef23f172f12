"""A platform of its own for the crash tests: a private Redis (also the broker) and real
``rules`` and ``ai`` workers that the tests kill with SIGKILL and replace.

Separate from the session's workers (``tests/conftest.py``), which other tests share: killing
those would stall them, and they would take this platform's tasks if both used one broker.
The test process plays the API: it creates games and applies human moves in-process through a
``GameService`` whose Celery app talks to this Redis.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

import redis
from celery import Celery

from dashgames.accounts.types import Player
from dashgames.infra.local import PrivateRedis, start_worker, stop_worker
from dashgames.infra.settings import broker_url_for, from_env
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.play.types import SeatSpec
from dashgames.play.verify import verify_replay

ROOT = Path(__file__).resolve().parents[2]
GRACE = 1.0  # DASHGAMES_OWED_GRACE of this platform
BOUND = 10.0  # the bound: a game continues within this long of a replacement being up
START_SECONDS = 60.0
QUEUES = {"rules": "rules,archive", "ai": "ai"}


class DroppedFollowups(Followups):
    """The follow-ups of a process that dies right after its commit: nothing is queued."""

    def __init__(self) -> None:
        super().__init__(Celery("dropped", set_as_current=False))

    def after_commit(self, *args: Any, **kwargs: Any) -> None:
        return None

    def queue_command(self, command: dict[str, Any]) -> None:
        return None


@dataclass
class Figures:
    """What the fault tests report: kills, games that had to wait for the reconciler, and
    the longest wait after a replacement was up."""

    tries: int = 0
    stalls: int = 0
    longest: float = 0.0
    games: int = 0
    waits: list[float] = field(default_factory=list)
    kills: dict[str, int] = field(default_factory=dict)

    def line(self) -> str:
        waited = sum(w >= GRACE for w in self.waits)
        return (f"tries {self.tries} {self.kills}, games {self.games}, waits {len(self.waits)} "
                f"({waited} of {GRACE:.0f} s or more), stalls (> {GRACE + 1:.0f} s) "
                f"{self.stalls}, longest wait after a replacement was up {self.longest:.2f} s")


class CrashPlatform:
    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.redis = PrivateRedis(data_dir)
        self.env = {
            **os.environ,
            "REDIS_URL": self.redis.url,
            "CELERY_BROKER_URL": broker_url_for(self.redis.url),
            "DASHGAMES_KEY_PREFIX": "dgcrash:",
            "DASHGAMES_EXTRA_GAMES": "tests.support.toy_games",
            "DASHGAMES_HEARTBEAT": "0.5",
            "DASHGAMES_OWED_GRACE": str(GRACE),
            "DASHGAMES_RECONCILE_EVERY": "0.2",
            "DASHGAMES_ISOLATION": "0",
            "PYTHONPATH": os.pathsep.join(
                p for p in (str(ROOT / "services"), str(ROOT), os.environ.get("PYTHONPATH", ""))
                if p),
        }
        self.settings = dataclasses.replace(from_env(self.env), extra_games=())
        self.store = Store.connect(self.settings)
        self.celery = Celery("crash-tests", broker=self.settings.broker_url, set_as_current=False)
        self.workers: dict[str, subprocess.Popen[bytes]] = {}
        self.service = self._service()

    def _service(self, **changes: Any) -> Any:
        """The real back end, with a Celery app of its own: the process's one app
        (``celery_for``) talks to the session's broker when other tests ran first."""
        from dashgames.http import backend

        settings = dataclasses.replace(self.settings, **changes)
        with mock.patch.object(backend, "celery_for", lambda _: self.celery):
            return backend.GameService(settings, self.store)

    def isolated_service(self) -> Any:
        """A back end in isolation mode: every move goes through the ``rules`` queue."""
        return self._service(isolation=True, sync_wait_seconds=10.0)

    # ---- workers ----------------------------------------------------------------------------
    def start(self, kind: str) -> float:
        """Start a ``kind`` worker and wait until its heartbeat shows; returns when it did."""
        before = self.store.workers.names(kind, 60.0)
        process = start_worker(QUEUES[kind], self.env)
        self.workers[kind] = process
        ends = time.monotonic() + START_SECONDS
        while not self.store.workers.names(kind, 60.0) - before:
            assert process.poll() is None, f"the {kind} worker exited at start"
            assert time.monotonic() < ends, f"the {kind} worker did not start"
            time.sleep(0.05)
        return time.monotonic()

    def kill(self, kind: str) -> None:
        process = self.workers.pop(kind)
        os.kill(process.pid, signal.SIGKILL)
        process.wait()

    def restart_redis(self) -> float:
        """kill -9 the Redis (game data and broker, its append-only file on), start it again
        on the same data and socket; returns when it answers."""
        os.kill(self.redis.pid, signal.SIGKILL)
        self.redis.stop()  # reaps it and lets go of the data directory's lock
        self.redis = PrivateRedis(self.data_dir)
        assert self.redis.url == self.env["REDIS_URL"]
        up_at = time.monotonic()
        # A Celery worker may exit when its broker connection drops (kombu fails closing the
        # lost channel: "Unrecoverable error"); a deployment's supervisor starts it again
        # (deploy/compose.yaml: restart: unless-stopped; k8s: a Deployment), as here.
        time.sleep(0.5)
        for kind, process in list(self.workers.items()):
            if process.poll() is not None:
                del self.workers[kind]
                up_at = self.start(kind)
        return up_at

    def stop(self) -> None:
        for process in self.workers.values():
            process.terminate()
        for process in self.workers.values():
            stop_worker(process, seconds=5.0)
        self.redis.stop()

    # ---- games ------------------------------------------------------------------------------
    def bot_game(self, game_type: str, players: int, options: dict[str, Any] | None = None,
                 human: bool = False) -> tuple[str, Player]:
        """A game of bots (seat 0 a human who never moves, with ``human``), started."""
        creator, _ = self.service.create_player("creator", False)
        specs = [SeatSpec("bot") for _ in range(players)]
        if human:
            specs[0] = SeatSpec("human")
        summary = self.service.create_game(creator, game_type, options, specs,
                                           0 if human else None)
        return summary.id, creator

    def version(self, game_id: str) -> tuple[int, str]:
        for _ in range(50):
            try:
                meta = self.store.meta(game_id)
                return int(meta["v"]), meta["st"]
            except redis.ConnectionError:  # a Redis just restarted: the next try reconnects
                time.sleep(0.1)
        raise AssertionError("the Redis did not come back")

    def check_replay(self, game_id: str) -> None:
        """The game ended with an exact replay: versions contiguous from 1, each step once,
        and the seed, every move, roll and event reproduce."""
        meta = self.store.meta(game_id)
        assert meta["st"] == "finished", game_id
        steps = self.store.log.all_steps(game_id, int(meta["av"]))
        assert [s.version for s in steps] == list(range(2, int(meta["v"]) + 1)), game_id
        replay = dataclasses.asdict(self.service.replay(game_id))
        assert verify_replay(json.loads(json.dumps(replay))) == [], game_id


def wait_for_progress(platform: CrashPlatform, since: dict[str, int], up_at: float,
                      figures: Figures) -> None:
    """Each game of ``since`` (id -> version when the replacement came up) moves past that
    version or ends within ``BOUND`` of ``up_at``; the wait goes into ``figures``."""
    waiting = dict(since)
    while waiting:
        now = time.monotonic()
        for game_id, seen in list(waiting.items()):
            version, status = platform.version(game_id)
            if version > seen or status == "finished":
                wait = now - up_at
                figures.waits.append(wait)
                figures.longest = max(figures.longest, wait)
                figures.stalls += wait > GRACE + 1
                del waiting[game_id]
        assert now - up_at < BOUND, f"games stuck {BOUND} s after a replacement: {waiting}"
        time.sleep(0.02)


def play_through_kills(platform: CrashPlatform, tries: int, make_game: Callable[[int], str],
                       parallel: int, seed: int, kinds: tuple[str, ...] = ("rules", "ai")
                       ) -> Figures:
    """Keep ``parallel`` games going (``make_game(i)`` starts the i-th); ``tries`` times, at
    a random moment, kill -9 one process of ``kinds`` (the rules or the ai worker, or the
    Redis), start a replacement, and check every running game moves on within the bound.
    Then play every game out and check its replay."""
    rng = random.Random(seed)
    figures = Figures()
    games = [make_game(i) for i in range(parallel)]
    for attempt in range(tries):
        time.sleep(rng.uniform(0.0, 0.6))
        kind = kinds[attempt % len(kinds)] if attempt < len(kinds) else rng.choice(kinds)
        figures.tries += 1
        if kind == "redis":
            up_at = platform.restart_redis()
        else:
            platform.kill(kind)
            time.sleep(rng.uniform(0.0, 0.3))
            up_at = platform.start(kind)
        figures.kills[kind] = figures.kills.get(kind, 0) + 1
        running = {}
        for i, game_id in enumerate(games):
            version, status = platform.version(game_id)
            if status == "finished":
                platform.check_replay(game_id)
                games[i] = make_game(parallel + attempt * parallel + i)
                figures.games += 1
            else:
                running[game_id] = version
        wait_for_progress(platform, running, up_at, figures)
    ends = time.monotonic() + 120.0
    for game_id in games:
        while platform.version(game_id)[1] != "finished":
            assert time.monotonic() < ends, f"game {game_id} did not finish"
            time.sleep(0.05)
        platform.check_replay(game_id)
        figures.games += 1
    return figures
