"""Matchmaking: seeks matched per second and time-to-pair with 1,000 waiting seekers.

1,000 seekers (ratings drawn from a normal law, mean 1500, deviation 200, seeded) seek at once;
then pairing passes run as a ``pairing`` worker runs them (``Pairing.run_pass`` every
``DASHGAMES_PAIR_EVERY`` seconds, in this process, against the bench's Redis) until every
seeker is seated or ``LIMIT_SECONDS`` pass. Two crowds: Double Dash! duels (tables of 2), and
Dash and Cache tables of 3 to 6 that each seeker accepts. Each pass claims its tables in Lua and
makes every game (state, views, seats, ``game_started`` to each player) as in production.

* ``matched_per_s``: seekers seated per second of pass time (the worker's CPU, not its sleep);
* ``time_to_pair_p50_s`` / ``p90``: from the seek to the making of its game (the game's
  creation time, taken just before it is stored);
* ``left_waiting``: seekers nobody was near enough to, even at the widest window.

Run alone: ``python -m bench.pairing_bench`` (a private Redis of its own).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from dashgames.accounts.types import Player
from dashgames.infra.celery_app import celery_for
from dashgames.infra.settings import Settings, from_env
from dashgames.matchmaking.pairing import Pairing
from dashgames.matchmaking.types import SeekSpec
from dashgames.play.followups import Followups
from dashgames.play.store import Store

SEEKERS = 1000
LIMIT_SECONDS = 60.0
CROWDS = {"duels": ("double_dash", (2,)), "tables_3_to_6": ("dash_and_cache", (3, 4, 5, 6))}


def crowd(settings: Settings, game_type: str, counts: tuple[int, ...], seed: int = 7
          ) -> dict[str, Any]:
    store = Store.connect(settings)
    pairing = Pairing(store, Followups(celery_for(settings)), settings)
    draw = random.Random(seed)
    spec = SeekSpec(game_type, counts)
    made_at: dict[str, float] = {}
    created: dict[str, float] = {}
    for i in range(SEEKERS):
        rating = round(draw.gauss(1500.0, 200.0), 1)
        now = time.time()
        seek = pairing.seeks.add(Player(f"{game_type[:4]}{i:04d}", f"s{i}", False), spec,
                                 rating, now, ttl=3600.0)
        created[seek.id] = now
    busy = 0.0
    passes = 0
    started = time.monotonic()
    waiting = set(created)
    while waiting and time.monotonic() - started < LIMIT_SECONDS:
        before = time.perf_counter()
        pairing.run_pass()
        busy += time.perf_counter() - before
        passes += 1
        ended = time.time()
        pipe = store.redis.pipeline(transaction=False)
        ids = sorted(waiting)
        for seek_id in ids:
            pipe.hmget(pairing.seeks.seek_key(seek_id), ["st", "g"])
        games = {}
        for seek_id, (status, game_id) in zip(ids, pipe.execute(), strict=True):
            if status == b"paired":
                games[seek_id] = game_id.decode()
                waiting.discard(seek_id)
        for seek_id, game_id in games.items():  # when its game was stored
            made_at[seek_id] = float(store.meta(game_id).get("at") or ended)
        if waiting:
            time.sleep(settings.pair_every)
    waits = sorted(made_at[i] - created[i] for i in made_at)
    return {
        "seekers": SEEKERS,
        "seated": len(made_at),
        "left_waiting": len(waiting),
        "passes": passes,
        "pass_seconds": round(busy, 2),
        "matched_per_s": round(len(made_at) / busy, 1) if busy else 0.0,
        "time_to_pair_p50_s": round(statistics.median(waits), 2) if waits else None,
        "time_to_pair_p90_s": round(waits[int(0.9 * (len(waits) - 1))], 2) if waits else None,
    }


def run(env: dict[str, str]) -> dict[str, Any]:
    base = from_env(env)
    out = {}
    for name, (game_type, counts) in CROWDS.items():
        settings = replace(base, key_prefix=f"bench-pair-{name}:")
        out[name] = crowd(settings, game_type, counts)
    return out


def main() -> None:
    import os

    from dashgames.infra.local import PrivateRedis

    with tempfile.TemporaryDirectory(prefix="dg-pairing-") as tmp:
        server = PrivateRedis(Path(tmp))
        try:
            print(run(dict(os.environ, REDIS_URL=server.url)))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
