"""Tournament tests run on the suite's real Redis and Celery workers (tests/conftest.py), with
the test-only games registered (a short arena plays ``toy_duel``)."""

from __future__ import annotations

import time
from typing import Any

from dashgames.play.types import ClockSpec
from dashgames.tournaments.types import TournamentSpec
from tests.support.backend_tests import _toy_games  # noqa: F401  (autouse)

CLOCK = ClockSpec(per_move_seconds=20.0)


def spec(game_type: str = "double_dash", fmt: str = "swiss", **changes: Any) -> TournamentSpec:
    fields: dict[str, Any] = {
        "name": "test event", "game_type": game_type, "format": fmt, "clock": CLOCK,
        "starts_at": time.time() + 3600, "rounds": 2 if fmt == "swiss" else 0,
        "minutes": 10.0 if fmt == "arena" else 0.0}
    fields.update(changes)
    return TournamentSpec(**fields)
