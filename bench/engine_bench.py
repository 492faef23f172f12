"""Engine figures per registered game: random playouts per second and mean moves per game."""

from __future__ import annotations

import time
from typing import Any

import dashgames.games  # noqa: F401  (fills the registry)
from dashgames.engine import all_games
from dashgames.engine.play import random_playout


def playouts(budget_seconds: float = 3.0, max_games: int = 500) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for game in all_games():
        players = game.min_players
        games = moves = 0
        start = time.perf_counter()
        while games < max_games and time.perf_counter() - start < budget_seconds:
            _, log = random_playout(game, players, seed=f"bench:{games}")
            games += 1
            moves += len(log)
        elapsed = time.perf_counter() - start
        out[game.id] = {
            "players": players,
            "games": games,
            "playouts_per_s": round(games / elapsed, 2),
            "mean_moves_per_game": round(moves / games, 1),
            "moves_per_s": round(moves / elapsed, 1),
        }
    return out
