"""The conformance checks themselves can fail: each is run on the toy game and on a broken copy."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from dashgames.engine import Event, Rng
from dashgames.engine.play import new_game, random_playout
from tests.engine.test_conformance import (
    check_candidate,
    check_legal_moves_accepted,
    check_round_trips,
    check_turns,
    check_views,
)
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
