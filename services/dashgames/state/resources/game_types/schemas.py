"""The catalogue of game types."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields


class GameOptionSchema(ma.Schema):
    name = fields.String(required=True)
    kind = fields.String(required=True)
    default = fields.Raw(required=True, allow_none=True)
    description = fields.String(required=True)
    choices = fields.List(fields.Raw())
    minimum = fields.Float()
    maximum = fields.Float()


class RulingSchema(ma.Schema):
    id = fields.String(required=True, metadata={"description": "Stable id of the ruling."})
    topic = fields.String(required=True, metadata={"description": "The situation, in a few words."})
    text = fields.String(required=True, metadata={"description": "How we play it, in plain words."})


class GameTypeSchema(ma.Schema):
    type = fields.String(required=True)
    title = fields.String(required=True)
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    simultaneous = fields.Boolean(required=True)
    hidden_info = fields.Boolean(required=True)
    chance = fields.Boolean(required=True)
    timers = fields.Boolean(required=True)
    resign_policy = fields.String(required=True)
    bot_levels = fields.List(
        fields.String(), required=True,
        metadata={"description": "Levels a house bot may play at (docs/AI.md): every game has "
                                 "`random`, `heuristic` (its one-move heuristic) and `strong` "
                                 "(a search, about a second a move)."},
    )
    bot_level_aliases = fields.Dict(
        keys=fields.String(), values=fields.String(), required=True,
        metadata={"description": "Older level names still accepted, each with the level it "
                                 "now names (Double Dash!'s `greedy` is `heuristic`)."},
    )
    default_bot_level = fields.String(
        required=True,
        metadata={"description": "The level of a bot seat created without one, and of a bot "
                                 "taking over a seat whose clock ran out unless the table's "
                                 "clock names another (`clock.bot_level`)."},
    )
    options = fields.List(fields.Nested(GameOptionSchema), required=True)
    rules_summary = fields.String(required=True)
    rulings = fields.List(
        fields.Nested(RulingSchema), required=True,
        metadata={"description": "House rulings: how this platform plays where the rulebook is "
                                 "silent or open to more than one reading."},
    )
    move_schemas = fields.Dict(
        keys=fields.String(), values=fields.Dict(), required=True,
        metadata={"description": "JSON Schema of each move kind, by kind."},
    )
    view_schema = fields.Dict(required=True, metadata={"description": "JSON Schema of a view."})


class GameTypeListSchema(ma.Schema):
    game_types = fields.List(fields.Nested(GameTypeSchema), required=True)
