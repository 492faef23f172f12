"""How good a Sprint position is for each runner, for the platform's search level (``strong``):
the runner further along is ahead, by about a square a turn."""

from __future__ import annotations

from dashgames.engine.evaluation import rank_shares
from tests.support.sixth_game.state import SprintState

PLAYOUT_DEPTH = 2


def evaluate(state: SprintState) -> tuple[float, ...]:
    return rank_shares([p / state.length for p in state.positions], 6.0)
