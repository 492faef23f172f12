"""Alembic's environment: always run on a connection the platform hands over
(``database.upgrade``), never from an ini file, so the one URL setting is the only one."""

from __future__ import annotations

from alembic import context

from dashgames.records.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True,
                  compare_type=True)
with context.begin_transaction():
    context.run_migrations()
