"""Real relational databases for the history tests: SQLite files, and a PostgreSQL.

PostgreSQL: the one at ``DASHGAMES_TEST_POSTGRES_URL`` (default: this machine's, at
127.0.0.1:5432 as ``postgres``) when it answers, in a database of its own created for the run
and dropped after; otherwise a private server the ``pgserver`` package (a dev dependency) ships
and starts in a temporary folder. Never skipped: one of the two is always there.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg

MACHINE_POSTGRES = "postgresql://postgres@127.0.0.1:5432/postgres"


def _answers(url: str) -> bool:
    try:
        with psycopg.connect(url, connect_timeout=2):
            return True
    except psycopg.Error:
        return False


@contextlib.contextmanager
def postgres_database(scratch: Path) -> Iterator[str]:
    """A fresh, empty PostgreSQL database for the run: its SQLAlchemy URL."""
    admin = os.environ.get("DASHGAMES_TEST_POSTGRES_URL", MACHINE_POSTGRES)
    server = None
    if not _answers(admin):
        import pgserver  # the packaged PostgreSQL, for a machine without one

        server = pgserver.get_server(str(scratch / "pgdata"), cleanup_mode="stop")
        admin = server.get_uri()
    name = f"dgtest_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(admin, autocommit=True) as db:
        db.execute(f'CREATE DATABASE "{name}"')
    head, _, query = admin.partition("?")
    base = head.rpartition("/")[0].split("://", 1)[1]
    try:
        yield f"postgresql+psycopg://{base}/{name}" + (f"?{query}" if query else "")
    finally:
        with psycopg.connect(admin, autocommit=True) as db:
            db.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if server is not None:
            server.cleanup()
