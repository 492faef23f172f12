"""Web Push's Redis side: each account's subscriptions, quiet hours and notifier cursor, the set
of accounts with a subscription, and the server's VAPID key (docs/PUSH.md, "Keys").

Keys (``P`` the platform's prefix; the player id is the cluster hash tag of an account's keys):

* ``P push:{<player>}:subs``: hash, subscription id -> JSON ``{id, endpoint, keys, device,
  created_at}``
* ``P push:{<player>}:quiet``: JSON ``{start_hour, end_hour, utc_offset_minutes}``, absent for none
* ``P push:{<player>}:cursor``: the last account event id the notifier looked at
* ``P push:{<player>}:turns``: hash, game id -> the version of its last ``your_turn`` looked at
* ``P push:accounts``: set of the player ids holding at least one subscription
* ``P push:vapid``: the VAPID private key (raw, base64url) when the environment gives none
"""

from __future__ import annotations

import json
from typing import Any


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class PushStore:
    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.prefix = prefix

    def _key(self, player_id: str, part: str) -> str:
        return f"{self.prefix}push:{{{player_id}}}:{part}"

    @property
    def accounts_key(self) -> str:
        return f"{self.prefix}push:accounts"

    # ---- subscriptions --------------------------------------------------------------------
    def subscriptions(self, player_id: str) -> list[dict[str, Any]]:
        raw = self.redis.hvals(self._key(player_id, "subs"))
        return sorted((json.loads(_text(v)) for v in raw), key=lambda s: s["created_at"])

    def count(self, player_id: str) -> int:
        return int(self.redis.hlen(self._key(player_id, "subs")))

    def save(self, player_id: str, record: dict[str, Any], cursor: str) -> None:
        """Store one subscription; the notifier starts after ``cursor`` if it had no cursor."""
        self.redis.hset(self._key(player_id, "subs"), record["id"], json.dumps(record))
        self.redis.set(self._key(player_id, "cursor"), cursor, nx=True)
        self.redis.sadd(self.accounts_key, player_id)

    def remove(self, player_id: str, subscription_id: str) -> bool:
        removed = bool(self.redis.hdel(self._key(player_id, "subs"), subscription_id))
        if not self.redis.exists(self._key(player_id, "subs")):
            self.redis.srem(self.accounts_key, player_id)
            self.redis.delete(self._key(player_id, "cursor"))
        return removed

    def accounts(self) -> list[str]:
        return sorted(_text(p) for p in self.redis.smembers(self.accounts_key))

    # ---- the notifier's cursor ------------------------------------------------------------
    def cursor(self, player_id: str) -> str | None:
        raw = self.redis.get(self._key(player_id, "cursor"))
        return None if raw is None else _text(raw)

    def advance(self, player_id: str, cursor: str) -> None:
        self.redis.set(self._key(player_id, "cursor"), cursor)

    # ---- turns already told --------------------------------------------------------------
    def told_turns(self, player_id: str, game_ids: list[str]) -> dict[str, int]:
        """The version of the last ``your_turn`` looked at, by game (absent: none)."""
        if not game_ids:
            return {}
        raw = self.redis.hmget(self._key(player_id, "turns"), game_ids)
        return {g: int(v) for g, v in zip(game_ids, raw, strict=True) if v is not None}

    def tell_turns(self, player_id: str, seen: dict[str, int], ended: list[str]) -> None:
        key = self._key(player_id, "turns")
        if seen:
            self.redis.hset(key, mapping=seen)
        if ended:
            self.redis.hdel(key, *ended)

    # ---- quiet hours ----------------------------------------------------------------------
    def quiet_hours(self, player_id: str) -> dict[str, int] | None:
        raw = self.redis.get(self._key(player_id, "quiet"))
        return None if raw is None else dict(json.loads(_text(raw)))

    def set_quiet_hours(self, player_id: str, quiet: dict[str, int] | None) -> None:
        if quiet is None:
            self.redis.delete(self._key(player_id, "quiet"))
        else:
            self.redis.set(self._key(player_id, "quiet"), json.dumps(quiet))

    # ---- the server's VAPID key -----------------------------------------------------------
    def vapid_key(self, generated: str) -> str:
        """The shared VAPID private key: ``generated`` unless another process stored one first."""
        key = f"{self.prefix}push:vapid"
        self.redis.set(key, generated, nx=True)
        return _text(self.redis.get(key))
