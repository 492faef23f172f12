"""The rule entry points of Dicey Curves as pure functions of the state: ``setup``, ``apply``
and ``outcome``. The turn's steps live in ``turns`` (and laying cards in ``laying``), moving
cars in ``driving``, the dice in ``dice``. Every ruling the rulebook leaves open is marked by
a comment ``ruling: <id>`` (its id in data/rulings.json) where it is implemented; RULES.md
lists them all and tests/games/dicey_curves/ shows each one."""

from __future__ import annotations

from typing import Any

from dashgames.engine import (
    BadOptions,
    Event,
    GameOver,
    IllegalMove,
    NotYourTurn,
    Outcome,
    Rng,
    Seat,
    event,
)
from dashgames.engine.copying import replace
from dashgames.games.dicey_curves import dice, turns
from dashgames.games.dicey_curves.cards import CARDS
from dashgames.games.dicey_curves.driving import drive_ends_at, steps
from dashgames.games.dicey_curves.legal import actor, is_legal, next_to_place
from dashgames.games.dicey_curves.moves import (
    MOVES,
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
from dashgames.games.dicey_curves.state import DiceyCurvesState, Die
from dashgames.games.dicey_curves.state import Drive as Driving
from dashgames.games.dicey_curves.track import is_finish_area

MAX_CARS = 8  # eight car pawns in the box (and nine spaces on the Start)
AUTO_CARS = 0  # the cars_per_player option's "as the rulebook advises"

Result = tuple[DiceyCurvesState, list[Event]]


def cars_each(players: int, options: dict[str, Any]) -> int:
    """The rulebook advises two cars each for 2-4 players and one each for 5-8."""
    chosen: int = options["cars_per_player"]
    return chosen or (2 if players <= 4 else 1)


def validate_options(players: int, options: dict[str, Any]) -> None:
    cars = cars_each(players, options)
    if players * cars > MAX_CARS:
        raise BadOptions(
            f"{players} players with {cars} cars each need more than {MAX_CARS} cars",
            field="options.cars_per_player",
        )


# ---- setup ---------------------------------------------------------------------------------
def setup(players: int, options: dict[str, Any], seed: int | str) -> DiceyCurvesState:
    state, _ = turns.new_race(
        players,
        cars_each(players, options),
        options["race_length"],
        options["table_width"],
        options["table_height"],
        options["round_limit"],
        seed,
        look_ahead=options["look_ahead"],
    )
    return state


# ---- outcome -------------------------------------------------------------------------------
def outcome(state: DiceyCurvesState) -> Outcome | None:
    if state.phase != "over":
        return None
    score = turns.scores(state)
    best = {
        seat: min(state.cars[i].place or 0 for i in state.cars_of(seat))
        for seat in range(state.players)
    }
    # ruling: score-ties
    # Equal scores are split by the better single place (the car that finished
    # first); players still level share the rank.
    key = {seat: (score[seat], best[seat]) for seat in range(state.players)}
    ranks = tuple(1 + sum(1 for o in key.values() if o < key[s]) for s in range(state.players))
    winners = tuple(s for s in range(state.players) if ranks[s] == 1)
    reason = "race finished" if state.end_reason == "finish" else "round limit reached"
    return Outcome(winners=winners, ranks=ranks, reason=reason, scores=tuple(map(float, score)))


def outcome_reason(outcome: Outcome) -> str:
    """The stable code for ``outcome``'s words."""
    return "round_limit" if outcome.reason == "round limit reached" else "race_finished"


# ---- apply ---------------------------------------------------------------------------------
def apply(state: DiceyCurvesState, seat: Seat, move: DiceyCurvesMove) -> Result:
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


def _describe(move: DiceyCurvesMove) -> dict[str, object]:
    return MOVES.dump(move)


def _pay(state: DiceyCurvesState, seat: Seat) -> DiceyCurvesState:
    chips = list(state.chips)
    chips[seat] -= 1
    return replace(state, chips=tuple(chips))


def _place_car(state: DiceyCurvesState, seat: Seat, move: PlaceCar) -> Result:
    car = next_to_place(state)
    cars = list(state.cars)
    cars[car] = replace(cars[car], space=(0, move.lane, move.row))
    state = replace(state, cars=tuple(cars))
    events = [event("car_placed", car=car, seat=seat, lane=move.lane, row=move.row)]
    if all(c.space is not None for c in state.cars):
        state, evs = turns.begin_turn(state, 0)
        events.extend(evs)
    return state, events


def _add_green(state: DiceyCurvesState, seat: Seat, move: AddGreen) -> Result:
    state = _pay(state, seat)
    state = replace(state, dice=(*state.dice, Die("green", move.value)))
    return state, [event("green_added", seat=seat, value=move.value)]


def _set_green(state: DiceyCurvesState, seat: Seat, move: SetGreen) -> Result:
    state = _pay(state, seat)
    rolled = list(state.dice)
    rolled[move.die] = Die("green", move.value)
    state = replace(state, dice=tuple(rolled))
    return state, [event("green_set", seat=seat, die=move.die, value=move.value)]


def _reroll(state: DiceyCurvesState, seat: Seat, move: Reroll) -> Result:
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


def _drive(state: DiceyCurvesState, seat: Seat, move: Drive) -> Result:
    if move.power:
        state = _pay(state, seat)
    used = dice.take(state.dice, move.dice)
    assert used is not None  # legal_moves only offers groups that are on the table
    size = len(move.dice)
    # ruling: dice-settled
    # Once a car moves (or a chip is spent on cars) the dice are
    # settled for the turn.
    state = replace(state, dice=used, phase="move", drive=Driving(move.car, size, size, move.power))
    return state, [
        event("drive_started", seat=seat, car=move.car, dice=list(move.dice), power=move.power)
    ]


def _step(state: DiceyCurvesState, seat: Seat, move: Step) -> Result:
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


def _keep_going(state: DiceyCurvesState, seat: Seat, move: KeepGoing) -> Result:
    state = _pay(state, seat)
    state = replace(state, phase="move", spent=tuple(c for c in state.spent if c != move.car))
    return state, [event("keep_going", seat=seat, car=move.car)]


def _take_control(state: DiceyCurvesState, seat: Seat, move: TakeControl) -> Result:
    state = _pay(state, seat)
    state = replace(state, phase="move", controlled=(*state.controlled, move.car))
    return state, [event("control_taken", seat=seat, car=move.car)]


def _juke(state: DiceyCurvesState, seat: Seat, move: Juke) -> Result:
    state = _pay(state, seat)
    cars = list(state.cars)
    a, b = cars[move.car], cars[move.other]
    cars[move.car], cars[move.other] = replace(a, space=b.space), replace(b, space=a.space)
    state = replace(state, cars=tuple(cars), phase="move")
    return state, [event("juke", seat=seat, car=move.car, other=move.other)]
