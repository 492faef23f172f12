"""A player's account events: what the account stream (``GET /v1/players/me/events``) delivers.

One Redis stream per player, ``P acct:{<player id>}:ev`` (the player id is the cluster hash tag),
entries ``<ms>-<n>`` with fields ``t`` (the event type) and ``d`` (its JSON body). The entry id is
the public event id a client resumes from with ``Last-Event-ID``. The stream is capped at
``KEEP`` entries (approximately): an account stream is a notification channel, not a history;
what a player missed beyond that is in "my games" and the challenge lists.

Every producer (challenges, the rules service at a game's start, turn and end, the pairing worker,
the rating task) writes here through ``Inbox.publish`` or, inside a pipeline it already holds,
``Inbox.publish_in``; the API reads with ``after`` and ``wait``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import redis

KEEP = 100
"""Entries an account stream keeps (approximately: Redis trims whole nodes of 100). A
``your_turn`` carries the seat's legal moves, a few KB in the larger games: 500 kept measured
1.75 MB for a busy bot account, more than a thousand games' live state; a reconnecting client
catches up from "my games" and the challenge lists, not from this stream."""


@dataclass(frozen=True, slots=True)
class AccountEvent:
    id: str  # the stream entry id, e.g. "1764140000000-0"
    type: str
    data: dict[str, Any]


WAIT_CONNECTIONS = 1024
"""Connections the blocking reads of one process's open account streams may hold at once: a
pool of their own (``Inbox.waiter``), so waiting streams never take the connections every other
route needs (redis-py's default pool holds 100, which about 100 account streams used to fill:
issue 32). The API admits at most ``DASHGAMES_API_ACCOUNT_STREAMS_PER_PROCESS`` (<= this)
account streams and answers the next 503 with Retry-After (``http/capacity.py``)."""


class Inbox:
    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.prefix = prefix
        self.waiter = _waiting_client(client)

    def key(self, player_id: str) -> str:
        return f"{self.prefix}acct:{{{player_id}}}:ev"

    def publish(self, player_id: str, event_type: str, data: dict[str, Any]) -> str:
        """Append one event to the player's stream; returns its id."""
        raw = self.redis.xadd(self.key(player_id), _fields(event_type, data),
                              maxlen=KEEP, approximate=True)
        return raw.decode() if isinstance(raw, bytes) else str(raw)

    def publish_in(self, pipe: Any, player_id: str, event_type: str, data: dict[str, Any]) -> None:
        """The same append queued in a pipeline the caller executes."""
        pipe.xadd(self.key(player_id), _fields(event_type, data), maxlen=KEEP, approximate=True)

    def after(self, player_id: str, last_id: str, count: int = 100) -> list[AccountEvent]:
        """Events after ``last_id`` ("0" for everything kept), oldest first."""
        raw = self.redis.xrange(self.key(player_id), f"({last_id}" if last_id != "0" else "-",
                                "+", count=count)
        return [_event(entry_id, fields) for entry_id, fields in raw]

    def wait(self, player_id: str, last_id: str, block_ms: int, count: int = 100
             ) -> list[AccountEvent]:
        """Events after ``last_id``, waiting up to ``block_ms`` for the first one (at least
        1 ms: ``BLOCK 0`` would wait for ever, and a caller's last slice may round to 0)."""
        raw = self.waiter.xread({self.key(player_id): last_id}, count=count,
                                block=max(1, block_ms))
        return [_event(entry_id, fields)
                for _, entries in raw or [] for entry_id, fields in entries]

    def last_id(self, player_id: str) -> str:
        """The newest entry's id, "0" for an empty stream: where a new reader starts."""
        raw = self.redis.xrevrange(self.key(player_id), "+", "-", count=1)
        return _text(raw[0][0]) if raw else "0"


def _waiting_client(client: Any) -> Any:
    """A client on a pool of its own for the blocking reads (``WAIT_CONNECTIONS``), with the
    same connection settings; a cluster client (or any other) waits on itself."""
    if not isinstance(client, redis.Redis):
        return client
    pool = client.connection_pool
    return redis.Redis(connection_pool=redis.ConnectionPool(
        connection_class=pool.connection_class, max_connections=WAIT_CONNECTIONS,
        **pool.connection_kwargs))


def _fields(event_type: str, data: dict[str, Any]) -> dict[str, str]:
    return {"t": event_type, "d": json.dumps(data, separators=(",", ":"))}


def _event(entry_id: Any, fields: dict[Any, Any]) -> AccountEvent:
    by_name = {_text(k): _text(v) for k, v in fields.items()}
    return AccountEvent(_text(entry_id), by_name["t"], json.loads(by_name["d"]))


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)
