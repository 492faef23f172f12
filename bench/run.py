"""``make bench``: every figure the issues name, measured side by side in one run.

1. Engine: random playouts per second and mean moves per game, for every registered game.
2. Distributed mode on this machine: a private real Redis, gunicorn serving the API, real
   Celery workers for ``rules`` and ``ai``; a load driver in its own process plays Double Dash!
   through the public HTTP API with 32 games in flight, then 1, then 32 in isolation mode
   (every move through the ``rules`` queue). Server CPU per move is the CPU time the API
   processes (and, separately, Redis) used during the run divided by the moves applied.
1b. Search: the ``strong`` level's iterations per second per game (``bench/search_bench.py``).
3. Bot reply latency against the greedy bot, and Redis bytes per game.
4. Matchmaking (bench/pairing_bench.py): seeks matched per second and time-to-pair with 1,000
   waiting seekers, for duels and for tables of 3 to 6.
4b. Tournaments (bench/tournament_bench.py): time to pair a round (p50/p99) in an arena of 500
   and a 9-round Swiss of 200, games made included, and the pairing decision alone.
5. The game history (``archive_bench``): finished games archived per second and bytes per
   finished game in the database, on SQLite and on PostgreSQL.
6. The yardstick the issue names: a bare flask-smorest endpoint doing one Redis compare-and-set
   (bench/reference_app.py), served the same way and driven the same way in the same run; the
   game figures are also given as ratios to it.

Figures are printed and written to ``bench/results/<timestamp>.json`` and ``latest.json``; the
run ends with a table (bench/summary.py) of every figure issue 19 names, beside the peer's in
this run, with its target and pass/miss. A whole run took 6 minutes on a shared 2-core machine.

Knobs: ``BENCH_SECONDS`` (each loaded phase, default 10), ``BENCH_SKIP`` (a comma-separated list
of the long parts to leave out: engine, counts, search, bots, memory, archive, reference,
account_stream, isolation, scale, pairing, tournaments, cluster, peer), and the ``BENCH_*``
sizes below.
Ratios (isolation / inline, loaded / unloaded) are computed within this one run, since these
machines are noisy and absolute times drift.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench import (
    account_stream_bench,
    archive_bench,
    bots_bench,
    cluster_bench,
    engine_bench,
    memory_bench,
    pairing_bench,
    peer,
    search_bench,
    summary,
    tournament_bench,
)

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
API_WORKERS = int(os.environ.get("BENCH_API_WORKERS", "2"))
API_THREADS = int(os.environ.get("BENCH_API_THREADS", "4"))
API_WORKER_CLASS = os.environ.get("BENCH_API_WORKER_CLASS", "gevent_pywsgi")
LOAD_SECONDS = float(os.environ.get("BENCH_SECONDS", "10"))
UNREACHABLE_LIMITS = {
    f"DASHGAMES_API_LIMIT_{kind}_PER_{scope}": "1000000/second"
    for kind in ("PLAYERS", "GAMES", "MOVES", "READS") for scope in ("TOKEN", "ADDRESS")
} | {"DASHGAMES_OPEN_GAMES_PER_PLAYER": "0", "DASHGAMES_API_STREAMS_PER_TOKEN": "1000000",
     "DASHGAMES_API_STREAMS_PER_ADDRESS": "1000000"}
"""Rate limits and stream quotas stay on, so every request pays for its counting as in a
deployment, but none is reached: one load generator on one address stands for many clients
(the real-client workload holds 32 streams per token at 32 games, past the default 16)."""
RULES_PROCESSES = int(os.environ.get("BENCH_RULES_PROCESSES", "2"))
STREAM_BOTS = int(os.environ.get("BENCH_STREAM_BOTS", "1000"))
STREAM_PHASES = [("paced_1000", 1000.0, LOAD_SECONDS), ("paced_5000", 5000.0, LOAD_SECONDS),
                 ("paced_20000", 20000.0, LOAD_SECONDS)]
"""The account stream's phases: (name, events written per second, seconds)."""
ARCHIVE_NICENESS = 10  # as deploy/Procfile runs the archive worker
SKIP = {part.strip() for part in os.environ.get("BENCH_SKIP", "").split(",") if part.strip()}


def wanted(part: str) -> bool:
    return part not in SKIP


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pids: list[int]) -> float:
    """utime + stime of the processes and their reaped children, from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += sum(int(x) for x in fields[11:15]) / tick
    return total


def tree(pid: int) -> list[int]:
    out = [pid]
    with contextlib.suppress(OSError):
        for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split():
            out.extend(tree(int(child)))
    return out


def wait_ready(base: str, seconds: float = 60) -> None:
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        with contextlib.suppress(OSError), urllib.request.urlopen(base + "/readyz", timeout=2) as r:
            if r.status == 200:
                return
        time.sleep(0.25)
    raise RuntimeError(f"{base} never became ready")


def wait_booted(master: int, workers: int, seconds: float = 60) -> None:
    """Until every worker has loaded the app (its CPU time stopped growing). The first worker
    up answers /readyz; a load driver connecting then would put all its kept-alive connections
    on that one worker and leave the others idle for the whole run."""
    ends = time.monotonic() + seconds
    last: list[float] = []
    while time.monotonic() < ends:
        pids = tree(master)[1:]
        now = [cpu_seconds([pid]) for pid in pids]
        if len(pids) >= workers and now == last:
            return
        last = now
        time.sleep(0.5)
    raise RuntimeError("the API workers did not finish booting")


@contextlib.contextmanager
def api_server(
    env: dict[str, str], app: str = "dashgames.http.app:create_app()"
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    port = free_port()
    # Served as deployed: deploy/gunicorn.conf.py, with the bind, worker count and class set.
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"), app],
        env=dict(env, DASHGAMES_API_BIND=f"127.0.0.1:{port}",
                 DASHGAMES_API_WORKERS=str(API_WORKERS),
                 DASHGAMES_API_WORKER_CLASS=API_WORKER_CLASS,
                 DASHGAMES_API_THREADS=str(API_THREADS)),
        cwd=ROOT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(base)
        wait_booted(proc.pid, API_WORKERS)
        yield base, proc
    finally:
        proc.terminate()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:  # streams still open past the graceful timeout
            proc.kill()
            proc.wait(10)


def drive(
    base: str, in_flight: int, seconds: float, api_pid: int, redis_pid: int,
    reference: bool = False, driver: str = "bench.load",
) -> dict[str, Any]:
    api_before = cpu_seconds(tree(api_pid))
    redis_before = cpu_seconds([redis_pid])
    out = subprocess.run(
        [sys.executable, "-m", driver, "--base", base, "--in-flight", str(in_flight),
         "--seconds", str(seconds), *(["--reference"] if reference else [])],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    figures: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    moves = max(1, figures["moves"])
    api_cpu = cpu_seconds(tree(api_pid)) - api_before
    redis_cpu = cpu_seconds([redis_pid]) - redis_before
    figures["api_cpu_us_per_move"] = round(api_cpu / moves * 1e6)
    figures["redis_cpu_us_per_move"] = round(redis_cpu / moves * 1e6)
    # Per request too: the driver reads legal-moves before each move, as an API client would.
    figures["api_cpu_us_per_request"] = round(api_cpu / max(1, figures["requests"]) * 1e6)
    return figures


def redis_bytes(client: Any, prefix: str) -> dict[str, Any]:
    """Bytes of Redis (MEMORY USAGE of every key of the game) per game, active and finished
    apart: the inline run leaves games at every stage, the bot run finished and active ones."""
    by_status: dict[str, list[tuple[int, int]]] = {}
    for key in client.scan_iter(match=f"{prefix}g:*:meta", count=1000):
        game_id = key.decode().split("{", 1)[1].split("}", 1)[0]
        status = (client.hget(key, "st") or b"").decode()
        version = int(client.hget(key, "v") or 0)
        total = sum(int(client.memory_usage(k, samples=0) or 0)
                    for k in client.scan_iter(match=f"{prefix}g:{{{game_id}}}*", count=1000))
        by_status.setdefault(status, []).append((total, version))
    out: dict[str, Any] = {}
    for status, sizes in sorted(by_status.items()):
        sizes.sort()
        out[status] = {"games": len(sizes), "mean_bytes": round(sum(b for b, _ in sizes)
                                                                / len(sizes)),
                       "max_bytes": sizes[-1][0], "max_at_version": sizes[-1][1],
                       "mean_version": round(sum(v for _, v in sizes) / len(sizes))}
    return out


def rss_bytes(pids: list[int]) -> int:
    """Resident memory of the processes (VmRSS), from /proc."""
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) * 1024
    return total


SCALE_STREAMS = int(os.environ.get("BENCH_SCALE_STREAMS", "2000"))
SCALE_ACTIVE = int(os.environ.get("BENCH_SCALE_ACTIVE", "1000"))
SCALE_MOVES_PER_S = float(os.environ.get("BENCH_SCALE_MOVES_PER_S", "200"))


def streams_scale(env: dict[str, str], seconds: float) -> dict[str, Any]:
    """bench/streams_scale.py against a server of its own, with the API's resident memory per
    open stream: its RSS once every stream is open, less its RSS before, over the streams."""
    with api_server(env) as (base, api):
        rss_before = rss_bytes(tree(api.pid))
        cpu_before = cpu_seconds(tree(api.pid))
        proc = subprocess.Popen(
            [sys.executable, "-m", "bench.streams_scale", "--base", base,
             "--streams", str(SCALE_STREAMS), "--active", str(SCALE_ACTIVE),
             "--moves-per-s", str(SCALE_MOVES_PER_S), "--seconds", str(seconds)],
            cwd=ROOT, stdout=subprocess.PIPE, text=True,
        )
        assert proc.stdout is not None
        opened = json.loads(proc.stdout.readline())["opened"]
        rss_open = rss_bytes(tree(api.pid))
        figures: dict[str, Any] = json.loads(proc.stdout.read().strip().splitlines()[-1])
        proc.wait()
        figures["api_rss_before_mb"] = round(rss_before / 2**20, 1)
        figures["api_rss_open_mb"] = round(rss_open / 2**20, 1)
        figures["api_kb_per_stream"] = round((rss_open - rss_before) / max(1, opened) / 1024, 1)
        figures["api_cpu_s"] = round(cpu_seconds(tree(api.pid)) - cpu_before, 2)
    return figures


def memory_curve(env: dict[str, str]) -> dict[str, Any]:
    from dashgames.http.backend import GameService
    from dashgames.infra.settings import from_env

    return memory_bench.curve(GameService(from_env(env)))


def main() -> None:
    from dashgames.infra.local import PrivateRedis, start_worker, stop_worker
    from dashgames.infra.settings import broker_url_for

    report: dict[str, Any] = {"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    started = time.monotonic()
    if wanted("engine"):
        print("engine: random playouts per game type ...", flush=True)
        report["engine"] = engine_bench.playouts()
    for game_id, fig in report.get("engine", {}).items():
        print(f"  {game_id:16} {fig['playouts_per_s']:>9} playouts/s  "
              f"{fig['mean_moves_per_game']:>8} moves/game  ({fig['players']} players)")
    if wanted("counts"):
        print("counts: per warm move and delivery, in process (bench/move_counts.py) ...",
              flush=True)
        found = subprocess.run([sys.executable, "-m", "bench.move_counts", "--json"], cwd=ROOT,
                               check=True, capture_output=True, text=True).stdout
        report["move_counts"] = json.loads(found.strip().splitlines()[-1])
    for part, row in report.get("move_counts", {}).items():
        print(f"  {part:9} {row['calls']:7.0f} calls to {row['functions']:4.0f} functions, "
              f"{row['json_encodes']:5.1f} JSON encodes, {row['json_decodes']:5.1f} decodes, "
              f"{row['redis_round_trips']:4.1f} Redis round trips")
    if wanted("search"):
        print("search: strong level iterations per second per game type ...", flush=True)
        report["search"] = search_bench.iterations()
    for game_id, fig in report.get("search", {}).items():
        print(f"  {game_id:16} {fig['iterations_per_s']:>9} iterations/s "
              f"({fig['iterations_per_cpu_s']} per CPU s)  "
              f"{fig['iterations_per_move']:>7} per {fig['budget_s']} s move  "
              f"({fig['mean_legal_moves']} legal moves, playouts {fig['playout_depth']} deep)")

    with tempfile.TemporaryDirectory(prefix="dg-bench-") as tmp:
        store = PrivateRedis(Path(tmp))
        env = dict(os.environ, REDIS_URL=store.url, DASHGAMES_KEY_PREFIX="bench:",
                   DASHGAMES_DATABASE_URL=f"sqlite:///{tmp}/history.sqlite3",
                   # this tree's code first, over any installed copy (a worktree beside it)
                   PYTHONPATH=os.pathsep.join((str(ROOT / "services"), str(ROOT))),
                   **UNREACHABLE_LIMITS)
        # As deploy/Procfile runs them: solo rules workers, one process per core (2 solo workers
        # moved 681 isolated moves/s where one prefork worker of 2 processes moved 589, and
        # used 1,100 against 1,353 us of worker CPU per move: no parent-to-child hand-off).
        workers = [start_worker("rules", env, pool="solo") for _ in range(RULES_PROCESSES)]
        workers.append(start_worker("ai", env, pool="prefork", concurrency=1))
        workers.append(start_worker("archive", env, pool="solo", niceness=ARCHIVE_NICENESS))
        try:
            with api_server(env) as (base, api):
                print(f"inline, 32 in flight, {LOAD_SECONDS:.0f}s ...", flush=True)
                report["inline_32"] = drive(base, 32, LOAD_SECONDS, api.pid, store.pid)
                print(f"  {report['inline_32']}", flush=True)
                print("inline, unloaded (1 in flight) ...", flush=True)
                report["inline_1"] = drive(base, 1, LOAD_SECONDS / 2, api.pid, store.pid)
                print(f"  {report['inline_1']}", flush=True)
                for in_flight, seconds in ((32, LOAD_SECONDS), (1, LOAD_SECONDS / 2)):
                    print(f"real clients: a stream per seat, {in_flight} in flight ...",
                          flush=True)
                    report[f"streams_{in_flight}"] = drive(
                        base, in_flight, seconds, api.pid, store.pid,
                        driver="bench.streams_load")
                    print(f"  {report[f'streams_{in_flight}']}", flush=True)
                if wanted("bots"):
                    print("bot reply latency (greedy bot) ...", flush=True)
                    report["bot_reply"] = bots_bench.run(base, samples=60)
                    print(f"  {report['bot_reply']}", flush=True)
                report["redis_per_game"] = redis_bytes(store.server, "bench:")
                print(f"  redis per game: {report['redis_per_game']}", flush=True)
                if wanted("memory"):
                    print("redis bytes per game by version (seeded random games) ...",
                          flush=True)
                    report["redis_per_game_by_version"] = memory_curve(env)
                    memory_bench.show(report["redis_per_game_by_version"])
                if wanted("archive"):
                    print("game history: archived per second, bytes per game ...", flush=True)
                    report["archive"] = archive_bench.run(env)
                    print(f"  {report['archive']}", flush=True)
            if wanted("reference"):
                with api_server(env, "bench.reference_app:create_app()") as (base, ref):
                    print("reference: bare flask-smorest compare-and-set, 32 in flight ...",
                          flush=True)
                    report["reference_32"] = drive(base, 32, LOAD_SECONDS, ref.pid, store.pid,
                                                   reference=True)
                    print(f"  {report['reference_32']}", flush=True)
            if wanted("account_stream"):
                # Every waiting reader holds a Redis connection: a pool that allows them all.
                stream_env = dict(env,
                                  REDIS_URL=f"{store.url}?max_connections={2 * STREAM_BOTS}",
                                  CELERY_BROKER_URL=broker_url_for(store.url),
                                  # one driver on one address stands for a thousand bots
                                  DASHGAMES_API_STREAMS_PER_ADDRESS="0")
                with api_server(stream_env) as (base, api):
                    print(f"account stream: {STREAM_BOTS} bots long-polling ...", flush=True)
                    report["account_stream"] = account_stream_bench.run(
                        base, store.url, "bench:", STREAM_BOTS, STREAM_PHASES,
                        cpu=lambda: cpu_seconds(tree(api.pid)) + cpu_seconds([store.pid]))
                    print(f"  {report['account_stream']}", flush=True)
            if wanted("isolation"):
                iso_env = dict(env, DASHGAMES_ISOLATION="1")
                with api_server(iso_env) as (base, api):
                    print("isolation mode, 32 in flight ...", flush=True)
                    report["isolation_32"] = drive(base, 32, LOAD_SECONDS, api.pid, store.pid)
                    print(f"  {report['isolation_32']}", flush=True)
            if wanted("scale"):
                print(f"streams at scale: {SCALE_STREAMS} open, {SCALE_ACTIVE} following games "
                      f"played at {SCALE_MOVES_PER_S:.0f} moves/s ...", flush=True)
                report["streams_scale"] = streams_scale(env, LOAD_SECONDS)
                print(f"  {report['streams_scale']}", flush=True)
            if wanted("pairing"):
                print(f"pairing: {pairing_bench.SEEKERS} waiting seekers, duels and tables of "
                      "3-6 ...", flush=True)
                report["pairing"] = pairing_bench.run(env)
                print(f"  {report['pairing']}", flush=True)
            if wanted("tournaments"):
                print("tournaments: time to pair a round, an arena of 500 and a 9-round Swiss "
                      "of 200 ...", flush=True)
                report["tournaments"] = tournament_bench.run(env)
                print(f"  {report['tournaments']}", flush=True)
        finally:
            for w in workers:
                stop_worker(w)
            store.stop()

    if wanted("cluster"):
        print("real clients on a local Redis Cluster (3 masters), 32 in flight ...", flush=True)
        report["cluster_streams_32"] = cluster_bench.run(LOAD_SECONDS)
        if "streams_32" in report:
            report["cluster_streams_32"]["over_single_redis_moves_per_s"] = round(
                report["cluster_streams_32"]["moves_per_s"]
                / report["streams_32"]["moves_per_s"], 2)
        print(f"  {report['cluster_streams_32']}", flush=True)
    report["peer"] = peer.run(LOAD_SECONDS) if wanted("peer") else {"skipped": "BENCH_SKIP"}
    report["ratios"] = ratios(report)
    print(f"ratios: {report['ratios']}")
    report["seconds"] = round(time.monotonic() - started)
    report["summary"] = [dataclasses.asdict(row) for row in summary.rows(report)]
    RESULTS.mkdir(parents=True, exist_ok=True)
    text = json.dumps(report, indent=2, sort_keys=True)
    (RESULTS / f"{report['when'].replace(':', '')}.json").write_text(text + "\n")
    (RESULTS / "latest.json").write_text(text + "\n")
    print(f"written to {RESULTS / 'latest.json'}")
    print(f"\nSummary (this run, {report['seconds']} s; ratios are ours / the yardstick's):")
    print(summary.table(report), flush=True)


def ratios(report: dict[str, Any]) -> dict[str, float]:
    """The within-run ratios (isolation / inline, loaded / unloaded, ours / the reference
    endpoint, ours / the peer), of whichever parts ran."""
    out: dict[str, float] = {}
    inline, one = report["inline_32"], report["inline_1"]
    out["loaded_over_unloaded_p50"] = round(inline["p50_ms"] / one["p50_ms"], 2)
    if "isolation_32" in report:
        out["isolation_over_inline_moves_per_s"] = round(
            report["isolation_32"]["moves_per_s"] / inline["moves_per_s"], 2)
    if "reference_32" in report:
        ref = report["reference_32"]
        out["inline_over_reference_moves_per_s"] = round(
            inline["moves_per_s"] / ref["moves_per_s"], 2)
        out["inline_over_reference_server_cpu"] = round(
            summary.server_cpu(inline) / max(1, summary.server_cpu(ref)), 2)
        out["streams_over_reference_moves_per_s"] = round(
            report["streams_32"]["moves_per_s"] / ref["moves_per_s"], 2)
    out.update(peer.ratios(report["streams_32"], report["peer"]))
    return out


if __name__ == "__main__":
    main()
