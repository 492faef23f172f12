"""The worker process: the one Celery app with every feature's tasks, and what each worker runs
beside them. ``celery -A dashgames.worker worker -Q <queues>`` (deploy/Procfile).

The task modules are imported here, by name, so the import checker sees every one; each
registers its tasks on the app (``infra/celery_app.py``). Beside the tasks, every worker
refreshes a heartbeat per queue it consumes (the API's readiness counts them), logs through
``infra/logs.py`` and serves its metrics when ``DASHGAMES_METRICS_PORT`` is set; a worker that
consumes ``rules`` also runs the reconciler (``play/reconciler.py``), which sweeps the
challenges' deadlines on the same beat.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from celery.signals import (
    celeryd_after_setup,
    setup_logging,
    task_postrun,
    task_prerun,
    worker_ready,
    worker_shutdown,
)

import dashgames.ai.tasks
import dashgames.history.tasks
import dashgames.matchmaking.tasks
import dashgames.play.tasks
import dashgames.push.tasks
import dashgames.tournaments.tasks
import dashgames.webhooks.tasks
from dashgames.challenges.service import ChallengesService
from dashgames.infra import logs, metrics
from dashgames.infra.celery_app import app
from dashgames.infra.dispatch import RULES_QUEUE
from dashgames.infra.settings import get_settings
from dashgames.play.reconciler import Reconciler, run_forever
from dashgames.play.store import Store

__all__ = ["TASK_MODULES", "app"]

log = logging.getLogger(__name__)

TASK_MODULES = (dashgames.play.tasks, dashgames.history.tasks, dashgames.matchmaking.tasks,
                dashgames.ai.tasks, dashgames.webhooks.tasks, dashgames.tournaments.tasks)
"""Every module that registers tasks on the app."""


class _Heartbeat:
    """Refreshes ``hb:<queue>`` for each queue this worker consumes, until the worker stops."""

    def __init__(self) -> None:
        self.queues: list[str] = []
        self.name = ""
        self.stop = threading.Event()

    def run(self) -> None:
        settings = get_settings()
        store = Store.connect(settings)
        while not self.stop.is_set():
            try:
                for queue in self.queues:
                    store.workers.heartbeat(queue, self.name)
            except Exception:  # Redis away for a moment: readiness will say so; keep trying
                log.warning("heartbeat failed", exc_info=True)
            self.stop.wait(settings.heartbeat_seconds)


_heartbeat = _Heartbeat()
_reconciling = threading.Event()  # set: this worker consumes ``rules`` and runs a reconciler
_stop_reconciling = threading.Event()


@celeryd_after_setup.connect  # type: ignore[untyped-decorator]
def _remember_queues(sender: str, instance: Any, **_: Any) -> None:
    _heartbeat.name = sender
    _heartbeat.queues = sorted(instance.app.amqp.queues.consume_from)
    if RULES_QUEUE in instance.app.amqp.queues.consume_from and get_settings().reconcile_every > 0:
        _reconciling.set()


@worker_ready.connect  # type: ignore[untyped-decorator]
def _start_heartbeat(**_: Any) -> None:
    threading.Thread(target=_heartbeat.run, name="dashgames-heartbeat", daemon=True).start()


@worker_ready.connect  # type: ignore[untyped-decorator]
def _start_reconciler(**_: Any) -> None:
    """Every ``rules`` worker sweeps the owed-work index (``reconciler``): a replacement
    started after a crash picks up at once what the crash lost."""
    if not _reconciling.is_set():
        return
    settings = get_settings()
    rules = dashgames.play.tasks.rules()
    desk = ChallengesService(rules.store, rules.followups)
    reconciler = Reconciler(rules.store, rules.followups, settings.owed_grace,
                            settings.heartbeat_seconds, also=(desk.sweep,))
    threading.Thread(target=run_forever, args=(reconciler, settings.reconcile_every,
                                               _stop_reconciling),
                     name="dashgames-reconciler", daemon=True).start()


@worker_shutdown.connect  # type: ignore[untyped-decorator]
def _stop(**_: Any) -> None:
    _heartbeat.stop.set()
    _stop_reconciling.set()


# Every worker logs through infra/logs.py (connecting ``setup_logging`` also keeps Celery's
# own handlers out), names the task's game and command on each line, and serves its metrics on
# DASHGAMES_METRICS_PORT when that is set (infra/metrics.py).
setup_logging.connect(logs.configure, weak=False)
task_prerun.connect(logs.bind_task, weak=False)
task_postrun.connect(logs.unbind_task, weak=False)
worker_ready.connect(metrics.serve_worker_metrics, weak=False)
