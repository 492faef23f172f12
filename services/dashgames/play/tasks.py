"""The rules service's Celery tasks (queue ``rules``): queued commands and timers.

Both take ids (a command is ids plus a move) and are idempotent: a command's answer is stored
under its id and idempotency key, and a timer does nothing once the game no longer has it
pending, so a redelivered task changes nothing.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from dashgames.infra.celery_app import app, celery_for
from dashgames.infra.dispatch import APPLY_TASK, COMPACT_TASK, TIMER_TASK
from dashgames.infra.errors import GameNotFound, PlatformError
from dashgames.infra.games import load_games
from dashgames.infra.redis_client import dumps
from dashgames.infra.settings import get_settings
from dashgames.play import observe
from dashgames.play.commands import Rules
from dashgames.play.followups import Followups
from dashgames.play.results import Command, result_field, stored
from dashgames.play.store import Store


@cache
def rules() -> Rules:
    settings = get_settings()
    load_games(settings)
    return Rules(Store.connect(settings), Followups(celery_for(settings)))


@app.task(name=APPLY_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def apply_command(command: dict[str, Any]) -> None:
    cmd = Command.from_json(command)
    try:
        rules().apply(cmd)
    except PlatformError as error:
        if not cmd.reply:
            return  # a bot's stale move, say: a newer task covers the game's new version
        # Someone waits for this answer: hand over the error and free the idempotency key, so
        # that a retry (with a fresh If-Match, say) runs again.
        raw = error.to_json()
        rules().store.record(
            cmd.game_id, cmd.idem_field, cmd.command_id, "",
            result_field(cmd.command_id), stored(0, {"s": cmd.seat, "perr": raw}),
            reply=dumps({"perr": raw}),
        )


@app.task(name=TIMER_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def fire_timer(game_id: str, timer_id: str, version: int) -> None:
    """``version`` is the one the timer was set for (kept for logs): the check that matters is
    whether the game still has this timer pending, which the rules service makes."""
    observe.timer_started(fire_timer.request.eta)
    command = Command(game_id, "timer", None, f"t-{timer_id}", timer_id)
    try:
        rules().apply(command)
    except GameNotFound:
        return


@app.task(name=COMPACT_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def compact_archive(game_id: str, final: bool) -> None:
    """Compress a game's archive chunks again as one. Idempotent: a second run finds one chunk
    (or, after a fold meanwhile, merges what is there then); a game gone is nothing to do."""
    rules().store.log.compact_archive(game_id, final)


# Load the games when the worker imports its tasks (before it reports ready), not on the first
# task: a turn clock must not wait for the imports.
rules()
