"""The dice roll and control chips: green dice, re-rolls, special moves, buying chips."""

from __future__ import annotations

import pytest

from dashgames.engine import IllegalMove, Rng
from dashgames.games.dicey_curves import GAME, dice
from dashgames.games.dicey_curves.moves import (
    AddGreen,
    Drive,
    EndTurn,
    Juke,
    KeepGoing,
    Reroll,
    SetGreen,
    Step,
    TakeControl,
)
from dashgames.games.dicey_curves.state import Die
from tests.games.dicey_curves.positions import driving, play, position, where


class ScriptedRng(Rng):
    """Rolls the given faces in order."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def roll(self, sides: int = 6) -> int:
        return self.faces.pop(0)


def values(rolled: tuple[Die, ...]) -> list[tuple[str, int]]:
    return [(d.color, d.value) for d in rolled]


def test_each_six_brings_a_green_die_and_is_rolled_again_until_none_shows() -> None:
    rng = ScriptedRng([6, 2, 3, 4, 6, 1, 6, 5, 2, 3, 4])
    rolled = dice.opening_roll(rng)
    assert values(rolled) == [
        ("white", 1),
        ("white", 2),
        ("white", 3),
        ("white", 4),
        ("white", 3),
        ("green", 5),
        ("green", 2),
        ("green", 4),
    ]
    assert rng.faces == []


def test_with_all_green_dice_out_a_six_is_just_rolled_again() -> None:
    out = tuple(Die("white", v) for v in (1, 2, 3, 4, 5)) + (Die("green", 1),) * 5
    rolled = dice.roll(ScriptedRng([6, 6, 2]), out, [0])
    assert len(rolled) == 10 and rolled[0].value == 2


def test_a_chip_adds_a_green_die_set_to_any_value() -> None:
    state = position(dice=(1, 2, 3, 4, 5), chips=(2, 2))
    state = play(state, AddGreen(3))
    assert values(state.dice)[-1] == ("green", 3) and state.chips == (1, 2)


def test_with_five_green_dice_out_a_chip_changes_one_instead() -> None:
    state = position(dice=(1, 2, 3, 4, 5), greens=(1, 1, 1, 1, 1), chips=(1, 0))
    moves = GAME.legal_moves(state, 0)
    assert not any(isinstance(m, AddGreen) for m in moves)
    state = play(state, SetGreen(7, 5))
    assert state.dice[7] == Die("green", 5) and state.chips == (0, 0)


def test_a_chip_rerolls_any_dice_and_leaves_the_others() -> None:
    state = position(dice=(1, 1, 1, 1, 1), chips=(1, 0))
    assert sum(isinstance(m, Reroll) for m in GAME.legal_moves(state, 0)) == 31
    after = play(state, Reroll((1, 3)))
    assert after.chips == (0, 0) and after.rng != state.rng
    kept = [after.dice[i] for i in (0, 2, 4)]
    assert kept == [Die("white", 1)] * 3
    assert all(1 <= d.value <= 5 for d in after.dice)


def test_no_chip_no_dice_actions_and_no_dice_actions_once_cars_move() -> None:
    assert not any(
        isinstance(m, (AddGreen, Reroll)) for m in GAME.legal_moves(position(dice=(1, 2)), 0)
    )
    state = play(position(dice=(1, 2, 4), chips=(2, 0)), Drive(0, (4,)), Step(2, 1, 1))
    assert state.phase == "move"
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, AddGreen(2))


def test_a_chip_lets_a_car_keep_going_after_a_single() -> None:
    state = play(position(dice=(5, 1, 1), chips=(1, 0)), Drive(0, (5,)), Step(2, 1, 1))
    assert state.spent == (0,)
    state = play(state, KeepGoing(0), Drive(0, (1, 1)), Step(2, 1, 2), Step(3, 1, 0))
    assert where(state) == (3, 1, 0) and state.chips == (0, 0)


def test_a_chip_takes_control_of_another_players_car() -> None:
    cars = ((0, (2, 1, 0)), (1, (2, 0, 1)))
    state = position(cars=cars, dice=(2, 2), chips=(1, 0))
    assert not any(isinstance(m, Drive) and m.car == 1 for m in GAME.legal_moves(state, 0))
    state = play(state, TakeControl(1), Drive(1, (2, 2)), Step(2, 0, 2), Step(3, 0, 0))
    assert where(state, 1) == (3, 0, 0) and state.chips == (0, 0)


def test_a_juke_swaps_two_cars_side_by_side() -> None:
    cars = ((0, (2, 0, 1)), (1, (2, 1, 1)), (1, (2, 1, 2)))
    state = position(cars=cars, chips=(1, 0))
    jukes = {(m.car, m.other) for m in GAME.legal_moves(state, 0) if isinstance(m, Juke)}
    assert jukes == {(0, 1)}  # cars 0 and 2 are not level
    state = play(state, Juke(0, 1))
    assert (where(state, 0), where(state, 1)) == ((2, 1, 1), (2, 0, 1))


def test_a_power_move_passes_through_cars_but_ends_on_an_empty_space() -> None:
    cars = ((0, (2, 1, 0)), (1, (2, 1, 1)), (1, (2, 0, 0)))
    state = position(cars=cars, chips=(1, 0))
    assert (2, 1, 1) not in {
        (m.card, m.lane, m.row)
        for m in GAME.legal_moves(driving(state, 0, 2), 0)
        if isinstance(m, Step)
    }
    powered = driving(state, 0, 2, power=True)
    steps = {(m.card, m.lane, m.row) for m in GAME.legal_moves(powered, 0) if isinstance(m, Step)}
    assert (2, 1, 1) in steps
    # With one step left it could not come to rest there, so it may not go in.
    last = driving(state, 0, 2, remaining=1, power=True)
    assert (2, 1, 1) not in {
        (m.card, m.lane, m.row) for m in GAME.legal_moves(last, 0) if isinstance(m, Step)
    }
    after = play(powered, Step(2, 1, 1), Step(2, 1, 2))
    assert where(after) == (2, 1, 2)


def test_power_drive_costs_a_chip() -> None:
    state = play(position(dice=(3, 3), chips=(2, 0)), Drive(0, (3, 3), power=True))
    assert state.chips == (1, 0) and state.drive is not None and state.drive.power


@pytest.mark.parametrize(
    ("left", "held", "after"),
    [
        ((1, 1, 5), 2, 3),
        ((1, 2, 3), 2, 4),
        ((2, 2, 2, 2), 0, 3),
        ((1, 3, 5), 2, 2),
        ((4, 4, 4, 4, 4), 3, 4),
    ],
)
def test_leftover_dice_buy_chips_with_their_best_combo(
    left: tuple[int, ...], held: int, after: int
) -> None:
    cars = ((0, (2, 1, 0)), (1, (2, 0, 0)))
    state = play(position(cars=cars, dice=left, chips=(held, 0)), EndTurn())
    assert state.chips[0] == after
    assert state.turn == 1 and state.phase == "dice" and len(state.dice) >= 5


def test_used_dice_buy_nothing() -> None:
    state = play(
        position(dice=(3, 3, 5), chips=(0, 0)),
        Drive(0, (3, 3)),
        Step(2, 1, 1),
        Step(2, 1, 2),
        EndTurn(),
    )
    assert state.chips == (0, 0)
