"""Bytes of Redis per Double Dash! game as it goes on: measured at fixed versions and at the end.

Seeded games between two humans are played through the back end (``GameService``, the code the
API runs) against the bench's Redis and its workers, and ``MEMORY USAGE`` of every key of the
game is summed at each checkpoint (and after every move, for the peak). Random play ends most
Double Dash! games between versions 500 and 900, so to follow a game to version 1,000 each
seat picks at random among its moves that capture nothing (a capture only when every move
captures) until then, and plays uniformly random legal moves after that, to the end. A
running game's older steps are spilled into the history database by the archive worker
(``dashgames.history.archive``): the figures include whatever a pending spill still holds. A
finished game is measured once a worker has compressed its log (``compact_archive``), with its
stream and without it (the stream expires a minute after the end).
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from dashgames.engine import get_game
from dashgames.http.backend import GameService
from dashgames.play.types import SeatSpec

CHECKPOINTS = (25, 100, 200, 400, 600, 800, 1000)
PARTS = ("meta", "state", "pub", "ev", "arc", "cmd")


def key_bytes(service: GameService, game_id: str) -> dict[str, int]:
    return {part: int(service.store.redis.memory_usage(service.store.game_key(game_id, part),
                                                       samples=0) or 0) for part in PARTS}


def settle(service: GameService, game_id: str, seconds: float = 10.0) -> None:
    """Until a rules worker has compressed the ended game's archive as one bzip2 chunk."""
    arc = service.store.game_key(game_id, "arc")
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        chunks = service.store.redis.lrange(arc, 0, -1)
        if len(chunks) <= 1 and all(c.startswith(b"BZh") for c in chunks):
            return
        time.sleep(0.05)


def quiet_move(service: GameService, game_id: str, seat: int, moves: list[Any]) -> Any:
    """The first of ``moves`` that captures nothing (the first of all when each captures)."""
    rules = get_game("double_dash")
    raw = service.store.redis.get(service.store.game_key(game_id, "state"))
    state = rules.state_from_json(json.loads(raw))
    for move in moves:
        after, _ = rules.apply(state, seat, rules.moves.parse(move))
        if len(after.pieces[1 - seat]) == len(state.pieces[1 - seat]):
            return move
    return moves[0]


def curve(service: GameService, games: int = 3, seed: int = 11,
          quiet_until: int = CHECKPOINTS[-1]) -> dict[str, Any]:
    """``quiet_until``: the version up to which moves that capture are avoided (0: never)."""
    ann = service.create_player("memory-a", False)[0]
    bob = service.create_player("memory-b", False)[0]
    seats = (ann, bob)
    seen: dict[str, list[int]] = {}
    parts: dict[str, list[dict[str, int]]] = {}
    rng = random.Random(seed)
    for _ in range(games):
        game_id = service.create_game(ann, "double_dash", None, [SeatSpec("human")] * 2, 0).id
        service.join(bob, game_id, 1)
        peak, peak_parts = 0, {}
        while True:
            meta = service.store.meta(game_id)
            version, to_act = int(meta["v"]), json.loads(meta["act"])
            sizes = key_bytes(service, game_id)
            if version <= CHECKPOINTS[-1] and sum(sizes.values()) > peak:
                peak, peak_parts = sum(sizes.values()), {**sizes, "at_version": version}
            if version in CHECKPOINTS:
                seen.setdefault(f"v{version}", []).append(sum(sizes.values()))
                parts.setdefault(f"v{version}", []).append(sizes)
            if not to_act:
                settle(service, game_id)
                sizes = key_bytes(service, game_id)
                seen.setdefault("finished", []).append(sum(sizes.values()))
                parts.setdefault("finished", []).append(sizes)
                seen.setdefault("finished_after_stream_expiry", []).append(
                    sum(sizes.values()) - sizes["ev"])
                seen.setdefault("finished_at_version", []).append(version)
                break
            _, _, legal, _ = service.legal_moves(seats[to_act[0]], game_id)
            moves = json.loads(legal)
            rng.shuffle(moves)
            move = (quiet_move(service, game_id, to_act[0], moves)
                    if version < quiet_until else moves[0])
            service.submit_move(seats[to_act[0]], game_id, move, version, None, False)
        seen.setdefault(f"peak_to_v{CHECKPOINTS[-1]}", []).append(peak)
        parts.setdefault(f"peak_to_v{CHECKPOINTS[-1]}", []).append(peak_parts)
    out: dict[str, Any] = {k: {"games": len(v), "mean_bytes": round(sum(v) / len(v)),
                               "max_bytes": max(v)} for k, v in seen.items()}
    for label, rows in parts.items():  # what takes the bytes: the mean of each key
        out[label]["mean_by_key"] = {p: round(sum(r[p] for r in rows) / len(rows))
                                     for p in PARTS}
        if "at_version" in rows[0]:  # the peaks: each game's, by key
            out[label]["each"] = rows
    return out


def show(figures: dict[str, Any]) -> None:
    """The curve, one line per point: mean and max bytes, and the mean of each key."""
    for label, fig in figures.items():
        if label == "finished_at_version":
            ended = "games ended at version"
            print(f"  {ended:30} {fig['mean_bytes']:>6} mean {fig['max_bytes']:>8} max")
            continue
        keys = " ".join(f"{k} {v}" for k, v in fig.get("mean_by_key", {}).items())
        print(f"  {label:30} {fig['mean_bytes']:>6} B mean {fig['max_bytes']:>6} B max"
              f"{'  (' + keys + ')' if keys else ''}", flush=True)
