"""Private tables and rematches: their few fields in a game's meta (``P g:{id}:meta``).

``prv`` marks a private game (in no lobby, its seats taken only with its invite), ``inv`` is the
invite token (a capability), ``rm`` the rematch's id, chosen once whatever the races, ``rof``
the game a rematch is of. docs/MATCHMAKING.md, "Private games and invites" and "Rematch".
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

INVITE_BYTES = 18
"""Random bytes of an invite (144 bits): out of reach of guessing, short enough for a link."""

_REMATCH_ID = """
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
redis.call('HSETNX', KEYS[1], 'rm', ARGV[1])
return redis.call('HGET', KEYS[1], 'rm')
"""


def new_invite() -> str:
    return secrets.token_urlsafe(INVITE_BYTES)


def invite_matches(meta: dict[str, str], offered: str | None) -> bool:
    """Whether ``offered`` is the game's invite (compared in constant time)."""
    stored = meta.get("inv", "")
    return bool(stored and offered) and hmac.compare_digest(stored, offered or "")


def invite_path(game_id: str, invite: str) -> str:
    """Where the invite takes a friend: ``POST`` it to take a seat (relative to the API)."""
    return f"/v1/games/{game_id}/join?invite={invite}"


def is_private(meta: dict[str, str]) -> bool:
    return meta.get("prv") == "1"


class Rematches:
    def __init__(self, client: Any, meta_key: Any) -> None:
        """``meta_key``: the store's ``game_key(game_id, "meta")`` as a function of the id."""
        self._script = client.register_script(_REMATCH_ID)
        self._meta_key = meta_key

    def rematch_id(self, game_id: str) -> str | None:
        """The rematch's id, chosen now if nobody has asked yet; None if the game is gone."""
        raw = self._script(keys=[self._meta_key(game_id)], args=[secrets.token_hex(6)])
        if raw is None:
            return None
        return raw.decode() if isinstance(raw, bytes) else str(raw)
