"""The spaces of the track and the steps between them: joints, lane changes, gates."""

from __future__ import annotations

from dashgames.games.dicey_curves.track import (
    forward,
    gate_ahead,
    is_finish_area,
    side_by_side,
    sideways,
)

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
    # Inner row 0 spans the first half of the card, outer row 0 only the first quarter.
    assert set(sideways(T, (4, 1, 0))) == {(4, 0, 1)}
    assert set(sideways(T, (4, 0, 0))) == {(4, 1, 0)}
    assert set(sideways(T, (4, 0, 1))) == {(4, 1, 0)}


def test_the_solid_line_stops_a_lane_change_round_a_gate() -> None:
    # Outer row 1 (short of its gate) may not reach inner row 1 (past the inner gate), and
    # outer row 2 (past its gate) may not reach inner row 0 (short of the inner gate).
    assert (4, 1, 1) not in sideways(T, (4, 0, 1))
    assert not side_by_side(T, (4, 0, 2), (4, 1, 0))
    # Once both lanes are past their gates, lanes may be changed again.
    assert set(sideways(T, (4, 0, 2))) == {(4, 1, 1)}
    assert set(sideways(T, (4, 0, 3))) == {(4, 1, 1)}


def test_side_by_side_is_symmetric_for_jukes() -> None:
    assert side_by_side(T, (4, 1, 0), (4, 0, 0)) and side_by_side(T, (4, 0, 0), (4, 1, 0))
    assert side_by_side(T, (2, 0, 1), (2, 1, 1))
    assert not side_by_side(T, (2, 0, 1), (2, 1, 2))
    assert not side_by_side(T, (2, 1, 2), (3, 0, 0))


def test_past_the_finish_line_is_the_finish_area() -> None:
    assert is_finish_area(T, (5, 1, 1))
    assert not is_finish_area(T, (5, 1, 0))
    assert gate_ahead(T, (5, 2, 0)).size == 3  # type: ignore[union-attr]
