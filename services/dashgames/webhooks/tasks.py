"""The webhooks' Celery task (queue ``webhooks``) and the pump that sends it.

``deliver(player, endpoint)`` runs one delivery run (``delivery.py``). The pump, a thread in
every worker that consumes ``webhooks``, looks every ``pump_seconds`` at the active endpoints
and queues one task for each that has events pending and is due (its backoff over), unless
one is queued or running already. The backoff lives in Redis, not in Celery's
``retry(countdown=...)`` (see ``pump_once``).
"""

from __future__ import annotations

import logging
import threading
import time
from functools import cache
from typing import Any

from celery.signals import worker_ready, worker_shutdown

from dashgames.accounts.inbox import Inbox
from dashgames.infra.celery_app import app
from dashgames.infra.settings import get_settings
from dashgames.play.store import Store
from dashgames.webhooks.delivery import Deliveries
from dashgames.webhooks.settings import WebhookSettings
from dashgames.webhooks.store import WebhookStore

log = logging.getLogger(__name__)
WEBHOOKS_QUEUE = "webhooks"
DELIVER_TASK = "dashgames.webhooks.deliver"
_stop = threading.Event()


@cache
def deliveries() -> Deliveries:
    settings = get_settings()
    store = Store.connect(settings)
    return Deliveries(WebhookStore(store.redis, settings.key_prefix),
                      Inbox(store.redis, settings.key_prefix), WebhookSettings.from_env())


@app.task(name=DELIVER_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def deliver(player_id: str, endpoint_id: str) -> None:
    """Idempotent: a run finds the endpoint's cursor where the last one left it."""
    deliveries().run(player_id, endpoint_id)


def pump_once(runs: Deliveries, send: Any) -> int:
    """Queue a task for each active endpoint with events pending and due; how many."""
    # Why not Celery's retry(countdown=...): on the Redis broker a countdown task waits in the
    # memory of the worker that took it, unacknowledged, and a worker killed meanwhile gives it
    # back only after the visibility timeout (an hour: infra/celery_app.py). With the next try's
    # time kept beside the endpoint, any worker's pump sends it when due, and a run killed
    # mid-delivery leaves its lease to expire: the event is sent again, the same webhook-id.
    queued = 0
    now = time.time()
    for player_id, endpoint_id in runs.store.active():
        progress = runs.store.progress(player_id, endpoint_id)
        if progress["next_at"] > now:
            continue
        if runs.inbox.last_id(player_id) in ("0", progress["cursor"]):
            continue
        if runs.store.mark_queued(endpoint_id, runs.settings.lease_seconds):
            send(player_id, endpoint_id)
            queued += 1
    return queued


def pump_forever(stop: threading.Event) -> None:
    runs = deliveries()

    def send(player_id: str, endpoint_id: str) -> None:
        deliver.apply_async((player_id, endpoint_id), queue=WEBHOOKS_QUEUE)

    while not stop.wait(runs.settings.pump_seconds):
        try:
            pump_once(runs, send)
        except Exception:  # Redis away: the next beat tries again
            log.warning("webhook pump failed", exc_info=True)


@worker_ready.connect  # type: ignore[untyped-decorator]
def _start_pump(sender: Any, **_: Any) -> None:
    if WEBHOOKS_QUEUE in sender.app.amqp.queues.consume_from:
        threading.Thread(target=pump_forever, args=(_stop,), name="dashgames-webhook-pump",
                         daemon=True).start()


@worker_shutdown.connect  # type: ignore[untyped-decorator]
def _stop_pump(**_: Any) -> None:
    _stop.set()
