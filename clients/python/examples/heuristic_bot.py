"""The platform's own heuristic bot (each game's default house level), run locally.

Needs the ``dashgames`` package besides the SDK (``pip install -e .`` in the platform's
repository, or ``pip install dashgames-sdk[engine]`` where it is published): the game's pure
engine parses the legal moves into the game's move classes, and the house bot reads the same
view the server would hand it (``view.data``: one read of the game per turn).
"""

from __future__ import annotations

from typing import Any

import dashgames.games  # noqa: F401  (registers the five games)
from dashgames.engine import Rng, get_game


def choose(view: Any, legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    game = get_game(view.game_type)
    bot = game.bots[game.default_bot_level]
    legal = [game.moves.parse(raw) for raw in legal_moves]
    rng = Rng.from_seed(f"{view.game_id}:{view.seat}:{view.version}")
    move = bot(view.data, view.seat, legal, rng)
    return game.moves.dump(move)
