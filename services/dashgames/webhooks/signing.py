"""Signing a delivery as the Standard Webhooks spec says (https://www.standardwebhooks.com):
headers ``webhook-id`` (the same on every retry of one delivery: the receiver's idempotency
key), ``webhook-timestamp`` (unix seconds) and ``webhook-signature`` (``v1,`` + base64 of
HMAC-SHA256 over ``id.timestamp.body`` with the endpoint's secret). The ``standardwebhooks``
library signs, so any receiver verifies with that spec's library in its own language."""

from __future__ import annotations

import base64
import secrets
from datetime import UTC, datetime

from standardwebhooks.webhooks import Webhook

SECRET_PREFIX = "whsec_"


def new_secret() -> str:
    """A fresh endpoint secret in the spec's form: ``whsec_`` + base64 of 32 random bytes."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


def signed_headers(secret: str, delivery_id: str, body: str, at: float) -> dict[str, str]:
    """The three headers of one try of a delivery sent at ``at`` (unix seconds)."""
    moment = datetime.fromtimestamp(int(at), tz=UTC)
    return {
        "webhook-id": delivery_id,
        "webhook-timestamp": str(int(at)),
        "webhook-signature": Webhook(secret).sign(delivery_id, moment, body),
    }
