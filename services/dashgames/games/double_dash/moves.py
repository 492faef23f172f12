"""Double Dash! moves: one die moves one piece in one straight line, named by where it starts.

Granularity (so ``legal_moves`` is complete and finite): a move names the piece by its square,
a direction and a die value; the rules compute where it lands. A doubles piece that goes
``n`` then ``n`` in two lines does so as two ``move``s of the same piece; going ``2n`` in one
line is the single ``dash`` move. ``pass`` gives up a die, and exists only when nothing can
use that die.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import MoveCodec
from dashgames.games.double_dash.board import Direction


@dataclass(frozen=True)
class Move:
    """Move the piece on ``piece`` in ``direction`` by the value of one unused die."""

    kind: ClassVar[str] = "move"
    piece: str
    direction: Direction
    die: int


@dataclass(frozen=True)
class Dash:
    """Doubles only, before either die is used: move one piece twice the die value in one line."""

    kind: ClassVar[str] = "dash"
    piece: str
    direction: Direction


@dataclass(frozen=True)
class Pass:
    """Give up one unused die; allowed only when no move or dash can use it right now."""

    kind: ClassVar[str] = "pass"
    die: int


DoubleDashMove = Move | Dash | Pass

MOVES: MoveCodec[DoubleDashMove] = MoveCodec("double_dash", (Move, Dash, Pass))
