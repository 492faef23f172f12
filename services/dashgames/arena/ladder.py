"""From arena results to a ladder: win rates with Wilson intervals, OpenSkill ratings, and the
first-place share of a level against heuristic seats in games of three or more.

Why Wilson: with rates near 0 or 1 (a bot that beats random nearly every game) the normal
approximation's interval leaves [0, 1] and says nothing; Wilson's stays inside and is honest
about a few dozen games. Why OpenSkill (Plackett-Luce): it rates from ranked results of any
number of players, ties included, with no licence strings attached; games are rated in the
order they were planned (seed by seed), which is fixed, so a run is reproducible.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from dashgames.arena.match import MatchResult

Z95 = 1.959963984540054  # the standard normal quantile of 0.975


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``(0, 1)`` with no trials)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class PairRecord:
    """``first`` against ``second`` in two-player games: wins of each and draws."""

    first: str
    second: str
    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    def as_json(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {
            "level": self.first, "opponent": self.second, "games": self.games,
            "wins": self.wins, "losses": self.losses, "draws": self.draws,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "ci95": [low, high],
        }


@dataclass
class FieldRecord:
    """A level alone against heuristic seats in games of ``players``: its first places."""

    level: str
    players: int
    games: int = 0
    firsts: int = 0

    def as_json(self) -> dict[str, Any]:
        low, high = wilson(self.firsts, self.games)
        return {
            "level": self.level, "players": self.players, "games": self.games,
            "firsts": self.firsts, "first_share": self.firsts / self.games if self.games else 0.0,
            "ci95": [low, high], "even_share": 1 / self.players,
        }


@dataclass
class ThinkTime:
    """How long a level took per move over a table's games (wall clock, this machine)."""

    level: str
    times: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    """The same moves' CPU seconds (what each cost a core of its own)."""

    @property
    def moves(self) -> int:
        return len(self.times)

    @property
    def mean(self) -> float:
        return sum(self.times) / len(self.times) if self.times else 0.0

    def quantile(self, q: float, cpu: bool = False) -> float:
        """The ``q`` quantile (nearest rank) of the move times (wall clock, or CPU)."""
        times = self.cpu if cpu else self.times
        if not times:
            return 0.0
        ordered = sorted(times)
        return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


@dataclass
class TableLadder:
    """The ladder of one table (a game type with its options)."""

    table: str
    game_type: str
    options: dict[str, Any]
    levels: list[str]
    pairs: list[PairRecord] = field(default_factory=list)
    fields: list[FieldRecord] = field(default_factory=list)
    ratings: dict[str, dict[str, float]] = field(default_factory=dict)
    reasons: dict[str, int] = field(default_factory=dict)
    think: dict[str, ThinkTime] = field(default_factory=dict)
    """Think time per level, from every game of the table (left out of ``as_json``: the data
    must not depend on the machine or its load)."""

    def as_json(self) -> dict[str, Any]:
        return {
            "table": self.table, "game_type": self.game_type, "options": self.options,
            "levels": self.levels, "ratings": self.ratings,
            "pairs": [p.as_json() for p in self.pairs],
            "fields": [f.as_json() for f in self.fields],
            "endings": dict(sorted(self.reasons.items())),
        }


def build(table: str, game_type: str, options: dict[str, Any], levels: Sequence[str],
          duels: Iterable[MatchResult], fields: Iterable[tuple[int, MatchResult]]
          ) -> TableLadder:
    """The ladder of one table from its two-player ``duels`` (in planned order) and its
    ``fields`` results, each paired with the seat of the level under test."""
    ladder = TableLadder(table, game_type, options, list(levels))
    order = {name: i for i, name in enumerate(levels)}
    pairs: dict[tuple[str, str], PairRecord] = {}
    model = PlackettLuce()
    rating = {name: model.rating(name=name) for name in levels}
    duels, fields = list(duels), list(fields)
    for result in (*duels, *(r for _, r in fields)):
        for level, times, cpu in zip(result.spec.levels, result.think, result.cpu,
                                     strict=False):
            found = ladder.think.setdefault(level, ThinkTime(level))
            found.times.extend(times)
            found.cpu.extend(cpu)
    for result in duels:
        a, b = result.spec.levels
        if a == b:
            continue
        ladder.reasons[result.reason] = ladder.reasons.get(result.reason, 0) + 1
        first, second = sorted((a, b), key=order.__getitem__)
        rec = pairs.setdefault((first, second), PairRecord(first, second))
        rank_first = result.ranks[result.spec.levels.index(first)]
        rank_second = result.ranks[result.spec.levels.index(second)]
        if rank_first < rank_second:
            rec.wins += 1
        elif rank_first > rank_second:
            rec.losses += 1
        else:
            rec.draws += 1
        [[ra], [rb]] = model.rate([[rating[a]], [rating[b]]], ranks=list(result.ranks))
        rating[a], rating[b] = ra, rb
    ladder.pairs = [pairs[k] for k in sorted(pairs, key=lambda k: (order[k[0]], order[k[1]]))]
    ladder.ratings = {
        name: {"mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal()} for name, r in rating.items()
    }
    records: dict[tuple[str, int], FieldRecord] = {}
    for seat, result in fields:
        level, players = result.spec.levels[seat], len(result.spec.levels)
        rec_f = records.setdefault((level, players), FieldRecord(level, players))
        rec_f.games += 1
        rec_f.firsts += result.ranks[seat] == 1
    ladder.fields = [records[k] for k in sorted(records, key=lambda k: (order[k[0]], k[1]))]
    return ladder
