"""``dashgames.infra.supervise``: a worker that exits is started again; SIGTERM reaches the
worker and ends the supervisor without another start (deploy/Procfile wraps its workers)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

# Each run appends a line; the first two exit at once (a crash), the third waits to be stopped
# (ready once its SIGTERM handler is in place) and says so when SIGTERM reaches it.
CHILD = """
import signal, sys, time
from pathlib import Path
runs = Path(sys.argv[1])
runs.write_text(runs.read_text() + "start\\n" if runs.exists() else "start\\n")
if runs.read_text().count("start") < 3:
    sys.exit(3)
def stop(*_):
    runs.write_text(runs.read_text() + "term\\n")
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
runs.write_text(runs.read_text() + "ready\\n")
while True:
    time.sleep(0.05)
"""


def test_a_worker_that_exits_is_started_again_and_sigterm_stops_both(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    supervisor = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; from dashgames.infra import supervise; "
         "sys.exit(supervise.supervise(sys.argv[1:], first_pause=0.1))",
         sys.executable, "-c", CHILD, str(runs)],
        stderr=subprocess.PIPE, text=True)
    try:
        ends = time.monotonic() + 30
        while not (runs.exists() and "ready" in runs.read_text()):
            assert supervisor.poll() is None and time.monotonic() < ends
            time.sleep(0.05)
        supervisor.send_signal(signal.SIGTERM)
        assert supervisor.wait(10) == 0
    finally:
        if supervisor.poll() is None:
            supervisor.kill()
    assert runs.read_text() == "start\nstart\nstart\nready\nterm\n"
    assert supervisor.stderr is not None
    log = supervisor.stderr.read()
    assert log.count("exited (3); starting it again") == 2
    assert "again in 0.1 s" in log and "again in 0.2 s" in log
