"""Check a finished game's chance: ``dashgames verify-replay <replay URL or file>``.

A game publishes the SHA-256 of its seed from the start (``seed_sha256`` in every read) and its
replay reveals the seed at the end. This re-runs the replay from that seed with the same rules
and checks that the seed matches its commitment, that every recorded move is accepted, and that
every event (each die roll, each shuffle) and the outcome come out exactly as recorded.
"""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

from dashgames.engine import RulesError, get_game, seed_commitment, visible_events
from dashgames.engine.play import replay as rerun
from dashgames.infra.games import load_games
from dashgames.infra.settings import from_env


def verify_replay(replay: dict[str, Any]) -> list[str]:
    """Every way ``replay`` fails to reproduce; an empty list means it checks out."""
    problems: list[str] = []
    if seed_commitment(replay["seed"]) != replay["seed_sha256"]:
        problems.append("the seed does not hash to the published seed_sha256")
    game = get_game(replay["game_type"])
    moves = [(m["actor"], m["move"]) for m in replay["moves"]]
    try:
        state, events = rerun(game, replay["players"], replay["options"], replay["seed"], moves)
    except RulesError as e:
        return [*problems, f"a recorded move is refused on re-run: {e.code} {e.message}"]
    recorded = list(replay["events"])
    # The record may keep each event's audience ("to") or only the public ones: accept either.
    if recorded not in (events, visible_events(events, None)):
        first = next((i for i, (a, b) in enumerate(zip(events, recorded, strict=False))
                      if a != b), min(len(events), len(recorded)))
        problems.append(f"events differ from the re-run from event {first}")
    outcome = game.outcome(state)
    ended_by_platform = (replay.get("outcome") or {}).get("reason") == "step_limit"
    if outcome is None:
        if not ended_by_platform:
            problems.append("the re-run game has not ended")
    elif replay.get("outcome") is not None and list(replay["outcome"].get("winners", [])) != list(
        outcome.winners
    ):
        problems.append("the recorded winners differ from the re-run's")
    return problems


def _load(source: str) -> dict[str, Any]:
    if source.startswith(("http://", "https://")):
        with urllib.request.urlopen(source, timeout=30) as response:
            loaded: dict[str, Any] = json.load(response)
            return loaded
    loaded = json.loads(Path(source).read_text())
    return loaded


def main(argv: list[str]) -> int:
    """``dashgames verify-replay SOURCE``: 0 when it checks out, 1 when not, 2 on bad usage."""
    if len(argv) != 1:
        print("usage: dashgames verify-replay <replay URL or JSON file>", file=sys.stderr)
        return 2
    load_games(from_env())  # the house games and any named in DASHGAMES_EXTRA_GAMES
    problems = verify_replay(_load(argv[0]))
    for problem in problems:
        print(f"FAIL: {problem}")
    if not problems:
        print("OK: the seed matches its commitment and every move, roll and event replays")
    return 1 if problems else 0
