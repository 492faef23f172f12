"""Hidden information: no view or event shows another team's plan before it is revealed,
nor the RNG; ``sample_hidden`` agrees with the view and does not find the true plan."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dashgames.engine import Rng, visible_events
from dashgames.engine.play import new_game
from dashgames.games.flag_dash import GAME
from dashgames.games.flag_dash.moves import Plan, Spy, SpyReplace
from dashgames.games.flag_dash.state import FlagDashState

FEW = settings(max_examples=5, deadline=None, suppress_health_check=list(HealthCheck))


def _random_game(players: int, seed: int, moves: int,
                 options: dict[str, Any] | None = None) -> list[tuple[FlagDashState, list[Any]]]:
    rng = Rng.from_seed(f"hidden:{seed}")
    # Random play: the platform's round limit (off by default) keeps every game finite.
    state: FlagDashState = new_game(GAME, players, {"round_limit": 40, **(options or {})}, seed)
    out = [(state, [])]
    for _ in range(moves):
        if GAME.outcome(state) is not None:
            break
        choices = [(s, m) for s in sorted(GAME.to_act(state)) for m in GAME.legal_moves(state, s)]
        seat, move = rng.choice(choices)
        state, events = GAME.apply(state, seat, move)
        out.append((state, events))
    return out


def _secrets_of(state: FlagDashState, viewer_team: int | None) -> list[tuple[int, int, str, str]]:
    """(hand, slot, card, token) of every other-team pair still face down."""
    out = []
    for h, hand in enumerate(state.hands):
        if hand.team == viewer_team:
            continue
        for k, slot in enumerate(hand.plan):
            if not slot.card_shown:
                out.append((h, k, slot.card if not slot.spied else "", slot.token
                            if not slot.token_shown else ""))
    return out


def _team(state: FlagDashState, seat: int | None) -> int | None:
    return next((h.team for h in state.hands if h.seat == seat), None)


@FEW
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10_000),
       abilities=st.booleans())
def test_no_view_or_event_leaks_a_face_down_plan_or_the_rng(
    players: int, seed: int, abilities: bool
) -> None:
    for state, events in _random_game(players, seed, 100, {"abilities": abilities}):
        for seat in [*range(players), None]:
            team = _team(state, seat)
            view = GAME.view(state, seat)
            text = json.dumps(view)
            assert str(state.rng) not in text
            for h, k, card, token in _secrets_of(state, team):
                shown = view["hands"][h]["plan"]
                if k < len(shown):
                    assert card == "" or shown[k]["card"] is None
                    assert token == "" or shown[k]["token"] is None
                    assert shown[k]["salt"] is None
            foe_hands = [hv for hv in view["hands"] if hv["team"] != team]
            assert all(hv["screen"] is None for hv in foe_hands)
            for e in visible_events(events, seat):
                blob = json.dumps(e)
                assert str(state.rng) not in blob
                if e["type"] == "team_plan":
                    assert state.hands[e["hand"]].team == team
                if e["type"] == "plan_committed":
                    assert set(e) == {"type", "hand", "round", "commitments"}


@FEW
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 4]))
def test_sample_hidden_agrees_with_the_view(seed: int, players: int) -> None:
    for state, _ in _random_game(players, seed, 120)[::7]:
        for seat in range(players):
            view = json.loads(json.dumps(GAME.view(state, seat)))
            sampled = GAME.sample_hidden(view, seat, Rng(seed))
            assert GAME.view(sampled, seat) == view
            assert sampled.rng != state.rng


def test_sample_hidden_guesses_hidden_plans_no_better_than_chance() -> None:
    """Over many samples, the opponent's first hidden card is guessed about 1 time in 7."""
    state, _ = _committed_position()
    view = GAME.view(state, 1)
    true_card = state.hands[0].plan[0].card
    rng = Rng(99)
    hits = sum(GAME.sample_hidden(view, 1, rng).hands[0].plan[0].card == true_card
               for _ in range(700))
    assert 50 <= hits <= 150  # 100 expected under uniform guessing among 7 cards


def _committed_position() -> tuple[FlagDashState, list[Any]]:
    state: FlagDashState = new_game(GAME, 2, {}, 5)
    state, ev1 = GAME.apply(state, 0, Plan(0, "push", "3"))
    state, ev2 = GAME.apply(state, 0, Plan(0, "flag", "6"))
    return state, ev1 + ev2


def _spied_position() -> FlagDashState:
    """4 players, abilities on: Red's hand 1 planned run_left under spy1 and has spied on hand 2;
    hand 0 holds the lowest token (#1) of this step."""
    state: FlagDashState = new_game(GAME, 4, {"abilities": True}, 7)
    for seat, pairs in enumerate([(("run_forward", "1"), ("flag", "2")),
                                  (("run_left", "spy1"), ("flag", "5")),
                                  (("push", "3"), ("flag", "4")),
                                  (("copy", "6"), ("flag", "1"))]):
        for card, token in pairs:
            state, _ = GAME.apply(state, seat, Plan(seat, card, token))
    state, _ = GAME.apply(state, 1, Spy(2))
    return state


def test_a_spy_keeping_its_card_shows_it_to_no_opponent_in_any_event() -> None:
    state = _spied_position()
    withdrawn = state.hands[1].plan[0]
    assert (withdrawn.card, withdrawn.token) == ("run_left", "spy1")
    after, events = GAME.apply(state, 1, SpyReplace("7", None))
    new = after.hands[1].plan[0]
    assert (new.card, new.token, new.card_shown) == ("run_left", "7", False)
    replaced = {"type": "spy_replaced", "hand": 1, "token": "7", "commitment": new.commitment}
    first_mover = {"type": "plan_revealed", "hand": 0, "round": 1, "slot": 0,
                   "card": "run_forward", "token": "1", "salt": after.hands[0].plan[0].salt,
                   "commitment": after.hands[0].plan[0].commitment}
    for seat in (2, 3, None):  # White's two players and a spectator
        assert visible_events(events, seat) == [replaced, first_mover]
    own_pair = {"type": "plan_revealed", "hand": 1, "round": 1, "slot": 0, "card": "run_left",
                "token": "spy1", "salt": withdrawn.salt, "commitment": withdrawn.commitment}
    for seat in (0, 1):  # the spy's team planned that pair: it may see it again
        assert visible_events(events, seat) == [own_pair, replaced, first_mover]
