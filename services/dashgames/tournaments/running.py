"""The tournament pass the pairing worker runs: events start, tables are made, results scored,
rounds paired, events finished and archived (docs/TOURNAMENTS.md, "The pairing worker").

Every step is safe to run twice and from two workers at once: a table is claimed in one Lua
step before its game is made (``claim.lua``), the game is made only if absent, a result is
recorded only if the table has none (``settle.lua``), a status moves only from the one before
(``move.lua``), and the history database refuses an event archived twice. A worker killed
anywhere leaves work the next pass finishes: claimed tables not yet made are made, finished
games not yet scored are scored.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections import defaultdict
from dataclasses import asdict
from typing import Any

from dashgames.accounts.types import Player
from dashgames.engine import get_game
from dashgames.infra.games import load_games
from dashgames.infra.settings import Settings
from dashgames.matchmaking.store import DEFAULT_RATING
from dashgames.play import lifecycle
from dashgames.play import seats as seating
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.play.types import SeatSpec
from dashgames.records.database import open_history
from dashgames.records.tournaments import finished_game, write_tournament
from dashgames.tournaments import pairing, scoring
from dashgames.tournaments.schedule import scheduled
from dashgames.tournaments.store import Tournaments, spec_json
from dashgames.tournaments.types import Entrant, Pairing, Result, Tournament

log = logging.getLogger(__name__)

STANDINGS_IN_EVENTS = 20
"""Rows of the standings a ``standings`` or ``finished`` stream event carries (the rest are
paged through ``GET /v1/tournaments/{id}/standings``)."""


def standings_body(rows: list[Any]) -> list[dict[str, Any]]:
    return [asdict(r) for r in rows[:STANDINGS_IN_EVENTS]]


class TournamentPass:
    def __init__(self, store: Store, followups: Followups, settings: Settings) -> None:
        load_games(settings)
        self.store = store
        self.followups = followups
        self.settings = settings
        self.events = Tournaments(store.redis, settings.key_prefix)

    def run_pass(self, now: float | None = None) -> int:
        """One pass over every open and running event; returns the tables it made."""
        now = time.time() if now is None else now
        if self.settings.tournaments_file:
            self.schedule(now)
        made = 0
        for tid in self.events.ids("open", 1000):
            event = self.events.get(tid)
            if event is not None and event.spec.starts_at <= now:
                self.start(event, now)
        for tid in self.events.ids("running", 1000):
            try:
                made += self.step(tid, now)
            except Exception:  # one event's trouble stops no other; the next pass tries again
                log.exception("tournament %s: the pass failed", tid)
        for tid in self.events.ids("finished", 50):
            if self.events.field(tid, "arc") != "1":
                self.archive(tid)
        return made

    # ---- the operator's schedule ------------------------------------------------------------
    def schedule(self, now: float) -> None:
        for tid, spec in scheduled(self.settings.tournaments_file, now):
            if self.events.create(tid, spec, "operator", now):
                log.info("scheduled tournament %s (%s)", tid, spec.name)

    # ---- start ------------------------------------------------------------------------------
    def start(self, event: Tournament, now: float) -> None:
        spec = event.spec
        game = get_game(spec.game_type)
        active = [e for e in self.events.entrants(event.id) if not e.withdrawn]
        for n in range(1, spec.house_bots + 1):
            if len(active) + n - 1 >= spec.max_players:
                break
            bot = Entrant(f"house:{n}", f"{game.title} bot {n}", DEFAULT_RATING, now,
                          True, game.default_bot_level)
            self.events.entry(event.id, "join", bot, bot.id, spec.max_players, spec.format)
        active = [e for e in self.events.entrants(event.id) if not e.withdrawn]
        if len(active) < max(spec.min_players, spec.table_size):
            self.events.move(event.id, "open", "cancelled", now, "finished",
                             {"cancelled": True, "entrants": len(active), "standings": []},
                             fin=repr(now), arc="1")
            return
        ends = repr(now + spec.minutes * 60.0) if spec.format == "arena" else ""
        self.events.move(event.id, "open", "running", now, "started",
                         {"entrants": len(active), "ends_at": float(ends) if ends else None},
                         started=repr(now), ends=ends)

    # ---- a running event --------------------------------------------------------------------
    def step(self, tid: str, now: float) -> int:
        event = self.events.get(tid)
        if event is None or event.status != "running":
            return 0
        self.make_owed(event)
        self.settle_finished(event)
        if event.spec.format == "arena":
            return self.pair_arena(event, now)
        return self.pair_swiss(event, now)

    def make_owed(self, event: Tournament) -> None:
        owed = set(self.events.to_make(event.id))
        if not owed:
            return
        entrants = {e.id: e for e in self.events.entrants(event.id)}
        for table in self.events.pairings(event.id):
            if table.game_id in owed:
                self.make(event, table, entrants)

    def make(self, event: Tournament, table: Pairing, entrants: dict[str, Entrant]) -> None:
        """The table's game, made only if absent; then no longer owed."""
        spec = event.spec
        seated: dict[int, Player] = {}
        specs: list[SeatSpec] = []
        for seat, eid in enumerate(table.seats):
            entrant = entrants[eid]
            if entrant.house is not None:
                specs.append(SeatSpec("bot", entrant.house))
            else:
                specs.append(SeatSpec("human"))
                seated[seat] = Player(eid, entrant.name, entrant.is_bot)
        made = lifecycle.Table(
            game_id=table.game_id, seated=seated, if_absent=True,
            meta={"trn": event.id},
            started={"tournament_id": event.id, "tournament_round": table.round})
        creator = next(iter(seated.values()), Player(f"tournament:{event.id}", spec.name, True))
        lifecycle.create_game(self.store, self.followups, creator, spec.game_type, spec.options,
                              specs, None, spec.clock, table=made, rated=spec.rated)
        self.events.made(event.id, table.game_id)

    def settle_finished(self, event: Tournament) -> int:
        """Score every table whose game has ended, in one step; returns how many now."""
        busy = self.events.busy(event.id)
        if not busy:
            return 0
        tables = {p.game_id: p for p in self.events.pairings(event.id)}
        finished = [(result, tables[gid].seats) for gid in sorted(set(busy.values()))
                    if gid in tables and (result := self.result_of(gid)) is not None]
        if not finished:
            return 0
        results = {**self.events.results(event.id), **{r.game_id: r for r, _ in finished}}
        rows = self.standings(event, results=results)
        return self.events.settle(event.id, finished, {"standings": standings_body(rows)})

    def result_of(self, game_id: str) -> Result | None:
        """The finished game's places and forfeited seats; None while it is played. A game
        archived and gone from Redis (the pairing worker was down meanwhile) is read back from
        the history database."""
        meta = self.store.meta(game_id)
        if meta:
            if meta.get("st") != "finished" or not meta.get("out"):
                return None
            outcome, rows = json.loads(meta["out"]), seating.load_seats(meta["seats"])
        else:
            archived = finished_game(open_history(self.settings.history_url), game_id)
            if archived is None:
                return None
            outcome, rows = archived
        gone = tuple(i for i, row in enumerate(rows) if row.get("r"))
        return Result(game_id, tuple(int(r) for r in outcome["ranks"]), gone)

    # ---- pairing ----------------------------------------------------------------------------
    def records(self, event: Tournament) -> list[pairing.Record]:
        entrants = self.events.entrants(event.id)
        tables = self.events.pairings(event.id)
        results = self.events.results(event.id)
        byes = self.events.byes(event.id)
        tally = scoring.Tally(event.spec.format, event.spec.table_size, tables, results, byes)
        met: dict[str, set[str]] = defaultdict(set)
        last: dict[str, frozenset[str]] = {}
        seat_sum: dict[str, int] = defaultdict(int)
        for table in tables:
            for seat, eid in enumerate(table.seats):
                others = set(table.seats) - {eid}
                met[eid] |= others
                last[eid] = frozenset(others)
                seat_sum[eid] += seat
        return [pairing.Record(e.id, tally.points[e.id], e.rating, frozenset(met[e.id]),
                               last.get(e.id, frozenset()), seat_sum[e.id],
                               len(byes.get(e.id, [])))
                for e in entrants if not e.withdrawn]

    def pair_arena(self, event: Tournament, now: float) -> int:
        busy = self.events.busy(event.id)
        if event.ends_at is not None and now >= event.ends_at:
            if not busy and not self.events.to_make(event.id):
                self.finish(event, now)
            return 0
        waiting = [r for r in self.records(event) if r.id not in busy]
        tables = pairing.arena_wave(waiting, event.spec.table_size)
        return self.claim_and_make(event, None, tables, [], now)

    def pair_swiss(self, event: Tournament, now: float) -> int:
        if self.events.busy(event.id) or self.events.to_make(event.id):
            return 0  # the round is still being played
        if event.round >= event.spec.rounds:
            self.finish(event, now)
            return 0
        records = self.records(event)
        if len(records) < event.spec.table_size:
            self.finish(event, now)
            return 0
        planned = pairing.swiss_round(records, event.spec.table_size)
        return self.claim_and_make(event, event.round, planned.tables, planned.byes, now)

    def claim_and_make(self, event: Tournament, expected_round: int | None,
                       tables: list[list[str]], byes: list[str], now: float) -> int:
        if not tables and expected_round is None:
            return 0
        planned = [{"game_id": secrets.token_hex(6), "seats": seats} for seats in tables]
        claimed = self.events.claim(event.id, expected_round, planned, byes, now)
        if claimed:
            self.make_owed(event)
        return len(claimed)

    # ---- the end ----------------------------------------------------------------------------
    def standings(self, event: Tournament, results: dict[str, Result] | None = None
                  ) -> list[Any]:
        return scoring.standings(
            event.spec.format, event.spec.table_size, self.events.entrants(event.id),
            self.events.pairings(event.id),
            self.events.results(event.id) if results is None else results,
            self.events.byes(event.id))

    def finish(self, event: Tournament, now: float) -> None:
        rows = self.standings(event)
        if self.events.move(event.id, "running", "finished", now, "finished",
                            {"cancelled": False, "standings": standings_body(rows)},
                            fin=repr(now)):
            self.archive(event.id)

    def archive(self, tid: str) -> None:
        """The finished event and its final standings into the history database, once."""
        event = self.events.get(tid)
        if event is None or event.status != "finished":
            return
        engine = open_history(self.settings.history_url)
        row = {"id": tid, "name": event.spec.name, "game_type": event.spec.game_type,
               "format": event.spec.format, "spec": json.loads(spec_json(event.spec)),
               "status": event.status, "created_by": event.created_by,
               "created_at": event.created_at, "started_at": event.started_at,
               "finished_at": event.finished_at or time.time(), "rounds_played": event.round}
        write_tournament(engine, row, [asdict(s) for s in self.standings(event)])
        self.events.mark(tid, arc="1")
