"""Points and standings, a pure function of the tables made and their results.

Nothing is stored: the standings are computed again from the pairings and results (each
written once per table), so a result recorded twice cannot count twice. A table pays 2 per
seat finished ahead of and 1 per seat tied with (a forfeited seat is behind every other); a
Swiss bye ``table_size - 1``; the arena streak doubles after two wins in a row; Swiss ties are
broken by Buchholz, then Sonneborn-Berger. docs/TOURNAMENTS.md, "Points" and "Standings".
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import replace

from dashgames.tournaments.types import Entrant, Format, Pairing, Result, Standing

STREAK = 2
"""Wins in a row that set an arena entrant on fire."""


def table_points(places: tuple[int, ...], forfeited: Iterable[int] = ()) -> list[float]:
    """Each seat's points at one finished table."""
    gone = set(forfeited)
    last = len(places) + 1
    place = [last if seat in gone else p for seat, p in enumerate(places)]
    return [float(sum(2 if mine < theirs else 1 if mine == theirs else 0
                      for other, theirs in enumerate(place) if other != seat))
            for seat, mine in enumerate(place)]


def bye_points(table_size: int) -> float:
    return float(table_size - 1)


def is_win(places: tuple[int, ...], forfeited: Iterable[int], seat: int) -> bool:
    """First place alone, not forfeited."""
    if seat in set(forfeited) or places[seat] != 1:
        return False
    return sum(1 for p in places if p == 1) == 1


class Tally:
    """Every entrant's points, games, wins and opponents, from the pairings and results."""

    def __init__(self, fmt: Format, table_size: int, pairings: Iterable[Pairing],
                 results: Mapping[str, Result], byes: Mapping[str, list[int]]) -> None:
        self.points: dict[str, float] = defaultdict(float)
        self.games: dict[str, int] = defaultdict(int)
        self.wins: dict[str, int] = defaultdict(int)
        self.fire: dict[str, int] = defaultdict(int)  # wins in a row so far (arena)
        # (game points, table's total points per seat pair, opponents) per entrant and table
        self.tables: dict[str, list[tuple[float, float, tuple[str, ...]]]] = defaultdict(list)
        self.playing: dict[str, str] = {}
        for pairing in sorted(pairings, key=lambda p: p.seq):
            result = results.get(pairing.game_id)
            if result is None:
                for entrant in pairing.seats:
                    self.playing[entrant] = pairing.game_id
                continue
            self._score(fmt, pairing, result)
        for entrant, rounds in byes.items():
            self.points[entrant] += bye_points(table_size) * len(rounds)

    def _score(self, fmt: Format, pairing: Pairing, result: Result) -> None:
        earned = table_points(result.places, result.forfeited)
        most = 2.0 * (len(pairing.seats) - 1)
        for seat, entrant in enumerate(pairing.seats):
            won = is_win(result.places, result.forfeited, seat)
            factor = 2.0 if fmt == "arena" and self.fire[entrant] >= STREAK else 1.0
            self.points[entrant] += earned[seat] * factor
            self.games[entrant] += 1
            self.wins[entrant] += 1 if won else 0
            self.fire[entrant] = self.fire[entrant] + 1 if won else 0
            others = tuple(e for e in pairing.seats if e != entrant)
            self.tables[entrant].append((earned[seat], most, others))

    def tie_breaks(self, entrant: str) -> dict[str, float]:
        buchholz = 0.0
        sonneborn = 0.0
        for earned, most, others in self.tables[entrant]:
            theirs = sum(self.points[o] for o in others)
            buchholz += theirs
            sonneborn += theirs * (earned / most if most else 0.0)
        return {"buchholz": round(buchholz, 4), "sonneborn_berger": round(sonneborn, 4)}


def standings(fmt: Format, table_size: int, entrants: Iterable[Entrant],
              pairings: Iterable[Pairing], results: Mapping[str, Result],
              byes: Mapping[str, list[int]]) -> list[Standing]:
    """Every entrant, best first; entrants level on every key share a rank."""
    tally = Tally(fmt, table_size, pairings, results, byes)
    rows = []
    for e in entrants:
        breaks = tally.tie_breaks(e.id) if fmt == "swiss" else {}
        rows.append(Standing(
            rank=0, entrant_id=e.id, name=e.name, points=tally.points[e.id],
            games=tally.games[e.id], wins=tally.wins[e.id], tie_breaks=breaks,
            is_bot=e.is_bot or e.house is not None, withdrawn=e.withdrawn,
            on_fire=fmt == "arena" and tally.fire[e.id] >= STREAK,
            playing=tally.playing.get(e.id)))
    ratings = {e.id: e.rating for e in entrants}

    def key(s: Standing) -> tuple[float, ...]:
        if fmt == "swiss":
            return (-s.points, -s.tie_breaks["buchholz"], -s.tie_breaks["sonneborn_berger"],
                    -ratings[s.entrant_id])
        return (-s.points, -s.wins, -ratings[s.entrant_id])

    rows.sort(key=lambda s: (*key(s), s.entrant_id))
    ranked: list[Standing] = []
    for i, row in enumerate(rows):
        shared = ranked and key(ranked[-1]) == key(row)
        ranked.append(replace(row, rank=ranked[-1].rank if shared else i + 1))
    return ranked
