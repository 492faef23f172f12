"""Private tables and rematches: their few fields in a game's meta (``P g:{id}:meta``).

* ``prv`` = "1": a private game. It is stored in no lobby set (``Store.create``, and a commit
  moving its status leaves the lobby alone: ``Commit.unlisted``), and its open seats are taken
  only with its invite.
* ``inv``: the invite, an unguessable token (144 random bits, URL-safe). The invite URL is a
  capability: whoever holds it may take an open seat. It is shown to the creator and to the
  game's players (``GameRead.invite_path``), never to spectators or in the lobby.
* ``rm``: the id of the game's rematch, chosen once (HSETNX, only while the game exists) by the
  first player who asks; whoever asks next, or again after a crash, finds the same id, and the
  game itself is stored only if absent (``Store.create(if_absent=True)``), so a rematch is made
  exactly once whatever the races.
* ``rof``: in a rematch, the game it is the rematch of.
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
