"""A commit whose follow-up cannot be published (the broker away, or Redis loading its data
after a restart: kombu's ``OperationalError``) still answers its success, and the reconciler
sends what the commit owes once the grace passes (issue 32, item 5)."""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any

from celery import Celery
from kombu.exceptions import OperationalError

from dashgames.accounts.types import Player
from dashgames.infra import metrics
from dashgames.infra.settings import from_env
from dashgames.play import lifecycle
from dashgames.play.commands import Rules
from dashgames.play.followups import Followups
from dashgames.play.reconciler import Reconciler
from dashgames.play.results import Command, new_command_id
from dashgames.play.store import Store
from dashgames.play.types import SeatSpec
from tests.play.test_reconciler import GRACE, ROLL, Recorded

LOADING = "LOADING Redis is loading the dataset in memory"


class Loading(Celery):
    """A Celery app whose every publish fails as kombu fails while Redis loads."""

    def send_task(self, *args: Any, **kwargs: Any) -> Any:
        raise OperationalError(LOADING)


def _unsent(task: str) -> float:
    return metrics.REGISTRY.get_sample_value("dashgames_followups_unsent_total", {"task": task}
                                             ) or 0.0


def test_a_committed_move_answers_its_success_when_the_follow_up_publish_fails(
    redis_url: str,
) -> None:
    env = {"REDIS_URL": redis_url, "DASHGAMES_KEY_PREFIX": f"dgfu{uuid.uuid4().hex[:6]}:"}
    store = Store.connect(replace(from_env(env), owed_grace=GRACE))
    broken = Followups(Loading("loading", set_as_current=False))
    creator = Player("ann", "ann", False)
    # Created with its follow-ups failing too: the human (seat 0) moves first, nothing owed.
    game_id = lifecycle.create_game(store, broken, creator, "toy_duel", {"target": 90},
                                    [SeatSpec("human"), SeatSpec("bot")], 0)
    before = _unsent("choose_move")
    result = Rules(store, broken).apply(Command(game_id, "move", 0, new_command_id(), ROLL))
    assert result.status == "applied" and result.error is None and result.version == 2
    assert store.meta(game_id)["v"] == "2"  # the commit landed; the bot's turn did not go out
    assert _unsent("choose_move") == before + 1
    # The reconciler sends the bot's turn the publish lost, a grace after the commit.
    store.workers.heartbeat("rules", "rules-worker")
    store.workers.heartbeat("ai", "ai-worker")
    owed = store.redis.zscore(store.owed_key(), game_id)
    assert owed is not None
    recorded = Recorded()
    assert Reconciler(store, recorded, GRACE, heartbeat_seconds=5.0).sweep(owed + 0.1) == 1
    assert recorded.sent == [(game_id, 2, [1], [])]
