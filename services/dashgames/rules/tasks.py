"""The rules service's Celery tasks (queue ``rules``): queued commands and timers.

Both take ids (a command is ids plus a move) and are idempotent: a command's answer is stored
under its id and idempotency key, and a timer does nothing once the game no longer has it
pending, so a redelivered task changes nothing.
"""

from __future__ import annotations

import threading
from functools import cache
from typing import Any

from celery.signals import celeryd_after_setup, worker_ready, worker_shutdown

from dashgames.platform import facade, layout
from dashgames.platform.celery_app import (
    APPLY_TASK,
    COMPACT_TASK,
    RULES_QUEUE,
    TIMER_TASK,
    app,
    celery_for,
)
from dashgames.platform.games import load_games
from dashgames.platform.settings import get_settings
from dashgames.platform.store import Store, dumps
from dashgames.rules import observe
from dashgames.rules.challenges import ChallengeDesk
from dashgames.rules.commands import Rules
from dashgames.rules.followups import Followups
from dashgames.rules.reconciler import Reconciler, run_forever
from dashgames.rules.results import Command, result_field, stored


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
    except facade.PlatformError as error:
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
    except facade.GameNotFound:
        return


@app.task(name=COMPACT_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def compact_archive(game_id: str, final: bool) -> None:
    """Compress a game's archive chunks again as one. Idempotent: a second run finds one chunk
    (or, after a fold meanwhile, merges what is there then); a game gone is nothing to do."""
    rules().store.compact_archive(game_id, final)


_reconciling = threading.Event()  # set: this worker consumes ``rules`` and runs a reconciler
_stop_reconciling = threading.Event()


@celeryd_after_setup.connect  # type: ignore[untyped-decorator]
def _consumes_rules(sender: str, instance: Any, **_: Any) -> None:
    if RULES_QUEUE in instance.app.amqp.queues.consume_from and get_settings().reconcile_every > 0:
        _reconciling.set()


@worker_ready.connect  # type: ignore[untyped-decorator]
def _start_reconciler(**_: Any) -> None:
    """Every ``rules`` worker sweeps the owed-work index (``reconciler``): a replacement
    started after a crash picks up at once what the crash lost."""
    if not _reconciling.is_set():
        return
    settings = get_settings()
    if not rules().store.cluster:  # a Redis written before the keys had hash tags
        layout.migrate(rules().store.redis, settings.key_prefix)
    desk = ChallengeDesk(rules().store, rules().followups)
    reconciler = Reconciler(rules().store, rules().followups, settings.owed_grace,
                            settings.heartbeat_seconds, also=(desk.sweep,))
    threading.Thread(target=run_forever, args=(reconciler, settings.reconcile_every,
                                               _stop_reconciling),
                     name="dashgames-reconciler", daemon=True).start()


@worker_shutdown.connect  # type: ignore[untyped-decorator]
def _stop_reconciler(**_: Any) -> None:
    _stop_reconciling.set()


# Load the games when the worker imports its tasks (before it reports ready), not on the first
# task: a turn clock must not wait for the imports.
rules()
