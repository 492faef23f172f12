"""Table chat's Redis side (docs/CHAT.md, "Keys"). ``P`` is the platform's prefix; a game's
chat keys share its id as their cluster hash tag, an account's its player id.

* ``P chat:{<game>}:log``: list of messages (JSON), oldest first; kept without an expiry, so
  a finished game's chat stays with its history (capped at ``MAX_MESSAGES``)
* ``P chat:{<game>}:cfg``: hash: ``spectators`` ("read" or "off"), ``seats`` (the seat list
  copied at the first message, for the chat of a game whose live keys have expired), ``by``
* ``P chat:{<player>}:prefs``: hash: ``free_text`` and ``bots_read`` ("1" or "0")
* ``P chat:{<player>}:mutes``: set of the player ids this account does not want to read
* ``P chat:reports``: list of reports (JSON), newest last
"""

from __future__ import annotations

import json
from typing import Any

MAX_MESSAGES = 500


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class ChatStore:
    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.prefix = prefix

    def _game(self, game_id: str, part: str) -> str:
        return f"{self.prefix}chat:{{{game_id}}}:{part}"

    def _account(self, player_id: str, part: str) -> str:
        return f"{self.prefix}chat:{{{player_id}}}:{part}"

    # ---- a game's chat --------------------------------------------------------------------
    def append(self, game_id: str, message: dict[str, Any]) -> dict[str, Any]:
        """Store ``message`` with the next id (its 1-based position); returns it."""
        key = self._game(game_id, "log")
        size = int(self.redis.rpush(key, "{}"))
        stored = {"id": size, **message}
        self.redis.lset(key, size - 1, json.dumps(stored))
        return stored

    def messages(self, game_id: str, after: int = 0) -> list[dict[str, Any]]:
        raw = self.redis.lrange(self._game(game_id, "log"), after, MAX_MESSAGES)
        return [m for m in (json.loads(_text(r)) for r in raw) if m]

    def message(self, game_id: str, message_id: int) -> dict[str, Any] | None:
        raw = self.redis.lindex(self._game(game_id, "log"), message_id - 1)
        found = json.loads(_text(raw)) if raw is not None else None
        return found or None

    def count(self, game_id: str) -> int:
        return int(self.redis.llen(self._game(game_id, "log")))

    def config(self, game_id: str) -> dict[str, str]:
        raw = self.redis.hgetall(self._game(game_id, "cfg"))
        return {_text(k): _text(v) for k, v in raw.items()}

    def configure(self, game_id: str, **fields: str) -> None:
        self.redis.hset(self._game(game_id, "cfg"), mapping=fields)

    # ---- an account's choices -------------------------------------------------------------
    def prefs(self, player_id: str) -> dict[str, bool]:
        raw = self.redis.hgetall(self._account(player_id, "prefs"))
        found = {_text(k): _text(v) == "1" for k, v in raw.items()}
        return {"free_text": found.get("free_text", False),
                "bots_read": found.get("bots_read", False),
                "on_stream": found.get("on_stream", False)}

    def set_prefs(self, player_id: str, prefs: dict[str, bool]) -> None:
        if not prefs:
            return
        self.redis.hset(self._account(player_id, "prefs"),
                        mapping={k: "1" if v else "0" for k, v in prefs.items()})

    def mutes(self, player_id: str) -> set[str]:
        return {_text(p) for p in self.redis.smembers(self._account(player_id, "mutes"))}

    def mute(self, player_id: str, other: str, on: bool) -> None:
        key = self._account(player_id, "mutes")
        if on:
            self.redis.sadd(key, other)
        else:
            self.redis.srem(key, other)

    # ---- reports --------------------------------------------------------------------------
    def report(self, record: dict[str, Any]) -> None:
        self.redis.rpush(f"{self.prefix}chat:reports", json.dumps(record))

    def reports(self, limit: int) -> list[dict[str, Any]]:
        raw = self.redis.lrange(f"{self.prefix}chat:reports", -limit, -1)
        return [json.loads(_text(r)) for r in raw]
