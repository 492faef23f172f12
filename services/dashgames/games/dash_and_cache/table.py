"""Small pure steps on the table: moving items, drawing cards, clocks, seats, and what an item
may be claimed to show.

Every function takes a state and returns a new one; the phase logic in ``actions``,
``market``, ``disputes`` and ``victory`` composes them.
"""

from __future__ import annotations

from dashgames.engine import Event, Rng, event
from dashgames.engine.copying import replace
from dashgames.games.dash_and_cache.state import (
    Claim,
    Clock,
    DashAndCacheState,
    room_item,
)

GOALS_PER_PLAYER = 5


def _drop(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    return tuple(i for i in items if i != item)


def lift(state: DashAndCacheState, item: str) -> DashAndCacheState:
    """The state with ``item`` taken out of wherever it is (room, hands, a cache, junk)."""
    return replace(
        state,
        room_left=_drop(state.room_left, item),
        held=tuple(_drop(h, item) for h in state.held),
        caches=tuple(_drop(c, item) for c in state.caches),
        junk_pile=_drop(state.junk_pile, item),
    )


# ruling: companion-claim-chance
def to_cache(state: DashAndCacheState, seat: int, item: str) -> DashAndCacheState:
    """``item`` joins ``seat``'s cache. In companion mode the server cannot see whether the
    cache now holds the player's five, so a player with five or more items is owed a chance
    to say so (a claim chance, offered when the action is over)."""
    state = lift(state, item)
    caches = list(state.caches)
    caches[seat] = (*caches[seat], item)
    state = replace(state, caches=tuple(caches))
    owed = (state.mode == "companion" and len(state.goals[seat]) == GOALS_PER_PLAYER
            and len(caches[seat]) >= GOALS_PER_PLAYER and seat not in state.to_claim)
    return replace(state, to_claim=(*state.to_claim, seat)) if owed else state


def to_hands(state: DashAndCacheState, seat: int, item: str) -> DashAndCacheState:
    state = lift(state, item)
    held = list(state.held)
    held[seat] = (*held[seat], item)
    return replace(state, held=tuple(held))


def to_junk(state: DashAndCacheState, item: str) -> DashAndCacheState:
    state = lift(state, item)
    return replace(state, junk_pile=(*state.junk_pile, item))


def drop_held(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    """Whatever ``seat`` is carrying goes to the junk pile (late back, lost race, gave up)."""
    for item in state.held[seat]:
        state = to_junk(state, item)
        events.append(event("junked", seat=seat, item=item, reason="not_returned"))
    return state


# ruling: discard-pile-reshuffled
def draw_card(state: DashAndCacheState, events: list[Event]) -> tuple[DashAndCacheState, str]:
    """The top card of the draw pile. An empty draw pile is refilled by shuffling the discard
    pile (the rulebook is silent; this keeps cards coming)."""
    if not state.draw_pile:
        rng = Rng(state.rng)
        state = replace(state, draw_pile=tuple(rng.shuffled(state.discard_pile)),
                        discard_pile=(), rng=rng.state)
        events.append(event("discard_pile_reshuffled", cards=len(state.draw_pile)))
    card, rest = state.draw_pile[0], state.draw_pile[1:]
    return replace(state, draw_pile=rest), card


def cards_left(state: DashAndCacheState) -> bool:
    return bool(state.draw_pile or state.discard_pile)


# ruling: one-timer-at-a-time
def start_clock(state: DashAndCacheState, purpose: str) -> DashAndCacheState:
    """Turn the sand timer over: a fresh clock with an id never used before in this game."""
    n = state.clocks_started + 1
    clock = Clock(id=f"{purpose}-{n}", seconds=state.timer_seconds, purpose=purpose)
    return replace(state, clock=clock, clocks_started=n)


# ruling: choice-clocks-option
def choice_clock(state: DashAndCacheState, purpose: str) -> DashAndCacheState:
    """A choice the rulebook gives no time limit (a vote, a trade forfeit, a challenge penalty):
    the sand timer runs on it only with the option ``choice_clocks``; otherwise no clock runs
    and the choice waits for every player, as printed."""
    if state.choice_clocks:
        return start_clock(state, purpose)
    return replace(state, clock=None)


def next_seat(state: DashAndCacheState, after: int, involved: tuple[int, ...]) -> int | None:
    """The first seat clockwise from ``after`` that is not ``involved``; None if there is none."""
    for step in range(1, state.players + 1):
        seat = (after + step) % state.players
        if seat not in involved:
            return seat
    return None


def shows(state: DashAndCacheState, item: str, card: str) -> bool:
    """Digital room: the item clearly or arguably shows the card. Companion mode: the server
    cannot see real objects, so any item may be put forward and the table's vote decides."""
    if state.mode == "companion":
        return True
    found = room_item(state, item)
    return found is not None and (card in found.clearly or card in found.arguably)


# ruling: only-unobvious-challenged
def challengeable(state: DashAndCacheState, claim: Claim) -> bool:
    """Only a match that is not obvious may be challenged, and never once accepted. In the
    digital room an item that clearly shows the card is obvious; in companion mode the server
    cannot tell, so every open claim may be challenged."""
    if claim.accepted:
        return False
    if state.mode == "companion":
        return True
    found = room_item(state, claim.item)
    return found is None or claim.card not in found.clearly


def claim_of(state: DashAndCacheState, item: str, card: str) -> Claim | None:
    for c in state.claims:
        if c.item == item and c.card == card:
            return c
    return None


def was_rejected(state: DashAndCacheState, item: str, card: str) -> bool:
    return any(c.item == item and c.card == card for c in state.rejected)


# ruling: claims
def add_claim(state: DashAndCacheState, item: str, card: str) -> DashAndCacheState:
    """Put ``item`` forward as showing ``card``. A claim the table could dispute waits in
    ``unheard`` for its moment of objection (when the current action or claim is over)."""
    if claim_of(state, item, card) is not None or was_rejected(state, item, card):
        return state
    new = Claim(item, card)
    unheard = (*state.unheard, new) if challengeable(state, new) else state.unheard
    return replace(state, claims=(*state.claims, new), unheard=unheard)
