"""The owed-work index (``P {owed}``, ``P {owed}:cmd``, ``P {owed}:arc``): when the platform owes
a game its next step, a queued command its answer, a finished game its archiving. Every commit
writes it (commit.lua); the reconciler (``play/reconciler.py``) claims what is due."""

from __future__ import annotations

from importlib import resources
from typing import Any

from dashgames.infra.keys import KeyLayout
from dashgames.infra.redis_client import text


class OwedIndex(KeyLayout):
    def __init__(self, client: Any, lane: Any, prefix: str, cluster: bool) -> None:
        self.redis = client
        self.lane = lane
        self.prefix = prefix
        self.cluster = cluster
        shared = resources.files("dashgames.infra") / "lua"
        lua = resources.files("dashgames.play") / "lua"
        self._claim_owed = client.register_script((shared / "claim_owed.lua").read_text())
        self._reschedule = client.register_script((lua / "reschedule.lua").read_text())
        self._fx_owed = client.register_script((lua / "fx_owed.lua").read_text())

    def claim(self, now: float, until: float, limit: int, commands: bool = False,
                   archives: bool = False) -> list[str]:
        """Up to ``limit`` games whose next step was owed by ``now`` (with ``commands``: queued
        commands, ``"<game id> <command id>"``), each put off to ``until`` in the same step, so
        that two reconcilers never take the same one at once and a reconciler that dies
        holding one only delays it."""
        key = self.owed_commands_key() if commands else self.owed_key()
        if archives:
            key = self.archive_owed_key()
        raw = self._claim_owed(keys=[key], args=[repr(now), repr(until), limit])
        return [text(member) for member in raw]

    def owe_command(self, game_id: str, command_id: str, at: float) -> None:
        """A queued command is overdue at ``at`` unless answered (0: forget it)."""
        member = f"{game_id} {command_id}"
        if at:
            self.redis.zadd(self.owed_commands_key(), {member: at})
        else:
            self.redis.zrem(self.owed_commands_key(), member)

    def reschedule(self, game_id: str, version: int, owed_at: float) -> None:
        """Set when the game's next step is owed (0: nothing is), if it is still at ``version``:
        a commit meanwhile has already written the newer answer."""
        if self.cluster:  # the meta and the index are in two slots: ordered by version instead
            current = self.redis.hget(self.game_key(game_id, "meta"), "v")
            if current is None:  # gone: it leaves the index, its version too
                self.lane.transaction(("ZREM", self.owed_key(), game_id),
                                      ("HDEL", self.owed_versions_key(), game_id))
            elif text(current) == str(version):
                self.lane.evalsha(self._fx_owed, [self.owed_key(), self.archive_owed_key(),
                                                  self.owed_versions_key()],
                                  [game_id, str(version), repr(owed_at) if owed_at else "0", ""])
            return
        self._reschedule(keys=[self.game_key(game_id, "meta"), self.owed_key()],
                         args=[game_id, str(version), repr(owed_at)])
