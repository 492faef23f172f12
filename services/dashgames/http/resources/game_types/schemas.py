"""The catalogue of game types."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

# An option's value: of its `kind` (int, float, bool, str, or one of its `choices`).
OPTION_VALUE = {"anyOf": [{"type": "string"}, {"type": "number"}, {"type": "boolean"}]}


class GameOptionSchema(ma.Schema):
    name = fields.String(required=True)
    kind = fields.String(required=True)
    default = fields.Raw(
        required=True, allow_none=True,
        metadata={"description": "The value an unset option takes (null: none).",
                  "anyOf": [*OPTION_VALUE["anyOf"], {"type": "null"}]},
    )
    description = fields.String(required=True)
    choices = fields.List(fields.Raw(metadata=OPTION_VALUE),
                          metadata={"description": "A `choice` option's values."})
    minimum = fields.Float()
    maximum = fields.Float()


class RulingSchema(ma.Schema):
    id = fields.String(required=True, metadata={"description": "Stable id of the ruling."})
    topic = fields.String(required=True, metadata={"description": "The situation, in a few words."})
    text = fields.String(required=True, metadata={"description": "How we play it, in plain words."})
    basis = fields.String(
        required=True, validate=ma.validate.OneOf(("gap", "option")),
        metadata={"description": "Why the ruling exists: `gap` (the rulebook is silent on it) "
                                 "or `option` (a different reading, offered as a game option "
                                 "that is off by default)."},
    )


class LevelRatingSchema(ma.Schema):
    mu = fields.Float(required=True, metadata={"description": "The rating (OpenSkill mu)."})
    sigma = fields.Float(required=True, metadata={"description": "Its uncertainty."})
    ordinal = fields.Float(required=True,
                           metadata={"description": "mu - 3 sigma: a cautious rating."})


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
                                 "`random`, `heuristic` (its one-move heuristic) and a search "
                                 "of about a second a move, called `strong` only in a game "
                                 "where the ladder shows it beating `heuristic` at that think "
                                 "time, and `search` elsewhere (the other name is an alias)."},
    )
    bot_level_aliases = fields.Dict(
        keys=fields.String(), values=fields.String(), required=True,
        metadata={"description": "Older level names still accepted, each with the level it "
                                 "now names (Double Dash!'s `greedy` is `heuristic`)."},
    )
    bot_level_ratings = fields.Dict(
        keys=fields.String(), values=fields.Nested(LevelRatingSchema), required=True,
        metadata={"description": "Each level's measured strength in this game: its OpenSkill "
                                 "rating on the published ladder (docs/LADDER.md, `make "
                                 "arena`), so a client can say which levels are about as strong "
                                 "as each other. A level not yet measured is absent."},
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
