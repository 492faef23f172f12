"""Small helpers shared by the service tests."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


def wait_until(check: Callable[[], Any], seconds: float = 30.0, every: float = 0.02) -> Any:
    """Poll ``check`` until it returns something truthy; fail after ``seconds``."""
    ends = time.monotonic() + seconds
    while True:
        found = check()
        if found:
            return found
        assert time.monotonic() < ends, "timed out waiting"
        time.sleep(every)
