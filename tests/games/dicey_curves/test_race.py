"""Setup, placing cars, turns, the end of the race and scoring."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashgames.engine import BadOptions
from dashgames.engine.play import new_game
from dashgames.games.dicey_curves import GAME, turns
from dashgames.games.dicey_curves.moves import Drive, EndTurn, PlaceCar, TakeControl
from dashgames.games.dicey_curves.state import Car
from tests.games.dicey_curves.positions import play, position

TO_FINISH = ("start", "wide_open", "straight_away", "finish")


def test_setup_lays_start_wide_open_and_two_drawn_cards() -> None:
    state = new_game(GAME, 3, None, "setup")
    assert state.track[:2] == ("start", "wide_open") and len(state.track) == 4
    assert state.chips == (2, 2, 2)
    # The Finish lies race_length cards down the deck; the two setup draws came off the top.
    assert state.deck.index("finish") == 16 - 2
    assert len(state.deck) == 33 + 1 - 2


def test_race_length_sets_the_finish_depth() -> None:
    state = new_game(GAME, 2, {"race_length": 5}, "short")
    assert state.deck.index("finish") == 3


@pytest.mark.parametrize(
    ("players", "options", "owners"),
    [
        (3, None, (0, 1, 2, 2, 1, 0)),
        (4, None, (0, 1, 2, 3, 3, 2, 1, 0)),
        (5, None, (0, 1, 2, 3, 4)),
        (3, {"cars_per_player": 1}, (0, 1, 2)),
        (2, {"cars_per_player": 2}, (0, 1, 1, 0)),
    ],
)
def test_cars_are_placed_round_to_the_left_then_back_to_the_right(
    players: int, options: dict[str, int] | None, owners: tuple[int, ...]
) -> None:
    state = new_game(GAME, players, options, "place")
    assert tuple(c.owner for c in state.cars) == owners
    assert state.phase == "place"
    order = []
    for car in range(len(owners)):
        seat = next(iter(GAME.to_act(state)))
        order.append(seat)
        state, _ = GAME.apply(state, seat, PlaceCar(car % 3, 2 - car // 3))
    assert tuple(order) == owners
    assert state.phase == "dice" and state.turn == 0 and len(state.track) >= 5


def test_too_many_cars_is_refused() -> None:
    with pytest.raises(BadOptions) as caught:
        new_game(GAME, 5, {"cars_per_player": 2}, "x")
    assert caught.value.details["field"] == "options.cars_per_player"


def test_a_start_space_takes_one_car() -> None:
    state = new_game(GAME, 2, None, "p")
    state, _ = GAME.apply(state, 0, PlaceCar(1, 2))
    assert PlaceCar(1, 2) not in GAME.legal_moves(state, 1)


def test_each_turn_adds_a_card_until_the_finish_is_out() -> None:
    cars = ((0, (2, 1, 0)), (1, (2, 0, 0)))
    state = play(position(cars=cars, deck=("straight_away", "finish")), EndTurn())
    assert state.track[-1] == "straight_away"
    state = play(state, EndTurn(), seat=1)
    assert state.track[-1] == "finish" and state.deck == ()
    state = play(state, EndTurn())
    assert state.track[-1] == "finish" and len(state.track) == 7


def test_a_player_whose_cars_all_finished_keeps_taking_turns() -> None:
    cars = ((0, (2, 1, 0)), (1, None), (2, (2, 0, 0)))
    state = position(cars=cars, players=3, chips=(0, 1, 0))
    state = replace(state, cars=replace_car(state.cars, 1, place=1), finish_order=(1,))
    state = play(state, EndTurn())
    assert state.turn == 1 and state.phase == "dice" and len(state.dice) >= 5
    # With a chip they may still take over another player's car and drive it.
    legal = GAME.legal_moves(state, 1)
    assert TakeControl(0) in legal and TakeControl(2) in legal
    state = play(state, TakeControl(2), seat=1)
    assert any(isinstance(m, Drive) and m.car == 2 for m in GAME.legal_moves(state, 1))


def replace_car(cars: tuple[Car, ...], i: int, **fields: object) -> tuple[Car, ...]:
    out = list(cars)
    out[i] = replace(out[i], **fields)  # type: ignore[arg-type]
    return tuple(out)


def test_two_car_scoring_adds_the_first_place_to_twice_the_second() -> None:
    # The rulebook's example: 1st and 4th score 9, 2nd and 3rd score 8 and win.
    cars = tuple(Car(owner, None, place) for owner, place in ((0, 1), (1, 2), (1, 3), (0, 4)))
    state = replace(position(), cars=cars, phase="over", end_reason="finish")
    assert turns.scores(state) == (9, 8)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1,) and outcome.ranks == (2, 1)


def test_equal_scores_go_to_the_better_single_place() -> None:
    # 1st + 2 x 5th = 11 and 3rd + 2 x 4th = 11: the car in first place breaks the tie.
    places = ((0, 1), (2, 2), (1, 3), (1, 4), (0, 5), (2, 6))
    cars = tuple(Car(owner, None, place) for owner, place in places)
    state = replace(position(players=3), cars=cars, phase="over", end_reason="finish")
    assert turns.scores(state) == (11, 11, 14)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.ranks == (1, 2, 3) and outcome.winners == (0,)


def test_players_level_on_score_and_best_car_share_the_rank() -> None:
    # Only a race cut short by the round limit gives shared places: two cars level in 1st.
    cars = tuple(Car(o, None, p) for o, p in ((0, 1), (1, 1), (0, 3), (1, 3)))
    state = replace(position(), cars=cars, phase="over", end_reason="round_limit")
    assert turns.scores(state) == (7, 7)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.ranks == (1, 1) and outcome.winners == (0, 1)


def test_the_round_limit_ranks_unfinished_cars_by_distance() -> None:
    cars = ((0, (2, 1, 0)), (1, (3, 0, 0)), (0, (2, 0, 0)), (1, (1, 1, 1)))
    state = position(cars=cars, round_limit=10, turns_taken=19)
    state = play(state, EndTurn())
    assert state.phase == "over" and state.end_reason == "round_limit"
    # Car 1 is furthest; cars 0 and 2 are level and share second; car 3 is last.
    assert [c.place for c in state.cars] == [2, 1, 2, 4]
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "round limit reached"


def test_the_round_limit_is_off_by_default() -> None:
    assert new_game(GAME, 2, None, "limit").round_limit == 0
    # A thousand rounds in, the race goes on: the rulebook has no round limit.
    cars = ((0, (2, 1, 0)), (1, (3, 0, 0)))
    state = play(position(cars=cars, turns_taken=1999), EndTurn())
    assert state.phase == "dice" and state.turn == 1 and state.end_reason is None


def test_a_race_with_the_finish_out_ends_when_one_player_is_left_racing() -> None:
    cars = ((0, None), (1, (2, 0, 0)), (1, (3, 1, 0)))
    state = position(track=TO_FINISH, cars=cars, deck=())
    state = replace(state, cars=replace_car(state.cars, 0, place=1), finish_order=(0,))
    assert turns.race_decided(state)
    state, _ = turns.end_race(state, "finish")
    assert [c.place for c in state.cars] == [1, 3, 2]
