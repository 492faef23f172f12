"""Dash and Cache's rule entry points: ``setup``, ``apply``, ``outcome`` and the clocks
(``pending_timers``, ``on_timer``). The phases themselves are played out in ``actions``
(opening grab, die, search, race, steal, switch), ``market`` (trade, auction), ``disputes``
(claims, objections, challenges, votes) and ``victory`` (what happens between actions: a
complete cache, claim chances, objections, the optional round limit, the next roll).

``apply`` accepts exactly what ``legal.legal_moves`` lists, plus (companion mode only) a grab
that names any new real object. Clocks: at most one runs at a time (``state.clock``); its
expiry is resolved by ``on_timer``.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import BadOptions, Event, IllegalMove, Outcome, Rng, Timer, UnknownTimer
from dashgames.engine.copying import replace
from dashgames.games.dash_and_cache import actions, disputes, market
from dashgames.games.dash_and_cache import moves as mv
from dashgames.games.dash_and_cache.components import CARD_IDS, generate_room
from dashgames.games.dash_and_cache.legal import MAX_NAME_LENGTH, legal_moves, to_act
from dashgames.games.dash_and_cache.state import (
    Auction,
    ChallengePenalty,
    ClaimChance,
    DashAndCacheState,
    GameEnd,
    Hunt,
    Objection,
    OpeningGrab,
    Trade,
    TradeForfeit,
    VictoryCall,
    Vote,
)
from dashgames.games.dash_and_cache.table import start_clock
from dashgames.games.dash_and_cache.victory import scores


class NameInUse(IllegalMove):
    """Companion mode: that name already belongs to an item in play."""

    code = "ITEM_NAME_IN_USE"


def validate_options(players: int, options: dict[str, Any]) -> None:
    """Checks across options: the room size is a digital-room option only."""
    if options["mode"] == "companion" and options["room_size"] != 60:
        raise BadOptions("room_size applies to the digital room only", field="options.room_size")


def setup(players: int, options: dict[str, Any], seed: int | str) -> DashAndCacheState:
    rng = Rng.from_seed(seed)
    mode = options["mode"]
    room = generate_room(rng, options["room_size"]) if mode == "digital" else ()
    deck = tuple(rng.shuffled(CARD_IDS))
    state = DashAndCacheState(
        players=players,
        mode=mode,
        timer_seconds=options["timer_seconds"],
        rng=rng.state,
        room=room,
        room_left=tuple(r.id for r in room),
        item_names={},
        caches=((),) * players,
        held=((),) * players,
        junk_pile=(),
        goals=((),) * players,
        draw_pile=deck,
        discard_pile=(),
        claims=(),
        rejected=(),
        ballots={},
        # ruling: first-turn
        turn=0,
        phase=OpeningGrab("opening_grab"),
        round_limit=options["round_limit"],
        choice_clocks=options["choice_clocks"],
    )
    return start_clock(state, "opening_grab")


# ruling: companion-names-objects
def _check_companion_grab(state: DashAndCacheState, seat: int, move: mv.Grab) -> None:
    name = move.item.strip()
    if not name or len(name) > MAX_NAME_LENGTH:
        raise IllegalMove(f"name the object in 1 to {MAX_NAME_LENGTH} characters", field="item")
    if name.casefold() in {n.casefold() for n in state.item_names.values()}:
        raise NameInUse(f"{name!r} is already in play", field="item", seat=seat)


def check(state: DashAndCacheState, seat: int, move: mv.DashAndCacheMove) -> None:
    legal = legal_moves(state, seat)
    # Companion mode: legal_moves offers one generated name, but any fresh name is a grab.
    companion_grab = state.mode == "companion" and isinstance(move, mv.Grab)
    if companion_grab and any(isinstance(m, mv.Grab) for m in legal):
        assert isinstance(move, mv.Grab)
        _check_companion_grab(state, seat, move)
        return
    if move not in legal:
        raise IllegalMove(f"{type(move).kind} is not allowed now", phase=state.phase.name,
                          seat=seat, move=mv.MOVES.dump(move))


def apply(
    state: DashAndCacheState, seat: int, move: mv.DashAndCacheMove
) -> tuple[DashAndCacheState, list[Event]]:
    check(state, seat, move)
    events: list[Event] = []
    state = _dispatch(state, seat, move, events)
    return _expire_if_idle(state, events), events


# ruling: no-waiting-for-the-sand
def _expire_if_idle(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """Nobody has anything left to do before the sand runs out (everyone is back, has voted,
    stood firm, stopped bidding, let the claims stand...): the clock's end is resolved at
    once, as waiting would. A race has no clock: when no racer can do anything more (nothing
    left to find), it ends the same way."""
    while not to_act(state) and (state.clock is not None or isinstance(state.phase, Hunt)):
        state, more = expire(state)
        events += more
    return state


def _dispatch(
    state: DashAndCacheState, seat: int, move: mv.DashAndCacheMove, events: list[Event]
) -> DashAndCacheState:
    phase = state.phase
    match move:
        case mv.Roll():
            return actions.roll(state, events)
        case mv.Grab(item):
            return actions.grab(state, seat, item, events)
        case mv.ReturnHome(keep) if isinstance(phase, OpeningGrab):
            return actions.opening_return(state, seat, keep, events)
        case mv.ReturnHome():
            return actions.hunt_return(state, seat, events)
        case mv.Steal(item):
            return actions.steal(state, item, events)
        case mv.Switch():
            return actions.switch(state, move, events)
        case mv.Decline():
            return actions.decline(state, events)
        case mv.ChooseOpponent(other):
            return actions.choose_opponent(state, other, events)
        case mv.ChoosePartner(other):
            return market.open_trade(state, other, events)
        case mv.AmendDeal(item):
            return market.amend_deal(state, seat, item, events)
        case mv.ShakeHands():
            return market.shake_hands(state, seat, events)
        case mv.StandFirm():
            return market.stand_firm(state, seat, events)
        case mv.Junk(item) if isinstance(phase, TradeForfeit):
            return market.forfeit(state, seat, item, events)
        case mv.Junk(item):
            return disputes.pay_penalty(state, seat, item, events)
        case mv.AuctionLot(item):
            return market.open_auction(state, item, events)
        case mv.Bid(item):
            return market.bid(state, seat, item, events)
        case mv.StopBidding():
            return market.stop_bidding(state, seat, events)
        case mv.BreakTie(winner):
            return market.break_tie(state, winner, events)
        case mv.TakeCommission(item):
            return market.take_commission(state, item, events)
        case mv.ClaimMatch(item, card):
            return disputes.claim(state, seat, item, card, events)
        case mv.StopClaiming():
            return disputes.stop_claiming(state, seat, events)
        case mv.Challenge(item, card):
            return disputes.challenge(state, seat, item, card, events)
        case mv.CastVote(accept):
            return disputes.cast_vote(state, seat, accept, events)
        case mv.NoChallenge():
            return disputes.no_challenge(state, seat, events)
    raise AssertionError(f"unhandled move {move!r}")


def pending_timers(state: DashAndCacheState) -> tuple[Timer, ...]:
    if state.clock is None:
        return ()
    return (Timer(state.clock.id, float(state.clock.seconds)),)


def on_timer(state: DashAndCacheState, timer_id: str) -> tuple[DashAndCacheState, list[Event]]:
    """The sand has run out on the clock ``timer_id``; a clock no longer running is refused."""
    if state.clock is None or state.clock.id != timer_id:
        raise UnknownTimer(f"no running clock {timer_id!r}", timer=timer_id)
    events: list[Event] = [{"type": "time_up", "timer": timer_id, "purpose": state.clock.purpose}]
    state, more = expire(state)
    events += more
    return _expire_if_idle(state, events), events


def expire(state: DashAndCacheState) -> tuple[DashAndCacheState, list[Event]]:
    """Resolve the end of the running clock's phase (or of a race nobody can go on with)."""
    events: list[Event] = []
    phase = state.phase
    state = replace(state, clock=None)
    if isinstance(phase, OpeningGrab):
        state = actions.finish_opening(state, events)
    elif isinstance(phase, Hunt):
        state = actions.end_hunt(state, events)
    elif isinstance(phase, Trade):
        state = market.trade_failed(state, events)
    elif isinstance(phase, TradeForfeit):
        state = market.forfeit_expired(state, events)
    elif isinstance(phase, Auction):
        state = market.close_auction(state, events)
    elif isinstance(phase, Vote):
        state = disputes.count_votes(state, events)
    elif isinstance(phase, ChallengePenalty):
        state = disputes.penalty_expired(state, events)
    elif isinstance(phase, Objection):
        state = disputes.objection_closed(state, events)
    elif isinstance(phase, ClaimChance):
        state = disputes.chance_expired(state, events)
    elif isinstance(phase, VictoryCall):
        state = disputes.victory_stands(state, events)
    else:  # pragma: no cover - every phase with a clock is listed above
        raise AssertionError(f"clock running in phase {phase.name}")
    return state, events


def outcome(state: DashAndCacheState) -> Outcome | None:
    phase = state.phase
    if not isinstance(phase, GameEnd):
        return None
    if phase.reason == "cache_complete":
        ranks = tuple(1 if s in phase.winners else 2 for s in range(state.players))
        return Outcome(winners=phase.winners, ranks=ranks, reason=phase.reason)
    points = scores(state)
    ranks = tuple(1 + sum(1 for p in points if p > mine) for mine in points)
    return Outcome(winners=phase.winners, ranks=ranks, reason=phase.reason,
                   scores=tuple(float(p) for p in points))


