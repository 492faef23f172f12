"""The API as deployed, for the end-to-end tests: gunicorn with deploy/gunicorn.conf.py on a
free port, started and waited for until it answers, stopped on the way out."""

from __future__ import annotations

import contextlib
import http.client
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
START_SECONDS = 60.0
APP = "dashgames.http.app:create_app()"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _answers(port: int, path: str) -> bool:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", path)
        return conn.getresponse().status == 200
    except OSError:
        return False
    finally:
        conn.close()


def gunicorn_command(python: str = sys.executable) -> list[str]:
    return [python, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"), APP]


@contextlib.contextmanager
def gunicorn_api(env: dict[str, str], python: str = sys.executable, cwd: Path = ROOT,
                 ready: str = "/readyz") -> Iterator[int]:
    """gunicorn serving the API with ``env`` (its workers, Redis...) on a free port, once
    ``ready`` answers 200; yields the port."""
    port = free_port()
    # stopped at the end: the streams a test left open are cut after 2 s, not 20
    settings = {"DASHGAMES_API_GRACEFUL_SECONDS": "2", **env,
                "DASHGAMES_API_BIND": f"127.0.0.1:{port}"}
    with running(gunicorn_command(python), lambda: _answers(port, ready), "gunicorn",
                 env=settings, cwd=cwd):
        yield port


@contextlib.contextmanager
def running(command: list[str], up: Callable[[], bool], what: str, **popen: Any
            ) -> Iterator[subprocess.Popen[bytes]]:
    """``command`` started (``popen``: subprocess.Popen's options) and waited for until
    ``up()``; stopped on the way out unless it already ended."""
    process = subprocess.Popen(command, **popen)
    try:
        ends = time.monotonic() + START_SECONDS
        while not up():
            assert process.poll() is None, f"{what} exited at start"
            assert time.monotonic() < ends, f"{what} did not become ready"
            time.sleep(0.1)
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(30)
