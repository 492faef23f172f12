"""The store's Redis keys and channels: their names (``KeyLayout``).

Every key of a game lives in its ``{id}`` cluster slot, each global index in a slot of its own,
an account's keys in its ``{player}`` slot, so every Lua script and MULTI touches one slot. What
each key and field holds: docs/ARCHITECTURE.md, "Redis keys".
"""

from __future__ import annotations


class KeyLayout:
    prefix: str  # ``DASHGAMES_KEY_PREFIX``

    def game_key(self, game_id: str, part: str) -> str:
        return f"{self.prefix}g:{{{game_id}}}:{part}"

    def reply_key(self, game_id: str, command_id: str) -> str:
        """In the game's slot: the commit that answers pushes the reply in its own step."""
        return f"{self.prefix}r:{{{game_id}}}:{command_id}"

    def token_key(self, token_sha: str) -> str:
        return f"{self.prefix}tok:{token_sha}"

    def player_key(self, player_id: str) -> str:
        return f"{self.prefix}p:{player_id}"

    def lobby_key(self, status: str, game_type: str | None = None) -> str:
        return f"{self.prefix}{{lobby}}:{status}" + (f":{game_type}" if game_type else "")

    def heartbeat_key(self, queue: str) -> str:
        return f"{self.prefix}hb:{queue}"

    def owed_key(self) -> str:
        return f"{self.prefix}{{owed}}"

    def owed_commands_key(self) -> str:
        return f"{self.prefix}{{owed}}:cmd"

    def archive_owed_key(self) -> str:
        return f"{self.prefix}{{owed}}:arc"

    def owed_versions_key(self) -> str:
        """Cluster only: the version whose effects the owed indexes hold, per game."""
        return f"{self.prefix}{{owed}}:v"

    def player_games_key(self, player_id: str) -> str:
        return f"{self.prefix}p:{player_id}:games"

    def inbox_key(self, player_id: str) -> str:
        """A player's account event stream (``dashgames.accounts.inbox``)."""
        return f"{self.prefix}acct:{{{player_id}}}:ev"

    def delivered_key(self, player_id: str) -> str:
        """Cluster only: per game and kind of notice, the last version that reached the
        account (``relay.lua``)."""
        return f"{self.prefix}acct:{{{player_id}}}:sent"

    def channel(self, game_id: str) -> str:
        return f"{self.prefix}ch:{game_id}"

    def game_keys(self, game_id: str) -> list[str]:
        return [self.game_key(game_id, p) for p in ("meta", "state", "pub", "ev", "arc", "cmd")]
