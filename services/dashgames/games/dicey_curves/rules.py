"""Dicey Curves rules as pure functions of the state; ``DiceyCurves`` in ``__init__`` wires
them to the engine. Every ruling the rulebook leaves open is marked ``Ruling:`` where it is
implemented; RULES.md lists them all and tests/games/dicey_curves/ shows each one."""

from __future__ import annotations

from dataclasses import replace

from dashgames.engine import Event, GameOver, IllegalMove, NotYourTurn, Rng, Seat, event
from dashgames.games.dicey_curves import dice, turns
from dashgames.games.dicey_curves.cards import CARDS
from dashgames.games.dicey_curves.driving import drive_ends_at, steps
from dashgames.games.dicey_curves.legality import actor, is_legal, next_to_place
from dashgames.games.dicey_curves.moves import (
    MOVES,
    AddGreen,
    DiceyMove,
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
from dashgames.games.dicey_curves.state import DiceyState, Die
from dashgames.games.dicey_curves.state import Drive as Driving
from dashgames.games.dicey_curves.track import is_finish_area


# ---- apply ---------------------------------------------------------------------------------
def apply(state: DiceyState, seat: Seat, move: DiceyMove) -> tuple[DiceyState, list[Event]]:
    if state.phase == "over":
        raise GameOver("the race is over", seat=seat)
    if actor(state) != seat:
        raise NotYourTurn(f"seat {seat} may not move now", seat=seat)
    if not is_legal(state, seat, move):
        raise IllegalMove(f"{type(move).kind} is not allowed now", move=_describe(move))
    match move:
        case PlaceCar():
            return _place_car(state, seat, move)
        case AddGreen():
            return _add_green(state, seat, move)
        case SetGreen():
            return _set_green(state, seat, move)
        case Reroll():
            return _reroll(state, seat, move)
        case Drive():
            return _drive(state, seat, move)
        case Step():
            return _step(state, seat, move)
        case KeepGoing():
            return _keep_going(state, seat, move)
        case TakeControl():
            return _take_control(state, seat, move)
        case Juke():
            return _juke(state, seat, move)
        case EndTurn():
            return turns.end_turn(state)


def _describe(move: DiceyMove) -> dict[str, object]:
    return MOVES.dump(move)


def _pay(state: DiceyState, seat: Seat) -> DiceyState:
    chips = list(state.chips)
    chips[seat] -= 1
    return replace(state, chips=tuple(chips))


def _place_car(state: DiceyState, seat: Seat, move: PlaceCar) -> tuple[DiceyState, list[Event]]:
    car = next_to_place(state)
    cars = list(state.cars)
    cars[car] = replace(cars[car], space=(0, move.lane, move.row))
    state = replace(state, cars=tuple(cars))
    events = [event("car_placed", car=car, seat=seat, lane=move.lane, row=move.row)]
    if all(c.space is not None for c in state.cars):
        state, evs = turns.begin_turn(state, 0)
        events.extend(evs)
    return state, events


def _add_green(state: DiceyState, seat: Seat, move: AddGreen) -> tuple[DiceyState, list[Event]]:
    state = _pay(state, seat)
    state = replace(state, dice=(*state.dice, Die("green", move.value)))
    return state, [event("green_added", seat=seat, value=move.value)]


def _set_green(state: DiceyState, seat: Seat, move: SetGreen) -> tuple[DiceyState, list[Event]]:
    state = _pay(state, seat)
    rolled = list(state.dice)
    rolled[move.die] = Die("green", move.value)
    state = replace(state, dice=tuple(rolled))
    return state, [event("green_set", seat=seat, die=move.die, value=move.value)]


def _reroll(state: DiceyState, seat: Seat, move: Reroll) -> tuple[DiceyState, list[Event]]:
    state = _pay(state, seat)
    rng = Rng(state.rng)
    rolled = dice.roll(rng, state.dice, move.dice)
    state = replace(state, rng=rng.state, dice=rolled)
    return state, [
        event(
            "dice_rerolled",
            seat=seat,
            rerolled=list(move.dice),
            dice=[d.value for d in rolled],
            colors=[d.color for d in rolled],
        )
    ]


def _drive(state: DiceyState, seat: Seat, move: Drive) -> tuple[DiceyState, list[Event]]:
    if move.power:
        state = _pay(state, seat)
    used = dice.take(state.dice, move.dice)
    assert used is not None  # legal_moves only offers groups that are on the table
    size = len(move.dice)
    # Ruling: once a car moves (or a chip is spent on cars) the dice are settled for the turn.
    state = replace(state, dice=used, phase="move", drive=Driving(move.car, size, size, move.power))
    return state, [
        event("drive_started", seat=seat, car=move.car, dice=list(move.dice), power=move.power)
    ]


def _step(state: DiceyState, seat: Seat, move: Step) -> tuple[DiceyState, list[Event]]:
    drive = state.drive
    assert drive is not None
    here = state.cars[drive.car].space
    there = (move.card, move.lane, move.row)
    crossed = (
        here is not None
        and here[:2] == there[:2]
        and CARDS[state.track[there[0]]].gate_before(there[1], there[2]) is not None
    )
    remaining = 0 if crossed else drive.remaining - 1
    cars = list(state.cars)
    events: list[Event] = [event("car_moved", car=drive.car, space=list(there), gate=crossed)]
    if is_finish_area(state.track, there):
        place = len(state.finish_order) + 1
        cars[drive.car] = replace(cars[drive.car], space=None, place=place)
        state = replace(state, cars=tuple(cars), finish_order=(*state.finish_order, drive.car))
        events.append(event("car_finished", car=drive.car, place=place))
        remaining = 0
    else:
        cars[drive.car] = replace(cars[drive.car], space=there)
        state = replace(state, cars=tuple(cars))
    going = replace(drive, remaining=remaining)
    ends = remaining == 0 or drive_ends_at(state.track, there, remaining) or not steps(state, going)
    if not ends:
        return replace(state, drive=going), events
    spent = state.spent
    if drive.size == 1 and drive.car not in spent:
        spent = (*spent, drive.car)  # a single ends that car's movement for the turn
    state = replace(state, drive=None, spent=spent)
    events.append(event("drive_ended", car=drive.car))
    if state.finish_order and turns.race_decided(state):
        state, evs = turns.end_race(state, "finish")
        events.extend(evs)
    return state, events


def _keep_going(state: DiceyState, seat: Seat, move: KeepGoing) -> tuple[DiceyState, list[Event]]:
    state = _pay(state, seat)
    state = replace(state, phase="move", spent=tuple(c for c in state.spent if c != move.car))
    return state, [event("keep_going", seat=seat, car=move.car)]


def _take_control(
    state: DiceyState, seat: Seat, move: TakeControl
) -> tuple[DiceyState, list[Event]]:
    state = _pay(state, seat)
    state = replace(state, phase="move", controlled=(*state.controlled, move.car))
    return state, [event("control_taken", seat=seat, car=move.car)]


def _juke(state: DiceyState, seat: Seat, move: Juke) -> tuple[DiceyState, list[Event]]:
    state = _pay(state, seat)
    cars = list(state.cars)
    a, b = cars[move.car], cars[move.other]
    cars[move.car], cars[move.other] = replace(a, space=b.space), replace(b, space=a.space)
    state = replace(state, cars=tuple(cars), phase="move")
    return state, [event("juke", seat=seat, car=move.car, other=move.other)]
