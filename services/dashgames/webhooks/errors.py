"""The webhooks' errors (docs/WEBHOOKS.md)."""

from __future__ import annotations

from dashgames.infra.errors import GameNotFound, PlatformError


class WebhookNotFound(GameNotFound):
    code = "WEBHOOK_NOT_FOUND"  # 404: no such endpoint of this account


class BadWebhookUrl(PlatformError):
    code = "BAD_WEBHOOK_URL"  # 400: not https:// (details.reason "form") or not a public
    # host (reason "address"); http:// and private hosts only where the operator allows


class TooManyWebhooks(PlatformError):
    code = "TOO_MANY_WEBHOOKS"  # 409: the account holds its most endpoints; details["limit"]
