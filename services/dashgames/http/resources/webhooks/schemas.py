"""An account's webhook endpoints and their delivery logs (docs/WEBHOOKS.md)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.http.resources.account_events.schemas import EVENT_TYPES

URL_PATTERN = r"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\s]*)?$"
HTTPS_PATTERN = r"^https://[A-Za-z0-9.-]+(:[0-9]{1,4})?(/[^\s]*)?$"
"""What the route takes (a host name or address, a port, a path) and what the contract
documents: https only, as a deployment accepts (http only where the operator allows it)."""


class WebhookCreateSchema(ma.Schema):
    url = fields.String(
        required=True,
        validate=[validate.Length(min=8, max=2000), validate.Regexp(URL_PATTERN)],
        metadata={"description": "Where to post: an `https://` URL on a public host "
                                 "(`http://`, loopback and private addresses only where the "
                                 "operator allows them). Otherwise 400 `BAD_WEBHOOK_URL`, "
                                 "`details.reason` `form` or `address`.",
                  "pattern": HTTPS_PATTERN})
    events = fields.List(
        fields.String(validate=validate.OneOf(EVENT_TYPES)), load_default=None,
        allow_none=True, validate=validate.Length(min=1, max=len(EVENT_TYPES)),
        metadata={"description": "The account event types to post; absent or null: all."})
    description = fields.String(load_default="", validate=validate.Length(max=200))


class WebhookSchema(ma.Schema):
    """An endpoint (never its secret, but in the answer that creates it)."""

    id = fields.String(required=True)
    url = fields.String(required=True)
    events = fields.List(fields.String(validate=validate.OneOf(EVENT_TYPES)),
                         required=True, allow_none=True,
                         metadata={"description": "The event types posted; null: all."})
    description = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["active", "disabled"]),
                           metadata={"description": "`disabled` after too many failures in "
                                                    "a row (`disabled_reason`)."})
    disabled_reason = fields.String(required=True, allow_none=True)
    created_at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    failures = fields.Integer(required=True,
                              metadata={"description": "Failed tries in a row now."})
    next_try_at = fields.Float(required=True, allow_none=True,
                               metadata={"description": "No try before (unix s), after a "
                                                        "failure; else null."})


class WebhookCreatedSchema(WebhookSchema):
    secret = fields.String(
        required=True,
        metadata={"description": "The signing secret (`whsec_...`, Standard Webhooks), shown "
                                 "this once: verify each delivery's `webhook-signature` "
                                 "with it."})


class WebhookListSchema(ma.Schema):
    webhooks = fields.List(fields.Nested(WebhookSchema), required=True)


class DeliverySchema(ma.Schema):
    """One try of one delivery."""

    delivery_id = fields.String(required=True, metadata={
        "description": "The `webhook-id` header: the same on every try of one event's "
                       "delivery to this endpoint (the receiver's idempotency key)."})
    event_id = fields.String(required=True, metadata={"description": "The account event."})
    event_type = fields.String(required=True, validate=validate.OneOf(EVENT_TYPES))
    attempt = fields.Integer(required=True, metadata={"description": "1 for the first try."})
    at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    ok = fields.Boolean(required=True, metadata={"description": "The receiver answered 2xx."})
    response_status = fields.Integer(required=True, allow_none=True,
                                     metadata={"description": "Null: no answer."})
    error = fields.String(required=True, allow_none=True)
    duration_ms = fields.Float(required=True)
    next_try_at = fields.Float(allow_none=True, metadata={
        "description": "A failed try: when the next one is due (unix s); null: the endpoint "
                       "was disabled."})


class DeliveryListSchema(ma.Schema):
    deliveries = fields.List(fields.Nested(DeliverySchema), required=True,
                             metadata={"description": "Newest first (the last 100 kept)."})


class DeliveriesQuerySchema(ma.Schema):
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=100))
