"""The history's tables (SQLAlchemy Core). Migrations (``migrations/versions``) create them;
this module is what the code reads and writes through, and what Alembic compares against.

``games``           one row per finished game: its id is the primary key, so a game copied
                    twice (a redelivered archive task) is refused by the database itself.
                    ``steps`` is the whole step log (moves, events with their audiences) as
                    bzip2-compressed JSON, ``views`` the last rendered views (zlib JSON).
``game_seats``      one row per seat: who sat there, their rank and result, and a copy of the
                    game's type and end time, so a player's games page straight off one index.
``ratings``         a player's current rating per game type (OpenSkill mu and sigma, and the
                    ``rating`` shown and sorted on: mu - 3 sigma, the conservative estimate).
``rating_history``  every change, one row per player and rated game (unique together).
``spilled_steps``   a running game's older steps, moved out of Redis so a long game's live keys
                    stay small (``spilled``): one row per range of versions, keyed by the game
                    and the range's first version, so a spill run twice writes one row.
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
