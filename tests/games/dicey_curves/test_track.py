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


def test_lane_changes_on_a_curve_never_go_backward() -> None:
    # Inner row 0 spans the first half of the card (centre at 1/4), outer row 0 the first
    # quarter (centre 1/8) and outer row 1 the second (centre 3/8).
    assert set(sideways(T, (4, 1, 0))) == {(4, 0, 1)}
    assert set(sideways(T, (4, 0, 0))) == {(4, 1, 0)}
    # From outer row 1 to inner row 0 would end 11.25 degrees further back round the curve.
    assert set(sideways(T, (4, 0, 1))) == set()


def _degrees_round(kind: str, lane: int, row: int) -> float:
    """How far round its curve a space's centre lies, in degrees, from the drawn geometry."""
    card = CARDS[kind]
    x, y = local_space(card, lane, row)
    pivot = (CARD_WIDTH / 2 + card.pivot_gap) * (1 if card.turn > 0 else -1)
    return math.degrees(math.atan2(y, abs(pivot - x)))


@pytest.mark.parametrize("kind", sorted(k for k, c in CARDS.items() if c.turn))
def test_no_sideways_step_ends_behind_its_start(kind: str) -> None:
    track = ("start", kind)
    for lane, row in spaces_of(kind):
        start = _degrees_round(kind, lane, row)
        for _, other, r in sideways(track, (1, lane, row)):
            assert _degrees_round(kind, other, r) >= start - 1e-9, (lane, row, other, r)


def test_a_car_in_front_of_an_outer_gate_cannot_slip_back_inside() -> None:
    # Outer row 1 of the hard right curve waits at the 3-dice gate; the inner lane's first
    # space lies beside it but further back, so a pair of dice cannot move the car at all.
    state = position(track=T, cars=((0, (4, 0, 1)), (1, (1, 1, 0))), dice=(1, 1))
    assert not [m for m in GAME.legal_moves(state, 0) if isinstance(m, Drive)]


def test_the_solid_line_stops_a_lane_change_round_a_gate() -> None:
    # Outer row 1 (short of its gate) may not reach inner row 1 (past the inner gate), and
    # outer row 2 (past its gate) may not reach inner row 0 (short of the inner gate).
    assert (4, 1, 1) not in sideways(T, (4, 0, 1))
    assert not side_by_side(T, (4, 0, 2), (4, 1, 0))
    # Once both lanes are past their gates, lanes may be changed again.
    assert set(sideways(T, (4, 0, 2))) == {(4, 1, 1)}
    assert set(sideways(T, (4, 0, 3))) == set()  # inner row 1 lies behind outer row 3


def test_side_by_side_is_symmetric_for_jukes() -> None:
    assert side_by_side(T, (4, 1, 0), (4, 0, 0)) and side_by_side(T, (4, 0, 0), (4, 1, 0))
    assert side_by_side(T, (2, 0, 1), (2, 1, 1))
    assert not side_by_side(T, (2, 0, 1), (2, 1, 2))
    assert not side_by_side(T, (2, 1, 2), (3, 0, 0))


def test_past_the_finish_line_is_the_finish_area() -> None:
    assert is_finish_area(T, (5, 1, 1))
    assert not is_finish_area(T, (5, 1, 0))
    assert gate_ahead(T, (5, 2, 0)).size == 3  # type: ignore[union-attr]
