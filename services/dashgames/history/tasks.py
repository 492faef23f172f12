"""The history's Celery tasks (queue ``archive``): copy a finished game into the history
database, spill a running game's older steps into it (``history/archive.py`` does both)."""

from __future__ import annotations

from functools import cache
from typing import Any

from celery.signals import celeryd_after_setup

from dashgames.history.archive import Archiver
from dashgames.infra.celery_app import app
from dashgames.infra.dispatch import ARCHIVE_QUEUE, ARCHIVE_TASK, SPILL_TASK
from dashgames.infra.games import load_games
from dashgames.infra.settings import get_settings
from dashgames.play.store import Store
from dashgames.records.database import open_history


@cache
def archiver() -> Archiver:
    settings = get_settings()
    load_games(settings)
    return Archiver(settings, Store.connect(settings), open_history(settings.history_url))


@celeryd_after_setup.connect  # type: ignore[untyped-decorator]
def _open_history_at_start(sender: str, instance: Any, **_: Any) -> None:
    """A worker that archives opens the history database (running its migrations) before it
    takes a task."""
    if ARCHIVE_QUEUE in instance.app.amqp.queues.consume_from:
        archiver()


@app.task(name=ARCHIVE_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def archive_game(game_id: str) -> None:
    """Idempotent: a second run writes no second row and publishes no second event."""
    archiver().archive(game_id)


@app.task(name=SPILL_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def spill_steps(game_id: str) -> None:
    """Idempotent: a second run finds the range in the database, or nothing left to move."""
    archiver().spill(game_id)
