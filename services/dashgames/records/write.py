"""Writing a finished game into the history, once, with its rating changes.

``record_game`` runs one transaction: is the game there already (a redelivered archive task,
two workers racing)? Then it writes nothing and reads back the rating changes written the first
time. Otherwise it inserts the game, its seats and, for a rated game, each player's new rating
and history row, computed from their ratings as locked in this same transaction (``FOR UPDATE``
on PostgreSQL; SQLite's ``BEGIN IMMEDIATE`` holds the whole database). The game id is the
primary key, so even two writers that both found it missing cannot both commit it: the loser
gets an integrity error, runs again, and finds it there.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from dashgames.records import ratings
from dashgames.records.schema import game_seats, games, rating_history
from dashgames.records.schema import ratings as ratings_table

ATTEMPTS = 5
PAIR_GAMES_PER_DAY = 2
"""Rated games between the same two accounts that move ratings within a day (by their end);
a further one is archived as casual, so a player cannot farm a fresh second account for a
leaderboard place (docs/HISTORY.md, "Rating integrity")."""
DAY = 86400.0


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    player_id: str | None
    player_name: str | None
    kind: str  # human | bot (a house bot)
    is_bot: bool  # a bot account
    rank: int | None
    result: str | None  # won | lost | drawn


@dataclass(frozen=True)
class FinishedGame:
    id: str
    game_type: str
    players: int
    options: dict[str, Any]
    seat_rows: list[dict[str, Any]]  # the seats as the live game kept them
    rated: bool
    seed: str
    seed_sha256: str
    outcome: dict[str, Any] | None
    version: int
    created_at: float
    finished_at: float
    steps: bytes  # compressed JSON of every step record
    views: bytes  # compressed JSON of the final rendered views
    seats: tuple[SeatRecord, ...]
    sides: tuple[tuple[int, ...], ...]  # the game type's teams, as seats


@dataclass(frozen=True)
class RatingChange:
    player_id: str
    game_type: str
    mu_before: float
    sigma_before: float
    rating_before: float
    mu_after: float
    sigma_after: float
    rating_after: float

    @property
    def delta(self) -> float:
        return self.rating_after - self.rating_before


def record_game(engine: sa.Engine, game: FinishedGame) -> tuple[bool, dict[str, RatingChange]]:
    """(whether this call wrote the game, the rating changes by player id)."""
    for attempt in range(ATTEMPTS):
        try:
            with engine.begin() as db:
                if db.execute(sa.select(games.c.id).where(games.c.id == game.id)).first():
                    return False, _changes_of(db, game.id)
                changes = _rate(db, game) if game.rated else {}
                _insert(db, game, changes)
                return True, changes
        except (sa.exc.IntegrityError, sa.exc.OperationalError):
            if attempt == ATTEMPTS - 1:
                raise
            time.sleep(0.05 * (attempt + 1))  # the other writer commits; then we find it
    raise AssertionError("unreachable")


def _insert(db: sa.Connection, game: FinishedGame, changes: dict[str, RatingChange]) -> None:
    now = time.time()
    db.execute(games.insert().values(
        id=game.id, game_type=game.game_type, players=game.players, options=game.options,
        seats=game.seat_rows, rated=game.rated and bool(changes), seed=game.seed,
        seed_sha256=game.seed_sha256,
        outcome=game.outcome, version=game.version, created_at=game.created_at,
        finished_at=game.finished_at, archived_at=now, steps=game.steps, views=game.views,
    ))
    db.execute(game_seats.insert(), [
        {"game_id": game.id, "seat": s.seat, "player_id": s.player_id,
         "player_name": s.player_name, "kind": s.kind, "is_bot": s.is_bot, "rank": s.rank,
         "result": s.result, "game_type": game.game_type, "finished_at": game.finished_at}
        for s in game.seats
    ])
    if not changes:
        return
    names = {s.player_id: s for s in game.seats if s.player_id}
    db.execute(rating_history.insert(), [
        {"player_id": c.player_id, "game_type": c.game_type, "game_id": game.id,
         "mu_before": c.mu_before, "sigma_before": c.sigma_before,
         "rating_before": c.rating_before, "mu_after": c.mu_after,
         "sigma_after": c.sigma_after, "rating_after": c.rating_after, "at": now}
        for c in changes.values()
    ])
    for c in changes.values():
        seat = names[c.player_id]
        values = {"player_name": seat.player_name or "", "is_bot": seat.is_bot, "mu": c.mu_after,
                  "sigma": c.sigma_after, "rating": c.rating_after, "updated_at": now}
        updated = db.execute(ratings_table.update().where(
            ratings_table.c.player_id == c.player_id, ratings_table.c.game_type == c.game_type,
        ).values(games=ratings_table.c.games + 1, **values))
        if updated.rowcount == 0:
            db.execute(ratings_table.insert().values(
                player_id=c.player_id, game_type=c.game_type, games=1, **values))


def _rate(db: sa.Connection, game: FinishedGame) -> dict[str, RatingChange]:
    """The players' new ratings; {} when some seat has no player (a house bot: never rated)."""
    by_seat = {s.seat: s for s in game.seats}
    if any(s.player_id is None or s.rank is None for s in game.seats):
        return {}
    sides: list[list[str]] = []
    side_ranks: list[int] = []
    for side in game.sides:
        seated = [by_seat[seat] for seat in side if seat in by_seat]
        players = list(dict.fromkeys(str(s.player_id) for s in seated))
        if players:
            sides.append(players)
            side_ranks.append(min(int(s.rank or 0) for s in seated))
    if len(sides) < 2:
        return {}
    accounts = sorted({p for side in sides for p in side})
    current = _locked_ratings(db, game.game_type, accounts)
    if _pair_played_out(db, game, accounts):  # read after the lock: racing writers queue
        return {}
    before = [[current.get(p, (ratings.NEW_MU, ratings.NEW_SIGMA)) for p in side]
              for side in sides]
    after = ratings.rate(before, side_ranks)
    changes = {}
    for side_players, old_side, new_side in zip(sides, before, after, strict=True):
        for player, (mu0, s0), (mu1, s1) in zip(side_players, old_side, new_side,
                                                strict=True):
            changes[player] = RatingChange(
                player, game.game_type, mu0, s0, ratings.shown(mu0, s0), mu1, s1,
                ratings.shown(mu1, s1))
    return changes


def _pair_played_out(db: sa.Connection, game: FinishedGame, players: Sequence[str]) -> bool:
    """Whether two of the players already had ``PAIR_GAMES_PER_DAY`` rated games together
    that moved ratings, ending in the day before this one ended."""
    mine, theirs = rating_history.alias("mine"), rating_history.alias("theirs")
    for i, one in enumerate(players):
        for other in players[i + 1:]:
            together = db.execute(
                sa.select(sa.func.count())
                .select_from(mine.join(theirs, theirs.c.game_id == mine.c.game_id)
                             .join(games, games.c.id == mine.c.game_id))
                .where(mine.c.player_id == one, theirs.c.player_id == other,
                       mine.c.game_type == game.game_type,
                       games.c.finished_at > game.finished_at - DAY)).scalar_one()
            if together >= PAIR_GAMES_PER_DAY:
                return True
    return False


def _locked_ratings(db: sa.Connection, game_type: str, players: Sequence[str]
                    ) -> dict[str, tuple[float, float]]:
    query = (sa.select(ratings_table.c.player_id, ratings_table.c.mu, ratings_table.c.sigma)
             .where(ratings_table.c.game_type == game_type,
                    ratings_table.c.player_id.in_(players))
             .order_by(ratings_table.c.player_id))
    if db.dialect.name == "postgresql":
        query = query.with_for_update()
    return {row.player_id: (row.mu, row.sigma) for row in db.execute(query)}


def _changes_of(db: sa.Connection, game_id: str) -> dict[str, RatingChange]:
    rows = db.execute(sa.select(rating_history).where(rating_history.c.game_id == game_id))
    return {r.player_id: RatingChange(r.player_id, r.game_type, r.mu_before, r.sigma_before,
                                      r.rating_before, r.mu_after, r.sigma_after, r.rating_after)
            for r in rows}
