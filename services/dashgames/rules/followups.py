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
    ARCHIVE_QUEUE,
    ARCHIVE_TASK,
    BOT_TASK,
    COMPACT_TASK,
    RULES_QUEUE,
    SPILL_TASK,
    TIMER_TASK,
    send,
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
                send(self.celery, BOT_TASK, [game_id, seat, version], AI_QUEUE,
                     f"game {game_id} seat {seat} v{version}")
        for timer in started_timers:
            eta = datetime.fromtimestamp(timer["deadline"], tz=UTC)
            send(self.celery, TIMER_TASK, [game_id, timer["id"], version], RULES_QUEUE,
                 f"game {game_id} timer {timer['id']} v{version}", eta=eta)

    def compact_archive(self, game_id: str, final: bool) -> None:
        # Background work, on its own queue: it must not hold up moves (a long log's bzip2
        # takes tens of ms of CPU), so deploy/Procfile runs its worker at a lower priority.
        send(self.celery, COMPACT_TASK, [game_id, final], ARCHIVE_QUEUE,
             f"game {game_id}" + (" (ended)" if final else ""))

    def spill_archive(self, game_id: str) -> None:
        """A running game's archive passed ``SPILL_AT`` folded steps in Redis: the archive
        worker moves them into the history database (``Archiver.spill``). Nothing indexes it:
        a lost spill leaves the steps in Redis, and the fold ``SPILL_AT`` steps later asks again."""
        send(self.celery, SPILL_TASK, [game_id], ARCHIVE_QUEUE, f"game {game_id} (spill)")

    def archive_game(self, game_id: str) -> None:
        """A game has ended: copy it into the history database (``dashgames.rules.archive``),
        which rates it and tells its players. The commit that ended it indexed it in
        ``P {owed}:arc``, so the reconciler sends this again if it is lost."""
        send(self.celery, ARCHIVE_TASK, [game_id], ARCHIVE_QUEUE, f"game {game_id} (archive)")

    def queue_command(self, command: dict[str, Any]) -> None:
        send(self.celery, APPLY_TASK, [command], RULES_QUEUE,
             f"command {command['command_id']} of game {command['game_id']}")
