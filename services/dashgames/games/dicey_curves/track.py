"""The spaces of the laid track and how a car may step between them.

A space is ``(card, lane, row)``: the card's index in the track, the lane counted from the
left when facing the direction of travel, and the row counted from the card's entry edge.

Steps are forward (next row of the lane, or across a card joint) or sideways (to the lane
beside, on the same card). Which spaces lie side by side on a curve, where lanes hold
different numbers of spaces, follows from how far along the card each space lies: space ``r``
of a lane with ``n`` spaces covers the stretch ``[r/n, (r+1)/n]`` of the card.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from dashgames.games.dicey_curves.cards import CARDS, FINISH, Gate, TrackCard
from dashgames.games.dicey_curves.geometry import lane_offset

Space = tuple[int, int, int]


def _stretch(card: TrackCard, lane: int, row: int) -> tuple[Fraction, Fraction]:
    n = card.lanes[lane]
    return Fraction(row, n), Fraction(row + 1, n)


def zone(card: TrackCard, lane: int, row: int) -> int:
    """How many of its lane's gates a space lies beyond."""
    return sum(1 for g in card.gates if g.lane == lane and g.before <= row)


# ruling: solid-line
def _across_solid_line(card: TrackCard, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """The solid line runs from a card's first gate to its last, so two
    lanes meet only where both spaces are short of every gate of their lanes or past every one
    of them. That is exactly what stops a car from stepping round a gate instead of crossing
    it."""
    if not card.solid_line:
        return False
    za, zb = zone(card, *a), zone(card, *b)
    before = za == 0 and zb == 0
    after = za == card.gates_in_lane(a[0]) and zb == card.gates_in_lane(b[0])
    return not (before or after)


def beside(card: TrackCard, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Two spaces of one card lie side by side: neighbouring lanes, overlapping stretches, and
    no solid line between them. Used for jukes (either way round) and for lane changes."""
    if abs(a[0] - b[0]) != 1:
        return False
    a_lo, a_hi = _stretch(card, *a)
    b_lo, b_hi = _stretch(card, *b)
    if max(a_lo, b_lo) >= min(a_hi, b_hi):
        return False
    return not _across_solid_line(card, a, b)


def _front(card: TrackCard, lane: int, row: int) -> Fraction:
    """How far along the card a space reaches (0 at the entry edge, 1 at the exit)."""
    return _stretch(card, lane, row)[1]


@cache
def _sideways_within(kind: str, lane: int, row: int) -> tuple[tuple[int, int], ...]:
    card = CARDS[kind]
    here = _front(card, lane, row)
    out = []
    for other in (lane - 1, lane + 1):
        if not 0 <= other < len(card.lanes):
            continue
        for r in range(card.lanes[other]):
            # ruling: sideways-never-back
            # A lane change goes to a space beside this one (their stretches of the card
            # overlap): that is the printed "sideways". On a curve the lanes have different
            # numbers of spaces, so a space beside may reach less far along the card; stepping
            # into one would move the car's front back, which "never backwards" forbids. So
            # the space must reach at least as far as the one the car leaves.
            if beside(card, (lane, row), (other, r)) and _front(card, other, r) >= here:
                out.append((other, r))
    return tuple(out)


def sideways(track: tuple[str, ...], space: Space) -> tuple[Space, ...]:
    c, lane, row = space
    return tuple((c, ln, r) for ln, r in _sideways_within(track[c], lane, row))


@cache
def _joins(from_lanes: int, to_lanes: int) -> tuple[tuple[int, ...], ...]:
    """For each lane of a card, the lanes of the next card it leads into.

    Lanes join when their centre lines are less than one lane width apart: the same lane
    between cards of equal width; from 2 lanes to 3 the same side or the middle; from 3 to 2
    a side lane keeps its side and the middle lane may pick either.
    """
    return tuple(
        tuple(
            t
            for t in range(to_lanes)
            if abs(lane_offset(from_lanes, f) - lane_offset(to_lanes, t)) < 1.0
        )
        for f in range(from_lanes)
    )


def forward(track: tuple[str, ...], space: Space) -> tuple[tuple[Space, Gate | None], ...]:
    """Forward steps from ``space``, each with the gate it crosses (None when ungated)."""
    c, lane, row = space
    card = CARDS[track[c]]
    if row + 1 < card.lanes[lane]:
        return (((c, lane, row + 1), card.gate_before(lane, row + 1)),)
    if c + 1 >= len(track):
        return ()
    nxt = CARDS[track[c + 1]]
    return tuple(((c + 1, t, 0), None) for t in _joins(len(card.lanes), len(nxt.lanes))[lane])


def gate_ahead(track: tuple[str, ...], space: Space) -> Gate | None:
    """The gate right in front of a space; a car entering that space must stop there."""
    c, lane, row = space
    card = CARDS[track[c]]
    return card.gate_before(lane, row + 1) if row + 1 < card.lanes[lane] else None


def is_finish_area(track: tuple[str, ...], space: Space) -> bool:
    """Past the Finish card's line: a car stepping here has finished the race."""
    c, lane, row = space
    card = CARDS[track[c]]
    return track[c] == FINISH and zone(card, lane, row) > 0


def side_by_side(track: tuple[str, ...], a: Space, b: Space) -> bool:
    return a[0] == b[0] and beside(CARDS[track[a[0]]], (a[1], a[2]), (b[1], b[2]))


def progress(track: tuple[str, ...], space: Space) -> float:
    """How far down the track a space lies, in cards (for ranking cars the race cut short)."""
    c, lane, row = space
    return c + (row + 0.5) / CARDS[track[c]].lanes[lane]


def spaces_of(kind: str) -> tuple[tuple[int, int], ...]:
    card = CARDS[kind]
    return tuple((lane, row) for lane, n in enumerate(card.lanes) for row in range(n))
