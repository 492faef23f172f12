"""The Celery application: queues ``rules``, ``ai``, ``archive`` and ``pairing``, no result
backend.

Results never travel through Celery: the rules service writes every command's answer into Redis
keys the platform owns (see ``store``), so tasks run with ``ignore_result``. Tasks take ids
(a command is a few ids and a move, never a state), are idempotent, and are acknowledged only
after they ran (``acks_late``), so a worker lost mid-task hands the task to another.

Workers: ``celery -A dashgames.platform.celery_app worker -Q rules`` and ``... -Q ai``. Each
refreshes a heartbeat in Redis that the API's readiness check counts. ``archive`` carries the
rules service's background work (compressing game logs, copying finished games into the
history database: ``dashgames.rules.archive``): a worker at a lower CPU
priority (deploy/Procfile), or the rules worker as a second queue (``-Q rules,archive``).
``pairing`` carries matchmaking's passes (``dashgames.rules.pairing``): a worker consuming it
also sends them, every ``DASHGAMES_PAIR_EVERY`` seconds.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from celery import Celery
from celery.signals import (
    celeryd_after_setup,
    setup_logging,
    task_postrun,
    task_prerun,
    worker_ready,
    worker_shutdown,
)

from dashgames.platform import logs, metrics
from dashgames.platform.broker import broker_url
from dashgames.platform.settings import Settings, get_settings

log = logging.getLogger(__name__)

RULES_QUEUE = "rules"
AI_QUEUE = "ai"
ARCHIVE_QUEUE = "archive"
APPLY_TASK = "dashgames.rules.apply_command"
TIMER_TASK = "dashgames.rules.fire_timer"
COMPACT_TASK = "dashgames.rules.compact_archive"
ARCHIVE_TASK = "dashgames.history.archive_game"
SPILL_TASK = "dashgames.history.spill_steps"
BOT_TASK = "dashgames.ai.choose_move"
PAIRING_QUEUE = "pairing"
PAIR_TASK = "dashgames.pairing.pair"


app = Celery("dashgames", set_as_current=False)
"""The one Celery app: the workers run it (``-A dashgames.platform.celery_app``), and the rules
service publishes through it in every process (``Followups``)."""
app.conf.update(
    result_backend=None,
    task_ignore_result=True,
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    task_serializer="json",
    accept_content=["json"],
    task_default_queue=RULES_QUEUE,
    task_routes={"dashgames.rules.*": {"queue": RULES_QUEUE},
                 "dashgames.ai.*": {"queue": AI_QUEUE},
                 "dashgames.pairing.*": {"queue": PAIRING_QUEUE}},
    # A countdown task stays unacknowledged until it runs; past the visibility timeout the
    # broker redelivers it, which is harmless (tasks are idempotent) but wasteful. So it must
    # outlast the longest clock and cannot be what recovers a task a crashed worker held: the
    # reconciler does that within seconds (dashgames.rules.reconciler).
    broker_transport_options={"visibility_timeout": 3600},
    # Countdown tasks are turn clocks: wake the ETA scheduler often enough to fire them
    # within a tenth of a second (Celery's default lets it oversleep by up to a second).
    worker_timer_precision=0.1,
    broker_connection_retry_on_startup=True,
    worker_hijack_root_logger=False,
    worker_send_task_events=False,
    include=["dashgames.rules.tasks", "dashgames.rules.archive", "dashgames.ai.tasks",
             "dashgames.rules.pairing"],
)
_broker: list[str] = []  # the broker this process's app talks to, once it is decided


def celery_for(settings: Settings) -> Celery:
    """The app, talking to ``settings``' broker. A process talks to one broker: the first call
    decides it (a worker's: its environment's, when Celery loads the app's configuration), and
    a later call naming another one is a mistake that would publish to the first."""
    url = broker_url(settings.broker_url)
    if not _broker:
        app.conf.broker_url = url
        _broker.append(url)
    elif _broker[0] != url:
        raise RuntimeError(f"this process's Celery app talks to {_broker[0]}, not {url}")
    return app


@app.on_configure.connect  # type: ignore[untyped-decorator]
def _broker_from_environment(sender: Celery, **_: Any) -> None:
    """A worker (or any process that uses the app before ``celery_for``): the environment's
    broker (``CELERY_BROKER_URL``, or ``REDIS_URL``'s)."""
    if not _broker:
        celery_for(get_settings())


def send(celery: Celery, task: str, args: list[Any], queue: str, shown: str,
         **options: Any) -> None:
    """Publish ``task``; ``shown`` stands for its arguments in logs and monitors. Left to
    Celery, that text is a safe-repr walk of the arguments, which cost more CPU than all the
    rest of a publish."""
    celery.send_task(task, args=args, queue=queue, argsrepr=shown, kwargsrepr="{}", **options)


class _Heartbeat:
    """Refreshes ``hb:<queue>`` for each queue this worker consumes, until the worker stops."""

    def __init__(self) -> None:
        self.queues: list[str] = []
        self.name = ""
        self.stop = threading.Event()

    def run(self) -> None:
        from dashgames.platform.store import Store

        settings = get_settings()
        store = Store.connect(settings)
        while not self.stop.is_set():
            try:
                for queue in self.queues:
                    store.heartbeat(queue, self.name)
            except Exception:  # Redis away for a moment: readiness will say so; keep trying
                log.warning("heartbeat failed", exc_info=True)
            self.stop.wait(settings.heartbeat_seconds)


_heartbeat = _Heartbeat()


@celeryd_after_setup.connect  # type: ignore[untyped-decorator]
def _remember_queues(sender: str, instance: Any, **_: Any) -> None:
    _heartbeat.name = sender
    _heartbeat.queues = sorted(instance.app.amqp.queues.consume_from)


@worker_ready.connect  # type: ignore[untyped-decorator]
def _start_heartbeat(**_: Any) -> None:
    threading.Thread(target=_heartbeat.run, name="dashgames-heartbeat", daemon=True).start()


@worker_shutdown.connect  # type: ignore[untyped-decorator]
def _stop_heartbeat(**_: Any) -> None:
    _heartbeat.stop.set()


# Every worker logs through platform/logs.py (connecting ``setup_logging`` also keeps Celery's
# own handlers out), names the task's game and command on each line, and serves its metrics on
# DASHGAMES_METRICS_PORT when that is set (platform/metrics.py).
setup_logging.connect(logs.configure, weak=False)
task_prerun.connect(logs.bind_task, weak=False)
task_postrun.connect(logs.unbind_task, weak=False)
worker_ready.connect(metrics.serve_worker_metrics, weak=False)
