"""What one warm move and one delivery cost, counted rather than timed (issue 25's report).

Counts do not drift with the machine's load, so this part of `make bench` can be compared
between two commits on any machine. In one process, on a private Redis: two accounts play a
game through the API app (the routes a client uses), and for ``MOVES`` warm moves it counts,
per move (``POST /v1/games/{id}/moves``) and per delivery (the opponent's read of the new
events, ``GET /v1/games/{id}/events``):

- Python function calls and the distinct functions they were made to;
- JSON encodes and decodes (``json`` and ``orjson``);
- Redis round trips (commands or pipelines sent to a Redis connection).

``python -m bench.move_counts [game_type] [--json]`` prints the table (or its JSON); ``make
bench`` prints it too (its ``counts`` part).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

MOVES = 30
WARM = 10
JSON_WORK = {"dumps": "encode", "loads": "decode"}
"""The JSON calls counted: ``json``'s (Python functions) and ``orjson``'s (C functions)."""
SENDS = {"send_packed_command"}


class Tally:
    """A ``sys.setprofile`` hook counting calls, JSON work and Redis round trips."""

    def __init__(self) -> None:
        self.calls = 0
        self.functions: set[CodeType | str] = set()
        self.kinds: Counter[str] = Counter()

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            code = frame.f_code
            self.calls += 1
            self.functions.add(code)
            if code.co_name in SENDS:
                self.kinds["redis"] += 1
            elif code.co_filename.endswith("json/__init__.py") and code.co_name in JSON_WORK:
                self.kinds[JSON_WORK[code.co_name]] += 1
        elif event == "c_call":
            self.calls += 1
            module = getattr(arg, "__module__", None) or ""
            name = getattr(arg, "__name__", "")
            self.functions.add(f"{module}.{name}")
            if module == "orjson" and name in JSON_WORK:
                self.kinds[JSON_WORK[name]] += 1


def _measure(step: Any) -> tuple[Tally, Any]:
    tally = Tally()
    sys.setprofile(tally)
    try:
        result = step()
    finally:
        sys.setprofile(None)
    return tally, result


def counts(game_type: str = "double_dash", moves: int = MOVES,
           warm: int = WARM) -> dict[str, dict[str, float]]:
    from bench.run import UNREACHABLE_LIMITS
    from dashgames.infra.local import PrivateRedis

    with tempfile.TemporaryDirectory() as tmp:
        server = PrivateRedis(Path(tmp) / "redis")
        saved = dict(os.environ)
        # The limits are counted, as in a deployment, but never reached (the bench's own).
        os.environ.update({"REDIS_URL": server.url, "CELERY_BROKER_URL": "",
                           "DASHGAMES_KEY_PREFIX": "dgcount:", "DASHGAMES_API_RATE_LIMITS": "1",
                           **UNREACHABLE_LIMITS})
        try:
            return _play(game_type, moves, warm)
        finally:
            os.environ.clear()
            os.environ.update(saved)
            server.stop()


def _play(game_type: str, moves: int, warm: int) -> dict[str, dict[str, float]]:
    from dashgames.http.app import create_app
    from dashgames.play.types import SeatSpec

    app = create_app()
    backend = app.extensions["dashgames.backend"]
    client = app.test_client()
    people = [backend.create_player(f"counter{n}", False) for n in range(2)]
    game = backend.create_game(people[0][0], game_type, None,
                               [SeatSpec("human"), SeatSpec("human")], 0)
    backend.join(people[1][0], game.id, 1)
    auth = [{"Authorization": f"Bearer {token}"} for _, token in people]
    cursors = ["0", "0"]
    per_move: list[Tally] = []
    per_delivery: list[Tally] = []
    for n in range(warm + moves):
        legal = [client.get(f"/v1/games/{game.id}/legal-moves", headers=h).get_json()
                 for h in auth]
        mover = next((s for s in (0, 1) if legal[s]["moves"]), None)
        if mover is None:
            break  # the game ended
        move = legal[mover]["moves"][0]

        def post(mover: int = mover, move: Any = move) -> Any:
            return client.post(f"/v1/games/{game.id}/moves", json=move, headers=auth[mover])

        tally, answer = _measure(post)
        assert answer.status_code == 200, answer.get_data(as_text=True)
        other = 1 - mover

        def read(other: int = other) -> Any:
            return client.get(f"/v1/games/{game.id}/events?after={cursors[other]}&wait=0",
                              headers=auth[other])

        delivered, events = _measure(read)
        cursors[other] = events.get_json()["last_event_id"] or cursors[other]
        if n >= warm:
            per_move.append(tally)
            per_delivery.append(delivered)
    return {"move": _mean(per_move), "delivery": _mean(per_delivery)}


def _mean(tallies: list[Tally]) -> dict[str, float]:
    if not tallies:
        return {}
    n = len(tallies)
    return {
        "calls": sum(t.calls for t in tallies) / n,
        "functions": sum(len(t.functions) for t in tallies) / n,
        "json_encodes": sum(t.kinds["encode"] for t in tallies) / n,
        "json_decodes": sum(t.kinds["decode"] for t in tallies) / n,
        "redis_round_trips": sum(t.kinds["redis"] for t in tallies) / n,
    }


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--json"]
    game_type = args[0] if args else "double_dash"
    found = counts(game_type)
    if "--json" in sys.argv:
        print(json.dumps(found))
        return
    print(f"per warm {game_type} move and delivery (mean of {MOVES}), counted in process")
    print(f"{'':10} {'calls':>8} {'functions':>10} {'encodes':>8} {'decodes':>8} {'redis':>6}")
    for name, row in found.items():
        print(f"{name:10} {row['calls']:8.0f} {row['functions']:10.0f} "
              f"{row['json_encodes']:8.1f} {row['json_decodes']:8.1f} "
              f"{row['redis_round_trips']:6.1f}")


if __name__ == "__main__":
    main()
