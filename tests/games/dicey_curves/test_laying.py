"""Laying track cards: the printed test by default (a card is set aside only when it would
overlap the track or run off the table, and the Finish is always laid), and the look-ahead
option (no dead ends, room for the Finish, races as long as the Finish's depth promises, and a
look-ahead that reads nothing hidden)."""

from __future__ import annotations

import random
import statistics
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from dashgames.games.dicey_curves import laying
from dashgames.games.dicey_curves.geometry import layout
from dashgames.games.dicey_curves.state import DiceyCurvesState
from tests.games.dicey_curves.positions import position
from tests.games.dicey_curves.track_survey import lay_track

# Start, Wide-Open and two hard right curves: the track has turned back and heads south along
# the Wide-Open's right side. A third hard right would leave it facing that side.
U_TURN = ("start", "wide_open", "hard_curve_right", "hard_curve_right")


def lay_all(state: DiceyCurvesState) -> DiceyCurvesState:
    while state.deck and not laying.finish_out(state):
        state, _ = laying.lay_card(state)
    return state


def test_by_default_a_card_that_fits_is_laid_even_if_it_walls_the_track_in() -> None:
    # Issue 29, item 5: the printed test sets a card aside only if it would overlap the track
    # or run off the table. The third hard right only touches the Wide-Open, so it is laid;
    # nothing fits after it, so every later card is set aside until the Finish, which is laid
    # anyway (ruling finish-always-laid): the race still has its Finish line.
    deck = ("hard_curve_right", "straight_away", "hard_curve_left", "straight_away", "finish")
    state, events = laying.lay_card(position(track=U_TURN, deck=deck))
    assert state.discarded == () and state.track == (*U_TURN, "hard_curve_right")
    assert [e["type"] for e in events] == ["card_laid"]
    state = lay_all(state)
    assert state.track == (*U_TURN, "hard_curve_right", "finish")
    assert state.discarded == ("straight_away", "hard_curve_left", "straight_away")


def test_with_the_look_ahead_a_card_that_would_wall_the_track_in_is_set_aside() -> None:
    deck = ("hard_curve_right", "straight_away", "hard_curve_left", "straight_away", "finish")
    state, events = laying.lay_card(position(track=U_TURN, deck=deck, look_ahead=True))
    # The third hard right fits by the rulebook's rule (it only touches the Wide-Open), but
    # nothing could follow it: it leaves the game, and the straight after it is laid.
    assert state.discarded == ("hard_curve_right",)
    assert state.track == (*U_TURN, "straight_away")
    assert [e["type"] for e in events] == ["card_discarded", "card_laid"]


def test_after_the_dead_end_is_avoided_every_other_card_is_laid() -> None:
    deck = ("hard_curve_right", "straight_away", "hard_curve_left", "straight_away", "finish")
    state = lay_all(position(track=U_TURN, deck=deck, look_ahead=True))
    assert state.track == (*U_TURN, "straight_away", "hard_curve_left", "straight_away", "finish")
    assert state.discarded == ("hard_curve_right",)


def test_by_default_a_card_that_fits_is_laid_even_if_the_finish_then_runs_off() -> None:
    # Five straights north end 13.5 lane widths above the Start's centre; an 11-card deep
    # table ends at 16.5. One more straight fits, so it is laid as printed; the hard right
    # after it would run off the table and is set aside; the Finish is laid anyway.
    deck = ("straight_away", "hard_curve_right", "finish")
    state = lay_all(position(deck=deck, table_height=11))
    assert state.discarded == ("hard_curve_right",)
    assert state.track[-2:] == ("straight_away", "finish")


def test_with_the_look_ahead_a_card_that_leaves_no_room_for_the_finish_is_set_aside() -> None:
    deck = ("straight_away", "hard_curve_right", "finish")
    state = lay_all(position(deck=deck, table_height=11, look_ahead=True))
    assert state.discarded == ("straight_away",)
    assert state.track[-2:] == ("hard_curve_right", "finish")
    finish = layout(state.track)[-1]
    assert finish.box[3] <= 16.5 and finish.pose.heading == 2  # on the table, heading east


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 8),
    race_length=st.integers(2, 33),
    width=st.integers(4, 40),
    height=st.integers(5, 40),
)
def test_the_finish_always_fits(
    seed: int, players: int, race_length: int, width: int, height: int
) -> None:
    options = {
        "race_length": race_length,
        "table_width": width,
        "table_height": height,
        "cars_per_player": 1,
    }
    laid = lay_track(seed, players, options)
    assert laid.track[-1] == "finish"  # printed test: the Finish is laid whatever comes before
    ahead = lay_track(seed, players, {**options, "look_ahead": True})
    assert ahead.track[-1] == "finish"
    assert ahead.finish_on_table and not ahead.finish_overlaps


def test_with_the_look_ahead_the_finish_always_fits_on_the_default_table() -> None:
    for seed in range(100):
        laid = lay_track(seed, options={"look_ahead": True})
        assert laid.finish_on_table and not laid.finish_overlaps and not laid.dead_end, seed


def test_the_printed_test_sets_aside_only_cards_that_do_not_fit() -> None:
    # Over 100 default races every card set aside would overlap the track (the 32 x 32 table
    # is never reached), and every race ends with its Finish, though some tracks wall
    # themselves in first (RULES.md, ruling no-dead-ends, has 200 seeds).
    races = [lay_track(seed) for seed in range(100)]
    assert all(r.track[-1] == "finish" for r in races)
    assert set(sum((r.reasons for r in races), Counter[str]())) == {"track"}
    assert any(r.dead_end for r in races) and any(r.finish_overlaps for r in races)


def test_with_the_look_ahead_races_get_the_length_the_finish_depth_promises() -> None:
    # Start, Wide-Open, the 16 cards above the Finish, the Finish: 19 when nothing is
    # discarded. A card that cannot join the track still leaves the game, as the rulebook
    # says, but no race loses much of its length and no draw burns the deck.
    races = [lay_track(seed, options={"look_ahead": True}) for seed in range(100)]
    lengths = [len(r.track) for r in races]
    assert statistics.mean(lengths) >= 18 and min(lengths) > 12
    assert max(max(r.bursts) for r in races) < 6


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    cut=st.integers(3, 17),
    depth=st.integers(1, 6),
    shuffler=st.randoms(use_true_random=False),
)
def test_whether_a_card_is_laid_depends_on_no_hidden_order(
    seed: int, cut: int, depth: int, shuffler: random.Random
) -> None:
    """The look-ahead reads the deck's contents and the Finish's depth, never the order of the
    cards below the one drawn: reordering them never changes whether it is laid."""
    track = lay_track(seed, options={"look_ahead": True}).track[:cut]
    if track[-1] == "finish":
        return
    unseen = [k for k in position(track=track).deck if k != "finish"]
    kind, below = unseen[0], unseen[1:]
    verdicts = set()
    for _ in range(4):
        shuffler.shuffle(below)
        deck = [*below[: depth - 1], "finish", *below[depth - 1 :]]
        verdicts.add(laying.may_lay(layout(track), kind, deck, 32, 32, look_ahead=True))
    assert len(verdicts) == 1
