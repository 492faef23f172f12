"""Embedded mode: the whole platform on one machine with nothing to install but Python.

``python -m dashgames`` (``make run``) starts a private Redis, real Celery workers and the HTTP
API: the same code paths as distributed mode, with workers restarted when they exit and
everything stopped together. What it starts and what survives a crash: docs/OPERATIONS.md,
"Embedded mode".
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path
from types import FrameType
from typing import Any

from dashgames.infra.local import (
    DataDirInUse,
    PrivateRedis,
    RedisliteMissing,
    RedisStartFailed,
    start_worker,
    stop_worker,
)
from dashgames.infra.settings import broker_url_for, from_env

WORKER_START_SECONDS = 60.0
SUPERVISE_SECONDS = 0.5
QUEUES = ("rules,archive,webhooks", "ai,pairing,push")


def _supervise(redis_server: list[PrivateRedis], workers: dict[str, Any], env: dict[str, str],
               stopping: threading.Event) -> None:
    """In the main thread (a child started from another thread would die with that thread:
    ``infra/children.py``): start again the Redis (``redis_server[0]``, on the same data
    and socket) or any worker that exits, until ``stopping``."""
    while not stopping.wait(SUPERVISE_SECONDS):
        old = redis_server[0]
        if old.process is not None and old.process.poll() is not None and not stopping.is_set():
            print(f"dashgames: Redis exited ({old.process.returncode}); starting it again",
                  file=sys.stderr, flush=True)
            old.stop()  # lets go of the data directory's lock
            redis_server[0] = PrivateRedis(old.data_dir)
            if redis_server[0].url != env["REDIS_URL"]:  # a socket in a temporary directory
                print("dashgames: Redis came back on another socket; stopping",
                      file=sys.stderr, flush=True)
                stopping.set()
        for queue, process in list(workers.items()):
            if process.poll() is not None and not stopping.is_set():
                print(f"dashgames: the {queue} worker exited ({process.returncode}); "
                      "starting another", file=sys.stderr, flush=True)
                workers[queue] = start_worker(queue, env)


def _wait_for_workers(env: dict[str, str], processes: list[Any]) -> None:
    from dashgames.play.store import Store

    store = Store.connect(from_env(env))
    ends = time.monotonic() + WORKER_START_SECONDS
    while not all(store.workers.live(q, 10.0) for q in ("rules", "ai")):
        if any(p.poll() is not None for p in processes):
            raise RuntimeError("a Celery worker exited while starting")
        if time.monotonic() > ends:
            raise RuntimeError("the Celery workers did not start in time")
        time.sleep(0.1)


def main() -> int:
    settings = from_env()
    data_dir = Path(settings.data_dir).resolve()
    try:
        redis_server = PrivateRedis(data_dir)
    except (RedisliteMissing, DataDirInUse, RedisStartFailed) as e:
        print(f"dashgames: {e}", file=sys.stderr)
        return 1
    env = {
        **os.environ,
        "REDIS_URL": redis_server.url,
        "CELERY_BROKER_URL": broker_url_for(redis_server.url),
    }
    os.environ.update(env)  # the API in this process reads the same settings
    workers: dict[str, Any] = {}
    redis_servers = [redis_server]  # the one running: the supervisor may start it again
    server: Any = None
    stopping = threading.Event()

    def stop(signum: int, frame: FrameType | None) -> None:
        stopping.set()
        if server is not None:  # serve_forever returns; cleanup runs below
            threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        workers.update((queue, start_worker(queue, env)) for queue in QUEUES)
        _wait_for_workers(env, list(workers.values()))
        from werkzeug.serving import make_server

        from dashgames.http.app import create_app  # the game-state service

        server = make_server(settings.host, settings.port, create_app(), threaded=True)
        base = f"http://{settings.host}:{settings.port}"
        print(f"Dash Games is running (embedded mode) on {base}", flush=True)
        print(f"  API docs:       {base}/docs", flush=True)
        print(f"  web client:     {base}/web/", flush=True)
        print(f"  mobile client:  {base}/m/", flush=True)
        print(f"  data:           {redis_server.data_dir}   (Redis's append-only file)",
              flush=True)
        print(f"  game history:   {from_env(env).history_url}", flush=True)
        print(f"  Redis socket:   {redis_server.socket}   (Ctrl-C stops everything)", flush=True)
        if not stopping.is_set():
            serving = threading.Thread(target=server.serve_forever, name="dashgames-api",
                                       daemon=True)
            serving.start()
            _supervise(redis_servers, workers, env, stopping)
            server.shutdown()
            serving.join()
    finally:
        stopping.set()
        if server is not None:
            server.server_close()
        for process in workers.values():  # all at once, then wait for each
            process.terminate()
        for process in workers.values():
            stop_worker(process)
        redis_servers[0].stop()
        print("Dash Games stopped.", flush=True)
    return 0

