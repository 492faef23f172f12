"""Child processes that die with their parent, however the parent dies (``SIGKILL`` too).

Embedded mode and the test fixtures start a private Redis and Celery workers (``local.py``);
none of them may outlive the process that started them. On Linux the kernel sends the child a
signal when its parent dies (``prctl(PR_SET_PDEATHSIG)``, set between ``fork`` and ``exec``).
Elsewhere (macOS has no such signal) a small watchdog process reads a pipe whose only writer is
the parent: the kernel closes it when the parent dies, and the watchdog then signals every child
the parent registered with it, and kills those still there after ``STOP_SECONDS``.

Children stay in their parent's process group (nothing here calls ``setsid``), so
``kill -9 -<pgid>`` reaches them as well.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from typing import Any

# Tests set this to False to run the watchdog on Linux.
PDEATHSIG = sys.platform.startswith("linux")
PR_SET_PDEATHSIG = 1  # <sys/prctl.h>
STOP_SECONDS = 10.0


def _prctl() -> Callable[..., int] | None:
    if not PDEATHSIG:
        return None
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None


def start_child(
    command: list[str], deathsig: int, niceness: int = 0, block_sigint: bool = False,
    **popen: Any,
) -> subprocess.Popen[bytes]:
    """``Popen`` of a process that gets ``deathsig`` when this one dies, however it dies. The
    kernel sends it when the *thread* that started the child exits: start children from the
    main thread (embedded mode and the test fixtures do)."""
    parent = os.getpid()
    prctl = _prctl()  # looked up before the fork: the child only calls it

    def setup() -> None:
        if niceness:
            os.nice(niceness)
        if block_sigint:  # a blocked signal stays blocked across exec
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        if prctl is not None:
            prctl(PR_SET_PDEATHSIG, deathsig, 0, 0, 0)
            if os.getppid() != parent:  # the parent died before prctl: no signal would come
                os._exit(1)

    process: subprocess.Popen[bytes] = subprocess.Popen(command, preexec_fn=setup, **popen)
    if prctl is None:
        _watchdog().watch(process.pid, deathsig)
    return process


def stop_child(process: subprocess.Popen[bytes], seconds: float) -> None:
    """SIGTERM, then SIGKILL if it is still there after ``seconds``."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(seconds)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if _WATCHDOG is not None:
        _WATCHDOG.forget(process.pid)


WATCHDOG = """
import os, signal, sys, time
watched = {}
for line in sys.stdin:  # "pid signal" to watch, "pid 0" to forget; EOF: the parent is gone
    pid, sig = map(int, line.split())
    if sig:
        watched[pid] = sig
    else:
        watched.pop(pid, None)
for pid, sig in watched.items():
    try:
        os.kill(pid, sig)
    except OSError:
        pass
ends = time.monotonic() + float(sys.argv[1])
def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False
while any(alive(pid) for pid in watched) and time.monotonic() < ends:
    time.sleep(0.1)
for pid in watched:
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
"""


class _Watchdog:
    """Where the kernel has no parent-death signal: a process reading a pipe whose only writer
    is this process. The pipe closes when this process dies, however it dies; then the
    watchdog signals every child still registered, and kills those that outlast the wait."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", WATCHDOG, str(STOP_SECONDS)], stdin=subprocess.PIPE,
            preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT}))
        self.owner = os.getpid()

    def _send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line.encode())
        self.process.stdin.flush()

    def watch(self, pid: int, deathsig: int) -> None:
        self._send(f"{pid} {deathsig}\n")

    def forget(self, pid: int) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._send(f"{pid} 0\n")


_WATCHDOG: _Watchdog | None = None


def _watchdog() -> _Watchdog:
    global _WATCHDOG
    if _WATCHDOG is None or _WATCHDOG.owner != os.getpid():  # a forked child gets its own
        _WATCHDOG = _Watchdog()
    return _WATCHDOG
