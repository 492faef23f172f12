"""What one player (or a spectator) may know, and full states consistent with it.

Public: every pawn, visited Station cards (face up), the tokens on the board, the cards lying
in front of players, the face-up Action discard pile, each player's last discarded hand until
their next turn, and counts of hidden piles. A Station
card's back shows its jurisdiction, so everyone sees how many DC, MD and VA cards each player
still holds. Private: your own Station and Action cards. Never: a deck order or the RNG.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from dashgames.engine import BadState, Rng, Seat
from dashgames.engine.codec import DecodeError, from_json, to_json
from dashgames.games.dc_dash.cards import HAND_LIMIT, full_action_deck
from dashgames.games.dc_dash.network import JURISDICTIONS, NetworkYear, TransferRule, network
from dashgames.games.dc_dash.state import DcDashState, Disruption, Phase, Rider


@dataclass(frozen=True)
class DisruptionView:
    """A Service Disruption token; ``card`` lies in front of ``placed_by`` while it lasts."""

    station: str
    kind: str
    card: str
    placed_by: int


@dataclass(frozen=True)
class RiderView:
    """One player as the viewer sees them; hidden cards appear as counts."""

    seat: int
    station: str
    visited: tuple[str, ...]
    station_cards: int
    station_cards_by_jurisdiction: dict[str, int]
    action_cards: int
    in_front: tuple[str, ...]
    """Action cards lying in front of this player because they are still in effect."""
    doors_closing: int
    discarded_hand: tuple[str, ...] | None
    """The Action hand this player discarded face up to lift a token, on show until their next
    turn (even when the discard pile was shuffled into the deck meanwhile); null otherwise."""


@dataclass(frozen=True)
class DcDashView:
    """A DC Dash game as one seat (``you``; null for a spectator) sees it."""

    network: NetworkYear
    transfer_stations: TransferRule
    you: int | None
    turn: int
    phase: Phase
    turns_taken: int
    winner: int | None
    riders: tuple[RiderView, ...]
    disruptions: tuple[DisruptionView, ...]
    your_station_cards: tuple[str, ...] | None
    your_action_cards: tuple[str, ...] | None
    discard_due: int
    """Action cards the player to act must still discard to get down to the hand limit."""
    station_deck: int
    station_deck_by_jurisdiction: dict[str, int]
    action_deck: int
    action_discard: tuple[str, ...]


def _by_jurisdiction(state: DcDashState, cards: tuple[str, ...]) -> dict[str, int]:
    stations = network(state.network).stations
    counts = Counter(stations[c].jurisdiction for c in cards)
    return {j: counts[j] for j in JURISDICTIONS}


def render(state: DcDashState, seat: Seat | None) -> dict[str, Any]:
    riders = []
    for s, r in enumerate(state.riders):
        in_front = tuple(d.card for d in state.disruptions if d.placed_by == s)
        riders.append(RiderView(
            seat=s, station=r.station, visited=r.visited, station_cards=len(r.station_cards),
            station_cards_by_jurisdiction=_by_jurisdiction(state, r.station_cards),
            action_cards=len(r.action_cards),
            in_front=in_front + ("doors_closing",) * r.doors_closing,
            doors_closing=r.doors_closing, discarded_hand=r.discarded_hand,
        ))
    mine = state.riders[seat] if seat is not None else None
    due = 0
    if state.phase == "discard_to_limit":
        due = len(state.riders[state.turn].action_cards) - HAND_LIMIT
    shown = DcDashView(
        network=state.network, transfer_stations=state.transfer_rule, you=seat,
        turn=state.turn, phase=state.phase, turns_taken=state.turns_taken,
        winner=state.winner, riders=tuple(riders),
        disruptions=tuple(DisruptionView(d.station, d.kind, d.card, d.placed_by)
                          for d in state.disruptions),
        your_station_cards=tuple(sorted(mine.station_cards)) if mine else None,
        your_action_cards=tuple(sorted(mine.action_cards)) if mine else None,
        discard_due=due, station_deck=len(state.station_deck),
        station_deck_by_jurisdiction=_by_jurisdiction(state, state.station_deck),
        action_deck=len(state.action_deck), action_discard=state.action_discard,
    )
    out: dict[str, Any] = to_json(shown)
    return out


def parse_view(raw: dict[str, Any]) -> DcDashView:
    try:
        parsed: DcDashView = from_json(DcDashView, raw)
    except DecodeError as e:
        raise BadState(f"bad dc_dash view: {e}", field=e.path) from None
    return parsed


def sample_hidden(raw: dict[str, Any], seat: Seat | None, rng: Rng) -> DcDashState:
    """A full state that agrees with the view: hidden Station cards are drawn, jurisdiction by
    jurisdiction, from the cards nobody can see; hidden Action cards from the deck's remainder."""
    seen = parse_view(raw)
    mine_s = seen.your_station_cards if seat is not None else None
    mine_a = seen.your_action_cards if seat is not None else None
    known = {c for r in seen.riders for c in r.visited} | set(mine_s or ())
    piles = network(seen.network).station_cards()
    pool = {j: rng.shuffled([c for c in piles[j] if c not in known]) for j in JURISDICTIONS}
    in_play = [d.card for d in seen.disruptions]
    in_play += ["doors_closing"] * sum(r.doors_closing for r in seen.riders)
    actions = Counter(full_action_deck())
    actions.subtract(Counter((*(mine_a or ()), *seen.action_discard, *in_play)))
    action_pool = rng.shuffled(sorted(actions.elements()))
    riders = []
    for r in seen.riders:
        if seat is not None and r.seat == seat:
            assert mine_s is not None and mine_a is not None
            hand_s, hand_a = mine_s, mine_a
        else:
            hand_s = tuple(sorted(
                pool[j].pop() for j in JURISDICTIONS
                for _ in range(r.station_cards_by_jurisdiction[j])
            ))
            hand_a = tuple(sorted(action_pool.pop() for _ in range(r.action_cards)))
        riders.append(
            Rider(r.station, hand_s, r.visited, hand_a, r.doors_closing, r.discarded_hand)
        )
    station_deck = rng.shuffled([c for j in JURISDICTIONS for c in pool[j]])
    if len(station_deck) != seen.station_deck or len(action_pool) != seen.action_deck:
        raise BadState("the view's counts do not add up", field="station_deck")
    return DcDashState(
        network=seen.network, transfer_rule=seen.transfer_stations, riders=tuple(riders),
        turn=seen.turn, phase=seen.phase, station_deck=tuple(station_deck),
        action_deck=tuple(action_pool), action_discard=seen.action_discard,
        disruptions=tuple(Disruption(d.station, d.kind, d.card, d.placed_by)
                          for d in seen.disruptions),
        turns_taken=seen.turns_taken, winner=seen.winner, rng=rng.next_u64(),
    )

