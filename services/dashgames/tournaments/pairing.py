"""Who sits with whom: a Swiss round and an arena wave, pure functions of the entrants' records.

Swiss: the Dutch system's score brackets generalised from two seats to tables of ``k``: byes to
the lowest-ranked without one, brackets top down with floaters, each bracket cut into ``k``
slices (for two seats, S1 against S2), repeats avoided by transposing the later slices, then
without slices, then by joining the neighbouring bracket; seats balanced by past seat order.
Arena: the waiting entrants by points and rating, skipping a last opponent while another is
left. The rules, step by step: docs/TOURNAMENTS.md, "Formats".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

SEARCH_BUDGET = 5_000
"""Arrangements a bracket's repeat-avoiding search may try before it keeps the best so far."""


@dataclass(frozen=True)
class Record:
    """An entrant as pairing sees it."""

    id: str
    points: float
    rating: float
    opponents: frozenset[str] = frozenset()  # everyone it has sat with (Swiss)
    last_opponents: frozenset[str] = frozenset()  # who sat with it in its last game (arena)
    seat_sum: int = 0  # the sum of its seat indexes so far
    byes: int = 0


@dataclass
class Round:
    tables: list[list[str]] = field(default_factory=list)
    byes: list[str] = field(default_factory=list)


def ranked(records: Sequence[Record]) -> list[Record]:
    return sorted(records, key=lambda r: (-r.points, -r.rating, r.id))


def seat_order(table: list[Record], index: int) -> list[str]:
    """The table's seats: the one that has sat furthest back first; level ones keep rank order
    at even tables and the reverse at odd ones (the Dutch alternation of colours by board)."""
    order = table if index % 2 == 0 else list(reversed(table))
    return [r.id for r in sorted(order, key=lambda r: -r.seat_sum)]


def swiss_round(records: Sequence[Record], k: int) -> Round:
    order = ranked(records)
    out = Round()
    spare = len(order) % k
    if spare:
        fresh = [r for r in reversed(order) if r.byes == 0]
        chosen = (fresh + [r for r in reversed(order) if r.byes > 0])[:spare]
        out.byes = [r.id for r in chosen]
        order = [r for r in order if r.id not in set(out.byes)]
    groups: list[list[Record]] = []
    for r in order:
        if groups and groups[-1][0].points == r.points:
            groups[-1].append(r)
        else:
            groups.append([r])
    while True:
        tables, clashing = _pair_brackets(groups, k)
        if clashing is None or len(groups) == 1:
            break
        # No arrangement of that bracket avoids a repeat: it joins its neighbour below (the
        # last one, its neighbour above) and the round is paired again.
        i = clashing if clashing < len(groups) - 1 else clashing - 1
        groups = [*groups[:i], groups[i] + groups[i + 1], *groups[i + 2:]]
    out.tables = [seat_order(t, i) for i, t in enumerate(tables)]
    return out


def _pair_brackets(groups: list[list[Record]], k: int
                   ) -> tuple[list[list[Record]], int | None]:
    """Every bracket's tables, top down, the lowest of a bracket that does not fill whole
    tables floating into the next; and the first bracket that had to repeat a meeting."""
    carry: list[Record] = []
    tables: list[list[Record]] = []
    clashing = None
    for i, group in enumerate(groups):
        bracket = carry + group
        left = len(bracket) % k if i < len(groups) - 1 else 0
        carry = bracket[len(bracket) - left:] if left else []
        found = _bracket_tables(bracket[:len(bracket) - left], k)
        if clashing is None and any(_met(a, b) for t in found for n, a in enumerate(t)
                                    for b in t[n + 1:]):
            clashing = i
        tables += found
    return tables, clashing


def _met(a: Record, b: Record) -> bool:
    return b.id in a.opponents or a.id in b.opponents


def _bracket_tables(bracket: list[Record], k: int) -> list[list[Record]]:
    """The bracket's tables: the first arrangement (searched from the natural one, later
    slices transposed in order) that repeats no meeting, else the one with the fewest repeats
    seen within ``SEARCH_BUDGET`` tries."""
    if not bracket:
        return []
    size = len(bracket) // k
    slices = [bracket[j * size:(j + 1) * size] for j in range(k)]
    tables: list[list[Record]] = [[s] for s in slices[0]]
    used: list[set[int]] = [set() for _ in range(k)]
    best: list[Any] = [len(bracket) ** 2, None]
    tries = 0

    def fill(t: int, j: int, seen: int) -> bool:
        """Seat a slice ``j`` entrant at table ``t``; True once a clean arrangement is found."""
        nonlocal tries
        if t == size:
            if seen < best[0]:
                best[0], best[1] = seen, [list(x) for x in tables]
            return seen == 0
        if j == k:
            return fill(t + 1, 1, seen)
        for m in range(size):
            if m in used[j]:
                continue
            tries += 1
            if tries > SEARCH_BUDGET and best[1] is not None:
                return False
            entrant = slices[j][m]
            extra = sum(_met(entrant, other) for other in tables[t])
            if seen + extra >= best[0]:
                continue
            used[j].add(m)
            tables[t].append(entrant)
            if fill(t, j + 1, seen + extra):
                return True
            tables[t].pop()
            used[j].discard(m)
        return False

    fill(0, 1, 0)
    found: list[list[Record]] = best[1]
    if best[0] and len(bracket) > k:
        free = _free_tables(bracket, k)
        if free is not None:
            return free
    return found


def _free_tables(bracket: list[Record], k: int) -> list[list[Record]] | None:
    """Tables without a repeat, slices set aside: the highest-ranked entrant left sits with
    the next ones down it has not met (backtracking within ``SEARCH_BUDGET``); None if none
    is found."""
    tries = 0

    def seat(left: list[Record]) -> list[list[Record]] | None:
        nonlocal tries
        if not left:
            return []
        head, rest = left[0], left[1:]

        def grow(table: list[Record], start: int) -> list[list[Record]] | None:
            nonlocal tries
            if len(table) == k:
                others = [r for r in rest if r not in table]
                below = seat(others)
                return None if below is None else [table, *below]
            for n in range(start, len(rest)):
                tries += 1
                if tries > SEARCH_BUDGET:
                    return None
                if not any(_met(rest[n], t) for t in table):
                    found = grow([*table, rest[n]], n + 1)
                    if found is not None:
                        return found
            return None

        return grow([head], 0)

    return seat(bracket)


def arena_wave(waiting: Sequence[Record], k: int) -> list[list[str]]:
    """Tables for the entrants waiting now; fewer than ``k`` left over wait for the next wave."""
    pool = ranked(waiting)
    tables: list[list[str]] = []
    while len(pool) >= k:
        table = [pool.pop(0)]
        while len(table) < k:
            fresh = next((r for r in pool if not any(
                r.id in t.last_opponents or t.id in r.last_opponents for t in table)), pool[0])
            pool.remove(fresh)
            table.append(fresh)
        tables.append(seat_order(table, len(tables)))
    return tables
