"""Which encoding each game type uses: one module of this package per game."""

from __future__ import annotations

from importlib import import_module

import dashgames.games  # noqa: F401  (registers every game type)
from dashgames.engine import UnknownGame
from dashgames.training.features import GameEncoding

GAME_TYPES = ("dash_and_cache", "dc_dash", "dicey_curves", "double_dash", "flag_dash")


def encoding_of(game_type: str) -> GameEncoding:
    if game_type not in GAME_TYPES:
        raise UnknownGame(f"no training encoding for game type {game_type!r}", type=game_type)
    encoding: GameEncoding = import_module(f"dashgames.training.{game_type}").ENCODING
    return encoding
