"""What each Action card effect does, and the state changes cards and turns share.

``play_card`` carries out a card move; which card moves are allowed is ``legal.card_moves``.
The rules check that a move is among the listed ones before resolving it, so the two halves
cannot drift apart.
"""

from __future__ import annotations

from dashgames.engine import Event, Rng, event, private_event
from dashgames.engine.copying import replace
from dashgames.games.dc_dash.cards import ACTION_CARDS, ActionCard
from dashgames.games.dc_dash.moves import (
    MOVES,
    DcDashMove,
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
from dashgames.games.dc_dash.network import network
from dashgames.games.dc_dash.state import DcDashState, Disruption


def play_card(state: DcDashState, seat: int, move: DcDashMove, events: list[Event]) -> DcDashState:
    """Carry out a (checked) card move; the card leaves the hand first."""
    card = ACTION_CARDS[move.card]  # type: ignore[union-attr]
    rider = state.riders[seat]
    hand = list(rider.action_cards)
    hand.remove(card.id)
    state = state.with_rider(seat, replace(rider, action_cards=tuple(hand)))
    events.append(event("card_played", seat=seat, card=card.id, move=_public_fields(move)))
    if isinstance(move, PlayDisruption):
        # ruling: disruption-cards-lie-in-front
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
    state: DcDashState, seat: int, move: DcDashMove, card: ActionCard, events: list[Event]
) -> DcDashState:
    if isinstance(move, PlayAllClear):
        return end_disruption(state, move.station, events)
    if isinstance(move, (PlayRide, PlayTransferRide, PlayBus)):
        return move_pawn(state, seat, move.to, events)
    if isinstance(move, PlayPush):
        # ruling: pushed-pawn-neither-visits-nor-draws
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


def _public_fields(move: DcDashMove) -> dict[str, object]:
    fields = MOVES.dump(move)
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


# ruling: empty-action-deck
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
        # Listed sorted, as the hand is shown: the order cards came off the deck is not theirs
        # to know (it would tell how the deck was stacked).
        events.append(private_event([seat], "you_drew_action_cards", cards=sorted(drawn)))
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
