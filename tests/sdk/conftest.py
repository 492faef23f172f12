"""The SDK's tests run against a live platform: the real app on a real socket (SSE needs a
streaming server), the real rules, AI and archive workers, Redis and the history database."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dashgames.http.app import create_app
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


def play_each_house_game(runner: Any, bot: DashGames, seconds: float = 150.0
                         ) -> dict[str, tuple[int, int]]:
    """One game of each house game type against house bots, one after the other, created with
    ``bot`` (set-up, counted apart) for the runner (running and connected) to play in seat 0;
    per type, the runner's requests and moves while that game ran."""
    from dashgames.engine import get_game
    from tests.support.contract_samples import HOUSE_GAMES
    from tests.support.random_play import bounded

    figures: dict[str, tuple[int, int]] = {}
    for game_type in HOUSE_GAMES:
        game = get_game(game_type)
        before_requests, before_moves = runner.requests, runner.stats.moves
        seats = [{"kind": "human"}] + [{"kind": "bot"}] * (game.min_players - 1)
        made = bot.create_game(game_type, seats, seat=0, options=bounded(game, rounds=20))
        deadline = time.monotonic() + seconds
        while not any(f["game_id"] == made["id"] for f in runner.finished):
            assert time.monotonic() < deadline, f"{game_type} did not end"
            assert not runner._stopped.is_set(), "the runner stopped"
            time.sleep(0.05)
        figures[game_type] = (runner.requests - before_requests,
                              runner.stats.moves - before_moves)
    return figures
