"""The real-client workload: one client per seat, each following the game's event stream (SSE).

Runs in its own process (``python -m bench.streams_load --base URL --in-flight 32 --seconds 10``)
and prints one JSON object. Per game in flight, two seat clients (two players of the driver)
each hold a server-sent event stream of the game, authenticated as their seat, and move when an
event tells them it is their turn: from the event's own ``to_act`` and ``legal_moves`` when the
envelope carries them, otherwise by reading ``GET legal-moves`` after each new version, as a
client of the older contract must. While a seat goes on moving, the move's answer carries its
next moves. Every step is delivered to both seats' streams, as boardgame.io pushes every update
to both clients of a match.

Figures: moves/s, requests per move, move latency (request -> answer) and move-to-opponent-
notified latency (request sent -> the other seat's stream delivers the step) p50/p99.
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

CONNECT_SPACING = 0.02


@dataclass
class Tally:
    moves: int = 0
    requests: int = 0
    errors: int = 0
    games: int = 0
    move_latency: list[float] = field(default_factory=list)
    notified_latency: list[float] = field(default_factory=list)


@dataclass
class Table:
    """One game in flight: when each version's move was sent, and whether it ended."""
    game_id: str
    sent: dict[int, float] = field(default_factory=dict)
    mover: dict[int, int] = field(default_factory=dict)
    over: asyncio.Event = field(default_factory=asyncio.Event)


class EventStream:
    """An SSE response read off a raw keep-alive connection (chunked transfer encoding)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.buffer = b""

    async def open(self, path: str, token: str) -> None:
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        head = (f"GET {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
                f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n")
        self.writer.write(head.encode())
        status = await self.reader.readline()
        assert b" 200 " in status, status
        while (await self.reader.readline()) not in (b"\r\n", b"\n", b""):
            pass

    async def pump(self, into: asyncio.Queue[tuple[float, list[dict[str, Any]]]],
                   arrived: dict[int, float]) -> None:
        """Read frames as they arrive, each version stamped with its arrival time, until the
        stream ends ((now, []) then). A reader apart from the seat's moves, as a browser's
        EventSource is: a step that lands while the seat is busy with a request is still timed
        on arrival, not when the seat gets round to it."""
        while True:
            found = await self.records()
            now = time.perf_counter()
            for record in found:
                arrived.setdefault(int(record["version"]), now)
            await into.put((now, found))
            if not found:
                return

    async def records(self) -> list[dict[str, Any]]:
        """The next event records (at least one); [] when the stream ended."""
        assert self.reader is not None
        while True:
            frame_end = self.buffer.find(b"\n\n")
            if frame_end >= 0:
                frame, self.buffer = self.buffer[:frame_end], self.buffer[frame_end + 2:]
                found = [json.loads(line[5:]) for line in frame.split(b"\n")
                         if line.startswith(b"data:")]
                if found:
                    return found
                continue
            size_line = await self.reader.readline()
            if not size_line:
                return []
            size = int(size_line.strip() or b"0", 16)
            if size == 0:
                return []
            self.buffer += await self.reader.readexactly(size)
            await self.reader.readline()

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def seat_client(
    host: str, port: int, table: Table, seat: int, token: str, rng: random.Random,
    tally: Tally, deadline: float, streams_at: tuple[str, int] | None = None,
) -> None:
    conn, stream = Connection(host, port), EventStream(*(streams_at or (host, port)))
    auth = {"Authorization": f"Bearer {token}"}
    await stream.open(f"/v1/games/{table.game_id}/events", token)
    arrivals: asyncio.Queue[tuple[float, list[dict[str, Any]]]] = asyncio.Queue()
    arrived: dict[int, float] = {}
    pump = asyncio.ensure_future(stream.pump(arrivals, arrived))
    seen = known = 0  # the newest version delivered; the newest our own answers reported
    try:
        while not table.over.is_set() and time.perf_counter() < deadline:
            try:
                now, batch = await asyncio.wait_for(arrivals.get(),
                                                    max(0.01, deadline - time.perf_counter()))
                while not arrivals.empty() and batch:  # act on the newest step delivered
                    now, more = arrivals.get_nowait()
                    batch = batch + more if more else []
            except TimeoutError:
                return
            if not batch:
                return
            newest = max(int(r["version"]) for r in batch)
            if newest <= seen:
                continue
            for version in range(seen + 1, newest + 1):
                sent = table.sent.get(version)
                if sent is not None and table.mover.get(version) != seat:
                    tally.notified_latency.append(arrived.get(version, now) - sent)
            seen = newest
            if newest <= known:  # our own moves' steps: their answers already told us the rest
                continue
            last = batch[-1]
            if "to_act" in last:  # the envelope says who acts next, and brings our moves
                if seat not in last["to_act"]:
                    if not last["to_act"]:
                        table.over.set()
                    continue
                moves, version = last.get("legal_moves"), newest
            else:
                moves, version = None, newest
            if moves is None:
                status, _, legal = await conn.request(
                    "GET", f"/v1/games/{table.game_id}/legal-moves", None, auth)
                tally.requests += 1
                moves, version = legal.get("moves") or [], legal.get("version", newest)
            while moves and time.perf_counter() < deadline:
                table.sent[version + 1], table.mover[version + 1] = time.perf_counter(), seat
                t0 = time.perf_counter()
                status, _, answer = await conn.request(
                    "POST", f"/v1/games/{table.game_id}/moves", rng.choice(moves),
                    dict(auth, **{"If-Match": f'"{version}"'}))
                tally.requests += 1
                tally.move_latency.append(time.perf_counter() - t0)
                if status != 200:
                    tally.errors += 1
                    break
                tally.moves += 1
                known = int(answer["version"])
                if not answer["to_act"]:
                    table.over.set()
                    break
                # A turn of several moves: the answer carries the mover's next moves.
                if seat in answer["to_act"] and answer.get("legal_moves"):
                    moves, version = answer["legal_moves"], answer["version"]
                else:
                    break
    finally:
        pump.cancel()
        stream.close()
        await conn.close()


async def play_games(host: str, port: int, tokens: list[str], rng: random.Random,
                     tally: Tally, deadline: float,
                     streams_at: tuple[str, int] | None = None) -> None:
    setup = Connection(host, port)
    try:
        while time.perf_counter() < deadline:
            table = Table(await new_game(setup, tokens))
            await asyncio.gather(*(
                seat_client(host, port, table, seat, tokens[seat], random.Random(rng.random()),
                            tally, deadline, streams_at)
                for seat in (0, 1)))
            if table.over.is_set():
                tally.games += 1
    finally:
        await setup.close()


async def main_async(base: str, in_flight: int, seconds: float, seed: int,
                     streams_base: str | None = None) -> dict[str, Any]:
    """``streams_base``: where the event streams are read, when another server than ``base``
    serves them (commands on one server, streams on a gevent one)."""
    url = urlparse(base)
    host, port = url.hostname or "127.0.0.1", url.port or 80
    streams_at = None
    if streams_base:
        s_url = urlparse(streams_base)
        streams_at = (s_url.hostname or "127.0.0.1", s_url.port or 80)
    tally, rng = Tally(), random.Random(seed)
    setup = Connection(host, port)
    tokens = [await create_player(setup, "bench-a"), await create_player(setup, "bench-b")]
    await setup.close()
    cpu_start, start = time.process_time(), time.perf_counter()
    deadline = start + seconds
    loops = []
    for _ in range(in_flight):
        loops.append(asyncio.ensure_future(
            play_games(host, port, tokens, random.Random(rng.random()), tally, deadline,
                       streams_at)))
        await asyncio.sleep(CONNECT_SPACING)
    await asyncio.gather(*loops)
    elapsed = time.perf_counter() - start
    driver_cpu = time.process_time() - cpu_start
    tally.move_latency.sort()
    tally.notified_latency.sort()
    return {
        "in_flight": in_flight,
        "seconds": round(elapsed, 2),
        "moves": tally.moves,
        "requests": tally.requests,
        "requests_per_move": round(tally.requests / max(1, tally.moves), 2),
        "errors": tally.errors,
        "games_finished": tally.games,
        "moves_per_s": round(tally.moves / elapsed, 1),
        "p50_ms": round(percentile(tally.move_latency, 0.50) * 1000, 2),
        "p99_ms": round(percentile(tally.move_latency, 0.99) * 1000, 2),
        "notified_p50_ms": round(percentile(tally.notified_latency, 0.50) * 1000, 2),
        "notified_p99_ms": round(percentile(tally.notified_latency, 0.99) * 1000, 2),
        "driver_cpu_us_per_move": round(driver_cpu / max(1, tally.moves) * 1e6),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--in-flight", type=int, default=32)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--streams-base", default=None,
                    help="the server the event streams are read from (default: --base)")
    args = ap.parse_args()
    print(json.dumps(asyncio.run(main_async(args.base, args.in_flight, args.seconds, args.seed,
                                            args.streams_base))))


if __name__ == "__main__":
    main()
