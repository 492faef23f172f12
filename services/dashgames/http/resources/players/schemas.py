"""Player and bot accounts, and their bearer tokens."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.accounts.types import SCOPES
from dashgames.http.resources.games.schemas import GAME_TYPES, registered_type
from dashgames.http.resources.json_fields import JsonBoolean


class PlayerCreateSchema(ma.Schema):
    name = fields.String(
        required=True, validate=[validate.Length(min=1, max=40),
                                 validate.Regexp(r"^[^\x00-\x1f\x7f]+$")],
    )
    bot = JsonBoolean(
        load_default=False,  # JSON booleans only: not "yes", and not 1 (1 == True in Python)
        metadata={"description": "An account for a program that plays through the API. Created "
                                 "with a person's token, the bot account names that person as "
                                 "its owner."},
    )
    accepts = fields.List(
        fields.String(validate=registered_type, metadata={"enum": GAME_TYPES}),
        load_default=None, allow_none=True, validate=validate.Length(max=64),
        metadata={"description": "A bot account only: the game types it takes challenges for; "
                                 "absent or null: every type."},
    )


class PlayerSchema(ma.Schema):
    """A public profile, as seat listings and challenges show it."""

    id = fields.String(required=True)
    name = fields.String(required=True)
    is_bot = fields.Boolean(required=True)
    bot_owner = fields.String(
        required=True, allow_none=True,
        metadata={"description": "A bot account's owner (a player id); null otherwise."},
    )
    accepts = fields.List(
        fields.String(), required=True, allow_none=True,
        metadata={"description": "A bot account's game types (null: every type)."},
    )


class MeSchema(PlayerSchema):
    token_id = fields.String(required=True, metadata={"description": "This token's id."})
    scopes = fields.List(fields.String(validate=validate.OneOf(SCOPES)), required=True)


class PlayerCreatedSchema(PlayerSchema):
    token = fields.String(
        required=True,
        metadata={"description": "The bearer token. Shown this once; only its hash is kept."},
    )
    token_id = fields.String(required=True)
    scopes = fields.List(fields.String(validate=validate.OneOf(SCOPES)), required=True)


SCOPE_HELP = ("`read`: read games, the account stream, challenges and tokens; `play`: act as a "
              "person (moves, games, challenges); `bot`: act as a bot account (the same, for a "
              "bot account's tokens). A person's account holds play and read, a bot account's "
              "bot and read.")


class TokenCreateSchema(ma.Schema):
    label = fields.String(
        required=True, validate=[validate.Length(min=1, max=60),
                                 validate.Regexp(r"^[^\x00-\x1f\x7f]+$")],
        metadata={"description": "What the token is for (shown in the list)."},
    )
    scopes = fields.List(
        fields.String(validate=validate.OneOf(SCOPES)), required=True,
        validate=validate.Length(min=1, max=3), metadata={"description": SCOPE_HELP},
    )


class TokenSchema(ma.Schema):
    id = fields.String(required=True)
    label = fields.String(required=True)
    scopes = fields.List(fields.String(validate=validate.OneOf(SCOPES)), required=True)
    created_at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    current = fields.Boolean(
        required=True, metadata={"description": "The token this request was made with."},
    )


class TokenListSchema(ma.Schema):
    tokens = fields.List(fields.Nested(TokenSchema), required=True)


class TokenCreatedSchema(TokenSchema):
    token = fields.String(
        required=True,
        metadata={"description": "The bearer token. Shown this once; only its hash is kept."},
    )
