"""A challenge as its sender asks for it, and the reasons to decline one."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from dashgames.play.types import ClockSpec

DeclineReason = Literal["generic", "later", "tooFast", "tooSlow", "timeControl", "rated",
                        "casual", "standard", "variant", "noBot", "onlyBot"]


DECLINE_REASONS: tuple[str, ...] = ("generic", "later", "tooFast", "tooSlow", "timeControl",
                                    "rated", "casual", "standard", "variant", "noBot", "onlyBot")


@dataclass(frozen=True)
class ChallengeRequest:
    """A challenge as its sender asks for it: who, which game, the table."""

    to: str  # the challenged player's id
    game_type: str
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 2  # seats at the table: the two players, and house bots in the rest
    seat: int | None = None  # the challenger's seat; None: 0, the challenged the next one
    clock: ClockSpec | None = None
    rated: bool = False
    bot_level: str | None = None  # the house bots' level in the other seats (None: default)
