"""Who moves in DC Dash (``to_act``) and the legal moves: the rides of a turn (staying put
included), what each held Action card allows, and the discard option; during the hand-limit
follow-up, the cards that may be discarded.

``rules.apply`` checks a ride or a card move against the same lists, so what is listed here
is exactly what it accepts.
"""

from __future__ import annotations

from dashgames.engine import Seat
from dashgames.games.dc_dash.cards import ACTION_CARDS, ActionCard
from dashgames.games.dc_dash.moves import (
    DcDashMove,
    DiscardHand,
    DiscardToLimit,
    PlayAllClear,
    PlayBus,
    PlayDetour,
    PlayDisruption,
    PlayDoorsClosing,
    PlayDraw,
    PlayPush,
    PlayRide,
    PlayTransferRide,
    Stay,
    Travel,
)
from dashgames.games.dc_dash.network import UNION_STATION, network
from dashgames.games.dc_dash.routes import (
    Layout,
    bus_ends,
    can_stop,
    ride_ends,
    ride_options,
    transfer_routes,
)
from dashgames.games.dc_dash.state import DcDashState

RIDE_STOPS = 4
"""The longest ordinary ride (turn option 1)."""

DOORS_CLOSING_LIMIT = min(
    (c.max_stops for c in ACTION_CARDS.values() if c.effect == "doors_closing"), default=99
)


def to_act(state: DcDashState) -> frozenset[Seat]:
    """The seat whose turn it is; nobody once the game is won."""
    return frozenset() if state.winner is not None else frozenset({state.turn})


def layout_of(state: DcDashState) -> Layout:
    return tuple((d.station, d.kind) for d in state.disruptions)


# ruling: doors-closing-caps-all-movement
def stop_limit(state: DcDashState, seat: int, base: int) -> int:
    """How far ``seat``'s own movement may go this turn (Doors Closing! caps every kind of
    movement the player makes on that turn: rides, rides by card and buses alike)."""
    if state.riders[seat].doors_closing:
        return min(base, DOORS_CLOSING_LIMIT)
    return base


def card_moves(state: DcDashState, seat: int, card: ActionCard) -> list[DcDashMove]:
    year = state.network
    here = state.riders[seat].station
    layout = layout_of(state)
    if card.effect == "place_disruption":
        # ruling: tokens-anywhere-but-union-station
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
        return [PlayBus(card.id, to) for to in bus_ends(year, layout, here, limit)]
    if card.effect == "detour":
        # ruling: detour-needs-a-matching-card
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
        out: list[DcDashMove] = []
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


def rides(state: DcDashState, seat: int) -> tuple[tuple[str, str], ...]:
    """Every (line, end) of an ordinary ride for ``seat`` this turn."""
    limit = stop_limit(state, seat, RIDE_STOPS)
    return ride_options(state.network, layout_of(state), state.riders[seat].station, limit)


# ruling: no-stop-no-visit
def may_stop_here(state: DcDashState, seat: int) -> bool:
    """Whether the end of ``seat``'s turn where its pawn stands is a stop. On a station whose
    token forbids stopping it is not: a turn that ends there visits nothing, and draws only
    when the pawn stayed there all turn (the printed stay-and-draw)."""
    return can_stop(layout_of(state), state.riders[seat].station)


def legal_moves(state: DcDashState, seat: int) -> list[DcDashMove]:
    if state.winner is not None or seat != state.turn:
        return []
    rider = state.riders[seat]
    if state.phase == "discard_to_limit":
        return [DiscardToLimit(c) for c in sorted(set(rider.action_cards))]
    out: list[DcDashMove] = [Travel(line, to) for line, to in rides(state, seat)]
    # ruling: staying-put-is-a-ride
    # "Up to four" stations includes none: staying put is a ride that ends where it began.
    # A token under the pawn does not take it away: the pawn does not arrive there, and the
    # rulebook lets a player who did not move still draw on a transfer station.
    out.append(Stay())
    for card_id in sorted(set(rider.action_cards)):
        out.extend(card_moves(state, seat, ACTION_CARDS[card_id]))
    # ruling: discard-needs-a-token
    # Discarding the hand is a way to end a disruption, so it needs a token to remove;
    # an empty hand may be discarded.
    out.extend(DiscardHand(d.station) for d in state.disruptions)
    return out
