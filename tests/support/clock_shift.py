"""Days pass on the test platform: every process of it (the API in the test process, the Celery
workers) counts its clocks on ``clocks.now``, which adds the seconds written in the file
``DASHGAMES_TEST_CLOCK_SHIFT_FILE`` names (one per xdist worker: tests/conftest.py). The
``shift_clock`` fixture moves it forward and back to 0 after the test."""

from __future__ import annotations

import os
import time
from pathlib import Path

VARIABLE = "DASHGAMES_TEST_CLOCK_SHIFT_FILE"


def shift_file() -> Path:
    return Path(os.environ[VARIABLE])


def shifted_by() -> float:
    """Seconds the platform's clocks are ahead of the real time now."""
    try:
        return float(shift_file().read_text(encoding="utf-8").strip() or 0)
    except FileNotFoundError:
        return 0.0


def set_shift(seconds: float) -> None:
    """Replace the file whole, with an mtime it never had (a reader reads it again when its
    stat changes, whatever the file system's timestamp granularity)."""
    path = shift_file()
    before = path.stat().st_mtime_ns if path.exists() else 0
    new = path.with_name(f"{path.name}.new")
    new.write_text(repr(float(seconds)), encoding="utf-8")
    stamp = max(time.time_ns(), before + 1_000_000)
    os.utime(new, ns=(stamp, stamp))
    os.replace(new, path)


def shift_clock(seconds: float) -> float:
    """Let ``seconds`` pass on the platform's clocks at once; returns how far ahead they are."""
    total = shifted_by() + seconds
    set_shift(total)
    return total
