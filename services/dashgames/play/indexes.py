"""The indexes of games by who and what: the lobby lists (``P {lobby}:<status>[:<type>]``), the
games a player created while open (their quota) and the games a player sits in ("my games")."""

from __future__ import annotations

import time
from importlib import resources
from typing import Any

from dashgames.infra.keys import KeyLayout
from dashgames.infra.redis_client import text
from dashgames.infra.settings import Settings

RESERVED_SECONDS = 60.0
"""How long a game reserved against the open-games quota counts before its meta is stored."""


class GameIndexes(KeyLayout):
    def __init__(self, client: Any, settings: Settings) -> None:
        self.redis = client
        self.settings = settings
        self.prefix = settings.key_prefix
        lua = resources.files("dashgames.play") / "lua"
        self._reserve = client.register_script((lua / "open_game_reserve.lua").read_text())

    def lobby(self, status: str, game_type: str | None, limit: int) -> list[dict[str, str]]:
        ids = self.redis.zrevrange(self.lobby_key(status, game_type), 0, max(limit, 1) - 1)
        pipe = self.redis.pipeline(transaction=False)
        for raw_id in ids:
            pipe.hgetall(self.game_key(text(raw_id), "meta"))
        metas = pipe.execute()
        out, gone = [], []
        for raw_id, raw_meta in zip(ids, metas, strict=True):
            if raw_meta:
                meta = {text(k): text(v) for k, v in raw_meta.items()}
                meta["id"] = text(raw_id)
                out.append(meta)
            else:  # an expired game leaves its id behind until a lobby read finds it gone
                gone.append(raw_id)
        if gone:
            self.redis.zrem(self.lobby_key(status, game_type), *gone)
        return out

    def open_games_of(self, player_id: str) -> int:
        """How many games ``player_id`` created still count against the quota, forgetting the
        others: a game with seats for others while it is open, a table of the creator and
        house bots (``b:<id>``) until it ends. A member whose game is not stored yet counts
        for ``RESERVED_SECONDS`` (``reserve_open_game`` adds it before the create)."""
        key = self.player_key(player_id) + ":open"
        found = [(text(i), score) for i, score in self.redis.zrange(key, 0, -1, withscores=True)]
        if not found:
            return 0
        pipe = self.redis.pipeline(transaction=False)
        for member, _ in found:
            pipe.hget(self.game_key(member.removeprefix("b:"), "meta"), "st")
        statuses = pipe.execute()
        now, gone = time.time(), []
        for (member, score), raw in zip(found, statuses, strict=True):
            st = text(raw) if raw is not None else ""
            live = {"open", "active"} if member.startswith("b:") else {"open"}
            if st not in live and (st or now - score > RESERVED_SECONDS):
                gone.append(member)  # never counts again: removing it races with nothing
        if gone:
            self.redis.zrem(key, *gone)
        return len(found) - len(gone)

    def reserve_open_game(self, player_id: str, member: str, quota: int) -> bool:
        """Count then add in one step (a script on the player's one key): False, and nothing
        added, when ``quota`` members are there already."""
        self.open_games_of(player_id)  # forget what stopped counting first
        key = self.player_key(player_id) + ":open"
        return bool(self._reserve(keys=[key], args=[quota, repr(time.time()), member,
                                                    self.settings.open_game_ttl]))

    def release_open_game(self, player_id: str, member: str) -> None:
        self.redis.zrem(self.player_key(player_id) + ":open", member)

    def index_seat(self, player_id: str, game_id: str) -> None:
        """``player_id`` is taking a seat in ``game_id``: written before the seat's commit, so
        a crash between the two leaves at worst an entry "my games" finds unseated and drops."""
        self.redis.zadd(self.player_games_key(player_id), {game_id: time.time()}, nx=True)

    def games_of(self, player_id: str) -> list[tuple[str, float]]:
        """(game id, when seated) of every game indexed for the player, newest first."""
        raw = self.redis.zrevrange(self.player_games_key(player_id), 0, -1, withscores=True)
        return [(text(member), float(score)) for member, score in raw]

    def forget_games(self, player_id: str, game_ids: list[str]) -> None:
        if game_ids:
            self.redis.zrem(self.player_games_key(player_id), *game_ids)
