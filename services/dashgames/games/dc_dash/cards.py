"""The Action Deck and the Service Disruption kinds, loaded from ``data/action-deck.json``.

The deck is our design (the original card list is not public); keeping it as data means a
playtest can change names, counts and parameters without touching the rules. Each card names
an ``effect`` the rules know; the file is checked at import.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from dashgames.engine import component_file

Effect = Literal[
    "place_disruption", "all_clear", "ride", "transfer_ride", "bus", "detour", "doors_closing",
    "push", "draw",
]
EFFECTS: frozenset[str] = frozenset(Effect.__args__)  # type: ignore[attr-defined]

@dataclass(frozen=True)
class DisruptionKind:
    id: str
    name: str
    can_pass: bool
    """A pawn may ride through the station without stopping."""
    can_stop: bool
    """A pawn may end a ride at the station."""


@dataclass(frozen=True)
class ActionCard:
    id: str
    name: str
    count: int
    effect: Effect
    text: str
    disruption: str | None = None
    max_stops: int = 0
    draw: int = 0


def _load() -> tuple[dict[str, DisruptionKind], dict[str, ActionCard], int, int]:
    raw: dict[str, Any] = component_file(__package__, "action-deck.json")
    kinds = {
        d["id"]: DisruptionKind(d["id"], d["name"], bool(d["can_pass"]), bool(d["can_stop"]))
        for d in raw["disruptions"]
    }
    cards: dict[str, ActionCard] = {}
    for c in raw["cards"]:
        card = ActionCard(
            id=c["id"], name=c["name"], count=int(c["count"]), effect=c["effect"],
            text=c["text"], disruption=c.get("disruption"),
            max_stops=int(c.get("max_stops", 0)), draw=int(c.get("draw", 0)),
        )
        _check(card, kinds)
        if card.id in cards:
            raise ValueError(f"action card {card.id} listed twice")
        cards[card.id] = card
    return kinds, cards, int(raw["hand_limit"]), int(raw["deal"])


def _check(card: ActionCard, kinds: dict[str, DisruptionKind]) -> None:
    if card.effect not in EFFECTS:
        raise ValueError(f"action card {card.id} has unknown effect {card.effect!r}")
    if card.count < 1:
        raise ValueError(f"action card {card.id} needs a positive count")
    if (card.effect == "place_disruption") != (card.disruption is not None):
        raise ValueError(f"action card {card.id}: only disruption cards name a disruption")
    if card.disruption is not None and card.disruption not in kinds:
        raise ValueError(f"action card {card.id} names unknown disruption {card.disruption}")
    moves = card.effect in ("ride", "transfer_ride", "bus", "doors_closing", "push")
    if moves != (card.max_stops > 0):
        raise ValueError(f"action card {card.id}: max_stops belongs to moving cards only")
    if (card.effect == "draw") != (card.draw > 0):
        raise ValueError(f"action card {card.id}: draw belongs to draw cards only")


DISRUPTIONS, ACTION_CARDS, HAND_LIMIT, DEAL = _load()


def full_action_deck() -> tuple[str, ...]:
    """Every action card, ``count`` copies each, in data order (shuffled at setup)."""
    return tuple(c.id for c in ACTION_CARDS.values() for _ in range(c.count))
