"""The Sprint state: plain frozen data, JSON round trip through the engine codec."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

EndReason = Literal["finished", "resigned"]


@dataclass(frozen=True)
class SprintState:
    """Everything about a race in progress. Squares are numbered from 0 (the start)."""

    rng: int
    """The die's generator; never shown in a view (the conformance suite finds it by name)."""
    length: int
    """The finish square."""
    boosts: tuple[int, ...]
    """Squares that move a runner landing on them two squares further."""
    positions: tuple[int, ...]
    """Per seat, the square its runner stands on."""
    to_move: int | None
    """The seat whose turn it is; None once the race is over."""
    die: int
    """The die rolled for ``to_move`` at the start of this turn."""
    winner: int | None = None
    end_reason: EndReason | None = None
