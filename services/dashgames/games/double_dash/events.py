"""Double Dash! events, declared for the contract (``Game.events``); ``rules.py`` emits them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import event_types
from dashgames.games.double_dash.board import Direction
from dashgames.games.double_dash.state import EndReason


@dataclass(frozen=True)
class DiceRolled:
    """A turn's dice, rolled for the seat whose turn it now is (one die on turns 1 and 2)."""

    kind: ClassVar[str] = "dice_rolled"
    seat: int
    turn: int
    dice: list[int]


@dataclass(frozen=True)
class PieceMoved:
    """A piece moved (or dashed, with two dice) from one square to another."""

    kind: ClassVar[str] = "piece_moved"
    seat: int
    from_square: str
    to_square: str
    direction: Direction
    dice: list[int]
    captured: bool


@dataclass(frozen=True)
class PieceCaptured:
    """``seat`` lost its piece on ``square``."""

    kind: ClassVar[str] = "piece_captured"
    seat: int
    square: str


@dataclass(frozen=True)
class DiePassed:
    """The seat passed a die it could not (or chose not to) use."""

    kind: ClassVar[str] = "die_passed"
    seat: int
    die: int


@dataclass(frozen=True)
class GameOver:
    """The game's own end event (``game_finished`` follows it with the outcome)."""

    kind: ClassVar[str] = "game_over"
    winner: int
    reason: EndReason


@dataclass(frozen=True)
class SeatResigned:
    """The seat resigned: in Double Dash! it forfeits the game."""

    kind: ClassVar[str] = "seat_resigned"
    seat: int


EVENTS = event_types(DiceRolled, PieceMoved, PieceCaptured, DiePassed, GameOver, SeatResigned)
