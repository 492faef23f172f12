"""Bytes of Redis per Double Dash! game as it goes on: measured at fixed versions and at the end.

Seeded games between two humans are played through the back end (``GameService``, the code the
API runs) against the bench's Redis, choosing random legal moves, and ``MEMORY USAGE`` of every
key of the game is summed at each checkpoint. The load runs leave games at whatever stage the
clock stopped them; this curve is what those figures mix. A finished game is measured once a
rules worker has compressed its log (``compact_archive``), with its stream and without it (the
stream expires a minute after the end).
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from dashgames.platform.facade import SeatSpec
from dashgames.state.backend import GameService

CHECKPOINTS = (25, 50, 100, 200, 400, 800)


def game_bytes(service: GameService, game_id: str) -> int:
    return service.store.memory_usage(game_id)


def settle(service: GameService, game_id: str, seconds: float = 10.0) -> None:
    """Until a rules worker has compressed the ended game's archive as one bzip2 chunk."""
    arc = service.store.game_key(game_id, "arc")
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        chunks = service.store.redis.lrange(arc, 0, -1)
        if len(chunks) <= 1 and all(c.startswith(b"BZh") for c in chunks):
            return
        time.sleep(0.05)


def curve(service: GameService, games: int = 3, seed: int = 11) -> dict[str, Any]:
    ann = service.create_player("memory-a", False)[0]
    bob = service.create_player("memory-b", False)[0]
    seats = (ann, bob)
    seen: dict[str, list[int]] = {}
    rng = random.Random(seed)
    for _ in range(games):
        game_id = service.create_game(ann, "double_dash", None, [SeatSpec("human")] * 2, 0).id
        service.join(bob, game_id, 1)
        while True:
            meta = service.store.meta(game_id)
            version, to_act = int(meta["v"]), json.loads(meta["act"])
            if version in CHECKPOINTS:
                seen.setdefault(f"v{version}", []).append(game_bytes(service, game_id))
            if not to_act:
                settle(service, game_id)
                seen.setdefault("finished", []).append(game_bytes(service, game_id))
                stream = int(service.store.redis.memory_usage(
                    service.store.game_key(game_id, "ev"), samples=0) or 0)
                seen.setdefault("finished_after_stream_expiry", []).append(
                    game_bytes(service, game_id) - stream)
                break
            _, _, legal, _ = service.legal_moves(seats[to_act[0]], game_id)
            service.submit_move(seats[to_act[0]], game_id, rng.choice(json.loads(legal)),
                                version, None, False)
    return {k: {"games": len(v), "mean_bytes": round(sum(v) / len(v)), "max_bytes": max(v)}
            for k, v in seen.items()}
