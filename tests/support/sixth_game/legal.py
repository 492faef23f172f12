"""What the runner to move may do: walk one square or run the die's value."""

from __future__ import annotations

from dashgames.engine import Seat
from tests.support.sixth_game.moves import SprintMove, Step
from tests.support.sixth_game.state import SprintState


def legal_moves(state: SprintState, seat: Seat) -> list[SprintMove]:
    if seat != state.to_move:
        return []
    return [Step(n) for n in sorted({1, state.die})]
