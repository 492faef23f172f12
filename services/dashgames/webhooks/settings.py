"""The webhooks' settings, from the environment (``DASHGAMES_WEBHOOK_*``, docs/SETTINGS.md)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass


def _flag(raw: str) -> bool:
    return raw.lower() not in {"0", "false", "no", "off", ""}


@dataclass(frozen=True)
class WebhookSettings:
    retry_base_seconds: float = 5.0  # the first retry's wait; each next one doubles
    retry_max_seconds: float = 3600.0  # the longest wait between two tries
    max_failures: int = 12  # failures in a row that disable an endpoint (about 3 h at defaults)
    timeout_seconds: float = 10.0  # a receiver must answer within this
    lease_seconds: float = 30.0  # a delivery run holds its endpoint this long at most
    pump_seconds: float = 0.25  # how often the pump looks for pending events
    allow_http: bool = False  # http:// endpoints too (local development, tests)
    allow_private: bool = False  # loopback and private addresses too (guard.py; tests)
    most_endpoints: int = 10  # per account

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> WebhookSettings:
        env = os.environ if env is None else env

        def get(name: str, default: float) -> float:
            raw = env.get(name)
            return default if raw is None or raw == "" else float(raw)

        return cls(
            retry_base_seconds=get("DASHGAMES_WEBHOOK_RETRY_BASE_SECONDS",
                                   cls.retry_base_seconds),
            retry_max_seconds=get("DASHGAMES_WEBHOOK_RETRY_MAX_SECONDS", cls.retry_max_seconds),
            max_failures=int(get("DASHGAMES_WEBHOOK_MAX_FAILURES", cls.max_failures)),
            timeout_seconds=get("DASHGAMES_WEBHOOK_TIMEOUT_SECONDS", cls.timeout_seconds),
            lease_seconds=get("DASHGAMES_WEBHOOK_LEASE_SECONDS", cls.lease_seconds),
            pump_seconds=get("DASHGAMES_WEBHOOK_PUMP_SECONDS", cls.pump_seconds),
            allow_http=_flag(env.get("DASHGAMES_WEBHOOK_ALLOW_HTTP", "0")),
            allow_private=_flag(env.get("DASHGAMES_WEBHOOK_ALLOW_PRIVATE", "0")),
            most_endpoints=int(get("DASHGAMES_WEBHOOK_MOST_ENDPOINTS", cls.most_endpoints)),
        )

    def backoff(self, failures: int) -> float:
        """Seconds to wait after ``failures`` failures in a row (1, 2, ...)."""
        return float(min(self.retry_max_seconds, self.retry_base_seconds * 2 ** (failures - 1)))
