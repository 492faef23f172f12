"""Stream slots as leases the live process renews: a process that dies gives them back.

Each open stream is a member of its caller's sorted set, scored with the moment its lease
lapses (Redis's clock); each process renews its own from one thread in one round trip, so a
process killed with ``kill -9`` frees its slots within a lease. docs/OPERATIONS.md, "Stream
slots are leases".
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Iterable
from typing import Any

from redis.exceptions import RedisClusterException, RedisError

log = logging.getLogger(__name__)
REDIS_ERRORS = (RedisError, RedisClusterException)  # a cluster's own is not a RedisError

# KEYS[1]: one caller's slots; ARGV: the lease (ms), the slots allowed, the new member.
TAKE = """
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
"""
class Leases:
    """This process's stream slots, in sorted sets on ``client`` named by ``key_of``."""

    def __init__(self, client: Any, seconds: float,
                 key_of: Callable[[str], str] = lambda name: name) -> None:
        self.client = client  # redis.Redis or redis.cluster.RedisCluster
        self.millis = max(1, round(seconds * 1000))
        self.key_of = key_of
        self._take = client.register_script(TAKE)
        self._held: dict[str, set[str]] = {}  # key -> members this process holds
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None

    def take(self, name: str, allowed: int) -> tuple[str, str] | None:
        """A slot of ``name`` (key, member) while fewer than ``allowed`` are held, else None."""
        key, member = self.key_of(name), uuid.uuid4().hex
        self._hold(key, member)  # before the script: a renewal never misses a new slot
        try:
            taken = self._take(keys=[key], args=[self.millis, allowed, member])
        except BaseException:
            self._drop([(key, member)])
            raise
        if taken:
            self._start()
            return key, member
        self._drop([(key, member)])
        return None

    def give_back(self, slots: Iterable[tuple[str, str]]) -> None:
        """The slots given back now; if Redis does not take them, they lapse with their lease."""
        slots = list(slots)
        if not slots:
            return
        self._drop(slots)
        pipe = self.client.pipeline(transaction=False)
        for key, member in slots:
            pipe.zrem(key, member)
        try:
            pipe.execute()
        except REDIS_ERRORS as error:  # Redis away: the lease ends them anyway
            log.warning("stream slots not given back", extra={"error": type(error).__name__})

    def held(self) -> int:
        with self._lock:
            return sum(len(members) for members in self._held.values())

    def renew(self) -> None:
        """Every lease this process holds, renewed now (one round trip)."""
        with self._lock:
            held = [(key, sorted(members)) for key, members in self._held.items()]
        if not held:
            return
        seconds, micros = self.client.time()  # Redis's clock, as the slots were scored
        lapses = seconds * 1000 + micros // 1000 + self.millis
        pipe = self.client.pipeline(transaction=False)  # on a cluster: a batch per node
        for key, members in held:
            pipe.zadd(key, dict.fromkeys(members, lapses), xx=True)
            pipe.pexpire(key, self.millis)
        pipe.execute()

    def _hold(self, key: str, member: str) -> None:
        with self._lock:
            self._held.setdefault(key, set()).add(member)

    def _drop(self, slots: list[tuple[str, str]]) -> None:
        with self._lock:
            for key, member in slots:
                members = self._held.get(key)
                if members is not None:
                    members.discard(member)
                    if not members:
                        del self._held[key]

    def _start(self) -> None:
        """The renewing thread, once per process (after a fork: in the child, on its first
        slot); it ends when the process holds none."""
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="dashgames-leases",
                                                daemon=True)
                self._thread.start()

    def _run(self) -> None:
        every = self.millis / 3000
        while True:
            self._wake.wait(every)
            with self._lock:
                if not self._held:
                    self._thread = None
                    return
            try:
                self.renew()
            except REDIS_ERRORS as error:  # Redis away: tried again next round
                log.warning("stream leases not renewed", extra={"error": type(error).__name__})
