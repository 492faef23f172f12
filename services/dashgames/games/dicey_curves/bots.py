"""Bots for Dicey Curves: each sees only its seat's view and legal moves.

The heuristic bot rebuilds a state from its view (``sample_hidden``; only the deck order is
unknown and nothing it simulates draws a card), then tries each car and group size it may
drive, following the same greedy stepping it would play, and keeps the drive that gains the
most ground. With two cars each the rear car counts double, as it does in the score.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat
from dashgames.games.dicey_curves import dice, rules
from dashgames.games.dicey_curves.legal import legal_moves
from dashgames.games.dicey_curves.moves import (
    AddGreen,
    DiceyCurvesMove,
    Drive,
    EndTurn,
    PlaceCar,
    Step,
)
from dashgames.games.dicey_curves.state import DiceyCurvesState
from dashgames.games.dicey_curves.track import gate_ahead, progress
from dashgames.games.dicey_curves.view import sample_hidden

# Front row first, middle lane first: the spaces nearest the first corner.
START_PREFERENCE = [(1, 2), (0, 2), (2, 2), (1, 1), (0, 1), (2, 1), (1, 0), (0, 0), (2, 0)]
SINGLE_PENALTY = 0.5  # a single stops the car, so it goes last unless it gains far more


def random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


def heuristic_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    placing = [m for m in legal if isinstance(m, PlaceCar)]
    if placing:
        return min(placing, key=lambda m: START_PREFERENCE.index((m.lane, m.row)))
    state = sample_hidden(view, seat, rng.fork())
    if state.drive is not None:
        return best_step(state, [m for m in legal if isinstance(m, Step)])
    tweak = _gate_green(state, seat, legal)
    if tweak is not None:
        return tweak
    drive = _best_drive(state, seat, [m for m in legal if isinstance(m, Drive)])
    return drive if drive is not None else EndTurn()


def _car_value(state: DiceyCurvesState, car: int) -> float:
    c = state.cars[car]
    if c.space is None:
        return 100.0 - (c.place or 0)  # finished: worth more than any track position
    return progress(state.track, c.space)


def best_step(state: DiceyCurvesState, steps: list[Step]) -> Step:
    """The step that gets furthest down the track (a gate crossing is always taken)."""
    track = state.track

    def value(step: Step) -> tuple[float, int]:
        return (progress(track, (step.card, step.lane, step.row)), -step.lane)

    return max(steps, key=value)


def _simulate(state: DiceyCurvesState, seat: Seat, move: Drive) -> DiceyCurvesState:
    state, _ = rules.apply(state, seat, move)
    while state.drive is not None:
        steps = [m for m in legal_moves(state, seat) if isinstance(m, Step)]
        state, _ = rules.apply(state, seat, best_step(state, steps))
    return state


def _best_drive(state: DiceyCurvesState, seat: Seat, drives: list[Drive]) -> Drive | None:
    mine = state.cars_of(seat)
    rear = min(mine, key=lambda c: _car_value(state, c)) if len(mine) > 1 else None
    best: tuple[float, Drive] | None = None
    tried: dict[tuple[int, int], float] = {}
    for move in drives:
        if move.power or move.car not in mine:
            continue
        key = (move.car, len(move.dice))
        if key not in tried:
            after = _simulate(state, seat, move)
            gain = _car_value(after, move.car) - _car_value(state, move.car)
            if move.car == rear:
                gain *= 2
            if len(move.dice) == 1:
                gain -= SINGLE_PENALTY
            tried[key] = gain
        # Among groups of one size, keep the dice that leave the biggest combo for chips.
        left = list(state.unused_values())
        for v in move.dice:
            left.remove(v)
        score = tried[key] + 0.01 * dice.best_combo(left)
        if tried[key] > 0 and (best is None or score > best[0]):
            best = (score, move)
    return best[1] if best else None


def _gate_green(state: DiceyCurvesState, seat: Seat, legal: list[Any]) -> DiceyCurvesMove | None:
    """A car waiting at a gate with no combo of its size: buy the missing die with a chip."""
    adds = [m for m in legal if isinstance(m, AddGreen)]
    if not adds:
        return None
    sizes = {len(g) for g in dice.groups(state.unused_values())}
    for car in state.cars_of(seat):
        space = state.cars[car].space
        gate = gate_ahead(state.track, space) if space is not None else None
        if gate is None or gate.size in sizes:
            continue
        for add in adds:
            if gate.size in {len(g) for g in dice.groups([*state.unused_values(), add.value])}:
                return add
    return None


LEVELS: dict[str, Bot] = {"random": random_bot, "heuristic": heuristic_bot}
DEFAULT_LEVEL = "heuristic"
