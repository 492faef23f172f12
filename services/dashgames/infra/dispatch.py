"""The dispatch port: how a feature hands work to a queue without importing the broker.

The queue and task names live here (a task's name travels on the wire with every queued
message, so these strings stay as they are whatever module runs the task). ``Dispatch`` is what
a feature's service is given to publish with: the one Celery app (``infra/celery_app.py``)
satisfies it, and so does any test double with a ``send_task``. Nothing here imports Celery.
"""

from __future__ import annotations

from typing import Any, Protocol

RULES_QUEUE = "rules"
AI_QUEUE = "ai"
ARCHIVE_QUEUE = "archive"
PAIRING_QUEUE = "pairing"
PUSH_QUEUE = "push"
APPLY_TASK = "dashgames.rules.apply_command"
TIMER_TASK = "dashgames.rules.fire_timer"
COMPACT_TASK = "dashgames.rules.compact_archive"
ARCHIVE_TASK = "dashgames.history.archive_game"
SPILL_TASK = "dashgames.history.spill_steps"
BOT_TASK = "dashgames.ai.choose_move"
PAIR_TASK = "dashgames.pairing.pair"
PUSH_TASK = "dashgames.push.notify"
TOURNAMENTS_TASK = "dashgames.pairing.tournaments"


class Dispatch(Protocol):
    """Publishes a task by name (Celery's ``send_task``)."""

    def send_task(self, name: str, *args: Any, **options: Any) -> Any: ...


def send(dispatch: Dispatch, task: str, args: list[Any], queue: str, shown: str,
         **options: Any) -> None:
    """Publish ``task``; ``shown`` stands for its arguments in logs and monitors. Left to
    Celery, that text is a safe-repr walk of the arguments, which cost more CPU than all the
    rest of a publish."""
    dispatch.send_task(task, args=args, queue=queue, argsrepr=shown, kwargsrepr="{}", **options)
