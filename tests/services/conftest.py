"""Fixtures of the back-end service tests (the shared Redis/worker fixtures: tests/conftest.py)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dashgames.platform.facade import Player
from dashgames.platform.service import GameService


@pytest.fixture(scope="package", autouse=True)
def toy_games() -> Iterator[Any]:
    """The test-only games, registered in this process only while these tests run."""
    toys = importlib.import_module("toy_games")
    toys.register_all()
    yield toys
    toys.unregister_all()


@pytest.fixture
def players(backend: GameService) -> Callable[[int], list[Player]]:
    def make(n: int) -> list[Player]:
        return [backend.create_player(f"p{i}", False)[0] for i in range(n)]

    return make
