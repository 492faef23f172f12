"""Bot reply latency: a human's turn-ending move committed to the bot's move committed.

Plays Double Dash! against the greedy bot through the public API. After each human move that
hands the turn to the bot, a long-poll on the events route returns as soon as the bot's move is
committed; the time from the human's response to that return is one sample (an upper bound of
the commit-to-commit time: it includes the long-poll wake-up).
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any
from urllib.parse import urlparse

from bench.http_client import Connection
from bench.load import create_player, percentile


async def reply_latency(base: str, samples: int, seed: int = 7) -> dict[str, Any]:
    url = urlparse(base)
    conn = Connection(url.hostname or "127.0.0.1", url.port or 80)
    await conn.open()
    token = await create_player(conn, "bench-human")
    auth = {"Authorization": f"Bearer {token}"}
    rng = random.Random(seed)
    latencies: list[float] = []
    give_up = time.perf_counter() + 120  # a bounded run, whatever happens
    while len(latencies) < samples and time.perf_counter() < give_up:
        status, _, game = await conn.request(
            "POST", "/v1/games",
            {"type": "double_dash", "seat": 0,
             "seats": [{"kind": "human"}, {"kind": "bot", "level": "greedy"}]},
            auth,
        )
        assert status in (200, 201), (status, game)
        game_id = game["id"]
        after = None
        while len(latencies) < samples and time.perf_counter() < give_up:
            _, _, page = await conn.request(
                "GET", f"/v1/games/{game_id}/events?wait=5" + (f"&after={after}" if after else ""),
                None, auth,
            )
            if page["events"]:
                after = page["last_event_id"]
            _, _, summary = await conn.request("GET", f"/v1/games/{game_id}", None, auth)
            if summary["game"]["status"] == "finished":
                break
            _, _, legal = await conn.request("GET", f"/v1/games/{game_id}/legal-moves", None, auth)
            if not legal["moves"]:
                continue  # the bot is still to move: wait for its events
            move = rng.choice(legal["moves"])
            status, _, result = await conn.request(
                "POST", f"/v1/games/{game_id}/moves", move, auth
            )
            if status != 200:
                continue
            t0 = time.perf_counter()
            version = result["version"]
            _, _, legal = await conn.request("GET", f"/v1/games/{game_id}/legal-moves", None, auth)
            if legal["moves"] or legal["version"] != version:
                continue  # still our turn, or the bot already moved (no clean sample)
            # Wait for the bot's commit: the first event of a later version.
            while time.perf_counter() < give_up:
                _, _, page = await conn.request(
                    "GET", f"/v1/games/{game_id}/events?wait=5"
                    + (f"&after={after}" if after else ""), None, auth,
                )
                if page["events"]:
                    after = page["last_event_id"]
                if any(r["version"] > version for r in page["events"]):
                    latencies.append(time.perf_counter() - t0)
                    break
    await conn.close()
    latencies.sort()
    return {
        "samples": len(latencies),
        "p50_ms": round(percentile(latencies, 0.5) * 1000, 2),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
    }


def run(base: str, samples: int) -> dict[str, Any]:
    return asyncio.run(reply_latency(base, samples))
