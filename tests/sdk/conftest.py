"""The SDK's tests run against a live platform: the real app on a real socket (SSE needs a
streaming server), the real rules, AI and archive workers, Redis and the history database."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dashgames.state.app import create_app
from tests.support.account_helpers import live_server

pytest.importorskip("dashgames_sdk", reason="the SDK: pip install -e clients/python")

from dashgames_sdk import DashGames


@pytest.fixture(scope="module")
def base_url(game_service: Any) -> Iterator[str]:
    with live_server(create_app(backend=game_service)) as host:
        yield f"http://{host}"


@pytest.fixture
def account(base_url: str) -> Iterator[Callable[..., DashGames]]:
    """A new account's client (``bot=True``: a bot account)."""
    made: list[DashGames] = []

    def make(name: str = "ann", bot: bool = False, **kwargs: Any) -> DashGames:
        api, _ = DashGames.create_account(base_url, name, bot=bot, **kwargs)
        made.append(api)
        return api

    yield make
    for api in made:
        api.close()


def in_thread(target: Callable[[], Any]) -> threading.Thread:
    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    return thread
