"""The levels the arena plays: a stand-in for ``dashgames.ai.levels`` built on each game's bots.

``level_names`` and ``choose`` have the signatures of ``dashgames.ai.levels`` (the search
levels live there); until it exists here, the levels are the games' own bots, with
``heuristic`` naming the game's default (strongest) bot where the game calls it otherwise
(Double Dash!'s ``greedy``). A bot sees only ``view`` and ``legal``; ``budget`` is ignored.
"""

from __future__ import annotations

from typing import Any

import dashgames.games  # noqa: F401  (registers the house games)
from dashgames.engine import Rng, Seat, get_game


def _bot_name(game_type: str, level: str) -> str:
    game = get_game(game_type)
    if level in game.bots:
        return level
    if level == "heuristic":
        return game.default_bot_level
    raise KeyError(f"{game_type} has no level {level!r}")


def level_names(game_type: str) -> list[str]:
    """The levels of ``game_type``, weakest first: ``random`` then ``heuristic``."""
    get_game(game_type)  # an unknown game type is UnknownGame
    return ["random", "heuristic"]


def choose(
    game_type: str,
    level: str,
    view: dict[str, Any],
    seat: Seat,
    legal: list[Any],
    rng: Rng,
    budget: float | None = None,
) -> Any:
    """The move ``level`` makes from ``view`` with ``legal`` moves (``budget``: unused here)."""
    bot = get_game(game_type).bots[_bot_name(game_type, level)]
    return bot(view, seat, legal, rng)
