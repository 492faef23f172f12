"""Where the track cards lie on the table: positions, headings, footprints and the fit check.

Units are lane widths; a card is ``CARD_WIDTH`` (3) wide. Each card has a local frame: the
middle of its entry edge at the origin, travel along +y, +x to the right. A card is laid with
its entry edge on the previous card's exit edge, so the whole track follows from the sequence
of laid cards; nothing about the layout needs storing in the state.

Table frame: +y is "north", the Start's centre is the origin, headings count 45 degree steps
clockwise from north (0 = north, 2 = east, 4 = south, 6 = west).

Footprints are unions of convex polygons (a curve is cut into 15 degree slices), which makes
the overlap test an exact separating-axis test on polygons.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from dashgames.games.dicey_curves.cards import CARD_WIDTH, CARDS, TrackCard

Point = tuple[float, float]
Polygon = tuple[Point, ...]

HALF = CARD_WIDTH / 2
SLICE_DEGREES = 15
# Touching edges (every joint) must not count as overlap; float noise is far below this.
EPSILON = 1e-6


def lane_offset(lanes: int, lane: int) -> float:
    """Sideways offset of a lane's centre line from the card's centre line.

    A 3-lane card's middle lane sits on the centre line (the dotted line of a 2-lane card), so
    the rulebook's alignment of 2 and 3 lane cards holds at every joint.
    """
    if lanes == 3:
        return float(lane - 1)
    return -0.75 if lane == 0 else 0.75


def _arc_point(card: TrackCard, radius: float, angle_deg: float) -> Point:
    """A point ``radius`` from the curve's pivot, ``angle_deg`` into the turn (local frame)."""
    side = 1.0 if card.turn > 0 else -1.0
    pivot = HALF + card.pivot_gap
    phi = math.radians(angle_deg)
    return (side * (pivot - radius * math.cos(phi)), radius * math.sin(phi))


def _lane_radius(card: TrackCard, lane: int) -> float:
    side = 1.0 if card.turn > 0 else -1.0
    return HALF + card.pivot_gap - side * lane_offset(len(card.lanes), lane)


def local_space(card: TrackCard, lane: int, row: int) -> Point:
    """Centre of a space: rows spread evenly along the lane, like the diamonds on a card."""
    share = (row + 0.5) / card.lanes[lane]
    if card.turn == 0:
        return (lane_offset(len(card.lanes), lane), share * card.length)
    return _arc_point(card, _lane_radius(card, lane), share * abs(card.turn))


def local_gate(card: TrackCard, lane: int, before: int) -> Point:
    """Middle of a gate bar: on the lane's centre line, between two rows."""
    share = before / card.lanes[lane]
    if card.turn == 0:
        return (lane_offset(len(card.lanes), lane), share * card.length)
    return _arc_point(card, _lane_radius(card, lane), share * abs(card.turn))


def local_exit(card: TrackCard) -> Point:
    if card.turn == 0:
        return (0.0, card.length)
    return _arc_point(card, HALF + card.pivot_gap, abs(card.turn))


def local_pieces(card: TrackCard) -> tuple[Polygon, ...]:
    """The card's footprint as convex polygons in its local frame."""
    if card.turn == 0:
        return (((-HALF, 0.0), (HALF, 0.0), (HALF, card.length), (-HALF, card.length)),)
    inner, outer = card.pivot_gap, card.pivot_gap + CARD_WIDTH
    steps = abs(card.turn) // SLICE_DEGREES
    angles = [abs(card.turn) * j / steps for j in range(steps + 1)]
    pieces = []
    for a, b in pairwise(angles):
        pieces.append(
            (
                _arc_point(card, inner, a),
                _arc_point(card, outer, a),
                _arc_point(card, outer, b),
                _arc_point(card, inner, b),
            )
        )
    return tuple(pieces)


def local_outline(card: TrackCard) -> Polygon:
    """The footprint's boundary, for drawing: outer edge forward, inner edge back."""
    if card.turn == 0:
        return local_pieces(card)[0]
    inner, outer = card.pivot_gap, card.pivot_gap + CARD_WIDTH
    steps = abs(card.turn) // SLICE_DEGREES
    angles = [abs(card.turn) * j / steps for j in range(steps + 1)]
    outer_edge = [_arc_point(card, outer, a) for a in angles]
    inner_edge = [_arc_point(card, inner, a) for a in reversed(angles)]
    if inner == 0:
        inner_edge = inner_edge[:1]
    return tuple(outer_edge + inner_edge)


@dataclass(frozen=True)
class Pose:
    """Where a card's entry edge lies on the table and which way it faces."""

    x: float
    y: float
    heading: int

    def to_table(self, point: Point) -> Point:
        alpha = math.radians(45 * self.heading)
        right = (math.cos(alpha), -math.sin(alpha))
        forward = (math.sin(alpha), math.cos(alpha))
        px, py = point
        return (self.x + px * right[0] + py * forward[0], self.y + px * right[1] + py * forward[1])


START_POSE = Pose(0.0, -HALF, 0)


Box = tuple[float, float, float, float]
"""An axis-aligned bounding box: (min x, min y, max x, max y)."""


@dataclass(frozen=True)
class Placement:
    """A laid card: its pose, where the next card attaches, and its footprint on the table
    (with its bounding box, which rules most pairs of cards apart before any polygon test)."""

    kind: str
    pose: Pose
    exit: Pose
    pieces: tuple[Polygon, ...]
    box: Box


def place(kind: str, pose: Pose) -> Placement:
    card = CARDS[kind]
    ex, ey = pose.to_table(local_exit(card))
    exit_pose = Pose(ex, ey, (pose.heading + card.turn // 45) % 8)
    pieces = tuple(tuple(pose.to_table(p) for p in piece) for piece in local_pieces(card))
    xs = [x for piece in pieces for x, _ in piece]
    ys = [y for piece in pieces for _, y in piece]
    return Placement(kind, pose, exit_pose, pieces, (min(xs), min(ys), max(xs), max(ys)))


@lru_cache(maxsize=4096)
def layout(track: tuple[str, ...]) -> tuple[Placement, ...]:
    """Every laid card's placement; the first card of a track is the Start."""
    if not track:
        return ()
    if len(track) == 1:
        return (place(track[0], START_POSE),)
    before = layout(track[:-1])
    return (*before, place(track[-1], before[-1].exit))


def _projection(poly: Polygon, axis: Point) -> tuple[float, float]:
    values = [p[0] * axis[0] + p[1] * axis[1] for p in poly]
    return min(values), max(values)


def convex_overlap(a: Polygon, b: Polygon) -> bool:
    """Separating-axis test: True when the interiors share area (touching is not overlap)."""
    for poly in (a, b):
        for i, p in enumerate(poly):
            q = poly[(i + 1) % len(poly)]
            axis = (q[1] - p[1], p[0] - q[0])
            norm = math.hypot(*axis)
            if norm < EPSILON:
                continue  # the pivot corner of a hard curve repeats a point
            axis = (axis[0] / norm, axis[1] / norm)
            a_lo, a_hi = _projection(a, axis)
            b_lo, b_hi = _projection(b, axis)
            if a_hi <= b_lo + EPSILON or b_hi <= a_lo + EPSILON:
                return False
    return True


def on_table(placement: Placement, table_width: int, table_height: int) -> bool:
    """Table sizes are in card widths, centred on the Start."""
    half_w = table_width * CARD_WIDTH / 2 + EPSILON
    half_h = table_height * CARD_WIDTH / 2 + EPSILON
    x0, y0, x1, y1 = placement.box
    return -half_w <= x0 and x1 <= half_w and -half_h <= y0 and y1 <= half_h


def _boxes_apart(a: Box, b: Box) -> bool:
    return (
        a[2] <= b[0] + EPSILON
        or b[2] <= a[0] + EPSILON
        or a[3] <= b[1] + EPSILON
        or b[3] <= a[1] + EPSILON
    )


def overlaps_track(placement: Placement, laid: Iterable[Placement]) -> bool:
    return any(
        convex_overlap(mine, theirs)
        for other in laid
        if not _boxes_apart(placement.box, other.box)
        for theirs in other.pieces
        for mine in placement.pieces
    )


def fits_after(
    laid: Sequence[Placement], kind: str, table_width: int, table_height: int
) -> Placement | None:
    """``kind`` laid at the end of the cards ``laid`` (the Start when there are none), if it
    stays on the table and overlaps none of them; None when it does not fit."""
    candidate = place(kind, laid[-1].exit if laid else START_POSE)
    if on_table(candidate, table_width, table_height) and not overlaps_track(candidate, laid):
        return candidate
    return None


def fits(track: tuple[str, ...], kind: str, table_width: int, table_height: int) -> bool:
    """Whether ``kind`` can join the end of ``track`` without overlap or leaving the table."""
    return fits_after(layout(track), kind, table_width, table_height) is not None
