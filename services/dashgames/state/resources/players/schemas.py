"""Player and bot accounts."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.state.resources.json_fields import JsonBoolean


class PlayerCreateSchema(ma.Schema):
    name = fields.String(
        required=True, validate=[validate.Length(min=1, max=40),
                                 validate.Regexp(r"^[^\x00-\x1f\x7f]+$")],
    )
    bot = JsonBoolean(
        load_default=False,  # JSON booleans only: not "yes", and not 1 (1 == True in Python)
        metadata={"description": "An account for a program that plays through the API."},
    )


class PlayerSchema(ma.Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    is_bot = fields.Boolean(required=True)


class PlayerCreatedSchema(PlayerSchema):
    token = fields.String(
        required=True,
        metadata={"description": "The bearer token. Shown this once; only its hash is kept."},
    )
