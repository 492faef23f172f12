"""Bots for Dicey Curves: each sees only its seat's view and legal moves.

The heuristic bot rebuilds a state from its view (``sample_hidden``: only the deck order and the
dice generator are unknown) and plays the turn as a careful player does, spending a control chip
(a green die, a re-roll tried on imagined rolls from its own generator, a power drive, a
``keep_going``, ``juke`` or ``take_control``) only when the ground it gains is worth more than
the chip. Ground is counted in track cards (``track.progress``); with two cars each the rear car
counts double, as in the score.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat
from dashgames.engine.copying import replace
from dashgames.games.dicey_curves import dice, rules
from dashgames.games.dicey_curves.legal import legal_moves
from dashgames.games.dicey_curves.moves import (
    AddGreen,
    DiceyCurvesMove,
    Drive,
    EndTurn,
    Juke,
    KeepGoing,
    PlaceCar,
    Reroll,
    SetGreen,
    Step,
    TakeControl,
)
from dashgames.games.dicey_curves.state import MAX_CHIPS, DiceyCurvesState
from dashgames.games.dicey_curves.track import gate_ahead, progress
from dashgames.games.dicey_curves.view import sample_hidden

# Front row first, middle lane first: the spaces nearest the first corner.
START_PREFERENCE = [(1, 2), (0, 2), (2, 2), (1, 1), (0, 1), (2, 1), (1, 0), (0, 0), (2, 0)]
SINGLE_PENALTY = 0.5  # a single stops the car, so it goes last unless it gains far more
CHIP_VALUE = 0.4
"""What a control chip is worth, in track cards: about two spaces (a chip bought back costs a
two-dice combo left unused)."""
POOR_TURN = 0.6
"""A turn gaining less than this (in weighted cards) is worth trying to re-roll."""
REROLL_SAMPLES = 12


def _chip_cost(state: DiceyCurvesState, seat: Seat) -> float:
    """What spending a chip costs now: half price at the cap of four, where the turn's leftover
    combo could not buy one anyway and buys the spent one back."""
    return CHIP_VALUE / 2 if state.chips[seat] >= MAX_CHIPS else CHIP_VALUE


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
    if tweak is None and any(isinstance(m, Reroll) for m in legal):
        tweak = _reroll(state, seat, rng)
    if tweak is not None:
        return tweak
    chip = _car_chip(state, seat, legal)
    if chip is not None:
        return chip
    drive = _best_drive(state, seat, [m for m in legal if isinstance(m, Drive) and not m.power])
    return drive[1] if drive is not None else EndTurn()


def _car_value(state: DiceyCurvesState, car: int) -> float:
    c = state.cars[car]
    if c.space is None:
        return 100.0 - (c.place or 0)  # finished: worth more than any track position
    return progress(state.track, c.space)


def _weight(state: DiceyCurvesState, seat: Seat, car: int) -> float:
    """How much ``car``'s ground counts for ``seat``: the rear of two cars counts double."""
    mine = state.cars_of(seat)
    if car not in mine:
        return 0.0
    if len(mine) > 1 and car == min(mine, key=lambda c: _car_value(state, c)):
        return 2.0
    return 1.0


def _standing(state: DiceyCurvesState, seat: Seat) -> float:
    """Seat's weighted ground minus the best rival's (each car as that rival weighs it)."""
    def ground(s: Seat) -> float:
        return sum(_weight(state, s, c) * _car_value(state, c) for c in state.cars_of(s))

    rivals = [ground(s) for s in range(state.players) if s != seat]
    return ground(seat) - (max(rivals) if rivals else 0.0)


def best_step(state: DiceyCurvesState, steps: list[Step]) -> Step:
    """The step that gets furthest down the track (a gate crossing is always taken)."""
    track = state.track

    def value(step: Step) -> tuple[float, int]:
        return (progress(track, (step.card, step.lane, step.row)), -step.lane)

    return max(steps, key=value)


def _simulate(state: DiceyCurvesState, seat: Seat, move: DiceyCurvesMove) -> DiceyCurvesState:
    state, _ = rules.apply(state, seat, move)
    while state.drive is not None:
        steps = [m for m in legal_moves(state, seat) if isinstance(m, Step)]
        state, _ = rules.apply(state, seat, best_step(state, steps))
    return state


def _best_drive(state: DiceyCurvesState, seat: Seat, drives: list[Drive]
                ) -> tuple[float, Drive] | None:
    """The drive that gains the most weighted ground, with its gain; None when no drive gains
    anything."""
    mine = state.cars_of(seat)
    before = _standing(state, seat)
    best: tuple[float, Drive] | None = None
    tried: dict[tuple[int, int, bool], float] = {}
    for move in drives:
        key = (move.car, len(move.dice), move.power)  # power moves: see _power_moves
        if key not in tried:
            after = _simulate(state, seat, move)
            gain = _standing(after, seat) - before
            if move.car not in mine:
                gain -= 0.001  # a borrowed car moves only to clear the way
            if len(move.dice) == 1:
                gain -= SINGLE_PENALTY
            tried[key] = gain
        # Among groups of one size, keep the dice that leave the biggest combo for chips.
        score = tried[key] + 0.01 * dice.best_combo(_left(state, move))
        if tried[key] > 0 and (best is None or score > best[0]):
            best = (score, move)
    return best


def _turn_gain(state: DiceyCurvesState, seat: Seat) -> float:
    """The weighted ground the greedy drives gain with the dice as they are."""
    start = _standing(state, seat)
    for _ in range(12):
        # Borrowed cars move too, when that clears the way for ours.
        drives = [m for m in legal_moves(state, seat) if isinstance(m, Drive) and not m.power]
        pick = _best_drive(state, seat, drives) or _clearing_drive(state, seat, drives)
        if pick is None:
            break
        state = _simulate(state, seat, pick[1])
    return _standing(state, seat) - start


def _clearing_drive(state: DiceyCurvesState, seat: Seat, drives: list[Drive]
                    ) -> tuple[float, Drive] | None:
    """A borrowed car's drive that clears the way: it gains nothing itself, but one of our
    cars gains ground right after it."""
    mine = state.cars_of(seat)
    before = _standing(state, seat)
    best: tuple[float, Drive] | None = None
    for move in drives:  # every group: which dice it leaves for our car matters here
        if move.car in mine:
            continue
        moved = _simulate(state, seat, move)
        ours = [m for m in legal_moves(moved, seat)
                if isinstance(m, Drive) and not m.power and m.car in mine]
        follow = _best_drive(moved, seat, ours)
        if follow is not None:
            gain = _standing(moved, seat) - before + follow[0]
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, move)
    return best


def _reroll(state: DiceyCurvesState, seat: Seat, rng: Rng) -> Reroll | None:
    """Re-roll when the dice promise a poor turn and imagined re-rolls (from the bot's own
    generator) do better by more than the chip."""
    now = _turn_gain(state, seat)
    if now >= POOR_TURN:
        return None
    unused = tuple(i for i, d in enumerate(state.dice) if not d.used)
    if not unused:
        return None
    move = Reroll(unused)
    total = 0.0
    for _ in range(REROLL_SAMPLES):
        trial = replace(state, rng=rng.next_u64())
        after, _ = rules.apply(trial, seat, move)
        total += _turn_gain(after, seat)
    return move if total / REROLL_SAMPLES > now + _chip_cost(state, seat) else None


def _car_chip(state: DiceyCurvesState, seat: Seat, legal: list[Any]) -> DiceyCurvesMove | None:
    """A car chip (keep going, juke, take control, a power move) when the turn it opens gains
    more ground than the turn without it by more than the chip."""
    chips: list[DiceyCurvesMove] = [m for m in legal if isinstance(m, (KeepGoing, TakeControl))
             or (isinstance(m, Juke) and _juke_helps(state, seat, m))]
    chips += _power_moves(state, seat, legal)
    if not chips:
        return None
    here = _turn_gain(state, seat)
    before = _standing(state, seat)
    best: tuple[float, DiceyCurvesMove] | None = None
    for move in chips:
        after = _simulate(state, seat, move)
        gain = _standing(after, seat) - before + _turn_gain(after, seat)
        value = gain - _chip_cost(state, seat) - here
        if value > 0 and (best is None or value > best[0]):
            best = (value, move)
    return best[1] if best else None


def _power_moves(state: DiceyCurvesState, seat: Seat, legal: list[Any]) -> list[Drive]:
    """Power moves worth weighing: one per car and group size (the group leaving the biggest
    combo), and only where passing cars takes our car further than the plain drive would."""
    mine = state.cars_of(seat)
    before = _standing(state, seat)
    out: list[Drive] = []
    seen: set[tuple[int, int]] = set()
    powers = sorted((m for m in legal if isinstance(m, Drive) and m.power and m.car in mine),
                    key=lambda m: -dice.best_combo(_left(state, m)))
    for move in powers:
        key = (move.car, len(move.dice))
        if key in seen:
            continue
        seen.add(key)
        plain = replace(move, power=False)
        plain_gain = _standing(_simulate(state, seat, plain), seat) - before \
            if plain in legal else 0.0
        if _standing(_simulate(state, seat, move), seat) - before > plain_gain + 1e-9:
            out.append(move)
    return out


def _left(state: DiceyCurvesState, move: Drive) -> list[int]:
    left = list(state.unused_values())
    for v in move.dice:
        left.remove(v)
    return left


def _juke_helps(state: DiceyCurvesState, seat: Seat, move: Juke) -> bool:
    mine = state.cars_of(seat)
    return (move.car in mine) != (move.other in mine)


def _gate_green(state: DiceyCurvesState, seat: Seat, legal: list[Any]) -> DiceyCurvesMove | None:
    """A car waiting at a gate with no combo of its size: buy the missing die with a chip, or,
    all five green dice being out, turn a green die that no combo of that size needs."""
    tweaks = [m for m in legal if isinstance(m, (AddGreen, SetGreen))]
    if not tweaks:
        return None
    values = state.unused_values()
    sizes = {len(g) for g in dice.groups(values)}
    for car in state.cars_of(seat):
        space = state.cars[car].space
        gate = gate_ahead(state.track, space) if space is not None else None
        if gate is None or gate.size in sizes:
            continue
        for tweak in tweaks:
            if isinstance(tweak, AddGreen):
                trial = [*values, tweak.value]
            else:
                trial = [d.value for d in state.dice]
                trial[tweak.die] = tweak.value
            if gate.size in {len(g) for g in dice.groups(trial)}:
                return tweak
    return None


LEVELS: dict[str, Bot] = {"random": random_bot, "heuristic": heuristic_bot}
DEFAULT_LEVEL = "heuristic"
