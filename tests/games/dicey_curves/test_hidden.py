"""Hidden information: only the deck order (and the dice generator) is secret."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dashgames.engine import Event, Rng
from dashgames.engine.play import new_game
from dashgames.games.dicey_curves import GAME
from dashgames.games.dicey_curves.cards import FINISH
from dashgames.games.dicey_curves.moves import KeepGoing
from dashgames.games.dicey_curves.state import DiceyCurvesState
from tests.games.dicey_curves.positions import position


def walk(seed: int, moves: int, players: int = 3) -> tuple[DiceyCurvesState, list[Event]]:
    rng = Rng.from_seed(f"hidden:{seed}")
    state = new_game(GAME, players, None, seed)
    events: list[Event] = []
    for _ in range(moves):
        if GAME.outcome(state) is not None:
            break
        seat = next(iter(GAME.to_act(state)))
        state, evs = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        events.extend(evs)
    return state, events


def reshuffled(state: DiceyCurvesState, rng: Rng) -> DiceyCurvesState:
    """The same table with the unseen cards in another order (the Finish stays put)."""
    others = rng.shuffled([k for k in state.deck if k != FINISH])
    if FINISH in state.deck:
        others.insert(state.deck.index(FINISH), FINISH)
    return replace(state, deck=tuple(others), rng=rng.next_u64())


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 150))
def test_views_and_events_never_show_the_deck_order_or_the_rng(seed: int, moves: int) -> None:
    state, events = walk(seed, moves)
    other = reshuffled(state, Rng.from_seed(seed))
    for seat in (0, 1, 2, None):
        view = GAME.view(state, seat)
        assert view == GAME.view(other, seat)  # the deck order changes nothing one can see
        assert "deck" not in view and "rng" not in view
    text = json.dumps([GAME.view(state, s) for s in (0, 1, 2, None)] + events)
    assert str(state.rng) not in text
    assert all(e["type"] != "deck" and "deck" not in e for e in events)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 200), sample=st.integers(0, 2**32))
def test_sample_hidden_agrees_with_the_view(seed: int, moves: int, sample: int) -> None:
    state, _ = walk(seed, moves)
    for seat in (0, 1, None):
        view: dict[str, Any] = GAME.view(state, seat)
        sampled = GAME.sample_hidden(json.loads(json.dumps(view)), seat, Rng.from_seed(sample))
        assert GAME.view(sampled, seat) == view
        assert sorted(sampled.deck) == sorted(state.deck)


def test_sample_hidden_guesses_the_deck_no_better_than_chance() -> None:
    state, _ = walk(7, 25)
    assert state.deck[0] != FINISH and FINISH in state.deck and len(state.deck) > 10
    view = GAME.view(state, 0)
    unseen = [k for k in state.deck if k != FINISH]
    base_rate = unseen.count(state.deck[0]) / len(unseen)
    rng = Rng.from_seed("guess")
    trials = 300
    exact = top = 0
    for _ in range(trials):
        sampled = GAME.sample_hidden(view, 0, rng.fork())
        exact += sampled.deck == state.deck
        top += sampled.deck[0] == state.deck[0]
        # Where the Finish lies is public (the race length is an agreed option).
        assert sampled.deck.index(FINISH) == state.deck.index(FINISH)
    assert exact == 0
    assert abs(top / trials - base_rate) < 0.1


def test_keep_going_is_offered_by_car_not_in_the_order_the_cars_stopped() -> None:
    # Seat 0's two cars both ended their movement on a single, car 1 first; it has a chip and
    # dice left. The view shows only that both are spent, so the order they stopped in must
    # not show in the legal moves either.
    cars = ((0, (2, 1, 0)), (0, (2, 0, 0)), (1, (3, 1, 0)))
    worlds = [
        position(cars=cars, dice=(4, 4), chips=(1, 0), phase="move", spent=spent)
        for spent in ((1, 0), (0, 1))
    ]
    assert GAME.view(worlds[0], 0) == GAME.view(worlds[1], 0)
    listed = [GAME.legal_moves(w, 0) for w in worlds]
    assert listed[0] == listed[1]
    assert [m for m in listed[0] if isinstance(m, KeepGoing)] == [KeepGoing(0), KeepGoing(1)]
