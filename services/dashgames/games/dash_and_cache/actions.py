"""The opening grab, the die roll and the actions resolved by one player: search and race
(hunts), steal and switch."""

from __future__ import annotations

from typing import Literal

from dashgames.engine import Event, Rng, event
from dashgames.engine.copying import replace
from dashgames.games.dash_and_cache import moves as mv
from dashgames.games.dash_and_cache.state import (
    DIE_FACES,
    AwaitRoll,
    DashAndCacheState,
    Face,
    Hunt,
    LotChoice,
    OpeningGrab,
    OpponentChoice,
    PartnerChoice,
    Phase,
    StealChoice,
    SwitchChoice,
)
from dashgames.games.dash_and_cache.table import (
    GOALS_PER_PLAYER,
    add_claim,
    cards_left,
    draw_card,
    drop_held,
    next_seat,
    start_clock,
    to_cache,
    to_hands,
    to_junk,
)
from dashgames.games.dash_and_cache.victory import end_action

# ---- grabbing (opening grab, search, race) ------------------------------------------------


def grab(state: DashAndCacheState, seat: int, item: str, events: list[Event]) -> DashAndCacheState:
    """Pick up a room item (digital) or bring a newly named real object into play (companion)."""
    if state.mode == "companion":
        new_id = f"c{len(state.item_names) + 1}"
        state = replace(state, item_names={**state.item_names, new_id: item.strip()})
        item = new_id
    events.append(event("grabbed", seat=seat, item=item))
    return to_hands(state, seat, item)


# ruling: single-item-junked, keep-declared-on-return
def opening_return(
    state: DashAndCacheState, seat: int, keep: str | None, events: list[Event]
) -> DashAndCacheState:
    """Back in time: keep one of two items, the rest goes to the junk pile. A player
    back with a single item must still junk one, so junks it and keeps nothing."""
    phase = state.phase
    assert isinstance(phase, OpeningGrab)
    for item in state.held[seat]:
        if item == keep:
            state = to_cache(state, seat, item)
            events.append(event("kept", seat=seat, item=item))
        else:
            state = to_junk(state, item)
            events.append(event("junked", seat=seat, item=item, reason="opening"))
    returned = (*phase.returned, seat)
    state = replace(state, phase=OpeningGrab("opening_grab", returned))
    if len(returned) == state.players:
        return finish_opening(state, events)
    return state


def finish_opening(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """Time is up (or everyone is back): the late junk what they carry, then five goal cards
    are dealt face up to each player and the first player rolls."""
    phase = state.phase
    assert isinstance(phase, OpeningGrab)
    for seat in range(state.players):
        if seat not in phase.returned:
            state = drop_held(state, seat, events)
    deck = state.draw_pile
    goals = tuple(
        deck[i * GOALS_PER_PLAYER:(i + 1) * GOALS_PER_PLAYER] for i in range(state.players)
    )
    state = replace(state, goals=goals, draw_pile=deck[state.players * GOALS_PER_PLAYER:],
                    clock=None, turn=0, phase=AwaitRoll("roll"))
    events.append(event("goals_dealt", goals=[list(g) for g in goals]))
    return state


# ---- the die ---------------------------------------------------------------------------------


def _others_have_items(state: DashAndCacheState, seat: int) -> bool:
    return any(state.caches[s] for s in range(state.players) if s != seat)


def must_reroll(state: DashAndCacheState, face: Face) -> bool:
    """The rulebook's reroll conditions, plus one for a card that cannot be read."""
    seat = state.turn
    mine, junk = state.caches[seat], state.junk_pile
    if face in ("search", "race"):
        # ruling: no-card-to-read
        return not cards_left(state)  # no card to read at all (cannot happen with 72)
    if face == "steal":
        return not _others_have_items(state, seat)
    if face == "switch":
        return not mine and not junk
    if face == "trade":
        # ruling: trade-reroll-as-printed
        # Only a roller without items rerolls, as printed: when nobody else has an item the
        # trade is still proposed, cannot be agreed, and fails when the sand runs out.
        return not mine
    return not junk and not mine  # auction


# ruling: rerolls-inside-the-roll
def roll(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    rng = Rng(state.rng)
    while True:
        face = DIE_FACES[rng.roll(6) - 1]
        if not must_reroll(state, face):
            break
        events.append(event("rolled", seat=state.turn, face=face, reroll=True))
    state = replace(state, rng=rng.state, last_roll=face)
    events.append(event("rolled", seat=state.turn, face=face, reroll=False))
    if face == "search":
        return start_hunt(state, "search", (state.turn,), events)
    phases: dict[str, Phase] = {
        "steal": StealChoice("steal"),
        "race": OpponentChoice("race_opponent"),
        "switch": SwitchChoice("switch"),
        "trade": PartnerChoice("trade_partner"),
        "auction": LotChoice("auction_lot"),
    }
    return replace(state, phase=phases[face])


# ---- search and race -----------------------------------------------------------------------


# ruling: reader-and-timekeeper, race-no-sand-timer
def start_hunt(
    state: DashAndCacheState,
    action: Literal["search", "race"],
    hunters: tuple[int, ...],
    events: list[Event],
) -> DashAndCacheState:
    """Another player (the next one clockwise who is not hunting) draws the card, reads it out
    and, for a search, turns the timer. In a two-player race nobody is left, so the
    platform reads. A race has no sand timer (the rulebook turns it for the search
    only); it lasts until a racer is back with an item, or until no racer can do anything."""
    state, card = draw_card(state, events)
    reader = next_seat(state, state.turn, hunters)
    events.append(event("card_read", card=card, reader=reader, hunters=list(hunters)))
    state = replace(state, phase=Hunt("hunt", action, card, hunters, reader))
    return start_clock(state, action) if action == "search" else state


def end_hunt(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    """Whoever still carries something did not make it back (or lost the race): it goes to
    the junk pile."""
    phase = state.phase
    assert isinstance(phase, Hunt)
    for seat in phase.hunters:
        state = drop_held(state, seat, events)
    state = replace(state, discard_pile=(*state.discard_pile, phase.card))
    return end_action(state, events)


# ruling: race-first-back-wins, returned-item-claimed
def hunt_return(state: DashAndCacheState, seat: int, events: list[Event]) -> DashAndCacheState:
    """First back wins: the item joins the cache, put forward as showing the card (a claim the
    others may challenge once the action is over). In a race this ends it at once, so the
    other racer loses whatever they carry."""
    assert isinstance(state.phase, Hunt)
    card = state.phase.card
    (item,) = state.held[seat]
    state = add_claim(to_cache(state, seat, item), item, card)
    events.append(event("returned", seat=seat, item=item, card=card))
    return end_hunt(state, events)


def choose_opponent(
    state: DashAndCacheState, opponent: int, events: list[Event]
) -> DashAndCacheState:
    return start_hunt(state, "race", (state.turn, opponent), events)


# ---- steal and switch ----------------------------------------------------------------------


def steal(state: DashAndCacheState, item: str, events: list[Event]) -> DashAndCacheState:
    victim = next(s for s, c in enumerate(state.caches) if item in c)
    state = to_cache(state, state.turn, item)
    events.append(event("stolen", seat=state.turn, victim=victim, item=item))
    return end_action(state, events)


def switch(state: DashAndCacheState, move: mv.Switch, events: list[Event]) -> DashAndCacheState:
    if move.give is not None:
        state = to_junk(state, move.give)
    if move.take is not None:
        state = to_cache(state, state.turn, move.take)
    events.append(event("switched", seat=state.turn, gave=move.give, took=move.take))
    return end_action(state, events)


def decline(state: DashAndCacheState, events: list[Event]) -> DashAndCacheState:
    events.append(event("declined", seat=state.turn))
    return end_action(state, events)
