"""The conformance checks themselves can fail: each is run on a toy game and on a broken copy."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from dashgames.engine import Event, Rng, private_event
from dashgames.engine.play import new_game, random_playout
from tests.engine.test_conformance import (
    check_candidate,
    check_legal_moves_accepted,
    check_round_trips,
    check_turns,
    check_views,
)
from tests.support.hidden_checks import check_playout_hides
from tests.support.random_play import Playout, play_randomly
from tests.support.toy_cards import Cards, CardsState, PeekingCards, PlayCard, TellingCards
from tests.support.toy_stones import Stones, StonesState, Take, Taunt


def states(game: Stones, players: int = 2) -> list[StonesState]:
    final, _ = random_playout(game, players, "checks", {"stones": 6})
    start = new_game(game, players, {"stones": 6}, "checks")
    return [start, replace(start, stones=1), final]


def test_a_sound_game_passes_every_check() -> None:
    game = Stones()
    for state in states(game, 3):
        check_legal_moves_accepted(game, 3, state)
        check_turns(game, 3, state)
        check_views(game, 3, state)
        check_round_trips(game, 3, state, 5)
    state = states(game)[0]
    seat = state.to_move
    check_candidate(game, state, seat, {"type": "take", "count": 1})
    check_candidate(game, state, seat, {"type": "take", "count": 3})
    check_candidate(game, state, seat, {"type": "taunt", "word": "ha"})
    check_candidate(game, state, seat, ["take"])


def test_a_view_showing_the_rng_is_caught() -> None:
    class Leaky(Stones):
        def view(self, state: StonesState, seat: int | None) -> dict[str, Any]:
            return {**super().view(state, seat), "turn": state.rng}

    with pytest.raises(AssertionError, match="shows the rng"):
        check_views(Leaky(), 2, states(Leaky())[0])


def test_a_chance_game_without_an_rng_field_is_caught() -> None:
    class Unnamed(Stones):
        def state_to_json(self, state: StonesState) -> dict[str, Any]:
            encoded = super().state_to_json(state)
            encoded["dice_state"] = encoded.pop("rng")
            return encoded

    with pytest.raises(AssertionError, match="field 'rng'"):
        check_views(Unnamed(), 2, states(Stones())[0])


def test_a_seat_seeing_more_than_spectators_without_hidden_information_is_caught() -> None:
    class Peeking(Stones):
        def view(self, state: StonesState, seat: int | None) -> dict[str, Any]:
            seen = super().view(state, seat)  # spectators are not told how many stones are left
            return {**seen, "stones": -1} if seat is None else seen

    with pytest.raises(AssertionError, match="declares no hidden information"):
        check_views(Peeking(), 2, states(Stones())[0])


def test_a_view_outside_its_schema_is_caught() -> None:
    class Sloppy(Stones):
        def view(self, state: StonesState, seat: int | None) -> dict[str, Any]:
            return {**super().view(state, seat), "stones": str(state.stones)}

    with pytest.raises(AssertionError, match="breaks its schema"):
        check_views(Sloppy(), 2, states(Sloppy())[0])


def test_apply_accepting_an_unlisted_move_is_caught() -> None:
    class Lax(Stones):
        def apply(
            self, state: StonesState, seat: int, move: Take | Taunt
        ) -> tuple[StonesState, list[Event]]:
            if isinstance(move, Take) and move.count == 3:
                return replace(state, stones=max(0, state.stones - 3), turn=state.turn + 1), []
            return super().apply(state, seat, move)

    state = states(Lax())[0]
    with pytest.raises(AssertionError, match="legal_moves does not list"):
        check_candidate(Lax(), state, state.to_move, {"type": "take", "count": 3})


def test_an_unexpected_exception_escapes_and_fails() -> None:
    class Crashing(Stones):
        def apply(
            self, state: StonesState, seat: int, move: Take | Taunt
        ) -> tuple[StonesState, list[Event]]:
            if isinstance(move, Taunt):
                raise KeyError("oops")
            return super().apply(state, seat, move)

    state = states(Crashing())[0]
    with pytest.raises(KeyError):
        check_candidate(Crashing(), state, state.to_move, {"type": "taunt", "word": "ho"})


def test_a_listed_move_that_apply_refuses_is_caught() -> None:
    class Overpromising(Stones):
        def legal_moves(self, state: StonesState, seat: int) -> list[Take | Taunt]:
            return [Take(1), Take(2)] if seat in self.to_act(state) else []

    state = replace(states(Stones())[0], stones=1)
    with pytest.raises(Exception, match="take 1 or 2"):
        check_legal_moves_accepted(Overpromising(), 2, state)


def test_moves_offered_to_a_waiting_seat_are_caught() -> None:
    class Eager(Stones):
        def legal_moves(self, state: StonesState, seat: int) -> list[Take | Taunt]:
            return [Take(1)]

    with pytest.raises(AssertionError):
        check_turns(Eager(), 2, states(Eager())[0])


def test_sample_hidden_disagreeing_with_the_view_is_caught() -> None:
    class Forgetful(Stones):
        def sample_hidden(self, view: dict[str, Any], seat: int | None, rng: Rng) -> StonesState:
            return replace(super().sample_hidden(view, seat, rng), stones=view["stones"] + 1)

    with pytest.raises(AssertionError, match="sample_hidden disagrees"):
        check_round_trips(Forgetful(), 2, states(Forgetful())[0], 1)


# ---- hidden information in events and legal-move lists ----------------------------------------
def cards_playout(game: Cards, players: int, seed: int) -> Playout:
    return play_randomly(game, players, {"cards": 9}, seed, "checks")


def check_cards_games(game: Cards, players: int = 2, games: int = 3) -> None:
    """The hidden-information checks over a few random games: every seat, every step."""
    for seed in range(games):
        check_playout_hides(game, players, cards_playout(game, players, seed), seed)


@pytest.mark.parametrize("players", [2, 3])
def test_chance_and_cards_shown_in_time_are_not_taken_for_leaks(players: int) -> None:
    # The sound card game rolls dice, draws face up from a pre-shuffled deck and shows hidden
    # cards when they are played: every seat and the spectators, every step, several games.
    for seed in range(4):
        coverage = check_playout_hides(Cards(), players, cards_playout(Cards(), players, seed), 1)
        assert coverage.compared * 2 >= coverage.observed > 0


def test_a_face_down_card_named_in_a_public_event_is_caught() -> None:
    with pytest.raises(AssertionError, match=r"tells (seat \d|spectators) what it cannot see"):
        check_cards_games(TellingCards())


def test_a_private_event_to_the_wrong_seat_is_caught() -> None:
    class Misaddressed(Cards):
        def face_down_draw(self, seat: int, card: int) -> list[Event]:
            return [private_event([(seat + 1) % 2], "card", card=card)]

    with pytest.raises(AssertionError, match=r"tells seat \d what it cannot see"):
        check_cards_games(Misaddressed())


def test_legal_moves_that_depend_on_the_deck_are_caught() -> None:
    with pytest.raises(AssertionError, match=r"legal moves of seat \d depend on what it cannot"):
        check_cards_games(PeekingCards())


def test_an_event_showing_the_generator_is_caught() -> None:
    class Blabbing(Cards):
        def apply(
            self, state: CardsState, seat: int, move: PlayCard
        ) -> tuple[CardsState, list[Event]]:
            after, events = super().apply(state, seat, move)
            return after, [*events, private_event([seat], "shuffle", cut=after.rng)]

    with pytest.raises(AssertionError, match="an event shows the generator"):
        check_cards_games(Blabbing())
