"""What the API reads from the history: an archived game, a player's finished games, ratings.

Lists page with keyset cursors (the last row's sort key, opaque to clients): a page costs the
same deep in a long history as at its start, and rows added meanwhile never shift a page.
"""

from __future__ import annotations

import bz2
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any, Literal

import sqlalchemy as sa

from dashgames.records.cursors import cursor_text, id_of, parse_cursor
from dashgames.records.schema import game_seats, games, rating_history, ratings

BotFilter = Literal["include", "exclude", "only"]


@dataclass(frozen=True)
class ArchivedGame:
    id: str
    game_type: str
    players: int
    options: dict[str, Any]
    seat_rows: list[dict[str, Any]]
    rated: bool
    seed: str
    seed_sha256: str
    outcome: dict[str, Any] | None
    version: int
    created_at: float
    finished_at: float
    steps: list[list[Any]]  # [version, actor, move, events]
    views: dict[str, str]


def archived_game(engine: sa.Engine, game_id: str) -> ArchivedGame | None:
    with engine.connect() as db:
        row = db.execute(sa.select(games).where(games.c.id == game_id)).first()
    if row is None:
        return None
    return ArchivedGame(
        id=row.id, game_type=row.game_type, players=row.players, options=row.options,
        seat_rows=row.seats, rated=row.rated, seed=row.seed, seed_sha256=row.seed_sha256,
        outcome=row.outcome, version=row.version, created_at=row.created_at,
        finished_at=row.finished_at, steps=json.loads(bz2.decompress(row.steps)),
        views=json.loads(zlib.decompress(row.views)),
    )


def is_archived(engine: sa.Engine, game_id: str) -> bool:
    with engine.connect() as db:
        return db.execute(sa.select(games.c.id).where(games.c.id == game_id)).first() is not None


ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
"""What an id of a player or a game can look like: anything else is nobody's."""


def finished_games_of(
    engine: sa.Engine, player_id: str, game_type: str | None, result: str | None,
    limit: int, cursor: str | None,
) -> tuple[list[dict[str, Any]], str | None]:
    """A player's finished games, newest first: ({game, seat, result...}, the next cursor)."""
    after = parse_cursor(cursor)
    query = (
        sa.select(game_seats.c.game_id, game_seats.c.seat, game_seats.c.result,
                  game_seats.c.finished_at, games.c.game_type, games.c.seats, games.c.options,
                  games.c.outcome, games.c.rated, games.c.created_at, games.c.version,
                  games.c.seed_sha256)
        .join(games, games.c.id == game_seats.c.game_id)
        .where(game_seats.c.player_id == player_id)
        .order_by(game_seats.c.finished_at.desc(), game_seats.c.game_id.desc())
        .limit(limit + 1)
    )
    if game_type:
        query = query.where(game_seats.c.game_type == game_type)
    if result:
        query = query.where(game_seats.c.result == result)
    if after is not None:
        at, key = after
        query = query.where(sa.or_(
            game_seats.c.finished_at < at,
            sa.and_(game_seats.c.finished_at == at, game_seats.c.game_id < key)))
    with engine.connect() as db:
        rows = list(db.execute(query))
        deltas = _deltas(db, player_id, [r.game_id for r in rows[:limit]])
    found = [
        {"id": r.game_id, "type": r.game_type, "seat": r.seat, "result": r.result,
         "finished_at": r.finished_at, "created_at": r.created_at, "seats": r.seats,
         "options": r.options, "outcome": r.outcome, "rated": r.rated, "version": r.version,
         "seed_sha256": r.seed_sha256, "rating": deltas.get(r.game_id)}
        for r in rows[:limit]
    ]
    more = len(rows) > limit
    last = rows[limit - 1] if more else None
    return found, (cursor_text(last.finished_at, last.game_id) if last is not None else None)


def _deltas(db: sa.Connection, player_id: str, game_ids: list[str]
            ) -> dict[str, dict[str, float]]:
    if not game_ids:
        return {}
    rows = db.execute(sa.select(rating_history).where(
        rating_history.c.player_id == player_id, rating_history.c.game_id.in_(game_ids)))
    return {r.game_id: rating_change_json(r.rating_before, r.rating_after) for r in rows}


def rating_change_json(before: float, after: float) -> dict[str, float]:
    return {"before": round(before, 3), "after": round(after, 3),
            "delta": round(after - before, 3)}


def ratings_of(engine: sa.Engine, player_id: str, game_type: str | None, limit: int,
               cursor: str | None) -> tuple[list[dict[str, Any]], list[dict[str, Any]],
                                            str | None]:
    """(current ratings per game type, history newest first, the next cursor)."""
    current_q = sa.select(ratings).where(ratings.c.player_id == player_id)
    history_q = (sa.select(rating_history)
                 .where(rating_history.c.player_id == player_id)
                 .order_by(rating_history.c.id.desc()).limit(limit + 1))
    if game_type:
        current_q = current_q.where(ratings.c.game_type == game_type)
        history_q = history_q.where(rating_history.c.game_type == game_type)
    after = parse_cursor(cursor)
    if after is not None:
        history_q = history_q.where(rating_history.c.id < id_of(after[0]))
    with engine.connect() as db:
        current = [_rating_json(r) for r in db.execute(current_q.order_by(ratings.c.game_type))]
        rows = list(db.execute(history_q))
    history = [
        {"game_id": r.game_id, "game_type": r.game_type, "at": r.at,
         "mu": round(r.mu_after, 4), "sigma": round(r.sigma_after, 4),
         **rating_change_json(r.rating_before, r.rating_after)}
        for r in rows[:limit]
    ]
    more = len(rows) > limit
    return current, history, (cursor_text(rows[limit - 1].id, "h") if more else None)


def _rating_json(r: Any) -> dict[str, Any]:
    return {"player_id": r.player_id, "name": r.player_name, "is_bot": r.is_bot,
            "game_type": r.game_type, "rating": round(r.rating, 3), "mu": round(r.mu, 4),
            "sigma": round(r.sigma, 4), "games": r.games, "updated_at": r.updated_at}


def leaderboard(engine: sa.Engine, game_type: str, bots: BotFilter, limit: int,
                cursor: str | None) -> tuple[list[dict[str, Any]], str | None]:
    """Ratings of one game type, best first: (rows, the next cursor)."""
    query = (sa.select(ratings).where(ratings.c.game_type == game_type)
             .order_by(ratings.c.rating.desc(), ratings.c.player_id).limit(limit + 1))
    if bots == "exclude":
        query = query.where(ratings.c.is_bot.is_(False))
    elif bots == "only":
        query = query.where(ratings.c.is_bot.is_(True))
    after = parse_cursor(cursor)
    if after is not None:
        at, key = after
        query = query.where(sa.or_(ratings.c.rating < at,
                                   sa.and_(ratings.c.rating == at, ratings.c.player_id > key)))
    with engine.connect() as db:
        rows = list(db.execute(query))
    found = [_rating_json(r) for r in rows[:limit]]
    more = len(rows) > limit
    last = rows[limit - 1] if more else None
    return found, (cursor_text(last.rating, last.player_id) if last is not None else None)


def size_of_game(engine: sa.Engine, game_id: str) -> int:
    """Bytes of a game's rows as stored values (its row, seats, rating rows): the bench's
    figure, comparable across databases (page overheads aside)."""
    with engine.connect() as db:
        row = db.execute(sa.select(games).where(games.c.id == game_id)).first()
        seats = list(db.execute(sa.select(game_seats).where(game_seats.c.game_id == game_id)))
        history = list(db.execute(
            sa.select(rating_history).where(rating_history.c.game_id == game_id)))
    if row is None:
        return 0
    return sum(_bytes(v) for r in [row, *seats, *history] for v in r)


def _bytes(value: Any) -> int:
    if value is None:
        return 1
    if isinstance(value, bytes | bytearray | memoryview):
        return len(value)
    if isinstance(value, dict | list):
        return len(json.dumps(value, separators=(",", ":")))
    if isinstance(value, str):
        return len(value.encode())
    return 8
