"""Deprecations: what the contract still carries but will drop, and the headers that say so
(docs/CHANGELOG.md, "Deprecation policy").

An answer that carries a deprecated field (or comes from a deprecated route) has
``Deprecation: @<unix seconds>`` (RFC 9745: when it was deprecated), ``Sunset: <HTTP date>``
(RFC 8594: when it may be gone) and ``Link: <...>; rel="deprecation"`` (where the changelog
says what to use instead). The contract marks the field or operation ``deprecated: true``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import format_datetime
from functools import wraps
from typing import Any, TypeVar

from flask import make_response

F = TypeVar("F", bound=Callable[..., Any])
POLICY_LINK = "/openapi.json"  # the contract: the field or route is marked `deprecated` there


@dataclass(frozen=True)
class Deprecation:
    what: str  # e.g. "MyGame.rating"
    since: datetime  # the release that deprecated it
    sunset: datetime  # no earlier than this it may be removed (>= 6 months later)
    instead: str  # what to use instead, in words

    def headers(self) -> dict[str, str]:
        return {"Deprecation": f"@{int(self.since.timestamp())}",
                "Sunset": format_datetime(self.sunset, usegmt=True),
                "Link": f'<{POLICY_LINK}>; rel="deprecation"'}


MY_GAME_RATING = Deprecation(
    "MyGame.rating", datetime(2026, 11, 28, tzinfo=UTC), datetime(2027, 6, 1, tzinfo=UTC),
    "`rating_change`, the name the account stream's `game_finished` uses")
"""``rating`` in "my games" is ``rating_change`` everywhere else (issue 27)."""

DEPRECATIONS = (MY_GAME_RATING,)


def announces(deprecation: Deprecation) -> Callable[[F], F]:
    """A view whose answers carry ``deprecation``'s headers."""

    def decorator(view: F) -> F:
        @wraps(view)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            response = make_response(view(*args, **kwargs))
            response.headers.update(deprecation.headers())
            return response

        return wrapper  # type: ignore[return-value]

    return decorator


def deprecation_header_docs(deprecation: Deprecation) -> dict[str, Any]:
    """The three headers as the contract documents them on an answer."""
    return {
        "Deprecation": {"schema": {"type": "string"}, "description": (
            f"RFC 9745: `@<unix seconds>`, when {deprecation.what} was deprecated.")},
        "Sunset": {"schema": {"type": "string"}, "description": (
            f"RFC 8594: the HTTP date from which {deprecation.what} may be gone.")},
        "Link": {"schema": {"type": "string"}, "description": (
            "`rel=\"deprecation\"`: the changelog's deprecation policy.")},
    }
