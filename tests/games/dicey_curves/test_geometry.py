"""Laying track cards: positions, headings, joints, overlap and the table edge."""

from __future__ import annotations

import math

import pytest

from dashgames.games.dicey_curves import laying
from dashgames.games.dicey_curves.cards import CARDS, drawable_deck
from dashgames.games.dicey_curves.geometry import Pose, fits, layout, local_space
from tests.games.dicey_curves.positions import position


def close(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return math.isclose(a[0], b[0], abs_tol=1e-9) and math.isclose(a[1], b[1], abs_tol=1e-9)


def test_deck_holds_36_cards_with_the_gate_counts_of_our_reconstruction() -> None:
    assert sum(c.count for c in CARDS.values()) == 36
    assert len(drawable_deck()) == 33
    by_size: dict[int, int] = {}
    for card in CARDS.values():
        for size in {g.size for g in card.gates}:
            by_size[size] = by_size.get(size, 0) + card.count
    assert by_size == {2: 14, 3: 21, 4: 6, 5: 2}


def test_straights_stack_north_from_the_start() -> None:
    laid = layout(("start", "wide_open", "straight_away"))
    assert [(p.pose.x, p.pose.y, p.pose.heading) for p in laid] == [
        (0.0, -1.5, 0),
        (0.0, 1.5, 0),
        (0.0, 4.5, 0),
    ]
    # A 2-lane card's lanes straddle the centre line that a 3-lane card's middle lane follows.
    card = CARDS["straight_away"]
    assert close(laid[2].pose.to_table(local_space(card, 0, 0)), (-0.75, 5.0))
    assert close(laid[1].pose.to_table(local_space(CARDS["wide_open"], 1, 2)), (0.0, 4.0))


def test_hard_curve_turns_the_track_90_degrees() -> None:
    laid = layout(("start", "wide_open", "hard_curve_right", "straight_away"))
    assert laid[2].exit.heading == 2
    assert close((laid[2].exit.x, laid[2].exit.y), (1.5, 6.0))
    # The straight after it runs east: its first right-lane space lies south of its centre.
    card = CARDS["straight_away"]
    assert close(laid[3].pose.to_table(local_space(card, 1, 0)), (2.0, 5.25))


def test_gentle_curves_turn_45_degrees_each_way() -> None:
    right = layout(("start", "wide_open", "gentle_curve_right"))[2].exit
    left = layout(("start", "wide_open", "gentle_curve_left"))[2].exit
    assert (right.heading, left.heading) == (1, 7)
    assert math.isclose(right.x, -left.x) and math.isclose(right.y, left.y)
    # Two gentle curves make one hard turn.
    two = layout(("start", "wide_open", "gentle_curve_right", "gentle_curve_right"))[3].exit
    assert two.heading == 2


def test_a_card_that_would_overlap_the_track_does_not_fit() -> None:
    loop = ("start", "wide_open", "hard_curve_right", "hard_curve_right")
    # A third right turn only touches the Wide-Open's edge; a fourth would lie on top of it.
    assert fits(loop, "hard_curve_right", 16, 12)
    assert not fits((*loop, "hard_curve_right"), "hard_curve_right", 16, 12)


def test_a_card_that_would_leave_the_table_does_not_fit() -> None:
    track = ("start", "wide_open", "straight_away")  # its far edge is at y = 7.5
    assert fits(track, "straight_away", 16, 7)  # the next reaches y = 10.5, the table too
    assert not fits(track, "straight_away", 16, 6)  # the table ends at y = 9


def test_a_misfit_is_discarded_and_the_next_card_drawn() -> None:
    loop = ("start", "wide_open", "hard_curve_right", "hard_curve_right", "hard_curve_right")
    state = position(track=loop, deck=("hard_curve_right", "gentle_curve_right", "finish"))
    state, events = laying.lay_card(state)
    # Facing west beside the Wide-Open, every card but the Finish would overlap it.
    assert state.discarded == ("hard_curve_right", "gentle_curve_right")
    assert state.track[-1] == "finish"
    assert [e["type"] for e in events] == ["card_discarded", "card_discarded", "card_laid"]


def test_a_fitting_card_is_laid_at_the_end() -> None:
    state = position(deck=("hard_curve_left", "finish"))
    state, _ = laying.lay_card(state)
    assert state.track[-1] == "hard_curve_left" and state.deck == ("finish",)
    assert state.discarded == ()


@pytest.mark.parametrize("kind", sorted(CARDS))
def test_every_card_joins_edge_to_edge(kind: str) -> None:
    """Entry and exit edges are a card width apart from the centre pivot's point of view."""
    placed = layout(("start", kind))[1]
    assert placed.pose == Pose(0.0, 1.5, 0)
    turn = CARDS[kind].turn
    assert placed.exit.heading == (turn // 45) % 8
