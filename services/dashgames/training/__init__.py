"""Local training environments: every game as a PettingZoo AEC environment and as a Gymnasium
single-seat environment against the house bots, on the pure engine (no server, no Redis).

Needs the ``training`` extra (pettingzoo, gymnasium, numpy). docs/TRAINING.md shows how to use
them; each game's module here documents its observation vector and its action indices.
"""

from dashgames.training.aec import DashGamesEnv, reward_from_ranks
from dashgames.training.games import GAME_TYPES, encoding_of

__all__ = ["GAME_TYPES", "DashGamesEnv", "encoding_of", "env", "reward_from_ranks"]


def env(game: str, players: int | None = None, **kwargs: object) -> DashGamesEnv:
    """The AEC environment of ``game`` (PettingZoo's ``env()`` convention)."""
    return DashGamesEnv(game, players, **kwargs)  # type: ignore[arg-type]
