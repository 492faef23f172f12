"""Sprint's events, declared for the contract (``Game.events``); ``rules.py`` emits them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import event_types
from tests.support.sixth_game.state import EndReason


@dataclass(frozen=True)
class Stepped:
    """A runner stepped; ``boosted``: it landed on a boost and went on."""

    kind: ClassVar[str] = "stepped"
    seat: int
    from_square: int
    to_square: int
    boosted: bool


@dataclass(frozen=True)
class DieRolled:
    """The die for the next runner's turn."""

    kind: ClassVar[str] = "die_rolled"
    seat: int
    die: int


@dataclass(frozen=True)
class GameOver:
    kind: ClassVar[str] = "game_over"
    winner: int
    reason: EndReason


@dataclass(frozen=True)
class SeatResigned:
    kind: ClassVar[str] = "seat_resigned"
    seat: int


EVENTS = event_types(Stepped, DieRolled, GameOver, SeatResigned)
