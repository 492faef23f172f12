"""One Redis subscription per process that wakes every reader waiting on a game.

A reader waiting for a game's next step costs an ``Event`` and a dictionary entry, not a Redis
connection: one thread holds a pattern subscription to every game channel and wakes the readers
of the game a message names. While it is down, readers fall back to a blocking ``XREAD``. Why
nothing is missed: docs/ARCHITECTURE.md, "The bell".
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import redis

RECONNECT_SECONDS = 0.5
"""Pause before subscribing again after the subscription broke."""
POLL_SECONDS = 1.0
"""Longest wait for one message, so a stopped bell ends its thread within this."""
IDLE_SECONDS = 30.0
"""With no reader for this long the thread ends and gives its connection back (the next reader
starts it again): a service object dropped by its owner (tests, embedded mode) leaves nothing
running behind it."""


class Bell:
    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self._client = client
        self._channel_prefix = f"{prefix}ch:".encode()
        self._waiting: dict[str, set[threading.Event]] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stopped = False
        self.ready = False

    def start(self) -> None:
        """Start the listening thread once per process (after a fork: in the worker)."""
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._stopped = False
                self._thread = threading.Thread(target=self._listen, name="dashgames-bell",
                                                daemon=True)
                self._thread.start()

    def stop(self) -> None:
        self._stopped = True
        if self._thread is not None:
            self._thread.join(POLL_SECONDS * 2)

    @contextmanager
    def waiting(self, game_id: str) -> Iterator[threading.Event]:
        """An event set at each commit of the game while the block runs."""
        self.start()
        rung = threading.Event()
        with self._lock:
            self._waiting.setdefault(game_id, set()).add(rung)
        try:
            yield rung
        finally:
            with self._lock:
                readers = self._waiting.get(game_id)
                if readers is not None:
                    readers.discard(rung)
                    if not readers:
                        del self._waiting[game_id]

    def readers(self) -> int:
        with self._lock:
            return sum(len(r) for r in self._waiting.values())

    def _ring(self, game_id: str | None) -> None:
        with self._lock:
            if game_id is None:
                rungs = [r for readers in self._waiting.values() for r in readers]
            else:
                rungs = list(self._waiting.get(game_id, ()))
        for rung in rungs:
            rung.set()

    def _listen(self) -> None:
        while not self._stopped:
            pubsub = self._client.pubsub()  # type: ignore[no-untyped-call]
            try:
                pubsub.psubscribe(self._channel_prefix + b"*")
                last_reader = time.monotonic()
                while not self._stopped:
                    message = pubsub.get_message(timeout=POLL_SECONDS)
                    if message is not None:
                        self._heard(message)
                    if self._waiting:
                        last_reader = time.monotonic()
                    elif time.monotonic() - last_reader > IDLE_SECONDS and self._idle_stop():
                        return
            except (redis.ConnectionError, redis.TimeoutError, OSError):
                pass
            finally:
                self.ready = False
                self._ring(None)  # every reader reads again, by XREAD until subscribed anew
                with suppress(Exception):  # closing a broken connection
                    pubsub.close()
            if not self._stopped:
                time.sleep(RECONNECT_SECONDS)

    def _idle_stop(self) -> bool:
        """Stop for want of readers, unless one arrived meanwhile (under the lock ``start``
        takes, so a reader either sees this thread gone and starts another, or keeps it)."""
        with self._lock:
            if self._waiting:
                return False
            self._stopped = True
            return True

    def _heard(self, message: dict[str, Any]) -> None:
        if message["type"] == "psubscribe":
            self.ready = True
            self._ring(None)  # anything committed before the subscription held is read now
        elif message["type"] == "pmessage":
            channel: bytes = message["channel"]
            self._ring(channel[len(self._channel_prefix):].decode())
