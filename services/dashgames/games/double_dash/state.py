"""The Double Dash! game state: plain frozen data, JSON round trip through the engine codec."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dashgames.games.double_dash.board import Direction

EndReason = Literal["captured_all", "resigned"]


@dataclass(frozen=True)
class DoubleDashState:
    """Everything about a game in progress. Squares are named (``"c4"``); dice are 1..6."""

    rng: int
    """The dice generator's whole state; never shown in a view."""
    pieces: tuple[tuple[str, ...], ...]
    """Per seat, the squares its remaining pieces stand on, in board order."""
    opening_rolls: tuple[tuple[int, int], ...]
    """The opening rolls (seat 0's die, seat 1's die), one pair per round; ties roll again."""
    turn: int
    """Turns begun so far; turn 1 belongs to the opening roll's winner, then sides alternate."""
    dice: tuple[int, ...]
    """The dice rolled at the start of the current turn."""
    unused: tuple[int, ...]
    """The current turn's dice not yet moved with or passed, ascending."""
    moved_piece: str | None = None
    """Where the piece moved with an earlier die of this turn now stands."""
    moved_direction: Direction | None = None
    """The direction of that earlier move (a doubles second leg must take another)."""
    winner: int | None = None
    end_reason: EndReason | None = None

    @property
    def first_player(self) -> int:
        seat0, seat1 = self.opening_rolls[-1]
        return 0 if seat0 > seat1 else 1

    @property
    def to_move(self) -> int | None:
        if self.winner is not None:
            return None
        return self.first_player if self.turn % 2 == 1 else 1 - self.first_player

    @property
    def doubles(self) -> bool:
        return len(self.dice) == 2 and self.dice[0] == self.dice[1]
