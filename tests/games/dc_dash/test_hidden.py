"""Hidden information: views and events leak no other seat's cards, no deck order and no RNG;
``sample_hidden`` agrees with the view and guesses hidden cards no better than chance."""

from __future__ import annotations

from collections import Counter
from math import comb, prod
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dashgames.engine import Rng, visible_events
from dashgames.engine.play import new_game
from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.cards import full_action_deck
from dashgames.games.dc_dash.moves import DiscardHand, PlayDraw, Stay, Travel
from dashgames.games.dc_dash.network import network
from dashgames.games.dc_dash.state import DcDashState
from tests.games.dc_dash.positions import position, rider

SECRET_KEYS = {"rng", "station_deck_order", "action_deck_order", "drew", "gave_up", "station_card"}


def _walk(players: int, seed: int, steps: int) -> tuple[DcDashState, list[tuple[int, list[Any]]]]:
    rng = Rng.from_seed(f"walk:{seed}")
    state = new_game(GAME, players, {}, seed)
    log = []
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        seat = state.turn
        state, events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        log.append((seat, events))
    return state, log


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), steps=st.integers(0, 120))
def test_views_depend_only_on_what_the_seat_may_know(players: int, seed: int, steps: int) -> None:
    state, _ = _walk(players, seed, steps)
    for seat in (*range(players), None):
        shown = GAME.view(state, seat)
        assert not _keys(shown) & SECRET_KEYS
        # Re-deal everything this seat cannot see (others' hands, both deck orders, the RNG):
        # the view must not change, so it cannot carry any of it.
        other = GAME.sample_hidden(shown, seat, Rng.from_seed(f"resample:{seed}"))
        assert other.rng != state.rng
        assert GAME.view(other, seat) == shown
        if seat is not None:
            assert other.riders[seat] == state.riders[seat]


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_events_tell_secrets_only_to_their_owner(players: int, seed: int) -> None:
    _, log = _walk(players, seed, 150)
    for actor, events in log:
        for e in events:
            if "to" in e:
                assert e["to"] == [actor]  # only the mover hears what they drew or swapped
                continue
            assert not _keys(e) & SECRET_KEYS
            if "cards" in e:
                # Cards named publicly are going face up onto the discard pile.
                assert e["type"] == "hand_discarded"
        for seat in range(players):
            if seat != actor:
                assert all("to" not in e for e in visible_events(events, seat))


def test_sample_hidden_guesses_no_better_than_chance() -> None:
    state = new_game(GAME, 3, {}, seed=11)
    shown = GAME.view(state, 0)
    rng = Rng.from_seed("guess")
    stations = network("2010").stations
    # Seat 0 cannot tell apart the cards in seat 1's hand, seat 2's hand and the deck.
    unseen = Counter(
        stations[c].jurisdiction for c in (*state.station_deck, *state.riders[1].station_cards,
                                           *state.riders[2].station_cards)
    )
    truth = state.riders[1].station_cards
    held = Counter(stations[c].jurisdiction for c in truth)
    # A uniform guess keeps each true card with chance (cards held) / (cards unseen).
    chance = sum(n * n / unseen[j] for j, n in held.items()) / len(truth)
    hits, exact, samples = 0, 0, 300
    for _ in range(samples):
        guess = GAME.sample_hidden(shown, 0, rng).riders[1].station_cards
        assert Counter(stations[c].jurisdiction for c in guess) == held
        hits += len(set(guess) & set(truth))
        exact += guess == truth
    assert abs(hits / (samples * len(truth)) - chance) < 0.05
    assert exact == 0


def test_sample_hidden_for_a_spectator_rebuilds_every_hand() -> None:
    state = new_game(GAME, 4, {}, seed=5)
    shown = GAME.view(state, None)
    assert shown["your_station_cards"] is None and shown["your_action_cards"] is None
    sampled = GAME.sample_hidden(shown, None, Rng.from_seed("spectator"))
    assert GAME.view(sampled, None) == shown
    assert [len(r.station_cards) for r in sampled.riders] == [9, 9, 9, 9]
    assert sampled.riders != state.riders


def test_sampled_action_hands_match_the_truth_only_at_chance_rate() -> None:
    state = new_game(GAME, 3, {}, seed=4)
    shown = GAME.view(state, 0)
    unseen = Counter(full_action_deck())
    unseen.subtract(Counter(state.riders[0].action_cards))
    truth = Counter(state.riders[1].action_cards)
    size = sum(truth.values())
    # Hypergeometric chance that a uniform deal from the unseen cards is exactly the truth.
    chance = prod(comb(unseen[c], k) for c, k in truth.items()) / comb(sum(unseen.values()), size)
    rng = Rng.from_seed("actions")
    samples = 1000
    hits = sum(
        Counter(GAME.sample_hidden(shown, 0, rng).riders[1].action_cards) == truth
        for _ in range(samples)
    )
    expected = samples * chance
    assert hits <= expected + 4 * expected**0.5 + 3


# ---- what drawing and discarding tell -----------------------------------------------------------


def test_drawn_cards_are_listed_sorted_not_in_deck_order() -> None:
    # Seat 0 plays SmarTrip Reload on Union Station (no transfer draw): the top two cards are
    # Shuttle Bus, then All Clear. Stacked the other way round, seat 0 must be told the same.
    drew = []
    stackings = (("metrobus", "all_clear", "shuttle_bus"), ("metrobus", "shuttle_bus", "all_clear"))
    for deck in stackings:
        state = position(rider(actions=("smartrip_reload",)), rider(), action_deck=deck)
        after, events = GAME.apply(state, 0, PlayDraw("smartrip_reload"))
        assert after.riders[0].action_cards == ("all_clear", "shuttle_bus")
        drew.append([e for e in visible_events(events, 0) if e["type"] == "you_drew_action_cards"])
    assert drew[0] == drew[1] == [
        {"type": "you_drew_action_cards", "cards": ["all_clear", "shuttle_bus"]}
    ]


def _discarding(hand: tuple[str, ...]) -> DcDashState:
    """Seat 0 on Metro Center (a transfer station) with ``hand``, the Action Deck empty, and
    seat 1's Track Maintenance on Farragut North: discarding the hand for that token ends the
    turn with a transfer draw, which shuffles the discard pile (hand included) into a new deck."""
    return position(
        rider("A01", actions=hand), rider(), action_deck=(),
        disruptions=(("A02", "track_maintenance", 1),),
    )


def test_a_discarded_hand_stays_shown_after_the_pile_is_reshuffled() -> None:
    # Ruling discarded-hand-stays-shown. Two worlds seat 1 cannot tell apart before the step
    # (seat 0 holds two cards either way): the discarded hand is told to seat 1, so the view
    # after must show it although the pile it went to is gone.
    shown = {}
    for hand in (("express_train", "metrobus"), ("all_clear", "detour")):
        after, events = GAME.apply(_discarding(hand), 0, DiscardHand("A02"))
        assert {"type": "hand_discarded", "seat": 0, "cards": list(hand)} in events
        assert {"type": "action_deck_reshuffled", "size": 3} in events
        seen = GAME.view(after, 1)
        assert seen["action_discard"] == [] and seen["action_deck"] == 2
        assert seen["riders"][0]["discarded_hand"] == list(hand)
        shown[hand] = seen
    first, second = shown.values()
    first["riders"][0].pop("discarded_hand")
    second["riders"][0].pop("discarded_hand")
    assert first == second  # the views differ only by the hand they show


def test_a_discarded_hand_is_shown_until_its_players_next_turn() -> None:
    state, _ = GAME.apply(_discarding(("express_train", "metrobus")), 0, DiscardHand("A02"))
    assert state.riders[0].discarded_hand == ("express_train", "metrobus")
    state, _ = GAME.apply(state, 1, Stay())
    for seat in (0, 1, None):
        assert GAME.view(state, seat)["riders"][0]["discarded_hand"] == [
            "express_train", "metrobus"
        ]
    assert GAME.view(state, None)["riders"][1]["discarded_hand"] is None
    state, _ = GAME.apply(state, 0, Travel("RD", "A02"))
    assert state.riders[0].discarded_hand is None
    assert GAME.view(state, 1)["riders"][0]["discarded_hand"] is None


def test_an_empty_discarded_hand_is_shown_as_empty() -> None:
    after, _ = GAME.apply(_discarding(()), 0, DiscardHand("A02"))
    assert GAME.view(after, 1)["riders"][0]["discarded_hand"] == []
