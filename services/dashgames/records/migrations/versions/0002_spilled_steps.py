"""Spilled steps: a running game's older steps, kept here instead of in Redis.

Revision ID: 0002_spilled_steps
Revises: 0001_history
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_spilled_steps"
down_revision = "0001_history"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "spilled_steps",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("first_version", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("last_version", sa.Integer, nullable=False),
        sa.Column("steps", sa.LargeBinary, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("spilled_steps")
