"""Who is to move (``to_act``) and what that runner may do: walk one square or run the die's
value (``legal_moves``)."""

from __future__ import annotations

from dashgames.engine import Seat
from tests.support.sixth_game.moves import SprintMove, Step
from tests.support.sixth_game.state import SprintState


def to_act(state: SprintState) -> frozenset[Seat]:
    return frozenset() if state.to_move is None else frozenset((state.to_move,))


def legal_moves(state: SprintState, seat: Seat) -> list[SprintMove]:
    if seat != state.to_move:
        return []
    return [Step(n) for n in sorted({1, state.die})]
