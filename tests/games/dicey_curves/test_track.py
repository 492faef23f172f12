"""The spaces of the track and the steps between them: joints, lane changes, gates."""

from __future__ import annotations

import math

import pytest

from dashgames.games.dicey_curves import GAME
from dashgames.games.dicey_curves.cards import CARD_WIDTH, CARDS
from dashgames.games.dicey_curves.geometry import local_space
from dashgames.games.dicey_curves.moves import Drive
from dashgames.games.dicey_curves.track import (
    forward,
    gate_ahead,
    is_finish_area,
    side_by_side,
    sideways,
    spaces_of,
)
from tests.games.dicey_curves.positions import position

T = ("start", "wide_open", "straight_away", "wide_open", "hard_curve_right", "finish")


def fwd(space: tuple[int, int, int]) -> set[tuple[int, int, int]]:
    return {t for t, _ in forward(T, space)}


def test_forward_runs_along_the_lane() -> None:
    assert fwd((2, 0, 0)) == {(2, 0, 1)}


def test_from_three_lanes_to_two_a_side_lane_keeps_its_side_the_middle_chooses() -> None:
    assert fwd((1, 0, 2)) == {(2, 0, 0)}
    assert fwd((1, 1, 2)) == {(2, 0, 0), (2, 1, 0)}
    assert fwd((1, 2, 2)) == {(2, 1, 0)}


def test_from_two_lanes_to_three_a_car_keeps_its_side_or_takes_the_middle() -> None:
    assert fwd((2, 0, 2)) == {(3, 0, 0), (3, 1, 0)}
    assert fwd((2, 1, 2)) == {(3, 1, 0), (3, 2, 0)}


def test_the_end_of_the_laid_track_leads_nowhere() -> None:
    assert forward(T[:3], (2, 0, 2)) == ()


def test_sideways_on_a_straight_is_the_same_row_of_the_next_lane() -> None:
    assert set(sideways(T, (1, 1, 1))) == {(1, 0, 1), (1, 2, 1)}
    assert set(sideways(T, (2, 0, 2))) == {(2, 1, 2)}


def test_hard_curve_gates_sit_where_the_card_says() -> None:
    # hard_curve_right: outer (left) lane 4 spaces, 3-dice gate before row 2; inner lane 2
    # spaces, 4-dice gate before row 1.
    assert gate_ahead(T, (4, 0, 1)).size == 3  # type: ignore[union-attr]
    assert gate_ahead(T, (4, 1, 0)).size == 4  # type: ignore[union-attr]
    assert gate_ahead(T, (4, 0, 0)) is None
    assert dict(forward(T, (4, 0, 1)))[(4, 0, 2)].size == 3  # type: ignore[union-attr]


def test_lane_changes_on_a_curve_never_move_the_front_of_the_car_back() -> None:
    # Inner row 0 spans the first half of the card, outer row 0 the first quarter and outer
    # row 1 the second quarter. Outer row 1 and inner row 0 both end at the half-way line, so a
    # step between them is sideways either way; inner row 0 to outer row 0 would move the car's
    # front back from the half-way line to the quarter line.
    assert set(sideways(T, (4, 1, 0))) == {(4, 0, 1)}
    assert set(sideways(T, (4, 0, 0))) == {(4, 1, 0)}
    assert set(sideways(T, (4, 0, 1))) == {(4, 1, 0)}


def test_after_a_double_gate_the_outer_lane_may_change_to_the_inner_lane() -> None:
    # Issue 29, item 5 (ruling sideways-never-back). gentle_double_gate_right: the outer lane
    # has 4 spaces and two gates, the inner lane 2 spaces and one gate. Past every gate, outer
    # row 3 (the last quarter) and inner row 1 (the last half) both reach the card's end: the
    # lane change is sideways, both ways. (Measured from space centres it used to be refused.)
    track = ("start", "gentle_double_gate_right")
    assert set(sideways(track, (1, 0, 3))) == {(1, 1, 1)}
    assert set(sideways(track, (1, 1, 1))) == {(1, 0, 3)}


def _reach(kind: str, lane: int, row: int) -> float:
    """How far round its curve a space's far edge lies, in degrees, from the drawn geometry:
    the centre's angle plus half the angle the space spans."""
    card = CARDS[kind]
    x, y = local_space(card, lane, row)
    pivot = (CARD_WIDTH / 2 + card.pivot_gap) * (1 if card.turn > 0 else -1)
    centre = math.degrees(math.atan2(y, abs(pivot - x)))
    return centre + abs(card.turn) / card.lanes[lane] / 2


@pytest.mark.parametrize("kind", sorted(k for k, c in CARDS.items() if c.turn))
def test_no_sideways_step_moves_the_front_of_the_car_back(kind: str) -> None:
    track = ("start", kind)
    for lane, row in spaces_of(kind):
        start = _reach(kind, lane, row)
        for _, other, r in sideways(track, (1, lane, row)):
            assert _reach(kind, other, r) >= start - 1e-6, (lane, row, other, r)


def test_a_car_in_front_of_an_outer_gate_may_step_beside_it_into_the_inner_lane() -> None:
    # Outer row 1 of the hard right curve waits at the 3-dice gate; inner row 0 lies beside it,
    # in front of the 4-dice inner gate, so a pair of dice moves the car there (and stops it).
    state = position(track=T, cars=((0, (4, 0, 1)), (1, (1, 1, 0))), dice=(1, 1))
    assert Drive(0, (1, 1)) in GAME.legal_moves(state, 0)


def test_the_solid_line_stops_a_lane_change_round_a_gate() -> None:
    # Outer row 1 (short of its gate) may not reach inner row 1 (past the inner gate), and
    # outer row 2 (past its gate) may not reach inner row 0 (short of the inner gate).
    assert (4, 1, 1) not in sideways(T, (4, 0, 1))
    assert not side_by_side(T, (4, 0, 2), (4, 1, 0))
    # Once both lanes are past their gates, lanes may be changed again.
    assert set(sideways(T, (4, 0, 2))) == {(4, 1, 1)}
    assert set(sideways(T, (4, 0, 3))) == {(4, 1, 1)}  # both reach the end of the card


def test_side_by_side_is_symmetric_for_jukes() -> None:
    assert side_by_side(T, (4, 1, 0), (4, 0, 0)) and side_by_side(T, (4, 0, 0), (4, 1, 0))
    assert side_by_side(T, (2, 0, 1), (2, 1, 1))
    assert not side_by_side(T, (2, 0, 1), (2, 1, 2))
    assert not side_by_side(T, (2, 1, 2), (3, 0, 0))


def test_past_the_finish_line_is_the_finish_area() -> None:
    assert is_finish_area(T, (5, 1, 1))
    assert not is_finish_area(T, (5, 1, 0))
    assert gate_ahead(T, (5, 2, 0)).size == 3  # type: ignore[union-attr]
