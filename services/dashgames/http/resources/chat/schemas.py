"""Table chat: messages, a table's settings, an account's preferences, reports
(docs/CHAT.md)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

PHRASE_IDS = ["hello", "good_luck", "gg", "thanks", "well_played", "oops", "thinking",
              "rematch"]


class ChatPostSchema(ma.Schema):
    phrase = fields.String(load_default=None, allow_none=True,
                           metadata={"enum": [*PHRASE_IDS, None],
                                     "description": "A quick phrase (anyone seated)."})
    text = fields.String(load_default=None, allow_none=True, metadata={
        "description": "Free text, 1-200 characters, between people who opted in "
                       "(`free_text` in the chat preferences)."})


class ChatMessageSchema(ma.Schema):
    id = fields.Integer(required=True, metadata={"description": "1, 2, ... in this game."})
    seat = fields.Integer(required=True)
    player_id = fields.String(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["phrase", "text"]))
    phrase = fields.String(required=True, allow_none=True)
    text = fields.String(required=True)
    at = fields.Float(required=True)


class ChatQuerySchema(ma.Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=100000))


class ChatPageSchema(ma.Schema):
    messages = fields.List(fields.Nested(ChatMessageSchema), required=True)
    last_id = fields.Integer(required=True, metadata={"description": "Send it back as after."})
    spectators = fields.String(required=True, validate=validate.OneOf(["read", "off"]))
    phrases = fields.Dict(keys=fields.String(), values=fields.String(), required=True)


class ChatSettingsSchema(ma.Schema):
    spectators = fields.String(required=True, validate=validate.OneOf(["read", "off"]))


class ChatPreferencesChangeSchema(ma.Schema):
    free_text = fields.Boolean(metadata={"description": "Read and send free text."})
    bots_read = fields.Boolean(metadata={"description": "Your bot accounts may read the chat "
                                                        "of their tables."})
    on_stream = fields.Boolean(metadata={"description": "New messages at your tables also "
                                                        "arrive on your account stream "
                                                        "(`chat_message`)."})


class ChatPreferencesSchema(ma.Schema):
    free_text = fields.Boolean(required=True)
    bots_read = fields.Boolean(required=True)
    on_stream = fields.Boolean(required=True)
    muted = fields.List(fields.String(), required=True)


class MuteSchema(ma.Schema):
    player_id = fields.String(required=True, validate=validate.Length(min=1, max=64))
    muted = fields.Boolean(load_default=True)


class ReportSchema(ma.Schema):
    reason = fields.String(load_default="", validate=validate.Length(max=200))


class ChatReportSchema(ma.Schema):
    game_id = fields.String(required=True)
    message = fields.Nested(ChatMessageSchema, required=True)
    reporter = fields.String(required=True)
    reason = fields.String(required=True)
    at = fields.Float(required=True)


class ChatReportListSchema(ma.Schema):
    reports = fields.List(fields.Nested(ChatReportSchema), required=True)


class ReportsQuerySchema(ma.Schema):
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=500))
