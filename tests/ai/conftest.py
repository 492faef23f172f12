"""These back-end tests play the test-only games (``tests/support/toy_games.py``) too."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture(autouse=True)
def _toy_games(toy_games: Any) -> Any:
    return toy_games
