"""Exact DC Dash positions for scenario tests (imported by the test modules here)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.cards import full_action_deck
from dashgames.games.dc_dash.moves import DcDashMove
from dashgames.games.dc_dash.network import UNION_STATION, network
from dashgames.games.dc_dash.state import DcDashState, Disruption, Rider


def rider(
    station: str = UNION_STATION,
    cards: tuple[str, ...] = ("A15",),
    actions: tuple[str, ...] = (),
    visited: tuple[str, ...] = (),
    doors_closing: int = 0,
) -> Rider:
    return Rider(station, cards, visited, actions, doors_closing)


def position(
    *riders: Rider,
    turn: int = 0,
    disruptions: tuple[tuple[str, str, int], ...] = (),
    discard: tuple[str, ...] = (),
    action_deck: tuple[str, ...] | None = None,
    year: Any = "2010",
    transfer_rule: Any = "two_level",
) -> DcDashState:
    """Seat ``turn`` to act. The station deck holds every card nobody holds or has visited;
    the action deck (unless given) every card not in a hand, on the table or discarded."""
    held = {c for r in riders for c in (*r.station_cards, *r.visited)}
    station_deck = tuple(
        c for pile in network(year).station_cards().values() for c in pile if c not in held
    )
    tokens = tuple(Disruption(s, k, k, p) for s, k, p in sorted(disruptions))
    if action_deck is None:
        rest = Counter(full_action_deck())
        rest.subtract(Counter(c for r in riders for c in r.action_cards))
        rest.subtract(Counter((*discard, *(t.card for t in tokens))))
        rest.subtract(Counter({"doors_closing": sum(r.doors_closing for r in riders)}))
        action_deck = tuple(sorted(rest.elements()))
    return DcDashState(
        network=year, transfer_rule=transfer_rule, riders=tuple(riders), turn=turn,
        phase="turn", station_deck=station_deck, action_deck=action_deck,
        action_discard=discard, disruptions=tokens, turns_taken=10, winner=None, rng=4242,
    )


def play(state: DcDashState, move: DcDashMove, seat: int | None = None) -> DcDashState:
    after, _ = GAME.apply(state, state.turn if seat is None else seat, move)
    return after


def with_rider(state: DcDashState, seat: int, **changes: Any) -> DcDashState:
    return state.with_rider(seat, replace(state.riders[seat], **changes))


def travel_ends(state: DcDashState, line: str | None = None) -> set[str]:
    from dashgames.games.dc_dash.moves import Travel

    return {
        m.to for m in GAME.legal_moves(state, state.turn)
        if isinstance(m, Travel) and (line is None or m.line == line)
    }
