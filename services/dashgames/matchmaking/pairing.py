"""The pairing worker: matchmaking passes on the Celery ``pairing`` queue.

A pass drops stale seeks, finishes pairings a dead worker left claimed, then claims each table's
seeks in one Lua step and makes its game only if absent, so two workers at once never pair a
seeker twice and none is lost. docs/MATCHMAKING.md, "The pairing worker". The task and its
ticker are in ``matchmaking/tasks.py``.
"""

from __future__ import annotations

import logging
import secrets
import time
from typing import Any

from dashgames.accounts.types import Player
from dashgames.engine import get_game
from dashgames.infra.games import load_games
from dashgames.infra.settings import Settings
from dashgames.matchmaking.matching import Match, Seeker, Window, match
from dashgames.matchmaking.store import Seeks
from dashgames.matchmaking.types import Seek
from dashgames.play import lifecycle
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.play.types import ClockSpec, SeatSpec

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
    def plan(table: Match, seeks: list[Seek], now: float) -> dict[str, Any]:
        """The table as it will be made: seats in a random order (no seat is the oldest
        seeker's by right), house bots at the level the anchor asked for (else the game's
        default level)."""
        spec = seeks[0].spec
        game = get_game(spec.game_type)
        seats: list[dict[str, Any]] = [
            {"seek": s.id, "player": s.player_id, "name": s.player_name} for s in seeks]
        level = spec.bot_level or game.default_bot_level
        seats += [{"bot": level} for _ in range(table.bots)]
        SHUFFLE.shuffle(seats)
        clock = None
        if spec.clock is not None:
            clock = {k: getattr(spec.clock, k) for k in (
                "per_move_seconds", "initial_seconds", "increment_seconds", "on_expiry",
                "bot_level")}
        return {"type": spec.game_type, "options": spec.options, "clock": clock,
                "rated": spec.rated and table.bots == 0, "seats": seats, "now": now}

    def make(self, game_id: str, plan: dict[str, Any]) -> None:
        """Make the planned game if nobody has (``Table.if_absent``), everyone seated."""
        rows = plan["seats"]
        specs = [SeatSpec("bot", row["bot"]) if "bot" in row else SeatSpec("human")
                 for row in rows]
        seated = {i: Player(row["player"], row["name"], False)
                  for i, row in enumerate(rows) if "player" in row}
        clock = ClockSpec(**plan["clock"]) if plan["clock"] else None
        table = lifecycle.Table(
            game_id=game_id, seated=seated, if_absent=True,
            meta={"rated": "1" if plan["rated"] else "0"},
            also=lambda pipe: self.seeks.finish_in(pipe, game_id, plan),
        )
        creator = next(iter(seated.values()))
        lifecycle.create_game(self.store, self.followups, creator, plan["type"], plan["options"],
                              specs, None, clock, table=table)
