"""The workers' heartbeats: each worker refreshes ``P hb:<queue>`` (a sorted set: worker name ->
last beat, unix s) for every queue it consumes (``dashgames.worker``); the API's readiness and
the reconciler count the live ones."""

from __future__ import annotations

import time
from typing import Any

from dashgames.infra.keys import KeyLayout
from dashgames.infra.redis_client import text


class Heartbeats(KeyLayout):
    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.prefix = prefix

    def names(self, queue: str, within: float) -> set[str]:
        """The workers of ``queue`` that sent a heartbeat in the last ``within`` seconds."""
        raw = self.redis.zrangebyscore(self.heartbeat_key(queue), time.time() - within, "+inf")
        return {text(name) for name in raw}

    def heartbeat(self, queue: str, worker: str) -> None:
        now = time.time()
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(self.heartbeat_key(queue), {worker: now})
        pipe.zremrangebyscore(self.heartbeat_key(queue), 0, now - 3600)
        pipe.execute()

    def live(self, queue: str, within: float) -> int:
        return int(self.redis.zcount(self.heartbeat_key(queue), time.time() - within, "+inf"))
