"""Run the arena: plan every table's games, play them on every core, build the ladders.

Games run in a process pool (``workers``, default: every core); results come back in the
planned order, so ratings and files do not depend on which worker finished first.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Sequence
from dataclasses import dataclass

from dashgames.arena import players
from dashgames.arena.ladder import TableLadder, build
from dashgames.arena.match import MatchResult, MatchSpec, arena_options, play
from dashgames.arena.plan import TABLES, Table, duel_specs, field_specs
from dashgames.engine import get_game

# The one place that says where levels come from (dashgames.ai.levels, through players).
level_names = players.level_names
choose = players.choose


@dataclass(frozen=True)
class Settings:
    seeds: int = 100
    """Seeds per pair of levels (each played twice, seats swapped)."""
    field_seeds: int = 10
    """Seeds per level in field games (each played once per seat)."""
    budget: float | None = None
    """Seconds per move for levels that search (None: each level's own default)."""
    workers: int = 0
    """Processes (0: one per core)."""
    search_seeds: int | None = None
    """Seeds for pairs with a search level (None: ``seeds``): its games cost far more."""
    search_field_seeds: int | None = None
    """Field seeds for a search level (None: ``field_seeds``)."""
    iterations: int | None = None
    """Search iterations per move when ``budget`` is None (recorded with the ladder)."""

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {"seeds": self.seeds, "field_seeds": self.field_seeds,
                                  "budget": self.budget}
        if self.search_seeds is not None:
            out["search_seeds"] = self.search_seeds
        if self.search_field_seeds is not None:
            out["search_field_seeds"] = self.search_field_seeds
        if self.budget is None:
            out["iterations"] = "live" if self.iterations is None else self.iterations
        return out


def _play(spec: MatchSpec) -> MatchResult:
    return play(spec, choose)


def play_all(specs: Sequence[MatchSpec], workers: int) -> list[MatchResult]:
    """Every game of ``specs``, in order; on ``workers`` processes (1: in this process)."""
    if workers <= 1 or len(specs) < 2:
        return [_play(s) for s in specs]
    ctx = multiprocessing.get_context("spawn" if os.name == "nt" else "fork")
    with ctx.Pool(workers) as pool:
        return pool.map(_play, specs, chunksize=max(1, len(specs) // (workers * 8)))


def run(settings: Settings, tables: Sequence[Table] = TABLES,
        levels: Sequence[str] | None = None) -> list[TableLadder]:
    """Play every table's duels and field games; one ladder per table."""
    workers = settings.workers or os.cpu_count() or 1
    plans = []
    for table in tables:
        game = get_game(table.game_type)
        wanted = None if levels is None else {game.bot_level(lv) or lv for lv in levels}
        names = [lv for lv in level_names(table.game_type) if wanted is None or lv in wanted]
        duels = duel_specs(table, names, settings.seeds, settings.budget, settings.search_seeds)
        fields = field_specs(table, names, settings.field_seeds, settings.budget,
                             settings.search_field_seeds)
        plans.append((table, names, duels, fields))
    specs = [s for _, _, d, f in plans for s in (*d, *(spec for _, spec in f))]
    results = iter(play_all(specs, workers))
    out = []
    for table, names, duels, fields in plans:
        duel_results = [next(results) for _ in duels]
        field_results = [(seat, next(results)) for seat, _ in fields]
        options = arena_options(get_game(table.game_type), dict(table.options))
        out.append(build(table.name, table.game_type, options, names, duel_results,
                         field_results))
    return out
