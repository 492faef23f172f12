"""A periodic sender in the workers of one queue: matchmaking's passes and the push notifier's.

Each worker consuming ``queue`` runs a daemon thread that calls ``tick`` every ``every()``
seconds from when the worker is ready until it shuts down; ``tick`` decides, across all such
workers, whether a pass is due (a Redis key with the interval as its lifetime) and sends it.
A failed tick (Redis or the broker away for a moment) is logged and tried again next time.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from celery.signals import celeryd_after_setup, worker_ready, worker_shutdown

log = logging.getLogger(__name__)


class Ticker:
    def __init__(self, queue: str, name: str, every: Callable[[], float],
                 tick: Callable[[], Any], ready: Callable[[], Any] | None = None) -> None:
        self.queue, self.name, self.every, self.tick, self.ready = queue, name, every, tick, ready
        self.wanted = threading.Event()
        self.stopping = threading.Event()
        # Held strongly: Celery's signals keep weak references by default.
        celeryd_after_setup.connect(self._after_setup, weak=False)
        worker_ready.connect(self._start, weak=False)
        worker_shutdown.connect(self._stop, weak=False)

    def _after_setup(self, sender: str, instance: Any, **_: Any) -> None:
        if self.queue in instance.app.amqp.queues.consume_from:
            self.wanted.set()

    def _start(self, **_: Any) -> None:
        if self.wanted.is_set():
            if self.ready is not None:
                self.ready()
            threading.Thread(target=self._run, name=self.name, daemon=True).start()

    def _stop(self, **_: Any) -> None:
        self.stopping.set()

    def _run(self) -> None:
        every = self.every()
        while not self.stopping.wait(every):
            try:
                self.tick()
            except Exception:  # Redis or the broker away for a moment: try again next time
                log.warning("%s tick failed", self.name, exc_info=True)
