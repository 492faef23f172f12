"""Game events, as a long-poll page (the same records the SSE stream carries)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

# A Redis Stream id; "0" is before the first event. 19 digits at most: every such number fits
# the stream id's unsigned 64 bits (20 digits may not, and Redis refuses the read).
EVENT_ID = r"^\d{1,19}(-\d{1,19})?$"


class EventsQuerySchema(ma.Schema):
    after = fields.String(
        validate=validate.Regexp(EVENT_ID),
        metadata={"description": "Only events after this id (the last `id` seen)."},
    )
    wait = fields.Float(
        load_default=0.0, validate=validate.Range(min=0, max=30),
        metadata={"description": "Seconds to wait for a first event when none is there yet."},
    )
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=200))
    chat_after = fields.Integer(
        validate=validate.Range(min=0, max=10**9),
        metadata={"description": "Carry the table's chat too, from the message after this id "
                                 "(0: from the first). The chat has its own cursor, apart from "
                                 "the events' (docs/CHAT.md, \"On the game's event stream\"): "
                                 "SSE sends each message as an `event: chat` frame without an "
                                 "`id` line; a long-poll page adds `chat` and `chat_last_id`. "
                                 "403 `CHAT_NOT_ALLOWED` for a reader the table's chat is closed "
                                 "to."},
    )


class EventsHeadersSchema(ma.Schema):
    """Headers of the events route; the route reads them itself (SSE clients send them)."""

    class Meta:
        unknown = ma.EXCLUDE

    last_event_id = fields.String(
        data_key="Last-Event-ID", validate=validate.Regexp(EVENT_ID),
        metadata={"description": "Resume after this event (sent by EventSource on reconnect)."},
    )
    accept = fields.String(
        data_key="Accept",
        metadata={"description": "`text/event-stream` for SSE; otherwise a JSON page (long poll)."},
    )


EVENT_PAGE = {"$ref": "#/components/schemas/EventPage"}


class SeatPresenceSchema(ma.Schema):
    seat = fields.Integer(required=True)
    online = fields.Boolean(
        required=True,
        metadata={"description": "The seat's player has a live event stream of the game open."},
    )
    vacation = fields.Boolean(
        required=True,
        metadata={"description": "The seat's player is on vacation: their turn-based clocks "
                                 "are paused (docs/CLOCKS.md, \"Vacation\")."},
    )


class PresenceSchema(ma.Schema):
    seats = fields.List(fields.Nested(SeatPresenceSchema), required=True)
