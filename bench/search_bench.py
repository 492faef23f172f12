"""Search figures per registered game: the strong level's iterations per second.

For each game, a few positions of a seeded random game (its opening and middle game); at each,
one search with a time budget, from the seat's view as the ai workers run it. Reported: the
iterations per second of wall time and per second of this process's CPU time (on a shared,
loaded machine the second is the engine's speed, the first what a move got), the mean
iterations one budget buys, and the legal moves at those positions.
"""

from __future__ import annotations

import time
from typing import Any

import dashgames.games  # noqa: F401  (fills the registry)
from dashgames.ai.budget import Budget
from dashgames.ai.levels import _evaluator as evaluator
from dashgames.ai.levels import playout_policy, preload, search_settings
from dashgames.ai.search import Search
from dashgames.engine import Game, Rng, all_games
from dashgames.engine.play import Choice, play_forward


def _positions(game: Game[Any, Any], count: int) -> list[tuple[Any, int]]:
    rng = Rng.from_seed(f"search-bench:{game.id}")
    state = game.setup(game.min_players, _options(game), "search-bench")
    found: list[tuple[Any, int]] = []

    def pick(state: Any, actors: list[int], ply: int) -> Choice:
        if not actors:
            return None  # the soonest timer fires
        seat = actors[rng.below(len(actors))]
        legal = game.legal_moves(state, seat)
        if ply % 7 == 3 and len(legal) > 1:
            found.append((state, seat))
        return seat, rng.choice(legal)

    for _ in play_forward(game, state, pick, max_steps=600, until=lambda _: len(found) == count):
        pass
    return found

def _options(game: Game[Any, Any]) -> dict[str, Any]:
    from dashgames.engine.options import resolve_options

    return resolve_options(game.options, None)


def iterations(seconds: float = 0.5, positions: int = 6) -> dict[str, dict[str, Any]]:
    preload()
    out: dict[str, dict[str, Any]] = {}
    for game in all_games():
        spots = _positions(game, positions)
        done = 0
        spent = cpu = 0.0
        legal_total = 0
        for i, (state, seat) in enumerate(spots):
            legal = game.legal_moves(state, seat)
            legal_total += len(legal)
            search = Search(game, game.view(state, seat), seat, legal, Rng(i),
                            evaluator(game.id), search_settings(game.id),
                            policy=playout_policy(game.id))
            start, cpu_start = time.monotonic(), time.process_time()
            _, report = search.run(Budget(seconds=seconds), start)
            done += report.iterations
            spent += time.monotonic() - start
            cpu += time.process_time() - cpu_start
        out[game.id] = {
            "positions": len(spots),
            "budget_s": seconds,
            "iterations_per_s": round(done / spent, 1) if spent else 0.0,
            "iterations_per_cpu_s": round(done / cpu, 1) if cpu else 0.0,
            "iterations_per_move": round(done / max(1, len(spots)), 1),
            "mean_legal_moves": round(legal_total / max(1, len(spots)), 1),
            "playout_depth": search_settings(game.id).playout_depth,
        }
    return out
