"""The moves of Dicey Curves, each a small frozen value with a canonical JSON form.

Granularity (why the moves are cut this way, see RULES.md "Moves"): a turn is a series of
small decisions so that ``legal_moves`` stays complete and short. Dice tweaks come first;
``drive`` picks a car and a die group by its values (dice of equal value are
interchangeable, colour never matters); each ``step`` then moves that car one space until
the group's steps are used or a gate stops it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import MoveCodec


@dataclass(frozen=True)
class PlaceCar:
    """Put your next car on a free space of the Start (lane 0-2 from the left, row 2 in front)."""

    kind: ClassVar[str] = "place_car"
    lane: int
    row: int


@dataclass(frozen=True)
class AddGreen:
    """Pay a chip: bring in a green die showing ``value`` (1-5)."""

    kind: ClassVar[str] = "add_green"
    value: int


@dataclass(frozen=True)
class SetGreen:
    """Pay a chip, all five green dice being in play: turn green die ``die`` to ``value``."""

    kind: ClassVar[str] = "set_green"
    die: int
    value: int


@dataclass(frozen=True)
class Reroll:
    """Pay a chip: roll again the in-play dice at these indices (ascending)."""

    kind: ClassVar[str] = "reroll"
    dice: tuple[int, ...]


@dataclass(frozen=True)
class Drive:
    """Move ``car`` with the unused dice of these values (ascending): one die is a single,
    two or more equal or consecutive values a combo. ``power`` pays a chip for a power move."""

    kind: ClassVar[str] = "drive"
    car: int
    dice: tuple[int, ...]
    power: bool = False


@dataclass(frozen=True)
class Step:
    """Move the driven car one space forward or sideways, to (card, lane, row)."""

    kind: ClassVar[str] = "step"
    card: int
    lane: int
    row: int


@dataclass(frozen=True)
class KeepGoing:
    """Pay a chip: a car that a single stopped may be driven again this turn."""

    kind: ClassVar[str] = "keep_going"
    car: int


@dataclass(frozen=True)
class TakeControl:
    """Pay a chip: drive another player's car as your own for the rest of the turn."""

    kind: ClassVar[str] = "take_control"
    car: int


@dataclass(frozen=True)
class Juke:
    """Pay a chip: two cars side by side swap spaces (``car`` < ``other``)."""

    kind: ClassVar[str] = "juke"
    car: int
    other: int


@dataclass(frozen=True)
class EndTurn:
    """Stop moving; the best remaining combo buys chips and the next player's turn begins."""

    kind: ClassVar[str] = "end_turn"


DiceyCurvesMove = (
    PlaceCar
    | AddGreen
    | SetGreen
    | Reroll
    | Drive
    | Step
    | KeepGoing
    | TakeControl
    | Juke
    | EndTurn
)

MOVES: MoveCodec[DiceyCurvesMove] = MoveCodec(
    "dicey_curves",
    (PlaceCar, AddGreen, SetGreen, Reroll, Drive, Step, KeepGoing, TakeControl, Juke, EndTurn),
)
