"""Matchmaking for the API: a player's seek (create, long-poll, cancel) and the waiting list.
The Redis side is ``matchmaking/store.py``; the pairing worker's pass ``matchmaking/pairing.py``;
the rules a player meets are in docs/MATCHMAKING.md.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from dashgames.accounts.types import Player
from dashgames.engine import Game, get_game
from dashgames.engine.errors import BadOptions
from dashgames.engine.options import resolve_options
from dashgames.infra.redis_client import BLOCK_SLICE
from dashgames.infra.settings import Settings
from dashgames.matchmaking.errors import RatedWithBots, SeekNotFound, SeekPaired
from dashgames.matchmaking.store import Seeks, rating_of
from dashgames.matchmaking.types import Seek, SeekSpec
from dashgames.play import clocks
from dashgames.play.errors import PlayerCountUnsupported
from dashgames.play.store import Store

MAX_SEEK_WAIT = 25.0
"""The longest long-poll on a seek: under the seek's lifetime, so a poll keeps it alive."""


class SeeksService:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.seeks = Seeks(store.redis, settings.key_prefix)

    # ---- seeks ------------------------------------------------------------------------------
    def create_seek(self, player: Player, spec: SeekSpec) -> Seek:
        game = get_game(spec.game_type)
        wrong = [n for n in spec.players if not game.min_players <= n <= game.max_players]
        if wrong or not spec.players:
            raise PlayerCountUnsupported(
                f"{game.id} seats {game.min_players} to {game.max_players} players",
                players=list(spec.players), min_players=game.min_players,
                max_players=game.max_players)
        if spec.rated and spec.bots:
            raise RatedWithBots("a rated game has no house bots: seek casual, or "
                                       "without bots")
        options = resolve_options(game.options, spec.options)  # BAD_OPTIONS
        for count in spec.players:  # the game's rules across options, at every size asked for
            game.validate_options(count, options)
        clocks.configure(game, spec.clock, max(spec.players))  # BAD_OPTIONS
        clock = spec.clock
        if clock is not None and clock.bot_level is not None:  # the name it stands for now
            clock = replace(clock, bot_level=resolve_level(game, clock.bot_level))
        level = None if spec.bot_level is None else resolve_level(game, spec.bot_level)
        spec = SeekSpec(spec.game_type, tuple(sorted(set(spec.players))), clock,
                               options, spec.rated, spec.bots, level)
        rating = rating_of(self.store.redis, self.settings.key_prefix, game.id, player.id)
        return self.seeks.add(player, spec, rating, time.time(), self.settings.seek_ttl)

    def read_seek(self, player: Player, seek_id: str, wait_seconds: float
                  ) -> Seek:
        """The caller's seek, refreshed (its heartbeat); with ``wait_seconds``, a long-poll
        that answers once it is paired, refreshing it as it waits."""
        deadline = time.monotonic() + min(max(wait_seconds, 0.0), MAX_SEEK_WAIT)
        while True:
            seek = self._own_seek(player, seek_id)
            if seek.status == "waiting":
                self.seeks.refresh(seek_id, time.time() + self.settings.seek_ttl)
            left = deadline - time.monotonic()
            if seek.status == "paired" or left <= 0:
                return self._own_seek(player, seek_id) if seek.status == "waiting" else seek
            self.seeks.wait_paired(seek_id, min(left, BLOCK_SLICE))

    def cancel_seek(self, player: Player, seek_id: str) -> None:
        code, status, game_id = self.seeks.cancel(player.id, seek_id)
        if code < 0:
            raise SeekNotFound(f"you have no seek {seek_id}", seek_id=seek_id)
        if code == 0:
            raise SeekPaired("the seek is paired already", seek_id=seek_id,
                                    status=status, game_id=game_id)

    def list_seeks(self, game_type: str | None, limit: int) -> list[Seek]:
        return self.seeks.waiting(game_type, max(1, min(limit, 100)))

    def _own_seek(self, player: Player, seek_id: str) -> Seek:
        seek = self.seeks.get(seek_id)
        if seek is None or seek.player_id != player.id:
            raise SeekNotFound(f"you have no seek {seek_id}", seek_id=seek_id)
        return seek


def resolve_level(game: Game[Any, Any], level: str) -> str:
    """The bot level ``level`` stands for in ``game`` (an alias resolved); 400 BAD_OPTIONS
    when there is none."""
    found = game.bot_level(level)
    if found is None:
        raise BadOptions(f"{game.id} has no bot level {level!r}", field="bot_level",
                         allowed=game.bot_levels())
    return found
