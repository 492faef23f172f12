"""Rate limits per bearer token and per client address, counted in Redis by ``limits``.

``limits`` is Flask-Limiter's own core library: its parsed limits (``"20/second"``), its key
layout (``RateLimitItem.key_for``) and its Redis storage (one Lua ``INCR`` + ``EXPIRE`` per
counter, ``Storage.incr``) are used through their public API. The API does not go through
Flask-Limiter's decorators because two routes are answered beneath Flask (``state.hot_routes``):
one ``Limiter.hit`` here serves both, so a move is limited alike whichever way it arrives.

Each route belongs to one kind (``players``: account creation, ``games``: game creation,
``moves``: moves and other commands, ``reads``: every ``GET`` under ``/v1``); each kind has a
limit per token (when the request carries one) and a limit per client address
(``REMOTE_ADDR``: behind a proxy, let it set that, e.g. werkzeug's ``ProxyFix``). Fixed
windows: one counter per (kind, scope, who), one round trip each; the window's reset is read
only when a request is refused. Over a limit: 429 ``RATE_LIMITED`` with ``Retry-After`` and the
``RateLimit-Limit``, ``RateLimit-Remaining``, ``RateLimit-Reset`` headers of the IETF draft
(draft-ietf-httpapi-ratelimit-headers); an answer within the limits carries the tightest of its
counters as those headers too.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from limits import RateLimitItem, parse
from limits.storage import Storage, storage_from_string

from dashgames.state.errors import TOO_MANY_STREAMS, RateLimited
from dashgames.state.settings import ApiSettings

Headers = list[tuple[str, str]]

PLAYERS, GAMES, MOVES, READS = "players", "games", "moves", "reads"
KINDS = (PLAYERS, GAMES, MOVES, READS)
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
    if method != "POST":
        return None
    if path.rstrip("/") == "/v1/players":
        return PLAYERS
    if path.rstrip("/") == "/v1/games":
        return GAMES
    if path.endswith("/spectate"):
        return READS
    return MOVES


class Limiter:
    """The limits of every kind, counted in one storage (``storage_from_string`` URI)."""

    def __init__(self, storage: Storage, rules: Mapping[str, Sequence[Rule]],
                 streams: dict[str, int] | None = None, stream_seconds: int = 3600) -> None:
        self.storage = storage
        self.rules = rules
        self.streams = streams or {}  # scope -> open streams allowed at once (a quota)
        self.stream_seconds = stream_seconds  # the longest a stream stays open

    @classmethod
    def from_settings(cls, settings: ApiSettings, storage_uri: str, key_prefix: str) -> Limiter:
        options = {"key_prefix": key_prefix + "rl"} if storage_uri.startswith(
            ("redis", "unix")) else {}
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
                   int(longest) + STREAM_GRACE_SECONDS)

    def hit(self, kind: str, token: str | None, address: str | None) -> Headers:
        """Count one request; its ``RateLimit-*`` headers, or ``RateLimited`` past a limit."""
        tightest: tuple[int, int, Rule, str] | None = None  # (remaining, limit, rule, key)
        for rule in self.rules.get(kind, ()):
            who = _token_id(token) if rule.scope == "token" else address
            if not who:
                continue
            key = rule.item.key_for(kind, rule.scope, who)
            count = self.storage.incr(key, rule.item.get_expiry())
            remaining = rule.item.amount - count
            if remaining < 0:
                reset = max(1, math.ceil(self.storage.get_expiry(key) - time.time()))
                headers = _headers(rule.item.amount, 0, reset)
                raise RateLimited(
                    f"over {rule.item.amount} {kind} per {_window(rule.item)} for this "
                    f"{rule.scope}; retry in {reset} s",
                    headers=[*headers, ("Retry-After", str(reset))],
                    scope=rule.scope, retry_after=reset,
                )
            if tightest is None or remaining < tightest[0]:
                tightest = (remaining, rule.item.amount, rule, key)
        if tightest is None:
            return []
        remaining, amount, rule, _ = tightest
        # The window's end is not read back on success (a second round trip): at most this far.
        return _headers(amount, remaining, rule.item.get_expiry())


    @contextmanager
    def stream(self, token: str | None, address: str | None) -> Iterator[None]:
        """Hold one of the caller's open streams (SSE, long-poll) while the block runs; 429
        ``TOO_MANY_STREAMS`` over the quota of its token or its address. A counter expires a
        while after the longest stream could end, so a process that died holding some does
        not hold them for ever."""
        held: list[str] = []
        try:
            for scope, allowed in self.streams.items():
                who = _token_id(token) if scope == "token" else address
                if not who:
                    continue
                key = f"streams/{scope}/{who}"
                held.append(key)
                if self.storage.incr(key, self.stream_seconds) > allowed:
                    raise RateLimited(
                        f"over {allowed} open event streams for this {scope}",
                        headers=[("Retry-After", str(STREAM_RETRY_SECONDS))],
                        code=TOO_MANY_STREAMS, scope=scope, retry_after=STREAM_RETRY_SECONDS,
                    )
            yield
        finally:
            for key in held:
                self.storage.incr(key, self.stream_seconds, amount=-1)


def _headers(limit: int, remaining: int, reset: int) -> Headers:
    return list(zip(RATE_HEADERS, (str(limit), str(max(remaining, 0)), str(reset)), strict=True))


def _window(item: RateLimitItem) -> str:
    unit = item.GRANULARITY.name
    return unit if item.multiples == 1 else f"{item.multiples} {unit}s"


def _token_id(token: str | None) -> str | None:
    """A token never reaches Redis in clear (as the store keeps it: ``tok:<sha256>``)."""
    return hashlib.sha256(token.encode()).hexdigest()[:32] if token else None
