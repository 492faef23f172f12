"""Isolation mode: every move goes through the Celery ``rules`` queue to the real worker."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.http.backend import GameService
from dashgames.infra.errors import Forbidden
from dashgames.play.errors import CommandNotFound, IdempotencyMismatch, StaleVersion
from dashgames.play.types import SeatSpec
from tests.support.service_helpers import wait_until

ROLL = {"type": "roll", "dice": 1}


@pytest.fixture(scope="module")
def isolated(make_settings: Any) -> GameService:
    return GameService(make_settings(isolation=True, sync_wait_seconds=10.0))


def _duel(service: GameService) -> tuple[Any, Any, str]:
    ann = service.create_player("ann", False)[0]
    bob = service.create_player("bob", False)[0]
    game = service.create_game(ann, "toy_duel", {"target": 90}, [SeatSpec("human")] * 2, 0)
    service.join(bob, game.id, 1)
    return ann, bob, game.id


def test_a_move_is_applied_by_the_worker_and_answered_within_the_wait(
    isolated: GameService,
) -> None:
    ann, _, game_id = _duel(isolated)
    result = isolated.submit_move(ann, game_id, ROLL, 2, "k1", False)
    assert result.status == "applied" and result.error is None and result.version == 3
    assert [e["type"] for e in result.events] == ["rolled", "secret_reminder"]
    assert isolated.submit_move(ann, game_id, ROLL, 2, "k1", False) == result  # same key
    assert isolated.read_game(ann, game_id).version == 3
    with pytest.raises(IdempotencyMismatch):
        isolated.submit_move(ann, game_id, {"type": "roll", "dice": 2}, None, "k1", False)


def test_refusals_and_stale_versions_come_back_from_the_worker(
    isolated: GameService,
) -> None:
    ann, bob, game_id = _duel(isolated)
    refused = isolated.submit_move(bob, game_id, ROLL, None, "early", False)
    assert refused.error is not None and refused.error["code"] == "NOT_YOUR_TURN"
    with pytest.raises(StaleVersion) as caught:
        isolated.submit_move(ann, game_id, ROLL, 7, "stale", False)
    assert caught.value.details["current_version"] == 2
    # The stale attempt freed its key: the same key with the right version now applies.
    applied = isolated.submit_move(ann, game_id, ROLL, 2, "stale", False)
    assert applied.error is None and applied.version == 3


def test_respond_async_answers_accepted_then_the_result_is_read_later(
    isolated: GameService,
) -> None:
    ann, bob, game_id = _duel(isolated)
    accepted = isolated.submit_move(ann, game_id, ROLL, None, None, True)
    assert (accepted.status, accepted.version) == ("accepted", None)

    def done() -> Any:
        found = isolated.command_result(ann, game_id, accepted.command_id)
        return found if found.status == "applied" else None

    result = wait_until(done, seconds=30)
    assert result.version == 3 and result.error is None
    with pytest.raises(Forbidden):
        isolated.command_result(bob, game_id, accepted.command_id)
    with pytest.raises(CommandNotFound):
        isolated.command_result(ann, game_id, "0123456789abcdef")
