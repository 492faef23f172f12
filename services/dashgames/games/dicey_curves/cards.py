"""The track cards, loaded from ``data/track_cards.json`` and checked once at import.

A card is described by its lanes (spaces per lane, left to right when facing the direction of
travel), its shape (a straight of some depth, or a 45/90 degree curve around a pivot), its
gates and whether a solid line separates its lanes between the gates. The deck itself is our
reconstruction, not the printed cards (docs/components/dicey_curves.md says which facts come
from the rulebook and which are ours); keeping it as data lets it change without touching the
rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from dashgames.engine import component_file

Role = Literal["start", "finish", "setup_straight", "deck"]

DECK_SIZE = 36
LANE_COUNTS = (2, 3)
TURNS = (-90, -45, 0, 45, 90)
GATE_SIZES = range(2, 6)


@dataclass(frozen=True)
class Gate:
    """A gate in front of row ``before`` of ``lane``; crossing it needs exactly ``size`` dice."""

    lane: int
    before: int
    size: int


@dataclass(frozen=True)
class TrackCard:
    kind: str
    name: str
    count: int
    role: Role
    lanes: tuple[int, ...]
    turn: int
    length: float
    pivot_gap: float
    gates: tuple[Gate, ...]
    solid_line: bool

    def gate_before(self, lane: int, row: int) -> Gate | None:
        """The gate between ``row - 1`` and ``row`` of ``lane``, if there is one."""
        for gate in self.gates:
            if gate.lane == lane and gate.before == row:
                return gate
        return None

    def gates_in_lane(self, lane: int) -> int:
        return sum(1 for g in self.gates if g.lane == lane)


class TrackDataError(ValueError):
    """The card file breaks one of the invariants the rules rely on."""


def _card(raw: dict[str, Any]) -> TrackCard:
    shape = raw["shape"]
    card = TrackCard(
        kind=str(raw["kind"]),
        name=str(raw["name"]),
        count=int(raw["count"]),
        role=raw["role"],
        lanes=tuple(int(n) for n in raw["lanes"]),
        turn=int(shape["turn"]),
        length=float(shape["length"]),
        pivot_gap=float(shape["pivot_gap"]),
        gates=tuple(Gate(int(g["lane"]), int(g["before"]), int(g["size"])) for g in raw["gates"]),
        solid_line=bool(raw["solid_line"]),
    )
    _check(card)
    return card


def _check(card: TrackCard) -> None:
    where = f"track card {card.kind!r}"
    if card.role not in ("start", "finish", "setup_straight", "deck"):
        raise TrackDataError(f"{where}: unknown role {card.role!r}")
    if len(card.lanes) not in LANE_COUNTS or min(card.lanes) < 1:
        raise TrackDataError(f"{where}: a card has 2 or 3 lanes of at least one space")
    if card.turn not in TURNS:
        raise TrackDataError(f"{where}: a card turns by a multiple of 45 degrees, at most 90")
    if card.turn == 0 and card.length <= 0:
        raise TrackDataError(f"{where}: a straight card needs a positive length")
    if card.turn != 0 and card.pivot_gap < 0:
        raise TrackDataError(f"{where}: a curve's pivot cannot lie inside the road")
    if card.count < 1:
        raise TrackDataError(f"{where}: count must be positive")
    for gate in card.gates:
        if not 0 <= gate.lane < len(card.lanes):
            raise TrackDataError(f"{where}: gate lane {gate.lane} does not exist")
        # Gates sit inside a card, never on its edge, so card joins need no gate logic.
        if not 1 <= gate.before < card.lanes[gate.lane]:
            raise TrackDataError(f"{where}: gate must sit between two spaces of its lane")
        if gate.size not in GATE_SIZES:
            raise TrackDataError(f"{where}: gates need 2 to 5 dice")
    if card.solid_line and not card.gates:
        raise TrackDataError(f"{where}: a solid line runs between gates, and there are none")
    if card.role == "finish" and {g.lane for g in card.gates} != set(range(len(card.lanes))):
        raise TrackDataError(f"{where}: the finish line must gate every lane")


def load(raw: dict[str, Any]) -> dict[str, TrackCard]:
    cards = [_card(c) for c in raw["cards"]]
    by_kind = {c.kind: c for c in cards}
    if len(by_kind) != len(cards):
        raise TrackDataError("track card kinds must be unique")
    if sum(c.count for c in cards) != DECK_SIZE:
        raise TrackDataError(f"the deck must hold {DECK_SIZE} cards")
    for role in ("start", "finish"):
        found = [c for c in cards if c.role == role]
        if len(found) != 1 or found[0].count != 1:
            raise TrackDataError(f"there must be exactly one {role} card")
    if not any(c.role == "setup_straight" and len(c.lanes) == 3 for c in cards):
        raise TrackDataError("setup needs a 3-lane straight")
    if float(raw["card_width"]) != CARD_WIDTH:
        raise TrackDataError(f"the geometry assumes cards {CARD_WIDTH} lane widths wide")
    return by_kind


CARD_WIDTH = 3.0
CARDS: dict[str, TrackCard] = load(component_file(__package__, "track_cards.json"))
START = next(k for k, c in CARDS.items() if c.role == "start")
FINISH = next(k for k, c in CARDS.items() if c.role == "finish")
SETUP_STRAIGHT = next(
    k for k, c in CARDS.items() if c.role == "setup_straight" and len(c.lanes) == 3
)


def drawable_deck() -> list[str]:
    """Every card that is shuffled into the deck: all but Start, Finish and one 3-lane straight."""
    out: list[str] = []
    for kind, card in CARDS.items():
        copies = card.count - (1 if kind == SETUP_STRAIGHT else 0)
        if card.role in ("start", "finish"):
            copies = 0
        out.extend([kind] * copies)
    return out
