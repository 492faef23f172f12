"""Components, options and the opening grab."""

from __future__ import annotations

from collections import Counter

import pytest

from dashgames.engine import BadOptions, Rng
from dashgames.engine.play import new_game
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.components import (
    CARD_IDS,
    CARDS,
    MIN_ITEMS_PER_CARD,
    generate_room,
)
from dashgames.games.dash_and_cache.state import AwaitRoll
from tests.games.dash_and_cache.positions import play, position, roll_to


def test_seventy_two_cards_in_six_categories_of_twelve() -> None:
    assert len(CARD_IDS) == 72 == len(set(CARD_IDS))
    assert Counter(c.category for c in CARDS) == {
        c: 12 for c in ("colour", "shape", "material", "feel", "use", "feature")
    }


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_every_card_is_clearly_shown_by_several_room_items(seed: int) -> None:
    room = generate_room(Rng.from_seed(seed), 24)
    for card in CARD_IDS:
        assert sum(card in item.clearly for item in room) >= MIN_ITEMS_PER_CARD, card
    assert len({i.id for i in room}) == len(room) == len({i.name for i in room})


def test_the_room_comes_from_the_seed() -> None:
    a = new_game(GAME, 3, None, "x")
    assert new_game(GAME, 3, None, "x").room == a.room
    assert new_game(GAME, 3, None, "y").room != a.room


def test_a_starts_with_card_follows_the_objects_name() -> None:
    room = generate_room(Rng.from_seed(5), 60)
    for item in room:
        letter = item.name[0]
        assert (f"starts-with-{letter}" in item.clearly) == (letter in "bcstpm")


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"mode": "paper"}, "options.mode"),
        ({"timer_seconds": 0}, "options.timer_seconds"),
        ({"room_size": 3}, "options.room_size"),
        ({"mode": "companion", "room_size": 30}, "options.room_size"),
        ({"round_limit": -1}, "options.round_limit"),
    ],
)
def test_bad_options_name_the_field(options: dict[str, object], field: str) -> None:
    with pytest.raises(BadOptions) as caught:
        new_game(GAME, 3, options, 1)
    assert caught.value.details["field"] == field


def test_opening_grab_keep_one_junk_one_late_players_junk_all() -> None:
    state = new_game(GAME, 3, {"timer_seconds": 7}, 3)
    (timer,) = GAME.pending_timers(state)
    assert (timer.id, timer.seconds) == ("opening_grab-1", 7.0)
    a, b, c = state.room_left[:3]
    state, _ = play(state, 0, {"type": "grab", "item": a})
    state, _ = play(state, 0, {"type": "grab", "item": b})
    assert {"type": "grab", "item": state.room_left[0]} not in [
        GAME.moves.dump(m) for m in GAME.legal_moves(state, 0)
    ]  # two items is the most anyone grabs
    state, _ = play(state, 0, {"type": "return_home", "keep": b})
    state, _ = play(state, 1, {"type": "grab", "item": c})
    state, _ = play(state, 1, {"type": "return_home", "keep": None})
    late_item = state.room_left[0]
    state, _ = play(state, 2, {"type": "grab", "item": late_item})
    state, events = GAME.on_timer(state, "opening_grab-1")
    assert state.caches == ((b,), (), ())
    # seat 0 junked one of two; seat 1 came back with one and must junk it; seat 2 was late
    assert state.junk_pile == (a, c, late_item)
    assert isinstance(state.phase, AwaitRoll) and state.turn == 0
    assert all(len(g) == 5 for g in state.goals)
    assert len({c for g in state.goals for c in g}) == 15
    assert len(state.draw_pile) == 72 - 15
    dealt = next(e for e in events if e["type"] == "goals_dealt")
    assert dealt["goals"] == [list(g) for g in state.goals]  # face up: a public event


def test_the_opening_ends_as_soon_as_everyone_is_back() -> None:
    state = new_game(GAME, 2, None, 3)
    state, _ = play(state, 0, {"type": "return_home", "keep": None})
    state, _ = play(state, 1, {"type": "return_home", "keep": None})
    assert isinstance(state.phase, AwaitRoll) and state.clock is None


def test_there_is_no_round_limit_unless_the_option_sets_one() -> None:
    # Ruling round-limit-option: the rulebook ends the game only with a complete cache.
    assert new_game(GAME, 3, None, 1).round_limit == 0
    state = position(turn=2, rounds_played=500, junk_pile=("r1",), room_left=())
    state, _ = play(roll_to(state, "switch"), 2, {"type": "roll"})
    state, events = play(state, 2, {"type": "decline"})
    assert GAME.outcome(state) is None and not any(e["type"] == "time_called" for e in events)
    assert isinstance(state.phase, AwaitRoll) and (state.turn, state.rounds_played) == (0, 501)
