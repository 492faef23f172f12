"""Trades and auctions: the two actions where items change hands by agreement."""

from __future__ import annotations

from dashgames.engine import Event, event
from dashgames.engine.copying import replace
from dashgames.games.dash_and_cache.state import (
    Auction,
    AuctionTie,
    Commission,
    DashAndCacheState,
    Trade,
    TradeForfeit,
)
from dashgames.games.dash_and_cache.table import (
    choice_clock,
    next_seat,
    start_clock,
    to_cache,
    to_junk,
)
from dashgames.games.dash_and_cache.victory import end_action

# ---- trade ----------------------------------------------------------------------------------


# ruling: reader-and-timekeeper, trade-partner-without-items
def open_trade(state: DashAndCacheState, partner: int, events: list[Event]) -> DashAndCacheState:
    """A player outside the trade turns the timer (with two players, the platform).
    Any other player may be the partner, as printed, even one without items; since a
    deal needs items both ways, such a trade cannot be agreed and fails when the sand runs out
    (or at once, when both stand firm)."""
    timekeeper = next_seat(state, state.turn, (state.turn, partner))
    events.append(event("trade_opened", seat=state.turn, partner=partner, timekeeper=timekeeper))
    return start_clock(replace(state, phase=Trade("trade", partner, timekeeper)), "trade")


# ruling: trade-stand-firm
def stand_firm(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, Trade)
    events.append(event("stood_firm", seat=seat))
    return replace(state, phase=replace(phase, firm=(*phase.firm, seat)))


# ruling: trade-deal-on-the-table
def amend_deal(
    state: DashAndCacheState, seat: int, item: str, events: list[Event]
) -> DashAndCacheState:
    """Put an item on the table or take it back off. Any change is a counter-offer, so both
    handshakes are withdrawn."""
    phase = state.phase
    assert isinstance(phase, Trade)
    def toggled(side: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(i for i in side if i != item) if item in side else (*side, item)

    if item in state.caches[state.turn]:
        phase = replace(phase, offered=toggled(phase.offered))
    else:
        phase = replace(phase, asked=toggled(phase.asked))
    phase = replace(phase, shaken=(), firm=(), changes=phase.changes + 1)
    events.append(event("deal_amended", seat=seat, offered=list(phase.offered),
                        asked=list(phase.asked)))
    return replace(state, phase=phase)


def shake_hands(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, Trade)
    phase = replace(phase, shaken=(*phase.shaken, seat))
    events.append(event("hand_offered", seat=seat))
    if set(phase.shaken) != {state.turn, phase.partner}:
        return replace(state, phase=phase)
    for item in phase.offered:
        state = to_cache(state, phase.partner, item)
    for item in phase.asked:
        state = to_cache(state, state.turn, item)
    events.append(event("traded", seat=state.turn, partner=phase.partner,
                        gave=list(phase.offered), got=list(phase.asked)))
    return end_action(state, events)


def trade_failed(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """No handshake in time: each side puts one item of its choice in the junk pile."""
    phase = state.phase
    assert isinstance(phase, Trade)
    pending = tuple(s for s in (state.turn, phase.partner) if state.caches[s])
    events.append(event("trade_failed", seat=state.turn, partner=phase.partner))
    if not pending:
        return end_action(state, events)
    return choice_clock(replace(state, phase=TradeForfeit("trade_forfeit", pending)),
                        "trade_forfeit")


def forfeit(
    state: DashAndCacheState, seat: int, item: str, events: list[Event]
) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, TradeForfeit)
    state = to_junk(state, item)
    events.append(event("junked", seat=seat, item=item, reason="no_trade"))
    pending = tuple(s for s in phase.pending if s != seat)
    if not pending:
        return end_action(state, events)
    return replace(state, phase=TradeForfeit("trade_forfeit", pending))


# ruling: trade-forfeit-choice
def forfeit_expired(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """A side that has not chosen when the clock runs out loses its newest item."""
    phase = state.phase
    assert isinstance(phase, TradeForfeit)
    for seat in phase.pending:
        state = to_junk(state, state.caches[seat][-1])
        events.append(event("junked", seat=seat, item=state.junk_pile[-1], reason="no_trade"))
    return end_action(state, events)


# ---- auction --------------------------------------------------------------------------------


def open_auction(state: DashAndCacheState, lot: str, events: list[Event]) -> DashAndCacheState:
    """The lot comes from the junk pile; if the pile is empty the auctioneer donates it."""
    donated = lot in state.caches[state.turn]
    if donated:
        state = to_junk(state, lot)
    events.append(event("auction_opened", seat=state.turn, lot=lot, donated=donated))
    return start_clock(replace(state, phase=Auction("auction", lot, {})), "auction")


def bid(state: DashAndCacheState, seat: int, item: str, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, Auction)
    bids = {**phase.bids, seat: (*phase.bids.get(seat, ()), item)}
    events.append(event("bid", seat=seat, items=list(bids[seat])))
    return replace(state, phase=replace(phase, bids=bids))


def stop_bidding(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, Auction)
    events.append(event("stopped_bidding", seat=seat))
    return replace(state, phase=replace(phase, stopped=(*phase.stopped, seat)))


def close_auction(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """The most items offered wins; a tie goes to the auctioneer's choice; no bids at all and
    the auctioneer keeps the lot."""
    phase = state.phase
    assert isinstance(phase, Auction)
    bids = {s: b for s, b in phase.bids.items() if b}
    if not bids:
        state = to_cache(state, state.turn, phase.lot)
        events.append(event("auction_unsold", seat=state.turn, lot=phase.lot))
        return end_action(state, events)
    top = max(len(b) for b in bids.values())
    tied = tuple(sorted(s for s, b in bids.items() if len(b) == top))
    if len(tied) > 1:
        events.append(event("auction_tied", seats=list(tied)))
        return replace(state, clock=None, phase=AuctionTie("auction_tie", phase.lot, bids, tied))
    return award(replace(state, clock=None), phase.lot, tied[0], bids, events)


# ruling: auction-bidding, commission-kept-from-winning-bid
def award(
    state: DashAndCacheState, lot: str, winner: int, bids: dict[int, tuple[str, ...]],
    events: list[Event],
) -> DashAndCacheState:
    """The winner takes the lot and their bid goes to the junk pile; the other bids stay home.
    The auctioneer may win their own auction: they keep the lot and pay their bid like anyone.
    As printed, a commission is due when more than one item was offered in the auction (all
    bids together); the auctioneer keeps one item of the winning bid, which is what went to the
    junk pile. The winner got the lot before the commission is paid, so their cache is checked
    first."""
    offered = bids[winner]
    state = to_cache(state, winner, lot)
    for item in offered:
        state = to_junk(state, item)
    events.append(event("auction_won", seat=winner, lot=lot, paid=list(offered)))
    if sum(len(b) for b in bids.values()) > 1:
        return replace(state, phase=Commission("commission", offered, winner))
    return end_action(state, events, first=winner)


# ruling: auction-tie-break
def break_tie(state: DashAndCacheState, winner: int, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, AuctionTie)
    events.append(event("tie_broken", seat=state.turn, winner=winner))
    return award(state, phase.lot, winner, phase.bids, events)


def take_commission(state: DashAndCacheState, item: str, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, Commission)
    state = to_cache(state, state.turn, item)
    events.append(event("commission_taken", seat=state.turn, item=item))
    return end_action(state, events, first=phase.winner)
