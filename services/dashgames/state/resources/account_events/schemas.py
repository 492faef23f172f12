"""The account stream's records, and the event types it carries (docs/ACCOUNT-STREAM.md)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

ACCOUNT_EVENT_ID = r"^(0|\d{1,19}-\d{1,19})$"
"""A Redis stream entry id ("0": before the first event)."""

EVENT_TYPES = [
    "challenge_received", "challenge_accepted", "challenge_declined", "challenge_cancelled",
    "challenge_expired", "game_started", "your_turn", "game_finished", "token_revoked",
]


class AccountEventsQuerySchema(ma.Schema):
    after = fields.String(
        validate=validate.Regexp(ACCOUNT_EVENT_ID),
        metadata={"description": "Only events after this id (the last `id` seen); `0`: every "
                                 "event the stream keeps. Absent: only events from now on."},
    )
    wait = fields.Float(
        load_default=0.0, validate=validate.Range(min=0, max=30),
        metadata={"description": "Seconds to wait for a first event when none is there yet."},
    )
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=200))


class TurnClockSchema(ma.Schema):
    deadline = fields.Float(required=True, allow_none=True,
                            metadata={"description": "When your time for this turn runs out "
                                                     "(unix s); null for a bot seat."})
    remaining = fields.Float(required=True, allow_none=True,
                             metadata={"description": "Your banked seconds (null without a "
                                                      "bank)."})


class YourTurnDataSchema(ma.Schema):
    """`your_turn`: a seat of yours must act at this version."""

    game_id = fields.String(required=True)
    game_type = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "Send it as If-Match."})
    seat = fields.Integer(required=True)
    legal_moves = fields.List(
        fields.Raw(), required=True,
        metadata={"description": "Your seat's moves, exactly as `legal-moves` lists them: "
                                 "post one as the move."})
    clock = fields.Nested(TurnClockSchema, required=True, allow_none=True,
                          metadata={"description": "Null for a game without a clock."})


class StartedSeatSchema(ma.Schema):
    seat = fields.Integer(required=True)
    player_id = fields.String(required=True, allow_none=True)
    name = fields.String(required=True, allow_none=True)
    is_bot = fields.Boolean(required=True)


class GameStartedDataSchema(ma.Schema):
    """`game_started`: a game you sit in has every seat filled."""

    game_id = fields.String(required=True)
    game_type = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True, metadata={"description": "Yours."})
    rated = fields.Boolean(required=True)
    seats = fields.List(fields.Nested(StartedSeatSchema), required=True)


class GameFinishedDataSchema(ma.Schema):
    """`game_finished`: a game you sat in has ended (written when it is archived)."""

    game_id = fields.String(required=True)
    game_type = fields.String(required=True)
    outcome = fields.Dict(required=True, metadata={"description": "The game's outcome."})
    seat = fields.Integer(required=True, allow_none=True)
    result = fields.String(
        required=True, allow_none=True, validate=validate.OneOf(["won", "lost", "drawn"]),
        metadata={"description": "Your result: won, lost or drawn."})
    rated = fields.Boolean(required=True, metadata={"description": "A rated game."})
    rating_change = fields.Dict(
        required=True, allow_none=True,
        metadata={"description": "Your rating before and after, and the change (before, "
                                 "after, delta); null for a casual game."})


class TokenRevokedDataSchema(ma.Schema):
    """`token_revoked`: one of this account's tokens was revoked (or rotated)."""

    token_id = fields.String(required=True)


DATA_COMPONENTS = {"YourTurnData": YourTurnDataSchema, "GameStartedData": GameStartedDataSchema,
                   "GameFinishedData": GameFinishedDataSchema,
                   "TokenRevokedData": TokenRevokedDataSchema}
"""Each event type's data, as contract components (`challenge_*` carry a `Challenge`)."""


class AccountEventSchema(ma.Schema):
    id = fields.String(required=True,
                       metadata={"description": "Pass as `after` or Last-Event-ID to resume."})
    type = fields.String(required=True, validate=validate.OneOf(EVENT_TYPES))
    data = fields.Raw(  # not Dict: a typed object beside the union makes generators subclass it
        required=True,
        metadata={"anyOf": [{"$ref": f"#/components/schemas/{name}"}
                            for name in ("Challenge", *DATA_COMPONENTS)],
                  "description": (
            "By type. `challenge_*`: the challenge (schema `Challenge`). `game_started`: "
            "game_id, game_type, version, seat (yours), rated, seats [{seat, player_id, name, "
            "is_bot}]. `your_turn`: game_id, game_type, version (send it as If-Match), seat, "
            "legal_moves (your seat's moves, exactly as `legal-moves` lists them), clock "
            "({deadline: unix s or null, remaining: banked s or null}, or null without a "
            "clock). `game_finished`: game_id, game_type, outcome (the game's outcome), seat, "
            "result, rated, rating_change ({before, after, delta} or null for a casual game). "
            "`token_revoked`: token_id (one of this account's tokens was revoked or rotated).")},
    )


class AccountEventPageSchema(ma.Schema):
    events = fields.List(fields.Nested(AccountEventSchema), required=True)
    last_event_id = fields.String(
        required=True,
        metadata={"description": "Where to resume: the last event's id, or the cursor the "
                                 "request started from when nothing came."},
    )
