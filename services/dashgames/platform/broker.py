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
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from kombu.transport import TRANSPORT_ALIASES
from kombu.transport import redis as kombu_redis

SCHEME = "dashredis"


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
