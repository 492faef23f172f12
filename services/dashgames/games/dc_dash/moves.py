"""DC Dash moves: one per turn option, one per card effect, and the hand-limit discard.

Granularity: a ride names its line and its destination station. On one line a destination
fixes the direction and the number of stops, so ``legal_moves`` lists every reachable
(line, destination) pair: complete and finite. A ride over no stations has no line to name,
so staying put is a move of its own (``Stay``). Cards that move a pawn name the card and
where the pawn ends; stations are WMATA codes (``"B03"`` is Union Station), lines are
``RD OR BL YL GR`` (and ``SV`` on the Silver Line networks).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import MoveCodec


@dataclass(frozen=True)
class Travel:
    """Option 1: ride up to four stations along one line serving your station."""

    kind: ClassVar[str] = "travel"
    line: str
    to: str


@dataclass(frozen=True)
class Stay:
    """Option 1 over no stations: stay where you are (on a transfer station you still draw)."""

    kind: ClassVar[str] = "stay"


@dataclass(frozen=True)
class PlayDisruption:
    """Play a disruption card: put its token on a station without one (not Union Station)."""

    kind: ClassVar[str] = "play_disruption"
    card: str
    station: str


@dataclass(frozen=True)
class PlayAllClear:
    """Play a card that takes one disruption token off the board."""

    kind: ClassVar[str] = "play_all_clear"
    card: str
    station: str


@dataclass(frozen=True)
class PlayRide:
    """Play a ride card (Express Train): a longer ride along one line serving your station."""

    kind: ClassVar[str] = "play_ride"
    card: str
    line: str
    to: str


@dataclass(frozen=True)
class PlayTransferRide:
    """Play Free Transfer: ride ``line``; optionally switch at ``change_at`` to ``then_line``."""

    kind: ClassVar[str] = "play_transfer_ride"
    card: str
    line: str
    to: str
    change_at: str | None = None
    then_line: str | None = None


@dataclass(frozen=True)
class PlayBus:
    """Play a bus card: go to a station a few stops away on any lines, ignoring disruptions."""

    kind: ClassVar[str] = "play_bus"
    card: str
    to: str


@dataclass(frozen=True)
class PlayDetour:
    """Play Detour: give up ``station_card`` for another Station card of its jurisdiction."""

    kind: ClassVar[str] = "play_detour"
    card: str
    station_card: str


@dataclass(frozen=True)
class PlayDoorsClosing:
    """Play Doors Closing! on ``target``: they move at most a few stations next turn."""

    kind: ClassVar[str] = "play_doors_closing"
    card: str
    target: int


@dataclass(frozen=True)
class PlayPush:
    """Play Wrong Direction: move ``target``'s pawn along one of its lines to ``to``."""

    kind: ClassVar[str] = "play_push"
    card: str
    target: int
    line: str
    to: str


@dataclass(frozen=True)
class PlayDraw:
    """Play a draw card (SmarTrip Reload)."""

    kind: ClassVar[str] = "play_draw"
    card: str


@dataclass(frozen=True)
class DiscardHand:
    """Option 3: discard every Action card you hold (none counts) to end one disruption."""

    kind: ClassVar[str] = "discard_hand"
    station: str


@dataclass(frozen=True)
class DiscardToLimit:
    """Follow-up when a turn ends with more Action cards than the limit: discard one."""

    kind: ClassVar[str] = "discard_to_limit"
    card: str


DcDashMove = (
    Travel | Stay | PlayDisruption | PlayAllClear | PlayRide | PlayTransferRide | PlayBus
    | PlayDetour | PlayDoorsClosing | PlayPush | PlayDraw | DiscardHand | DiscardToLimit
)

MOVES: MoveCodec[DcDashMove] = MoveCodec(
    "dc_dash",
    (
        Travel, Stay, PlayDisruption, PlayAllClear, PlayRide, PlayTransferRide, PlayBus,
        PlayDetour, PlayDoorsClosing, PlayPush, PlayDraw, DiscardHand, DiscardToLimit,
    ),
)
