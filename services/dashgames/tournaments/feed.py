"""An event's public stream (``P t:{t}:ev:<id>``): the account stream's reader on another key.

Entries are written by the Lua steps that make them happen (``joined``, ``withdrew``,
``started``, ``round_started``, ``paired``, ``standings``, ``finished``); the API reads them
with ``after`` and ``wait`` exactly as it reads an account stream."""

from __future__ import annotations

from typing import Any

from dashgames.accounts.inbox import Inbox


class Feed(Inbox):
    def __init__(self, client: Any, prefix: str) -> None:
        super().__init__(client, prefix)
        self.base = f"{prefix}t:{{t}}:ev:"

    def key(self, player_id: str) -> str:  # here: the event's id
        return self.base + player_id
