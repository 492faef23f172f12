"""The owed-work index and the reconciler, step by step, on the test Redis under a key prefix
of their own (the session's workers sweep theirs, not this one), with follow-ups recorded
instead of queued and the clock given."""

from __future__ import annotations

import json
import uuid
from dataclasses import replace
from typing import Any

import pytest
from celery import Celery

from dashgames.accounts.types import Player
from dashgames.infra.settings import from_env
from dashgames.play import lifecycle
from dashgames.play.commands import Rules
from dashgames.play.followups import Followups
from dashgames.play.reconciler import Reconciler
from dashgames.play.results import Command, new_command_id
from dashgames.play.store import Store
from dashgames.play.types import ClockSpec, SeatSpec

GRACE = 1.0
ROLL = {"type": "roll", "dice": 1}


class Recorded(Followups):
    def __init__(self) -> None:
        super().__init__(Celery("recorded", set_as_current=False))
        self.sent: list[tuple[str, int, list[int], list[str]]] = []

    def after_commit(self, game_id: str, version: int, seats: list[dict[str, Any]],
                     to_act: list[int], started_timers: list[dict[str, Any]]) -> None:
        bots = [s for s in to_act if seats[s]["k"] == "bot"]
        self.sent.append((game_id, version, bots, [t["id"] for t in started_timers]))

    def compact_archive(self, game_id: str, final: bool) -> None:
        return None


@pytest.fixture(params=["single", "cluster"])
def store(request: pytest.FixtureRequest, redis_url: str) -> Store:
    """The same tests on a single Redis and on a three-master Redis Cluster."""
    env = {"REDIS_URL": redis_url, "DASHGAMES_KEY_PREFIX": f"dgrec{uuid.uuid4().hex[:6]}:"}
    if request.param == "cluster":
        env.update(request.getfixturevalue("cluster_env"), DASHGAMES_KEY_PREFIX=env[
            "DASHGAMES_KEY_PREFIX"])
    return Store.connect(replace(from_env(env), owed_grace=GRACE))


@pytest.fixture
def followups() -> Recorded:
    return Recorded()


def _alive(store: Store, *queues: str) -> None:
    for queue in queues:
        store.workers.heartbeat(queue, f"{queue}-worker")


def _duel(store: Store, followups: Recorded, options: dict[str, Any] | None = None) -> str:
    """A human (seat 0, to move first) against a bot."""
    creator = Player("ann", "ann", False)
    return lifecycle.create_game(store, followups, creator, "toy_duel", options or {},
                                 [SeatSpec("human"), SeatSpec("bot")], 0)


def _owed(store: Store, game_id: str) -> float | None:
    score = store.redis.zscore(store.owed_key(), game_id)
    return None if score is None else float(score)


def _human_moves(store: Store, followups: Recorded, game_id: str) -> int:
    result = Rules(store, followups).apply(Command(game_id, "move", 0, new_command_id(), ROLL))
    assert result.error is None and result.version is not None
    return result.version


def test_a_commit_indexes_a_bot_turn_and_the_reconciler_sends_it_again_when_overdue(
    store: Store, followups: Recorded,
) -> None:
    game_id = _duel(store, followups, {"target": 90})
    assert _owed(store, game_id) is None  # the human is to move: the platform owes nothing
    version = _human_moves(store, followups, game_id)
    owed = _owed(store, game_id)
    assert owed is not None  # the bot is to move: overdue a grace after the commit
    _alive(store, "rules", "ai")
    reconciler = Reconciler(store, followups, GRACE, heartbeat_seconds=5.0)
    followups.sent.clear()
    assert reconciler.sweep(owed - 0.1) == 0 and followups.sent == []
    assert reconciler.sweep(owed + 0.1) == 1
    assert followups.sent == [(game_id, version, [1], [])]
    assert _owed(store, game_id) == pytest.approx(owed + 0.1 + GRACE)
    assert reconciler.sweep(owed + 0.2) == 0  # not again before its new time
    reconciler.sweep(owed + 0.1 + GRACE)
    assert len(followups.sent) == 2  # still stuck: again, then after twice the wait
    assert _owed(store, game_id) == pytest.approx(owed + 0.1 + 3 * GRACE)


def test_nothing_is_sent_while_no_worker_of_the_queue_is_alive(
    store: Store, followups: Recorded,
) -> None:
    game_id = _duel(store, followups)
    _human_moves(store, followups, game_id)
    owed = _owed(store, game_id)
    assert owed is not None
    _alive(store, "rules")  # no ai worker
    followups.sent.clear()
    Reconciler(store, followups, GRACE, heartbeat_seconds=5.0).sweep(owed + 0.1)
    assert followups.sent == []
    assert _owed(store, game_id) == pytest.approx(owed + 0.1 + GRACE)  # looked at again soon


def test_a_clock_is_owed_a_grace_after_its_deadline_and_an_ended_game_leaves_the_index(
    store: Store, followups: Recorded,
) -> None:
    game_id = _duel(store, followups, {"turn_seconds": 30.0})
    [timer] = json.loads(store.meta(game_id)["tm"])
    assert _owed(store, game_id) == pytest.approx(timer["deadline"] + GRACE)
    _alive(store, "rules", "ai")
    followups.sent.clear()
    Reconciler(store, followups, GRACE, heartbeat_seconds=5.0).sweep(timer["deadline"] + GRACE)
    assert followups.sent == [(game_id, 1, [], [timer["id"]])]
    Rules(store, followups).apply(Command(game_id, "resign", 0, new_command_id()))
    assert store.meta(game_id)["st"] == "finished"
    assert _owed(store, game_id) is None


def test_a_reschedule_read_at_an_older_version_changes_nothing(
    store: Store, followups: Recorded,
) -> None:
    game_id = _duel(store, followups)
    version = _human_moves(store, followups, game_id)
    owed = _owed(store, game_id)
    store.owed.reschedule(game_id, version - 1, 0.0)  # a reconciler that read before the commit
    assert _owed(store, game_id) == owed
    store.owed.reschedule(game_id, version, 0.0)
    assert _owed(store, game_id) is None


def test_the_tables_clock_is_owed_a_grace_after_its_deadline_and_sent_again(
    store: Store, followups: Recorded,
) -> None:
    creator = Player("ann", "ann", False)
    game_id = lifecycle.create_game(
        store, followups, creator, "toy_duel", {"target": 90},
        [SeatSpec("human"), SeatSpec("bot")], 0,
        clock=ClockSpec(per_move_seconds=30.0, on_expiry="forfeit"),
    )
    deadline = json.loads(store.meta(game_id)["clk"])["dl"]["0"]
    assert _owed(store, game_id) == pytest.approx(deadline + GRACE)  # the human's clock
    _alive(store, "rules", "ai")
    followups.sent.clear()  # as if the countdown queued at creation was lost
    Reconciler(store, followups, GRACE, heartbeat_seconds=5.0).sweep(deadline + GRACE)
    assert followups.sent == [(game_id, 1, [], ["clock@1"])]
