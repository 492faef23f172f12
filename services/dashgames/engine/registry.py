"""The registry of games by type id. ``dashgames.games`` fills it, in one place."""

from __future__ import annotations

from typing import Any

from dashgames.engine.errors import UnknownGame
from dashgames.engine.protocol import Game

_GAMES: dict[str, Game[Any, Any]] = {}


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"game type {game.id!r} registered twice")
    _GAMES[game.id] = game
    return game


def get_game(game_type: str) -> Game[Any, Any]:
    try:
        return _GAMES[game_type]
    except KeyError:
        raise UnknownGame(f"no game type {game_type!r}", type=game_type) from None


def all_games() -> list[Game[Any, Any]]:
    return [_GAMES[k] for k in sorted(_GAMES)]
