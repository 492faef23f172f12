"""DC Dash events, declared for the contract (``Game.events``); ``rules.py`` and ``effects.py``
emit them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from dashgames.engine import event_types


@dataclass(frozen=True)
class CardPlayed:
    """An action card played; ``move`` is the move as played, without a Detour's private
    Station card."""

    kind: ClassVar[str] = "card_played"
    withheld: ClassVar[tuple[str, ...]] = ("station_card",)  # ``move`` is not a whole move
    seat: int
    card: str
    move: dict[str, Any]


@dataclass(frozen=True)
class DisruptionPlaced:
    kind: ClassVar[str] = "disruption_placed"
    station: str
    disruption: str


@dataclass(frozen=True)
class DisruptionEnded:
    kind: ClassVar[str] = "disruption_ended"
    station: str
    disruption: str


@dataclass(frozen=True)
class PawnMoved:
    kind: ClassVar[str] = "pawn_moved"
    seat: int
    station: str
    came_from: str


@dataclass(frozen=True)
class ActionDeckReshuffled:
    kind: ClassVar[str] = "action_deck_reshuffled"
    size: int


@dataclass(frozen=True)
class ActionCardsDrawn:
    """How many cards a seat drew (everyone sees the count; the seat alone the cards)."""

    kind: ClassVar[str] = "action_cards_drawn"
    seat: int
    count: int


@dataclass(frozen=True)
class YouDrewActionCards:
    """Private to the drawing seat: the cards it drew."""

    kind: ClassVar[str] = "you_drew_action_cards"
    cards: list[str]


@dataclass(frozen=True)
class Detour:
    kind: ClassVar[str] = "detour"
    seat: int
    jurisdiction: str


@dataclass(frozen=True)
class YourDetour:
    """Private to the seat: the Station card given up and the one drawn."""

    kind: ClassVar[str] = "your_detour"
    gave_up: str
    drew: str


@dataclass(frozen=True)
class Stayed:
    kind: ClassVar[str] = "stayed"
    seat: int
    station: str


@dataclass(frozen=True)
class HandDiscarded:
    kind: ClassVar[str] = "hand_discarded"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class DiscardedToLimit:
    kind: ClassVar[str] = "discarded_to_limit"
    seat: int
    card: str


@dataclass(frozen=True)
class StationVisited:
    kind: ClassVar[str] = "station_visited"
    seat: int
    station: str


@dataclass(frozen=True)
class DoorsClosingExpired:
    kind: ClassVar[str] = "doors_closing_expired"
    seat: int


@dataclass(frozen=True)
class DiscardDue:
    """Private to the seat: how many cards it must discard down to the hand limit."""

    kind: ClassVar[str] = "discard_due"
    count: int


@dataclass(frozen=True)
class GameWon:
    """The game's own end event (``game_finished`` follows it with the outcome)."""

    kind: ClassVar[str] = "game_won"
    seat: int


EVENTS = event_types(
    CardPlayed, DisruptionPlaced, DisruptionEnded, PawnMoved, ActionDeckReshuffled,
    ActionCardsDrawn, YouDrewActionCards, Detour, YourDetour, Stayed, HandDiscarded,
    DiscardedToLimit, StationVisited, DoorsClosingExpired, DiscardDue, GameWon,
)
