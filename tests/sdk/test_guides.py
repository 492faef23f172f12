"""The guides run: every ``python`` block of docs/WRITE-A-BOT.md, docs/BUILD-A-CLIENT.md and
the SDK's README is executed, in order, in one namespace per guide, against a live platform
(``DASHGAMES_URL``); their ``toml`` block is a config the runner loads, and the flags their
``sh`` blocks give ``dashgames-bot`` are flags it has.

The suite turns rate limits off for its own traffic, so the guides also run against a platform
with the default limits on, as a reader meets it: twice in the suite, 20 times in the ``long``
tier, each run bounded in time (a loop that ignores a 429 hangs: issue 27)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from dashgames.http.app import create_app
from dashgames.http.settings import ApiSettings
from dashgames_sdk.runner.cli import parser
from dashgames_sdk.runner.config import load_config
from tests.support.account_helpers import live_server

DOCS = Path(__file__).resolve().parents[2] / "docs"
GUIDES = ("WRITE-A-BOT.md", "BUILD-A-CLIENT.md")
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```", re.S | re.M)


SDK_README = "../clients/python/README.md"


def blocks(name: str, language: str) -> list[str]:
    return [code for lang, code in BLOCK.findall((DOCS / name).read_text()) if lang == language]


@pytest.fixture(scope="module")
def limited_url(game_service: Any) -> Iterator[str]:
    """The platform with its default rate limits and stream quotas on."""
    settings = replace(ApiSettings(), rate_limits=True)
    with live_server(create_app(backend=game_service, settings=settings)) as host:
        yield f"http://{host}"


@pytest.mark.parametrize("name", GUIDES)
def test_the_guide_runs(name: str, base_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    run_guide(name, base_url, monkeypatch)


@pytest.mark.timeout(180)
@pytest.mark.parametrize("run", range(1))  # make test-long: twenty runs (below)
@pytest.mark.parametrize("name", GUIDES)
def test_the_guide_runs_with_the_default_rate_limits(
        name: str, run: int, limited_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    run_guide(name, limited_url, monkeypatch)


@pytest.mark.long
@pytest.mark.timeout(180)
@pytest.mark.parametrize("run", range(20))
@pytest.mark.parametrize("name", GUIDES)
def test_the_guide_runs_twenty_times_with_the_default_rate_limits(
        name: str, run: int, limited_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    run_guide(name, limited_url, monkeypatch)


@pytest.mark.timeout(180)
def test_the_sdk_readme_runs_with_the_default_rate_limits(
        limited_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """clients/python/README.md: its policy block, then a whole game played from the SDK."""
    run_guide(SDK_README, limited_url, monkeypatch, least=2)


def run_guide(name: str, base_url: str, monkeypatch: pytest.MonkeyPatch, least: int = 3
              ) -> None:
    monkeypatch.setenv("DASHGAMES_URL", base_url)
    code = blocks(name, "python")
    assert len(code) >= least
    namespace: dict[str, Any] = {"__name__": f"guide_{name}"}
    for number, block in enumerate(code, start=1):
        try:
            exec(compile(block, f"{name} block {number}", "exec"), namespace)
        except Exception as error:
            raise AssertionError(f"{name}, python block {number} failed: {error!r}") from error


def test_the_bot_guide_config_and_flags_are_the_runner_s(tmp_path: Path) -> None:
    [toml] = blocks("WRITE-A-BOT.md", "toml")
    (tmp_path / "bot.toml").write_text(toml)
    config = load_config(tmp_path / "bot.toml", token="dg_x")
    assert config.choose == "my_bot:choose"
    assert config.challenges.game_types == ("double_dash", "flag_dash")
    assert config.challenges.decline_reason({"game_type": "dc_dash"}, 0) == "variant"
    assert tomllib.loads(toml)["challenges"]["max_games"] == config.challenges.max_games
    known = {o for action in parser()._actions for o in action.option_strings}
    for shell in blocks("WRITE-A-BOT.md", "sh"):
        for line in shell.splitlines():
            if line.startswith("dashgames-bot"):
                flags = set(re.findall(r"(--[a-z-]+)", line))
                assert flags <= known, flags - known
