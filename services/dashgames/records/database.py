"""Opening the history database: the engine, each dialect's settings, migrations at start.

``open_history(url)`` builds the engine and brings the schema to the newest migration, safely
when several processes start at once. SQLite is set up for several processes (WAL, a busy
timeout, ``BEGIN IMMEDIATE``). docs/HISTORY.md, "Where the history lives".
"""

from __future__ import annotations

import contextlib
import fcntl
import threading
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import sqlalchemy as sa

MIGRATION_LOCK = 0x64617368  # "dash": the advisory lock id the migrations run under
SQLITE_BUSY_MS = 30_000

_opened: dict[str, sa.Engine] = {}
_opening = threading.Lock()


def normalise_url(url: str) -> str:
    for plain in ("postgresql://", "postgres://"):
        if url.startswith(plain):
            return "postgresql+psycopg://" + url[len(plain):]
    return url


def make_engine(url: str) -> sa.Engine:
    url = normalise_url(url)
    if url.startswith("sqlite"):
        engine = sa.create_engine(url, connect_args={"timeout": SQLITE_BUSY_MS / 1000})
        _sqlite_for_processes(engine)
        return engine
    return sa.create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=5)


def _sqlite_for_processes(engine: sa.Engine) -> None:
    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _: Any) -> None:
        dbapi_connection.isolation_level = None  # pysqlite's own BEGIN off: ours below
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_MS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @sa.event.listens_for(engine, "begin")
    def _begin(connection: sa.Connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def open_history(url: str) -> sa.Engine:
    """The engine for ``url``, its schema at the newest migration (once per process)."""
    with _opening:
        engine = _opened.get(url)
        if engine is None:
            engine = make_engine(url)
            upgrade(engine)
            _opened[url] = engine
        return engine


def upgrade(engine: sa.Engine) -> None:
    """Apply every migration not yet applied (none: nothing happens)."""
    from alembic import command  # only when a database is opened: most imports never need it
    from alembic.config import Config

    with _migration_lock(engine), engine.begin() as connection:
        config = Config()
        config.set_main_option("script_location", str(migrations_folder()))
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def migrations_folder() -> Path:
    return Path(str(resources.files("dashgames.records") / "migrations"))


@contextlib.contextmanager
def _migration_lock(engine: sa.Engine) -> Iterator[None]:
    if engine.dialect.name == "postgresql":
        with engine.connect() as holder:
            holder.execute(sa.text("SELECT pg_advisory_lock(:id)"), {"id": MIGRATION_LOCK})
            try:
                yield
            finally:
                holder.execute(sa.text("SELECT pg_advisory_unlock(:id)"), {"id": MIGRATION_LOCK})
                holder.commit()
        return
    database = engine.url.database
    if engine.dialect.name != "sqlite" or not database or database == ":memory:":
        yield
        return
    Path(database).parent.mkdir(parents=True, exist_ok=True)
    with open(f"{database}.migrate-lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
