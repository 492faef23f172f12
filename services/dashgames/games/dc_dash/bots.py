"""DC Dash bots. Each sees only its seat's view and legal moves.

The heuristic bot scores every option by the turns it expects to need afterwards to visit its
remaining stations and get back to Union Station (``planner.tour_turns``), takes the best
ride, spends a card only when the card buys more than it costs, lifts disruptions that stand
in its way, and hinders an opponent only when that opponent is about to win.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat
from dashgames.games.dc_dash.moves import (
    DcDashMove,
    DiscardHand,
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
from dashgames.games.dc_dash.planner import FAR, tour_turns, turns
from dashgames.games.dc_dash.routes import Layout, ride_options
from dashgames.games.dc_dash.view import DcDashView, parse_view

CARD_COST = 0.4
"""Turns a card is worth keeping: a card move must gain at least this much over a ride."""

KEEP_ORDER = (
    "express_train", "free_transfer", "all_clear", "shuttle_bus", "detour", "metrobus",
    "track_maintenance", "security_checkpoint", "wrong_direction", "doors_closing",
    "elevator_outage", "smartrip_reload",
)
"""Action cards from most to least worth keeping when the hand limit forces a discard."""


def random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


def heuristic_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    seen = parse_view(view)
    if seen.phase == "discard_to_limit":
        return max(legal, key=lambda m: KEEP_ORDER.index(m.card) if m.card in KEEP_ORDER else 99)
    plan = _Plan(seen, seat)
    threat = plan.threat()
    if threat is not None:
        hinder = plan.hinder(threat, legal)
        if hinder is not None and not plan.can_win_now(legal):
            return hinder
    best: tuple[float, int] | None = None
    choice: DcDashMove = legal[0]
    for i, move in enumerate(legal):
        cost = plan.cost(move)
        if cost is not None and (best is None or (cost, i) < best):
            best, choice = (cost, i), move
    return choice


class _Plan:
    """The bot's picture of its own race from its view."""

    def __init__(self, seen: DcDashView, seat: int) -> None:
        self.seen = seen
        self.seat = seat
        self.year = seen.network
        self.layout: Layout = tuple(sorted((d.station, d.kind) for d in seen.disruptions))
        self.here = seen.riders[seat].station
        self.targets = frozenset(seen.your_station_cards or ())
        self.hand = seen.your_action_cards or ()
        self.now = tour_turns(self.year, self.layout, self.here, self.targets)
        self.transfers = network(self.year).transfer_stations(seen.transfer_stations)

    def after_move_to(self, station: str, layout: Layout | None = None) -> float:
        left = self.targets - {station}
        cost = float(tour_turns(self.year, layout or self.layout, station, left))
        if station in self.transfers:
            cost -= 0.1  # a free Action card
        return cost

    def can_win_now(self, legal: list[Any]) -> bool:
        return not self.targets and any(
            getattr(m, "to", None) == UNION_STATION
            and not isinstance(m, PlayPush) for m in legal
        )

    def cost(self, move: DcDashMove) -> float | None:
        if isinstance(move, Travel):
            return self.after_move_to(move.to)
        if isinstance(move, Stay):
            # Worth it to visit where it stands or to draw on a transfer station; otherwise
            # it ties with a ride that gains nothing, and the rides come first in the list.
            return self.after_move_to(self.here)
        if isinstance(move, (PlayRide, PlayTransferRide, PlayBus)):
            return self.after_move_to(move.to) + CARD_COST
        if isinstance(move, PlayAllClear):
            return self._without(move.station) + 1 + CARD_COST
        if isinstance(move, DiscardHand):
            return self._without(move.station) + 1 + CARD_COST * len(self.hand)
        if isinstance(move, PlayDetour):
            return self._detour(move.station_card)
        if isinstance(move, PlayDraw):
            # Only worth it when no ride makes progress: a turn spent for two cards.
            return self.now + 1.5
        return None  # disruptions, Doors Closing!, Wrong Direction: see hinder()

    def _without(self, station: str) -> float:
        layout = tuple(p for p in self.layout if p[0] != station)
        if len(layout) == len(self.layout):
            return FAR
        # Lifting it costs this turn; compare with where we would be anyway.
        return float(tour_turns(self.year, layout, self.here, self.targets))

    def _detour(self, card: str) -> float:
        """Expected tour after swapping ``card`` for a random unseen card of its jurisdiction."""
        stations = network(self.year).stations
        j = stations[card].jurisdiction
        known = {c for r in self.seen.riders for c in r.visited} | set(self.targets)
        pool = [c for c in network(self.year).station_cards()[j] if c not in known]
        if not pool:
            return FAR
        rest = self.targets - {card}
        total = sum(tour_turns(self.year, self.layout, self.here, rest | {c}) for c in pool)
        return total / len(pool) + 1 + CARD_COST

    def threat(self) -> int | None:
        """An opponent with no Station cards left who can be home within two turns."""
        mine = self.now
        worst: tuple[int, int] | None = None
        for r in self.seen.riders:
            if r.seat == self.seat or r.station_cards:
                continue
            left = turns(self.year, self.layout, r.station, UNION_STATION)
            if left <= 2 and left < mine and (worst is None or left < worst[0]):
                worst = (left, r.seat)
        return None if worst is None else worst[1]

    def hinder(self, target: int, legal: list[Any]) -> DcDashMove | None:
        """The card play that most delays ``target``'s return to Union Station."""
        there = self.seen.riders[target].station
        base = turns(self.year, self.layout, there, UNION_STATION)
        best: tuple[int, int] | None = None
        pick: DcDashMove | None = None
        for i, move in enumerate(legal):
            gain = 0
            if isinstance(move, PlayDisruption) and move.card != "elevator_outage":
                if turns(self.year, self.layout, there, move.station) > 1 and move.station not in (
                    network(self.year).lines["RD"]
                ):
                    continue  # only tokens near the target or on the Red Line can matter
                layout = tuple(sorted((*self.layout, (move.station, move.card))))
                gain = turns(self.year, layout, there, UNION_STATION) - base
            elif isinstance(move, PlayPush) and move.target == target:
                gain = turns(self.year, self.layout, move.to, UNION_STATION) - base
            elif isinstance(move, PlayDoorsClosing) and move.target == target:
                # It only bites when the target cannot get home on a short hop anyway.
                short = {to for _, to in ride_options(self.year, self.layout, there, 2)}
                gain = 0 if UNION_STATION in short else 1
            if gain > 0 and (best is None or (gain, -i) > best):
                best, pick = (gain, -i), move
        return pick


LEVELS: dict[str, Bot] = {"random": random_bot, "heuristic": heuristic_bot}
"""Bot levels by name (the one mapping ``Game.bots`` serves)."""

DEFAULT_LEVEL = "heuristic"
