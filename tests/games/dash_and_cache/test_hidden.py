"""Hidden information: views, events, sample_hidden; clocks; bots."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dashgames.engine import Rng, visible_events
from dashgames.engine.play import new_game
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.state import DashAndCacheState, Vote
from tests.games.dash_and_cache.positions import bot_game, play, position


def _walk(seed: int, players: int) -> list[tuple[DashAndCacheState, list[Any]]]:
    state = new_game(GAME, players, {"round_limit": 3}, seed)
    rng = Rng.from_seed(seed)
    out = [(state, [])]
    while GAME.outcome(state) is None:
        choices = [(s, m) for s in sorted(GAME.to_act(state)) for m in GAME.legal_moves(state, s)]
        seat, move = rng.choice(choices)
        state, events = GAME.apply(state, seat, move)
        out.append((state, events))
    return out


def _hidden_variant(state: DashAndCacheState, seat: int, rng: Rng) -> DashAndCacheState:
    """The same table with everything ``seat`` may not know changed."""
    ballots = {s: (v if s == seat else rng.below(2) == 1) for s, v in state.ballots.items()}
    return replace(state, draw_pile=tuple(rng.shuffled(state.draw_pile)), rng=rng.next_u64(),
                   ballots=ballots)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5))
def test_no_view_or_event_depends_on_what_its_seat_may_not_know(seed: int, players: int) -> None:
    rng = Rng.from_seed(seed)
    for state, events in _walk(seed, players)[::7]:
        for seat in [*range(players), None]:
            view = GAME.view(state, seat)
            assert "draw_pile" not in view and "rng" not in view and "ballots" not in view
            other = _hidden_variant(state, -1 if seat is None else seat, rng)
            assert GAME.view(other, seat) == view
            for e in visible_events(events, seat):
                assert "accept" not in e or e["type"] != "ballot_cast"
                if e["type"] == "your_ballot":
                    assert seat is not None


def test_a_ballot_is_told_only_to_its_voter() -> None:
    state = position(caches=((), ("r3",), ()), turn=1)
    state, _ = play(state, 1, {"type": "claim", "item": "r3", "card": "heavy"})
    state, _ = play(state, 0, {"type": "challenge", "item": "r3", "card": "heavy"})
    assert isinstance(state.phase, Vote)
    _, events = play(state, 1, {"type": "vote", "accept": True})
    assert visible_events(events, 0) == visible_events(events, None) == [
        {"type": "ballot_cast", "seat": 1}
    ]
    assert {"type": "your_ballot", "accept": True} in visible_events(events, 1)


def test_sample_hidden_agrees_with_the_view_and_guesses_the_deck_no_better_than_chance() -> None:
    state = _walk(3, 3)[40][0]
    view = json.loads(json.dumps(GAME.view(state, 1)))
    unseen = len(state.draw_pile)
    assert unseen > 20
    top_hits = 0
    for n in range(60):
        sample = GAME.sample_hidden(view, 1, Rng.from_seed(n))
        assert GAME.view(sample, 1) == view
        assert sorted(sample.draw_pile) == sorted(state.draw_pile)
        assert sample.draw_pile != state.draw_pile
        top_hits += sample.draw_pile[0] == state.draw_pile[0]
    assert top_hits <= 8  # chance is 60 / unseen, under 3


def test_clock_ids_are_never_reused_and_stale_ones_are_refused() -> None:
    seen: list[str] = []
    for state, _ in _walk(5, 3):
        for timer in GAME.pending_timers(state):
            if not seen or seen[-1] != timer.id:
                seen.append(timer.id)
    assert len(seen) == len(set(seen)) > 3


def test_the_view_shows_the_running_clock_and_what_it_is_for() -> None:
    view = GAME.view(new_game(GAME, 2, {"timer_seconds": 9}, 1), None)
    assert view["timers"] == [{"id": "opening_grab-1", "seconds": 9, "purpose": "opening_grab"}]


def test_the_heuristic_bot_completes_its_cache_before_the_random_bot() -> None:
    # No round limit (the rulebook's game): every game must end with a complete cache.
    games, wins = 8, 0
    for seed in range(games):
        levels = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        outcome = GAME.outcome(bot_game(levels, seed, {"round_limit": 0}))
        assert outcome is not None and outcome.reason == "cache_complete"
        wins += outcome.winners == (levels.index("heuristic"),)
    assert wins >= 7, f"heuristic won {wins} of {games}"
