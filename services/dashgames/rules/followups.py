"""What happens after a commit (never before): bot turns, timers, queued commands.

Everything goes out as a Celery task carrying ids and a version, so a task that arrives late or
twice finds the game has moved on and does nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from celery import Celery

from dashgames.platform.celery_app import (
    AI_QUEUE,
    APPLY_TASK,
    BOT_TASK,
    RULES_QUEUE,
    TIMER_TASK,
)


class Followups:
    def __init__(self, celery: Celery) -> None:
        self.celery = celery

    def after_commit(
        self,
        game_id: str,
        version: int,
        seats: list[dict[str, Any]],
        to_act: list[int],
        started_timers: list[dict[str, Any]],
    ) -> None:
        for seat in to_act:
            if seats[seat]["k"] == "bot":
                self.celery.send_task(BOT_TASK, args=[game_id, seat, version], queue=AI_QUEUE)
        for timer in started_timers:
            eta = datetime.fromtimestamp(timer["deadline"], tz=UTC)
            self.celery.send_task(
                TIMER_TASK, args=[game_id, timer["id"], version], eta=eta, queue=RULES_QUEUE
            )

    def queue_command(self, command: dict[str, Any]) -> None:
        self.celery.send_task(APPLY_TASK, args=[command], queue=RULES_QUEUE)
