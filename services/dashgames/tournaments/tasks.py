"""Tournaments' Celery task: the tournament pass, on the ``pairing`` queue.

The pairing worker's ticker (``matchmaking/tasks.py``) sends it every ``DASHGAMES_PAIR_EVERY``
seconds beside matchmaking's pass, at most one per interval across all workers; a pass sent
long ago is skipped. The pass is ``TournamentPass.run_pass`` (``tournaments/running.py``).
"""

from __future__ import annotations

import time
from functools import cache, partial

from dashgames.infra.celery_app import app, celery_for
from dashgames.infra.dispatch import TOURNAMENTS_TASK
from dashgames.infra.settings import get_settings
from dashgames.matchmaking import tasks as matchmaking_tasks
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.tournaments.running import TournamentPass


@cache
def tournament_pass() -> TournamentPass:
    settings = get_settings()
    return TournamentPass(Store.connect(settings), Followups(celery_for(settings)), settings)


@app.task(name=TOURNAMENTS_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def run_tournaments(sent_at: float) -> None:
    """One pass, unless it was sent so long ago that a newer one is on its way."""
    if time.time() - sent_at > max(2 * get_settings().pair_every, 1.0):
        return
    tournament_pass().run_pass()


matchmaking_tasks.TICKS.append(
    partial(matchmaking_tasks.tick, key="t:{t}:tick", task=TOURNAMENTS_TASK))
