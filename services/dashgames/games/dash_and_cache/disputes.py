"""Claims, challenges, votes and the victory call: how the table settles whether an item
shows a card's description."""

from __future__ import annotations

from dataclasses import replace

from dashgames.engine import Event, event, private_event
from dashgames.games.dash_and_cache.state import (
    ChallengePenalty,
    Claim,
    DashAndCacheState,
    GameEnd,
    VictoryCall,
    Vote,
    owner_of,
)
from dashgames.games.dash_and_cache.table import add_claim, settle, start_clock, to_junk


def claim(
    state: DashAndCacheState, seat: int, item: str, card: str, events: list[Event]
) -> DashAndCacheState:
    """A cache item put forward for a goal card. The cache now counts differently, so the
    win is checked again."""
    state = add_claim(state, item, card)
    events.append(event("claimed", seat=seat, item=item, card=card))
    return settle(state, events)


def challenge(
    state: DashAndCacheState, seat: int, item: str, card: str, events: list[Event]
) -> DashAndCacheState:
    owner = owner_of(state, item)
    assert owner is not None
    events.append(event("challenged", seat=seat, item=item, card=card, owner=owner))
    phase = Vote("vote", item, card, challenger=seat, owner=owner)
    return start_clock(replace(state, phase=phase, ballots={}), "vote")


def cast_vote(
    state: DashAndCacheState, seat: int, accept: bool, events: list[Event]
) -> DashAndCacheState:
    """Ballots stay secret until everyone has voted (ruling: a show of hands all at once)."""
    ballots = {**state.ballots, seat: accept}
    events.append(event("ballot_cast", seat=seat))
    events.append(private_event([seat], "your_ballot", accept=accept))
    state = replace(state, ballots=ballots)
    if len(ballots) == state.players:
        return count_votes(state, events)
    return state


def count_votes(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """A tie accepts the item. Ruling: when the clock runs out, only the ballots cast count."""
    phase = state.phase
    assert isinstance(phase, Vote)
    accepts = sum(1 for v in state.ballots.values() if v)
    rejects = len(state.ballots) - accepts
    accepted = accepts >= rejects
    events.append(event("vote_counted", item=phase.item, card=phase.card, accepted=accepted,
                        ballots={str(s): v for s, v in sorted(state.ballots.items())}))
    state = replace(state, ballots={})
    if accepted:
        # Accepted for good: this item can never be challenged on this card again.
        claims = tuple(
            Claim(c.item, c.card, True) if (c.item, c.card) == (phase.item, phase.card) else c
            for c in state.claims
        )
        state = replace(state, claims=claims)
        if state.caches[phase.challenger]:
            penalty = ChallengePenalty("challenge_penalty", phase.challenger)
            return start_clock(replace(state, phase=penalty), "challenge_penalty")
        return settle(state, events)
    claims = tuple(c for c in state.claims if (c.item, c.card) != (phase.item, phase.card))
    state = replace(state, claims=claims,
                    rejected=(*state.rejected, Claim(phase.item, phase.card)))
    state = to_junk(state, phase.item)
    events.append(event("junked", seat=phase.owner, item=phase.item, reason="challenge_upheld"))
    return settle(state, events)


def pay_penalty(
    state: DashAndCacheState, seat: int, item: str, events: list[Event]
) -> DashAndCacheState:
    state = to_junk(state, item)
    events.append(event("junked", seat=seat, item=item, reason="challenge_failed"))
    return settle(state, events)


def penalty_expired(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """Ruling: a challenger who has not chosen in time loses their newest item."""
    phase = state.phase
    assert isinstance(phase, ChallengePenalty)
    return pay_penalty(state, phase.challenger, state.caches[phase.challenger][-1], events)


def no_challenge(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, VictoryCall)
    passed = (*phase.passed, seat)
    events.append(event("no_challenge", seat=seat))
    if len(passed) == state.players - 1:
        return declare_winner(state, phase.caller, events)
    return replace(state, phase=replace(phase, passed=passed))


def declare_winner(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    events.append(event("game_won", seat=seat))
    return replace(state, clock=None, phase=GameEnd("over", (seat,), "cache_complete"))
