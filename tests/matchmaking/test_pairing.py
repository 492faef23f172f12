"""The pairing worker's passes (``matchmaking/pairing.py``) on the real Redis: exact tables, the
heartbeat rule, house bots, two workers at once, and a worker killed between claim and game.

Each test has a key prefix of its own, so the session's pairing worker (which runs passes on
the suite's prefix) never touches these seeks: the passes here run with a stated clock, in this
process or in processes of their own (two workers at once; one killed mid-pair)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from dashgames.accounts.inbox import Inbox
from dashgames.accounts.types import Player
from dashgames.engine import get_game
from dashgames.infra.celery_app import celery_for
from dashgames.infra.settings import Settings
from dashgames.matchmaking.pairing import PLAN_OVERDUE, Pairing
from dashgames.matchmaking.store import Seeks, rating_of
from dashgames.matchmaking.types import SeekSpec
from dashgames.play import seats as seating
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.play.types import ClockSpec

CACHE = "dash_and_cache"  # 2 to 10 players
DUEL = "double_dash"  # 2 players
T0 = 1_000_000.0


class Pool:
    """A pairing pool of its own: seeks added at stated times, passes run at stated times."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store = Store.connect(settings)
        self.seeks = Seeks(self.store.redis, settings.key_prefix)
        self.inbox = Inbox(self.store.redis, settings.key_prefix)
        self.pairing = Pairing(self.store, Followups(celery_for(settings)), settings)

    def seek(self, name: str, rating: float, at: float, players: tuple[int, ...] = (2,),
             game_type: str = DUEL, bots: bool = False, rated: bool = False,
             clock: ClockSpec | None = None) -> str:
        spec = SeekSpec(game_type, players, clock, {}, rated, bots)
        return self.seeks.add(Player(name, name, False), spec, rating, at,
                              self.settings.seek_ttl).id

    def table(self, game_id: str) -> list[str | None]:
        """Who sits where: a player id, or ``bot:<level>``."""
        rows = seating.load_seats(self.store.meta(game_id)["seats"])
        return [row.get("p") or f"bot:{row['b']}" for row in rows]

    def games(self, *names: str) -> dict[str, str]:
        """Each named seeker's game id, from its seek."""
        out = {}
        for name in names:
            seek_id = self.store.redis.get(self.seeks.key(f"who:{name}"))
            found = [s for s in self._all_seeks() if s.player_id == name]
            assert found or seek_id is None
            out[name] = found[0].game_id if found else ""
        return out

    def _all_seeks(self) -> list[Any]:
        keys = list(self.store.redis.scan_iter(match=self.seeks.key("s:*"), count=1000))
        ids = [k.decode().rsplit(":", 1)[1] for k in keys]
        return [s for s in (self.seeks.get(i) for i in ids) if s is not None]

    def events(self, player: str) -> list[tuple[str, dict[str, Any]]]:
        return [(e.type, e.data) for e in self.inbox.after(player, "0") if e.type != "your_turn"]

    def started(self, player: str) -> list[dict[str, Any]]:
        """The player's game_started events, as far as pairing decides them."""
        return [{k: data[k] for k in ("game_id", "game_type", "seat", "rated")}
                for kind, data in self.events(player) if kind == "game_started"]


@pytest.fixture(params=["single", "cluster"])
def pool(request: pytest.FixtureRequest, make_settings: Callable[..., Settings]) -> Pool:
    """A pool on the single Redis, and on the three-master Redis Cluster (the broker stays the
    session's: one per process)."""
    base = make_settings()
    if request.param == "cluster":
        base = replace(base, redis_url=request.getfixturevalue("cluster_env")["REDIS_URL"])
    return Pool(replace(base, key_prefix=f"{base.key_prefix}pool{uuid.uuid4().hex[:6]}:"))


def _env(pool: Pool) -> dict[str, str]:
    return {**os.environ, "REDIS_URL": pool.settings.redis_url,
            "CELERY_BROKER_URL": pool.settings.broker_url}


def test_a_pass_makes_the_exact_tables_and_tells_each_player(pool: Pool) -> None:
    pool.seek("ann", 1500, T0)
    pool.seek("bob", 1580, T0 + 1)
    pool.seek("cat", 1950, T0 + 2)  # too far from both, for now
    made = pool.pairing.run_pass(T0 + 2)
    assert made == 1
    ann_seek = next(s for s in pool._all_seeks() if s.player_id == "ann")
    assert ann_seek.status == "paired"
    game_id = ann_seek.game_id
    assert game_id is not None
    assert sorted(pool.table(game_id)) == ["ann", "bob"]  # type: ignore[type-var]
    meta = pool.store.meta(game_id)
    assert meta["st"] == "active" and meta["type"] == DUEL and meta["rated"] == "0"
    for name in ("ann", "bob"):
        seat = pool.table(game_id).index(name)
        assert pool.started(name) == [{
            "game_id": game_id, "game_type": DUEL, "seat": seat, "rated": False}]
    cat = next(s for s in pool._all_seeks() if s.player_id == "cat")
    assert cat.status == "waiting" and pool.events("cat") == []
    # a pass later changes nothing for the paired, and cat still has nobody near
    assert pool.pairing.run_pass(T0 + 3) == 0


def test_multiplayer_tables_fill_to_the_largest_size_everyone_accepts(pool: Pool) -> None:
    for i, name in enumerate(["a1", "a2", "a3", "a4", "a5"]):
        pool.seek(name, 1500 + 10 * i, T0 + i, players=(3, 4), game_type=CACHE)
    pool.seek("far", 2500, T0, players=(3, 4), game_type=CACHE)
    assert pool.pairing.run_pass(T0 + 5) == 1
    game_id = pool.games("a1")["a1"]
    assert sorted(pool.table(game_id)) == ["a1", "a2", "a3", "a4"]  # type: ignore[type-var]
    left = {s.player_id: s.status for s in pool._all_seeks()}
    assert left["a5"] == "waiting" and left["far"] == "waiting"


def test_ratings_come_from_the_rating_hash_with_a_default(pool: Pool) -> None:
    redis = pool.store.redis
    redis.hset(f"{pool.settings.key_prefix}rating:{DUEL}", "ann", "1732.5")
    assert rating_of(redis, pool.settings.key_prefix, DUEL, "ann") == 1732.5
    assert rating_of(redis, pool.settings.key_prefix, DUEL, "nobody") == 1500.0
    assert rating_of(redis, pool.settings.key_prefix, CACHE, "ann") == 1500.0


def test_a_seek_nobody_refreshes_is_dropped_and_its_player_told(pool: Pool) -> None:
    ttl = pool.settings.seek_ttl
    kept = pool.seek("ann", 1500, T0)
    dropped = pool.seek("bob", 3000, T0)
    pool.seeks.refresh(kept, T0 + 2 * ttl)  # ann's long-poll came back in time; bob's did not
    assert pool.pairing.run_pass(T0 + ttl + 1) == 0
    assert pool.seeks.get(dropped) is None
    assert pool.events("bob") == [("seek_removed", {
        "seek_id": dropped, "game_type": DUEL, "reason": "expired"})]
    assert pool.seeks.get(kept) is not None and pool.events("ann") == []
    assert [s.id for s in pool.seeks.waiting(None, 10)] == [kept]
    pool.seek("bob", 1550, T0 + ttl + 2)  # bob may seek again
    assert pool.pairing.run_pass(T0 + ttl + 2) == 1


def test_only_seeks_of_one_bucket_share_a_table(pool: Pool) -> None:
    pool.seek("ann", 1500, T0, rated=True)
    pool.seek("bob", 1500, T0)  # casual
    pool.seek("cat", 1500, T0, clock=ClockSpec(per_move_seconds=30))  # casual, a clock
    assert pool.pairing.run_pass(T0 + 20) == 0
    pool.seek("dan", 1600, T0 + 1, rated=True)
    assert pool.pairing.run_pass(T0 + 21) == 1
    game_id = pool.games("ann")["ann"]
    assert sorted(pool.table(game_id)) == ["ann", "dan"]  # type: ignore[type-var]
    meta = pool.store.meta(game_id)
    assert meta["rated"] == "1" and "clk" not in meta
    pool.seek("eve", 1500, T0 + 2, clock=ClockSpec(per_move_seconds=30))
    assert pool.pairing.run_pass(T0 + 22) == 1
    game_id = pool.games("cat")["cat"]
    assert sorted(pool.table(game_id)) == ["cat", "eve"]  # type: ignore[type-var]
    assert json.loads(pool.store.meta(game_id)["clk"])["cfg"]["per_move_seconds"] == 30
    assert {s.player_id: s.status for s in pool._all_seeks()}["bob"] == "waiting"


def test_an_open_account_stream_keeps_its_players_seek(pool: Pool) -> None:
    ttl = pool.settings.seek_ttl
    seek_id = pool.seek("ann", 1500, T0)
    pool.seeks.refresh_player("ann", T0 + 3 * ttl)  # what the account stream calls
    pool.seeks.refresh_player("nobody", T0 + 3 * ttl)  # no seek: nothing happens
    assert pool.pairing.run_pass(T0 + 2 * ttl) == 0
    kept = pool.seeks.get(seek_id)
    assert kept is not None and kept.status == "waiting" and kept.expires_at == T0 + 3 * ttl


def test_house_bots_fill_a_casual_table_after_the_wait(pool: Pool) -> None:
    after = pool.settings.pair_bots_after
    pool.seek("ann", 1500, T0, players=(3,), game_type=CACHE, bots=True)
    pool.seek("bob", 1500, T0, players=(3,), game_type=CACHE, bots=False)
    assert pool.pairing.run_pass(T0 + after - 1) == 0  # people first
    assert pool.pairing.run_pass(T0 + after) == 1
    game_id = pool.games("ann")["ann"]
    table = pool.table(game_id)
    level = get_game(CACHE).default_bot_level
    assert sorted(table, key=str) == ["ann", f"bot:{level}", f"bot:{level}"]
    assert pool.store.meta(game_id)["rated"] == "0"  # casual
    bob = next(s for s in pool._all_seeks() if s.player_id == "bob")
    assert bob.status == "waiting"  # bob did not allow bots


PASSES = """
import sys
from dataclasses import replace
from dashgames.infra.celery_app import celery_for
from dashgames.infra.settings import from_env
from dashgames.play.store import Store
from dashgames.play.followups import Followups
from dashgames.matchmaking.pairing import Pairing

settings = replace(from_env(), key_prefix=sys.argv[1], extra_games=())
pairing = Pairing(Store.connect(settings), Followups(celery_for(settings)), settings)
print(sum(pairing.run_pass(float(sys.argv[2])) for _ in range(5)))
"""


def test_two_workers_at_once_pair_every_seeker_exactly_once(pool: Pool) -> None:
    names = [f"s{i:03d}" for i in range(120)]
    for i, name in enumerate(names):
        pool.seek(name, 1400 + (i * 53) % 200, T0 + i / 100)
    env = _env(pool)
    workers = [subprocess.Popen([sys.executable, "-c", PASSES, pool.settings.key_prefix,
                                 str(T0 + 20)], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE) for _ in range(2)]
    made = []
    for worker in workers:
        out, err = worker.communicate(timeout=120)
        assert worker.returncode == 0, err.decode()[-2000:]
        made.append(int(out))
    print("games made by each worker:", made)
    assert sum(made) == 60  # each game made by exactly one of them
    seeks = pool._all_seeks()
    assert {s.status for s in seeks} == {"paired"} and len(seeks) == 120
    games: dict[str, list[str]] = {}
    for s in seeks:
        assert s.game_id is not None
        games.setdefault(s.game_id, []).append(s.player_id)
    assert len(games) == 60
    for game_id, players in games.items():
        assert sorted(pool.table(game_id)) == sorted(players)  # type: ignore[type-var]
    for name in names:  # one game_started each, for the game its seek names
        assert len(pool.started(name)) == 1


CRASH = """
import os, sys
from dataclasses import replace
from dashgames.engine import get_game
from dashgames.infra.celery_app import celery_for
from dashgames.infra.games import load_games
from dashgames.infra.settings import from_env
from dashgames.play.store import Store
from dashgames.play.followups import Followups
from dashgames.matchmaking.pairing import Pairing

settings = replace(from_env(), key_prefix=sys.argv[1], extra_games=())
load_games(settings)
pairing = Pairing(Store.connect(settings), Followups(celery_for(settings)), settings)
pairing.make = lambda game_id, plan: os._exit(9)  # dies between the claim and the game
pairing.run_pass(float(sys.argv[2]))
"""


def test_a_worker_killed_between_claim_and_game_loses_nobody(pool: Pool) -> None:
    for name, rating in (("ann", 1500), ("bob", 1510)):
        pool.seek(name, rating, T0)
    env = _env(pool)
    done = subprocess.run([sys.executable, "-c", CRASH, pool.settings.key_prefix, str(T0 + 1)],
                          env=env, capture_output=True, timeout=60)
    assert done.returncode == 9, done.stderr.decode()[-2000:]
    held = pool._all_seeks()
    assert {s.status for s in held} == {"pairing"}
    game_id = held[0].game_id
    assert game_id and held[1].game_id == game_id and not pool.store.meta(game_id)
    plan = pool.seeks.plan(game_id)
    assert plan is not None
    assert pool.pairing.run_pass(T0 + 2) == 0  # not overdue yet: nobody else takes them
    assert pool.pairing.run_pass(T0 + 1 + PLAN_OVERDUE + 1) == 1
    assert sorted(pool.table(game_id)) == ["ann", "bob"]  # type: ignore[type-var]
    assert {s.status for s in pool._all_seeks()} == {"paired"}
    pool.pairing.make(game_id, plan)  # the first worker, had it been slow instead of dead
    assert sorted(pool.table(game_id)) == ["ann", "bob"]  # type: ignore[type-var]
    for name in ("ann", "bob"):
        assert len(pool.started(name)) == 1
    assert json.loads(pool.store.meta(game_id)["seats"])[0]["k"] == "human"


def test_a_house_table_keeps_the_take_over_level_the_seek_asked_for(pool: Pool) -> None:
    after = pool.settings.pair_bots_after
    clock = ClockSpec(per_move_seconds=30, on_expiry="bot", bot_level="strong")
    pool.seek("ann", 1500, T0, players=(3,), game_type=CACHE, bots=True, clock=clock)
    assert pool.pairing.run_pass(T0 + after) == 1
    game_id = pool.games("ann")["ann"]
    cfg = json.loads(pool.store.meta(game_id)["clk"])["cfg"]
    # `strong` stands for the search level, named `search` where it is not proven stronger.
    assert (cfg["on_expiry"], cfg["bot_level"]) == ("bot", "search")
