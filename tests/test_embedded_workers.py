"""Embedded mode keeps its processes: ``kill -9`` of a worker or of its Redis, and it starts
another at once; a game of bots that was under way plays to its end (the reconciler sends again
the turn the dead process held), with an exact replay."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from dashgames import embedded
from dashgames.infra.games import load_games
from dashgames.infra.settings import from_env
from dashgames.play.verify import verify_replay
from tests.support.processes import (
    call_api,
    env_with_checkout,
    stop_embedded,
)

# A 10 s liveness bound under kill -9: run alone, after the parallel part of `make test`.
pytestmark = pytest.mark.alone
BOUND = 10.0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def _embedded(data_dir: Path, port: int) -> Iterator[subprocess.Popen[str]]:
    env = {**os.environ, "DASHGAMES_PORT": str(port), "DASHGAMES_DATA_DIR": str(data_dir),
           "DASHGAMES_EXTRA_GAMES": "", "DASHGAMES_OWED_GRACE": "1"}
    env.pop("REDIS_URL", None)
    env.pop("CELERY_BROKER_URL", None)
    process = subprocess.Popen([sys.executable, "-m", "dashgames"], env=env_with_checkout(env),
                               stdout=subprocess.PIPE, text=True, start_new_session=True)
    assert process.stdout is not None
    lines: list[str] = []
    try:
        while not any("Redis socket" in line for line in lines):
            line = process.stdout.readline()
            assert line, f"embedded mode exited: {lines}"
            lines.append(line)
        yield process
    finally:
        stop_embedded(process, psutil.Process(process.pid).children(recursive=True), data_dir)



def _worker(process: subprocess.Popen[str], queue: str) -> psutil.Process | None:
    """The child running ``queue``'s worker, or ("redis") the Redis."""
    for child in psutil.Process(process.pid).children():
        with contextlib.suppress(psutil.Error):
            line = child.cmdline()
            if queue == "redis" and "redis-server" in child.name() and child.status() != (
                    psutil.STATUS_ZOMBIE):
                return child
            if "worker" in line and line[line.index("-Q") + 1] == queue:
                return child
    return None


def _kill_and_wait_for_another(process: subprocess.Popen[str], queue: str) -> None:
    victim = _worker(process, queue)
    assert victim is not None
    victim.send_signal(signal.SIGKILL)
    victim.wait(10)
    ends = time.monotonic() + 30.0  # a worker's start
    while (replacement := _worker(process, queue)) is None or replacement.pid == victim.pid:
        assert time.monotonic() < ends, f"no {queue} worker replaced the killed one"
        time.sleep(0.1)


def test_processes_killed_in_embedded_mode_are_replaced_and_the_game_goes_on(
    tmp_path: Path,
) -> None:
    port = _free_port()
    with _embedded(tmp_path, port) as process:
        status, ann = call_api(port, "POST", "/v1/players", {"name": "ann"})
        assert status == 201, ann
        status, game = call_api(port, "POST", "/v1/games",
                             {"type": "double_dash", "seats": [{"kind": "bot"}] * 2},
                             ann["token"])
        assert status == 201, game
        for queue in (*embedded.QUEUES, "redis"):
            time.sleep(0.3)  # bots under way
            _kill_and_wait_for_another(process, queue)
        time.sleep(1.0)  # the Redis answers again; workers that lost it restart
        status, read = call_api(port, "GET", f"/v1/games/{game['id']}")
        assert status == 200, read
        seen, seen_at = read["version"], time.monotonic()
        while read["game"]["status"] != "finished":
            assert time.monotonic() - seen_at < BOUND, f"stuck at {read['version']}"
            time.sleep(0.2)
            status, read = call_api(port, "GET", f"/v1/games/{game['id']}")
            assert status == 200
            if read["version"] != seen:
                seen, seen_at = read["version"], time.monotonic()
        status, replay = call_api(port, "GET", f"/v1/games/{game['id']}/replay")
        assert status == 200
        load_games(from_env({}))
        assert verify_replay(replay) == []
