"""The ``dashgames-bot`` runner joins the tournaments its config names and plays their games
as they start (the SDK's tournament calls, on a live platform)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from dashgames_sdk.errors import ApiError
from dashgames_sdk.runner import BotRunner, load_config
from tests.sdk.conftest import in_thread
from tests.sdk.test_runner_behaviour import first, wait_for
from tests.support.backend_tests import _toy_games  # noqa: F401  (autouse: toy_duel)


def test_a_runner_joins_its_configured_tournament_and_plays_it_to_the_end(
        account: Any, base_url: str, tmp_path: Path) -> None:
    ann = account("ann")
    event = ann.call("POST", "/v1/tournaments", {
        "name": "bot cup", "type": "toy_duel", "format": "swiss", "rounds": 2,
        "clock": {"per_move_seconds": 20}, "starts_at": time.time() + 3, "house_bots": 1})
    bot = account("cup-bot", bot=True)
    (tmp_path / "bot.toml").write_text(
        f'[bot]\nbase_url = "{base_url}"\ntoken = "{bot.token}"\nchoose = "x:y"\n'
        f'tournaments = ["{event["id"]}", "nosuchevent"]\n')
    config = load_config(tmp_path / "bot.toml")
    assert config.tournaments == (event["id"], "nosuchevent")
    runner = BotRunner(config, choose=first)
    thread = in_thread(runner.run)
    try:
        wait_for(lambda: ann.call("GET", f"/v1/tournaments/{event['id']}")["status"]
                 == "finished", 120)
    finally:
        runner.stop()
        thread.join(15)
    page = ann.tournament_standings(event["id"])
    rows = {r["entrant_id"]: r for r in page["standings"]}
    me = bot.me().id
    assert set(rows) == {me, "house:1"} and page["total"] == 2
    assert rows[me]["games"] == 2 and rows["house:1"]["games"] == 2  # both rounds played
    assert rows[me]["points"] + rows["house:1"]["points"] == 4
    try:  # the runner joined already: a second join is refused with its code
        bot.join_tournament(event["id"])
    except ApiError as error:
        assert error.code == "TOURNAMENT_FINISHED"
    else:
        raise AssertionError("joined a finished tournament")
