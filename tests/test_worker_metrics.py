"""A real rules worker: its own metrics on ``DASHGAMES_METRICS_PORT`` and its JSON log lines.

The worker runs on a private Redis that nothing else uses, and gets one timer task with a
deadline (its ETA) for a game that does not exist: the task starts (its lag is measured), the
rules service finds no game, and both are logged with the task's game and command.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sys
import time
import urllib.request
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from celery import Celery
from prometheus_client.parser import text_string_to_metric_families

from dashgames.infra.broker import broker_url
from dashgames.infra.children import start_child
from dashgames.infra.dispatch import RULES_QUEUE, TIMER_TASK
from dashgames.infra.local import PrivateRedis, stop_worker
from dashgames.infra.settings import broker_url_for
from tests.support.service_helpers import wait_until

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def samples(port: int) -> dict[str, float]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=2) as r:
            text = r.read().decode()
    except OSError:
        return {}
    return {s.name: s.value for f in text_string_to_metric_families(text) for s in f.samples
            if not s.labels}


def test_a_rules_worker_serves_its_timer_lag_and_logs_the_task_as_json(tmp_path: Path) -> None:
    server = PrivateRedis(tmp_path / "redis")
    port = free_port()
    env = {
        **os.environ, "REDIS_URL": server.url, "CELERY_BROKER_URL": "",
        "DASHGAMES_KEY_PREFIX": "dgmetrics:", "DASHGAMES_METRICS_PORT": str(port),
        "DASHGAMES_LOG_LEVEL": "INFO", "DASHGAMES_LOG_FORMAT": "json",
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        "PYTHONWARNINGS": "ignore:You're running the worker with superuser",
    }
    log_path = tmp_path / "worker.log"
    command = [sys.executable, "-m", "celery", "-A", "dashgames.worker", "worker",
               "-Q", RULES_QUEUE, "-n", "metrics@%h", "-P", "solo", "--without-gossip",
               "--without-mingle", "--without-heartbeat", "-l", "warning"]
    with log_path.open("wb") as log:
        worker = start_child(command, deathsig=signal.SIGTERM, env=env, stderr=log, stdout=log)
    try:
        wait_until(lambda: samples(port), seconds=60, every=0.2)  # up, and nothing ran yet
        assert samples(port).get("dashgames_timer_lag_seconds_count") == 0
        sender = Celery("sender", broker=broker_url(broker_url_for(server.url)),
                        set_as_current=False)
        deadline = datetime.now(UTC) + timedelta(seconds=0.3)
        sender.send_task(TIMER_TASK, args=["nogame", "clock", 3], queue=RULES_QUEUE,
                         eta=deadline)
        ran = wait_until(lambda: samples(port).get("dashgames_timer_lag_seconds_count"),
                         seconds=30, every=0.1)
        assert ran == 1
        lag = samples(port)["dashgames_timer_lag_seconds_sum"]
        assert 0 <= lag < 1.0, lag  # the worker's ETA scheduler wakes every 0.1 s
        time.sleep(0.2)  # the log lines after the task's last step
    finally:
        stop_worker(worker, seconds=10)
        server.stop()
    lines = [json.loads(line) for line in log_path.read_text().splitlines()
             if line.startswith("{")]
    due = [line for line in lines if line["msg"] == "timer due"]
    assert len(due) == 1 and due[0]["game_id"] == "nogame" and due[0]["level"] == "INFO"
    assert due[0]["task"] == TIMER_TASK and due[0]["task_id"]
    refused: list[dict[str, Any]] = [line for line in lines if line["msg"] == "refused"]
    assert [(r["code"], r["game_id"], r["command_id"]) for r in refused] == [
        ("GAME_NOT_FOUND", "nogame", "t-clock")
    ]
