"""Redis as every store uses it: connecting (one socket timeout everywhere, a cluster when the
URL says so), decoding replies, and the one JSON form the stores write (``dumps``)."""

from __future__ import annotations

from typing import Any

import orjson
import redis

from dashgames.infra import cluster
from dashgames.infra.settings import Settings

SOCKET_TIMEOUT = 10.0
"""Seconds a Redis reply may take (redis-py 8 defaults to 5 s: set it so nothing relies on that)."""
BLOCK_SLICE = 2.0
"""Longest single blocking call (XREAD BLOCK, BLPOP); longer waits loop in slices, so a blocking
call always ends well inside SOCKET_TIMEOUT."""


def connect(settings: Settings) -> Any:
    """A client of ``settings``' Redis (a cluster client for ``redis+cluster://``)."""
    options: dict[str, Any] = {"health_check_interval": 30, "socket_timeout": SOCKET_TIMEOUT,
                               "socket_connect_timeout": SOCKET_TIMEOUT}
    if settings.redis_cluster:
        return cluster.connect(settings.redis_url, **options)
    return redis.Redis.from_url(settings.redis_url, **options)


def dumps(value: Any) -> str:
    """Compact JSON, the only form the store writes (orjson: the commit path writes several
    texts per move, and the standard library takes several times longer over them)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def text(raw: bytes | str | None) -> str:
    if raw is None:
        return ""
    return raw.decode() if isinstance(raw, bytes) else raw


def hash_reply(reply: Any) -> dict[str, str]:
    """An ``HGETALL`` reply as the lane returns it (a map under RESP3, field, value... under
    RESP2) as a dict of str."""
    if isinstance(reply, dict):
        return {text(k): text(v) for k, v in reply.items()}
    return {text(reply[i]): text(reply[i + 1]) for i in range(0, len(reply), 2)}
