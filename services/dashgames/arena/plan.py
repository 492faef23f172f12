"""What the arena plays: the tables (a game type with options) and the games of each.

Duels: every pair of levels, each seed played twice with the seats swapped; the game's dice
and deals come from the seed, so both sides meet the same luck from each seat (mirrored dice).
Fields (games of three or more): one seat of the level under test against heuristic seats,
the seat rotated through every position.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from dashgames.arena.match import MatchSpec

FIELD_OPPONENT = "heuristic"


@dataclass(frozen=True)
class Table:
    """A game as the arena plays it. ``field_players``: the player count of its field games
    (0: none; Flag Dash is a team game, so a lone level's 'first place' means nothing)."""

    name: str
    game_type: str
    options: tuple[tuple[str, Any], ...] = ()
    field_players: int = 3


TABLES: tuple[Table, ...] = (
    Table("double_dash", "double_dash", field_players=0),
    Table("flag_dash", "flag_dash", field_players=0),
    Table("flag_dash/abilities", "flag_dash", (("abilities", True),), field_players=0),
    Table("dc_dash", "dc_dash"),
    Table("dicey_curves", "dicey_curves"),
    Table("dash_and_cache", "dash_and_cache"),
)


SEARCH_LEVELS = frozenset({"search", "strong"})
"""Levels that search (``search``, named ``strong`` in a game where it beats the heuristic): a
move costs them up to a second where the others take milliseconds,
so their games may be played on fewer seeds (``search_seeds``)."""


def duel_specs(table: Table, levels: list[str], seeds: int, budget: float | None,
               search_seeds: int | None = None) -> list[MatchSpec]:
    """Every pair of levels, every seed, both seatings; seed by seed (the rating order).
    A pair with a search level plays the first ``search_seeds`` seeds (None: ``seeds``)."""
    short = seeds if search_seeds is None else search_seeds
    out = []
    for i in range(max(seeds, short)):
        seed = f"arena:{table.name}:{i}"
        for a, b in combinations(levels, 2):
            searching = a in SEARCH_LEVELS or b in SEARCH_LEVELS
            if i >= (short if searching else seeds):
                continue
            for seating in ((a, b), (b, a)):
                out.append(MatchSpec(table.game_type, seating, seed, table.options, budget))
    return out


def field_specs(table: Table, levels: list[str], seeds: int, budget: float | None,
                search_seeds: int | None = None) -> list[tuple[int, MatchSpec]]:
    """Each level alone among heuristic seats, in every seat, for ``seeds`` seeds. The
    heuristic level itself is left out: among its own kind its share is even by construction
    (the three seatings are one game). A search level plays the first ``search_seeds`` seeds
    (None: ``seeds``)."""
    n = table.field_players
    short = seeds if search_seeds is None else search_seeds
    out = []
    for i in range(max(seeds, short) if n >= 3 else 0):
        seed = f"arena-field:{table.name}:{i}"
        for level in (lv for lv in levels if lv != FIELD_OPPONENT):
            if i >= (short if level in SEARCH_LEVELS else seeds):
                continue
            for seat in range(n):
                seating = tuple(level if s == seat else FIELD_OPPONENT for s in range(n))
                out.append((seat, MatchSpec(table.game_type, seating, seed, table.options,
                                            budget)))
    return out
