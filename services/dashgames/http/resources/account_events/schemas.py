"""The account stream's records, and the event types it carries (docs/ACCOUNT-STREAM.md)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.http.contract_account import DATA_OF_TYPE
from dashgames.http.resources.chat.schemas import ChatMessageSchema

ACCOUNT_EVENT_ID = r"^(0|\d{1,19}-\d{1,19})$"
"""A Redis stream entry id ("0": before the first event)."""

EVENT_TYPES = list(DATA_OF_TYPE)


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
    with_view = fields.Boolean(
        load_default=False,
        metadata={"description": "`your_turn` records carry your seat's `view` of the game "
                                 "(as `GET /v1/games/{id}` answers it), so a bot that reads "
                                 "the board needs no request of its own."},
    )
    replay = fields.Boolean(
        load_default=False,
        metadata={"description": "Start with what is open: pending challenges to and from "
                                 "you, your ongoing games, the turns you owe (records marked "
                                 "`replayed`), as Lichess's event stream does on connect."},
    )


class TurnClockSchema(ma.Schema):
    deadline = fields.Float(required=True, allow_none=True,
                            metadata={"description": "When your time for this turn runs out "
                                                     "(unix s); null for a bot seat."})
    remaining = fields.Float(required=True, allow_none=True,
                             metadata={"description": "Your banked seconds (null without a "
                                                      "bank)."})


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
    tournament_id = fields.String(
        metadata={"description": "Present for a tournament's game: the tournament it is part "
                                 "of (your next game there: docs/TOURNAMENTS.md)."})
    tournament_round = fields.Integer(
        metadata={"description": "With `tournament_id`: the Swiss round (arena: 0)."})


class TokenRevokedDataSchema(ma.Schema):
    """`token_revoked`: one of this account's tokens was revoked (or rotated)."""

    token_id = fields.String(required=True)


class SeekRemovedDataSchema(ma.Schema):
    """`seek_removed`: your waiting seek was dropped (not kept alive: docs/MATCHMAKING.md)."""

    seek_id = fields.String(required=True)
    game_type = fields.String(required=True)
    reason = fields.String(required=True, validate=validate.OneOf(["expired"]))


class ChatMessageDataSchema(ChatMessageSchema):
    """`chat_message`: something said at one of your tables (docs/CHAT.md)."""

    game_id = fields.String(required=True)


class WebhookDisabledDataSchema(ma.Schema):
    """`webhook_disabled`: one of your webhook endpoints failed too often in a row and was
    disabled (enable it again with `POST /v1/players/me/webhooks/{id}/enable`)."""

    webhook_id = fields.String(required=True)
    url = fields.String(required=True)
    reason = fields.String(required=True)


class GameOngoingDataSchema(ma.Schema):
    """`game_ongoing` (replayed only): a game you sit in is under way."""

    game_id = fields.String(required=True)
    game_type = fields.String(required=True)
    seat = fields.Integer(required=True, metadata={"description": "Yours."})
    version = fields.Integer(required=True)
    to_act = fields.List(fields.Integer(), required=True,
                         metadata={"description": "The seats that must act now."})
    my_turn = fields.Boolean(required=True,
                             metadata={"description": "Your seat is among them (a "
                                                      "`your_turn` record follows)."})


DATA_COMPONENTS = {"TurnClock": TurnClockSchema, "GameStartedData": GameStartedDataSchema,
                   "TokenRevokedData": TokenRevokedDataSchema,
                   "SeekRemovedData": SeekRemovedDataSchema,
                   "GameOngoingData": GameOngoingDataSchema,
                   "WebhookDisabledData": WebhookDisabledDataSchema,
                   "ChatMessageData": ChatMessageDataSchema}
"""Event types' data written here, as contract components; `your_turn`'s and
`game_finished`'s are in ``http/contract_account.py`` (typed per game, and with shared
components), and `challenge_*` carry a `Challenge`."""


class AccountEventPageSchema(ma.Schema):
    events = fields.List(
        fields.Raw(), required=True,
        metadata={"items_ref": "AccountEvent",
                  "description": "Oldest first; each typed by its `type` (`AccountEvent`)."})
    last_event_id = fields.String(
        required=True,
        metadata={"description": "Where to resume: the last event's id, or the cursor the "
                                 "request started from when nothing came."},
    )
