"""A seek as its seeker asks for it and as the API shows it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from dashgames.play.types import ClockSpec

SeekStatus = Literal["waiting", "pairing", "paired"]


@dataclass(frozen=True)
class SeekSpec:
    """What a seeker asks for: a game type, the table sizes it accepts, a clock, options, rated
    or casual, and whether house bots may fill the table (casual only)."""

    game_type: str
    players: tuple[int, ...]
    clock: ClockSpec | None = None
    options: dict[str, Any] = field(default_factory=dict)
    rated: bool = False
    bots: bool = False
    bot_level: str | None = None
    """The level of the house bots that fill the table (None: the game type's default); the
    anchor's (the longest-waiting seeker's) choice counts."""


@dataclass(frozen=True)
class Seek:
    id: str
    player_id: str
    player_name: str
    spec: SeekSpec
    rating: float
    status: SeekStatus
    created_at: float
    expires_at: float  # refresh it before then (its long-poll does), or it is dropped
    game_id: str | None = None  # once paired (or being paired)
