"""Moving cars: combos and singles, forward and sideways, blocking, gates, the Finish."""

from __future__ import annotations

import pytest

from dashgames.engine import IllegalMove
from dashgames.games.dicey_curves import GAME
from dashgames.games.dicey_curves.moves import Drive, EndTurn, Step
from tests.games.dicey_curves.positions import driving, play, position, where

CURVE = ("start", "wide_open", "straight_away", "hard_curve_right", "straight_away")
TO_FINISH = ("start", "wide_open", "straight_away", "finish")


def steps_of(state: object, seat: int = 0) -> set[tuple[int, int, int]]:
    return {(m.card, m.lane, m.row) for m in GAME.legal_moves(state, seat) if isinstance(m, Step)}


def drives_of(state: object, car: int = 0, seat: int = 0) -> set[tuple[int, ...]]:
    return {
        m.dice
        for m in GAME.legal_moves(state, seat)
        if isinstance(m, Drive) and m.car == car and not m.power
    }


def test_combos_are_equal_or_running_values_and_any_die_is_a_single() -> None:
    state = position(dice=(1, 2, 3, 3, 5))
    assert drives_of(state) == {(1,), (2,), (3,), (5,), (3, 3), (1, 2), (2, 3), (1, 2, 3)}
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, Drive(0, (2, 3, 3)))  # neither equal nor a run


def test_a_combo_moves_the_car_one_space_per_die() -> None:
    state = play(position(dice=(3, 3, 5, 1, 1)), Drive(0, (3, 3)))
    assert state.drive is not None and state.drive.remaining == 2
    state = play(state, Step(2, 1, 1), Step(2, 1, 2))
    assert where(state) == (2, 1, 2) and state.drive is None
    assert [d.used for d in state.dice] == [True, True, False, False, False]


def test_cars_move_forward_or_sideways_never_back() -> None:
    state = driving(position(cars=((0, (2, 1, 1)),)), car=0, size=2)
    assert steps_of(state) == {(2, 1, 2), (2, 0, 1)}


def test_a_car_may_not_enter_an_occupied_space() -> None:
    state = driving(position(cars=((0, (2, 1, 1)), (1, (2, 1, 2)))), car=0, size=2)
    assert steps_of(state) == {(2, 0, 1)}


def test_a_blocked_car_cannot_start_a_drive() -> None:
    cars = ((0, (2, 1, 2)), (1, (3, 1, 0)), (1, (2, 0, 2)))
    assert drives_of(position(cars=cars, dice=(1, 1))) == set()


def test_combos_chain_on_one_car() -> None:
    state = play(position(dice=(4, 4, 1, 2)), Drive(0, (4, 4)), Step(2, 1, 1), Step(2, 1, 2))
    assert (1, 2) in drives_of(state)
    state = play(state, Drive(0, (1, 2)), Step(3, 1, 0), Step(3, 1, 1))
    assert where(state) == (3, 1, 1)


def test_a_single_ends_that_cars_movement_but_not_the_other_cars() -> None:
    cars = ((0, (2, 1, 0)), (0, (2, 0, 0)))
    state = play(position(cars=cars, dice=(5, 1, 1)), Drive(0, (5,)), Step(2, 1, 1))
    assert state.spent == (0,)
    assert drives_of(state, car=0) == set()
    assert drives_of(state, car=1) == {(1,), (1, 1)}


def test_a_car_stops_before_a_gate_with_steps_left() -> None:
    state = position(track=CURVE, cars=((0, (2, 0, 2)),), dice=(1, 2, 3, 4))
    state = play(state, Drive(0, (1, 2, 3, 4)), Step(3, 0, 0), Step(3, 0, 1))
    assert where(state) == (3, 0, 1)
    assert state.drive is None  # two steps of the combo are lost at the gate


def test_crossing_a_gate_takes_a_fresh_combo_of_exactly_its_size() -> None:
    # The outer lane's gate needs 3 dice.
    at_gate = position(track=CURVE, cars=((0, (3, 0, 1)),), dice=(2, 3, 4, 5, 5))
    assert (3, 0, 2) in steps_of(driving(at_gate, car=0, size=3))
    assert (3, 0, 2) not in steps_of(driving(at_gate, car=0, size=2))
    assert (3, 0, 2) not in steps_of(driving(at_gate, car=0, size=4))
    assert (3, 0, 2) not in steps_of(driving(at_gate, car=0, size=1))
    state = play(at_gate, Drive(0, (2, 3, 4)), Step(3, 0, 2))
    # Crossing uses the whole combo: the car stops just past the gate.
    assert where(state) == (3, 0, 2) and state.drive is None
    assert (5, 5) in drives_of(state)


def test_a_car_short_of_a_gate_may_still_change_lanes_and_stops_at_the_next_gate() -> None:
    state = position(track=CURVE, cars=((0, (3, 0, 0)),), dice=(5, 5))
    state = play(state, Drive(0, (5, 5)), Step(3, 1, 0))
    assert where(state) == (3, 1, 0) and state.drive is None  # the inner gate is right ahead


def test_no_lane_change_across_the_solid_line() -> None:
    # The outer lane of a double-gate curve between its two gates: the inner space beside it
    # lies past the inner gate, across the solid line, so only the outer gate is a way on.
    track = ("start", "wide_open", "straight_away", "gentle_double_gate_right", "straight_away")
    state = driving(position(track=track, cars=((0, (3, 0, 2)),)), car=0, size=2)
    assert steps_of(state) == {(3, 0, 3)}  # never (3, 1, 1)


def test_crossing_the_finish_line_records_the_place_and_ends_a_decided_race() -> None:
    cars = ((0, (3, 1, 0)), (1, (2, 0, 0)))
    state = position(track=TO_FINISH, cars=cars, dice=(2, 3, 4, 1, 1), deck=())
    state = play(state, Drive(0, (2, 3, 4)), Step(3, 1, 1))
    assert state.cars[0].place == 1 and state.cars[0].space is None
    assert state.finish_order == (0,)
    # One car each: the other car can only be second, so the race is over.
    assert state.phase == "over" and state.cars[1].place == 2
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.ranks == (1, 2)


def test_the_race_goes_on_while_two_players_still_have_cars_racing() -> None:
    cars = ((0, (3, 1, 0)), (1, (2, 0, 0)), (0, (2, 1, 0)), (1, (1, 1, 0)))
    state = position(track=TO_FINISH, cars=cars, dice=(2, 3, 4), deck=())
    state = play(state, Drive(0, (2, 3, 4)), Step(3, 1, 1))
    assert state.phase == "move" and state.finish_order == (0,)
    state = play(state, EndTurn())
    assert state.turn == 1 and state.phase == "dice"


def test_the_finish_gate_needs_exactly_three_dice() -> None:
    state = position(track=TO_FINISH, cars=((0, (3, 0, 0)), (1, (2, 0, 0))), deck=())
    assert steps_of(driving(state, car=0, size=3)) == {(3, 0, 1), (3, 1, 0)}
    assert steps_of(driving(state, car=0, size=2)) == {(3, 1, 0)}
