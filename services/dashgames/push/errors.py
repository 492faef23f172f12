"""Web Push's errors (docs/PUSH.md)."""

from __future__ import annotations

from dashgames.infra.errors import GameNotFound, PlatformError


class BadSubscription(PlatformError):
    code = "BAD_PUSH_SUBSCRIPTION"  # 422: an endpoint or key a push service could not use


class BadQuietHours(PlatformError):
    code = "BAD_QUIET_HOURS"  # 422: hours outside 0-23 or an offset outside +-14 h


class SubscriptionNotFound(GameNotFound):
    code = "PUSH_SUBSCRIPTION_NOT_FOUND"  # 404: no such subscription of this account


class TooManySubscriptions(PlatformError):
    code = "TOO_MANY_PUSH_SUBSCRIPTIONS"  # 409: the account holds its most devices
