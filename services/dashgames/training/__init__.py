"""Local training environments: every game as a PettingZoo AEC environment, a PettingZoo
parallel one (``parallel.py``), a Gymnasium single-seat environment against the house bots, and
an OpenSpiel-style game (``openspiel.py``), on the pure engine (no server, no Redis).

Needs the ``training`` extra (pettingzoo, gymnasium, numpy). docs/TRAINING.md shows how to use
them; each game's module here documents its observation vector and its action indices.
"""

from dashgames.training.aec import DashGamesEnv, reward_from_ranks
from dashgames.training.games import GAME_TYPES, encoding_of
from dashgames.training.parallel import DashGamesParallelEnv

__all__ = ["GAME_TYPES", "DashGamesEnv", "DashGamesParallelEnv", "encoding_of", "env",
           "parallel_env", "reward_from_ranks"]


def env(game: str, players: int | None = None, **kwargs: object) -> DashGamesEnv:
    """The AEC environment of ``game`` (PettingZoo's ``env()`` convention)."""
    return DashGamesEnv(game, players, **kwargs)  # type: ignore[arg-type]


def parallel_env(game: str, players: int | None = None, **kwargs: object) -> DashGamesParallelEnv:
    """The parallel environment of ``game`` (PettingZoo's ``parallel_env()`` convention)."""
    return DashGamesParallelEnv(game, players, **kwargs)  # type: ignore[arg-type]
