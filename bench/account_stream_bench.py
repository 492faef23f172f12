"""Account stream: events per second delivered to 1,000 connected bots.

1,000 bot accounts each hold a Server-Sent Events stream open on ``GET /v1/players/me/events``
(or, with ``sse=False``, a long-poll, ``wait=20``, resumed from the last id over one keep-alive
connection each), in one asyncio process: this module run as ``python -m
bench.account_stream_bench``. The bench process then writes events
into their account streams as the rules service does (one ``XADD`` per event, pipelined), at a
set rate, round robin over the bots, each event carrying the time it was written. A phase's
figures: the events delivered per second (events received whose write fell in the phase,
over the phase's length), the write-to-receipt latency (p50, p99) and the events that did not
arrive before the readers stopped.

Every waiting reader holds one Redis connection in ``XREAD BLOCK`` in the API process, so the
API's pool must allow as many (``?max_connections=`` in ``REDIS_URL``); the API server, the
readers, the writer and Redis share this machine's cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from bench.http_client import Connection
from bench.load import percentile

WAIT = 20


async def follow(base: str, token: str, until: list[float], got: list[tuple[float, float, str]],
                 ready: asyncio.Event, counter: list[int]) -> None:
    url = urlparse(base)
    conn = Connection(url.hostname or "127.0.0.1", url.port or 80)
    auth = {"Authorization": f"Bearer {token}"}
    status, _, page = await conn.request("GET", "/v1/players/me/events", None, auth)
    assert status == 200, (status, page)
    cursor = page["last_event_id"]
    counter[0] += 1
    if counter[0] == counter[1]:
        ready.set()
    while time.time() < until[0]:
        wait = max(1, min(WAIT, int(until[0] - time.time())))
        status, _, page = await conn.request(
            "GET", f"/v1/players/me/events?after={cursor}&wait={wait}", None, auth)
        if status != 200:
            got.append((0.0, time.time(), f"status {status}"))
            await asyncio.sleep(0.5)
            continue
        now = time.time()
        for event in page["events"]:
            got.append((event["data"]["t"], now, event["data"]["p"]))
        cursor = page["last_event_id"]
    await conn.close()


async def follow_sse(base: str, token: str, until: list[float],
                     got: list[tuple[float, float, str]], ready: asyncio.Event,
                     counter: list[int]) -> None:
    """One Server-Sent Events connection, read until ``until``."""
    url = urlparse(base)
    reader, writer = await asyncio.open_connection(url.hostname, url.port)
    writer.write((f"GET /v1/players/me/events HTTP/1.1\r\nHost: {url.netloc}\r\n"
                  f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n"
                  ).encode())
    status = await reader.readline()
    assert b" 200 " in status, status
    while (await reader.readline()) not in (b"\r\n", b"\n", b""):
        pass  # the headers
    counter[0] += 1
    if counter[0] == counter[1]:
        ready.set()
    while time.time() < until[0]:
        try:
            line = await asyncio.wait_for(reader.readline(), max(0.1, until[0] - time.time()))
        except TimeoutError:
            break
        if not line:
            got.append((0.0, time.time(), "status closed"))
            break
        if line.startswith(b"data: {"):  # the chunk framing's size lines start otherwise
            now = time.time()
            event = json.loads(line[6:])
            got.append((event["data"]["t"], now, event["data"]["p"]))
    writer.close()


async def readers(base: str, tokens: list[str], seconds: float, sse: bool
                  ) -> list[tuple[float, float, str]]:
    got: list[tuple[float, float, str]] = []
    ready = asyncio.Event()
    counter = [0, len(tokens)]
    until = [time.time() + 3600.0]  # set once every reader is connected
    reader = follow_sse if sse else follow
    tasks = [asyncio.create_task(reader(base, t, until, got, ready, counter)) for t in tokens]
    await ready.wait()
    until[0] = time.time() + seconds
    print("READY", flush=True)
    await asyncio.gather(*tasks)
    return got


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--tokens", required=True, help="a file: one token a line")
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--sse", action="store_true")
    args = parser.parse_args()
    tokens = Path(args.tokens).read_text().split()
    got = asyncio.run(readers(args.base, tokens, args.seconds, args.sse))
    print(json.dumps(got), flush=True)


# ---- the bench process's side ------------------------------------------------------------------
def create_bots(base: str, count: int) -> tuple[list[str], list[str]]:
    """``count`` bot accounts through the API: (ids, tokens)."""
    import urllib.request

    ids, tokens = [], []
    for i in range(count):
        request = urllib.request.Request(
            f"{base}/v1/players", data=json.dumps({"name": f"bench-bot-{i}", "bot": True}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        with urllib.request.urlopen(request, timeout=30) as response:
            body = json.loads(response.read())
        ids.append(body["id"])
        tokens.append(body["token"])
    return ids, tokens


def produce(inbox: Any, ids: list[str], rate: float, seconds: float, phase: str) -> int:
    """Write ``rate`` events a second for ``seconds``, round robin, in pipelined batches every
    10 ms; returns how many were written."""
    written = 0
    start = time.monotonic()
    while (elapsed := time.monotonic() - start) < seconds:
        due = int(rate * elapsed) - written
        if due > 0:
            pipe = inbox.redis.pipeline(transaction=False)
            for k in range(due):
                player = ids[(written + k) % len(ids)]
                inbox.publish_in(pipe, player, "your_turn", {"t": time.time(), "p": phase})
            pipe.execute()
            written += due
        time.sleep(0.01)
    return written


def phase_figures(got: list[tuple[float, float, str]], phase: str, written: int,
                  seconds: float) -> dict[str, Any]:
    mine = [(sent, received) for sent, received, p in got if p == phase]
    latencies = sorted(received - sent for sent, received in mine)
    return {
        "written": written,
        "delivered": len(mine),
        "delivered_per_s": round(len(mine) / seconds),
        "lost_or_late": written - len(mine),
        "latency_p50_ms": round(percentile(latencies, 0.5) * 1000, 1),
        "latency_p99_ms": round(percentile(latencies, 0.99) * 1000, 1),
    }


def run(base: str, redis_url: str, prefix: str, bots: int, phases: list[tuple[str, float, float]],
        cpu: Any = None, sse: bool = True) -> dict[str, Any]:
    """The whole measurement: ``phases`` are (name, events per second, seconds)."""
    import subprocess
    import tempfile

    import redis

    from dashgames.accounts.inbox import Inbox

    ids, tokens = create_bots(base, bots)
    inbox = Inbox(redis.Redis.from_url(redis_url), prefix)
    total = sum(s for _, _, s in phases) + len(phases) * 3 + 3
    with tempfile.NamedTemporaryFile("w", suffix=".tokens") as handle:
        handle.write("\n".join(tokens))
        handle.flush()
        proc = subprocess.Popen(
            [sys.executable, "-m", "bench.account_stream_bench", "--base", base,
             "--tokens", handle.name, "--seconds", str(total), *(["--sse"] if sse else [])],
            cwd=Path(__file__).resolve().parent.parent, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.strip() == "READY", line
        time.sleep(1.0)  # every reader back in its wait
        out: dict[str, Any] = {"bots": bots,
                               "mode": "Server-Sent Events" if sse else "long-poll, wait=20"}
        written: dict[str, int] = {}
        for name, rate, seconds in phases:
            before = cpu() if cpu else None
            written[name] = produce(inbox, ids, rate, seconds, name)
            time.sleep(3.0)  # the last events arrive
            if cpu:
                out[f"{name}_cpu_s"] = round(cpu() - before, 2)
        got = json.loads(proc.stdout.read().strip().splitlines()[-1])
        proc.wait(60)
    errors = [g[2] for g in got if g[2].startswith("status")]
    out["errors"] = {e: errors.count(e) for e in sorted(set(errors))}
    for name, _, seconds in phases:
        out[name] = phase_figures(got, name, written[name], seconds)
        cpu_s = out.pop(f"{name}_cpu_s", None)
        if cpu_s is not None and out[name]["delivered"]:
            out[name]["server_cpu_us_per_event"] = round(cpu_s / out[name]["delivered"] * 1e6)
    return out


if __name__ == "__main__":
    main()
