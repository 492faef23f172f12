"""The back-end test folders (tests/play, tests/infra, tests/history...) play the test-only games
(``tests/support/toy_games.py``) too: each one's conftest imports this autouse fixture."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture(autouse=True)
def _toy_games(toy_games: Any) -> Any:
    return toy_games
