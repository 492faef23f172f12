"""Route planning for the heuristic bot: how many turns between stations, and a tour estimate.

The "turn graph" joins two stations when one ordinary ride (one line, up to four stations,
under the current disruptions) gets from one to the other, so a shortest path in it respects
the no-change-mid-ride rule and every token on the board. Tables are cached per disruption
layout because the board changes slowly.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from itertools import permutations

from dashgames.games.dc_dash.network import UNION_STATION, NetworkYear, network
from dashgames.games.dc_dash.routes import Layout, ride_options

FAR = 99
"""Turns assumed for a station no ride can reach under the current tokens."""


@lru_cache(maxsize=128)
def turn_graph(year: NetworkYear, layout: Layout) -> dict[str, tuple[str, ...]]:
    return {
        sid: tuple(sorted({to for _, to in ride_options(year, layout, sid, 4)}))
        for sid in network(year).stations
    }


@lru_cache(maxsize=2048)
def turns_from(year: NetworkYear, layout: Layout, start: str) -> dict[str, int]:
    """Fewest turns of ordinary rides from ``start`` to every station it can reach."""
    graph = turn_graph(year, layout)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in graph[here]:
            if nxt not in dist:
                dist[nxt] = dist[here] + 1
                queue.append(nxt)
    return dist


def turns(year: NetworkYear, layout: Layout, a: str, b: str) -> int:
    return turns_from(year, layout, a).get(b, FAR)


def tour_turns(year: NetworkYear, layout: Layout, start: str, targets: frozenset[str]) -> int:
    """Estimated turns to visit every target from ``start`` and then reach Union Station.

    Exact over all orders for up to four targets, nearest-neighbour beyond (nine targets
    have 362,880 orders; the greedy tour is a fair guide for choosing the next ride).
    """
    if len(targets) <= 4:
        best = FAR * (len(targets) + 1)
        for order in permutations(sorted(targets)):
            total, here = 0, start
            for t in (*order, UNION_STATION):
                total += turns(year, layout, here, t)
                here = t
            best = min(best, total)
        return best
    total, here, left = 0, start, set(targets)
    while left:
        reach = turns_from(year, layout, here)
        nxt = min(sorted(left), key=lambda t: reach.get(t, FAR))
        total += reach.get(nxt, FAR)
        left.discard(nxt)
        here = nxt
    return total + turns(year, layout, here, UNION_STATION)
