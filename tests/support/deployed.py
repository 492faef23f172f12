"""The API as deployed, for the end-to-end tests: gunicorn with deploy/gunicorn.conf.py on a
free port, started and waited for until it answers, stopped on the way out."""

from __future__ import annotations

import contextlib
import http.client
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
START_SECONDS = 60.0
APP = "dashgames.state.app:create_app()"


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


@contextlib.contextmanager
def gunicorn_api(env: dict[str, str], python: str = sys.executable, cwd: Path = ROOT,
                 ready: str = "/readyz") -> Iterator[int]:
    """gunicorn serving the API with ``env`` (its workers, Redis...) on a free port, once
    ``ready`` answers 200; yields the port."""
    port = free_port()
    process = subprocess.Popen(
        [python, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"), APP],
        env=dict(env, DASHGAMES_API_BIND=f"127.0.0.1:{port}"), cwd=cwd,
    )
    try:
        ends = time.monotonic() + START_SECONDS
        while not _answers(port, ready):
            assert process.poll() is None, "gunicorn exited at start"
            assert time.monotonic() < ends, "gunicorn did not become ready"
            time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        process.wait(30)
