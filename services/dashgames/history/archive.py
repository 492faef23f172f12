"""Archiving a finished game (the ``archive`` queue's task) and spilling a long game's older steps.

Each task is written so a worker killed anywhere in between can be sent it again (the
reconciler does) and the second run finishes the work exactly once: the database row is written
first, keyed by the game, and Redis is told only after. The steps: docs/HISTORY.md, "From Redis
to the database" and "Long games".
"""

from __future__ import annotations

import bz2
import json
import logging
import os
import time
import zlib
from dataclasses import dataclass
from typing import Any

import redis
import sqlalchemy as sa

from dashgames.accounts.inbox import Inbox
from dashgames.engine import get_game
from dashgames.infra.redis_client import dumps
from dashgames.infra.settings import Settings
from dashgames.matchmaking.store import rate_in
from dashgames.play import seats as seating
from dashgames.play.commit import SPILL_AT
from dashgames.play.gamelog import Step, decompress, fold_chunk
from dashgames.play.store import Store
from dashgames.records import spilled
from dashgames.records.write import (
    FinishedGame,
    RatingChange,
    SeatRecord,
    record_game,
)

log = logging.getLogger(__name__)

GAME_FINISHED = "game_finished"
SPILL_ATTEMPTS = 5
"""Spill reads retried when a fold or a compaction changed the archive between read and trim."""
STALL_AFTER_COMMIT = "DASHGAMES_TEST_ARCHIVE_STALL"
"""Tests only: seconds the task sleeps between its database commit and its Redis step, so a
crash test can kill the worker exactly there (unset in every deployment)."""


def seat_result(outcome: dict[str, Any] | None, seat: int) -> tuple[int | None, str | None]:
    """(rank, won | lost | drawn) of a seat. A draw: nobody won, or every seat shares first."""
    if not outcome:
        return None, None
    ranks = outcome.get("ranks") or []
    rank = int(ranks[seat]) if seat < len(ranks) else None
    if not outcome.get("winners") or len(set(ranks)) == 1:
        return rank, "drawn"
    return rank, "won" if rank == 1 else "lost"


@dataclass
class Archiver:
    settings: Settings
    store: Store
    engine: sa.Engine

    @property
    def inbox(self) -> Inbox:
        return Inbox(self.store.redis, self.store.prefix)

    def archive(self, game_id: str) -> bool:
        """Copy a finished game into the history, then settle its Redis side; True when this
        call wrote the database row (False: already there, or nothing to archive)."""
        meta = self.store.meta(game_id)
        if not meta or meta.get("st") != "finished":
            self.store.redis.zrem(self.store.archive_owed_key(), game_id)
            return False
        record = self.finished_game(game_id, meta)
        wrote, changes = record_game(self.engine, record)
        # The whole log is in the games row now: the spilled ranges go (before the settle, so
        # a crash between the two runs this again; readers fall back to the games row).
        spilled.forget(self.engine, game_id)
        stall = float(os.environ.get(STALL_AFTER_COMMIT, "0") or 0)
        if stall:
            time.sleep(stall)
        self.settle(game_id, record, changes)
        return wrote

    def finished_game(self, game_id: str, meta: dict[str, str]) -> FinishedGame:
        steps = self.store.log.all_steps(game_id, int(meta.get("av", "1")))
        records = [s.record() for s in steps]
        rendered = {k: v for k, v in self.store.redis.hgetall(
            self.store.game_key(game_id, "pub")).items()}
        views = {_text(k): _text(v) for k, v in rendered.items() if not _text(k).startswith("m")}
        rows = seating.load_seats(meta["seats"])
        outcome = json.loads(meta["out"]) if meta.get("out") else None
        options = json.loads(meta["opt"])
        game = get_game(meta["type"])
        seats = []
        for index, row in enumerate(rows):
            rank, result = seat_result(outcome, index)
            player = row.get("p")
            seats.append(SeatRecord(index, player, row.get("n"), row["k"],
                                    self._is_bot_account(player), rank, result))
        return FinishedGame(
            id=game_id, game_type=meta["type"], players=int(meta["n"]), options=options,
            seat_rows=rows, rated=meta.get("rated") == "1" and played_by_people(rows, steps),
            seed=meta["seed"],
            seed_sha256=meta["sha"], outcome=outcome, version=int(meta["v"]),
            created_at=float(meta["at"]), finished_at=float(meta.get("end") or time.time()),
            steps=bz2.compress(dumps(records).encode(), 9),
            views=zlib.compress(dumps(views).encode(), 9),
            seats=tuple(seats), sides=game.teams(int(meta["n"]), options),
        )

    def spill(self, game_id: str, at_least: int = SPILL_AT) -> int:
        """Move the folded steps Redis holds for a game into the history database, when there
        are ``at_least`` of them (as many as a fold asks a spill for: a task delivered twice
        finds too few the second time); the version now spilled through (0: nothing done)."""
        for _ in range(SPILL_ATTEMPTS):
            spilled_to, chunks = self.store.log.archive_tail(game_id)
            pieces = [json.loads(decompress(c)) for c in chunks]
            records = [r for piece in pieces for r in piece]
            if not records or records[-1][0] - spilled_to < at_least:
                return 0
            body = fold_chunk(dumps(records), level=9)
            # A row for this first version already there (a run that died before its trim):
            # that row is what the database holds, and the trim goes to its end.
            through = spilled.keep_range(self.engine, game_id, spilled_to + 1,
                                         int(records[-1][0]), body)
            if not through:  # archived meanwhile: its live keys are on their way out
                return 0
            n = next((i for i, p in enumerate(pieces) if p and p[-1][0] >= through),
                     len(pieces) - 1) + 1
            rest = [r for piece in pieces[:n] for r in piece if r[0] > through]
            cut = fold_chunk(dumps(rest), level=9) if rest else b""
            if self.store.log.trim_spilled(game_id, chunks, n, cut, through, spilled_to):
                return through
        return 0

    def _is_bot_account(self, player_id: str | None) -> bool:
        if not player_id:
            return False
        raw = self.store.redis.get(self.store.player_key(player_id))
        return bool(raw and json.loads(raw).get("is_bot"))

    def settle(self, game_id: str, game: FinishedGame, changes: dict[str, RatingChange]) -> None:
        """The Redis side, once: events, the archived mark, expiry, the indexes."""
        meta_key = self.store.game_key(game_id, "meta")
        players = list(dict.fromkeys(s.player_id for s in game.seats if s.player_id))
        ttl = self.settings.archived_ttl
        if self.store.cluster:
            self._settle_on_cluster(game_id, game, changes, players)
            return
        with self.store.redis.pipeline(transaction=True) as pipe:
            while True:
                try:
                    pipe.watch(meta_key)
                    present = pipe.exists(meta_key)
                    done = pipe.hget(meta_key, "arch")
                    pipe.multi()
                    if present and not done:
                        for player in players:
                            self.inbox.publish_in(pipe, player, GAME_FINISHED,
                                                  finished_event(game, player, changes))
                        pipe.hset(meta_key, "arch", "1")
                    if ttl > 0 and present:
                        for key in self.store.game_keys(game_id):
                            pipe.expire(key, ttl)
                    pipe.zrem(self.store.archive_owed_key(), game_id)
                    rate_in(pipe, self.store.prefix, game.game_type,  # what pairing reads
                            {player: change.mu_after for player, change in changes.items()})
                    for player in players:
                        pipe.zrem(self.store.player_games_key(player), game_id)
                    pipe.execute()
                    return
                except redis.WatchError:
                    continue

    def _settle_on_cluster(self, game_id: str, game: FinishedGame,
                           changes: dict[str, RatingChange], players: list[str]) -> None:
        """``settle`` on a Redis Cluster, where the writes span slots: each step idempotent, in an
        order that a crash and the task's next run finish. The notices first, each delivered once
        (``Store.relay``: its source is the game's finish), the ratings and indexes, then the
        ``arch`` mark and the expiry in the game's own slot, the index of owed archives last."""
        store = self.store
        meta_key = store.game_key(game_id, "meta")
        present = bool(store.redis.exists(meta_key))
        if present and not store.redis.hget(meta_key, "arch"):
            for player in players:
                body = json.dumps(finished_event(game, player, changes), separators=(",", ":"))
                store.relay(player, 1, [(f"{game_id}:{GAME_FINISHED}", GAME_FINISHED, body)])
        pipe = store.redis.pipeline(transaction=False)
        rate_in(pipe, store.prefix, game.game_type,
                {player: change.mu_after for player, change in changes.items()})
        for player in players:
            pipe.zrem(store.player_games_key(player), game_id)
        pipe.execute()
        if present:
            ttl = self.settings.archived_ttl
            with store.redis.pipeline(transaction=True) as game_pipe:
                game_pipe.hset(meta_key, "arch", "1")
                if ttl > 0:
                    for key in store.game_keys(game_id):
                        game_pipe.expire(key, ttl)
                game_pipe.execute()
        owed = store.redis.pipeline(transaction=False)
        owed.zrem(store.archive_owed_key(), game_id)
        owed.hdel(store.owed_versions_key(), game_id)
        owed.execute()


TAKE_OVERS = frozenset({"clock_expired", "seat_resigned"})
"""The platform's events that hand an account's seat to a house bot when they name its
``bot_level`` (the clock's take-over; a resignation where the game plays on). A game's own
``seat_resigned`` (a forfeit) names none."""


def played_by_people(rows: list[dict[str, Any]], steps: list[Step]) -> bool:
    """Whether a rated game counts (docs/HISTORY.md, "Rating integrity"): every seated account
    made a move of its own, and no house bot ever played an account's seat. Otherwise the game
    is archived as casual: no one's rating moves."""
    accounts = {i for i, row in enumerate(rows) if row.get("p")}
    moved: set[int] = set()
    for step in steps:
        if any(e.get("type") in TAKE_OVERS and e.get("bot_level") for e in step.events):
            return False
        if isinstance(step.actor, int) and not isinstance(step.actor, bool):
            moved.add(step.actor)
    return accounts <= moved


def finished_event(game: FinishedGame, player_id: str, changes: dict[str, RatingChange]
                   ) -> dict[str, Any]:
    """The ``game_finished`` account event for one seated account."""
    seat = next(s for s in game.seats if s.player_id == player_id)
    change = changes.get(player_id)
    return {
        "game_id": game.id, "game_type": game.game_type, "outcome": game.outcome,
        "seat": seat.seat, "result": seat.result, "rated": game.rated and bool(changes),
        "rating_change": None if change is None else {
            "before": round(change.rating_before, 3), "after": round(change.rating_after, 3),
            "delta": round(change.delta, 3)},
    }


def _text(raw: Any) -> str:
    return raw.decode() if isinstance(raw, bytes) else str(raw)
