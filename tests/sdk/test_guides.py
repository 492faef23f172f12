"""The guides run: every ``python`` block of docs/WRITE-A-BOT.md and docs/BUILD-A-CLIENT.md is
executed, in order, in one namespace per guide, against a live platform (``DASHGAMES_URL``);
their ``toml`` block is a config the runner loads, and the flags their ``sh`` blocks give
``dashgames-bot`` are flags it has."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from dashgames_sdk.runner.cli import parser
from dashgames_sdk.runner.config import load_config

DOCS = Path(__file__).resolve().parents[2] / "docs"
GUIDES = ("WRITE-A-BOT.md", "BUILD-A-CLIENT.md")
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```", re.S | re.M)


def blocks(name: str, language: str) -> list[str]:
    return [code for lang, code in BLOCK.findall((DOCS / name).read_text()) if lang == language]


@pytest.mark.parametrize("name", GUIDES)
def test_the_guide_runs(name: str, base_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DASHGAMES_URL", base_url)
    code = blocks(name, "python")
    assert len(code) >= 3
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
