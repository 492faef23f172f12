"""What happens after a commit (never before): bot turns, timers, queued commands.

Everything goes out as a Celery task carrying ids and a version, so a task that arrives late or
twice finds the game has moved on and does nothing.

A publish that fails (the broker away, or Redis loading its data after a restart) never fails
the command whose commit it follows: the commit has landed, so its caller gets its answer, and a
retry without an idempotency key would play a second move. The failure is logged and counted
(``dashgames_followups_unsent``); the commit indexed what it owes (``P {owed}``: a bot's turn,
a clock; ``P {owed}:arc``: the archiving; ``P {owed}:cmd``: a queued command), so the
reconciler (``play/reconciler.py``) sends it again a grace later. Compaction and spills are
asked for again by later commits.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

from dashgames.infra import metrics
from dashgames.infra.dispatch import (
    AI_QUEUE,
    APPLY_TASK,
    ARCHIVE_QUEUE,
    ARCHIVE_TASK,
    BOT_TASK,
    COMPACT_TASK,
    RULES_QUEUE,
    SPILL_TASK,
    TIMER_TASK,
    Dispatch,
    send,
)
from dashgames.play import clocks

log = logging.getLogger(__name__)


def _send(dispatch: Dispatch, task: str, args: list[Any], queue: str, shown: str,
          **options: Any) -> None:
    """``send``, after a commit: a failure is logged and counted, never raised (above)."""
    try:
        send(dispatch, task, args, queue, shown, **options)
    except Exception as error:  # any broker failure: the owed-work index has it
        metrics.FOLLOWUPS_UNSENT.labels(task.rsplit(".", 1)[-1]).inc()
        log.warning("could not send %s (%s): %s; the reconciler sends what is owed again",
                    task, shown, type(error).__name__)


class Followups:
    def __init__(self, dispatch: Dispatch) -> None:
        self.dispatch = dispatch

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
                _send(self.dispatch, BOT_TASK, [game_id, seat, version], AI_QUEUE,
                     f"game {game_id} seat {seat} v{version}")
        for timer in started_timers:
            eta = datetime.fromtimestamp(timer["deadline"] - clocks.ahead(), tz=UTC)
            _send(self.dispatch, TIMER_TASK, [game_id, timer["id"], version], RULES_QUEUE,
                 f"game {game_id} timer {timer['id']} v{version}", eta=eta)

    def compact_archive(self, game_id: str, final: bool) -> None:
        # Background work, on its own queue: it must not hold up moves (a long log's bzip2
        # takes tens of ms of CPU), so deploy/Procfile runs its worker at a lower priority.
        _send(self.dispatch, COMPACT_TASK, [game_id, final], ARCHIVE_QUEUE,
             f"game {game_id}" + (" (ended)" if final else ""))

    def spill_archive(self, game_id: str) -> None:
        """A running game's archive passed ``SPILL_AT`` folded steps in Redis: the archive
        worker moves them into the history database (``Archiver.spill``). Nothing indexes it:
        a lost spill leaves the steps in Redis, and the fold ``SPILL_AT`` steps later asks again."""
        _send(self.dispatch, SPILL_TASK, [game_id], ARCHIVE_QUEUE, f"game {game_id} (spill)")

    def archive_game(self, game_id: str) -> None:
        """A game has ended: copy it into the history database (``dashgames.history.archive``),
        which rates it and tells its players. The commit that ended it indexed it in
        ``P {owed}:arc``, so the reconciler sends this again if it is lost."""
        _send(self.dispatch, ARCHIVE_TASK, [game_id], ARCHIVE_QUEUE, f"game {game_id} (archive)")

    def queue_command(self, command: dict[str, Any]) -> None:
        _send(self.dispatch, APPLY_TASK, [command], RULES_QUEUE,
             f"command {command['command_id']} of game {command['game_id']}")
