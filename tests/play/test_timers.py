"""Turn clocks: Celery countdown tasks in the real rules worker, and stale timers doing nothing."""

from __future__ import annotations

import time
from typing import Any

from dashgames.http.backend import GameService
from dashgames.infra.dispatch import TIMER_TASK
from dashgames.play.types import SeatSpec
from tests.support.service_helpers import wait_until

TURN_SECONDS = 1.0
LATE_AT_MOST = 1.5  # seconds past the deadline, on a loaded shared machine


def _clocked_duel(backend: GameService, players: Any) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"turn_seconds": TURN_SECONDS},
                               [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    return ann, bob, game.id


def test_a_turn_clock_fires_on_time_through_the_worker(
    backend: GameService, players: Any
) -> None:
    ann, _, game_id = _clocked_duel(backend, players)
    summary = backend.read_game(ann, game_id).summary
    assert summary.to_act == (0,) and [t["id"] for t in summary.timers] == ["turn-1"]
    deadline = summary.timers[0]["deadline"]
    assert 0 < deadline - time.time() <= TURN_SECONDS + 0.1

    def timed_out() -> Any:
        records = backend.events_after(ann, game_id, "2-2", 0, 10)
        return records if records else None

    records = wait_until(timed_out, seconds=TURN_SECONDS + 10, every=0.01)
    fired_late = time.time() - deadline
    print(f"\nthe turn clock fired {fired_late * 1000:.0f} ms after its deadline")
    assert [r.event for r in records] == [{"type": "timed_out", "seat": 0}]
    assert -0.05 <= fired_late <= LATE_AT_MOST
    after = backend.read_game(ann, game_id).summary
    assert after.to_act == (1,) and [t["id"] for t in after.timers] == ["turn-2"]
    assert after.timers[0]["deadline"] > deadline


def test_a_timer_the_game_no_longer_has_does_nothing(
    backend: GameService, players: Any
) -> None:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"turn_seconds": 30.0},
                               [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    move = backend.submit_move(ann, game.id, {"type": "roll", "dice": 1}, None, None, False)
    assert move.error is None and move.version == 3
    # turn-1 ended with that move: fire it anyway, as a late or redelivered task would, then
    # queue bob's move behind it on the same one-task-at-a-time worker.
    backend.celery.send_task(TIMER_TASK, args=[game.id, "turn-1", 2], queue="rules")
    backend.celery.send_task(TIMER_TASK, args=["nosuchgame", "turn-1", 2], queue="rules")
    queued = backend.submit_move(bob, game.id, {"type": "roll", "dice": 1}, 3, None, True)
    assert queued.status == "accepted"

    def answered() -> Any:
        result = backend.command_result(bob, game.id, queued.command_id)
        return result if result.status == "applied" else None

    result = wait_until(answered, seconds=30)
    assert result.error is None and result.version == 4
    kinds = [r.event["type"] for r in backend.events_after(None, game.id, "2-2", 0, 10)]
    assert kinds == ["rolled", "rolled"]
    assert [t["id"] for t in backend.read_game(ann, game.id).summary.timers] == ["turn-3"]
