"""The one Celery app (queues ``rules``, ``ai``, ``archive``, ``pairing``, ``push``; no result
backend) and the broker this process talks to.

Results never travel through Celery: the rules service writes every command's answer into Redis
keys the platform owns, so tasks run with ``ignore_result``. Tasks take ids, are idempotent and
are acknowledged only after they ran (``acks_late``). The app is the features' ``Dispatch``
(``infra/dispatch.py``); the worker process (``dashgames.worker``) registers the tasks on it.
"""

from __future__ import annotations

from typing import Any

from celery import Celery

from dashgames.infra.broker import AMQP, broker_url
from dashgames.infra.dispatch import AI_QUEUE, PAIRING_QUEUE, PUSH_QUEUE, RULES_QUEUE
from dashgames.infra.redis_client import SOCKET_TIMEOUT
from dashgames.infra.settings import Settings, get_settings

app = Celery("dashgames", set_as_current=False, amqp=AMQP)
"""The one Celery app: the workers run it (``celery -A dashgames.worker``, which adds every
feature's tasks), and the services publish through it as their ``Dispatch``."""
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
                 "dashgames.pairing.*": {"queue": PAIRING_QUEUE},
                 "dashgames.push.*": {"queue": PUSH_QUEUE}},
    # A countdown task stays unacknowledged until it runs; past the visibility timeout the
    # broker redelivers it, which is harmless (tasks are idempotent) but wasteful. So it must
    # outlast the longest clock and cannot be what recovers a task a crashed worker held: the
    # reconciler does that within seconds (dashgames.play.reconciler).
    # No read from the broker may wait for ever: kombu's Redis transport waits without end by
    # default (its documentation asks for a socket timeout when a broker can vanish without
    # closing the connection). With one, such a read fails, the connection is dropped, and the
    # reconciler's resend of the task (idempotent by version) runs on a fresh one.
    broker_transport_options={"visibility_timeout": 3600, "socket_timeout": SOCKET_TIMEOUT,
                              "socket_connect_timeout": SOCKET_TIMEOUT},
    # Countdown tasks are turn clocks: wake the ETA scheduler often enough to fire them
    # within a tenth of a second (Celery's default lets it oversleep by up to a second).
    worker_timer_precision=0.1,
    broker_connection_retry_on_startup=True,
    worker_hijack_root_logger=False,
    worker_send_task_events=False,
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
