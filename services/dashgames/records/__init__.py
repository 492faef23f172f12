"""The game history database: finished games, ratings and their history, in SQL.

Redis keeps live games only; once a game ends the archive worker copies it here. SQLAlchemy 2
Core on PostgreSQL (distributed) or SQLite (embedded); Alembic migrations ship in the package and
run at start. The modules: ``schema``, ``database``, ``write``, ``reads``, ``ratings``,
``spilled``. docs/HISTORY.md.
"""
