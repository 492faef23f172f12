"""Verifiable chance: the seed's hash is public from the start, the replay reveals the seed at
the end, and ``python -m dashgames verify-replay`` re-runs it and checks every roll."""

from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dashgames.engine import seed_commitment
from dashgames.http.backend import GameService
from dashgames.play.errors import ReplayUnavailable
from dashgames.play.types import SeatSpec
from tests.support.service_helpers import wait_until


def _verify(path: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dashgames", "verify-replay", str(path)],
        env=env, capture_output=True, text=True, timeout=120,
    )


@pytest.fixture(scope="module")
def finished_game(backend: GameService) -> tuple[str, str]:
    host = backend.create_player("host", False)[0]
    game = backend.create_game(host, "double_dash", None, [SeatSpec("bot")] * 2, None)
    with pytest.raises(ReplayUnavailable):
        backend.replay(game.id)
    wait_until(lambda: backend.read_game(None, game.id).summary.status == "finished",
               seconds=120, every=0.1)
    return game.id, game.seed_sha256


def test_the_replay_reveals_the_seed_committed_to_at_the_start(
    backend: GameService, finished_game: tuple[str, str]
) -> None:
    game_id, published = finished_game
    replay = backend.replay(game_id)
    assert replay.seed_sha256 == published == seed_commitment(replay.seed)
    assert re.fullmatch(r"[0-9a-f]{32}", replay.seed)  # 128 bits, in hex
    host = backend.create_player("another host", False)[0]
    another = backend.create_game(host, "double_dash", None, [SeatSpec("bot")] * 2, None)
    assert another.seed_sha256 != published  # a fresh seed for every game
    read = backend.read_game(None, game_id)
    assert replay.seed not in json.dumps(dataclasses.asdict(read.summary)) + read.view_json


def test_the_verifier_accepts_the_replay_and_catches_a_changed_roll(
    backend: GameService, finished_game: tuple[str, str], tmp_path: Path, workers: dict[str, str]
) -> None:
    replay = dataclasses.asdict(backend.replay(finished_game[0]))
    good = tmp_path / "replay.json"
    good.write_text(json.dumps(replay))
    checked = _verify(good, workers)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    rolls = [e for e in replay["events"] if e["type"] == "dice_rolled"]
    rolls[-1]["dice"] = [7 - d for d in rolls[-1]["dice"]]  # every die value changed
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(replay))
    caught = _verify(bad, workers)
    assert caught.returncode == 1 and "events differ" in caught.stdout
    replay["seed"] = "0" * 32
    (tmp_path / "seed.json").write_text(json.dumps(replay))
    wrong_seed = _verify(tmp_path / "seed.json", workers)
    assert wrong_seed.returncode == 1 and "seed_sha256" in wrong_seed.stdout


def test_a_replay_of_a_game_with_secrets_and_clocks_verifies(
    backend: GameService, players: Any, tmp_path: Path, workers: dict[str, str]
) -> None:
    (ann,) = players(1)
    game = backend.create_game(ann, "toy_duel", {"target": 90, "turn_seconds": 0.3},
                               [SeatSpec("human"), SeatSpec("bot")], 0)
    def stepped() -> bool:  # the clock's step (not the turn the seat is told it has)
        return any(r.version > 1 for r in backend.events_after(ann, game.id, None, 0, 10))

    wait_until(stepped, seconds=10)
    summary = backend.resign(ann, game.id)
    assert summary.status == "finished"
    replay = dataclasses.asdict(backend.replay(game.id))
    actors = [m["actor"] for m in replay["moves"]]
    assert actors[0] == "timer" and actors[-1] == "resign"
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(replay))
    checked = _verify(path, workers)
    assert checked.returncode == 0, checked.stdout + checked.stderr
