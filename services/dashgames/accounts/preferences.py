"""An account's table preferences, kept on the server so they follow the player to every
device: ``confirm_moves`` ("confirm my moves", docs/CONFIRM.md), off by default.

``P prefs:{<player>}``: a hash in the account's slot, ``confirm_moves`` "1" or "0".
"""

from __future__ import annotations

from typing import Any

from dashgames.infra.redis_client import hash_reply

DEFAULTS = {"confirm_moves": False}


class Preferences:
    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.prefix = prefix

    def _key(self, player_id: str) -> str:
        return f"{self.prefix}prefs:{{{player_id}}}"

    def get(self, player_id: str) -> dict[str, bool]:
        found = hash_reply(self.redis.hgetall(self._key(player_id)))
        return {name: found[name] == "1" if name in found else default
                for name, default in DEFAULTS.items()}

    def change(self, player_id: str, changes: dict[str, bool]) -> dict[str, bool]:
        """Set the named preferences (names of ``DEFAULTS`` only); the whole set after."""
        fields = {name: "1" if on else "0" for name, on in changes.items() if name in DEFAULTS}
        if fields:
            self.redis.hset(self._key(player_id), mapping=fields)
        return self.get(player_id)
