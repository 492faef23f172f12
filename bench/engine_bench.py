"""Engine figures per registered game: random playouts per second and mean moves per game."""

from __future__ import annotations

import time
from typing import Any

import dashgames.games  # noqa: F401  (fills the registry)
from dashgames.engine import Game, all_games
from dashgames.engine.play import random_playout

# Rulebook play has no round limit (the option is off by default), and random play may wander
# on for very long; these are the limits the games had by default when the figures in
# bench/results/ were measured, set explicitly so the figures stay comparable.
ROUND_LIMITS = {"flag_dash": 40, "dicey_curves": 50, "dash_and_cache": 20}


def options(game: Game[Any, Any]) -> dict[str, Any] | None:
    if not any(o.name == "round_limit" for o in game.options):
        return None
    return {"round_limit": ROUND_LIMITS.get(game.id, 40)}


def playouts(budget_seconds: float = 3.0, max_games: int = 500) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for game in all_games():
        players = game.min_players
        games = moves = 0
        start = time.perf_counter()
        while games < max_games and time.perf_counter() - start < budget_seconds:
            _, log = random_playout(game, players, f"bench:{games}", options(game))
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
