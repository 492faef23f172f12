"""Seeks: what a seeker asks for, and a seek as the API shows it."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.http.resources.games.schemas import (
    GAME_TYPES,
    ClockSchema,
    registered_type,
    whole_number_options,
)
from dashgames.http.resources.json_fields import JsonBoolean, JsonInteger

MAX_SEEK_WAIT = 25

SEEK_EXAMPLE: dict[str, Any] = {
    "id": "3f9a0c1b2d4e5f60", "type": "dash_and_cache", "players": [3, 4],
    "clock": {"per_move_seconds": 60.0, "initial_seconds": None, "increment_seconds": 0.0,
              "on_expiry": None},
    "options": {}, "rated": False, "bots": True, "bot_level": None, "rating": 1500.0,
    "status": "paired",
    "created_at": 1764140000.0, "expires_at": 1764140030.0, "game_id": "5be1c0a2d3f4",
    "player_id": "a11ce0a11ce0", "player_name": "ann",
}
NEW_SEEK_EXAMPLE: dict[str, Any] = {
    "type": "dash_and_cache", "players": [3, 4], "clock": {"per_move_seconds": 60},
    "rated": False, "bots": True,
}


class SeekCreateSchema(ma.Schema):
    type = fields.String(required=True, validate=registered_type, metadata={"enum": GAME_TYPES})
    players = fields.List(
        JsonInteger(validate=validate.Range(min=1, max=16)), required=True,
        validate=validate.Length(min=1, max=16),
        metadata={"description": "The table sizes the seeker accepts (each within the game "
                                 "type's player range: else 400 `PLAYER_COUNT_UNSUPPORTED`)."},
    )
    clock = fields.Nested(
        ClockSchema, load_default=None, allow_none=True,
        metadata={"description": "The table's clock (docs/CLOCKS.md); only seeks with the "
                                 "same clock are paired together."},
    )
    options = fields.Dict(
        keys=fields.String(), load_default=dict,
        metadata={"description": "The game type's options; unset ones take their defaults. "
                                 "Only seeks with the same options are paired together."},
    )
    rated = JsonBoolean(
        load_default=False,
        metadata={"description": "A rated game (no house bots: `bots` must be false)."},
    )
    bots = JsonBoolean(
        load_default=False,
        metadata={"description": "House bots may fill the table when too few people are "
                                 "near the seeker's rating (casual only)."},
    )
    bot_level = fields.String(
        load_default=None, allow_none=True,
        metadata={"description": "The level of those house bots, one of the game type's "
                                 "`bot_levels` or an alias (else 400 `BAD_OPTIONS`); null: its "
                                 "default level. The longest-waiting seeker's choice counts."},
    )

    @ma.post_load
    def whole_numbers(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        """As a game's creation: an integer option given as 3.0 is 3."""
        data["options"] = whole_number_options(data["type"], data["options"])
        return data


class SeekSchema(ma.Schema):
    id = fields.String(required=True)
    type = fields.String(required=True)
    players = fields.List(fields.Integer(), required=True)
    clock = fields.Dict(required=True, allow_none=True,
                        metadata={"description": "The clock asked for, or null."})
    options = fields.Dict(required=True, metadata={"description": "Every option, resolved."})
    rated = fields.Boolean(required=True)
    bots = fields.Boolean(required=True)
    bot_level = fields.String(required=True, allow_none=True,
                              metadata={"description": "The house bots' level asked for (the "
                                                       "level it stands for), or null."})
    rating = fields.Float(required=True,
                          metadata={"description": "The seeker's rating in the game type."})
    status = fields.String(
        required=True, validate=validate.OneOf(["waiting", "pairing", "paired"]),
        metadata={"description": "`waiting`; `pairing`: a table is being made; `paired`: "
                                 "`game_id` is the game, every seat taken."},
    )
    created_at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    expires_at = fields.Float(
        required=True,
        metadata={"description": "Unix seconds: a waiting seek not read (refreshed) by then "
                                 "is dropped."},
    )
    game_id = fields.String(required=True, allow_none=True)
    player_id = fields.String(required=True)
    player_name = fields.String(required=True)


class SeekListSchema(ma.Schema):
    seeks = fields.List(fields.Nested(SeekSchema), required=True)


class SeekListQuerySchema(ma.Schema):
    type = fields.String(validate=registered_type, metadata={"enum": GAME_TYPES})
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=100))


class SeekWaitSchema(ma.Schema):
    wait = fields.Float(
        load_default=0.0, validate=validate.Range(min=0, max=MAX_SEEK_WAIT),
        metadata={"description": f"Seconds (at most {MAX_SEEK_WAIT}) to wait for the seek to "
                                 "be paired before answering; the wait keeps it alive."},
    )
