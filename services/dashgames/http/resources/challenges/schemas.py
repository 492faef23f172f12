"""Challenges: one player asks another (a person or a bot account) to a game."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.challenges.types import DECLINE_REASONS
from dashgames.http.resources.games.schemas import (
    GAME_TYPES,
    ClockSchema,
    registered_type,
)
from dashgames.http.resources.json_fields import JsonBoolean, JsonInteger, JsonNumber

STATUSES = ["pending", "accepted", "declined", "cancelled", "expired"]


class ChallengeCreateSchema(ma.Schema):
    to = fields.String(required=True, validate=validate.Length(min=1, max=64),
                       metadata={"description": "The challenged player's (or bot's) id."})
    type = fields.String(required=True, validate=registered_type, metadata={"enum": GAME_TYPES})
    options = fields.Dict(keys=fields.String(), load_default=dict,
                          metadata={"description": "The game type's options."})
    players = JsonInteger(
        load_default=2, validate=validate.Range(min=1, max=16),
        metadata={"description": "Seats at the table: the two players, house bots in the rest "
                                 "(a rated game has exactly the two players)."},
    )
    seat = JsonInteger(
        load_default=None, allow_none=True, validate=validate.Range(min=0),
        metadata={"description": "The challenger's seat (null: seat 0); the challenged player "
                                 "takes seat 0, or seat 1 when the challenger has 0."},
    )
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True,
                          metadata={"description": "The table's clock (docs/CLOCKS.md)."})
    rated = JsonBoolean(load_default=False,
                        metadata={"description": "Rated or casual (the default)."})
    bot_level = fields.String(
        load_default=None, allow_none=True,
        metadata={"description": "The house bots' level in the other seats (null: default)."},
    )
    expires_in = JsonNumber(
        load_default=600.0, validate=validate.Range(min=1, max=7 * 86400),
        metadata={"description": "Seconds the challenge waits for an answer (then "
                                 "`challenge_expired`)."},
    )


class ChallengerSchema(ma.Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    is_bot = fields.Boolean(required=True)
    owner = fields.String(required=True, allow_none=True,
                          metadata={"description": "A bot account's owner."})


class ChallengeSchema(ma.Schema):
    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    challenger = fields.Nested(ChallengerSchema, required=True)
    challenged = fields.Nested(ChallengerSchema, required=True)
    game_type = fields.String(required=True)
    options = fields.Dict(required=True)
    players = fields.Integer(required=True)
    seat = fields.Integer(required=True, metadata={"description": "The challenger's seat."})
    challenged_seat = fields.Integer(required=True)
    clock = fields.Dict(required=True, allow_none=True)
    rated = fields.Boolean(required=True)
    bot_level = fields.String(required=True, allow_none=True)
    created_at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    expires_at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    answered_at = fields.Float(required=True, allow_none=True)
    decline_reason = fields.String(required=True, allow_none=True,
                                   validate=validate.OneOf(DECLINE_REASONS))
    game_id = fields.String(required=True, allow_none=True,
                            metadata={"description": "The game, once accepted."})


class ChallengeListSchema(ma.Schema):
    incoming = fields.List(fields.Nested(ChallengeSchema), required=True,
                           metadata={"description": "Sent to you, newest first."})
    outgoing = fields.List(fields.Nested(ChallengeSchema), required=True,
                           metadata={"description": "Sent by you, newest first."})


class DeclineSchema(ma.Schema):
    reason = fields.String(
        load_default="generic", validate=validate.OneOf(DECLINE_REASONS),
        metadata={"description": "Why, as Lichess words it: generic, later, tooFast, tooSlow, "
                                 "timeControl, rated, casual, standard, variant, noBot, "
                                 "onlyBot."},
    )
