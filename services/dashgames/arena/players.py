"""The levels the arena plays: ``dashgames.ai.levels``, weakest first, with the arena's budget.

A search level (``search``, or ``strong`` where it has earned the name) thinks for ``ITERATIONS``
search iterations per move unless the run gives seconds (``--budget``): an iteration budget
picks the same move on any machine and under any load, so a ladder reproduces byte for byte
from a fresh clone; seconds are what play uses.
A bot sees only ``view`` and ``legal``.
"""

from __future__ import annotations

import dashgames.games  # noqa: F401  (registers the house games)
from dashgames.ai import levels
from dashgames.ai.budget import Budget

ITERATIONS: int | None = None
"""Search iterations per move when no seconds are given (``--iterations``, ``make arena``'s
``ARENA_ITERATIONS``); None (``live``, the default): each game's live iterations, what the one
second a player's bot thinks reaches on a quiet core (LADDER.md reports the measured time)."""
STRENGTH_ORDER = ("random", "heuristic", "search", "strong")


def level_names(game_type: str) -> list[str]:
    """The levels of ``game_type``, weakest first: ``random``, ``heuristic``, then the rest."""
    names = levels.level_names(game_type)
    known = [name for name in STRENGTH_ORDER if name in names]
    return known + sorted(name for name in names if name not in STRENGTH_ORDER)


def budget(seconds: float | None, game_type: str) -> Budget:
    """A search level's budget per move: ``seconds`` when the run gives them, else
    ``ITERATIONS`` iterations (None: the game's live iterations, ``levels.live_iterations``)."""
    if seconds is not None:
        return Budget(seconds=seconds)
    return Budget.iterations_only(ITERATIONS or levels.live_iterations(game_type))


choose = levels.choose
"""The move ``level`` makes from ``view`` with ``legal`` moves: ``dashgames.ai.levels.choose``
itself, given ``budget(seconds)``."""
