"""Matchmaking's Celery task (queue ``pairing``) and the ticker that sends its passes.

Each worker consuming ``pairing`` runs a ticker thread that sends a pass every
``DASHGAMES_PAIR_EVERY`` seconds, at most one per interval across all workers (a Redis key with
that lifetime), and a pass sent long ago is skipped rather than run late. The pass itself is
``Pairing.run_pass`` (``matchmaking/pairing.py``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import cache

from dashgames.infra.celery_app import app, celery_for
from dashgames.infra.dispatch import PAIR_TASK, PAIRING_QUEUE, send
from dashgames.infra.settings import Settings, get_settings
from dashgames.infra.ticker import Ticker
from dashgames.matchmaking.pairing import Pairing
from dashgames.play.followups import Followups
from dashgames.play.store import Store


@cache
def pairing() -> Pairing:
    settings = get_settings()
    return Pairing(Store.connect(settings), Followups(celery_for(settings)), settings)


@app.task(name=PAIR_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def pair(sent_at: float) -> None:
    """One pass, unless it was sent so long ago that a newer one is on its way."""
    if time.time() - sent_at > max(2 * get_settings().pair_every, 1.0):
        return
    pairing().run_pass()


def tick(store: Store, settings: Settings, key: str = "q:{q}:tick", task: str = PAIR_TASK
         ) -> bool:
    """Send a pass of ``task`` unless one was sent within the interval (by any worker)."""
    if not store.redis.set(settings.key_prefix + key, "1", nx=True,
                           px=max(int(settings.pair_every * 1000), 1)):
        return False
    send(celery_for(settings), task, [time.time()], PAIRING_QUEUE, "pass")
    return True


TICKS: list[Callable[[Store, Settings], bool]] = [tick]
"""What the ticker sends each interval: matchmaking's pass, and tournaments' (its tasks.py adds
it: a feature above this one)."""


def _tick_all() -> None:
    store, settings = pairing().store, get_settings()
    for each in TICKS:
        each(store, settings)


TICKER = Ticker(PAIRING_QUEUE, "dashgames-pairing", lambda: get_settings().pair_every,
                _tick_all, ready=pairing)  # the games loaded before the first pass
