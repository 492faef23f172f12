"""Streams at scale: thousands of open event streams, some of them following active games.

Runs in its own process (``python -m bench.streams_scale --base URL --streams 2000 --active
1000``) and prints one JSON object. It opens ``active`` streams on games that are played
during the run (both seats of ``active / 2`` games, each stream authenticated as its seat) and
the rest as anonymous spectators of games that stay still (ten per game), then plays moves in
the active games at ``--moves-per-s`` for ``--seconds``, through a few keep-alive connections.

Figures: streams opened (and refused), moves made, deliveries (one per subscriber per move),
delivery latency p50/p99/max (move sent -> each subscriber of its game has the step), and
deliveries missing at the end (a step some subscriber never got). The caller (bench/run.py)
adds the API process's resident memory per open stream from its RSS before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from bench.http_client import Connection
from bench.load import create_player, new_game, percentile
from bench.streams_load import EventStream

SPECTATORS_PER_GAME = 10
OPEN_AT_ONCE = 50
"""Streams opened concurrently (a browser crowd arrives over a few seconds, not at once)."""
MOVER_CONNECTIONS = 16


@dataclass
class Board:
    """Per active game: when each version's move was sent, and who got which version when."""
    sent: dict[tuple[str, int], float] = field(default_factory=dict)
    arrivals: list[tuple[str, int, float]] = field(default_factory=list)
    subscribers: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


async def follow(stream: EventStream, game_id: str, board: Board | None) -> None:
    """Read a stream until it ends or is cancelled, stamping each version's arrival."""
    newest = 0  # a step of several events comes as several frames: count it once
    while True:
        found = await stream.records()
        if not found:
            return
        if board is not None:
            now = time.perf_counter()
            for version in sorted({int(r["version"]) for r in found}):
                if version > newest:
                    board.arrivals.append((game_id, version, now))
                    newest = version


async def open_stream(host: str, port: int, game_id: str, token: str | None) -> EventStream:
    stream = EventStream(host, port)
    if token is None:  # a spectator: no Authorization header
        stream.reader, stream.writer = await asyncio.open_connection(host, port)
        stream.writer.write((f"GET /v1/games/{game_id}/events HTTP/1.1\r\nHost: {host}:{port}"
                             "\r\nAccept: text/event-stream\r\n\r\n").encode())
        status = await stream.reader.readline()
        assert b" 200 " in status, status
        while (await stream.reader.readline()) not in (b"\r\n", b"\n", b""):
            pass
    else:
        await stream.open(f"/v1/games/{game_id}/events", token)
    return stream


async def mover(game_id: str, tokens: list[str], pool: asyncio.Queue[Connection],
                board: Board, rng: random.Random, every: float, deadline: float) -> int:
    """Play one game at one move per ``every`` seconds (a random phase first)."""
    moves_made, seat, moves, version = 0, 0, None, 0
    await asyncio.sleep(rng.random() * every)
    while time.perf_counter() < deadline:
        conn = await pool.get()
        try:
            if moves is None:
                for seat in (0, 1):
                    _, _, legal = await conn.request(
                        "GET", f"/v1/games/{game_id}/legal-moves", None,
                        {"Authorization": f"Bearer {tokens[seat]}"})
                    moves, version = legal.get("moves") or [], legal.get("version", 0)
                    if moves:
                        break
                if not moves:
                    return moves_made  # the game ended
            board.sent[(game_id, version + 1)] = time.perf_counter()
            status, _, answer = await conn.request(
                "POST", f"/v1/games/{game_id}/moves", rng.choice(moves),
                {"Authorization": f"Bearer {tokens[seat]}", "If-Match": f'"{version}"'})
        finally:
            pool.put_nowait(conn)
        if status != 200:
            board.sent.pop((game_id, version + 1), None)
            code = answer.get("code") if isinstance(answer, dict) else ""
            board.errors.append(f"{status} {code}")
            moves = None
            continue
        moves_made += 1
        if not answer["to_act"]:
            return moves_made
        if seat in answer["to_act"] and answer.get("legal_moves"):
            moves, version = answer["legal_moves"], answer["version"]
        else:
            moves = None
        await asyncio.sleep(every)
    return moves_made


async def main_async(base: str, streams: int, active: int, moves_per_s: float, seconds: float,
                     seed: int) -> dict[str, Any]:
    url = urlparse(base)
    host, port = url.hostname or "127.0.0.1", url.port or 80
    rng = random.Random(seed)
    setup = Connection(host, port)
    tokens = [await create_player(setup, "scale-a"), await create_player(setup, "scale-b")]
    playing = [await new_game(setup, tokens) for _ in range(active // 2)]
    still = [await new_game(setup, tokens)
             for _ in range(-(-(streams - active) // SPECTATORS_PER_GAME))]
    await setup.close()

    board = Board()
    wanted: list[tuple[str, str | None, Board | None]] = []
    for game_id in playing:
        wanted += [(game_id, tokens[0], board), (game_id, tokens[1], board)]
        board.subscribers[game_id] = 2
    for index in range(streams - len(wanted)):
        wanted.append((still[index // SPECTATORS_PER_GAME], None, None))
    opened: list[EventStream] = []
    readers: list[asyncio.Future[None]] = []
    refused = 0
    started_open = time.perf_counter()
    for first in range(0, len(wanted), OPEN_AT_ONCE):
        batch = wanted[first:first + OPEN_AT_ONCE]
        results = await asyncio.gather(*(open_stream(host, port, g, t) for g, t, _ in batch),
                                       return_exceptions=True)
        for (game_id, _, target), result in zip(batch, results, strict=True):
            if isinstance(result, BaseException):
                refused += 1
                continue
            opened.append(result)
            readers.append(asyncio.ensure_future(follow(result, game_id, target)))
    open_seconds = time.perf_counter() - started_open
    print(json.dumps({"opened": len(opened)}), flush=True)  # the caller samples RSS now
    await asyncio.sleep(1.0)

    pool: asyncio.Queue[Connection] = asyncio.Queue()
    for _ in range(MOVER_CONNECTIONS):
        pool.put_nowait(Connection(host, port))
    every = len(playing) / max(moves_per_s, 1e-6)
    start = time.perf_counter()
    made = await asyncio.gather(*(
        mover(g, tokens, pool, board, random.Random(rng.random()), every, start + seconds)
        for g in playing))
    elapsed = time.perf_counter() - start
    await asyncio.sleep(1.0)  # the last moves' events arrive
    while not pool.empty():
        await pool.get_nowait().close()
    for reader in readers:
        reader.cancel()
    for stream in opened:
        stream.close()

    latency = [when - board.sent[(game_id, version)]
               for game_id, version, when in board.arrivals if (game_id, version) in board.sent]
    expected = sum(board.subscribers[g] for g, _ in board.sent)
    latency.sort()
    return {
        "streams_wanted": streams, "streams_open": len(opened), "refused": refused,
        "active_streams": sum(1 for _, _, b in wanted if b is not None),
        "open_seconds": round(open_seconds, 2),
        "moves": sum(made), "errors": len(board.errors),
        "error_kinds": sorted(set(board.errors))[:3], "moves_per_s": round(sum(made) / elapsed, 1),
        "deliveries": len(latency), "missing": max(0, expected - len(latency)),
        "delivery_p50_ms": round(percentile(latency, 0.50) * 1000, 2),
        "delivery_p99_ms": round(percentile(latency, 0.99) * 1000, 2),
        "delivery_max_ms": round((latency[-1] if latency else 0) * 1000, 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--streams", type=int, default=2000)
    ap.add_argument("--active", type=int, default=1000)
    ap.add_argument("--moves-per-s", type=float, default=200.0)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(json.dumps(asyncio.run(main_async(args.base, args.streams, args.active,
                                            args.moves_per_s, args.seconds, args.seed))))


if __name__ == "__main__":
    main()
