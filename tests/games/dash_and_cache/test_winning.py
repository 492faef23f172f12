"""The first player to get all five items wins: however the fifth item arrived, as soon as the
cache holds it, with the challenge the rulebook allows resolved first (rulings
`win-as-soon-as-complete`, `complete-caches-at-once`, `challenge-when-claimed`)."""

from __future__ import annotations

from typing import Any

from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.state import (
    AwaitRoll,
    DashAndCacheState,
    Objection,
    RoomItem,
    VictoryCall,
    Vote,
)
from tests.games.dash_and_cache.positions import ROOM, play, position, roll_to

# Seat 0's goals are red, round, paper, wood and soft: the red cup, the blue ball, the green
# book and the red block cover the first four, the pink sock the fifth (all obviously).
FOUR = ("r1", "r2", "r3", "r4")
MATCHING = {"red": "r1", "round": "r2", "paper": "r3", "wood": "r4", "soft": "r5"}
SPOON = RoomItem("r7", "spoon (white)", ("white", "metal", "kitchen"), ())


def _won_at_once(state: DashAndCacheState, events: list[Any], seat: int) -> None:
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (seat,)
    assert outcome.reason == "cache_complete"
    called = next(e for e in events if e["type"] == "victory_called")
    assert called["seat"] == seat
    assert events[-1] == {"type": "game_won", "seat": seat}
    assert GAME.to_act(state) == frozenset()  # nobody can steal the fifth item back


def test_a_fifth_item_stolen_wins_at_once() -> None:
    state = roll_to(position(caches=(FOUR, ("r5",), ()), room_left=("r6",)), "steal")
    state, _ = play(state, 0, {"type": "roll"})
    state, events = play(state, 0, {"type": "steal", "item": "r5"})
    _won_at_once(state, events, 0)
    called = next(e for e in events if e["type"] == "victory_called")
    assert called["matching"] == MATCHING


def test_a_fifth_item_switched_in_from_the_junk_pile_wins_at_once() -> None:
    state = position(caches=((*FOUR, "r6"), (), ()), junk_pile=("r5",), room_left=())
    state, _ = play(roll_to(state, "switch"), 0, {"type": "roll"})
    state, events = play(state, 0, {"type": "switch", "give": "r6", "take": "r5"})
    _won_at_once(state, events, 0)


def test_a_fifth_item_traded_for_wins_at_once() -> None:
    state = position(caches=((*FOUR, "r6"), ("r5",), ()), room_left=())
    state, _ = play(roll_to(state, "trade"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "choose_partner", "seat": 1})
    state, _ = play(state, 0, {"type": "amend_deal", "item": "r6"})
    state, _ = play(state, 0, {"type": "amend_deal", "item": "r5"})
    state, _ = play(state, 1, {"type": "shake_hands"})
    state, events = play(state, 0, {"type": "shake_hands"})
    _won_at_once(state, events, 0)


def test_an_unsold_lot_that_completes_the_auctioneers_cache_wins_at_once() -> None:
    state = position(caches=(FOUR, ("r6",), ()), junk_pile=("r5",), room_left=())
    state, _ = play(roll_to(state, "auction"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r5"})
    state, _ = play(state, 1, {"type": "stop_bidding"})
    state, events = play(state, 0, {"type": "stop_bidding"})  # the auctioneer may bid too
    _won_at_once(state, events, 0)


def test_a_commission_that_completes_the_auctioneers_cache_wins_at_once() -> None:
    state = position(room=(*ROOM, SPOON), caches=(FOUR, ("r5", "r7"), ()), junk_pile=("r6",),
                     room_left=())
    state, _ = play(roll_to(state, "auction"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r6"})
    state, _ = play(state, 1, {"type": "bid", "item": "r5"})
    state, _ = play(state, 1, {"type": "bid", "item": "r7"})
    state, _ = play(state, 1, {"type": "stop_bidding"})
    state, _ = play(state, 0, {"type": "stop_bidding"})
    state, events = play(state, 0, {"type": "take_commission", "item": "r5"})
    _won_at_once(state, events, 0)


def test_an_auction_winner_completing_with_arguable_matches_calls_victory() -> None:
    # Seat 1's goals: blue, metal, heavy, fuzzy, cube. The book is only arguably heavy and the
    # sock only arguably fuzzy, so the others may challenge before the win stands.
    caches = ((), ("r2", "r6", "r3", "r5", "r1"), ())
    state = position(caches=caches, junk_pile=("r4",), room_left=())
    state, _ = play(roll_to(state, "auction"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r4"})
    state, _ = play(state, 1, {"type": "bid", "item": "r1"})
    state, _ = play(state, 1, {"type": "stop_bidding"})
    assert isinstance(state.phase, VictoryCall) and state.phase.caller == 1
    assert state.phase.items == ("r2", "r6", "r3", "r5", "r4")
    assert GAME.to_act(state) == {0, 2}
    assert [GAME.moves.dump(m) for m in GAME.legal_moves(state, 2)] == [
        {"type": "challenge", "item": "r3", "card": "heavy"},
        {"type": "challenge", "item": "r5", "card": "fuzzy"},
        {"type": "no_challenge"},
    ]
    state, _ = play(state, 0, {"type": "no_challenge"})
    state, _ = play(state, 2, {"type": "no_challenge"})
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1,)


def test_an_upheld_challenge_cancels_the_call_and_the_turn_goes_on() -> None:
    goals = (("red", "round", "paper", "wood", "fuzzy"), *position().goals[1:])
    state = roll_to(position(caches=(FOUR, ("r5",), ()), goals=goals, room_left=()), "steal")
    state, _ = play(state, 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "steal", "item": "r5"})
    assert isinstance(state.phase, VictoryCall) and GAME.to_act(state) == {1, 2}
    state, _ = play(state, 2, {"type": "challenge", "item": "r5", "card": "fuzzy"})
    for seat, accept in [(0, True), (1, False), (2, False)]:
        state, _ = play(state, seat, {"type": "vote", "accept": accept})
    assert GAME.outcome(state) is None and state.junk_pile == ("r5",)
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1


def test_when_two_caches_complete_at_once_the_roller_calls_first() -> None:
    # A trade completes both caches: seat 0's only arguably (the sock as fuzzy), seat 1's
    # obviously. Seat 0 rolled, so seat 0 calls first; once that call fails, seat 1 wins.
    extra = (
        SPOON,
        RoomItem("r8", "scarf (yellow)", ("yellow", "fabric", "wearable"), ()),
        RoomItem("r9", "pen (black)", ("black", "plastic", "writes"), ()),
        RoomItem("r10", "teddy (brown)", ("brown", "fuzzy", "toy"), ()),
    )
    goals = (("red", "round", "paper", "wood", "fuzzy"),
             ("white", "yellow", "black", "brown", "gray-or-silver"), position().goals[2])
    caches = ((*FOUR, "r6"), ("r7", "r8", "r9", "r10", "r5"), ())
    state = position(room=(*ROOM, *extra), goals=goals, caches=caches, room_left=())
    state, _ = play(roll_to(state, "trade"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "choose_partner", "seat": 1})
    state, _ = play(state, 0, {"type": "amend_deal", "item": "r6"})
    state, _ = play(state, 0, {"type": "amend_deal", "item": "r5"})
    state, _ = play(state, 0, {"type": "shake_hands"})
    state, _ = play(state, 1, {"type": "shake_hands"})
    assert isinstance(state.phase, VictoryCall) and state.phase.caller == 0
    state, _ = play(state, 1, {"type": "challenge", "item": "r5", "card": "fuzzy"})
    for seat, accept in [(0, True), (1, False), (2, False)]:
        state, events = play(state, seat, {"type": "vote", "accept": accept})
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1,)
    assert events[-1] == {"type": "game_won", "seat": 1}


def test_any_player_may_challenge_a_claim_when_it_is_made() -> None:
    # Seat 0 searches for "heavy" and brings the green book, only arguably heavy. Seat 2, who
    # is not about to roll, challenges it before play goes on.
    state = roll_to(position(draw_pile=("heavy",)), "search")
    state, _ = play(state, 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "grab", "item": "r3"})
    state, _ = play(state, 0, {"type": "return_home", "keep": None})
    assert isinstance(state.phase, Objection) and state.turn == 1
    assert GAME.to_act(state) == {1, 2}
    state, _ = play(state, 2, {"type": "challenge", "item": "r3", "card": "heavy"})
    assert isinstance(state.phase, Vote) and (state.phase.challenger, state.phase.owner) == (2, 0)
    for seat in range(3):
        state, _ = play(state, seat, {"type": "vote", "accept": seat == 0})
    assert state.caches[0] == () and state.junk_pile == ("r3",)
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1
