"""A worker's own supervisor, for process managers that do not restart what exits.

``python -m dashgames.infra.supervise <command>`` runs the command and starts it again whenever it
exits on its own, after a doubling pause; signals go to the child, and the supervisor then exits
with its code. deploy/Procfile wraps every worker in it, since a Procfile runner never restarts
a process. docs/OPERATIONS.md, "Workers and Redis restarts".
"""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time
from types import FrameType

FIRST_PAUSE = 1.0
MAX_PAUSE = 30.0
STEADY = 60.0
FORWARDED = (signal.SIGTERM, signal.SIGINT, signal.SIGQUIT)


def supervise(command: list[str], first_pause: float = FIRST_PAUSE) -> int:
    """Run ``command`` until a forwarded signal stops it; its last exit code."""
    stopping = threading.Event()
    child: list[subprocess.Popen[bytes]] = []

    def forward(signum: int, _frame: FrameType | None) -> None:
        stopping.set()
        if child and child[0].poll() is None:
            child[0].send_signal(signum)

    for signum in FORWARDED:
        signal.signal(signum, forward)
    pause = first_pause
    code = 0
    while not stopping.is_set():
        started = time.monotonic()
        child[:] = [subprocess.Popen(command)]
        code = child[0].wait()
        if stopping.is_set():
            break
        if time.monotonic() - started >= STEADY:
            pause = first_pause
        print(f"dashgames.supervise: {command[0]} exited ({code}); starting it again in "
              f"{pause:g} s", file=sys.stderr, flush=True)
        if stopping.wait(pause):
            break
        pause = min(pause * 2, MAX_PAUSE)
    return code


def main(argv: list[str] | None = None) -> int:
    command = argv if argv is not None else sys.argv[1:]
    if not command:
        print("usage: python -m dashgames.infra.supervise COMMAND [ARG ...]", file=sys.stderr)
        return 2
    return supervise(command)


if __name__ == "__main__":
    raise SystemExit(main())
