"""Done when: a bot written with the runner plays every game type to the end against house bots
on a live platform, at no more than 1.2 requests per move.

The bot is ``examples/random_bot.py`` run by ``BotRunner``: it follows its account stream and
sends moves, nothing else. Each game is created (set-up, counted apart, as a person would start
it) with the bot's token from another client; the runner's own requests (its HTTP attempts,
retries included: stream connections, the "my games" scan, moves) are counted while each game
runs and divided by the moves it played there. Printed with ``pytest -s``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dashgames_sdk import DashGames
from dashgames_sdk.runner import BotConfig, BotRunner
from dashgames_sdk.runner.config import load_choose
from tests.sdk.conftest import in_thread, play_each_house_game
from tests.support.contract_samples import HOUSE_GAMES

EXAMPLES = Path(__file__).resolve().parents[2] / "clients" / "python" / "examples"
MOST_REQUESTS_PER_MOVE = 1.2


def test_the_runner_plays_every_game_type_at_one_request_a_move(account: Any,
                                                                 base_url: str) -> None:
    bot = account("runner-bot", bot=True)
    choose = load_choose(f"{EXAMPLES / 'random_bot.py'}:choose")
    runner = BotRunner(BotConfig(base_url=base_url, token=bot.token, choose="-"), choose,
                       stop_after_games=len(HOUSE_GAMES))
    thread = in_thread(runner.run)
    assert runner.connected.wait(30)
    try:
        figures = play_each_house_game(runner, bot)
        thread.join(30)
    finally:
        runner.stop()
    assert not thread.is_alive()
    for game_type, (requests, moves) in figures.items():
        print(f"\n{game_type}: {requests} requests for {moves} moves: "
              f"{requests / moves:.3f} a move")
        assert moves > 0
        assert requests / moves <= MOST_REQUESTS_PER_MOVE, (game_type, requests, moves)
    total_moves = sum(m for _, m in figures.values())
    print(f"overall with the runner's start: {runner.requests} requests for {total_moves} "
          f"moves: {runner.requests / total_moves:.3f}")
    assert runner.stats.errors == 0
    finished = {f["game_type"]: f for f in runner.finished}
    assert sorted(finished) == sorted(HOUSE_GAMES)
    for found in finished.values():
        assert found["seat"] == 0 and found["outcome"]["reason"]
    mine = DashGames(base_url, bot.token).my_games("finished").to_dict()["games"]
    assert {g["type"] for g in mine} == set(HOUSE_GAMES)
