"""Recorded games replay exactly: every legal-move count, every event, the outcome (perft-style).

The files are written by ``python -m tests.support.recorded_games --write`` (see that module);
a failure here means a rules change altered a position. If the change is deliberate,
regenerate the files and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import all_games, get_game
from dashgames.engine.play import apply_recorded, new_game
from tests.support.recorded_games import (
    GAMES_DIR,
    digest,
    legal_counts,
    outcome_json,
    recorded_files,
    recorded_path,
)

FILES = recorded_files()


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(GAMES_DIR)) for p in FILES])
def test_a_recorded_game_replays_step_by_step(path: Path) -> None:
    recorded = json.loads(path.read_text(encoding="utf-8"))
    game = get_game(recorded["game"])
    state = new_game(game, recorded["players"], recorded["options"], recorded["seed"])
    for i, (actor, move, counts, events_digest) in enumerate(recorded["steps"]):
        where = f"{path.name} of {game.id}, step {i} ({actor} {json.dumps(move)})"
        assert game.outcome(state) is None, f"{where}: the game is already over"
        assert legal_counts(game, state) == counts, (
            f"{where}: [seat, legal moves] {legal_counts(game, state)}, recorded {counts}")
        state, events = apply_recorded(game, state, actor, move)
        assert digest(events) == events_digest, f"{where}: the events changed: {events}"
    assert outcome_json(game, state) == recorded["outcome"], f"{path.name}: the outcome changed"
    assert digest(game.state_to_json(state)) == recorded["final_state"]


def test_every_game_has_a_recorded_game_at_both_player_count_extremes() -> None:
    missing = [
        str(recorded_path(g.id, n).relative_to(GAMES_DIR))
        for g in all_games()
        for n in sorted({g.min_players, g.max_players})
        if not recorded_path(g.id, n).is_file()
    ]
    assert not missing, f"record them: python -m tests.support.recorded_games --write: {missing}"


def _outcome_is_real(recorded: dict[str, Any]) -> bool:
    outcome = recorded["outcome"]
    return outcome is not None and len(outcome["ranks"]) == recorded["players"]


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(GAMES_DIR)) for p in FILES])
def test_a_recorded_game_ends_and_names_what_it_was_played_with(path: Path) -> None:
    recorded = json.loads(path.read_text(encoding="utf-8"))
    assert _outcome_is_real(recorded)
    assert path == recorded_path(recorded["game"], recorded["players"])
    assert len(recorded["levels"]) == recorded["players"]
    game = get_game(recorded["game"])
    if any(o.name == "round_limit" for o in game.options):
        assert "round_limit" in recorded["options"], "the round limit used must be recorded"
