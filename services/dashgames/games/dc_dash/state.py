"""The DC Dash game state: plain frozen data, JSON round trip through the engine codec."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dashgames.engine.copying import replace
from dashgames.games.dc_dash.network import NetworkYear, TransferRule

Phase = Literal["turn", "discard_to_limit"]


@dataclass(frozen=True)
class Disruption:
    """A Service Disruption token on ``station``; its card waits in front of ``placed_by``."""

    station: str
    kind: str
    card: str
    placed_by: int


# ruling: discarded-hand-stays-shown
@dataclass(frozen=True)
class Rider:
    """One player: pawn, Station cards (unvisited, hidden; visited, face up), Action hand.
    Hands are kept sorted: their order means nothing and must not record the draw order."""

    station: str
    station_cards: tuple[str, ...]
    visited: tuple[str, ...]
    action_cards: tuple[str, ...]
    doors_closing: int = 0
    """Doors Closing! cards waiting in front of this player until the end of their next turn."""
    discarded_hand: tuple[str, ...] | None = None
    """The Action hand this player last discarded face up (option 3), kept on show until their
    next turn; None when they have not discarded since."""


@dataclass(frozen=True)
class DcDashState:
    network: NetworkYear
    transfer_rule: TransferRule
    riders: tuple[Rider, ...]
    turn: int
    """The seat whose turn it is."""
    phase: Phase
    station_deck: tuple[str, ...]
    action_deck: tuple[str, ...]
    action_discard: tuple[str, ...]
    disruptions: tuple[Disruption, ...]
    """Sorted by station; at most one per station."""
    turns_taken: int
    winner: int | None
    rng: int

    @property
    def players(self) -> int:
        return len(self.riders)

    def with_rider(self, seat: int, rider: Rider) -> DcDashState:
        riders = list(self.riders)
        riders[seat] = rider
        return replace(self, riders=tuple(riders))

    def disruption_at(self, station: str) -> Disruption | None:
        for d in self.disruptions:
            if d.station == station:
                return d
        return None
