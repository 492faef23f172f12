"""Matchmaking's errors (docs/MATCHMAKING.md)."""

from __future__ import annotations

from dashgames.infra.errors import PlatformError


class SeekNotFound(PlatformError):
    code = "SEEK_NOT_FOUND"  # 404: no such seek of the caller's (or it expired)


class AlreadySeeking(PlatformError):
    code = "ALREADY_SEEKING"  # 409: one waiting seek per player; details["seek_id"]


class SeekPaired(PlatformError):
    code = "SEEK_ALREADY_PAIRED"  # 409: too late to cancel; details["game_id"]


class RatedWithBots(PlatformError):
    code = "RATED_WITH_BOTS"  # 400: a rated seek cannot allow house bots
