"""How good a Dicey Curves position is for each player, for the AI's search (``dashgames.ai``).

Cars are ranked by how far down the track they are (``track.progress``, in cards); a finished
car counts as past every track card, the earlier its place the better. With two cars each the
rear car counts double, as it does in the score (first place plus twice the second, lowest
wins). Control chips are worth a little ground each, and the player whose turn it is has its
unspent dice and the steps of its drive still to use.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import Rng
from dashgames.engine.evaluation import rank_shares
from dashgames.games.dicey_curves.moves import Drive, PlaceCar, Step
from dashgames.games.dicey_curves.state import DiceyCurvesState
from dashgames.games.dicey_curves.track import progress

LIVE_ITERATIONS = 500
"""Search iterations one second of a quiet core reaches in this game (the live think time,
measured in CPU time over a game's positions; docs/AI.md): the arena's reproducible stand-in
for the live budget."""
PLAYOUT_DEPTH = 8
SCALE = 2.0
"""Logistic scale per card of progress (for one car; divided by the weight of two cars)."""
CHIP_VALUE = 0.12
STEP_VALUE = 0.25
"""Cards a die not yet spent, or a step of a drive still to take, is worth to the player whose
turn it is (a card is three or four rows deep)."""


def _car(state: DiceyCurvesState, car: int) -> float:
    c = state.cars[car]
    if c.space is not None:
        return progress(state.track, c.space)
    if c.place is not None:
        return len(state.track) + 3.0 - 0.5 * c.place
    return -1.0  # not yet placed on the Start


def evaluate(state: DiceyCurvesState) -> tuple[float, ...]:
    n = state.players
    scores = []
    weight = 1.0
    for seat in range(n):
        cars = sorted(_car(state, i) for i in state.cars_of(seat))
        if len(cars) > 1:
            weight = 3.0
            value = 2.0 * cars[0] + sum(cars[1:])
        else:
            value = cars[0] if cars else 0.0
        value += CHIP_VALUE * state.chips[seat] * weight
        if seat == state.turn and state.phase in ("dice", "move"):
            steps = sum(1 for d in state.dice if not d.used)
            if state.drive is not None:
                steps += state.drive.remaining
            value += STEP_VALUE * steps * (1.5 if len(cars) > 1 else 1.0)
        scores.append(value)
    return rank_shares(scores, SCALE / weight)


def playout(state: DiceyCurvesState, seat: int, legal: list[Any], rng: Rng) -> Any:
    """The search's playout policy: a random drive, stepped greedily down the track (as the
    heuristic bot steps); random steps would mostly wander sideways and tell nothing."""
    steps = [m for m in legal if isinstance(m, Step)]
    if steps:
        track = state.track
        return max(steps, key=lambda m: (progress(track, (m.card, m.lane, m.row)), -m.lane))
    drives = [m for m in legal if isinstance(m, (Drive, PlaceCar)) and not getattr(
        m, "power", False)]
    if drives:
        return drives[rng.below(len(drives))]
    return legal[rng.below(len(legal))]
