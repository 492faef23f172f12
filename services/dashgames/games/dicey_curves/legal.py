"""Which moves the rules allow now, and who is to act. ``legal_moves`` lists them;
``is_legal`` checks one move with the same predicates (without listing the up to 1,023 re-roll
choices), so the list and what ``apply`` accepts cannot drift apart."""

from __future__ import annotations

from itertools import combinations

from dashgames.engine import Seat
from dashgames.games.dicey_curves import dice
from dashgames.games.dicey_curves.driving import steps
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
from dashgames.games.dicey_curves.state import GREEN_DICE, DiceyCurvesState
from dashgames.games.dicey_curves.state import Drive as Driving
from dashgames.games.dicey_curves.track import side_by_side

START_CARD = 0
VALUES = range(1, dice.MAX_VALUE + 1)


def actor(state: DiceyCurvesState) -> Seat | None:
    if state.phase == "over":
        return None
    if state.phase == "place":
        return state.cars[next_to_place(state)].owner
    return state.turn


def to_act(state: DiceyCurvesState) -> frozenset[Seat]:
    """The one seat to act (``actor``), as the engine asks; nobody once the race is over."""
    seat = actor(state)
    return frozenset() if seat is None else frozenset((seat,))


def next_to_place(state: DiceyCurvesState) -> int:
    return next(i for i, c in enumerate(state.cars) if c.space is None)


def legal_moves(state: DiceyCurvesState, seat: Seat) -> list[DiceyCurvesMove]:
    if actor(state) != seat:
        return []
    if state.phase == "place":
        return list(_placements(state))
    if state.drive is not None:
        return list(_steps(state))
    moves: list[DiceyCurvesMove] = []
    moves.extend(_green_dice(state, seat))
    if _may_tweak_dice(state, seat):
        indices = range(len(state.dice))
        for size in range(1, len(state.dice) + 1):
            moves.extend(Reroll(chosen) for chosen in combinations(indices, size))
    moves.extend(_drives(state, seat))
    moves.extend(_car_chips(state, seat))
    moves.append(EndTurn())
    return moves


def is_legal(state: DiceyCurvesState, seat: Seat, move: DiceyCurvesMove) -> bool:
    if actor(state) != seat:
        return False
    match move:
        case PlaceCar():
            return state.phase == "place" and move in _placements(state)
        case Step():
            return state.drive is not None and move in _steps(state)
        case Reroll():
            chosen = move.dice
            return (
                _between_drives(state)
                and _may_tweak_dice(state, seat)
                and len(chosen) > 0
                and list(chosen) == sorted(set(chosen))
                and all(0 <= i < len(state.dice) for i in chosen)
            )
        case EndTurn():
            return _between_drives(state)
        case AddGreen() | SetGreen():
            return _between_drives(state) and move in _green_dice(state, seat)
        case Drive():
            return _between_drives(state) and move in _drives(state, seat)
        case KeepGoing() | TakeControl() | Juke():
            return _between_drives(state) and move in _car_chips(state, seat)
    return False


def _between_drives(state: DiceyCurvesState) -> bool:
    return state.phase in ("dice", "move") and state.drive is None


def _placements(state: DiceyCurvesState) -> list[DiceyCurvesMove]:
    return [
        PlaceCar(lane, row)
        for lane in range(3)
        for row in range(3)
        if state.occupant((START_CARD, lane, row)) is None
    ]


def _steps(state: DiceyCurvesState) -> list[DiceyCurvesMove]:
    assert state.drive is not None
    return [Step(*space) for space in steps(state, state.drive)]


def _may_tweak_dice(state: DiceyCurvesState, seat: Seat) -> bool:
    """Chip dice actions belong to the rolling step, before any car moves."""
    return state.phase == "dice" and state.chips[seat] > 0


def _green_dice(state: DiceyCurvesState, seat: Seat) -> list[DiceyCurvesMove]:
    if not _may_tweak_dice(state, seat):
        return []
    if state.greens() < GREEN_DICE:
        return [AddGreen(v) for v in VALUES]
    # ruling: no-idle-green-change
    # With all five green dice out, a chip changes one of them instead.
    # Setting a die to the value it already shows would only
    # burn the chip, so it is not offered.
    return [
        SetGreen(i, v)
        for i, d in enumerate(state.dice)
        if d.color == "green"
        for v in VALUES
        if v != d.value
    ]


def controls(state: DiceyCurvesState, seat: Seat, car: int) -> bool:
    return state.cars[car].owner == seat or car in state.controlled


def _drives(state: DiceyCurvesState, seat: Seat) -> list[DiceyCurvesMove]:
    out: list[DiceyCurvesMove] = []
    chips = state.chips[seat]
    groups = dice.groups(state.unused_values())
    for car in range(len(state.cars)):
        if not state.racing(car) or not controls(state, seat, car) or car in state.spent:
            continue
        for power in (False, True) if chips else (False,):
            # Whether a car can get going depends only on the group's size, not its values.
            can_start: dict[int, bool] = {}
            for group in groups:
                size = len(group)
                if size not in can_start:
                    can_start[size] = bool(steps(state, Driving(car, size, size, power)))
                # ruling: drive-uses-every-step, cars-in-any-order
                # A drive must be able to take its first step
                # (no dice spent on nothing). Any car not stopped by
                # a single may be driven, in any order, and come back to later.
                if can_start[size]:
                    out.append(Drive(car, group, power))
    return out


def _car_chips(state: DiceyCurvesState, seat: Seat) -> list[DiceyCurvesMove]:
    if not state.chips[seat]:
        return []
    out: list[DiceyCurvesMove] = []
    # ruling: controlled-cars
    # Keeping a car going or borrowing one is offered only with dice left
    # to move it; a borrowed car stays controlled for the rest of the turn.
    if state.unused_values():
        # By car, not in the order the cars spent their move: the view shows only which did.
        out.extend(KeepGoing(c) for c in sorted(state.spent) if controls(state, seat, c))
        out.extend(
            TakeControl(c)
            for c in range(len(state.cars))
            if state.racing(c) and not controls(state, seat, c)
        )
    # ruling: juke-side-by-side
    # A juke swaps any two racing cars side by side as a lane change
    # sees it (neighbouring lanes, overlapping stretches, not across a solid line).
    racing = [c for c in range(len(state.cars)) if state.racing(c)]
    for a, b in combinations(racing, 2):
        sa, sb = state.cars[a].space, state.cars[b].space
        if sa is not None and sb is not None and side_by_side(state.track, sa, sb):
            out.append(Juke(a, b))
    return out
