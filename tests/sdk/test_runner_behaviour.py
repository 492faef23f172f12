"""The runner's behaviour on a live platform: challenges by its policy (accepted, or declined
with the reason the policy names), a restart that resumes from the stored Last-Event-ID and
its active games, and the ``dashgames-bot`` console script with a TOML config."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dashgames_sdk import DashGames
from dashgames_sdk.runner import BotConfig, BotRunner, ChallengePolicy, TurnView
from tests.sdk.conftest import in_thread

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "clients" / "python" / "examples"


def first(view: Any, legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    return legal_moves[0]


def wait_for(check: Callable[[], Any], seconds: float = 60.0) -> Any:
    deadline = time.monotonic() + seconds
    while not (found := check()):
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)
    return found


def events_of(api: DashGames, kind: str) -> list[dict[str, Any]]:
    page = api.call("GET", "/v1/players/me/events", params={"after": "0"})
    return [e["data"] for e in page["events"] if e["type"] == kind]


def test_challenges_are_accepted_or_declined_by_the_policy(account: Any, base_url: str
                                                          ) -> None:
    bot = account("picky-bot", bot=True)
    ann = account("ann")
    policy = ChallengePolicy(game_types=("double_dash",), rated=False, untimed=True,
                             min_initial_seconds=60)
    runner = BotRunner(BotConfig(base_url=base_url, token=bot.token, choose="-",
                                 challenges=policy), first)
    thread = in_thread(runner.run)
    try:
        assert runner.connected.wait(30)
        bot_id = bot.me().id
        wrong_type = ann.challenge(bot_id, "flag_dash")
        rated = ann.challenge(bot_id, "double_dash", rated=True)
        too_fast = ann.challenge(bot_id, "double_dash", clock={"initial_seconds": 10})
        wanted = ann.challenge(bot_id, "double_dash")
        declined = wait_for(lambda: len(events_of(ann, "challenge_declined")) == 3
                            and events_of(ann, "challenge_declined"))
        reasons = {d["id"]: d["decline_reason"] for d in declined}
        assert reasons == {wrong_type["id"]: "variant", rated["id"]: "casual",
                           too_fast["id"]: "tooFast"}
        [accepted] = wait_for(lambda: events_of(ann, "challenge_accepted"))
        assert accepted["id"] == wanted["id"]
        game_id = accepted["game_id"]
        wait_for(lambda: game_id in runner.games)
        ann.resign(game_id)  # the bot's game ends; it hears game_finished
        wait_for(lambda: any(f["game_id"] == game_id for f in runner.finished))
        assert (runner.stats.accepted, runner.stats.declined) == (1, 3)
    finally:
        runner.stop()
        thread.join(40)


def test_a_restarted_runner_resumes_its_stream_and_its_games(account: Any, base_url: str,
                                                             tmp_path: Path) -> None:
    bot = account("restart-bot", bot=True)
    state = tmp_path / "state.json"
    config = BotConfig(base_url=base_url, token=bot.token, choose="-", state_file=str(state))
    seen: list[TurnView] = []

    def slow_first(view: TurnView, legal: list[dict[str, Any]]) -> dict[str, Any]:
        seen.append(view)
        return legal[0]

    one = BotRunner(config, slow_first)
    thread = in_thread(one.run)
    assert one.connected.wait(30)
    made = bot.create_game("dicey_curves", [{"kind": "human"}, {"kind": "bot"}], seat=0,
                           options={"round_limit": 3})
    wait_for(lambda: one.stats.moves >= 2)
    one.stop()  # as a process killed between two turns
    thread.join(40)
    assert not thread.is_alive()
    stored = json.loads(state.read_text())["last_event_id"]
    assert stored and one.stream is not None and one.stream.last_event_id == stored

    two = BotRunner(config, slow_first, stop_after_games=1)
    assert two._load_state() == stored
    thread = in_thread(two.run)
    wait_for(lambda: two.finished, 120)
    thread.join(40)
    assert [f["game_id"] for f in two.finished] == [made["id"]]
    assert two.stats.moves > 0 and two.stats.errors == 0
    assert all(v.game_id == made["id"] for v in seen)


def test_the_console_script_plays_a_game_from_a_toml_config(account: Any, base_url: str,
                                                          tmp_path: Path) -> None:
    bot = account("cli-bot", bot=True)
    (tmp_path / "bot.toml").write_text(
        f'[bot]\nbase_url = "{base_url}"\ntoken_env = "MY_BOT_TOKEN"\n'
        f'choose = "random_bot:choose"\nstate_file = "state.json"\n\n'
        '[challenges]\ngame_types = ["double_dash"]\n')
    (tmp_path / "random_bot.py").write_text((EXAMPLES / "random_bot.py").read_text())
    script = Path(sys.executable).parent / "dashgames-bot"
    env = {**os.environ, "MY_BOT_TOKEN": str(bot.token)}
    done = subprocess.run([str(script), "--config", "bot.toml", "--vs-house", "double_dash",
                           "--games", "1"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    assert "playing as cli-bot" in done.stderr
    assert "finished" in done.stderr and (tmp_path / "state.json").exists()
    mine = bot.my_games("finished").to_dict()["games"]
    assert [g["type"] for g in mine] == ["double_dash"]


def test_a_config_without_a_token_is_refused(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "dashgames-bot"
    env = {k: v for k, v in os.environ.items() if k != "DASHGAMES_TOKEN"}
    done = subprocess.run([str(script), "--choose", "x:y"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "no token" in done.stderr


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")  # the point
def test_a_game_thread_that_dies_is_started_again_and_its_game_finishes(
        account: Any, base_url: str) -> None:
    """Issue 27, item 1: the supervisor. A policy bug that escapes every handler of the
    runner (``SystemExit`` is no ``Exception``) ends the game's thread; the supervisor starts
    it again, counts it, and the owed turn is handed back: the game still finishes."""
    bot = account("phoenix-bot", bot=True)
    died: list[int] = []

    def dies_once(view: TurnView, legal: list[dict[str, Any]]) -> dict[str, Any]:
        if not died:
            died.append(view.version)
            raise SystemExit("a policy bug past the runner's handlers")
        return legal[0]

    runner = BotRunner(BotConfig(base_url=base_url, token=bot.token, choose="-",
                                 resync_seconds=0.5), dies_once, stop_after_games=1)
    thread = in_thread(runner.run)
    assert runner.connected.wait(30)
    made = bot.create_game("double_dash", [{"kind": "human"}, {"kind": "bot"}], seat=0,
                           options={})
    wait_for(lambda: runner.finished, 180)
    thread.join(40)
    assert len(died) == 1
    assert runner.stats.restarts == 1 and runner.stats.errors >= 1
    assert [f["game_id"] for f in runner.finished] == [made["id"]]
