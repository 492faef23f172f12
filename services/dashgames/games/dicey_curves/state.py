"""The whole state of a race: plain frozen data that round-trips through JSON.

What is secret: ``deck`` (the order of the undrawn track cards) and ``rng``. Everything else
is on the table for everyone to see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Seat = int
Space = tuple[int, int, int]
"""(card index in the track, lane from the left, row from the card's entry edge)."""

Phase = Literal["place", "dice", "move", "over"]
DieColor = Literal["white", "green"]
EndReason = Literal["finish", "round_limit"]

MAX_CHIPS = 4
STARTING_CHIPS = 2
WHITE_DICE = 5
GREEN_DICE = 5


@dataclass(frozen=True)
class Car:
    """A race car. ``space`` is None before it is placed and after it finishes."""

    owner: Seat
    space: Space | None = None
    place: int | None = None


@dataclass(frozen=True)
class Die:
    color: DieColor
    value: int
    used: bool = False


@dataclass(frozen=True)
class Drive:
    """A car being moved with one die group: ``remaining`` steps are left of ``size``."""

    car: int
    size: int
    remaining: int
    power: bool

    @property
    def fresh(self) -> bool:
        """No step taken yet: only a fresh combo may cross a gate."""
        return self.remaining == self.size


@dataclass(frozen=True)
class DiceyCurvesState:
    players: int
    rng: int
    deck: tuple[str, ...]
    track: tuple[str, ...]
    discarded: tuple[str, ...]
    cars: tuple[Car, ...]
    chips: tuple[int, ...]
    phase: Phase
    turn: Seat
    race_length: int
    table_width: int
    table_height: int
    round_limit: int
    turns_taken: int = 0
    dice: tuple[Die, ...] = ()
    drive: Drive | None = None
    spent: tuple[int, ...] = ()
    controlled: tuple[int, ...] = ()
    finish_order: tuple[int, ...] = ()
    end_reason: EndReason | None = None
    look_ahead: bool = False
    """Option look_ahead: lay only cards that keep room for the Finish (laying.may_lay)."""

    def unused_values(self) -> list[int]:
        return [d.value for d in self.dice if not d.used]

    def greens(self) -> int:
        return sum(1 for d in self.dice if d.color == "green")

    def occupant(self, space: Space) -> int | None:
        for i, car in enumerate(self.cars):
            if car.space == space:
                return i
        return None

    def cars_of(self, seat: Seat) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.cars) if c.owner == seat)

    def racing(self, car: int) -> bool:
        c = self.cars[car]
        return c.space is not None and c.place is None
