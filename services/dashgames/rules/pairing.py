"""The pairing worker: matchmaking passes on the Celery ``pairing`` queue.

A pass (``Pairing.run_pass``) drops the seeks nobody refreshed in time, finishes the pairings a
dead worker left claimed but unmade, then, bucket by bucket, matches the waiting seeks
(``matching.match``) and makes each table in two steps:

1. Claim (``Seeks.claim``, one Lua step): every seek of the table still waiting, or nothing.
   The claim records the table's plan (game id, seat order, bots) and when it is overdue.
2. Make the game with that id only if absent, in one MULTI with the seeks marked paired, each
   player's ``game_started`` account event and the plan's removal (``Seeks.finish_in``).

Two workers may run passes at once: a seek claimed by one fails the other's claim, which then
leaves that table for its next pass. A worker that dies after a claim leaves the plan, which any
worker's pass finishes once overdue; if the slow first worker finishes it too, the second
creation finds the game there and writes nothing. So no seeker is paired twice, none is lost.

Each worker consuming ``pairing`` runs a ticker thread that sends a pass every
``DASHGAMES_PAIR_EVERY`` seconds, at most one per interval across all workers (a Redis key with
that lifetime), and a pass sent long ago is skipped rather than run late.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from functools import cache
from typing import Any

from celery.signals import celeryd_after_setup, worker_ready, worker_shutdown

from dashgames.engine import get_game
from dashgames.platform import facade
from dashgames.platform.celery_app import PAIR_TASK, PAIRING_QUEUE, app, celery_for, send
from dashgames.platform.games import load_games
from dashgames.platform.seeks import Seeks
from dashgames.platform.settings import Settings, get_settings
from dashgames.platform.store import Store
from dashgames.rules import lifecycle
from dashgames.rules.followups import Followups
from dashgames.rules.matching import Match, Seeker, Window, match

log = logging.getLogger(__name__)

PLAN_OVERDUE = 10.0
"""Seconds a claimed pairing may take to become a game before another worker makes it."""
SHUFFLE = secrets.SystemRandom()


class Pairing:
    def __init__(self, store: Store, followups: Followups, settings: Settings) -> None:
        load_games(settings)
        self.store = store
        self.followups = followups
        self.seeks = Seeks(store.redis, settings.key_prefix)
        self.window = Window(settings.pair_window, settings.pair_widen, settings.pair_window_max,
                             settings.pair_bots_after)

    def run_pass(self, now: float | None = None) -> int:
        """One pass over every bucket; returns how many games it made."""
        now = time.time() if now is None else now
        self.seeks.drop_expired(now)
        made = self.finish_overdue(now)
        for bucket in self.seeks.buckets():
            made += self.pair_bucket(bucket, now)
        return made

    def finish_overdue(self, now: float) -> int:
        made = 0
        for game_id in self.seeks.overdue_plans(now, now + PLAN_OVERDUE):
            plan = self.seeks.plan(game_id)
            if plan is None:  # made meanwhile: the MULTI that made it dropped the plan too
                self.seeks.forget_plan(game_id)
                continue
            log.warning("finishing pairing %s that its worker left", game_id)
            self.make(game_id, plan)
            made += 1
        return made

    def pair_bucket(self, bucket: str, now: float) -> int:
        waiting = self.seeks.bucket_seeks(bucket)
        if not waiting:
            return 0
        by_id = {s.id: s for s in waiting}
        seekers = [Seeker(s.id, s.rating, s.created_at, s.spec.players, s.spec.bots)
                   for s in waiting]
        made = 0
        for table in match(seekers, now, self.window):
            game_id = secrets.token_hex(6)
            plan = self.plan(table, [by_id[i] for i in table.seekers], now)
            lost = self.seeks.claim(bucket, list(table.seekers), game_id, plan, now,
                                    now + PLAN_OVERDUE)
            if lost is not None:
                continue  # another pass took a seeker first: the next pass plans again
            self.make(game_id, plan)
            made += 1
        return made

    @staticmethod
    def plan(table: Match, seeks: list[facade.Seek], now: float) -> dict[str, Any]:
        """The table as it will be made: seats in a random order (no seat is the oldest
        seeker's by right), house bots at the game's default level."""
        spec = seeks[0].spec
        game = get_game(spec.game_type)
        seats: list[dict[str, Any]] = [
            {"seek": s.id, "player": s.player_id, "name": s.player_name} for s in seeks]
        seats += [{"bot": game.default_bot_level} for _ in range(table.bots)]
        SHUFFLE.shuffle(seats)
        clock = None
        if spec.clock is not None:
            clock = {k: getattr(spec.clock, k) for k in (
                "per_move_seconds", "initial_seconds", "increment_seconds", "on_expiry")}
        return {"type": spec.game_type, "options": spec.options, "clock": clock,
                "rated": spec.rated and table.bots == 0, "seats": seats, "now": now}

    def make(self, game_id: str, plan: dict[str, Any]) -> None:
        """Make the planned game if nobody has (``Table.if_absent``), everyone seated."""
        rows = plan["seats"]
        specs = [facade.SeatSpec("bot", row["bot"]) if "bot" in row else facade.SeatSpec("human")
                 for row in rows]
        seated = {i: facade.Player(row["player"], row["name"], False)
                  for i, row in enumerate(rows) if "player" in row}
        clock = facade.ClockSpec(**plan["clock"]) if plan["clock"] else None
        table = lifecycle.Table(
            game_id=game_id, seated=seated, if_absent=True,
            meta={"rated": "1" if plan["rated"] else "0"},
            also=lambda pipe: self.seeks.finish_in(pipe, game_id, plan),
        )
        creator = next(iter(seated.values()))
        lifecycle.create_game(self.store, self.followups, creator, plan["type"], plan["options"],
                              specs, None, clock, table=table)


@cache
def pairing() -> Pairing:
    settings = get_settings()
    return Pairing(Store.connect(settings), Followups(celery_for(settings)), settings)


@app.task(name=PAIR_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def pair(sent_at: float) -> None:
    """One pass, unless it was sent so long ago that a newer one is on its way."""
    if time.time() - sent_at > max(2 * get_settings().pair_every, 1.0):
        return
    pairing().run_pass()


def tick(store: Store, settings: Settings) -> bool:
    """Send a pass unless one was sent within the interval (by any worker)."""
    key = f"{settings.key_prefix}q:{{q}}:tick"
    if not store.redis.set(key, "1", nx=True, px=max(int(settings.pair_every * 1000), 1)):
        return False
    send(celery_for(settings), PAIR_TASK, [time.time()], PAIRING_QUEUE, "pass")
    return True


_ticking = threading.Event()
_stop_ticking = threading.Event()


def _run_ticker() -> None:
    settings = get_settings()
    store = pairing().store
    while not _stop_ticking.wait(settings.pair_every):
        try:
            tick(store, settings)
        except Exception:  # Redis or the broker away for a moment: try again next time
            log.warning("pairing tick failed", exc_info=True)


@celeryd_after_setup.connect  # type: ignore[untyped-decorator]
def _consumes_pairing(sender: str, instance: Any, **_: Any) -> None:
    if PAIRING_QUEUE in instance.app.amqp.queues.consume_from:
        _ticking.set()


@worker_ready.connect  # type: ignore[untyped-decorator]
def _start_ticker(**_: Any) -> None:
    if _ticking.is_set():
        pairing()  # the games loaded before the first pass
        threading.Thread(target=_run_ticker, name="dashgames-pairing", daemon=True).start()


@worker_shutdown.connect  # type: ignore[untyped-decorator]
def _stop_ticker(**_: Any) -> None:
    _stop_ticking.set()
