"""The SDK's errors: every error answer of the platform is ``{"code", "message", "details"}``
with a stable ``code``; ``ApiError`` carries all three and the HTTP status, and the few codes a
program reacts to get their own class."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """An error answer (4xx/5xx) the SDK did not retry, or retried until it gave up."""

    def __init__(self, status: int, code: str, message: str,
                 details: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.details = details or {}


class StaleVersion(ApiError):
    """409 ``STALE_VERSION``: the game moved on since the version the move named."""


class RateLimited(ApiError):
    """429 after every retry: the limit still held (``retry_after`` seconds, when known)."""

    retry_after: float | None = None


class TokenRevoked(ApiError):
    """401 ``TOKEN_REVOKED``: the token was revoked or rotated; streams end with it."""


_BY_CODE: dict[str, type[ApiError]] = {
    "STALE_VERSION": StaleVersion,
    "TOKEN_REVOKED": TokenRevoked,
}


def from_answer(status: int, body: Any) -> ApiError:
    """The error an answer stands for (a body that is not the platform's error shape still
    gives an ``ApiError`` with code ``HTTP_<status>``)."""
    if isinstance(body, dict) and isinstance(body.get("code"), str):
        code, message = body["code"], str(body.get("message", ""))
        details = body.get("details") if isinstance(body.get("details"), dict) else {}
    else:
        code, message, details = f"HTTP_{status}", str(body)[:200], {}
    kind = _BY_CODE.get(code, RateLimited if status == 429 else ApiError)
    return kind(status, code, message, details)
