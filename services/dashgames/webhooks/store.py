"""The webhooks in Redis. Per account (its id is the cluster hash tag):

* ``wh:{<player>}:eps``: hash, endpoint id -> the endpoint's JSON (url, secret, events,
  status, created_at, disabled_reason);
* ``wh:{<player>}:at:<endpoint>``: hash: ``cursor`` (the last account event id handled),
  ``failures`` (in a row), ``next_at`` (unix s: no try before);
* ``wh:{<player>}:log:<endpoint>``: list, newest first, the last ``LOG_KEEP`` tries.

And ``wh:active`` (a set of ``<player>/<endpoint>``: what the pump looks at), a lease per
endpoint while a delivery run holds it, and a short "queued" mark so the pump sends one task
per endpoint at a time.
"""

from __future__ import annotations

import json
import time
from typing import Any

LOG_KEEP = 100


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class WebhookStore:
    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.prefix = prefix

    # ---- keys ----------------------------------------------------------------------------
    def _eps(self, player_id: str) -> str:
        return f"{self.prefix}wh:{{{player_id}}}:eps"

    def _at(self, player_id: str, endpoint_id: str) -> str:
        return f"{self.prefix}wh:{{{player_id}}}:at:{endpoint_id}"

    def _log(self, player_id: str, endpoint_id: str) -> str:
        return f"{self.prefix}wh:{{{player_id}}}:log:{endpoint_id}"

    @property
    def _active(self) -> str:
        return f"{self.prefix}wh:active"

    # ---- endpoints -----------------------------------------------------------------------
    def save(self, player_id: str, endpoint: dict[str, Any]) -> None:
        self.redis.hset(self._eps(player_id), endpoint["id"], json.dumps(endpoint))
        member = f"{player_id}/{endpoint['id']}"
        if endpoint["status"] == "active":
            self.redis.sadd(self._active, member)
        else:
            self.redis.srem(self._active, member)

    def start_at(self, player_id: str, endpoint_id: str, cursor: str) -> None:
        """A new (or enabled again) endpoint gets the events after ``cursor``."""
        self.redis.hset(self._at(player_id, endpoint_id),
                        mapping={"cursor": cursor, "failures": 0, "next_at": 0})

    def endpoints(self, player_id: str) -> list[dict[str, Any]]:
        raw = self.redis.hgetall(self._eps(player_id))
        found = [json.loads(_text(v)) for v in raw.values()]
        return sorted(found, key=lambda e: (e["created_at"], e["id"]))

    def endpoint(self, player_id: str, endpoint_id: str) -> dict[str, Any] | None:
        raw = self.redis.hget(self._eps(player_id), endpoint_id)
        return None if raw is None else dict(json.loads(_text(raw)))

    def delete(self, player_id: str, endpoint_id: str) -> bool:
        self.redis.srem(self._active, f"{player_id}/{endpoint_id}")
        self.redis.delete(self._at(player_id, endpoint_id), self._log(player_id, endpoint_id))
        return bool(self.redis.hdel(self._eps(player_id), endpoint_id))

    def active(self) -> list[tuple[str, str]]:
        """(player id, endpoint id) of every endpoint that is not disabled."""
        found = []
        for member in self.redis.smembers(self._active):
            player_id, _, endpoint_id = _text(member).partition("/")
            found.append((player_id, endpoint_id))
        return found

    # ---- progress ------------------------------------------------------------------------
    def progress(self, player_id: str, endpoint_id: str) -> dict[str, Any]:
        raw = {_text(k): _text(v)
               for k, v in self.redis.hgetall(self._at(player_id, endpoint_id)).items()}
        return {"cursor": raw.get("cursor", "0"), "failures": int(raw.get("failures", 0)),
                "next_at": float(raw.get("next_at", 0))}

    def advance(self, player_id: str, endpoint_id: str, cursor: str) -> None:
        """The events up to ``cursor`` are handled; the failures count starts again."""
        self.redis.hset(self._at(player_id, endpoint_id),
                        mapping={"cursor": cursor, "failures": 0, "next_at": 0})

    def failed(self, player_id: str, endpoint_id: str, failures: int, next_at: float) -> None:
        self.redis.hset(self._at(player_id, endpoint_id),
                        mapping={"failures": failures, "next_at": next_at})

    # ---- the log -------------------------------------------------------------------------
    def log(self, player_id: str, endpoint_id: str, entry: dict[str, Any]) -> None:
        key = self._log(player_id, endpoint_id)
        pipe = self.redis.pipeline(transaction=False)
        pipe.lpush(key, json.dumps(entry))
        pipe.ltrim(key, 0, LOG_KEEP - 1)
        pipe.execute()

    def deliveries(self, player_id: str, endpoint_id: str, limit: int) -> list[dict[str, Any]]:
        raw = self.redis.lrange(self._log(player_id, endpoint_id), 0, limit - 1)
        return [json.loads(_text(r)) for r in raw]

    # ---- who works on an endpoint --------------------------------------------------------
    def take_lease(self, endpoint_id: str, token: str, seconds: float) -> bool:
        key = f"{self.prefix}wh:lease:{endpoint_id}"
        return bool(self.redis.set(key, token, nx=True, px=int(seconds * 1000)))

    def release_lease(self, endpoint_id: str, token: str) -> None:
        key = f"{self.prefix}wh:lease:{endpoint_id}"
        if _text(self.redis.get(key) or b"") == token:
            self.redis.delete(key)

    def mark_queued(self, endpoint_id: str, seconds: float) -> bool:
        """True when no task is queued for the endpoint yet (and marks one for ``seconds``)."""
        key = f"{self.prefix}wh:queued:{endpoint_id}"
        return bool(self.redis.set(key, str(time.time()), nx=True, px=int(seconds * 1000)))

    def clear_queued(self, endpoint_id: str) -> None:
        self.redis.delete(f"{self.prefix}wh:queued:{endpoint_id}")
