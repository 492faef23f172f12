"""``/readyz``: 200 while the store, the broker and workers of both queues answer; 503
``NOT_READY`` (the one error shape, saying which check failed) when Redis or the broker is gone.

Each case is an API process of its own, configured from the environment as a deployment is,
pointed at the test Redis or at a port where nothing listens. The broker may be another server
than the store (``CELERY_BROKER_URL``), so each is taken away alone.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEAD = "redis://127.0.0.1:1/0"  # nothing listens on port 1
PROBE = """
import json
from dashgames.state.app import create_app
r = create_app().test_client().get("/readyz")
print(json.dumps({"status": r.status_code, "body": r.json}))
"""


def readyz(env: dict[str, str], **changes: str) -> tuple[int, dict[str, Any]]:
    run = subprocess.run([sys.executable, "-c", PROBE], env={**env, **changes},
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout.strip().splitlines()[-1])
    return answer["status"], answer["body"]


def test_ready_with_redis_broker_and_workers(workers: dict[str, str]) -> None:
    status, body = readyz(workers)
    assert status == 200, body
    assert body["ok"] is True
    assert body["checks"]["redis"] == body["checks"]["broker"] == "ok"


@pytest.mark.parametrize(
    ("changes", "failed", "answered"),
    [
        ({"REDIS_URL": DEAD}, "redis", None),
        ({"CELERY_BROKER_URL": DEAD}, "broker", "redis"),
    ],
)
def test_not_ready_when_redis_or_the_broker_is_gone(
    workers: dict[str, str], changes: dict[str, str], failed: str, answered: str | None
) -> None:
    status, body = readyz(workers, **changes)
    assert status == 503, body
    assert body["code"] == "NOT_READY" and set(body) == {"code", "message", "details"}
    checks = body["details"]["checks"]
    assert checks[failed].startswith("unreachable: ")
    assert DEAD not in json.dumps(body), "the answer never shows a URL (it may hold a password)"
    if answered is not None:
        assert checks[answered] == "ok"

