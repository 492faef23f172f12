"""The operator's schedule file (``tournaments/schedule.py``): events made before their start,
a repeating one once per occurrence, a bad entry skipped, a bot league only from here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dashgames.infra.games import load_games
from dashgames.infra.settings import from_env
from dashgames.tournaments.schedule import scheduled

T0 = 1_800_000_000.0


@pytest.fixture(autouse=True)
def _games() -> None:
    load_games(from_env({}))


def _file(tmp_path: Path, *entries: dict[str, object]) -> str:
    path = tmp_path / "events.json"
    path.write_text(json.dumps({"tournaments": list(entries)}))
    return str(path)


LEAGUE = {"id": "league", "name": "Bot league", "game_type": "dicey_curves", "format": "swiss",
          "rounds": 5, "table_size": 3, "min_players": 3, "bots_only": True,
          "clock": {"per_move_seconds": 10}, "starts_at": T0}
HOURLY = {"id": "hourly", "name": "Hourly arena", "game_type": "double_dash",
          "format": "arena", "minutes": 30, "clock": {"per_move_seconds": 30},
          "starts_at": T0, "every_minutes": 60, "open_minutes": 30}


def test_each_event_opens_for_entries_before_its_start(tmp_path: Path) -> None:
    path = _file(tmp_path, LEAGUE, HOURLY)
    assert scheduled(path, T0 - 3601) == []  # an hour and a second before: not yet
    found = dict(scheduled(path, T0 - 1800))
    assert sorted(found) == ["hourly-0", "league"]
    league = found["league"]
    assert (league.bots_only, league.table_size, league.starts_at) == (True, 3, T0)
    assert league.clock.on_expiry == "forfeit"
    later = dict(scheduled(path, T0 + 3600 - 600))  # the second hour's, ten minutes before
    assert list(later) == ["hourly-1"] and later["hourly-1"].starts_at == T0 + 3600
    assert scheduled(path, T0 + 1) == []  # started: made already, nothing new to open


def test_a_bad_entry_is_skipped_and_the_others_kept(tmp_path: Path) -> None:
    bad = {**LEAGUE, "id": "bad", "table_size": 12}  # Dicey Curves seats at most 8
    path = _file(tmp_path, bad, {**HOURLY, "every_minutes": 0, "id": "once"})
    assert [tid for tid, _ in scheduled(path, T0 - 60)] == ["once"]
