"""The real-client workload (bench/streams_load.py: an SSE stream per seat, 32 games in flight)
against a local three-master Redis Cluster (``dashgames.infra.cluster_local``): the API
(gunicorn, as deployed) and the workers pointed at it, Celery's broker a plain Redis beside it.

Reports moves/s, requests per move, move and move-to-opponent-notified latency p50/p99, server
CPU per move (API, and the three masters together), and how the games spread over the masters.

``python -m bench.cluster_bench [--seconds 10] [--compare]`` prints one JSON object (with
``--compare``, the same workload on a single Redis too, and the ratios); ``bench/run.py`` runs
the cluster run as its last section, beside its own single-Redis run.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def _redis(cluster: bool, tmp: str) -> Iterator[tuple[dict[str, str], list[int], Any]]:
    """(environment, Redis server pids, games per master) of a local cluster, or of a single
    private Redis for the side-by-side figure."""
    from dashgames.infra.cluster_local import LocalCluster
    from dashgames.infra.local import PrivateRedis

    if cluster:
        with LocalCluster() as local:
            yield (local.env(), [p.pid for p in local.processes[1:]],  # the first: the broker
                   lambda: list(local.keys_per_master("bench:g:*:meta").values()))
        return
    single = PrivateRedis(Path(tmp) / "redis")
    try:
        yield {"REDIS_URL": single.url}, [single.pid], lambda: []
    finally:
        single.stop()


def run(seconds: float, in_flight: int = 32, cluster: bool = True,
        base_env: dict[str, str] | None = None) -> dict[str, Any]:
    from bench.run import UNREACHABLE_LIMITS, api_server, cpu_seconds, tree
    from dashgames.infra.local import start_worker, stop_worker

    with tempfile.TemporaryDirectory(prefix="dg-cluster-bench-") as tmp, \
            _redis(cluster, tmp) as (redis_env, redis_pids, spread):
        env = dict(base_env or os.environ, **redis_env, DASHGAMES_KEY_PREFIX="bench:",
                   DASHGAMES_DATABASE_URL=f"sqlite:///{tmp}/history.sqlite3",
                   PYTHONPATH=os.pathsep.join((str(ROOT / "services"), str(ROOT))),
                   **UNREACHABLE_LIMITS)
        workers = [start_worker("rules", env, pool="solo"),
                   start_worker("ai", env, pool="prefork", concurrency=1),
                   start_worker("archive", env, pool="solo")]
        try:
            with api_server(env) as (base, api):
                api_before, redis_before = cpu_seconds(tree(api.pid)), cpu_seconds(redis_pids)
                out = subprocess.run(
                    [sys.executable, "-m", "bench.streams_load", "--base", base,
                     "--in-flight", str(in_flight), "--seconds", str(seconds)],
                    cwd=ROOT, env=env, capture_output=True, text=True, check=True)
                figures: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
                moves = max(1, figures["moves"])
                figures["api_cpu_us_per_move"] = round(
                    (cpu_seconds(tree(api.pid)) - api_before) / moves * 1e6)
                figures["redis_cpu_us_per_move"] = round(
                    (cpu_seconds(redis_pids) - redis_before) / moves * 1e6)
                if cluster:
                    figures["games_per_master"] = spread()
        finally:
            for worker in workers:
                stop_worker(worker)
    return figures


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--in-flight", type=int, default=32)
    ap.add_argument("--compare", action="store_true",
                    help="also run the same workload on a single Redis, and give the ratios")
    args = ap.parse_args()
    report: dict[str, Any] = {"cluster": run(args.seconds, args.in_flight)}
    if args.compare:
        report["single"] = run(args.seconds, args.in_flight, cluster=False)
        report["cluster_over_single"] = {
            key: round(report["cluster"][key] / max(1e-9, report["single"][key]), 2)
            for key in ("moves_per_s", "notified_p50_ms", "notified_p99_ms",
                        "api_cpu_us_per_move", "redis_cpu_us_per_move")}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
