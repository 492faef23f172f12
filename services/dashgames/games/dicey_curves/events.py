"""Dicey Curves events, declared for the contract (``Game.events``); ``rules.py``, ``turns.py``
and ``laying.py`` emit them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import event_types
from dashgames.games.dicey_curves.state import EndReason


@dataclass(frozen=True)
class CarPlaced:
    kind: ClassVar[str] = "car_placed"
    car: int
    seat: int
    lane: int
    row: int


@dataclass(frozen=True)
class TurnStarted:
    kind: ClassVar[str] = "turn_started"
    seat: int


@dataclass(frozen=True)
class CardLaid:
    """A track card laid at the end of the track (``card``: its index in the track)."""

    kind: ClassVar[str] = "card_laid"
    card: int
    card_type: str


@dataclass(frozen=True)
class CardDiscarded:
    """A track card that could not be laid."""

    kind: ClassVar[str] = "card_discarded"
    card_type: str


@dataclass(frozen=True)
class DiceRolled:
    """The turn's opening roll: each die's value and colour, in order."""

    kind: ClassVar[str] = "dice_rolled"
    seat: int
    dice: list[int]
    colors: list[str]


@dataclass(frozen=True)
class DiceRerolled:
    """Dice rolled again (``rerolled``: their indices), and every die after it."""

    kind: ClassVar[str] = "dice_rerolled"
    seat: int
    rerolled: list[int]
    dice: list[int]
    colors: list[str]


@dataclass(frozen=True)
class GreenAdded:
    kind: ClassVar[str] = "green_added"
    seat: int
    value: int


@dataclass(frozen=True)
class GreenSet:
    kind: ClassVar[str] = "green_set"
    seat: int
    die: int
    value: int


@dataclass(frozen=True)
class DriveStarted:
    kind: ClassVar[str] = "drive_started"
    seat: int
    car: int
    dice: list[int]
    power: bool


@dataclass(frozen=True)
class CarMoved:
    """A car moved one space onto ``space`` (its coordinates on the track); ``gate``: it crossed
    a gate."""

    kind: ClassVar[str] = "car_moved"
    car: int
    space: list[int]
    gate: bool


@dataclass(frozen=True)
class CarFinished:
    kind: ClassVar[str] = "car_finished"
    car: int
    place: int


@dataclass(frozen=True)
class DriveEnded:
    kind: ClassVar[str] = "drive_ended"
    car: int


@dataclass(frozen=True)
class KeepGoing:
    kind: ClassVar[str] = "keep_going"
    seat: int
    car: int


@dataclass(frozen=True)
class ControlTaken:
    kind: ClassVar[str] = "control_taken"
    seat: int
    car: int


@dataclass(frozen=True)
class Juke:
    kind: ClassVar[str] = "juke"
    seat: int
    car: int
    other: int


@dataclass(frozen=True)
class TurnEnded:
    kind: ClassVar[str] = "turn_ended"
    seat: int
    best_combo: int
    chips_bought: int


@dataclass(frozen=True)
class RaceOver:
    """The game's own end event, with each car's place (``game_finished`` follows it)."""

    kind: ClassVar[str] = "race_over"
    reason: EndReason
    places: list[int]


EVENTS = event_types(
    CarPlaced, TurnStarted, CardLaid, CardDiscarded, DiceRolled, DiceRerolled, GreenAdded,
    GreenSet, DriveStarted, CarMoved, CarFinished, DriveEnded, KeepGoing, ControlTaken, Juke,
    TurnEnded, RaceOver,
)
