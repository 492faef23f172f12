"""The tournament pass under crashes: a pass killed between claiming a round and making its
games, or between recording results, loses and doubles nothing; and a real Celery pairing
worker killed again and again (SIGKILL) while a Swiss runs still pairs every round exactly
once (docs/TOURNAMENTS.md, "Crashes")."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from dashgames.accounts.types import Player
from dashgames.infra.local import PrivateRedis, start_worker, stop_worker
from dashgames.infra.settings import Settings, from_env
from dashgames.play.store import Store
from dashgames.tournaments.service import TournamentsService
from dashgames.tournaments.types import Entrant
from tests.support.service_helpers import wait_until
from tests.tournaments.conftest import spec

DIES = """
import os, sys
from dataclasses import replace
from dashgames.infra.celery_app import celery_for
from dashgames.infra.settings import from_env
from dashgames.play import lifecycle
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.tournaments import running
from dashgames.tournaments.store import Tournaments

settings = replace(from_env(), key_prefix=sys.argv[1], database_url=sys.argv[2], extra_games=())
where, after = sys.argv[3], int(sys.argv[4])
calls = []

def dying(original):
    def call(*args, **kwargs):
        if len(calls) == after:
            os._exit(9)  # the worker dies here, mid-pass
        calls.append(1)
        return original(*args, **kwargs)
    return call

def dies_after(original):
    def call(*args, **kwargs):
        original(*args, **kwargs)
        os._exit(9)  # the results are stored: the worker dies before it pairs on
    return call

if where == "make":
    running.lifecycle.create_game = dying(lifecycle.create_game)
else:
    Tournaments.settle = dies_after(Tournaments.settle)
passes = running.TournamentPass(Store.connect(settings), Followups(celery_for(settings)), settings)
passes.run_pass(float(sys.argv[5]))
print("survived")
"""


@pytest.fixture
def own(make_settings: Callable[..., Settings], tmp_path: Path) -> Any:
    """A service on a key prefix of its own: the suite's workers never touch its events."""
    from dashgames.http.backend import GameService
    from dashgames.tournaments.running import TournamentPass

    base = make_settings()
    settings = replace(base, key_prefix=f"{base.key_prefix}crash{uuid.uuid4().hex[:6]}:",
                       database_url=f"sqlite:///{tmp_path / 'history.sqlite3'}")
    service = GameService(settings)
    service.passes = TournamentPass(service.store, service.followups, settings)
    return service


def _die(own: Any, where: str, after: int, now: float) -> None:
    env = {**os.environ, "REDIS_URL": own.settings.redis_url,
           "CELERY_BROKER_URL": own.settings.broker_url}
    done = subprocess.run([sys.executable, "-c", DIES, own.settings.key_prefix,
                           own.settings.database_url, where, str(after), repr(now)],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 9, done.stderr[-2000:]


def _games_of(own: Any, tid: str) -> list[str]:
    """Every game under the prefix made for the event, found by scanning Redis itself."""
    found = []
    for key in own.store.redis.scan_iter(match=f"{own.settings.key_prefix}g:*:meta", count=500):
        meta = own.store.redis.hgetall(key)
        if meta.get(b"trn", meta.get("trn")) in (tid, tid.encode()):
            found.append(key.decode() if isinstance(key, bytes) else key)
    return found


def test_a_pass_killed_mid_round_or_mid_scoring_loses_and_doubles_nothing(own: Any) -> None:
    people = [Player(f"e{i}", f"E{i}", False) for i in range(8)]
    t0 = time.time()
    event = own.create_tournament(people[0], spec(rounds=2, starts_at=t0))
    for p in people:
        own.tournaments.events.entry(event.id, "join", Entrant(p.id, p.name, 1500.0 - int(
            p.id[1:]), t0), p.id, 200, "swiss")
    _die(own, "make", 2, t0 + 2)  # started, round 1 claimed, two of four games made: death
    store = own.tournaments.events
    assert len(store.to_make(event.id)) == 2 and len(_games_of(own, event.id)) == 2
    own.passes.run_pass(t0 + 3)  # the next pass makes the other two, pairs nothing new
    tables = store.pairings(event.id)
    assert [t.round for t in tables] == [1, 1, 1, 1] and store.to_make(event.id) == []
    assert sorted(g.split("{")[1].split("}")[0] for g in _games_of(own, event.id)) == sorted(
        t.game_id for t in tables)
    assert [t.seats for t in tables] == [("e0", "e4"), ("e5", "e1"), ("e2", "e6"),
                                         ("e7", "e3")]
    losers = [next(p for p in people if p.id == t.seats[0]) for t in tables]
    for loser, table in list(zip(losers, tables, strict=True))[:2]:  # seat 0 resigns: loses
        own.resign(loser, table.game_id)
    _die(own, "settle", 0, t0 + 4)  # two results recorded, then death
    assert len(store.results(event.id)) == 2
    for loser, table in list(zip(losers, tables, strict=True))[2:]:
        own.resign(loser, table.game_id)
    own.passes.run_pass(t0 + 5)  # the other two
    first = store.results(event.id)[tables[0].game_id]
    assert store.settle(event.id, [(first, tables[0].seats)], {}) == 0  # a redelivery: no-op
    own.passes.run_pass(t0 + 6)
    assert len(store.results(event.id)) == 4
    entrants = {e.id: e for e in store.entrants(event.id)}
    assert {e: entrants[e].forfeits_in_a_row for e in ("e0", "e5", "e2", "e7")} == {
        "e0": 1, "e5": 1, "e2": 1, "e7": 1}  # each result counted once: nobody withdrawn
    assert not any(e.withdrawn for e in entrants.values())
    points = {r.entrant_id: r.points for r in own.tournament_standings(event.id)}
    assert points == {"e4": 2, "e1": 2, "e6": 2, "e3": 2, "e0": 0, "e5": 0, "e2": 0, "e7": 0}
    assert [t.round for t in store.pairings(event.id)] == [1] * 4 + [2] * 4
    kinds = Counter(e.type for e in own.tournament_events(event.id, "0", 0, 200)[0])
    assert (kinds["round_started"], kinds["paired"], kinds["standings"]) == (2, 8, 2)


@pytest.mark.parametrize("kills", [pytest.param(4, id="four kills"),
                                   pytest.param(12, id="twelve kills", marks=pytest.mark.long)])
def test_a_pairing_worker_killed_again_and_again_pairs_every_round_once(
        tmp_path: Path, service_env: dict[str, str], kills: int) -> None:
    server = PrivateRedis(tmp_path / "redis")  # a broker of its own: its workers only
    env = {**service_env, "REDIS_URL": server.url, "CELERY_BROKER_URL": "",
           "DASHGAMES_KEY_PREFIX": "crash:", "DASHGAMES_PAIR_EVERY": "0.2",
           "DASHGAMES_DATABASE_URL": f"sqlite:///{tmp_path / 'history.sqlite3'}"}
    settings = replace(from_env(env), extra_games=())
    players = start_worker("rules,archive,ai", env)
    pairing = start_worker("pairing", env)
    try:
        # no Celery in this process: it talks to the session's broker (one a process)
        service = TournamentsService(Store.connect(settings), settings)
        owner = Player("owner", "owner", False)
        event = service.create(owner, spec(
            "toy_duel", rounds=3, house_bots=8, min_players=8, starts_at=time.time()))
        rng = random.Random(3)
        for _ in range(kills):  # SIGKILL at random points, a new worker straight after
            time.sleep(rng.uniform(0.3, 2.0))
            pairing.kill()
            pairing.wait()
            pairing = start_worker("pairing", env)
        wait_until(lambda: service.read(event.id).status == "finished", 240, 0.5)
        store = service.events
        tables = store.pairings(event.id)
        assert [t.round for t in tables] == [1] * 4 + [2] * 4 + [3] * 4
        for round_no in (1, 2, 3):
            seated = [e for t in tables if t.round == round_no for e in t.seats]
            assert sorted(seated) == sorted(f"house:{n}" for n in range(1, 9))
        assert sorted(store.results(event.id)) == sorted(t.game_id for t in tables)
        paired = [e for e in service.stream(event.id, "0", 0, 500)[0]
                  if e.type == "paired"]
        assert sorted(e.data["game_id"] for e in paired) == sorted(t.game_id for t in tables)
        rows = service.standings(event.id)
        assert sum(r.points for r in rows) == 2 * 12  # two points a table, none twice
    finally:
        for worker in (players, pairing):
            worker.terminate()
        for worker in (players, pairing):
            stop_worker(worker, 5.0)
        server.stop()


def test_a_table_whose_game_was_archived_meanwhile_is_scored_from_the_history(own: Any) -> None:
    from dashgames.records.database import open_history
    from dashgames.records.schema import games

    people = [Player(f"h{i}", f"H{i}", False) for i in range(2)]
    t0 = time.time()
    event = own.create_tournament(people[0], spec(rounds=1, starts_at=t0))
    for p in people:
        own.tournaments.events.entry(event.id, "join", Entrant(p.id, p.name, 1500.0, t0), p.id,
                                     200, "swiss")
    own.passes.run_pass(t0 + 1)
    [table] = own.tournaments.events.pairings(event.id)
    own.resign(Player(table.seats[1], "", False), table.game_id)  # seat 1 gives up: seat 0 wins
    meta = own.store.meta(table.game_id)
    with open_history(own.settings.database_url).begin() as db:  # as the archive worker does
        db.execute(games.insert().values(
            id=table.game_id, game_type="double_dash", players=2, options={},
            seats=json.loads(meta["seats"]), rated=False, seed="0", seed_sha256="0",
            outcome=json.loads(meta["out"]), version=int(meta["v"]), created_at=t0,
            finished_at=t0, archived_at=t0, steps=b"", views=b""))
    own.store.redis.delete(*own.store.game_keys(table.game_id))  # its live keys expired
    own.passes.run_pass(t0 + 2)
    own.passes.run_pass(t0 + 3)
    points = {r.entrant_id: r.points for r in own.tournament_standings(event.id)}
    assert points == {table.seats[0]: 2.0, table.seats[1]: 0.0}
    assert own.read_tournament(event.id).status == "finished"
