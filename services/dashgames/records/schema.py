"""The history's tables (SQLAlchemy Core). Migrations (``migrations/versions``) create them;
this module is what the code reads and writes through, and what Alembic compares against.

A finished game's id is the primary key of ``games``, so a game copied twice is refused by the
database itself. The tables: docs/HISTORY.md, "Where the history lives".
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

games = sa.Table(
    "games", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game_type", sa.String(64), nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("options", sa.JSON, nullable=False),
    sa.Column("seats", sa.JSON, nullable=False),
    sa.Column("rated", sa.Boolean, nullable=False),
    sa.Column("seed", sa.String(64), nullable=False),
    sa.Column("seed_sha256", sa.String(64), nullable=False),
    sa.Column("outcome", sa.JSON, nullable=True),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("finished_at", sa.Float, nullable=False),
    sa.Column("archived_at", sa.Float, nullable=False),
    sa.Column("steps", sa.LargeBinary, nullable=False),
    sa.Column("views", sa.LargeBinary, nullable=False),
    sa.Index("ix_games_type_finished", "game_type", "finished_at"),
)

game_seats = sa.Table(
    "game_seats", metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"),
              primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("player_id", sa.String(64), nullable=True),
    sa.Column("player_name", sa.String(80), nullable=True),
    sa.Column("kind", sa.String(8), nullable=False),  # human | bot (a house bot)
    sa.Column("is_bot", sa.Boolean, nullable=False),  # a bot account (a program) in the seat
    sa.Column("rank", sa.Integer, nullable=True),
    sa.Column("result", sa.String(8), nullable=True),  # won | lost | drawn
    sa.Column("game_type", sa.String(64), nullable=False),
    sa.Column("finished_at", sa.Float, nullable=False),
    sa.Index("ix_game_seats_player", "player_id", "finished_at", "game_id"),
)

ratings = sa.Table(
    "ratings", metadata,
    sa.Column("player_id", sa.String(64), primary_key=True),
    sa.Column("game_type", sa.String(64), primary_key=True),
    sa.Column("player_name", sa.String(80), nullable=False),
    sa.Column("is_bot", sa.Boolean, nullable=False),
    sa.Column("mu", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("rating", sa.Float, nullable=False),
    sa.Column("games", sa.Integer, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    sa.Index("ix_ratings_board", "game_type", "rating"),
)

rating_history = sa.Table(
    "rating_history", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("player_id", sa.String(64), nullable=False),
    sa.Column("game_type", sa.String(64), nullable=False),
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"),
              nullable=False),
    sa.Column("mu_before", sa.Float, nullable=False),
    sa.Column("sigma_before", sa.Float, nullable=False),
    sa.Column("rating_before", sa.Float, nullable=False),
    sa.Column("mu_after", sa.Float, nullable=False),
    sa.Column("sigma_after", sa.Float, nullable=False),
    sa.Column("rating_after", sa.Float, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.UniqueConstraint("player_id", "game_id", name="uq_rating_history_player_game"),
    sa.Index("ix_rating_history_player", "player_id", "game_type", "id"),
)

spilled_steps = sa.Table(
    "spilled_steps", metadata,
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("first_version", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("last_version", sa.Integer, nullable=False),
    sa.Column("steps", sa.LargeBinary, nullable=False),  # compressed JSON list of step records
    sa.Column("at", sa.Float, nullable=False),
)

tournaments = sa.Table(
    "tournaments", metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("name", sa.String(120), nullable=False),
    sa.Column("game_type", sa.String(64), nullable=False),
    sa.Column("format", sa.String(8), nullable=False),  # arena | swiss
    sa.Column("spec", sa.JSON, nullable=False),  # the event as created (clock, options...)
    sa.Column("status", sa.String(12), nullable=False),  # finished | cancelled
    sa.Column("created_by", sa.String(64), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("started_at", sa.Float, nullable=True),
    sa.Column("finished_at", sa.Float, nullable=False),
    sa.Column("rounds_played", sa.Integer, nullable=False),
    sa.Index("ix_tournaments_finished", "finished_at"),
)

tournament_standings = sa.Table(
    "tournament_standings", metadata,
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
    sa.Index("ix_tournament_standings_rank", "tournament_id", "rank"),
)
