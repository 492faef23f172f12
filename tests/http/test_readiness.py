"""``/readyz``: 200 while the store and the broker answer, whatever the workers do (readiness
means "this process can serve", issue 32 item 3); 503 ``NOT_READY`` (the one error shape, saying
which check failed) when Redis or the broker is gone. Worker health is a probe of its own
(``python -m dashgames.infra.probes``) and the ``dashgames_live_workers`` gauge on /metrics.

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
from dashgames.http.app import create_app
r = create_app().test_client().get("/readyz")
print(json.dumps({"status": r.status_code, "body": r.json}))
"""
METRICS = """
from dashgames.http.app import create_app
print(create_app().test_client().get("/metrics").get_data(as_text=True))
"""


def _run(code: str, env: dict[str, str], **changes: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], env={**env, **changes},
                          capture_output=True, text=True, timeout=120, cwd=ROOT)


def readyz(env: dict[str, str], **changes: str) -> tuple[int, dict[str, Any]]:
    run = _run(PROBE, env, **changes)
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout.strip().splitlines()[-1])
    return answer["status"], answer["body"]


def test_ready_with_redis_broker_and_workers(workers: dict[str, str]) -> None:
    status, body = readyz(workers)
    assert status == 200, body
    assert body["ok"] is True
    assert body["checks"] == {"redis": "ok", "broker": "ok"}


def test_ready_with_no_worker_of_any_queue(workers: dict[str, str]) -> None:
    """Under a key prefix no worker beats in, no worker of any queue is alive: this API process
    can still serve (people play each other; bots and clocks wait), so it stays ready. The
    worker-health probe and the gauge say what is missing."""
    alone = {"DASHGAMES_KEY_PREFIX": "dgnoworkers:"}
    status, body = readyz(workers, **alone)
    assert status == 200, body
    assert body == {"ok": True, "checks": {"redis": "ok", "broker": "ok"}}
    probe = subprocess.run([sys.executable, "-m", "dashgames.infra.probes", "ai", "rules"],
                           env={**workers, **alone}, capture_output=True, text=True,
                           timeout=60, cwd=ROOT)
    assert (probe.returncode, probe.stdout.strip()) == (1, "ai=0 rules=0")
    scraped = _run(METRICS, workers, **alone).stdout
    assert 'dashgames_live_workers{queue="ai"} 0.0' in scraped
    assert 'dashgames_live_workers{queue="rules"} 0.0' in scraped


def test_the_worker_probe_and_gauge_count_the_live_workers(workers: dict[str, str]) -> None:
    probe = subprocess.run([sys.executable, "-m", "dashgames.infra.probes", "rules", "ai"],
                           env=workers, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert (probe.returncode, probe.stdout.strip()) == (0, "rules=1 ai=1"), probe.stderr
    scraped = _run(METRICS, workers).stdout
    for queue in ("rules", "ai", "archive", "pairing", "push"):  # push: the notifier's queue
        assert f'dashgames_live_workers{{queue="{queue}"}} 1.0' in scraped


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

