"""Sprint moves: one kind, a step of one square or of the die's value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import MoveCodec


@dataclass(frozen=True)
class Step:
    """Move your runner ``squares`` forward: 1, or the value of this turn's die."""

    kind: ClassVar[str] = "step"
    squares: int


SprintMove = Step

MOVES: MoveCodec[SprintMove] = MoveCodec("sprint", (Step,))
