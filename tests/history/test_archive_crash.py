"""An archive worker killed (SIGKILL, a real process) between its database commit and its Redis
step: a replacement finishes the job, and the game is archived, rated and announced exactly
once. On a real PostgreSQL (``postgres_url``)."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from dashgames.accounts.inbox import Inbox
from dashgames.history.archive import GAME_FINISHED, STALL_AFTER_COMMIT
from dashgames.infra.local import start_worker
from dashgames.play.types import SeatSpec
from dashgames.records.database import open_history
from dashgames.records.schema import games, rating_history, ratings
from tests.play.crash_platform import START_SECONDS, CrashPlatform
from tests.support.service_helpers import wait_until


@pytest.fixture
def platform(tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
             ) -> Iterator[CrashPlatform]:
    monkeypatch.setenv("DASHGAMES_DATABASE_URL", postgres_url)
    made = CrashPlatform(tmp_path)
    try:
        yield made
    finally:
        made.stop()


def start(platform: CrashPlatform, kind: str, queue: str, **env: str) -> None:
    before = platform.store.workers.names(queue, 60.0)
    platform.workers[kind] = start_worker(queue, {**platform.env, **env})
    ends = time.monotonic() + START_SECONDS
    while not platform.store.workers.names(queue, 60.0) - before:
        assert platform.workers[kind].poll() is None, f"the {kind} worker exited at start"
        assert time.monotonic() < ends, f"the {kind} worker did not start"
        time.sleep(0.05)


def count(engine: sa.Engine, table: sa.Table, *where: Any) -> int:
    with engine.connect() as db:
        return int(db.execute(sa.select(sa.func.count()).select_from(table).where(*where))
                   .scalar_one())


def test_an_archive_worker_killed_mid_way_archives_exactly_once(platform: CrashPlatform) -> None:
    service, store = platform.service, platform.store
    engine = open_history(platform.settings.history_url)
    assert engine.dialect.name == "postgresql"
    start(platform, "rules", "rules")  # its reconciler resends what the kill loses
    start(platform, "archive", "archive", **{STALL_AFTER_COMMIT: "60"})
    ann, _ = service.create_player("ann", False)
    bob, _ = service.create_player("bob", True)  # a bot account: rated like anyone
    game = service.create_game(ann, "toy_duel", {}, [SeatSpec("human"), SeatSpec("human")], 0,
                               rated=True)
    service.join(bob, game.id, 1)
    for mover in (ann, bob):  # a rated game counts once each account has moved
        roll = service.submit_move(mover, game.id, {"type": "roll", "dice": 1}, None, None, False)
        assert roll.error is None, roll.error
    service.resign(ann, game.id)

    wait_until(lambda: count(engine, games, games.c.id == game.id), seconds=60)
    worker = platform.workers.pop("archive")  # committed, now asleep before its Redis step
    os.kill(worker.pid, signal.SIGKILL)
    worker.wait()
    meta_key = store.game_key(game.id, "meta")
    assert "arch" not in store.meta(game.id)
    assert store.redis.ttl(meta_key) == -1  # nothing set to expire before the game is settled
    assert store.redis.zscore(store.archive_owed_key(), game.id) is not None
    inbox = Inbox(store.redis, store.prefix)
    assert [e for e in inbox.after(ann.id, "0") if e.type == GAME_FINISHED] == []

    start(platform, "archive", "archive")
    wait_until(lambda: store.meta(game.id).get("arch") == "1", seconds=60)
    assert count(engine, games, games.c.id == game.id) == 1
    assert count(engine, rating_history, rating_history.c.game_id == game.id) == 2
    with engine.connect() as db:
        played = db.execute(sa.select(ratings.c.player_id, ratings.c.games, ratings.c.is_bot)
                            .order_by(ratings.c.player_id)).all()
    assert sorted(played) == sorted([(ann.id, 1, False), (bob.id, 1, True)])
    for player in (ann, bob):
        told = [e.data for e in inbox.after(player.id, "0") if e.type == GAME_FINISHED]
        assert len(told) == 1 and told[0]["rating_change"] is not None
    assert 0 < store.redis.ttl(meta_key) <= platform.settings.archived_ttl
    assert store.redis.zscore(store.archive_owed_key(), game.id) is None
