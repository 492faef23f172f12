"""Bytes of Redis per Double Dash! game as it goes on: measured at fixed versions and at the end.

Seeded games between two humans are played through the back end (``GameService``, the code the
API runs) against the bench's Redis, choosing random legal moves, and ``MEMORY USAGE`` of every
key of the game is summed at each checkpoint. The load runs leave games at whatever stage the
clock stopped them; this curve is what those figures mix.
"""

from __future__ import annotations

import json
import random
from typing import Any

from dashgames.platform.facade import SeatSpec
from dashgames.platform.service import GameService

CHECKPOINTS = (25, 50, 100, 200, 400, 800)


def game_bytes(service: GameService, game_id: str) -> int:
    store = service.store
    keys = store.redis.scan_iter(match=store.game_key(game_id, "*"), count=1000)
    return sum(int(store.redis.memory_usage(k, samples=0) or 0) for k in keys)


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
                seen.setdefault("finished", []).append(game_bytes(service, game_id))
                break
            _, _, legal = service.legal_moves(seats[to_act[0]], game_id)
            service.submit_move(seats[to_act[0]], game_id, rng.choice(json.loads(legal)),
                                version, None, False)
    return {k: {"games": len(v), "mean_bytes": round(sum(v) / len(v)), "max_bytes": max(v)}
            for k, v in seen.items()}
