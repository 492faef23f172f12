"""Tournament pairing: time to pair a round, an arena of 500 and a 9-round Swiss of 200.

Each round is paired by the pairing worker's own code (``TournamentPass``) against the bench's
Redis, in this process: the entrants' records read back, the pairing decided, the tables
claimed in Lua and every game made (state, views, seats, ``game_started`` to each player) as in
production. Between rounds every game is ended by writing its outcome into its meta (seeded
random places), and the pass scores them (``settle_finished``): the time to score a round is
reported too. Neither clock nor bots play: the figure is the pairing service's own work.

* ``pair_p50_ms`` / ``pair_p99_ms``: the time to pair one round (arena: one wave of everyone
  waiting), over the rounds run; ``decide_p50_ms``: the pure pairing decision within it;
* ``score_p50_ms``: the time to score a round's finished tables.

Run alone: ``python -m bench.tournament_bench`` (a private Redis of its own).
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from dashgames.accounts.types import Player
from dashgames.infra.celery_app import celery_for
from dashgames.infra.settings import Settings, from_env
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.play.types import ClockSpec
from dashgames.tournaments import pairing
from dashgames.tournaments.running import TournamentPass
from dashgames.tournaments.service import TournamentsService
from dashgames.tournaments.types import Entrant, TournamentSpec

EVENTS = {"arena_500": ("arena", 500, 20), "swiss_200_9_rounds": ("swiss", 200, 9)}
"""name -> (format, entrants, rounds measured)."""


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 1)


def _end_games(passes: TournamentPass, tid: str, draw: random.Random) -> None:
    """Every game of the event still played ends now, with seeded random places."""
    busy = set(passes.events.busy(tid).values())
    pipe = passes.store.redis.pipeline(transaction=False)
    for game_id in sorted(busy):
        winner = draw.randrange(2)
        ranks = [1, 2] if winner == 0 else [2, 1]
        pipe.hset(passes.store.game_key(game_id, "meta"), mapping={
            "st": "finished", "out": json.dumps({"ranks": ranks, "winners": [winner]})})
    pipe.execute()


def event(settings: Settings, fmt: str, entrants: int, rounds: int, seed: int = 7
          ) -> dict[str, Any]:
    store = Store.connect(settings)
    passes = TournamentPass(store, Followups(celery_for(settings)), settings)
    service = TournamentsService(store, settings)
    draw = random.Random(seed)
    now = time.time()
    owner = Player("owner", "owner", False)
    spec = TournamentSpec(name="bench", game_type="double_dash", format=fmt,  # type: ignore[arg-type]
                          clock=ClockSpec(per_move_seconds=30.0), starts_at=now,
                          minutes=600.0 if fmt == "arena" else 0.0,
                          rounds=rounds if fmt == "swiss" else 0, max_players=entrants)
    tid = service.create(owner, spec).id
    for i in range(entrants):
        who = Entrant(f"b{i:04d}", f"b{i}", round(draw.gauss(1500.0, 200.0), 1), now)
        service.events.entry(tid, "join", who, who.id, entrants, fmt)
    passes.start(service.read(tid), now)
    pair_s, decide_s, score_s = [], [], []
    original = pairing.swiss_round if fmt == "swiss" else pairing.arena_wave

    def timed(*args: Any) -> Any:
        before = time.perf_counter()
        found = original(*args)
        decide_s.append(time.perf_counter() - before)
        return found

    setattr(pairing, "swiss_round" if fmt == "swiss" else "arena_wave", timed)
    try:
        for _ in range(rounds):
            current = service.read(tid)
            before = time.perf_counter()
            made = (passes.pair_swiss if fmt == "swiss" else passes.pair_arena)(current, now)
            pair_s.append(time.perf_counter() - before)
            assert made == entrants // 2, made
            _end_games(passes, tid, draw)
            before = time.perf_counter()
            passes.settle_finished(service.read(tid))
            score_s.append(time.perf_counter() - before)
    finally:
        setattr(pairing, "swiss_round" if fmt == "swiss" else "arena_wave", original)
    return {
        "entrants": entrants, "rounds": rounds, "tables_per_round": entrants // 2,
        "pair_p50_ms": _quantile(pair_s, 0.5), "pair_p99_ms": _quantile(pair_s, 0.99),
        "decide_p50_ms": _quantile(decide_s, 0.5), "decide_p99_ms": _quantile(decide_s, 0.99),
        "score_p50_ms": _quantile(score_s, 0.5),
        "games_made_per_s": round(sum(entrants // 2 for _ in pair_s) / sum(pair_s), 1),
    }


def run(env: dict[str, str]) -> dict[str, Any]:
    base = from_env(env)
    return {name: event(replace(base, key_prefix=f"bench-trn-{name}:"), fmt, n, rounds)
            for name, (fmt, n, rounds) in EVENTS.items()}


def main() -> None:
    import os

    from dashgames.infra.local import PrivateRedis

    with tempfile.TemporaryDirectory(prefix="dg-tournaments-") as tmp:
        server = PrivateRedis(Path(tmp))
        try:
            print(json.dumps(run(dict(os.environ, REDIS_URL=server.url)), indent=2))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
