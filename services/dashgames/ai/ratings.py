"""The levels' measured strength per game, as ``GET /v1/game-types`` publishes it.

``make arena`` (``arena/report.py``) writes ``ladder_ratings.json`` beside this module: each
level's OpenSkill rating in each game type's first table (its default options) on the published
ladder (docs/LADDER.md). This module reads it and imports nothing of the search, so the API's
catalogue can carry it.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from dashgames.engine import get_game

RATINGS = "ladder_ratings.json"


@cache
def _ratings() -> dict[str, dict[str, dict[str, float]]]:
    found = resources.files(__package__).joinpath(RATINGS)
    loaded: dict[str, dict[str, dict[str, float]]] = json.loads(found.read_text("utf-8"))
    return loaded


def measured_ratings(game_type: str) -> dict[str, dict[str, float]]:
    """Each level's rating in ``game_type`` (``mu``, ``sigma``, ``ordinal`` = mu - 3 sigma), by
    the level's current name (a level measured under an older name counts as the level that
    name stands for now); a level the ladder has not measured is absent."""
    game = get_game(game_type)
    out: dict[str, dict[str, float]] = {}
    for level, rating in _ratings().get(game_type, {}).items():
        name = game.bot_level(level)
        if name is not None:
            out[name] = dict(rating)
    return out
