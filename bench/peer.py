"""The boardgame.io peer, run in the same ``make bench`` when it is at hand.

The peer lives outside the project (``../shared/peer`` beside a checkout, or ``BENCH_PEER``):
a boardgame.io server driven by two socket.io clients per match, every update pushed to both.
It is optional: without it (or without node) the bench says so and reports our figures alone.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PEER = Path(os.environ.get("BENCH_PEER", ROOT.parent / "shared" / "peer"))


def run(seconds: float) -> dict[str, Any]:
    """The peer's figures at 32 matches and at 1, or why there are none."""
    if not (PEER / "run.py").is_file() or shutil.which("node") is None:
        print(f"peer: not run ({PEER} or node is missing)", flush=True)
        return {"skipped": f"no peer at {PEER} or no node"}
    out: dict[str, Any] = {}
    for matches, length in ((32, seconds), (1, seconds / 2)):
        print(f"peer: boardgame.io, {matches} matches ...", flush=True)
        done = subprocess.run(
            [sys.executable, str(PEER / "run.py"), "--matches", str(matches),
             "--seconds", str(length)],
            capture_output=True, text=True, timeout=length + 600,
        )
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if done.returncode != 0 or not lines:
            print(f"  peer failed: {done.stderr[-500:]}", flush=True)
            return {"failed": done.stderr[-2000:]}
        out[f"matches_{matches}"] = json.loads(lines[-1])
        print(f"  {out[f'matches_{matches}']}", flush=True)
    return out


def ratios(streams: dict[str, Any], peer: dict[str, Any]) -> dict[str, float]:
    """Ours over the peer's on the real-client workload at 32 games (the issue's targets:
    moves/s >= 1.0x, server CPU per move <= 1.5x)."""
    theirs = peer.get("matches_32")
    if not theirs:
        return {}
    server = streams["api_cpu_us_per_move"] + streams["redis_cpu_us_per_move"]
    return {
        "streams_over_peer_moves_per_s": round(
            streams["moves_per_s"] / max(1e-9, float(theirs["moves_per_s"])), 2),
        "streams_over_peer_server_cpu": round(
            server / max(1e-9, float(theirs["server_cpu_us_per_move"])), 2),
    }
