"""Claims, objections, challenges, votes, the victory call, the win and the round limit."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashgames.engine import IllegalMove
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.state import (
    AwaitRoll,
    ChallengePenalty,
    Claim,
    Objection,
    VictoryCall,
    Vote,
)
from dashgames.games.dash_and_cache.table import challengeable
from tests.games.dash_and_cache.positions import play, position, roll_to


def _kinds(state: object, seat: int) -> list[dict[str, object]]:
    return [GAME.moves.dump(m) for m in GAME.legal_moves(state, seat)]  # type: ignore[arg-type]


def test_only_the_player_to_roll_claims_before_rolling_and_nobody_challenges_then() -> None:
    state = position(caches=(("r1",), ("r3",), ()), claims=(Claim("r3", "heavy"),))
    assert GAME.to_act(state) == {0}
    moves = _kinds(state, 0)
    assert {"type": "claim", "item": "r1", "card": "red"} in moves
    assert not any(m["type"] == "challenge" for m in moves)  # seat 1's claim had its moment


GOALS_FUZZY = ("red", "round", "paper", "wood", "fuzzy")  # the pink sock is only arguably fuzzy


def test_an_obvious_claim_opens_no_objection_and_an_arguable_one_does() -> None:
    state = position(caches=(("r1", "r5"), ("r6",), ("r2",)),
                     goals=(GOALS_FUZZY, *position().goals[1:]))
    state, _ = play(state, 0, {"type": "claim", "item": "r1", "card": "red"})
    assert isinstance(state.phase, AwaitRoll) and GAME.to_act(state) == {0}
    state, _ = play(state, 0, {"type": "claim", "item": "r5", "card": "fuzzy"})
    assert isinstance(state.phase, Objection) and GAME.to_act(state) == {1, 2}
    assert _kinds(state, 2) == [{"type": "challenge", "item": "r5", "card": "fuzzy"},
                                {"type": "no_challenge"}]
    assert _kinds(state, 0) == []  # nobody challenges their own claim
    state, _ = play(state, 1, {"type": "no_challenge"})
    state, _ = play(state, 2, {"type": "no_challenge"})  # the last pass closes it at once
    assert isinstance(state.phase, AwaitRoll) and state.clock is None and state.turn == 0
    assert Claim("r5", "fuzzy") in state.claims and state.unheard == ()


def test_a_claim_must_be_for_a_goal_card_the_item_can_show() -> None:
    state = position(caches=(("r2",), (), ()))
    with pytest.raises(IllegalMove):
        play(state, 0, {"type": "claim", "item": "r2", "card": "red"})  # a blue ball
    with pytest.raises(IllegalMove):
        play(state, 0, {"type": "claim", "item": "r2", "card": "toy"})  # not seat 0's goal


def _challenged(**options: object) -> object:
    """Seat 1, about to roll, claims the green book as heavy; seat 0 challenges it."""
    state = position(caches=((), ("r3", "r6"), ("r5",)), turn=1, **options)
    state, _ = play(state, 1, {"type": "claim", "item": "r3", "card": "heavy"})
    assert isinstance(state.phase, Objection)
    state, _ = play(state, 0, {"type": "challenge", "item": "r3", "card": "heavy"})
    assert isinstance(state.phase, Vote) and state.phase.owner == 1
    assert GAME.to_act(state) == {0, 1, 2}  # everyone votes, challenger and owner too
    return state


def test_a_rejected_item_goes_to_the_junk_pile() -> None:
    state = _challenged()
    state, _ = play(state, 0, {"type": "vote", "accept": False})
    state, _ = play(state, 1, {"type": "vote", "accept": True})
    state, events = play(state, 2, {"type": "vote", "accept": False})
    assert state.caches[1] == ("r6",) and state.junk_pile == ("r3",)
    assert Claim("r3", "heavy") in state.rejected and state.claims == ()
    counted = next(e for e in events if e["type"] == "vote_counted")
    assert counted["ballots"] == {"0": False, "1": True, "2": False}
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1  # the turn goes on


def test_the_vote_waits_for_every_ballot_as_printed_with_no_clock_by_default() -> None:
    # Issue 29, item 4 (ruling choice-clocks-option): "All players must vote". By default no
    # sand timer runs on the vote: with two ballots of three cast, it is still open, and the
    # game names no timer; the third ballot counts it.
    state = _challenged()
    assert state.clock is None and GAME.pending_timers(state) == ()
    state, _ = play(state, 0, {"type": "vote", "accept": False})
    state, _ = play(state, 1, {"type": "vote", "accept": True})
    assert isinstance(state.phase, Vote) and GAME.to_act(state) == {2}
    assert GAME.pending_timers(state) == ()
    state, events = play(state, 2, {"type": "vote", "accept": False})
    assert [e["accepted"] for e in events if e["type"] == "vote_counted"] == [False]
    assert state.junk_pile == ("r3",)


def test_a_tie_accepts_and_the_challenger_pays_with_an_item_of_their_choice() -> None:
    state = _challenged(choice_clocks=True)
    state = replace(state, caches=(("r2", "r4"), *state.caches[1:]))
    state, _ = play(state, 0, {"type": "vote", "accept": False})
    state, _ = play(state, 1, {"type": "vote", "accept": True})
    state, _ = GAME.on_timer(state, state.clock.id)  # seat 2 never voted: 1 against 1
    assert Claim("r3", "heavy", accepted=True) in state.claims
    assert isinstance(state.phase, ChallengePenalty) and GAME.to_act(state) == {0}
    state, _ = play(state, 0, {"type": "junk", "item": "r2"})
    assert state.caches[0] == ("r4",) and state.junk_pile == ("r2",)
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1
    # accepted once, never challenged again: not even when a victory call counts on it
    assert not challengeable(state, Claim("r3", "heavy", accepted=True))


def test_a_challenger_with_nothing_pays_nothing() -> None:
    state = _challenged()
    for seat in range(3):
        state, _ = play(state, seat, {"type": "vote", "accept": True})
    assert isinstance(state.phase, AwaitRoll) and state.junk_pile == ()


def test_ballots_stay_secret_until_the_count() -> None:
    state = _challenged()
    state, events = play(state, 0, {"type": "vote", "accept": False})
    public = [e for e in events if "to" not in e]
    assert public == [{"type": "ballot_cast", "seat": 0}]
    assert GAME.view(state, 1)["my_ballot"] is None
    assert GAME.view(state, 0)["my_ballot"] is False
    assert GAME.view(state, 1)["ballots_cast"] == [0]


def test_the_view_keeps_the_counted_ballots_the_event_showed_until_the_next_vote() -> None:
    # Seat 1 claims the green book as heavy and then the pink sock as fuzzy (both arguable).
    state = position(caches=(("r2",), ("r3", "r5"), ()), turn=1, choice_clocks=True)
    state, _ = play(state, 1, {"type": "claim", "item": "r3", "card": "heavy"})
    state, _ = play(state, 0, {"type": "challenge", "item": "r3", "card": "heavy"})
    state, _ = play(state, 0, {"type": "vote", "accept": False})
    state, _ = play(state, 1, {"type": "vote", "accept": True})
    state, events = GAME.on_timer(state, state.clock.id)  # seat 2 never voted
    (counted,) = [e for e in events if e["type"] == "vote_counted"]
    assert counted["ballots"] == {"0": False, "1": True}
    shown = {k: counted[k] for k in ("item", "card", "accepted", "ballots")}
    assert shown == {"item": "r3", "card": "heavy", "accepted": True,
                     "ballots": {"0": False, "1": True}}
    for seat in (None, 0, 1, 2):
        assert GAME.view(state, seat)["last_vote"] == shown
    assert isinstance(state.phase, ChallengePenalty)
    state, _ = play(state, 0, {"type": "junk", "item": "r2"})
    state, _ = play(state, 1, {"type": "claim", "item": "r5", "card": "fuzzy"})
    assert isinstance(state.phase, Objection)
    assert GAME.view(state, 2)["last_vote"] == shown  # still on the table
    state, _ = play(state, 2, {"type": "challenge", "item": "r5", "card": "fuzzy"})
    assert isinstance(state.phase, Vote)
    assert GAME.view(state, None)["last_vote"] is None  # a new vote: its ballots are secret


WINNING = (("r1", "r2", "r3", "r4", "r5"), (), ())


def _fuzzy_call() -> object:
    """Seat 0 completes their cache by claiming the pink sock as fuzzy (arguable)."""
    state = position(caches=WINNING, goals=(GOALS_FUZZY, *position().goals[1:]))
    state, events = play(state, 0, {"type": "claim", "item": "r5", "card": "fuzzy"})
    assert isinstance(state.phase, VictoryCall) and state.phase.caller == 0
    called = next(e for e in events if e["type"] == "victory_called")
    assert called["matching"] == {"red": "r1", "round": "r2", "paper": "r3", "wood": "r4",
                                  "fuzzy": "r5"}
    return state


def test_a_victory_call_unchallenged_wins() -> None:
    state = _fuzzy_call()
    assert GAME.to_act(state) == {1, 2}
    assert _kinds(state, 1) == [{"type": "challenge", "item": "r5", "card": "fuzzy"},
                                {"type": "no_challenge"}]
    state, _ = play(state, 1, {"type": "no_challenge"})
    assert GAME.outcome(state) is None
    state, _ = play(state, 2, {"type": "no_challenge"})
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.ranks == (1, 2, 2)


def test_a_victory_call_stands_when_its_clock_runs_out() -> None:
    state = _fuzzy_call()
    state, _ = GAME.on_timer(state, state.clock.id)  # type: ignore[union-attr]
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,)


def test_a_failed_challenge_in_a_victory_call_lets_the_win_stand_at_once() -> None:
    state = _fuzzy_call()
    state, _ = play(state, 2, {"type": "challenge", "item": "r5", "card": "fuzzy"})
    for seat, accept in [(0, True), (1, True), (2, False)]:
        state, events = play(state, seat, {"type": "vote", "accept": accept})
    # seat 2 has nothing to pay with; the call is made again, and with every match now
    # obvious or accepted there is nothing left to challenge: the win stands
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,)
    assert [e["type"] for e in events][-3:] == ["vote_counted", "victory_called", "game_won"]


def test_one_item_cannot_cover_two_goal_cards() -> None:
    # the red block shows red and wood, but counts once: four items never cover five cards
    state = roll_to(position(caches=(("r2", "r3", "r5"), ("r4",), ()), room_left=()), "steal")
    state, _ = play(state, 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "steal", "item": "r4"})
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1


def test_an_upheld_challenge_in_a_victory_call_cancels_it() -> None:
    state = _fuzzy_call()
    state, _ = play(state, 1, {"type": "challenge", "item": "r5", "card": "fuzzy"})
    for seat, accept in [(0, True), (1, False), (2, False)]:
        state, _ = play(state, seat, {"type": "vote", "accept": accept})
    assert GAME.outcome(state) is None and isinstance(state.phase, AwaitRoll)
    assert "r5" in state.junk_pile and state.turn == 0
    assert Claim("r5", "fuzzy") in state.rejected


def test_time_called_after_the_round_limit_ranks_by_goal_cards_matched() -> None:
    state = position(
        caches=(("r1",), ("r6", "r5"), ()), turn=2, round_limit=3, rounds_played=2,
        claims=(Claim("r1", "red"), Claim("r6", "metal"), Claim("r5", "fuzzy")),
        junk_pile=("r2",), room_left=(),
    )
    state = roll_to(state, "switch")
    state, _ = play(state, 2, {"type": "roll"})
    state, _ = play(state, 2, {"type": "decline"})
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "time_called"
    assert outcome.winners == (1,) and outcome.ranks == (2, 1, 3)
    assert outcome.scores == (1.0, 2.0, 0.0)
