"""A running game's older steps, spilled out of Redis into the history database.

Redis holds a game's live keys only; a long game's step log would grow there without end, so
the archive worker moves its older folded chunks here while the game runs
(``dashgames.history.archive.Archiver.spill``). Each row holds one range of versions, keyed by
the game and the range's first version: a spill always starts right after the last version
Redis no longer holds (the game's ``sv``), so a spill run again after a crash finds the row it
wrote and keeps it (``keep_range`` answers the stored range's end), and nothing is written twice.
Readers join these rows (versions up to ``sv``) with the chunks still in Redis (after it).
"""

from __future__ import annotations

import bz2
import json
import time
import zlib

import orjson
import sqlalchemy as sa

from dashgames.records.schema import games, spilled_steps

ATTEMPTS = 5


def keep_range(engine: sa.Engine, game_id: str, first: int, last: int, steps: bytes) -> int:
    """Store the steps ``first``..``last`` of a game (compressed JSON list of step records)
    unless a row for ``first`` is there already; the last version the stored row holds, 0
    when the game is archived already (its ``games`` row holds every step: nothing to spill)."""
    for attempt in range(ATTEMPTS):
        try:
            with engine.begin() as db:
                found = db.execute(
                    sa.select(spilled_steps.c.last_version).where(
                        spilled_steps.c.game_id == game_id,
                        spilled_steps.c.first_version == first)
                ).scalar()
                if found is not None:
                    return int(found)
                if db.execute(sa.select(games.c.id).where(games.c.id == game_id)).first():
                    return 0
                db.execute(spilled_steps.insert().values(
                    game_id=game_id, first_version=first, last_version=last, steps=steps,
                    at=time.time()))
                return last
        except sa.exc.IntegrityError:  # another worker wrote it meanwhile: read theirs
            if attempt == ATTEMPTS - 1:
                raise
    raise AssertionError("unreachable")


def chunks_through(engine: sa.Engine, game_id: str, through: int) -> list[bytes]:
    """The stored chunks of every range ending at or before ``through``, oldest first. Once
    the game is archived its rows are dropped (``forget``) while its live keys may still be
    read for a few minutes: then the steps up to ``through`` come from its ``games`` row."""
    with engine.connect() as db:
        rows = db.execute(
            sa.select(spilled_steps.c.first_version, spilled_steps.c.last_version,
                      spilled_steps.c.steps).where(
                spilled_steps.c.game_id == game_id, spilled_steps.c.last_version <= through)
            .order_by(spilled_steps.c.first_version)
        ).all()
        ends = [1, *(r.last_version + 1 for r in rows)]
        if rows and [r.first_version for r in rows] == ends[:-1] and ends[-1] == through + 1:
            return [bytes(r.steps) for r in rows]
        whole = db.execute(sa.select(games.c.steps).where(games.c.id == game_id)).scalar()
    if whole is None:  # (cannot happen: a spill's row is written before sv moves past it)
        return [bytes(r.steps) for r in rows]
    records = [r for r in json.loads(bz2.decompress(whole)) if r[0] <= through]
    return [zlib.compress(orjson.dumps(records))]


def forget(engine: sa.Engine, game_id: str) -> int:
    """Drop a game's spilled rows (once its whole log is in ``games``); how many there were."""
    with engine.begin() as db:
        return int(db.execute(
            spilled_steps.delete().where(spilled_steps.c.game_id == game_id)).rowcount or 0)
