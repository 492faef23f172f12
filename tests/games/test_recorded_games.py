"""Recorded games replay exactly: every legal-move count, every event, the outcome (perft-style).

The files are written by ``python -m tests.support.recorded_games --write`` (see that module);
a failure here means a rules change altered a position. If the change is deliberate,
regenerate the files and say so in the commit.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import all_games, get_game
from tests.support.recorded_games import (
    GAMES_DIR,
    check_replay,
    recorded_files,
    recorded_path,
)

FILES = recorded_files()
by_file = pytest.mark.parametrize(
    "path", FILES, ids=[str(p.relative_to(GAMES_DIR)) for p in FILES]
)


def load(path: Path) -> dict[str, Any]:
    recorded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return recorded


@by_file
def test_a_recorded_game_replays_step_by_step(path: Path) -> None:
    check_replay(load(path), path.name)


@by_file
def test_a_recorded_game_ends_and_names_what_it_was_played_with(path: Path) -> None:
    recorded = load(path)
    assert path == recorded_path(recorded["game"], recorded["players"])
    assert recorded["outcome"] is not None
    assert len(recorded["outcome"]["ranks"]) == len(recorded["levels"]) == recorded["players"]
    if any(o.name == "round_limit" for o in get_game(recorded["game"]).options):
        assert "round_limit" in recorded["options"], "the round limit used must be recorded"


def test_every_game_has_a_recorded_game_at_both_player_count_extremes() -> None:
    missing = [
        str(recorded_path(g.id, n).relative_to(GAMES_DIR))
        for g in all_games()
        for n in sorted({g.min_players, g.max_players})
        if not recorded_path(g.id, n).is_file()
    ]
    assert not missing, f"record them: python -m tests.support.recorded_games --write: {missing}"


@pytest.mark.parametrize(
    ("change", "caught"),
    [
        (lambda r: r["steps"][5][2][0].__setitem__(1, r["steps"][5][2][0][1] + 1), "legal moves"),
        (lambda r: r["steps"][7].__setitem__(3, "0" * 16), "the events changed"),
        (lambda r: r["outcome"].__setitem__("reason", "stalemate"), "the outcome changed"),
        (lambda r: r.__setitem__("final_state", "0" * 16), "the final state changed"),
        (lambda r: r.__setitem__("seed", "another seed"), "step"),
    ],
    ids=["a-legal-move-count", "an-event", "the-outcome", "the-final-state", "the-seed"],
)
def test_a_changed_position_is_caught(change: Any, caught: str) -> None:
    recorded = copy.deepcopy(load(recorded_path("double_dash", 2)))
    change(recorded)
    with pytest.raises(AssertionError, match=caught):
        check_replay(recorded)
