"""The back end's tables desk: rematches and seeks (part of ``GameService``, which delegates).

Kept beside ``state/backend.py`` (and, like it, allowed to reach the rules service) so that each
stays small. The Redis side is ``platform/tables.py`` and ``platform/seeks.py``; the pairing
worker is ``rules/pairing.py``; the rules a player meets are in docs/MATCHMAKING.md.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from dashgames.engine import get_game
from dashgames.engine.options import resolve_options
from dashgames.platform import facade
from dashgames.platform.inbox import Inbox
from dashgames.platform.seeks import Seeks, rating_of
from dashgames.platform.settings import Settings
from dashgames.platform.store import BLOCK_SLICE, Store
from dashgames.platform.tables import Rematches, is_private, new_invite
from dashgames.rules import clocks, lifecycle
from dashgames.rules import seats as seating
from dashgames.rules.followups import Followups

MAX_SEEK_WAIT = 25.0
"""The longest long-poll on a seek: under the seek's lifetime, so a poll keeps it alive."""


class TablesDesk:
    def __init__(self, store: Store, settings: Settings, followups: Followups,
                 summary: Callable[[str, dict[str, str]], facade.GameSummary]) -> None:
        self.store = store
        self.settings = settings
        self.followups = followups
        self.summary = summary
        self.seeks = Seeks(store.redis, settings.key_prefix)
        self.inbox = Inbox(store.redis, settings.key_prefix)
        self.rematches = Rematches(store.redis, lambda g: store.game_key(g, "meta"))

    # ---- rematch ----------------------------------------------------------------------------
    def rematch(self, player: facade.Player, game_id: str) -> facade.GameSummary:
        """The finished game's rematch, made on the first ask and the same game after."""
        meta = self.store.meta(game_id)
        if not meta:
            raise facade.GameNotFound(f"no game {game_id}", game_id=game_id)
        rows = seating.load_seats(meta["seats"])
        if not any(row.get("p") == player.id for row in rows):
            raise facade.Forbidden("you had no seat in this game", game_id=game_id)
        if meta["st"] != "finished":
            raise facade.RematchUnavailable("a rematch follows the end of the game",
                                            game_id=game_id, status=meta["st"])
        new_id = self.rematches.rematch_id(game_id)
        if new_id is None:
            raise facade.GameNotFound(f"no game {game_id}", game_id=game_id)
        made = self.store.meta(new_id)
        if not made:
            self._make_rematch(player, game_id, meta, rows, new_id)
            made = self.store.meta(new_id)
        return self.summary(new_id, made)

    def _make_rematch(self, player: facade.Player, game_id: str, meta: dict[str, str],
                      rows: list[dict[str, Any]], new_id: str) -> None:
        """Seats rotated by one (seat i's player sits at i + 1), every player seated, house
        bots where bots sat; the same type, options, clock, privacy and rated flag."""
        count = len(rows)
        moved = [rows[(i - 1) % count] for i in range(count)]
        specs = [facade.SeatSpec("human") if row.get("p") else facade.SeatSpec("bot", row["b"])
                 for row in moved]
        seated = {i: facade.Player(row["p"], row.get("n", ""), bool(row.get("ib")), row.get("o"))
                  for i, row in enumerate(moved) if row.get("p")}
        extra = {"rof": game_id}
        if meta.get("rated"):
            extra["rated"] = meta["rated"]
        if is_private(meta):
            extra.update(prv="1", inv=new_invite())
        clock = None
        if meta.get("clk"):
            clock = facade.ClockSpec(**json.loads(meta["clk"])["cfg"])

        table = lifecycle.Table(game_id=new_id, seated=seated, meta=extra, if_absent=True,
                                started={"rematch_of": game_id, "offered_by": player.id})
        lifecycle.create_game(self.store, self.followups, player, meta["type"],
                              json.loads(meta["opt"]), specs, None, clock, table=table)

    # ---- seeks ------------------------------------------------------------------------------
    def create_seek(self, player: facade.Player, spec: facade.SeekSpec) -> facade.Seek:
        game = get_game(spec.game_type)
        wrong = [n for n in spec.players if not game.min_players <= n <= game.max_players]
        if wrong or not spec.players:
            raise facade.PlayerCountUnsupported(
                f"{game.id} seats {game.min_players} to {game.max_players} players",
                players=list(spec.players), min_players=game.min_players,
                max_players=game.max_players)
        if spec.rated and spec.bots:
            raise facade.RatedWithBots("a rated game has no house bots: seek casual, or "
                                       "without bots")
        options = resolve_options(game.options, spec.options)  # BAD_OPTIONS
        for count in spec.players:  # the game's rules across options, at every size asked for
            game.validate_options(count, options)
        clocks.configure(game, spec.clock, max(spec.players))  # BAD_OPTIONS
        spec = facade.SeekSpec(spec.game_type, tuple(sorted(set(spec.players))), spec.clock,
                               options, spec.rated, spec.bots)
        rating = rating_of(self.store.redis, self.settings.key_prefix, game.id, player.id)
        return self.seeks.add(player, spec, rating, time.time(), self.settings.seek_ttl)

    def read_seek(self, player: facade.Player, seek_id: str, wait_seconds: float
                  ) -> facade.Seek:
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

    def cancel_seek(self, player: facade.Player, seek_id: str) -> None:
        code, status, game_id = self.seeks.cancel(player.id, seek_id)
        if code < 0:
            raise facade.SeekNotFound(f"you have no seek {seek_id}", seek_id=seek_id)
        if code == 0:
            raise facade.SeekPaired("the seek is paired already", seek_id=seek_id,
                                    status=status, game_id=game_id)

    def list_seeks(self, game_type: str | None, limit: int) -> list[facade.Seek]:
        return self.seeks.waiting(game_type, max(1, min(limit, 100)))

    def _own_seek(self, player: facade.Player, seek_id: str) -> facade.Seek:
        seek = self.seeks.get(seek_id)
        if seek is None or seek.player_id != player.id:
            raise facade.SeekNotFound(f"you have no seek {seek_id}", seek_id=seek_id)
        return seek
