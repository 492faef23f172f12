"""Between actions: whose cache holds their five, the table's moment to object to fresh claims,
companion-mode claim chances, the optional round limit, and the turn passing on.

The rulebook: "the first player to get all five items wins". A cache wins as soon as it holds
five distinct items matching its owner's five goal cards, however the last one arrived; only
the challenge the rulebook allows (a vote on a match that is not obvious) comes first.
"""

from __future__ import annotations

from dashgames.engine import Event, event
from dashgames.engine.copying import replace
from dashgames.games.dash_and_cache.state import (
    AwaitRoll,
    ClaimChance,
    DashAndCacheState,
    GameEnd,
    Objection,
    VictoryCall,
    owner_of,
    room_item,
)
from dashgames.games.dash_and_cache.table import (
    GOALS_PER_PLAYER,
    add_claim,
    challengeable,
    claim_of,
    start_clock,
    was_rejected,
)

# One goal card covered by one item: (goal slot, cost), where cost 1 marks a match the table
# could still dispute and 0 one it cannot (obvious, or accepted by a vote).
_Option = tuple[int, int]


def _options(state: DashAndCacheState, seat: int, item: str) -> list[_Option]:
    """The goal slots of ``seat`` that ``item`` may cover. A claim counts (unless rejected);
    in the digital room so does any card the item shows, since the server sees the item as
    well as any player would. In companion mode only what a player put forward counts."""
    out: list[_Option] = []
    found = room_item(state, item)
    for slot, card in enumerate(state.goals[seat]):
        if was_rejected(state, item, card):
            continue
        claim = claim_of(state, item, card)
        if claim is not None:
            out.append((slot, 1 if challengeable(state, claim) else 0))
        elif found is not None and card in found.clearly:
            out.append((slot, 0))
        elif found is not None and card in found.arguably:
            out.append((slot, 1))
    return out


def best_cover(state: DashAndCacheState, seat: int) -> tuple[str | None, ...]:
    """The item covering each of ``seat``'s goal cards (None: uncovered), one item per card:
    as many cards as possible, then as few disputable matches as possible. A dynamic
    programme over the subsets of the five cards, item by item (32 subsets: tiny)."""
    goals = len(state.goals[seat])
    # covered subset (bit per goal slot) -> (disputable matches, item per slot)
    best: dict[int, tuple[int, tuple[str | None, ...]]] = {0: (0, (None,) * goals)}
    for item in state.caches[seat]:
        options = _options(state, seat, item)
        if not options:
            continue
        for mask, (cost, items) in list(best.items()):  # a snapshot: each item used once
            for slot, extra in options:
                if mask >> slot & 1:
                    continue
                grown = mask | 1 << slot
                total = cost + extra
                if grown not in best or total < best[grown][0]:
                    best[grown] = (total, (*items[:slot], item, *items[slot + 1:]))
    mask = max(best, key=lambda m: (bin(m).count("1"), -best[m][0]))
    return best[mask][1]


def scores(state: DashAndCacheState) -> tuple[int, ...]:
    """Goal cards each player can match now: what counts when time is called."""
    return tuple(
        sum(1 for i in best_cover(state, s) if i is not None) for s in range(state.players)
    )


def complete_cover(state: DashAndCacheState, seat: int) -> tuple[str, ...] | None:
    """``seat``'s five items, goal card by goal card, when their cache holds their five."""
    if len(state.goals[seat]) != GOALS_PER_PLAYER or len(state.caches[seat]) < GOALS_PER_PLAYER:
        return None
    cover = best_cover(state, seat)
    if any(item is None for item in cover):
        return None
    return tuple(item for item in cover if item is not None)


def settle(
    state: DashAndCacheState, events: list[Event], first: int | None = None
) -> DashAndCacheState:
    """What the table does before anyone rolls again, in this order: a complete cache calls
    victory (``first``, by default the player whose turn it is, then clockwise); a companion
    player owed a claim chance gets it; claims just made are open to objection; the optional
    round limit calls time; otherwise the player whose turn it is rolls."""
    state = replace(state, clock=None, ballots={})
    start = state.turn if first is None else first
    for step in range(state.players):
        seat = (start + step) % state.players
        # ruling: win-as-soon-as-complete, complete-caches-at-once
        items = complete_cover(state, seat)
        if items is not None:
            return call_victory(state, seat, items, events)
    while state.to_claim:
        seat = state.to_claim[0]
        if claim_options(state, seat):
            return start_clock(replace(state, phase=ClaimChance("claim_chance", seat)),
                               "claim_chance")
        state = replace(state, to_claim=state.to_claim[1:])
    open_claims = tuple(
        c for c in state.unheard
        if owner_of(state, c.item) is not None and challengeable(state, c)
    )
    if open_claims:
        state = replace(state, unheard=open_claims)
        return start_clock(replace(state, phase=Objection("objection", open_claims)),
                           "objection")
    state = replace(state, unheard=())
    if state.round_limit and state.rounds_played >= state.round_limit:
        return call_time(state, events)
    return replace(state, phase=AwaitRoll("roll"))


def claim_options(state: DashAndCacheState, seat: int) -> list[tuple[str, str]]:
    """(item, goal card) pairs ``seat`` may still put forward: not claimed nor rejected yet,
    and (digital room) a card the item clearly or arguably shows."""
    out = []
    for item in state.caches[seat]:
        found = room_item(state, item)
        for card in state.goals[seat]:
            if claim_of(state, item, card) is not None or was_rejected(state, item, card):
                continue
            if state.mode == "companion" or (
                found is not None and (card in found.clearly or card in found.arguably)
            ):
                out.append((item, card))
    return out


# ruling: victory-call
def call_victory(
    state: DashAndCacheState, seat: int, items: tuple[str, ...], events: list[Event]
) -> DashAndCacheState:
    """``seat`` puts their five forward. If none of those matches can be disputed (all
    obvious or accepted) the win stands at once; otherwise the others may challenge first."""
    for item, card in zip(items, state.goals[seat], strict=True):
        if claim_of(state, item, card) is None:
            events.append(event("claimed", seat=seat, item=item, card=card))
        state = add_claim(state, item, card)
    called = set(zip(items, state.goals[seat], strict=True))
    state = replace(state, unheard=tuple(c for c in state.unheard
                                         if (c.item, c.card) not in called))
    events.append(event("victory_called", seat=seat,
                        matching=dict(zip(state.goals[seat], items, strict=True))))
    disputable = [
        claim for claim in state.claims
        if (claim.item, claim.card) in called and challengeable(state, claim)
    ]
    if not disputable:
        return declare_winner(state, seat, events)
    return start_clock(replace(state, phase=VictoryCall("victory_call", seat, items)),
                       "victory_call")


def declare_winner(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    events.append(event("game_won", seat=seat))
    return replace(state, clock=None, phase=GameEnd("over", (seat,), "cache_complete"))


# ruling: round-limit-option
def call_time(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """The platform's optional round limit (not in the rulebook; off by default): the most
    goal cards matched wins, ties share the win."""
    points = scores(state)
    winners = tuple(s for s, p in enumerate(points) if p == max(points))
    events.append(event("time_called", scores=list(points), winners=list(winners)))
    return replace(state, phase=GameEnd("over", winners, "time_called"))


def end_action(
    state: DashAndCacheState, events: list[Event], first: int | None = None
) -> DashAndCacheState:
    """The rolled action is over: the turn passes clockwise, then the table settles. The
    roller's cache is checked first (``first`` names another seat when that player got their
    item earlier in the action: the winner of an auction, before the auctioneer's commission)."""
    roller = state.turn
    turn = (roller + 1) % state.players
    rounds = state.rounds_played + (1 if turn == 0 else 0)
    state = replace(state, turn=turn, rounds_played=rounds)
    events.append(event("turn_passed", seat=turn, rounds_played=rounds))
    return settle(state, events, roller if first is None else first)
