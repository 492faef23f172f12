"""Rate limits per bearer token and per client address, counted in Redis by ``limits``.

``limits`` is Flask-Limiter's core library, used through its public API but not its decorators,
because two routes are answered beneath Flask: one ``Limiter.hit`` serves both paths, so a move
is limited alike however it arrives. Kinds, windows and headers: docs/ARCHITECTURE.md,
"Limits"; the stream quota's leases: docs/OPERATIONS.md, "Stream slots are leases".
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import redis
from limits import RateLimitItem, parse
from limits.storage import RedisStorage, Storage, storage_from_string
from redis.exceptions import NoScriptError

from dashgames.http.errors import TOO_MANY_STREAMS, RateLimited
from dashgames.http.leases import Leases
from dashgames.http.settings import ApiSettings
from dashgames.infra.lane import Lane

Headers = list[tuple[str, str]]

PLAYERS, GAMES, MOVES, READS, CHAT = "players", "games", "moves", "reads", "chat"
KINDS = (PLAYERS, GAMES, MOVES, READS, CHAT)
STREAM_GRACE_SECONDS = 60
STREAM_RETRY_SECONDS = 5
RATE_HEADERS = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")


@dataclass(frozen=True)
class Rule:
    scope: str  # "token" or "address"
    item: RateLimitItem


def kind_of(method: str, path: str) -> str | None:
    """The kind a request counts against, or None (health, docs, clients: not limited)."""
    if not path.startswith("/v1/"):
        return None
    if method == "GET":
        return READS
    if method not in ("POST", "DELETE"):  # DELETE: revoking a token, a command like any other
        return None
    if path.rstrip("/") == "/v1/players":
        return PLAYERS
    if path.rstrip("/") == "/v1/games":
        return GAMES
    if path.endswith("/spectate"):
        return READS
    if method == "POST" and path.startswith("/v1/games/") and path.rstrip("/").endswith("/chat"):
        return CHAT  # a table's chat messages (docs/CHAT.md): a limit of their own
    return MOVES


class Limiter:
    """The limits of every kind, counted in one ``limits`` storage.

    With ``lane`` (the platform's move-path connections to the same Redis, ``platform.lane``),
    a request's counters go in one round trip: each through the storage's own script
    (``RedisStorage.SCRIPT_INCR_EXPIRE``, run by its SHA under the storage's key prefix) with
    its TTL read beside it, in one MULTI/EXEC, cheaper in client CPU than two
    ``Storage.incr`` calls (docs/SCALING.md, "Figures behind the code")."""

    def __init__(self, storage: Storage, rules: Mapping[str, Sequence[Rule]],
                 streams: dict[str, int] | None = None, stream_seconds: int = 3600,
                 lane: Lane | None = None, lease_seconds: float = 6.0) -> None:
        self.storage = storage
        self.rules = rules
        self.streams = streams or {}  # scope -> open streams allowed at once (a quota)
        self.stream_seconds = stream_seconds  # the longest a stream stays open
        # On Redis (cluster and sentinel included) the quota's slots are leases; on another
        # ``limits`` storage, a counter per caller.
        self.leases = (Leases(storage.get_connection(), lease_seconds, storage.prefixed_key)
                       if isinstance(storage, RedisStorage) else None)
        self.lane = lane if isinstance(storage, RedisStorage) else None
        self._incr_script = RedisStorage.SCRIPT_INCR_EXPIRE
        self._incr_sha = hashlib.sha1(self._incr_script).hexdigest()

    @classmethod
    def from_settings(cls, settings: ApiSettings, storage_uri: str, key_prefix: str,
                      pool: redis.ConnectionPool | None = None, lane: Lane | None = None
                      ) -> Limiter:
        """Counted at ``storage_uri``, or on ``pool`` (and ``lane``) when one is given."""
        prefix = key_prefix + "rl"
        storage: Any
        if pool is not None:
            storage = RedisStorage("redis://", connection_pool=pool, key_prefix=prefix)
        else:
            options = {"key_prefix": prefix} if storage_uri.startswith(("redis", "unix")) else {}
            if storage_uri.startswith("unix://"):
                storage_uri = "redis+" + storage_uri  # limits' name for redis-py's unix:// URL
            storage = storage_from_string(storage_uri, **options)
        assert isinstance(storage, Storage)  # a synchronous one: no ``async+`` URI
        rules: dict[str, list[Rule]] = {}
        for kind in KINDS:
            for scope in ("token", "address"):
                text = getattr(settings, f"limit_{kind}_per_{scope}")
                if text.strip():
                    rules.setdefault(kind, []).append(Rule(scope, parse(text)))
        streams = {"token": settings.streams_per_token, "address": settings.streams_per_address}
        longest = max(settings.sse_max_seconds, settings.long_poll_max_seconds)
        return cls(storage, rules, {k: v for k, v in streams.items() if v > 0},
                   int(longest) + STREAM_GRACE_SECONDS, lane, settings.stream_lease_seconds)

    def hit(self, kind: str, token: str | None, address: str | None) -> Headers:
        """Count one request; its ``RateLimit-*`` headers, or ``RateLimited`` past a limit."""
        counters = []
        for rule in self.rules.get(kind, ()):
            who = _token_id(token) if rule.scope == "token" else address
            if who:
                counters.append((rule, rule.item.key_for(kind, rule.scope, who)))
        if not counters:
            return []
        counted = self._count([(key, rule.item.get_expiry()) for rule, key in counters])
        tightest: tuple[int, int, int] | None = None  # (remaining, limit, reset)
        for (rule, key), (count, ttl) in zip(counters, counted, strict=True):
            remaining = rule.item.amount - count
            if remaining < 0:
                if ttl is None:  # not read with the count: read it now, for the refusal only
                    ttl = math.ceil(self.storage.get_expiry(key) - time.time())
                reset = max(1, ttl)
                raise RateLimited(
                    f"over {rule.item.amount} {kind} per {_window(rule.item)} for this "
                    f"{rule.scope}; retry in {reset} s",
                    headers=[*_headers(rule.item.amount, 0, reset), ("Retry-After", str(reset))],
                    scope=rule.scope, retry_after=reset,
                )
            # Without the TTL (a storage other than the lane's): the window's length, an upper
            # bound of its end.
            reset = rule.item.get_expiry() if ttl is None else max(ttl, 0)
            if tightest is None or remaining < tightest[0]:
                tightest = (remaining, rule.item.amount, reset)
        assert tightest is not None
        remaining, amount, reset = tightest
        return _headers(amount, remaining, reset)

    def _count(self, counters: list[tuple[str, int]]) -> list[tuple[int, int | None]]:
        """Each counter incremented: (its count, its TTL in seconds when read alongside)."""
        if self.lane is None:
            return [(self.storage.incr(key, expiry), None) for key, expiry in counters]
        storage: Any = self.storage
        commands = []
        for key, expiry in counters:
            full = storage.prefixed_key(key)
            commands += [("EVALSHA", self._incr_sha, 1, full, expiry, 1), ("TTL", full)]
        # On a Redis Cluster each counter's key has its own slot: one MULTI per counter.
        groups = ([commands[i:i + 2] for i in range(0, len(commands), 2)]
                  if getattr(self.lane, "cluster", False) else [commands])
        replies = []
        for group in groups:
            try:
                replies += self.lane.transaction(*group)
            except NoScriptError:  # a Redis that has not seen the script yet (or was flushed)
                self.lane.call("SCRIPT", "LOAD", self._incr_script)
                replies += self.lane.transaction(*group)
        return [(int(replies[i]), int(replies[i + 1])) for i in range(0, len(replies), 2)]

    @contextmanager
    def stream(self, token: str | None, address: str | None) -> Iterator[None]:
        """Hold one of the caller's open streams (SSE, long-poll) while the block runs; 429
        ``TOO_MANY_STREAMS`` over the quota of its token or its address. On Redis each slot is
        a lease this process renews (``state.leases``): one that died holds its slots a few
        seconds at most. On another storage a counter per caller, which expires a while after
        the longest stream could end."""
        held: list[tuple[str, str]] = []  # leases: (key, member); counters: (key, "")
        try:
            for scope, allowed in self.streams.items():
                who = _token_id(token) if scope == "token" else address
                if not who:
                    continue
                if not self._take_slot(f"streams/{scope}/{who}", allowed, held):
                    raise RateLimited(
                        f"over {allowed} open event streams for this {scope}",
                        headers=[("Retry-After", str(STREAM_RETRY_SECONDS))],
                        code=TOO_MANY_STREAMS, scope=scope, retry_after=STREAM_RETRY_SECONDS,
                    )
            yield
        finally:
            self._give_back(held)

    def _take_slot(self, key: str, allowed: int, held: list[tuple[str, str]]) -> bool:
        if self.leases is not None:
            slot = self.leases.take(key, allowed)
            if slot is not None:
                held.append(slot)
            return slot is not None
        held.append((key, ""))  # counted even when over the quota, so given back alike
        return self.storage.incr(key, self.stream_seconds) <= allowed

    def _give_back(self, held: list[tuple[str, str]]) -> None:
        if self.leases is not None:
            self.leases.give_back(held)
            return
        for key, _ in held:
            self.storage.incr(key, self.stream_seconds, amount=-1)


def _headers(limit: int, remaining: int, reset: int) -> Headers:
    return list(zip(RATE_HEADERS, (str(limit), str(max(remaining, 0)), str(reset)), strict=True))


def _window(item: RateLimitItem) -> str:
    unit = item.GRANULARITY.name
    return unit if item.multiples == 1 else f"{item.multiples} {unit}s"


def _token_id(token: str | None) -> str | None:
    """A token never reaches Redis in clear (as the store keeps it: ``tok:<sha256>``)."""
    return hashlib.sha256(token.encode()).hexdigest()[:32] if token else None
