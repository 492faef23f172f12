"""Where a pawn can go: rides along a line under the Service Disruptions, and bus hops.

Shared by the rules (to list and check moves) and the heuristic bot (to plan routes), so
the bot's idea of a legal ride is exactly the rules' idea.
"""

from __future__ import annotations

from functools import cache, lru_cache

from dashgames.games.dc_dash.cards import DISRUPTIONS
from dashgames.games.dc_dash.network import NetworkYear, network

Layout = tuple[tuple[str, str], ...]
"""The tokens on the board as (station, disruption kind) pairs sorted by station: hashable,
so route lists are cached per layout (the board changes far less often than pawns move)."""

Transfer = tuple[str, str | None, str | None, str]
"""A Free Transfer route: (first line, change station or None, second line or None, end)."""


@cache
def _line_index(year: NetworkYear) -> dict[str, dict[str, int]]:
    return {
        code: {sid: i for i, sid in enumerate(order)}
        for code, order in network(year).lines.items()
    }


# ruling: tokens-govern-rides-not-pawns, checkpoint-cannot-be-ridden-through
@lru_cache(maxsize=8192)
def ride_ends(
    year: NetworkYear, layout: Layout, start: str, line: str, max_stops: int
) -> tuple[str, ...]:
    """Stations where a ride along ``line`` from ``start`` of at most ``max_stops`` may end.

    Tokens govern rides only: ``start`` itself is never checked, so a pawn may leave a
    station that got a token while it stood there. Walking outward in each direction, a
    station whose token forbids stopping is not an end; one whose token forbids passing ends
    the walk there (a Security Checkpoint is still an end, since the pawn must stop on it;
    Track Maintenance is not).
    """
    index = _line_index(year).get(line)
    if index is None or start not in index:
        return ()
    blocks = dict(layout)
    order = network(year).lines[line]
    i = index[start]
    ends = []
    for step in (-1, 1):
        for k in range(1, max_stops + 1):
            j = i + step * k
            if not 0 <= j < len(order):
                break
            here = order[j]
            kind = blocks.get(here)
            if kind is None:
                ends.append(here)
                continue
            rule = DISRUPTIONS[kind]
            if rule.can_stop:
                ends.append(here)
            if not rule.can_pass:
                break
    return tuple(ends)


@lru_cache(maxsize=8192)
def ride_options(
    year: NetworkYear, layout: Layout, start: str, max_stops: int
) -> tuple[tuple[str, str], ...]:
    """Every (line, end) a ride from ``start`` may take, lines in the station's own order."""
    out: list[tuple[str, str]] = []
    for line in network(year).stations[start].lines:
        out.extend((line, end) for end in ride_ends(year, layout, start, line, max_stops))
    return tuple(out)


def _passable(blocks: dict[str, str], station: str) -> bool:
    kind = blocks.get(station)
    return kind is None or DISRUPTIONS[kind].can_pass


def _stoppable(blocks: dict[str, str], station: str) -> bool:
    kind = blocks.get(station)
    return kind is None or DISRUPTIONS[kind].can_stop


def can_stop(layout: Layout, station: str) -> bool:
    """Whether a pawn may end a move on ``station``: no token there forbids stopping."""
    return _stoppable(dict(layout), station)


# ruling: free-transfer-change
def transfer_routes(
    year: NetworkYear, layout: Layout, start: str, max_stops: int
) -> list[Transfer]:
    """Every Free Transfer route: one line, then optionally one change at a station both
    lines serve, ``max_stops`` stations in all. Changing trains means riding through the
    change station, so it must be passable; the ride may not end where it began.
    """
    net = network(year)
    blocks = dict(layout)
    out: list[Transfer] = []
    for line in net.stations[start].lines:
        order = net.lines[line]
        i = _line_index(year)[line][start]
        for step in (-1, 1):
            for k in range(1, max_stops + 1):
                j = i + step * k
                if not 0 <= j < len(order):
                    break
                here = order[j]
                if _stoppable(blocks, here):
                    out.append((line, None, None, here))
                if not _passable(blocks, here):
                    break
                for other in net.stations[here].lines:
                    if other == line:
                        continue
                    out.extend(
                        (line, here, other, end)
                        for end in ride_ends(year, layout, here, other, max_stops - k)
                        if end != start
                    )
    return out


# ruling: bus-stops-only-where-pawns-may-stop
def bus_ends(year: NetworkYear, layout: Layout, start: str, max_stops: int) -> list[str]:
    """Stations at most ``max_stops`` hops away on any lines. A bus is not a train: it passes
    every token, but it cannot drop a pawn where a token forbids stopping."""
    net = network(year)
    blocks = dict(layout)
    seen = {start}
    frontier = [start]
    for _ in range(max_stops):
        nxt = []
        for sid in frontier:
            for n in sorted(net.neighbours(sid)):
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    seen.discard(start)
    return sorted(sid for sid in seen if _stoppable(blocks, sid))
