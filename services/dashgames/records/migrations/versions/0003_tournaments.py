"""Tournaments: finished events and their final standings.

Revision ID: 0003_tournaments
Revises: 0002_spilled_steps
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_tournaments"
down_revision = "0002_spilled_steps"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("game_type", sa.String(64), nullable=False),
        sa.Column("format", sa.String(8), nullable=False),
        sa.Column("spec", sa.JSON, nullable=False),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("created_by", sa.String(64), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("started_at", sa.Float, nullable=True),
        sa.Column("finished_at", sa.Float, nullable=False),
        sa.Column("rounds_played", sa.Integer, nullable=False),
    )
    op.create_index("ix_tournaments_finished", "tournaments", ["finished_at"])
    op.create_table(
        "tournament_standings",
        sa.Column("tournament_id", sa.String(64),
                  sa.ForeignKey("tournaments.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("entrant_id", sa.String(64), primary_key=True),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("points", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("tie_breaks", sa.JSON, nullable=False),
        sa.Column("is_bot", sa.Boolean, nullable=False),
        sa.Column("withdrawn", sa.Boolean, nullable=False),
    )
    op.create_index("ix_tournament_standings_rank", "tournament_standings",
                    ["tournament_id", "rank"])


def downgrade() -> None:
    op.drop_table("tournament_standings")
    op.drop_table("tournaments")
