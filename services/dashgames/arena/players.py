"""The levels the arena plays: ``dashgames.ai.levels``, weakest first, with the arena's budget.

A search level (``strong``) thinks for ``ITERATIONS`` search iterations per move unless the run
gives seconds (``--budget``): an iteration budget picks the same move on any machine and under
any load, so a ladder reproduces byte for byte from a fresh clone; seconds are what play uses.
A bot sees only ``view`` and ``legal``.
"""

from __future__ import annotations

from typing import Any

import dashgames.games  # noqa: F401  (registers the house games)
from dashgames.ai import levels
from dashgames.ai.budget import Budget
from dashgames.engine import Rng, Seat

ITERATIONS = 100
"""Search iterations per move when no seconds are given (``--iterations``, ``make arena``'s
``ARENA_ITERATIONS``): a fraction of a second a move (LADDER.md reports the measured time),
under the 1 s the ``strong`` level plays at, and cheap enough for the ladder to finish in
about half an hour on two shared cores."""
STRENGTH_ORDER = ("random", "heuristic", "strong")


def level_names(game_type: str) -> list[str]:
    """The levels of ``game_type``, weakest first: ``random``, ``heuristic``, then the rest."""
    names = levels.level_names(game_type)
    known = [name for name in STRENGTH_ORDER if name in names]
    return known + sorted(name for name in names if name not in STRENGTH_ORDER)


def choose(
    game_type: str,
    level: str,
    view: dict[str, Any],
    seat: Seat,
    legal: list[Any],
    rng: Rng,
    budget: float | None = None,
) -> Any:
    """The move ``level`` makes from ``view`` with ``legal`` moves (``budget``: seconds)."""
    limit = Budget.iterations_only(ITERATIONS) if budget is None else Budget(seconds=budget)
    return levels.choose(game_type, level, view, seat, legal, rng, limit)
