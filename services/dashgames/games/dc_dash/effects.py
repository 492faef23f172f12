"""What each Action card effect allows (move generation) and does (resolution).

``card_moves`` lists every move one held card allows; ``play_card`` carries a card move out.
The rules module checks that a move is among the listed ones before resolving it, so the two
halves cannot drift apart.
"""

from __future__ import annotations

from dataclasses import replace

from dashgames.engine import Event, Rng, event, private_event
from dashgames.games.dc_dash.cards import ACTION_CARDS, ActionCard
from dashgames.games.dc_dash.moves import (
    CODEC,
    Move,
    PlayAllClear,
    PlayBus,
    PlayDetour,
    PlayDisruption,
    PlayDoorsClosing,
    PlayDraw,
    PlayPush,
    PlayRide,
    PlayTransferRide,
)
from dashgames.games.dc_dash.network import UNION_STATION, network
from dashgames.games.dc_dash.routes import (
    Layout,
    bus_ends,
    ride_ends,
    ride_options,
    transfer_routes,
)
from dashgames.games.dc_dash.state import DcDashState, Disruption

DOORS_CLOSING_LIMIT = min(
    (c.max_stops for c in ACTION_CARDS.values() if c.effect == "doors_closing"), default=99
)


def layout_of(state: DcDashState) -> Layout:
    return tuple((d.station, d.kind) for d in state.disruptions)


def stop_limit(state: DcDashState, seat: int, base: int) -> int:
    """How far ``seat``'s own movement may go this turn (Doors Closing! caps every kind of
    movement the player makes on that turn: rides, rides by card and buses alike)."""
    if state.riders[seat].doors_closing:
        return min(base, DOORS_CLOSING_LIMIT)
    return base


def card_moves(state: DcDashState, seat: int, card: ActionCard) -> list[Move]:
    year = state.network
    here = state.riders[seat].station
    layout = layout_of(state)
    if card.effect == "place_disruption":
        # Any station without a token, pawns or not, except Union Station (our card design).
        return [
            PlayDisruption(card.id, sid)
            for sid in sorted(network(year).stations)
            if sid != UNION_STATION and state.disruption_at(sid) is None
        ]
    if card.effect == "all_clear":
        return [PlayAllClear(card.id, d.station) for d in state.disruptions]
    if card.effect == "ride":
        limit = stop_limit(state, seat, card.max_stops)
        return [PlayRide(card.id, ln, to) for ln, to in ride_options(year, layout, here, limit)]
    if card.effect == "transfer_ride":
        limit = stop_limit(state, seat, card.max_stops)
        return [
            PlayTransferRide(card.id, ln, to, at, then)
            for ln, at, then, to in transfer_routes(year, layout, here, limit)
        ]
    if card.effect == "bus":
        limit = stop_limit(state, seat, card.max_stops)
        return [PlayBus(card.id, to) for to in bus_ends(year, here, limit)]
    if card.effect == "detour":
        # Only for a jurisdiction the Station Deck still holds: the card backs show
        # jurisdictions, so this reveals nothing.
        in_deck = {network(year).stations[s].jurisdiction for s in state.station_deck}
        return [
            PlayDetour(card.id, sc)
            for sc in sorted(state.riders[seat].station_cards)
            if network(year).stations[sc].jurisdiction in in_deck
        ]
    if card.effect == "doors_closing":
        # Aimed at an opponent; one already waiting on them is allowed but adds nothing.
        return [PlayDoorsClosing(card.id, t) for t in range(state.players) if t != seat]
    if card.effect == "push":
        out: list[Move] = []
        for t in range(state.players):
            if t == seat:
                continue
            there = state.riders[t].station
            for ln in network(year).stations[there].lines:
                out.extend(
                    PlayPush(card.id, t, ln, to)
                    for to in ride_ends(year, layout, there, ln, card.max_stops)
                )
        return out
    return [PlayDraw(card.id)]


def play_card(state: DcDashState, seat: int, move: Move, events: list[Event]) -> DcDashState:
    """Carry out a (checked) card move; the card leaves the hand first."""
    card = ACTION_CARDS[move.card]  # type: ignore[union-attr]
    rider = state.riders[seat]
    hand = list(rider.action_cards)
    hand.remove(card.id)
    state = state.with_rider(seat, replace(rider, action_cards=tuple(hand)))
    events.append(event("card_played", seat=seat, card=card.id, move=_public_fields(move)))
    if isinstance(move, PlayDisruption):
        # The card stays in front of its player while the token is on the board.
        assert card.disruption is not None
        placed = Disruption(move.station, card.disruption, card.id, seat)
        state = replace(
            state, disruptions=tuple(sorted((*state.disruptions, placed), key=_by_station))
        )
        events.append(event("disruption_placed", station=move.station, disruption=card.disruption))
        return state
    if isinstance(move, PlayDoorsClosing):
        # The card waits in front of the target, not in the discard pile, until it expires.
        target = state.riders[move.target]
        return state.with_rider(
            move.target, replace(target, doors_closing=target.doors_closing + 1)
        )
    state = _resolve(state, seat, move, card, events)
    # Its effect is over: only now does the card join the discards (so a draw card cannot
    # reshuffle itself back into the deck it draws from).
    return replace(state, action_discard=(*state.action_discard, card.id))


def _resolve(
    state: DcDashState, seat: int, move: Move, card: ActionCard, events: list[Event]
) -> DcDashState:
    if isinstance(move, PlayAllClear):
        return end_disruption(state, move.station, events)
    if isinstance(move, (PlayRide, PlayTransferRide, PlayBus)):
        return move_pawn(state, seat, move.to, events)
    if isinstance(move, PlayPush):
        # The pushed player neither visits nor draws now: those happen at the end of their
        # own turn, if the pawn is still there.
        return move_pawn(state, move.target, move.to, events)
    if isinstance(move, PlayDetour):
        return _detour(state, seat, move.station_card, events)
    if isinstance(move, PlayDraw):
        return draw_actions(state, seat, card.draw, events)
    raise AssertionError(f"no effect for {move!r}")


def _by_station(d: Disruption) -> str:
    return d.station


def _public_fields(move: Move) -> dict[str, object]:
    fields = CODEC.dump(move)
    # A Detour names the Station card given up: that stays private (see the private event).
    fields.pop("station_card", None)
    return fields


def move_pawn(state: DcDashState, seat: int, to: str, events: list[Event]) -> DcDashState:
    rider = state.riders[seat]
    events.append(event("pawn_moved", seat=seat, station=to, came_from=rider.station))
    return state.with_rider(seat, replace(rider, station=to))


def end_disruption(state: DcDashState, station: str, events: list[Event]) -> DcDashState:
    """Take the token off; its card leaves the table in front of its player for the discards."""
    gone = state.disruption_at(station)
    assert gone is not None
    kept = tuple(d for d in state.disruptions if d.station != station)
    events.append(event("disruption_ended", station=station, disruption=gone.kind))
    return replace(state, disruptions=kept, action_discard=(*state.action_discard, gone.card))


def draw_actions(state: DcDashState, seat: int, count: int, events: list[Event]) -> DcDashState:
    """Draw ``count`` Action cards; an empty deck is rebuilt from the shuffled discards first.
    With both empty (every card held or on the table) nothing more is drawn."""
    deck = list(state.action_deck)
    discard = list(state.action_discard)
    rng = Rng(state.rng)
    drawn = []
    for _ in range(count):
        if not deck and discard:
            deck = rng.shuffled(discard)
            discard = []
            events.append(event("action_deck_reshuffled", size=len(deck)))
        if not deck:
            break
        drawn.append(deck.pop())
    rider = state.riders[seat]
    hand = tuple(sorted((*rider.action_cards, *drawn)))
    state = state.with_rider(seat, replace(rider, action_cards=hand))
    if drawn:
        events.append(event("action_cards_drawn", seat=seat, count=len(drawn)))
        events.append(private_event([seat], "you_drew_action_cards", cards=drawn))
    return replace(state, action_deck=tuple(deck), action_discard=tuple(discard), rng=rng.state)


def _detour(state: DcDashState, seat: int, given_up: str, events: list[Event]) -> DcDashState:
    """Turn Station cards from the deck until one matches the given-up card's jurisdiction;
    the others and the given-up card are shuffled back into the Station Deck."""
    stations = network(state.network).stations
    wanted = stations[given_up].jurisdiction
    deck = list(state.station_deck)
    turned: list[str] = []
    while deck:
        card = deck.pop()
        if stations[card].jurisdiction == wanted:
            break
        turned.append(card)
    else:
        raise AssertionError("Detour needs a matching card in the Station Deck")
    rng = Rng(state.rng)
    deck = rng.shuffled([*deck, *turned, given_up])
    rider = state.riders[seat]
    cards = tuple(sorted((*(c for c in rider.station_cards if c != given_up), card)))
    state = state.with_rider(seat, replace(rider, station_cards=cards))
    events.append(event("detour", seat=seat, jurisdiction=wanted))
    events.append(private_event([seat], "your_detour", gave_up=given_up, drew=card))
    return replace(state, station_deck=tuple(deck), rng=rng.state)
