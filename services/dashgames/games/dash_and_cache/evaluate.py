"""How good a Dash and Cache position is for each player, for the AI's search (``dashgames.ai``).

What wins is five items covering five goal cards, so each player is scored by the goal cards
its cache covers now (``victory.scores``, the count time-calling uses), plus a little for items
held in hand or spare in the cache that may yet cover a card after a switch or a trade.
"""

from __future__ import annotations

from dashgames.engine.evaluation import rank_shares
from dashgames.games.dash_and_cache.state import DashAndCacheState
from dashgames.games.dash_and_cache.victory import scores as covered

LIVE_ITERATIONS = 1400
"""Search iterations one second of a quiet core reaches in this game (the live think time,
measured in CPU time over a game's positions; docs/AI.md): the arena's reproducible stand-in
for the live budget."""
PLAYOUT_DEPTH = 6
SCALE = 1.3
"""Logistic scale per goal card covered."""
SPARE_VALUE = 0.1


def evaluate(state: DashAndCacheState) -> tuple[float, ...]:
    points = covered(state)
    values = [
        points[s] + SPARE_VALUE * min(len(state.held[s]) + len(state.caches[s]) - points[s], 3)
        for s in range(state.players)
    ]
    return rank_shares(values, SCALE)
