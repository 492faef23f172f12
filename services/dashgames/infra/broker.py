"""Celery's broker transport: kombu's Redis transport, reusing one Redis client per channel.

Kombu builds a new Redis client for every publish and acknowledgement, which costs more CPU
than the command it sends; this ``dashredis`` transport builds one per connection pool. It also
puts held messages back before a channel closes, so a Redis restart no longer kills a worker
holding a countdown (issue 32). docs/ARCHITECTURE.md, "The broker transport".
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import redis.exceptions
from celery.app.amqp import AMQP as CeleryAMQP
from kombu.connection import Connection as KombuConnection
from kombu.transport import TRANSPORT_ALIASES
from kombu.transport import redis as kombu_redis

SCHEME = "dashredis"
RECONNECT_START, RECONNECT_STEP, RECONNECT_MAX = 0.2, 0.2, 1.0
"""Seconds between tries to reach a lost broker: the first wait, its growth, its most. Kombu's
own (2, 2, 30) let a worker whose Redis had restarted sleep up to 10 s more once Redis was back
(after five tries; found by ``make chaos`` as bots that stalled for 10 s after a recovery)."""
KOMBU_CHECKED = ">=5.3,<5.8"
"""The kombu releases whose Redis ``Channel`` this override was checked against."""


log = logging.getLogger(__name__)
_orphans_lock = threading.Lock()
_orphans: set[str] = set()
"""Delivery tags a closing channel of this process held and could not put back (Redis away)."""


def orphans() -> set[str]:
    """The delivery tags waiting to be restored by this process's next channel (for tests)."""
    with _orphans_lock:
        return set(_orphans)


class QoS(kombu_redis.QoS):
    def restore_unacked(self, client: Any = None) -> None:
        """kombu's restore, which never raises: the tags it could not restore wait for the
        next channel (``Channel._restore_orphans``)."""
        try:
            super().restore_unacked(client)  # type: ignore[no-untyped-call]
        except Exception as error:  # Redis away or loading: try again from the next channel
            held = list(self._delivered)
            self._delivered.clear()
            with _orphans_lock:
                _orphans.update(held)
            log.warning("could not restore %d held message(s) at a channel close (%s); the "
                        "next channel restores them", len(held), type(error).__name__)


class Channel(kombu_redis.Channel):
    QoS = QoS
    _reused: Any = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # Connects: kombu pings the server.
        super().__init__(*args, **kwargs)  # type: ignore[no-untyped-call]
        self._restore_orphans()

    def _restore_orphans(self) -> None:
        with _orphans_lock:
            tags = list(_orphans)
        if not tags:
            return
        restored = []
        try:
            for tag in tags:
                self.qos.restore_by_tag(tag)
                restored.append(tag)
        except Exception as error:  # away again: the next channel tries the rest
            log.warning("restoring held messages failed (%s); the next channel tries again",
                        type(error).__name__)
        with _orphans_lock:
            _orphans.difference_update(restored)
        if restored:
            log.warning("restored %d message(s) held when the broker connection broke",
                        len(restored))

    def close(self) -> None:
        # Restore what this channel holds while its pool is there (kombu's close drops the pool
        # before its base class restores, and rebuilding it then fails).
        if not self.closed and self._qos is not None:
            self._qos.restore_unacked_once()
        super().close()  # type: ignore[no-untyped-call]

    @contextmanager
    def conn_or_acquire(self, client: Any = None) -> Iterator[Any]:
        if client:
            yield client
            return
        if getattr(self.connection, "client", None) is None:
            # A channel closed by a lost connection, asked to ack a message delivered before:
            # its pool cannot be rebuilt. A connection error is one Celery logs and survives;
            # the message was restored when the channel closed, and its task runs again.
            raise redis.exceptions.ConnectionError("the broker channel closed with its connection")
        reused = self._reused
        if reused is None or reused.connection_pool is not self.pool:
            reused = self._reused = self._create_client()  # type: ignore[no-untyped-call]
        yield reused


class Transport(kombu_redis.Transport):
    Channel = Channel


class Connection(KombuConnection):
    """Kombu's connection, trying a lost broker again at most every ``RECONNECT_MAX`` seconds
    (Celery's consumer reconnects through ``ensure_connection``)."""

    def ensure_connection(
        self, errback: Any = None, max_retries: int | None = None,
        interval_start: float = RECONNECT_START, interval_step: float = RECONNECT_STEP,
        interval_max: float = RECONNECT_MAX, **kwargs: Any,
    ) -> Any:
        return super().ensure_connection(  # type: ignore[no-untyped-call]
            errback, max_retries, interval_start, interval_step, interval_max, **kwargs)


class AMQP(CeleryAMQP):  # type: ignore[misc]
    """Celery's messaging part, on ``Connection``: ``Celery(..., amqp=AMQP)``."""

    Connection = Connection


TRANSPORT_ALIASES.setdefault(SCHEME, f"{__name__}:Transport")


def broker_url(url: str) -> str:
    """A Redis broker URL (``redis://``, ``redis+socket://``) on this transport; any other
    broker URL unchanged."""
    for scheme in ("redis://", "redis+socket://"):
        if url.startswith(scheme):
            return SCHEME + url[len("redis"):]
    return url
