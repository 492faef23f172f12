"""The game history's figures: finished games archived per second, and bytes per finished game
in the database, on SQLite (embedded mode's) and on PostgreSQL (distributed mode's).

Games between two human accounts are played through the back end (``GameService``) against the
bench's Redis, under a key prefix of their own (so the bench's workers never archive them), and
then archived by the archive worker's own code (``rules.archive.Archiver``) in this process,
one after another: read from Redis, written and rated in one database transaction, settled in
Redis. Throughput uses short rated games (a few moves, then a resignation); bytes use whole
Double Dash! games played with random legal moves, as ``memory_bench`` plays them, measured as
the values stored (the game's row, seats and rating rows) and as the database's growth on disk.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import random
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from dashgames.accounts.types import Player
from dashgames.history.archive import Archiver
from dashgames.http.backend import GameService
from dashgames.infra.settings import from_env
from dashgames.play.types import SeatSpec
from dashgames.records import reads
from dashgames.records.database import open_history

SHORT_GAMES = int(os.environ.get("BENCH_ARCHIVE_GAMES", "200"))
WHOLE_GAMES = int(os.environ.get("BENCH_ARCHIVE_WHOLE_GAMES", "3"))
HUMANS = [SeatSpec("human"), SeatSpec("human")]
TABLES = ("games", "game_seats", "ratings", "rating_history")


def _play(service: GameService, players: tuple[Player, Player], rng: random.Random,
          moves: int | None, rated: bool) -> str:
    """A Double Dash! game, ``moves`` random legal moves then a resignation (None: to the
    end); returns its id."""
    game_id = service.create_game(players[0], "double_dash", None, HUMANS, 0, rated=rated).id
    service.join(players[1], game_id, 1)
    played = 0
    while True:
        meta = service.store.meta(game_id)
        to_act = json.loads(meta["act"])
        if not to_act:
            return game_id
        if moves is not None and played >= moves:
            service.resign(players[rng.randrange(2)], game_id)
            return game_id
        mover = players[to_act[0]]
        _, version, legal, _ = service.legal_moves(mover, game_id)
        service.submit_move(mover, game_id, rng.choice(json.loads(legal)), version, None, False)
        played += 1


def _disk_bytes(engine: sa.Engine) -> int:
    if engine.dialect.name == "postgresql":
        with engine.connect() as db:
            return int(sum(db.execute(sa.text(f"SELECT pg_total_relation_size('{t}')"))
                           .scalar_one() for t in TABLES))
    raw = engine.raw_connection()  # outside any transaction: a checkpoint needs none open
    try:
        cursor = raw.cursor()
        cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        pages = cursor.execute("PRAGMA page_count").fetchone()[0]
        size = cursor.execute("PRAGMA page_size").fetchone()[0]
        return int(pages * size)
    finally:
        raw.close()


@contextlib.contextmanager
def _databases() -> Iterator[dict[str, str]]:
    """A new SQLite file, and a new PostgreSQL database (this machine's server, else the one
    the ``pgserver`` package ships: tests/support/databases.py)."""
    from tests.support.databases import postgres_database

    with tempfile.TemporaryDirectory(prefix="dg-bench-history-") as tmp, \
            postgres_database(Path(tmp)) as postgres:
        yield {"sqlite": f"sqlite:///{tmp}/history.sqlite3", "postgresql": postgres}


def run(env: dict[str, str]) -> dict[str, Any]:
    settings = dataclasses.replace(from_env(env), key_prefix="bench-history:", archived_ttl=0,
                                   extra_games=())
    service = GameService(settings)
    rng = random.Random(5)
    players = (service.create_player("history-a", False)[0],
               service.create_player("history-b", True)[0])
    short = [_play(service, players, rng, 4, rated=True) for _ in range(SHORT_GAMES)]
    whole = [_play(service, players, rng, None, rated=True) for _ in range(WHOLE_GAMES)]
    versions = [int(service.store.meta(g)["v"]) for g in whole]
    report: dict[str, Any] = {"short_games": SHORT_GAMES, "whole_games": WHOLE_GAMES,
                              "whole_game_mean_versions": round(sum(versions) / len(versions))}
    with _databases() as urls:
        for name, url in urls.items():
            engine = open_history(url)
            archiver = Archiver(dataclasses.replace(settings, database_url=url), service.store,
                                engine)
            started = time.perf_counter()
            for game_id in short:
                archiver.archive(game_id)
            seconds = time.perf_counter() - started
            disk_before = _disk_bytes(engine)
            for game_id in whole:
                archiver.archive(game_id)
            disk = (_disk_bytes(engine) - disk_before) / len(whole)
            stored = [reads.size_of_game(engine, g) for g in whole]
            report[name] = {
                "games_archived_per_s": round(len(short) / seconds, 1),
                "ms_per_game": round(1000 * seconds / len(short), 2),
                "stored_bytes_per_whole_game": round(sum(stored) / len(stored)),
                "disk_bytes_per_whole_game": round(disk),
            }
            engine.dispose()
    return report
