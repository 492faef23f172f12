"""Loading the registered games: ``dashgames.games`` plus any ``DASHGAMES_EXTRA_GAMES`` modules."""

from __future__ import annotations

import importlib

from dashgames.infra.settings import Settings


def load_games(settings: Settings) -> None:
    """Import every module that registers games; idempotent (imports are cached)."""
    importlib.import_module("dashgames.games")
    for module in settings.extra_games:
        importlib.import_module(module)
