"""Alembic's migration environment, shipped in the package (the wheel carries it)."""
