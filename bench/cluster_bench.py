"""The real-client workload (bench/streams_load.py: an SSE stream per seat, 32 games in flight)
against a local three-master Redis Cluster (``dashgames.platform.cluster_local``): the API
(gunicorn, as deployed) and the workers pointed at it, Celery's broker a plain Redis beside it.

Reports moves/s, requests per move, move and move-to-opponent-notified latency p50/p99, server
CPU per move (API, and the three masters together), and how the games spread over the masters.

``python -m bench.cluster_bench [--seconds 10]`` prints one JSON object; ``bench/run.py`` runs it
as its last section.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def run(seconds: float, in_flight: int = 32, base_env: dict[str, str] | None = None
        ) -> dict[str, Any]:
    from bench.run import UNREACHABLE_LIMITS, api_server, cpu_seconds, tree
    from dashgames.platform.cluster_local import LocalCluster
    from dashgames.platform.local import start_worker, stop_worker

    with tempfile.TemporaryDirectory(prefix="dg-cluster-bench-") as tmp, LocalCluster() as cluster:
        env = dict(base_env or os.environ, **cluster.env(), DASHGAMES_KEY_PREFIX="bench:",
                   DASHGAMES_DATABASE_URL=f"sqlite:///{tmp}/history.sqlite3",
                   PYTHONPATH=os.pathsep.join((str(ROOT / "services"), str(ROOT))),
                   **UNREACHABLE_LIMITS)
        workers = [start_worker("rules", env, pool="solo"),
                   start_worker("ai", env, pool="prefork", concurrency=1),
                   start_worker("archive", env, pool="solo")]
        masters = [p.pid for p in cluster.processes[1:]]  # the first is the broker
        try:
            with api_server(env) as (base, api):
                api_before, redis_before = cpu_seconds(tree(api.pid)), cpu_seconds(masters)
                out = subprocess.run(
                    [sys.executable, "-m", "bench.streams_load", "--base", base,
                     "--in-flight", str(in_flight), "--seconds", str(seconds)],
                    cwd=ROOT, env=env, capture_output=True, text=True, check=True)
                figures: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
                moves = max(1, figures["moves"])
                figures["api_cpu_us_per_move"] = round(
                    (cpu_seconds(tree(api.pid)) - api_before) / moves * 1e6)
                figures["redis_cpu_us_per_move"] = round(
                    (cpu_seconds(masters) - redis_before) / moves * 1e6)
                figures["games_per_master"] = list(
                    cluster.keys_per_master("bench:g:*:meta").values())
        finally:
            for worker in workers:
                stop_worker(worker)
    return figures


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--in-flight", type=int, default=32)
    args = ap.parse_args()
    print(json.dumps(run(args.seconds, args.in_flight)))


if __name__ == "__main__":
    main()
