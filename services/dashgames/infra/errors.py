"""The one error hierarchy: every platform error is a ``PlatformError`` with a stable
``code`` (the HTTP layer maps codes to statuses in one table, ``http/errors.py``), and the
bases the features' errors share (not authenticated, forbidden, not found)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dashgames.engine.errors import RulesError


class PlatformError(Exception):
    """An error outside the rules: auth, lookup, concurrency, limits. ``code`` is stable."""

    code = "PLATFORM_ERROR"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "details": self.details}


class Unauthenticated(PlatformError):
    code = "UNAUTHENTICATED"  # 401: token missing or unknown


class Forbidden(PlatformError):
    code = "FORBIDDEN"  # 403: authenticated, but not this seat / not a player of this game


class GameNotFound(PlatformError):
    code = "GAME_NOT_FOUND"  # 404


Error = PlatformError | RulesError


def error_classes() -> dict[str, type[Error]]:
    """Every error class by its stable code: the platform's, the engine's, and each registered
    game's own refusals. Found among the subclasses, so a game adds a code by declaring its
    class and nothing else; a class that does not declare a code of its own is not listed."""
    found: dict[str, type[Error]] = {}
    todo: list[type[Error]] = [PlatformError, RulesError]
    while todo:
        cls = todo.pop(0)
        found.setdefault(cls.__dict__.get("code", ""), cls)
        todo.extend(cls.__subclasses__())
    found.pop("", None)
    return found


def error_from_json(raw: Mapping[str, Any], fallback: type[Error] = RulesError) -> Error:
    """The error a stored ``{"code", "message", "details"}`` stands for (a rules refusal
    answered again, a queued command's failure): its class by code, with the same message and
    details. A code no class declares (a game this process has not loaded) keeps its code on a
    ``fallback``, which sets its status."""
    cls = error_classes().get(raw["code"], fallback)
    error = cls(raw["message"], **raw.get("details", {}))
    error.code = raw["code"]  # type: ignore[misc]  # the same, or the fallback's stand-in
    return error
