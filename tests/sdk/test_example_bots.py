"""The engine-backed example bots play whole games in the runner on a live platform: the house
heuristic run locally, and the shallow search on states sampled from the seat's view (a game
with hidden cards, so ``sample_hidden`` does real work)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dashgames_sdk.runner import BotConfig, BotRunner
from dashgames_sdk.runner.config import load_choose
from tests.sdk.conftest import in_thread

EXAMPLES = Path(__file__).resolve().parents[2] / "clients" / "python" / "examples"


@pytest.mark.parametrize(("example", "game_type", "options"), [
    ("heuristic_bot.py", "flag_dash", {"round_limit": 4}),
    ("search_bot.py", "dash_and_cache", {"round_limit": 2}),
])
def test_an_example_bot_plays_a_game_to_the_end(example: str, game_type: str,
                                                options: dict[str, Any], account: Any,
                                                base_url: str) -> None:
    choose = load_choose(f"{EXAMPLES / example}:choose")
    module = __import__(Path(example).stem)
    if hasattr(module, "BUDGET_SECONDS"):
        module.BUDGET_SECONDS = 0.2  # the suite's time, not the bot's strength
    bot = account(f"{Path(example).stem}-bot", bot=True)
    runner = BotRunner(BotConfig(base_url=base_url, token=bot.token), choose,
                       stop_after_games=1)
    thread = in_thread(runner.run)
    assert runner.connected.wait(30)
    bot.create_game(game_type, [{"kind": "human"}, {"kind": "bot"}], seat=0, options=options)
    thread.join(240)
    assert not thread.is_alive(), f"{example} did not finish its {game_type} game"
    assert runner.stats.errors == 0 and runner.stats.moves > 0
    [finished] = runner.finished
    assert finished["game_type"] == game_type and finished["outcome"]["reason"]
    print(f"\n{example} {game_type}: {runner.stats.moves} moves, {runner.requests} requests")
