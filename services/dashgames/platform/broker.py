"""Celery's broker transport: kombu's Redis transport, reusing one Redis client per channel.

Kombu's Redis channel builds a new ``redis.Redis`` client for every publish, acknowledgement and
unacked-index update (``Channel.conn_or_acquire``), and building one costs about 190 us of CPU
on these machines (it fills a table of several hundred reply callbacks) — more than the Redis
command it sends. In isolation mode every move is one publish and one acknowledgement. This
channel builds the client once per connection pool and reuses it: a ``redis.Redis`` client is
safe to share, since each call checks its own connection out of the pool. A new pool (kombu
makes one after a fork or a reconnect) gets a new client.

Registered with kombu as the ``dashredis`` transport; ``broker_url`` turns Redis broker URLs
into it. Everything else is kombu's Redis transport unchanged.

``conn_or_acquire`` and ``_create_client`` are kombu internals (the same from kombu 5.3 to 5.7):
tests/platform/test_library_internals.py fails when a kombu release outside ``KOMBU_CHECKED``
is installed, when either changes shape, or when kombu itself starts reusing its client (then
this module can go).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from kombu.transport import TRANSPORT_ALIASES
from kombu.transport import redis as kombu_redis

SCHEME = "dashredis"
KOMBU_CHECKED = ">=5.3,<5.8"
"""The kombu releases whose Redis ``Channel`` this override was checked against."""


class Channel(kombu_redis.Channel):
    _reused: Any = None

    @contextmanager
    def conn_or_acquire(self, client: Any = None) -> Iterator[Any]:
        if client:
            yield client
            return
        reused = self._reused
        if reused is None or reused.connection_pool is not self.pool:
            reused = self._reused = self._create_client()  # type: ignore[no-untyped-call]
        yield reused


class Transport(kombu_redis.Transport):
    Channel = Channel


TRANSPORT_ALIASES.setdefault(SCHEME, f"{__name__}:Transport")


def broker_url(url: str) -> str:
    """A Redis broker URL (``redis://``, ``redis+socket://``) on this transport; any other
    broker URL unchanged."""
    for scheme in ("redis://", "redis+socket://"):
        if url.startswith(scheme):
            return SCHEME + url[len("redis"):]
    return url
