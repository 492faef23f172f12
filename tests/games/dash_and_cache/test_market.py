"""Trades and auctions."""

from __future__ import annotations

from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.state import (
    Auction,
    AuctionTie,
    AwaitRoll,
    Commission,
    Trade,
    TradeForfeit,
)
from tests.games.dash_and_cache.positions import play, position, roll_to


def _trade(caches: tuple[tuple[str, ...], ...], **options: object) -> object:
    state = roll_to(position(caches=caches, room_left=(), **options), "trade")
    state, _ = play(state, 0, {"type": "roll"})
    partners = sorted(m.seat for m in GAME.legal_moves(state, 0))
    assert partners == [1, 2]  # any other player, with items or without
    state, events = play(state, 0, {"type": "choose_partner", "seat": 1})
    assert next(e for e in events if e["type"] == "trade_opened")["timekeeper"] == 2
    assert state.clock is not None and state.clock.purpose == "trade"
    return state


def test_both_handshakes_on_the_same_deal_exchange_the_items() -> None:
    state = _trade((("r1", "r2"), ("r3", "r4"), ()))
    for seat, item in [(0, "r1"), (0, "r2"), (1, "r3")]:
        state, _ = play(state, seat, {"type": "amend_deal", "item": item})
    state, _ = play(state, 0, {"type": "shake_hands"})
    # a counter-offer withdraws the handshake already given
    state, _ = play(state, 1, {"type": "amend_deal", "item": "r2"})
    assert isinstance(state.phase, Trade)
    assert (state.phase.offered, state.phase.asked, state.phase.shaken) == (("r1",), ("r3",), ())
    state, _ = play(state, 1, {"type": "shake_hands"})
    state, _ = play(state, 0, {"type": "shake_hands"})
    assert state.caches == (("r2", "r3"), ("r4", "r1"), ())
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1


def test_no_handshake_without_items_on_both_sides() -> None:
    state = _trade((("r1",), ("r3",), ()))
    state, _ = play(state, 0, {"type": "amend_deal", "item": "r1"})
    assert "shake_hands" not in {type(m).kind for m in GAME.legal_moves(state, 0)}


def test_trade_expiry_each_side_junks_an_item_of_its_choice() -> None:
    state = _trade((("r1", "r2"), ("r3",), ("r4",)))
    state, _ = GAME.on_timer(state, state.clock.id)  # type: ignore[union-attr]
    assert isinstance(state.phase, TradeForfeit) and state.phase.pending == (0, 1)
    assert GAME.to_act(state) == {0, 1}
    state, _ = play(state, 0, {"type": "junk", "item": "r1"})
    state, _ = play(state, 1, {"type": "junk", "item": "r3"})
    assert state.caches == (("r2",), (), ("r4",)) and state.junk_pile == ("r1", "r3")


def test_the_trade_forfeit_waits_for_both_choices_as_printed_by_default() -> None:
    # Issue 29, item 4 (ruling choice-clocks-option): after a failed trade each of the two
    # gives up an item to the junk pile, and the rulebook sets no time for that choice. By
    # default no clock runs on it.
    state = _trade((("r1", "r2"), ("r3",), ()))
    state, _ = GAME.on_timer(state, state.clock.id)  # type: ignore[union-attr]
    assert isinstance(state.phase, TradeForfeit) and GAME.pending_timers(state) == ()
    state, _ = play(state, 1, {"type": "junk", "item": "r3"})
    assert isinstance(state.phase, TradeForfeit) and GAME.to_act(state) == {0}
    assert GAME.pending_timers(state) == ()
    state, _ = play(state, 0, {"type": "junk", "item": "r1"})
    assert state.caches[0] == ("r2",) and state.junk_pile == ("r3", "r1")


def test_with_choice_clocks_a_forfeit_not_chosen_in_time_junks_the_newest_item() -> None:
    state = _trade((("r1", "r2"), ("r3",), ()), choice_clocks=True)
    state, _ = GAME.on_timer(state, state.clock.id)  # type: ignore[union-attr]
    state, _ = play(state, 1, {"type": "junk", "item": "r3"})
    state, _ = GAME.on_timer(state, state.clock.id)  # type: ignore[union-attr]
    assert state.caches[0] == ("r1",) and state.junk_pile == ("r3", "r2")


def test_a_trade_is_proposed_even_when_nobody_else_has_items_and_fails() -> None:
    # Rulings trade-reroll-as-printed and trade-partner-without-items: only a roller without
    # items rerolls; any other player may be chosen; with nothing offered in return no deal
    # can be shaken on, and the failed trade costs the roller an item.
    state = roll_to(position(caches=(("r1", "r2"), (), ()), room_left=("r3",)), "trade")
    state, _ = play(state, 0, {"type": "roll"})
    assert sorted(m.seat for m in GAME.legal_moves(state, 0)) == [1, 2]
    state, _ = play(state, 0, {"type": "choose_partner", "seat": 2})
    state, _ = play(state, 0, {"type": "amend_deal", "item": "r1"})
    for seat in (0, 2):
        assert "shake_hands" not in {type(m).kind for m in GAME.legal_moves(state, seat)}
    state, _ = play(state, 0, {"type": "stand_firm"})
    state, _ = play(state, 2, {"type": "stand_firm"})
    assert isinstance(state.phase, TradeForfeit) and state.phase.pending == (0,)
    state, _ = play(state, 0, {"type": "junk", "item": "r2"})
    assert state.caches == (("r1",), (), ()) and state.junk_pile == ("r2",)
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1


def test_both_standing_firm_fails_the_trade_without_waiting() -> None:
    state = _trade((("r1",), ("r3",), ()))
    state, _ = play(state, 0, {"type": "stand_firm"})
    assert GAME.to_act(state) == {1}
    state, events = play(state, 1, {"type": "stand_firm"})
    assert isinstance(state.phase, TradeForfeit)
    assert any(e["type"] == "trade_failed" for e in events)


def _auction(caches: tuple[tuple[str, ...], ...], junk: tuple[str, ...]) -> object:
    state = roll_to(position(caches=caches, junk_pile=junk, room_left=()), "auction")
    state, _ = play(state, 0, {"type": "roll"})
    return state


def test_most_items_offered_wins_and_the_auctioneer_takes_a_commission() -> None:
    state = _auction(((), ("r2", "r3"), ("r4",)), ("r1",))
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r1"})
    assert isinstance(state.phase, Auction)
    state, _ = play(state, 2, {"type": "bid", "item": "r4"})
    state, _ = play(state, 1, {"type": "bid", "item": "r2"})
    state, _ = play(state, 1, {"type": "bid", "item": "r3"})
    state, _ = GAME.on_timer(state, state.clock.id)  # type: ignore[union-attr]
    assert isinstance(state.phase, Commission) and state.phase.offered == ("r2", "r3")
    state, _ = play(state, 0, {"type": "take_commission", "item": "r3"})
    assert state.caches == (("r3",), ("r1",), ("r4",))  # the losing bid stays home
    assert state.junk_pile == ("r2",)


def test_a_one_item_winning_bid_goes_to_the_junk_pile_without_commission() -> None:
    # One item offered in all: no commission.
    state = _auction(((), ("r2",), ()), ("r1",))
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r1"})
    state, _ = play(state, 1, {"type": "bid", "item": "r2"})
    state, _ = play(state, 1, {"type": "stop_bidding"})  # everyone done: no need to wait
    assert state.caches == ((), ("r1",), ()) and state.junk_pile == ("r2",)
    assert isinstance(state.phase, AwaitRoll)


def test_the_auctioneer_breaks_a_tie_and_one_against_one_pays_a_commission() -> None:
    # Issue 29, item 3 (ruling commission-kept-from-winning-bid): the printed commission test
    # counts the items offered across every bid. Two were offered, one each: the winner's item
    # goes to the junk pile and the auctioneer keeps it as commission; the loser keeps theirs.
    state = _auction(((), ("r2",), ("r3",)), ("r1",))
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r1"})
    state, _ = play(state, 1, {"type": "bid", "item": "r2"})
    state, _ = play(state, 2, {"type": "bid", "item": "r3"})
    state, _ = play(state, 1, {"type": "stop_bidding"})
    state, _ = play(state, 2, {"type": "stop_bidding"})
    assert isinstance(state.phase, AuctionTie) and state.phase.tied == (1, 2)
    state, _ = play(state, 0, {"type": "break_tie", "seat": 2})
    assert isinstance(state.phase, Commission) and state.phase.offered == ("r3",)
    state, events = play(state, 0, {"type": "take_commission", "item": "r3"})
    assert state.caches == (("r3",), ("r2",), ("r1",)) and state.junk_pile == ()
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1
    assert {"type": "commission_taken", "seat": 0, "item": "r3"} in events


def test_the_auctioneer_may_bid_on_their_own_lot_and_win_it() -> None:
    # Issue 29, item 3 (ruling auction-bidding): "All players may bid", the auctioneer too.
    # Seat 0 outbids seat 1 with two items: it keeps the lot, its bid goes to the junk pile,
    # and as more than one item was offered it keeps one of its own items back as commission.
    state = _auction((("r5", "r6"), ("r2",), ()), ("r1",))
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r1"})
    assert GAME.to_act(state) == {0, 1}
    assert sorted(m.kind for m in GAME.legal_moves(state, 0)) == ["bid", "bid", "stop_bidding"]
    state, _ = play(state, 1, {"type": "bid", "item": "r2"})
    state, _ = play(state, 0, {"type": "bid", "item": "r5"})
    state, _ = play(state, 0, {"type": "bid", "item": "r6"})
    state, _ = play(state, 1, {"type": "stop_bidding"})
    state, events = play(state, 0, {"type": "stop_bidding"})
    assert {"type": "auction_won", "seat": 0, "lot": "r1", "paid": ["r5", "r6"]} in events
    assert isinstance(state.phase, Commission) and state.phase.offered == ("r5", "r6")
    state, _ = play(state, 0, {"type": "take_commission", "item": "r6"})
    assert state.caches == (("r1", "r6"), ("r2",), ()) and state.junk_pile == ("r5",)
    assert isinstance(state.phase, AwaitRoll)


def test_no_bids_the_auctioneer_keeps_the_lot() -> None:
    state = _auction(((), ("r2",), ()), ("r1",))
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r1"})
    state, _ = play(state, 1, {"type": "stop_bidding"})
    assert state.caches == (("r1",), ("r2",), ()) and state.junk_pile == ()


def test_an_empty_junk_pile_means_donating_your_own_item() -> None:
    state = _auction((("r5", "r6"), ("r2",), ()), ())
    lots = sorted(m.item for m in GAME.legal_moves(state, 0))
    assert lots == ["r5", "r6"]
    state, _ = play(state, 0, {"type": "auction_lot", "item": "r6"})
    assert state.junk_pile == ("r6",) and state.caches[0] == ("r5",)
    assert isinstance(state.phase, Auction) and state.phase.lot == "r6"
    assert GAME.to_act(state) == {0, 1}  # the auctioneer may bid with what it has left
