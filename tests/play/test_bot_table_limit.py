"""The platform's bound on tables with no person at them (docs/ARCHITECTURE.md, "Limits"):
at ``BOT_TABLE_STEPS`` such a table ends as a draw, reason ``step_limit``; a table with a
person at it plays on. Moves here are applied in this process, so the limit is set low here."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dashgames.play import change
from dashgames.play.types import SeatSpec
from dashgames.play.verify import verify_replay
from tests.support.service_helpers import wait_until

LIMIT = 6
ROLL = {"type": "roll", "dice": 1}


@pytest.fixture
def low_limit(monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(change, "BOT_TABLE_STEPS", LIMIT)
    return LIMIT


def _table(backend: Any, first: Any, second: Any) -> str:
    game = backend.create_game(first, "toy_duel", {"target": 100}, [SeatSpec("human")] * 2, 0)
    backend.join(second, game.id, 1)
    return str(game.id)


def _roll_until_over(backend: Any, seats: tuple[Any, Any], game_id: str, most: int) -> int:
    for played in range(most):
        meta = backend.store.meta(game_id)
        if meta["st"] != "active":
            return played
        mover = seats[json.loads(meta["act"])[0]]
        assert backend.submit_move(mover, game_id, ROLL, None, None, False).error is None
    return most


def test_a_table_of_bot_accounts_ends_as_a_draw_at_the_limit(backend: Any, low_limit: int
                                                             ) -> None:
    one, _ = backend.create_player("robo-1", True)
    two, _ = backend.create_player("robo-2", True)
    game_id = _table(backend, one, two)
    played = _roll_until_over(backend, (one, two), game_id, 50)
    meta = backend.store.meta(game_id)
    # Version 1 made the table, 2 seated the second bot, then a roll a version to the limit.
    assert (meta["st"], int(meta["v"]), played) == ("finished", low_limit, low_limit - 2)
    outcome = json.loads(meta["out"])
    assert (outcome["winners"], outcome["ranks"], outcome["reason"]) == ([], [1, 1], "step_limit")
    read = backend.read_game(None, game_id)
    assert (read.summary.status, read.summary.to_act) == ("finished", ())
    wait_until(lambda: backend.store.meta(game_id).get("arch") == "1")
    replay = backend.replay(game_id)
    assert replay.outcome is not None and replay.outcome["reason"] == "step_limit"
    assert verify_replay({**vars(replay), "moves": list(replay.moves),
                          "events": list(replay.events)}) == []


def test_a_table_with_a_person_plays_on_past_the_limit(backend: Any, players: Any,
                                                       low_limit: int) -> None:
    (ann,) = players(1)
    robo, _ = backend.create_player("robo", True)
    game_id = _table(backend, ann, robo)
    assert _roll_until_over(backend, (ann, robo), game_id, 3 * low_limit) == 3 * low_limit
    meta = backend.store.meta(game_id)
    assert (meta["st"], meta["out"]) == ("active", "")
