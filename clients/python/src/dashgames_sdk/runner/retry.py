"""What the runner tries again, and how long it waits between tries.

A failure is *transient* when trying the same request later may succeed: the connection
failed (the server restarting, the network gone), or the server answered 429 or a 5xx (a
restart under way, Redis away, overloaded). The SDK's transport already retries these a few
times below every call; once it gives up, the runner keeps trying at its own pace, because a
game only ends when the server says so.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import httpx

from dashgames_sdk.errors import ApiError


def transient(error: BaseException) -> bool:
    """True when the same request may succeed later (see the module's docstring)."""
    if isinstance(error, httpx.TransportError):
        return True
    if isinstance(error, ApiError):
        return error.status == 429 or error.status >= 500
    return False


@dataclass
class Backoff:
    """Exponential waits with jitter, capped: ``base * 2**n`` seconds, times 0.5-1.5."""

    base: float = 0.2
    cap: float = 10.0
    attempt: int = 0

    def next(self) -> float:
        seconds = min(self.cap, self.base * 2.0 ** self.attempt) * (0.5 + random.random())
        self.attempt += 1
        return float(seconds)
