"""Load driver: plays Double Dash! games through the public HTTP API, K games in flight.

Runs in its own process (``python -m bench.load --base URL --in-flight 32 --seconds 10``) and
prints one JSON object: moves applied, moves/s, latency percentiles of the move requests.
Both seats are human players of the driver, so every move crosses the API; the driver picks a
random move from the seat's legal moves the way any API client would: from a move's answer while
the same seat goes on moving (``legal_moves``), from ``GET legal-moves`` when the turn passes
(``to_act``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import time
from typing import Any
from urllib.parse import urlparse

from bench.http_client import Connection

GAME = "double_dash"
CONNECT_SPACING = 0.02


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    i = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[i]


async def create_player(conn: Connection, name: str) -> str:
    status, _, body = await conn.request("POST", "/v1/players", {"name": name})
    assert status == 201 or status == 200, (status, body)
    return str(body["token"])


async def new_game(conn: Connection, tokens: list[str]) -> str:
    status, _, body = await conn.request(
        "POST",
        "/v1/games",
        {"type": GAME, "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0},
        {"Authorization": f"Bearer {tokens[0]}"},
    )
    assert status in (200, 201), (status, body)
    game_id = str(body["id"])
    status, _, body = await conn.request(
        "POST", f"/v1/games/{game_id}/join", {"seat": 1}, {"Authorization": f"Bearer {tokens[1]}"}
    )
    assert status in (200, 201), (status, body)
    return game_id


async def play(
    conn: Connection, tokens: list[str], deadline: float, latencies: list[float],
    rng: random.Random, counts: dict[str, int],
) -> None:
    try:
        while time.perf_counter() < deadline:
            game_id = await new_game(conn, tokens)
            actor, moves, version = 0, None, None
            while time.perf_counter() < deadline:
                auth = {"Authorization": f"Bearer {tokens[actor]}"}
                if moves is None:  # the turn passed: read the new actor's moves
                    status, _, legal = await conn.request(
                        "GET", f"/v1/games/{game_id}/legal-moves", None, auth
                    )
                    counts["requests"] += 1
                    moves, version = legal["moves"], legal["version"]
                if not moves:
                    counts["games"] += 1
                    break
                headers = dict(auth, **{"If-Match": f'"{version}"'})
                t0 = time.perf_counter()
                status, _, answer = await conn.request(
                    "POST", f"/v1/games/{game_id}/moves", rng.choice(moves), headers
                )
                latencies.append(time.perf_counter() - t0)
                counts["requests"] += 1
                if status != 200:
                    counts["errors"] += 1
                    moves = None
                    continue
                counts["moves"] += 1
                if not answer["to_act"]:
                    counts["games"] += 1
                    break  # the game is over
                # A turn of several moves: the answer carries the mover's next moves.
                moves, version = answer["legal_moves"], answer["version"]
                actor = answer["to_act"][0]
    finally:
        await conn.close()


async def compare_and_set(
    conn: Connection, key: str, deadline: float, latencies: list[float], counts: dict[str, int],
) -> None:
    """The yardstick's loop (bench/reference_app.py): one compare-and-set per request."""
    version = 0
    try:
        while time.perf_counter() < deadline:
            t0 = time.perf_counter()
            status, _, answer = await conn.request("POST", f"/cas/{key}", {"expect": version})
            latencies.append(time.perf_counter() - t0)
            counts["requests"] += 1
            if status != 200:
                counts["errors"] += 1
                continue
            counts["moves"] += 1
            version = answer["version"]
    finally:
        await conn.close()


async def main_async(
    base: str, in_flight: int, seconds: float, seed: int, reference: bool = False
) -> dict[str, Any]:
    url = urlparse(base)
    host, port = url.hostname or "127.0.0.1", url.port or 80
    latencies: list[float] = []
    counts = {"moves": 0, "errors": 0, "games": 0, "requests": 0}
    rng = random.Random(seed)
    tokens: list[str] = []
    if not reference:
        setup = Connection(host, port)
        tokens = [await create_player(setup, "bench-a"), await create_player(setup, "bench-b")]
        await setup.close()
    # The connections open one by one before the clock starts: opened in one burst, they all
    # queue before any API worker runs, and the first worker to wake accepts every one of them.
    conns = []
    for _ in range(in_flight):
        conn = Connection(host, port)
        await conn.open()
        conns.append(conn)
        await asyncio.sleep(CONNECT_SPACING)
    cpu_start = time.process_time()
    start = time.perf_counter()
    deadline = start + seconds
    if reference:
        loops = [compare_and_set(conn, f"{seed}-{i}", deadline, latencies, counts)
                 for i, conn in enumerate(conns)]
    else:
        loops = [play(conn, tokens, deadline, latencies, random.Random(rng.random()), counts)
                 for conn in conns]
    await asyncio.gather(*loops)
    elapsed = time.perf_counter() - start
    driver_cpu = time.process_time() - cpu_start
    latencies.sort()
    return {
        "in_flight": in_flight,
        "seconds": round(elapsed, 2),
        "moves": counts["moves"],
        "requests": counts["requests"],
        "errors": counts["errors"],
        "games_finished": counts["games"],
        "moves_per_s": round(counts["moves"] / elapsed, 1),
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
        "driver_cpu_us_per_move": round(driver_cpu / max(1, counts["moves"]) * 1e6),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--in-flight", type=int, default=32)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reference", action="store_true",
                    help="drive bench/reference_app.py's compare-and-set endpoint instead")
    args = ap.parse_args()
    figures = asyncio.run(
        main_async(args.base, args.in_flight, args.seconds, args.seed, args.reference)
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
