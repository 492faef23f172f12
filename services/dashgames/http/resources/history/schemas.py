"""The history's bodies: "my games", a player's ratings, a leaderboard."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.http.resources.games.schemas import (
    GAME_TYPES,
    STATUSES,
    SeatInfoSchema,
    registered_type,
)
from dashgames.records.cursors import PATTERN

RESULTS = ["won", "lost", "drawn"]
BOTS = ["include", "exclude", "only"]
CURSOR = fields.String(
    load_default=None,
    validate=validate.Regexp(PATTERN),
    metadata={"description": "The `next_cursor` of the previous page; absent for the first. "
                             "The position after which the page starts (a sort key and an "
                             "id): any text of this form is accepted.",
              "pattern": PATTERN},
)


def _limit(default: int) -> fields.Integer:
    return fields.Integer(load_default=default, validate=validate.Range(min=1, max=100),
                          metadata={"description": "Items on one page (1-100)."})


class MyGamesQuerySchema(ma.Schema):
    status = fields.String(
        load_default="active", validate=validate.OneOf(["active", "finished"]),
        metadata={"description": "`active`: games not yet ended (open or playing), from the "
                                 "live store; `finished`: ended games, from the history."},
    )
    type = fields.String(validate=registered_type, metadata={"enum": GAME_TYPES})
    result = fields.String(
        validate=validate.OneOf(RESULTS),
        metadata={"description": "Your result. Only finished games have one: with "
                                 "`status=active` the list is empty."},
    )
    limit = _limit(20)
    cursor = CURSOR


class RatingChangeSchema(ma.Schema):
    before = fields.Float(required=True)
    after = fields.Float(required=True)
    delta = fields.Float(required=True)


class MyGameSchema(ma.Schema):
    id = fields.String(required=True)
    type = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    seat = fields.Integer(required=True, metadata={"description": "Your seat."})
    seats = fields.List(fields.Nested(SeatInfoSchema), required=True)
    options = fields.Dict(required=True)
    created_at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    finished_at = fields.Float(required=True, allow_none=True)
    outcome = fields.Raw(
        required=True, allow_none=True,
        metadata={"description": "How the game ended; null until it has.",
                  "anyOf": [{"$ref": "#/components/schemas/Outcome"}, {"type": "null"}]},
    )
    result = fields.String(required=True, allow_none=True, validate=validate.OneOf(RESULTS))
    rated = fields.Boolean(required=True)
    rating = fields.Nested(
        RatingChangeSchema, required=True, allow_none=True,
        metadata={"description": "Deprecated (sunset 2027-06-01): the same as "
                                 "`rating_change`.", "deprecated": True},
    )
    rating_change = fields.Nested(
        RatingChangeSchema, required=True, allow_none=True,
        metadata={"description": "Your rating change (a rated finished game), else null."},
    )
    version = fields.Integer(required=True)
    to_act = fields.List(fields.Integer(), required=True)


class MyGamesSchema(ma.Schema):
    games = fields.List(fields.Nested(MyGameSchema), required=True)
    next_cursor = fields.String(
        required=True, allow_none=True,
        metadata={"description": "Pass as `cursor` for the next page; null on the last."},
    )
    your_turn = fields.Integer(
        required=True, allow_none=True,
        metadata={"description": "`status=active`: how many of your games wait on your move "
                                 "(they are listed first); null for finished games."},
    )


class RatingsQuerySchema(ma.Schema):
    type = fields.String(validate=registered_type, metadata={"enum": GAME_TYPES})
    limit = _limit(50)
    cursor = CURSOR


class RatingSchema(ma.Schema):
    player_id = fields.String(required=True)
    name = fields.String(required=True)
    is_bot = fields.Boolean(required=True, metadata={"description": "A bot account."})
    game_type = fields.String(required=True)
    rating = fields.Float(
        required=True,
        metadata={"description": "The rating shown and ranked on: mu - 3 sigma (0 at start)."},
    )
    mu = fields.Float(required=True, metadata={"description": "OpenSkill's skill estimate."})
    sigma = fields.Float(required=True, metadata={"description": "Its uncertainty."})
    games = fields.Integer(required=True, metadata={"description": "Rated games played."})
    updated_at = fields.Float(required=True)


class RatingHistoryEntrySchema(RatingChangeSchema):
    game_id = fields.String(required=True)
    game_type = fields.String(required=True)
    at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)


class PlayerRatingsSchema(ma.Schema):
    player_id = fields.String(required=True)
    ratings = fields.List(fields.Nested(RatingSchema), required=True,
                          metadata={"description": "The current rating per game type."})
    history = fields.List(fields.Nested(RatingHistoryEntrySchema), required=True,
                          metadata={"description": "Every change, newest first (paged)."})
    next_cursor = fields.String(required=True, allow_none=True)


class LeaderboardQuerySchema(ma.Schema):
    bots = fields.String(
        load_default="include", validate=validate.OneOf(BOTS),
        metadata={"description": "Bot accounts: listed with the players (`include`), left "
                                 "out (`exclude`), or listed alone (`only`)."},
    )
    limit = _limit(50)
    cursor = CURSOR


class LeaderboardSchema(ma.Schema):
    game_type = fields.String(required=True)
    bots = fields.String(required=True, validate=validate.OneOf(BOTS))
    entries = fields.List(fields.Nested(RatingSchema), required=True,
                          metadata={"description": "Best first."})
    next_cursor = fields.String(required=True, allow_none=True)
