"""Finished tournaments in the history database: the event and its final standings, written
once (the event id is the primary key: a second writer finds it there or loses the insert),
and read back once Redis no longer holds the event (docs/TOURNAMENTS.md, "The archive")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa

from dashgames.records.schema import games, tournament_standings, tournaments

STANDING_FIELDS = ("entrant_id", "rank", "name", "points", "games", "wins", "tie_breaks",
                   "is_bot", "withdrawn")


def write_tournament(engine: sa.Engine, event: dict[str, Any],
                     standings: Sequence[dict[str, Any]]) -> bool:
    """Insert the event and its standings unless it is there; True when written now."""
    try:
        with engine.begin() as db:
            if db.execute(sa.select(tournaments.c.id).where(
                    tournaments.c.id == event["id"])).first() is not None:
                return False
            db.execute(tournaments.insert().values(**event))
            if standings:
                db.execute(tournament_standings.insert(), [
                    {"tournament_id": event["id"], **{k: row[k] for k in STANDING_FIELDS}}
                    for row in standings])
        return True
    except sa.exc.IntegrityError:  # another writer committed it first
        return False


def read_tournament(engine: sa.Engine, tournament_id: str) -> dict[str, Any] | None:
    with engine.connect() as db:
        row = db.execute(sa.select(tournaments).where(
            tournaments.c.id == tournament_id)).mappings().first()
        return dict(row) if row is not None else None


def read_standings(engine: sa.Engine, tournament_id: str, offset: int, limit: int
                   ) -> list[dict[str, Any]]:
    with engine.connect() as db:
        rows = db.execute(
            sa.select(tournament_standings).where(
                tournament_standings.c.tournament_id == tournament_id)
            .order_by(tournament_standings.c.rank, tournament_standings.c.entrant_id)
            .offset(offset).limit(limit)).mappings().all()
        return [dict(r) for r in rows]


def finished_game(engine: sa.Engine, game_id: str) -> tuple[dict[str, Any], list[Any]] | None:
    """An archived game's outcome and seats, for a table scored after its live keys expired."""
    with engine.connect() as db:
        row = db.execute(sa.select(games.c.outcome, games.c.seats).where(
            games.c.id == game_id)).first()
        return None if row is None or row[0] is None else (dict(row[0]), list(row[1]))
