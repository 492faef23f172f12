"""Small pure steps on the table: moving items, drawing cards, clocks, turns, and the win test.

Every function takes a state and returns a new one; the phase logic in ``rules`` and friends
composes them.
"""

from __future__ import annotations

from dataclasses import replace

from dashgames.engine import Event, Rng, event
from dashgames.games.dash_and_cache.state import (
    AwaitRoll,
    Claim,
    Clock,
    DashAndCacheState,
    GameEnd,
    VictoryCall,
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


def to_cache(state: DashAndCacheState, seat: int, item: str) -> DashAndCacheState:
    state = lift(state, item)
    caches = list(state.caches)
    caches[seat] = (*caches[seat], item)
    return replace(state, caches=tuple(caches))


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


def start_clock(state: DashAndCacheState, purpose: str) -> DashAndCacheState:
    """Turn the sand timer over: a fresh clock with an id never used before in this game."""
    n = state.clocks_started + 1
    clock = Clock(id=f"{purpose}-{n}", seconds=state.timer_seconds, purpose=purpose)
    return replace(state, clock=clock, clocks_started=n)


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


def add_claim(state: DashAndCacheState, item: str, card: str) -> DashAndCacheState:
    if claim_of(state, item, card) is not None or was_rejected(state, item, card):
        return state
    return replace(state, claims=(*state.claims, Claim(item, card)))


def goal_matching(state: DashAndCacheState, seat: int) -> dict[str, str]:
    """The largest pairing of ``seat``'s goal cards with distinct cache items claimed to show
    them (augmenting paths; five cards, so this is tiny)."""
    cache = set(state.caches[seat])
    options = {
        card: [c.item for c in state.claims if c.card == card and c.item in cache]
        for card in state.goals[seat]
    }
    match_of_item: dict[str, str] = {}

    def place(card: str, seen: set[str]) -> bool:
        for item in options[card]:
            if item in seen:
                continue
            seen.add(item)
            if item not in match_of_item or place(match_of_item[item], seen):
                match_of_item[item] = card
                return True
        return False

    for card in state.goals[seat]:
        place(card, set())
    return {card: item for item, card in match_of_item.items()}


def is_complete(state: DashAndCacheState, seat: int) -> bool:
    return len(state.goals[seat]) == GOALS_PER_PLAYER and len(
        goal_matching(state, seat)
    ) == GOALS_PER_PLAYER


def settle(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """Between actions: the first complete cache (from the player whose turn it is, clockwise)
    makes a victory call; otherwise the turn's player is to roll."""
    state = replace(state, clock=None, ballots={})
    for step in range(state.players):
        seat = (state.turn + step) % state.players
        if is_complete(state, seat):
            events.append(event("victory_called", seat=seat,
                                matching=goal_matching(state, seat)))
            return start_clock(replace(state, phase=VictoryCall("victory_call", seat)),
                               "victory_call")
    if state.round_limit and state.rounds_played >= state.round_limit:
        return call_time(state, events)
    return replace(state, phase=AwaitRoll("roll"))


def scores(state: DashAndCacheState) -> tuple[int, ...]:
    """Goal cards each player can match now: what counts when time is called."""
    return tuple(len(goal_matching(state, s)) for s in range(state.players))


def call_time(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """The platform's round limit (not in the rulebook; RULES.md explains why): the most goal
    cards matched wins, ties share the win."""
    points = scores(state)
    winners = tuple(s for s, p in enumerate(points) if p == max(points))
    events.append(event("time_called", scores=list(points), winners=list(winners)))
    return replace(state, phase=GameEnd("over", winners, "time_called"))


def end_action(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """The rolled action is over: the turn passes clockwise, then the table settles."""
    turn = (state.turn + 1) % state.players
    rounds = state.rounds_played + (1 if turn == 0 else 0)
    state = replace(state, turn=turn, rounds_played=rounds)
    events.append(event("turn_passed", seat=turn, rounds_played=rounds))
    return settle(state, events)
