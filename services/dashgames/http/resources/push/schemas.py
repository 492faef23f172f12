"""Web Push: a device's subscription, the server's key, quiet hours (docs/PUSH.md)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate


class VapidKeySchema(ma.Schema):
    public_key = fields.String(required=True, metadata={
        "description": "The server's VAPID public key (P-256, uncompressed, base64url): the "
                       "applicationServerKey of `pushManager.subscribe`."})


class SubscriptionKeysSchema(ma.Schema):
    p256dh = fields.String(required=True, validate=validate.Length(max=200))
    auth = fields.String(required=True, validate=validate.Length(max=100))


class SubscribeSchema(ma.Schema):
    """`PushSubscription.toJSON()` as the browser gives it, and a name for the device."""

    endpoint = fields.String(required=True, validate=validate.Length(min=1, max=2048))
    keys = fields.Nested(SubscriptionKeysSchema, required=True)
    expirationTime = fields.Float(load_default=None, allow_none=True)
    device = fields.String(load_default="", validate=validate.Length(max=80))


class SubscriptionSchema(ma.Schema):
    id = fields.String(required=True)
    endpoint = fields.String(required=True)
    device = fields.String(required=True)
    created_at = fields.Float(required=True)


class SubscriptionListSchema(ma.Schema):
    subscriptions = fields.List(fields.Nested(SubscriptionSchema), required=True)


class QuietHoursSchema(ma.Schema):
    start_hour = fields.Integer(required=True, validate=validate.Range(0, 23))
    end_hour = fields.Integer(required=True, validate=validate.Range(0, 23))
    utc_offset_minutes = fields.Integer(load_default=0, validate=validate.Range(-840, 840))


class QuietHoursStateSchema(ma.Schema):
    quiet_hours = fields.Nested(QuietHoursSchema, required=True, allow_none=True, metadata={
        "description": "No push from start_hour up to end_hour, local time (null: none)."})
