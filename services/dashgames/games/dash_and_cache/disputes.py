"""Claims, challenges, votes and the victory call: how the table settles whether an item
shows a card's description.

The rulebook lets any player challenge a match that is not obvious, whenever there is a
controversy; the platform opens that moment when a claim is made (``Objection``) and when a
victory call counts on it (``VictoryCall``), so nobody is asked to move at other times.
"""

from __future__ import annotations

from dashgames.engine import Event, event, private_event
from dashgames.engine.copying import replace
from dashgames.games.dash_and_cache.state import (
    ChallengePenalty,
    Claim,
    ClaimChance,
    CountedVote,
    DashAndCacheState,
    Objection,
    VictoryCall,
    Vote,
    owner_of,
)
from dashgames.games.dash_and_cache.table import add_claim, choice_clock, to_junk
from dashgames.games.dash_and_cache.victory import declare_winner, settle


def claim(
    state: DashAndCacheState, seat: int, item: str, card: str, events: list[Event]
) -> DashAndCacheState:
    """A cache item put forward for a goal card. The cache now counts differently, so the
    table settles again: a complete cache calls victory, a disputable claim is open to
    objection. In a claim chance the chance goes on until its player stops."""
    state = add_claim(state, item, card)
    events.append(event("claimed", seat=seat, item=item, card=card))
    return settle(state, events)


def stop_claiming(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    events.append(event("stopped_claiming", seat=seat))
    return settle(replace(state, to_claim=tuple(s for s in state.to_claim if s != seat)), events)


def chance_expired(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, ClaimChance)
    return stop_claiming(state, phase.seat, events)


def challenge(
    state: DashAndCacheState, seat: int, item: str, card: str, events: list[Event]
) -> DashAndCacheState:
    """Everyone votes on the claim. It has had its hearing: it leaves the claims waiting for
    objection (the others, if any, are heard again once the vote is over)."""
    owner = owner_of(state, item)
    assert owner is not None
    events.append(event("challenged", seat=seat, item=item, card=card, owner=owner))
    unheard = tuple(c for c in state.unheard if (c.item, c.card) != (item, card))
    phase = Vote("vote", item, card, challenger=seat, owner=owner)
    state = replace(state, phase=phase, ballots={}, unheard=unheard, last_vote=None)
    return choice_clock(state, "vote")


def no_challenge(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    """``seat`` lets the claims (or the victory call) stand. When nobody is left who could
    still object, the moment is over at once (see ``rules.apply``)."""
    phase = state.phase
    assert isinstance(phase, Objection | VictoryCall)
    events.append(event("no_challenge", seat=seat))
    return replace(state, phase=replace(phase, passed=(*phase.passed, seat)))


def objection_closed(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """Nobody objected in time: the claims stand (open: a victory call counting on one of
    them may still be challenged)."""
    phase = state.phase
    assert isinstance(phase, Objection)
    heard = {(c.item, c.card) for c in phase.claims}
    unheard = tuple(c for c in state.unheard if (c.item, c.card) not in heard)
    return settle(replace(state, unheard=unheard), events)


def victory_stands(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    phase = state.phase
    assert isinstance(phase, VictoryCall)
    return declare_winner(state, phase.caller, events)


# ruling: vote-secret-tie-accepts
def cast_vote(
    state: DashAndCacheState, seat: int, accept: bool, events: list[Event]
) -> DashAndCacheState:
    """Ballots stay secret until everyone has voted (a show of hands all at once)."""
    ballots = {**state.ballots, seat: accept}
    events.append(event("ballot_cast", seat=seat))
    events.append(private_event([seat], "your_ballot", accept=accept))
    state = replace(state, ballots=ballots)
    if len(ballots) == state.players:
        return count_votes(state, events)
    return state


# ruling: vote-secret-tie-accepts
def count_votes(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """A tie accepts the item. When the clock runs out, only the ballots cast count.
    The ballots are shown at the count, so the result
    stays on the table, ballots and all, until the next vote opens (``last_vote``)."""
    phase = state.phase
    assert isinstance(phase, Vote)
    accepts = sum(1 for v in state.ballots.values() if v)
    rejects = len(state.ballots) - accepts
    accepted = accepts >= rejects
    ballots = dict(sorted(state.ballots.items()))
    events.append(event("vote_counted", item=phase.item, card=phase.card, accepted=accepted,
                        ballots={str(s): v for s, v in ballots.items()}))
    counted = CountedVote(phase.item, phase.card, accepted, ballots)
    state = replace(state, ballots={}, last_vote=counted)
    if accepted:
        # ruling: accepted-is-final
        # Accepted for good: this item can never be challenged on this card again.
        claims = tuple(
            Claim(c.item, c.card, True) if (c.item, c.card) == (phase.item, phase.card) else c
            for c in state.claims
        )
        state = replace(state, claims=claims)
        if state.caches[phase.challenger]:
            penalty = ChallengePenalty("challenge_penalty", phase.challenger)
            return choice_clock(replace(state, phase=penalty), "challenge_penalty")
        return settle(state, events)
    claims = tuple(c for c in state.claims if (c.item, c.card) != (phase.item, phase.card))
    state = replace(state, claims=claims,
                    rejected=(*state.rejected, Claim(phase.item, phase.card)))
    # ruling: rejected-goes-to-junk
    state = to_junk(state, phase.item)
    events.append(event("junked", seat=phase.owner, item=phase.item, reason="challenge_upheld"))
    return settle(state, events)


def pay_penalty(
    state: DashAndCacheState, seat: int, item: str, events: list[Event]
) -> DashAndCacheState:
    state = to_junk(state, item)
    events.append(event("junked", seat=seat, item=item, reason="challenge_failed"))
    return settle(state, events)


# ruling: one-timer-at-a-time
def penalty_expired(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """A challenger who has not chosen in time loses their newest item."""
    phase = state.phase
    assert isinstance(phase, ChallengePenalty)
    return pay_penalty(state, phase.challenger, state.caches[phase.challenger][-1], events)
