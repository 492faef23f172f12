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


class AccountEventSchema(ma.Schema):
    id = fields.String(required=True,
                       metadata={"description": "Pass as `after` or Last-Event-ID to resume."})
    type = fields.String(required=True, validate=validate.OneOf(EVENT_TYPES))
    data = fields.Dict(
        required=True,
        metadata={"description": (
            "By type. `challenge_*`: the challenge (schema `Challenge`). `game_started`: "
            "game_id, game_type, version, seat (yours), rated, seats [{seat, player_id, name, "
            "is_bot}]. `your_turn`: game_id, game_type, version (send it as If-Match), seat, "
            "legal_moves (your seat's moves, exactly as `legal-moves` lists them), clock "
            "({deadline: unix s or null, remaining: banked s or null}, or null without a "
            "clock). `game_finished`: game_id, game_type, outcome (the game's outcome), seat, "
            "rating_change ({before, after, delta} or null for a casual game). "
            "`token_revoked`: token_id (one of this account's tokens was revoked or rotated).")},
    )


class AccountEventPageSchema(ma.Schema):
    events = fields.List(fields.Nested(AccountEventSchema), required=True)
    last_event_id = fields.String(
        required=True,
        metadata={"description": "Where to resume: the last event's id, or the cursor the "
                                 "request started from when nothing came."},
    )
