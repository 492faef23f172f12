"""Who sits with whom: the pairing rule, as a pure function of the waiting seeks and the time.

Within one bucket, oldest seek first, each free seeker anchors a table of compatible seekers
whose ratings lie within both their (widening) windows, or of house bots once it has waited long
enough and allows them. Deterministic given its input, so tests state exact pairings. The rule:
docs/MATCHMAKING.md, "The pairing rule".
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Seeker:
    id: str
    rating: float
    since: float  # when the seek was made (unix s)
    counts: tuple[int, ...]  # the table sizes it accepts
    bots: bool  # whether house bots may fill its table


@dataclass(frozen=True)
class Window:
    base: float
    widen: float  # per second waited
    most: float
    bots_after: float  # seconds

    def of(self, seeker: Seeker, now: float) -> float:
        return min(self.base + self.widen * max(0.0, now - seeker.since), self.most)


@dataclass(frozen=True)
class Match:
    seekers: tuple[str, ...]  # the anchor first, then by closeness of rating
    bots: int  # house bots to add


def match(seekers: Sequence[Seeker], now: float, window: Window) -> list[Match]:
    """The tables to make now, in order of their anchors' waiting time."""
    by_rating = sorted(seekers, key=lambda s: (s.rating, s.since, s.id))
    ratings = [s.rating for s in by_rating]
    reach = {s.id: window.of(s, now) for s in seekers}
    used: set[str] = set()
    tables: list[Match] = []
    for anchor in sorted(seekers, key=lambda s: (s.since, s.id)):
        if anchor.id in used:
            continue
        low = bisect.bisect_left(ratings, anchor.rating - reach[anchor.id])
        high = bisect.bisect_right(ratings, anchor.rating + reach[anchor.id])
        near = [s for s in by_rating[low:high] if s.id not in used and s.id != anchor.id]
        near.sort(key=lambda s: (abs(s.rating - anchor.rating), s.since, s.id))
        table = _people_table(anchor, near, reach)
        if table is None and anchor.bots and now - anchor.since >= window.bots_after:
            table = _bot_table(anchor, near, reach)
        if table is not None:
            used.update(table.seekers)
            tables.append(table)
    return tables


def _fits(seeker: Seeker, chosen: list[Seeker], reach: dict[str, float]) -> bool:
    return all(abs(seeker.rating - c.rating) <= min(reach[seeker.id], reach[c.id])
               for c in chosen)


def _gather(anchor: Seeker, near: list[Seeker], reach: dict[str, float], size: int,
            need_bots: bool) -> list[Seeker]:
    chosen = [anchor]
    for seeker in near:
        if len(chosen) == size:
            break
        if size in seeker.counts and (seeker.bots or not need_bots) and \
                _fits(seeker, chosen, reach):
            chosen.append(seeker)
    return chosen


def _people_table(anchor: Seeker, near: list[Seeker], reach: dict[str, float]) -> Match | None:
    for size in sorted(anchor.counts, reverse=True):
        chosen = _gather(anchor, near, reach, size, need_bots=False)
        if len(chosen) == size:
            return Match(tuple(s.id for s in chosen), 0)
    return None


def _bot_table(anchor: Seeker, near: list[Seeker], reach: dict[str, float]) -> Match:
    size = min(anchor.counts)
    chosen = _gather(anchor, near, reach, size, need_bots=True)
    return Match(tuple(s.id for s in chosen), size - len(chosen))
