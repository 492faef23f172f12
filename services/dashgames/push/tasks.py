"""The notifier: Web Push's Celery task (queue ``push``) and the ticker that sends its passes.

Each worker consuming ``push`` runs a ticker thread that sends a pass every
``DASHGAMES_PUSH_EVERY`` seconds, at most one per interval across all workers (a Redis key with
that lifetime); a pass sent long ago is skipped rather than run late. The pass is
``PushService.run_pass`` (``push/service.py``): each subscribed account's new account events
pushed to its devices.
"""

from __future__ import annotations

import logging
import time
from functools import cache
from typing import Any

from dashgames.infra.celery_app import app, celery_for
from dashgames.infra.dispatch import PUSH_QUEUE, PUSH_TASK, send
from dashgames.infra.redis_client import connect
from dashgames.infra.settings import Settings, get_settings
from dashgames.infra.ticker import Ticker
from dashgames.push.service import PushService
from dashgames.push.service import connect as connect_push

log = logging.getLogger(__name__)


@cache
def notifier() -> PushService:
    settings = get_settings()
    return connect_push(connect(settings), settings)


@app.task(name=PUSH_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def notify(sent_at: float) -> None:
    """One pass, unless it was sent so long ago that a newer one is on its way."""
    if time.time() - sent_at > max(2 * get_settings().push_every, 1.0):
        return
    result = notifier().run_pass()
    if result.sent or result.removed or result.failed:
        log.info("push pass: %s", result)


def tick(client: Any, settings: Settings) -> bool:
    """Send a pass unless one was sent within the interval (by any worker)."""
    key = f"{settings.key_prefix}push:tick"
    if not client.set(key, "1", nx=True, px=max(int(settings.push_every * 1000), 1)):
        return False
    send(celery_for(settings), PUSH_TASK, [time.time()], PUSH_QUEUE, "pass")
    return True


TICKER = Ticker(PUSH_QUEUE, "dashgames-push", lambda: get_settings().push_every,
                lambda: tick(notifier().store.redis, get_settings()))
