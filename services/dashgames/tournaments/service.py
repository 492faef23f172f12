"""Tournaments for the API: create, list, read, join, withdraw, standings and the event stream.
The Redis side is ``tournaments/store.py``; the pairing worker's pass ``tournaments/running.py``;
what a player meets is in docs/TOURNAMENTS.md."""

from __future__ import annotations

import secrets
import time
from dataclasses import replace

from dashgames.accounts.inbox import AccountEvent
from dashgames.accounts.store import Accounts
from dashgames.accounts.types import Player
from dashgames.challenges.errors import GameTypeNotAccepted
from dashgames.engine import BadOptions
from dashgames.infra.settings import Settings
from dashgames.matchmaking.store import has_rating, rating_of
from dashgames.play.store import Store
from dashgames.tournaments import scoring
from dashgames.tournaments.errors import (
    AlreadyRegistered,
    AlreadyWithdrawn,
    BotsOnly,
    NotRegistered,
    TournamentFinished,
    TournamentFull,
    TournamentNotFound,
    TournamentStarted,
    UnratedPlayer,
)
from dashgames.tournaments.feed import Feed
from dashgames.tournaments.spec import checked
from dashgames.tournaments.store import Tournaments
from dashgames.tournaments.types import Entrant, Standing, Status, Tournament, TournamentSpec

STREAM_SLICE = 5.0
"""Seconds one blocking read of an event stream waits before the loop looks again."""
EARLIEST_START = 60.0
"""An event may start at most this many seconds in the past (a clock a little behind)."""

WHY = {"finished": TournamentFinished, "started": TournamentStarted,
       "registered": AlreadyRegistered, "full": TournamentFull,
       "unregistered": NotRegistered, "withdrawn": AlreadyWithdrawn}
MESSAGES = {
    "finished": "the tournament is over", "started": "a Swiss takes entries only before it starts",
    "registered": "you are in this tournament already", "full": "the tournament is full",
    "unregistered": "you are not in this tournament", "withdrawn": "you have withdrawn already",
}


class TournamentsService:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.events = Tournaments(store.redis, settings.key_prefix)
        self.feed = Feed(store.redis, settings.key_prefix)
        self.accounts = Accounts(store.redis, settings)

    def create(self, player: Player, spec: TournamentSpec) -> Tournament:
        player.require("act")
        if spec.starts_at < time.time() - EARLIEST_START:
            raise BadOptions("starts_at is in the past", field="starts_at")
        spec = checked(replace(spec, bots_only=False))  # a bot league is the operator's call
        tid = secrets.token_hex(6)
        self.events.create(tid, spec, player.id, time.time())
        return self.read(tid)

    def read(self, tid: str) -> Tournament:
        event = self.events.get(tid)
        if event is None:
            raise TournamentNotFound(f"no tournament {tid}", tournament_id=tid)
        return event

    def listed(self, status: Status, limit: int, offset: int) -> list[Tournament]:
        found = [self.events.get(t) for t in self.events.ids(status, limit, offset)]
        return [e for e in found if e is not None]

    def join(self, player: Player, tid: str) -> Tournament:
        player.require("act")
        event = self.read(tid)
        spec = event.spec
        if spec.bots_only and not player.is_bot:
            raise BotsOnly("this tournament is a bot league: bot accounts only",
                           tournament_id=tid)
        profile = self.accounts.profile(player.id) or {}
        accepts = profile.get("accepts")
        if player.is_bot and accepts is not None and spec.game_type not in accepts:
            raise GameTypeNotAccepted(f"{player.name} does not play {spec.game_type}",
                                      accepts=accepts)
        prefix = self.settings.key_prefix
        if spec.rated and not has_rating(self.store.redis, prefix, spec.game_type, player.id):
            raise UnratedPlayer(f"a rated tournament takes players rated in {spec.game_type}: "
                                "play a rated game of it first", game_type=spec.game_type)
        entrant = Entrant(player.id, player.name,
                          rating_of(self.store.redis, prefix, spec.game_type, player.id),
                          time.time(), player.is_bot)
        self._entry(event, "join", entrant, player.id)
        return self.read(tid)

    def withdraw(self, player: Player, tid: str) -> Tournament:
        player.require("act")
        event = self.read(tid)
        self._entry(event, "withdraw", None, player.id)
        return self.read(tid)

    def _entry(self, event: Tournament, action: str, entrant: Entrant | None,
               player_id: str) -> None:
        why = self.events.entry(event.id, action, entrant, player_id, event.spec.max_players,
                                event.spec.format)
        if why is not None:
            raise WHY[why](MESSAGES[why], tournament_id=event.id,
                           **({"max_players": event.spec.max_players} if why == "full" else {}))

    def standings(self, tid: str) -> list[Standing]:
        event = self.read(tid)
        spec = event.spec
        return scoring.standings(spec.format, spec.table_size, self.events.entrants(tid),
                                 self.events.pairings(tid), self.events.results(tid),
                                 self.events.byes(tid))

    def stream(self, tid: str, after: str | None, wait_seconds: float, limit: int
               ) -> tuple[list[AccountEvent], str]:
        """(events after ``after``, the cursor to resume from); no cursor: from now on."""
        self.read(tid)
        cursor = after if after is not None else self.feed.last_id(tid)
        found = self.feed.after(tid, cursor, limit) if wait_seconds <= 0 else []
        deadline = time.monotonic() + max(wait_seconds, 0.0)
        while not found and (left := deadline - time.monotonic()) > 0:
            found = self.feed.wait(tid, cursor, int(min(left, STREAM_SLICE) * 1000), limit)
        return found, found[-1].id if found else cursor
